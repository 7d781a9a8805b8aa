import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../../runtime/db/client.ts";
import { migrate } from "../../runtime/db/migrate.ts";
import { importDemo } from "../../runtime/demo/import-demo.ts";

export type Engine = "pglite" | "postgres";

/** PGlite always; a PostgreSQL server too when TEST_DATABASE_URL is set (CI starts one). */
export const engines: Engine[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/**
 * What the API and end-to-end projects' global setup (database-templates.ts) made once for the
 * run: copies of PGlite data directories (files) and template databases on the test server.
 */
export interface DatabaseTemplates {
  pgliteMigrated?: string;
  pgliteDemo?: string;
  postgresMigrated?: string;
  postgresDemo?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

function templates(): DatabaseTemplates {
  try {
    return inject("databaseTemplates") ?? {};
  } catch {
    // Outside a test run (a script importing this file): none.
    return {};
  }
}

// Each file reads a copy once, however many databases it starts from it.
const dumps = new Map<string, Blob>();
function dumpAt(file: string): Blob {
  let dump = dumps.get(file);
  if (!dump) {
    dump = new Blob([readFileSync(file)]);
    dumps.set(file, dump);
  }
  return dump;
}

/**
 * A fresh, migrated database: PGlite in memory, or a new database on the test server; with
 * `demo`, holding the demo site as importDemo leaves it. Started from the run's templates when
 * its global setup made them, else migrated (and imported) here.
 */
export async function freshDatabase(
  engine: Engine,
  { demo = false }: { demo?: boolean } = {},
): Promise<Database & { drop: () => Promise<void> }> {
  const made = templates();
  if (engine === "pglite") {
    const copy = demo ? made.pgliteDemo : made.pgliteMigrated;
    const database = await openDatabase({
      isInMemory: true,
      fromDump: copy ? dumpAt(copy) : undefined,
    });
    if (!copy) {
      await migrate(database);
      if (demo) await importDemo(database.db);
    }
    return { ...database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `t_${randomBytes(6).toString("hex")}`;
  const template = demo ? made.postgresDemo : made.postgresMigrated;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ""}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href });
  if (!template) {
    await migrate(database);
    if (demo) await importDemo(database.db);
  }
  return {
    ...database,
    drop: async () => {
      await database.close();
      const again = new pg.Client({ connectionString: adminUrl });
      await again.connect();
      await again.query(`DROP DATABASE IF EXISTS ${name}`);
      await again.end();
    },
  };
}
