import type { BlockProps } from "../../../generated/types.ts";
import { RetailerLocatorView } from "../RetailerLocator/locator.tsx";
import { retailerIslandDataOf } from "../RetailerLocator/retailer-source.ts";

/** The lrdx-retailer-locator-with-map island: see site/blocks/RetailerLocator/locator.tsx (variant "map"). */
export default function RetailerLocatorWithMap(
  props: BlockProps<"lrdx-retailer-locator-with-map">,
) {
  return (
    <RetailerLocatorView
      fields={props.block.fields}
      variant="map"
      data={retailerIslandDataOf(props)}
    />
  );
}
