import { gunzipSync, gzipSync } from "node:zlib";
import { asc, getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  validateFormAttributes,
  validateFormIntegrations,
  validateFormSettings,
  validateLocationAttributes,
  validateStockVehicle,
} from "../../../generated/validate.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import {
  affectedVins,
  auditLog,
  catalogueBodyStyles,
  catalogueBrands,
  catalogueEngines,
  catalogueModels,
  catalogueNameplates,
  evLeads,
  forms,
  leadFiles,
  leads,
  locations,
  media,
  metaheads,
  modelSpecs,
  navEntries,
  offersTable,
  orders,
  pages,
  pageVersions,
  paymentEvents,
  payments,
  settings,
  stockCompanyConfig,
  stockConfigs,
  stockConfiguratorBuilds,
  stockDealers,
  stockListings,
  stockListingVehicles,
  stockVehicles,
  stockWidgetTranslations,
  tradeInOptions,
  users,
} from "../../db/tables/index.ts";
import { packTar, TarFormatError, unpackTar } from "./tar.ts";
import {
  type ContentProblem,
  describe,
  formatContentProblem,
  useful,
  validateBlock,
  validateContent,
} from "./validate-content.ts";

/**
 * A whole site as one file: `manifest.json`, one `tables/<table>.json` per table (rows keyed by
 * the database's column names, in primary-key order) and the binary files (the media library's
 * pictures, leads' uploads) as entries of their own, named from the rows that hold them. A gzipped
 * ustar file: any tar tool lists and unpacks it.
 */

/** The archive layout this code writes; an archive with a higher number is refused. */
export const ARCHIVE_FORMAT_VERSION = 1;
const ARCHIVE_FORMAT = "rtl-block-site archive";

/**
 * What a table's rows are. `content`: what editors made, always archived. `personal`: people's
 * data (accounts, leads, orders), archived only when asked. `stock`: vehicles from the feeds,
 * archived only when asked (the feed brings them back).
 */
export type TableGroup = "content" | "personal" | "stock";

interface ArchivedTable {
  readonly table: PgTable;
  readonly group: TableGroup;
  /** Why the table is in its group, for the README and for a reader of the manifest. */
  readonly holds: string;
  /** Columns (property names) that order the rows: the primary key. */
  readonly order: readonly string[];
  /** A column naming a row of the same table that must be written first. */
  readonly parent?: string;
  /** Columns naming a user: emptied when the users are not in the archive. */
  readonly userColumns?: readonly string[];
  /** The archive entry of a binary column's bytes. */
  readonly fileName?: (row: Record<string, unknown>) => string;
  /** The generated validators' checks of one row (its JSON form), beyond the columns' types. */
  readonly check?: (row: Record<string, unknown>, where: string) => ContentProblem[];
}

/** Ajv's errors of one validator, as problems located in the archive. */
function problemsOf(
  validate: {
    (value: unknown): boolean;
    errors?: Parameters<typeof useful>[0];
  },
  value: unknown,
  where: string,
  pointer: string,
): ContentProblem[] {
  if (validate(value)) return [];
  return useful(validate.errors).map((e) => ({
    where,
    pointer: `${pointer}${e.instancePath}`,
    rule: e.keyword,
    message: describe(e),
  }));
}

/** A snapshot's blocks (a draft or a published version): each valid for its template. */
function snapshotBlocks(snapshot: unknown, where: string, pointer: string): ContentProblem[] {
  if (snapshot === null || snapshot === undefined) return [];
  const blocks = typeof snapshot === "object" ? Reflect.get(snapshot, "blocks") : undefined;
  if (!Array.isArray(blocks))
    return [{ where, pointer, rule: "type", message: "must be a page snapshot with blocks" }];
  return blocks.flatMap((block, i) =>
    validateBlock(structuredClone(block), `${where} ${pointer}/blocks/${i}`),
  );
}

const safeName = (text: unknown) =>
  String(text ?? "")
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._-]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60) || "file";

/**
 * Every table of the database an archive may carry, in the order they are written (a row's
 * references first). Tables not listed stay out of every archive: sessions, API tokens and
 * sign-in attempts (credentials and traces of this installation), page presence (who has a page
 * open now), the search index and the change counters (rebuilt), the outbox and what it
 * delivered (sent mail, CRM inbox), lead exports, idempotency keys, vehicle holds, and the local
 * payment and SMS providers' records (short-lived working state).
 */
