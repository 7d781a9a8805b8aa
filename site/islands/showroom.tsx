import { hydrateRoot } from "react-dom/client";
import { MiniCalculator, type MiniCalculatorProps } from "../showroom/mini-calculator.tsx";

/**
 * The showroom page's island (site/showroom): hydrates each [data-showroom-island] with the props
 * the server wrote beside it (data-props names their script element). Loaded by
 * site/islands/client.tsx only on a page that has one.
 */
export function hydrateShowroom(): void {
  for (const el of document.querySelectorAll<HTMLElement>("[data-showroom-island]")) {
    if (el.dataset.showroomIsland !== "calculator" || el.dataset.hydrated === "true") continue;
    const text = document.getElementById(el.dataset.props ?? "")?.textContent;
    if (!text) continue;
    const props = JSON.parse(text) as MiniCalculatorProps;
    hydrateRoot(el, <MiniCalculator {...props} />, { identifierPrefix: "showroom-calc-" });
    el.dataset.hydrated = "true";
  }
}
