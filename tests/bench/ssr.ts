import autocannon from "autocannon";
import { openDatabase } from "../../runtime/db/client.ts";
import { migrate } from "../../runtime/db/migrate.ts";
import { importDemo } from "../../runtime/demo/import-demo.ts";
import { buildServer } from "../../runtime/server.ts";

/**
 * Requests per second of the server-rendered home page against the same HTML returned as a stored
 * string by the same Fastify process, in one run. Prints both and the ratio.
 */
async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const database = await openDatabase({ isInMemory: true });
  await migrate(database);
  await importDemo(database.db);
  const app = await buildServer({ db: database.db });
  let html = "";
  app.get("/bench/stored-home", (_request, reply) =>
    reply.header("content-type", "text/html; charset=utf-8").send(html),
  );
  html = (await app.inject({ method: "GET", url: "/ar/", headers: { accept: "text/html" } })).body;
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const run = async (path: string) => {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${path}`,
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
  await run("/ar/"); // warm-up: JIT, module loads, image-free page paths
  const ssr = await run("/ar/");
  const stored = await run("/bench/stored-home");
  console.log(`home page HTML: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB`);
  console.log(
    `server-rendered /ar/:  ${ssr.rps.toFixed(0)} req/s (p99 ${ssr.p99} ms, ${ssr.errors} errors)`,
  );
  console.log(
    `stored string:         ${stored.rps.toFixed(0)} req/s (p99 ${stored.p99} ms, ${stored.errors} errors)`,
  );
  console.log(`ratio SSR / stored:    ${(ssr.rps / stored.rps).toFixed(3)}`);
  await app.close();
  await database.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
