import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { startedSiteInChromium } from "../helpers/start-site.ts";
import { layoutShift, visitorPage } from "../helpers/visitor-page.ts";

const site = startedSiteInChromium();
/** Where the page's screenshots go to be looked at (never into the repository). */
const screenshots =
  process.env.VIEW360_SCREENSHOTS_DIR ?? mkdtempSync(path.join(tmpdir(), "view360-shots-"));

const exterior = (page: Page) => page.locator('[data-island="lrdx-exterior360"]').first();
const interior = (page: Page) => page.locator('[data-island="lrdx-interior-360"]').first();
const tabbed = (page: Page) => page.locator('[data-island="lrdx-tabbed-component"]').first();

/**
 * Opens the family page. Its islands hydrate once they come within a screen of the viewport
 * (site/islands/island-triggers.ts): those the page opens on, or the next screen down, do so
 * without the visitor doing anything.
 */
async function openPage(page: Page): Promise<void> {
  // A step that cannot happen fails on its own, naming itself, before the test's timeout.
  page.setDefaultTimeout(8_000);
  // Loading the page itself may take longer on a busy machine (its pictures are many).
  await page.goto(`${site.url}/ar/blocks/360`, { waitUntil: "networkidle", timeout: 30_000 });
  const near = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[data-island]")]
      .map((el, i) => ({ i, top: el.getBoundingClientRect().top }))
      .filter(({ top }) => top < 2 * window.innerHeight)
      .map(({ i }) => i),
  );
  expect(near.length).toBeGreaterThan(0);
  for (const i of near)
    await expect
      .poll(() => page.locator("[data-island]").nth(i).getAttribute("data-hydrated"), {
        timeout: 10_000,
      })
      .toBe("true");
}

/** Scrolls to an island, as a visitor reaching it, and waits until it answers (hydrated). */
async function reach(island: Locator): Promise<void> {
  await island.scrollIntoViewIfNeeded();
  await expect.poll(() => island.getAttribute("data-hydrated"), { timeout: 10_000 }).toBe("true");
}

const frameOf = async (stage: Locator): Promise<number> =>
  Number(await stage.getAttribute("data-frame"));
const yawOf = async (stage: Locator): Promise<number> =>
  Number(await stage.getAttribute("data-yaw"));

/** A mouse drag across a stage from its centre by dx physical pixels. */
async function mouseDrag(page: Page, stage: Locator, dx: number): Promise<void> {
  const box = await stage.boundingBox();
  if (!box) throw new Error("stage not laid out");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 8 });
  await page.mouse.up();
}

/** A one-finger horizontal drag, as the touch screen sends it (CDP touch events). */
async function touchDrag(
  page: Page,
  context: BrowserContext,
  stage: Locator,
  dx: number,
): Promise<void> {
  await stage.scrollIntoViewIfNeeded();
  const box = await stage.boundingBox();
  if (!box) throw new Error("stage not laid out");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await context.newCDPSession(page);
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
  for (let i = 1; i <= 8; i++)
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: [{ x: x + (dx * i) / 8, y }],
    });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

const noHorizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("360 views in Chromium, Arabic, right to left", () => {
  it("phone (390 px): the first frame without shift, frames preload, mouse drag both ways, keys, slider", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 390);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page);
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);

    const block = exterior(page);
    const stage = block.locator(".view360__stage");
    await reach(block);
    await stage.scrollIntoViewIfNeeded();
    // 16:9 stage, first frame of the Defender sequence, the mouse label before any interaction.
    const box = await stage.boundingBox();
    expect(Math.abs((box?.width ?? 0) * (9 / 16) - (box?.height ?? 0))).toBeLessThan(2);
    expect(await stage.locator("img").getAttribute("src")).toContain("/api/v2/images/36000/");
    await expect.poll(() => block.getByText("انقر واسحب لتدوير ديفندر").isVisible()).toBe(true);
    expect(await block.getByText("المس واسحب لتدوير ديفندر").isVisible()).toBe(false);
    // Every frame preloads; the progress bar goes once all 24 are in.
    await expect
      .poll(() => block.locator('[role="progressbar"]').count(), { timeout: 15_000 })
      .toBe(0);
    // Reduced motion: the autostart spin does not start by itself.
    await page.waitForTimeout(600);
    expect(await frameOf(stage)).toBe(0);
    expect(await block.getByRole("button", { name: "تشغيل الدوران" }).isVisible()).toBe(true);

    // A drag to the right of three frames' width (the stage width / 24 each) turns three frames.
    const step = (box?.width ?? 0) / 24;
    await mouseDrag(page, stage, step * 3);
    expect(await frameOf(stage)).toBe(3);
    expect(await stage.locator("img").getAttribute("src")).toContain("/api/v2/images/36003/");
    expect(await block.locator(".view360__hint").count()).toBe(0);
    // To the left past the first frame: wraps round to the end.
    await mouseDrag(page, stage, -step * 5);
    expect(await frameOf(stage)).toBe(22);

    // Keys: ArrowRight is a step to the right whatever the page's direction; Home; wrap.
    await stage.focus();
    await page.keyboard.press("ArrowRight");
    expect(await frameOf(stage)).toBe(23);
    await page.keyboard.press("ArrowRight");
    expect(await frameOf(stage)).toBe(0);
    await page.keyboard.press("ArrowLeft");
    expect(await frameOf(stage)).toBe(23);
    await page.keyboard.press("Home");
    expect(await frameOf(stage)).toBe(0);
    // Focus is visible on the stage.
    expect(await stage.evaluate((el) => getComputedStyle(el).outlineStyle !== "none")).toBe(true);

    // The slider with its handle: reachable by Tab, turns the car, runs left to right.
    const slider = block.getByRole("slider", { name: "تدوير السيارة" });
    await page.keyboard.press("Tab");
    expect(await slider.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await frameOf(stage)).toBe(2);
    expect(await slider.inputValue()).toBe("2");

    expect(await layoutShift(page)).toBeLessThan(0.02);
    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({
      caret: "initial",
      path: `${screenshots}/view360-390.png`,
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("touch screen (390 px): the touch labels, a finger turns the car and pans the cabin", async () => {
    const context = await site.browser.newContext({
      viewport: { width: 390, height: 844 },
      locale: "ar",
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
      reducedMotion: "reduce",
    });
    await context.addInitScript(() => {
      if (location.protocol.startsWith("http"))
        localStorage.setItem("cookieConsentStatus", "accepted:obligatory,optional");
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    await openPage(page);

    const block = exterior(page);
    const stage = block.locator(".view360__stage");
    await reach(block);
    await stage.scrollIntoViewIfNeeded();
    await expect.poll(() => block.getByText("المس واسحب لتدوير ديفندر").isVisible()).toBe(true);
    expect(await block.getByText("انقر واسحب لتدوير ديفندر").isVisible()).toBe(false);
    await expect
      .poll(() => block.locator('[role="progressbar"]').count(), { timeout: 15_000 })
      .toBe(0);
    const box = await stage.boundingBox();
    const step = (box?.width ?? 0) / 24;
    await touchDrag(page, context, stage, step * 4);
    expect(await frameOf(stage)).toBe(4);
    await touchDrag(page, context, stage, -step * 6);
    expect(await frameOf(stage)).toBe(22);
    // A phone gets the 1024 px frames for its 2x screen.
    expect(await stage.locator("img").getAttribute("src")).toMatch(
      /\/36022\/w\/1024\/h\/576\.jpg$/,
    );

    const cabin = interior(page).locator(".interior360__stage");
    await reach(interior(page));
    await expect
      .poll(() => interior(page).getByText("المس لاستكشاف المقصورة").isVisible())
      .toBe(true);
    await touchDrag(page, context, cabin, -100);
    expect(await cabin.getAttribute("data-mode")).toBe("interactive");
    expect(await yawOf(cabin)).toBeGreaterThan(0.05);
    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("desktop (1440 px): autostart spins and pauses, the sidebar sits at the inline end, the cabin pans, resets and exits", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 1440);
    await openPage(page);
    const block = exterior(page);
    const stage = block.locator(".view360__stage");
    await reach(block);

    // The sidebar is beside the view, on its left in Arabic (the inline end).
    const view = await block.locator(".exterior360__view").boundingBox();
    const aside = await block.locator("aside").boundingBox();
    expect((aside?.x ?? 0) + (aside?.width ?? 0)).toBeLessThanOrEqual((view?.x ?? 0) + 1);

    // Autostart: once the frames are in, the car turns by itself; pause stops it.
    await expect.poll(() => frameOf(stage), { timeout: 15_000 }).toBeGreaterThan(0);
    // Scrolled out of sight it holds still (a phone swaps no pictures nobody sees), and turns
    // again once back in view.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    // (the observer tells the view a moment after the scroll)
    await page.waitForTimeout(300);
    const offScreen = await frameOf(stage);
    await page.waitForTimeout(500);
    expect(await frameOf(stage)).toBe(offScreen);
    await stage.scrollIntoViewIfNeeded();
    await expect.poll(() => frameOf(stage)).not.toBe(offScreen);
    await block.getByRole("button", { name: "إيقاف الدوران" }).click();
    const stopped = await frameOf(stage);
    await page.waitForTimeout(500);
    expect(await frameOf(stage)).toBe(stopped);
    expect(await block.getByRole("button", { name: "تشغيل الدوران" }).isVisible()).toBe(true);
    // The sidebar's rear button jumps to the rear view (5/8 of the turn).
    await block.getByRole("button", { name: "الخلف" }).click();
    expect(await frameOf(stage)).toBe(15);

    // Interior: the label's button enters the interactive mode and focuses the view.
    const cabinBlock = interior(page);
    const cabin = cabinBlock.locator(".interior360__stage");
    await reach(cabinBlock);
    await cabinBlock.getByRole("button", { name: "انقر لاستكشاف المقصورة" }).click();
    expect(await cabin.getAttribute("data-mode")).toBe("interactive");
    expect(await cabin.evaluate((el) => el === document.activeElement)).toBe(true);
    // Nine presses of ArrowRight look 90° right; the strip moves left.
    const stripX = async () =>
      (await cabinBlock.locator(".interior360__strip").boundingBox())?.x ?? 0;
    const before = await stripX();
    for (let i = 0; i < 9; i++) await page.keyboard.press("ArrowRight");
    expect(await yawOf(cabin)).toBeCloseTo(0.25, 3);
    await expect.poll(stripX).toBeLessThan(before - 100);
    // A mouse drag to the right brings the left back: the yaw goes down.
    await mouseDrag(page, cabin, 150);
    expect(await yawOf(cabin)).toBeLessThan(0.25);
    // Reset to dash, then exit (focus returns to the label's button), then Escape exits too.
    await cabinBlock.getByRole("button", { name: "العودة إلى لوحة القيادة" }).click();
    expect(await yawOf(cabin)).toBe(0);
    await page.keyboard.press("PageDown");
    expect(await yawOf(cabin)).toBeCloseTo(0.75, 3);
    await cabinBlock.getByRole("button", { name: "خروج من العرض" }).click();
    expect(await cabin.getAttribute("data-mode")).toBe("preview");
    expect(await yawOf(cabin)).toBeCloseTo(0.75, 3);
    const enter = cabinBlock.getByRole("button", { name: "انقر لاستكشاف المقصورة" });
    expect(await enter.evaluate((el) => el === document.activeElement)).toBe(true);
    await cabin.focus();
    await page.keyboard.press("Home");
    expect(await cabin.getAttribute("data-mode")).toBe("interactive");
    expect(await yawOf(cabin)).toBe(0);
    await page.keyboard.press("Escape");
    expect(await cabin.getAttribute("data-mode")).toBe("preview");

    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({
      caret: "initial",
      path: `${screenshots}/view360-1440.png`,
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("load failure: with the pictures failing, each block shows its error and a retry button; once they are back, the retry shows the view without a reload", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 1440);
    // Reduced motion: the autostart spin stays still once the frames are in, so the turn
    // below starts from the first frame.
    await page.emulateMedia({ reducedMotion: "reduce" });
    // Every picture of the media library fails, as when it is down.
    const pictures = "**/api/v2/images/**";
    await page.route(pictures, (route) => route.abort("failed"));
    await openPage(page);
    expect(await page.getAttribute("html", "dir")).toBe("rtl");

    const message = "حدث خطأ ما، يرجى المحاولة مرة أخرى.";
    const ext = exterior(page);
    const cabinBlock = interior(page);
    for (const block of [ext, cabinBlock]) {
      // A block below the page's first two loads its pictures lazily: the visitor who reaches
      // it sees the error.
      await reach(block);
      const alert = block.getByRole("alert");
      await expect.poll(() => alert.textContent()).toContain(message);
      // A real button, reachable by keyboard, and the view gone meanwhile.
      const retry = alert.getByRole("button", { name: "حاول مرة أخرى" });
      expect(await retry.evaluate((el) => el.tagName)).toBe("BUTTON");
      expect(await block.locator(".view360__stage").count()).toBe(0);
    }
    // The spinner of the cabin does not turn for ever.
    expect(await cabinBlock.locator(".view360__progress--busy").count()).toBe(0);
    await page.screenshot({ path: `${screenshots}/view360-failed-1440.png`, fullPage: true });

    // The pictures are back; a retry loads them again in place (the page is not reloaded).
    await page.unroute(pictures);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    const imagesAsked: string[] = [];
    page.on("request", (r) => {
      if (r.url().includes("/api/v2/images/")) imagesAsked.push(r.url());
    });
    await ext.getByRole("button", { name: "حاول مرة أخرى" }).click();
    const stage = ext.locator(".view360__stage");
    await expect.poll(() => stage.isVisible()).toBe(true);
    expect(await ext.getByRole("alert").count()).toBe(0);
    // Focus moves from the retry button (gone) to the view.
    expect(await stage.evaluate((el) => el === document.activeElement)).toBe(true);
    await expect
      .poll(() => stage.locator("img").evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect
      .poll(() => ext.locator('[role="progressbar"]').count(), { timeout: 15_000 })
      .toBe(0);
    expect(imagesAsked.some((u) => u.includes("/api/v2/images/36000/"))).toBe(true);
    // The car turns again.
    await page.keyboard.press("ArrowRight");
    expect(await frameOf(stage)).toBe(1);

    // The cabin's retry by keyboard.
    await cabinBlock.getByRole("button", { name: "حاول مرة أخرى" }).focus();
    await page.keyboard.press("Enter");
    const cabin = cabinBlock.locator(".interior360__stage");
    await expect.poll(() => cabin.isVisible()).toBe(true);
    expect(await cabinBlock.getByRole("alert").count()).toBe(0);
    await expect.poll(() => cabinBlock.locator(".view360__progress--busy").count()).toBe(0);
    expect(
      await cabin
        .locator("img")
        .nth(1)
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
    await cabinBlock.getByRole("button", { name: "انقر لاستكشاف المقصورة" }).click();
    expect(await cabin.getAttribute("data-mode")).toBe("interactive");

    expect(
      await page.evaluate(
        () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
      ),
    ).toBe(true);
    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
    // The failed requests are the only errors the page reported.
    expect(errors.filter((e) => !e.includes("Failed to load resource"))).toEqual([]);
    await context.close();
  });

  it("tabbed component: one tab shown, arrows follow the reading direction, the embedded 360 works", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 390);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openPage(page);
    const block = tabbed(page);
    await reach(block);
    const tabs = block.getByRole("tab");
    expect(await tabs.allTextContents()).toEqual(["الهيكل الخارجي", "المقصورة", "العروض"]);
    const panels = block.locator('[role="tabpanel"]');
    const visible = async () => {
      const out: boolean[] = [];
      for (let i = 0; i < (await panels.count()); i++) out.push(await panels.nth(i).isVisible());
      return out;
    };
    expect(await visible()).toEqual([true, false, false]);
    // The first tab is on the right in Arabic.
    const first = await tabs.nth(0).boundingBox();
    const second = await tabs.nth(1).boundingBox();
    expect(first?.x ?? 0).toBeGreaterThan(second?.x ?? 0);

    // The embedded exterior turns by drag.
    const stage = panels.nth(0).locator(".view360__stage");
    await expect
      .poll(() => panels.nth(0).locator('[role="progressbar"]').count(), { timeout: 15_000 })
      .toBe(0);
    const box = await stage.boundingBox();
    await mouseDrag(page, stage, ((box?.width ?? 0) / 24) * 2);
    expect(await frameOf(stage)).toBe(2);

    // Keyboard: ArrowLeft moves to the next tab in Arabic, and focus goes with it.
    await tabs.nth(0).focus();
    await page.keyboard.press("ArrowLeft");
    expect(await tabs.nth(1).getAttribute("aria-selected")).toBe("true");
    expect(await tabs.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await visible()).toEqual([false, true, false]);
    await page.keyboard.press("ArrowLeft");
    expect(await visible()).toEqual([false, false, true]);
    expect(await panels.nth(2).getByText("ديفندر 110 بتمويل دون دفعة أولى").isVisible()).toBe(true);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await visible()).toEqual([true, false, false]);
    // The mouse works too.
    await tabs.nth(1).click();
    expect(await visible()).toEqual([false, true, false]);
    expect(await noHorizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
