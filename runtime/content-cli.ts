import { readFileSync, writeFileSync } from "node:fs";
import { withConfiguredDatabase } from "./database-from-config.ts";
import { DataDirLockedError } from "./db/client.ts";
import {
  ContentInvalidError,
  exportContent,
  importContent,
} from "./features/content/import-export.ts";
import {
  checkStoredContent,
  formatMigrationReport,
  migrateStoredContent,
} from "./features/content/migrate-content.ts";
import { formatContentProblem } from "./features/content/validate-content.ts";

const usage = "usage: npm run content -- export FILE | import FILE | migrate [--dry-run] | check";

/**
 * `npm run content -- export FILE` / `import FILE` / `migrate [--dry-run]` / `check`, on DATA_DIR
 * or DATABASE_URL. `check` exits 1 when any stored block or setting would break.
 */
async function main(argv: string[]): Promise<number> {
  const [command, arg] = argv;
  const needsFile = command === "export" || command === "import";
  const isKnown = needsFile || command === "migrate" || command === "check";
  if (!isKnown || (needsFile && !arg) || (command === "migrate" && arg && arg !== "--dry-run")) {
    console.error(usage);
    return 2;
  }
  let input: unknown;
  if (command === "import" && arg) {
    try {
      input = JSON.parse(readFileSync(arg, "utf8"));
    } catch (error) {
      console.error(
        `cannot read ${arg}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 1;
    }
  }
  return withConfiguredDatabase(async (db) => {
    if (command === "export" && arg) {
      const doc = await exportContent(db);
      writeFileSync(arg, `${JSON.stringify(doc, null, 2)}\n`);
      console.log(
        `exported ${doc.pages.length} pages and ${doc.settings.length} settings to ${arg}`,
      );
      return 0;
    }
    if (command === "import" && arg) {
      const report = await importContent(db, input);
      console.log(
        `imported ${report.pages} pages (published) and ${report.settings} settings from ${arg}`,
      );
      return 0;
    }
    if (command === "migrate") {
      const report = await migrateStoredContent(db, { isDryRun: arg === "--dry-run" });
      for (const line of formatMigrationReport(report)) console.log(line);
      return 0;
    }
    const problems = await checkStoredContent(db);
    for (const p of problems) console.error(formatContentProblem(p));
    console.log(
      problems.length === 0
        ? "every stored block and setting is valid against today's schemas"
        : `${problems.length} problems: this content would break (run migrate, or add a migration)`,
    );
    return problems.length === 0 ? 0 : 1;
  });
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ContentInvalidError || error instanceof DataDirLockedError)
      console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
