import path from "node:path";
import { fileURLToPath } from "node:url";
import { Node, Project, type SourceFile, SyntaxKind } from "ts-morph";
import { describe, expect, it } from "vitest";

/**
 * The layers point one way (README, "How the parts fit"):
 *
 *   generated ← runtime/core ← site ← editor, and the rest of runtime/ above them all;
 *   machines → runtime/core only; outside runtime/ only runtime/core is imported.
 *
 * Every import, re-export and `import()` of every source file is checked against the table
 * below; a breach fails with the file and the import that breaks it.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

type Layer =
  | "schemas"
  | "generated"
  | "generator"
  | "runtime/core"
  | "runtime"
  | "site"
  | "editor"
  | "machines"
  | "tests"
  | "other";

/** Which project layers each layer may import (itself included where listed). */
const mayImport: Record<Layer, readonly Layer[]> = {
  schemas: ["schemas"],
  generated: ["generated"],
  generator: ["generator", "generated", "schemas"],
  "runtime/core": ["runtime/core", "generated"],
  site: ["site", "runtime/core", "generated", "machines"],
  editor: ["editor", "site", "runtime/core", "generated", "machines"],
  machines: ["machines", "runtime/core"],
  runtime: ["runtime", "runtime/core", "site", "generated", "machines"],
  tests: [
    "tests",
    "schemas",
    "generated",
    "generator",
    "runtime/core",
    "runtime",
    "site",
    "editor",
    "machines",
  ],
  other: ["other", "generated", "generator", "runtime", "runtime/core", "site", "editor"],
};

/**
 * The edges the table does not hold, each with its reason:
 * - generated/migrations.ts imports each block's migrations from beside its schema
 *   (schemas/blocks/<key>.migrations.ts): migrations are hand-written code that belongs with the
 *   schema it migrates, and the index that collects them is generated.
 * - generated/block-components.ts and generated/islands.ts load each block's component lazily
 *   with `import()`: they are where a template key meets its component, and the import runs only
 *   when site/ or runtime/ asks for the component. The blocks' metadata (generated/blocks.ts),
 *   which runtime/core reads, is a file of its own without them: see "nothing the core reaches".
 * - generator/thumbnails.ts starts the real site in-process to photograph each block, with
 *   `import()` so that `npm run generate` alone never loads the server.
 */
interface Exception {
  from: RegExp;
  to: RegExp;
  isDynamicOnly: boolean;
}
const exceptions: readonly Exception[] = [
  {
    from: /^generated\/migrations\.ts$/,
    to: /^schemas\/blocks\/[a-z0-9-]+\.migrations\.ts$/,
    isDynamicOnly: false,
  },
  {
    from: /^generated\/(block-components|islands)\.ts$/,
    to: /^site\/blocks\/[A-Za-z0-9]+\/index\.tsx$/,
    isDynamicOnly: true,
  },
  {
    from: /^generator\/thumbnails\.ts$/,
    to: /^runtime\/(server|db\/[a-z-]+(\/index)?|demo\/import-demo)\.ts$/,
    isDynamicOnly: true,
  },
];

/** npm packages runtime/core may use: pure, no I/O, no DOM, no React. */
const corePackages = new Set(["sanitize-html", "ajv", "libphonenumber-js"]);
const reactPackages = /^(react|react-dom)(\/|$)/;

function layerOf(file: string): Layer {
  if (file.startsWith("runtime/core/")) return "runtime/core";
  for (const top of [
    "schemas",
    "generated",
    "generator",
    "runtime",
    "site",
    "editor",
    "machines",
    "tests",
  ] as const)
    if (file.startsWith(`${top}/`)) return top;
  return "other";
}

interface ImportEdge {
  /** Importing file, relative to the project root. */
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** Imported file relative to the root, or null for a package. */
  to: string | null;
  isDynamic: boolean;
  isTypeOnly: boolean;
}

function edgesOf(file: SourceFile, rel: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  const add = (specifier: string, isDynamic: boolean, isTypeOnly: boolean) => {
    const to = specifier.startsWith(".")
      ? path.posix.normalize(path.posix.join(path.posix.dirname(rel), specifier))
      : null;
    edges.push({ from: rel, specifier, to, isDynamic, isTypeOnly });
  };
  for (const d of file.getImportDeclarations())
    add(d.getModuleSpecifierValue(), false, d.isTypeOnly());
  for (const d of file.getExportDeclarations()) {
    const specifier = d.getModuleSpecifierValue();
    if (specifier) add(specifier, false, d.isTypeOnly());
  }
  file.forEachDescendant((node) => {
    if (!Node.isCallExpression(node)) return;
    if (node.getExpression().getKind() !== SyntaxKind.ImportKeyword) return;
    const [arg] = node.getArguments();
    if (arg && Node.isStringLiteral(arg)) add(arg.getLiteralValue(), true, false);
  });
  return edges;
}

