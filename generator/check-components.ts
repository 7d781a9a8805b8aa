import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  type ArrowFunction,
  type FunctionDeclaration,
  type FunctionExpression,
  Node,
  Project,
  type SourceFile,
  ts,
  VariableDeclarationKind,
} from "ts-morph";
import { defaultCtx, type GeneratorCtx } from "./ctx.ts";
import { pascalCase } from "./ir.ts";

/** One broken rule about one file, named so the message says which rule broke. */
interface Problem {
  /** Path relative to the checked root, with forward slashes. */
  file: string;
  rule:
    | "schema-has-component"
    | "one-component-per-schema"
    | "default-export-is-function"
    | "props-typed-by-key"
    | "component-has-schema";
  message: string;
}

/** The folders checkComponents reads, relative to the root. */
type ComponentDirs = Pick<GeneratorCtx, "schemasDir" | "blocksDir">;

interface BlockSchema {
  key: string;
  file: string;
  componentName: string;
  /** The schema names its component with `x-component` (one several blocks share). */
  declaresComponent: boolean;
}

type ComponentFunction = FunctionDeclaration | ArrowFunction | FunctionExpression;

/**
 * Every block schema has exactly one component folder <blocksDir>/<PascalName>/index.tsx whose
 * default export is a function typed BlockProps<"<key>">, and every component folder has a schema.
 * A schema naming its folder with `x-component` shares it: the function is then typed
 * BlockProps<<Name>TemplateKey> (the union generated/types.ts declares), and a folder shared by
 * several schemas must be named by `x-component` in each of them.
 * Reads only <schemasDir>/blocks and <blocksDir> under root; type-checks nothing.
 */
export function checkComponents(root: string, dirs: ComponentDirs = defaultCtx): Problem[] {
  const problems: Problem[] = [];
  const schemas = readBlockSchemas(root, dirs.schemasDir);
  const blocksDir = path.join(root, dirs.blocksDir);
  const folders = existsSync(blocksDir)
    ? readdirSync(blocksDir)
        .filter((name) => statSync(path.join(blocksDir, name)).isDirectory())
        .sort()
    : [];
  const project = createProject(root);

  const claimed = new Set<string>();
  const checkedShared = new Set<string>();
  const claimants = new Map<string, BlockSchema[]>();
  for (const schema of schemas)
    claimants.set(schema.componentName, [...(claimants.get(schema.componentName) ?? []), schema]);
  for (const [name, list] of claimants) {
    if (list.length < 2 || list.every((s) => s.declaresComponent)) continue;
    for (const s of list.filter((x) => !x.declaresComponent))
      problems.push({
        file: s.file,
        rule: "one-component-per-schema",
        message: `shares the component ${name} with ${list.length - 1} other block(s) without naming it in x-component`,
      });
  }
  for (const schema of schemas) {
    const matching = folders.filter((f) => f.toLowerCase() === schema.componentName.toLowerCase());
    for (const f of matching) claimed.add(f);
    const wanted = path.posix.join(dirs.blocksDir, schema.componentName, "index.tsx");
    if (matching.length > 1) {
      problems.push({
        file: schema.file,
        rule: "one-component-per-schema",
        message: `has ${matching.length} component folders (${matching.join(", ")}); keep only ${schema.componentName}`,
      });
      continue;
    }
    const indexPath = path.join(root, wanted);
    if (!matching.includes(schema.componentName) || !existsSync(indexPath)) {
      problems.push({
        file: schema.file,
        rule: "schema-has-component",
        message: `has no component: ${wanted} is missing`,
      });
      continue;
    }
    if (schema.declaresComponent) {
      if (checkedShared.has(schema.componentName)) continue;
      checkedShared.add(schema.componentName);
    }
    const source = project.addSourceFileAtPath(indexPath);
    const props = schema.declaresComponent
      ? `BlockProps<${schema.componentName}TemplateKey>`
      : `BlockProps<"${schema.key}">`;
    problems.push(...checkComponentFile(source, wanted, props));
  }

  for (const folder of folders) {
    if (claimed.has(folder)) continue;
    problems.push({
      file: path.posix.join(dirs.blocksDir, folder),
      rule: "component-has-schema",
      message: `has no block schema: no ${dirs.schemasDir}/blocks/*.schema.json names a key whose component is ${folder}`,
    });
  }
  return problems;
}

function formatComponentProblem(p: Problem): string {
  return `${p.file}: ${p.message} (rule: ${p.rule})`;
}

