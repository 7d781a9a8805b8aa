import { type CatalogueVehicles, vehicleList } from "../../core/catalogue.ts";
import { catalogueLangOf } from "../../core/vehicle-specs.ts";
import type { Db } from "../../db/client.ts";
import { type PageDataLoader, wantsPageData } from "../../ssr/page-data.ts";
import { catalogueCurrency } from "./routes.ts";
import { readCatalogue } from "./store.ts";

/**
 * The model catalogue for the blocks whose schema names it (`x-page-data: vehicle-catalogue`):
 * its models with their engines and prices from, in the page's language, read once per render and
 * handed to each such island as its `catalogue` prop, so the server HTML already offers the
 * choices and the island hydrates without a request. A catalogue write bumps the settings scope,
 * which ends every kept page (migration 019), so the document may be kept as any other.
 */
export function catalogueBlocksLoader(db: Db): PageDataLoader {
  return {
    name: "model catalogue",
    wants: wantsPageData("vehicle-catalogue"),
    load: async (input) => {
      if (input.blocks.length === 0) return null;
      const lang = catalogueLangOf(input.lang);
      const list = vehicleList(
        await readCatalogue(db),
        { lang },
        (await catalogueCurrency(db)).iso,
      );
      const catalogue: CatalogueVehicles = {
        lang,
        vehicles: list.data.map((v) => ({ id: v.id, ...v.attributes })),
      };
      const props: Record<number, { catalogue: CatalogueVehicles }> = {};
      for (const block of input.blocks) props[block.frame.index] = { catalogue };
      return { props };
    },
  };
}