export const ARCHIVED_TABLES: readonly ArchivedTable[] = [
  {
    table: users,
    group: "personal",
    holds: "accounts: names, e-mail addresses, password hashes",
    order: ["id"],
  },
  {
    table: pages,
    group: "content",
    holds: "pages in every language: published blocks, drafts, redirects and links",
    order: ["id"],
    userColumns: ["updated_by"],
  },
  {
    table: pageVersions,
    group: "content",
    holds: "each page's published versions (history and restore)",
    order: ["id"],
    userColumns: ["created_by"],
    check: (row, where) => snapshotBlocks(row.snapshot, where, "/snapshot"),
  },
  {
    table: settings,
    group: "content",
    holds: "every setting, language overrides included",
    order: ["id"],
  },
  {
    table: metaheads,
    group: "content",
    holds: "head and body snippets, page styles",
    order: ["id"],
  },
  {
    table: media,
    group: "content",
    holds: "the media library: each picture's file and its alt text",
    order: ["id"],
    userColumns: ["created_by"],
    fileName: (row) => `media/${String(row.id)}-${safeName(row.filename)}`,
  },
  {
    table: navEntries,
    group: "content",
    holds: "the menus of every language",
    order: ["id"],
    parent: "parent_id",
  },
  {
    table: forms,
    group: "content",
    holds: "forms, their settings and integrations",
    order: ["id"],
    check: (row, where) => [
      ...problemsOf(validateFormAttributes, row.definition, where, "/definition"),
      ...problemsOf(validateFormSettings, row.settings, where, "/settings"),
      ...problemsOf(
        validateFormIntegrations,
        { targets: row.integrations },
        where,
        "/integrations",
      ),
    ],
  },
  {
    table: locations,
    group: "content",
    holds: "the forms' locations (showrooms, service centres)",
    order: ["id"],
    check: (row, where) =>
      problemsOf(validateLocationAttributes, row.attributes, where, "/attributes"),
  },
  { table: leads, group: "personal", holds: "visitors' form submissions", order: ["id"] },
  {
    table: leadFiles,
    group: "personal",
    holds: "files visitors uploaded with a form",
    order: ["id"],
    fileName: (row) => `lead-files/${String(row.id)}-${safeName(row.name)}`,
  },
  { table: offersTable, group: "content", holds: "offers by model", order: ["id"] },
  { table: modelSpecs, group: "content", holds: "model specifications", order: ["key"] },
  {
    table: catalogueBrands,
    group: "content",
    holds: "the model catalogue's brands",
    order: ["id"],
  },
  {
    table: catalogueBodyStyles,
    group: "content",
    holds: "the model catalogue's body styles",
    order: ["id"],
  },
  {
    table: catalogueNameplates,
    group: "content",
    holds: "the model catalogue's nameplates",
    order: ["id"],
  },
  {
    table: catalogueModels,
    group: "content",
    holds: "the model catalogue's models (trims)",
    order: ["id"],
  },
  {
    table: catalogueEngines,
    group: "content",
    holds: "the model catalogue's engines and prices",
    order: ["id"],
  },
  {
    table: affectedVins,
    group: "content",
    holds: "the owner tools' list of affected vehicles (VINs)",
    order: ["vin"],
  },
  { table: stockDealers, group: "content", holds: "dealers and their contact data", order: ["id"] },
  {
    table: stockListings,
    group: "content",
    holds: "stock lists: their disclaimers and buttons",
    order: ["id"],
  },
  {
    table: stockVehicles,
    group: "stock",
    holds: "vehicles imported from the stock feeds",
    order: ["id"],
    check: (row, where) => problemsOf(validateStockVehicle, row.attributes, where, "/attributes"),
  },
  {
    table: stockListingVehicles,
    group: "stock",
    holds: "which vehicle is in which stock list",
    order: ["listingId", "vehicleId"],
  },
  {
    table: stockConfigs,
    group: "content",
    holds: "stock locator and showroom configs",
    order: ["id"],
  },
  {
    table: stockCompanyConfig,
    group: "content",
    holds: "the company's stock config",
    order: ["scope"],
  },
  {
    table: stockWidgetTranslations,
    group: "content",
    holds: "the stock widgets' texts by language",
    order: ["configId", "lang"],
  },
  {
    table: tradeInOptions,
    group: "content",
    holds: "trade-in makes and models by language",
    order: ["lang", "kind", "brand", "value"],
  },
  {
    table: stockConfiguratorBuilds,
    group: "content",
    holds: "configurator builds the stock pages link to",
    order: ["configUrl"],
  },
  { table: orders, group: "personal", holds: "online orders and reservations", order: ["id"] },
  { table: payments, group: "personal", holds: "the orders' payments", order: ["id"] },
  { table: paymentEvents, group: "personal", holds: "the payments' histories", order: ["id"] },
  {
    table: evLeads,
    group: "personal",
    holds: "electric-vehicle reservations' buyers",
    order: ["created_at", "id"],
    parent: "retry_of",
  },
  { table: auditLog, group: "personal", holds: "who changed what, when", order: ["id"] },
];

