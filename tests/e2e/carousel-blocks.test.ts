import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrateEveryIsland } from "../helpers/islands.ts";
import { startedSiteInChromium } from "../helpers/start-site.ts";
import { layoutShift, visitorPage } from "../helpers/visitor-page.ts";

const site = startedSiteInChromium();
/** Screenshots to look at, outside the repository. */
const shots = process.env.CAROUSEL_SHOTS_DIR ?? mkdtempSync(path.join(tmpdir(), "carousel-shots-"));

const PAGE = "/ar/blocks/carousels";
const KEYS = [
  "lrdx-number-button-slider",
  "lrdx-dual-frame-carousel-new",
  "lrdx-color-button-carousel",
  "lrdx-content-blocks-carousel",
  "lrdx-collection-carousel",
  "lrdx-quote-slider",
] as const;

const carouselOf = (page: Page, key: (typeof KEYS)[number]): Locator =>
  page.locator(`[data-template="${key}"] .carousel`).first();

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Whether the slide's box lies within its track's box (the part of the track on screen). */
async function isInTrack(carousel: Locator, slide: number): Promise<boolean> {
  const track = await carousel.locator(".carousel__track").boundingBox();
  const box = await carousel.locator(".carousel__slide").nth(slide).boundingBox();
  if (!track || !box) return false;
  return box.x >= track.x - 2 && box.x + box.width <= track.x + track.width + 2;
}

