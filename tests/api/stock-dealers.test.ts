import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../runtime/server.ts";
import { seedTradeInOptions } from "../fixtures/trade-in-options.ts";
import { engines, freshDatabase } from "../helpers/database.ts";

/**
 * The dealers and trade-in calls of the stock data service (001 §7), on a database holding only
 * this file's dealers, lists, vehicles and trade-in options.
 */

interface Retailer {
  id: string;
  dealer_code: string;
  name: string;
  locality: string;
  state: string;
  postcode: string;
  address: string | null;
  city: string | null;
  email: string | null;
  phone: string | null;
  brands: string[];
}

const DEALERS = [
  // code, name, brands, state, postcode, locality, attributes
  [
    "T-SYD",
    "Sydney Motors",
    ["Land Rover", "Jaguar"],
    "NSW",
    "2000",
    "Sydney",
    { address: "1 George St", city: "Sydney", email: "syd@example.test", phone: "+61 2 5550 0000" },
  ],
  [
    "T-PAR",
    "Parramatta Land Rover",
    ["Land Rover"],
    "NSW",
    "2150",
    "Parramatta",
    { mainPhone: "+61 2 5550 1111" },
  ],
  ["T-MEL", "Melbourne Prestige", ["Jaguar"], "VIC", "3000", "Melbourne", { city: "Melbourne" }],
  ["T-ADL", "Adelaide Cars", ["Land Rover"], "SA", "5000", "Adelaide", {}],
] as const;

async function seed(db: Awaited<ReturnType<typeof freshDatabase>>["db"]): Promise<void> {
  for (const [code, name, brands, state, postcode, locality, attributes] of DEALERS)
    await db.execute(sql`
      INSERT INTO stock_dealers (dealer_code, name, brands, state, postcode, locality, attributes)
      VALUES (${code}, ${name}, ${`{${brands.map((b) => `"${b}"`).join(",")}}`}::text[], ${state},
        ${postcode}, ${locality}, ${JSON.stringify(attributes)}::jsonb)`);
  await db.execute(sql`
    INSERT INTO stock_listings (name) VALUES ('t-new'), ('t-used') ON CONFLICT DO NOTHING`);
  // Vehicles: Sydney and Melbourne in t-new; Adelaide in t-used; Parramatta none.
  const vehicles = [
    ["SALTESTVXN000001", "T-SYD", "t-new"],
    ["SALTESTVXN000002", "T-SYD", "t-new"],
    ["SALTESTVXN000003", "T-MEL", "t-new"],
    ["SALTESTVXN000004", "T-ADL", "t-used"],
  ] as const;
  for (const [vin, code, list] of vehicles) {
    await db.execute(sql`
      INSERT INTO stock_vehicles (vin, brand, model, state, status, dealer_id, attributes)
      SELECT ${vin}, 'Land Rover', 'Defender', 'new', 'stock', d.id,
        ${JSON.stringify({ vin, nameplate_brand_name: "Land Rover", state: "new", status: "stock" })}::jsonb
      FROM stock_dealers d WHERE d.dealer_code = ${code}`);
    await db.execute(sql`
      INSERT INTO stock_listing_vehicles (listing_id, vehicle_id)
      SELECT l.id, v.id FROM stock_listings l, stock_vehicles v
      WHERE l.name = ${list} AND v.vin = ${vin}`);
  }
}