const nameOf = (entry: ArchivedTable) => getTableName(entry.table);
const entryOf = (table: string) => `tables/${table}.json`;

/** The archive's first entry: what it holds, from which site, in which format. */
export interface ArchiveManifest {
  format: typeof ARCHIVE_FORMAT;
  format_version: number;
  created_at: string;
  /** The database migrations the site had applied (runtime/db/migrations). */
  migrations: string[];
  /** The groups of tables it carries (content always). */
  groups: TableGroup[];
  /** Rows per table. */
  counts: Record<string, number>;
  /** Binary files (media, uploads) and their total size. */
  files: number;
  file_bytes: number;
}

/** A site archive in memory: the manifest, every table's rows (JSON values), the files. */
export interface SiteArchive {
  manifest: ArchiveManifest;
  tables: Record<string, Record<string, unknown>[]>;
  files: Map<string, Buffer>;
}

/** One step of a long export or import, for a progress line. */
export interface ArchiveProgress {
  stage: "read" | "check" | "write";
  /** The table or entry at hand. */
  item: string;
  done: number;
  total: number;
}

export interface ExportOptions {
  /** Accounts, leads, orders and the audit log too (personal data). */
  withPersonalData?: boolean;
  /** The feeds' vehicles too. */
  withStock?: boolean;
  onProgress?: (progress: ArchiveProgress) => void;
  /** The manifest's date (now by default). */
  now?: Date;
}

/** A column's value as JSON: dates as ISO strings; binary columns are written as files. */
function jsonValue(column: PgColumn, value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (column.columnType === "PgTimestamp" && typeof value === "string")
    return new Date(value).toISOString();
  return value;
}

function columnsOf(entry: ArchivedTable): [string, PgColumn][] {
  return Object.entries(getTableColumns(entry.table)).filter(([, c]) => c.generated === undefined);
}

function groupsOf(options: ExportOptions): TableGroup[] {
  return [
    "content",
    ...(options.withPersonalData ? (["personal"] as const) : []),
    ...(options.withStock ? (["stock"] as const) : []),
  ];
}

async function appliedMigrations(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`SELECT name FROM schema_migrations ORDER BY name`),
  );
  return rows.map((r) => r.name);
}

/**
 * Reads the whole site into an archive (one read transaction, so the tables agree with each
 * other). Users are referred to by id only when they travel too; otherwise those references are
 * emptied (a page's version keeps its author's name).
 */
