import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EditorServer, signIn, startEditorServer } from "../helpers/editor-session.ts";

// The Dealers tab (/ar/admin/dealers) in Chromium, in Arabic, right to left: the built editor
// served by the real server on a PGlite database.
let server: EditorServer;
const ADMIN = "dealers-admin-e2e@example.com";

beforeAll(async () => {
  server = await startEditorServer([{ email: ADMIN, name: "مديرة الوكلاء", role: "admin" }]);
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

describe("the Dealers tab in Chromium", () => {
  it("an admin adds a dealer, corrects a field, finds it, edits and deletes it", async () => {
    const { context, page, errors } = await signIn(server, ADMIN, 1366, /status of (409|422)/);
    await page.goto(`${server.url}/ar/admin/dealers`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "الوكلاء" }).waitFor();
    expect(await page.getAttribute('.adm-nav a[aria-current="page"]', "href")).toBe(
      "/ar/admin/dealers",
    );
    const row = page.locator("tr[data-dealer-id]").filter({ hasText: "معرض اختبار الوكلاء" });
    expect(await row.count()).toBe(0);

    await page.getByRole("button", { name: "إضافة وكيل" }).click();
    const code = page.getByLabel("رمز الوكيل", { exact: true });
    // The form opens with the focus on its first field.
    await expect.poll(() => code.evaluate((el) => el === document.activeElement)).toBe(true);
    await code.fill("AE-E2E-01");
    await page.getByLabel("الاسم", { exact: true }).fill("معرض اختبار الوكلاء");
    await page.getByLabel("المدينة", { exact: true }).fill("دبي");
    const email = page.getByLabel("البريد الإلكتروني", { exact: true });
    await email.fill("not-an-address");
    await page.getByLabel("قطع الغيار").check();
    await page.getByRole("button", { name: "إضافة الوكيل" }).click();
    // The bad field is named, with its rule, beside itself; nothing was sent.
    await page
      .locator(".adm-field__error", { hasText: "البريد الإلكتروني: يجب أن يكون عنوان بريد" })
      .waitFor();
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    expect(await row.count()).toBe(0);
    await email.fill("e2e@example.com");
    await page.getByRole("button", { name: "إضافة الوكيل" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "أُضيف الوكيل «معرض اختبار الوكلاء»" })
      .waitFor();
    await row.waitFor();
    expect(await row.locator('td[data-label="رمز الوكيل"]').textContent()).toBe("AE-E2E-01");

    await page.getByLabel("ابحث بالاسم أو رمز الوكيل").fill("ae-e2e");
    await expect.poll(() => page.locator("tr[data-dealer-id]").count()).toBe(1);
    await page.getByLabel("ابحث بالاسم أو رمز الوكيل").fill("لا يوجد مثله");
    await page.getByText("لا يوجد وكيل اسمه أو رمزه يحوي").waitFor();
    await page.getByLabel("ابحث بالاسم أو رمز الوكيل").fill("");
    await row.waitFor();

    await page.getByRole("button", { name: "تعديل «معرض اختبار الوكلاء»" }).click();
    await page.getByLabel("الولاية أو المنطقة", { exact: true }).fill("DXB");
    await page.getByRole("button", { name: "حفظ الوكيل" }).click();
    await expect.poll(() => row.locator('td[data-label="الولاية"]').textContent()).toBe("DXB");

    await page.getByRole("button", { name: "حذف «معرض اختبار الوكلاء»" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "حذف" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "حُذف الوكيل «معرض اختبار الوكلاء»" })
      .waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
