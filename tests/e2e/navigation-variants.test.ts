import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages, settings } from "../../runtime/db/tables/index.ts";
import { example } from "../../runtime/demo/showcase.ts";
import { progressAt } from "../../site/islands/loading-bar.ts";
import { type EditorServer, startEditorServer } from "../helpers/editor-session.ts";

/*
 * In Chromium, Arabic and right to left: the external navigation from a service on another
 * origin (its HTML, stylesheet and script, allowed by the page's policy and nothing else),
 * in-page anchors offset under the header and breadcrumbs while the header hides and comes back,
 * and the loading bar on the browser's own clock.
 */

let server: EditorServer;
let service: Server;
let serviceOrigin = "";

beforeAll(async () => {
  // The external navigation service: an answer, its stylesheet and its script.
  service = createServer((request, response) => {
    const url = request.url ?? "";
    if (url.startsWith("/naas/nav.locale=ar_AE")) {
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({
          html: '<nav class="stub-nav" aria-label="تنقل الخدمة"><a class="stub-nav__home" href="/ar/">الرئيسية</a><a class="stub-nav__retailer" href="{{retailer-url}}">{{retailer-name}}</a><script>window.inlineRan = true</script></nav>',
          cssLink: `${serviceOrigin}/nav.css`,
          javascriptLink: `${serviceOrigin}/nav.js`,
        }),
      );
    } else if (url === "/nav.css") {
      response.setHeader("content-type", "text/css");
      response.end(".stub-nav__home { color: rgb(1, 2, 3); }");
    } else if (url === "/nav.js") {
      response.setHeader("content-type", "text/javascript");
      response.end("document.documentElement.dataset.naasScript = 'ran';");
    } else {
      response.statusCode = 404;
      response.end();
    }
  });
  await new Promise<void>((resolve) => service.listen(0, "127.0.0.1", resolve));
  serviceOrigin = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  server = await startEditorServer([]);
  // A long page under /models, so it has breadcrumbs: six blocks, the second with a scroll id.
  await server.database.db.insert(pages).values({
    path: "models/anchors",
    title: "صفحة الروابط الداخلية",
    blocks: [
      example("lrdx-content-blocks", 0, { block_scroll_id: "" }),
      example("lrdx-content-blocks", 0, { block_scroll_id: "models" }),
      example("lrdx-quote", 0),
      example("lrdx-content-blocks", 1, { block_scroll_id: "" }),
      example("lrdx-quote", 1),
      example("lrdx-content-blocks", 0, { block_scroll_id: "" }),
    ],
  });
}, 90_000);

afterAll(async () => {
  await server?.stop();
  await new Promise((resolve) => service?.close(resolve));
});

async function setSetting(key: string, value: string): Promise<void> {
  await server.database.db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** A visitor who has answered the cookie banner, with policy violations and script errors kept. */
async function visitor(
  options: { width?: number; reducedMotion?: "reduce" | "no-preference" } = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await server.browser.newContext({
    viewport: { width: options.width ?? 390, height: 700 },
    locale: "ar",
    reducedMotion: options.reducedMotion ?? "no-preference",
  });
  await context.addInitScript(() => {
    if (!location.protocol.startsWith("http")) return;
    localStorage.setItem("cookieConsentStatus", "accepted:obligatory,optional");
    document.addEventListener("securitypolicyviolation", (e) => {
      console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error" && !m.location().url.includes("favicon")) problems.push(m.text());
  });
  return { context, page, problems };
}

describe("the external navigation", () => {
  it("shows the service's HTML with its stylesheet and script from its origin, and nothing it must not run", async () => {
    // The stand-in service is on 127.0.0.1: the server calls it only once allow-listed.
    await setSetting("security.egress_allowed_hosts", new URL(serviceOrigin).host);
    await setSetting("naas_navigation.retailer_name", "الموزع المعتمد");
    await setSetting("naas_navigation.retailer_url", "https://retailer.example.com/");
    await setSetting(
      "naas_navigation.configuration",
      JSON.stringify({ url: { origin: serviceOrigin }, locale: "ar_AE" }),
    );
    const { context, page, problems } = await visitor();
    await expect
      .poll(async () => {
        await page.goto(`${server.url}/ar/models/defender`, { waitUntil: "load" });
        return page.locator(".stub-nav").count();
      })
      .toBe(1);
    const nav = page.getByRole("navigation", { name: "تنقل الخدمة" });
    expect(await nav.getByRole("link", { name: "الموزع المعتمد" }).getAttribute("href")).toBe(
      "https://retailer.example.com/",
    );
    // Its stylesheet applies and its script runs; the inline script in its HTML was removed.
    expect(await page.locator(".stub-nav__home").evaluate((el) => getComputedStyle(el).color)).toBe(
      "rgb(1, 2, 3)",
    );
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.naasScript))
      .toBe("ran");
    expect(await page.evaluate(() => "inlineRan" in window)).toBe(false);
    // The header keeps its place: sticky at the top, 48 px at least.
    const header = await page.locator(".site-header--external").boundingBox();
    expect(header?.y).toBe(0);
    expect(header?.height ?? 0).toBeGreaterThanOrEqual(48);
    expect(problems).toEqual([]);
    await context.close();
    await setSetting("naas_navigation.configuration", "");
  });
});

describe("in-page anchors", () => {
  /** The target's top, and whether what is drawn just under its top edge is the target itself. */
  const whereIs = (page: Page, selector: string) =>
    page.evaluate((sel) => {
      const el = document.querySelector(sel);
      const frame = el?.closest(".block-frame") ?? el;
      if (!el || !frame) return null;
      const top = el.getBoundingClientRect().top;
      const hit = document.elementFromPoint(innerWidth / 2, top + 2);
      return { top: Math.round(top), isOnTop: hit !== null && frame.contains(hit) };
    }, selector);

  it("stops #component-N and #rdx-{hash} under the header and the breadcrumbs, as the header hides and comes back", async () => {
    const { context, page } = await visitor();
    await page.goto(`${server.url}/ar/models/anchors#component-5`, { waitUntil: "load" });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.className), { timeout: 10_000 })
      .toContain("header-reveal");
    // 48 px header + 55 px breadcrumbs on a phone: the block starts right under them.
    await expect.poll(() => whereIs(page, "#component-5")).toEqual({ top: 103, isOnTop: true });
    // Scrolled down there, the header hides and the breadcrumbs sit at the top, above the block.
    const crumbs = page.getByRole("navigation", { name: "مسار التنقل" });
    await expect.poll(async () => (await crumbs.boundingBox())?.y).toBe(0);
    // Back up to an earlier block by its scroll id: the header comes back, the block is still clear.
    await page.evaluate(() => {
      location.hash = "#models";
    });
    await expect.poll(() => whereIs(page, "#rdx-models")).toEqual({ top: 103, isOnTop: true });
    await expect.poll(async () => (await page.locator(".site-header").boundingBox())?.y).toBe(0);
    await expect.poll(async () => (await crumbs.boundingBox())?.y).toBe(48);
    await context.close();
  });

  it("offsets by 72 px and 44 px on a wide screen", async () => {
    const { context, page } = await visitor({ width: 1440 });
    await page.goto(`${server.url}/ar/models/anchors#component-4`, { waitUntil: "load" });
    await expect
      .poll(() => whereIs(page, "#component-4"), { timeout: 10_000 })
      .toEqual({ top: 116, isOnTop: true });
    await context.close();
  });
});

