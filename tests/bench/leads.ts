import autocannon from "autocannon";
import { count, eq } from "drizzle-orm";
import type { Db } from "../../runtime/db/client.ts";
import { leads, outbox } from "../../runtime/db/tables/forms.ts";
import { listenOnFreePort, testDriveLeadBody } from "./lead-request.ts";

/**
 * Lead submissions per second, in one run and one Fastify process, against a route that only
 * validates the same body (the form read, its compiled validator run, the phone checked, nothing
 * stored): the ceiling. A submission stores the lead and its three deliveries (staff
 * notification, visitor confirmation, CRM) in one durable transaction.
 *
 * The submissions run twice: first with no worker delivering (the intake alone: what a web
 * process does when its deliveries are left to workers of their own, OUTBOX_WORKER=off with
 * `npm run worker`), then, once a worker has sent that backlog (timed: the deliveries a second a
 * worker sends alone), with the site's delivery worker running in the same process, as
 * `npm start` runs it, so its sends share the machine with the intake.
 *
 * Each submission carries its own submission key, as the site's form sends one (a retry answers
 * the lead stored before). The validation is measured before and after the submissions and
 * averaged, so that a machine whose load drifts during the run skews the ratio less.
 *
 * Prints the figures, the ratios, and the count of leads stored against the count of 201
 * answers: the two must be equal (every acknowledged lead is stored, nothing else is).
 * BENCH_SECONDS sets the validation run's length (default 10), BENCH_LEADS the number of
 * submissions of each run (default 6000); DATABASE_URL runs it on a PostgreSQL server (an empty
 * database: the demo is imported into it).
 */
process.env.NODE_ENV = "production";

