import { describe, expect, it } from "vitest";
import { auditEntries, injectAs } from "../helpers/api.ts";
import { signedInAs } from "../helpers/auth.ts";
import { engines } from "../helpers/database.ts";
import { useDemoServer } from "../helpers/demo-server.ts";

type Offer = { id: number; car_model_key: string } & Record<string, unknown>;

describe.each(engines)("offers on %s", (engine) => {
  const site = useDemoServer(engine);
  const as = (role: "admin" | "editor" | "viewer") => signedInAs(site.database.db, role);
  const answer = async (query = ""): Promise<Offer[]> =>
    (await site.app.inject({ method: "GET", url: `/public_api/offers${query}` })).json();

  it("answers the demo's offers as an array, filtered by normalised values", async () => {
    const all = await answer();
    expect(Array.isArray(all)).toBe(true);
    expect(all).toHaveLength(4);
    expect(all[0]).toMatchObject({ car_model_key: "defender_110", category: "finance" });
    expect((await answer("?category=FINANCE")).map((o) => o.car_model_key)).toEqual([
      "defender_110",
      "discovery",
    ]);
    expect(await answer(`?car_model_key=${encodeURIComponent("Range Rover Sport")}`)).toHaveLength(
      1,
    );
    expect(await answer(`?category=${encodeURIComponent("Trade In")}`)).toHaveLength(1);
    expect(await answer("?category=lease")).toEqual([]);
  });

  it("refuses a bad filter with 400", async () => {
    for (const query of ["?Bad-Name=1", `?category=${"x".repeat(201)}`]) {
      const res = await site.app.inject({ method: "GET", url: `/public_api/offers${query}` });
      expect(res.statusCode, query).toBe(400);
    }
    const many = Array.from({ length: 11 }, (_, i) => `f${i}=x`).join("&");
    expect(
      (await site.app.inject({ method: "GET", url: `/public_api/offers?${many}` })).statusCode,
    ).toBe(400);
  });

  it("lets an editor create, change and delete an offer, each write audited", async () => {
    const editor = await as("editor");
    const created = await injectAs(site.app, editor, "POST", "/api/admin/offers", {
      car_model_key: "defender_130",
      properties: { category: "service", title: "صيانة مجانية", months: 36 },
    });
    expect(created.statusCode).toBe(201);
    const offer = created.json().data as Offer & { properties: Record<string, unknown> };
    expect(offer).toMatchObject({ car_model_key: "defender_130", properties: { months: 36 } });
    expect(await answer("?car_model_key=defender_130")).toEqual([
      {
        id: offer.id,
        car_model_key: "defender_130",
        category: "service",
        title: "صيانة مجانية",
        months: 36,
      },
    ]);

    const patched = await injectAs(site.app, editor, "PATCH", `/api/admin/offers/${offer.id}`, {
      properties: { months: null, title: "صيانة مجانية لثلاث سنوات" },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.properties).toEqual({
      category: "service",
      title: "صيانة مجانية لثلاث سنوات",
    });

    const listed = await injectAs(site.app, editor, "GET", "/api/admin/offers");
    expect(listed.json().data.map((o: Offer) => o.id)).toContain(offer.id);

    const deleted = await injectAs(site.app, editor, "DELETE", `/api/admin/offers/${offer.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await answer("?car_model_key=defender_130")).toEqual([]);

    const audit = await auditEntries(site.database.db, "offer", String(offer.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["create", "delete", "update"]);
    expect(audit.find((a) => a.action === "update")?.before).toMatchObject({
      properties: { months: 36 },
    });
  });

  it("lets viewers read the admin list, and neither viewers nor visitors write", async () => {
    const viewer = await as("viewer");
    expect((await injectAs(site.app, viewer, "GET", "/api/admin/offers")).statusCode).toBe(200);
    const body = { car_model_key: "discovery" };
    expect((await injectAs(site.app, viewer, "POST", "/api/admin/offers", body)).statusCode).toBe(
      403,
    );
    const anonymous = await site.app.inject({
      method: "POST",
      url: "/api/admin/offers",
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await site.app.inject({ method: "GET", url: "/api/admin/offers" })).statusCode).toBe(
      401,
    );
  });

  it("refuses a bad offer with 422 naming the field, and an unknown one with 404", async () => {
    const admin = await as("admin");
    const post = (body: unknown) => injectAs(site.app, admin, "POST", "/api/admin/offers", body);
    const cases: [unknown, string][] = [
      [{ car_model_key: "" }, "/car_model_key"],
      [{ car_model_key: "   " }, "/car_model_key"],
      [{}, "car_model_key"],
      [{ car_model_key: "x", properties: { Title: "x" } }, "/properties"],
      [{ car_model_key: "x", properties: { id: 5 } }, "/properties"],
      [{ car_model_key: "x", properties: { title: { nested: 1 } } }, "/properties/title"],
      [{ car_model_key: "x", extra: 1 }, "extra"],
    ];
    for (const [body, pointer] of cases) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(res.json().details), JSON.stringify(body)).toContain(pointer);
    }
    expect(
      (await injectAs(site.app, admin, "PATCH", "/api/admin/offers/999999", { car_model_key: "x" }))
        .statusCode,
    ).toBe(404);
    expect((await injectAs(site.app, admin, "PATCH", "/api/admin/offers/1", {})).statusCode).toBe(
      422,
    );
    expect((await injectAs(site.app, admin, "DELETE", "/api/admin/offers/999999")).statusCode).toBe(
      404,
    );
  });
});
