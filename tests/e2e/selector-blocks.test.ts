import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/axe.ts";
import { hydrateEveryIsland } from "../helpers/islands.ts";
import { startedSiteInChromium } from "../helpers/start-site.ts";
import { verticalShift, visitorPage } from "../helpers/visitor-page.ts";

const site = startedSiteInChromium();
const PAGE = "/ar/blocks/selectors";
/** Screenshots to look at go here when set (never into the repository). */
const shots = process.env.SELECTOR_SHOTS_DIR ?? "";

async function shoot(page: Page, name: string): Promise<void> {
  if (shots)
    await page.screenshot({ caret: "initial", path: path.join(shots, name), fullPage: true });
}

/** The frame of the block whose block_scroll_id is `id`. */
const frameOf = (page: Page, id: string) =>
  page.locator(`[data-template]:has(> #rdx-${id})`).first();

/** Whether each named block's frame is shown (rendered, not `hidden`). */
const shownIds = (page: Page, ids: readonly string[]) =>
  page.evaluate(
    (names) =>
      names.filter((id) => {
        const frame = document.getElementById(`rdx-${id}`)?.closest<HTMLElement>("[data-template]");
        return frame !== null && frame !== undefined && !frame.hidden && frame.checkVisibility();
      }),
    [...ids],
  );

/** The document offset of an element's top edge (what a layout shift above it would move). */
const topOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

const PACK_BLOCKS = ["explorer-pack", "adventure-pack", "urban-pack", "towing"];
const DSS = '[data-island="lrdx-dropdown-sections-selector"]';
const ISS = '[data-island="lrdx-infotainment-system-selector"]';
const SVU = '[data-island="lrdx-select-your-vehicle-to-update"]';

async function opened(width: number) {
  const visitor = await visitorPage(site.browser, width);
  await visitor.page.goto(`${site.url}${PAGE}`, { waitUntil: "networkidle" });
  expect(await visitor.page.getAttribute("html", "dir")).toBe("rtl");
  await hydrateEveryIsland(visitor.page);
  // Hydrating moved nothing up or down.
  expect(await verticalShift(visitor.page)).toBeLessThan(0.01);
  return visitor;
}

