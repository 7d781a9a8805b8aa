import { ALLOW_LIST_SETTING, egressFetcher } from "./adapters/egress.ts";
import { readConfig } from "./config.ts";
import { openDatabase } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { deliverySetting } from "./db/stored-setting.ts";
import { siteDeliveryWorker } from "./delivery-worker.ts";
import { createLogger, readLogLevel } from "./http/logging.ts";

/**
 * `npm run worker`: a delivery worker alone, for a site on a PostgreSQL server whose web
 * processes run with OUTBOX_WORKER=off (or beside their own workers): it sends what the site
 * queues (leads' mail and integrations, orders' mail, exports) and serves no page. It shares the
 * rows with every other worker on the database and wakes on their notifications. The embedded
 * database is opened by one process only: there the server's own worker delivers.
 */
async function main(): Promise<void> {
  const config = readConfig();
  if (!config.databaseUrl) {
    console.error(
      "npm run worker needs DATABASE_URL (a PostgreSQL server): the embedded database is opened by one process, and `npm start` delivers with its own worker",
    );
    process.exit(2);
  }
  const logger = createLogger({ level: readLogLevel(process.env.LOG_LEVEL) });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, log: logger });
  await migrate(database);
  const db = database.db;
  // Every request goes through the egress guard, with the allow-list as the settings have it now.
  const egress = egressFetcher({
    allowed: () => deliverySetting(db, ALLOW_LIST_SETTING),
    log: (message) => logger.warn(message),
  });
  const worker = siteDeliveryWorker(db, egress, {
    log: (message, detail, level = "warn") => logger[level]({ detail }, message),
    ...config.outbox,
  });
  worker.start();
  console.log(`delivery worker started on ${database.where}`);
  const stop = async () => {
    await worker.stop();
    await database.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop());
  process.once("SIGINT", () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
