import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../../runtime/server.ts";
import { type Engine, engines, freshDatabase } from "../helpers/database.ts";

describe.each(engines)("the stock data service's configs on %s", (engine: Engine) => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const get = (url: string) => app.inject({ method: "GET", url });

  beforeAll(async () => {
    database = await freshDatabase(engine);
    const { db } = database;
    await db.execute(sql`
      INSERT INTO stock_configs (site, config_type, vehicle_state, data) VALUES
        ('all', 'cash', '', '{"accordion_content": [{"type": "html", "html": "<p>نقداً</p>"}]}'),
        ('shop.example/ar', 'cash', '', '{"accordion_content": [{"type": "html", "html": "<p>نقداً للموقع</p>"}]}'),
        ('all', 'lease', '', '{"finance_options": [{"label": "تأجير"}]}'),
        ('all', 'order_online', 'new', '{"reservation_fee": 5000}'),
        ('all', 'order_online', '', '{"reservation_fee": 2500}')`);
    await db.execute(sql`
      INSERT INTO stock_company_config (scope, data) VALUES
        ('all', '{"currency": "AED", "vat": 5}'), ('prices', '{"vat": 0}')`);
    await db.execute(sql`
      INSERT INTO stock_widget_translations (config_id, lang, data) VALUES
        ('stock-locator', 'ar', '{"seats": "مقاعد"}'), ('stock-locator', 'en', '{"seats": "seats"}')`);
    await db.execute(sql`
      INSERT INTO stock_configurator_builds (config_url, data) VALUES
        ('https://build.example/defender/1', '{"color": "أبيض", "item_id": "DEF-1", "availability": "stock", "model_year": 2026, "gross_price": 420000, "net_price": 400000}')`);
    await db.execute(sql`
      INSERT INTO stock_vehicles (vin, brand, model, state, status, attributes) VALUES
        ('SALEA7EU5N2123456', 'Land Rover', 'Defender', 'new', 'stock', '{"nameplate_external_code": "L663"}'),
        ('SALEA7EU5N2123457', 'Land Rover', 'Defender', 'used', 'stock', '{"nameplate_external_code": "L663"}'),
        ('SAJAA7EU5N2123458', 'Jaguar', 'F-PACE', 'new', 'stock', '{"nameplate_external_code": "X999"}')`);
    app = await buildServer({ db });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("answers a site's configs of the asked types, the site's own over the shared one", async () => {
    const res = await get(
      `/public_api/configs/${encodeURIComponent("shop.example/ar")}/all?config_type=cash,lease,subscription`,
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { attributes: { config_type: string; data: unknown } }[];
    expect(data.map((d) => d.attributes.config_type).sort()).toEqual(["cash", "lease"]);
    expect(data.find((d) => d.attributes.config_type === "cash")?.attributes.data).toEqual({
      accordion_content: [{ type: "html", html: "<p>نقداً للموقع</p>" }],
    });
    const other = (await get("/public_api/configs/other.example/all?config_type=cash")).json();
    expect(other.data[0].attributes.data.accordion_content[0].html).toBe("<p>نقداً</p>");
    const order = (await get("/public_api/configs/all/all?config_type=order_online")).json();
    expect(
      order.data.map((d: { attributes: { vehicle_state: string } }) => d.attributes.vehicle_state),
    ).toEqual(["", "new"]);
    expect((await get("/public_api/configs/all/all?config_type=Cash;drop")).statusCode).toBe(400);
    expect((await get("/public_api/configs/all/all")).statusCode).toBe(400);
  });

  it("answers the company config, widget translations and configurator builds, 404 for none", async () => {
    expect((await get("/public_api/company_config/all")).json().data.attributes).toEqual({
      currency: "AED",
      vat: 0,
    });
    expect((await get("/public_api/company_config/prices")).json().data.attributes).toEqual({
      vat: 0,
    });
    expect((await get("/public_api/company_config/none")).statusCode).toBe(404);
    const ar = (await get("/public_api/widget_translations_configs/stock-locator?lang=ar")).json();
    expect(ar.data.attributes.data).toEqual({ seats: "مقاعد" });
    expect(
      (await get("/public_api/widget_translations_configs/stock-locator")).json().data.attributes
        .lang,
    ).toBe("en");
    expect(
      (await get("/public_api/widget_translations_configs/stock-locator?lang=fr")).statusCode,
    ).toBe(404);
    expect(
      (await get("/public_api/widget_translations_configs/stock-locator?lang=AR")).statusCode,
    ).toBe(400);
    const build = await get(
      `/public_api/vehicles/config_data?config_url=${encodeURIComponent("https://build.example/defender/1")}`,
    );
    expect(build.json().data.attributes).toMatchObject({ item_id: "DEF-1", gross_price: 420000 });
    expect(
      (await get("/public_api/vehicles/config_data?config_url=https://x/none")).statusCode,
    ).toBe(404);
    expect((await get("/public_api/vehicles/config_data")).statusCode).toBe(400);
  });

  it("lists the stock's brands and nameplates with their internal codes", async () => {
    const brands = (await get("/public_api/brands")).json().data;
    expect(brands.map((b: { attributes: unknown }) => b.attributes)).toEqual([
      { name: "Jaguar", vehicles_count: 1 },
      { name: "Land Rover", vehicles_count: 2 },
    ]);
    const plates = (await get("/public_api/nameplates?filter[brand_eq]=Land%20Rover")).json().data;
    expect(plates).toEqual([
      {
        id: "Land Rover/Defender",
        type: "nameplate",
        attributes: {
          name: "Defender",
          brand: "Land Rover",
          model_group: "",
          external_code: "L663",
          internal_code: "l663",
          vehicles_count: 2,
        },
      },
    ]);
    const all = (await get("/public_api/nameplates")).json().data;
    expect(
      all.find((p: { attributes: { name: string } }) => p.attributes.name === "F-PACE").attributes
        .internal_code,
    ).toBe("");
  });
});
