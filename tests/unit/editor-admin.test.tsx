import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";
import AdminApp from "../../editor/admin/admin-app.tsx";
import {
  auditDiff,
  auditQuery,
  contentPreview,
  formatDateTime,
  isDefaultValue,
  isRawHtmlKey,
  isValidSettingKey,
  keyErrors,
  navEntriesShownIn,
  newestFirst,
  problemText,
  type SchemaNode,
  settingState,
  siblingOrderAfterMove,
  sortMetaheads,
  toFormValue,
  toStoredValue,
} from "../../editor/admin/admin-logic.ts";
import { pageAddress, pagesByLanguage } from "../../editor/admin/metaheads-screen.tsx";
import NavigationScreen from "../../editor/admin/navigation-screen.tsx";
import type { Role, SessionInfo } from "../../editor/api.ts";
import { SessionProvider } from "../../editor/session.tsx";
import { settingsFormSchemas } from "../../generated/form-schemas.ts";
import { settingsUiSchemas } from "../../generated/ui-schema.ts";

const general: SchemaNode = settingsFormSchemas.general;
const prop = (key: string): SchemaNode => general.properties?.[key] ?? {};

describe("settings values between the server's strings and the form", () => {
  it("keeps plain text and enum keys as strings and parses JSON-held keys into the nested form", () => {
    expect(toFormValue(prop("general.app_name"), "الوكيل")).toBe("الوكيل");
    expect(toFormValue(settingsFormSchemas.search.properties["search.popup.enabled"], "true")).toBe(
      "true",
    );
    const footer = '[{"heading":"روابط","items":[{"label":"من نحن","url":"/ar/about"}]}]';
    expect(toFormValue(prop("general.footer.content.top_footer"), footer)).toEqual([
      { heading: "روابط", items: [{ label: "من نحن", url: "/ar/about" }] },
    ]);
  });

  it("shows the schema default when nothing is stored and an unreadable JSON value as empty", () => {
    expect(toFormValue(prop("general.site_timezone"), undefined)).toBe("Asia/Dubai");
    expect(toFormValue(prop("general.footer.content.top_footer"), "{broken")).toBeUndefined();
    expect(toFormValue({ type: "boolean" }, "true")).toBe(true);
    expect(toFormValue({ type: "integer" }, "42")).toBe(42);
  });

  it("sends every value back as a string, JSON for nested values", () => {
    expect(toStoredValue("Asia/Riyadh")).toBe("Asia/Riyadh");
    expect(toStoredValue(true)).toBe("true");
    expect(toStoredValue(3)).toBe("3");
    expect(toStoredValue(undefined)).toBe("");
    expect(toStoredValue([{ heading: "أ", items: [] }])).toBe('[{"heading":"أ","items":[]}]');
  });

  it("marks a key افتراضي when it is not stored or holds its default", () => {
    const timezone = prop("general.site_timezone");
    expect(isDefaultValue(timezone, undefined)).toBe(true);
    expect(isDefaultValue(timezone, "Asia/Dubai")).toBe(true);
    expect(isDefaultValue(timezone, "Asia/Riyadh")).toBe(false);
    expect(isDefaultValue(prop("general.footer.content.top_footer"), "")).toBe(true);
  });

  it("recognises the raw-HTML keys from the generated uiSchema", () => {
    const ui = settingsUiSchemas.general;
    expect(isRawHtmlKey(prop("general.404_page"), ui["general.404_page"])).toBe(true);
    expect(
      isRawHtmlKey(
        prop("general.footer.content.middle_html"),
        ui["general.footer.content.middle_html"],
      ),
    ).toBe(true);
    expect(isRawHtmlKey(prop("general.app_name"), ui["general.app_name"])).toBe(false);
    expect(isRawHtmlKey({ type: "string", "x-raw-html": true }, undefined)).toBe(true);
  });

  it("puts a 422 on the key, naming the key and the rule in Arabic", () => {
    const errors = keyErrors(
      "general.app_name",
      [{ pointer: "/general.app_name", rule: "maxLength", message: "120 حرفاً على الأكثر" }],
      "رُفض",
    );
    expect(errors).toEqual({
      "general.app_name": {
        __errors: ["general.app_name: أطول من المسموح (maxLength) — 120 حرفاً على الأكثر"],
      },
    });
    const nested = keyErrors(
      "general.footer.content.top_footer",
      [{ pointer: "/0/items/0/url", rule: "minLength", message: "" }],
      "رُفض",
    );
    expect(nested["general.footer.content.top_footer"]?.__errors[0]).toBe(
      "general.footer.content.top_footer /0/items/0/url: أقصر من المسموح (minLength)",
    );
    expect(keyErrors("a.b", [], "القيمة غير صالحة")).toEqual({
      "a.b": { __errors: ["a.b: القيمة غير صالحة"] },
    });
    expect(problemText("x.y", { rule: "custom", message: "m" })).toBe("x.y: custom — m");
  });

  it("reads stored keys, defaults and raw-HTML keys from the server's answer", () => {
    const payload = {
      namespaces: [],
      values: { "general.site_timezone": "Asia/Dubai", "general.app_name": "الوكيل" },
      unknown: [],
      defaults: { "general.site_timezone": "Asia/Dubai" },
      stored_keys: ["general.app_name"],
      raw_html_keys: ["general.404_page"],
    };
    const timezone = settingState(
      payload,
      "general.site_timezone",
      prop("general.site_timezone"),
      undefined,
    );
    expect(timezone).toEqual({
      value: "Asia/Dubai",
      defaultValue: "Asia/Dubai",
      isStored: false,
      isDefault: true,
      isRawHtml: false,
    });
    const name = settingState(payload, "general.app_name", prop("general.app_name"), undefined);
    expect(name.isStored && !name.isDefault).toBe(true);
    expect(settingState(payload, "general.404_page", {}, undefined).isRawHtml).toBe(true);
    // Without the extra fields, a value present counts as stored.
    const bare = settingState(
      { namespaces: [], values: { "x.y": "1" }, unknown: [] },
      "x.y",
      { type: "string", default: "1" },
      undefined,
    );
    expect(bare).toMatchObject({ isStored: true, isDefault: true, defaultValue: "1" });
  });

  it("accepts the setting keys the server accepts", () => {
    expect(isValidSettingKey("social.whatsapp.number")).toBe(true);
    expect(isValidSettingKey("security.raw_html_enabled")).toBe(true);
    expect(isValidSettingKey("forms.{id}.label")).toBe(true);
    expect(isValidSettingKey("Has Space.key")).toBe(false);
    expect(isValidSettingKey("a..b")).toBe(false);
    expect(isValidSettingKey(`a.${"b".repeat(200)}`)).toBe(false);
  });
});

