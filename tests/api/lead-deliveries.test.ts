import { createHmac, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, inArray, sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { FormAttributes, FormIntegrations } from "../../generated/types.ts";
import { crmSystem, SALESFORCE_WEB_TO_LEAD_URL } from "../../runtime/adapters/crm.ts";
import { developmentMailTransport, smtpMailTransport } from "../../runtime/adapters/mail.ts";
import { type Database, type Db, openDatabase } from "../../runtime/db/client.ts";
import {
  crmInbox,
  forms,
  leads,
  type OutboxRow,
  outbox,
  sentMail,
} from "../../runtime/db/tables/forms.ts";
import { settings } from "../../runtime/db/tables/index.ts";
import { checkedDefinition, checkedSettings } from "../../runtime/features/forms/store.ts";
import {
  integrationHandler,
  type LeadOutboxWorkerOptions,
  leadOutboxWorker,
} from "../../runtime/features/leads/delivery-handlers.ts";
import { OUTBOX_WAKE_CHANNEL } from "../../runtime/features/outbox/enqueue.ts";
import { type OutboxWorker, wakeOutbox } from "../../runtime/features/outbox/outbox.ts";
import { auditEntries, injectAs } from "../helpers/api.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines } from "../helpers/database.ts";
import { useDemoServer } from "../helpers/demo-server.ts";

type Target = FormIntegrations["targets"][number];

function webhookTarget(id: string, url: string, secret = ""): Target {
  return { id, kind: "webhook", enabled: true, url, secret, system: "", org_id: "", field_map: {} };
}

function crmTarget(id: string, org_id = ""): Target {
  return { id, kind: "crm", enabled: true, url: "", secret: "", system: "", org_id, field_map: {} };
}

// The worker never reads the definition: a minimal one stands in for the form builder's.
const definition = {
  name: "طلب تجربة قيادة",
  fields: [{ name: "first_name", type: "text", label: "الاسم" }],
} as unknown as FormAttributes;

async function insertForm(db: Db, integrations: Target[] = []): Promise<number> {
  const [form] = await db
    .insert(forms)
    .values({ name: "طلب تجربة قيادة", definition, integrations })
    .returning({ id: forms.id });
  if (!form) throw new Error("no form");
  return form.id;
}

async function insertLead(db: Db, formId: number, values: Record<string, unknown> = {}) {
  const [lead] = await db
    .insert(leads)
    .values({ form_id: formId, values: { first_name: "سارة", ...values } })
    .returning();
  if (!lead) throw new Error("no lead");
  return lead;
}

type NewRow = typeof outbox.$inferInsert;

async function insertRows(db: Db, rows: NewRow[]): Promise<OutboxRow[]> {
  return db.insert(outbox).values(rows).returning();
}

/** A lead and its integration row for `targetId`, as createLead writes them. */
async function leadWithIntegration(
  db: Db,
  formId: number,
  targetId: string,
  extra: Partial<NewRow> = {},
) {
  const lead = await insertLead(db, formId);
  const body = {
    lead_id: lead.id,
    form_id: formId,
    created_at: lead.created_at.toISOString(),
    values: lead.values,
  };
  const [row] = await insertRows(db, [
    {
      kind: "integration",
      form_id: formId,
      lead_id: lead.id,
      target: { id: targetId, kind: "webhook" },
      payload: { body },
      ...extra,
    },
  ]);
  if (!row) throw new Error("no row");
  return { lead, row, body };
}

async function setSetting(db: Db, key: string, value: string): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

async function rowsOf(db: Db, ids: string[]): Promise<OutboxRow[]> {
  return ids.length === 0 ? [] : db.select().from(outbox).where(inArray(outbox.id, ids));
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the worker until none of `ids` is pending any more (or gives up after many rounds). */
async function deliverAll(worker: OutboxWorker, db: Db, ids: string[]): Promise<OutboxRow[]> {
  for (let round = 0; round < 2000; round++) {
    const rows = await rowsOf(db, ids);
    if (rows.every((r) => r.status !== "pending")) return rows;
    if ((await worker.runOnce()) === 0) await pause(2);
  }
  return rowsOf(db, ids);
}

/** A worker with a backoff of milliseconds, for tests. */
function quickWorker(db: Db, options: Partial<LeadOutboxWorkerOptions> = {}): OutboxWorker {
  return leadOutboxWorker({
    db,
    backoffBaseMs: 1,
    backoffCapMs: 8,
    random: () => 0.5,
    ...options,
  });
}

interface Received {
  key: string;
  body: string;
  signature: string | undefined;
  contentType: string | undefined;
  status: number;
}

/** A webhook endpoint on loopback: `answer` decides each request's status (n counts from 1). */
async function webhookReceiver(answer: (n: number, key: string) => number, delayMs = 0) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const key = String(request.headers["idempotency-key"] ?? "");
      const status = answer(received.length + 1, key);
      received.push({
        key,
        body: Buffer.concat(chunks).toString("utf8"),
        signature: request.headers["x-signature"] as string | undefined,
        contentType: request.headers["content-type"],
        status,
      });
      setTimeout(() => response.writeHead(status).end(status < 300 ? "ok" : "busy"), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}/hooks/leads`,
    received,
    /** Distinct idempotency keys answered with a 2xx: the deliveries the receiver accepted. */
    accepted: () => received.filter((r) => r.status < 300).map((r) => r.key),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Header values of a raw RFC 5322 message, encoded words decoded. */
function parseMail(raw: string): { header: (name: string) => string; text: string } {
  const split = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, " ");
  const body = raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  const decodeWords = (value: string) =>
    value
      .replace(/\?=\s+=\?/g, "?==?")
      .replace(
        /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g,
        (_all, _charset, encoding: string, data: string) =>
          encoding.toUpperCase() === "B"
            ? Buffer.from(data, "base64").toString("utf8")
            : Buffer.from(
                data
                  .replace(/_/g, " ")
                  .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
                    String.fromCharCode(Number.parseInt(hex, 16)),
                  ),
                "latin1",
              ).toString("utf8"),
      );
  const header = (name: string) => decodeWords(headers.get(name.toLowerCase()) ?? "");
  const encoding = header("content-transfer-encoding").toLowerCase();
  const text =
    encoding === "base64"
      ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
      : encoding === "quoted-printable"
        ? Buffer.from(
            body
              .replace(/=\r\n/g, "")
              .replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            "latin1",
          ).toString("utf8")
        : body;
  return { header, text: text.replace(/\r\n/g, "\n").replace(/\n$/, "") };
}

describe.each(engines)("lead deliveries on %s", (engine) => {
  const site = useDemoServer(engine, { outbox: false });
  const db = () => site.database.db;

  // Every test leaves nothing due, so the next one's workers deliver only its own rows.
  afterEach(async () => {
    await db().delete(outbox).where(eq(outbox.status, "pending"));
  });

  it("sends notification and confirmation mail through an SMTP server, identified by the delivery", async () => {
    const messages: { rcpt: string[]; mailFrom: string; raw: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          messages.push({
            rcpt: session.envelope.rcptTo.map((a) => a.address),
            mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", () => resolve()));
    const { port } = smtp.server.address() as AddressInfo;
    try {
      await setSetting(db(), "forms.mail_from", "forms@dealer.example");
      const formId = await insertForm(db());
      const lead = await insertLead(db(), formId);
      const rows = await insertRows(db(), [
        {
          kind: "notification",
          form_id: formId,
          lead_id: lead.id,
          target: { to: ["sales@dealer.example", "manager@dealer.example"] },
          payload: { subject: "طلب جديد: تجربة قيادة", text: "الاسم: سارة\nالهاتف: +971501234567" },
        },
        {
          kind: "confirmation",
          form_id: formId,
          lead_id: lead.id,
          target: { to: "sara@example.com" },
          payload: { subject: "شكراً لك يا سارة", text: "استلمنا طلبك وسنتصل بك قريباً." },
        },
      ]);
      const worker = quickWorker(db(), { mail: smtpMailTransport(`smtp://127.0.0.1:${port}`) });
      const done = await deliverAll(
        worker,
        db(),
        rows.map((r) => r.id),
      );
      await worker.stop();
      expect(done.map((r) => r.status)).toEqual(["delivered", "delivered"]);
      expect(messages).toHaveLength(2);
      const [notification, confirmation] = rows.map((row) => {
        const message = messages.find((m) =>
          parseMail(m.raw).header("message-id").includes(row.id),
        );
        if (!message) throw new Error(`no message for ${row.kind}`);
        return { ...message, ...parseMail(message.raw) };
      });
      expect(notification?.rcpt).toEqual(["sales@dealer.example", "manager@dealer.example"]);
      expect(notification?.header("to")).toBe("sales@dealer.example, manager@dealer.example");
      expect(notification?.header("from")).toBe("forms@dealer.example");
      expect(notification?.mailFrom).toBe("forms@dealer.example");
      expect(notification?.header("subject")).toBe("طلب جديد: تجربة قيادة");
      expect(notification?.text).toBe("الاسم: سارة\nالهاتف: +971501234567");
      expect(notification?.header("message-id")).toBe(`<${rows[0]?.id}@forms.local>`);
      expect(confirmation?.rcpt).toEqual(["sara@example.com"]);
      expect(confirmation?.header("to")).toBe("sara@example.com");
      expect(confirmation?.header("subject")).toBe("شكراً لك يا سارة");
      expect(confirmation?.text).toBe("استلمنا طلبك وسنتصل بك قريباً.");
      expect(confirmation?.header("message-id")).toBe(`<${rows[1]?.id}@forms.local>`);
      expect(confirmation?.header("content-type")).toMatch(/^text\/plain/);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await setSetting(db(), "forms.mail_from", "no-reply@example.com");
    }
  });

  it("keeps development mail once per delivery and shows it to admins", async () => {
    const formId = await insertForm(db());
    const lead = await insertLead(db(), formId);
    const [row] = await insertRows(db(), [
      {
        kind: "confirmation",
        form_id: formId,
        lead_id: lead.id,
        target: { to: "omar@example.com" },
        payload: { subject: "تأكيد طلبك", text: "شكراً يا عمر" },
      },
    ]);
    if (!row) throw new Error("no row");
    const worker = quickWorker(db(), { mail: developmentMailTransport(db()) });
    expect((await deliverAll(worker, db(), [row.id]))[0]?.status).toBe("delivered");
    // A crash between sending and marking: the row is delivered again, and stored once.
    await db()
      .update(outbox)
      .set({ status: "pending", delivered_at: null })
      .where(eq(outbox.id, row.id));
    expect((await deliverAll(worker, db(), [row.id]))[0]?.status).toBe("delivered");
    await developmentMailTransport(db()).send({
      outboxId: row.id,
      from: "no-reply@example.com",
      to: ["omar@example.com"],
      subject: "تأكيد طلبك",
      text: "شكراً يا عمر",
    });
    const kept = await db().select().from(sentMail).where(eq(sentMail.outbox_id, row.id));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      mail_to: "omar@example.com",
      mail_from: "no-reply@example.com",
      subject: "تأكيد طلبك",
      text_body: "شكراً يا عمر",
      message_id: `<${row.id}@forms.local>`,
    });

    const admin = await signedInAs(db(), "admin");
    const listed = await injectAs(site.app, admin, "GET", "/api/admin/sent_mail");
    expect(listed.statusCode).toBe(200);
    const mail = listed
      .json()
      .data.filter((m: { attributes: { message_id: string } }) =>
        m.attributes.message_id.includes(row.id),
      );
    expect(mail).toHaveLength(1);
    expect(mail[0].attributes).toMatchObject({
      to: "omar@example.com",
      subject: "تأكيد طلبك",
      text: "شكراً يا عمر",
    });
    const viewer = await signedInAs(db(), "viewer");
    expect((await injectAs(site.app, viewer, "GET", "/api/admin/sent_mail")).statusCode).toBe(403);
  });

  it("retries a webhook that fails for a while until every lead is delivered exactly once, signed", async () => {
    await setSetting(db(), "forms.allow_private_webhooks", "true");
    const receiver = await webhookReceiver((n) => (n <= 7 ? 503 : 200));
    try {
      const secret = "s3cret-for-the-dealer";
      const formId = await insertForm(db(), [webhookTarget("crm-hook", receiver.url, secret)]);
      const made = [];
      for (let i = 0; i < 5; i++) made.push(await leadWithIntegration(db(), formId, "crm-hook"));
      const ids = made.map((m) => m.row.id);
      const worker = quickWorker(db());
      const done = await deliverAll(worker, db(), ids);

      expect(done.map((r) => r.status)).toEqual(Array(5).fill("delivered"));
      const accepted = receiver.accepted();
      expect(accepted).toHaveLength(5);
      expect(new Set(accepted)).toEqual(new Set(ids));
      // The first seven requests failed: retries happened, each recorded on its row.
      expect(receiver.received.length).toBe(12);
      expect(done.reduce((sum, r) => sum + r.attempts, 0)).toBe(7);
      expect(done.every((r) => r.last_error === null && r.delivered_at !== null)).toBe(true);

      for (const request of receiver.received) {
        expect(request.contentType).toMatch(/^application\/json/);
        const expected = `sha256=${createHmac("sha256", secret).update(request.body).digest("hex")}`;
        expect(request.signature).toBe(expected);
        const sent = JSON.parse(request.body) as { lead_id: string };
        const source = made.find((m) => m.row.id === request.key);
        expect(sent).toEqual(source?.body);
      }
    } finally {
      await receiver.close();
    }
  });

  it("lists a target that never recovers as dead, replays it and repairs a lead with a corrected body", async () => {
    await setSetting(db(), "forms.allow_private_webhooks", "true");
    let isUp = false;
    const receiver = await webhookReceiver(() => (isUp ? 200 : 500));
    try {
      const formId = await insertForm(db(), [webhookTarget("dms", receiver.url)]);
      const otherFormId = await insertForm(db());
      const first = await leadWithIntegration(db(), formId, "dms", { max_attempts: 3 });
      const [note] = await insertRows(db(), [
        {
          kind: "confirmation",
          form_id: formId,
          lead_id: first.lead.id,
          target: { to: "sara@example.com" },
          payload: { subject: "شكراً", text: "وصل طلبك" },
        },
      ]);
      const second = await leadWithIntegration(db(), formId, "dms", { max_attempts: 2 });
      if (!note) throw new Error("no row");
      const worker = quickWorker(db(), { mail: developmentMailTransport(db()) });
      const ids = [first.row.id, note.id, second.row.id];
      const settled = await deliverAll(worker, db(), ids);
      const byId = new Map(settled.map((r) => [r.id, r]));
      expect(byId.get(first.row.id)).toMatchObject({
        status: "dead",
        attempts: 3,
        last_error: "the webhook answered HTTP 500",
      });
      expect(byId.get(second.row.id)).toMatchObject({ status: "dead", attempts: 2 });
      expect(byId.get(note.id)?.status).toBe("delivered");
      expect(receiver.accepted()).toEqual([]);

      const admin = await signedInAs(db(), "admin");
      const dead = await injectAs(site.app, admin, "GET", "/api/admin/outbox");
      expect(dead.statusCode).toBe(200);
      const deadIds = dead.json().data.map((d: { id: string }) => d.id);
      expect(deadIds).toEqual(expect.arrayContaining([first.row.id, second.row.id]));
      expect(deadIds).not.toContain(note.id);
      const delivered = await injectAs(
        site.app,
        admin,
        "GET",
        "/api/admin/outbox?status=delivered",
      );
      expect(delivered.json().data.map((d: { id: string }) => d.id)).toContain(note.id);

      const integrations = await injectAs(
        site.app,
        admin,
        "GET",
        `/forms/${formId}/leads/${first.lead.id}/integrations`,
      );
      expect(integrations.statusCode).toBe(200);
      expect(integrations.json().data.map((d: { id: string }) => d.id)).toEqual([
        first.row.id,
        note.id,
      ]);
      expect(integrations.json().data[0].attributes).toMatchObject({
        kind: "integration",
        target: "dms",
        status: "dead",
        attempts: 3,
        max_attempts: 3,
        last_error: "the webhook answered HTTP 500",
        next_attempt_at: null,
        lead_id: first.lead.id,
        form_id: formId,
      });
      expect(integrations.json().data[1].attributes).toMatchObject({
        kind: "confirmation",
        target: "sara@example.com",
        status: "delivered",
      });
      expect(
        (
          await injectAs(
            site.app,
            admin,
            "GET",
            `/forms/${otherFormId}/leads/${first.lead.id}/integrations`,
          )
        ).statusCode,
      ).toBe(404);

      // Only a dead delivery is replayed.
      const notDead = await injectAs(
        site.app,
        admin,
        "POST",
        `/api/admin/outbox/${note.id}/replay`,
      );
      expect(notDead.statusCode).toBe(409);

      isUp = true;
      const replayed = await injectAs(
        site.app,
        admin,
        "POST",
        `/api/admin/outbox/${first.row.id}/replay`,
      );
      expect(replayed.statusCode).toBe(200);
      expect(replayed.json().data[0].attributes).toMatchObject({ status: "pending", attempts: 0 });
      expect((await deliverAll(worker, db(), [first.row.id]))[0]?.status).toBe("delivered");
      expect(receiver.accepted()).toEqual([first.row.id]);
      const replayAudit = await auditEntries(db(), "outbox", first.row.id);
      expect(replayAudit.map((a) => a.action)).toEqual(["replay"]);

      // The repair: named ids must be this lead's, and not delivered already.
      const fixUrl = `/forms/${formId}/leads/${second.lead.id}/integrations/fix`;
      const foreign = await injectAs(site.app, admin, "POST", fixUrl, {
        data: { type: "request", attributes: { ids: [randomUUID()] } },
      });
      expect(foreign.statusCode).toBe(422);
      expect(foreign.json().details[0]).toMatchObject({ pointer: "/data/attributes/ids/0" });
      const otherLead = await injectAs(
        site.app,
        admin,
        "POST",
        `/forms/${formId}/leads/${first.lead.id}/integrations/fix`,
        { data: { type: "request", attributes: { ids: [note.id] } } },
      );
      expect(otherLead.statusCode).toBe(409);
      const editor = await signedInAs(db(), "editor");
      expect(
        (await injectAs(site.app, editor, "POST", fixUrl, { data: { type: "request" } }))
          .statusCode,
      ).toBe(403);

      const corrected = {
        lead_id: second.lead.id,
        form_id: formId,
        values: { first_name: "سارة", last_name: "الهاشمي" },
      };
      const fixed = await injectAs(site.app, admin, "POST", fixUrl, {
        data: { type: "request", attributes: { body: corrected } },
      });
      expect(fixed.statusCode).toBe(200);
      expect(fixed.json().data).toHaveLength(1);
      expect(fixed.json().data[0]).toMatchObject({
        id: second.row.id,
        attributes: { status: "pending", attempts: 0 },
      });
      expect((await deliverAll(worker, db(), [second.row.id]))[0]?.status).toBe("delivered");
      const got = receiver.received.filter((r) => r.key === second.row.id && r.status === 200);
      expect(got.map((r) => JSON.parse(r.body))).toEqual([corrected]);
      const fixAudit = await auditEntries(db(), "lead", second.lead.id);
      expect(fixAudit.map((a) => a.action)).toEqual(["fix_integrations"]);
      expect(fixAudit[0]?.after).toMatchObject({ queued: [second.row.id], body_replaced: true });
      await worker.stop();
    } finally {
      await receiver.close();
    }
  });

  it("refuses webhooks to loopback and private addresses unless allowed, on the address it would connect to", async () => {
    await setSetting(db(), "forms.allow_private_webhooks", "false");
    const receiver = await webhookReceiver(() => 200);
    try {
      const formId = await insertForm(db(), [
        webhookTarget("by-address", receiver.url),
        webhookTarget("by-name", `http://localhost:${receiver.port}/hooks/leads`),
      ]);
      const byAddress = await leadWithIntegration(db(), formId, "by-address");
      const byName = await leadWithIntegration(db(), formId, "by-name");
      const worker = quickWorker(db(), { backoffBaseMs: 60_000, backoffCapMs: 60_000 });
      await worker.runOnce();
      const [a, b] = await Promise.all([
        rowsOf(db(), [byAddress.row.id]),
        rowsOf(db(), [byName.row.id]),
      ]);
      expect(a[0]).toMatchObject({ status: "pending", attempts: 1 });
      expect(a[0]?.last_error).toMatch(
        /127\.0\.0\.1 is a loopback address.*allow_private_webhooks/,
      );
      expect(b[0]).toMatchObject({ status: "pending", attempts: 1 });
      expect(b[0]?.last_error).toMatch(/localhost resolves to .* loopback address/);
      expect(receiver.received).toEqual([]);

      // Once the admin allows private targets, the same rows go through.
      await setSetting(db(), "forms.allow_private_webhooks", "true");
      await db()
        .update(outbox)
        .set({ next_attempt_at: new Date() })
        .where(inArray(outbox.id, [byAddress.row.id, byName.row.id]));
      const done = await deliverAll(worker, db(), [byAddress.row.id, byName.row.id]);
      expect(done.map((r) => r.status)).toEqual(["delivered", "delivered"]);
      expect(new Set(receiver.accepted())).toEqual(new Set([byAddress.row.id, byName.row.id]));
    } finally {
      await setSetting(db(), "forms.allow_private_webhooks", "false");
      await receiver.close();
    }
  });

  it("never lets two workers deliver the same row twice", async () => {
    await setSetting(db(), "forms.allow_private_webhooks", "true");
    const receiver = await webhookReceiver(() => 200, 3);
    try {
      const formId = await insertForm(db(), [webhookTarget("hook", receiver.url)]);
      const lead = await insertLead(db(), formId);
      const rows = await insertRows(
        db(),
        Array.from({ length: 30 }, (_, i) => ({
          kind: "integration" as const,
          form_id: formId,
          lead_id: lead.id,
          target: { id: "hook", kind: "webhook" },
          payload: { body: { n: i } },
        })),
      );
      const counts = [0, 0];
      const deliverIntegration = integrationHandler(db(), {});
      const workers = [0, 1].map((w) =>
        quickWorker(db(), {
          batchSize: 4,
          handlers: {
            integration: async (row) => {
              counts[w] = (counts[w] ?? 0) + 1;
              await deliverIntegration(row);
            },
          },
        }),
      );
      const ids = rows.map((r) => r.id);
      const runUntilEmpty = async (worker: OutboxWorker) => {
        for (let i = 0; i < 200 && (await worker.runOnce()) > 0; i++);
      };
      await Promise.all(workers.map(runUntilEmpty));
      const done = await rowsOf(db(), ids);
      expect(done.every((r) => r.status === "delivered")).toBe(true);
      expect(receiver.received).toHaveLength(30);
      expect(new Set(receiver.received.map((r) => r.key))).toEqual(new Set(ids));
      expect((counts[0] ?? 0) + (counts[1] ?? 0)).toBe(30);
      expect(counts[0]).toBeGreaterThan(0);
      expect(counts[1]).toBeGreaterThan(0);
    } finally {
      await receiver.close();
    }
  });

  it("delivers a burst through its pool, never more at once than the pool nor a target allows", async () => {
    const formId = await insertForm(db());
    const lead = await insertLead(db(), formId);
    // Three webhook origins, eight deliveries each: the targets would allow six at once, the pool five.
    const rows = await insertRows(
      db(),
      Array.from({ length: 24 }, (_, i) => ({
        kind: "integration" as const,
        form_id: formId,
        lead_id: lead.id,
        target: { id: "hook", kind: "webhook", url: `http://hook-${i % 3}.example/leads` },
        payload: { body: { n: i } },
      })),
    );
    const underWay = new Map<string, number>();
    let most = 0;
    const mostByTarget = new Map<string, number>();
    const worker = quickWorker(db(), {
      concurrency: 5,
      perTargetConcurrency: 2,
      handlers: {
        integration: async (row) => {
          const origin = new URL(String(row.target.url)).origin;
          underWay.set(origin, (underWay.get(origin) ?? 0) + 1);
          const total = [...underWay.values()].reduce((a, b) => a + b, 0);
          most = Math.max(most, total);
          mostByTarget.set(
            origin,
            Math.max(mostByTarget.get(origin) ?? 0, underWay.get(origin) ?? 0),
          );
          await pause(15);
          underWay.set(origin, (underWay.get(origin) ?? 0) - 1);
        },
      },
    });
    worker.start();
    const ids = rows.map((r) => r.id);
    for (const t = Date.now(); Date.now() - t < 20_000; await pause(20))
      if ((await rowsOf(db(), ids)).every((r) => r.status === "delivered")) break;
    await worker.stop();
    expect((await rowsOf(db(), ids)).map((r) => r.status)).toEqual(ids.map(() => "delivered"));
    expect(most).toBeLessThanOrEqual(5);
    expect(most).toBeGreaterThan(2);
    // Each target at most two at once, and the bound was reached.
    expect(Math.max(...mostByTarget.values())).toBe(2);
    expect(mostByTarget.size).toBe(3);
  });

  it("records a send that outlasts its lease before the lease ends, so no other worker sends it too", async () => {
    const formId = await insertForm(db());
    const [row] = await insertRows(db(), [
      {
        kind: "notification",
        form_id: formId,
        target: { to: ["sales@example.com"] },
        payload: { subject: "طلب", text: "نص" },
      },
    ]);
    if (!row) throw new Error("no row");
    const sends: { worker: number; timeoutMs: number | undefined }[] = [];
    // A mail server that hangs: each send takes longer than the whole lease.
    const workers = [0, 1].map((w) =>
      quickWorker(db(), {
        leaseMs: 800,
        backoffBaseMs: 60_000,
        backoffCapMs: 60_000,
        handlers: {
          notification: async (_row, context) => {
            sends.push({ worker: w, timeoutMs: context?.timeoutMs });
            await pause(1_500);
          },
        },
      }),
    );
    const first = workers[0]?.runOnce();
    // The first worker has claimed the row and is sending: the other one looks for due rows
    // through that send and past its lease.
    for (const t = Date.now(); sends.length === 0 && Date.now() - t < 5_000; ) await pause(5);
    const started = Date.now();
    while (Date.now() - started < 1_300) {
      await workers[1]?.runOnce();
      await pause(25);
    }
    await first;
    expect(sends.map((s) => s.worker)).toEqual([0]);
    // The send was given the lease less the margin kept to mark the row (a quarter of it).
    expect(sends[0]?.timeoutMs).toBeGreaterThan(0);
    expect(sends[0]?.timeoutMs).toBeLessThanOrEqual(600);
    const [after] = await rowsOf(db(), [row.id]);
    expect(after).toMatchObject({ status: "pending", attempts: 1, locked_until: null });
    expect(after?.last_error).toMatch(/did not finish within 1 s, before its lease ran out/);
  });

  it("leaves lead exports pending until a handler for them is given", async () => {
    const formId = await insertForm(db());
    const [row] = await insertRows(db(), [
      { kind: "lead_export", form_id: formId, target: { export_id: randomUUID() } },
    ]);
    if (!row) throw new Error("no row");
    await quickWorker(db()).runOnce();
    expect((await rowsOf(db(), [row.id]))[0]).toMatchObject({
      status: "pending",
      attempts: 0,
      locked_until: null,
    });
    const seen: string[] = [];
    const exporter = quickWorker(db(), {
      handlers: { lead_export: async (r) => void seen.push(r.id) },
    });
    expect((await deliverAll(exporter, db(), [row.id]))[0]?.status).toBe("delivered");
    expect(seen).toEqual([row.id]);
  });

  it("keeps delivering mail while a long lead export runs beside it", async () => {
    const formId = await insertForm(db());
    let finishExport: () => void = () => undefined;
    const exportHeld = new Promise<void>((resolve) => {
      finishExport = resolve;
    });
    const worker = quickWorker(db(), {
      pollMs: 10,
      mail: developmentMailTransport(db()),
      handlers: { lead_export: () => exportHeld },
    });
    const [exportRow] = await insertRows(db(), [
      { kind: "lead_export", form_id: formId, target: { export_id: randomUUID() } },
    ]);
    if (!exportRow) throw new Error("no row");
    worker.start();
    try {
      await expect
        .poll(async () => (await rowsOf(db(), [exportRow.id]))[0]?.locked_until)
        .not.toBeNull();
      const [mail] = await insertRows(db(), [
        {
          kind: "notification",
          form_id: formId,
          target: { to: ["sales@example.com"] },
          payload: { subject: "طلب", text: "نص" },
        },
      ]);
      if (!mail) throw new Error("no row");
      worker.wake();
      await expect
        .poll(async () => (await rowsOf(db(), [mail.id]))[0]?.status, { timeout: 5000 })
        .toBe("delivered");
      expect((await rowsOf(db(), [exportRow.id]))[0]?.status).toBe("pending");
      finishExport();
      await expect
        .poll(async () => (await rowsOf(db(), [exportRow.id]))[0]?.status, { timeout: 5000 })
        .toBe("delivered");
    } finally {
      finishExport();
      await worker.stop();
    }
  });

  it("delivers to the local CRM inbox once, whatever the retries", async () => {
    await setSetting(db(), "forms.crm_system", "local");
    const formId = await insertForm(db(), [crmTarget("inbox")]);
    const { row, body } = await leadWithIntegration(db(), formId, "inbox");
    const worker = quickWorker(db());
    expect((await deliverAll(worker, db(), [row.id]))[0]?.status).toBe("delivered");
    await db()
      .update(outbox)
      .set({ status: "pending", delivered_at: null })
      .where(eq(outbox.id, row.id));
    expect((await deliverAll(worker, db(), [row.id]))[0]?.status).toBe("delivered");
    const inbox = await db().select().from(crmInbox).where(eq(crmInbox.outbox_id, row.id));
    expect(inbox.map((r) => ({ system: r.system, body: r.body }))).toEqual([
      { system: "local", body },
    ]);

    const editor = await signedInAs(db(), "editor");
    const active = await injectAs(site.app, editor, "GET", "/integrations/active_system");
    expect(active.json().data).toEqual({
      id: "local",
      type: "integration_system",
      attributes: { system: "local" },
    });
    const verified = await injectAs(site.app, editor, "GET", "/integrations/verify");
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.attributes).toMatchObject({ system: "local", ok: true });

    // No CRM system: the delivery waits, failing, for one to be chosen.
    await setSetting(db(), "forms.crm_system", "none");
    const waiting = await leadWithIntegration(db(), formId, "inbox", { max_attempts: 1 });
    const [dead] = await deliverAll(worker, db(), [waiting.row.id]);
    expect(dead).toMatchObject({
      status: "dead",
      last_error: "no CRM system is active (forms.crm_system is none)",
    });
    const none = await injectAs(site.app, editor, "GET", "/integrations/verify");
    expect(none.json().data.attributes).toMatchObject({ system: "none", ok: false });
    await setSetting(db(), "forms.crm_system", "local");
  });
});

