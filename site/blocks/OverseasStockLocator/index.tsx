import type { BlockProps } from "../../../generated/types.ts";
import { stockIslandDataOf } from "../StockLocator/island-data.ts";
import { StockLocatorIsland } from "../StockLocator/locator.tsx";

/**
 * The Overseas Stock Locator (002 §5.5): the stock locator, shown only when the admin setting
 * stock_locator.market is 'overseas'; otherwise editors see a notice and visitors nothing.
 */
export default function OverseasStockLocator(props: BlockProps<"lrdx-overseas-stock-locator">) {
  return (
    <StockLocatorIsland
      fields={props.block.fields}
      server={stockIslandDataOf(props)}
      variant="overseas"
    />
  );
}
