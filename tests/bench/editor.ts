import autocannon from "autocannon";
import { eq } from "drizzle-orm";
import { openDatabase } from "../../runtime/db/client.ts";
import { migrate } from "../../runtime/db/migrate.ts";
import { pages } from "../../runtime/db/tables/index.ts";
import { importDemo } from "../../runtime/demo/import-demo.ts";
import { buildServer } from "../../runtime/server.ts";
import { signedInAs } from "../helpers/auth.ts";

/**
 * The editor's hot paths, each against a reference measured in the same process and run:
 * - saving the home page's draft (ten blocks validated by the generated validators, a
 *   conditional UPDATE and an audit row) against reading the same page in the builder;
 * - the guard itself: an authenticated read of the page list against the public settings read.
 * Prints requests per second and the ratios.
 */
async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 8);
  const database = await openDatabase({ isInMemory: true });
  await migrate(database);
  await importDemo(database.db);
  const editor = await signedInAs(database.db, "editor", "bench-editor@example.com");
  const [home] = await database.db.select().from(pages).where(eq(pages.path, "index"));
  if (!home) throw new Error("the demo has no home page");
  const app = await buildServer({ db: database.db });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const base = `http://127.0.0.1:${port}`;
  const headers = { ...editor.headers, accept: "application/json" };

  const run = async (options: autocannon.Options) => {
    const result = await autocannon({ connections: 4, duration: seconds, ...options });
    return {
      rps: result.requests.average,
      p99: result.latency.p99,
      bad: result.errors + result.non2xx,
    };
  };

  // Each save sends the revision it read; a save that lost the race answers 409 and is counted
  // as such, so the figure is the rate of successful saves.
  let revision = home.revision;
  const snapshot = {
    title: home.title,
    meta_title: home.meta_title,
    meta_description: home.meta_description,
    image_id: home.image_id,
    canonical_url: home.canonical_url,
    disable_seo_tracking: home.disable_seo_tracking,
    blocks: home.blocks,
  };
  const save = async () => {
    const result = await autocannon({
      url: `${base}/api/cms/pages/${home.id}/draft`,
      connections: 1,
      duration: seconds,
      requests: [
        {
          method: "PUT",
          headers: { ...headers, "content-type": "application/json" },
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ revision, snapshot }) }),
          onResponse: (status, body) => {
            if (status === 200)
              revision = (JSON.parse(body) as { data: { revision: number } }).data.revision;
          },
        },
      ],
    });
    return {
      rps: result.requests.average,
      p99: result.latency.p99,
      bad: result.errors + result.non2xx,
    };
  };
  const read = () => run({ url: `${base}/api/cms/pages/${home.id}`, headers });
  const list = () => run({ url: `${base}/api/cms/pages`, headers });
  const settings = () => run({ url: `${base}/settings`, headers: { accept: "application/json" } });

  await read(); // warm-up
  const saved = await save();
  const opened = await read();
  const listed = await list();
  const publicRead = await settings();
  const line = (name: string, r: { rps: number; p99: number; bad: number }) =>
    console.log(
      `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s  p99 ${r.p99} ms  (${r.bad} not 2xx)`,
    );
  console.log(
    `home page: ${(home.blocks as unknown[]).length} blocks, ${(JSON.stringify(home.blocks).length / 1024).toFixed(1)} KiB of JSON`,
  );
  line("save draft (PUT, 1 connection)", saved);
  line("open page in the builder (GET)", opened);
  line("page list, signed in (GET)", listed);
  line("public /settings (GET)", publicRead);
  console.log(`ratio save / open:                 ${(saved.rps / opened.rps).toFixed(3)}`);
  console.log(`ratio signed-in list / public read: ${(listed.rps / publicRead.rps).toFixed(3)}`);
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
