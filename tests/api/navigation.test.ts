import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pages } from "../../runtime/db/tables/index.ts";
import { auditEntries, injectAs } from "../helpers/api.ts";
import { signedInAs } from "../helpers/auth.ts";
import { engines } from "../helpers/database.ts";
import { useDemoServer } from "../helpers/demo-server.ts";

interface Entry {
  id: number;
  parent_id: number | null;
  position: number;
  label: string;
  url: string;
  target: string;
  lang: string | null;
}

describe.each(engines)("the v2 navigation on %s", (engine) => {
  const site = useDemoServer(engine);
  const as = async (role: "admin" | "editor" | "viewer") => signedInAs(site.database.db, role);
  const list = async (): Promise<Entry[]> =>
    (await site.app.inject({ method: "GET", url: "/nav_entries_v2" })).json().data;

  it("lists the demo's entries for visitors, parents first, two levels and more", async () => {
    const entries = await list();
    const top = entries.filter((e) => e.parent_id === null).map((e) => e.label);
    expect(top).toEqual([
      "الطرازات",
      "العروض",
      "سيارات المخزون",
      "الأخبار",
      "المالكون",
      "تواصل معنا",
    ]);
    // Another language's menu: its own entries only.
    const english = (
      await site.app.inject({ method: "GET", url: "/nav_entries_v2?lang=en" })
    ).json().data as Entry[];
    expect(english.filter((e) => e.parent_id === null).map((e) => e.label)).toEqual([
      "Models",
      "Offers",
      "Find a retailer",
      "Contact us",
    ]);
    expect(
      (await site.app.inject({ method: "GET", url: "/nav_entries_v2?lang=zz" })).statusCode,
    ).toBe(400);
    const models = entries.find((e) => e.label === "الطرازات");
    expect(entries.filter((e) => e.parent_id === models?.id).map((e) => e.label)).toContain(
      "ديفندر",
    );
    // Each parent comes before its children, so a client can build the tree in one pass.
    const seen = new Set<number>();
    for (const entry of entries) {
      if (entry.parent_id !== null) expect(seen.has(entry.parent_id)).toBe(true);
      seen.add(entry.id);
    }
    expect(entries[0]?.parent_id).toBeNull();
  });

  it("creates, changes, orders and deletes entries as an admin, each write audited", async () => {
    const admin = await as("admin");
    const created = await injectAs(site.app, admin, "POST", "/api/admin/nav_entries", {
      label: "التمويل",
      url: "/offers-and-finance",
    });
    expect(created.statusCode).toBe(201);
    const entry: Entry = created.json().data;
    expect(entry).toMatchObject({ parent_id: null, target: "_self", label: "التمويل" });
    const child = (
      await injectAs(site.app, admin, "POST", "/api/admin/nav_entries", {
        label: "حاسبة التمويل",
        url: "https://example.com/calc",
        target: "_blank",
        parent_id: entry.id,
      })
    ).json().data as Entry;
    expect(child.parent_id).toBe(entry.id);

    const patched = await injectAs(site.app, admin, "PATCH", `/api/admin/nav_entries/${entry.id}`, {
      label: "التمويل والعروض",
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().data.label).toBe("التمويل والعروض");

    // Every top entry, of every language's menu: an order names all the siblings.
    const all = async (): Promise<Entry[]> =>
      (await injectAs(site.app, admin, "GET", "/api/admin/nav_entries")).json().data;
    const tops = (await all()).filter((e) => e.parent_id === null).map((e) => e.id);
    const reversed = [...tops].reverse();
    const ordered = await injectAs(site.app, admin, "PUT", "/api/admin/nav_entries/order", {
      parent_id: null,
      ids: reversed,
    });
    expect(ordered.statusCode).toBe(200);
    expect((await all()).filter((e) => e.parent_id === null).map((e) => e.id)).toEqual(reversed);
    // Put the demo's order back for the other tests.
    await injectAs(site.app, admin, "PUT", "/api/admin/nav_entries/order", {
      parent_id: null,
      ids: tops,
    });

    const deleted = await injectAs(site.app, admin, "DELETE", `/api/admin/nav_entries/${entry.id}`);
    expect(deleted.statusCode).toBe(204);
    expect((await list()).some((e) => e.id === child.id)).toBe(false);

    const audit = await auditEntries(site.database.db, "nav_entry", String(entry.id));
    expect(audit.map((a) => a.action).sort()).toEqual(["create", "delete", "update"]);
    const removal = audit.find((a) => a.action === "delete");
    expect(removal?.after).toEqual({ removed_child_ids: [child.id] });
  });

  it("lets viewers read the admin list, and no one but admins write", async () => {
    const viewer = await as("viewer");
    const editor = await as("editor");
    expect((await injectAs(site.app, viewer, "GET", "/api/admin/nav_entries")).statusCode).toBe(
      200,
    );
    for (const who of [viewer, editor]) {
      const res = await injectAs(site.app, who, "POST", "/api/admin/nav_entries", { label: "x" });
      expect(res.statusCode).toBe(403);
    }
    const anonymous = await site.app.inject({
      method: "POST",
      url: "/api/admin/nav_entries",
      payload: { label: "x" },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("refuses bad input with a 4xx naming the field", async () => {
    const admin = await as("admin");
    const post = (body: unknown) =>
      injectAs(site.app, admin, "POST", "/api/admin/nav_entries", body);
    for (const body of [
      { label: "" },
      { label: "x", url: "javascript:alert(1)" },
      { label: "x", url: "//evil.example" },
      { label: "x", target: "_top" },
      { label: "x", extra: 1 },
      { label: "x", parent_id: 999999 },
    ]) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500);
    }
    expect(
      (await injectAs(site.app, admin, "PATCH", "/api/admin/nav_entries/999999", { label: "x" }))
        .statusCode,
    ).toBe(404);
    expect(
      (await injectAs(site.app, admin, "DELETE", "/api/admin/nav_entries/999999")).statusCode,
    ).toBe(404);
    // Three levels at most: a fourth is refused.
    const entries = await list();
    const third = entries.find((e) => e.label === "ديفندر 110");
    const deep = await post({ label: "رابع", parent_id: third?.id });
    expect(deep.statusCode).toBe(422);
    expect(deep.json().details[0]).toMatchObject({ pointer: "/parent_id", rule: "maxDepth" });
    // A move under its own child is a cycle.
    const models = entries.find((e) => e.label === "الطرازات");
    const defender = entries.find((e) => e.label === "ديفندر");
    const cycle = await injectAs(site.app, admin, "PATCH", `/api/admin/nav_entries/${models?.id}`, {
      parent_id: defender?.id,
    });
    expect(cycle.statusCode).toBe(422);
    // An order must name every sibling once.
    const partial = await injectAs(site.app, admin, "PUT", "/api/admin/nav_entries/order", {
      parent_id: null,
      ids: [models?.id],
    });
    expect(partial.statusCode).toBe(422);
  });

  it("serves a page's breadcrumbs by id: home, its ancestor pages, the page", async () => {
    const [summer] = await site.database.db
      .select({ id: pages.id })
      .from(pages)
      .where(eq(pages.path, "offers/summer"));
    const res = await site.app.inject({
      method: "GET",
      url: `/nav_entries/breadcrumbs/${summer?.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { label: "الرئيسية", url: "/ar/" },
      { label: "العروض", url: "/ar/offers" },
      { label: "عروض الصيف", url: null },
    ]);
    expect(
      (await site.app.inject({ method: "GET", url: "/nav_entries/breadcrumbs/999999" })).statusCode,
    ).toBe(404);
  });

  it("renders the header menu, the breadcrumbs and the footer, and refreshes cached pages after a change", async () => {
    const get = () => site.app.inject({ method: "GET", url: "/ar/offers/summer" });
    const first = await get();
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('class="site-nav"');
    expect(first.body).toContain("الطرازات");
    expect(first.body).toContain('"@type":"BreadcrumbList"');
    expect(first.body).toContain("site-footer__columns");
    expect(first.body).toContain("site-fab");
    const etag = String(first.headers.etag);
    expect(
      (
        await site.app.inject({
          method: "GET",
          url: "/ar/offers/summer",
          headers: { "if-none-match": etag },
        })
      ).statusCode,
    ).toBe(304);

    const admin = await as("admin");
    const created = await injectAs(site.app, admin, "POST", "/api/admin/nav_entries", {
      label: "قائمة جديدة للاختبار",
      url: "/new",
    });
    await expect.poll(async () => (await get()).body).toContain("قائمة جديدة للاختبار");
    await injectAs(site.app, admin, "DELETE", `/api/admin/nav_entries/${created.json().data.id}`);
    await expect.poll(async () => (await get()).body).not.toContain("قائمة جديدة للاختبار");

    // A parent's new title reaches its children's breadcrumbs.
    await site.database.db
      .update(pages)
      .set({ title: "كل العروض" })
      .where(eq(pages.path, "offers"));
    await expect.poll(async () => (await get()).body).toContain("كل العروض");
  });
});
