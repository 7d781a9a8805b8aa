import { randomBytes, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withCheckDigit } from "../../runtime/core/vin.ts";
import { forms, leads, outbox } from "../../runtime/db/tables/forms.ts";
import {
  affectedVins,
  apiTokens,
  catalogueBodyStyles,
  catalogueBrands,
  catalogueEngines,
  catalogueModels,
  catalogueNameplates,
  evLeads,
  localPaymentsTable,
  media,
  metaheads,
  modelSpecs,
  navEntries,
  offersTable,
  orders,
  payments,
  settings,
  users,
} from "../../runtime/db/tables/index.ts";
import { stockConfigs, stockDealers } from "../../runtime/db/tables/stock.ts";
import { checkedDefinition } from "../../runtime/features/forms/store.ts";
import { can, type Permission, type Role } from "../../runtime/http/permissions.ts";
import { buildServer } from "../../runtime/server.ts";
import { auditEntries } from "../helpers/api.ts";
import { bearerToken, signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines, freshDatabase } from "../helpers/database.ts";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** What one call needs: its URL, body and extra headers, made fresh for every caller. */
interface Prepared {
  url: string;
  payload?: string | Buffer | object;
  headers?: Record<string, string>;
}

interface CatalogueChain {
  brand: number;
  body_style: number;
  nameplate: number;
  model: number;
  engine: number;
  code: string;
  /** A brand, body style and nameplate nothing uses (deletable). */
  spare: { brand: number; body_style: number; nameplate: number };
}

interface Fixtures {
  /** A new unpublished page at revision 1. */
  page: () => Promise<number>;
  /** A page published once (version 1), at revision 2. */
  publishedPage: () => Promise<number>;
  /** An unpublished page whose draft passes the checks before publishing, at revision 2. */
  pageReadyToPublish: () => Promise<number>;
  media: () => Promise<number>;
  metahead: () => Promise<number>;
  /** A navigation entry (under parentId when given). */
  navEntry: (parentId?: number) => Promise<number>;
  /** The key of a stored model. */
  modelSpec: () => Promise<string>;
  /** A new chain of the model catalogue: brand, body style, nameplate, model and engine ids. */
  catalogue: () => Promise<CatalogueChain>;
  /** A VIN of the list of affected vehicles. */
  affectedVin: () => Promise<string>;
  /** The id of a stored dealer no vehicle names. */
  dealer: () => Promise<number>;
  /** The id of a stored offer. */
  offer: () => Promise<number>;
  /** The id of a stored showroom config. */
  stockConfig: () => Promise<number>;
  /** The number of a paid order. */
  order: () => Promise<string>;
  /** The id of a paid electric-vehicle reservation, its fee at the local card provider. */
  evLead: () => Promise<string>;
  /** The id of a dead delivery (the dead-letter list). */
  deadDelivery: () => Promise<string>;
  /** The id of a lead of a new form (the lead inbox). */
  lead: () => Promise<string>;
  setting: () => Promise<string>;
  user: () => Promise<number>;
  token: () => Promise<number>;
  upload: () => Promise<Prepared>;
}

interface RouteCase {
  method: Method;
  /** The route as registered. */
  route: string;
  /** Every permission the route needs. */
  needs: Permission[];
  prepare: (f: Fixtures) => Promise<Prepared>;
  /** Written by the accounts engineer; run here all the same (the admin's API is one surface). */
  owner?: "accounts";
}

const unique = () => randomBytes(4).toString("hex");

/** A VIN no other call used: random allowed characters, its check digit written. */
const freshVin = () =>
  withCheckDigit(
    Array.from(randomBytes(17), (b) => "ABCDEFGHJKLMNPRSTUVWXYZ0123456789"[b % 33]).join(""),
  );

/** Every route under /api/cms and /api/admin, with the permissions editor/README.md gives it. */

/** The catalogue's writes: each kind's POST, PUT and DELETE, on a fresh chain each time. */
function catalogueRoutes(): RouteCase[] {
  const kinds = ["brand", "body_style", "nameplate", "model", "engine"] as const;
  const bodyOf = (kind: (typeof kinds)[number], c: CatalogueChain, fresh: string) => {
    const named = { name_ar: "اسم", name_en: "Name" };
    switch (kind) {
      case "brand":
      case "body_style":
        return { code: fresh, ...named };
      case "nameplate":
        return { code: fresh, brand_id: c.brand, ...named };
      case "model":
        return {
          key: `${c.code}_27my_${fresh}`,
          nameplate_id: c.nameplate,
          model_year: 2027,
          body_style_id: c.body_style,
          ...named,
        };
      case "engine":
        return { code: fresh, model_id: c.model, powertrain: "ice", fuel: "petrol", ...named };
    }
  };
  // Deleting what nothing uses: the chain's engine and model, its spare brand, body style and
  // nameplate.
  return kinds.flatMap((kind): RouteCase[] => {
    const path = `/api/admin/catalogue/${kind}s`;
    const fresh = () => `n${unique()}`.toLowerCase().replace(/[^a-z0-9]/g, "");
    return [
      {
        method: "POST",
        route: path,
        needs: ["pages:write"],
        prepare: async (f) => ({ url: path, payload: bodyOf(kind, await f.catalogue(), fresh()) }),
      },
      {
        method: "PUT",
        route: `${path}/:id`,
        needs: ["pages:write"],
        prepare: async (f) => {
          const c = await f.catalogue();
          // A nameplate keeps its code while it has models (their keys begin with it).
          const code = kind === "nameplate" ? c.code : fresh();
          return { url: `${path}/${c[kind]}`, payload: bodyOf(kind, c, code) };
        },
      },
      {
        method: "DELETE",
        route: `${path}/:id`,
        needs: ["pages:write"],
        prepare: async (f) => {
          const c = await f.catalogue();
          return {
            url: `${path}/${kind === "engine" || kind === "model" ? c[kind] : c.spare[kind]}`,
          };
        },
      },
    ];
  });
}