async function main(): Promise<void> {
  const seconds = Number(process.env.BENCH_SECONDS ?? 10);
  const { openDatabase } = await import("../../runtime/db/client.ts");
  const { migrate } = await import("../../runtime/db/migrate.ts");
  const { importDemo } = await import("../../runtime/demo/import-demo.ts");
  const { buildServer } = await import("../../runtime/server.ts");
  const { requireForm, validatorOf } = await import("../../runtime/features/forms/store.ts");
  const { extraLeadChecks } = await import("../../runtime/core/form-phone.ts");
  const { siteDeliveryWorker } = await import("../../runtime/delivery-worker.ts");
  const { egressFetcher } = await import("../../runtime/adapters/egress.ts");

  const url = process.env.DATABASE_URL;
  const database = url
    ? await openDatabase({ databaseUrl: url })
    : await openDatabase({ isInMemory: true });
  await migrate(database);
  await importDemo(database.db);
  const db = database.db;
  const app = await buildServer({
    db,
    forms: { leadsPerMinute: Number.MAX_SAFE_INTEGER },
    // Started and stopped by the runs below.
    outbox: false,
  });
  app.post<{
    Params: { formId: string };
    Body: { data: { attributes: { values: Record<string, unknown> } } };
  }>("/bench/validate/:formId", async (request, reply) => {
    const form = await requireForm(db, Number(request.params.formId));
    const values = request.body.data.attributes.values;
    const outcome = (await validatorOf(db, form)).validate(values);
    const extra = outcome.ok ? extraLeadChecks(values, form.definition, "ar") : [];
    if (!outcome.ok || extra.length > 0) return reply.code(422).send({ errors: [] });
    return reply.code(201).send({ data: { id: "validated", type: "lead" } });
  });
  const port = await listenOnFreePort(app);
  const body = testDriveLeadBody("bench");
  // The submissions run a fixed number of requests, so every one sent is answered and counted.
  const amount = Number(process.env.BENCH_LEADS ?? 6000);
  const run = async (path: string, fixed?: number) => {
    const started = performance.now();
    let answered = 0;
    let lastAnswerAt = started;
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(
        {
          url: `http://127.0.0.1:${port}${path}`,
          method: "POST",
          connections: 10,
          ...(fixed ? { amount: fixed } : { duration: seconds }),
          headers: { "content-type": "application/json" },
          body,
          idReplacement: true,
          // A loaded machine answers slowly: a submission given up on would still be stored.
          timeout: 120,
        },
        (error, done) => (error ? reject(error) : resolve(done)),
      );
      instance.on("response", () => {
        answered++;
        lastAnswerAt = performance.now();
      });
    });
    // Answers over the time to the last one: autocannon ends a fixed run at its next whole
    // second, and its average is of whole seconds.
    const elapsedSeconds = (lastAnswerAt - started) / 1000;
    return {
      rps: answered / elapsedSeconds,
      p99: result.latency.p99,
      acknowledged: result["2xx"],
      errors: result.errors + result.non2xx,
    };
  };
  // Warm-up: JIT, the validator compiled once.
  const probe = await app.inject({
    method: "POST",
    url: "/forms/1/leads",
    headers: { "content-type": "application/json" },
    payload: body.replace("[<id>]", "warm-up"),
  });
  if (probe.statusCode !== 201) throw new Error(`the lead was refused: ${probe.body}`);
  await run("/bench/validate/1");
  const validatedBefore = await run("/bench/validate/1");
  const storedNow = async () =>
    Number((await db.select({ n: count() }).from(leads).where(eq(leads.form_id, 1)))[0]?.n ?? 0);
  const storedBefore = await storedNow();
  const intake = await run("/forms/1/leads", amount);
  // The backlog, sent by a worker alone.
  const worker = siteDeliveryWorker(db, egressFetcher());
  const drainStarted = performance.now();
  const backlog = await pendingDeliveries(db);
  worker.start();
  await waitUntilDelivered(db);
  const drainSeconds = (performance.now() - drainStarted) / 1000;
  const withWorker = await run("/forms/1/leads", amount);
  await worker.stop();
  const stored = (await storedNow()) - storedBefore;
  const validatedAfter = await run("/bench/validate/1");
  const validated = {
    rps: (validatedBefore.rps + validatedAfter.rps) / 2,
    p99: Math.max(validatedBefore.p99, validatedAfter.p99),
    errors: validatedBefore.errors + validatedAfter.errors,
  };
  const line = (name: string, r: { rps: number; p99: number; errors: number }) =>
    `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(6)} req/s (p99 ${r.p99} ms, ${r.errors} errors)`;
  console.log(`database: ${database.kind}`);
  console.log(
    `${line("validate only:", validated)} [before ${validatedBefore.rps.toFixed(0)}, after ${validatedAfter.rps.toFixed(0)}]`,
  );
  console.log(line("lead submitted, no worker:", intake));
  console.log(
    `  then ${backlog} deliveries sent by the worker alone in ${drainSeconds.toFixed(1)} s (${(backlog / drainSeconds).toFixed(0)}/s)`,
  );
  console.log(line("lead submitted, worker delivering:", withWorker));
  console.log(
    `ratio submitted / validated, intake alone:      ${(intake.rps / validated.rps).toFixed(3)}`,
  );
  console.log(
    `ratio submitted / validated, worker delivering: ${(withWorker.rps / validated.rps).toFixed(3)}`,
  );
  const acknowledged = intake.acknowledged + withWorker.acknowledged;
  console.log(`leads acknowledged (201): ${acknowledged}, leads stored: ${stored}`);
  if (stored !== acknowledged) {
    console.error("MISMATCH: the stored leads differ from the acknowledged ones");
    process.exitCode = 1;
  }
  await app.close();
  await database.close();
}

/** The deliveries not yet sent. */
async function pendingDeliveries(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(outbox).where(eq(outbox.status, "pending"));
  return Number(row?.n ?? 0);
}

async function waitUntilDelivered(db: Db): Promise<void> {
  while ((await pendingDeliveries(db)) > 0) await new Promise((resolve) => setTimeout(resolve, 50));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