export async function exportSite(db: Db, options: ExportOptions = {}): Promise<SiteArchive> {
  const groups = groupsOf(options);
  const chosen = ARCHIVED_TABLES.filter((t) => groups.includes(t.group));
  const tables: SiteArchive["tables"] = {};
  const files = new Map<string, Buffer>();
  const counts: Record<string, number> = {};
  let fileBytes = 0;
  const migrations = await db.transaction(
    async (tx) => {
      for (const [i, entry] of chosen.entries()) {
        const name = nameOf(entry);
        options.onProgress?.({ stage: "read", item: name, done: i, total: chosen.length });
        const all = getTableColumns(entry.table);
        const rows: Record<string, unknown>[] = await tx
          .select()
          .from(entry.table)
          .orderBy(...entry.order.flatMap((c) => (all[c] ? [asc(all[c])] : [])));
        tables[name] = rows.map((row) => {
          const out: Record<string, unknown> = {};
          for (const [property, column] of columnsOf(entry)) {
            let value = row[property];
            if (!options.withPersonalData && entry.userColumns?.includes(property)) value = null;
            if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
              const file = entry.fileName?.(row) ?? `${name}/${files.size}`;
              const bytes = Buffer.from(value);
              files.set(file, bytes);
              fileBytes += bytes.length;
              value = file;
            }
            out[column.name] = jsonValue(column, value);
          }
          return out;
        });
        counts[name] = rows.length;
      }
      return appliedMigrations(tx);
    },
    { accessMode: "read only", isolationLevel: "repeatable read" },
  );
  return {
    manifest: {
      format: ARCHIVE_FORMAT,
      format_version: ARCHIVE_FORMAT_VERSION,
      created_at: (options.now ?? new Date()).toISOString(),
      migrations,
      groups,
      counts,
      files: files.size,
      file_bytes: fileBytes,
    },
    tables,
    files,
  };
}

