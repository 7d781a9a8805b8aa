import { asc, eq } from "drizzle-orm";
import { changeOf, migrateBlock } from "../../core/block-migrations.ts";
import { isRecord } from "../../core/records.ts";
import type { Db } from "../../db/client.ts";
import { pages, settings } from "../../db/tables/index.ts";
import { type ContentProblem, validateBlock, validateSetting } from "./validate-content.ts";

/** Which copy of a page a block was read from. */
type PageCopy = "published" | "draft";

/** One stored block that its migrations changed. */
interface BlockChange {
  path: string;
  copy: PageCopy;
  index: number;
  template: string;
  from: number;
  to: number;
  /** The steps that ran, e.g. ["1→2"]; empty when only the version stamp was added. */
  steps: string[];
}

interface MigrationReport {
  isDryRun: boolean;
  pages: number;
  blocks: number;
  /** Blocks whose content a migration changed. */
  migrated: BlockChange[];
  /** Blocks already current that only gained their version stamp. */
  stamped: number;
  /** Pages whose stored JSON was (or, on a dry run, would be) rewritten. */
  pagesWritten: string[];
}

type PageRow = typeof pages.$inferSelect;

/** The blocks of each copy of a page: the published column and the draft's snapshot. */
function copiesOf(row: PageRow): { copy: PageCopy; blocks: unknown[] }[] {
  const out: { copy: PageCopy; blocks: unknown[] }[] = [
    { copy: "published", blocks: Array.isArray(row.blocks) ? row.blocks : [] },
  ];
  if (isRecord(row.draft) && Array.isArray(row.draft.blocks))
    out.push({ copy: "draft", blocks: row.draft.blocks });
  return out;
}

interface MigrateOptions {
  isDryRun: boolean;
  /** Called before each page is written, inside the transaction (tests make it fail). */
  beforeWrite?: (path: string) => void;
}

/**
 * `npm run content -- migrate`: every stored block (published and draft) migrated to its schema's
 * x-version and stamped with it, all pages in one transaction; a dry run reads and reports only.
 * Validation is `check`'s job: a block that fails it after migrating is still written migrated.
 */
export async function migrateStoredContent(
  db: Db,
  options: MigrateOptions,
): Promise<MigrationReport> {
  const report: MigrationReport = {
    isDryRun: options.isDryRun,
    pages: 0,
    blocks: 0,
    migrated: [],
    stamped: 0,
    pagesWritten: [],
  };
  await db.transaction(async (tx) => {
    const rows = await tx.select().from(pages).orderBy(asc(pages.path));
    for (const row of rows) {
      report.pages += 1;
      let isPageChanged = false;
      const next: Record<PageCopy, unknown[]> = { published: [], draft: [] };
      for (const { copy, blocks } of copiesOf(row)) {
        next[copy] = blocks.map((raw, index) => {
          report.blocks += 1;
          const m = migrateBlock(raw);
          const change = changeOf(raw, m);
          if (change === "none") return raw;
          isPageChanged = true;
          if (change === "content")
            report.migrated.push({
              path: row.path,
              copy,
              index,
              template: m.template,
              from: m.from,
              to: m.to,
              steps: m.steps,
            });
          else report.stamped += 1;
          return m.block;
        });
      }
      if (!isPageChanged) continue;
      report.pagesWritten.push(row.path);
      if (options.isDryRun) continue;
      options.beforeWrite?.(row.path);
      await tx
        .update(pages)
        .set({
          blocks: next.published,
          draft: isRecord(row.draft) ? { ...row.draft, blocks: next.draft } : row.draft,
        })
        .where(eq(pages.id, row.id));
    }
  });
  return report;
}

/** Human lines of a migration report, one per migrated block, then the totals. */
export function formatMigrationReport(report: MigrationReport): string[] {
  const verb = report.isDryRun ? "would migrate" : "migrated";
  const lines = report.migrated.map(
    (c) =>
      `${verb} page "${c.path}" ${c.copy} block ${c.index} (${c.template}): ${c.steps.join(", ")}`,
  );
  lines.push(
    `${report.pages} pages, ${report.blocks} blocks: ${report.migrated.length} migrated, ${report.stamped} stamped with their version; ${report.pagesWritten.length} pages ${report.isDryRun ? "would be written (dry run: nothing written)" : "written in one transaction"}`,
  );
  return lines;
}

/**
 * `npm run content -- check`: every stored block (published and draft), migrated as it would be
 * on read, validated against today's schemas, and every setting; each problem names the page,
 * the copy, the block, its template and the JSON pointer. Writes nothing.
 */
export async function checkStoredContent(db: Db): Promise<ContentProblem[]> {
  const problems: ContentProblem[] = [];
  const rows = await db.select().from(pages).orderBy(asc(pages.path));
  for (const row of rows)
    for (const { copy, blocks } of copiesOf(row))
      blocks.forEach((raw, index) => {
        const where = `page "${row.path}" (id ${row.id}) ${copy} block ${index}`;
        problems.push(...validateBlock(structuredClone(raw), where));
      });
  const settingRows = await db.select().from(settings).orderBy(asc(settings.key));
  for (const s of settingRows) problems.push(...validateSetting({ key: s.key, value: s.value }));
  return problems;
}