const ROUTES: RouteCase[] = [
  {
    method: "GET",
    route: "/api/cms/pages",
    needs: ["pages:read"],
    prepare: async () => ({ url: "/api/cms/pages" }),
  },
  {
    method: "POST",
    route: "/api/cms/pages",
    needs: ["pages:write"],
    prepare: async () => ({
      url: "/api/cms/pages",
      payload: { path: `matrix-${unique()}`, title: "صفحة" },
    }),
  },
  {
    method: "GET",
    route: "/api/cms/pages/:id",
    needs: ["pages:read"],
    prepare: async (f) => ({ url: `/api/cms/pages/${await f.page()}` }),
  },
  {
    method: "PATCH",
    route: "/api/cms/pages/:id",
    needs: ["pages:write"],
    prepare: async (f) => ({
      url: `/api/cms/pages/${await f.page()}`,
      payload: { revision: 1, title: "جديد" },
    }),
  },
  {
    method: "DELETE",
    route: "/api/cms/pages/:id",
    needs: ["pages:write"],
    prepare: async (f) => ({ url: `/api/cms/pages/${await f.page()}` }),
  },
  {
    method: "PUT",
    route: "/api/cms/pages/:id/draft",
    needs: ["pages:write"],
    prepare: async (f) => ({
      url: `/api/cms/pages/${await f.page()}/draft`,
      payload: { revision: 1, snapshot: { title: "مسودة", blocks: [] } },
    }),
  },
  {
    method: "POST",
    route: "/api/cms/pages/:id/publish",
    needs: ["pages:publish"],
    prepare: async (f) => ({
      url: `/api/cms/pages/${await f.pageReadyToPublish()}/publish`,
      payload: { revision: 2 },
    }),
  },
  {
    method: "GET",
    route: "/api/cms/pages/:id/checks",
    needs: ["pages:read"],
    prepare: async (f) => ({ url: `/api/cms/pages/${await f.page()}/checks` }),
  },
  {
    method: "POST",
    route: "/api/cms/pages/:id/duplicate",
    needs: ["pages:write"],
    prepare: async (f) => ({
      url: `/api/cms/pages/${await f.page()}/duplicate`,
      payload: { path: `copy-${unique()}`, title: "نسخة" },
    }),
  },
  {
    method: "GET",
    route: "/api/cms/pages/:id/versions",
    needs: ["pages:read"],
    prepare: async (f) => ({ url: `/api/cms/pages/${await f.publishedPage()}/versions` }),
  },
  {
    method: "GET",
    route: "/api/cms/pages/:id/versions/:version",
    needs: ["pages:read"],
    prepare: async (f) => ({ url: `/api/cms/pages/${await f.publishedPage()}/versions/1` }),
  },
  {
    method: "POST",
    route: "/api/cms/pages/:id/versions/:version/restore",
    needs: ["pages:write"],
    prepare: async (f) => ({
      url: `/api/cms/pages/${await f.publishedPage()}/versions/1/restore`,
      payload: { revision: 2 },
    }),
  },
  {
    method: "POST",
    route: "/api/cms/pages/:id/presence",
    needs: ["pages:read"],
    prepare: async (f) => ({ url: `/api/cms/pages/${await f.page()}/presence` }),
  },
  {
    method: "GET",
    route: "/api/cms/media",
    needs: ["media:read"],
    prepare: async () => ({ url: "/api/cms/media" }),
  },
  {
    method: "GET",
    route: "/api/cms/media/:id",
    needs: ["media:read"],
    prepare: async (f) => ({ url: `/api/cms/media/${await f.media()}` }),
  },
  { method: "POST", route: "/api/cms/media", needs: ["media:write"], prepare: (f) => f.upload() },
  {
    method: "PATCH",
    route: "/api/cms/media/:id",
    needs: ["media:write"],
    prepare: async (f) => ({
      url: `/api/cms/media/${await f.media()}`,
      payload: { alt: "نص بديل" },
    }),
  },
  {
    method: "DELETE",
    route: "/api/cms/media/:id",
    needs: ["media:write"],
    prepare: async (f) => ({ url: `/api/cms/media/${await f.media()}` }),
  },
  {
    method: "GET",
    route: "/api/admin/settings",
    needs: ["admin:read"],
    prepare: async () => ({ url: "/api/admin/settings" }),
  },
  {
    method: "PUT",
    route: "/api/admin/settings/:key",
    needs: ["settings:write"],
    prepare: async () => ({
      url: "/api/admin/settings/general.app_name",
      payload: { value: "الموقع" },
    }),
  },
  {
    method: "PUT",
    route: "/api/admin/settings/namespaces/:namespace",
    needs: ["settings:write"],
    prepare: async () => ({
      url: "/api/admin/settings/namespaces/general",
      payload: { values: { "general.app_name": "الموقع" } },
    }),
  },
  {
    method: "DELETE",
    route: "/api/admin/settings/:key",
    needs: ["settings:write"],
    prepare: async (f) => ({ url: `/api/admin/settings/${await f.setting()}` }),
  },
  {
    method: "GET",
    route: "/api/admin/metaheads",
    needs: ["admin:read"],
    prepare: async () => ({ url: "/api/admin/metaheads" }),
  },
  {
    method: "POST",
    route: "/api/admin/metaheads",
    needs: ["metaheads:write", "raw_html"],
    prepare: async () => ({
      url: "/api/admin/metaheads",
      payload: { language: "css", content: "body{}", sequence: 1 },
    }),
  },
  {
    method: "PATCH",
    route: "/api/admin/metaheads/:id",
    needs: ["metaheads:write", "raw_html"],
    prepare: async (f) => ({
      url: `/api/admin/metaheads/${await f.metahead()}`,
      payload: { sequence: 3 },
    }),
  },
  {
    method: "DELETE",
    route: "/api/admin/metaheads/:id",
    needs: ["metaheads:write", "raw_html"],
    prepare: async (f) => ({ url: `/api/admin/metaheads/${await f.metahead()}` }),
  },
  {
    method: "GET",
    route: "/api/admin/users",
    needs: ["admin:read"],
    owner: "accounts",
    prepare: async () => ({ url: "/api/admin/users" }),
  },
  {
    method: "POST",
    route: "/api/admin/users",
    needs: ["users:manage"],
    owner: "accounts",
    prepare: async () => ({
      url: "/api/admin/users",
      payload: { email: `new-${unique()}@example.com`, name: "مستخدم", role: "viewer" },
    }),
  },
  {
    method: "PATCH",
    route: "/api/admin/users/:id",
    needs: ["users:manage"],
    owner: "accounts",
    prepare: async (f) => ({
      url: `/api/admin/users/${await f.user()}`,
      payload: { name: "اسم آخر" },
    }),
  },
  {
    method: "DELETE",
    route: "/api/admin/users/:id",
    needs: ["users:manage"],
    owner: "accounts",
    prepare: async (f) => ({ url: `/api/admin/users/${await f.user()}` }),
  },
  {
    method: "GET",
    route: "/api/admin/tokens",
    needs: ["tokens:manage"],
    owner: "accounts",
    prepare: async () => ({ url: "/api/admin/tokens" }),
  },
  {
    method: "POST",
    route: "/api/admin/tokens",
    needs: ["tokens:manage"],
    owner: "accounts",
    prepare: async () => ({
      url: "/api/admin/tokens",
      payload: { name: `client-${unique()}`, role: "viewer" },
    }),
  },
  {
    method: "DELETE",
    route: "/api/admin/tokens/:id",
    needs: ["tokens:manage"],
    owner: "accounts",
    prepare: async (f) => ({ url: `/api/admin/tokens/${await f.token()}` }),
  },
  {
    method: "GET",
    route: "/api/admin/audit",
    needs: ["audit:read"],
    owner: "accounts",
    prepare: async () => ({ url: "/api/admin/audit?page=1" }),
  },
  {
    method: "GET",
    route: "/api/admin/nav_entries",
    needs: ["admin:read"],
    prepare: async () => ({ url: "/api/admin/nav_entries" }),
  },
  {
    method: "POST",
    route: "/api/admin/nav_entries",
    needs: ["settings:write"],
    prepare: async () => ({ url: "/api/admin/nav_entries", payload: { label: "جديد", url: "/n" } }),
  },
  {
    method: "PATCH",
    route: "/api/admin/nav_entries/:id",
    needs: ["settings:write"],
    prepare: async (f) => ({
      url: `/api/admin/nav_entries/${await f.navEntry()}`,
      payload: { label: "معدّل" },
    }),
  },
  {
    method: "DELETE",
    route: "/api/admin/nav_entries/:id",
    needs: ["settings:write"],
    prepare: async (f) => ({ url: `/api/admin/nav_entries/${await f.navEntry()}` }),
  },
  {
    method: "PUT",
    route: "/api/admin/nav_entries/order",
    needs: ["settings:write"],
    prepare: async (f) => {
      const parent = await f.navEntry();
      const child = await f.navEntry(parent);
      return { url: "/api/admin/nav_entries/order", payload: { parent_id: parent, ids: [child] } };
    },
  },
  {
    method: "GET",
    route: "/api/admin/model_specs",
    needs: ["pages:read"],
    prepare: async () => ({ url: "/api/admin/model_specs" }),
  },
  {
    method: "PUT",
    route: "/api/admin/model_specs/:modelKey",
    needs: ["pages:write"],
    prepare: async () => ({
      url: `/api/admin/model_specs/m${unique()}`,
      payload: { specs: { power: "300 حصان", seats: 5 } },
    }),
  },
  {
    method: "DELETE",
    route: "/api/admin/model_specs/:modelKey",
    needs: ["pages:write"],
    prepare: async (f) => ({ url: `/api/admin/model_specs/${await f.modelSpec()}` }),
  },
  {
    method: "GET",
    route: "/api/admin/catalogue",
    needs: ["pages:read"],
    prepare: async () => ({ url: "/api/admin/catalogue" }),
  },
  ...catalogueRoutes(),
  {
    method: "GET",
    route: "/api/admin/affected_vins",
    needs: ["admin:read"],
    prepare: async () => ({ url: "/api/admin/affected_vins" }),
  },
  {
    method: "POST",
    route: "/api/admin/affected_vins",
    needs: ["settings:write"],
    prepare: async () => ({ url: "/api/admin/affected_vins", payload: { vin: freshVin() } }),
  },
  {
    method: "DELETE",
    route: "/api/admin/affected_vins/:vin",
    needs: ["settings:write"],
    prepare: async (f) => ({ url: `/api/admin/affected_vins/${await f.affectedVin()}` }),
  },
  {
    method: "GET",
    route: "/api/admin/dealers",
    needs: ["admin:read"],
    prepare: async () => ({ url: "/api/admin/dealers" }),
  },
  {
    method: "POST",
    route: "/api/admin/dealers",
    needs: ["settings:write"],
    prepare: async () => ({
      url: "/api/admin/dealers",
      payload: {
        data: { type: "dealer", attributes: { dealer_code: `M-${unique()}`, name: "وكيل" } },
      },
    }),
  },
  {
    method: "GET",
    route: "/api/admin/dealers/:id",
    needs: ["admin:read"],
    prepare: async (f) => ({ url: `/api/admin/dealers/${await f.dealer()}` }),
  },
  {
    method: "PUT",
    route: "/api/admin/dealers/:id",
    needs: ["settings:write"],
    prepare: async (f) => ({
      url: `/api/admin/dealers/${await f.dealer()}`,
      payload: {
        data: { type: "dealer", attributes: { dealer_code: `M-${unique()}`, name: "وكيل" } },
      },
    }),
  },
  {
    method: "DELETE",
    route: "/api/admin/dealers/:id",
    needs: ["settings:write"],
    prepare: async (f) => ({ url: `/api/admin/dealers/${await f.dealer()}` }),
  },
  {
    method: "GET",
    route: "/api/admin/stock_configs",
    needs: ["admin:read"],
    prepare: async () => ({ url: "/api/admin/stock_configs" }),
  },
  {
    method: "POST",
    route: "/api/admin/stock_configs",
    needs: ["settings:write"],
    prepare: async () => ({
      url: "/api/admin/stock_configs",
      payload: { config_type: "cash", site: `m-${unique()}.example`, data: {} },
    }),
  },
  {
    method: "GET",
    route: "/api/admin/stock_configs/:id",
    needs: ["admin:read"],
    prepare: async (f) => ({ url: `/api/admin/stock_configs/${await f.stockConfig()}` }),
  },
  {
    method: "PUT",
    route: "/api/admin/stock_configs/:id",
    needs: ["settings:write"],
    prepare: async (f) => ({
      url: `/api/admin/stock_configs/${await f.stockConfig()}`,
      payload: { config_type: "cash", site: `m-${unique()}.example`, data: {} },
    }),
  },
  {
    method: "DELETE",
    route: "/api/admin/stock_configs/:id",
    needs: ["settings:write"],
    prepare: async (f) => ({ url: `/api/admin/stock_configs/${await f.stockConfig()}` }),
  },
  {
    method: "GET",
    route: "/api/admin/orders",
    needs: ["orders:read"],
    prepare: async () => ({ url: "/api/admin/orders" }),
  },
  {
    method: "GET",
    route: "/api/admin/orders/:orderNumber",
    needs: ["orders:read"],
    prepare: async (f) => ({ url: `/api/admin/orders/${await f.order()}` }),
  },
  {
    method: "POST",
    route: "/api/admin/orders/:orderNumber/:action",
    needs: ["orders:write"],
    prepare: async (f) => ({ url: `/api/admin/orders/${await f.order()}/resend_confirmation` }),
  },
  {
    method: "GET",
    route: "/api/admin/ev_reservations",
    needs: ["orders:read"],
    prepare: async () => ({ url: "/api/admin/ev_reservations" }),
  },
  {
    method: "GET",
    route: "/api/admin/ev_reservations/:leadId",
    needs: ["orders:read"],
    prepare: async (f) => ({ url: `/api/admin/ev_reservations/${await f.evLead()}` }),
  },
  {
    method: "POST",
    route: "/api/admin/ev_reservations/:leadId/refund",
    needs: ["orders:write"],
    prepare: async (f) => ({
      url: `/api/admin/ev_reservations/${await f.evLead()}/refund`,
      headers: { "idempotency-key": randomUUID() },
    }),
  },
  {
    method: "GET",
    route: "/api/admin/sms_messages",
    needs: ["leads:read"],
    prepare: async () => ({ url: "/api/admin/sms_messages" }),
  },
  {
    method: "GET",
    route: "/api/admin/offers",
    needs: ["pages:read"],
    prepare: async () => ({ url: "/api/admin/offers" }),
  },
  {
    method: "POST",
    route: "/api/admin/offers",
    needs: ["pages:write"],
    prepare: async () => ({
      url: "/api/admin/offers",
      payload: { car_model_key: `m${unique()}`, properties: { category: "lease" } },
    }),
  },
  {
    method: "PATCH",
    route: "/api/admin/offers/:id",
    needs: ["pages:write"],
    prepare: async (f) => ({
      url: `/api/admin/offers/${await f.offer()}`,
      payload: { properties: { category: "cash" } },
    }),
  },
  {
    method: "DELETE",
    route: "/api/admin/offers/:id",
    needs: ["pages:write"],
    prepare: async (f) => ({ url: `/api/admin/offers/${await f.offer()}` }),
  },
  {
    method: "GET",
    route: "/api/admin/outbox",
    needs: ["leads:read"],
    prepare: async () => ({ url: "/api/admin/outbox" }),
  },
  {
    method: "POST",
    route: "/api/admin/outbox/:outboxId/replay",
    needs: ["leads:write"],
    prepare: async (f) => ({ url: `/api/admin/outbox/${await f.deadDelivery()}/replay` }),
  },
  {
    method: "GET",
    route: "/api/admin/leads",
    needs: ["leads:read"],
    prepare: async () => ({ url: "/api/admin/leads" }),
  },
  {
    method: "GET",
    route: "/api/admin/leads/:leadId",
    needs: ["leads:read"],
    prepare: async (f) => ({ url: `/api/admin/leads/${await f.lead()}` }),
  },
  {
    method: "PATCH",
    route: "/api/admin/leads/:leadId",
    needs: ["leads:write"],
    prepare: async (f) => ({
      url: `/api/admin/leads/${await f.lead()}`,
      payload: { status: "contacted" },
    }),
  },
  {
    method: "GET",
    route: "/api/admin/sent_mail",
    needs: ["leads:read"],
    prepare: async () => ({ url: "/api/admin/sent_mail" }),
  },
];

