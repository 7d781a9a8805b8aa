import {
  ORDER_ONLINE_ID_PREFIX,
  ORDER_ONLINE_PROPS_ID,
  OrderOnlineJourney,
} from "../order-online/journey.tsx";
import type { OrderOnlineProps } from "../order-online/model.ts";
import { hydrateIn } from "./hydrate.tsx";

/**
 * The order-online journey's island (site/order-online): hydrates the screen with the props the
 * server wrote beside it. Loaded by site/islands/client.tsx only on a journey page.
 */
export function hydrateOrderOnline(): void {
  const el = document.querySelector<HTMLElement>("[data-order-online-island]");
  if (!el || el.dataset.hydrated !== undefined) return;
  const text = document.getElementById(el.dataset.props ?? ORDER_ONLINE_PROPS_ID)?.textContent;
  if (!text) return;
  const props = JSON.parse(text) as OrderOnlineProps;
  void hydrateIn(el, <OrderOnlineJourney {...props} />, ORDER_ONLINE_ID_PREFIX);
}
