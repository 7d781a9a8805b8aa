import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DealerAttributes, DealerResource } from "../../generated/types.ts";
import { rowsOf } from "../../runtime/db/migrate.ts";
import { buildServer } from "../../runtime/server.ts";
import { auditEntries, injectAs } from "../helpers/api.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines, freshDatabase } from "../helpers/database.ts";
import { pageHeading } from "../helpers/publishable.ts";

/**
 * The admin's Dealers tab (002 §3.15): list and search, create, edit and delete, each refusal,
 * the audit log, and a published page with a Retailer Locator showing the change at once.
 */

const dealer = (overrides: Partial<DealerAttributes> = {}) => ({
  data: {
    type: "dealer",
    attributes: {
      dealer_code: "AE-DXB-01",
      name: "وكالة دبي للسيارات",
      brands: ["Land Rover"],
      state: "DXB",
      postcode: "",
      locality: "Al Quoz",
      address: "شارع الشيخ زايد",
      city: "دبي",
      country: "AE",
      phone: "+971 4 000 0000",
      whatsapp: "+971 50 000 0000",
      email: "dubai@example.test",
      services: ["sales", "service"],
      opening_hours: "السبت–الخميس 9:00–21:00\nالجمعة 14:00–21:00",
      latitude: 25.2,
      longitude: 55.27,
      ...overrides,
    },
  },
});

