import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addBlock,
  blockForm,
  type EditorServer,
  signIn as signInTo,
  startEditorServer,
} from "../helpers/editor-session.ts";

// The built editor (npm test builds it first) served by the real server on a PGlite database.
let server: EditorServer;
let url: string;

const EDITOR = "editor-e2e@example.com";
const OTHER = "other-editor-e2e@example.com";

beforeAll(async () => {
  server = await startEditorServer([
    { email: EDITOR, name: "محرّرة", role: "editor" },
    { email: OTHER, name: "محرّر آخر", role: "editor" },
  ]);
  url = server.url;
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

const signIn = (width: number, email = EDITOR) => signInTo(server, email, width);

/** Block names in the list, top to bottom. */
const blockNames = (page: Page) => page.locator(".ed-block .ed-block__name").allTextContents();

describe("page builder in Chromium", () => {
  it("builds a page of five blocks, reorders by keyboard, previews, saves, publishes; a visitor sees it", async () => {
    const { context, page, errors } = await signIn(1366);
    await page.goto(`${url}/ar/cms`);
    await expect.poll(() => page.getAttribute("html", "dir")).toBe("rtl");

    // A new page, from the tree's create dialog.
    await page.getByRole("button", { name: "إنشاء", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "إنشاء صفحة" });
    await dialog.getByLabel("المسار").fill("Summer Offers");
    await dialog.getByLabel("العنوان").fill("عروض الصيف");
    await dialog.getByRole("button", { name: "إنشاء" }).click();
    await dialog.getByText(/المسار: يقبل حروفًا صغيرة/).waitFor();
    await dialog.getByLabel("المسار").fill("summer-2025");
    await dialog.getByRole("button", { name: "إنشاء" }).click();
    await page.getByText("هذه الصفحة فارغة. أضف أول كتلة من الكتالوج.").waitFor();
    expect(page.url()).toMatch(/\/ar\/cms\/pages\/\d+$/);

    // 1. Snippet
    await addBlock(page, "snippet", "مقتطف نصّي");
    await blockForm(page).getByLabel("العنوان", { exact: true }).fill("لماذا الصيف معنا؟");
    // 2. Quote: it arrives with its example's quote; the quote is required, so the block is
    // invalid once it is emptied, until it is written again.
    await addBlock(page, "اقتباس", "اقتباس");
    const quote = blockForm(page).getByLabel(/^الاقتباس/);
    expect(await quote.inputValue()).not.toBe("");
    await quote.fill("");
    await page
      .locator(".ed-block__problems")
      .getByText("الحقل «الاقتباس»: هذا الحقل مطلوب.")
      .waitFor();
    const publish = page.getByRole("button", { name: "نشر", exact: true });
    const save = page.getByRole("button", { name: "حفظ المسودة" });
    expect(await publish.isDisabled()).toBe(true);
    expect(await save.isDisabled()).toBe(true);
    await page.getByText(/1 خطأ تمنع الحفظ/).waitFor();
    await quote.fill("الطريق أجمل في الصيف.");
    await expect.poll(() => publish.isDisabled()).toBe(false);
    // 3. Accordion: it starts with its example's questions; two repeatable groups are added.
    await addBlock(page, "accordion", "أكورديون");
    await blockForm(page).getByLabel("العنوان", { exact: true }).fill("أسئلة الصيف");
    const questions = blockForm(page).getByLabel("السؤال");
    const exampleQuestions = await questions.count();
    expect(exampleQuestions).toBeGreaterThan(0);
    for (const [i, q] of ["هل العرض لكل الطرازات؟", "متى ينتهي العرض؟"].entries()) {
      await blockForm(page).getByRole("button", { name: "إضافة مجموعة" }).click();
      await questions.nth(exampleQuestions + i).fill(q);
    }
    // 4. Hero Title Banner: a picture and a heading; the page has no H1 yet, so it is the H1.
    await addBlock(page, "hero", "لافتة العنوان الرئيسية");
    await blockForm(page).getByLabel("العنوان", { exact: true }).fill("صيف ديفندر");
    // 5. Content Blocks: it starts with its example's cards, each with a title of its own; the
    // block's title is the first.
    await addBlock(page, "content blocks", "كتل المحتوى");
    await blockForm(page).getByLabel("العنوان", { exact: true }).first().fill("اكتشف العروض");
    expect(await blockNames(page)).toEqual([
      "مقتطف نصّي",
      "اقتباس",
      "أكورديون",
      "لافتة العنوان الرئيسية",
      "كتل المحتوى",
    ]);

    // Reorder by keyboard: the hero goes to the top (Space, three times up, Space).
    await page.locator(".ed-block--selected .ed-block__select").click();
    const handle = page.getByRole("button", {
      name: "اسحب لإعادة ترتيب «4. لافتة العنوان الرئيسية»",
    });
    await handle.focus();
    await handle.scrollIntoViewIfNeeded();
    await page.keyboard.press("Space");
    const liveRegion = page.locator("[id^='DndLiveRegion']");
    await expect.poll(() => liveRegion.textContent()).toContain("فوق الموضع 4 من 5");
    for (const position of [3, 2, 1]) {
      await page.keyboard.press("ArrowUp");
      // Each step is announced in Arabic once the list has moved.
      await expect.poll(() => liveRegion.textContent()).toContain(`فوق الموضع ${position} من 5`);
    }
    await page.keyboard.press("Space");
    await expect
      .poll(() => blockNames(page))
      .toEqual(["لافتة العنوان الرئيسية", "مقتطف نصّي", "اقتباس", "أكورديون", "كتل المحتوى"]);
    // And back down one with the move button, then undo that with Ctrl+Z.
    await page.getByRole("button", { name: "انقل «1. لافتة العنوان الرئيسية» للأسفل" }).click();
    expect((await blockNames(page))[0]).toBe("مقتطف نصّي");
    await page.locator("body").press("Control+z");
    await expect.poll(async () => (await blockNames(page))[0]).toBe("لافتة العنوان الرئيسية");

    // The preview shows the working blocks in the site's own frames, in the same order.
    const preview = page.frameLocator("iframe.ed-preview__frame");
    await preview.getByText("الطريق أجمل في الصيف.").waitFor();
    await preview.getByRole("heading", { name: "صيف ديفندر" }).waitFor();
    // The preview is updated a moment after each change (debounced): it catches up.
    const templates = () =>
      preview
        .locator(".block-frame")
        .evaluateAll((els) => els.map((e) => e.getAttribute("data-template")));
    await expect
      .poll(templates)
      .toEqual([
        "lrdx-hero-title-banner",
        "lrdx-snippet",
        "lrdx-quote",
        "lrdx-accordion",
        "lrdx-content-blocks",
      ]);
    expect(await preview.locator("html").getAttribute("dir")).toBe("rtl");
    expect(
      await preview.locator(".block-frame--lrdx-hero-title-banner img").count(),
    ).toBeGreaterThan(0);

    // Typing shows in the preview.
    await page.locator(".ed-block__select").filter({ hasText: "مقتطف نصّي" }).click();
    await blockForm(page).getByLabel("العنوان", { exact: true }).fill("لماذا الصيف معنا؟ الآن");
    await preview.getByText("لماذا الصيف معنا؟ الآن").waitFor();

    await page.getByText("تغييرات غير محفوظة").waitFor();
    await save.click();
    await page.getByText("حُفظت المسودة.").waitFor();
    await expect.poll(() => page.getByText("تغييرات غير محفوظة").count()).toBe(0);
    await publish.click();
    await page.getByText(/نُشرت الصفحة/).waitFor();

    for (const width of [390, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(300);
      await page.screenshot({
        caret: "initial",
        path: `tests/e2e/__screenshots__/editor-builder-${width}.png`,
      });
    }

    // An anonymous visitor sees the published page.
    const visitor = await server.browser.newPage({ viewport: { width: 390, height: 844 } });
    const response = await visitor.goto(`${url}/ar/summer-2025`);
    expect(response?.status()).toBe(200);
    const frames = await visitor
      .locator(".block-frame")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-template")));
    expect(frames).toEqual(await templates());
    await visitor.getByRole("heading", { level: 1, name: "صيف ديفندر" }).waitFor();
    expect(await visitor.locator("h1").count()).toBe(1);
    await visitor.getByText("الطريق أجمل في الصيف.").waitFor();
    await visitor.getByText("متى ينتهي العرض؟").waitFor();
    await visitor.close();

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("names a too-long field in Arabic and refuses it; the server refuses it too and visitors keep the published page", async () => {
    const { context, page, errors } = await signIn(1366);
    await page.goto(`${url}/ar/cms`);
    await page
      .getByRole("link", { name: /عروض الصيف/ })
      .filter({ hasText: "summer-2025" })
      .click();
    await page.locator(".ed-block__select").filter({ hasText: "مقتطف نصّي" }).click();
    const heading = blockForm(page).getByLabel("العنوان", { exact: true });
    await heading.fill("ص".repeat(301));
    await page
      .locator(".ed-block__problems")
      .getByText("الحقل «العنوان»: يجب ألا يزيد عن 300 حرفاً.")
      .waitFor();
    await page.getByText(/1 خطأ تمنع الحفظ/).waitFor();
    expect(await page.getByRole("button", { name: "نشر", exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "حفظ المسودة" }).isDisabled()).toBe(true);

    // The server refuses the same block, naming it and the field.
    const me = await (await context.request.get(`${url}/api/auth/me`)).json();
    const pages = await (await context.request.get(`${url}/api/cms/pages`)).json();
    const target = pages.data.find((p: { path: string }) => p.path === "summer-2025");
    const detail = await (await context.request.get(`${url}/api/cms/pages/${target.id}`)).json();
    const snapshot = detail.data.draft ?? detail.data;
    const blocks = structuredClone(snapshot.blocks ?? detail.data.blocks);
    const index = blocks.findIndex((b: { template: string }) => b.template === "lrdx-snippet");
    blocks[index].fields.heading = "ص".repeat(301);
    const refused = await context.request.put(`${url}/api/cms/pages/${target.id}/draft`, {
      headers: { "csrf-token": me.csrfToken, origin: url },
      data: {
        revision: detail.data.revision,
        snapshot: {
          title: detail.data.title,
          meta_title: "",
          meta_description: "",
          image_id: null,
          canonical_url: "",
          disable_seo_tracking: false,
          blocks,
        },
      },
    });
    expect(refused.status()).toBe(422);
    const body = await refused.json();
    expect(body.details[0]).toMatchObject({ block: index, template: "lrdx-snippet" });
    expect(body.details[0].pointer).toContain("heading");

    const visitor = await server.browser.newPage();
    await visitor.goto(`${url}/ar/summer-2025`);
    await visitor.getByText("لماذا الصيف معنا؟ الآن").waitFor();
    await visitor.close();
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it("warns of another editor on the page and never overwrites their save", async () => {
    const first = await signIn(1366);
    const second = await signIn(1366, OTHER);
    const pages = await (await first.context.request.get(`${url}/api/cms/pages`)).json();
    const target = pages.data.find((p: { path: string }) => p.path === "summer-2025");
    await first.page.goto(`${url}/ar/cms/pages/${target.id}`);
    await first.page.locator(".ed-block").first().waitFor();
    await second.page.goto(`${url}/ar/cms/pages/${target.id}`);
    await second.page.getByText(`يحرّر هذه الصفحة الآن أيضًا`).waitFor();
    expect(await second.page.locator(".ed-banner--warning").textContent()).toContain(EDITOR);

    // The second editor saves first; the first editor's save is refused as stale.
    await second.page
      .getByRole("button", { name: "اسحب لإعادة ترتيب «1. لافتة العنوان الرئيسية»" })
      .waitFor();
    await second.page
      .getByRole("button", { name: "انقل «1. لافتة العنوان الرئيسية» للأسفل" })
      .click();
    await second.page.getByRole("button", { name: "حفظ المسودة" }).click();
    await second.page.getByText("حُفظت المسودة.").waitFor();

    await first.page.getByRole("button", { name: "احذف «5. كتل المحتوى»" }).click();
    await first.page.getByText("حُذفت «كتل المحتوى».").waitFor();
    await first.page.getByRole("button", { name: "حفظ المسودة" }).click();
    await first.page.getByText("حفظ شخص آخر هذه الصفحة بعد أن فتحتها").first().waitFor();
    const afterConflict = await (
      await first.context.request.get(`${url}/api/cms/pages/${target.id}`)
    ).json();
    expect(afterConflict.data.draft.blocks.map((b: { template: string }) => b.template)[0]).toBe(
      "lrdx-snippet",
    );
    expect(afterConflict.data.draft.blocks).toHaveLength(5);

    // Reloading takes the other editor's draft.
    first.page.once("dialog", (d) => void d.accept());
    await first.page.getByRole("button", { name: "إعادة تحميل الصفحة" }).click();
    await expect.poll(async () => (await blockNames(first.page))[0]).toBe("مقتطف نصّي");
    expect(await blockNames(first.page)).toHaveLength(5);
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
    await first.context.close();
    await second.context.close();
  }, 90_000);
});
