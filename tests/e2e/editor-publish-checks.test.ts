import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/axe.ts";
import {
  addBlock,
  blockForm,
  type EditorServer,
  signIn,
  startEditorServer,
} from "../helpers/editor-session.ts";

/** Screenshots of what the editor saw, when a directory is given (looked at by hand). */
const SHOTS = process.env.PUBLISH_CHECKS_SHOTS;

// The built editor served by the real server on a PGlite database with the demo content.
let server: EditorServer;
const EDITOR = "checks-editor@example.com";

beforeAll(async () => {
  server = await startEditorServer([{ email: EDITOR, name: "محرّرة الفحوص", role: "editor" }]);
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

describe("checks before publishing in Chromium", () => {
  it("refuses a page without an H1, leads to the heading level, and publishes once it is H1", async () => {
    const { context, page, errors } = await signIn(server, EDITOR, 1440);
    await page.goto(`${server.url}/ar/cms`);
    await page.getByRole("button", { name: "إنشاء", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "إنشاء صفحة" });
    await dialog.getByLabel("المسار").fill("checks-launch");
    await dialog.getByLabel("العنوان").fill("إطلاق ديفندر");
    await dialog.getByRole("button", { name: "إنشاء" }).click();
    await page.getByText("هذه الصفحة فارغة. أضف أول كتلة من الكتالوج.").waitFor();

    // A hero whose heading is an H2: the page has no H1.
    await addBlock(page, "لافتة العنوان", "لافتة العنوان الرئيسية");
    const form = blockForm(page);
    await form.getByLabel("العنوان", { exact: true }).fill("ديفندر الجديدة");
    await form.getByLabel("مستوى العنوان").selectOption({ label: "H2" });
    await page.getByRole("button", { name: "نشر", exact: true }).click();
    await page
      .getByText(/ليس في الصفحة عنوان رئيسي \(H1\)/)
      .first()
      .waitFor();
    // Saved as a draft on the way, but not published.
    await expect
      .poll(async () => (await page.request.get(`${server.url}/ar/checks-launch`)).status())
      .toBe(404);

    // The count beside the publish button opens the list; the finding names the block and field.
    const toggle = page.getByRole("button", { name: /فحوص النشر/ });
    await expect.poll(() => toggle.textContent()).toMatch(/1 خطأ|١ خطأ/);
    await toggle.click();
    const panel = page.getByRole("region", { name: "فحوص قبل النشر" });
    const finding = panel.getByRole("listitem").filter({ hasText: "عنوان رئيسي" });
    await expect.poll(() => finding.textContent()).toMatch(/الكتلة 1: لافتة العنوان الرئيسية/);
    await expect.poll(() => finding.textContent()).toContain("«مستوى العنوان»");
    expect(await axeViolations(page, ".ed-checks__panel")).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/checks-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.scrollIntoViewIfNeeded();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/checks-390.png` });
    await page.setViewportSize({ width: 1440, height: 900 });

    // Its link opens the block and puts the cursor in the heading level.
    await page.locator(".ed-block__select").first().click(); // closed: the link must open it
    await finding.getByRole("button", { name: "انتقل إلى الحقل" }).click();
    const level = blockForm(page).getByLabel("مستوى العنوان");
    await expect.poll(() => level.evaluate((el) => el === document.activeElement)).toBe(true);
    await level.selectOption({ label: "H1" });

    await page.getByRole("button", { name: "نشر", exact: true }).click();
    await page.getByText(/نُشرت الصفحة/).waitFor();
    const site = await page.request.get(`${server.url}/ar/checks-launch`);
    expect(site.status()).toBe(200);
    expect((await site.text()).match(/<h1[\s>]/g)).toHaveLength(1);
    // The saved page is checked again: no error left (the hero's picture has no text: a warning).
    await expect.poll(() => toggle.textContent()).not.toMatch(/خطأ|أخطاء/);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
