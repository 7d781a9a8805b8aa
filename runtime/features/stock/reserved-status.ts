import type { StockListingDocument, StockVehicleDocument } from "../../../generated/types.ts";
import { JsonText } from "../../core/json-text.ts";
import type { StockService } from "./stock-service.ts";

/**
 * A vehicle someone holds in the order-online journey, or whose order has its money, reads as
 * `reserved` to every other visitor (the listing's cards, the vehicle call, the showroom, whose
 * reserve button it hides), over whatever status the stock data gives it; a sold one stays sold.
 * The held set is read at most once a second: a new hold shows within a second. Facet counts and
 * the status filter keep the stock data's own statuses.
 */

/** How long the set of held vehicles is reused. */
export const RESERVED_STATUS_TTL_MS = 1000;

type Resource = { id: string; attributes: { status?: string | null | undefined } };

function marked<T extends Resource>(resource: T, held: ReadonlySet<number>): T {
  const status = resource.attributes.status;
  if (!held.has(Number(resource.id)) || status === "sold" || status === "reserved") return resource;
  return { ...resource, attributes: { ...resource.attributes, status: "reserved" } };
}

export function withReservedStatus(
  stock: StockService,
  readHeld: () => Promise<ReadonlySet<number>>,
): StockService {
  let cached: { at: number; held: Promise<ReadonlySet<number>> } | null = null;
  const held = (): Promise<ReadonlySet<number>> => {
    const now = Date.now();
    if (!cached || now - cached.at > RESERVED_STATUS_TTL_MS) {
      const reading = readHeld().catch((): ReadonlySet<number> => new Set());
      cached = { at: now, held: reading };
    }
    return cached.held;
  };

  const listingJson: StockService["listingJson"] = async (name, query, variant) => {
    const answer = await stock.listingJson(name, query, variant);
    if (!answer) return answer;
    const ids = await held();
    if (ids.size === 0) return answer;
    const document = answer.parse();
    if (!document.data.some((r) => ids.has(Number(r.id)))) return answer;
    const patched: StockListingDocument = {
      ...document,
      data: document.data.map((r) => marked(r, ids)),
    };
    return new JsonText<StockListingDocument>(Buffer.from(JSON.stringify(patched)));
  };

  return {
    ...stock,
    listingJson,
    listing: async (name, query, variant) =>
      (await listingJson(name, query, variant))?.parse() ?? null,
    vehicle: async (names, id): Promise<StockVehicleDocument | null> => {
      const document = await stock.vehicle(names, id);
      if (!document) return document;
      const ids = await held();
      return ids.has(id) ? { ...document, data: marked(document.data, ids) } : document;
    },
  };
}
