import type { BlockProps } from "../../../generated/types.ts";
import { stockIslandDataOf } from "./island-data.ts";
import { StockLocatorIsland } from "./locator.tsx";

/**
 * The Stock Locator (002 §3.13, 001 §2, §4): the island draws the list the server read for the
 * page's URL (runtime/features/stock/page-data.ts), then follows the visitor's filters, sort and pages.
 */
export default function StockLocator(props: BlockProps<"lrdx-stock-locator">) {
  return (
    <StockLocatorIsland
      fields={props.block.fields}
      server={stockIslandDataOf(props)}
      variant="standard"
    />
  );
}
