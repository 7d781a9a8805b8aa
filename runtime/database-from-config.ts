import { readConfig } from "./config.ts";
import { type Db, openDatabase } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";

/**
 * For a command-line tool: the database of DATA_DIR or DATABASE_URL opened as `npm start` opens
 * it (migrations first), kept open while `work` runs and closed after it.
 */
export async function withConfiguredDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database);
    return await work(database.db);
  } finally {
    await database.close();
  }
}
