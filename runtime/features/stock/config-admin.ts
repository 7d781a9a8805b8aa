import { sql } from "drizzle-orm";
import type {
  StockConfigAdminList,
  StockConfigAdminResource,
  StockConfigBody,
} from "../../../generated/types.ts";
import {
  validateStockConfigCheckoutPageData,
  validateStockConfigOrderOnlineData,
  validateStockConfigShowroomData,
  validateStockConfigStepsPageData,
  validateStockConfigSuccessPageData,
} from "../../../generated/validate.ts";
import { isRecord } from "../../core/records.ts";
import {
  type AjvLikeError,
  problemsFromAjv,
  type SchemaNode,
} from "../../core/validation-messages.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import type { AppDeps } from "../../deps.ts";
import type { Actor } from "../../http/actor.ts";
import { ApiProblem, isUniqueViolation, notFound } from "../../http/problem.ts";
import { type ApiHandlers, actorOf, apiRoutes } from "../../http/route-table.ts";
import { recordAudit } from "../auth/index.ts";

/**
 * The admin's showroom and order-online configs (001 §3 'Showroom config', 'Order online
 * config'): the stock_configs rows the showroom and the order-online journey read, listed, read,
 * created, replaced and deleted. A config's data is checked against the schema of its type
 * (schemas/entities/stock-config-*-data.schema.json) twice: by the route table, whose body schema
 * picks the type's schema (a refusal names the field, /data/soft_lock_minutes), then by that
 * schema's generated validator, which fills its defaults (soft_lock_minutes 15) into what is
 * stored. Every write is audited in its transaction, and the table's statement trigger
 * (migrations/015) bumps the settings content version: every cached page is rendered afresh, and
 * the configs themselves are read from the table on every render, so the next showroom page shows
 * the edit.
 */

type ConfigType = StockConfigBody["config_type"];
type VehicleState = NonNullable<StockConfigBody["vehicle_state"]>;

/** The most configs one list answer holds (a site has a dozen types, a few states each). */
const ADMIN_CONFIGS_MAX = 1000;

/** What a validator of generated/validate.ts offers: a check that fills defaults, its errors. */
interface DataValidator {
  (data: unknown): boolean;
  errors?: readonly AjvLikeError[] | null;
}

/** Each config type's data validator (the configurator's `config_` variants share the base one). */
const DATA_VALIDATORS: Readonly<Record<ConfigType, DataValidator>> = {
  cash: validateStockConfigShowroomData,
  lease: validateStockConfigShowroomData,
  subscription: validateStockConfigShowroomData,
  additional: validateStockConfigShowroomData,
  order_online: validateStockConfigOrderOnlineData,
  config_order_online: validateStockConfigOrderOnlineData,
  order_online_steps_page: validateStockConfigStepsPageData,
  config_order_online_steps_page: validateStockConfigStepsPageData,
  order_online_checkout_page: validateStockConfigCheckoutPageData,
  config_order_online_checkout_page: validateStockConfigCheckoutPageData,
  order_online_success_page: validateStockConfigSuccessPageData,
  config_order_online_success_page: validateStockConfigSuccessPageData,
};

/**
 * Config type → the JSON Schema of its data, as the route table checks it: read from the create
 * route's body, whose allOf holds one `if config_type is one of …, then data is …` per schema.
 * The admin's forms are generated from these, so the form and the server check the same rules.
 */
export function stockConfigForms(): Record<string, Record<string, unknown>> {
  formsOnce ??= readForms();
  return formsOnce;
}

let formsOnce: Record<string, Record<string, unknown>> | undefined;