/** The block schemas under root: key from x-key (the file name when x-key is missing). */
function readBlockSchemas(root: string, schemasDir: string): BlockSchema[] {
  const dir = path.join(root, schemasDir, "blocks");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith(".schema.json"))
    .sort()
    .map((name) => {
      let key = name.slice(0, -".schema.json".length);
      let component: string | null = null;
      try {
        const json: unknown = JSON.parse(readFileSync(path.join(dir, name), "utf8"));
        if (typeof json === "object" && json !== null && "x-key" in json) {
          const declared = json["x-key"];
          if (typeof declared === "string") key = declared;
        }
        if (typeof json === "object" && json !== null && "x-component" in json) {
          const named = json["x-component"];
          if (typeof named === "string") component = named;
        }
      } catch {
        // Not JSON: the generator reports it; the file name still names the block.
      }
      return {
        key,
        file: path.posix.join(schemasDir, "blocks", name),
        // As build-ir.ts names components: x-component, else the key without its theme
        // prefix, PascalCased.
        componentName: component ?? pascalCase(key.replace(/^[a-z0-9]+-/, "")),
        declaresComponent: component !== null,
      };
    });
}

/** The repo's tsconfig when root has one, else a bare project that parses TSX. */
function createProject(root: string): Project {
  const tsConfigFilePath = path.join(root, "tsconfig.json");
  if (existsSync(tsConfigFilePath)) {
    return new Project({ tsConfigFilePath, skipAddingFilesFromTsConfig: true });
  }
  return new Project({
    useInMemoryFileSystem: false,
    compilerOptions: { jsx: ts.JsxEmit.ReactJSX },
    skipAddingFilesFromTsConfig: true,
  });
}

function checkComponentFile(source: SourceFile, file: string, want: string): Problem[] {
  const fn = defaultExportFunction(source);
  if (!fn) {
    return [
      {
        file,
        rule: "default-export-is-function",
        message:
          "must default-export a function (export default function …, or a const arrow function exported as default)",
      },
    ];
  }
  const param = fn.getParameters()[0];
  const typeText = param?.getTypeNode()?.getText();
  if (typeText === undefined) {
    return [
      {
        file,
        rule: "props-typed-by-key",
        message: `the default export's first parameter must be annotated ${want}`,
      },
    ];
  }
  if (normaliseTypeText(typeText) !== normaliseTypeText(want)) {
    return [
      {
        file,
        rule: "props-typed-by-key",
        message: `the default export's first parameter is typed ${typeText}; must be ${want}`,
      },
    ];
  }
  return [];
}

/** Whitespace and quote style do not change the type. */
function normaliseTypeText(text: string): string {
  return text.replace(/\s+/g, "").replaceAll("'", '"');
}

/**
 * The function a file default-exports: `export default function`, `export default <arrow>`, or
 * `export default Name` / `export { Name as default }` naming a function declaration or a const
 * initialised with an arrow function or function expression.
 */
function defaultExportFunction(source: SourceFile): ComponentFunction | undefined {
  // Syntax only: asking the type checker would load every import of the file and of React.
  for (const statement of source.getStatements()) {
    if (
      Node.isFunctionDeclaration(statement) &&
      statement.hasExportKeyword() &&
      statement.hasDefaultKeyword()
    ) {
      return statement;
    }
    if (Node.isExportAssignment(statement) && !statement.isExportEquals()) {
      const expr = statement.getExpression();
      if (Node.isArrowFunction(expr) || Node.isFunctionExpression(expr)) return expr;
      if (Node.isIdentifier(expr)) return localFunction(source, expr.getText());
      return undefined;
    }
    if (Node.isExportDeclaration(statement) && !statement.hasModuleSpecifier()) {
      const asDefault = statement
        .getNamedExports()
        .find((e) => (e.getAliasNode()?.getText() ?? e.getName()) === "default");
      if (asDefault) return localFunction(source, asDefault.getName());
    }
  }
  return undefined;
}

function localFunction(source: SourceFile, name: string): ComponentFunction | undefined {
  const declaration = source.getFunction(name);
  if (declaration) return declaration;
  const variable = source.getVariableDeclaration(name);
  if (!variable) return undefined;
  if (variable.getVariableStatement()?.getDeclarationKind() !== VariableDeclarationKind.Const) {
    return undefined;
  }
  const init = variable.getInitializer();
  return Node.isArrowFunction(init) || Node.isFunctionExpression(init) ? init : undefined;
}

function main(): void {
  const problems = checkComponents(defaultCtx.root, defaultCtx);
  for (const p of problems) console.error(formatComponentProblem(p));
  if (problems.length > 0) {
    console.error(`${problems.length} component problem${problems.length === 1 ? "" : "s"}`);
    process.exitCode = 1;
    return;
  }
  const count = readBlockSchemas(defaultCtx.root, defaultCtx.schemasDir).length;
  console.log(`${count} blocks, each with one component typed by its generated props`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
