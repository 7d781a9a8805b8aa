import type { BlockProps } from "../../../generated/types.ts";
import { RetailerLocatorView } from "./locator.tsx";
import { retailerIslandDataOf } from "./retailer-source.ts";

/** The lrdx-retailer-locator island: see site/blocks/RetailerLocator/locator.tsx (variant "list"). */
export default function RetailerLocator(props: BlockProps<"lrdx-retailer-locator">) {
  return (
    <RetailerLocatorView
      fields={props.block.fields}
      variant="list"
      data={retailerIslandDataOf(props)}
    />
  );
}