describe.each(engines)("dealers and trade-in calls on %s", (engine) => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase(engine);
    await seed(database.db);
    await seedTradeInOptions(database.db);
    app = await buildServer({ db: database.db, outbox: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const get = (url: string) => app.inject({ method: "GET", url });
  const retailers = async (query: string, slashes = "//"): Promise<Retailer[]> => {
    const res = await get(`/public_api/listing${slashes}t-new/retailers${query}`);
    expect(res.statusCode, `${query}: ${res.body}`).toBe(200);
    return (res.json() as { data: Retailer[] }).data;
  };
  const codes = (items: { dealer_code: string }[]) => items.map((i) => i.dealer_code);

  it("answers the documented double-slash path and the one-slash spelling alike, sorted by name", async () => {
    const double = await get("/public_api/listing//t-new/retailers");
    const single = await get("/public_api/listing/t-new/retailers");
    expect(double.statusCode).toBe(200);
    expect(single.statusCode).toBe(200);
    expect(single.json()).toEqual(double.json());
    const body = double.json() as { data: Retailer[]; meta: { total: number } };
    expect(codes(body.data)).toEqual(["T-ADL", "T-MEL", "T-PAR", "T-SYD"]);
    expect(body.meta.total).toBe(4);
    expect(body.data.find((d) => d.dealer_code === "T-SYD")).toMatchObject({
      type: "retailer",
      name: "Sydney Motors",
      locality: "Sydney",
      state: "NSW",
      postcode: "2000",
      address: "1 George St",
      city: "Sydney",
      email: "syd@example.test",
      phone: "+61 2 5550 0000",
      brands: ["Land Rover", "Jaguar"],
    });
    // A dealer without an attribute says null; mainPhone stands in for phone.
    expect(body.data.find((d) => d.dealer_code === "T-PAR")).toMatchObject({
      address: null,
      email: null,
      phone: "+61 2 5550 1111",
    });
  });

  it("narrows by brand, state, postcode with locality, and dealer codes", async () => {
    expect(codes(await retailers("?q[state_eq]=nsw"))).toEqual(["T-PAR", "T-SYD"]);
    expect(codes(await retailers("?q[state_eq]=NSW&q[brand_eq]=jaguar"))).toEqual(["T-SYD"]);
    expect(codes(await retailers("?q[brand_eq]=Jaguar", "/"))).toEqual(["T-MEL", "T-SYD"]);
    expect(
      codes(await retailers("?q[postcode_eq]=2150&q[locality_eq]=%20parramatta&q[state_eq]=NSW")),
    ).toEqual(["T-PAR"]);
    expect(codes(await retailers("?q[postcode_eq]=2150&q[locality_eq]=Sydney"))).toEqual([]);
    expect(codes(await retailers("?q[dealer_code_in][]=T-MEL&q[dealer_code_in][]=T-ADL"))).toEqual([
      "T-ADL",
      "T-MEL",
    ]);
    expect(codes(await retailers("?q[dealer_code_in]=T-SYD"))).toEqual(["T-SYD"]);
    expect(codes(await retailers("?q[state_eq]=TAS"))).toEqual([]);
  });

  it("refuses bad input with a 400 naming the parameter, and an unknown list with a 404", async () => {
    const bad: [string, string][] = [
      ["?q[locality_eq]=Syd%00ney", "q[locality_eq]"],
      ["?q[postcode_eq]=20a0", "q[postcode_eq]"],
      [`?q[brand_eq]=${"x".repeat(101)}`, "q[brand_eq]"],
      ["?q[dealer_code_in][]=bad%20code", "q[dealer_code_in][]"],
      [
        `?${Array.from({ length: 101 }, (_, i) => `q[dealer_code_in][]=C${i}`).join("&")}`,
        "q[dealer_code_in][]",
      ],
      ["?q[city_eq]=Sydney", "q[city_eq]"],
    ];
    for (const [query, field] of bad) {
      const res = await get(`/public_api/listing//t-new/retailers${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.body, query).toContain(field);
    }
    expect((await get("/public_api/listing//Bad%20List/retailers")).statusCode).toBe(400);
    const missing = await get("/public_api/listing//no-such-list/retailers");
    expect(missing.statusCode).toBe(404);
    expect(missing.json().errors[0]).toMatchObject({ status: "404" });
  });

  it("lists a list's dealers (id, ciCode) with vehicles in it, by brand, sorted by name", async () => {
    const res = await get("/public_api/listing/t-new/dealers?sort=name");
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: { id: string; ciCode: string; name: string }[] }).data;
    expect(data.map((d) => d.ciCode)).toEqual(["T-MEL", "T-SYD"]);
    expect(data[0]).toMatchObject({
      type: "dealer",
      name: "Melbourne Prestige",
      city: "Melbourne",
    });
    expect(data[0]?.id).toMatch(/^[0-9]+$/);
    const desc = await get("/public_api/listing/t-new/dealers?sort=-name");
    expect(desc.json().data.map((d: { ciCode: string }) => d.ciCode)).toEqual(["T-SYD", "T-MEL"]);
    const brand = await get(
      "/public_api/listing/t-new/dealers?filter[brands_name_eq]=land%20rover&sort=name",
    );
    expect(brand.json().data.map((d: { ciCode: string }) => d.ciCode)).toEqual(["T-SYD"]);
    const used = await get("/public_api/listing/t-used/dealers");
    expect(used.json().data.map((d: { ciCode: string }) => d.ciCode)).toEqual(["T-ADL"]);
    expect((await get("/public_api/listing/t-new/dealers?sort=city")).statusCode).toBe(400);
    expect(
      (await get("/public_api/listing/t-new/dealers?filter[brands_name_eq]=a%00b")).statusCode,
    ).toBe(400);
    expect((await get("/public_api/listing/nope/dealers")).statusCode).toBe(404);
  });

  it("answers the trade-in options in Arabic and English, models by brand", async () => {
    const ar = (await get("/trade_in/form_options?lang=ar")).json().data;
    expect(ar.lang).toBe("ar");
    expect(ar.bodyTypes[0]).toEqual({ value: "suv", name: "سيارة رياضية متعددة الاستخدامات" });
    expect(ar.fuelTypes.map((f: { value: string }) => f.value)).toEqual([
      "petrol",
      "diesel",
      "hybrid",
      "phev",
      "bev",
    ]);
    expect(ar.brands[0]).toEqual({ value: "land-rover", name: "لاند روفر" });
    expect(ar.models.length).toBeGreaterThan(20);

    const en = (await get("/trade_in/form_options?lang=en&brand=Jaguar")).json().data;
    expect(en.brands[1]).toEqual({ value: "jaguar", name: "Jaguar" });
    expect(en.models.map((m: { value: string }) => m.value)).toEqual([
      "f-pace",
      "e-pace",
      "i-pace",
      "xf",
      "f-type",
    ]);
    expect(en.models[0]).toEqual({ value: "f-pace", name: "F-PACE", brand: "jaguar" });
    const byValue = (await get("/trade_in/form_options?lang=ar&brand=land-rover")).json().data;
    expect(byValue.models[0]).toEqual({ value: "defender", name: "ديفندر", brand: "land-rover" });
    expect((await get("/trade_in/form_options?lang=ar&brand=Lada")).json().data.models).toEqual([]);
    // The default language is English; one with no options of its own answers English.
    expect((await get("/trade_in/form_options")).json().data.lang).toBe("en");
    expect((await get("/trade_in/form_options?lang=fr")).json().data.lang).toBe("en");

    for (const query of [
      "?lang=ARABIC",
      "?brand=a%00b",
      "?lang=ar&x=1",
      `?brand=${"b".repeat(101)}`,
    ])
      expect((await get(`/trade_in/form_options${query}`)).statusCode, query).toBe(400);
  });
});