describe.each([390, 1440])(
  "vehicle selector blocks at %i px, Arabic and right to left",
  (width) => {
    it("Dropdown Sections Selector: choose, edit and clear; the other packs' blocks hide and come back", async () => {
      const { page, context, errors } = await opened(width);
      const bar = page.locator(DSS);
      expect(await shownIds(page, PACK_BLOCKS)).toEqual(PACK_BLOCKS);
      const above = await topOf(page, DSS);
      const title = await topOf(page, "h1");

      // Keyboard: the bar's button opens the dialog, the dropdown has focus.
      await bar.getByRole("button", { name: "اختر باقتك" }).focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "خصّص محتوى الصفحة لديفندر" });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("SELECT");
      expect(await dialog.getByRole("button", { name: "اعرض لي" }).isDisabled()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole("combobox").selectOption({ label: "باقة المدينة" });
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect.poll(() => dialog.isVisible()).toBe(false);

      // Your selection: only the urban pack's block of the four shows.
      await expect.poll(() => bar.locator(".dss__summary").isVisible()).toBe(true);
      expect(await bar.locator(".dss__summary").textContent()).toBe("اختيارك: باقة المدينة");
      expect(await shownIds(page, PACK_BLOCKS)).toEqual(["urban-pack"]);
      expect(await frameOf(page, "towing").getAttribute("hidden")).not.toBeNull();
      expect(await page.evaluate(() => document.activeElement?.className)).toContain(
        "dss__summary",
      );
      // A block no option names stays; nothing above the selector moved.
      expect(await shownIds(page, ["selectors-after"])).toEqual(["selectors-after"]);
      expect(await topOf(page, DSS)).toBe(above);
      expect(await topOf(page, "h1")).toBe(title);
      await shoot(page, `dss-${width}-chosen.png`);

      // Edit reopens on the current choice; another pack shows its own blocks (towing is shared).
      await bar.getByRole("button", { name: "تعديل" }).click();
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.getByRole("combobox").inputValue()).toBe("2");
      await dialog.getByRole("combobox").selectOption({ label: "باقة المستكشف" });
      await dialog.getByRole("button", { name: "اعرض لي" }).click();
      await expect.poll(() => shownIds(page, PACK_BLOCKS)).toEqual(["explorer-pack", "towing"]);
      // Closing the edit dialog with Escape keeps the choice.
      await bar.getByRole("button", { name: "تعديل" }).click();
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.isVisible()).toBe(false);
      expect(await shownIds(page, PACK_BLOCKS)).toEqual(["explorer-pack", "towing"]);
      expect(await axeViolations(page)).toEqual([]);

      // Clear: every block back, the bar asks again, with focus on its button.
      await bar.getByRole("button", { name: "مسح" }).focus();
      await page.keyboard.press("Enter");
      await expect.poll(() => shownIds(page, PACK_BLOCKS)).toEqual(PACK_BLOCKS);
      expect(await bar.locator(".dss__summary").isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("اختر باقتك");
      expect(await topOf(page, DSS)).toBe(above);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("Infotainment System Selector: show a vehicle, go back, show another; only its blocks show", async () => {
      const { page, context, errors } = await opened(width);
      const block = page.locator(ISS);
      const owner = await block.getAttribute("data-island-id");
      const panels = page.locator(`[data-tabs-owner="${owner}"]`);
      const shownPanels = () =>
        panels.evaluateAll((els) =>
          els.filter((e) => !(e as HTMLElement).hidden).map((e) => (e as HTMLElement).dataset.tab),
        );
      expect(await shownPanels()).toEqual(["0", "1"]);
      const above = await topOf(page, ISS);

      await block
        .getByRole("combobox", { name: "اختر سيارتك" })
        .selectOption({ label: "ديفندر ٢٠٢٣" });
      await block.getByRole("combobox").focus();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      const title = block.getByRole("heading", { name: "سيارتك ديفندر ٢٠٢٣" });
      await expect.poll(() => title.isVisible()).toBe(true);
      expect(await title.evaluate((e) => e === document.activeElement)).toBe(true);
      expect(await shownPanels()).toEqual(["1"]);
      expect(await page.getByRole("heading", { name: "تحديث رينج روفر ٢٠٢٤" }).isVisible()).toBe(
        false,
      );
      expect(await page.getByRole("region", { name: "ديفندر ٢٠٢٣", exact: true }).isVisible()).toBe(
        true,
      );
      expect(await topOf(page, ISS)).toBe(above);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, `iss-${width}-shown.png`);

      // Back: the dropdown again, focused, on the vehicle shown; its blocks stay until another.
      await block.getByRole("button", { name: "تغيير السيارة" }).focus();
      await page.keyboard.press("Enter");
      const select = block.getByRole("combobox", { name: "اختر سيارتك" });
      await expect.poll(() => select.isVisible()).toBe(true);
      expect(await select.evaluate((e) => e === document.activeElement)).toBe(true);
      expect(await select.inputValue()).toBe("1");
      expect(await shownPanels()).toEqual(["1"]);
      await select.selectOption({ label: "رينج روفر ٢٠٢٤" });
      await block.getByRole("button", { name: "اعرض لي" }).click();
      await expect
        .poll(() => block.getByRole("heading", { name: "سيارتك رينج روفر ٢٠٢٤" }).isVisible())
        .toBe(true);
      expect(await shownPanels()).toEqual(["0"]);
      expect(await topOf(page, ISS)).toBe(above);
      expect(errors).toEqual([]);
      await context.close();
    });

    it("Select your vehicle to update: vehicle and year, Show, a card's modal, Clear", async () => {
      const { page, context, errors } = await opened(width);
      const block = page.locator(SVU);
      const cards = block.locator(".svu__card");
      const line = block.locator(".svu__result-line");
      expect(await cards.count()).toBe(3);
      expect(await line.textContent()).toBe("3 نتائج لـ كل السيارات كل السنوات");
      const above = await topOf(page, SVU);

      await block.getByRole("combobox", { name: "السيارة" }).selectOption({ label: "ديفندر" });
      const year = block.getByRole("combobox", { name: "سنة الطراز" });
      await expect.poll(() => year.isEnabled()).toBe(true);
      await year.selectOption("2022");
      await year.focus();
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect.poll(() => line.textContent()).toBe("1 نتائج لـ ديفندر 2022");
      expect(await line.evaluate((e) => e === document.activeElement)).toBe(true);
      // What the card shows (its no-script text is not drawn where script runs).
      expect(await cards.allInnerTexts()).toEqual(["خرائط ديفندر ٢٠٢٢\nالتفاصيل"]);

      // The card's button opens its modal; Escape closes it and gives focus back.
      const button = cards.first().getByRole("button", { name: "التفاصيل" });
      await button.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "خرائط ديفندر ٢٠٢٢" });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.getByText("مجاني خلال فترة الضمان").isVisible()).toBe(true);
      expect(await dialog.getByRole("link", { name: "نزّل التحديث" }).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await shoot(page, `svu-${width}-modal.png`);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => button.evaluate((e) => e === document.activeElement)).toBe(true);

      // Range Rover, any year: two groups match.
      await block.getByRole("combobox", { name: "السيارة" }).selectOption({ label: "رينج روفر" });
      await block.getByRole("button", { name: "عرض", exact: true }).click();
      await expect.poll(() => line.textContent()).toBe("2 نتائج لـ رينج روفر كل السنوات");
      expect(await cards.count()).toBe(2);

      // Clear: both dropdowns reset, every card back.
      await block.getByRole("button", { name: "مسح" }).click();
      await expect.poll(() => cards.count()).toBe(3);
      expect(await line.textContent()).toBe("3 نتائج لـ كل السيارات كل السنوات");
      expect(await block.getByRole("combobox", { name: "السيارة" }).inputValue()).toBe("");
      expect(await year.isDisabled()).toBe(true);
      expect(await topOf(page, SVU)).toBe(above);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  },
);
