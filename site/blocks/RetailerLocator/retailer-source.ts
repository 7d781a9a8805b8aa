import type { Retailer, RetailerIslandData } from "./retailers.ts";

/**
 * Where a locator island gets its retailers: the server's props when the page was rendered by the
 * site (runtime/features/dealers/page-data.ts), else (the editor's preview) the dealers endpoint the
 * stock locator's postcode search also reads, /public_api/listing//default/retailers.
 */
const DEALERS_ENDPOINT = "/public_api/listing//default/retailers";

export function retailerIslandDataOf(props: object): RetailerIslandData | null {
  const value: unknown = Reflect.get(props, "retailers");
  if (typeof value !== "object" || value === null) return null;
  const data = value as Partial<RetailerIslandData>;
  return Array.isArray(data.retailers) && typeof data.maps === "object" && data.maps !== null
    ? (value as RetailerIslandData)
    : null;
}

const str = (v: unknown): string => (typeof v === "string" ? v : "");
const num = (v: unknown): number | null => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** The endpoint's answer (data.data of retailer resources) as the blocks' retailers. */
export function retailersFromEndpoint(body: unknown): Retailer[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) throw new Error("the dealers answer has no data");
  return data.map((item: Record<string, unknown>) => ({
    id: str(item.dealer_code) || str(item.id),
    name: str(item.name),
    address: str(item.address),
    city: str(item.city) || str(item.locality),
    country: "",
    lat: num(item.latitude),
    lng: num(item.longitude),
    phone: str(item.phone),
    whatsapp: "",
    email: str(item.email),
    services: [],
    openingHours: "",
  }));
}

export async function fetchRetailers(signal?: AbortSignal): Promise<Retailer[]> {
  const response = await fetch(DEALERS_ENDPOINT, {
    signal,
    headers: { accept: "application/json" },
  });
  if (!response.ok) throw new Error(`dealers: ${response.status}`);
  return retailersFromEndpoint(await response.json());
}
