import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages, settings } from "../../runtime/db/tables/index.ts";
import { example } from "../../runtime/demo/examples.ts";
import { axeViolations } from "../helpers/axe.ts";
import { type EditorServer, startEditorServer } from "../helpers/editor-session.ts";

/*
 * What a visitor sees of the shell and the blocks around the page, in Chromium, Arabic and right
 * to left, at 390 and 1440 px: the floating action button never covers the page, the in-page
 * navigation shows whole labels and says that it scrolls, the breadcrumbs stay inside the window,
 * the cookie banner comes before the site-wide popup, a consent placeholder speaks of a refusal
 * only after one, and the footer's phone links are named by the number they show. The pages are
 * the test's own (written to the demo database), so the demo's content may change around them.
 */

let server: EditorServer;

/** Ten sections whose labels are longer together than any window. */
const SECTIONS = [
  "نظرة عامة",
  "لماذا تختار لاند روفر؟",
  "اختر لاند روفر التي تناسبك",
  "كل ما يحتاجه مالك لاند روفر",
  "ديفندر 110 عن قرب",
  "الأسئلة الشائعة",
  "أسعار باقات الصيانة",
  "آخر الأخبار",
  "احجز تجربة قيادة ديفندر",
];

const MAP_HTML =
  '<iframe title="خريطة صالة العرض" src="https://www.openstreetmap.org/export/embed.html?bbox=55.25,25.18,55.30,25.22" width="100%" height="300"></iframe>';

beforeAll(async () => {
  server = await startEditorServer([]);
  await server.database.db.insert(pages).values([
    {
      path: "layout-faults",
      title: "صفحات الاختبار",
      blocks: [example("lrdx-quote", 0)],
    },
    {
      path: "layout-faults/sections",
      title: "ديفندر",
      blocks: [
        example("lrdx-hero-title-banner", 0),
        {
          ...example("lrdx-in-page-navigation", 0),
          groups: SECTIONS.map((label, i) => ({ label, block_scroll_id: `section-${i}` })),
        },
        example("lrdx-html-box", 0, { heading: "موقع صالة العرض", html: MAP_HTML }),
        example("lrdx-quote", 0),
      ],
    },
    {
      // A car's name as the stock feed gives it: Latin, longer than a phone's breadcrumb bar.
      path: "layout-faults/sections/range-rover-evoque-autobiography",
      title: "Land Rover Range Rover Evoque Autobiography P300e 2026",
      blocks: [example("lrdx-quote", 0)],
    },
    {
      path: "layout-faults/stock",
      title: "سيارات المخزون",
      blocks: [example("lrdx-stock-locator", 0)],
    },
    {
      path: "layout-faults/popup",
      title: "عرض",
      blocks: [example("lrdx-quote", 0)],
    },
  ]);
  // The FAB's admin items, and a site-wide popup on the popup page only (kept closed per session).
  await setSetting(
    "general.global_fab",
    JSON.stringify([
      { link: "/t", label: "احجز تجربة قيادة", icon: "steering-wheel" },
      { link: "/offers", label: "العروض", icon: "star" },
      { link: "/request-a-brochure", label: "اطلب كتيّباً", icon: "download" },
      { link: "/retailer-locator", label: "ابحث عن وكيل", icon: "location" },
    ]),
  );
  await setSetting("basic_popup.is_enabled", "true");
  await setSetting("basic_popup.header", "عرض الأسبوع");
  await setSetting("basic_popup.matching_paths", '["/layout-faults/popup"]');
  await setSetting("basic_popup.store_type", "sessionStorage");
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

async function setSetting(key: string, value: string): Promise<void> {
  await server.database.db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** A visitor at `width` (who answered the cookie banner unless told otherwise), on `path`. */
async function visit(
  path: string,
  width: number,
  { hasConsented = true } = {},
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const context = await server.browser.newContext({
    viewport: { width, height: width < 600 ? 844 : 900 },
    locale: "ar",
  });
  if (hasConsented)
    await context.addInitScript(() => {
      if (location.protocol.startsWith("http"))
        localStorage.setItem("cookieConsentStatus", "accepted:obligatory,optional");
    });
  const errors: string[] = [];
  const page = await context.newPage();
  page.on("pageerror", (e) => errors.push(String(e)));
  await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  await page.locator('[data-shell-island="top"][data-mounted="true"]').waitFor({
    state: "attached",
  });
  return { page, context, errors };
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The page's visible controls and headings inside main that the element at their centre does
 * not belong to: what something else covers. Each as its text (or tag) and box.
 */
async function coveredInMain(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const covered: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>(
      "main a, main button, main select, main input, main h1, main h2, main h3, main article",
    );
    for (const el of targets) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.bottom <= 0 || r.top >= innerHeight || r.right <= 0 || r.left >= innerWidth) continue;
      // The middle of each edge and the centre, inside the window.
      const points: [number, number][] = [
        [r.left + r.width / 2, r.top + r.height / 2],
        [r.left + 2, r.top + r.height / 2],
        [r.right - 2, r.top + r.height / 2],
      ];
      for (const [x, y] of points) {
        if (x < 0 || x >= innerWidth || y < 0 || y >= innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && !el.contains(hit) && !hit.contains(el) && hit.closest(".site-fab")) {
          covered.push(`${(el.textContent ?? el.tagName).trim().slice(0, 40)} at ${x},${y}`);
          break;
        }
      }
    }
    return covered;
  });
}

