import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { valueRulePatterns } from "../../generated/value-rules.ts";
import { ruleMessage } from "../../runtime/core/validation-messages.ts";
import { settings } from "../../runtime/db/tables/index.ts";
import { injectAs } from "../helpers/api.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines } from "../helpers/database.ts";
import { useDemoServer } from "../helpers/demo-server.ts";

/** What the schemas refuse on save: unsafe URLs, image ids past PostgreSQL's integer, unknown time zones. */

interface Problem {
  block?: number;
  pointer: string;
  rule: string;
  message: string;
}

const MAX_ID = 2147483647;

const signPost = (url: string) => ({
  template: "lrdx-sign-post",
  fields: { heading: "روابط", "rdx-links": [{ link_text: "اضغط", url, type: "external" }] },
  groups: [],
});
/** The page's hero, its heading the page's H1 as the checks before publishing ask. */
const hero = (imageId: number, schedule: { start: string; end: string }[] = []) => ({
  template: "lrdx-hero-title-banner",
  fields: {
    heading: "عرض الموسم",
    header_tag: 1,
    "rdx-image": { id: imageId },
    offer_schedule: schedule,
  },
  groups: [],
});

describe.each(engines)("what the schemas refuse on save, on %s", (engine) => {
  const site = useDemoServer(engine);
  let admin: TestSession;
  let editor: TestSession;
  beforeAll(async () => {
    admin = await signedInAs(site.database.db, "admin");
    editor = await signedInAs(site.database.db, "editor");
  });

  const call = (who: TestSession, method: string, url: string, payload?: unknown) =>
    injectAs(site.app, who, method, url, payload);
  let created = 0;
  const create = async (body: Record<string, unknown> = {}) => {
    created += 1;
    const res = await call(editor, "POST", "/api/cms/pages", {
      path: `hardening/page-${created}`,
      title: "صفحة",
      ...body,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as { id: number; path: string; revision: number };
  };
  const saveDraft = (page: { id: number; revision: number }, blocks: unknown[], extra = {}) =>
    call(editor, "PUT", `/api/cms/pages/${page.id}/draft`, {
      revision: page.revision,
      snapshot: { title: "مسودة", blocks, ...extra },
    });
  const details = (res: { json: () => { details?: Problem[] } }): Problem[] =>
    res.json().details ?? [];
  const putSetting = (key: string, value: string) =>
    call(admin, "PUT", `/api/admin/settings/${encodeURIComponent(key)}`, { value });

  describe("URLs", () => {
    it.each([
      ["canonical_url", "javascript:alert(1)"],
      ["canonical_url", "JaVaScRiPt:alert(1)"],
      ["external_meta_image", "data:image/svg+xml,<svg onload=alert(1)>"],
      ["to", " javascript:alert(1)"],
      ["redirect_path", "//evil.example/brochure.pdf"],
      ["canonical_url", "//evil.example/page"],
    ])("a new page's %s %j is refused with 422 naming the field", async (field, value) => {
      const res = await call(editor, "POST", "/api/cms/pages", {
        path: "hardening/refused",
        title: "مرفوضة",
        [field]: value,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(details(res)).toContainEqual(
        expect.objectContaining({ pointer: `/${field}`, rule: "pattern" }),
      );
    });

    it("a redirection to java<TAB>script: or \\\\host is refused, a site path is kept", async () => {
      for (const to of ["java\tscript:alert(1)", "\\\\evil.example", "/\\evil.example"]) {
        const res = await call(editor, "POST", "/api/cms/pages", {
          path: "hardening/redirect",
          title: "تحويل",
          type: "url_redirection",
          to,
        });
        expect(res.statusCode, `${JSON.stringify(to)}: ${res.body}`).toBe(422);
        expect(details(res)[0]).toMatchObject({ pointer: "/to", rule: "pattern" });
      }
      const page = await create({ type: "url_redirection", to: "/offers/summer#terms" });
      const patched = await call(editor, "PATCH", `/api/cms/pages/${page.id}`, {
        revision: page.revision,
        to: "javascript:alert(document.cookie)",
      });
      expect(patched.statusCode, patched.body).toBe(422);
      expect(details(patched)[0]).toMatchObject({ pointer: "/to", rule: "pattern" });
    });

    it("the edge words the refusal from the message table", async () => {
      const res = await call(editor, "POST", "/api/cms/pages", {
        path: "hardening/worded",
        title: "صفحة",
        canonical_url: "javascript:alert(1)",
      });
      expect(res.statusCode).toBe(422);
      expect(details(res)[0]?.message).toContain(
        ruleMessage("pattern", { pattern: valueRulePatterns["safe-url"] }),
      );
    });

    it("a block link to javascript: is refused in a draft, naming the block and pointer", async () => {
      const page = await create();
      const res = await saveDraft(page, [signPost("javascript:alert(1)")]);
      expect(res.statusCode, res.body).toBe(422);
      expect(details(res)[0]).toMatchObject({
        block: 0,
        pointer: "/fields/rdx-links/0/url",
        rule: "pattern",
      });
      const fine = await saveDraft(page, [signPost("https://example.com/#top")]);
      expect(fine.statusCode, fine.body).toBe(200);
    });

    it("settings refuse javascript: in the media library origin and the footer links", async () => {
      const origin = await putSetting("general.media_library_url", "javascript:alert(1)//");
      expect(origin.statusCode, origin.body).toBe(422);
      expect(details(origin)[0]).toMatchObject({ rule: "pattern" });
      const footer = await putSetting(
        "general.footer.content.top_footer",
        JSON.stringify([
          { rows: [{ heading: "روابط", items: [{ label: "خطر", url: "javascript:alert(1)" }] }] },
        ]),
      );
      expect(footer.statusCode, footer.body).toBe(422);
      expect(details(footer)[0]).toMatchObject({ rule: "pattern" });
      expect(details(footer)[0]?.pointer).toMatch(/\/0\/rows\/0\/items\/0\/url$/);
      const fine = await putSetting(
        "general.footer.content.top_footer",
        JSON.stringify([
          { rows: [{ heading: "روابط", items: [{ label: "اتصل", url: "tel:+97140000000" }] }] },
        ]),
      );
      expect(fine.statusCode, fine.body).toBe(200);
    });
  });

  describe("image ids", () => {
    it("a block image id past 2^31 - 1 is refused in a draft, and the largest is kept and published", async () => {
      const page = await create();
      const res = await saveDraft(page, [hero(MAX_ID + 1)]);
      expect(res.statusCode, res.body).toBe(422);
      expect(details(res)[0]).toMatchObject({
        block: 0,
        pointer: "/fields/rdx-image/id",
        rule: "maximum",
      });
      const saved = await saveDraft(page, [hero(MAX_ID)]);
      expect(saved.statusCode, saved.body).toBe(200);
      const published = await call(editor, "POST", `/api/cms/pages/${page.id}/publish`, {
        revision: saved.json().data.revision,
      });
      expect(published.statusCode, published.body).toBe(200);
    });

    it("a page's share image id past 2^31 - 1 is refused on create, change and draft", async () => {
      const created = await call(editor, "POST", "/api/cms/pages", {
        path: "hardening/big-image",
        title: "صورة",
        image_id: MAX_ID + 1,
      });
      expect(created.statusCode, created.body).toBe(422);
      expect(details(created)[0]).toMatchObject({ pointer: "/image_id", rule: "maximum" });
      const page = await create();
      const patched = await call(editor, "PATCH", `/api/cms/pages/${page.id}`, {
        revision: page.revision,
        image_id: 2 ** 40,
      });
      expect(patched.statusCode, patched.body).toBe(422);
      expect(details(patched)[0]).toMatchObject({ pointer: "/image_id", rule: "maximum" });
      const draft = await saveDraft(page, [], { image_id: 0 });
      expect(draft.statusCode, draft.body).toBe(422);
      expect(details(draft)[0]).toMatchObject({ pointer: "/snapshot/image_id", rule: "minimum" });
    });
  });

  describe("the site time zone", () => {
    it("refuses a value that is not an IANA time zone, naming the key and the rule", async () => {
      for (const zone of ["Mars/Olympus", "Dubai", "+04:00 "]) {
        const res = await putSetting("general.site_timezone", zone);
        expect(res.statusCode, `${zone}: ${res.body}`).toBe(422);
        expect(res.json().message).toContain("general.site_timezone");
        expect(details(res)[0]).toMatchObject({ rule: "format" });
      }
      for (const zone of ["Europe/London", "UTC", "Asia/Dubai"]) {
        const res = await putSetting("general.site_timezone", zone);
        expect(res.statusCode, `${zone}: ${res.body}`).toBe(200);
      }
    });

    it("a stored zone that is not one falls back to Asia/Dubai with a warning, not a 500", async () => {
      const page = await create();
      const saved = await saveDraft(page, [
        hero(30001, [{ start: "2000-01-01", end: "2999-12-31" }]),
      ]);
      expect(saved.statusCode, saved.body).toBe(200);
      const published = await call(editor, "POST", `/api/cms/pages/${page.id}/publish`, {
        revision: saved.json().data.revision,
      });
      expect(published.statusCode, published.body).toBe(200);
      // As a value saved before the rule, or imported, would be: straight into the table. The
      // warning is logged once per value and process, so each engine stores its own.
      const zone = `Mars/Olympus-${engine}`;
      await site.database.db
        .insert(settings)
        .values({ key: "general.site_timezone", value: zone })
        .onConflictDoUpdate({ target: settings.key, set: { value: zone } });
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      try {
        const res = await site.app.inject({ method: "GET", url: `/ar/${page.path}` });
        expect(res.statusCode, res.body.slice(0, 500)).toBe(200);
        expect(res.body).toContain("عرض الموسم");
        expect(warn.mock.calls.map((c) => String(c[0])).join("\n")).toContain(zone);
      } finally {
        warn.mockRestore();
        await putSetting("general.site_timezone", "Asia/Dubai");
      }
    });
  });

  describe("the contract states every rule the server applies", () => {
    type Node = { [key: string]: unknown };
    const openapi = JSON.parse(
      readFileSync(new URL("../../generated/openapi.json", import.meta.url), "utf8"),
    ) as Node;
    /** The OpenAPI node at a path of keys (the test fails where one is missing). */
    const at = (...keys: string[]): Node => {
      let node: unknown = openapi;
      for (const key of keys) {
        expect(node, keys.join(" > ")).toBeTypeOf("object");
        node = (node as Node)[key];
      }
      expect(node, keys.join(" > ")).toBeTypeOf("object");
      return node as Node;
    };
    const component = (name: string, ...keys: string[]) =>
      at("components", "schemas", name, ...keys);

    it("a dealer's latitude and longitude come together (dependentRequired)", async () => {
      expect(
        component("DealerBody", "properties", "data", "properties", "attributes").dependentRequired,
      ).toEqual({ latitude: ["longitude"], longitude: ["latitude"] });
      const attributes = {
        dealer_code: "AE-SHJ-09",
        name: "وكالة الشارقة",
        brands: ["Land Rover"],
      };
      for (const [given, missing] of [
        [{ latitude: 25.3 }, "longitude"],
        [{ longitude: 55.4 }, "latitude"],
      ] as const) {
        const res = await call(admin, "POST", "/api/admin/dealers", {
          data: { type: "dealer", attributes: { ...attributes, ...given } },
        });
        expect(res.statusCode, res.body).toBe(422);
        expect(details(res)[0]).toMatchObject({
          pointer: `/data/attributes/${missing}`,
          rule: "dependentRequired",
        });
      }
      const half = await call(admin, "POST", "/api/admin/dealers", {
        data: { type: "dealer", attributes: { ...attributes, latitude: 25.3, longitude: null } },
      });
      expect(half.statusCode, half.body).toBe(422);
      expect(details(half)[0]).toMatchObject({ pointer: "/data/attributes/longitude" });
      const both = await call(admin, "POST", "/api/admin/dealers", {
        data: { type: "dealer", attributes: { ...attributes, latitude: 25.3, longitude: 55.4 } },
      });
      expect(both.statusCode, both.body).toBe(201);
    });

    it("a form has at least one field (minItems)", async () => {
      expect(
        component(
          "FormBody",
          "properties",
          "data",
          "properties",
          "attributes",
          "properties",
          "fields",
        ).minItems,
      ).toBe(1);
      const res = await call(admin, "POST", "/forms", {
        data: { type: "form", attributes: { name: "بلا حقول", fields: [] } },
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(details(res)[0]).toMatchObject({
        pointer: "/data/attributes/fields",
        rule: "minItems",
      });
    });

    it("a select or radio offers a choice: its options or the locations (if/then)", async () => {
      const field = component(
        "FormBody",
        "properties",
        "data",
        "properties",
        "attributes",
        "properties",
        "fields",
        "items",
      );
      expect(field.if).toMatchObject({ properties: { type: { enum: ["select", "radio"] } } });
      const create = (fields: unknown[]) =>
        call(admin, "POST", "/forms", {
          data: { type: "form", attributes: { name: "اختيار", fields } },
        });
      const bare = await create([{ name: "model", type: "radio", label: "الطراز" }]);
      expect(bare.statusCode, bare.body).toBe(422);
      expect(details(bare)).toContainEqual(
        expect.objectContaining({ pointer: "/data/attributes/fields/0/options" }),
      );
      const located = await create([
        { name: "where", type: "select", label: "الموقع", source: "locations" },
      ]);
      expect(located.statusCode, located.body).toBe(201);
      const offered = await create([
        { name: "model", type: "select", label: "الطراز", options: [{ value: "d", label: "د" }] },
      ]);
      expect(offered.statusCode, offered.body).toBe(201);
    });

    it("a picture's alt is at most 300 characters, in the JSON body and the upload", async () => {
      expect(component("MediaAlt", "properties", "alt").maxLength).toBe(300);
      const upload = at("paths", "/api/cms/media", "post", "requestBody", "content");
      expect(upload).toMatchObject({
        "multipart/form-data": { schema: { properties: { alt: { maxLength: 300 } } } },
      });
      const list = await call(editor, "GET", "/api/cms/media");
      const id = (list.json().data as { id: number }[])[0]?.id;
      expect(id).toBeDefined();
      const res = await call(editor, "PATCH", `/api/cms/media/${id}`, { alt: "ب".repeat(301) });
      expect(res.statusCode, res.body).toBe(422);
      expect(details(res)[0]).toMatchObject({ pointer: "/alt", rule: "maxLength" });
      const fine = await call(editor, "PATCH", `/api/cms/media/${id}`, { alt: "ب".repeat(300) });
      expect(fine.statusCode, fine.body).toBe(200);
    });

    it("the lead list's dates are real dates, refused by the format", async () => {
      const parameters = at("paths", "/forms/{formId}/leads", "get").parameters as Node[];
      const from = parameters.find((p) => p.name === "filter[created_at_gteq]");
      expect(from?.schema).toMatchObject({
        anyOf: [{ format: "date" }, { format: "date-time" }],
      });
      const forms = await call(admin, "GET", "/forms");
      const formId = (forms.json().data as { id: string }[])[0]?.id;
      expect(formId).toBeDefined();
      for (const bad of ["0000-00-00", "2026-02-30", "2026-02-28T24:00"]) {
        const res = await call(
          admin,
          "GET",
          `/forms/${formId}/leads?filter[created_at_gteq]=${encodeURIComponent(bad)}`,
        );
        expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
        expect(details(res)).toContainEqual(
          expect.objectContaining({ pointer: "/query/filter[created_at_gteq]", rule: "format" }),
        );
      }
      for (const fine of ["0001-01-01", "2024-02-29", "2026-02-28T09:30", "2026-02-28T09:30:00Z"]) {
        const res = await call(
          admin,
          "GET",
          `/forms/${formId}/leads?filter[created_at_gteq]=${encodeURIComponent(fine)}`,
        );
        expect(res.statusCode, `${fine}: ${res.body}`).toBe(200);
      }
    });

    it("a password may not carry NUL, and the contract says so", async () => {
      for (const name of ["LoginBody", "UserCreate", "UserPatch"])
        expect(component(name, "properties", "password").pattern, name).toBe("^[^\\u0000]*$");
      const res = await call(admin, "POST", "/api/admin/users", {
        email: "nul@example.com",
        role: "viewer",
        password: "long enough\u0000secret",
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(details(res)[0]).toMatchObject({ pointer: "/password" });
      const login = await site.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "admin@example.com", password: "a\u0000b" },
      });
      expect(login.statusCode, login.body).toBe(422);
    });
  });
});
