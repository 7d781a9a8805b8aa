import type { BlockProps } from "../../../generated/types.ts";
import { useSite } from "../../ui/site-context.tsx";
import { entryOfRetailer, schemaEntity } from "./json-ld.ts";
import { SchemaBlock } from "./schema-block.tsx";

/** Retailer Schema (002 §3.15): one schema.org AutoDealer per group, as JSON-LD; nothing visible. */
export default function RetailerSchema({ block }: BlockProps<"lrdx-retailer-schema">) {
  const site = useSite();
  const entities = block.groups.map((g) => schemaEntity("AutoDealer", entryOfRetailer(g), site));
  return <SchemaBlock kind="AutoDealer" label="بيانات الوكيل المنظمة" entities={entities} />;
}
