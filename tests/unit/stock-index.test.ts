import { describe, expect, it } from "vitest";
import { stockQueryFrom } from "../../runtime/core/stock/query.ts";
import { prng } from "../../runtime/demo/demo-stock.ts";
import { ListingIndex } from "../../runtime/features/stock/stock-index.ts";

/**
 * The listing index against a plain reading of the same rows: enough rows (6,000) that range
 * facets and lowest prices go past the first block of an ascending order (1,024 positions) and
 * the row sets' spans matter, with prices that follow the model so a filtered set's lowest value
 * sits far up the order.
 */
const random = prng(42);
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
const MODELS = [
  { brand: "Jaguar", model: "F-PACE", base: 250_000 },
  { brand: "Jaguar", model: "E-PACE", base: 180_000 },
  { brand: "Land Rover", model: "Defender", base: 320_000 },
  { brand: "Land Rover", model: "Discovery", base: 280_000 },
  { brand: "Land Rover", model: "Range Rover", base: 600_000 },
];
const rows = Array.from({ length: 6000 }, (_, i) => {
  const m = pick(MODELS);
  const msrp = m.base + Math.floor(random() * 100) * 1000;
  const hasPrice = random() > 0.05;
  return {
    id: i + 1,
    brand: m.brand,
    model: m.model,
    model_group: m.model,
    state: pick(["new", "used", "demo", "approved"]),
    status: pick(["in_stock", "in_transit", "reserved"]),
    transmission: pick(["auto", "manual"]),
    color_canonical: pick(["black", "white", "grey", "blue"]),
    color_name: pick([
      "Santorini Black",
      "Fuji White",
      "Eiger Grey",
      "Portofino Blue",
      "Carpathian Grey",
    ]),
    dealer_id: 1 + Math.floor(random() * 6),
    dealer_code: `D${1 + Math.floor(random() * 6)}`,
    number_of_seats: pick([5, 7]),
    engine_types: [pick(["mhev", "phev", "bev", "diesel"])],
    financing_options: random() > 0.5 ? ["cash", "lease"] : ["cash"],
    msrp_price: hasPrice ? msrp : null,
    display_price: hasPrice ? msrp - 5000 : null,
    mileage: Math.floor(random() * 80_000),
    production_year: 2020 + Math.floor(random() * 6),
    model_year: 2021 + Math.floor(random() * 6),
    power_kw: 150 + Math.floor(random() * 300),
    created: 1_700_000_000 + i * 60,
    sale_price: hasPrice ? msrp - 10_000 : null,
    monthly_price: hasPrice ? Math.round(msrp / 60) : null,
    subscribe_price: null,
  };
});
type Row = (typeof rows)[number];

// The index holds its rows in the order the service reads them.
const ordered = [...rows].sort(
  (a, b) => a.brand.localeCompare(b.brand) || a.model.localeCompare(b.model) || a.id - b.id,
);
const index = new ListingIndex(ordered as never, 1);
// The same rows, keeping a slice's tallies from its first query on.
const slicing = new ListingIndex(ordered as never, 1, 1);

interface Filters {
  brands?: string[];
  states?: string[];
  msrp?: [number, number];
  display?: [number, number];
}

const inRange = (v: number | null, r?: [number, number]) =>
  r === undefined || (v !== null && v >= r[0] && v <= r[1]);
const keeps = (row: Row, f: Filters, without: keyof Filters | null = null): boolean =>
  (without === "brands" || !f.brands || f.brands.includes(row.brand)) &&
  (without === "states" || !f.states || f.states.includes(row.state)) &&
  (without === "msrp" || inRange(row.msrp_price, f.msrp)) &&
  (without === "display" || inRange(row.display_price, f.display));

function bounds(values: (number | null)[]): { min: number | null; max: number | null } {
  const present = values.filter((v): v is number => v !== null);
  return present.length === 0
    ? { min: null, max: null }
    : { min: Math.min(...present), max: Math.max(...present) };
}

function params(f: Filters): Record<string, string | string[]> {
  const p: Record<string, string | string[]> = { sort: "display_price", items: "12" };
  if (f.brands) p["filter[nameplate_brand_name_in]"] = f.brands;
  if (f.states) p["filter[state_in]"] = f.states;
  if (f.msrp) {
    p["filter[msrp_price_gteq]"] = String(f.msrp[0]);
    p["filter[msrp_price_lteq]"] = String(f.msrp[1]);
  }
  if (f.display) {
    p["filter[display_price_gteq]"] = String(f.display[0]);
    p["filter[display_price_lteq]"] = String(f.display[1]);
  }
  return p;
}

