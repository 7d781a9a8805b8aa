import type { BlockProps } from "../../../generated/types.ts";
import { RetailerLocatorView } from "../RetailerLocator/locator.tsx";
import { retailerIslandDataOf } from "../RetailerLocator/retailer-source.ts";

/** The lrdx-retailer-locator-mena island: see site/blocks/RetailerLocator/locator.tsx (variant "mena"). */
export default function RetailerLocatorMena(props: BlockProps<"lrdx-retailer-locator-mena">) {
  return (
    <RetailerLocatorView
      fields={props.block.fields}
      variant="mena"
      data={retailerIslandDataOf(props)}
    />
  );
}
