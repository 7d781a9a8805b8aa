import { settingsDefaults } from "../../../generated/validate.ts";
import {
  groupedNameplates,
  offerCarModels,
  vehicleList,
  vehicleSpecs,
} from "../../core/catalogue.ts";
import { minorDigits } from "../../core/money.ts";
import { priceSettings } from "../../core/prices.ts";
import { mergeSettings } from "../../core/settings.ts";
import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../deps.ts";
import { notFound } from "../../http/problem.ts";
import type { ApiHandlers } from "../../http/route-table.ts";
import { listSettings } from "../pages/index.ts";
import { catalogueWriters, offerKeyCounts, readCatalogue } from "./store.ts";

/** The site's currency (price.currency_iso, AED when unset or unknown) and its minor-unit digits. */
export async function catalogueCurrency(db: Db): Promise<{ iso: string; digits: number }> {
  const iso = priceSettings(mergeSettings(settingsDefaults, await listSettings(db))).currencyIso;
  try {
    return { iso, digits: minorDigits(iso) };
  } catch {
    return { iso: "AED", digits: minorDigits("AED") };
  }
}

/** As the other Core CMS reads: a shared cache may keep an answer a minute. */
const SHARED_MINUTE = "public, max-age=0, s-maxage=60";

/**
 * The Core CMS API's catalogue calls (000 §7): /vehicles, /vehicles/grouped_nameplates,
 * /vehicles/{id}/specs and /offer_car_models, shaped by runtime/core/catalogue.ts.
 */
export function publicCatalogueHandlers(
  deps: AppDeps,
): Pick<
  ApiHandlers,
  "listVehicles" | "listGroupedNameplates" | "getVehicleSpecs" | "listOfferCarModels"
> {
  const { db } = deps;
  return {
    listVehicles: async (request, reply) => {
      reply.header("cache-control", SHARED_MINUTE);
      const [rows, currency] = [await readCatalogue(db), await catalogueCurrency(db)];
      return vehicleList(rows, request.query, currency.iso);
    },
    listGroupedNameplates: async (request, reply) => {
      reply.header("cache-control", SHARED_MINUTE);
      const [rows, currency] = [await readCatalogue(db), await catalogueCurrency(db)];
      return groupedNameplates(rows, request.query.lang ?? "ar", currency.iso);
    },
    getVehicleSpecs: async (request, reply) => {
      const specs = vehicleSpecs(
        await readCatalogue(db),
        request.params.vehicle,
        request.query.lang ?? "ar",
      );
      if (!specs) throw notFound(`لا توجد فئة بالرقم أو المفتاح ${request.params.vehicle}.`);
      reply.header("cache-control", SHARED_MINUTE);
      return specs;
    },
    listOfferCarModels: async (request, reply) => {
      reply.header("cache-control", SHARED_MINUTE);
      const [rows, counts, currency] = [
        await readCatalogue(db),
        await offerKeyCounts(db),
        await catalogueCurrency(db),
      ];
      return offerCarModels(rows, counts, request.query.lang ?? "ar", currency.iso);
    },
  };
}

type AdminOps =
  | "getAdminCatalogue"
  | `${"create" | "update" | "delete"}Catalogue${"Brand" | "BodyStyle" | "Nameplate" | "Model" | "Engine"}`;

/** The admin's catalogue: the whole of it, and an editor's audited writes of each kind. */
export function catalogueAdminHandlers(deps: AppDeps): Pick<ApiHandlers, AdminOps> {
  const { db } = deps;
  const w = catalogueWriters(db);
  return {
    getAdminCatalogue: async () => ({
      data: { ...(await readCatalogue(db)), currency: await catalogueCurrency(db) },
    }),
    createCatalogueBrand: async (r) => ({ data: await w.brand.create(r.actor, r.body) }),
    updateCatalogueBrand: async (r) => ({
      data: await w.brand.update(r.actor, r.params.id, r.body),
    }),
    deleteCatalogueBrand: async (r, reply) => {
      await w.brand.remove(r.actor, r.params.id);
      return reply.code(204).send();
    },
    createCatalogueBodyStyle: async (r) => ({ data: await w.body_style.create(r.actor, r.body) }),
    updateCatalogueBodyStyle: async (r) => ({
      data: await w.body_style.update(r.actor, r.params.id, r.body),
    }),
    deleteCatalogueBodyStyle: async (r, reply) => {
      await w.body_style.remove(r.actor, r.params.id);
      return reply.code(204).send();
    },
    createCatalogueNameplate: async (r) => ({ data: await w.nameplate.create(r.actor, r.body) }),
    updateCatalogueNameplate: async (r) => ({
      data: await w.nameplate.update(r.actor, r.params.id, r.body),
    }),
    deleteCatalogueNameplate: async (r, reply) => {
      await w.nameplate.remove(r.actor, r.params.id);
      return reply.code(204).send();
    },
    createCatalogueModel: async (r) => ({ data: await w.model.create(r.actor, r.body) }),
    updateCatalogueModel: async (r) => ({
      data: await w.model.update(r.actor, r.params.id, r.body),
    }),
    deleteCatalogueModel: async (r, reply) => {
      await w.model.remove(r.actor, r.params.id);
      return reply.code(204).send();
    },
    createCatalogueEngine: async (r) => ({ data: await w.engine.create(r.actor, r.body) }),
    updateCatalogueEngine: async (r) => ({
      data: await w.engine.update(r.actor, r.params.id, r.body),
    }),
    deleteCatalogueEngine: async (r, reply) => {
      await w.engine.remove(r.actor, r.params.id);
      return reply.code(204).send();
    },
  };
}