function readForms(): Record<string, Record<string, unknown>> {
  const route = apiRoutes.find((r) => r.operationId === "createStockConfig");
  const body: unknown = route?.schema.body;
  const forms: Record<string, Record<string, unknown>> = {};
  const branches: unknown = isRecord(body) ? body.allOf : undefined;
  if (!Array.isArray(branches)) return forms;
  for (const branch of branches) {
    if (!isRecord(branch) || !isRecord(branch.if) || !isRecord(branch.then)) continue;
    const types: unknown = isRecord(branch.if.properties)
      ? Reflect.get(branch.if.properties, "config_type")
      : undefined;
    const data: unknown = isRecord(branch.then.properties)
      ? branch.then.properties.data
      : undefined;
    if (!isRecord(types) || !Array.isArray(types.enum) || !isRecord(data)) continue;
    for (const type of types.enum) if (typeof type === "string") forms[type] = data;
  }
  return forms;
}

interface ConfigRow {
  id: number;
  site: string;
  config_type: string;
  vehicle_state: string;
  data?: Record<string, unknown>;
  updated_at: string;
}

const UPDATED_AT = sql`to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS updated_at`;

function resourceOf(row: ConfigRow): StockConfigAdminResource {
  return {
    id: String(row.id),
    type: "stock_config",
    attributes: {
      site: row.site,
      config_type: row.config_type,
      vehicle_state: row.vehicle_state,
      updated_at: row.updated_at,
      ...(row.data ? { data: row.data } : {}),
    },
  };
}

async function readConfig(db: Db, id: number, isLocked = false): Promise<ConfigRow | null> {
  const [row] = rowsOf<ConfigRow>(
    await db.execute(sql`SELECT id, site, config_type, vehicle_state, data, ${UPDATED_AT}
      FROM stock_configs WHERE id = ${id} ${isLocked ? sql`FOR UPDATE` : sql``}`),
  );
  return row ?? null;
}

const noSuchConfig = (id: number) => notFound(`لا يوجد إعداد بالمعرّف ${id}`);

/** The entry a write would make, its data checked by its type's validator with defaults filled. */
interface CheckedConfig {
  site: string;
  configType: ConfigType;
  vehicleState: VehicleState;
  data: Record<string, unknown>;
}

function checked(body: StockConfigBody, forms: Record<string, SchemaNode>): CheckedConfig {
  const data: unknown = structuredClone(body.data);
  const validate = DATA_VALIDATORS[body.config_type];
  if (!validate(data) || !isRecord(data)) {
    // The route table checked the same schema; this only answers should the two ever differ.
    const schema = forms[body.config_type] ?? {};
    const details = (validate.errors ?? []).flatMap((error) =>
      problemsFromAjv([error], schema).map((p) => ({
        pointer: `/data${p.pointer}`,
        rule: error.keyword,
        message: p.message,
      })),
    );
    throw new ApiProblem(
      422,
      "invalid",
      details.map((d) => d.message).join(" / ") || "بيانات الإعداد غير صالحة",
      details.length > 0
        ? details
        : [{ pointer: "/data", rule: "type", message: "بيانات الإعداد غير صالحة" }],
    );
  }
  return {
    site: body.site ?? "all",
    configType: body.config_type,
    vehicleState: body.vehicle_state ?? "",
    data,
  };
}

function configTaken(config: CheckedConfig): ApiProblem {
  const state = config.vehicleState === "" ? "كل الحالات" : config.vehicleState;
  const message = `نوع الإعداد: للموقع «${config.site}» إعداد «${config.configType}» لحالة السيارة «${state}» بالفعل؛ عدّله بدلاً من إضافة آخر`;
  return new ApiProblem(409, "stock_config_taken", message, [
    { pointer: "/config_type", rule: "unique", message },
  ]);
}

/** Runs a write; the (site, config_type, vehicle_state) unique index answers as the 409. */
async function guardTaken<T>(config: CheckedConfig, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw configTaken(config);
    throw error;
  }
}

/** What the audit log keeps of an entry. */
const audited = (c: CheckedConfig | ConfigRow) =>
  "configType" in c
    ? { site: c.site, config_type: c.configType, vehicle_state: c.vehicleState, data: c.data }
    : { site: c.site, config_type: c.config_type, vehicle_state: c.vehicle_state, data: c.data };

