import type { BrowserContext, Locator, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addBlock,
  blockForm,
  type EditorServer,
  signIn,
  startEditorServer,
} from "../helpers/editor-session.ts";

// The built editor served by the real server on a PGlite database with the demo content.
let server: EditorServer;

const EDITOR = "media-editor-e2e@example.com";
const VIEWER = "media-viewer-e2e@example.com";
const UPLOADED = "summer-coast-2025.jpg";
const ALT = "ديفندر على شاطئ البحر وقت الظهيرة";
const SHOTS = "tests/e2e/__screenshots__";
/** Pictures are drawn by the server on first request: give them time on a busy machine. */
const LOADED = { timeout: 20_000, interval: 250 };

/** The id of the picture uploaded by the first test, used by the ones after it. */
let uploadedId = 0;

beforeAll(async () => {
  server = await startEditorServer([
    { email: EDITOR, name: "محرّرة الوسائط", role: "editor" },
    { email: VIEWER, name: "مشاهد", role: "viewer" },
  ]);
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

/** A photograph-sized JPEG: a sea-and-sand gradient with grain (grain does not compress). */
async function photo(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const grain = ((i * 7919) % 61) - 30;
      const sea = y < height * 0.55;
      const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v + grain)));
      pixels[i] = clamp(sea ? 40 + (80 * y) / height : 220);
      pixels[i + 1] = clamp(sea ? 120 + (60 * y) / height : 190 - (40 * x) / width);
      pixels[i + 2] = clamp(sea ? 200 : 130);
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

const cards = (page: Page) => page.getByRole("list", { name: "الصور" }).getByRole("listitem");
const card = (page: Page, filename: string) => cards(page).filter({ hasText: filename });
const cardNames = (page: Page) => page.locator(".md-card .md-name").allTextContents();

async function openLibrary(page: Page): Promise<void> {
  await page.goto(`${server.url}/ar/cms/media`);
  await page.getByRole("heading", { name: "مكتبة الوسائط" }).waitFor();
  await cards(page).first().waitFor();
}

/** How many pictures the library holds, as its API counts them (the signed-in session's). */
async function libraryTotal(context: BrowserContext): Promise<number> {
  const res = await context.request.get(`${server.url}/api/cms/media?per_page=1`);
  return ((await res.json()) as { total: number }).total;
}

async function search(page: Page, text: string): Promise<void> {
  await page.getByLabel("بحث في الوسائط").fill(text);
}

/** The images (img src and picture source srcset) of a page or frame that show a library id. */
async function showsImage(scope: Page | Locator, id: number): Promise<boolean> {
  const needle = `/api/v2/images/${id}/`;
  const srcs = await scope
    .locator("img")
    .evaluateAll((els) => els.map((e) => (e as HTMLImageElement).getAttribute("src") ?? ""));
  return srcs.some((s) => s.includes(needle));
}

