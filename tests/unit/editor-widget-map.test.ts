import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { fields, widgets } from "../../editor/widgets/index.ts";
import {
  blockUiSchemas,
  type FieldUiSchema,
  fieldWidgetKinds,
  type ObjectUiSchema,
  settingsUiSchemas,
} from "../../generated/ui-schema.ts";

const root = path.resolve(import.meta.dirname, "../..");

const typesFile = path.join(root, "tests/unit/editor-widget-map.types.ts");
const scratchFile = path.join(root, "tests/unit/__widget-map-missing.ts");
/** A map that leaves out one field, as a developer would after the generator added its kind. */
const scratchText = [
  'import type { FieldWidgetMap } from "../../editor/widgets/index.ts";',
  'import { fields, widgets } from "../../editor/widgets/index.ts";',
  "const { Separator: _s, ...rest } = fields;",
  "export const map: FieldWidgetMap = { ...widgets, ...rest };",
].join("\n");

/** Type-checks the type fixture and the scratch file with the project's options: file -> messages. */
function typeErrors(): Map<string, string[]> {
  const config = ts.readConfigFile(path.join(root, "tsconfig.json"), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const host = ts.createCompilerHost(options);
  const read = host.readFile.bind(host);
  const getSource = host.getSourceFile.bind(host);
  host.fileExists = (f) => f === scratchFile || ts.sys.fileExists(f);
  host.readFile = (f) => (f === scratchFile ? scratchText : read(f));
  host.getSourceFile = (f, lang, onError) =>
    f === scratchFile ? ts.createSourceFile(f, scratchText, lang) : getSource(f, lang, onError);
  const program = ts.createProgram([typesFile, scratchFile], options, host);
  const out = new Map<string, string[]>();
  for (const file of [typesFile, scratchFile]) {
    const source = program.getSourceFile(file);
    const diagnostics = source ? program.getSemanticDiagnostics(source) : [];
    out.set(
      file,
      diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n")),
    );
  }
  return out;
}

const fieldsOf = (ui: ObjectUiSchema): FieldUiSchema[] =>
  Object.values(ui).filter((v): v is FieldUiSchema => !Array.isArray(v));

describe("the editor's widget map follows the generated field kinds", () => {
  it("registers each kind where its uiSchema looks for it (ui:widget or ui:field)", () => {
    for (const [kind, drawn] of Object.entries(fieldWidgetKinds)) {
      const registry: Record<string, unknown> = drawn === "widget" ? widgets : fields;
      expect(registry[kind], kind).toBeTypeOf("function");
    }
    expect(Object.keys({ ...widgets, ...fields }).sort()).toEqual(
      Object.keys(fieldWidgetKinds).sort(),
    );
  });

  it("every widget and field the generated uiSchemas name is registered", () => {
    const uis = [
      ...Object.values(blockUiSchemas).flatMap((b) => [
        ...fieldsOf(b.fields),
        ...fieldsOf(b.groups.items),
      ]),
      ...Object.values(settingsUiSchemas).flatMap(fieldsOf),
    ];
    expect(uis.length).toBeGreaterThan(20);
    for (const ui of uis) {
      if (ui["ui:widget"] && ui["ui:widget"] !== "hidden")
        expect(Object.keys(widgets)).toContain(ui["ui:widget"]);
      if (ui["ui:field"]) expect(Object.keys(fields)).toContain(ui["ui:field"]);
    }
  });

  it("a map missing a kind does not compile, and the compiler names the kind", () => {
    const errors = typeErrors();
    // Every @ts-expect-error of the fixture met its error (an unused one is itself an error).
    expect(errors.get(typesFile)).toEqual([]);
    expect(errors.get(scratchFile)?.join("\n")).toMatch(/Property '"?Separator"?' is missing/);
  }, 120_000);
});
