import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blockComponents } from "../../generated/block-components.ts";
import { isBlockTemplateKey } from "../../generated/blocks.ts";
import type { AnyBlock } from "../../generated/types.ts";
import { buildIR } from "../../generator/build-ir.ts";
import { defaultCtx } from "../../generator/ctx.ts";
import type { FieldIR } from "../../generator/ir.ts";
import { loadSchemas } from "../../generator/load.ts";
import { prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import { BlockError, BlockFrame } from "../../site/layouts/block-frame.tsx";
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
  const { default: Component } = await blockComponents[block.template]();
  const Render = Component as (props: { block: AnyBlock; index: number }) => React.ReactNode;
  return renderToString(
    <SiteContext.Provider value={defaultSiteContext}>
      <Render block={block} index={0} />
    </SiteContext.Provider>,
  );
}

describe.each(ir.blocks.map((b) => [b.key, b] as const))("block %s", (_key, block) => {
  it.each(block.examples.map((e, i) => [i, e] as const))(
    "renders example %i with every text the editor typed",
    async (_i, example) => {
      // The server's own preparation: migrated, validated with defaults, sanitised.
      const prepared = prepareBlock(structuredClone(example), 0);
      if (prepared.kind === "error") throw new Error(JSON.stringify(prepared.problems));
      const html = await render(prepared.block);
      const text = visibleText(html);
      expect(html.length).toBeGreaterThan(0);
      const expected = [
        ...typedTexts((example.fields ?? {}) as Record<string, unknown>, block.fields),
        ...((example.groups ?? []) as Record<string, unknown>[]).flatMap((g) =>
          typedTexts(g, block.groupFields),
        ),
      ];
      // A text with placeholders ({selectedOption}, {amount}) is rendered with them filled in:
      // each of its literal pieces must show.
      const missing = expected.filter((want) =>
        want
          .split(/\{[A-Za-z_]+\}/)
          .map((piece) => piece.replace(/\s+/g, " ").trim())
          .some((piece) => piece !== "" && !text.includes(piece)),
      );
      expect(missing).toEqual([]);
    },
  );
});

describe("the block frame", () => {
  it("in-page navigation links land on the anchors the block frame draws", async () => {
    const target = prepareBlock(
      { template: "lrdx-quote", fields: { quote: "نص", block_scroll_id: "overview" }, groups: [] },
      6,
    );
    const nav = prepareBlock(
      {
        template: "lrdx-in-page-navigation",
        fields: {},
        groups: [
          { label: "نظرة عامة", block_scroll_id: "overview" },
          { label: "العروض", block_scroll_id: "component-7" },
        ],
      },
      0,
    );
    if (target.kind === "error" || nav.kind === "error") throw new Error("example invalid");
    const frame = renderToString(
      <BlockFrame frame={target.frame} template={target.key}>
        <p />
      </BlockFrame>,
    );
    const ids = [...frame.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    const hrefs = [...(await render(nav.block)).matchAll(/href="#([^"]+)"/g)].map((m) => m[1]);
    expect(hrefs.filter((h) => h !== "top")).toEqual(["rdx-overview", "component-7"]);
    for (const href of hrefs.filter((h) => h !== "top")) expect(ids).toContain(href);
  });

  it("a failed block shows its own error texts, else the site's", () => {
    const html = (texts: { message: string | null; retry: string | null }) =>
      renderToString(
        <SiteContext.Provider value={defaultSiteContext}>
          <BlockError texts={texts} retryHref="/ar/x" />
        </SiteContext.Provider>,
      );
    expect(html({ message: "تعذّر العرض", retry: "أعد" })).toContain("تعذّر العرض");
    const fallback = html({ message: null, retry: null });
    expect(fallback).toContain('href="/ar/x"');
    expect(fallback).not.toContain("<p></p>");
  });
});
