import { spawn } from "node:child_process";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outbox, sentMail } from "../../runtime/db/tables/forms.ts";
import { testDriveLeadBody } from "../bench/lead-request.ts";
import { freshDatabase } from "../helpers/database.ts";
import { SITE_READY, type StartedProcess, startProcess } from "../helpers/project-process.ts";

const WORKER_READY = /delivery worker started/;

describe("npm run worker", () => {
  it("refuses the embedded database, saying what it needs, and exits with status 2", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "runtime/worker-main.ts"], {
      env: { ...process.env, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let errors = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      errors += chunk.toString();
    });
    const code = await new Promise((resolve) => child.once("exit", resolve));
    expect(code).toBe(2);
    expect(errors).toContain("npm run worker needs DATABASE_URL");
  }, 60_000);
});

// Processes share one PostgreSQL database; PGlite is one process by design.
describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "a site whose deliveries are left to a worker process",
  () => {
    let database: Awaited<ReturnType<typeof freshDatabase>>;
    let databaseUrl: string;
    let site: StartedProcess;

    beforeAll(async () => {
      database = await freshDatabase("postgres", { demo: true });
      const url = new URL(String(process.env.TEST_DATABASE_URL));
      url.pathname = new URL(database.where).pathname;
      databaseUrl = url.href;
      site = await startProcess(
        "runtime/main.ts",
        { PORT: "0", HOST: "127.0.0.1", DATABASE_URL: databaseUrl, OUTBOX_WORKER: "off" },
        SITE_READY,
        60_000,
      );
    }, 120_000);
    afterAll(async () => {
      await site?.stop();
      await database?.drop();
    });

    it("stores a lead with OUTBOX_WORKER=off, sends nothing itself, and the worker sends its mail", async () => {
      const origin = site.ready.replace("localhost", "127.0.0.1");
      const res = await fetch(`${origin}/forms/1/leads`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: testDriveLeadBody("worker-process").replace("[<id>]", "first-lead"),
      });
      expect(res.status).toBe(201);
      const leadId = ((await res.json()) as { data: { id: string } }).data.id;
      const rows = () => database.db.select().from(outbox).where(eq(outbox.lead_id, leadId));

      // The server's own worker is off: past its poll and any wake, the rows are still waiting.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const waiting = await rows();
      expect(waiting.map((r) => r.kind).sort()).toEqual([
        "confirmation",
        "integration",
        "notification",
      ]);
      expect(waiting.every((r) => r.status === "pending" && r.attempts === 0)).toBe(true);

      const worker = await startProcess(
        "runtime/worker-main.ts",
        { DATABASE_URL: databaseUrl },
        WORKER_READY,
        60_000,
      );
      try {
        const started = Date.now();
        while (
          (await rows()).some((r) => r.status !== "delivered") &&
          Date.now() - started < 15_000
        )
          await new Promise((resolve) => setTimeout(resolve, 100));
        expect((await rows()).map((r) => r.status)).toEqual([
          "delivered",
          "delivered",
          "delivered",
        ]);
        const notification = waiting.find((r) => r.kind === "notification");
        const [mail] = await database.db
          .select()
          .from(sentMail)
          .where(eq(sentMail.outbox_id, String(notification?.id)));
        expect(mail?.text_body).toContain("سارة");
      } finally {
        await worker.stop();
      }
    }, 60_000);
  },
);
