import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { hydrateEveryIsland } from "../helpers/islands.ts";
import { startedSiteInChromium } from "../helpers/start-site.ts";
import { layoutShift, visitorPage } from "../helpers/visitor-page.ts";

const site = startedSiteInChromium();
const PAGE = "/ar/blocks/layout";
/** Screenshots to look at go here when set (never into the repository). */
const shots = process.env.LAYOUT_SHOTS_DIR ?? "";

async function shoot(page: Page, name: string): Promise<void> {
  if (shots)
    await page.screenshot({ caret: "initial", path: path.join(shots, name), fullPage: true });
}

/**
 * The page's two tab blocks by position (0-based): the family page opens with its title (b0),
 * then the family's blocks; Section Tabs is the third of them, Section Image Tabs the sixth.
 */
const SECTION_TABS = 3;
const IMAGE_TABS = 6;

/** The panels the page renderer put after the tab block at position `b` (0-based). */
const panels = (page: Page, b: number) => page.locator(`[data-tabs-owner="b${b}"]`);
const visiblePanelIds = (page: Page, b: number) =>
  panels(page, b).evaluateAll((els) =>
    els.filter((e) => !(e as HTMLElement).hidden).map((e) => e.id),
  );

/**
 * The page's islands hydrate once a visitor scrolls near them; the two tab blocks' tabs then
 * became tablists.
 */
