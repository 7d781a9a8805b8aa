import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/axe.ts";
import {
  blockForm,
  type EditorServer,
  signIn,
  startEditorServer,
} from "../helpers/editor-session.ts";

/** Screenshots of what the editor saw, when a directory is given (looked at by hand). */
const SHOTS = process.env.CATALOGUE_SHOTS;

// The built editor served by the real server on a PGlite database with the demo content (its
// media library holds the pictures the blocks' examples name, and its forms are published).
let server: EditorServer;

const EDITOR = "catalogue-e2e@example.com";

beforeAll(async () => {
  server = await startEditorServer([{ email: EDITOR, name: "محرّرة الكتالوج", role: "editor" }]);
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

describe("the block catalogue in Chromium", () => {
  it("finds blocks in Arabic and English, and a block added from it starts useful and publishes", async () => {
    const { context, page, errors } = await signIn(server, EDITOR, 1440);
    await page.goto(`${server.url}/ar/cms`);
    await page.getByRole("button", { name: "إنشاء", exact: true }).click();
    const create = page.getByRole("dialog", { name: "إنشاء صفحة" });
    await create.getByLabel("المسار").fill("catalogue-start");
    await create.getByLabel("العنوان").fill("صفحة تبدأ مفيدة");
    await create.getByRole("button", { name: "إنشاء" }).click();
    await page.getByText("هذه الصفحة فارغة. أضف أول كتلة من الكتالوج.").waitFor();

    // The catalogue describes blocks in Arabic, and finds them as editors type, in either language.
    await page.getByRole("button", { name: "افتح الكتالوج" }).click();
    const catalogue = page.getByRole("dialog", { name: "كتالوج الكتل" });
    const search = catalogue.getByLabel(/ابحث في الكتل/);
    const slider = catalogue.getByRole("button", { name: "أضف «شرائح العرض الرئيسية»" });
    // Without the hamza and with haa for taa marbuta, as typed on many keyboards.
    await search.fill("شرائح العرض الرييسيه");
    await slider.waitFor();
    await search.fill("hero carousel");
    await slider.waitFor();
    await expect
      .poll(() => catalogue.locator("#ed-cat-desc-lrdx-hero-slider").textContent())
      .toContain("شرائح بعرض الصفحة");
    await search.fill("");
    expect(await axeViolations(page, "dialog[open]")).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/catalogue-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await search.fill("نموذج");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/catalogue-390.png` });
    await page.setViewportSize({ width: 1440, height: 900 });

    // A hero on a page without a heading yet: it arrives with its example and is the page's H1.
    await search.fill("لافتة العنوان الرئيسية");
    await catalogue.getByRole("button", { name: "أضف «لافتة العنوان الرئيسية»" }).click();
    await expect.poll(() => catalogue.count()).toBe(0);
    const form = blockForm(page);
    await expect
      .poll(() => form.getByLabel("العنوان", { exact: true }).inputValue())
      .toBe("ديفندر 110 الجديدة كلياً");
    const preview = page.frameLocator("iframe.ed-preview__frame");
    await preview.getByRole("heading", { level: 1, name: "ديفندر 110 الجديدة كلياً" }).waitFor();

    // The form block shows a published form from the start.
    await page.getByRole("button", { name: "+ إضافة كتلة" }).click();
    await search.fill("نموذج الإدخال");
    await catalogue.getByRole("button", { name: "أضف «نموذج الإدخال»" }).click();
    await expect.poll(() => catalogue.count()).toBe(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/builder-1440.png` });

    await page.getByRole("button", { name: "حفظ المسودة" }).click();
    await page.getByText("حُفظت المسودة.").waitFor();
    await page.getByRole("button", { name: "نشر", exact: true }).click();
    await page.getByText(/نُشرت الصفحة/).waitFor();

    // The visitor sees the hero (the example's past schedule was left behind) as the one H1,
    // every picture described, and the form to fill in.
    const visitor = await context.newPage();
    await visitor.goto(`${server.url}/ar/catalogue-start`);
    const h1 = visitor.locator("h1");
    await expect.poll(() => h1.allTextContents()).toEqual(["ديفندر 110 الجديدة كلياً"]);
    const alts = await visitor
      .locator("main img")
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt") ?? ""));
    expect(alts.length).toBeGreaterThan(0);
    expect(alts.filter((a) => a.trim() === "")).toEqual([]);
    await visitor
      .getByLabel(/الاسم الأول/)
      .first()
      .waitFor();

    // Back in the builder, a carousel shows its slides at once; on a page with an H1 its first
    // slide's heading stays an H2.
    await page.getByRole("button", { name: "+ إضافة كتلة" }).click();
    await search.fill("شرائح العرض الرئيسية");
    await slider.click();
    await expect.poll(() => catalogue.count()).toBe(0);
    await preview.getByRole("heading", { level: 2, name: "رينج روفر سبورت" }).waitFor();
    expect(await preview.getByRole("heading", { level: 1 }).count()).toBe(1);

    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
