import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  StockConfigAdminList,
  StockConfigAdminResource,
  StockConfigBody,
} from "../../generated/types.ts";
import { vehicleSlug } from "../../runtime/core/stock/slug.ts";
import { rowsOf } from "../../runtime/db/migrate.ts";
import { importStockVehicles, type SourceRow } from "../../runtime/features/stock/stock-import.ts";
import { buildServer } from "../../runtime/server.ts";
import { auditEntries, injectAs } from "../helpers/api.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines, freshDatabase } from "../helpers/database.ts";
import { stockAttributes } from "../helpers/stock-vehicle.ts";

/**
 * The admin's showroom and order-online configs: list, read, create, replace and delete; each
 * refusal (by role, a field its type's schema refuses, a taken site/type/state, an unknown id);
 * the audit log; and the public config read and a showroom page showing an edit at once.
 */

const orderOnline = (data: Record<string, unknown> = {}): StockConfigBody => ({
  config_type: "order_online",
  data: { reservation_fee: 5000, currency: "AED", vendor: "STRIPE", ...data },
});

const cash = (
  text: string,
  vehicleState: StockConfigBody["vehicle_state"] = "",
): StockConfigBody => ({
  site: "all",
  config_type: "cash",
  vehicle_state: vehicleState,
  data: { title: "الدفع نقداً", accordion_content: [{ type: "html", html: `<p>${text}</p>` }] },
});

/** Visible text: tags and Unicode isolates removed, spaces folded. */
const visible = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/[\u2066-\u2069]/g, "")
    .replace(/\s+/g, " ");

