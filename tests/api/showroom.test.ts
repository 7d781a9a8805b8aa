import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StockVehicle } from "../../generated/types.ts";
import { parseShowroomPath, vehicleSlug } from "../../runtime/core/stock/slug.ts";
import { metaheads, settings } from "../../runtime/db/tables/index.ts";
import { stockConfigs, stockListings, stockVehicles } from "../../runtime/db/tables/stock.ts";
import { importStockVehicles, type SourceRow } from "../../runtime/features/stock/stock-import.ts";
import { buildServer } from "../../runtime/server.ts";
import { engines, freshDatabase } from "../helpers/database.ts";
import { stockAttributes } from "../helpers/stock-vehicle.ts";

/** Visible text: Unicode isolates, tags and repeated spaces removed, entities decoded. */
const visible = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/[\u2066-\u2069]/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
const headOf = (html: string) => html.slice(html.indexOf("<head>"), html.indexOf("</head>"));
/** The href of every link whose path starts with `prefix`, decoded. */
const hrefs = (html: string, prefix: string) =>
  [...html.matchAll(/href="([^"]+)"/g)]
    .map((m) => decodeURIComponent((m[1] ?? "").replaceAll("&amp;", "&")))
    .filter((h) => h.startsWith(prefix));
const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>,
  );

const OWNER = {
  owner_dealer_code: "DXB01",
  owner_name: "Al Tayer Motors",
  owner_city: "دبي",
  owner_address: "شارع الشيخ زايد",
  owner_zipcode: "00000",
  owner_phone: "+971 4 000 0000",
  owner_email: "sales@example.com",
  owner_state: "DU",
  owner_metadata: { display_name_lr: "لاند روفر الطاير", display_name_jag: "جاكوار الطاير" },
};

/** The test inventory: a current vehicle, 8 more of its model, others around it. */
function inventory(): { listing: string; vehicle: StockVehicle }[] {
  const vin = (i: number) => `SALSHWV${String(i).padStart(10, "0")}`;
  const same = (i: number, over: Partial<StockVehicle> = {}) =>
    stockAttributes({ ...OWNER, vin: vin(i), msrp_price: 400000 + i * 1000, ...over });
  return [
    // 1: the vehicle the tests open.
    {
      listing: "default",
      vehicle: same(0, {
        msrp_price: 489000,
        monthly_price: 6900,
        subscribe_price: 8200,
        price_metadata: { DU: 495000 },
        long_description: "سيارة بحالة المصنع.",
        disclaimers: ["الصور للتوضيح فقط."],
        delivery_date: "2026-03-01",
        order_number: "ORD-77",
      }),
    },
    ...Array.from({ length: 8 }, (_, i) => ({ listing: "default", vehicle: same(i + 1) })),
    // 10: another model (never similar).
    {
      listing: "default",
      vehicle: same(20, { nameplate_name: "Defender", model_display_name: "ديفندر" }),
    },
    // 11: used, msrp only.
    {
      listing: "default",
      vehicle: same(21, {
        state: "used",
        nameplate_name: "Discovery",
        model_display_name: "ديسكفري",
        msrp_price: 210000,
        mileage: 42000,
        price_metadata: { DU: 1 },
      }),
    },
    // 12: price hidden with a financing option; sold.
    {
      listing: "default",
      vehicle: same(22, {
        nameplate_name: "Velar",
        model_display_name: "فيلار",
        price_hidden: true,
        status: "sold",
      }),
    },
    // 13: a Jaguar.
    {
      listing: "default",
      vehicle: same(23, {
        nameplate_brand_name: "Jaguar",
        nameplate_name: "F-PACE",
        model_display_name: "إف-بيس",
      }),
    },
    // 14: only in the list 'used'.
    {
      listing: "used",
      vehicle: same(24, {
        state: "approved",
        nameplate_name: "Evoque",
        model_display_name: "إيفوك",
      }),
    },
  ];
}