/** Every rule an import edge breaks, as "file: import 'x' — reason". */
function breachesOf(edge: ImportEdge): string[] {
  const fromLayer = layerOf(edge.from);
  const where = `${edge.from}: ${edge.isDynamic ? "import()" : "import"} "${edge.specifier}"`;
  const out: string[] = [];
  if (edge.to === null) {
    const pkg = edge.specifier;
    if (fromLayer === "machines" && reactPackages.test(pkg))
      out.push(`${where} — machines/ import no React`);
    if (fromLayer === "runtime/core" && pkg.startsWith("node:"))
      out.push(`${where} — runtime/core/ touches no Node API`);
    else if (fromLayer === "runtime/core" && !corePackages.has(pkg.split("/")[0] ?? ""))
      out.push(`${where} — runtime/core/ imports only generated/ and pure libraries`);
    return out;
  }
  const toLayer = layerOf(edge.to);
  const isException = exceptions.some(
    (e) =>
      e.from.test(edge.from) && e.to.test(edge.to ?? "") && (edge.isDynamic || !e.isDynamicOnly),
  );
  if (isException) return out;
  if (!mayImport[fromLayer].includes(toLayer))
    out.push(`${where} — ${fromLayer}/ may not import ${toLayer}/`);
  return out;
}

function projectEdges(): ImportEdge[] {
  const project = new Project({
    skipAddingFilesFromTsConfig: true,
    skipFileDependencyResolution: true,
    compilerOptions: { allowJs: true },
  });
  const globs = ["schemas", "generated", "generator", "runtime", "site", "editor", "machines"].map(
    (dir) => `${root}/${dir}/**/*.{ts,tsx,js}`,
  );
  project.addSourceFilesAtPaths(globs);
  return project
    .getSourceFiles()
    .flatMap((file) =>
      edgesOf(file, path.relative(root, file.getFilePath()).split(path.sep).join("/")),
    );
}

describe("layering", () => {
  const edges = projectEdges();

  it("reads the project's imports", () => {
    // A checker that finds no file would pass any breach.
    expect(edges.filter((e) => e.from.startsWith("runtime/core/")).length).toBeGreaterThan(5);
    expect(edges.filter((e) => e.from.startsWith("editor/")).length).toBeGreaterThan(20);
  });

  it("every import points down the layers", () => {
    expect(edges.flatMap(breachesOf)).toEqual([]);
  });
});

describe("the layering rules", () => {
  const edge = (from: string, specifier: string, isDynamic = false): ImportEdge => ({
    from,
    specifier,
    to: specifier.startsWith(".")
      ? path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier))
      : null,
    isDynamic,
    isTypeOnly: false,
  });

  it.each([
    [
      "editor/preview/main.tsx",
      "../../runtime/ssr/sanitize-blocks.ts",
      "editor/ may not import runtime/",
    ],
    ["site/layouts/x.tsx", "../../editor/api.ts", "site/ may not import editor/"],
    [
      "site/blocks/A/index.tsx",
      "../../../runtime/features/pages/store.ts",
      "site/ may not import runtime/",
    ],
    ["machines/a-machine.ts", "react", "machines/ import no React"],
    ["machines/a-machine.ts", "../site/ui/cta.tsx", "machines/ may not import site/"],
    ["runtime/core/x.ts", "../db/client.ts", "runtime/core/ may not import runtime/"],
    ["runtime/core/x.ts", "../../site/i18n/index.ts", "runtime/core/ may not import site/"],
    ["runtime/core/x.ts", "drizzle-orm", "runtime/core/ imports only generated/"],
    ["runtime/core/x.ts", "node:fs", "runtime/core/ touches no Node API"],
    ["generated/types.ts", "../runtime/core/links.ts", "generated/ may not import runtime/core/"],
    ["generated/blocks.ts", "../site/blocks/Quote/index.tsx", "generated/ may not import site/"],
    [
      "generated/block-components.ts",
      "../site/blocks/Quote/index.tsx",
      "generated/ may not import site/",
    ],
    ["generator/thumbnails.ts", "../runtime/server.ts", "generator/ may not import runtime/"],
    ["editor/widgets/inputs.tsx", "../../schemas/shared/icon.schema.json", "editor/ may not"],
  ])("%s importing %s is a breach", (from, specifier, reason) => {
    const found = breachesOf(edge(from, specifier));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(from);
    expect(found[0]).toContain(specifier);
    expect(found[0]).toContain(reason);
  });

  it("generated/blocks.ts may not load a component even lazily: runtime/core reads it", () => {
    const found = breachesOf(edge("generated/blocks.ts", "../site/blocks/Quote/index.tsx", true));
    expect(found).toHaveLength(1);
    expect(found[0]).toContain("generated/ may not import site/");
  });

  it.each([
    ["editor/preview/main.tsx", "../../runtime/core/prepare-blocks.ts", false],
    ["editor/preview/main.tsx", "../../site/layouts/block-frame.tsx", false],
    ["site/blocks/A/index.tsx", "../../../runtime/core/links.ts", false],
    ["runtime/ssr/render.tsx", "../../site/layouts/document.tsx", false],
    ["runtime/core/sanitize-blocks.ts", "sanitize-html", false],
    ["machines/a-machine.ts", "xstate", false],
    ["generated/migrations.ts", "../schemas/blocks/lrdx-quote.migrations.ts", false],
    ["generated/block-components.ts", "../site/blocks/Quote/index.tsx", true],
  ])("%s importing %s is allowed", (from, specifier, isDynamic) => {
    expect(breachesOf(edge(from, specifier, isDynamic))).toEqual([]);
  });
});