describe("the floating action button never covers the page", () => {
  it("at 1440 px the rail has its own column: the stock locator's budget, sort and cards are clear of it", async () => {
    const { page, context, errors } = await visit("/ar/layout-faults/stock", 1440);
    const fab = page.locator(".site-fab");
    const fabBox = await fab.boundingBox();
    expect(fabBox?.width).toBeGreaterThan(60);
    const main = await page.locator("main").boundingBox();
    if (!fabBox || !main) throw new Error("no FAB or no main");
    // Right to left: the rail is at the inline end (the left), and the page ends where it starts.
    expect(fabBox.x).toBe(0);
    expect(main.x).toBeGreaterThanOrEqual(fabBox.x + fabBox.width);
    // Every control of the locator, the first card, at every scroll position the test visits.
    await page.locator(".stock-locator, [class*='stock-locator']").first().waitFor();
    for (const y of [0, 500, 1000, 1600]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(100);
      expect(await coveredInMain(page)).toEqual([]);
    }
    const footer = await page.locator(".site-footer").boundingBox();
    expect(footer && !overlaps(footer, fabBox)).toBe(true);
    expect(await axeViolations(page, ".site-fab")).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("at 390 px the bar runs along the bottom and leaves room under the footer's last line", async () => {
    const { page, context } = await visit("/ar/layout-faults/stock", 390);
    const bar = await page.locator(".site-fab").boundingBox();
    if (!bar) throw new Error("no FAB");
    expect(bar.y + bar.height).toBeCloseTo(844, 0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(200);
    const last = await page.locator(".site-footer > *").last().boundingBox();
    if (!last) throw new Error("no footer content");
    expect(last.y + last.height).toBeLessThanOrEqual(bar.y);
    expect(await axeViolations(page, ".site-fab")).toEqual([]);
    await context.close();
  });
});

/**
 * The part of `link` the list shows clear of its edges (the fades and the buttons take 3rem at
 * each end), as a share of the link's width.
 */
async function clearShare(list: Locator, link: Locator): Promise<number> {
  const [l, a] = await Promise.all([list.boundingBox(), link.boundingBox()]);
  if (!l || !a || a.width === 0) return 0;
  const edge = 48;
  const shown = Math.min(a.x + a.width, l.x + l.width - edge) - Math.max(a.x, l.x + edge);
  return Math.max(0, shown) / a.width;
}

/** The fade widths (px) the list's mask has now at its inline start and end. */
async function fades(list: Locator): Promise<{ start: number; end: number }> {
  return list.evaluate((e) => {
    const style = getComputedStyle(e);
    return {
      start: Number.parseFloat(style.getPropertyValue("--in-page-navigation-fade-start")),
      end: Number.parseFloat(style.getPropertyValue("--in-page-navigation-fade-end")),
    };
  });
}

/** The scroll buttons of the list as the accessibility tree has them (name and whether shown). */
async function scrollButtons(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send("Accessibility.getFullAXTree");
  await cdp.detach();
  return nodes
    .filter((n) => n.role?.value === "button" && !n.ignored)
    .map((n) => String(n.name?.value ?? ""))
    .filter((name) => name.includes("الأقسام"));
}

describe("the in-page navigation", () => {
  for (const width of [390, 1440]) {
    it(`at ${width} px: whole labels, a fade and a next button where more links wait, every link reachable by keyboard`, async () => {
      const { page, context, errors } = await visit("/ar/layout-faults/sections", width);
      const nav = page.getByRole("navigation", { name: "أقسام الصفحة" });
      const list = nav.getByRole("list");
      const links = list.getByRole("link");
      expect(await links.allTextContents()).toEqual([...SECTIONS, "للأعلى"]);
      // No label is cut inside its own box.
      for (const link of await links.all())
        expect(await link.evaluate((e) => e.scrollWidth <= e.clientWidth + 1)).toBe(true);
      // More links than fit: at the start, a fade and a next button at the end only.
      expect(await list.evaluate((e) => e.scrollWidth > e.clientWidth)).toBe(true);
      const atStart = await fades(list);
      expect(atStart.start).toBe(0);
      expect(atStart.end).toBeGreaterThan(20);
      expect(await scrollButtons(page)).toEqual(["الأقسام التالية"]);
      // Scrolled to the end: the fade and the button are at the start.
      await list.evaluate((e) => {
        e.style.scrollBehavior = "auto";
        e.scrollLeft = -e.scrollWidth;
      });
      await page.waitForTimeout(100);
      const atEnd = await fades(list);
      expect(atEnd.start).toBeGreaterThan(20);
      expect(atEnd.end).toBe(0);
      expect(await scrollButtons(page)).toEqual(["الأقسام السابقة"]);
      await list.evaluate((e) => {
        e.scrollLeft = 0;
      });
      // Tab reaches every link in order, and the list scrolls so that the focused one is never
      // hidden under a fade or a button (the browser brings it clear of the list's edges).
      await nav.getByRole("link").first().focus();
      for (const label of [...SECTIONS, "للأعلى"]) {
        const focused = page.locator(".in-page-navigation__anchor:focus");
        expect(await focused.textContent()).toBe(label);
        await expect.poll(() => clearShare(list, focused)).toBeGreaterThan(0);
        await page.keyboard.press("Tab");
      }
      expect(await axeViolations(page, ".in-page-navigation")).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("the next button scrolls the list toward its end (right to left: leftward)", async () => {
    const { page, context } = await visit("/ar/layout-faults/sections", 390);
    const list = page.locator(".in-page-navigation__list");
    const box = await list.boundingBox();
    if (!box) throw new Error("no list");
    expect(await list.evaluate((e) => e.scrollLeft)).toBe(0);
    // The next button sits at the list's inline end: its left edge in a right-to-left page.
    await page.mouse.click(box.x + 12, box.y + box.height / 2);
    await expect.poll(() => list.evaluate((e) => e.scrollLeft)).toBeLessThan(-50);
    await context.close();
  });
});

describe("the breadcrumbs", () => {
  for (const width of [390, 1440]) {
    it(`at ${width} px stay inside the window: the ancestors whole, a long current name ending in an ellipsis`, async () => {
      const { page, context } = await visit(
        "/ar/layout-faults/sections/range-rover-evoque-autobiography",
        width,
      );
      const trail = page.getByRole("navigation", { name: "مسار التنقل" });
      expect(await trail.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
      for (const link of await trail.getByRole("link").all()) {
        const box = await link.boundingBox();
        expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      }
      const current = trail.locator('[aria-current="page"]');
      const box = await current.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
      // Its own direction: the Latin name keeps its start and loses its end.
      expect(await current.evaluate((e) => getComputedStyle(e).direction)).toBe("ltr");
      expect(await current.getAttribute("title")).toBe(
        "Land Rover Range Rover Evoque Autobiography P300e 2026",
      );
      const isCut = await current.evaluate((e) => e.scrollWidth > e.clientWidth);
      if (width === 390) expect(isCut).toBe(true);
      expect(await axeViolations(page, ".site-breadcrumbs")).toEqual([]);
      await context.close();
    });
  }

  it("on a showroom car at 390 px nothing runs off the edge", async () => {
    const { page, context } = await visit("/ar/layout-faults/stock", 390);
    const href = await page.locator('main a[href*="/showroom/"]').first().getAttribute("href");
    if (!href) throw new Error("no showroom link on the stock page");
    await page.goto(`${server.url}${href}`, { waitUntil: "networkidle" });
    const trail = page.locator(".site-breadcrumbs");
    expect(await trail.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
    const current = await trail.locator('[aria-current="page"]').boundingBox();
    expect(current && current.x >= 0 && current.x + current.width <= 390).toBe(true);
    await context.close();
  });
});

describe("one popup at a time, the cookie banner first", () => {
  it("the site-wide popup waits until the banner is answered, then opens 500 ms later", async () => {
    const { page, context, errors } = await visit("/ar/layout-faults/popup", 390, {
      hasConsented: false,
    });
    const banner = page.locator(".consent-banner");
    const popup = page.locator("dialog.basic-popup[open]");
    await banner.waitFor();
    await page.waitForTimeout(1500);
    expect(await popup.count()).toBe(0);
    expect(await banner.isVisible()).toBe(true);
    await page.getByRole("button", { name: "قبول الكل" }).click();
    await expect.poll(() => banner.count()).toBe(0);
    // Not at once: the popup's delay starts when the banner goes.
    expect(await popup.count()).toBe(0);
    await popup.waitFor();
    expect(await popup.getByRole("heading").textContent()).toBe("عرض الأسبوع");
    expect(await banner.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a visitor who answered before sees the popup on its own", async () => {
    const { page, context } = await visit("/ar/layout-faults/popup", 1440);
    await page.locator("dialog.basic-popup[open]").waitFor();
    expect(await page.locator(".consent-banner").count()).toBe(0);
    await context.close();
  });
});

describe("a consent placeholder", () => {
  const refusal = "ملفات تعريف الارتباط التسويقية";

  it("before any choice says nothing of a refusal; after a refusal it does, also after a reload", async () => {
    const { page, context, errors } = await visit("/ar/layout-faults/sections", 390, {
      hasConsented: false,
    });
    await page.locator(".consent-banner").waitFor();
    const gate = page.locator(".html-box .consent-gate");
    const shown = () => gate.locator(".consent-gate__placeholder:visible").allTextContents();
    expect(await shown()).toEqual(["يظهر هذا المحتوى بعد أن تختار إعدادات ملفات تعريف الارتباط."]);
    expect((await gate.textContent()) ?? "").toContain(refusal); // there, but not shown
    await page.getByRole("button", { name: "رفض" }).click();
    await expect.poll(async () => (await shown()).join(" ")).toContain(refusal);
    expect(await shown()).toHaveLength(1);
    await page.reload({ waitUntil: "networkidle" });
    await page.locator('[data-shell-island="top"][data-mounted="true"]').waitFor({
      state: "attached",
    });
    await expect.poll(async () => (await shown()).join(" ")).toContain(refusal);
    expect(await page.locator(".html-box iframe").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("necessary cookies only withhold the map too, and say so", async () => {
    const { page, context } = await visit("/ar/layout-faults/sections", 1440, {
      hasConsented: false,
    });
    await page.getByRole("button", { name: "الضرورية فقط" }).click();
    const gate = page.locator(".html-box .consent-gate");
    await expect
      .poll(async () =>
        (await gate.locator(".consent-gate__placeholder:visible").allTextContents()).join(" "),
      )
      .toContain(refusal);
    await context.close();
  });

  it("without script the neutral text shows", async () => {
    const context = await server.browser.newContext({
      viewport: { width: 390, height: 844 },
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(`${server.url}/ar/layout-faults/sections`);
    const shown = await page
      .locator(".html-box .consent-gate__placeholder:visible")
      .allTextContents();
    expect(shown).toEqual(["يظهر هذا المحتوى بعد أن تختار إعدادات ملفات تعريف الارتباط."]);
    await context.close();
  });
});

describe("the footer's dealer phone links", () => {
  for (const width of [390, 1440]) {
    it(`at ${width} px are named by the number they show, then whom they call`, async () => {
      const { page, context } = await visit("/ar/layout-faults/sections", width);
      const phones = page.locator('.site-footer__retailers a[href^="tel:"]');
      const count = await phones.count();
      expect(count).toBeGreaterThan(0);
      for (const phone of await phones.all()) {
        const visible = (await phone.locator("bdi").textContent()) ?? "";
        expect(visible).toMatch(/^\+[\d ]+$/);
        const name = await phone.evaluate((e) => e.textContent ?? "");
        expect(name.startsWith(visible)).toBe(true);
        expect(name).toContain("اتصل بـ");
        expect(await phone.getAttribute("aria-label")).toBeNull();
      }
      expect(await axeViolations(page, ".site-footer")).toEqual([]);
      await context.close();
    });
  }
});
