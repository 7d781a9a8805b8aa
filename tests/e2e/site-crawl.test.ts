import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/axe.ts";
import { type EditorServer, signIn, startEditorServer } from "../helpers/editor-session.ts";
import { hydrateEveryIsland } from "../helpers/islands.ts";
import { type CrawlResult, crawlSite, deadLinks } from "../helpers/site-crawl.ts";

/**
 * The demo as a visitor clicks through it: from the Arabic, English and Hebrew home pages, every
 * internal link answers 200 or a redirect to a page that does; every page has exactly one main
 * heading; axe-core finds no violation at a phone's 390 px or a desktop's 1440 px; and every
 * screen of the editor passes axe-core too.
 */
const ADMIN = { email: "crawl-admin@example.com", name: "مديرة الموقع", role: "admin" as const };
const LANGUAGE_HOMES = ["/ar/", "/en/", "/he/"];
/** The block gallery is internal (no public page links to it) but is crawled as well. */
const STARTS = [...LANGUAGE_HOMES, "/ar/blocks"];
const WIDTHS = [390, 1440];
/**
 * Pages made from one template many times over (a car's showroom page, its order page, an
 * article, a model's page in each language, an offer): two of each are opened in the browser;
 * the crawl still fetches every one.
 */
const MANY_OF_A_KIND = /^\/(ar|en|he)\/(showroom|showroom-order-online|news|models|offers)\/./;
const PER_KIND = 2;

let server: EditorServer;
let crawl: CrawlResult;

beforeAll(async () => {
  server = await startEditorServer([ADMIN]);
  crawl = await crawlSite(server.url, STARTS);
  // About 730 addresses: under a minute on a quiet machine, several when other browser tests and
  // a client build share its two cores.
}, 600_000);
afterAll(async () => {
  await server?.stop();
});

/**
 * The pages to open in the browser: each address once without its query (a listing's later
 * pages and filters are the same page), and PER_KIND of the pages made from one template.
 */
function pagesToOpen(pages: readonly string[]): string[] {
  const chosen = new Set<string>();
  const perKind = new Map<string, number>();
  for (const page of pages) {
    const path = page.split("?")[0] ?? page;
    if (chosen.has(path)) continue;
    const kind = MANY_OF_A_KIND.exec(path);
    if (kind) {
      const key = `${kind[1]}/${kind[2]}`;
      const taken = perKind.get(key) ?? 0;
      if (taken >= PER_KIND) continue;
      perKind.set(key, taken + 1);
    }
    chosen.add(path);
  }
  return [...chosen];
}

/** Opens a page as a visitor at a width, and touches its islands so that each answers. */
async function opened(browser: Browser, url: string, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: "ar" });
  const page = await context.newPage();
  await page.goto(url, { waitUntil: "load" });
  await hydrateEveryIsland(page, { timeout: 15_000 });
  return { page, close: () => context.close() };
}

/** What a screen-reader user and the heading outline meet on a page: problems, one line each. */
async function problemsOf(page: Page): Promise<string[]> {
  const headings = await page.locator("h1").count();
  const problems = headings === 1 ? [] : [`${headings} h1 elements (one is right)`];
  return [...problems, ...(await axeViolations(page))];
}

describe("the demo as a visitor crawls it, in Arabic, English and Hebrew", () => {
  it("reaches pages in every language, and no internal link is dead", () => {
    for (const home of LANGUAGE_HOMES) {
      const inLanguage = crawl.pages.filter((p) => p.startsWith(home));
      expect(inLanguage.length, `pages reached under ${home}`).toBeGreaterThan(10);
    }
    const dead = deadLinks(crawl).map((l) => `${l.status} ${l.path} (linked from ${l.from})`);
    expect(dead).toEqual([]);
  });

  it("every page has exactly one h1 and no axe-core violation at 390 and 1440 px", async () => {
    const pages = pagesToOpen(crawl.pages);
    const found: string[] = [];
    // One page at a time: the suite runs two files at once on two cores, and more Chromium
    // pages here starved the other file's browser tests into their timeouts.
    for (const path of pages)
      for (const width of WIDTHS) {
        const { page, close } = await opened(server.browser, server.url + path, width);
        try {
          for (const problem of await problemsOf(page))
            found.push(`${path} at ${width} px: ${problem}`);
        } finally {
          await close();
        }
      }
    expect(found).toEqual([]);
  }, 900_000);
});

/** An editor screen's kind: its path with ids as ":id" (one page editor stands for all). */
const screenKind = (path: string) => path.replace(/\/\d+(?=\/|$)/g, "/:id").replace(/\/$/, "");

describe("the editor's screens", () => {
  it("every screen reached from the editor's menus has no axe-core violation at 390 and 1440 px", async () => {
    const found: string[] = [];
    for (const width of WIDTHS) {
      const { page, context } = await signIn(server, ADMIN.email, width);
      try {
        // The editor's own links, two clicks deep from its two homes, one screen of each kind.
        const queue = ["/ar/cms", "/ar/admin"];
        const kinds = new Set(queue.map(screenKind));
        for (let depth = 0; depth < 3 && queue.length > 0; depth++) {
          for (const screen of queue.splice(0)) {
            await page.goto(server.url + screen);
            // The editor draws its screen once its script has started and its data arrived.
            await page.waitForFunction(
              () => (document.getElementById("editor-root")?.childElementCount ?? 0) > 0,
            );
            await page.waitForLoadState("networkidle");
            // A screen's code and data may arrive after a quiet moment: its heading says it is drawn.
            await page
              .locator("main h1")
              .first()
              .waitFor({ timeout: 10_000 })
              .catch(() => undefined);
            for (const v of await axeViolations(page)) found.push(`${screen} at ${width} px: ${v}`);
            const links = await page
              .locator('a[href^="/ar/admin"], a[href^="/ar/cms"]')
              .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
            for (const link of links) {
              if (kinds.has(screenKind(link))) continue;
              kinds.add(screenKind(link));
              queue.push(link);
            }
          }
        }
        expect(kinds.size, "screens reached in the editor").toBeGreaterThan(8);
      } finally {
        await context.close();
      }
    }
    expect(found).toEqual([]);
  }, 600_000);
});
