import { blockRegistry } from "../../generated/blocks.ts";
import { prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import type { SettingsMap } from "../../runtime/core/settings.ts";
import type {
  PageDataBlock,
  PageDataLoader,
  PageDataRequest,
} from "../../runtime/ssr/page-data.ts";

/** A loader's request as the page route builds it: raw blocks prepared, and only those it wants. */
export interface LoaderInput extends Partial<Omit<PageDataRequest, "blocks">> {
  /** The page's stored blocks, in page order. */
  blocks: readonly unknown[];
}

export function pageDataRequest(
  loader: Pick<PageDataLoader, "wants">,
  { blocks, ...request }: LoaderInput,
): PageDataRequest {
  const prepared = blocks
    .map((raw, index) => prepareBlock(raw, index))
    .filter((p): p is PageDataBlock => p.kind === "block" && loader.wants(blockRegistry[p.key]));
  const settings: SettingsMap = request.settings ?? new Map();
  return {
    page: { id: 1, path: "x", title: "x", blocks: [...blocks] } as PageDataRequest["page"],
    url: "/ar/x",
    base: "/ar/",
    lang: "ar",
    ancestors: [],
    isEditor: false,
    origin: "https://www.example.com",
    now: new Date("2026-01-01T00:00:00Z"),
    log: () => {},
    ...request,
    settings,
    blocks: prepared,
  };
}

/** Runs one loader over a page's stored blocks, as the page route would. */
export function runLoader<R>(
  loader: Pick<PageDataLoader, "wants"> & { load: (input: PageDataRequest) => Promise<R> },
  input: LoaderInput,
): Promise<R> {
  return loader.load(pageDataRequest(loader, input));
}
