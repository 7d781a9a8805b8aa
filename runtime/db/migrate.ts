import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { Database } from "./client.ts";

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** Applies every migrations/NNN_*.sql not yet applied, each in its own transaction, in name order. */
export async function migrate(database: Database): Promise<string[]> {
  await database.runScript(
    "CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())",
  );
  const rows = await database.db.execute<{ name: string }>(sql`SELECT name FROM schema_migrations`);
  const done = new Set(rowsOf<{ name: string }>(rows).map((r) => r.name));
  const applied: string[] = [];
  for (const file of readdirSync(migrationsDir)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    if (done.has(file)) continue;
    const script = readFileSync(path.join(migrationsDir, file), "utf8");
    // A second process migrating at the same time fails on the primary key and rolls back whole.
    await database.runScript(
      `${script}\nINSERT INTO schema_migrations (name) VALUES ('${file.replaceAll("'", "''")}');`,
    );
    applied.push(file);
  }
  return applied;
}

/** node-postgres answers {rows}, PGlite answers {rows} too; drizzle's type hides it. */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  const rows = (result as { rows?: unknown }).rows;
  return Array.isArray(rows) ? (rows as T[]) : [];
}