describe.each(engines)("the showroom page on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  const ids = new Map<string, number>();

  const get = (url: string) => app.inject({ method: "GET", url, headers: { accept: "text/html" } });
  const pathOf = (vin: string, list?: string) => {
    const id = ids.get(vin);
    if (id === undefined) throw new Error(`no vehicle ${vin}`);
    const v = inventory().find((x) => x.vehicle.vin === vin)?.vehicle;
    const slug = encodeURIComponent(vehicleSlug(v ?? {}, "Land Rover"));
    return `/ar/showroom/${slug}-${id}${list ? `?list=${list}` : ""}`;
  };
  const current = "SALSHWV0000000000";

  beforeAll(async () => {
    database = await freshDatabase(engine);
    const { db } = database;
    const byList = new Map<string, StockVehicle[]>();
    for (const { listing, vehicle } of inventory())
      byList.set(listing, [...(byList.get(listing) ?? []), vehicle]);
    for (const [listing, vehicles] of byList) {
      async function* rows(): AsyncGenerator<SourceRow> {
        for (const [i, value] of vehicles.entries()) yield { row: i + 1, value, problems: [] };
      }
      await importStockVehicles(db, rows(), { listing });
    }
    for (const row of await db
      .select({ id: stockVehicles.id, vin: stockVehicles.vin })
      .from(stockVehicles))
      ids.set(row.vin, row.id);
    await db
      .update(stockListings)
      .set({
        disclaimers: ["الأسعار بالدرهم الإماراتي."],
        buttonSet: {
          id: 1,
          setup_type: "extended",
          reservation_fee: 5000,
          financing_options: ["cash"],
        },
        buttons: [
          {
            button_set_setup_id: "1",
            id: "b1",
            label: "استفسر الآن",
            target_type: "popup",
            target: "<p>اتصل بنا على 800</p><script>alert(1)</script>",
          },
          {
            button_set_setup_id: "1",
            id: "b2",
            label: "احجز تجربة قيادة",
            target_type: "url",
            target: "https://example.com/test-drive",
            target_action: "_blank",
          },
          {
            button_set_setup_id: "1",
            id: "b3",
            label: "احجز الآن",
            target_type: "custom",
            target: "reserve",
          },
        ],
      })
      .where(eq(stockListings.name, "default"));
    const calculator = {
      type: "calculator",
      title: "حاسبة",
      config: {
        fields: { calc_header: "احسب" },
        groups: [
          {
            finance_product_input: JSON.stringify({
              down_payment: { min: 10, max: 50, default: 30, interval: 10 },
              duration: { min: 1, max: 5, default: 3, unit: "years" },
              interest_rate: { default: 2.99 },
            }),
          },
        ],
      },
    };
    await db.insert(stockConfigs).values([
      {
        site: "all",
        configType: "cash",
        data: { accordion_content: [{ type: "html", html: "<p>ادفع نقداً واستلم خلال أيام</p>" }] },
      },
      {
        site: "all",
        configType: "lease",
        data: { accordion_content: [{ type: "html", html: "<p>تأجير مرن</p>" }, calculator] },
      },
      {
        site: "all",
        configType: "subscription",
        data: {
          accordion_content: [
            { type: "finance_options_table" },
            { type: "finance_options_table", title: "مكرر" },
          ],
          finance_options: [
            { label: "باقة ستة أشهر", duration: 6, mileage: 15000 },
            { label: "" },
            { label: "باقة سنة", duration: 12, mileage: 25000 },
          ],
        },
      },
      { site: "all", configType: "additional", data: { accordion_content: [{ type: "video" }] } },
      { site: "all", configType: "order_online", data: { reservation_fee: 5000, currency: "AED" } },
    ]);
    await db.insert(settings).values([
      { key: "stock_locator.stock_page_path", value: "stock" },
      { key: "price.currency_symbol", value: "د.إ" },
      { key: "price.currency_iso", value: "AED" },
      { key: "general.app_name", value: "لاند روفر" },
    ]);
    await db.insert(metaheads).values({ language: "css", content: "body{--global-metahead:1}" });
    app = await buildServer({ db });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it("shows the vehicle in Arabic, right to left, with its title", async () => {
    const res = await get(pathOf(current));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toMatch(/<html lang="ar" dir="rtl"/);
    const title = /<title>([^<]*)<\/title>/.exec(res.body)?.[1] ?? "";
    expect(title).toBe(
      "2025 جديدة لاند روفر رينج روفر سبورت · أبيض فوجي · دفع رباعي · Dynamic SE | لاند روفر",
    );
    const text = visible(res.body);
    // The brand, model and drivetrain in Arabic words (the stock data has them in English).
    expect(text).toContain("2025 جديدة لاند روفر رينج روفر سبورت");
    expect(text).toContain("سيارة بحالة المصنع.");
    // Specification attributes, in words.
    for (const words of [
      "هجين خفيف",
      "أوتوماتيكي",
      "294 كيلوواط",
      "SALSHWV0000000000",
      "ORD-77",
      "متوفرة",
    ])
      expect(text).toContain(words);
  });

  it("prices: the retailer price, a new vehicle's drive-away price for the visitor's state", async () => {
    const plain = visible((await get(pathOf(current))).body);
    expect(plain).toContain("سعر الوكيل د.إ 489,000");
    expect(plain).toContain("قسط التأجير 6,900د.إ / Month");
    expect(plain).toContain("الاشتراك from د.إ 8,200 / Month");
    const byState = visible((await get(`${pathOf(current)}?_state=DU`)).body);
    expect(byState).toContain("السعر شاملاً التسجيل في DU د.إ 495,000");
    expect(byState).not.toContain("489,000");
  });

  it("prices: a used vehicle shows its msrp, never a drive-away price", async () => {
    const plain = visible((await get(`${pathOf("SALSHWV0000000021")}?_state=DU`)).body);
    expect(plain).toContain("سعر الوكيل د.إ 210,000");
    expect(plain).toContain("42,000 كم");
  });

  it("prices: a hidden price with a financing option is 'price on request'; sold is not reservable", async () => {
    const res = await get(pathOf("SALSHWV0000000022"));
    expect(res.statusCode).toBe(200);
    const plain = visible(res.body);
    expect(plain).toContain("السعر عند الطلب");
    expect(plain).not.toMatch(/د\.إ 42[0-9],000/);
    expect(res.body).not.toContain("showroom-order-online/vehicle/");
    expect(res.body).not.toContain('data-showroom-island="calculator"');
  });

  it("shows the owner's display name by brand and its address", async () => {
    const lr = visible((await get(pathOf(current))).body);
    expect(lr).toContain("الوكيل لاند روفر الطاير شارع الشيخ زايد دبي 00000");
    const jag = visible((await get(pathOf("SALSHWV0000000023"))).body);
    expect(jag).toContain("الوكيل جاكوار الطاير");
    expect(jag).not.toContain("لاند روفر الطاير");
  });

  it("lists at most 6 similar vehicles of the model, never the current one", async () => {
    const res = await get(pathOf(current));
    const section = res.body.slice(res.body.indexOf('class="showroom-section showroom-similar"'));
    const cards = hrefs(section.slice(0, section.indexOf("</section>")), "/ar/showroom/");
    expect(cards).toHaveLength(6);
    const currentId = ids.get(current);
    const similarIds = cards.map((href) => parseShowroomPath(href.slice("/ar/".length))?.id);
    expect(similarIds).not.toContain(currentId);
    expect(new Set(similarIds).size).toBe(6);
    // Each links to /showroom/{slug}-{id} of a Range Rover Sport.
    for (const href of cards)
      expect(href).toMatch(
        /^\/ar\/showroom\/new-range-rover-sport-2025-mhev-awd-auto-أبيض-فوجي-\d+$/,
      );
  });

  it("links the reserve call to action and the listing page", async () => {
    const res = await get(pathOf(current));
    const id = ids.get(current);
    expect(hrefs(res.body, "/ar/showroom-order-online/")).toContain(
      `/ar/showroom-order-online/vehicle/${id}?list=default`,
    );
    expect(visible(res.body)).toContain("رسوم الحجز: د.إ 5,000");
    // The listing's custom 'reserve' button is that call to action, under its own label.
    expect(res.body).toMatch(/class="cta cta--primary showroom__reserve" href="[^"]+">احجز الآن</);
    expect(res.body.match(/>احجز الآن</g)).toHaveLength(1);
    expect(res.body).toContain('href="/ar/stock"');
    expect(visible(res.body)).toContain("العودة إلى قائمة السيارات");
  });

  it("shows the listing's buttons: popup (sanitised), url in a new window", async () => {
    const res = await get(pathOf(current));
    expect(res.body).toMatch(/popoverTarget="showroom-button-b1"[^>]*>استفسر الآن</);
    expect(res.body).toMatch(/id="showroom-button-b1" popover="auto" role="dialog"/);
    expect(res.body).toContain("<p>اتصل بنا على 800</p>");
    expect(res.body).not.toContain("alert(1)");
    expect(res.body).toMatch(
      /href="https:\/\/example.com\/test-drive" target="_blank" rel="noopener noreferrer">احجز تجربة قيادة</,
    );
  });

  it("shows the valid finance sections and the calculator island", async () => {
    const res = await get(pathOf(current));
    const plain = visible(res.body);
    expect(res.body).toContain('data-finance="cash"');
    expect(plain).toContain("ادفع نقداً واستلم خلال أيام");
    expect(res.body).toContain('data-finance="lease"');
    expect(res.body).toContain('data-finance="subscription"');
    // The additional config has no valid item: no section.
    expect(res.body).not.toContain('data-finance="additional"');
    // The options table once, with the labelled options.
    expect(res.body.match(/<table>/g)).toHaveLength(1);
    expect(plain).toContain("باقة ستة أشهر");
    expect(plain).toContain("باقة سنة");
    expect(plain).not.toContain("مكرر");
    // The calculator sits in the lease accordion, with the config's bounds, server-rendered.
    const lease = res.body.slice(res.body.indexOf('data-finance="lease"'));
    expect(lease.slice(0, lease.indexOf("</details>"))).toContain(
      'data-showroom-island="calculator"',
    );
    expect(res.body.match(/data-showroom-island="calculator"/g)).toHaveLength(1);
    expect(plain).toContain("القسط الشهري التقديري");
    expect(plain).toContain("36 شهراً");
    const props =
      /<script type="application\/json" id="showroom-calculator-props">([^<]*)<\/script>/.exec(
        res.body,
      )?.[1];
    expect(JSON.parse(props ?? "{}")).toMatchObject({
      price: 489000,
      config: {
        downPayment: { default: 30 },
        term: { min: 12, max: 60, default: 36 },
        rate: { default: 2.99 },
      },
    });
  });

  it("offers the trade-in details form, its options read from the trade-in endpoint", async () => {
    const res = await get(pathOf(current));
    expect(res.body).toContain('data-showroom-island="trade-in"');
    expect(visible(res.body)).toContain("استبدال سيارتك الحالية");
    const props =
      /<script type="application\/json" id="showroom-trade-in-props">([^<]*)<\/script>/.exec(
        res.body,
      )?.[1];
    expect(JSON.parse(props ?? "{}")).toEqual({ lang: "ar", endpoint: "/trade_in/form_options" });
  });

  it("carries the vehicle's schema.org Car with its offer", async () => {
    const res = await get(pathOf(current));
    const car = jsonLd(res.body).find((d) => d["@type"] === "Car");
    expect(car).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Car",
      vehicleIdentificationNumber: "SALSHWV0000000000",
      productionDate: "2025",
      brand: { "@type": "Brand", name: "Land Rover" },
      mileageFromOdometer: { value: 10, unitCode: "KMT" },
      itemCondition: "https://schema.org/NewCondition",
      offers: {
        "@type": "Offer",
        price: 489000,
        priceCurrency: "AED",
        availability: "https://schema.org/InStock",
        seller: { "@type": "AutoDealer", name: "لاند روفر الطاير" },
      },
    });
    expect(String((car?.offers as { url?: string } | undefined)?.url)).toMatch(
      /\/ar\/showroom\/new-range-rover-sport-.*-\d+$/,
    );
  });

  it("switches the page meta tags off: a title, no description, Open Graph, canonical or metaheads", async () => {
    const head = headOf((await get(pathOf(current))).body);
    expect(head).toContain("<title>");
    expect(head).not.toMatch(/og:|twitter:|name="description"|rel="canonical"|name="robots"/);
    expect(head).not.toContain("--global-metahead");
    // Other pages keep them (here the site's 404 page).
    const other = headOf((await get("/ar/no-such-page")).body);
    expect(other).toMatch(/og:title/);
    expect(other).toContain("--global-metahead");
  });

  it("answers a missing vehicle with a 404 page in Arabic and a way back to the listing", async () => {
    const res = await get("/ar/showroom/new-range-rover-sport-999999");
    expect(res.statusCode).toBe(404);
    expect(visible(res.body)).toContain("هذه السيارة غير متوفرة");
    expect(res.body).toMatch(/href="\/ar\/stock"[^>]*>تصفّح السيارات المتوفرة</);
    expect(headOf(res.body)).not.toMatch(/og:|--global-metahead/);
  });

  it.each([
    "/ar/showroom/range-rover",
    "/ar/showroom/range-rover-0",
    "/ar/showroom/range-rover-abc",
    "/ar/showroom/x-99999999999",
    "/ar/showroom/x-1/more",
    "/ar/showroom/x-1?list=Not_A_List",
  ])("a bad address %s is the showroom's 404, not a 500", async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(visible(res.body)).toContain("هذه السيارة غير متوفرة");
  });

  it("reads the vehicle from the lists the query names", async () => {
    const approved = "SALSHWV0000000024";
    expect((await get(pathOf(approved))).statusCode).toBe(404);
    const res = await get(pathOf(approved, "used"));
    expect(res.statusCode).toBe(200);
    expect(hrefs(res.body, "/ar/showroom-order-online/")).toContain(
      `/ar/showroom-order-online/vehicle/${ids.get(approved)}?list=used`,
    );
    expect((await get(pathOf(approved, "default,used"))).statusCode).toBe(200);
  });

  it("asks for a sign-in only when the site-wide login is on", async () => {
    expect((await get(pathOf(current))).statusCode).toBe(200);
    await database.db.insert(settings).values({ key: "general.require_user_login", value: "true" });
    try {
      let res = await get(pathOf(current));
      for (let i = 0; i < 50 && res.statusCode === 200; i++) {
        await new Promise((r) => setTimeout(r, 20));
        res = await get(pathOf(current));
      }
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toMatch(/sign|login|auth/i);
    } finally {
      await database.db.execute(sql`DELETE FROM settings WHERE key = 'general.require_user_login'`);
    }
    let res = await get(pathOf(current));
    for (let i = 0; i < 50 && res.statusCode !== 200; i++) {
      await new Promise((r) => setTimeout(r, 20));
      res = await get(pathOf(current));
    }
    expect(res.statusCode).toBe(200);
  });

  it("hides the owner when owner_visible is off", async () => {
    await database.db
      .insert(settings)
      .values({ key: "stock_locator.features", value: "postcode_search" })
      .onConflictDoUpdate({ target: settings.key, set: { value: "postcode_search" } });
    try {
      let plain = "";
      for (let i = 0; i < 50; i++) {
        plain = visible((await get(pathOf(current))).body);
        if (!plain.includes("الوكيل لاند روفر الطاير")) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(plain).not.toContain("الوكيل لاند روفر الطاير");
      const car = jsonLd((await get(pathOf(current))).body).find((d) => d["@type"] === "Car");
      expect(car?.offers).toBeDefined();
      expect((car?.offers as Record<string, unknown> | undefined)?.seller).toBeUndefined();
      // Postcode search on: the similar vehicles' links carry the visitor's state.
      const withState = await get(`${pathOf(current)}?_state=DU`);
      expect(
        hrefs(withState.body, "/ar/showroom/").filter((h) => h.endsWith("?_state=DU")).length,
      ).toBe(6);
    } finally {
      await database.db.execute(sql`DELETE FROM settings WHERE key = 'stock_locator.features'`);
    }
  });
});