/**
 * Files a set of files reaches through imports, re-exports and `import()`, transitively, each
 * with the chain of files that reaches it. Relative specifiers are resolved against the project's
 * files (as written, else with .ts, .tsx or /index.ts); packages are not followed.
 */
function reachableFrom(
  edges: readonly ImportEdge[],
  starts: readonly string[],
): Map<string, string[]> {
  const files = new Set(edges.map((e) => e.from));
  const resolve = (to: string): string | null =>
    [to, `${to}.ts`, `${to}.tsx`, `${to}/index.ts`].find((f) => files.has(f)) ?? null;
  const next = new Map<string, string[]>();
  for (const e of edges) {
    const to = e.to === null ? null : resolve(e.to);
    if (to !== null) next.set(e.from, [...(next.get(e.from) ?? []), to]);
  }
  const chains = new Map<string, string[]>(starts.map((f) => [f, [f]]));
  const queue = [...starts];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    for (const to of next.get(file) ?? []) {
      if (chains.has(to)) continue;
      chains.set(to, [...(chains.get(file) ?? []), to]);
      queue.push(to);
    }
  }
  return chains;
}

/** The chains from `starts` that end in site/ or editor/, as "a → b → site/…". */
function reachesUi(edges: readonly ImportEdge[], starts: readonly string[]): string[] {
  return [...reachableFrom(edges, starts).values()]
    .filter((chain) => /^(site|editor)\//.test(chain.at(-1) ?? ""))
    .map((chain) => chain.join(" → "));
}

/*
 * The core and the blocks' metadata reach neither site/ nor editor/, not even through generated/
 * and a lazy import(): when they did, runtime/core → the block table → every site/blocks/* →
 * runtime/core was one cycle of 43 files, and any file of the core pulled in every component.
 */
describe("nothing the core reaches imports site/ or editor/", () => {
  const edges = projectEdges();
  const core = [...new Set(edges.map((e) => e.from))].filter((f) => f.startsWith("runtime/core/"));

  it("walks the core's files and the blocks' metadata", () => {
    expect(core.length).toBeGreaterThan(20);
    expect(edges.some((e) => e.from === "generated/blocks.ts")).toBe(true);
  });

  it("from generated/blocks.ts and every file under runtime/core/, transitively", () => {
    expect(reachesUi(edges, ["generated/blocks.ts", ...core])).toEqual([]);
  });

  it("names the chain when one comes back, lazy imports and extensionless specifiers included", () => {
    const edge = (from: string, specifier: string, isDynamic = false): ImportEdge => ({
      from,
      specifier,
      to: path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier)),
      isDynamic,
      isTypeOnly: false,
    });
    const cycle = [
      edge("runtime/core/a.ts", "../../generated/table"),
      edge("generated/table.ts", "../site/blocks/Quote/index.tsx", true),
      edge("site/blocks/Quote/index.tsx", "../../../runtime/core/a.ts"),
    ];
    expect(reachesUi(cycle, ["runtime/core/a.ts"])).toEqual([
      "runtime/core/a.ts → generated/table.ts → site/blocks/Quote/index.tsx",
    ]);
    expect(reachesUi(cycle.slice(0, 1), ["runtime/core/a.ts"])).toEqual([]);
  });
});

/** The room of runtime/ a file is in: core, http, db, adapters, ssr, cache, demo, features/<f>, root. */
function roomOf(file: string): string | null {
  const parts = file.split("/");
  if (parts[0] !== "runtime") return null;
  if (parts.length === 2) return "root";
  if (parts[1] === "features") return `features/${parts[2]}`;
  return parts[1] ?? null;
}

