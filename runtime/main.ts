import path from "node:path";
import { readConfig } from "./config.ts";
import { DataDirLockedError, openDatabase } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { createDemoAdmin } from "./demo/demo-admin.ts";
import { importDemo } from "./demo/import-demo.ts";
import { isSiteEmpty } from "./features/content/site-archive.ts";
import { createLogger, readLogLevel } from "./http/logging.ts";
import { buildServer } from "./server.ts";

/** `npm start`: migrate, import the demo into an empty database, serve the site. */
async function main(): Promise<void> {
  const config = readConfig();
  // JSON lines on stdout (LOG_LEVEL, default info), made first so the database reports through
  // it too; what a person starting the site must read (the address, the demo sign-in) stays plain.
  const logger = createLogger({ level: readLogLevel(process.env.LOG_LEVEL) });
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log: logger,
  });
  const applied = await migrate(database);
  if (applied.length > 0) console.log(`database ${database.where}: applied ${applied.join(", ")}`);
  let demoAdmin: { email: string; password: string } | null = null;
  if (await isSiteEmpty(database.db)) {
    // The demo is a site archive, imported as `npm run content -- import` would import one.
    const report = await importDemo(database.db);
    demoAdmin = await createDemoAdmin(database.db);
    console.log(
      `empty database: imported the demo site (${report.pages} pages, ${report.settings} settings, ${report.images} images)`,
    );
  }
  const app = await buildServer({
    db: database.db,
    theme: config.theme,
    logger,
    oidc: config.oidc,
    secureCookies: config.secureCookies,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
    imageCacheDir: path.join(config.dataDir, "image-variants"),
    // The delivery worker's pool, as OUTBOX_CONCURRENCY and OUTBOX_TARGET_CONCURRENCY size it;
    // none with OUTBOX_WORKER=off (workers of their own deliver: npm run worker).
    outbox: config.isOutboxWorker && config.outbox,
    prepareStock: (outcome) => {
      if (outcome.ok)
        console.log(
          `stock: ${outcome.lists} ${outcome.lists === 1 ? "list" : "lists"} of ${outcome.vehicles} vehicles ready in ${(outcome.ms / 1000).toFixed(1)} s, held in ${(outcome.bytes / 1024 / 1024).toFixed(1)} MB`,
        );
      else
        console.error(
          "stock: the lists' indexes were not built, each is built on its first call:",
          outcome.error,
        );
    },
  });
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  console.log(`site ready at http://localhost:${port}/ar/`);
  if (demoAdmin)
    console.log(
      `demo admin: sign in at http://localhost:${port}/ar/sign-in as ${demoAdmin.email} with the password ${demoAdmin.password}\n` +
        `  (shown this once; set another with: npm run user -- password ${demoAdmin.email})`,
    );
  if (config.oidc)
    console.log(
      `single sign-on from the environment: issuer ${config.oidc.issuer ?? "(from the auth.oidc.issuer setting)"}, client ${config.oidc.clientId ?? "(from the auth.oidc.client_id setting)"}`,
    );
  if (!config.publicUrl)
    console.log(
      `absolute links (canonical, single sign-on) use http://localhost:${port}: set PUBLIC_URL to the address visitors use`,
    );
  if (config.requireUserLogin) console.log("site-wide login is on (REQUIRE_USER_LOGIN=true)");
  console.log(
    process.env.SMTP_URL
      ? "form mail is sent through SMTP (SMTP_URL)"
      : "form mail is kept in the database, not sent (read it at /api/admin/sent_mail; set SMTP_URL to send it)",
  );
  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
