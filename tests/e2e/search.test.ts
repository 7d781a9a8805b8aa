import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settings } from "../../runtime/db/tables/index.ts";
import { type EditorServer, startEditorServer } from "../helpers/editor-session.ts";

let server: EditorServer;

beforeAll(async () => {
  server = await startEditorServer([]);
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

/** A visitor's page that records console errors (CSP violations among them). */
async function visit(path: string, width = 390): Promise<{ page: Page; errors: string[] }> {
  const page = await server.browser.newPage({ viewport: { width, height: 844 } });
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  return { page, errors };
}

const setPopup = (value: string) =>
  server.database.db
    .update(settings)
    .set({ value })
    .where(eq(settings.key, "search.popup.enabled"));

describe("site search in Chromium", () => {
  it("shows results right to left, each a link with its highlighted snippet (390 px)", async () => {
    const { page, errors } = await visit(`/ar/search?q=${encodeURIComponent("ديفندر")}`);
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    expect(await page.locator("h1.search-results__title").textContent()).toBe("البحث");
    expect(await page.locator(".search-results__summary").textContent()).toMatch(
      /^عرض \d+ (نتائج|نتيجة) لـ «ديفندر»$/,
    );
    const links = page.locator(".search-results__item-title a");
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    expect(await links.first().getAttribute("href")).toBe("/ar/models/defender");
    expect(await page.locator(".search-results__snippet mark").count()).toBeGreaterThan(0);
    // The box keeps the query, and nothing overflows the phone's width.
    expect(await page.inputValue('input[name="q"]')).toBe("ديفندر");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      caret: "initial",
      path: "tests/e2e/__screenshots__/search-results-390.png",
      fullPage: true,
    });
    // A result is a plain link to its page.
    await links.first().click();
    await page.waitForURL(/\/ar\/models\/defender$/);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("says so when nothing is found, and searches again from the form without JavaScript", async () => {
    const { page, errors } = await visit(`/ar/search?q=${encodeURIComponent("كلمةغيرموجودة")}`);
    await expect
      .poll(() => page.locator(".search-results__none").textContent())
      .toBe("عذراً، لا توجد نتائج لبحثك. يرجى المحاولة مرة أخرى بكلمة أو عبارة أخرى.");
    expect(await page.locator(".search-results__item").count()).toBe(0);
    await page.screenshot({
      caret: "initial",
      path: "tests/e2e/__screenshots__/search-none-390.png",
      fullPage: true,
    });
    await page.fill('input[name="q"]', "صحراء");
    await page.press('input[name="q"]', "Enter");
    await page.waitForURL(/\/ar\/search\?q=/);
    expect(decodeURIComponent(new URL(page.url()).search)).toBe("?q=صحراء");
    expect(await page.locator(".search-results__item").count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens the popup search from the header, searches, and closes it with Escape", async () => {
    await setPopup("true");
    try {
      const { page, errors } = await visit("/ar/models/defender");
      const open = page.locator(".search-popup__open");
      const panel = page.locator("#site-search-popup");
      expect(await panel.isVisible()).toBe(false);
      // The button sits at the header's inline end: the left-hand side in Arabic.
      const box = await open.boundingBox();
      expect((box?.x ?? 999) + (box?.width ?? 0)).toBeLessThan(390 / 2);
      expect(await open.getAttribute("aria-label")).toBe("فتح البحث");

      // Keyboard: Tab to the button, Enter opens, the box takes the focus, Escape closes.
      await open.focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => panel.isVisible()).toBe(true);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute("name")))
        .toBe("q");
      await page.screenshot({
        caret: "initial",
        path: "tests/e2e/__screenshots__/search-popup-390.png",
      });
      await page.keyboard.press("Escape");
      await expect.poll(() => panel.isVisible()).toBe(false);
      expect(
        await page.evaluate(() => document.activeElement?.classList.contains("search-popup__open")),
      ).toBe(true);

      // The close button closes it too.
      await open.click();
      await expect.poll(() => panel.isVisible()).toBe(true);
      await page.locator(".search-popup__close").click();
      await expect.poll(() => panel.isVisible()).toBe(false);

      // Open, type, submit: the results page.
      await open.click();
      await expect.poll(() => panel.isVisible()).toBe(true);
      await page.keyboard.type("صحراء");
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/ar\/search\?q=/);
      expect(await page.locator(".search-results__item").count()).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await page.close();
    } finally {
      await setPopup("false");
    }
  });

  it("suggests pages in the footer's search box, chosen with the arrows and Enter", async () => {
    // From the results page (two boxes: its own and the footer's), so the chosen page is another.
    const { page, errors } = await visit(`/ar/search?q=${encodeURIComponent("صحراء")}`);
    const box = page.locator("#site-footer-search-q");
    // Server-rendered as a plain GET form, then hydrated in place once the visitor nears it.
    expect(await box.getAttribute("name")).toBe("q");
    await box.scrollIntoViewIfNeeded();
    await expect
      .poll(() => page.getAttribute('[data-search-form="site-footer-search"]', "data-hydrated"), {
        timeout: 10_000,
      })
      .toBe("true");
    await box.click();
    await page.keyboard.type("ديف");
    const list = page.locator("#site-footer-search-list");
    await expect.poll(() => list.isVisible()).toBe(true);
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    const first = list.getByRole("option").first();
    const title = await first.textContent();
    expect(title).toContain("ديف");
    // Escape closes the list and keeps the text; Down opens it again on the first suggestion.
    await page.keyboard.press("Escape");
    await expect.poll(() => list.isVisible()).toBe(false);
    expect(await box.inputValue()).toBe("ديف");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => first.getAttribute("aria-selected")).toBe("true");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await first.getAttribute("id"));
    // Under the cookie banner at this point: the banner is hidden for the picture.
    await page.addStyleTag({ content: ".consent-banner, [data-shell-island] { display: none }" });
    await page.screenshot({
      caret: "initial",
      path: "tests/e2e/__screenshots__/search-footer-suggest-390.png",
    });
    // The suggestions come from the suggest API; Enter opens the marked one's page.
    const suggested = await page.evaluate(async () => {
      const response = await fetch(`/public_api/search/suggest?q=${encodeURIComponent("ديف")}`);
      const body = (await response.json()) as { suggestions: { url: string; title: string }[] };
      return body.suggestions[0];
    });
    expect(suggested?.title).toBe(title);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === suggested?.url);
    expect(await page.title()).toContain(title ?? "");
    expect(errors).toEqual([]);
    await page.close();
  });

  it("keeps the footer's search box a plain form without JavaScript", async () => {
    const context = await server.browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/ar/models/defender`);
    await page.fill("#site-footer-search-q", "صحراء");
    await page.press("#site-footer-search-q", "Enter");
    await page.waitForURL(/\/ar\/search\?q=/);
    expect(await page.locator(".search-results__item").count()).toBeGreaterThan(0);
    await context.close();
  });

  it("has no popup search when the setting is off", async () => {
    const { page } = await visit("/ar/models/defender");
    expect(await page.locator(".search-popup__open").count()).toBe(0);
    await page.close();
  });
});
