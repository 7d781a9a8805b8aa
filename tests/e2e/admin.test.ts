import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type EditorServer,
  signIn as signInTo,
  startEditorServer,
  TEST_PASSWORD,
} from "../helpers/editor-session.ts";

// The built editor (npm test builds it first) served by the real server on a PGlite database.
let server: EditorServer;
let url: string;

const ADMIN = "admin-e2e@example.com";
const VIEWER = "viewer-e2e@example.com";
const AUTHOR = "author-e2e@example.com";

beforeAll(async () => {
  server = await startEditorServer([
    { email: ADMIN, name: "مديرة الموقع", role: "admin" },
    { email: VIEWER, name: "مشاهد", role: "viewer" },
    { email: AUTHOR, name: "كاتب", role: "editor" },
  ]);
  url = server.url;
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

/** A browser signed in; refused writes are logged as failed requests, and are expected. */
const signIn = (email: string, width = 1366) =>
  signInTo(server, email, width, /status of (403|422)/);

/** The status of POST /api/auth/login from a browser with no session. */
async function loginStatus(email: string, password: string): Promise<number> {
  const context = await server.browser.newContext();
  try {
    const response = await context.request.post(`${url}/api/auth/login`, {
      data: { email, password },
      headers: { origin: url },
    });
    return response.status();
  } finally {
    await context.close();
  }
}

const userRow = (page: Page, email: string) => page.locator(`tr[data-user-email="${email}"]`);

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

// Each test signs in and loads the admin screens; the first of them, with a cold bundle on a
// busy machine, took just over 30 s.
describe("admin in Chromium", { timeout: 90_000 }, () => {
  it("an admin changes a setting, sees it saved, and it is still there after a reload", async () => {
    const { context, page, errors } = await signIn(ADMIN);
    await page.goto(`${url}/ar/admin`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "الإعدادات" }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/ar/admin/settings");
    expect(await page.getAttribute('.adm-nav a[aria-current="page"]', "href")).toBe(
      "/ar/admin/settings",
    );

    // The general settings' own screen, from the list of namespaces.
    await page.locator(".adm-set-list").getByRole("link", { name: /^عام/ }).click();
    await page.waitForURL(`${url}/ar/admin/settings/general`);
    await page.getByRole("heading", { level: 1, name: "عام" }).waitFor();
    const timezone = setting(page, "general.site_timezone");
    await timezone.locator(".adm-badge", { hasText: "القيمة الافتراضية" }).waitFor();
    await timezone.getByRole("textbox").fill("Asia/Riyadh");
    await page.getByRole("button", { name: "حفظ عام" }).click();
    await page.getByText("لا تغييرات").waitFor();
    await expect
      .poll(async () => (await storedSettings(page))["general.site_timezone"])
      .toBe("Asia/Riyadh");
    await setting(page, "general.site_timezone")
      .locator(".adm-badge", { hasText: "معدّلة" })
      .waitFor();
    expect(
      await setting(page, "general.site_timezone")
        .locator(".adm-badge", { hasText: "القيمة الافتراضية" })
        .count(),
    ).toBe(0);

    await page.reload({ waitUntil: "networkidle" });
    expect(await setting(page, "general.site_timezone").getByRole("textbox").inputValue()).toBe(
      "Asia/Riyadh",
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an invalid setting value shows the key and the rule and is not saved", async () => {
    const { context, page } = await signIn(ADMIN);
    await page.goto(`${url}/ar/admin/settings/general`, { waitUntil: "networkidle" });
    const before = (await storedSettings(page))["general.app_name"];
    const appName = setting(page, "general.app_name");
    // The site's own name, not its values per language beside it.
    const input = appName.getByRole("textbox", { name: "اسم الموقع", exact: true });
    await input.fill("أ".repeat(121));
    await page.getByRole("button", { name: "حفظ عام" }).click();
    // Nothing is saved; the refusal names the field, and the field shows the rule beside its key
    // and keeps what was typed, to be corrected.
    await page.getByRole("alert").getByText("لم يُحفظ شيء: راجع اسم الموقع").waitFor();
    await appName.getByText("اسم الموقع: يجب ألا يزيد عن 120 حرفاً").waitFor();
    expect(await appName.locator(".adm-set-key").textContent()).toBe("general.app_name");
    expect(await input.inputValue()).toBe("أ".repeat(121));
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
    await page.goto(`${url}/ar/admin/settings/general`, { waitUntil: "networkidle" });
    await page.getByText("العرض فقط").first().waitFor();
    const timezone = setting(page, "general.site_timezone");
    const input = timezone.getByRole("textbox");
    await input.waitFor();
    expect((await input.isDisabled()) || (await input.getAttribute("readonly")) !== null).toBe(
      true,
    );
    // No save, reset or language value for a viewer: nothing to submit.
    expect(await timezone.getByRole("button").count()).toBe(0);
    expect(await page.getByRole("button", { name: /^حفظ/ }).count()).toBe(0);

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

  // Five screens at one width: slower than one test's 30 s on a busy machine.
  it.each([390, 1366])(
    "lays the admin out right to left at %i px",
    async (width) => {
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
          caret: "initial",
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
    },
    90_000,
  );

  it("at 390 px the users read as cards with each email and role, and no sideways scroll", async () => {
    const { context, page, errors } = await signIn(ADMIN, 390);
    await page.goto(`${url}/ar/admin/users`, { waitUntil: "networkidle" });
    await userRow(page, AUTHOR).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const roles = { [ADMIN]: "admin", [VIEWER]: "viewer", [AUTHOR]: "editor" };
    for (const [email, role] of Object.entries(roles)) {
      const row = userRow(page, email);
      const shown = row.getByText(email, { exact: true });
      expect(await shown.isVisible(), `${email} is shown`).toBe(true);
      const select = row.getByLabel(`دور ${email}`);
      expect(await select.inputValue()).toBe(role);
      // Every part of the card, its actions included, lies inside the screen.
      for (const part of [shown, select, row.getByRole("button", { name: `حذف ${email}` })]) {
        const box = await part.boundingBox();
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
        expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390);
      }
    }
    // Each value is named by its column on the card.
    const label = await userRow(page, AUTHOR)
      .locator("td")
      .nth(2)
      .evaluate((td) => getComputedStyle(td, "::before").content);
    expect(label).toBe('"الدور"');
    await page.screenshot({
      caret: "initial",
      path: "tests/e2e/__screenshots__/admin-users-cards-390.png",
    });
    await page.goto(`${url}/ar/admin/tokens`, { waitUntil: "networkidle" });
    await page.getByLabel("الاسم").fill("تطبيق الجوال");
    await page.getByRole("button", { name: "إنشاء الرمز" }).click();
    await page.locator('tr[data-token-name="تطبيق الجوال"]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.screenshot({
      caret: "initial",
      path: "tests/e2e/__screenshots__/admin-tokens-cards-390.png",
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an admin renames a user and sets their password in a dialog, and they sign in with it", async () => {
    const { context, page, errors } = await signIn(ADMIN, 390);
    await page.goto(`${url}/ar/admin/users`, { waitUntil: "networkidle" });
    const row = userRow(page, AUTHOR);

    await row.getByRole("button", { name: `تعديل اسم ${AUTHOR}` }).click();
    let dialog = page.getByRole("dialog");
    await dialog.getByLabel("الاسم").fill("كاتب المحتوى");
    await dialog.getByRole("button", { name: "حفظ الاسم" }).click();
    await row.getByText("كاتب المحتوى").waitFor();

    // With the keyboard alone: focus the button, open, type twice, submit.
    await row.getByRole("button", { name: `تعيين كلمة مرور ${AUTHOR}` }).focus();
    await page.keyboard.press("Enter");
    dialog = page.getByRole("dialog");
    await dialog.getByText("12 حرفاً على الأقل").first().waitFor();
    const password = "كلمة-سر-جديدة-2026";
    await page.keyboard.type(password);
    await page.keyboard.press("Tab");
    await page.keyboard.type(password);
    await page.keyboard.press("Enter");
    await page.getByRole("status").filter({ hasText: "عُيّنت كلمة مرور جديدة" }).waitFor();
    expect(await page.getByRole("dialog").count()).toBe(0);
    // Never shown after it is set.
    expect(await page.content()).not.toContain(password);

    expect(await loginStatus(AUTHOR, password)).toBe(200);
    expect(await loginStatus(AUTHOR, TEST_PASSWORD)).toBe(401);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a too-short password shows the Arabic rule and changes nothing", async () => {
    const { context, page, errors } = await signIn(ADMIN, 390);
    await page.goto(`${url}/ar/admin/users`, { waitUntil: "networkidle" });
    const row = userRow(page, VIEWER);
    await row.getByRole("button", { name: `تعيين كلمة مرور ${VIEWER}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("كلمة المرور الجديدة").fill("قصيرة-123");
    await dialog.getByLabel("أعد كتابة كلمة المرور").fill("قصيرة-123");
    await dialog.getByRole("button", { name: "تعيين كلمة المرور" }).click();
    const problem = dialog.locator(".adm-field__error");
    await problem.waitFor();
    expect(await problem.textContent()).toMatch(/^كلمة المرور الجديدة: 12 حرفاً على الأقل/);
    expect(await dialog.getByLabel("كلمة المرور الجديدة").getAttribute("aria-invalid")).toBe(
      "true",
    );
    await page.screenshot({
      caret: "initial",
      path: "tests/e2e/__screenshots__/admin-users-password-390.png",
    });
    // Two different passwords are caught too.
    await dialog.getByLabel("كلمة المرور الجديدة").fill("طويلة-بما-يكفي-1");
    await dialog.getByRole("button", { name: "تعيين كلمة المرور" }).click();
    await dialog.getByText("تأكيد كلمة المرور: لا يطابق").waitFor();
    await page.keyboard.press("Escape");
    expect(await page.getByRole("dialog").count()).toBe(0);

    // The server refuses it on its own, in Arabic, naming the field.
    const refusal = await page.evaluate(async (email) => {
      const me = (await (await fetch("/api/auth/me")).json()) as { csrfToken: string };
      const list = (await (await fetch("/api/admin/users")).json()) as {
        data: { id: number; email: string }[];
      };
      const id = list.data.find((u) => u.email === email)?.id;
      const response = await fetch(`/api/admin/users/${id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json", "csrf-token": me.csrfToken },
        body: JSON.stringify({ password: "قصيرة-123" }),
      });
      return {
        status: response.status,
        body: (await response.json()) as { details: { pointer: string; message: string }[] },
      };
    }, VIEWER);
    expect(refusal.status).toBe(422);
    expect(refusal.body.details[0]?.pointer).toBe("/password");
    expect(refusal.body.details[0]?.message).toMatch(/كلمة المرور.*12/);

    expect(await loginStatus(VIEWER, "قصيرة-123")).toBe(401);
    expect(await loginStatus(VIEWER, TEST_PASSWORD)).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });
});
