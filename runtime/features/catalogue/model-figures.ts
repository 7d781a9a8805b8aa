import { CatalogueIndex } from "../../core/catalogue.ts";
import { type BlockFigures, carKeysOf, modelFiguresOf } from "../../core/model-figures.ts";
import { catalogueLangOf } from "../../core/vehicle-specs.ts";
import type { Db } from "../../db/client.ts";
import { type PageDataLoader, wantsPageData } from "../../ssr/page-data.ts";
import { findModelSpecs } from "../model-specs/index.ts";
import { readCatalogue } from "./store.ts";

/**
 * The figures of the models the blocks name (`x-page-data: model-figures`): every `car_key` of a
 * block's fields and groups, read once per render from the model catalogue (engines with their
 * whole specification) and, for a key the catalogue does not know, from the model's compare
 * sheet; each block receives only its own models as its `figures` prop, so the figures are in
 * the server HTML and the island hydrates without a request. A write to the catalogue or to the
 * model specs bumps the settings scope, which ends every kept page (migrations 008 and 019).
 */
export function modelFiguresLoader(db: Db): PageDataLoader {
  return {
    name: "model figures",
    wants: wantsPageData("model-figures"),
    load: async (input) => {
      if (input.blocks.length === 0) return null;
      const lang = catalogueLangOf(input.lang);
      const keysOf = input.blocks.map((b) => carKeysOf(b.block));
      const all = [...new Set(keysOf.flat())];
      const index = new CatalogueIndex(await readCatalogue(db));
      const known = new Set([
        ...index.rows.models.map((m) => m.key),
        ...index.rows.nameplates.map((n) => n.code),
      ]);
      const sheets = await findModelSpecs(
        db,
        all.filter((k) => !known.has(k)),
      );
      const models = modelFiguresOf({ index, keys: all, sheets, lang });
      const props: Record<number, { figures: BlockFigures }> = {};
      for (const [i, block] of input.blocks.entries()) {
        const own: BlockFigures["models"] = {};
        for (const key of keysOf[i] ?? []) {
          const found = models[key];
          if (found) own[key] = found;
        }
        props[block.frame.index] = { figures: { lang, models: own } };
      }
      return { props };
    },
  };
}
