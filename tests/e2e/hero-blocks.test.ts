import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrateEveryIsland } from "../helpers/islands.ts";
import { startedSiteInChromium } from "../helpers/start-site.ts";
import { layoutShift, visitorPage } from "../helpers/visitor-page.ts";

const site = startedSiteInChromium();
/** Screenshots to look at, outside the repository. */
const shots = process.env.HERO_SHOTS_DIR ?? mkdtempSync(path.join(tmpdir(), "hero-shots-"));

const slider = (page: Page) => page.locator('[data-template="lrdx-hero-slider"] .carousel');
const immersive = (page: Page) => page.locator('[data-template="lrdx-immersive-hero"] .carousel');

/**
 * Waits (in real time) until the carousel's track has finished scrolling to its current slide:
 * the smooth scroll runs on the browser's own clock, while the carousel's timers wait for runFor.
 */
async function settled(carousel: ReturnType<typeof slider>): Promise<void> {
  await expect
    .poll(() =>
      carousel.evaluate((el) => {
        const track = el.querySelector<HTMLElement>(".carousel__track");
        const index = Number(el.getAttribute("data-index"));
        return track ? Math.abs(Math.abs(track.scrollLeft) - index * track.clientWidth) < 2 : false;
      }),
    )
    .toBe(true);
}

/** Fake timers, time standing still: only runFor moves the carousels' clocks. */
async function frozenClock(page: Page): Promise<void> {
  const start = new Date("2026-11-23T08:00:00Z");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** YouTube is not reachable from the test machine: its embed answers an empty page. */
async function stubYouTube(page: Page): Promise<void> {
  await page.route("https://www.youtube-nocookie.com/**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>yt</title>",
    }),
  );
}