describe.each(engines)("the server's outbox worker on %s", (engine) => {
  const calls: { url: string; method: string; contentType: string; body: string }[] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    calls.push({
      url: String(input),
      method: init?.method ?? "GET",
      contentType: new Headers(init?.headers).get("content-type") ?? "",
      body: typeof init?.body === "string" ? init.body : "",
    });
    return new Response("<html></html>", { status: 200 });
  };
  // A poll far away: only a wake delivers within the test.
  const site = useDemoServer(engine, { outbox: { fetch: fakeFetch, pollMs: 600_000 } });
  const db = () => site.database.db;
  const ORG = "00D5g000004XyZa";

  beforeAll(async () => {
    await site.app.ready();
    await setSetting(db(), "forms.crm_system", "salesforce");
  });
  afterAll(async () => {
    await setSetting(db(), "forms.crm_system", "local");
  });

  /**
   * Whether `check` comes true within 15 s: the worker polls every 10 minutes, so only a wake
   * gets there; the time allowed is for a busy machine, not for a poll.
   */
  async function until(check: () => Promise<boolean>): Promise<boolean> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      if (await check()) return true;
      await pause(10);
    }
    return false;
  }

  it("delivers a committed lead to Salesforce Web-to-Lead as soon as it is woken", async () => {
    const formId = await insertForm(db(), [crmTarget("sf", ORG)]);
    const lead = await insertLead(db(), formId, { email: "sara@example.com" });
    const [row] = await insertRows(db(), [
      {
        kind: "integration",
        form_id: formId,
        lead_id: lead.id,
        target: { id: "sf", kind: "crm" },
        payload: {
          body: { lead_id: lead.id, values: { last_name: "الهاشمي", email: "sara@example.com" } },
        },
      },
    ]);
    if (!row) throw new Error("no row");
    wakeOutbox(db());
    const isDelivered = async () => (await rowsOf(db(), [row.id]))[0]?.status === "delivered";
    expect(await until(isDelivered)).toBe(true);
    const post = calls.find((c) => c.method === "POST" && c.body.includes(lead.id));
    expect(post?.url).toBe(SALESFORCE_WEB_TO_LEAD_URL);
    expect(post?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(post?.body);
    expect(form.get("oid")).toBe(ORG);
    expect(form.get("last_name")).toBe("الهاشمي");
    expect(form.get("email")).toBe("sara@example.com");
    expect(form.get("lead_id")).toBe(lead.id);
  });

  it("wakes on a NOTIFY from the transaction that wrote the rows", async () => {
    const formId = await insertForm(db(), [crmTarget("sf", ORG)]);
    const lead = await insertLead(db(), formId);
    const row = await db().transaction(async (tx) => {
      const [inserted] = await tx
        .insert(outbox)
        .values({
          kind: "integration",
          form_id: formId,
          lead_id: lead.id,
          target: { id: "sf", kind: "crm" },
          payload: { body: { lead_id: lead.id } },
        })
        .returning();
      await tx.execute(sql`SELECT pg_notify(${OUTBOX_WAKE_CHANNEL}, '')`);
      return inserted;
    });
    if (!row) throw new Error("no row");
    expect(await until(async () => (await rowsOf(db(), [row.id]))[0]?.status === "delivered")).toBe(
      true,
    );
  });

  it("verifies the Salesforce configuration and that Web-to-Lead answers", async () => {
    const admin = await signedInAs(db(), "admin");
    const ok = await injectAs(site.app, admin, "GET", "/integrations/verify");
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.attributes).toMatchObject({ system: "salesforce", ok: true });
    expect(calls.some((c) => c.method === "GET" && c.url === SALESFORCE_WEB_TO_LEAD_URL)).toBe(
      true,
    );

    const formId = await insertForm(db(), [crmTarget("sf-missing")]);
    const missing = await injectAs(site.app, admin, "GET", "/integrations/verify");
    expect(missing.json().data.attributes).toMatchObject({ system: "salesforce", ok: false });
    expect(missing.json().data.attributes.message).toContain(`form ${formId} "sf-missing"`);
    const unreachable = crmSystem("salesforce", {
      db: db(),
      fetch: async () => {
        throw new TypeError("fetch failed");
      },
    });
    await db().delete(forms).where(eq(forms.id, formId));
    expect(await unreachable.verify()).toEqual({
      ok: false,
      message: "Salesforce Web-to-Lead could not be reached.",
    });
  });
});

