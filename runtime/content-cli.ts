import { readFileSync, writeFileSync } from "node:fs";
import { withConfiguredDatabase } from "./database-from-config.ts";
import { DataDirLockedError } from "./db/client.ts";
import { ContentInvalidError, importContent } from "./features/content/import-export.ts";
import {
  checkStoredContent,
  formatMigrationReport,
  migrateStoredContent,
} from "./features/content/migrate-content.ts";
import {
  ArchiveInvalidError,
  type ArchiveProgress,
  exportSite,
  importSite,
  packSiteArchive,
  unpackSiteArchive,
} from "./features/content/site-archive.ts";
import { formatContentProblem } from "./features/content/validate-content.ts";

const usage =
  "usage: npm run content -- export FILE [--with-personal-data] [--with-stock] | import FILE [--replace] | migrate [--dry-run] | check";

const FLAGS: Record<string, readonly string[]> = {
  export: ["--with-personal-data", "--with-stock"],
  import: ["--replace"],
  migrate: ["--dry-run"],
  check: [],
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** One line per table read, checked or written, so a large site shows where it is. */
function printProgress(p: ArchiveProgress): void {
  const verb = { read: "reading", check: "checking", write: "writing" }[p.stage];
  console.log(`[${String(p.done + 1).padStart(2)}/${p.total}] ${verb} ${p.item}`);
}

/**
 * `npm run content -- export FILE` writes the whole site as one archive (.tar.gz: see
 * runtime/features/content/README.md); `import FILE` reads it back into an empty site (or, with
 * --replace, in place of what the site holds), and still reads a JSON content document (pages
 * and settings, upserted). `migrate [--dry-run]` and `check` work on the stored blocks; `check`
 * exits 1 when any stored block or setting would break. On DATA_DIR or DATABASE_URL.
 */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const allowed = command ? FLAGS[command] : undefined;
  const flags = new Set(rest.filter((a) => a.startsWith("--")));
  const [file, ...extra] = rest.filter((a) => !a.startsWith("--"));
  const needsFile = command === "export" || command === "import";
  if (
    !allowed ||
    [...flags].some((f) => !allowed.includes(f)) ||
    extra.length > 0 ||
    (needsFile ? !file : file !== undefined)
  ) {
    console.error(usage);
    return 2;
  }
  let input: Buffer | null = null;
  if (command === "import" && file) {
    try {
      input = readFileSync(file);
    } catch (error) {
      console.error(
        `cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 1;
    }
  }
  return withConfiguredDatabase(async (db) => {
    if (command === "export" && file) {
      const started = performance.now();
      const archive = await exportSite(db, {
        withPersonalData: flags.has("--with-personal-data"),
        withStock: flags.has("--with-stock"),
        onProgress: printProgress,
      });
      const packed = packSiteArchive(archive);
      writeFileSync(file, packed);
      const { counts } = archive.manifest;
      const rows = Object.values(counts).reduce((a, b) => a + b, 0);
      console.log(
        `exported ${rows} rows of ${Object.keys(counts).length} tables (${counts.pages ?? 0} pages) and ${archive.manifest.files} files to ${file}: ${megabytes(packed.length)} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      if (!flags.has("--with-personal-data"))
        console.log("  accounts, leads and orders are not in it (--with-personal-data adds them)");
      if (!flags.has("--with-stock"))
        console.log("  the stock feeds' vehicles are not in it (--with-stock adds them)");
      return 0;
    }
    if (command === "import" && file && input) {
      const isArchive = input[0] === 0x1f && input[1] === 0x8b;
      if (!isArchive) {
        let doc: unknown;
        try {
          doc = JSON.parse(input.toString("utf8"));
        } catch (error) {
          console.error(
            `${file} is neither a site archive (.tar.gz) nor a JSON content document: ${error instanceof Error ? error.message : String(error)}`,
          );
          return 1;
        }
        const report = await importContent(db, doc);
        console.log(
          `imported ${report.pages} pages (published) and ${report.settings} settings from ${file}`,
        );
        return 0;
      }
      const started = performance.now();
      const archive = unpackSiteArchive(input);
      console.log(
        `${file}: archive of ${archive.manifest.created_at}, ${archive.manifest.files} files (${megabytes(archive.manifest.file_bytes)})`,
      );
      const report = await importSite(db, archive, {
        replace: flags.has("--replace"),
        onProgress: printProgress,
      });
      console.log(
        `imported ${report.rows} rows of ${report.tables} tables (${report.counts.pages ?? 0} pages) and ${report.files} files in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
      return 0;
    }
    if (command === "migrate") {
      const report = await migrateStoredContent(db, { isDryRun: flags.has("--dry-run") });
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
    if (
      error instanceof ContentInvalidError ||
      error instanceof ArchiveInvalidError ||
      error instanceof DataDirLockedError
    )
      console.error(error.message);
    else console.error(error);
    process.exit(1);
  },
);
