import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "playwright-core";

/** axe-core's browser script (a development dependency of the project). */
const axeScript = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/**
 * axe-core's violations of the page as it is, one line each (rule and elements): of the whole
 * document, or of the part a selector names ("… is not on the page" when nothing matches).
 */
export async function axeViolations(page: Page, selector?: string): Promise<string[]> {
  // Evaluated by the browser's debugger protocol, so the page's script policy does not apply.
  await page.evaluate(axeScript);
  return page.evaluate(async (within) => {
    const engine: {
      run(
        context: Element | Document,
        options: object,
      ): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
    } = Reflect.get(window, "axe");
    const context = within === null ? document : document.querySelector(within);
    if (!context) return [`${within} is not on the page`];
    const result = await engine.run(context, { resultTypes: ["violations"] });
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(" | ")}`,
    );
  }, selector ?? null);
}