describe.each(engines)("every process's outbox workers on %s", (engine) => {
  // The server writes with no worker of its own. Two workers stand for two other processes (on
  // PostgreSQL, each with its own connections and listener; PGlite is held by one process, so
  // there both share it), and their poll is ten minutes away: only the NOTIFY that each writer's
  // commit sends can wake them within the test.
  const site = useDemoServer(engine, { outbox: false });
  const db = () => site.database.db;
  const handled: OutboxRow[] = [];
  const record = async (row: OutboxRow) => {
    handled.push(row);
  };
  const workers: { worker: OutboxWorker; wakes: number }[] = [];
  let other: Database | null = null;
  let formId = 0;
  let admin: TestSession;

  beforeAll(async () => {
    await site.app.ready();
    if (engine === "postgres") {
      const url = new URL(process.env.TEST_DATABASE_URL as string);
      url.pathname = new URL(site.database.where).pathname;
      other = await openDatabase({ databaseUrl: url.href });
    }
    for (const database of [db(), other?.db ?? db()]) {
      const worker = leadOutboxWorker({
        db: database,
        pollMs: 600_000,
        mail: developmentMailTransport(database),
        handlers: {
          notification: record,
          confirmation: record,
          integration: record,
          lead_export: record,
        },
      });
      const counted = { worker, wakes: 0 };
      const wake = worker.wake.bind(worker);
      worker.wake = () => {
        counted.wakes += 1;
        wake();
      };
      workers.push(counted);
      worker.start();
    }
    const definition = checkedDefinition({
      name: "طلب تجربة قيادة",
      fields: [{ name: "first_name", type: "text", label: "الاسم" }],
      is_public: true,
    });
    const [form] = await db()
      .insert(forms)
      .values({
        name: definition.name,
        definition,
        is_public: true,
        settings: checkedSettings(
          { notifications: { enabled: true, recipients: ["sales@example.com"] } },
          "/settings",
        ),
        integrations: [crmTarget("inbox")],
      })
      .returning({ id: forms.id });
    if (!form) throw new Error("no form");
    formId = form.id;
    admin = await signedInAs(db(), "admin");
  });
  afterAll(async () => {
    await Promise.all(workers.map(({ worker }) => worker.stop()));
    await other?.close();
  });

  /** Whether `check` comes true within 15 s (the workers poll every 10 minutes: only a wake gets there). */
  async function until(check: () => boolean | Promise<boolean>): Promise<boolean> {
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      if (await check()) return true;
      await pause(10);
    }
    return false;
  }

  /** Runs `write` and waits for both workers to be woken and for `isDone` (a row handled). */
  async function wokenBy(write: () => Promise<void>, isDone: (row: OutboxRow) => boolean) {
    const before = workers.map((w) => w.wakes);
    await write();
    const isEveryWorkerWoken = () => workers.every((w, i) => w.wakes > (before[i] ?? 0));
    return {
      isEveryWorkerWoken: await until(isEveryWorkerWoken),
      isHandled: await until(() => handled.some(isDone)),
    };
  }

  async function deadRow(leadId: string): Promise<OutboxRow> {
    const [row] = await insertRows(db(), [
      {
        kind: "integration",
        form_id: formId,
        lead_id: leadId,
        target: { id: "inbox", kind: "crm" },
        payload: { body: { lead_id: leadId } },
        status: "dead",
        attempts: 8,
      },
    ]);
    if (!row) throw new Error("no row");
    return row;
  }

  it("wakes them all on a lead's commit: its mail and integration are handled at once", async () => {
    let leadId = "";
    const outcome = await wokenBy(
      async () => {
        const res = await site.app.inject({
          method: "POST",
          url: `/forms/${formId}/leads`,
          payload: { data: { type: "lead", attributes: { values: { first_name: "سارة" } } } },
        });
        expect(res.statusCode, res.body).toBe(201);
        leadId = res.json().data.id;
      },
      (row) => row.lead_id === leadId && row.kind === "integration",
    );
    expect(outcome).toEqual({ isEveryWorkerWoken: true, isHandled: true });
    expect(
      await until(() => handled.some((r) => r.lead_id === leadId && r.kind === "notification")),
    ).toBe(true);
  });

  it("wakes them all on a lead export's commit", async () => {
    let exportId = "";
    const outcome = await wokenBy(
      async () => {
        const res = await injectAs(site.app, admin, "POST", `/forms/${formId}/lead_exports`);
        expect(res.statusCode, res.body).toBe(202);
        exportId = res.json().data.id;
      },
      (row) => row.kind === "lead_export" && row.target.export_id === exportId,
    );
    expect(outcome).toEqual({ isEveryWorkerWoken: true, isHandled: true });
  });

  it("wakes them all on a replay's and on a repair's commit", async () => {
    const lead = await insertLead(db(), formId);
    const replayed = await deadRow(lead.id);
    const replay = await wokenBy(
      async () => {
        const res = await injectAs(
          site.app,
          admin,
          "POST",
          `/api/admin/outbox/${replayed.id}/replay`,
        );
        expect(res.statusCode, res.body).toBe(200);
      },
      (row) => row.id === replayed.id,
    );
    expect(replay).toEqual({ isEveryWorkerWoken: true, isHandled: true });

    const repaired = await deadRow(lead.id);
    const repair = await wokenBy(
      async () => {
        const res = await injectAs(
          site.app,
          admin,
          "POST",
          `/forms/${formId}/leads/${lead.id}/integrations/fix`,
          { data: { type: "request", attributes: {} } },
        );
        expect(res.statusCode, res.body).toBe(200);
      },
      (row) => row.id === repaired.id,
    );
    expect(repair).toEqual({ isEveryWorkerWoken: true, isHandled: true });
  });
});
