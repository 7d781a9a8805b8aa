import { describe, expect, it } from "vitest";
import type {
  AuditPage,
  CatalogueAdmin,
  CatalogueEngineDocument,
  CatalogueModelDocument,
  GroupedNameplates,
  ModelSpecList,
  OfferCarModels,
  VehicleList,
  VehicleSpecs,
} from "../../generated/types.ts";
import { offersTable } from "../../runtime/db/tables/index.ts";
import { injectAs } from "../helpers/api.ts";
import { signedInAs } from "../helpers/auth.ts";
import { engines } from "../helpers/database.ts";
import { useDemoServer } from "../helpers/demo-server.ts";

/**
 * The model catalogue (000 §7 Core CMS API): /vehicles with its filters, grouped nameplates,
 * specs by parameter and the offers' car models, read from what editors keep in the admin;
 * every write validated, audited, refused with the field named, and the compare specs and the
 * catalogue sharing one sheet per nameplate and model.
 */
describe.each(engines)("the model catalogue on %s", (engine) => {
  const site = useDemoServer(engine);
  const get = (url: string) => site.app.inject({ method: "GET", url });
  const json = async <T>(url: string): Promise<T> => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const editor = () => signedInAs(site.database.db, "editor");

  describe("GET /vehicles", () => {
    it("lists the demo's models of both brands with their engines and prices from, in Arabic by default", async () => {
      const res = await get("/vehicles");
      expect(res.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60");
      const list: VehicleList = res.json();
      expect(list.meta.total).toBe(list.data.length);
      const brands = new Set(list.data.map((v) => v.attributes.brand.name));
      expect(brands).toEqual(new Set(["لاند روفر", "جاكوار"]));
      const rr = list.data.find((v) => v.attributes.key === "l460_26my_se");
      expect(rr?.type).toBe("vehicle");
      expect(rr?.attributes).toMatchObject({
        name: "SE",
        nameplate: { code: "l460", name: "رينج روفر" },
        body_style: { code: "suv", name: "دفع رباعي" },
        model_year: 2026,
        currency: "AED",
        popular: true,
      });
      const prices = rr?.attributes.engines.map((e) => e.price_from) ?? [];
      expect(prices.length).toBe(2);
      expect(rr?.attributes.price_from).toBe(Math.min(...prices.map((p) => p ?? Infinity)));
      // Newest model year first within a nameplate.
      const years = list.data
        .filter((v) => v.attributes.nameplate.code === "l460")
        .map((v) => v.attributes.model_year);
      expect(years).toEqual([...years].sort((a, b) => b - a));
    });

    it("filters by brand, nameplate, model year and body style, together (AND), and in English", async () => {
      const jaguar = await json<VehicleList>("/vehicles?filter[brand]=jaguar&lang=en");
      expect(jaguar.data.length).toBeGreaterThan(0);
      expect(jaguar.data.every((v) => v.attributes.brand.name === "Jaguar")).toBe(true);
      const coupes = await json<VehicleList>(
        "/vehicles?filter[body_style]=coupe&filter[model_year]=2025",
      );
      expect(coupes.data.map((v) => v.attributes.key)).toEqual(["x152_25my_r"]);
      const l460 = await json<VehicleList>(
        "/vehicles?filter[nameplate]=l460&filter[model_year]=2026",
      );
      expect(l460.data.map((v) => v.attributes.key).sort()).toEqual([
        "l460_26my_autobiography_lwb",
        "l460_26my_se",
      ]);
      const none = await json<VehicleList>("/vehicles?filter[nameplate]=l460&filter[brand]=jaguar");
      expect(none).toEqual({ data: [], meta: { total: 0 } });
    });

    it("refuses a bad filter or an unknown parameter with a 400 naming it", async () => {
      for (const [query, pointer] of [
        ["filter[model_year]=1800", "/query/filter[model_year]"],
        ["filter[brand]=Land Rover", "/query/filter[brand]"],
        ["lang=fr", "/query/lang"],
        ["filter[colour]=red", "/query/filter[colour]"],
      ] as const) {
        const res = await get(`/vehicles?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(JSON.stringify(res.json()), query).toContain(pointer.replace("/query", ""));
      }
    });
  });

  it("GET /vehicles/grouped_nameplates groups nameplates by brand and body style", async () => {
    const grouped = await json<GroupedNameplates>("/vehicles/grouped_nameplates");
    expect(grouped.data.map((g) => g.id)).toEqual(["land-rover", "jaguar"]);
    const lr = grouped.data[0]?.attributes;
    const suv = lr?.body_styles.find((s) => s.code === "suv");
    expect(suv?.name).toBe("دفع رباعي");
    const rr = suv?.nameplates.find((n) => n.code === "l460");
    expect(rr?.model_years).toEqual([2026, 2025]);
    // The long-wheelbase Range Rover lists it under its own body style too.
    expect(
      lr?.body_styles.find((s) => s.code === "suv-lwb")?.nameplates.map((n) => n.code),
    ).toEqual(["l460"]);
    const en = await json<GroupedNameplates>("/vehicles/grouped_nameplates?lang=en");
    expect(en.data[1]?.attributes.brand.name).toBe("Jaguar");
  });

  describe("GET /vehicles/{id}/specs", () => {
    it("answers by parameter with a value per engine, by id or key, labels and units in the language", async () => {
      const byKey = await json<VehicleSpecs>("/vehicles/l460_26my_se/specs");
      const byId = await json<VehicleSpecs>(`/vehicles/${byKey.meta.vehicle}/specs`);
      expect(byId).toEqual(byKey);
      expect(byKey.meta.engines.map((e) => e.name)).toEqual(["P400 MHEV", "P550e PHEV"]);
      const row = (name: string) => byKey.data.find((d) => d.id === name)?.attributes;
      expect(row("power")).toMatchObject({ label: "القوة", unit: "حصان" });
      expect(row("power")?.values.map((v) => v.value)).toEqual([400, 550]);
      expect(row("power")?.values[0]?.text).toBe(`${new Intl.NumberFormat("ar").format(400)} حصان`);
      expect(row("powertrain")?.values.map((v) => v.text)).toEqual([
        "هجين خفيف",
        "هجين قابل للشحن",
      ]);
      // Kept once: the nameplate's sheet gives what the engines do not (seats).
      expect(row("seats")?.values.map((v) => v.value)).toEqual([5, 5]);
      // The known parameters come in the catalogue's order.
      const order = byKey.data.map((d) => d.id);
      expect(order.indexOf("power")).toBeLessThan(order.indexOf("top_speed"));
      const en = await json<VehicleSpecs>("/vehicles/l460_26my_se/specs?lang=en");
      expect(en.data.find((d) => d.id === "top_speed")?.attributes.values[0]?.text).toBe(
        "242 km/h",
      );
    });

    it("answers 404 for an unknown model and 400 for a malformed id", async () => {
      expect((await get("/vehicles/999999/specs")).statusCode).toBe(404);
      expect((await get("/vehicles/l999_26my_x/specs")).statusCode).toBe(404);
      expect((await get("/vehicles/Not%20a%20key/specs")).statusCode).toBe(400);
    });
  });

  it("GET /offer_car_models lists each key the offers name with its catalogue name and price", async () => {
    await site.database.db
      .insert(offersTable)
      .values([{ car_model_key: "l663" }, { car_model_key: "zz999" }]);
    const models = await json<OfferCarModels>("/offer_car_models");
    const defender = models.data.find((m) => m.id === "l663")?.attributes;
    expect(defender?.name).toBe("ديفندر");
    expect(defender?.brand?.code).toBe("land-rover");
    expect(defender?.offers).toBeGreaterThanOrEqual(1);
    expect(defender?.price_from).toBeGreaterThan(0);
    const unknown = models.data.find((m) => m.id === "zz999")?.attributes;
    expect(unknown).toMatchObject({ name: null, brand: null, offers: 1, price_from: null });
  });

  describe("the admin's writes", () => {
    it("adds a model with two engines: validated, audited, in /vehicles and its specs, the compare reading its sheet over its nameplate's", async () => {
      const user = await editor();
      const cat = (
        await injectAs(site.app, user, "GET", "/api/admin/catalogue")
      ).json() as CatalogueAdmin;
      const nameplate = cat.data.nameplates.find((n) => n.code === "l461");
      const suv = cat.data.body_styles.find((b) => b.code === "suv");
      if (!nameplate || !suv) throw new Error("the demo catalogue lacks l461 or suv");
      // The model's page is rendered (and kept) before the write, and shows the model after it.
      const page = async () => (await get("/ar/models/range-rover-sport")).body;
      expect(await page()).not.toContain("رينج روفر سبورت 2027");
      expect(await page()).not.toContain("رينج روفر سبورت 2027");
      const created = await injectAs(site.app, user, "POST", "/api/admin/catalogue/models", {
        nameplate_id: nameplate.id,
        model_year: 2027,
        body_style_id: suv.id,
        key: "l461_27my_sv",
        name_ar: " إس في ",
        name_en: "SV",
      });
      expect(created.statusCode, created.body).toBe(201);
      const model = (created.json() as CatalogueModelDocument).data;
      expect(model.name_ar).toBe("إس في");
      for (const [code, hp, price] of [
        ["p635", 635, 89900000],
        ["p550e", 550, 62500000],
      ] as const) {
        const res = await injectAs(site.app, user, "POST", "/api/admin/catalogue/engines", {
          model_id: model.id,
          code,
          name_ar: code.toUpperCase(),
          name_en: code.toUpperCase(),
          powertrain: code === "p550e" ? "phev" : "mhev",
          fuel: "petrol",
          power_hp: hp,
          capacity_cc: 4395,
          price_from: price,
          specs: { top_speed: 290 },
        });
        expect(res.statusCode, res.body).toBe(201);
        expect((res.json() as CatalogueEngineDocument).data.price_from).toBe(price);
      }
      expect(await page()).toContain('<option value="رينج روفر سبورت 2027"');
      const [vehicle] = (await json<VehicleList>("/vehicles?filter[model_year]=2027")).data;
      expect(vehicle?.attributes.engines.map((e) => e.code)).toEqual(["p635", "p550e"]);
      expect(vehicle?.attributes.price_from).toBe(62500000);
      // A sheet for the model: the compare call reads it over the nameplate's sheet.
      const sheet = await injectAs(site.app, user, "PUT", "/api/admin/model_specs/l461_27my_sv", {
        specs: { seats: 4 },
      });
      expect(sheet.statusCode, sheet.body).toBe(200);
      const compare = await json<ModelSpecList>("/api/compare/spec/l461_27my_sv");
      expect(compare.data[0]?.specs.seats).toBe(4);
      const nameplateSheet = await json<ModelSpecList>("/api/compare/spec/l461");
      expect(compare.data[0]?.specs.top_speed).toBe(nameplateSheet.data[0]?.specs.top_speed);
      // Audited, with who did it.
      const audit = (
        await injectAs(
          site.app,
          await signedInAs(site.database.db, "admin"),
          "GET",
          "/api/admin/audit?entity=catalogue_engine",
        )
      ).json() as AuditPage;
      expect(audit.data.some((e) => e.action === "create" && e.entity === "catalogue_engine")).toBe(
        true,
      );
      // Renaming the key moves its sheet; deleting the model takes its engines and sheet.
      const renamed = await injectAs(
        site.app,
        user,
        "PUT",
        `/api/admin/catalogue/models/${model.id}`,
        {
          nameplate_id: nameplate.id,
          model_year: 2027,
          body_style_id: suv.id,
          key: "l461_27my_svr",
          name_ar: "إس في آر",
          name_en: "SVR",
        },
      );
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect((await get("/api/compare/spec/l461_27my_svr")).json().data[0].specs.seats).toBe(4);
      expect((await get("/api/compare/spec/l461_27my_sv")).statusCode).toBe(404);
      expect(
        (await injectAs(site.app, user, "DELETE", `/api/admin/catalogue/models/${model.id}`))
          .statusCode,
      ).toBe(204);
      expect((await json<VehicleList>("/vehicles?filter[model_year]=2027")).data).toEqual([]);
      expect((await get("/api/compare/spec/l461_27my_svr")).statusCode).toBe(404);
    });

    it("refuses bad input with the field named and stores nothing", async () => {
      const user = await editor();
      const cat = (
        await injectAs(site.app, user, "GET", "/api/admin/catalogue")
      ).json() as CatalogueAdmin;
      const before = cat.data.engines.length;
      const model = cat.data.models[0];
      const nameplate = cat.data.nameplates.find((n) => n.id === model?.nameplate_id);
      if (!model || !nameplate) throw new Error("the demo catalogue has no model");
      const engineBody = {
        model_id: model.id,
        code: "zz1",
        name_ar: "زد",
        name_en: "Z",
        powertrain: "bev",
        fuel: "petrol",
      };
      const cases: [string, string, unknown, number, string][] = [
        ["POST", "/api/admin/catalogue/engines", { ...engineBody }, 422, "/fuel"],
        [
          "POST",
          "/api/admin/catalogue/engines",
          { ...engineBody, fuel: "electric", capacity_cc: 1998 },
          422,
          "/capacity_cc",
        ],
        [
          "POST",
          "/api/admin/catalogue/engines",
          { ...engineBody, fuel: "electric", name_ar: "" },
          422,
          "/name_ar",
        ],
        [
          "POST",
          "/api/admin/catalogue/engines",
          { ...engineBody, fuel: "electric", model_id: 999999 },
          422,
          "/model_id",
        ],
        [
          "POST",
          "/api/admin/catalogue/engines",
          { ...engineBody, fuel: "electric", price_from: 12.5 },
          422,
          "/price_from",
        ],
        [
          "POST",
          "/api/admin/catalogue/engines",
          {
            ...engineBody,
            fuel: "electric",
            code: cat.data.engines.find((e) => e.model_id === model.id)?.code,
          },
          409,
          "/code",
        ],
        [
          "POST",
          "/api/admin/catalogue/models",
          {
            nameplate_id: nameplate.id,
            model_year: 2026,
            body_style_id: model.body_style_id,
            key: "x999_26my_a",
            name_ar: "أ",
            name_en: "A",
          },
          422,
          "/key",
        ],
        [
          "POST",
          "/api/admin/catalogue/models",
          {
            nameplate_id: nameplate.id,
            model_year: 2026,
            body_style_id: model.body_style_id,
            key: model.key,
            name_ar: "أ",
            name_en: "A",
          },
          409,
          "/key",
        ],
        [
          "POST",
          "/api/admin/catalogue/nameplates",
          { brand_id: 999999, code: "zz9", name_ar: "أ", name_en: "A" },
          422,
          "/brand_id",
        ],
        [
          "POST",
          "/api/admin/catalogue/nameplates",
          {
            brand_id: nameplate.brand_id,
            code: "zz9",
            name_ar: "أ",
            name_en: "A",
            image_id: 99999999,
          },
          422,
          "/image_id",
        ],
        [
          "POST",
          "/api/admin/catalogue/brands",
          { code: "Bad Code", name_ar: "أ", name_en: "A" },
          422,
          "/code",
        ],
      ];
      for (const [method, url, body, status, pointer] of cases) {
        const res = await injectAs(site.app, user, method, url, body);
        expect(res.statusCode, `${url} ${JSON.stringify(body)}: ${res.body}`).toBe(status);
        expect(JSON.stringify(res.json().details ?? []), res.body).toContain(`"${pointer}`);
      }
      const after = (
        await injectAs(site.app, user, "GET", "/api/admin/catalogue")
      ).json() as CatalogueAdmin;
      expect(after.data.engines.length).toBe(before);
      expect(after.data.nameplates.some((n) => n.code === "zz9")).toBe(false);
    });

    it("refuses deleting what is in use (409 in_use), and writes to visitors and viewers", async () => {
      const user = await editor();
      const cat = (
        await injectAs(site.app, user, "GET", "/api/admin/catalogue")
      ).json() as CatalogueAdmin;
      const suv = cat.data.body_styles.find((b) => b.code === "suv");
      const res = await injectAs(
        site.app,
        user,
        "DELETE",
        `/api/admin/catalogue/body_styles/${suv?.id}`,
      );
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("in_use");
      // A nameplate's picture stays in the media library while the catalogue shows it.
      const pictured = cat.data.nameplates.find((n) => n.image_id !== null);
      const media = await injectAs(
        site.app,
        await signedInAs(site.database.db, "admin"),
        "DELETE",
        `/api/cms/media/${pictured?.image_id}`,
      );
      expect(media.statusCode, media.body).toBe(409);
      expect(media.json().message).toContain(pictured?.code);
      const brand = cat.data.brands[0];
      expect(
        (await injectAs(site.app, user, "DELETE", `/api/admin/catalogue/brands/${brand?.id}`))
          .statusCode,
      ).toBe(409);
      expect(
        (await injectAs(site.app, user, "DELETE", "/api/admin/catalogue/brands/999999")).statusCode,
      ).toBe(404);
      const body = { code: "new-brand", name_ar: "جديدة", name_en: "New" };
      expect(
        (
          await site.app.inject({
            method: "POST",
            url: "/api/admin/catalogue/brands",
            payload: body,
          })
        ).statusCode,
      ).toBe(401);
      const viewer = await signedInAs(site.database.db, "viewer");
      expect(
        (await injectAs(site.app, viewer, "POST", "/api/admin/catalogue/brands", body)).statusCode,
      ).toBe(403);
      expect((await injectAs(site.app, viewer, "GET", "/api/admin/catalogue")).statusCode).toBe(
        200,
      );
      expect(
        (await site.app.inject({ method: "GET", url: "/api/admin/catalogue" })).statusCode,
      ).toBe(401);
    });
  });
});
