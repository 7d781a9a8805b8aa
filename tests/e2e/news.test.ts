import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startedSiteInChromium } from "../helpers/start-site.ts";

const site = startedSiteInChromium();

/** A phone-sized Arabic visitor who has answered the cookie banner, with their own storage. */
async function visitor(width = 390): Promise<{ page: Page; context: BrowserContext }> {
  const context = await site.browser.newContext({ viewport: { width, height: 900 }, locale: "ar" });
  await context.addInitScript(() => {
    if (!location.protocol.startsWith("http")) return;
    localStorage.setItem("cookieConsentStatus", "accepted:obligatory,optional");
  });
  return { page: await context.newPage(), context };
}

describe("news in Chromium, Arabic and right to left", () => {
  it("reads the server-rendered list, pages through it by links, and goes back to the page last seen", async () => {
    const { page, context } = await visitor();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await page.goto(`${site.url}/ar/news`, { waitUntil: "networkidle" });
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    const cards = page.locator(".news-card");
    expect(await cards.count()).toBe(9);
    expect(await page.locator(".news__page-status").textContent()).toBe("1 من 2");
    // Cards are laid out right to left: the first card's right edge is the list's right edge.
    const list = await page.locator(".news__list").boundingBox();
    const first = await cards.first().boundingBox();
    expect(
      Math.abs((list?.x ?? 0) + (list?.width ?? 0) - ((first?.x ?? 0) + (first?.width ?? 0))),
    ).toBeLessThan(2);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({
      caret: "initial",
      path: "tests/e2e/__screenshots__/news-list-390.png",
      fullPage: true,
    });

    // Page 2 by its plain link.
    await page.getByRole("link", { name: "الصفحة التالية" }).click();
    await page.waitForURL(/\/ar\/news\?currentPage=2$/);
    expect(await cards.count()).toBe(1);
    expect(await page.locator(".news__page-status").textContent()).toBe("2 من 2");
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("visitedNewsPages")))
      .toBe(JSON.stringify({ "/ar/news": 2 }));

    // A news page: its back link returns to page 2 of the list.
    const article = cards.first().locator(".news-card__title a");
    const articleHref = await article.getAttribute("href");
    await article.click();
    await page.waitForURL(`${site.url}${articleHref}`);
    const back = page.getByRole("link", { name: "العودة إلى قسم الأخبار" });
    await expect.poll(() => back.getAttribute("href")).toBe("/ar/news?currentPage=2");
    await back.click();
    await page.waitForURL(/\/ar\/news\?currentPage=2$/);
    expect(await cards.count()).toBe(1);

    // Back on page 1, the memory follows and so does the back link.
    await page.getByRole("link", { name: "الصفحة السابقة" }).click();
    await page.waitForURL(/\/ar\/news$/);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("visitedNewsPages")))
      .toBe(JSON.stringify({ "/ar/news": 1 }));
    await page.goto(`${site.url}/ar/news/defender-octa-arrives`, { waitUntil: "networkidle" });
    await expect.poll(() => back.getAttribute("href")).toBe("/ar/news?currentPage=1");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a first visit to a news page goes back to the list itself, by keyboard too", async () => {
    const { page, context } = await visitor(1440);
    await page.goto(`${site.url}/ar/news/defender-octa-arrives`, { waitUntil: "networkidle" });
    const back = page.getByRole("link", { name: "العودة إلى قسم الأخبار" });
    expect(await back.getAttribute("href")).toBe("/ar/news");
    await back.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/ar\/news$/);
    expect(await page.locator(".news-card").count()).toBe(9);
    await page.screenshot({
      caret: "initial",
      path: "tests/e2e/__screenshots__/news-list-1440.png",
    });
    await context.close();
  });
});