describe("hero blocks in Chromium, Arabic and right to left", () => {
  it("on a phone (390 px): every hero renders, the carousel shows 4 of its 5 slides, moves by buttons and arrow keys, nothing overflows", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 390);
    await frozenClock(page);
    await page.goto(`${site.url}/ar/blocks/hero`, { waitUntil: "load" });
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    // Server HTML: all five slides (read from the HTML as sent: the island may hydrate before
    // the page is looked at), the first one's picture in view and loaded eagerly.
    const served = await (await context.request.get(`${site.url}/ar/blocks/hero`)).text();
    expect(
      await page.evaluate(
        (html) =>
          new DOMParser()
            .parseFromString(html, "text/html")
            .querySelectorAll('[data-template="lrdx-hero-slider"] .carousel .carousel__slide')
            .length,
        served,
      ),
    ).toBe(5);
    const firstImage = slider(page).locator(".carousel__slide").first().locator("img");
    expect(await firstImage.getAttribute("loading")).toBe("eager");
    expect(await slider(page).getAttribute("aria-roledescription")).toBe("carousel");
    await hydrateEveryIsland(page, { frozenClock: true });
    // 'Allow 4 slides on mobile': the phone keeps the first four.
    await expect.poll(() => slider(page).locator(".carousel__slide").count()).toBe(4);
    expect(await slider(page).locator(".carousel__page").count()).toBe(4);
    await expect
      .poll(() => slider(page).locator(".carousel__slide").first().isVisible())
      .toBe(true);
    expect(await page.getByText("ديفندر 110 الجديدة").first().isVisible()).toBe(true);

    // Next button, then the arrow key of the reading direction (ArrowLeft is next in Arabic).
    await slider(page).getByRole("button", { name: "الشريحة التالية" }).click();
    await expect.poll(() => slider(page).getAttribute("data-index")).toBe("1");
    await slider(page).getByRole("button", { name: "الشريحة التالية" }).focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => slider(page).getAttribute("data-index")).toBe("2");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => slider(page).getAttribute("data-index")).toBe("1");

    // Tall banner: the countdown has filled in.
    const timer = page.locator(".hero-title-banner__timer");
    await expect
      .poll(() => timer.locator(".hero-title-banner__timer-value").first().textContent())
      .toMatch(/^\d+$/);
    expect(await timer.getAttribute("role")).toBe("timer");

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await layoutShift(page)).toBeLessThan(0.1);
    await page.screenshot({
      caret: "initial",
      path: path.join(shots, "hero-390.png"),
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a desktop (1440 px): slides advance every slide_duration, a slide's slide_duration_limit overrides it, pause holds it", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 1440);
    await frozenClock(page);
    await page.goto(`${site.url}/ar/blocks/hero`, { waitUntil: "load" });
    await hydrateEveryIsland(page, { frozenClock: true });
    await page.mouse.move(0, 0);
    expect(await slider(page).locator(".carousel__slide").count()).toBe(5);
    expect(await slider(page).getAttribute("data-index")).toBe("0");
    expect(await slider(page).locator(".carousel__timer").count()).toBe(1);
    // slide_duration "6000".
    await page.clock.runFor(5_900);
    expect(await slider(page).getAttribute("data-index")).toBe("0");
    await page.clock.runFor(200);
    await expect.poll(() => slider(page).getAttribute("data-index")).toBe("1");
    await settled(slider(page));
    // Slide 2 sets slide_duration_limit "9000".
    await page.clock.runFor(6_100);
    expect(await slider(page).getAttribute("data-index")).toBe("1");
    await page.clock.runFor(3_000);
    await expect.poll(() => slider(page).getAttribute("data-index")).toBe("2");
    await settled(slider(page));
    // Pause: nothing moves any more; play resumes.
    await slider(page).getByRole("button", { name: "إيقاف العرض التلقائي" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(30_000);
    expect(await slider(page).getAttribute("data-index")).toBe("2");
    await slider(page).getByRole("button", { name: "تشغيل العرض التلقائي" }).click();
    await page.mouse.move(0, 0);
    await page.locator("body").focus();
    await page.clock.runFor(6_100);
    await expect.poll(() => slider(page).getAttribute("data-index")).toBe("3");
    await settled(slider(page));

    // The text box sits over the picture at the inline start (right) of the slide.
    const box = await slider(page)
      .locator(".carousel__slide")
      .nth(3)
      .locator(".hero-slide__box")
      .boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(1440 / 2);

    // Immersive Hero: left-bottom is the inline start (right in Arabic) at the bottom.
    const text = await immersive(page).locator(".immersive-hero__text").first().boundingBox();
    expect(text?.x ?? 0).toBeGreaterThan(1440 / 2);
    // Its scroll-to link points at the block after it.
    const scroll = page.locator(".immersive-hero__scroll");
    expect(await scroll.textContent()).toBe("اكتشف المزيد");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({
      caret: "initial",
      path: path.join(shots, "hero-1440.png"),
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a visitor who prefers reduced motion gets still carousels, with play offered", async () => {
    const context = await site.browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: "ar",
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    await frozenClock(page);
    await page.goto(`${site.url}/ar/blocks/hero`, { waitUntil: "load" });
    await hydrateEveryIsland(page, { frozenClock: true });
    await page.mouse.move(0, 0);
    await expect.poll(() => slider(page).getAttribute("data-state")).toBe("paused");
    expect(await immersive(page).getAttribute("data-state")).toBe("paused");
    await page.clock.runFor(30_000);
    expect(await slider(page).getAttribute("data-index")).toBe("0");
    expect(await immersive(page).getAttribute("data-index")).toBe("0");
    expect(
      await slider(page).getByRole("button", { name: "تشغيل العرض التلقائي" }).isVisible(),
    ).toBe(true);
    await context.close();
  });

  it("the Immersive Hero advances every video_time ms (5000) with is_autoplay", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 1440);
    await frozenClock(page);
    await page.goto(`${site.url}/ar/blocks/hero`, { waitUntil: "load" });
    await hydrateEveryIsland(page, { frozenClock: true });
    await page.mouse.move(0, 0);
    expect(await immersive(page).getAttribute("data-index")).toBe("0");
    await page.clock.runFor(4_900);
    expect(await immersive(page).getAttribute("data-index")).toBe("0");
    await page.clock.runFor(200);
    await expect.poll(() => immersive(page).getAttribute("data-index")).toBe("1");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a YouTube slide loads its player only when asked, and only with the visitor's consent", async () => {
    // Consent given: the play button brings the nocookie player.
    const context = await site.browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: "ar",
    });
    await context.addInitScript(() => {
      try {
        localStorage.setItem("cookieConsentStatus", "accepted:obligatory,optional");
      } catch {
        // The stubbed YouTube frame has no storage of its own.
      }
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await stubYouTube(page);
    await page.goto(`${site.url}/ar/blocks/hero`, { waitUntil: "load" });
    await hydrateEveryIsland(page);
    expect(await page.locator("iframe").count()).toBe(0);
    await slider(page).getByRole("button", { name: "الانتقال إلى الشريحة 3" }).click();
    await expect.poll(() => slider(page).getAttribute("data-index")).toBe("2");
    const play = slider(page).getByRole("button", { name: "تشغيل الفيديو" });
    await play.click();
    const frame = slider(page).locator("iframe");
    await expect
      .poll(() => frame.getAttribute("src"))
      .toContain("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    // While the visitor watches, the carousel waits (pointer moved away: only the video holds it).
    await page.mouse.move(0, 0);
    await expect.poll(() => slider(page).getAttribute("data-state")).toBe("paused");
    expect(errors).toEqual([]);
    await context.close();

    // No consent stored: the site's placeholder instead of the player.
    const bare = await site.browser.newContext({
      viewport: { width: 1440, height: 900 },
      locale: "ar",
    });
    const page2 = await bare.newPage();
    await stubYouTube(page2);
    await page2.goto(`${site.url}/ar/blocks/hero`, { waitUntil: "load" });
    await hydrateEveryIsland(page2);
    await slider(page2).getByRole("button", { name: "الانتقال إلى الشريحة 3" }).click();
    await expect.poll(() => slider(page2).getAttribute("data-index")).toBe("2");
    await slider(page2).getByRole("button", { name: "تشغيل الفيديو" }).click();
    await expect.poll(() => slider(page2).locator("[data-consent-needed]").count()).toBe(1);
    expect(await slider(page2).locator("iframe").count()).toBe(0);
    await bare.close();
  });

  it("native videos play from the site's own files: the wide file on a desktop, the portrait one on a phone", async () => {
    const playing = async (width: number) => {
      const { page, context, errors } = await visitorPage(site.browser, width);
      // The carousel's clock stands still (its first slide stays); the video's does not.
      await frozenClock(page);
      await page.goto(`${site.url}/ar/blocks/hero`, { waitUntil: "load" });
      await hydrateEveryIsland(page, { frozenClock: true });
      const video = immersive(page).locator("video").first();
      await immersive(page).scrollIntoViewIfNeeded();
      // Playing: data for the current frame, time moving, not paused.
      await expect
        .poll(
          () =>
            video.evaluate(
              (v: HTMLVideoElement) => !v.paused && v.readyState >= 2 && v.currentTime > 0,
            ),
          { timeout: 15_000 },
        )
        .toBe(true);
      const source = await video.evaluate((v: HTMLVideoElement) => new URL(v.currentSrc).pathname);
      const size = await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight]);
      // The pause button stops it.
      const control = immersive(page).locator(".immersive-hero__video-control").first();
      expect(await control.getAttribute("aria-pressed")).toBe("false");
      await control.click();
      expect(await control.getAttribute("aria-pressed")).toBe("true");
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      expect(errors).toEqual([]);
      await context.close();
      return { source, size };
    };
    expect(await playing(1440)).toEqual({
      source: "/media/videos/desert-drive-desktop.webm",
      size: [960, 540],
    });
    expect(await playing(390)).toEqual({
      source: "/media/videos/desert-drive-mobile.webm",
      size: [540, 960],
    });
  }, 60_000);
});
