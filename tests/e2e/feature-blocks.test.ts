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
const shots = process.env.FEATURE_SHOTS_DIR ?? mkdtempSync(path.join(tmpdir(), "feature-shots-"));

const PAGE = "/ar/blocks/features";
const KEYS = [
  "lrdx-inspired-collection",
  "lrdx-accolade-image-box",
  "lrdx-house-of-brands",
  "lrdx-icons-timeline",
  "lrdx-electrifying-power",
  "lrdx-collection-item",
  "lrdx-ready-to-go-bar",
] as const;

const blockOf = (page: Page, key: (typeof KEYS)[number]): Locator =>
  page.locator(`[data-template="${key}"]`).first();

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Whether focus is inside the open dialog. */
const focusInDialog = (page: Page): Promise<boolean> =>
  page.evaluate(() => document.activeElement?.closest("dialog[open]") != null);

describe("feature blocks in Chromium, Arabic and right to left", () => {
  it("on a phone (390 px): every block renders, hydrates without shifting, nothing overflows; the collection dialog traps focus, closes on Escape and gives focus back", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 390);
    await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    for (const key of KEYS) expect(await blockOf(page, key).count(), key).toBe(1);
    await hydrateEveryIsland(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // Inspired Collection: the first collection's dialog, by keyboard.
    const collections = blockOf(page, "lrdx-inspired-collection");
    const opener = collections.getByRole("button", { name: "اكتشف مجموعة المستكشف" });
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "مجموعة المستكشف لديفندر" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")))
      .toBe("إغلاق");
    expect(await dialog.getByRole("img", { name: "خيمة السقف تتسع لشخصين" }).count()).toBe(1);
    expect(await dialog.getByRole("cell", { name: "خيمة السقف" }).isVisible()).toBe(true);
    // Tab and Shift+Tab never leave the dialog.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInDialog(page)).toBe(true);
    }
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInDialog(page)).toBe(true);
    }
    await page.screenshot({ caret: "initial", path: path.join(shots, "features-dialog-390.png") });
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("اكتشف مجموعة المستكشف");
    // The close button closes it too, and focus comes back again.
    await opener.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: "إغلاق" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("اكتشف مجموعة المستكشف");

    // Ready To Go Bar: two items, then 'عرض المزيد' shows the other two.
    const bar = blockOf(page, "lrdx-ready-to-go-bar");
    const visibleLinks = () =>
      bar
        .locator(".ready-to-go-bar__link:visible")
        .evaluateAll((els) => els.map((e) => e.textContent?.trim()));
    expect(await visibleLinks()).toEqual(["احجز تجربة قيادة", "صمّم سيارتك"]);
    const more = bar.getByText("عرض المزيد");
    expect(await more.isVisible()).toBe(true);
    await more.click();
    expect(await visibleLinks()).toHaveLength(4);

    // Collection Item: the photos' carousel moves by its next button.
    const photos = blockOf(page, "lrdx-collection-item").locator(".carousel");
    expect(await photos.locator(".carousel__slide").count()).toBe(3);
    await photos.getByRole("button", { name: "الشريحة التالية" }).click();
    await expect.poll(() => photos.getAttribute("data-index")).toBe("1");
    expect(await blockOf(page, "lrdx-collection-item").getByText("XXL").isVisible()).toBe(true);

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await layoutShift(page)).toBeLessThan(0.1);
    await page.screenshot({
      caret: "initial",
      path: path.join(shots, "features-390.png"),
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a desktop (1440 px): accolades advance on their timer and pause; the timeline follows its rail and the keys; the bar shows 4 in a row", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 1440);
    await page.clock.install();
    await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
    await hydrateEveryIsland(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);

    // Accolade Image Box: has_timer, 6 s a slide, the pause button holds it.
    const accolades = blockOf(page, "lrdx-accolade-image-box").locator(".carousel");
    await page.mouse.move(0, 0);
    expect(await accolades.getAttribute("data-state")).toBe("running");
    await page.clock.runFor(6_100);
    await expect.poll(() => accolades.getAttribute("data-index")).toBe("1");
    await accolades.getByRole("button", { name: "إيقاف العرض التلقائي" }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(20_000);
    expect(await accolades.getAttribute("data-index")).toBe("1");
    expect(await accolades.getAttribute("data-state")).toBe("paused");

    // Icons Timeline: a year on the rail brings its icon; the arrow keys follow the reading
    // direction (ArrowLeft is next in Arabic).
    const timeline = blockOf(page, "lrdx-icons-timeline").locator(".carousel");
    await timeline.getByRole("button", { name: /1970/ }).click();
    await expect.poll(() => timeline.getAttribute("data-index")).toBe("1");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => timeline.getAttribute("data-index")).toBe("2");
    await page.keyboard.press("End");
    await expect.poll(() => timeline.getAttribute("data-index")).toBe("3");
    await page.clock.runFor(1_000);
    expect(
      await timeline.getByRole("heading", { name: "أيقونة تعود بقدرات بلا حدود" }).isVisible(),
    ).toBe(true);

    // Ready To Go Bar: the first 4 groups in one row, no 'Show more'.
    const bar = blockOf(page, "lrdx-ready-to-go-bar");
    const boxes = await bar
      .locator(".ready-to-go-bar__list")
      .first()
      .locator("li")
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
    expect(boxes).toHaveLength(4);
    expect(new Set(boxes.map(Math.round)).size).toBe(1);
    expect(await bar.getByText("عرض المزيد").isVisible()).toBe(false);

    // House of Brands: three panels side by side, right to left, fading in.
    const brands = blockOf(page, "lrdx-house-of-brands").locator(".house-of-brands__brand");
    expect(await brands.count()).toBe(3);
    const [first, second] = [await brands.nth(0).boundingBox(), await brands.nth(1).boundingBox()];
    expect((first?.x ?? 0) > (second?.x ?? 0)).toBe(true);
    expect(await brands.first().evaluate((el) => getComputedStyle(el).animationName)).toBe(
      "house-of-brands-in",
    );

    await page.clock.runFor(2_000);
    await page.screenshot({
      caret: "initial",
      path: path.join(shots, "features-1440.png"),
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("with reduced motion: accolades wait for play and the brand panels do not animate", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 1440);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.clock.install();
    await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
    await hydrateEveryIsland(page);
    const accolades = blockOf(page, "lrdx-accolade-image-box").locator(".carousel");
    await expect.poll(() => accolades.getAttribute("data-state")).toBe("paused");
    await page.clock.runFor(20_000);
    expect(await accolades.getAttribute("data-index")).toBe("0");
    expect(await accolades.getByRole("button", { name: "تشغيل العرض التلقائي" }).isVisible()).toBe(
      true,
    );
    const brand = blockOf(page, "lrdx-house-of-brands").locator(".house-of-brands__brand").first();
    expect(await brand.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
    expect(await page.locator(".house-of-brands__video").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
