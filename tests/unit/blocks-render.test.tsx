import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blockRegistry, isBlockTemplateKey } from "../../generated/registry.ts";
import type { AnyBlock } from "../../generated/types.ts";
import { blockValidators } from "../../generated/validate.ts";
import { buildIR } from "../../generator/build-ir.ts";
import { defaultCtx } from "../../generator/ctx.ts";
import type { FieldIR } from "../../generator/ir.ts";
import { loadSchemas } from "../../generator/load.ts";
import { sanitizeBlock } from "../../runtime/core/sanitize-blocks.ts";
import { defaultSiteContext, SiteContext } from "../../site/ui/site-context.tsx";

const ir = buildIR(loadSchemas(defaultCtx), defaultCtx);

/** Visible text of rendered HTML: tags dropped, entities decoded, whitespace collapsed. */
function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
}

/** The text an editor typed into visible text fields of one record. */
function typedTexts(record: Record<string, unknown>, fields: FieldIR[]): string[] {
  return fields
    .filter((f) => (f.kind === "String" || f.kind === "Text") && f.contentful)
    .map((f) => record[f.symbol])
    .filter((v): v is string => typeof v === "string" && v.trim() !== "");
}

async function render(block: AnyBlock): Promise<string> {
  if (!isBlockTemplateKey(block.template)) throw new Error(`unknown template ${block.template}`);
  const { default: Component } = await blockRegistry[block.template].load();
  const Render = Component as (props: { block: AnyBlock; index: number }) => React.ReactNode;
  return renderToString(
    <SiteContext.Provider value={defaultSiteContext}>
      <Render block={sanitizeBlock(block)} index={0} />
    </SiteContext.Provider>,
  );
}

describe.each(ir.blocks.map((b) => [b.key, b] as const))("block %s", (key, block) => {
  it.each(block.examples.map((e, i) => [i, e] as const))(
    "renders example %i with every text the editor typed",
    async (_i, example) => {
      const instance = structuredClone(example);
      const validate = blockValidators[key as keyof typeof blockValidators];
      expect(validate(instance), JSON.stringify(validate.errors)).toBe(true);
      const html = await render(instance as unknown as AnyBlock);
      const text = visibleText(html);
      expect(html.length).toBeGreaterThan(0);
      const expected = [
        ...typedTexts((example.fields ?? {}) as Record<string, unknown>, block.fields),
        ...((example.groups ?? []) as Record<string, unknown>[]).flatMap((g) =>
          typedTexts(g, block.groupFields),
        ),
      ];
      for (const want of expected) expect(text).toContain(want.replace(/\s+/g, " ").trim());
    },
  );
});