export async function listStockConfigs(db: Db): Promise<StockConfigAdminList> {
  const rows = rowsOf<ConfigRow & { total: number | string }>(
    await db.execute(sql`SELECT id, site, config_type, vehicle_state, ${UPDATED_AT},
        count(*) OVER () AS total
      FROM stock_configs
      ORDER BY config_type, (site = 'all') DESC, site, vehicle_state
      LIMIT ${ADMIN_CONFIGS_MAX}`),
  );
  return {
    data: rows.map(resourceOf),
    meta: { total: Number(rows[0]?.total ?? 0), forms: stockConfigForms() },
  };
}

export async function createStockConfig(
  db: Db,
  actor: Actor | null,
  body: StockConfigBody,
): Promise<StockConfigAdminResource> {
  const config = checked(body, stockConfigForms());
  return guardTaken(config, () =>
    db.transaction(async (tx) => {
      const [row] = rowsOf<{ id: number }>(
        await tx.execute(sql`INSERT INTO stock_configs (site, config_type, vehicle_state, data)
          VALUES (${config.site}, ${config.configType}, ${config.vehicleState},
            ${JSON.stringify(config.data)}::jsonb)
          RETURNING id`),
      );
      if (!row) throw new Error("the config was not stored");
      await recordAudit(tx, actor, {
        action: "create",
        entity: "stock_config",
        entityId: row.id,
        after: audited(config),
      });
      const stored = await readConfig(tx, row.id);
      if (!stored) throw new Error("the config was not stored");
      return resourceOf(stored);
    }),
  );
}

export async function updateStockConfig(
  db: Db,
  actor: Actor | null,
  id: number,
  body: StockConfigBody,
): Promise<StockConfigAdminResource> {
  const config = checked(body, stockConfigForms());
  return guardTaken(config, () =>
    db.transaction(async (tx) => {
      const before = await readConfig(tx, id, true);
      if (!before) throw noSuchConfig(id);
      await tx.execute(sql`UPDATE stock_configs SET site = ${config.site},
          config_type = ${config.configType}, vehicle_state = ${config.vehicleState},
          data = ${JSON.stringify(config.data)}::jsonb, updated_at = now()
        WHERE id = ${id}`);
      await recordAudit(tx, actor, {
        action: "update",
        entity: "stock_config",
        entityId: id,
        before: audited(before),
        after: audited(config),
      });
      const stored = await readConfig(tx, id);
      if (!stored) throw noSuchConfig(id);
      return resourceOf(stored);
    }),
  );
}

export async function deleteStockConfig(db: Db, actor: Actor | null, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await readConfig(tx, id, true);
    if (!before) throw noSuchConfig(id);
    await tx.execute(sql`DELETE FROM stock_configs WHERE id = ${id}`);
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "stock_config",
      entityId: id,
      before: audited(before),
    });
  });
}

/** The admin's configs routes (GET, POST /api/admin/stock_configs; GET, PUT, DELETE …/:id). */
export function stockConfigAdminHandlers(
  deps: Pick<AppDeps, "db">,
): Pick<
  ApiHandlers,
  | "listAdminStockConfigs"
  | "getAdminStockConfig"
  | "createStockConfig"
  | "updateStockConfig"
  | "deleteStockConfig"
> {
  const { db } = deps;
  return {
    listAdminStockConfigs: async () => listStockConfigs(db),
    getAdminStockConfig: async (request) => {
      const row = await readConfig(db, request.params.id);
      if (!row) throw noSuchConfig(request.params.id);
      return { data: resourceOf(row) };
    },
    createStockConfig: async (request) => ({
      data: await createStockConfig(db, actorOf(request), request.body),
    }),
    updateStockConfig: async (request) => ({
      data: await updateStockConfig(db, actorOf(request), request.params.id, request.body),
    }),
    deleteStockConfig: async (request, reply) => {
      await deleteStockConfig(db, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  };
}