describe("carousel blocks in Chromium, Arabic and right to left", () => {
  it("on a phone (390 px): every carousel is server-rendered with its first slide in view, hydrates without shifting, nothing overflows", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 390);
    await page.clock.install();
    await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    for (const key of KEYS) {
      const carousel = carouselOf(page, key);
      expect(await carousel.getAttribute("aria-roledescription"), key).toBe("carousel");
      expect(
        await carousel.locator(".carousel__slide").first().getAttribute("aria-roledescription"),
      ).toBe("slide");
      expect(await isInTrack(carousel, 0), key).toBe(true);
    }
    // Server HTML: all the Number Button Carousel's four slides; the first picture is eager.
    const numbers = carouselOf(page, "lrdx-number-button-slider");
    expect(await numbers.locator(".carousel__slide").count()).toBe(4);
    expect(await numbers.locator(".carousel__slide img").first().getAttribute("loading")).toBe(
      "eager",
    );
    await hydrateEveryIsland(page);
    // The first slide of a right-to-left track starts at its right edge.
    const track = await numbers.locator(".carousel__track").boundingBox();
    const first = await numbers.locator(".carousel__slide").first().boundingBox();
    expect(
      Math.abs((track?.x ?? 0) + (track?.width ?? 0) - ((first?.x ?? 0) + (first?.width ?? 0))),
    ).toBeLessThan(2);

    // Swiping (scrolling the track) to the second quote makes it the current one.
    const quotes = carouselOf(page, "lrdx-quote-slider");
    await quotes.scrollIntoViewIfNeeded();
    await quotes.locator(".carousel__track").evaluate((el) => {
      el.scrollTo({ left: -el.clientWidth, behavior: "instant" });
    });
    await page.clock.runFor(500);
    await expect.poll(() => quotes.getAttribute("data-index")).toBe("1");
    expect(
      await quotes.locator('.carousel__page[aria-current="true"]').getAttribute("aria-label"),
    ).toBe("الانتقال إلى الشريحة 2");

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await layoutShift(page)).toBeLessThan(0.1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      caret: "initial",
      path: path.join(shots, "carousels-390.png"),
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a desktop (1440 px): buttons, dots and arrow keys move the carousels; the timer advances, pauses and resumes; hotspots open their slide", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 1440);
    // The page's clock stands still unless the test moves it: a slow machine cannot advance a
    // slide between two steps.
    const start = Date.parse("2026-06-15T08:00:00Z");
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1_000);
    await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
    await hydrateEveryIsland(page, { frozenClock: true });
    await page.mouse.move(0, 0);

    // Number Button Carousel with has_timer: a slide every 6 s, a progress bar, pause / play.
    const numbers = carouselOf(page, "lrdx-number-button-slider");
    expect(await numbers.getAttribute("data-state")).toBe("running");
    expect(await numbers.locator(".carousel__timer").count()).toBe(1);
    const buttons = numbers.locator(".carousel__page");
    expect(await buttons.count()).toBe(4);
    expect((await buttons.first().textContent())?.trim()).toBe("01الطرق الوعرة");
    await page.clock.runFor(5_900);
    expect(await numbers.getAttribute("data-index")).toBe("0");
    await page.clock.runFor(200);
    await expect.poll(() => numbers.getAttribute("data-index")).toBe("1");
    await expect.poll(() => isInTrack(numbers, 1)).toBe(true);
    await numbers.getByRole("button", { name: "إيقاف العرض التلقائي" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(30_000);
    expect(await numbers.getAttribute("data-index")).toBe("1");
    expect(await numbers.getAttribute("data-state")).toBe("paused");
    await numbers.getByRole("button", { name: "تشغيل العرض التلقائي" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(6_100);
    await expect.poll(() => numbers.getAttribute("data-index")).toBe("2");
    // Hovering holds it.
    await numbers.hover();
    await page.clock.runFor(20_000);
    expect(await numbers.getAttribute("data-index")).toBe("2");
    await page.mouse.move(0, 0);
    // A numbered button, then a hotspot on the picture above, open their slide.
    await buttons.nth(3).click();
    await expect.poll(() => numbers.getAttribute("data-index")).toBe("3");
    await page.getByRole("button", { name: "المقصورة", exact: true }).click();
    await expect.poll(() => numbers.getAttribute("data-index")).toBe("1");
    await expect.poll(() => isInTrack(numbers, 1)).toBe(true);

    // Quote Slider: next button, then the arrow keys of the reading direction.
    const quotes = carouselOf(page, "lrdx-quote-slider");
    await quotes.scrollIntoViewIfNeeded();
    await quotes.getByRole("button", { name: "الشريحة التالية" }).click();
    await expect.poll(() => quotes.getAttribute("data-index")).toBe("1");
    await expect.poll(() => isInTrack(quotes, 1)).toBe(true);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => quotes.getAttribute("data-index")).toBe("2");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => quotes.getAttribute("data-index")).toBe("1");
    await page.keyboard.press("Home");
    await expect.poll(() => quotes.getAttribute("data-index")).toBe("0");
    // Dots say which quote shows; the visible focus ring is on the focused button.
    await quotes.getByRole("button", { name: "الانتقال إلى الشريحة 3" }).click();
    await expect.poll(() => quotes.getAttribute("data-index")).toBe("2");
    await expect.poll(() => isInTrack(quotes, 2)).toBe(true);

    // Color Button Carousel: a colour's button shows its picture, named by the colour.
    const colours = carouselOf(page, "lrdx-color-button-carousel");
    await colours.scrollIntoViewIfNeeded();
    await colours.getByRole("button", { name: "رمادي إيجر" }).click();
    await expect.poll(() => colours.getAttribute("data-index")).toBe("1");
    await expect.poll(() => isInTrack(colours, 1)).toBe(true);
    await expect
      .poll(() => colours.getByRole("link", { name: "صمّم ديفندر بالرمادي" }).isVisible())
      .toBe(true);

    // Collection Carousel: four cards in view; http(s) urls are external, others internal.
    const cards = page.locator(
      '[data-template="lrdx-collection-carousel"] .collection-carousel__card',
    );
    expect(await cards.nth(0).getAttribute("href")).toBe("/ar/collection");
    expect(await cards.nth(1).getAttribute("href")).toBe(
      "https://shop.landrover.com/ae/ar/defender-jacket",
    );
    expect(await cards.nth(1).getAttribute("target")).toBe("_blank");
    expect(await cards.nth(1).getAttribute("data-link-type")).toBe("external");
    expect(await cards.nth(2).getAttribute("href")).toBe("/ar/collection");
    expect(await cards.nth(2).getAttribute("target")).toBeNull();
    const collection = carouselOf(page, "lrdx-collection-carousel");
    for (const i of [0, 1, 2, 3]) expect(await isInTrack(collection, i)).toBe(true);
    await collection.getByRole("button", { name: "الشريحة التالية" }).click();
    await expect.poll(() => isInTrack(collection, 4)).toBe(true);

    // Dual Frame Carousel: the picture on the right (image_alignment right) beside its text.
    const dual = page.locator('[data-template="lrdx-dual-frame-carousel-new"]');
    const media = await dual.locator(".dual-frame__media").first().boundingBox();
    const box = await dual.locator(".dual-frame__box").first().boundingBox();
    expect(media?.x ?? 0).toBeGreaterThan(box?.x ?? 0);
    expect(
      await dual
        .getByRole("link", { name: "شاهد فيلم رينج روفر" })
        .first()
        .getAttribute("data-video-modal"),
    ).toMatch(/youtube/);

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      caret: "initial",
      path: path.join(shots, "carousels-1440.png"),
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keyboard focus inside a moving carousel holds it, and reduced motion starts it paused", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 1440);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
    await hydrateEveryIsland(page);
    await page.mouse.move(0, 0);
    const numbers = carouselOf(page, "lrdx-number-button-slider");
    await expect.poll(() => numbers.getAttribute("data-state")).toBe("paused");
    await page.clock.runFor(30_000);
    expect(await numbers.getAttribute("data-index")).toBe("0");
    // The visitor may still start it.
    await numbers.getByRole("button", { name: "تشغيل العرض التلقائي" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(6_100);
    await expect.poll(() => numbers.getAttribute("data-index")).toBe("1");
    // Tab to the previous button (keyboard focus): the carousel holds while focus is inside.
    await numbers.getByRole("button", { name: "إيقاف العرض التلقائي" }).focus();
    await page.keyboard.press("Tab");
    await expect.poll(() => numbers.getAttribute("data-state")).toBe("paused");
    await page.clock.runFor(20_000);
    expect(await numbers.getAttribute("data-index")).toBe("1");
    expect(errors).toEqual([]);
    await context.close();
  });
});
