import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addBlock,
  blockForm,
  type EditorServer,
  signIn,
  startEditorServer,
} from "../helpers/editor-session.ts";

/*
 * The builder per language, in Chromium against the built editor and the real server (PGlite,
 * demo content with its English and Hebrew sites): an editor switches the page tree to English,
 * writes and publishes an English page, adds its Arabic version, and visitors find each under
 * its own language; an admin gives a navigation entry to the English menu only.
 */
let server: EditorServer;
let url: string;

const EDITOR = "languages-editor@example.com";
const ADMIN = "languages-admin@example.com";

beforeAll(async () => {
  server = await startEditorServer([
    { email: EDITOR, name: "محرّرة اللغات", role: "editor" },
    { email: ADMIN, name: "مدير", role: "admin" },
  ]);
  url = server.url;
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

describe("the builder per language", () => {
  it("switches the tree to English, publishes an English page, adds its Arabic version and links the two", async () => {
    const { context, page, errors } = await signIn(server, EDITOR, 1366);
    await page.goto(`${url}/ar/cms`);
    const tree = page.locator(".ed-tree");
    const language = page.getByLabel("لغة الصفحات");
    // Arabic by default: the Arabic home page, not the English one.
    await expect.poll(() => language.inputValue()).toBe("ar");
    await tree.waitFor();
    expect(await tree.getAttribute("lang")).toBe("ar");

    // English: the address keeps the choice, the tree holds the English pages only.
    await language.selectOption("en");
    await expect.poll(() => new URL(page.url()).searchParams.get("lang")).toBe("en");
    await expect.poll(() => tree.getAttribute("lang")).toBe("en");
    const englishPaths = await page.locator(".ed-tree__path").allTextContents();
    expect(englishPaths.length).toBeGreaterThan(0);

    // A new page is made in the tree's language.
    await page.getByRole("button", { name: "إنشاء", exact: true }).click();
    const create = page.getByRole("dialog", { name: "إنشاء صفحة" });
    await create.getByText("اللغة: English").waitFor();
    await create.getByLabel("العنوان").fill("Spring offers");
    await create.getByLabel("المسار").fill("spring-offers");
    await create.getByRole("button", { name: "إنشاء" }).click();
    await page.getByText("هذه الصفحة فارغة. أضف أول كتلة من الكتالوج.").waitFor();
    expect(page.url()).toMatch(/\/ar\/cms\/pages\/\d+$/);
    const englishId = Number(/pages\/(\d+)/.exec(page.url())?.[1]);
    await page.locator(".ed-pagebar__path").getByText("/en/spring-offers").waitFor();
    await tree.getByRole("link", { name: /Spring offers/ }).waitFor();

    // Its text fields are written left to right once emptied of the example's text; the
    // preview is the English site, left to right. The snippet's heading is the page's H1.
    await addBlock(page, "snippet", "مقتطف نصّي");
    const heading = blockForm(page).getByLabel("العنوان", { exact: true });
    await heading.fill("");
    expect(await heading.getAttribute("dir")).toBe("ltr");
    expect(await heading.getAttribute("lang")).toBe("en");
    await heading.fill("Why spring with us?");
    await blockForm(page).getByLabel("مستوى العنوان").selectOption({ label: "H1" });
    const preview = page.frameLocator("iframe.ed-preview__frame");
    await preview.getByText("Why spring with us?").waitFor();
    await expect.poll(() => preview.locator("html").getAttribute("dir")).toBe("ltr");
    expect(await preview.locator("html").getAttribute("lang")).toBe("en");

    await page.getByRole("button", { name: "نشر", exact: true }).click();
    await page.getByText(/نُشرت الصفحة/).waitFor();
    const onSite = page.getByRole("link", { name: "عرض في الموقع" });
    expect(await onSite.getAttribute("href")).toBe("/en/spring-offers");

    // An Arabic version, from the page's actions in the tree: path and title start as the source's.
    await page.locator("summary[aria-label='إجراءات «Spring offers»']").click();
    await page.getByRole("button", { name: "إضافة نسخة بلغة أخرى" }).click();
    const translate = page.getByRole("dialog", { name: "نسخة بلغة أخرى من «Spring offers»" });
    expect(await translate.getByLabel("المسار").inputValue()).toBe("spring-offers");
    expect(await translate.getByLabel("العنوان").inputValue()).toBe("Spring offers");
    // English is the page's own language: it is not offered.
    expect(await translate.locator("option[value='en']").count()).toBe(0);
    await translate.getByLabel("اللغة").selectOption("ar");
    await translate.getByLabel("العنوان").fill("عروض الربيع");
    await page.screenshot({
      caret: "initial",
      path: "tests/e2e/__screenshots__/editor-languages-version.png",
    });
    await translate.getByRole("button", { name: "إنشاء النسخة" }).click();
    await expect.poll(() => page.url()).not.toContain(`/pages/${englishId}`);
    expect(page.url()).toMatch(/\/ar\/cms\/pages\/\d+$/);
    const arabicId = Number(/pages\/(\d+)/.exec(page.url())?.[1]);
    expect(arabicId).not.toBe(englishId);
    await page.locator(".ed-pagebar__path").getByText("/ar/spring-offers").waitFor();
    await expect.poll(() => tree.getAttribute("lang")).toBe("ar");
    await page.getByRole("heading", { name: "عروض الربيع" }).waitFor();

    // Each version links to the other.
    const versions = page.getByRole("navigation", { name: "نسخ الصفحة بلغات أخرى" });
    const toEnglish = versions.getByRole("link", { name: /English/ });
    await toEnglish.waitFor();
    expect(await toEnglish.textContent()).toContain("/en/spring-offers");
    // The Arabic version is written right to left again.
    await addBlock(page, "snippet", "مقتطف نصّي");
    const arabicHeading = blockForm(page).getByLabel("العنوان", { exact: true });
    await arabicHeading.fill("");
    expect(await arabicHeading.getAttribute("dir")).toBe("rtl");
    await arabicHeading.fill("لماذا الربيع معنا؟");
    await blockForm(page).getByLabel("مستوى العنوان").selectOption({ label: "H1" });
    await preview.getByText("لماذا الربيع معنا؟").waitFor();
    await expect.poll(() => preview.locator("html").getAttribute("dir")).toBe("rtl");
    await page.getByRole("button", { name: "نشر", exact: true }).click();
    await page.getByText(/نُشرت الصفحة/).waitFor();

    await toEnglish.click();
    await expect.poll(() => page.url()).toMatch(new RegExp(`/cms/pages/${englishId}$`));
    await page.getByRole("heading", { name: "Spring offers" }).waitFor();
    await versions.getByRole("link", { name: /العربية/ }).waitFor();
    // The language survives a reload, and the builder's start page remembers it.
    await page.reload();
    await expect.poll(() => language.inputValue()).toBe("en");
    await page.locator(".ed-block").first().waitFor();
    await page.screenshot({
      caret: "initial",
      path: "tests/e2e/__screenshots__/editor-languages-1366.png",
    });
    await page.goto(`${url}/ar/cms`);
    await expect.poll(() => language.inputValue()).toBe("en");
    await tree.getByRole("link", { name: /Spring offers/ }).waitFor();

    // The server holds two versions sharing a key.
    const list = (await (await context.request.get(`${url}/api/cms/pages`)).json()) as {
      data: { id: number; lang: string; path: string; translation_key: string | null }[];
    };
    const english = list.data.find((p) => p.id === englishId);
    const arabic = list.data.find((p) => p.id === arabicId);
    expect(english).toMatchObject({ lang: "en", path: "spring-offers" });
    expect(arabic).toMatchObject({ lang: "ar", path: "spring-offers" });
    expect(english?.translation_key).not.toBeNull();
    expect(arabic?.translation_key).toBe(english?.translation_key);

    // Visitors: the English page at /en/spring-offers, left to right, linked to its Arabic version.
    const visitor = await server.browser.newPage();
    const response = await visitor.goto(`${url}/en/spring-offers`);
    expect(response?.status()).toBe(200);
    expect(await visitor.locator("html").getAttribute("lang")).toBe("en");
    expect(await visitor.locator("html").getAttribute("dir")).toBe("ltr");
    await visitor.getByText("Why spring with us?").waitFor();
    expect(
      await visitor.locator("link[rel='alternate'][hreflang='ar']").getAttribute("href"),
    ).toMatch(/\/ar\/spring-offers$/);
    const arabicVisit = await visitor.goto(`${url}/ar/spring-offers`);
    expect(arabicVisit?.status()).toBe(200);
    await visitor.getByText("لماذا الربيع معنا؟").waitFor();
    expect(await visitor.locator("html").getAttribute("dir")).toBe("rtl");
    await visitor.close();

    expect(errors).toEqual([]);
    await context.close();
  }, 150_000);

  it("gives a navigation entry to the English menu only, and filters the admin's tree by language", async () => {
    const { context, page, errors } = await signIn(server, ADMIN, 1366);
    await page.goto(`${url}/ar/admin/navigation`);
    await page.getByRole("heading", { name: "التنقل", level: 1 }).waitFor();
    const form = page.locator("form.adm-form");
    await form.getByLabel("النص").fill("Spring");
    await form.getByLabel(/^الرابط/).fill("/en/spring-offers");
    await form.getByLabel("اللغة").selectOption("en");
    await form.getByRole("button", { name: "إضافة" }).click();
    await page.getByText("أُضيف Spring").waitFor();
    const row = page.locator(".adm-nav-tree__row").filter({ hasText: "Spring" });
    await row.getByText("English فقط").waitFor();

    // The Arabic menu, as its visitors see it, does not hold it; the English one does.
    const shown = page.getByLabel("القائمة المعروضة");
    await shown.selectOption("ar");
    await expect.poll(() => row.count()).toBe(0);
    await shown.selectOption("en");
    await row.waitFor();
    // On a phone the filter and the language select fit: no sideways scroll.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({
      caret: "initial",
      path: "tests/e2e/__screenshots__/editor-languages-navigation-390.png",
      fullPage: true,
    });
    expect(
      await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);

    const visitor = await server.browser.newPage();
    await visitor.goto(`${url}/en/`);
    await visitor.locator("header").getByRole("link", { name: "Spring", exact: true }).waitFor();
    await visitor.goto(`${url}/ar/`);
    expect(
      await visitor.locator("header").getByRole("link", { name: "Spring", exact: true }).count(),
    ).toBe(0);
    await visitor.close();

    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