/** "METHOD /full/path" of every route in Fastify's printed route tree (HEAD and OPTIONS left out). */
function registeredRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split("\n")) {
    const match = /^(.*?)(?:├── |└── )(.+?) \(([^)]+)\)$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    const parent = depth === 0 ? "" : (stack[depth - 1] ?? "");
    const path = `${parent}${match[2]}`.replace(/\/\/+/g, "/");
    stack[depth] = path;
    for (const method of (match[3] ?? "").split(",").map((m) => m.trim()))
      if (method !== "HEAD" && method !== "OPTIONS") routes.push(`${method} ${path}`);
  }
  return routes;
}

const WRITE_METHODS = new Set<Method>(["POST", "PUT", "PATCH", "DELETE"]);

describe.each(engines)("who may call what, on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  let sessions: Record<Role, TestSession>;
  let fixtures: Fixtures;
  let png: Buffer;

  beforeAll(async () => {
    database = await freshDatabase(engine);
    app = await buildServer({ db: database.db });
    await app.ready();
    sessions = {
      admin: await signedInAs(database.db, "admin"),
      editor: await signedInAs(database.db, "editor"),
      viewer: await signedInAs(database.db, "viewer"),
    };
    png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0c121c" } })
      .png()
      .toBuffer();
    const db = database.db;
    const admin = sessions.admin;
    const asAdmin = async (method: Method, url: string, payload?: object) => {
      const res = await app.inject({
        method,
        url,
        headers: admin.headers,
        ...(payload ? { payload } : {}),
      });
      if (res.statusCode >= 300)
        throw new Error(`fixture ${method} ${url}: ${res.statusCode} ${res.body}`);
      return res.json().data as { id: number };
    };
    fixtures = {
      page: async () =>
        (await asAdmin("POST", "/api/cms/pages", { path: `fx-${unique()}`, title: "تجهيز" })).id,
      publishedPage: async () => {
        const { id } = await asAdmin("POST", "/api/cms/pages", {
          path: `fx-${unique()}`,
          title: "منشورة",
        });
        // A blank page has no H1: the admin publishes it past the checks.
        await asAdmin("POST", `/api/cms/pages/${id}/publish`, {
          revision: 1,
          override_checks: true,
        });
        return id;
      },
      pageReadyToPublish: async () => {
        const { id } = await asAdmin("POST", "/api/cms/pages", {
          path: `fx-${unique()}`,
          title: "جاهزة",
        });
        await asAdmin("PUT", `/api/cms/pages/${id}/draft`, {
          revision: 1,
          snapshot: {
            title: "جاهزة",
            blocks: [
              {
                template: "lrdx-hero-title-banner",
                fields: {
                  heading: "عنوان",
                  header_tag: 1,
                  "rdx-image": { id: 24735, alt: "صورة" },
                },
                groups: [],
              },
            ],
          },
        });
        return id;
      },
      media: async () => {
        const [row] = await db
          .insert(media)
          .values({
            id: sql`nextval('media_id_seq')`,
            filename: `fx-${unique()}.png`,
            mime: "image/png",
            width: 8,
            height: 8,
            data: png,
          })
          .returning({ id: media.id });
        return row?.id ?? 0;
      },
      navEntry: async (parentId) => {
        const [row] = await db
          .insert(navEntries)
          .values({
            parent_id: parentId ?? null,
            label: `عنصر ${unique()}`,
            url: "/x",
            position: 1000,
          })
          .returning({ id: navEntries.id });
        return row?.id ?? 0;
      },
      affectedVin: async () => {
        const [row] = await db
          .insert(affectedVins)
          .values({ vin: freshVin() })
          .returning({ vin: affectedVins.vin });
        return row?.vin ?? "";
      },
      catalogue: async () => {
        const code = `zz${unique()}`.toLowerCase().replace(/[^a-z0-9]/g, "");
        const id = async (rows: { id: number }[]) => rows[0]?.id ?? 0;
        const brand = await id(
          await db.insert(catalogueBrands).values({ code, name_ar: "ع", name_en: "B" }).returning(),
        );
        const body_style = await id(
          await db
            .insert(catalogueBodyStyles)
            .values({ code, name_ar: "ه", name_en: "S" })
            .returning(),
        );
        const nameplate = await id(
          await db
            .insert(catalogueNameplates)
            .values({ code, brand_id: brand, name_ar: "ط", name_en: "N" })
            .returning(),
        );
        const model = await id(
          await db
            .insert(catalogueModels)
            .values({
              key: `${code}_26my_a`,
              nameplate_id: nameplate,
              model_year: 2026,
              body_style_id: body_style,
              name_ar: "ف",
              name_en: "M",
            })
            .returning(),
        );
        const engine = await id(
          await db
            .insert(catalogueEngines)
            .values({
              model_id: model,
              code: "p1",
              name_ar: "م",
              name_en: "E",
              powertrain: "ice",
              fuel: "petrol",
            })
            .returning(),
        );
        const spareBrand = await id(
          await db
            .insert(catalogueBrands)
            .values({ code: `${code}s`, name_ar: "ع", name_en: "B" })
            .returning(),
        );
        const spare = {
          brand: spareBrand,
          body_style: await id(
            await db
              .insert(catalogueBodyStyles)
              .values({ code: `${code}s`, name_ar: "ه", name_en: "S" })
              .returning(),
          ),
          nameplate: await id(
            await db
              .insert(catalogueNameplates)
              .values({ code: `${code}s`, brand_id: brand, name_ar: "ط", name_en: "N" })
              .returning(),
          ),
        };
        return { brand, body_style, nameplate, model, engine, code, spare };
      },
      modelSpec: async () => {
        const key = `m${unique()}`;
        await db.insert(modelSpecs).values({ key, specs: { power: "1" } });
        return key;
      },
      dealer: async () => {
        const [row] = await db
          .insert(stockDealers)
          .values({ dealerCode: `M-${unique()}`, name: "وكيل" })
          .returning({ id: stockDealers.id });
        if (!row) throw new Error("no dealer");
        return row.id;
      },
      offer: async () => {
        const [row] = await db
          .insert(offersTable)
          .values({ car_model_key: `m${unique()}`, properties: { category: "lease" } })
          .returning({ id: offersTable.id });
        return row?.id ?? 0;
      },
      stockConfig: async () => {
        const [row] = await db
          .insert(stockConfigs)
          .values({ site: `m-${unique()}.example`, configType: "cash", data: {} })
          .returning({ id: stockConfigs.id });
        return row?.id ?? 0;
      },
      order: async () => {
        const [row] = await db
          .insert(orders)
          .values({
            order_number: `SO-${unique()
              .toUpperCase()
              .replace(/[^0-9A-Z]/g, "0")}`,
            vehicle_id: unique(),
            lock_id: randomUUID(),
            status: "paid",
            payment_status: "paid",
            amount_minor: 500_000,
            currency: "AED",
          })
          .returning({ order_number: orders.order_number });
        return row?.order_number ?? "";
      },
      evLead: async () => {
        const [row] = await db
          .insert(orders)
          .values({
            order_number: `SO-${unique()
              .toUpperCase()
              .replace(/[^0-9A-Z]/g, "0")}`,
            vehicle_id: unique(),
            lock_id: randomUUID(),
            channel: "ev_preorder",
            provider: "local",
            payment_kind: "card",
            status: "paid",
            payment_status: "paid",
            amount_minor: 500_000,
            currency: "AED",
          })
          .returning({ order_number: orders.order_number });
        // Its fee, paid at the local provider (whose payments are rows of this database).
        const paymentId = `pi_local_${unique()}`;
        await db.insert(localPaymentsTable).values({
          id: paymentId,
          kind: "card",
          status: "succeeded",
          amount_minor: 500_000,
          currency: "AED",
          capture_method: "automatic",
          return_url: "http://localhost/ar/",
          client_secret: `${paymentId}_secret`,
          idempotency_key: paymentId,
          request_hash: "matrix",
        });
        await db.insert(payments).values({
          order_number: row?.order_number ?? "",
          provider: "local",
          kind: "card",
          provider_payment_id: paymentId,
          amount_minor: 500_000,
          currency: "AED",
          capture_method: "automatic",
          status: "succeeded",
        });
        const [lead] = await db
          .insert(evLeads)
          .values({
            order_number: row?.order_number ?? "",
            first_name: "سارة",
            last_name: "المنصوري",
            email: "sara@example.com",
            phone_number: "+971501234567",
            page_path: "/ar/range-rover-electric/pre-order",
            access_token_hash: unique(),
          })
          .returning({ id: evLeads.id });
        return lead?.id ?? "";
      },
      lead: async () => {
        const [form] = await db
          .insert(forms)
          .values({
            name: `fx-${unique()}`,
            definition: checkedDefinition(
              { name: "fx", fields: [{ name: "first_name", type: "text", label: "الاسم" }] },
              "/fx",
            ),
          })
          .returning({ id: forms.id });
        const [row] = await db
          .insert(leads)
          .values({ form_id: form?.id ?? 0, values: {} })
          .returning({ id: leads.id });
        return row?.id ?? "";
      },
      deadDelivery: async () => {
        const [row] = await db
          .insert(outbox)
          .values({ kind: "notification", status: "dead", target: { to: ["a@example.com"] } })
          .returning({ id: outbox.id });
        return row?.id ?? "";
      },
      metahead: async () => {
        const [row] = await db
          .insert(metaheads)
          .values({ language: "css", content: "a{}" })
          .returning({ id: metaheads.id });
        return row?.id ?? 0;
      },
      setting: async () => {
        const key = `matrix.key_${unique()}`;
        await db.insert(settings).values({ key, value: "x" });
        return key;
      },
      user: async () => {
        const [row] = await db
          .insert(users)
          .values({ email: `fx-${unique()}@example.com`, role: "viewer" })
          .returning({ id: users.id });
        return row?.id ?? 0;
      },
      token: async () => {
        const name = `fx-${unique()}`;
        await bearerToken(db, "viewer", name);
        const [row] = await db
          .select({ id: apiTokens.id })
          .from(apiTokens)
          .where(eq(apiTokens.name, name));
        return row?.id ?? 0;
      },
      upload: async () => {
        const boundary = "matrixboundary";
        const payload = Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="m.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]);
        return {
          url: "/api/cms/media",
          payload,
          headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
        };
      },
    };
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const send = async (c: RouteCase, headers: Record<string, string>) => {
    const prepared = await c.prepare(fixtures);
    return app.inject({
      method: c.method,
      url: prepared.url,
      headers: { ...headers, ...prepared.headers },
      ...(prepared.payload === undefined ? {} : { payload: prepared.payload }),
    });
  };

  it("lists every /api/cms and /api/admin route the server has", () => {
    const listed = new Set(ROUTES.map((c) => `${c.method} ${c.route}`));
    for (const c of ROUTES)
      expect(app.hasRoute({ method: c.method, url: c.route }), `${c.method} ${c.route}`).toBe(true);
    const registered = registeredRoutes(app.printRoutes({ commonPrefix: false })).filter((r) =>
      /^[A-Z]+ \/api\/(cms|admin)\//.test(r),
    );
    expect(registered.length).toBeGreaterThan(0);
    for (const route of registered)
      expect(listed.has(route), `${route} is missing from the matrix`).toBe(true);
  });

  describe.each(ROUTES)("$method $route", (c) => {
    it("answers 401 to an anonymous caller and to a forged Bearer token", async () => {
      expect((await send(c, {})).statusCode).toBe(401);
      const forged = await send(c, {
        authorization: `Bearer cms_${randomBytes(24).toString("base64url")}`,
      });
      expect(forged.statusCode).toBe(401);
      expect(forged.json().code).toBe("sign_in_required");
    });

    it.each(["viewer", "editor", "admin"] as const)(
      "as %s: allowed exactly when the role has the permission",
      async (role) => {
        const res = await send(c, sessions[role].headers);
        const isAllowed = c.needs.every((p) => can(role, p));
        if (isAllowed) expect(res.statusCode, res.body).toBeLessThan(300);
        else {
          expect(res.statusCode, res.body).toBe(403);
          expect(res.json().code).toBe("forbidden");
        }
      },
    );

    it.runIf(WRITE_METHODS.has(c.method))(
      "refuses a session write without its csrf-token",
      async () => {
        const res = await send(c, { cookie: sessions.admin.cookie });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe("csrf");
        const crossSite = await send(c, {
          ...sessions.admin.headers,
          origin: "https://evil.example",
        });
        expect(crossSite.statusCode).toBe(403);
        expect(crossSite.json().code).toBe("csrf");
      },
    );
  });
});

/** A form as the admin builds it: two text fields, the second an e-mail the visitor types. */
const routingDefinition = {
  name: "نموذج التوجيه",
  fields: [
    { name: "first_name", type: "text", label: "الاسم" },
    { name: "email", type: "text", format: "email", label: "البريد" },
  ],
};

/** Each write that decides where a lead's contents go, with what it changes on form `id`. */
const ROUTING_WRITES: {
  name: string;
  method: Method;
  url: (id: number) => string;
  payload: () => object;
  /** The 403 an editor without lead access gets: its code and the pointer it names. */
  refusal: { code: string; pointer?: string };
}[] = [
  {
    name: "notification recipients",
    method: "PUT",
    url: (id) => `/forms/${id}/settings`,
    payload: () => ({
      data: {
        type: "form_settings",
        attributes: { notifications: { enabled: true, recipients: ["outside@elsewhere.example"] } },
      },
    }),
    refusal: { code: "lead_routing", pointer: "/data/attributes/notifications" },
  },
  {
    name: "the visitor's confirmation mail",
    method: "PUT",
    url: (id) => `/forms/${id}/settings`,
    payload: () => ({
      data: {
        type: "form_settings",
        attributes: {
          confirmations: { enabled: true, email_field: "email", body: "{{first_name}} {{email}}" },
        },
      },
    }),
    refusal: { code: "lead_routing", pointer: "/data/attributes/confirmations" },
  },
  {
    name: "integration targets",
    method: "PUT",
    url: (id) => `/forms/${id}/integrations`,
    payload: () => ({
      data: {
        type: "integration",
        attributes: {
          config: {
            targets: [
              { id: "outside", kind: "webhook", url: "https://hooks.elsewhere.example/in" },
            ],
          },
        },
      },
    }),
    refusal: { code: "forbidden" },
  },
];

describe.each(engines)("who may route leads, on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  let admin: TestSession;
  let editor: TestSession;
  let leadEditor: TestSession;
  let viewer: TestSession;

  beforeAll(async () => {
    database = await freshDatabase(engine);
    app = await buildServer({ db: database.db, outbox: false });
    await app.ready();
    admin = await signedInAs(database.db, "admin");
    editor = await signedInAs(database.db, "editor");
    leadEditor = await signedInAs(database.db, "editor");
    viewer = await signedInAs(database.db, "viewer");
    await database.db
      .update(users)
      .set({ lead_access: true })
      .where(eq(users.id, leadEditor.userId));
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const call = (who: TestSession, method: Method, url: string, payload?: object) =>
    app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

  async function newForm(): Promise<number> {
    const res = await call(admin, "POST", "/forms", {
      data: { type: "form", attributes: routingDefinition },
    });
    expect(res.statusCode, res.body).toBe(201);
    return Number(res.json().data.id);
  }

  /** Everything a form routes, as staff read it back. */
  async function routingOf(id: number) {
    const read = async (url: string) => (await call(admin, "GET", url)).json().data.attributes;
    return {
      notifications: await read(`/forms/${id}/settings/notifications`),
      confirmations: await read(`/forms/${id}/settings/confirmations`),
      integrations: await read(`/forms/${id}/integrations`),
    };
  }

  const formCount = async () => (await database.db.select({ id: forms.id }).from(forms)).length;

  it("gives leads:route to admins, and to editors only with lead access", () => {
    expect(can("admin", "leads:route")).toBe(true);
    expect(can("editor", "leads:route")).toBe(false);
    expect(can("editor", "leads:route", true)).toBe(true);
    expect(can("viewer", "leads:route", true)).toBe(false);
  });

  it("says so in the OpenAPI: the integrations write needs leads:route", async () => {
    const paths = (await app.inject({ method: "GET", url: "/api/openapi.json" })).json().paths;
    expect(paths["/forms/{formId}/integrations"].put["x-permission"]).toEqual([
      "forms:write",
      "leads:route",
    ]);
  });

  describe.each(ROUTING_WRITES)("$method $name", (write) => {
    it("refuses an editor without lead access and a viewer, changing nothing", async () => {
      const id = await newForm();
      const before = await routingOf(id);
      const refused = await call(editor, write.method, write.url(id), write.payload());
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().code).toBe(write.refusal.code);
      expect(refused.json().message).toContain("leads:route");
      if (write.refusal.pointer)
        expect(refused.json().details).toContainEqual(
          expect.objectContaining({ pointer: write.refusal.pointer, rule: "leads:route" }),
        );
      expect((await call(viewer, write.method, write.url(id), write.payload())).statusCode).toBe(
        403,
      );
      expect(await routingOf(id)).toEqual(before);
      const audited = await auditEntries(database.db, "form", String(id));
      expect(audited.filter((e) => e.action !== "create")).toEqual([]);
    });

    it.each(["an editor with lead access", "an admin"])(
      "lets %s change it, audited",
      async (who) => {
        const actor = who === "an admin" ? admin : leadEditor;
        const id = await newForm();
        const before = await routingOf(id);
        const res = await call(actor, write.method, write.url(id), write.payload());
        expect(res.statusCode, res.body).toBe(200);
        expect(await routingOf(id)).not.toEqual(before);
        const routed = (await auditEntries(database.db, "form", String(id))).filter(
          (e) => e.action === "route_leads",
        );
        expect(routed).toHaveLength(1);
        expect(routed[0]?.actor_label).toBe(actor.email);
        expect(JSON.stringify(routed[0]?.after)).toMatch(
          /outside@elsewhere|hooks\.elsewhere|"email"/,
        );
      },
    );
  });

  it("lets an editor without lead access edit the thank-you, sending the routing back unchanged", async () => {
    const id = await newForm();
    const routed = await call(admin, "PUT", `/forms/${id}/settings`, {
      data: {
        type: "form_settings",
        attributes: { notifications: { enabled: true, recipients: ["sales@example.com"] } },
      },
    });
    expect(routed.statusCode, routed.body).toBe(200);
    const before = await routingOf(id);
    const res = await call(editor, "PUT", `/forms/${id}/settings`, {
      data: {
        type: "form_settings",
        attributes: {
          thank_you: { type: "message", title: "شكراً", message: "وصلنا طلبك" },
          notifications: before.notifications,
          confirmations: before.confirmations,
        },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.attributes.thank_you.message).toBe("وصلنا طلبك");
    expect(await routingOf(id)).toEqual(before);
  });

  it("imports or copies a form that routes leads only for those who may route them", async () => {
    const id = await newForm();
    const routed = await call(admin, "PUT", `/forms/${id}/settings`, {
      data: {
        type: "form_settings",
        attributes: { notifications: { enabled: true, recipients: ["sales@example.com"] } },
      },
    });
    expect(routed.statusCode, routed.body).toBe(200);
    const exported = (await call(admin, "GET", `/forms/${id}/export`)).json();
    const carrying = {
      data: {
        ...exported.data,
        attributes: {
          ...exported.data.attributes,
          settings: {
            ...exported.data.attributes.settings,
            notifications: { enabled: true, recipients: ["outside@elsewhere.example"] },
          },
        },
      },
    };
    const count = await formCount();
    const refusedImport = await call(editor, "POST", "/forms/import", carrying);
    expect(refusedImport.statusCode, refusedImport.body).toBe(403);
    expect(refusedImport.json()).toMatchObject({ code: "lead_routing" });
    expect(refusedImport.json().details[0]).toMatchObject({
      pointer: "/data/attributes/settings/notifications",
      rule: "leads:route",
    });
    const refusedCopy = await call(editor, "POST", `/forms/${id}/duplicate`);
    expect(refusedCopy.statusCode, refusedCopy.body).toBe(403);
    expect(await formCount()).toBe(count);
    // A form that sends nothing anywhere is the editor's to import and copy.
    const plain = await newForm();
    const plainExport = (await call(admin, "GET", `/forms/${plain}/export`)).json();
    expect((await call(editor, "POST", "/forms/import", plainExport)).statusCode).toBe(201);
    expect((await call(editor, "POST", `/forms/${plain}/duplicate`)).statusCode).toBe(201);
    expect((await call(leadEditor, "POST", "/forms/import", carrying)).statusCode).toBe(201);
    expect((await call(leadEditor, "POST", `/forms/${id}/duplicate`)).statusCode).toBe(201);
    expect(await formCount()).toBe(count + 5);
  });
});
