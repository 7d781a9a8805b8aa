import type { ComponentType, ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { blockComponents } from "../../generated/block-components.ts";
import { blockRegistry } from "../../generated/blocks.ts";
import type { AnyBlock, BlockProps, BlockTemplateKey } from "../../generated/types.ts";
import { NewsContext } from "../../site/blocks/News/news-context.ts";
import { FormsContext } from "../../site/forms/forms-context.ts";
import { consentGateSettings } from "../../site/islands/shell.tsx";
import {
  BlockError,
  BlockFrame,
  IslandMount,
  scriptJson,
} from "../../site/layouts/block-frame.tsx";
import { ConsentGateContext } from "../../site/ui/consent-gate.tsx";
import { PageContentContext, pageContent } from "../../site/ui/page-content.tsx";
import { PriceContext, priceContextValue } from "../../site/ui/price.tsx";
import { SiteContext } from "../../site/ui/site-context.tsx";
import { TabPanel } from "../../site/ui/tab-panel.tsx";
import { errorTextsOf } from "../core/block-visibility.ts";
import {
  type BlockErrorTexts,
  type BlockFrameData,
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
  | RenderedContent<{
      kind: "static";
      element: ReactNode;
      /** What its frame holds, rendered once per content version and context; null: render `element`. */
      html: string | null;
    }>
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

/**
 * What every block of one render reads besides its props, and the key it is kept by: a block's
 * HTML is a function of its prepared block, its position and these (blocks render from those
 * alone; anything that changes with time or the visitor runs in the browser).
 */
interface BlockScope {
  key: string;
  ctx: RenderContext;
}

// Objects held as long as their content (a language's settings, see settingsForLanguage) are
// named in a scope's key by a number of their own instead of their text.
const objectIds = new WeakMap<object, number>();
let lastObjectId = 0;
export function objectId(value: object): number {
  let id = objectIds.get(value);
  if (id === undefined) {
    id = ++lastObjectId;
    objectIds.set(value, id);
  }
  return id;
}

function blockScope(ctx: RenderContext): BlockScope {
  return {
    ctx,
    key: [
      JSON.stringify(ctx.site),
      objectId(ctx.settings),
      JSON.stringify(ctx.pageData?.dc ?? null),
      JSON.stringify(ctx.news ?? null),
      ctx.forms ? JSON.stringify(ctx.forms.value.views) : "",
    ].join("\n"),
  };
}

/**
 * A static block inside what the page gives its content (runtime/ssr/render.tsx pageElement and
 * site/layouts/main-layout.tsx): the site, the page's dynamic content and predefined links, the
 * price settings, the consent gate, the page's news and forms.
 */
function InPage({ ctx, children }: { ctx: RenderContext; children: ReactNode }) {
  const log = (message: string) => ctx.log(message);
  return (
    <SiteContext.Provider value={ctx.site}>
      <PageContentContext.Provider
        value={pageContent({
          settings: ctx.settings,
          lang: ctx.site.lang,
          dc: ctx.pageData?.dc ?? null,
          log,
        })}
      >
        <PriceContext.Provider value={priceContextValue(ctx.settings)}>
          <ConsentGateContext.Provider value={consentGateSettings(ctx.settings, ctx.site.lang)}>
            <NewsContext.Provider value={ctx.news ?? null}>
              <FormsContext.Provider value={ctx.forms?.value ?? null}>
                {children}
              </FormsContext.Provider>
            </NewsContext.Provider>
          </ConsentGateContext.Provider>
        </PriceContext.Provider>
      </PageContentContext.Provider>
    </SiteContext.Provider>
  );
}

const DOCUMENT_HEAD = "<head></head><body>";
const DOCUMENT_CLOSE = "</body></html>";

/**
 * What a static block's frame holds, rendered on its own: the frame's inner HTML, or null when
 * the block puts something in the document's head (a preloaded picture, a title, a stylesheet),
 * which only a render of the whole document places right; such a block is rendered with it.
 * Its ids (useId) carry its position, so they are unique on the page.
 */
function staticFrameHtml(
  key: string,
  frame: BlockFrameData,
  element: ReactNode,
  ctx: RenderContext,
): string | null {
  const html = renderToString(
    <html lang={ctx.site.tag}>
      <head />
      <body>
        <InPage ctx={ctx}>
          <BlockFrame frame={frame} template={key}>
            {element}
          </BlockFrame>
        </InPage>
      </body>
    </html>,
    { identifierPrefix: `s${frame.index}-` },
  );
  // Nothing may have gone into the head: the frame is all the body holds.
  const head = html.indexOf(DOCUMENT_HEAD);
  if (!html.startsWith("<html") || head === -1 || !html.endsWith(DOCUMENT_CLOSE)) return null;
  if (html.indexOf(">") + 1 !== head) return null;
  const framed = html.slice(head + DOCUMENT_HEAD.length, -DOCUMENT_CLOSE.length);
  // The frame's start tag ends at its first ">" (React writes ">" in attributes as "&gt;").
  const open = framed.indexOf(">");
  if (!framed.startsWith("<div") || open === -1 || !framed.endsWith("</div>")) return null;
  return framed.slice(open + 1, -"</div>".length);
}

/** Loads a prepared block's component; an island is rendered to HTML here, hydrated in the browser. */
async function renderBlock<K extends BlockTemplateKey>(
  key: K,
  block: AnyBlock,
  frame: BlockFrameData,
  scope: BlockScope,
): Promise<RenderedBlock> {
  const { ctx } = scope;
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
  // Props read for this request (a stock list's page): the block is rendered for it alone.
  const extra = ctx.islandProps?.[frame.index];
  const props = { ...extra, block, index: frame.index } as BlockProps<K>;
  const sources = blockSources(key, block);
  const context = `${frame.index}\n${scope.key}`;
  if (!def.isIsland) {
    const element = <Component {...props} />;
    const html = extra
      ? null
      : memoBlock(staticMarkup, block, context, () => staticFrameHtml(key, frame, element, ctx));
    return { kind: "static", key, frame, sources, element, html };
  }
  // A form in an island (site/forms/form-slot.tsx) is rendered from the forms read for the page.
  const forms = ctx.forms?.value ?? null;
  const make = (): IslandMarkup => ({
    html: renderToString(
      <SiteContext.Provider value={ctx.site}>
        <PriceContext.Provider value={priceContextValue(ctx.settings)}>
          <FormsContext.Provider value={forms}>
            <Component {...props} />
          </FormsContext.Provider>
        </PriceContext.Provider>
      </SiteContext.Provider>,
      { identifierPrefix: `b${frame.index}-` },
    ),
    props: scriptJson(props),
  });
  const made = extra ? make() : memoBlock(islandMarkup, block, context, make);
  return { kind: "island", key, frame, sources, ...made };
}

/**
 * A block's server HTML (an island's with its props) is a function of its prepared block, its
 * position and its scope (see BlockScope). A published page's prepared blocks live as long as its
 * version, so each block is rendered once per version and scope instead of on every request. A
 * few scopes per block at most: the origin comes from the request, and it must not grow the
 * memory without bound.
 */
const SCOPES_PER_BLOCK = 4;
const staticMarkup = new WeakMap<AnyBlock, Map<string, string | null>>();
const islandMarkup = new WeakMap<AnyBlock, Map<string, IslandMarkup>>();

interface IslandMarkup {
  html: string;
  props: string;
}

function memoBlock<T extends string | null | IslandMarkup>(
  store: WeakMap<AnyBlock, Map<string, T>>,
  block: AnyBlock,
  context: string,
  make: () => T,
): T {
  let byContext = store.get(block);
  if (!byContext) {
    byContext = new Map();
    store.set(block, byContext);
  }
  const held = byContext.get(context);
  if (held !== undefined) return held;
  if (byContext.size >= SCOPES_PER_BLOCK) byContext.clear();
  const made = make();
  byContext.set(context, made);
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
  const scope = blockScope(ctx);
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
      out.push(await renderBlock(p.key, p.block, p.frame, scope));
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
    <BlockFrame
      frame={block.frame}
      template={block.key}
      html={block.kind === "static" ? (block.html ?? undefined) : undefined}
    >
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
