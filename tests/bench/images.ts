import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../runtime/db/client.ts";
import { migrate } from "../../runtime/db/migrate.ts";
import { importDemo } from "../../runtime/demo/import-demo.ts";
import { buildServer } from "../../runtime/server.ts";

/**
 * Milliseconds of picture variant requests against the demo's hero (1600x900 JPEG), in one
 * process with an in-memory PGlite and a throwaway cache folder: the first request (made by
 * sharp), the second (memory), the first after a restart (read from disk), and a refused crop.
 * `npx tsx tests/bench/images.ts [url ...]`; default: the 1600x900 crop as AVIF and as JPEG.
 */
const urls = process.argv.slice(2);
const asked =
  urls.length > 0
    ? urls
    : ["/api/v2/images/24735/w/1600/h/900.avif", "/api/v2/images/24735/w/1600/h/900.jpg"];

const database = await openDatabase({ isInMemory: true });
await migrate(database);
await importDemo(database.db);
const cacheDir = mkdtempSync(path.join(tmpdir(), "bench-image-variants-"));
const start = () => buildServer({ db: database.db, imageCacheDir: cacheDir });

const timed = async (app: Awaited<ReturnType<typeof start>>, url: string) => {
  const t = performance.now();
  const res = await app.inject({ method: "GET", url });
  return { ms: performance.now() - t, status: res.statusCode, bytes: res.rawPayload.length };
};
const show = (label: string, r: { ms: number; status: number; bytes: number }) =>
  console.log(
    `  ${label.padEnd(22)} ${r.ms.toFixed(1).padStart(8)} ms  ${r.status}  ${r.bytes} bytes`,
  );

/** A first request of anything else, so the figures leave out the server's own warm-up. */
const warm = async (a: Awaited<ReturnType<typeof start>>) => {
  await a.inject({ method: "GET", url: "/api/v2/images/24735" });
};

let app = await start();
await warm(app);
for (const url of asked) {
  console.log(url);
  show("first (sharp)", await timed(app, url));
  show("second (memory)", await timed(app, url));
}
await app.close();
app = await start();
await warm(app);
for (const url of asked) {
  console.log(url);
  show("after restart (disk)", await timed(app, url));
}
console.log("/api/v2/images/24735/w/3200/h/3200.avif");
show("refused crop", await timed(app, "/api/v2/images/24735/w/3200/h/3200.avif"));
await app.close();
await database.close();
rmSync(cacheDir, { recursive: true, force: true });
