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
const shots = process.env.GALLERY_SHOTS_DIR ?? mkdtempSync(path.join(tmpdir(), "gallery-shots-"));
const PAGE = "/ar/blocks/galleries";

const block = (page: Page, template: string): Locator =>
  page.locator(`[data-template="${template}"]`);

const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("gallery blocks in Chromium, Arabic and right to left", () => {
  it("the server's HTML already holds the feed's items, every slide and every table", async () => {
    const answer = await fetch(`${site.url}${PAGE}`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    // The fed slider: the local collection feed's Arabic items, read by the server.
    expect(html).toContain("صندوق السقف الانسيابي");
    expect(html).toContain("الخيارات المتاحة: 2");
    // The slider filled by hand.
    expect(html).toContain("حقيبة ظهر ديفندر للمغامرات");
    // Models: every nameplate's table is in the page.
    expect(html).toContain("<caption>رينج روفر سبورت موديل 2025</caption>");
    expect(html).toContain("<caption>ديسكفري موديل 2025</caption>");
    // The browser never calls the feed: no feed address in the page.
    expect(html).not.toMatch(/collections\/[^"]*\/items/);
  });

  it("on a phone (390 px): sliders, models, seats and the gallery work by touch targets and keys, nothing overflows", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 390);
    await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    await hydrateEveryIsland(page);

    // Collection Slider (by hand): the next button moves to the second card.
    const manual = block(page, "lrdx-collection-slider").first().locator(".carousel");
    expect(await manual.getAttribute("aria-roledescription")).toBe("carousel");
    expect(await manual.locator(".carousel__slide").count()).toBe(4);
    await manual.getByRole("button", { name: "الشريحة التالية" }).click();
    await expect.poll(() => manual.getAttribute("data-index")).toBe("1");
    // The fed slider shows the feed's cards, without pagination dots (show_pagination off).
    const fed = block(page, "lrdx-collection-slider").nth(1);
    expect(await fed.getByText("صندوق السقف الانسيابي", { exact: true }).isVisible()).toBe(true);
    expect(await fed.locator(".carousel__pager").count()).toBe(0);

    // Models Carousel Manual: the nameplates choose the model; its table is a real table.
    const models = block(page, "lrdx-models-carousel-manual").locator(".carousel");
    await models.getByRole("button", { name: "رينج روفر سبورت" }).click();
    await expect.poll(() => models.getAttribute("data-index")).toBe("1");
    const table = page.getByRole("table", { name: "رينج روفر سبورت موديل 2025" });
    await expect.poll(() => table.isVisible()).toBe(true);
    expect(await table.getByRole("columnheader", { name: "المحرك" }).count()).toBe(1);
    expect(await table.getByRole("rowheader", { name: "Autobiography" }).count()).toBe(1);
    // The table is wider than a phone: with it focused, the arrow keys scroll it, not the models.
    const wrap = page.locator(".models-carousel__table-wrap", { has: table });
    expect(
      await wrap.evaluate((el) => el.scrollWidth > el.clientWidth),
      "the table is wider than its frame",
    ).toBe(true);
    await wrap.focus();
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => wrap.evaluate((el) => Math.abs(el.scrollLeft))).toBeGreaterThan(0);
    expect(await models.getAttribute("data-index")).toBe("1");

    // Seat Slider: the counter starts at a quarter of 2,380 litres and counts up to it.
    const seats = block(page, "lrdx-seat-slider");
    const counter = seats.locator(".seat-slider__counter-value");
    expect(await counter.textContent()).toBe("595");
    // The phone's invitation shows, the desktop's does not.
    expect(await seats.getByText("المس واسحب").isVisible()).toBe(true);
    expect(await seats.getByText("اسحب لترى كيف تتسع المساحة").isVisible()).toBe(false);
    const range = seats.getByRole("slider", { name: "طيّ المقاعد" });
    await range.focus();
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => range.getAttribute("aria-valuetext")).toBe("2 / 4: 1,190 لتر");
    await expect.poll(() => counter.textContent()).toBe("1,190");
    await page.keyboard.press("End");
    await expect.poll(() => counter.textContent()).toBe("2,380");
    expect(
      await seats.locator('.seat-slider__frame[data-current="true"] img').getAttribute("alt"),
    ).toBe("جميع المقاعد الخلفية مطويّة");
    // Once the visitor moved, the invitation goes.
    expect(await seats.locator(".seat-slider__hint").count()).toBe(0);
    // Dragging the picture back along the reading direction (rightwards in Arabic) goes back.
    const stage = await seats.locator(".seat-slider__stage").boundingBox();
    if (!stage) throw new Error("no stage");
    const y = stage.y + stage.height / 2;
    await page.mouse.move(stage.x + stage.width * 0.2, y);
    await page.mouse.down();
    await page.mouse.move(stage.x + stage.width * 0.8, y, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => range.getAttribute("value")).not.toBe("4");
    await expect
      .poll(async () => Number((await counter.textContent())?.replace(",", "")))
      .toBeLessThan(2380);

    // Gallery Carousel: categories, one category's pictures, wallpapers, share links, close.
    const gallery = block(page, "lrdx-gallery");
    const categories = gallery.getByRole("button", { name: "الفئات" });
    await categories.click();
    expect(await categories.getAttribute("aria-expanded")).toBe("true");
    await gallery.getByRole("button", { name: /^الداخل/ }).click();
    const track = gallery.locator(".carousel");
    await expect.poll(() => track.locator(".carousel__slide").count()).toBe(2);
    expect(await categories.getAttribute("aria-expanded")).toBe("false");
    const desktop = gallery.getByRole("link", { name: /خلفية سطح المكتب/ });
    expect(await desktop.getAttribute("href")).toBe("/api/v2/images/30005/w/1600/h/900.jpg");
    // Next by keyboard: the current picture's wallpapers follow.
    await track.getByRole("button", { name: "الشريحة التالية" }).focus();
    await page.keyboard.press("Enter");
    await expect
      .poll(() => desktop.getAttribute("href"))
      .toBe("/api/v2/images/30006/w/1600/h/900.jpg");
    expect(await gallery.locator(".gallery-carousel__position").textContent()).toBe("2 / 2");
    const phoneWallpaper = await gallery
      .getByRole("link", { name: /خلفية الجوال/ })
      .getAttribute("href");
    expect(phoneWallpaper).toBe("/api/v2/images/30006/w/1080/h/1920.jpg");
    const picture = await page.request.get(`${site.url}${phoneWallpaper}`);
    expect(picture.status()).toBe(200);
    const share = await gallery.getByRole("link", { name: "شارك على فيسبوك" }).getAttribute("href");
    expect(decodeURIComponent(share ?? "")).toContain(`${PAGE}#rdx-defender-gallery`);
    expect(await gallery.getByRole("link", { name: /إغلاق المعرض/ }).getAttribute("href")).toBe(
      "/ar/models/defender",
    );
    // Escape closes the categories list.
    await categories.click();
    await page.keyboard.press("Escape");
    expect(await categories.getAttribute("aria-expanded")).toBe("false");

    // Gallery Categories: four cards, each a link to its gallery.
    const cards = block(page, "lrdx-gallery-categories").locator(".gallery-categories__card");
    expect(await cards.count()).toBe(4);
    expect(await cards.first().getAttribute("href")).toBe(
      "/ar/blocks/galleries#rdx-defender-gallery",
    );

    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await layoutShift(page)).toBeLessThan(0.1);
    await page.screenshot({
      caret: "initial",
      path: path.join(shots, "galleries-390.png"),
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("on a desktop (1440 px): four collection cards side by side, visible focus, no overflow", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 1440);
    await page.goto(`${site.url}${PAGE}`, { waitUntil: "load" });
    await hydrateEveryIsland(page);
    const slides = block(page, "lrdx-collection-slider").first().locator(".carousel__slide");
    const boxes = await Promise.all([0, 1, 2, 3].map((i) => slides.nth(i).boundingBox()));
    // Right to left: each card sits to the left of the one before it, all four in view.
    for (let i = 1; i < 4; i++) expect(boxes[i]?.x ?? 0).toBeLessThan(boxes[i - 1]?.x ?? 0);
    for (const box of boxes) expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    // The desktop's invitation on the seat slider.
    const seats = block(page, "lrdx-seat-slider");
    expect(await seats.getByText("اسحب لترى كيف تتسع المساحة").isVisible()).toBe(true);
    // A keyboard focus ring on the gallery's buttons.
    const categories = block(page, "lrdx-gallery").getByRole("button", { name: "الفئات" });
    await categories.focus();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    const outline = await categories.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe("none");
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await layoutShift(page)).toBeLessThan(0.1);
    await page.screenshot({
      caret: "initial",
      path: path.join(shots, "galleries-1440.png"),
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
