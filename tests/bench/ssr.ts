import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

/**
 * Requests per second, in one run and one Fastify process, of a page of BENCH_BLOCKS blocks
 * (default 24: every block schema's examples, repeated) three ways:
 *
 * - cached: an anonymous visitor's request, answered from the HTML cache;
 * - uncached: the same page rendered for each request (a query other than tracking parameters
 *   skips the HTML cache; the page, settings and metaheads still come from memory);
 * - stored: the same HTML sent as a string from a route that does nothing else, the ceiling.
 *
 * Prints the three figures and the two ratios against the stored string. React runs in its
 * production build, as a deployed site does (NODE_ENV=production, set before React loads).
 * BENCH_SECONDS sets each run's length (default 10).
 */
process.env.NODE_ENV = "production";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const PAGE_PATH = "bench/blocks";

interface Example {
  template: string;
  fields: Record<string, unknown>;
  groups: unknown[];
}

/** Every block schema's examples, offer schedules removed so every block is on the page. */
function examples(): Example[] {
  const dir = path.join(root, "schemas/blocks");
  const out: Example[] = [];
  for (const file of readdirSync(dir).sort()) {
    if (!file.endsWith(".schema.json")) continue;
    const schema = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as {
      examples?: Example[];
    };
    for (const example of schema.examples ?? []) {
      const { offer_schedule: _always, ...fields } = example.fields;
      out.push({ ...example, fields });
    }
  }
  return out;
}

async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const blockCount = Math.max(20, Number(process.env.BENCH_BLOCKS ?? 24));
  // Imported after NODE_ENV is set: React picks its build when it is first loaded.
  const { openDatabase } = await import("../../runtime/db/client.ts");
  const { migrate } = await import("../../runtime/db/migrate.ts");
  const { importDemo } = await import("../../runtime/demo/import-demo.ts");
  const { importContent } = await import("../../runtime/features/content/import-export.ts");
  const { buildServer } = await import("../../runtime/server.ts");

  const database = await openDatabase({ isInMemory: true });
  await migrate(database);
  await importDemo(database.db);
  const pool = examples();
  const blocks = Array.from({ length: blockCount }, (_, i) => pool[i % pool.length]);
  await importContent(database.db, {
    pages: [{ path: PAGE_PATH, title: "صفحة القياس", blocks }],
    settings: [],
  });
  const app = await buildServer({ db: database.db });
  let html = "";
  app.get("/bench/stored", (_request, reply) =>
    reply.header("content-type", "text/html; charset=utf-8").send(html),
  );
  const pageUrl = `/ar/${PAGE_PATH}`;
  const first = await app.inject({ method: "GET", url: pageUrl, headers: { accept: "text/html" } });
  if (first.statusCode !== 200) throw new Error(`${pageUrl} answered ${first.statusCode}`);
  html = first.body;
  const rendered = (html.match(/class="block-frame /g) ?? []).length;
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const run = async (url: string) => {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${url}`,
      connections: 10,
      duration: seconds,
      headers: { accept: "text/html" },
    });
    return {
      rps: result.requests.average,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    };
  };
  const uncachedUrl = `${pageUrl}?bench=render`;
  // Warm-up: JIT, lazily loaded block components.
  await run(uncachedUrl);
  const cached = await run(pageUrl);
  const uncached = await run(uncachedUrl);
  const stored = await run("/bench/stored");
  const line = (name: string, r: { rps: number; p99: number; errors: number }) =>
    `${name.padEnd(22)} ${r.rps.toFixed(0).padStart(6)} req/s (p99 ${r.p99} ms, ${r.errors} errors)`;
  console.log(
    `page ${pageUrl}: ${rendered} blocks, ${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB of HTML`,
  );
  console.log(line("cached page:", cached));
  console.log(line("uncached render:", uncached));
  console.log(line("stored string:", stored));
  console.log(`ratio cached / stored:   ${(cached.rps / stored.rps).toFixed(3)}`);
  console.log(`ratio uncached / stored: ${(uncached.rps / stored.rps).toFixed(3)}`);
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