describe("metaheads and audit", () => {
  it("orders metaheads by sequence, then by id", () => {
    const sorted = sortMetaheads([
      { id: 3, sequence: 2 },
      { id: 2, sequence: 1 },
      { id: 1, sequence: 2 },
    ]);
    expect(sorted.map((m) => m.id)).toEqual([2, 1, 3]);
  });

  it("previews a metahead's first line, shortened", () => {
    expect(contentPreview("\n<script>\nalert(1)\n</script>")).toBe("<script>");
    expect(contentPreview("x".repeat(80), 10)).toBe(`${"x".repeat(10)}…`);
  });

  it("diffs an entry's before and after as JSON lines", () => {
    expect(auditDiff({ value: "a", key: "k" }, { value: "b", key: "k" })).toEqual([
      { kind: "same", text: "{" },
      { kind: "same", text: '  "key": "k",' },
      { kind: "removed", text: '  "value": "a"' },
      { kind: "added", text: '  "value": "b"' },
      { kind: "same", text: "}" },
    ]);
    expect(auditDiff(null, { id: 1 }).every((l) => l.kind === "added")).toBe(true);
    expect(auditDiff({ id: 1 }, null).every((l) => l.kind === "removed")).toBe(true);
  });

  it("lists the newest entries first and builds the list's query", () => {
    const entries = newestFirst([
      { id: 1, at: "2024-01-01T00:00:00Z" },
      { id: 3, at: "2024-03-01T00:00:00Z" },
      { id: 2, at: "2024-03-01T00:00:00Z" },
    ]);
    expect(entries.map((e) => e.id)).toEqual([3, 2, 1]);
    expect(auditQuery("", 1)).toBe("");
    expect(auditQuery("setting", 2)).toBe("?entity=setting&page=2");
  });

  it("formats times in Arabic and a missing time as a dash", () => {
    const text = formatDateTime("2024-05-01T10:30:00Z");
    expect(text).toBe(
      new Intl.DateTimeFormat("ar", { dateStyle: "medium", timeStyle: "short" }).format(
        new Date("2024-05-01T10:30:00Z"),
      ),
    );
    expect(text).toMatch(/2024/);
    expect(formatDateTime(null)).toBe("—");
    expect(formatDateTime("not a date")).toBe("—");
  });
});

const PERMISSIONS: Record<Role, string[]> = {
  admin: ["admin:read", "settings:write", "users:manage", "tokens:manage", "audit:read"],
  editor: ["pages:read", "pages:write"],
  viewer: ["pages:read", "admin:read"],
};

