import { readdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { homeTemplateKeys } from "../../runtime/demo/demo-content.ts";
import { startedSiteInChromium } from "../helpers/start-site.ts";

const site = startedSiteInChromium();

/** A page that records console errors and failed requests, as a visitor's browser would show them. */
async function visit(path: string, width = 390): Promise<{ page: Page; errors: string[] }> {
  const page = await site.browser.newPage({ viewport: { width, height: 844 } });
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(`${site.url}${path}`, { waitUntil: "networkidle" });
  return { page, errors };
}

describe("visitor in Chromium", () => {
  it.each([390, 1366])(
    "sees the block showcase right to left with every block, at %i px, without console errors",
    async (width) => {
      const { page, errors } = await visit("/ar/blocks", width);
      expect(await page.getAttribute("html", "dir")).toBe("rtl");
      expect(await page.getAttribute("html", "lang")).toBe("ar");
      for (const key of homeTemplateKeys()) {
        const height = await page.evaluate((k) => {
          const frame = document.querySelector(`[data-template="${k}"]`);
          if (!frame) return 0;
          frame.scrollIntoView();
          const boxes = [frame, ...Array.from(frame.children)].map(
            (e) => e.getBoundingClientRect().height,
          );
          return Math.max(...boxes);
        }, key);
        expect(height, `${key} is on the page with a visible box`).toBeGreaterThan(20);
      }
      // Right to left: the logo sits at the inline start, which is the right-hand side.
      const logo = await page.locator(".site-header__logo").boundingBox();
      expect((logo?.x ?? 0) + (logo?.width ?? 0)).toBeGreaterThan(width / 2);
      await page.screenshot({
        caret: "initial",
        path: `tests/e2e/__screenshots__/home-${width}.png`,
        fullPage: true,
      });
      expect(errors).toEqual([]);
      await page.close();
    },
    // Each block is scrolled to in turn, and the islands among them hydrate as they come near.
    90_000,
  );

  it("links the block showcase's in-page navigation to a section for every item", async () => {
    const { page, errors } = await visit("/ar/blocks");
    const targets = await page.$$eval(
      ".in-page-navigation__anchor:not(.in-page-navigation__top)",
      (links) =>
        links.map((a) => {
          const id = decodeURIComponent((a.getAttribute("href") ?? "").slice(1));
          return { href: a.getAttribute("href"), isThere: document.getElementById(id) !== null };
        }),
    );
    expect(targets.length).toBeGreaterThan(1);
    expect(targets.filter((t) => !t.isThere)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("opens and closes every accordion group with OPEN ALL / CLOSE ALL once the island hydrates", async () => {
    const { page, errors } = await visit("/ar/blocks");
    const island = page.locator('[data-island="lrdx-accordion"]');
    // The accordion hydrates once the visitor scrolls near it.
    await island.scrollIntoViewIfNeeded();
    await expect.poll(() => island.getAttribute("data-hydrated")).toBe("true");
    const items = island.locator("details");
    const count = await items.count();
    expect(count).toBeGreaterThan(1);
    const openCount = () => island.locator("details[open]").count();
    expect(await openCount()).toBe(0);
    const button = island.locator("button.accordion__all");
    expect(await button.textContent()).toBe("افتح الكل");
    await button.click();
    await expect.poll(openCount).toBe(count);
    expect(await button.textContent()).toBe("أغلق الكل");
    expect(await button.getAttribute("aria-expanded")).toBe("true");
    await button.click();
    await expect.poll(openCount).toBe(0);
    // One group by keyboard, then OPEN ALL opens the rest.
    await island.locator("summary").first().focus();
    await page.keyboard.press("Enter");
    await expect.poll(openCount).toBe(1);
    await button.click();
    await expect.poll(openCount).toBe(count);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("ships no block JavaScript and no React on a page of static blocks (the cookie banner the demo asks for runs without it)", async () => {
    const page = await site.browser.newPage();
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    await page.goto(`${site.url}/ar/privacy-policy`, { waitUntil: "networkidle" });
    expect(await page.locator("h1").first().textContent()).toBeTruthy();
    expect(await page.locator("[data-island]").count()).toBe(0);
    // The cookie banner is a shell island: the island client and the banner's chunks, no block's
    // and not React's.
    expect(await page.locator("[data-shell-island]").count()).toBeGreaterThan(0);
    await page.locator(".consent-banner").waitFor();
    expect(scripts.filter((u) => new URL(u).pathname.includes("/assets/site-react-"))).toEqual([]);
    expect(scripts.filter((u) => !new URL(u).pathname.startsWith("/static/"))).toEqual([]);
    const blocks = readdirSync("site/blocks");
    expect(scripts.filter((u) => blocks.some((b) => u.includes(`/assets/${b}-`)))).toEqual([]);
    await page.close();
  });

  it("follows a redirection keeping the query", async () => {
    const { page } = await visit("/ar/t?utm_source=newsletter&campaign=summer");
    const url = new URL(page.url());
    expect(url.pathname).toBe("/ar/book-a-test-drive");
    expect(url.searchParams.get("utm_source")).toBe("newsletter");
    expect(url.searchParams.get("campaign")).toBe("summer");
    await page.close();
  });

  it("shows the 404 page in Arabic for an unknown path", async () => {
    const page = await site.browser.newPage();
    const response = await page.goto(`${site.url}/ar/this/does/not/exist`);
    expect(response?.status()).toBe(404);
    expect(await page.locator("h1").textContent()).toBe("الصفحة غير موجودة");
    expect(await page.locator(".not-found a[href='/ar/']").isVisible()).toBe(true);
    await page.screenshot({ caret: "initial", path: "tests/e2e/__screenshots__/not-found.png" });
    await page.close();
  });
});