describe.each(engines)("the admin's stock configs on %s", (engine) => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let admin: TestSession;
  let editor: TestSession;
  let viewer: TestSession;
  let showroomPath = "";

  beforeAll(async () => {
    database = await freshDatabase(engine);
    app = await buildServer({ db: database.db, outbox: false });
    admin = await signedInAs(database.db, "admin");
    editor = await signedInAs(database.db, "editor");
    viewer = await signedInAs(database.db, "viewer");
    const vehicle = stockAttributes({ vin: "SALCFGADM00000001", msrp_price: 489000 });
    async function* rows(): AsyncGenerator<SourceRow> {
      yield { row: 1, value: vehicle, problems: [] };
    }
    await importStockVehicles(database.db, rows(), { listing: "default" });
    const [row] = rowsOf<{ id: number }>(
      await database.db.execute(sql`SELECT id FROM stock_vehicles WHERE vin = ${vehicle.vin}`),
    );
    const slug = encodeURIComponent(vehicleSlug(vehicle, "Land Rover"));
    showroomPath = `/ar/showroom/${slug}-${row?.id}?list=default`;
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  const as = (who: TestSession, method: string, url: string, payload?: unknown) =>
    injectAs(app, who, method, url, payload);
  const list = async () => {
    const res = await as(viewer, "GET", "/api/admin/stock_configs");
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as StockConfigAdminList;
  };
  const configCount = async () =>
    Number(
      rowsOf<{ n: string | number }>(
        await database.db.execute(sql`SELECT count(*) AS n FROM stock_configs`),
      )[0]?.n,
    );
  const create = async (body: StockConfigBody) => {
    const res = await as(admin, "POST", "/api/admin/stock_configs", body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as StockConfigAdminResource;
  };

  it("creates an order-online config with its defaults filled, audited, and lists it", async () => {
    const created = await create(orderOnline({ inquiry_recipients: ["sales@example.test"] }));
    expect(created).toMatchObject({
      type: "stock_config",
      attributes: {
        site: "all",
        config_type: "order_online",
        vehicle_state: "",
        data: {
          reservation_fee: 5000,
          currency: "AED",
          soft_lock_minutes: 15,
          payment_options: [],
          inquiry_recipients: ["sales@example.test"],
          prices: { include_tax: false },
        },
      },
    });
    expect(Date.parse(created.attributes.updated_at)).not.toBeNaN();
    const listed = await list();
    expect(listed.meta.total).toBe(1);
    expect(listed.data).toEqual([
      {
        id: created.id,
        type: "stock_config",
        attributes: {
          site: "all",
          config_type: "order_online",
          vehicle_state: "",
          updated_at: created.attributes.updated_at,
        },
      },
    ]);
    // The forms the admin edits with: one per type, the configurator's variants included.
    expect(Object.keys(listed.meta.forms).sort()).toHaveLength(12);
    expect(listed.meta.forms.config_order_online).toEqual(listed.meta.forms.order_online);
    expect(listed.meta.forms.order_online).toMatchObject({
      properties: { soft_lock_minutes: { type: "integer", minimum: 1, maximum: 120, default: 15 } },
    });
    const read = await as(viewer, "GET", `/api/admin/stock_configs/${created.id}`);
    expect(read.json().data).toEqual(created);
    expect(await auditEntries(database.db, "stock_config", created.id)).toMatchObject([
      { action: "create", actor_user_id: admin.userId, after: { config_type: "order_online" } },
    ]);
  });

  it("refuses visitors, editors and viewers' writes on every route", async () => {
    const [first] = (await list()).data;
    const id = first?.id ?? "1";
    const before = await configCount();
    expect((await app.inject({ method: "GET", url: "/api/admin/stock_configs" })).statusCode).toBe(
      401,
    );
    const anonymousWrite = await app.inject({
      method: "POST",
      url: "/api/admin/stock_configs",
      payload: cash("x"),
    });
    expect(anonymousWrite.statusCode).toBe(401);
    expect((await as(editor, "GET", "/api/admin/stock_configs")).statusCode).toBe(403);
    expect((await as(editor, "GET", `/api/admin/stock_configs/${id}`)).statusCode).toBe(403);
    for (const who of [editor, viewer]) {
      expect((await as(who, "POST", "/api/admin/stock_configs", cash("x"))).statusCode).toBe(403);
      expect((await as(who, "PUT", `/api/admin/stock_configs/${id}`, cash("x"))).statusCode).toBe(
        403,
      );
      expect((await as(who, "DELETE", `/api/admin/stock_configs/${id}`)).statusCode).toBe(403);
    }
    expect(await configCount()).toBe(before);
  });

  it("refuses data its type's schema refuses with a 422 naming the field, and writes nothing", async () => {
    const before = await configCount();
    const cases: [StockConfigBody, string][] = [
      [orderOnline({ soft_lock_minutes: 0 }), "/data/soft_lock_minutes"],
      [orderOnline({ soft_lock_minutes: 121 }), "/data/soft_lock_minutes"],
      [orderOnline({ soft_lock_minutes: 7.5 }), "/data/soft_lock_minutes"],
      [orderOnline({ reservation_fee: -1 }), "/data/reservation_fee"],
      [orderOnline({ currency: "aed" }), "/data/currency"],
      [orderOnline({ inquiry_recipients: ["not an address"] }), "/data/inquiry_recipients/0"],
      [orderOnline({ prices: { include_tax: "yes" } }), "/data/prices/include_tax"],
      [orderOnline({ unknown_key: 1 }), "/data/unknown_key"],
      [
        { config_type: "order_online", data: { currency: "AED", vendor: "X" } },
        "/data/reservation_fee",
      ],
      [
        { config_type: "order_online_steps_page", data: { steps: [{ id: "details", label: "" }] } },
        "/data/steps/0/label",
      ],
      [
        {
          config_type: "config_order_online_checkout_page",
          data: { checkout_payment: { vendor: { stripe_connected_accounts: ["acc_1"] } } },
        },
        "/data/checkout_payment/vendor/stripe_connected_accounts/0",
      ],
      [
        { config_type: "lease", data: { accordion_content: [{ type: "slideshow" }] } },
        "/data/accordion_content/0/type",
      ],
      [{ ...cash("x"), vehicle_state: "old" as "new" }, "/vehicle_state"],
      [{ config_type: "prices" as "cash", data: {} }, "/config_type"],
    ];
    for (const [body, pointer] of cases) {
      const res = await as(admin, "POST", "/api/admin/stock_configs", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      const details = (res.json() as { details: { pointer: string; message: string }[] }).details;
      expect(
        details.map((d) => d.pointer),
        `${JSON.stringify(body)}: ${res.body}`,
      ).toContain(pointer);
    }
    expect(await configCount()).toBe(before);
  });

  it("refuses a second entry of one site, type and state, and unknown ids", async () => {
    const again = await as(admin, "POST", "/api/admin/stock_configs", orderOnline());
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "stock_config_taken",
      details: [{ pointer: "/config_type", rule: "unique" }],
    });
    // Another state, or another site, is another entry.
    const forNew = await create({
      ...orderOnline({ reservation_fee: 2500 }),
      vehicle_state: "new",
    });
    expect(forNew.attributes.vehicle_state).toBe("new");
    const forSite = await create({ ...orderOnline(), site: "shop.example/ar" });
    // Moving one onto another's site, type and state is refused too, and changes nothing.
    const moved = await as(admin, "PUT", `/api/admin/stock_configs/${forSite.id}`, orderOnline());
    expect(moved.statusCode).toBe(409);
    expect((await as(viewer, "GET", `/api/admin/stock_configs/${forSite.id}`)).json().data).toEqual(
      forSite,
    );
    const ghost = 2_000_000;
    expect((await as(viewer, "GET", `/api/admin/stock_configs/${ghost}`)).statusCode).toBe(404);
    expect(
      (await as(admin, "PUT", `/api/admin/stock_configs/${ghost}`, cash("x"))).statusCode,
    ).toBe(404);
    expect((await as(admin, "DELETE", `/api/admin/stock_configs/${ghost}`)).statusCode).toBe(404);
    expect((await as(admin, "DELETE", "/api/admin/stock_configs/abc")).statusCode).toBe(400);
  });

  it("edits soft_lock_minutes, audited with before and after, and the public read answers it", async () => {
    const entry = (await list()).data.find(
      (c) =>
        c.attributes.config_type === "order_online" &&
        c.attributes.site === "all" &&
        c.attributes.vehicle_state === "",
    );
    if (!entry) throw new Error("no order_online entry");
    const res = await as(
      admin,
      "PUT",
      `/api/admin/stock_configs/${entry.id}`,
      orderOnline({ soft_lock_minutes: 30 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const edited = res.json().data as StockConfigAdminResource;
    expect(edited.attributes.data).toMatchObject({ soft_lock_minutes: 30 });
    expect(edited.attributes.updated_at >= entry.attributes.updated_at).toBe(true);
    const audit = await auditEntries(database.db, "stock_config", entry.id);
    expect(audit.find((a) => a.action === "update")).toMatchObject({
      before: { data: { soft_lock_minutes: 15 } },
      after: { data: { soft_lock_minutes: 30 } },
    });
    const pub = await app.inject({
      method: "GET",
      url: "/public_api/configs/all/all?config_type=order_online",
    });
    const entries = pub.json().data as {
      attributes: { vehicle_state: string; data: { soft_lock_minutes?: number } };
    }[];
    expect(
      entries.find((e) => e.attributes.vehicle_state === "")?.attributes.data.soft_lock_minutes,
    ).toBe(30);
  });

  it("shows a created, an edited and a deleted showroom config on the showroom page at once", async () => {
    const visit = async () => {
      const res = await app.inject({
        method: "GET",
        url: showroomPath,
        headers: { accept: "text/html" },
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      return visible(res.body);
    };
    expect(await visit()).not.toContain("ادفع نقداً اليوم");
    const created = await create(cash("ادفع نقداً اليوم"));
    expect(await visit()).toContain("ادفع نقداً اليوم");
    const edited = await as(
      admin,
      "PUT",
      `/api/admin/stock_configs/${created.id}`,
      cash("ادفع نقداً واستلم غداً"),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = await visit();
    expect(afterEdit).toContain("ادفع نقداً واستلم غداً");
    expect(afterEdit).not.toContain("ادفع نقداً اليوم");
    // A config for the vehicle's own state is used over the one for every state.
    const forNew = await create(cash("عرض نقدي للسيارات الجديدة", "new"));
    expect(await visit()).toContain("عرض نقدي للسيارات الجديدة");
    const removed = await as(admin, "DELETE", `/api/admin/stock_configs/${forNew.id}`);
    expect(removed.statusCode).toBe(204);
    const afterDelete = await visit();
    expect(afterDelete).not.toContain("عرض نقدي للسيارات الجديدة");
    expect(afterDelete).toContain("ادفع نقداً واستلم غداً");
    expect(await auditEntries(database.db, "stock_config", forNew.id)).toMatchObject([
      { action: "create" },
      { action: "delete", before: { config_type: "cash", vehicle_state: "new" } },
    ]);
  });
});
