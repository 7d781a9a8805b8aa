import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { blockRegistry } from "../../generated/blocks.ts";
import { openDatabase } from "../../runtime/db/client.ts";
import { migrate } from "../../runtime/db/migrate.ts";
import { pages } from "../../runtime/db/tables/index.ts";
import { exportContent, importContent } from "../../runtime/features/content/import-export.ts";
import {
  checkStoredContent,
  formatMigrationReport,
  migrateStoredContent,
} from "../../runtime/features/content/migrate-content.ts";
import { pageDetail } from "../../runtime/features/pages/page-rows.ts";
import { engines, freshDatabase } from "../helpers/database.ts";

const NAV = "lrdx-in-page-navigation";
const navVersion = blockRegistry[NAV].version;
/** An in-page navigation block as version 1 stored it. */
const oldNav = (target: string) => ({
  template: NAV,
  fields: {},
  groups: [{ label: "القسم", blockId: target }],
});
const quote = { template: "lrdx-quote", fields: { quote: "نص" }, groups: [] };

describe.each(engines)("npm run content -- migrate and check on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase(engine);
  });
  afterAll(async () => {
    await database.drop();
  });
  beforeEach(async () => {
    await database.db.delete(pages);
    await database.db.insert(pages).values([
      {
        path: "a-old",
        title: "قديمة",
        blocks: [quote, oldNav("models")],
        draft: {
          title: "مسودة",
          meta_title: null,
          meta_description: null,
          image_id: null,
          canonical_url: null,
          disable_seo_tracking: false,
          blocks: [oldNav("component-2")],
        },
      },
      { path: "b-also-old", title: "قديمة أيضاً", blocks: [oldNav("faq")] },
      { path: "c-current", title: "حديثة", blocks: [{ ...quote, version: 1 }] },
    ]);
  });

  const stored = async () =>
    database.db
      .select({ path: pages.path, blocks: pages.blocks, draft: pages.draft })
      .from(pages)
      .orderBy(asc(pages.path));

  it("a dry run reports every block it would migrate and writes nothing", async () => {
    const before = await stored();
    const report = await migrateStoredContent(database.db, { isDryRun: true });
    expect(report.migrated.map((c) => [c.path, c.copy, c.index, c.steps])).toEqual([
      ["a-old", "published", 1, ["1→2"]],
      ["a-old", "draft", 0, ["1→2"]],
      ["b-also-old", "published", 0, ["1→2"]],
    ]);
    // The quote on a-old has no version yet: it gains the stamp only.
    expect(report.stamped).toBe(1);
    expect(report.pagesWritten).toEqual(["a-old", "b-also-old"]);
    expect(formatMigrationReport(report).join("\n")).toContain(
      'would migrate page "a-old" draft block 0 (lrdx-in-page-navigation): 1→2',
    );
    expect(await stored()).toEqual(before);
  });

  it("a real run writes every page in one transaction, published and draft", async () => {
    const report = await migrateStoredContent(database.db, { isDryRun: false });
    expect(report.pagesWritten).toEqual(["a-old", "b-also-old"]);
    const [a, b, c] = await stored();
    expect(a?.blocks).toEqual([
      { ...quote, version: 1 },
      {
        template: NAV,
        fields: {},
        groups: [{ label: "القسم", block_scroll_id: "models" }],
        version: navVersion,
      },
    ]);
    expect(a?.draft).toMatchObject({
      title: "مسودة",
      blocks: [
        {
          template: NAV,
          fields: {},
          groups: [{ label: "القسم", block_scroll_id: "component-2" }],
          version: navVersion,
        },
      ],
    });
    expect(b?.blocks).toMatchObject([{ groups: [{ block_scroll_id: "faq" }] }]);
    expect(c?.blocks).toEqual([{ ...quote, version: 1 }]);
    // Run again: nothing left to do.
    const again = await migrateStoredContent(database.db, { isDryRun: false });
    expect(again.migrated).toEqual([]);
    expect(again.pagesWritten).toEqual([]);
  });

  it("a run that fails half way writes nothing", async () => {
    const before = await stored();
    await expect(
      migrateStoredContent(database.db, {
        isDryRun: false,
        beforeWrite: (p) => {
          if (p === "b-also-old") throw new Error("disk full");
        },
      }),
    ).rejects.toThrow("disk full");
    // a-old was written before the failure, inside the same transaction: rolled back.
    expect(await stored()).toEqual(before);
  });

  it("import migrates old blocks and stamps every block with its version", async () => {
    await importContent(database.db, {
      pages: [{ path: "imported", title: "مستوردة", blocks: [oldNav("models"), quote] }],
      settings: [],
    });
    const page = (await exportContent(database.db)).pages.find((p) => p.path === "imported");
    expect(page?.blocks).toMatchObject([
      {
        template: NAV,
        groups: [{ label: "القسم", block_scroll_id: "models" }],
        version: navVersion,
      },
      { template: "lrdx-quote", version: 1 },
    ]);
    expect(JSON.stringify(page?.blocks)).not.toContain("blockId");
  });

  it("the builder reads a page's old blocks migrated, published copy and draft alike", async () => {
    const [row] = await database.db.select().from(pages).where(eq(pages.path, "a-old"));
    if (!row) throw new Error("the fixture page is missing");
    const editor = { kind: "session", userId: null, label: "editor", role: "editor" } as const;
    const detail = await pageDetail(database.db, row, editor);
    expect(detail.blocks[1]).toEqual({
      template: NAV,
      fields: {},
      groups: [{ label: "القسم", block_scroll_id: "models" }],
      version: navVersion,
    });
    expect(detail.draft?.blocks).toEqual([
      {
        template: NAV,
        fields: {},
        groups: [{ label: "القسم", block_scroll_id: "component-2" }],
        version: navVersion,
      },
    ]);
    // Reading migrates a copy: the stored row is untouched until it is saved or migrated.
    const [stored] = await database.db.select().from(pages).where(eq(pages.path, "a-old"));
    expect(stored?.blocks[1]).toEqual(oldNav("models"));
  });

  it("check names every page, copy, block and JSON pointer that would break", async () => {
    expect(await checkStoredContent(database.db)).toEqual([]);
    await database.db
      .update(pages)
      .set({
        blocks: [
          quote,
          { template: "lrdx-quote", fields: { section_class: "diagonal" }, groups: [] },
        ],
        draft: {
          title: "مسودة",
          meta_title: null,
          meta_description: null,
          image_id: null,
          canonical_url: null,
          disable_seo_tracking: false,
          blocks: [
            { template: "lrdx-gone", fields: {}, groups: [] },
            { ...quote, version: 9 },
          ],
        },
      })
      .where(eq(pages.path, "c-current"));
    const problems = await checkStoredContent(database.db);
    const id = (
      await database.db.select({ id: pages.id }).from(pages).where(eq(pages.path, "c-current"))
    )[0]?.id;
    const where = `page "c-current" (id ${id})`;
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          where: `${where} published block 1 (lrdx-quote)`,
          pointer: "/fields",
          rule: "required",
        }),
        expect.objectContaining({
          where: `${where} published block 1 (lrdx-quote)`,
          pointer: "/fields/section_class",
          rule: "enum",
        }),
        expect.objectContaining({
          where: `${where} draft block 0`,
          pointer: "/template",
          rule: "known-template",
        }),
        expect.objectContaining({
          where: `${where} draft block 1 (lrdx-quote)`,
          pointer: "/version",
          rule: "version",
        }),
      ]),
    );
    expect(problems.every((p) => p.where.startsWith(where))).toBe(true);
  });
});

describe("npm run content -- check, the command", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "content-cli-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const cli = (args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ["--import", "tsx", "runtime/content-cli.ts", ...args],
        {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (c: Buffer) => {
        stdout += c.toString();
      });
      child.stderr.on("data", (c: Buffer) => {
        stderr += c.toString();
      });
      child.once("exit", (code) => resolve({ code, stdout, stderr }));
    });

  it("check exits 1 naming the broken block; migrate --dry-run writes nothing", async () => {
    const database = await openDatabase({ dataDir });
    await migrate(database);
    await database.db.insert(pages).values({
      path: "broken",
      title: "مكسورة",
      blocks: [{ template: "lrdx-quote", fields: {}, groups: [] }],
    });
    await database.close();
    const broken = await cli(["check"]);
    expect(broken.code, broken.stdout + broken.stderr).toBe(1);
    expect(broken.stderr).toContain('page "broken"');
    expect(broken.stderr).toContain("published block 0 (lrdx-quote) /fields");

    const dry = await cli(["migrate", "--dry-run"]);
    expect(dry.code).toBe(0);
    expect(dry.stdout).toContain("dry run: nothing written");
  }, 60_000);
});