describe("the loading bar", () => {
  /**
   * Clicks the logo link home as a visitor does, with the browser kept on this page afterwards
   * as it is while a slow next page is on its way: a listener added after the bar's own (so it
   * runs after it) cancels the navigation. (A request held by the test, or answered 204, would
   * either stop the page from being read or end the navigation at once.)
   */
  async function leaveForHome(page: Page): Promise<void> {
    await page.evaluate(() => {
      addEventListener("click", (e) => e.preventDefault(), { once: true });
      document.querySelector<HTMLElement>(".site-header__logo")?.click();
    });
  }
  const bar = (page: Page) =>
    page.evaluate(() => {
      const el = document.querySelector<HTMLElement>("[data-loading-bar]");
      const fill = el?.firstElementChild;
      if (!el || !fill) return null;
      const box = el.getBoundingClientRect();
      return {
        isActive: el.classList.contains("is-active"),
        progress: Number(el.dataset.progress),
        top: box.top,
        height: box.height,
        width: box.width,
        transform: getComputedStyle(fill).transform,
        origin: getComputedStyle(fill).transformOrigin,
      };
    });

  it("waits 200 ms, grows from the right every 100 ms, and is gone on the next page", async () => {
    const { context, page, problems } = await visitor();
    await page.clock.install();
    await page.goto(`${server.url}/ar/models/defender`, { waitUntil: "load" });
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000));
    await leaveForHome(page);
    await page.clock.runFor(199);
    expect((await bar(page))?.isActive ?? false).toBe(false);
    await page.clock.runFor(1);
    expect(await bar(page)).toMatchObject({ isActive: true, progress: 0, top: 0, height: 3 });
    await page.clock.runFor(1000);
    const state = await bar(page);
    expect(state?.progress).toBeCloseTo(progressAt(1000), 3);
    // Right to left: it grows from the right edge (the transform's origin is at 100 %).
    expect(state?.origin).toBe(`${state?.width}px 1.5px`);
    await page.clock.runFor(10_000);
    expect((await bar(page))?.progress).toBeCloseTo(0.9, 3);
    // When the next page does come, it starts without a bar.
    await page.clock.resume();
    await page.evaluate(() => document.querySelector<HTMLElement>(".site-header__logo")?.click());
    await page.waitForURL(`${server.url}/ar/`);
    await page.waitForLoadState("load");
    expect((await bar(page))?.isActive ?? false).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("shows on a form submit to the site, and keeps still with reduced motion", async () => {
    const { context, page } = await visitor({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto(`${server.url}/ar/models/defender`, { waitUntil: "load" });
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000));
    const submitted = await page.evaluate(() => {
      addEventListener("submit", (e) => e.preventDefault(), { once: true });
      const form = document.querySelector<HTMLFormElement>('form[action$="/search"]');
      form?.requestSubmit();
      return form !== null;
    });
    expect(submitted).toBe(true);
    await page.clock.runFor(700);
    const state = await bar(page);
    expect(state?.isActive).toBe(true);
    expect(state?.progress).toBeGreaterThan(0);
    // Reduced motion: a full, still line instead of a growing one.
    expect(state?.transform).toBe("none");
    await context.close();
  });
});