/** What has keyboard focus: its tag, type and accessible text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const label = el?.closest("label")?.textContent ?? "";
    return {
      tag: el?.tagName.toLowerCase() ?? "",
      type: el?.getAttribute("type") ?? "",
      text: (el?.getAttribute("aria-label") || label || el?.textContent || "").trim(),
    };
  });

describe("media library in Chromium", () => {
  it("lists the demo pictures, uploads a JPEG with progress, saves its alt text, finds it, refuses a text file", async () => {
    const { context, page, errors } = await signIn(server, EDITOR, 1366, /status of 415/);
    await openLibrary(page);
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    // The demo's pictures, the 360 views' frames among them: more than one page of 40.
    const before = await libraryTotal(context);
    expect(before).toBeGreaterThan(40);
    expect(await cardNames(page)).toHaveLength(40);
    await expect.poll(() => page.locator(".md-header").textContent()).toContain(`${before} صورة`);
    for (const id of [24735, 105475, 101327]) {
      await search(page, `demo-${id}`);
      await expect.poll(() => cardNames(page)).toEqual([`demo-${id}.jpg`]);
    }
    await search(page, "");
    // Each demo card shows its picture, drawn by the server.
    const demo = card(page, "demo-105475.jpg").locator("img");
    await expect
      .poll(() => demo.evaluate((img) => (img as HTMLImageElement).naturalWidth), LOADED)
      .toBeGreaterThan(0);

    // Upload through the file input, on a slow link so the progress can be seen.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 256 * 1024,
    });
    const jpeg = await photo(1600, 1000);
    expect(jpeg.length).toBeGreaterThan(500 * 1024);
    await page
      .getByLabel("اختر ملفات للرفع")
      .setInputFiles({ name: UPLOADED, mimeType: "image/jpeg", buffer: jpeg });
    const progress = page.getByRole("progressbar", { name: `تقدّم رفع ${UPLOADED}` });
    await progress.waitFor();
    await expect
      .poll(async () => Number(await progress.getAttribute("value")), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await page.getByText("تم الرفع").waitFor({ timeout: 30_000 });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const uploaded = card(page, UPLOADED);
    await uploaded.waitFor();
    // Newest first, with its size and its picture.
    expect((await cardNames(page))[0]).toBe(UPLOADED);
    expect(await uploaded.textContent()).toContain("1600×1000");
    await expect
      .poll(
        () => uploaded.locator("img").evaluate((img) => (img as HTMLImageElement).naturalWidth),
        LOADED,
      )
      .toBeGreaterThan(0);
    uploadedId = Number(/رقم (\d+)/.exec((await uploaded.textContent()) ?? "")?.[1]);
    expect(uploadedId).toBeGreaterThan(0);

    // Alt text, saved and still there after a reload.
    await uploaded.getByLabel("النص البديل").fill(ALT);
    await uploaded.getByRole("button", { name: "حفظ النص البديل" }).click();
    await uploaded.getByText("حُفظ النص البديل.").waitFor();
    await page.reload();
    await card(page, UPLOADED).waitFor();
    expect(await card(page, UPLOADED).getByLabel("النص البديل").inputValue()).toBe(ALT);

    // Search by alt text, then by file name.
    await search(page, "شاطئ البحر");
    await expect.poll(() => cardNames(page)).toEqual([UPLOADED]);
    await search(page, "summer-coast");
    await expect.poll(() => cardNames(page)).toEqual([UPLOADED]);
    await search(page, "لا شيء يطابق هذا");
    await page.getByText("لا توجد صور تطابق «لا شيء يطابق هذا».").waitFor();
    await search(page, "");
    await expect.poll(() => libraryTotal(context)).toBe(before + 1);
    await expect
      .poll(() => page.locator(".md-header").textContent())
      .toContain(`${before + 1} صورة`);

    // A text file named .jpg: refused by its content, in Arabic, and nothing is added.
    await page.getByLabel("اختر ملفات للرفع").setInputFiles({
      name: "notes.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("هذه ملاحظات وليست صورة.\n", "utf8"),
    });
    const refusal = page.getByRole("alert").filter({ hasText: "notes.jpg" });
    await refusal.waitFor();
    // The file name is kept whole (isolated) inside the Arabic sentence.
    const said = (await refusal.textContent())?.replace(/[\u2066-\u2069]/g, "");
    expect(said).toMatch(/^الملف «notes\.jpg» ليس صورة: فُحص محتواه/);
    await page.screenshot({ caret: "initial", path: `${SHOTS}/media-library-upload-1366.png` });
    await page.reload();
    await card(page, UPLOADED).waitFor();
    expect(await cardNames(page)).not.toContain("notes.jpg");
    expect(await libraryTotal(context)).toBe(before + 1);

    await page.screenshot({
      caret: "initial",
      path: `${SHOTS}/media-library-1366.png`,
      fullPage: true,
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(300);
    await page.screenshot({ caret: "initial", path: `${SHOTS}/media-library-390.png` });
    // At phone width nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("picks the uploaded picture for a Hero by keyboard and as the share image; the preview and the published page show it", async () => {
    expect(uploadedId).toBeGreaterThan(0);
    const needle = `/api/v2/images/${uploadedId}/`;
    const { context, page, errors } = await signIn(server, EDITOR, 1366);
    // The summer offer page as the demo made it: it has a share image of its own.
    const summerPage = async (): Promise<{ id: number; image_id: number | null }> => {
      const pages = await (await context.request.get(`${server.url}/api/cms/pages`)).json();
      const { id } = pages.data.find((p: { path: string }) => p.path === "offers/summer");
      const detail = await (await context.request.get(`${server.url}/api/cms/pages/${id}`)).json();
      return { id, image_id: detail.data.image_id };
    };
    const demoShare = (await summerPage()).image_id;
    expect(demoShare).toBeGreaterThan(0);
    expect(demoShare).not.toBe(uploadedId);
    await page.goto(`${server.url}/ar/cms`);
    await page.getByRole("link", { name: /عروض الصيف/ }).click();
    await page.locator(".ed-block").first().waitFor();
    await addBlock(page, "hero", "لافتة العنوان الرئيسية");
    await blockForm(page).getByLabel("العنوان", { exact: true }).fill("صيف على الشاطئ");
    const imageField = blockForm(page).getByRole("group", { name: "الصورة", exact: true });
    const pick = imageField.getByRole("button", { name: /^(اختر صورة|تغيير الصورة)$/ });

    // Escape closes the picker and gives focus back to the button that opened it.
    await pick.click();
    const dialog = page.getByRole("dialog", { name: "اختر صورة" });
    await dialog.waitFor();
    await dialog.getByRole("radio").first().waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    expect((await focused(page)).text).toMatch(/^(اختر صورة|تغيير الصورة)$/);

    // By keyboard: open, Tab to the new picture (the newest, first in the grid), Enter.
    await page.keyboard.press("Enter");
    await dialog.getByRole("radio").first().waitFor();
    for (let i = 0; i < 8; i += 1) {
      const now = await focused(page);
      if (now.type === "radio") break;
      await page.keyboard.press("Tab");
    }
    expect(await focused(page)).toMatchObject({ tag: "input", type: "radio", text: ALT });
    await page.screenshot({ caret: "initial", path: `${SHOTS}/media-picker-1366.png` });
    await page.keyboard.press("Enter");
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => showsImage(imageField, uploadedId), LOADED).toBe(true);
    expect(await imageField.textContent()).toContain(`رقم الصورة ${uploadedId}`);

    // The live preview shows it.
    const preview = page.frameLocator("iframe.ed-preview__frame");
    await preview.getByRole("heading", { name: "صيف على الشاطئ" }).waitFor();
    await expect.poll(() => showsImage(preview.locator("body"), uploadedId), LOADED).toBe(true);

    // The share image: the demo's offer page has one; it shows, is removed, then a new one is
    // chosen in the same picker with the mouse.
    await page.getByText("إعدادات الصفحة (العنوان والميتا)").click();
    const share = page.getByRole("group", { name: "صورة المشاركة" });
    await share.getByRole("img", { name: `صورة المشاركة الحالية (رقم ${demoShare})` }).waitFor();
    await share.getByRole("button", { name: "إزالة صورة المشاركة" }).click();
    await share.getByText("لا صورة").waitFor();
    expect(await share.getByRole("img").count()).toBe(0);
    await share.getByRole("button", { name: "اختر صورة المشاركة" }).click();
    await dialog.locator("label").filter({ hasText: ALT }).click();
    expect(await dialog.getByRole("radio", { name: ALT }).isChecked()).toBe(true);
    await dialog.getByRole("button", { name: `اختيار «${ALT}»` }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    await share.getByRole("img", { name: `صورة المشاركة الحالية (رقم ${uploadedId})` }).waitFor();
    expect(await share.getByRole("button", { name: "إزالة صورة المشاركة" }).isVisible()).toBe(true);

    await share.scrollIntoViewIfNeeded();
    await page.screenshot({ caret: "initial", path: `${SHOTS}/media-share-image-1366.png` });

    // The picker at phone width.
    await page.setViewportSize({ width: 390, height: 844 });
    await share.getByRole("button", { name: "اختر صورة مشاركة أخرى" }).click();
    await dialog.getByRole("radio").first().waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ caret: "initial", path: `${SHOTS}/media-picker-390.png` });
    expect(await dialog.evaluate((d) => d.getBoundingClientRect().right <= window.innerWidth)).toBe(
      true,
    );
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.count()).toBe(0);
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole("button", { name: "حفظ المسودة" }).click();
    await page.getByText("حُفظت المسودة.").waitFor();
    await page.getByRole("button", { name: "نشر", exact: true }).click();
    await page.getByText(/نُشرت الصفحة/).waitFor();
    expect((await summerPage()).image_id).toBe(uploadedId);

    // An anonymous visitor sees the picture on the published page, and it is the share image.
    const visitor = await server.browser.newPage({ viewport: { width: 1366, height: 900 } });
    const response = await visitor.goto(`${server.url}/ar/offers/summer`);
    expect(response?.status()).toBe(200);
    await visitor.getByRole("heading", { name: "صيف على الشاطئ" }).waitFor();
    expect(await showsImage(visitor, uploadedId)).toBe(true);
    const hero = visitor.locator(`img[src*="${needle}"]`).first();
    await hero.scrollIntoViewIfNeeded();
    await expect
      .poll(() => hero.evaluate((img) => (img as HTMLImageElement).naturalWidth), LOADED)
      .toBeGreaterThan(0);
    expect(await hero.getAttribute("alt")).toBe(ALT);
    expect(await visitor.locator('meta[property="og:image"]').getAttribute("content")).toContain(
      needle,
    );
    await visitor.close();

    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it("refuses, in Arabic, to delete a picture a page uses; the picture stays", async () => {
    const { context, page, errors } = await signIn(server, EDITOR, 1366);
    await openLibrary(page);
    const uploaded = card(page, UPLOADED);
    await uploaded.getByRole("button", { name: `حذف ${UPLOADED}` }).click();
    await uploaded.getByRole("button", { name: "نعم، احذف" }).click();
    const refusal = uploaded.getByRole("alert");
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(`لا يمكن حذف «${UPLOADED}» لأن صفحات تستخدمها`);
    expect(await refusal.textContent()).toContain("«/offers/summer»");
    // Focus is back on the delete button, which the refusal describes.
    expect((await focused(page)).text).toBe(`حذف ${UPLOADED}`);
    await page.screenshot({ caret: "initial", path: `${SHOTS}/media-library-refusal-1366.png` });
    await page.reload();
    await card(page, UPLOADED).waitFor();

    // A picture nobody uses is deleted after the question; focus goes to the heading.
    const me = await (await context.request.get(`${server.url}/api/auth/me`)).json();
    const spare = await context.request.post(`${server.url}/api/cms/media`, {
      headers: { "csrf-token": me.csrfToken, origin: server.url },
      multipart: {
        file: { name: "spare.jpg", mimeType: "image/jpeg", buffer: await photo(64, 40) },
      },
    });
    expect(spare.status()).toBe(201);
    await page.reload();
    await card(page, "spare.jpg").getByRole("button", { name: "حذف spare.jpg" }).click();
    await card(page, "spare.jpg").getByText("لا يمكن التراجع عن ذلك").waitFor();
    await card(page, "spare.jpg").getByRole("button", { name: "نعم، احذف" }).click();
    await expect.poll(() => card(page, "spare.jpg").count()).toBe(0);
    await expect.poll(async () => (await focused(page)).text).toBe("مكتبة الوسائط");
    await card(page, UPLOADED).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it("a viewer sees the library without upload, alt-text saving or delete", async () => {
    const { context, page, errors } = await signIn(server, VIEWER, 1366);
    await openLibrary(page);
    // The newest first: the uploaded picture opens the list; the demo's are found by name.
    expect(await cardNames(page)).toContain(UPLOADED);
    for (const id of [24735, 105475, 101327]) {
      await search(page, `demo-${id}`);
      await expect.poll(() => cardNames(page)).toEqual([`demo-${id}.jpg`]);
    }
    await search(page, "");
    await expect.poll(() => cardNames(page)).toContain(UPLOADED);
    await page.getByText("يمكنك تصفح الصور فقط").waitFor();
    expect(await page.getByLabel("اختر ملفات للرفع").count()).toBe(0);
    expect(await page.getByRole("button", { name: /^حذف/ }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "حفظ النص البديل" }).count()).toBe(0);
    const alt = card(page, UPLOADED).getByLabel("النص البديل");
    expect(await alt.inputValue()).toBe(ALT);
    expect(await alt.getAttribute("readonly")).not.toBeNull();
    // The server refuses a viewer's upload all the same.
    const me = await (await context.request.get(`${server.url}/api/auth/me`)).json();
    const refused = await context.request.post(`${server.url}/api/cms/media`, {
      headers: { "csrf-token": me.csrfToken, origin: server.url },
      multipart: {
        file: { name: "x.jpg", mimeType: "image/jpeg", buffer: await photo(16, 16) },
      },
    });
    expect(refused.status()).toBe(403);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it("after deleting a block, focus goes to the next block, then the previous, then the add button", async () => {
    const { context, page, errors } = await signIn(server, EDITOR, 1366);
    await page.goto(`${server.url}/ar/cms`);
    await page.getByRole("button", { name: "إنشاء", exact: true }).click();
    const create = page.getByRole("dialog", { name: "إنشاء صفحة" });
    await create.getByLabel("المسار").fill("focus-after-delete");
    await create.getByLabel("العنوان").fill("صفحة تجربة الحذف");
    await create.getByRole("button", { name: "إنشاء" }).click();
    await page.getByText("هذه الصفحة فارغة. أضف أول كتلة من الكتالوج.").waitFor();
    await addBlock(page, "snippet", "مقتطف نصّي");
    await addBlock(page, "اقتباس", "اقتباس");
    await addBlock(page, "accordion", "أكورديون");
    // Snippet, quote, accordion: delete the quote by keyboard; the accordion takes its place.
    await page.getByRole("button", { name: "احذف «2. اقتباس»" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focused(page)).text).toContain("أكورديون");
    // Delete the last block: focus goes to the one before it.
    await page.getByRole("button", { name: "احذف «2. أكورديون»" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await focused(page)).text).toContain("مقتطف نصّي");
    // Delete the only block: focus goes to the empty page's catalogue button.
    await page.getByRole("button", { name: "احذف «1. مقتطف نصّي»" }).focus();
    await page.keyboard.press("Enter");
    await page.getByText("هذه الصفحة فارغة. أضف أول كتلة من الكتالوج.").waitFor();
    await expect.poll(async () => (await focused(page)).text).toBe("افتح الكتالوج");
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
