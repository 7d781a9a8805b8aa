import type { Page } from "playwright-core";

/**
 * Islands hydrate once they come near the viewport or are touched (site/islands/island-triggers.ts),
 * watched from when the page has loaded and the browser is idle. A test that needs every island
 * of a page a visitor can see answering touches each of them at once (a focus arriving inside it,
 * as a visitor's first tab or tap does), then waits until each reports `data-hydrated="true"`.
 * Touching them all at once, not scrolling to each in turn, keeps the page where the test left it
 * and lets their code load in parallel. An island a visitor cannot see (in a tab panel not chosen,
 * hidden at this width) is left alone: it hydrates when it is shown and near.
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
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>("[data-island]"))
      if (el.dataset.hydrated === undefined && el.checkVisibility())
        el.dispatchEvent(new FocusEvent("focusin"));
  });
  // Hydrated, or hidden meanwhile (another island's tabs took over its panel).
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll("[data-island]")].every(
        (el) => el.getAttribute("data-hydrated") === "true" || !el.checkVisibility(),
      ),
    null,
    { timeout },
  );
}
