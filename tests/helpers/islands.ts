import type { Page } from "playwright-core";

/**
 * Islands hydrate once they come near the viewport or are touched (site/islands/island-triggers.ts),
 * watched from when the page has loaded and the browser is idle, not at load: a test that needs
 * the islands of a page hydrated brings each one a visitor can see into view in turn, as a visitor
 * scrolling down would, and waits there until it reports `data-hydrated="true"` (an island
 * scrolled past before the page was idle would otherwise never be seen), then scrolls back to the
 * top so the page is where the test left it. An island a visitor cannot see (in a tab panel not
 * chosen, hidden at this width) is left alone: it hydrates when it is shown and near.
 *
 * `frozenClock`: the test paused the page's clock (`page.clock.pauseAt`), so the idle moment after
 * load (a timer under Playwright's clock) never comes by itself; the clock is moved on a tenth of
 * a second first, as a visitor's page is idle a moment after it loaded.
 */
export async function hydrateEveryIsland(
  page: Page,
  { timeout = 20_000, frozenClock = false }: { timeout?: number; frozenClock?: boolean } = {},
): Promise<void> {
  if (frozenClock) await page.clock.runFor(100);
  for (const island of await page.locator("[data-island]").all()) {
    if (!(await island.isVisible())) continue;
    const handle = await island.elementHandle({ timeout });
    await handle.evaluate((el) =>
      el.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" }),
    );
    // Hydrated, or hidden meanwhile (another island's tabs took over its panel).
    await page.waitForFunction(
      (el) => el.getAttribute("data-hydrated") === "true" || !el.checkVisibility(),
      handle,
      { timeout },
    );
  }
  await page.evaluate(() => window.scrollTo({ top: 0, left: 0, behavior: "instant" }));
}
