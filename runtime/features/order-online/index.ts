/** The order-online journey's pages as other parts of the server use them. */
export {
  journeyRoute,
  type OrderOnlinePageOptions,
  type OrderOnlinePageRenderer,
  orderOnlinePage,
} from "./page.ts";
