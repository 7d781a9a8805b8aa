import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../runtime/db/client.ts";
import { migrate } from "../../runtime/db/migrate.ts";
import { importDemo } from "../../runtime/demo/import-demo.ts";
import type { DatabaseTemplates } from "./database.ts";

/**
 * Vitest global setup of the API and end-to-end projects: the two databases their files start
 * from, made once per run rather than once per file. An empty migrated database and one holding
 * the demo site, as PGlite data-directory copies (a copy loads in about a second, where a new
 * cluster takes four, its migrations one or two and the demo five), and, when TEST_DATABASE_URL
 * is set, as template databases on that server (CREATE DATABASE … TEMPLATE copies them).
 * freshDatabase reads them through inject("databaseTemplates"); without them (unit tests, a
 * script) it migrates and imports as before.
 */

interface Made {
  templates: DatabaseTemplates;
  users: number;
  remove: () => Promise<void>;
}

// Both projects' setups run in the one main process: the first makes them, the second reuses.
const shared = globalThis as typeof globalThis & { __databaseTemplates?: Promise<Made> };

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

async function make(): Promise<Made> {
  const started = performance.now();
  const dir = mkdtempSync(path.join(tmpdir(), "test-databases-"));
  const pglite = await openDatabase({ isInMemory: true });
  await migrate(pglite);
  const dumpTo = async (name: string) => {
    const file = path.join(dir, name);
    const copy = await pglite.dump?.();
    if (!copy) throw new Error("PGlite gave no copy of its data directory");
    writeFileSync(file, Buffer.from(await copy.arrayBuffer()));
    return file;
  };
  const templates: DatabaseTemplates = { pgliteMigrated: await dumpTo("migrated.tar") };
  await importDemo(pglite.db);
  templates.pgliteDemo = await dumpTo("demo.tar");
  await pglite.close();

  const serverNames: string[] = [];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const run = randomBytes(4).toString("hex");
    for (const [kind, withDemo] of [
      ["migrated", false],
      ["demo", true],
    ] as const) {
      const name = `template_${run}_${kind}`;
      await adminQuery(`CREATE DATABASE ${name}`);
      serverNames.push(name);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ databaseUrl: url.href });
      try {
        await migrate(database);
        if (withDemo) await importDemo(database.db);
      } finally {
        // A template must have no connection when it is copied.
        await database.close();
      }
      if (withDemo) templates.postgresDemo = name;
      else templates.postgresMigrated = name;
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`test databases made (${seconds} s)`);
  return {
    templates,
    users: 0,
    remove: async () => {
      rmSync(dir, { recursive: true, force: true });
      for (const name of serverNames) await adminQuery(`DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  shared.__databaseTemplates ??= make();
  const made = await shared.__databaseTemplates;
  made.users += 1;
  project.provide("databaseTemplates", made.templates);
  return async () => {
    made.users -= 1;
    if (made.users === 0) await made.remove();
  };
}