const cases: Filters[] = [
  {},
  { brands: ["Land Rover"] },
  { brands: ["Jaguar"], msrp: [200_000, 260_000] },
  { msrp: [590_000, 700_000] },
  { states: ["used"], display: [270_000, 400_000] },
  { brands: ["Land Rover"], states: ["new", "demo"], msrp: [300_000, 650_000] },
  { display: [10, 20] },
];
for (let i = 0; i < 20; i++) {
  const low = 150_000 + Math.floor(random() * 500) * 1000;
  cases.push({
    brands: random() > 0.5 ? [pick(["Jaguar", "Land Rover"])] : undefined,
    states: random() > 0.6 ? [pick(["new", "used", "demo", "approved"])] : undefined,
    msrp: random() > 0.3 ? [low, low + Math.floor(random() * 300) * 1000] : undefined,
  });
}

describe("the listing index answers what a plain reading of its rows does", () => {
  it.each(
    cases.flatMap((f, i) => [
      [i, "counted", f, index] as const,
      [i, "from kept tallies along a range", f, slicing] as const,
    ]),
  )("case %i (%s): total, facets and lowest prices", (_, _how, f, index) => {
    const answer = index.query(stockQueryFrom(params(f) as never));
    const matches = rows.filter((r) => keeps(r, f));
    expect(answer.total).toBe(matches.length);

    // Range facets: the bounds over every other filter.
    expect(answer.facets.msrp_price).toEqual({
      kind: "range",
      ...bounds(rows.filter((r) => keeps(r, f, "msrp")).map((r) => r.msrp_price)),
    });
    expect(answer.facets.display_price).toEqual({
      kind: "range",
      ...bounds(rows.filter((r) => keeps(r, f, "display")).map((r) => r.display_price)),
    });
    expect(answer.facets.mileage).toEqual({
      kind: "range",
      ...bounds(matches.map((r) => r.mileage)),
    });

    // Checkbox facets: each value's count over every other filter.
    const counts = (facet: unknown) =>
      Object.fromEntries(
        (facet as { options: { value: string; count: number }[] }).options
          .filter((o) => o.count > 0)
          .map((o) => [o.value, o.count]),
      );
    const tally = (list: Row[], of: (r: Row) => string) => {
      const out: Record<string, number> = {};
      for (const r of list) out[of(r)] = (out[of(r)] ?? 0) + 1;
      return out;
    };
    expect(counts(answer.facets.brands)).toEqual(
      tally(
        rows.filter((r) => keeps(r, f, "brands")),
        (r) => r.brand,
      ),
    );
    expect(counts(answer.facets.states)).toEqual(
      tally(
        rows.filter((r) => keeps(r, f, "states")),
        (r) => r.state,
      ),
    );
    expect(counts(answer.facets.specific_colors)).toEqual(tally(matches, (r) => r.color_name));
    expect(counts(answer.facets.statuses)).toEqual(tally(matches, (r) => r.status));
    expect(counts(answer.facets.transmissions)).toEqual(tally(matches, (r) => r.transmission));
    expect(counts(answer.facets.engine_types)).toEqual(
      tally(matches, (r) => r.engine_types[0] as string),
    );
    // Multi-valued: a vehicle counts under each of its options.
    const options: Record<string, number> = {};
    for (const r of matches)
      for (const o of r.financing_options) options[o] = (options[o] ?? 0) + 1;
    expect(counts(answer.facets.financing_options)).toEqual(options);

    // The lowest prices among the matches, and the first page in display price order.
    expect(answer.prices.msrp_price).toBe(bounds(matches.map((r) => r.msrp_price)).min);
    expect(answer.prices.sale_price).toBe(bounds(matches.map((r) => r.sale_price)).min);
    const firstPage = [...matches]
      .sort(
        (a, b) =>
          (a.display_price === null ? 1 : 0) - (b.display_price === null ? 1 : 0) ||
          (a.display_price ?? 0) - (b.display_price ?? 0) ||
          b.id - a.id,
      )
      .slice(0, 12)
      .map((r) => r.id);
    expect(answer.ids).toEqual(firstPage);
  });
});
