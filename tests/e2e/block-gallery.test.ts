import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { allTemplateKeys } from "../../runtime/demo/demo-content.ts";
import { FAMILY_PAGES } from "../../runtime/demo/families/index.ts";
import { hydrateEveryIsland } from "../helpers/islands.ts";
import { startedSiteInChromium } from "../helpers/start-site.ts";
import { compareWithBaseline } from "../helpers/visual-diff.ts";

/**
 * The block gallery: every family page of the demo (/ar/blocks/…), which together show every
 * block of the catalogue, in Chromium, in Arabic, at a phone's 390 px and a desktop's 1440 px.
 * Each page renders every block of its family, hydrates every island without an error, keeps
 * to the viewport's width, and looks as it did: a full-page screenshot is compared with the
 * baseline kept in tests/e2e/__baselines__ (written on the first run, to be looked at and
 * committed; a change that moves more than 1% of the pixels fails and leaves the new picture
 * beside the baseline as `.actual.png`).
 */
const site = startedSiteInChromium();
const known = new Set(allTemplateKeys());
const baselines = path.resolve("tests/e2e/__baselines__");
/** Pixels that may differ from the baseline (fonts' anti-aliasing, video posters' frames). */
const MAX_DIFFERENT = 0.01;

async function visit(pagePath: string, width: number) {
  const context = await site.browser.newContext({
    viewport: { width, height: 900 },
    locale: "ar",
    reducedMotion: "reduce",
  });
  await context.addInitScript(() => {
    if (!location.protocol.startsWith("http")) return;
    localStorage.setItem("cookieConsentStatus", "accepted:obligatory,optional");
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await page.goto(`${site.url}/ar/${pagePath}`, { waitUntil: "networkidle" });
  return { page, context, errors };
}

/**
 * Scrolls to the end and back (what scrolling sets off runs), then has every picture load now,
 * lazy ones included (a carousel's later slides are never scrolled to), and waits until each is
 * decoded, videos' posters too: the screenshot never depends on how far a load got.
 */
async function loadEveryPicture(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
    }
    window.scrollTo(0, 0);
    const images = [...document.images];
    for (const img of images) {
      img.loading = "eager";
      // An async-decoded picture may be painted after the frame a screenshot takes (a busy
      // machine shows it blank): the screenshot waits for every picture's pixels.
      img.decoding = "sync";
    }
    // However a picture fares, no wait is longer than 15 s: a load that never ends shows in
    // the picture compared, never as a test that hangs.
    const atMost = <T>(promise: Promise<T>) =>
      Promise.race([promise, new Promise((r) => setTimeout(r, 15_000))]);
    await Promise.all(
      images.map((img) =>
        atMost(
          img.complete
            ? img.decode().catch(() => undefined)
            : new Promise((resolve) => {
                img.addEventListener("load", resolve, { once: true });
                img.addEventListener("error", resolve, { once: true });
                // A picture nobody can see (in a closed dialog, a hidden panel) may be held back
                // by the browser: it is not waited for. A shown one is, however long a busy
                // machine takes to make its size.
                if (!img.checkVisibility()) setTimeout(resolve, 1000);
              }).then(() => img.decode().catch(() => undefined)),
        ),
      ),
    );
    // A video's poster is fetched by the video element on its own: the same picture is loaded
    // here (the element then takes it from the cache) and a frame passes for it to be drawn.
    await Promise.all(
      [...document.querySelectorAll<HTMLVideoElement>("video[poster]")].map((video) => {
        const poster = new Image();
        poster.src = video.poster;
        return atMost(poster.decode().catch(() => undefined));
      }),
    );
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(null))));
    await atMost(document.fonts.ready);
  });
  // Bounded like the pictures: a busy machine making a 360 view's frame variants can keep the
  // network busy past the test's time; what is still missing then shows in the comparison.
  await page.waitForLoadState("networkidle", { timeout: 20_000 }).catch(() => undefined);
}

/**
 * A full-page screenshot taken until two in a row are the same (as Playwright's own
 * toHaveScreenshot does): a frame still being painted on a busy machine is never compared.
 */
async function settledScreenshot(page: Page): Promise<Buffer> {
  const take = () => page.screenshot({ caret: "initial", fullPage: true, animations: "disabled" });
  let previous = await take();
  for (let attempt = 0; attempt < 4; attempt++) {
    await page.waitForTimeout(250);
    const next = await take();
    if (next.equals(previous)) return next;
    previous = next;
  }
  return previous;
}

describe("the block gallery in Chromium, Arabic and right to left", () => {
  for (const family of FAMILY_PAGES) {
    for (const width of [390, 1440]) {
      it(`/ar/${family.path} at ${width} px shows every block of its family, hydrated, and as it looked`, async () => {
        const { page, context, errors } = await visit(family.path, width);
        try {
          expect(await page.getAttribute("html", "dir")).toBe("rtl");
          const keys = family.keys.filter((key) => known.has(key));
          const shown = await page
            .locator("[data-template]")
            .evaluateAll((els) => els.map((el) => el.getAttribute("data-template")));
          for (const key of keys) expect(shown, `${key} on /ar/${family.path}`).toContain(key);
          // Every island of the page hydrates as the visitor scrolls down to it.
          expect(await page.locator("[data-island]").count()).toBeGreaterThan(0);
          await hydrateEveryIsland(page, { timeout: 30_000 });
          await loadEveryPicture(page);
          const overflow = await page.evaluate(
            () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
          );
          expect(overflow, "no sideways scrolling").toBeLessThanOrEqual(0);
          expect(errors).toEqual([]);
          const png = await settledScreenshot(page);
          const slug = family.path.replaceAll("/", "-");
          const result = await compareWithBaseline(
            png,
            path.join(baselines, `${slug}-${width}.png`),
          );
          expect(
            result.ratio,
            `${result.actual ?? result.baseline} differs from the baseline${result.region ? ` in ${result.region}` : ""}`,
          ).toBeLessThanOrEqual(MAX_DIFFERENT);
        } finally {
          await context.close();
        }
        // A long page's full screenshots, taken until two agree, are slow on a busy machine.
      }, 150_000);
    }
  }
});
