import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type {
  DealerList,
  NavEntry,
  NavEntryV1List,
  PublicDealerList,
} from "../../generated/types.ts";
import { settings } from "../../runtime/db/tables/index.ts";
import { injectAs } from "../helpers/api.ts";
import { signedInAs } from "../helpers/auth.ts";
import { engines } from "../helpers/database.ts";
import { useDemoServer } from "../helpers/demo-server.ts";

/**
 * The Core CMS API's read calls that answer from the Dealers tab and the navigation (spec §7):
 * GET /dealers?items=50, paged like the leads list, with what visitors may see of a dealer; and
 * GET /nav_entries, the v1 answer of the entries GET /nav_entries_v2 answers, whichever version
 * navigation.use_v2 makes the site's (the header follows that setting).
 */
describe.each(engines)("the Core CMS API's dealers and v1 navigation on %s", (engine) => {
  const site = useDemoServer(engine);
  const get = (url: string, headers: Record<string, string> = {}) =>
    site.app.inject({ method: "GET", url, headers });
  const dealers = async (query = "") => {
    const res = await get(`/dealers${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as PublicDealerList;
  };
  const adminDealers = async () => {
    const viewer = await signedInAs(site.database.db, "viewer");
    return (await injectAs(site.app, viewer, "GET", "/api/admin/dealers")).json() as DealerList;
  };
  const setSetting = async (key: string, value: string) => {
    await site.database.db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  };

  describe("GET /dealers", () => {
    it("answers the documented call: the Dealers tab's dealers by name, 50 a page, as JSON:API", async () => {
      const admin = await adminDealers();
      expect(admin.meta.total).toBeGreaterThan(0);
      const res = await get("/dealers?items=50");
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.headers["cache-control"]).toBe("public, max-age=0, s-maxage=60");
      const page: PublicDealerList = res.json();
      const total = admin.meta.total;
      expect(page.meta).toEqual({
        total,
        page: 1,
        items: 50,
        pages: Math.max(1, Math.ceil(total / 50)),
      });
      // The admin list's order and fields, without its vehicle counts.
      expect(page.data).toEqual(
        admin.data
          .slice(0, 50)
          .map((d) => ({ id: d.id, type: "dealer", attributes: d.attributes })),
      );
      for (const dealer of page.data)
        expect(Object.keys(dealer).sort()).toEqual(["attributes", "id", "type"]);
      // Without items, the same first page: 50 is the default.
      expect(await dealers()).toEqual(page);
    });

    it("pages with items and page: slices of the one order, the last one short, past the end empty", async () => {
      const all = (await dealers("?items=100")).data;
      const total = (await dealers()).meta.total;
      expect(all.length).toBe(Math.min(total, 100));
      const second = await dealers("?items=2&page=2");
      expect(second.data.map((d) => d.id)).toEqual(all.slice(2, 4).map((d) => d.id));
      expect(second.meta).toEqual({ total, page: 2, items: 2, pages: Math.ceil(total / 2) });
      const ones = await dealers(`?items=1&page=${total}`);
      expect(ones.data.map((d) => d.id)).toEqual(all.slice(total - 1, total).map((d) => d.id));
      expect(ones.meta.pages).toBe(total);
      const pastTheEnd = await dealers(`?items=1&page=${total + 1}`);
      expect(pastTheEnd).toEqual({
        data: [],
        meta: { total, page: total + 1, items: 1, pages: total },
      });
      // Every dealer once across the pages.
      const walked: string[] = [];
      for (let p = 1; p <= Math.ceil(total / 3); p++)
        walked.push(...(await dealers(`?items=3&page=${p}`)).data.map((d) => d.id));
      expect(walked).toEqual(all.map((d) => d.id));
    });

    it("refuses bad paging and unknown parameters with 400 naming the parameter", async () => {
      for (const [query, pointer, rule] of [
        ["items=0", "/query/items", "minimum"],
        ["items=101", "/query/items", "maximum"],
        ["items=-1", "/query/items", "minimum"],
        ["items=abc", "/query/items", "type"],
        ["items=2.5", "/query/items", "type"],
        ["page=0", "/query/page", "minimum"],
        ["page=100001", "/query/page", "maximum"],
        ["page=x", "/query/page", "type"],
      ] as const) {
        const res = await get(`/dealers?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().details, query).toContainEqual(
          expect.objectContaining({ pointer, rule }),
        );
      }
      const unknown = await get("/dealers?items=50&q=dubai");
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body).toContain("q");
    });

    it("shows what visitors may see: never the admin's counts nor what an import stored beside the fields", async () => {
      await site.database.db.execute(sql`
        INSERT INTO stock_dealers (dealer_code, name, brands, state, postcode, locality, attributes)
        VALUES ('CMS-API-1', '  أ وكيل الاختبار', '{Jaguar}', 'NSW', '2000', 'Sydney',
          ${JSON.stringify({
            mainPhone: "+61 2 5550 1111",
            contact_details: "Ask for Sam at the back door",
            display_name_internal: "ZZ hidden",
          })}::jsonb)`);
      try {
        const found = (await dealers("?items=100")).data.find(
          (d) => d.attributes.dealer_code === "CMS-API-1",
        );
        expect(found?.attributes).toEqual({
          dealer_code: "CMS-API-1",
          name: "  أ وكيل الاختبار",
          brands: ["Jaguar"],
          state: "NSW",
          postcode: "2000",
          locality: "Sydney",
          address: "",
          city: "",
          country: "",
          // The import's older spelling, read as the retailer blocks read it.
          phone: "+61 2 5550 1111",
          whatsapp: "",
          email: "",
          services: [],
          opening_hours: "",
          latitude: null,
          longitude: null,
        });
        const body = (await get("/dealers?items=100")).body;
        expect(body).not.toContain("Ask for Sam");
        expect(body).not.toContain("ZZ hidden");
        // Nor the demo import's display names kept beside every demo dealer's fields.
        expect(body).not.toContain("display_name");
        expect(body).not.toContain("vehicles");
      } finally {
        await site.database.db.execute(
          sql`DELETE FROM stock_dealers WHERE dealer_code = 'CMS-API-1'`,
        );
      }
    });

    it("follows the Dealers tab's writes at once", async () => {
      const admin = await signedInAs(site.database.db, "admin");
      const before = (await dealers()).meta.total;
      const created = await injectAs(site.app, admin, "POST", "/api/admin/dealers", {
        data: {
          type: "dealer",
          attributes: { dealer_code: "CMS-API-2", name: "0 وكيل أول القائمة", country: "AE" },
        },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id: string = created.json().data.id;
      const first = await dealers("?items=1");
      expect(first.meta.total).toBe(before + 1);
      expect(first.data[0]).toMatchObject({
        id,
        type: "dealer",
        attributes: { dealer_code: "CMS-API-2", name: "0 وكيل أول القائمة", country: "AE" },
      });
      expect(
        (await injectAs(site.app, admin, "DELETE", `/api/admin/dealers/${id}`)).statusCode,
      ).toBe(204);
      expect((await dealers()).meta.total).toBe(before);
    });
  });

  describe("GET /nav_entries", () => {
    const v2 = async (query = ""): Promise<NavEntry[]> => {
      const res = await get(`/nav_entries_v2${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const v1 = async (query = ""): Promise<NavEntryV1List["data"]> => {
      const res = await get(`/nav_entries${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data;
    };
    const asV1 = (e: NavEntry) => ({
      id: String(e.id),
      type: "nav_entry",
      attributes: {
        label: e.label,
        url: e.url,
        target: e.target,
        position: e.position,
        parent_id: e.parent_id === null ? null : String(e.parent_id),
        lang: e.lang,
      },
      relationships: {
        parent: {
          data: e.parent_id === null ? null : { type: "nav_entry", id: String(e.parent_id) },
        },
      },
    });

    it("answers the v2 entries of a language's menu, in their order, as flat JSON:API resources", async () => {
      for (const query of ["", "?lang=ar", "?lang=en", "?lang=he"]) {
        const entries = await v2(query);
        expect(entries.length, query).toBeGreaterThan(0);
        expect(await v1(query), query).toEqual(entries.map(asV1));
      }
      const arabic = await v1();
      const top = arabic.filter((e) => e.relationships.parent.data === null);
      expect(top.map((e) => e.attributes.label)).toEqual([
        "الطرازات",
        "العروض",
        "سيارات المخزون",
        "الأخبار",
        "المالكون",
        "تواصل معنا",
      ]);
      // Every parent named is in the same answer, so a client builds the tree from this list.
      const ids = new Set(arabic.map((e) => e.id));
      for (const e of arabic) {
        expect(Object.keys(e).sort()).toEqual(["attributes", "id", "relationships", "type"]);
        expect(e.attributes.parent_id).toBe(e.relationships.parent.data?.id ?? null);
        if (e.attributes.parent_id !== null) expect(ids.has(e.attributes.parent_id)).toBe(true);
      }
      const models = arabic.find((e) => e.attributes.label === "الطرازات");
      expect(
        arabic.filter((e) => e.attributes.parent_id === models?.id).map((e) => e.attributes.label),
      ).toContain("ديفندر");
      // Another language's menu: its own entries and those of every language, not Arabic's.
      const english = await v1("?lang=en");
      expect(
        english.filter((e) => e.attributes.parent_id === null).map((e) => e.attributes.label),
      ).toEqual(["Models", "Offers", "Find a retailer", "Contact us"]);
      expect(english.every((e) => e.attributes.lang === null || e.attributes.lang === "en")).toBe(
        true,
      );
    });

    it("refuses an unknown language or parameter with 400 naming it", async () => {
      const zz = await get("/nav_entries?lang=zz");
      expect(zz.statusCode).toBe(400);
      expect(zz.json().details[0]).toMatchObject({ pointer: "/query/lang" });
      const unknown = await get("/nav_entries?page=1");
      expect(unknown.statusCode).toBe(400);
      expect(unknown.body).toContain("page");
    });

    it("follows the admin's writes: a new child names its parent", async () => {
      const admin = await signedInAs(site.database.db, "admin");
      const models = (await v2()).find((e) => e.label === "الطرازات");
      const created = await injectAs(site.app, admin, "POST", "/api/admin/nav_entries", {
        label: "طراز للاختبار",
        url: "/models/test",
        target: "_blank",
        parent_id: models?.id,
      });
      expect(created.statusCode).toBe(201);
      const entry: NavEntry = created.json().data;
      try {
        const found = (await v1()).find((e) => e.id === String(entry.id));
        expect(found).toEqual(asV1(entry));
        expect(found?.relationships.parent.data).toEqual({
          type: "nav_entry",
          id: String(models?.id),
        });
      } finally {
        await injectAs(site.app, admin, "DELETE", `/api/admin/nav_entries/${entry.id}`);
      }
      expect((await v1()).some((e) => e.id === String(entry.id))).toBe(false);
    });

    it("answers both versions whichever is active; the header follows navigation.use_v2", async () => {
      const header = async () => {
        const html = (await get("/ar/offers/summer", { accept: "text/html" })).body;
        return /<header class="site-header site-header--([a-z0-9-]+)"/.exec(html)?.[1];
      };
      expect(await header()).toBe("v2");
      const before = { v1: await v1(), v2: await v2() };
      await setSetting("navigation.use_v2", "false");
      try {
        await expect.poll(header).toBe("v1");
        const html = (await get("/ar/offers/summer", { accept: "text/html" })).body;
        // The same menu: the desktop row and the drawer, of the same entries.
        expect(html).toContain("site-nav__list");
        expect(html).toContain("site-nav__drawer");
        expect(html).toContain("الطرازات");
        expect(await v1()).toEqual(before.v1);
        expect(await v2()).toEqual(before.v2);
        // The light variant and the logo-only pages still win over either version.
        await setSetting("navigation.light_variant", "true");
        await expect.poll(header).toBe("light");
        await setSetting("navigation.light_variant", "false");
        await expect.poll(header).toBe("v1");
      } finally {
        await site.database.db.delete(settings).where(eq(settings.key, "navigation.use_v2"));
      }
      await expect.poll(header).toBe("v2");
      await setSetting("navigation.use_v2", "true");
      await expect.poll(header).toBe("v2");
      expect(await v1()).toEqual(before.v1);
    });

    it("is a setting admins edit, refused when it is not 'true' or 'false'", async () => {
      const admin = await signedInAs(site.database.db, "admin");
      const write = (value: string) =>
        injectAs(site.app, admin, "POST", "/settings", {
          data: { type: "setting", attributes: { key: "navigation.use_v2", value } },
        });
      const bad = await write("yes");
      expect(bad.statusCode).toBe(422);
      const good = await write("false");
      expect(good.statusCode, good.body).toBe(200);
      const listed = (await get("/settings")).json().data as {
        attributes: { key: string; value: string };
      }[];
      expect(listed.find((s) => s.attributes.key === "navigation.use_v2")?.attributes.value).toBe(
        "false",
      );
      await site.database.db.delete(settings).where(eq(settings.key, "navigation.use_v2"));
    });
  });
});
