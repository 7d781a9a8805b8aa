import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type EditorServer,
  signIn as signInTo,
  startEditorServer,
} from "../helpers/editor-session.ts";

// The built editor (npm test builds it first) served by the real server on a PGlite database.
let server: EditorServer;
let url: string;

const ADMIN = "admin-e2e@example.com";
const VIEWER = "viewer-e2e@example.com";

beforeAll(async () => {
  server = await startEditorServer([
    { email: ADMIN, name: "مديرة الموقع", role: "admin" },
    { email: VIEWER, name: "مشاهد", role: "viewer" },
  ]);
  url = server.url;
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

/** A browser signed in; refused writes are logged as failed requests, and are expected. */
const signIn = (email: string, width = 1366) =>
  signInTo(server, email, width, /status of (403|422)/);

const setting = (page: Page, key: string) => page.locator(`[data-setting-key="${key}"]`);

async function storedSettings(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const response = await fetch("/api/admin/settings", {
      headers: { accept: "application/json" },
    });
    const body = (await response.json()) as { data: { values: Record<string, string> } };
    return body.data.values;
  });
}

describe("admin in Chromium", () => {
  it("an admin changes a setting, sees it saved, and it is still there after a reload", async () => {
    const { context, page, errors } = await signIn(ADMIN);
    await page.goto(`${url}/ar/admin`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "الإعدادات" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/ar/admin/settings");
    expect(await page.getAttribute('.adm-nav a[aria-current="page"]', "href")).toBe(
      "/ar/admin/settings",
    );

    const timezone = setting(page, "general.site_timezone");
    await timezone.locator(".adm-badge", { hasText: "افتراضي" }).waitFor();
    const input = timezone.getByRole("textbox");
    await input.fill("Asia/Riyadh");
    await timezone.getByRole("button", { name: /حفظ/ }).click();
    await timezone.getByRole("status").filter({ hasText: "تم الحفظ" }).waitFor();
    await expect
      .poll(async () => (await storedSettings(page))["general.site_timezone"])
      .toBe("Asia/Riyadh");
    expect(await timezone.locator(".adm-badge", { hasText: "افتراضي" }).count()).toBe(0);

    await page.reload({ waitUntil: "networkidle" });
    expect(await setting(page, "general.site_timezone").getByRole("textbox").inputValue()).toBe(
      "Asia/Riyadh",
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an invalid setting value shows the key and the rule and is not saved", async () => {
    const { context, page } = await signIn(ADMIN);
    await page.goto(`${url}/ar/admin/settings`, { waitUntil: "networkidle" });
    const before = (await storedSettings(page))["general.app_name"];
    const appName = setting(page, "general.app_name");
    await appName.getByRole("textbox").fill("أ".repeat(121));
    await appName.getByRole("button", { name: /حفظ/ }).click();
    // The form names the field and the rule next to the key, and keeps the value from the server.
    await appName.getByText("اسم الموقع: يجب ألا يزيد عن 120 حرفاً").waitFor();
    expect(await appName.locator(".adm-setting__key").textContent()).toBe("general.app_name");
    expect(await appName.getByText("تم الحفظ").count()).toBe(0);
    expect((await storedSettings(page))["general.app_name"]).toBe(before);

    // The server refuses the same value on its own, naming the key and the rule.
    const refusal = await page.evaluate(async () => {
      const me = (await (await fetch("/api/auth/me")).json()) as { csrfToken: string };
      const response = await fetch("/api/admin/settings/general.app_name", {
        method: "PUT",
        headers: { "content-type": "application/json", "csrf-token": me.csrfToken },
        body: JSON.stringify({ value: "أ".repeat(121) }),
      });
      return { status: response.status, body: (await response.json()) as { message: string } };
    });
    expect(refusal.status).toBe(422);
    expect(refusal.body.message).toMatch(/general\.app_name.*maxLength/);
    expect((await storedSettings(page))["general.app_name"]).toBe(before);
    await context.close();
  });

  it("an admin creates an API token, sees it once, and revokes it", async () => {
    const { context, page, errors } = await signIn(ADMIN);
    await page.goto(`${url}/ar/admin/tokens`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "رموز الوصول" }).waitFor();
    await page.getByLabel("الاسم").fill("تكامل الاختبار");
    await page.getByRole("button", { name: "إنشاء الرمز" }).click();
    const secret = page.getByLabel("الرمز", { exact: true });
    await secret.waitFor();
    const token = await secret.inputValue();
    expect(token).toMatch(/^cms_/);
    await page.getByText("لن يظهر مرة أخرى").waitFor();
    const row = page.locator('tr[data-token-name="تكامل الاختبار"]');
    await row.waitFor();
    expect(await row.textContent()).toContain(token.slice(0, 8));

    // The token works until it is revoked.
    const asClient = () =>
      context.request.get(`${url}/api/admin/settings`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await asClient()).status()).toBe(200);

    // Shown once: gone after a reload.
    await page.reload({ waitUntil: "networkidle" });
    expect(await page.content()).not.toContain(token);

    await row.getByRole("button", { name: /إبطال/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "إبطال" }).click();
    await row.getByText(/أُبطل/).waitFor();
    expect((await asClient()).status()).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a viewer sees the admin read-only and a forced write is refused with 403", async () => {
    const { context, page } = await signIn(VIEWER);
    await page.goto(`${url}/ar/admin/settings`, { waitUntil: "networkidle" });
    await page.getByText("العرض فقط").first().waitFor();
    const timezone = setting(page, "general.site_timezone");
    const input = timezone.getByRole("textbox");
    await input.waitFor();
    expect((await input.isDisabled()) || (await input.getAttribute("readonly")) !== null).toBe(
      true,
    );
    // No save or reset for a viewer: the form has nothing to submit.
    expect(await timezone.getByRole("button").count()).toBe(0);

    const status = await page.evaluate(async () => {
      const me = (await (await fetch("/api/auth/me")).json()) as { csrfToken: string };
      const response = await fetch("/api/admin/settings/general.site_timezone", {
        method: "PUT",
        headers: { "content-type": "application/json", "csrf-token": me.csrfToken },
        body: JSON.stringify({ value: "Europe/London" }),
      });
      return response.status;
    });
    expect(status).toBe(403);
    expect((await storedSettings(page))["general.site_timezone"]).not.toBe("Europe/London");

    await page.goto(`${url}/ar/admin/users`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "المستخدمون" }).waitFor();
    const roleSelect = page.getByLabel(`دور ${ADMIN}`);
    await roleSelect.waitFor();
    expect(await roleSelect.isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "إنشاء المستخدم" }).count()).toBe(0);
    await context.close();
  });

  it.each([390, 1366])("lays the admin out right to left at %i px", async (width) => {
    const { context, page, errors } = await signIn(ADMIN, width);
    for (const screen of ["settings", "users", "tokens", "metaheads", "audit"]) {
      await page.goto(`${url}/ar/admin/${screen}`, { waitUntil: "networkidle" });
      await page.locator(".adm-main h1").waitFor();
      await page.locator(".adm-state[role=status]").waitFor({ state: "detached" });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${screen} has no sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `tests/e2e/__screenshots__/admin-${screen}-${width}.png`,
        fullPage: true,
      });
    }
    // Right to left: the navigation starts at the right-hand side on a desktop.
    if (width > 800) {
      const nav = await page.locator(".adm-nav").boundingBox();
      expect((nav?.x ?? 0) + (nav?.width ?? 0)).toBeGreaterThan(width / 2);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
