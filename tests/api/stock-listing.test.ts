import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StockListingDocument, StockVehicle } from "../../generated/types.ts";
import { validateStockListingDocument } from "../../generated/validate.ts";
import {
  CHECKBOX_FILTER_KEYS,
  RANGE_FILTER_KEYS,
  STOCK_FILTERS,
} from "../../runtime/core/stock/filters.ts";
import { buildServer } from "../../runtime/server.ts";
import { type Engine, engines, freshDatabase } from "../helpers/database.ts";

/** A small, varied inventory: every filter has several values, some vehicles lack some. */
function seedVehicles(count: number): (StockVehicle & { dealer: string })[] {
  const brands = [
    ["Land Rover", ["Defender", "Discovery", "Range Rover Sport"]],
    ["Jaguar", ["F-PACE", "I-PACE"]],
  ] as const;
  const states = ["new", "used", "approved", "demo"] as const;
  const statuses = ["stock", "reserved", "sold", "in_production", "demo"] as const;
  const engines = [["petrol"], ["diesel"], ["mhev"], ["bev"], ["phev", "petrol"]] as const;
  const colours = ["white", "black", "blue", "red"] as const;
  const out: (StockVehicle & { dealer: string })[] = [];
  for (let i = 0; i < count; i++) {
    const [brand, models] = brands[i % 2] as (typeof brands)[number];
    const model = models[Math.floor(i / 2) % models.length] as string;
    out.push({
      vin: `SALTEST${String(i).padStart(10, "0")}`,
      nameplate_brand_name: brand,
      nameplate_name: model,
      state: states[i % 4] as StockVehicle["state"],
      status: statuses[i % 5] as StockVehicle["status"],
      production_year: 2019 + (i % 7),
      model_year: 2020 + (i % 7),
      transmission: i % 3 === 0 ? "manual" : "auto",
      mileage: (i * 3917) % 90000,
      mileage_unit: "km",
      engine_type: [...(engines[i % 5] as readonly string[])] as StockVehicle["engine_type"],
      power: 150 + (i % 9) * 20,
      power_unit: i % 4 === 0 ? "bhp" : "kW",
      number_of_seats: i % 6 === 0 ? 7 : 5,
      color_canonical: colours[i % 4] as StockVehicle["color_canonical"],
      color_name: `لون ${i % 6}`,
      ...(i % 10 === 9 ? {} : { msrp_price: 150000 + ((i * 7919) % 400000) }),
      ...(i % 3 === 0 ? { sale_price: 140000 + ((i * 104729) % 300000) } : {}),
      monthly_price: 2000 + (i % 13) * 100,
      price_hidden: i % 17 === 0,
      financing_options: { cash: true, lease: i % 2 === 0, rent: i % 5 === 0 },
      currency: "AED",
      photos: [{ normal: `/media/car-${i}.jpg` }],
      dealer: ["DXB01", "AUH02", "SHJ03"][i % 3] as string,
    });
  }
  return out;
}

const displayPrice = (v: StockVehicle): number | null =>
  v.price_hidden ? null : (v.sale_price ?? v.msrp_price ?? null);
const powerKw = (v: StockVehicle): number | null =>
  v.power == null ? null : v.power_unit === "bhp" ? v.power * 0.7457 : v.power;

/** What a filter reads of a seeded vehicle, written independently of the index. */
function valuesOf(v: StockVehicle & { id: number; dealerId: number }, key: string): string[] {
  switch (key) {
    case "brands":
      return [v.nameplate_brand_name];
    case "models":
      return [v.nameplate_name];
    case "financing_options":
      return Object.entries(v.financing_options ?? {})
        .filter(([, on]) => on)
        .map(([k]) => k);
    case "states":
      return [v.state];
    case "statuses":
      return [v.status];
    case "engine_types":
      return [...(v.engine_type ?? [])];
    case "transmissions":
      return v.transmission ? [v.transmission] : [];
    case "number_of_seats":
      return v.number_of_seats ? [String(v.number_of_seats)] : [];
    case "colors":
      return v.color_canonical ? [v.color_canonical] : [];
    case "specific_colors":
      return v.color_name ? [v.color_name] : [];
    case "dealers":
      return [String(v.dealerId)];
    default:
      throw new Error(key);
  }
}
function numberOf(v: StockVehicle, key: string): number | null {
  switch (key) {
    case "msrp_price":
      return v.msrp_price ?? null;
    case "display_price":
      return displayPrice(v);
    case "mileage":
      return v.mileage ?? null;
    case "production_year":
      return v.production_year ?? null;
    case "model_year":
      return v.model_year ?? null;
    case "power":
      return powerKw(v);
    default:
      throw new Error(key);
  }
}

