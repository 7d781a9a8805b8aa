import { request } from "node:http";
import type { Browser } from "playwright-core";
import { ensureClientBuilt } from "../helpers/build-client.ts";
import { launchChromium, startSite } from "../helpers/start-site.ts";
import { phoneContext } from "./phone.ts";

/**
 * How much JavaScript a visitor's phone loads per page: the site as `npm start` runs it (the
 * production bundle), Chromium emulating a mid-range phone (412 × 823, touch), the cache empty for
 * every page. For each page, the scripts fetched
 * - at load: until the page has loaded, the browser was idle (the shell's parts mount then) and
 *   the network is quiet, without the visitor doing anything;
 * - after scrolling to the end: the visitor then scrolls down a screen at a time to the bottom
 *   (islands hydrate as they near the viewport).
 * Each script is counted by the bytes the server sends for it with `Accept-Encoding: br` (the
 * body as transferred, headers not counted), whatever encoding the test browser asked for.
 *
 * PAGE_JS_URL measures a site already running there instead of starting one; PAGE_JS_PAGES (comma
 * separated paths) replaces the list of pages; PAGE_JS_VERBOSE=1 names every script.
 */

const PAGES = (
  process.env.PAGE_JS_PAGES ??
  [
    "/ar/",
    "/ar/stock",
    "/ar/blocks/carousels",
    "/ar/blocks/360",
    "/ar/models/defender",
    "/ar/news",
    "/ar/news/defender-octa-arrives",
    "/ar/terms-conditions",
  ].join(",")
)
  .split(",")
  .filter(Boolean);
const VERBOSE = process.env.PAGE_JS_VERBOSE === "1";

/** The body's length as the server sends it brotli-compressed (its raw bytes, not decoded). */
function brotliBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { "accept-encoding": "br" } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () => resolve(bytes));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

interface PageScripts {
  atLoad: string[];
  afterScroll: string[];
}

/** Waits until the browser has been idle once, then until no request is under way for a while. */
async function settle(page: import("playwright-core").Page): Promise<void> {
  // A string, not a function: the bench runs under tsx, whose helpers do not exist in the page.
  await page.evaluate(`new Promise((resolve) => {
    const done = () => setTimeout(resolve, 500);
    if ("requestIdleCallback" in window) requestIdleCallback(done, { timeout: 3000 });
    else setTimeout(done, 1000);
  })`);
  await page.waitForLoadState("networkidle");
}

async function scriptsOf(browser: Browser, url: string): Promise<PageScripts> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    const seen: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script" && !seen.includes(r.url())) seen.push(r.url());
    });
    await page.goto(url, { waitUntil: "load" });
    await settle(page);
    const atLoad = [...seen];
    // A screen at a time, as a visitor's thumb does, letting each screen's islands start.
    for (let step = 0; step < 60; step++) {
      const atEnd = await page.evaluate(() => {
        window.scrollBy(0, window.innerHeight * 0.8);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      });
      await page.waitForTimeout(150);
      if (atEnd) break;
    }
    await settle(page);
    return { atLoad, afterScroll: seen.filter((s) => !atLoad.includes(s)) };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  let base = process.env.PAGE_JS_URL?.replace(/\/$/, "");
  let stop: () => Promise<void> = async () => {};
  if (!base) {
    console.log(`client bundle: ${await ensureClientBuilt()}`);
    const site = await startSite();
    base = site.url;
    stop = site.stop;
  }
  const browser = await launchChromium();
  const sizes = new Map<string, number>();
  const bytesOf = async (scripts: readonly string[]) => {
    let total = 0;
    for (const s of scripts) {
      let size = sizes.get(s);
      if (size === undefined) {
        size = await brotliBytes(s);
        sizes.set(s, size);
      }
      total += size;
    }
    return total;
  };
  try {
    console.log(
      "JavaScript per page, brotli bytes as served; phone emulation, empty cache per page:",
    );
    console.log(
      `${"page".padEnd(34)} ${"at load".padStart(18)} ${"after scrolling".padStart(18)} ${"total".padStart(10)}`,
    );
    for (const path of PAGES) {
      const { atLoad, afterScroll } = await scriptsOf(browser, `${base}${path}`);
      const load = await bytesOf(atLoad);
      const later = await bytesOf(afterScroll);
      console.log(
        `${path.padEnd(34)} ${`${kb(load)} (${atLoad.length})`.padStart(18)} ${`+${kb(later)} (${afterScroll.length})`.padStart(18)} ${kb(load + later).padStart(10)}`,
      );
      if (VERBOSE)
        for (const [label, list] of [
          ["load", atLoad],
          ["scroll", afterScroll],
        ] as const)
          for (const s of list)
            console.log(
              `    ${label.padEnd(6)} ${kb(sizes.get(s) ?? 0).padStart(9)}  ${s.replace(base, "")}`,
            );
    }
  } finally {
    await browser.close();
    await stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
