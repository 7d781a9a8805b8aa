import { sql } from "drizzle-orm";
import { NAMEPLATE_NAMES } from "../../core/stock/carousel.ts";
import { rowsOf } from "../../db/migrate.ts";
import type { AppDeps } from "../../deps.ts";
import type { ApiHandlers } from "../../http/route-table.ts";
import { stockNotFound } from "./routes.ts";

/** Configs change with the stock's editors: shared caches may keep them a minute. */
const CONFIG_CACHE = "public, max-age=60, s-maxage=60";

/** The internal code an external nameplate code maps to (001 §9: lower-cased), '' for none. */
export const internalNameplateCode = (external: string): string => {
  const code = external.trim().toLowerCase();
  return code in NAMEPLATE_NAMES ? code : "";
};

/**
 * The stock data service's other reads (001 §7): a site's showroom and order-online configs,
 * the company config, widget translations, configurator builds, and the stock's brands and
 * nameplates.
 */
export function stockConfigHandlers(
  deps: AppDeps,
): Pick<
  ApiHandlers,
  | "getStockConfigs"
  | "getCompanyConfig"
  | "getWidgetTranslations"
  | "getConfiguratorVehicle"
  | "listStockBrands"
  | "listStockNameplates"
> {
  const { db } = deps;
  return {
    getStockConfigs: async (request, reply) => {
      const types = [...new Set(request.query.config_type.split(","))];
      reply.header("cache-control", CONFIG_CACHE);
      return { data: await deps.stock.configs(request.params.site, types) };
    },

    getCompanyConfig: async (request, reply) => {
      const { scope } = request.params;
      const rows = rowsOf<{ scope: string; data: Record<string, unknown> }>(
        await db.execute(
          scope === "all"
            ? sql`SELECT scope, data FROM stock_company_config ORDER BY (scope = 'all') DESC, scope`
            : sql`SELECT scope, data FROM stock_company_config WHERE scope = ${scope}`,
        ),
      );
      if (rows.length === 0) throw stockNotFound(`There is no company config ${scope}`);
      reply.header("cache-control", CONFIG_CACHE);
      return {
        data: {
          id: scope,
          type: "company_config" as const,
          attributes: Object.assign({}, ...rows.map((r) => r.data)) as Record<string, unknown>,
        },
      };
    },

    getWidgetTranslations: async (request, reply) => {
      const id = request.params.configId;
      const lang = (request.query.lang ?? "en").toLowerCase();
      const rows = rowsOf<{ lang: string; data: Record<string, unknown> }>(
        await db.execute(sql`
          SELECT lang, data FROM stock_widget_translations
          WHERE config_id = ${id} AND lang IN (${lang}, ${lang.slice(0, 2)})
          ORDER BY length(lang) DESC LIMIT 1`),
      );
      const [row] = rows;
      if (!row) throw stockNotFound(`There are no ${lang} translations for ${id}`);
      reply.header("cache-control", CONFIG_CACHE);
      return {
        data: {
          id,
          type: "widget_translations_config" as const,
          attributes: { lang: row.lang, data: row.data },
        },
      };
    },

    getConfiguratorVehicle: async (request, reply) => {
      const configUrl = request.query.config_url;
      const [row] = rowsOf<{ data: Record<string, unknown> }>(
        await db.execute(
          sql`SELECT data FROM stock_configurator_builds WHERE config_url = ${configUrl}`,
        ),
      );
      if (!row) throw stockNotFound("There is no configurator build with this config_url");
      reply.header("cache-control", CONFIG_CACHE);
      return {
        data: {
          id: configUrl,
          type: "configurator_vehicle" as const,
          attributes: { ...row.data, config_url: configUrl },
        },
      };
    },

    listStockBrands: async (_request, reply) => {
      const rows = rowsOf<{ brand: string; n: number | string }>(
        await db.execute(
          sql`SELECT brand, count(*) AS n FROM stock_vehicles GROUP BY brand ORDER BY brand`,
        ),
      );
      reply.header("cache-control", CONFIG_CACHE);
      return {
        data: rows.map((r) => ({
          id: r.brand,
          type: "brand" as const,
          attributes: { name: r.brand, vehicles_count: Number(r.n) },
        })),
      };
    },

    listStockNameplates: async (request, reply) => {
      const brand = request.query["filter[brand_eq]"];
      const rows = rowsOf<{
        model: string;
        brand: string;
        model_group: string;
        external_code: string | null;
        n: number | string;
      }>(
        await db.execute(sql`
          SELECT model, brand, max(model_group) AS model_group,
            max(attributes->>'nameplate_external_code') AS external_code, count(*) AS n
          FROM stock_vehicles
          ${brand === undefined ? sql`` : sql`WHERE brand = ${brand}`}
          GROUP BY brand, model ORDER BY brand, model`),
      );
      reply.header("cache-control", CONFIG_CACHE);
      return {
        data: rows.map((r) => {
          const external = r.external_code ?? "";
          return {
            id: `${r.brand}/${r.model}`,
            type: "nameplate" as const,
            attributes: {
              name: r.model,
              brand: r.brand,
              model_group: r.model_group,
              external_code: external,
              internal_code: internalNameplateCode(external),
              vehicles_count: Number(r.n),
            },
          };
        }),
      };
    },
  };
}
