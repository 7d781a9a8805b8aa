import { blockRegistry } from "../../../generated/blocks.ts";
import type { StockListingDocument, StockVehicleResource } from "../../../generated/types.ts";
import {
  cardListing,
  cardVehicle,
  locatorConfig,
  locatorSetup,
  type StockIslandData,
} from "../../../site/blocks/StockLocator/island-data.ts";
import { sanitizeRichText } from "../../core/sanitize-blocks.ts";
import { budgetPrice } from "../../core/stock/card.ts";
import { carouselQuery } from "../../core/stock/carousel.ts";
import { listingQuery, stateFromSearch } from "../../core/stock/url-state.ts";
import {
  type PageDataLoader,
  type PageDataRequest,
  pageDataFields,
  wantsPageData,
} from "../../ssr/page-data.ts";
import type { StockReader } from "./stock-service.ts";

/**
 * The stock blocks' first render (001 §2, 'Done when': the page a shopper shares shows the same
 * list): before a page with Stock Locator, Overseas Stock Locator or Stock Locator Carousel blocks
 * renders, each block's first page is read from the stock data service for the request's URL,
 * with the same rules the island follows (runtime/core/stock/url-state.ts), and handed to the
 * island as its props (runtime/ssr/render-blocks.tsx), so the HTML already holds the list and the island
 * hydrates from it without a request.
 */

/** How long a document showing stock may be kept: the stock changes under it (imports). */
export const STOCK_DOCUMENT_TTL_MS = 60_000;

export interface StockBlocksRender {
  /** The extra props of each stock block's island (`stock`), by its position on the page. */
  props: Readonly<Record<number, { stock: StockIslandData }>>;
  /** A kept copy of the document expires then. */
  expiresAt: number;
}

/** The blocks whose schema asks for a stock list (`x-page-data`: stock-listing, stock-carousel). */
export function stockBlocksLoader(stock: StockReader): PageDataLoader & {
  load: (input: PageDataRequest) => Promise<StockBlocksRender | null>;
} {
  return {
    name: "stock blocks",
    wants: wantsPageData("stock-listing", "stock-carousel"),
    load: (input) => loadStockBlocks(stock, input),
  };
}

async function loadStockBlocks(
  stock: StockReader,
  input: PageDataRequest,
): Promise<StockBlocksRender | null> {
  if (input.blocks.length === 0) return null;
  const search = input.url.includes("?") ? input.url.slice(input.url.indexOf("?")) : "";
  const base = locatorConfig(input.settings, { isEditor: input.isEditor, origin: input.origin });
  // The popup's HTML is an admin's: sanitised as the blocks' rich text is.
  const config = base.popup
    ? { ...base, popup: { ...base.popup, content: sanitizeRichText(base.popup.content) } }
    : base;
  const read = async (
    list: string,
    query: Parameters<StockReader["listing"]>[1],
  ): Promise<StockListingDocument | null> => {
    try {
      // Only what the cards draw goes into the page (the island's props).
      const answer = await stock.listing(list, query);
      return answer ? cardListing(answer) : null;
    } catch (error) {
      input.log(`the stock list ${list} could not be read`, error);
      return null;
    }
  };
  const byIndex: Record<number, StockIslandData> = {};
  for (const p of input.blocks) {
    const index = p.frame.index;
    const carousel = pageDataFields(p, "stock-carousel");
    if (carousel) {
      const fields = carousel;
      byIndex[index] = {
        search,
        listing: await read(fields.ci_key_list, carouselQuery(fields)),
        selected: [],
        config,
      };
      continue;
    }
    const fields = pageDataFields(p, "stock-listing");
    if (!fields) continue;
    // A block of the overseas market is off outside it: nothing to read.
    if (blockRegistry[p.key].market === "overseas" && config.market !== "overseas") {
      byIndex[index] = { search, listing: null, selected: [], config };
      continue;
    }
    const setup = locatorSetup(fields);
    const state = stateFromSearch(search, setup);
    const ceiling =
      state.budget === null
        ? null
        : budgetPrice(state.budget, {
            rate: fields.reverse_calculator_rate,
            term: fields.reverse_calculator_term,
            downPayment: fields.reverse_calculator_down_payment,
          });
    const listing = await read(
      fields.ci_key_list,
      listingQuery(state, setup, { budgetPrice: ceiling }),
    );
    const selected: StockVehicleResource[] = [];
    if (config.features.includes("display_selected_vehicles"))
      for (const item of fields.vehicles.list) {
        try {
          const found = await stock.vehicle([item.list ?? fields.ci_key_list], item.id);
          if (found) selected.push(cardVehicle(found.data));
        } catch (error) {
          input.log(`the selected vehicle ${item.id} could not be read`, error);
        }
      }
    byIndex[index] = { search, listing, selected, config };
  }
  const props = Object.fromEntries(
    Object.entries(byIndex).map(([index, data]) => [Number(index), { stock: data }]),
  );
  return { props, expiresAt: input.now.getTime() + STOCK_DOCUMENT_TTL_MS };
}