/** Which rooms each room may import (a feature: the shared rooms, and itself). */
const roomMayImport: Record<string, readonly string[]> = {
  core: ["core"],
  db: ["core", "db"],
  http: ["core", "db", "http", "cache"],
  adapters: ["core", "db", "adapters"],
  cache: ["core", "db", "cache"],
  ssr: ["core", "http", "db", "cache", "ssr", "adapters"],
  feature: ["core", "http", "db", "adapters", "ssr", "cache"],
};

/** Every rule an import between two files of runtime/ breaks. */
function roomBreachesOf(edge: ImportEdge): string[] {
  const from = roomOf(edge.from);
  const to = edge.to === null ? null : roomOf(edge.to);
  if (from === null || to === null || from === to) return [];
  const where = `${edge.from}: import "${edge.specifier}"`;
  if (from === "root" || from === "demo") return [];
  // What the composition root hands every route module (its types only).
  if (edge.to === "runtime/deps.ts" && edge.isTypeOnly) return [];
  if (from.startsWith("features/") && to.startsWith("features/")) {
    // Another feature's public face only: its index.ts.
    return /^runtime\/features\/[a-z-]+\/index\.ts$/.test(edge.to ?? "")
      ? []
      : [`${where} — a feature imports another feature through its index.ts only`];
  }
  const allowed = roomMayImport[from.startsWith("features/") ? "feature" : from] ?? [];
  return allowed.includes(to) ? [] : [`${where} — runtime/${from}/ may not import runtime/${to}/`];
}

/** The import cycles among files (static imports; type-only ones too), each as a list of files. */
function cyclesOf(edges: readonly ImportEdge[], within: (file: string) => boolean): string[][] {
  const files = new Set(edges.map((e) => e.from));
  const resolve = (to: string): string | null =>
    [to, `${to}.ts`, `${to}.tsx`, `${to}/index.ts`].find((f) => files.has(f)) ?? null;
  const next = new Map<string, string[]>();
  for (const e of edges) {
    if (e.isDynamic || !within(e.from)) continue;
    const to = e.to === null ? null : resolve(e.to);
    if (to !== null && within(to)) next.set(e.from, [...(next.get(e.from) ?? []), to]);
  }
  // Tarjan's strongly connected components: a component of more than one file is a cycle.
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of next.get(file) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) low.set(file, Math.min(low.get(file) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    for (let f = stack.pop(); f !== undefined; f = stack.pop()) {
      onStack.delete(f);
      component.push(f);
      if (f === file) break;
    }
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const file of [...files].filter(within).sort()) if (!index.has(file)) visit(file);
  return cycles;
}

describe("the rooms of runtime/", () => {
  const edges = projectEdges();

  it("each room imports only the rooms below it, and a feature another only through its index.ts", () => {
    expect(edges.flatMap(roomBreachesOf)).toEqual([]);
  });

  it("no import cycle in runtime/", () => {
    expect(cyclesOf(edges, (f) => f.startsWith("runtime/"))).toEqual([]);
  });

  it.each([
    ["runtime/features/news/page-data.ts", "../pages/store.ts", "through its index.ts only"],
    ["runtime/http/route-table.ts", "../features/auth/actor.ts", "runtime/http/ may not import"],
    ["runtime/adapters/crm.ts", "../features/leads/x.ts", "runtime/adapters/ may not import"],
    ["runtime/core/x.ts", "../db/client.ts", "runtime/core/ may not import runtime/db/"],
  ])("%s importing %s is a breach", (from, specifier, reason) => {
    const to = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
    const found = roomBreachesOf({ from, specifier, to, isDynamic: false, isTypeOnly: false });
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(reason);
  });

  it("a feature may import another's index.ts, and the composition root anything", () => {
    const edge = (from: string, specifier: string): ImportEdge => ({
      from,
      specifier,
      to: path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier)),
      isDynamic: false,
      isTypeOnly: false,
    });
    expect(roomBreachesOf(edge("runtime/features/news/page-data.ts", "../pages/index.ts"))).toEqual(
      [],
    );
    expect(roomBreachesOf(edge("runtime/server.ts", "./features/news/page-data.ts"))).toEqual([]);
  });

  it("finds a cycle and names its files", () => {
    const edge = (from: string, specifier: string): ImportEdge => ({
      from,
      specifier,
      to: path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier)),
      isDynamic: false,
      isTypeOnly: false,
    });
    const graph = [
      edge("runtime/a.ts", "./b.ts"),
      edge("runtime/b.ts", "./c.ts"),
      edge("runtime/c.ts", "./a.ts"),
      edge("runtime/d.ts", "./a.ts"),
    ];
    expect(cyclesOf(graph, () => true)).toEqual([["runtime/a.ts", "runtime/b.ts", "runtime/c.ts"]]);
  });
});