/** The admin as the server renders nothing and the browser first paints it: nav and headings. */
function renderAdmin(role: Role, path: string): string {
  const client = new QueryClient();
  const session: SessionInfo = {
    user: { id: 1, email: `${role}@example.com`, name: role, role },
    permissions: PERMISSIONS[role],
    csrfToken: "t",
    rawHtml: false,
  };
  client.setQueryData(["session"], session);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SessionProvider>
          <Routes>
            <Route path="/admin/*" element={<AdminApp />} />
          </Routes>
        </SessionProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("admin layout", () => {
  it("shows the five sections in Arabic, right to left, with the current one marked", () => {
    const html = renderAdmin("admin", "/admin/users");
    for (const label of ["الإعدادات", "المستخدمون", "رموز الوصول", "الوسوم الوصفية", "سجل التدقيق"])
      expect(html).toContain(`>${label}</a>`);
    expect(html).toContain('dir="rtl"');
    expect(html).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/admin\/users"|<a[^>]*href="\/admin\/users"[^>]*aria-current="page"/,
    );
    expect(html).toContain('aria-label="أقسام الإدارة"');
  });

  it("tells an editor, who may not read the admin, instead of showing it", () => {
    const html = renderAdmin("editor", "/admin/settings");
    expect(html).toContain("ليست لديك صلاحية الوصول إلى لوحة الإدارة.");
    expect(html).not.toContain("أقسام الإدارة");
  });
});

describe("navigation and metaheads per language", () => {
  const entry = (
    id: number,
    lang: string | null,
    parent_id: number | null = null,
    position = id,
  ) => ({
    id,
    parent_id,
    position,
    label: `عنصر ${id}`,
    url: `/x${id}`,
    target: "_self" as const,
    lang,
  });
  const entries = [
    entry(1, null),
    entry(2, "en"),
    entry(3, "ar"),
    entry(4, null),
    entry(5, "en", 2),
  ];

  it("shows one language's menu as its visitors see it: entries for every language and its own", () => {
    expect(navEntriesShownIn(entries, "en").map((e) => e.id)).toEqual([1, 2, 4, 5]);
    expect(navEntriesShownIn(entries, "ar").map((e) => e.id)).toEqual([1, 3, 4]);
    expect(navEntriesShownIn(entries, null)).toHaveLength(5);
  });

  it("moves an entry past its shown neighbour and keeps the hidden siblings in place", () => {
    // The English menu shows 1, 2, 4 of the top level 1, 2, 3, 4: moving 4 up trades it with 2.
    expect(siblingOrderAfterMove([1, 2, 3, 4], [1, 2, 4], 2, -1)).toEqual([1, 4, 3, 2]);
    expect(siblingOrderAfterMove([1, 2, 3, 4], [1, 2, 4], 0, 1)).toEqual([2, 1, 3, 4]);
    expect(siblingOrderAfterMove([1, 2, 3, 4], [1, 2, 4], 0, -1)).toBeNull();
  });

  function renderNavigation(): string {
    const client = new QueryClient();
    client.setQueryData(["session"], {
      user: { id: 1, email: "admin@example.com", name: "admin", role: "admin" },
      permissions: PERMISSIONS.admin,
      csrfToken: "t",
      rawHtml: false,
    } satisfies SessionInfo);
    client.setQueryData(["admin", "nav_entries"], entries);
    return renderToStaticMarkup(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={["/admin/navigation"]}>
          <SessionProvider>
            <NavigationScreen />
          </SessionProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  it("marks an entry of one language, filters by language and edits an entry's language", () => {
    const html = renderNavigation();
    expect(html).toContain('<bdi lang="en">English</bdi> فقط');
    expect(html).toContain("القائمة المعروضة");
    expect(html).toContain('<option value="" selected="">كل العناصر بكل اللغات</option>');
    // The entry form: every language, or one of the 51 by its own name.
    expect(html).toContain('<option value="" selected="">كل اللغات</option>');
    expect(html).toContain('<option value="he" lang="he">עברית (he)</option>');
    expect(html).toContain(
      '<option value="pt-br" lang="pt-BR">Português (Brasil) (pt-br)</option>',
    );
  });

  it("names each page of the metahead scope with its language and its address", () => {
    const groups = pagesByLanguage([
      { id: 3, path: "about", lang: "en", title: "About" },
      { id: 1, path: "index", lang: "ar", title: "الرئيسية" },
      { id: 2, path: "about", lang: "ar", title: "من نحن" },
    ]);
    expect(groups.map((g) => [g.lang, g.pages.map((p) => p.id)])).toEqual([
      ["ar", [2, 1]],
      ["en", [3]],
    ]);
    expect(pageAddress({ lang: "en", path: "about" })).toBe("/en/about");
    expect(pageAddress({ lang: "ar", path: "index" })).toBe("/ar/");
  });
});
