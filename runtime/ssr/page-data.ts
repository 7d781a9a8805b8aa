import { type BlockDefinition, blockRegistry, type PageDataKind } from "../../generated/blocks.ts";
import type { BlockTemplateKey, PageDataFields } from "../../generated/types.ts";
import type { AncestorPage } from "../core/breadcrumbs.ts";
import type { PageRecord } from "../core/page-resolution.ts";
import type { PreparedBlock } from "../core/prepare-blocks.ts";
import type { SettingsMap } from "../core/settings.ts";
import type { DocumentSources } from "../http/security-headers.ts";
import type { RenderContext } from "./render-context.ts";

/**
 * Page data: what the page route reads on the server for a page's blocks before it renders them
 * (a stock list's first page, the dealers, a form's definition, a list of news). A block asks
 * for it in its schema (`x-page-data`, or a field with `x-options-source: "forms"`); the
 * generator writes that into its metadata (generated/blocks.ts), and the page route runs every
 * loader once per render, handing each the blocks that want it. No block key is named here or in
 * a loader: a new block that shows stock, dealers or news needs its schema and its component only.
 */

/** One of the page's blocks as a loader receives it: prepared (defaults filled, sanitised). */
export type PageDataBlock = Extract<PreparedBlock, { kind: "block" }>;

/** What every loader knows of the request and the page. */
export interface PageDataRequest {
  page: PageRecord;
  /** The blocks of the page this loader wants, in page order. */
  blocks: readonly PageDataBlock[];
  /** Request path and query (tracking parameters removed when the document may be kept). */
  url: string;
  /** The language's base path, e.g. "/ar/". */
  base: string;
  lang: string;
  settings: SettingsMap;
  /** The page's ancestors (breadcrumbs), nearest last. */
  ancestors: readonly AncestorPage[];
  /** A signed-in user who may edit the page is looking at it. */
  isEditor: boolean;
  origin: string;
  now: Date;
  log: (message: string, detail?: unknown) => void;
}

/** What a loader adds to the render, and what it says about keeping the document. */
export interface PageDataResult {
  /** Props of island blocks beyond their block, by page position. */
  props?: Readonly<Record<number, Readonly<Record<string, unknown>>>>;
  /** Values of the render context the blocks read (the forms, the news). */
  context?: Pick<RenderContext, "forms" | "news">;
  /** Templates whose stylesheet the page needs beyond its blocks' (a news page's back link). */
  stylesheets?: readonly BlockTemplateKey[];
  /** Origins the page's policy must allow for its blocks (Stripe.js for a card form). */
  sources?: readonly DocumentSources[];
  /** The latest moment a kept copy of the document may be served. */
  expiresAt?: number;
  /**
   * Page paths a kept copy depends on beyond its own (a change under one makes it stale);
   * null: the document must not be kept.
   */
  dependsOn?: readonly string[] | null;
}

export interface PageDataLoader {
  /** What it reads, for the log when it fails ("the {name} could not be read"). */
  name: string;
  /** Whether a block wants this loader's data, read from its metadata. */
  wants: (block: BlockDefinition<BlockTemplateKey>) => boolean;
  /** Also runs on a page with none of its blocks (a news page's link back to its list). */
  runsOnEveryPage?: boolean;
  load: (request: PageDataRequest) => Promise<PageDataResult | null>;
}

/** A loader wants the blocks whose schema names one of these kinds (`x-page-data`). */
export const wantsPageData =
  (...kinds: readonly PageDataKind[]) =>
  (block: BlockDefinition<BlockTemplateKey>): boolean =>
    block.pageData !== null && kinds.includes(block.pageData);

/** The template keys whose schema names this kind: for a stylesheet or a test, never a branch. */
export function templatesWithPageData(kind: PageDataKind): BlockTemplateKey[] {
  return Object.values(blockRegistry).flatMap((b) => (b.pageData === kind ? [b.key] : []));
}

/** A block's fields typed by the kind its schema names (generated PageDataFields). */
export function pageDataFields<K extends PageDataKind>(
  block: PageDataBlock,
  kind: K,
): PageDataFields[K] | null {
  if (blockRegistry[block.key].pageData !== kind) return null;
  // The generated map holds the fields of exactly the blocks naming `kind`, checked above.
  return block.block.fields as PageDataFields[K];
}