interface Query {
  checkbox: Record<string, string[]>;
  range: Record<string, { from?: number; to?: number }>;
}

function reference(
  all: (StockVehicle & { id: number; dealerId: number })[],
  q: Query,
  except: string | null,
) {
  return all.filter((v) => {
    for (const [key, values] of Object.entries(q.checkbox))
      if (key !== except && !valuesOf(v, key).some((x) => values.includes(x))) return false;
    for (const [key, r] of Object.entries(q.range)) {
      if (key === except) continue;
      const n = numberOf(v, key);
      if (n === null || n < (r.from ?? -Infinity) || n > (r.to ?? Infinity)) return false;
    }
    return true;
  });
}

function queryString(q: Query, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  for (const [key, values] of Object.entries(q.checkbox))
    for (const value of values)
      params.append(`filter[${STOCK_FILTERS[key as "brands"].param}]`, value);
  for (const [key, r] of Object.entries(q.range)) {
    if (r.from !== undefined) params.set(`filter[${key}_gteq]`, String(r.from));
    if (r.to !== undefined) params.set(`filter[${key}_lteq]`, String(r.to));
  }
  return params.toString();
}

describe.each(engines)("the listing API on %s", (engine: Engine) => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let stored: (StockVehicle & { id: number; dealerId: number })[] = [];

  beforeAll(async () => {
    database = await freshDatabase(engine);
    const { db } = database;
    await db.execute(sql`
      INSERT INTO stock_dealers (dealer_code, name, state, postcode, locality, attributes) VALUES
        ('DXB01', 'وكالة دبي', 'DU', '00000', 'ديرة', '{"city": "دبي", "phone": "+97140000000", "display_name_lr": "لاند روفر دبي"}'),
        ('AUH02', 'وكالة أبوظبي', 'AZ', '11111', 'المصفح', '{"city": "أبوظبي"}'),
        ('SHJ03', 'وكالة الشارقة', 'SH', '22222', 'النهدة', '{}')`);
    await db.execute(
      sql`INSERT INTO stock_listings (name, disclaimers, button_set, buttons) VALUES ('test', '["السعر لا يشمل الضريبة"]', '{"id": 1, "setup_type": "extended", "reservation_fee": 5000, "financing_options": ["cash"]}', '[{"button_set_setup_id": "1", "id": "b1", "label": "استفسر", "button_type": "popup"}]'), ('empty', '[]', '{}', '[]')`,
    );
    const seeded = seedVehicles(120);
    for (const [i, v] of seeded.entries()) {
      const { dealer, ...attributes } = v;
      const fin = Object.entries(v.financing_options ?? {})
        .filter(([, on]) => on)
        .map(([k]) => k);
      const rows = await db.execute(sql`
        INSERT INTO stock_vehicles (vin, brand, model, state, status, engine_types, transmission,
          color_canonical, color_name, dealer_id, financing_options, mileage, production_year,
          model_year, power_kw, display_price, msrp_price, number_of_seats, created_at, attributes)
        VALUES (${v.vin}, ${v.nameplate_brand_name}, ${v.nameplate_name}, ${v.state}, ${v.status},
          ${sql.raw(`ARRAY[${(v.engine_type ?? []).map((e) => `'${e}'`).join(",")}]::text[]`)},
          ${v.transmission ?? ""}, ${v.color_canonical ?? ""}, ${v.color_name ?? ""},
          (SELECT id FROM stock_dealers WHERE dealer_code = ${dealer}),
          ${sql.raw(`ARRAY[${fin.map((e) => `'${e}'`).join(",")}]::text[]`)},
          ${v.mileage ?? null}, ${v.production_year ?? null}, ${v.model_year ?? null},
          ${powerKw(v)}, ${displayPrice(v)}, ${v.msrp_price ?? null}, ${v.number_of_seats ?? null},
          ${new Date(Date.UTC(2026, 0, 1) + i * 3600_000).toISOString()}, ${JSON.stringify(attributes)})
        RETURNING id, dealer_id`);
      const row = (rows as unknown as { rows: { id: number; dealer_id: number }[] }).rows[0] as {
        id: number;
        dealer_id: number;
      };
      stored.push({ ...attributes, id: row.id, dealerId: row.dealer_id });
    }
    await db.execute(
      sql`INSERT INTO stock_listing_vehicles (listing_id, vehicle_id) SELECT l.id, v.id FROM stock_listings l, stock_vehicles v WHERE l.name = 'test'`,
    );
    app = await buildServer({ db });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const list = async (query: string, path = "test"): Promise<StockListingDocument> => {
    const res = await app.inject({ method: "GET", url: `/public_api/listing/${path}?${query}` });
    expect(res.statusCode, `${path}?${query}: ${res.body}`).toBe(200);
    return res.json();
  };

  it("answers the first page newest first, with total, paging, buttons, the listing and prices", async () => {
    const doc = await list("items=5");
    expect(doc.meta).toMatchObject({ total: 120, page: 1, items: 5, pages: 24 });
    const newest = [...stored].sort((a, b) => b.id - a.id).slice(0, 5);
    expect(doc.data.map((v) => v.attributes.vin)).toEqual(newest.map((v) => v.vin));
    expect(doc.data[0]).toMatchObject({
      type: "vehicle",
      relationships: { owner: { data: { type: "dealer" } } },
    });
    expect(doc.meta.buttons).toEqual([
      { button_set_setup_id: "1", id: "b1", label: "استفسر", button_type: "popup" },
    ]);
    expect(doc.included).toContainEqual(
      expect.objectContaining({
        type: "listing",
        attributes: expect.objectContaining({
          name: "test",
          disclaimers: ["السعر لا يشمل الضريبة"],
        }),
      }),
    );
    expect(doc.included).toContainEqual(
      expect.objectContaining({
        type: "button_set_setup",
        attributes: { setup_type: "extended", reservation_fee: 5000, financing_options: ["cash"] },
      }),
    );
    expect(doc.included.filter((i) => i.type === "photo")).toHaveLength(5);
    const msrps = stored.map((v) => v.msrp_price).filter((p): p is number => typeof p === "number");
    expect(doc.meta.prices.msrp_price).toBe(Math.min(...msrps));
    // The owner's fields the vehicle left out come from its dealer.
    const dubai = doc.data.find((v) => v.attributes.owner_dealer_code === "DXB01");
    expect(dubai?.attributes).toMatchObject({
      owner_name: "وكالة دبي",
      owner_city: "دبي",
      owner_metadata: { display_name_lr: "لاند روفر دبي" },
    });
  });

  it("filters, counts facets with the other filters applied, and pages like a plain filter would", async () => {
    const queries: Query[] = [
      { checkbox: { brands: ["Land Rover"] }, range: {} },
      { checkbox: { brands: ["Jaguar"], engine_types: ["bev", "petrol"] }, range: {} },
      {
        checkbox: { states: ["new", "used"], colors: ["white", "blue"] },
        range: { msrp_price: { from: 200000, to: 450000 } },
      },
      { checkbox: { financing_options: ["rent"], dealers: [] }, range: { mileage: { to: 40000 } } },
      {
        checkbox: { statuses: ["stock"], number_of_seats: ["7"] },
        range: { power: { from: 150 } },
      },
      {
        checkbox: { transmissions: ["manual"] },
        range: { production_year: { from: 2021, to: 2023 }, display_price: { from: 1 } },
      },
      { checkbox: { brands: ["Nobody"] }, range: {} },
    ];
    for (const q of queries) {
      q.checkbox = Object.fromEntries(Object.entries(q.checkbox).filter(([, v]) => v.length > 0));
      const doc = await list(queryString(q, { items: "12", sort: "mileage" }));
      const expected = reference(stored, q, null);
      expect(doc.meta.total, JSON.stringify(q)).toBe(expected.length);
      const byMileage = [...expected].sort(
        (a, b) => (a.mileage ?? Infinity) - (b.mileage ?? Infinity) || b.id - a.id,
      );
      expect(doc.data.map((v) => Number(v.id))).toEqual(byMileage.slice(0, 12).map((v) => v.id));
      for (const key of CHECKBOX_FILTER_KEYS) {
        const facet = doc.meta.facets?.[key];
        if (facet?.kind !== "checkbox") throw new Error(`no checkbox facet ${key}`);
        const counts = new Map<string, number>();
        for (const v of reference(stored, q, key))
          for (const value of valuesOf(v, key)) counts.set(value, (counts.get(value) ?? 0) + 1);
        const got = new Map(
          facet.options.filter((o) => o.count > 0).map((o) => [o.value, o.count]),
        );
        expect(got, `${key} of ${JSON.stringify(q)}`).toEqual(counts);
      }
      for (const key of RANGE_FILTER_KEYS) {
        const facet = doc.meta.facets?.[key];
        if (facet?.kind !== "range") throw new Error(`no range facet ${key}`);
        const values = reference(stored, q, key)
          .map((v) => numberOf(v, key))
          .filter((n): n is number => n !== null);
        expect(facet.min === null ? null : Math.round(facet.min), key).toBe(
          values.length ? Math.round(Math.min(...values)) : null,
        );
        expect(facet.max === null ? null : Math.round(facet.max), key).toBe(
          values.length ? Math.round(Math.max(...values)) : null,
        );
      }
    }
  });

  it("sorts by every documented option, vehicles without the value last, and pages without gaps", async () => {
    const sorts: [string, (v: StockVehicle & { id: number }) => number | null][] = [
      ["production_year", (v) => v.production_year ?? null],
      ["-production_year", (v) => (v.production_year == null ? null : -v.production_year)],
      ["created_at", (v) => v.id],
      ["-created_at", (v) => -v.id],
      ["mileage", (v) => v.mileage ?? null],
      ["-mileage", (v) => (v.mileage == null ? null : -v.mileage)],
      ["display_price", (v) => displayPrice(v)],
      [
        "-display_price",
        (v) => {
          const p = displayPrice(v);
          return p === null ? null : -p;
        },
      ],
    ];
    for (const [sort, key] of sorts) {
      const expected = [...stored]
        .sort((a, b) => {
          const ka = key(a);
          const kb = key(b);
          if ((ka === null) !== (kb === null)) return ka === null ? 1 : -1;
          return (ka ?? 0) - (kb ?? 0) || b.id - a.id;
        })
        .map((v) => v.id);
      const seen: number[] = [];
      for (let page = 1; page <= 10; page++)
        seen.push(
          ...(await list(`items=12&page=${page}&sort=${sort}&facets=none`)).data.map((v) =>
            Number(v.id),
          ),
        );
      expect(seen, sort).toEqual(expected);
    }
    const byStatus = (await list("sort=status&items=12")).data.map((v) => v.attributes.status);
    expect(byStatus.every((s) => s === "stock")).toBe(true);
  });

  it("narrows by exact brand, model and dealer codes for every facet", async () => {
    const doc = await list(
      "filter[nameplate_brand_name_eq]=Jaguar&filter[owner_dealer_codes_includes]=DXB01&filter[owner_dealer_codes_includes]=SHJ03",
    );
    const expected = stored.filter(
      (v) => v.nameplate_brand_name === "Jaguar" && [0, 2].includes(stored.indexOf(v) % 3),
    );
    expect(doc.meta.total).toBe(expected.length);
    const brands = doc.meta.facets?.brands;
    expect(brands?.kind === "checkbox" && brands.options.filter((o) => o.count > 0)).toEqual([
      { value: "Jaguar", count: expected.length },
    ]);
  });

  it("answers a page past the end empty, the light list without facets or included items", async () => {
    const past = await list("items=12&page=11");
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(120);
    const light = await list("items=3", "test/light");
    expect(light.included).toEqual([]);
    expect(light.meta.facets).toBeUndefined();
    expect(Object.keys(light.data[0]?.attributes ?? {})).not.toContain("photos");
    expect(light.data[0]?.attributes.vin).toMatch(/^SALTEST/);
  });

  it("answers one vehicle of the named lists, and 404 with a JSON:API error otherwise", async () => {
    const v = stored[5] as (typeof stored)[number];
    const res = await app.inject({
      method: "GET",
      url: `/public_api/listing/empty,test/vehicle/${v.id}`,
    });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.data).toMatchObject({
      id: String(v.id),
      attributes: { vin: v.vin },
      publication_lists: ["test"],
    });
    expect(doc.meta.prices.msrp_price).toBe(v.msrp_price ?? null);
    expect(doc.included.filter((i: { type: string }) => i.type === "photo")).toHaveLength(1);
    for (const url of [
      `/public_api/listing/empty/vehicle/${v.id}`,
      "/public_api/listing/test/vehicle/999999",
      "/public_api/listing/nolist/vehicle/1",
      "/public_api/listing/nolist",
    ]) {
      const missing = await app.inject({ method: "GET", url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json().errors[0]).toMatchObject({ status: "404", title: "Not Found" });
    }
  });

  it("writes each vehicle's answer by the owner rules: the vehicle's own fields win, empty dealer fields are left out, created_at from the row; the light list keeps its attributes only", async () => {
    const vehicleCall = async (id: number) => {
      const res = await app.inject({
        method: "GET",
        url: `/public_api/listing/test/vehicle/${id}`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      return res.json() as { data: { attributes: Record<string, unknown> }; included: unknown[] };
    };
    const [row] = (
      (await database.db.execute(
        sql`SELECT v.id, v.created_at FROM stock_vehicles v JOIN stock_dealers d ON d.id = v.dealer_id
            WHERE d.dealer_code = 'SHJ03' ORDER BY v.id LIMIT 1`,
      )) as unknown as { rows: { id: number; created_at: string | Date }[] }
    ).rows;
    if (!row) throw new Error("no vehicle of SHJ03");
    // A dealer with no attributes: its columns only, nothing empty, no metadata.
    const plain = (await vehicleCall(row.id)).data.attributes;
    expect(plain).toMatchObject({
      owner_dealer_code: "SHJ03",
      owner_name: "وكالة الشارقة",
      owner_state: "SH",
      owner_zipcode: "22222",
    });
    expect(typeof plain.owner_uuid).toBe("string");
    for (const key of ["owner_city", "owner_phone", "owner_email", "owner_metadata"])
      expect(plain, key).not.toHaveProperty(key);
    expect(plain.created_at).toBe(new Date(row.created_at).toISOString());

    // The vehicle's own owner name and created_at win over its dealer's and its row's.
    await database.db.execute(
      sql`UPDATE stock_vehicles SET attributes = attributes || '{"owner_name": "بائع خاص", "created_at": "2025-05-05T10:00:00Z"}'::jsonb WHERE id = ${row.id}`,
    );
    try {
      const own = (await vehicleCall(row.id)).data.attributes;
      expect(own).toMatchObject({
        owner_name: "بائع خاص",
        owner_state: "SH",
        created_at: "2025-05-05T10:00:00Z",
      });
    } finally {
      await database.db.execute(
        sql`UPDATE stock_vehicles SET attributes = attributes - 'owner_name' - 'created_at' WHERE id = ${row.id}`,
      );
    }

    // The light list: its attributes only (no owner fields, photos or created_at).
    const light = await list("items=12", "test/light");
    const keys = new Set(light.data.flatMap((v) => Object.keys(v.attributes)));
    for (const key of ["vin", "nameplate_name", "state", "msrp_price", "currency"])
      expect(keys, key).toContain(key);
    for (const key of keys) expect(key).not.toMatch(/^(owner_|photos$|created_at$)/);
  });

  it("answers a page with each vehicle as the vehicle call writes it, in the documented shape, and shows a changed vehicle or dealer on the next call", async () => {
    const query = "items=12&sort=display_price&filter[nameplate_brand_name_in]=Land Rover";
    const doc = await list(query);
    // The page is joined from the vehicles the index holds written: no schema serialises it.
    expect(
      validateStockListingDocument(doc),
      JSON.stringify(validateStockListingDocument.errors),
    ).toBe(true);
    expect(validateStockListingDocument(await list("items=12", "test/light"))).toBe(true);
    expect(doc.data).toHaveLength(12);
    for (const item of doc.data) {
      const res = await app.inject({
        method: "GET",
        url: `/public_api/listing/test/vehicle/${item.id}`,
      });
      const one = res.json() as { data: unknown; included: { type: string; id: string }[] };
      expect(item).toEqual(one.data);
      const photo = one.included.find((i) => i.type === "photo" && i.id === `${item.id}-0`);
      expect(doc.included).toContainEqual(photo);
    }

    // A vehicle's new colour and its dealer's new name, on the next call (the stock version moved).
    const first = doc.data[0];
    if (!first) throw new Error("no vehicle");
    const dealerCode = first.attributes.owner_dealer_code ?? "";
    await database.db.execute(
      sql`UPDATE stock_vehicles SET attributes = attributes || '{"color_name": "أخضر زمردي"}'::jsonb WHERE id = ${Number(first.id)}`,
    );
    await database.db.execute(
      sql`UPDATE stock_dealers SET name = name || ' الجديدة' WHERE dealer_code = ${dealerCode}`,
    );
    try {
      const changed = async () => (await list(query)).data.find((v) => v.id === first.id);
      let now = await changed();
      // A PostgreSQL server's notification may take a moment.
      for (let i = 0; i < 40 && now?.attributes.owner_name === first.attributes.owner_name; i++) {
        await new Promise((r) => setTimeout(r, 50));
        now = await changed();
      }
      expect(now?.attributes).toMatchObject({
        color_name: "أخضر زمردي",
        owner_name: `${first.attributes.owner_name} الجديدة`,
      });
    } finally {
      await database.db.execute(
        sql`UPDATE stock_vehicles SET attributes = attributes || ${JSON.stringify({ color_name: first.attributes.color_name })}::jsonb WHERE id = ${Number(first.id)}`,
      );
      await database.db.execute(
        sql`UPDATE stock_dealers SET name = ${first.attributes.owner_name ?? ""} WHERE dealer_code = ${dealerCode}`,
      );
    }
  });

  it("refuses bad paging, sorts, filters and ids with 400 naming them", async () => {
    for (const [query, named] of [
      ["items=13", "items"],
      ["items=0", "items"],
      ["page=0", "page"],
      ["page=10001", "page"],
      ["sort=price", "sort"],
      ["filter[colour_in]=red", "filter[colour_in]"],
      ["filter[mileage_gteq]=-5", "filter[mileage_gteq]"],
      ["filter[state_in]=%00", "filter[state_in]"],
    ] as const) {
      const res = await app.inject({ method: "GET", url: `/public_api/listing/test?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(named);
    }
    for (const url of [
      "/public_api/listing/BAD!/vehicle/1",
      "/public_api/listing/test/vehicle/abc",
      "/public_api/listing/test/vehicle/0",
    ])
      expect((await app.inject({ method: "GET", url })).statusCode, url).toBe(400);
  });

  it("shows an import at once: the index follows the stock version", async () => {
    const before = (await list("items=1&facets=none")).meta.total ?? 0;
    await database.db.execute(
      sql`DELETE FROM stock_listing_vehicles WHERE vehicle_id = ${stored[0]?.id ?? 0}`,
    );
    let after = (await list("items=1&facets=none")).meta.total;
    // A PostgreSQL server's notification may take a moment.
    for (let i = 0; i < 40 && after !== before - 1; i++) {
      await new Promise((r) => setTimeout(r, 50));
      after = (await list("items=1&facets=none")).meta.total;
    }
    expect(after).toBe(before - 1);
    stored = stored.slice(1);
  });
});
