import { readFileSync, writeFileSync } from "node:fs";
import { ContentInvalidError, exportContent, importContent } from "./content/import-export.ts";
import { DataDirLockedError } from "./db/client.ts";
import { withConfiguredDatabase } from "./db/from-config.ts";

const usage = "usage: npm run content -- export FILE | import FILE";

/** `npm run content -- export FILE` / `import FILE`, on DATA_DIR or DATABASE_URL. */
async function main(argv: string[]): Promise<number> {
  const [command, file] = argv;
  if ((command !== "export" && command !== "import") || !file) {
    console.error(usage);
    return 2;
  }
  let input: unknown;
  if (command === "import") {
    try {
      input = JSON.parse(readFileSync(file, "utf8"));
    } catch (error) {
      console.error(
        `cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 1;
    }
  }
  await withConfiguredDatabase(async (db) => {
    if (command === "export") {
      const doc = await exportContent(db);
      writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
      console.log(
        `exported ${doc.pages.length} pages and ${doc.settings.length} settings to ${file}`,
      );
    } else {
      const report = await importContent(db, input);
      console.log(
        `imported ${report.pages} pages (published) and ${report.settings} settings from ${file}`,
      );
    }
  });
  return 0;
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
