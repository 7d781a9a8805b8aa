import { MiniCalculator, type MiniCalculatorProps } from "../showroom/mini-calculator.tsx";
import { TradeInForm, type TradeInFormProps } from "../stock/trade-in-form.tsx";
import { hydrateIn } from "./hydrate.tsx";

/**
 * The showroom page's island (site/showroom): hydrates each [data-showroom-island] with the props
 * the server wrote beside it (data-props names their script element). Loaded by
 * site/islands/client.tsx only on a page that has one.
 */
export function hydrateShowroom(): void {
  for (const el of document.querySelectorAll<HTMLElement>("[data-showroom-island]")) {
    if (el.dataset.hydrated !== undefined) continue;
    const text = document.getElementById(el.dataset.props ?? "")?.textContent;
    if (!text) continue;
    if (el.dataset.showroomIsland === "calculator") {
      const props = JSON.parse(text) as MiniCalculatorProps;
      hydrateIn(el, <MiniCalculator {...props} />, "showroom-calc-");
    } else if (el.dataset.showroomIsland === "trade-in") {
      const props = JSON.parse(text) as TradeInFormProps;
      hydrateIn(el, <TradeInForm {...props} />, "showroom-trade-in-");
    }
  }
}
