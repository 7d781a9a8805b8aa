import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AffectedVinList, VinCheckResult } from "../../generated/types.ts";
import { withCheckDigit } from "../../runtime/core/vin.ts";
import { affectedVins, stockVehicles } from "../../runtime/db/tables/index.ts";
import { importDemoStock } from "../../runtime/demo/demo-stock.ts";
import { demoAffectedVins } from "../../runtime/demo/demo-vins.ts";
import { seedAffectedVins } from "../../runtime/features/owner-tools/index.ts";
import { VIN_CHECKS_PER_MINUTE } from "../../runtime/features/owner-tools/routes.ts";
import { buildServer } from "../../runtime/server.ts";
import { auditEntries, injectAs } from "../helpers/api.ts";
import { signedInAs } from "../helpers/auth.ts";
import { engines, freshDatabase } from "../helpers/database.ts";

/**
 * The owner tools' VIN service: the public check (POST /api/vin/check) recognises a VIN by its
 * check digit first, then in the stock or the list of affected vehicles, per purpose, answering
 * nothing else, limited per address; the admin's list of affected vehicles, role-guarded,
 * audited, one row per VIN whatever the concurrency.
 */
describe.each(engines)("the VIN service on %s", (engine) => {
  // The demo's list of affected vehicles and a few demo stock vehicles (the whole demo site is
  // more than this needs).
  const site = {} as { app: FastifyInstance; database: Awaited<ReturnType<typeof freshDatabase>> };
  beforeAll(async () => {
    site.database = await freshDatabase(engine);
    await importDemoStock(site.database.db, { count: 3 });
    await seedAffectedVins(site.database.db, demoAffectedVins());
    site.app = await buildServer({ db: site.database.db, outbox: false });
  }, 120_000);
  afterAll(async () => {
    await site.app?.close();
    await site.database?.drop();
  });
  let address = 0;
  /** Each test its own client address, so the rate limit of one does not reach another. */
  const client = () => `198.51.100.${++address}`;
  const check = (body: unknown, remoteAddress = client()) =>
    site.app.inject({
      method: "POST",
      url: "/api/vin/check",
      payload: body as object,
      remoteAddress,
    });

  const affected = demoAffectedVins()[0]?.vin ?? "";
  /** A valid VIN neither in the stock nor in the list. */
  const unknown = withCheckDigit("SALWA2FK0NA999999");

  it("recognises a listed VIN for both tools, and answers nothing but that", async () => {
    for (const purpose of ["local_check", "map_update"] as const) {
      const res = await check({ vin: affected, purpose });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.json()).toEqual({ data: { purpose, recognised: true } } satisfies VinCheckResult);
    }
    const res = await check({ vin: unknown, purpose: "local_check" });
    expect(res.json().data.recognised).toBe(false);
  });

  it("recognises a stock VIN for the map update, but the checker answers it is not affected", async () => {
    const [vehicle] = await site.database.db
      .select({ vin: stockVehicles.vin })
      .from(stockVehicles)
      .limit(1);
    // The demo stock's VINs carry their check digits.
    const vin = vehicle?.vin ?? "";
    expect(vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    const stock = await check({ vin, purpose: "map_update" });
    expect(stock.statusCode, stock.body).toBe(200);
    expect(stock.json().data.recognised).toBe(true);
    expect((await check({ vin, purpose: "local_check" })).json().data.recognised).toBe(false);
    expect((await check({ vin: unknown, purpose: "map_update" })).json().data.recognised).toBe(
      false,
    );
  });

  it.each([
    [
      "a wrong check digit",
      `${affected.slice(0, 8)}${affected[8] === "1" ? "2" : "1"}${affected.slice(9)}`,
      "check_digit",
    ],
    ["the letter O", `${affected.slice(0, 16)}O`, "pattern"],
    ["16 characters", affected.slice(0, 16), "minLength"],
    ["lower case", affected.toLowerCase(), "pattern"],
  ])("refuses %s with 422 naming /vin and the rule", async (_, vin, rule) => {
    const res = await check({ vin, purpose: "local_check" });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().details).toContainEqual(expect.objectContaining({ pointer: "/vin", rule }));
  });

  it("refuses an unknown purpose, naming /purpose", async () => {
    const res = await check({ vin: affected, purpose: "recall" });
    expect(res.statusCode).toBe(422);
    expect(res.json().details[0]).toMatchObject({ pointer: "/purpose", rule: "enum" });
  });

  it(`limits one address to ${VIN_CHECKS_PER_MINUTE} checks a minute (429), another address goes on`, async () => {
    const flood = client();
    const answers = [];
    for (let i = 0; i <= VIN_CHECKS_PER_MINUTE; i++)
      answers.push((await check({ vin: unknown, purpose: "local_check" }, flood)).statusCode);
    expect(answers.slice(0, VIN_CHECKS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    const refused = await check({ vin: unknown, purpose: "local_check" }, flood);
    expect(refused.json()).toMatchObject({ code: "rate_limited" });
    expect((await check({ vin: unknown, purpose: "local_check" })).statusCode).toBe(200);
  });

  describe("the admin's list of affected vehicles", () => {
    it("is closed to visitors (401) and to editors (403); a viewer reads but does not write", async () => {
      const anon = await site.app.inject({ method: "GET", url: "/api/admin/affected_vins" });
      expect(anon.statusCode).toBe(401);
      const editor = await signedInAs(site.database.db, "editor");
      expect((await injectAs(site.app, editor, "GET", "/api/admin/affected_vins")).statusCode).toBe(
        403,
      );
      expect(
        (await injectAs(site.app, editor, "POST", "/api/admin/affected_vins", { vin: unknown }))
          .statusCode,
      ).toBe(403);
      const viewer = await signedInAs(site.database.db, "viewer");
      expect((await injectAs(site.app, viewer, "GET", "/api/admin/affected_vins")).statusCode).toBe(
        200,
      );
      expect(
        (await injectAs(site.app, viewer, "DELETE", `/api/admin/affected_vins/${affected}`))
          .statusCode,
      ).toBe(403);
    });

    it("lists the demo's VINs by VIN, pages and searches them", async () => {
      const admin = await signedInAs(site.database.db, "admin");
      const all: AffectedVinList = (
        await injectAs(site.app, admin, "GET", "/api/admin/affected_vins")
      ).json();
      const demo = demoAffectedVins().map((v) => v.vin);
      expect(all.data.map((v) => v.vin)).toEqual(expect.arrayContaining(demo));
      expect(all.data.map((v) => v.vin)).toEqual([...all.data.map((v) => v.vin)].sort());
      const page: AffectedVinList = (
        await injectAs(site.app, admin, "GET", "/api/admin/affected_vins?items=2&page=2")
      ).json();
      expect(page.data).toEqual(all.data.slice(2, 4));
      expect(page.meta).toMatchObject({ total: all.meta.total, page: 2, items: 2 });
      const found: AffectedVinList = (
        await injectAs(
          site.app,
          admin,
          "GET",
          `/api/admin/affected_vins?q=${affected.slice(-6).toLowerCase()}`,
        )
      ).json();
      expect(found.data.map((v) => v.vin)).toEqual([affected]);
    });

    it("adds a VIN once when two admins add it at the same moment, audited once; the check then knows it", async () => {
      const admin = await signedInAs(site.database.db, "admin");
      const vin = withCheckDigit("SAJAA2AN0PA777777");
      expect((await check({ vin, purpose: "local_check" })).json().data.recognised).toBe(false);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          injectAs(site.app, admin, "POST", "/api/admin/affected_vins", { vin, note: "حملة" }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode).sort();
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200)).toHaveLength(7);
      for (const a of answers) {
        expect(a.json().data).toMatchObject({ vin, note: "حملة" });
        // The body says what the status says: added by this call, or found listed and kept.
        expect(a.json().meta).toEqual({ created: a.statusCode === 201 });
      }
      // A later add with another note keeps the row as it was.
      const kept = await injectAs(site.app, admin, "POST", "/api/admin/affected_vins", {
        vin,
        note: "ملاحظة أخرى",
      });
      expect(kept.statusCode).toBe(200);
      expect(kept.json()).toMatchObject({ data: { vin, note: "حملة" }, meta: { created: false } });
      const rows = await site.database.db
        .select()
        .from(affectedVins)
        .where(eq(affectedVins.vin, vin));
      expect(rows).toHaveLength(1);
      expect(await auditEntries(site.database.db, "affected_vin", vin)).toHaveLength(1);
      expect((await check({ vin, purpose: "local_check" })).json().data.recognised).toBe(true);

      const removed = await injectAs(site.app, admin, "DELETE", `/api/admin/affected_vins/${vin}`);
      expect(removed.statusCode).toBe(204);
      expect((await check({ vin, purpose: "local_check" })).json().data.recognised).toBe(false);
      const again = await injectAs(site.app, admin, "DELETE", `/api/admin/affected_vins/${vin}`);
      expect(again.statusCode).toBe(404);
      expect(await auditEntries(site.database.db, "affected_vin", vin)).toHaveLength(2);
    });

    it("refuses a VIN with a wrong check digit, naming /vin", async () => {
      const admin = await signedInAs(site.database.db, "admin");
      const vin = withCheckDigit("SAJAA2AN0PA777778");
      const wrong = `${vin.slice(0, 8)}${vin[8] === "5" ? "6" : "5"}${vin.slice(9)}`;
      const res = await injectAs(site.app, admin, "POST", "/api/admin/affected_vins", {
        vin: wrong,
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().details[0]).toMatchObject({ pointer: "/vin", rule: "check_digit" });
    });
  });
});