/** The archive as a .tar.gz file. */
export function packSiteArchive(archive: SiteArchive): Buffer {
  const mtime = Math.floor(Date.parse(archive.manifest.created_at) / 1000) || 0;
  const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 1)}\n`);
  return gzipSync(
    packTar(
      [
        { name: "manifest.json", data: json(archive.manifest) },
        ...Object.entries(archive.tables).map(([name, rows]) => ({
          name: entryOf(name),
          data: json(rows),
        })),
        ...[...archive.files].map(([name, data]) => ({ name, data })),
      ],
      mtime,
    ),
    { level: 6 },
  );
}

/** An archive that cannot be imported: nothing was written, each problem says where and why. */
export class ArchiveInvalidError extends Error {
  readonly problems: ContentProblem[];
  constructor(
    problems: ContentProblem[],
    summary = "The archive is invalid; nothing was imported.",
  ) {
    super(`${summary}\n${problems.map(formatContentProblem).join("\n")}`);
    this.name = "ArchiveInvalidError";
    this.problems = problems;
  }
}

const refuse = (where: string, rule: string, message: string): never => {
  throw new ArchiveInvalidError([{ where, pointer: "", rule, message }]);
};

/** A .tar.gz file back into an archive: entries parsed, the manifest read, nothing checked yet. */
export function unpackSiteArchive(file: Buffer): SiteArchive {
  let entries: ReturnType<typeof unpackTar>;
  try {
    entries = unpackTar(file[0] === 0x1f && file[1] === 0x8b ? gunzipSync(file) : file);
  } catch (error) {
    const reason = error instanceof TarFormatError ? error.message : String(error);
    return refuse("archive", "format", `is not a site archive (.tar.gz): ${reason}`);
  }
  const parse = (name: string, data: Buffer): unknown => {
    try {
      return JSON.parse(data.toString("utf8"));
    } catch (error) {
      return refuse(
        name,
        "json",
        `is not valid JSON: ${error instanceof Error ? error.message : error}`,
      );
    }
  };
  let manifest: unknown;
  const tables: SiteArchive["tables"] = {};
  const files = new Map<string, Buffer>();
  for (const { name, data } of entries) {
    if (name === "manifest.json") manifest = parse(name, data);
    else if (/^tables\/[a-z_]+\.json$/.test(name)) {
      const rows = parse(name, data);
      if (
        !Array.isArray(rows) ||
        !rows.every((r) => typeof r === "object" && r !== null && !Array.isArray(r))
      )
        refuse(name, "type", "must be an array of rows (objects)");
      else tables[name.slice("tables/".length, -".json".length)] = rows;
    } else files.set(name, data);
  }
  if (manifest === undefined)
    return refuse("manifest.json", "required", "is missing: this is not a site archive");
  return { manifest: checkManifest(manifest), tables, files };
}

function checkManifest(value: unknown): ArchiveManifest {
  const where = "manifest.json";
  if (typeof value !== "object" || value === null)
    return refuse(where, "type", "must be an object");
  const field = (key: string): unknown => Reflect.get(value, key);
  if (field("format") !== ARCHIVE_FORMAT)
    refuse(where, "format", `"format" must be "${ARCHIVE_FORMAT}": this is not a site archive`);
  const version = field("format_version");
  if (typeof version !== "number" || !Number.isInteger(version) || version < 1)
    refuse(where, "format_version", `"format_version" must be a whole number from 1`);
  else if (version > ARCHIVE_FORMAT_VERSION)
    refuse(
      where,
      "format_version",
      `the archive is format ${version}, written by a newer version of the site; this site reads format ${ARCHIVE_FORMAT_VERSION}: update the site, then import`,
    );
  const migrations = field("migrations");
  const groups = field("groups");
  const counts = field("counts");
  if (!Array.isArray(migrations) || !migrations.every((m) => typeof m === "string"))
    refuse(where, "type", `"migrations" must be a list of migration names`);
  if (
    !Array.isArray(groups) ||
    !groups.every((g) => g === "content" || g === "personal" || g === "stock")
  )
    refuse(where, "enum", `"groups" must list some of "content", "personal", "stock"`);
  if (typeof counts !== "object" || counts === null || Array.isArray(counts))
    refuse(where, "type", `"counts" must map each table to its number of rows`);
  const createdAt = field("created_at");
  return {
    format: ARCHIVE_FORMAT,
    format_version: Number(version),
    created_at: typeof createdAt === "string" ? createdAt : "",
    migrations: Array.isArray(migrations) ? migrations.map(String) : [],
    groups: Array.isArray(groups)
      ? groups.filter((g): g is TableGroup => typeof g === "string")
      : [],
    counts: Object.fromEntries(Object.entries(counts ?? {}).map(([k, v]) => [k, Number(v)])),
    files: Number(field("files") ?? 0),
    file_bytes: Number(field("file_bytes") ?? 0),
  };
}

/** Does a JSON value fit a column (before the database sees it)? The rule broken, or null. */
function columnProblem(column: PgColumn, value: unknown): string | null {
  if (value === null) return column.notNull ? "must not be null" : null;
  switch (column.dataType) {
    case "string":
      return typeof value === "string" ? null : "must be a string";
    case "number":
      return typeof value === "number" && Number.isFinite(value) ? null : "must be a number";
    case "boolean":
      return typeof value === "boolean" ? null : "must be true or false";
    case "date":
      return typeof value === "string" && !Number.isNaN(Date.parse(value))
        ? null
        : "must be a date and time (ISO 8601)";
    case "array":
      return Array.isArray(value) ? null : "must be a list";
    case "custom":
      return typeof value === "string" ? null : "must name a file of the archive";
    default:
      return null;
  }
}

interface DecodedTable {
  entry: ArchivedTable;
  rows: Record<string, unknown>[];
}

/**
 * Checks the whole archive without writing: the manifest, every row's columns, the generated
 * validators of pages, blocks, settings, forms, locations and vehicles, the files rows name, and
 * references within the archive. Every problem is collected before the archive is refused.
 */
export function checkSiteArchive(
  archive: SiteArchive,
  known: { migrations: readonly string[] },
  onProgress?: (progress: ArchiveProgress) => void,
): DecodedTable[] {
  const problems: ContentProblem[] = [];
  const { manifest } = archive;
  const knownMigrations = new Set(known.migrations);
  const unknown = manifest.migrations.filter((m) => !knownMigrations.has(m));
  if (unknown.length > 0)
    refuse(
      "manifest.json",
      "migrations",
      `the archive comes from a site with database changes this site lacks (${unknown.join(", ")}): update the site, then import`,
    );
  const byName = new Map(ARCHIVED_TABLES.map((t) => [nameOf(t), t]));
  for (const name of Object.keys(archive.tables))
    if (!byName.has(name))
      problems.push({
        where: entryOf(name),
        pointer: "",
        rule: "known-table",
        message: "is not a table a site archive holds",
      });
  const usedFiles = new Set<string>();
  const decoded: DecodedTable[] = [];
  const chosen = ARCHIVED_TABLES.filter((t) => manifest.groups.includes(t.group));
  for (const [i, entry] of chosen.entries()) {
    const name = nameOf(entry);
    const where = entryOf(name);
    onProgress?.({ stage: "check", item: name, done: i, total: chosen.length });
    const rows = archive.tables[name] ?? [];
    if ((manifest.counts[name] ?? 0) !== rows.length)
      problems.push({
        where,
        pointer: "",
        rule: "count",
        message: `holds ${rows.length} rows where the manifest counts ${manifest.counts[name] ?? 0}: the archive is incomplete or was edited`,
      });
    const columns = columnsOf(entry);
    const byColumn = new Map(
      columns.map(([property, column]) => [column.name, { property, column }]),
    );
    const out: Record<string, unknown>[] = [];
    for (const [r, row] of rows.entries()) {
      const rowWhere = `${where} row ${r}`;
      const before = problems.length;
      for (const key of Object.keys(row))
        if (!byColumn.has(key))
          problems.push({
            where: rowWhere,
            pointer: `/${key}`,
            rule: "known-column",
            message: `"${key}" is not a column of ${name}`,
          });
      const value: Record<string, unknown> = {};
      for (const [property, column] of columns) {
        const has = Object.hasOwn(row, column.name);
        if (!has) {
          if (column.notNull && !column.hasDefault)
            problems.push({
              where: rowWhere,
              pointer: `/${column.name}`,
              rule: "required",
              message: "is missing",
            });
          continue;
        }
        const cell = row[column.name];
        const wrong = columnProblem(column, cell);
        if (wrong) {
          problems.push({
            where: rowWhere,
            pointer: `/${column.name}`,
            rule: "type",
            message: wrong,
          });
          continue;
        }
        if (column.dataType === "custom" && typeof cell === "string") {
          const bytes = archive.files.get(cell);
          if (!bytes)
            problems.push({
              where: rowWhere,
              pointer: `/${column.name}`,
              rule: "file",
              message: `names "${cell}", which is not in the archive`,
            });
          else value[property] = bytes;
          usedFiles.add(cell);
        } else if (column.dataType === "date" && typeof cell === "string")
          value[property] = new Date(cell);
        else value[property] = cell;
      }
      if (problems.length === before && entry.check) problems.push(...entry.check(row, rowWhere));
      out.push(value);
    }
    decoded.push({ entry, rows: out });
  }
  // Pages and settings together: paths and translations unique, every block and setting valid.
  const pageRows = archive.tables.pages ?? [];
  const settingRows = archive.tables.settings ?? [];
  if (problems.length === 0) {
    const result = validateContent({
      pages: pageRows.map(pageFields),
      settings: settingRows.map((s) => ({ key: s.key, value: s.value })),
    });
    if (!result.isValid)
      problems.push(
        ...result.problems.map((p) => ({ ...p, where: `${entryOf("pages")}: ${p.where}` })),
      );
    for (const [r, row] of pageRows.entries())
      problems.push(...snapshotBlocks(row.draft, `${entryOf("pages")} row ${r}`, "/draft"));
  }
  for (const file of archive.files.keys())
    if (!usedFiles.has(file))
      problems.push({
        where: file,
        pointer: "",
        rule: "referenced",
        message: "is a file no row of the archive names",
      });
  if (problems.length > 0) throw new ArchiveInvalidError(problems);
  return decoded;
}

/** The fields of a page row that the Page entity (and so the content validators) knows. */
const PAGE_FIELDS = [
  "path",
  "lang",
  "translation_key",
  "page_type",
  "title",
  "meta_title",
  "meta_description",
  "image_id",
  "external_meta_image",
  "canonical_url",
  "disable_seo_tracking",
  "type",
  "to",
  "http_code",
  "link_type",
  "redirect_path",
  "link_new_window",
  "blocks",
] as const;

function pageFields(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    PAGE_FIELDS.filter((f) => Object.hasOwn(row, f)).map((f) => [f, row[f]]),
  );
}

/** Parents before their children, so a self-reference always names a row already written. */
function parentsFirst(rows: Record<string, unknown>[], parent: string): Record<string, unknown>[] {
  const ids = new Set(rows.map((r) => r.id));
  const written = new Set<unknown>();
  const out: Record<string, unknown>[] = [];
  let pending = rows;
  while (pending.length > 0) {
    const next = pending.filter((r) => {
      const ref = r[parent];
      if (ref === null || ref === undefined || !ids.has(ref) || written.has(ref)) {
        out.push(r);
        written.add(r.id);
        return false;
      }
      return true;
    });
    // A cycle cannot be written in order: the database refuses it and nothing is kept.
    if (next.length === pending.length) return [...out, ...next];
    pending = next;
  }
  return out;
}

export interface ImportOptions {
  /** Empty the tables the archive carries first (in the same transaction). */
  replace?: boolean;
  onProgress?: (progress: ArchiveProgress) => void;
}

export interface SiteImportReport {
  tables: number;
  rows: number;
  files: number;
  counts: Record<string, number>;
}

/**
 * Rows per statement: a few hundred, or fewer when they carry files (one large statement is
 * slower than several small ones on both drivers).
 */
function* batchesOf(rows: Record<string, unknown>[]): Generator<Record<string, unknown>[]> {
  let batch: Record<string, unknown>[] = [];
  let bytes = 0;
  for (const row of rows) {
    batch.push(row);
    for (const value of Object.values(row)) if (Buffer.isBuffer(value)) bytes += value.length;
    if (batch.length >= 200 || bytes >= 64 * 1024) {
      yield batch;
      batch = [];
      bytes = 0;
    }
  }
  if (batch.length > 0) yield batch;
}

async function rowCount(db: Db, table: PgTable): Promise<number> {
  const [row] = rowsOf<{ n: number | string }>(
    await db.execute(sql`SELECT count(*) AS n FROM ${table}`),
  );
  return Number(row?.n ?? 0);
}

/**
 * Writes an archive into the site, the exact inverse of exportSite: every row with its own id
 * (so pages, menus, forms and pictures keep referring to each other), sequences moved past them.
 * Checked whole first; then one transaction: a problem anywhere writes nothing. The site must
 * hold nothing the archive carries, unless `replace` empties those tables first.
 */
export async function importSite(
  db: Db,
  archive: SiteArchive,
  options: ImportOptions = {},
): Promise<SiteImportReport> {
  const decoded = checkSiteArchive(
    archive,
    { migrations: await appliedMigrations(db) },
    options.onProgress,
  );
  const counts: Record<string, number> = {};
  let total = 0;
  await db.transaction(async (tx) => {
    const occupied: string[] = [];
    for (const { entry } of decoded)
      if ((await rowCount(tx, entry.table)) > 0) occupied.push(nameOf(entry));
    if (occupied.length > 0 && !options.replace)
      refuse(
        "site",
        "empty",
        `already holds ${occupied.join(", ")}: import into an empty site, or replace what it holds with --replace`,
      );
    if (options.replace) {
      if (!archive.manifest.groups.includes("personal") && (await rowCount(tx, leads)) > 0)
        refuse(
          "site",
          "replace",
          "holds leads of the forms the archive would replace: export its leads first, or import an archive made with --with-personal-data",
        );
      for (const { entry } of [...decoded].reverse())
        await tx.execute(sql`DELETE FROM ${entry.table}`);
    }
    for (const [i, { entry, rows }] of decoded.entries()) {
      const name = nameOf(entry);
      options.onProgress?.({ stage: "write", item: name, done: i, total: decoded.length });
      const ordered = entry.parent ? parentsFirst(rows, entry.parent) : rows;
      const columns = columnsOf(entry);
      for (const batch of batchesOf(ordered)) {
        const present = columns.filter(([property]) =>
          batch.some((r) => Object.hasOwn(r, property)),
        );
        const values = batch.map(
          (row) =>
            sql`(${sql.join(
              present.map(([property, column]) =>
                Object.hasOwn(row, property) ? sql.param(row[property], column) : sql`DEFAULT`,
              ),
              sql`, `,
            )})`,
        );
        await tx.execute(
          sql`INSERT INTO ${entry.table} (${sql.join(
            present.map(([, column]) => sql.identifier(column.name)),
            sql`, `,
          )}) VALUES ${sql.join(values, sql`, `)}`,
        );
      }
      for (const [, column] of columns)
        if (/Serial/.test(column.columnType))
          await tx.execute(
            sql`SELECT setval(pg_get_serial_sequence(${name}, ${column.name}), coalesce((SELECT max(${sql.identifier(column.name)}) FROM ${entry.table}), 0) + 1, false)`,
          );
      counts[name] = rows.length;
      total += rows.length;
    }
  });
  return { tables: decoded.length, rows: total, files: archive.files.size, counts };
}

/** True when the site holds no page yet: the demo is imported only then. */
export async function isSiteEmpty(db: Db): Promise<boolean> {
  return (await rowCount(db, pages)) === 0;
}