describe.each(engines)("the Dealers admin tab on %s", (engine) => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let admin: TestSession;
  let editor: TestSession;
  let viewer: TestSession;

  beforeAll(async () => {
    database = await freshDatabase(engine);
    app = await buildServer({ db: database.db, outbox: false });
    admin = await signedInAs(database.db, "admin");
    editor = await signedInAs(database.db, "editor");
    viewer = await signedInAs(database.db, "viewer");
    // An imported dealer: a legacy phone spelling and attributes the tab does not edit.
    await database.db.execute(sql`
      INSERT INTO stock_dealers (dealer_code, name, brands, state, postcode, locality, attributes)
      VALUES ('T-SYD', 'Sydney Motors', '{"Land Rover","Jaguar"}', 'NSW', '2000', 'Sydney',
        ${JSON.stringify({ mainPhone: "+61 2 5550 1111", contact_details: "Ask for Sam" })}::jsonb),
        ('T-MEL', 'Melbourne Prestige', '{Jaguar}', 'VIC', '3000', 'Melbourne', '{}'::jsonb)`);
    await database.db.execute(sql`
      INSERT INTO stock_vehicles (vin, brand, model, state, status, dealer_id, attributes)
      SELECT v.vin, 'Land Rover', 'Defender', 'new', 'stock', d.id,
        jsonb_build_object('vin', v.vin, 'state', 'new', 'status', 'stock')
      FROM stock_dealers d, (VALUES ('SALTESTVXN000001'), ('SALTESTVXN000002')) AS v (vin)
      WHERE d.dealer_code = 'T-SYD'`);
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const as = (who: TestSession, method: string, url: string, payload?: unknown) =>
    injectAs(app, who, method, url, payload);
  const list = async (query = "") => {
    const res = await as(viewer, "GET", `/api/admin/dealers${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: DealerResource[]; meta: { total: number } };
  };
  const idOf = async (code: string) => {
    const found = (await list(`?q=${encodeURIComponent(code)}`)).data.find(
      (d) => d.attributes.dealer_code === code,
    );
    if (!found) throw new Error(`no dealer ${code}`);
    return found.id;
  };
  const storedAttributes = async (code: string) =>
    rowsOf<{ attributes: Record<string, unknown> }>(
      await database.db.execute(
        sql`SELECT attributes FROM stock_dealers WHERE dealer_code = ${code}`,
      ),
    )[0]?.attributes;
  const dealerCount = async () =>
    Number(
      rowsOf<{ n: string | number }>(
        await database.db.execute(sql`SELECT count(*) AS n FROM stock_dealers`),
      )[0]?.n,
    );

  it("lists the dealers by name with their vehicles, and searches by name or code", async () => {
    const all = await list();
    expect(all.meta.total).toBe(2);
    expect(all.data.map((d) => d.attributes.dealer_code)).toEqual(["T-MEL", "T-SYD"]);
    const sydney = all.data.find((d) => d.attributes.dealer_code === "T-SYD");
    // Read as the retailer blocks read it: the legacy spelling stands in for phone.
    expect(sydney).toMatchObject({
      type: "dealer",
      attributes: {
        name: "Sydney Motors",
        state: "NSW",
        postcode: "2000",
        phone: "+61 2 5550 1111",
      },
      meta: { vehicles: 2 },
    });
    expect((await list("?q=sydney")).data.map((d) => d.attributes.dealer_code)).toEqual(["T-SYD"]);
    expect((await list("?q=t-mel")).data.map((d) => d.attributes.dealer_code)).toEqual(["T-MEL"]);
    expect(await list("?q=nowhere")).toEqual({ data: [], meta: { total: 0 } });
  });

  it("refuses visitors, editors and viewers' writes, on every route", async () => {
    const id = await idOf("T-MEL");
    const anonymous = await app.inject({ method: "GET", url: "/api/admin/dealers" });
    expect(anonymous.statusCode).toBe(401);
    const anonymousWrite = await app.inject({
      method: "POST",
      url: "/api/admin/dealers",
      payload: dealer(),
    });
    expect(anonymousWrite.statusCode).toBe(401);
    expect((await as(editor, "GET", "/api/admin/dealers")).statusCode).toBe(403);
    expect((await as(editor, "GET", `/api/admin/dealers/${id}`)).statusCode).toBe(403);
    for (const who of [editor, viewer]) {
      expect((await as(who, "POST", "/api/admin/dealers", dealer())).statusCode).toBe(403);
      expect((await as(who, "PUT", `/api/admin/dealers/${id}`, dealer())).statusCode).toBe(403);
      expect((await as(who, "DELETE", `/api/admin/dealers/${id}`)).statusCode).toBe(403);
    }
    expect(await dealerCount()).toBe(2);
  });

  it("refuses a bad field with a 422 naming it, and writes nothing", async () => {
    const cases: [Partial<DealerAttributes>, string, RegExp][] = [
      [{ dealer_code: "bad code" }, "/data/attributes/dealer_code", /رمز الوكيل/],
      [{ name: "" }, "/data/attributes/name", /الاسم/],
      [{ email: "not-an-address" }, "/data/attributes/email", /البريد الإلكتروني/],
      [{ postcode: "12a" }, "/data/attributes/postcode", /الرمز البريدي/],
      [{ country: "uae" }, "/data/attributes/country", /الدولة/],
      [{ latitude: 95 }, "/data/attributes/latitude", /خط العرض/],
      [{ phone: "call me" }, "/data/attributes/phone", /الهاتف/],
    ];
    for (const [change, pointer, label] of cases) {
      const res = await as(admin, "POST", "/api/admin/dealers", dealer(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      const body = res.json() as { details: { pointer: string; message: string }[] };
      const detail = body.details.find((d) => d.pointer === pointer);
      expect(detail, `${JSON.stringify(change)}: ${res.body}`).toBeDefined();
      expect(detail?.message).toMatch(label);
    }
    // One coordinate without the other: the rule the schema cannot say, from the service.
    const half = await as(admin, "POST", "/api/admin/dealers", dealer({ longitude: null }));
    expect(half.statusCode).toBe(422);
    expect(half.json().details[0]).toMatchObject({
      pointer: "/data/attributes/longitude",
      message: expect.stringMatching(/خط الطول/),
    });
    const unknown = await as(admin, "POST", "/api/admin/dealers", {
      data: { type: "dealer", attributes: { ...dealer().data.attributes, website: "x" } },
    });
    expect(unknown.statusCode).toBe(422);
    expect(await dealerCount()).toBe(2);
  });

  it("creates a dealer, audited, and refuses its code twice with a 409", async () => {
    const res = await as(admin, "POST", "/api/admin/dealers", dealer());
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data as DealerResource;
    expect(created).toMatchObject({
      type: "dealer",
      attributes: dealer().data.attributes,
      meta: { vehicles: 0 },
    });
    const fetched = await as(viewer, "GET", `/api/admin/dealers/${created.id}`);
    expect(fetched.json().data).toEqual(created);
    expect(await auditEntries(database.db, "dealer", created.id)).toMatchObject([
      { action: "create", actor_user_id: admin.userId },
    ]);
    const again = await as(admin, "POST", "/api/admin/dealers", dealer({ name: "أخرى" }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "dealer_code_taken",
      details: [{ pointer: "/data/attributes/dealer_code", rule: "unique" }],
    });
    expect(again.json().message).toContain("AE-DXB-01");
  });

  it("edits a dealer, keeping the attributes the tab does not edit", async () => {
    const id = await idOf("T-SYD");
    const res = await as(
      admin,
      "PUT",
      `/api/admin/dealers/${id}`,
      dealer({
        dealer_code: "T-SYD",
        name: "Sydney Motors Group",
        phone: "+61 2 5550 2222",
        services: ["parts"],
        latitude: null,
        longitude: null,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      attributes: { name: "Sydney Motors Group", phone: "+61 2 5550 2222", services: ["parts"] },
      meta: { vehicles: 2 },
    });
    const stored = await storedAttributes("T-SYD");
    expect(stored).toMatchObject({ contact_details: "Ask for Sam", phone: "+61 2 5550 2222" });
    expect(stored).not.toHaveProperty("mainPhone");
    expect(stored).not.toHaveProperty("latitude");
    const [entry] = await auditEntries(database.db, "dealer", id);
    expect(entry).toMatchObject({ action: "update", before: { name: "Sydney Motors" } });
  });

  it("refuses another dealer's code, a new code while vehicles use the dealer, and unknown ids", async () => {
    const melbourne = await idOf("T-MEL");
    const taken = await as(
      admin,
      "PUT",
      `/api/admin/dealers/${melbourne}`,
      dealer({ dealer_code: "T-SYD" }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("dealer_code_taken");
    const sydney = await idOf("T-SYD");
    const renamed = await as(
      admin,
      "PUT",
      `/api/admin/dealers/${sydney}`,
      dealer({ dealer_code: "T-SYD-2" }),
    );
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json()).toMatchObject({ code: "dealer_in_use", vehicles: 2 });
    const ghost = 2_000_000;
    expect((await as(viewer, "GET", `/api/admin/dealers/${ghost}`)).statusCode).toBe(404);
    expect((await as(admin, "PUT", `/api/admin/dealers/${ghost}`, dealer())).statusCode).toBe(404);
    expect((await as(admin, "DELETE", `/api/admin/dealers/${ghost}`)).statusCode).toBe(404);
    const badId = await as(admin, "DELETE", "/api/admin/dealers/abc");
    expect(badId.statusCode).toBe(400);
  });

  it("refuses to delete a dealer vehicles use, saying how many, and deletes one they do not", async () => {
    const sydney = await idOf("T-SYD");
    const refused = await as(admin, "DELETE", `/api/admin/dealers/${sydney}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "dealer_in_use", vehicles: 2 });
    expect(refused.json().message).toContain("2 سيارة");
    const melbourne = await idOf("T-MEL");
    const deleted = await as(admin, "DELETE", `/api/admin/dealers/${melbourne}`);
    expect(deleted.statusCode).toBe(204);
    expect((await list()).data.map((d) => d.attributes.dealer_code)).not.toContain("T-MEL");
    expect(await auditEntries(database.db, "dealer", melbourne)).toMatchObject([
      { action: "delete", before: { dealer_code: "T-MEL" } },
    ]);
  });

  it("shows a created and an edited dealer on a published page with a Retailer Locator", async () => {
    const created = await as(editor, "POST", "/api/cms/pages", {
      path: "dealers",
      title: "الوكلاء",
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json().data as { id: number; revision: number };
    const saved = await as(editor, "PUT", `/api/cms/pages/${page.id}/draft`, {
      revision: page.revision,
      snapshot: {
        title: "الوكلاء",
        blocks: [
          pageHeading("الوكلاء"),
          { template: "lrdx-retailer-locator", fields: {}, groups: [] },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const published = await as(editor, "POST", `/api/cms/pages/${page.id}/publish`, {
      revision: saved.json().data.revision,
    });
    expect(published.statusCode, published.body).toBe(200);
    const visit = () =>
      app.inject({ method: "GET", url: "/ar/dealers", headers: { accept: "text/html" } });

    const before = await visit();
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain("معرض العين الجديد");
    // Read again: the visitor's copy is now the cached one.
    expect((await visit()).body).toBe(before.body);

    const added = await as(
      admin,
      "POST",
      "/api/admin/dealers",
      dealer({ dealer_code: "AE-AAN-01", name: "معرض العين الجديد", city: "العين" }),
    );
    expect(added.statusCode, added.body).toBe(201);
    const afterCreate = await visit();
    expect(afterCreate.body).toContain("معرض العين الجديد");

    const id = (added.json().data as DealerResource).id;
    const edited = await as(
      admin,
      "PUT",
      `/api/admin/dealers/${id}`,
      dealer({ dealer_code: "AE-AAN-01", name: "معرض العين المجدد", city: "العين" }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = await visit();
    expect(afterEdit.body).toContain("معرض العين المجدد");
    expect(afterEdit.body).not.toContain("معرض العين الجديد");
  });
});
