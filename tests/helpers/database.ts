import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../../runtime/db/client.ts";
import { migrate } from "../../runtime/db/migrate.ts";

export type Engine = "pglite" | "postgres";

/** PGlite always; a PostgreSQL server too when TEST_DATABASE_URL is set (CI starts one). */
export const engines: Engine[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

/** A fresh, migrated database: PGlite in memory, or a new database on the test server. */
export async function freshDatabase(
  engine: Engine,
): Promise<Database & { drop: () => Promise<void> }> {
  if (engine === "pglite") {
    const database = await openDatabase({ isInMemory: true });
    await migrate(database);
    return { ...database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href });
  await migrate(database);
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
