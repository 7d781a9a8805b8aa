import { renderToString } from "react-dom/server";
import { blockComponents } from "../../generated/block-components.ts";
import type { AnyBlock } from "../../generated/types.ts";
import { prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import { defaultSiteContext, SiteContext } from "../../site/ui/site-context.tsx";

/** The server's preparation of a stored block (validated, defaults filled, HTML sanitised). */
export function prepared(raw: unknown): AnyBlock {
  const p = prepareBlock(structuredClone(raw), 0);
  if (p.kind === "error") throw new Error(JSON.stringify(p.problems));
  return p.block;
}

/** What the server's preparation refuses in a stored block: each problem's pointer and rule. */
export function problems(raw: unknown): { pointer: string; rule: string }[] {
  const p = prepareBlock(structuredClone(raw), 0);
  return p.kind === "error" ? p.problems.map(({ pointer, rule }) => ({ pointer, rule })) : [];
}

/** A prepared block's server HTML, as block `index` of a page. */
export async function render(block: AnyBlock, index = 0): Promise<string> {
  const { default: Component } = await blockComponents[block.template]();
  const Render = Component as (props: { block: AnyBlock; index: number }) => React.ReactNode;
  return renderToString(
    <SiteContext.Provider value={defaultSiteContext}>
      <Render block={block} index={index} />
    </SiteContext.Provider>,
  );
}
