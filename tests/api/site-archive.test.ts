import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../runtime/db/migrate.ts";
import { importDemo } from "../../runtime/demo/import-demo.ts";
import {
  ARCHIVE_FORMAT_VERSION,
  ArchiveInvalidError,
  exportSite,
  importSite,
  packSiteArchive,
  type SiteArchive,
  unpackSiteArchive,
} from "../../runtime/features/content/site-archive.ts";
import { buildServer } from "../../runtime/server.ts";
import { type Engine, engines, freshDatabase } from "../helpers/database.ts";
import { internalLinks } from "../helpers/site-crawl.ts";

type Fresh = Awaited<ReturnType<typeof freshDatabase>>;

/** What differs between two renders of one page by design: nonces and per-request tokens. */
function stable(html: string): string {
  return html
    .replace(/nonce="[^"]*"/g, 'nonce=""')
    .replace(/"(csrf|nonce|requestId|request_id)":"[^"]*"/g, '"$1":""');
}

const NOT_PAGES =
  /^\/(api|admin|assets|media|editor|_)\b|\.(xml|txt|json|png|jpe?g|webp|svg|pdf|zip)$/i;

/** Every page reachable from the languages' home pages, through the server in process. */
async function crawl(app: FastifyInstance, limit = 120): Promise<Map<string, string>> {
  const pages = new Map<string, string>();
  const queue = ["/ar/", "/en/", "/he/"];
  const seen = new Set(queue);
  while (queue.length > 0 && pages.size < limit) {
    const path = queue.shift();
    if (path === undefined) break;
    const response = await app.inject({ method: "GET", url: path });
    const type = String(response.headers["content-type"] ?? "");
    if (response.statusCode !== 200 || !type.includes("text/html")) continue;
    pages.set(path, response.body);
    for (const link of internalLinks(response.body, `http://localhost${path}`)) {
      if (seen.has(link) || NOT_PAGES.test(link.split("?")[0] ?? link)) continue;
      seen.add(link);
      queue.push(link);
    }
  }
  return pages;
}

async function rows(database: Fresh, table: "pages" | "media"): Promise<number> {
  const result = await database.db.execute(sql`SELECT count(*) AS n FROM ${sql.identifier(table)}`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n);
}

describe.each(engines)("the whole site as one archive on %s", (engine: Engine) => {
  let source: Fresh;
  let target: Fresh;
  let file: Buffer;
  let archive: SiteArchive;
  beforeAll(async () => {
    source = await freshDatabase(engine);
    target = await freshDatabase(engine);
    await importDemo(source.db);
    archive = await exportSite(source.db, { withStock: true });
    file = packSiteArchive(archive);
  }, 180_000);
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
  });

  it("imports its export into an empty site, where every page renders the same HTML", async () => {
    const report = await importSite(target.db, unpackSiteArchive(file));
    expect(report.counts).toEqual(archive.manifest.counts);
    expect(report.files).toBe(archive.manifest.files);
    const before = await buildServer({ db: source.db });
    const after = await buildServer({ db: target.db });
    try {
      const pagesBefore = await crawl(before);
      const pagesAfter = await crawl(after);
      expect(pagesBefore.size).toBeGreaterThan(20);
      expect([...pagesAfter.keys()].sort()).toEqual([...pagesBefore.keys()].sort());
      for (const [path, html] of pagesBefore)
        expect(stable(pagesAfter.get(path) ?? ""), path).toBe(stable(html));
      // The pictures come back byte for byte.
      const id = archive.tables.media?.[0]?.id;
      const picture = (app: FastifyInstance) =>
        app.inject({ method: "GET", url: `/media/${String(id)}` });
      const [a, b] = await Promise.all([picture(before), picture(after)]);
      expect(b.statusCode).toBe(a.statusCode);
      expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    } finally {
      await before.close();
      await after.close();
    }
    // And the export of the import is the export it came from.
    const again = await exportSite(target.db, {
      withStock: true,
      now: new Date(archive.manifest.created_at),
    });
    expect(again.tables).toEqual(archive.tables);
  }, 300_000);

  it("refuses a site that holds content, unless told to replace it", async () => {
    await expect(importSite(target.db, unpackSiteArchive(file))).rejects.toThrow(
      /already holds pages.*--replace/,
    );
    const report = await importSite(target.db, unpackSiteArchive(file), { replace: true });
    expect(report.counts.pages).toBe(archive.manifest.counts.pages);
    expect(await rows(target, "pages")).toBe(archive.manifest.counts.pages);
  }, 120_000);

  it("refuses a bad archive whole, naming the entry and the rule, and writes nothing", async () => {
    const empty = await freshDatabase(engine);
    try {
      const bad = unpackSiteArchive(file);
      const page = bad.tables.pages?.[0];
      if (!page) throw new Error("the demo has pages");
      page.title = 42;
      const form = bad.tables.forms?.[0];
      if (form) form.definition = { name: 3 };
      const error = await importSite(empty.db, bad).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ArchiveInvalidError);
      const message = error instanceof Error ? error.message : "";
      expect(message).toMatch(/tables\/pages\.json row 0 \/title: must be a string \(rule: type\)/);
      if (form) expect(message).toMatch(/tables\/forms\.json row 0 \/definition/);
      expect(await rows(empty, "pages")).toBe(0);
      expect(await rows(empty, "media")).toBe(0);
    } finally {
      await empty.drop();
    }
  }, 120_000);

  it("refuses an archive from a newer format, or a damaged file, with a clear message", () => {
    const newer = unpackSiteArchive(file);
    newer.manifest.format_version = ARCHIVE_FORMAT_VERSION + 1;
    expect(() => unpackSiteArchive(packSiteArchive(newer))).toThrow(
      /format 2, written by a newer version of the site.*update the site/,
    );
    expect(() => unpackSiteArchive(file.subarray(0, file.length / 2))).toThrow(
      /not a site archive/,
    );
  });
});
