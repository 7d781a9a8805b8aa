import type { Page } from "playwright-core";
import { expect } from "vitest";

/** What the journey's browser tests share. */

/** Confirms every step of the details page (each tab in turn), then goes on to checkout. */
export async function walkSteps(page: Page): Promise<void> {
  const tabs = page.getByRole("tab");
  await expect
    .poll(() => page.locator("[data-order-online-island]").getAttribute("data-hydrated"))
    .toBe("true");
  const count = await tabs.count();
  expect(count).toBeGreaterThan(1);
  for (let i = 0; i < count; i++) {
    await expect.poll(() => tabs.nth(i).getAttribute("aria-selected")).toBe("true");
    await page.locator(`[data-confirm-step="${i}"]`).click();
  }
  const go = page.getByRole("button", { name: "المتابعة إلى الدفع" });
  await expect.poll(() => go.isEnabled()).toBe(true);
  await Promise.all([page.waitForURL(/showroom-order-online\/checkout/), go.click()]);
}
