import type { ComponentType, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { blockComponents } from "../../generated/block-components.ts";
import { blockRegistry } from "../../generated/blocks.ts";
import type { AnyBlock, BlockProps, BlockTemplateKey } from "../../generated/types.ts";
import { FormsContext } from "../../site/forms/forms-context.ts";
import {
  BlockError,
  BlockFrame,
  IslandMount,
  scriptJson,
} from "../../site/layouts/block-frame.tsx";
import { SiteContext } from "../../site/ui/site-context.tsx";
import { TabPanel } from "../../site/ui/tab-panel.tsx";
import {
  type BlockErrorTexts,
  type BlockFrameData,
  errorTextsOf,
  type PreparedBlock,
  preparePageBlocks,
  scheduleBlocks,
} from "../core/prepare-blocks.ts";
import { siteTimeZone } from "../core/settings.ts";
import {
  groupTabPanels,
  type TabNode,
  type TabPlanInput,
  tabPanelPlan,
} from "../core/tab-panels.ts";
import {
  type DocumentSources,
  mergeSources,
  NO_SOURCES,
  rawHtmlSources,
} from "../http/security-headers.ts";
import type { RenderContext } from "./render-context.ts";

/** One block ready for the page: its component's element, or its island's HTML and props. */
export type RenderedBlock =
  | RenderedContent<{ kind: "static"; element: ReactNode }>
  | RenderedContent<{ kind: "island"; html: string; props: string }>
  | { kind: "error"; key: string; frame: BlockFrameData; texts: BlockErrorTexts };

/** A block that rendered, with the scripts and frames its raw HTML fields declare. */
type RenderedContent<T> = T & { key: string; frame: BlockFrameData; sources: DocumentSources };

/** The scripts and frames of a block's raw HTML fields (the HTML box): the admin's opt-in. */
function blockSources(key: BlockTemplateKey, block: AnyBlock): DocumentSources {
  const names = blockRegistry[key].rawHtmlFields;
  if (names.length === 0) return NO_SOURCES;
  return mergeSources(
    ...names.map((name) => {
      const value: unknown = Reflect.get(block.fields, name);
      return typeof value === "string" ? rawHtmlSources(value) : NO_SOURCES;
    }),
  );
}

// import() of a module already loaded still costs a trip through the module loader (a thread
// hop under tsx): each component is loaded once.
const loadedComponents = new Map<BlockTemplateKey, Promise<unknown>>();

/** Loads a prepared block's component; an island is rendered to HTML here, hydrated in the browser. */
async function renderBlock<K extends BlockTemplateKey>(
  key: K,
  block: AnyBlock,
  frame: BlockFrameData,
  ctx: RenderContext,
): Promise<RenderedBlock> {
  const def = blockRegistry[key];
  let loading = loadedComponents.get(key) as
    | Promise<{ default: ComponentType<BlockProps<K>> }>
    | undefined;
  if (!loading) {
    loading = blockComponents[key]();
    loadedComponents.set(key, loading);
    // A load that failed is tried again on the next render (the block's "try again" reloads).
    loading.catch(() => loadedComponents.delete(key));
  }
  const { default: Component } = await loading;
  const extra = ctx.islandProps?.[frame.index];
  const props = { ...extra, block, index: frame.index } as BlockProps<K>;
  const sources = blockSources(key, block);
  if (!def.isIsland)
    return { kind: "static", key, frame, sources, element: <Component {...props} /> };
  // A form in an island (site/forms/form-slot.tsx) is rendered from the forms read for the page.
  const forms = ctx.forms?.value ?? null;
  const formsKey = forms ? JSON.stringify(forms.views) : "";
  const make = () => ({
    html: renderToString(
      <SiteContext.Provider value={ctx.site}>
        <FormsContext.Provider value={forms}>
          <Component {...props} />
        </FormsContext.Provider>
      </SiteContext.Provider>,
      { identifierPrefix: `b${frame.index}-` },
    ),
    props: scriptJson(props),
  });
  const made = extra
    ? make()
    : memoIsland(block, `${frame.index}\n${JSON.stringify(ctx.site)}\n${formsKey}`, make);
  return { kind: "island", key, frame, sources, ...made };
}

interface IslandMarkup {
  html: string;
  props: string;
}

/**
 * An island's server HTML and props are a function of its prepared block and the site context
 * (islands render from those alone; anything that changes with time runs after hydration). A
 * published page's prepared blocks live as long as its version, so each island is rendered once
 * per version and context instead of on every request. A few contexts per block at most: the
 * origin comes from the request, and it must not grow the memory without bound.
 */
const islandMarkup = new WeakMap<AnyBlock, Map<string, IslandMarkup>>();
const CONTEXTS_PER_ISLAND = 4;

function memoIsland(block: AnyBlock, context: string, make: () => IslandMarkup): IslandMarkup {
  let byContext = islandMarkup.get(block);
  if (!byContext) {
    byContext = new Map();
    islandMarkup.set(block, byContext);
  }
  let made = byContext.get(context);
  if (!made) {
    if (byContext.size >= CONTEXTS_PER_ISLAND) byContext.clear();
    made = make();
    byContext.set(context, made);
  }
  return made;
}

/**
 * The page's blocks as runtime/core prepares them (migrated, validated with defaults, sanitised,
 * offer schedule checked in the site time zone), scheduled-out blocks dropped, each component
 * loaded. A block that fails shows its error texts.
 */
export async function renderBlocks(
  blocks: readonly unknown[],
  ctx: RenderContext,
  ready?: readonly PreparedBlock[],
): Promise<RenderedBlock[]> {
  const prepared = ready
    ? scheduleBlocks(ready, { now: ctx.now, timeZone: siteTimeZone(ctx.settings) })
    : preparePageBlocks(blocks, { settings: ctx.settings, now: ctx.now });
  const out: RenderedBlock[] = [];
  for (const p of prepared) {
    if (p.kind === "error") {
      ctx.log(
        `block ${p.frame.index} (${p.key || "no template"}) on ${ctx.currentUrl} is invalid`,
        p.problems,
      );
      out.push({ kind: "error", key: p.key, frame: p.frame, texts: p.texts });
      continue;
    }
    if (p.isScheduledOut) continue;
    try {
      out.push(await renderBlock(p.key, p.block, p.frame, ctx));
    } catch (error) {
      ctx.log(`block ${p.frame.index} (${p.key}) failed to load`, error);
      out.push({
        kind: "error",
        key: p.key,
        frame: p.frame,
        texts: errorTextsOf(p.block.fields),
      });
    }
  }
  return out;
}

function FramedBlock({ block, currentUrl }: { block: RenderedBlock; currentUrl: string }) {
  return (
    <BlockFrame frame={block.frame} template={block.key}>
      {block.kind === "static" ? block.element : null}
      {block.kind === "island" ? (
        <IslandMount
          template={block.key}
          index={block.frame.index}
          html={block.html}
          props={block.props}
        />
      ) : null}
      {block.kind === "error" ? <BlockError texts={block.texts} retryHref={currentUrl} /> : null}
    </BlockFrame>
  );
}

const tabPlanInput = (p: PreparedBlock): TabPlanInput => ({
  key: p.key,
  index: p.frame.index,
  groups: p.kind === "block" ? p.block.groups : undefined,
});

/** Framed blocks, the blocks a tab owns inside its panel (runtime/core/tab-panels.ts). */
function framedNodes(nodes: readonly TabNode<RenderedBlock>[], currentUrl: string): ReactNode[] {
  return nodes.map((n) =>
    n.kind === "block" ? (
      <FramedBlock key={n.item.frame.index} block={n.item} currentUrl={currentUrl} />
    ) : (
      <TabPanel key={`tabs-${n.owner}-${n.range.tab}`} owner={n.owner} range={n.range}>
        {framedNodes(n.children, currentUrl)}
      </TabPanel>
    ),
  );
}

/**
 * The page's rendered blocks, framed, with the blocks each tab block owns (those after it) in one
 * panel per tab (runtime/core/tab-panels.ts). `ready` is every prepared block of the page: the
 * tab plan counts positions whether or not their block is rendered.
 */
export function framedBlocks(
  blocks: readonly RenderedBlock[],
  ready: readonly PreparedBlock[],
  currentUrl: string,
): ReactNode[] {
  return framedNodes(
    groupTabPanels(
      blocks,
      (b) => b.frame.index,
      tabPanelPlan(ready.map(tabPlanInput), ready.length),
    ),
    currentUrl,
  );
}
