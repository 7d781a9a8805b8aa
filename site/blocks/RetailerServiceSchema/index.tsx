import type { BlockProps } from "../../../generated/types.ts";
import { useSite } from "../../ui/site-context.tsx";
import { entryOfService, schemaEntity } from "../RetailerSchema/json-ld.ts";
import { SchemaBlock } from "../RetailerSchema/schema-block.tsx";

/** Retailer Service Schema (002 §3.15): one schema.org AutoRepair per group, as JSON-LD; nothing visible. */
export default function RetailerServiceSchema({
  block,
}: BlockProps<"lrdx-retailer-service-schema">) {
  const site = useSite();
  const entities = block.groups.map((g) => schemaEntity("AutoRepair", entryOfService(g), site));
  return <SchemaBlock kind="AutoRepair" label="بيانات مركز الخدمة المنظمة" entities={entities} />;
}