/** Every loader's result merged: props together, the earliest expiry, dependencies united. */
export interface PageData {
  props: Readonly<Record<number, Readonly<Record<string, unknown>>>> | null;
  context: Pick<RenderContext, "forms" | "news">;
  stylesheets: readonly BlockTemplateKey[];
  sources: readonly DocumentSources[];
  expiresAt: number;
  dependsOn: readonly string[] | null;
}

/**
 * Runs each loader that some block wants (or that runs on every page), one after another. A
 * loader that fails is logged and leaves its blocks as they render without it (a form's link to
 * its modal, a list the island fetches).
 */
export async function loadPageData(
  loaders: readonly PageDataLoader[],
  request: Omit<PageDataRequest, "blocks">,
  prepared: readonly PreparedBlock[],
): Promise<PageData> {
  const merged: PageData = {
    props: null,
    context: {},
    stylesheets: [],
    sources: [],
    expiresAt: Infinity,
    dependsOn: [],
  };
  for (const loader of loaders) {
    const blocks = prepared.filter(
      (p): p is PageDataBlock => p.kind === "block" && loader.wants(blockRegistry[p.key]),
    );
    if (blocks.length === 0 && !loader.runsOnEveryPage) continue;
    let result: PageDataResult | null;
    try {
      result = await loader.load({ ...request, blocks });
    } catch (error) {
      request.log(`the ${loader.name} could not be read`, error);
      continue;
    }
    if (!result) continue;
    if (result.props) merged.props = { ...merged.props, ...result.props };
    if (result.context) merged.context = { ...merged.context, ...result.context };
    if (result.stylesheets) merged.stylesheets = [...merged.stylesheets, ...result.stylesheets];
    if (result.sources) merged.sources = [...merged.sources, ...result.sources];
    merged.expiresAt = Math.min(merged.expiresAt, result.expiresAt ?? Infinity);
    if (result.dependsOn === null) merged.dependsOn = null;
    else if (result.dependsOn && merged.dependsOn)
      merged.dependsOn = [...merged.dependsOn, ...result.dependsOn];
  }
  return merged;
}

/** What a block's own read gives its island: a status the page's keeping follows. */
export interface BlockReadResult {
  status: string;
}

/** A loader that reads one thing per block (a file named in its fields) for its island's prop. */
export interface PerBlockRead<K extends PageDataKind, Q, R extends BlockReadResult> {
  kind: K;
  /** The island prop the answer is handed in. */
  prop: string;
  /** What to read for a block, from its fields (its URL, what it needs of the file). */
  request: (fields: PageDataFields[K], block: PageDataBlock) => Q;
  /** The block's answer; a throw is logged and answered `{ status: "failed" }`. */
  read: (request: Q) => Promise<R>;
  /** The log line when a read fails ("a quiz's images_data_url could not be read"). */
  failure: string;
  /** How long the page may be kept: `ok` when every read answered, `failed` when one failed. */
  ttlMs: { ok: number; failed: number };
}

/**
 * Runs a per-block read for every block of the page naming `kind`, all at once: each block's
 * answer as its island's `prop`, a failed one as `{ status: "failed" }` (the block shows its
 * load-failure view), and the page kept briefly while any failed.
 */
export async function readPerBlock<K extends PageDataKind, Q, R extends BlockReadResult>(
  spec: PerBlockRead<K, Q, R>,
  input: PageDataRequest,
): Promise<PageDataResult | null> {
  const wanted = input.blocks.flatMap((block) => {
    const fields = pageDataFields(block, spec.kind);
    return fields ? [{ index: block.frame.index, request: spec.request(fields, block) }] : [];
  });
  if (wanted.length === 0) return null;
  const answers = await Promise.all(
    wanted.map(async ({ index, request }): Promise<[number, R | { status: "failed" }]> => {
      try {
        return [index, await spec.read(request)];
      } catch (error) {
        input.log(spec.failure, error);
        return [index, { status: "failed" }];
      }
    }),
  );
  const props: Record<number, Record<string, unknown>> = {};
  for (const [index, answer] of answers) props[index] = { [spec.prop]: answer };
  const hasFailed = answers.some(([, answer]) => answer.status === "failed");
  return {
    props,
    expiresAt: input.now.getTime() + (hasFailed ? spec.ttlMs.failed : spec.ttlMs.ok),
  };
}
