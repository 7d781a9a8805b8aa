import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EditorServer, signIn, startEditorServer } from "../helpers/editor-session.ts";

// The showroom and order-online configs (/ar/admin/stock-configs) in Chromium, in Arabic, right
// to left, at 1440 px: the built editor served by the real server on the demo database.
let server: EditorServer;
const ADMIN = "stock-configs-admin-e2e@example.com";

beforeAll(async () => {
  server = await startEditorServer([{ email: ADMIN, name: "مديرة الإعدادات", role: "admin" }]);
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

/** The order-online config every site reads, as the public config call answers it. */
async function publicSoftLock(): Promise<unknown> {
  const res = await fetch(`${server.url}/public_api/configs/all/all?config_type=order_online`);
  const body = (await res.json()) as {
    data: { attributes: { vehicle_state: string; data: Record<string, unknown> } }[];
  };
  return body.data.find((e) => e.attributes.vehicle_state === "")?.attributes.data
    .soft_lock_minutes;
}

describe("the configs screen in Chromium", () => {
  it("an admin edits the order-online hold length, is told a bad value, and sees it saved", async () => {
    // The form's own check logs "Form validation failed" when it keeps a bad value from the server.
    const { context, page, errors } = await signIn(
      server,
      ADMIN,
      1440,
      /status of (404|409|422)|Form validation failed/,
    );
    await page.goto(`${server.url}/ar/admin/stock-configs`, { waitUntil: "networkidle" });
    await page
      .getByRole("heading", { level: 1, name: "إعدادات المعرض والطلب عبر الإنترنت" })
      .waitFor();
    expect(await page.getAttribute('.adm-nav a[aria-current="page"]', "href")).toBe(
      "/ar/admin/stock-configs",
    );
    expect(await page.locator(".adm").getAttribute("dir")).toBe("rtl");
    // The demo's configs are listed, the configurator's variants named as such.
    await page.locator('tr[data-config-type="config_order_online"]').waitFor();
    expect(
      await page.locator('tr[data-config-type="config_order_online"] td').first().textContent(),
    ).toContain("الطلب عبر الإنترنت (من أداة التهيئة)");
    // The demo holds a car for 15 minutes.
    expect(await publicSoftLock()).toBe(15);

    await page.getByRole("button", { name: "تعديل «الطلب عبر الإنترنت»", exact: true }).click();
    await page.getByRole("heading", { level: 2, name: "تعديل «الطلب عبر الإنترنت»" }).waitFor();
    // The form opens on its first field, the site.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id))
      .toBe("stock-config-site");
    const minutes = page.getByLabel(/مدة حجز السيارة المؤقت \(دقائق\)/);
    expect(await minutes.inputValue()).toBe("15");
    expect(await page.getByLabel(/رسوم الحجز/).inputValue()).toBe("5000");

    await minutes.fill("500");
    await page.getByRole("button", { name: "حفظ الإعداد" }).click();
    // Refused beside the field, naming its limit; nothing was saved.
    await page.locator(".wf-form").getByText(/120/).first().waitFor();
    expect(await publicSoftLock()).toBe(15);

    await minutes.fill("30");
    await page.getByRole("button", { name: "حفظ الإعداد" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "حُفظ الإعداد «الطلب عبر الإنترنت»" })
      .waitFor();
    expect(await publicSoftLock()).toBe(30);

    // Opened again, the form reads the saved value back.
    await page.getByRole("button", { name: "تعديل «الطلب عبر الإنترنت»", exact: true }).click();
    await expect
      .poll(() => page.getByLabel(/مدة حجز السيارة المؤقت \(دقائق\)/).inputValue())
      .toBe("30");
    await page.getByRole("button", { name: "إلغاء", exact: true }).click();

    // A second order-online config for every site and state is refused, on the type's field.
    await page.getByRole("button", { name: "إضافة إعداد" }).click();
    await page.getByRole("heading", { level: 2, name: "إعداد جديد" }).waitFor();
    await page.getByLabel(/رسوم الحجز/).fill("2500");
    await page.getByLabel(/^العملة/).fill("AED");
    await page.getByLabel(/مزوّد الدفع/).fill("STRIPE");
    await page.getByRole("button", { name: "إضافة الإعداد" }).click();
    await page.getByRole("alert").filter({ hasText: "تعارض" }).waitFor();
    const type = page.getByLabel("نوع الإعداد", { exact: true });
    expect(await type.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator(".adm-field__error").first().textContent()).toContain("نوع الإعداد");
    expect(await publicSoftLock()).toBe(30);
    expect(errors).toEqual([]);
    await context.close();
  });
});