async function hydrated(page: Page): Promise<void> {
  await hydrateEveryIsland(page);
  await expect.poll(() => page.locator('[role="tablist"]').count(), { timeout: 15000 }).toBe(2);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe("layout blocks in Chromium, Arabic and right to left", () => {
  it("on a phone: only the current tab's blocks show, a tab writes its hash, arrows follow RTL", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 390);
    await page.goto(`${site.url}${PAGE}`, { waitUntil: "networkidle" });
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    await hydrated(page);
    // Section Tabs: the first tab's masonry shows, the interior figures do not.
    expect(await visiblePanelIds(page, SECTION_TABS)).toEqual(["exterior"]);
    await expect.poll(() => page.locator(".masonry").isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "المقصورة في لمحة" }).isVisible()).toBe(false);
    const exterior = page.getByRole("tab", { name: "التصميم الخارجي" });
    const interior = page.getByRole("tab", { name: "المقصورة" });
    expect(await exterior.getAttribute("aria-selected")).toBe("true");
    expect(await panels(page, SECTION_TABS).first().getAttribute("role")).toBe("tabpanel");
    expect(await panels(page, SECTION_TABS).first().getAttribute("aria-labelledby")).toBe(
      await exterior.getAttribute("id"),
    );

    await interior.click();
    expect(new URL(page.url()).hash).toBe("#interior");
    expect(await visiblePanelIds(page, SECTION_TABS)).toEqual(["interior"]);
    expect(await page.getByRole("heading", { name: "المقصورة في لمحة" }).isVisible()).toBe(true);
    expect(await page.locator(".masonry").isVisible()).toBe(false);
    // The tab's copy follows it.
    expect(await page.getByText("مساحة لكل رحلة").isVisible()).toBe(true);
    expect(await page.getByText("صلابة من كل زاوية").isVisible()).toBe(false);

    // Keyboard (WAI-ARIA tabs, RTL): ArrowRight goes back, ArrowLeft forward (wrapping), Home/End.
    await interior.focus();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => exterior.getAttribute("aria-selected")).toBe("true");
    expect(await exterior.evaluate((e) => e === document.activeElement)).toBe(true);
    expect(new URL(page.url()).hash).toBe("#exterior");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => interior.getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => exterior.getAttribute("aria-selected")).toBe("true");
    await page.keyboard.press("End");
    await expect.poll(() => interior.getAttribute("aria-selected")).toBe("true");
    // Roving tabindex: only the current tab is in the tab order.
    expect(await exterior.getAttribute("tabindex")).toBe("-1");
    expect(await interior.getAttribute("tabindex")).toBe("0");
    // Tab leaves the tablist: the modal's button, then the current panel.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("قارن بين الأقسام");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("interior");

    // Section Image Tabs: a click shows Defender's figures only.
    await page.getByRole("tab", { name: "ديفندر" }).click();
    expect(await visiblePanelIds(page, IMAGE_TABS)).toEqual(["defender"]);
    expect(await page.getByRole("heading", { name: "ديفندر في أرقام" }).isVisible()).toBe(true);
    expect(await page.getByRole("heading", { name: "مواصفات رينج روفر" }).isVisible()).toBe(false);

    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await shoot(page, "layout-390.png");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a URL with a tab's hash opens with that tab selected", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 390);
    await page.goto(`${site.url}${PAGE}#defender`, { waitUntil: "networkidle" });
    await hydrated(page);
    await expect.poll(() => visiblePanelIds(page, IMAGE_TABS)).toEqual(["defender"]);
    expect(await page.getByRole("tab", { name: "ديفندر" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    // The other tab block keeps its first tab.
    expect(await visiblePanelIds(page, SECTION_TABS)).toEqual(["exterior"]);
    // A hash change (an in-page link) selects too.
    await page.evaluate(() => {
      location.hash = "#interior";
    });
    await expect.poll(() => visiblePanelIds(page, SECTION_TABS)).toEqual(["interior"]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("without JavaScript every tab's blocks stay on the page and each tab links to its panel", async () => {
    const { page, context } = await visitorPage(site.browser, 390, { javaScript: false });
    await page.goto(`${site.url}${PAGE}`);
    expect(await panels(page, SECTION_TABS).count()).toBe(2);
    expect(await panels(page, IMAGE_TABS).count()).toBe(3);
    expect(await visiblePanelIds(page, SECTION_TABS)).toEqual(["exterior", "interior"]);
    expect(await visiblePanelIds(page, IMAGE_TABS)).toEqual([
      "range-rover",
      "defender",
      "discovery",
    ]);
    expect(await page.getByRole("heading", { name: "المقصورة في لمحة" }).isVisible()).toBe(true);
    expect(
      await page.getByRole("link", { name: "المقصورة", exact: true }).getAttribute("href"),
    ).toBe("#interior");
    // Every accordion answer opens natively.
    await page.getByText("هل يمكنني حجز تجربة قيادة عبر الإنترنت؟").click();
    expect(await page.getByText("اختر الطراز والمعرض والموعد المناسب").isVisible()).toBe(true);
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await context.close();
  });

  it("on a desktop: the tabs' modal, the specification lists and the accordion's OPEN ALL / CLOSE ALL", async () => {
    const { page, context, errors } = await visitorPage(site.browser, 1440);
    await page.goto(`${site.url}${PAGE}`, { waitUntil: "networkidle" });
    await hydrated(page);

    // The modal presents the tabs; choosing one selects it and closes the dialog.
    await page.getByRole("button", { name: "قارن بين الأقسام" }).click();
    const dialog = page.getByRole("dialog", { name: "قارن بين الأقسام" });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole("button", { name: /المقصورة/ }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await visiblePanelIds(page, SECTION_TABS)).toEqual(["interior"]);
    expect(
      await page
        .getByRole("tab", { name: "المقصورة" })
        .evaluate((e) => e === document.activeElement),
    ).toBe(true);

    // Specification Accordion: model_key_additional (l460) is selected first; its specs come
    // from the site's model specs.
    const model = page.getByLabel("اختر الطراز");
    expect(await model.inputValue()).toBe("رينج روفر");
    await page.getByRole("button", { name: "عرض المواصفات" }).click();
    const table = page.locator(".spec-accordion__table");
    await expect.poll(() => table.textContent()).toContain("530 حصانًا");
    await model.selectOption("ديفندر");
    expect(await page.getByLabel("اختر المحرك").inputValue()).toBe("6 أسطوانات هجين خفيف");
    expect(await page.getByLabel("اختر الفئة").inputValue()).toBe("X-Dynamic HSE");
    await page.getByRole("button", { name: "عرض المواصفات" }).click();
    await expect.poll(() => table.textContent()).toContain("191 كم/س");

    // Accordion: OPEN ALL opens every group, CLOSE ALL closes every group.
    const items = page.locator(".accordion__item");
    const openCount = () =>
      items.evaluateAll((els) => els.filter((e) => (e as HTMLDetailsElement).open).length);
    await page.getByRole("button", { name: "افتح الكل" }).click();
    await expect.poll(openCount).toBe(3);
    await page.getByRole("button", { name: "أغلق الكل" }).click();
    await expect.poll(openCount).toBe(0);
    // Its FAQPage structured data parses and names each question.
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const faq = ld
      .map((t) => JSON.parse(t) as Record<string, unknown>)
      .find((d) => d["@type"] === "FAQPage");
    expect(faq?.["@context"]).toBe("https://schema.org");
    expect(faq?.mainEntity).toHaveLength(3);

    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await layoutShift(page)).toBeLessThan(0.25);
    await shoot(page, "layout-1440.png");
    expect(errors).toEqual([]);
    await context.close();
  });
});
