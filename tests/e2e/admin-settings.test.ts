import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/axe.ts";
import { type EditorServer, signIn, startEditorServer } from "../helpers/editor-session.ts";

// The built editor served by the real server on a PGlite database with the demo content.
let server: EditorServer;
const ADMIN = "settings-admin@example.com";

beforeAll(async () => {
  server = await startEditorServer([{ email: ADMIN, name: "مديرة الإعدادات", role: "admin" }]);
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

/** The axe rules the one long settings page used to break, and every other. */
async function expectAxeClean(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
}

/** One key's field on a namespace's screen. */
const field = (page: Page, key: string) => page.locator(`[data-setting-key="${key}"]`);

describe("settings by namespace", () => {
  it("an editor finds the popup's text by searching, changes it with one save, and the site shows it", async () => {
    const { context, page, errors } = await signIn(server, ADMIN, 1440);
    await page.goto(`${server.url}/ar/admin/settings`, { waitUntil: "networkidle" });
    // The namespaces by their Arabic titles, never a raw key as a title.
    await page.getByRole("heading", { level: 1, name: "الإعدادات" }).waitFor();
    const list = page.locator(".adm-set-list");
    await list.getByText("النافذة المنبثقة", { exact: true }).waitFor();
    expect(await list.locator(".adm-set-list__title").allTextContents()).not.toContain(
      "basic_popup",
    );
    await expectAxeClean(page);

    // Search by the namespace's and the field's Arabic words (without the taa marbuta's dots).
    const search = page.getByRole("searchbox", { name: "ابحث في كل الإعدادات" });
    await search.fill("النافذه المنبثقة النص");
    const hit = page.locator(".adm-set-search__hit", { hasText: "basic_popup.body" });
    await hit.waitFor();
    await expectAxeClean(page);
    await hit.click();

    // The namespace's own screen, on the field, focused.
    await page.waitForURL(/\/ar\/admin\/settings\/basic_popup\?key=basic_popup\.body$/);
    await page.getByRole("heading", { level: 1, name: "النافذة المنبثقة" }).waitFor();
    const body = field(page, "basic_popup.body").getByRole("textbox");
    await expect.poll(() => body.evaluate((el) => el === document.activeElement)).toBe(true);
    const text = "تمويل بدون دفعة أولى على ديفندر حتى نهاية الشهر، مع خدمة مجانية لثلاث سنوات.";
    await body.fill(text);

    // Leaving with an unsaved change asks first; staying keeps the text.
    page.once("dialog", (dialog) => void dialog.dismiss());
    await page.getByRole("link", { name: "كل الأقسام" }).click();
    expect(new URL(page.url()).pathname).toBe("/ar/admin/settings/basic_popup");
    expect(await body.inputValue()).toBe(text);
    await expectAxeClean(page);

    // One save for the namespace.
    const save = page.getByRole("button", { name: "حفظ النافذة المنبثقة" });
    expect(await page.getByRole("button", { name: /^حفظ/ }).count()).toBe(1);
    await save.click();
    await page.getByText("لا تغييرات").waitFor();
    await page.reload({ waitUntil: "networkidle" });
    expect(await field(page, "basic_popup.body").getByRole("textbox").inputValue()).toBe(text);

    // The site's popup (shown on the summer offer) says it.
    const visitor = await server.browser.newContext({ locale: "ar" });
    await visitor.addInitScript(() => {
      if (location.protocol.startsWith("http"))
        localStorage.setItem("cookieConsentStatus", "accepted:obligatory,optional");
    });
    const site = await visitor.newPage();
    await site.goto(`${server.url}/ar/offers/summer`);
    await site.locator("dialog.basic-popup[open]").getByText(text).waitFor();
    await visitor.close();
    expect(errors).toEqual([]);
    await context.close();
    // Four axe runs, a save, a reload and a visitor's page: more than 30 s when two files share
    // the machine's two cores with their browsers.
  }, 90_000);

  it("one bad value refuses the whole save, named on its field; a language's value sits beside its key", async () => {
    const { context, page } = await signIn(server, ADMIN, 390, /status of 422/);
    await page.goto(`${server.url}/ar/admin/settings/basic_popup`, { waitUntil: "networkidle" });
    const header = field(page, "basic_popup.header");
    const headerBox = header.getByRole("textbox", { name: "العنوان", exact: true });
    const before = await headerBox.inputValue();
    await headerBox.fill("عروض الخريف");
    await field(page, "basic_popup.cookie_expiry_days").getByRole("textbox").fill("0");
    // An English value for the header, added beside it.
    await header.getByText("قيمة خاصة بلغة أخرى").click();
    await header.getByLabel("اللغة").selectOption("en");
    await header.getByRole("button", { name: "إضافة" }).click();
    await header.getByLabel(/العنوان بالإنجليزية/).fill("Autumn offers");
    await page.getByRole("button", { name: "حفظ النافذة المنبثقة" }).click();
    await page.getByText(/لم يُحفظ شيء: راجع مدة ملف الارتباط بالأيام/).waitFor();
    await field(page, "basic_popup.cookie_expiry_days")
      .getByText(/مدة ملف الارتباط بالأيام/)
      .first()
      .waitFor();

    // Nothing was written: after a reload the header is as it was and there is no English value.
    page.once("dialog", (dialog) => void dialog.accept());
    await page.reload({ waitUntil: "networkidle" });
    expect(
      await field(page, "basic_popup.header")
        .getByRole("textbox", { name: "العنوان", exact: true })
        .inputValue(),
    ).toBe(before);
    expect(await page.getByLabel(/@en/).count()).toBe(0);

    // Corrected, the same edits are saved together; the English value shows beside the header.
    const again = field(page, "basic_popup.header");
    await again.getByRole("textbox", { name: "العنوان", exact: true }).fill("عروض الخريف");
    await again.getByText("قيمة خاصة بلغة أخرى").click();
    await again.getByLabel("اللغة").selectOption("en");
    await again.getByRole("button", { name: "إضافة" }).click();
    await again.getByLabel(/العنوان بالإنجليزية/).fill("Autumn offers");
    await page.getByRole("button", { name: "حفظ النافذة المنبثقة" }).click();
    await page.getByText("لا تغييرات").waitFor();
    await page.reload({ waitUntil: "networkidle" });
    const saved = field(page, "basic_popup.header");
    expect(await saved.getByRole("textbox", { name: "العنوان", exact: true }).inputValue()).toBe(
      "عروض الخريف",
    );
    expect(await saved.getByLabel(/العنوان بالإنجليزية/).inputValue()).toBe("Autumn offers");
    await context.close();
  });
});
