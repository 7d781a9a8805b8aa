import { randomUUID } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FormAttributes, FormField } from "../../generated/types.ts";
import type { Db } from "../../runtime/db/client.ts";
import {
  forms,
  leadExportChunks,
  leadExports,
  leadFiles,
  leads,
  outbox,
} from "../../runtime/db/tables/forms.ts";
import { users } from "../../runtime/db/tables/index.ts";
import {
  LEAD_EXPORT_FAILED,
  type LeadExportProgress,
  runLeadExport,
} from "../../runtime/features/leads/export-job.ts";
import { leadExportHandler } from "../../runtime/features/leads/export-lease.ts";
import { OutboxWorker } from "../../runtime/features/outbox/outbox.ts";
import { buildServer } from "../../runtime/server.ts";
import { injectAs } from "../helpers/api.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines, freshDatabase } from "../helpers/database.ts";

/** A form field with the defaults of form-field.schema.json. */
function field(overrides: Partial<FormField> & Pick<FormField, "name" | "type">): FormField {
  return {
    label: "",
    required: false,
    rules: {},
    options: [],
    source: "",
    format: "",
    verify_email: false,
    placeholder: "",
    help: "",
    width: "full",
    default: "",
    accept: [],
    default_country: "",
    ...overrides,
  };
}

function definition(fields: FormField[], lang: "ar" | "en" = "ar"): FormAttributes {
  const [first, ...rest] = fields;
  if (!first) throw new Error("a form has a field");
  return {
    name: "طلب تجربة قيادة",
    description: "",
    lang,
    fields: [first, ...rest],
    layout: "single_column",
    submit_label: "إرسال",
    captcha: false,
    is_public: true,
  };
}

const FIELDS: FormField[] = [
  field({ name: "first_name", type: "text", label: "الاسم" }),
  field({ name: "notes", type: "textarea", label: "ملاحظات" }),
  field({
    name: "interests",
    type: "checkbox",
    label: "الاهتمامات",
    options: [
      { value: "defender", label: "ديفندر" },
      { value: "discovery", label: "ديسكفري" },
    ],
  }),
  field({ name: "consent", type: "checkbox", label: "الموافقة" }),
  field({ name: "docs", type: "file", label: "المستندات", rules: { max: 2 } }),
  field({ name: "model", type: "select", label: "  " }),
];
const OLD_FIELD = field({ name: "old_field", type: "text", label: "حقل قديم" });

const FORMULA = '=HYPERLINK("http://evil.example","اضغط")';
const QUOTED = 'قال "مرحباً"\nسطر ثانٍ، وفاصلة';

/** RFC 4180, strictly: a record ends at CRLF only, so a bare LF outside quotes stays in its cell. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let isQuoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (isQuoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      } else isQuoted = false;
    } else if (c === '"') isQuoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/** The sheet's cells as text, row by row, and whether any cell holds a formula. */
async function readXlsx(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("no sheet");
  const rows: string[][] = [];
  let hasFormula = false;
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) {
      const cell = row.getCell(c);
      if (cell.type === ExcelJS.ValueType.Formula || cell.formula) hasFormula = true;
      cells.push(cell.text);
    }
    rows.push(cells);
  });
  return { sheet, rows, hasFormula };
}

describe.each(engines)("lead exports on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Db;
  let app: FastifyInstance;
  let admin: TestSession;
  let formId: number;
  let otherFormId: number;
  /** The leads of the main form by a short name. */
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    database = await freshDatabase(engine);
    db = database.db;
    // The tests run each export themselves (and once through a worker of their own).
    app = await buildServer({ db, outbox: false });
    admin = await signedInAs(db, "admin");
    const [form] = await db
      .insert(forms)
      .values({ name: "test drive", definition: definition([...FIELDS, OLD_FIELD]) })
      .returning();
    const [other] = await db
      .insert(forms)
      .values({ name: "other", definition: definition([field({ name: "x", type: "text" })]) })
      .returning();
    if (!form || !other) throw new Error("no form");
    formId = form.id;
    otherFormId = other.id;
    const fileId = randomUUID();
    const inserted = await db
      .insert(leads)
      .values([
        {
          form_id: formId,
          values: {
            first_name: "محمد العتيبي",
            notes: FORMULA,
            interests: ["defender", "discovery"],
            consent: true,
            model: "defender_110",
          },
          hidden_fields: { utm_source: "google" },
          created_at: new Date("2024-03-01T10:00:00Z"),
        },
        {
          form_id: formId,
          values: {
            first_name: "سارة",
            notes: QUOTED,
            consent: false,
            docs: [fileId],
            old_field: "قيمة قديمة",
          },
          hidden_fields: { campaign: "رمضان" },
          created_at: new Date("2024-03-02T23:30:00Z"),
        },
        {
          form_id: formId,
          values: { first_name: "+971501234567", notes: "@SUM(A1)", interests: [] },
          created_at: new Date("2024-03-03T00:00:00Z"),
        },
        {
          form_id: formId,
          values: { first_name: "أحمد", notes: "-2+3" },
          created_at: new Date("2024-03-04T08:15:00Z"),
        },
      ])
      .returning({ id: leads.id });
    ["first", "second", "third", "fourth"].forEach((name, i) => {
      ids[name] = inserted[i]?.id ?? "";
    });
    await db.insert(leadFiles).values({
      id: fileId,
      form_id: formId,
      field: "docs",
      lead_id: ids.second ?? null,
      name: "رخصة القيادة.pdf",
      media_type: "application/pdf",
      size: 4,
      sha256: "0".repeat(64),
      content: Buffer.from("%PDF"),
    });
    await db.insert(leads).values({ form_id: otherFormId, values: { x: "not this form" } });
    // The field is taken out of the form after leads used it: its values stay in the export.
    await db
      .update(forms)
      .set({ definition: definition(FIELDS) })
      .where(eq(forms.id, formId));
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const create = (who: TestSession, query = "", form = formId) =>
    injectAs(app, who, "POST", `/forms/${form}/lead_exports${query}`);
  const status = (who: TestSession, exportId: string, form = formId) =>
    injectAs(app, who, "GET", `/forms/${form}/lead_exports/${exportId}`);
  const download = (who: TestSession, exportId: string, format = "", form = formId) =>
    injectAs(
      app,
      who,
      "GET",
      `/forms/${form}/lead_exports/${exportId}/download${format ? `?format=${format}` : ""}`,
    );

  /** Creates an export as `who` and runs its job to the end. */
  async function exported(who: TestSession, query = ""): Promise<string> {
    const created = await create(who, query);
    expect(created.statusCode, created.body).toBe(202);
    const exportId: string = created.json().data.id;
    expect(await runLeadExport(db, exportId)).toBe("done");
    return exportId;
  }

  const csvRows = (res: LightMyRequestResponse) =>
    parseCsv(res.rawPayload.toString("utf8").slice(1));

  it("answers 202 with a pending export, stored with its filters and an outbox row in one go", async () => {
    const query = "?filter[created_at_gteq]=2024-03-01&sort=first_name";
    const res = await create(admin, query);
    expect(res.statusCode).toBe(202);
    const document = res.json();
    expect(document.data).toMatchObject({
      type: "lead_export",
      attributes: {
        status: "pending",
        progress: 0,
        processed: 0,
        filters: { "filter[created_at_gteq]": "2024-03-01", sort: "first_name" },
      },
    });
    const [row] = await db.select().from(leadExports).where(eq(leadExports.id, document.data.id));
    expect(row).toMatchObject({ form_id: formId, status: "pending", requested_by: admin.userId });
    const work = await db.select().from(outbox).where(eq(outbox.kind, "lead_export"));
    expect(work.map((w) => w.target)).toContainEqual({ export_id: document.data.id });
    expect(work.find((w) => w.target.export_id === document.data.id)?.form_id).toBe(formId);
  });

  it("refuses to download before the export is done (409), then serves it", async () => {
    const res = await create(admin);
    const exportId: string = res.json().data.id;
    const early = await download(admin, exportId);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe("export_not_ready");
    expect(await runLeadExport(db, exportId)).toBe("done");
    const doc = (await status(admin, exportId)).json().data.attributes;
    expect(doc).toMatchObject({ status: "done", progress: 100, processed: 4, total: 4 });
    expect(typeof doc.finished_at).toBe("string");
    expect((await download(admin, exportId)).statusCode).toBe(200);
  });

  it("downloads a CSV Excel reads as UTF-8, every lead a row, formulas defused", async () => {
    const exportId = await exported(admin);
    const res = await download(admin, exportId);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(res.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="leads-${formId}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
    const text = res.rawPayload.toString("utf8");
    expect(text.split("\r\n")[0]).not.toContain("\n");
    const rows = csvRows(res);
    expect(rows[0]).toEqual([
      "id",
      "created_at",
      "الاسم",
      "ملاحظات",
      "الاهتمامات",
      "الموافقة",
      "المستندات",
      "model",
      "hidden:campaign",
      "hidden:utm_source",
      "old_field",
    ]);
    // Newest first (the default sort), one row per lead of this form only.
    expect(rows.slice(1).map((r) => r[0])).toEqual([ids.fourth, ids.third, ids.second, ids.first]);
    const byId = new Map(rows.slice(1).map((r) => [r[0], r]));
    expect(byId.get(ids.first)).toEqual([
      ids.first,
      "2024-03-01T10:00:00.000Z",
      "محمد العتيبي",
      `'${FORMULA}`,
      // The options the visitor ticked, by their labels (never their codes).
      "ديفندر، ديسكفري",
      "نعم",
      "",
      "defender_110",
      "",
      "google",
      "",
    ]);
    expect(byId.get(ids.second)).toEqual([
      ids.second,
      "2024-03-02T23:30:00.000Z",
      "سارة",
      QUOTED,
      "",
      "لا",
      "رخصة القيادة.pdf",
      "",
      "رمضان",
      "",
      "قيمة قديمة",
    ]);
    expect(byId.get(ids.third)?.slice(2, 5)).toEqual(["'+971501234567", "'@SUM(A1)", ""]);
    expect(byId.get(ids.fourth)?.[3]).toBe("'-2+3");
    // The formula sits inside quotes with its own quotes doubled.
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""اضغط"")"`);
    // Compressed on the way when the browser asks, the same bytes once unpacked.
    const gzipped = await app.inject({
      method: "GET",
      url: `/forms/${formId}/lead_exports/${exportId}/download`,
      headers: { ...admin.headers, "accept-encoding": "gzip" },
    });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).equals(res.rawPayload)).toBe(true);
  });

  it("downloads an XLSX whose cells are text, never formulas, right to left", async () => {
    const exportId = await exported(admin);
    const res = await download(admin, exportId, "xlsx");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(res.headers["content-disposition"]).toMatch(/filename="leads-\d+-[\d-]+\.xlsx"$/);
    const { sheet, rows, hasFormula } = await readXlsx(res.rawPayload);
    expect(hasFormula).toBe(false);
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(rows[0]?.slice(0, 4)).toEqual(["id", "created_at", "الاسم", "ملاحظات"]);
    expect(rows[0]?.at(-1)).toBe("old_field");
    const first = rows.find((r) => r[0] === ids.first);
    expect(first?.[3]).toBe(FORMULA);
    expect(first?.[4]).toBe("ديفندر، ديسكفري");
    const second = rows.find((r) => r[0] === ids.second);
    expect(second?.slice(2, 4)).toEqual(["سارة", QUOTED]);
    expect(second?.[6]).toBe("رخصة القيادة.pdf");
    expect(second?.at(-1)).toBe("قيمة قديمة");
    expect(rows).toHaveLength(5);
  });

  it("holds the leads the date filters select, a date alone as 'to' being its whole day", async () => {
    const day = await exported(
      admin,
      "?filter[created_at_gteq]=2024-03-02&filter[created_at_lteq]=2024-03-02",
    );
    expect(
      csvRows(await download(admin, day))
        .slice(1)
        .map((r) => r[0]),
    ).toEqual([ids.second]);
    const both = await exported(
      admin,
      "?filter[created_at_gteq]=2024-03-01T10:00:00Z&filter[created_at_lteq]=2024-03-03T00:00:00Z",
    );
    expect(
      csvRows(await download(admin, both))
        .slice(1)
        .map((r) => r[0]),
    ).toEqual([ids.third, ids.second, ids.first]);
    const none = await exported(admin, "?filter[created_at_gteq]=2025-01-01");
    const rows = csvRows(await download(admin, none));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.[0]).toBe("id");
    const doc = (await status(admin, none)).json().data.attributes;
    expect(doc).toMatchObject({ status: "done", progress: 100, processed: 0, total: 0 });
  });

  it("orders the rows by the requested sort", async () => {
    const order = async (sort: string) =>
      csvRows(await download(admin, await exported(admin, `?sort=${encodeURIComponent(sort)}`)))
        .slice(1)
        .map((r) => r[0]);
    expect(await order("created_at")).toEqual([ids.first, ids.second, ids.third, ids.fourth]);
    // Text order of the values ('+' before Arabic letters); a lead without the value comes last.
    expect(await order("first_name")).toEqual([ids.third, ids.fourth, ids.second, ids.first]);
    expect(await order("-first_name")).toEqual([ids.first, ids.second, ids.fourth, ids.third]);
    expect(await order("model,-created_at")).toEqual([
      ids.first,
      ids.fourth,
      ids.third,
      ids.second,
    ]);
  });

  it("refuses a date that does not exist with 400 naming the filter", async () => {
    const res = await create(admin, "?filter[created_at_lteq]=2024-02-30");
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].pointer).toBe("/query/filter[created_at_lteq]");
    expect((await create(admin, "?sort=bad%20sort")).statusCode).toBe(400);
  });

  it("answers 404 for an unknown form and for an export of another form", async () => {
    expect((await create(admin, "", 999_999)).statusCode).toBe(404);
    const exportId = await exported(admin);
    expect((await status(admin, exportId, otherFormId)).statusCode).toBe(404);
    expect((await download(admin, exportId, "", otherFormId)).statusCode).toBe(404);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await status(admin, unknown)).statusCode).toBe(404);
    expect((await download(admin, unknown)).statusCode).toBe(404);
  });

  it("lets admins and editors with lead access export, not viewers or other editors", async () => {
    const exportId = await exported(admin);
    const viewer = await signedInAs(db, "viewer");
    const editor = await signedInAs(db, "editor");
    const trusted = await signedInAs(db, "editor");
    await db.update(users).set({ lead_access: true }).where(eq(users.id, trusted.userId));
    for (const who of [viewer, editor]) {
      expect((await create(who)).statusCode).toBe(403);
      expect((await status(who, exportId)).statusCode).toBe(403);
      expect((await download(who, exportId)).statusCode).toBe(403);
    }
    const mine = await exported(trusted);
    expect((await status(trusted, exportId)).statusCode).toBe(200);
    expect((await download(trusted, mine, "xlsx")).statusCode).toBe(200);
    const [row] = await db.select().from(leadExports).where(eq(leadExports.id, mine));
    expect(row?.requested_by).toBe(trusted.userId);
    const anonymous = await app.inject({
      method: "GET",
      url: `/forms/${formId}/lead_exports/${mine}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("gives the same file when an export runs again", async () => {
    const exportId = await exported(admin);
    const once = (await download(admin, exportId)).rawPayload;
    expect(await runLeadExport(db, exportId, { chunkBytes: 200 })).toBe("done");
    const chunks = await db
      .select({ seq: leadExportChunks.seq })
      .from(leadExportChunks)
      .where(eq(leadExportChunks.export_id, exportId));
    expect(chunks.filter((c) => c.seq > 0).length).toBeGreaterThan(2);
    expect((await download(admin, exportId)).rawPayload.equals(once)).toBe(true);
    const xlsx = await readXlsx((await download(admin, exportId, "xlsx")).rawPayload);
    expect(xlsx.rows).toHaveLength(5);
  });

  it("records a failure without internals and keeps no partial file", async () => {
    const created = await create(admin);
    const exportId: string = created.json().data.id;
    await expect(
      runLeadExport(db, exportId, {
        batchSize: 2,
        chunkBytes: 100,
        onProgress: ({ processed }) => {
          if (processed >= 2) throw new Error("connection reset: SELECT secret FROM leads");
        },
      }),
    ).rejects.toThrow();
    const doc = (await status(admin, exportId)).json().data.attributes;
    expect(doc).toMatchObject({ status: "failed", error: LEAD_EXPORT_FAILED });
    expect(doc.error).not.toContain("SELECT");
    const left = await db
      .select({ seq: leadExportChunks.seq })
      .from(leadExportChunks)
      .where(eq(leadExportChunks.export_id, exportId));
    expect(left).toEqual([]);
    expect((await download(admin, exportId)).statusCode).toBe(409);
  });

  it("runs through the outbox worker's lead_export handler", async () => {
    const created = await create(admin, "?sort=created_at");
    const exportId: string = created.json().data.id;
    // Exports the earlier tests ran by hand are still pending in the outbox: deliver them too.
    const worker = new OutboxWorker({ db, handlers: { lead_export: leadExportHandler(db) } });
    try {
      while ((await worker.runOnce()) > 0);
    } finally {
      await worker.stop();
    }
    const doc = (await status(admin, exportId)).json().data.attributes;
    expect(doc).toMatchObject({ status: "done", progress: 100, processed: 4 });
    const [work] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.target, { export_id: exportId }));
    expect(work?.status).toBe("delivered");
    expect(
      csvRows(await download(admin, exportId))
        .slice(1)
        .map((r) => r[0]),
    ).toEqual([ids.first, ids.second, ids.third, ids.fourth]);
  });

  it("reports progress from 0 to 100 over a 2,000-lead export, in chunks", async () => {
    const [big] = await db
      .insert(forms)
      .values({
        name: "big",
        definition: definition([field({ name: "name", type: "text", label: "الاسم" })]),
      })
      .returning();
    if (!big) throw new Error("no form");
    const start = Date.UTC(2024, 0, 1);
    for (let offset = 0; offset < 2000; offset += 500)
      await db.insert(leads).values(
        Array.from({ length: 500 }, (_, i) => ({
          form_id: big.id,
          values: { name: `عميل رقم ${offset + i} — ${"س".repeat(40)}` },
          created_at: new Date(start + (offset + i) * 60_000),
        })),
      );
    const created = await create(admin, "", big.id);
    const exportId: string = created.json().data.id;
    const seen: LeadExportProgress[] = [];
    const polled: { status: string; progress: number }[] = [];
    expect(
      await runLeadExport(db, exportId, {
        onProgress: async (progress) => {
          seen.push(progress);
          polled.push((await status(admin, exportId, big.id)).json().data.attributes);
        },
      }),
    ).toBe("done");
    expect(seen[0]).toEqual({ processed: 0, total: 2000 });
    expect(seen.map((p) => p.processed)).toEqual([0, 500, 1000, 1500, 2000, 2000]);
    // What a poller reads meanwhile: running from 0 up, then done at 100.
    expect(polled.map((d) => [d.status, d.progress])).toEqual([
      ["running", 0],
      ["running", 25],
      ["running", 50],
      ["running", 75],
      ["running", 100],
      ["done", 100],
    ]);
    const final = (await status(admin, exportId, big.id)).json().data.attributes;
    expect(final).toMatchObject({ status: "done", progress: 100, processed: 2000, total: 2000 });
    const csvChunks = await db
      .select({ seq: leadExportChunks.seq })
      .from(leadExportChunks)
      .where(eq(leadExportChunks.export_id, exportId));
    expect(csvChunks.length).toBeGreaterThan(2);
    const rows = csvRows(await download(admin, exportId, "", big.id));
    expect(rows).toHaveLength(2001);
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(2000);
    expect(rows[1]?.[2]).toContain("عميل رقم 1999");
    const xlsx = await readXlsx((await download(admin, exportId, "xlsx", big.id)).rawPayload);
    expect(xlsx.rows).toHaveLength(2001);
    expect(xlsx.rows[2000]?.[2]).toContain("عميل رقم 0 ");

    // Both files leave memory as they are written: pieces of each are stored before the end.
    const storedMidway: Record<string, number> = {};
    await runLeadExport(db, exportId, {
      chunkBytes: 4096,
      onProgress: async ({ processed }) => {
        if (processed !== 1000) return;
        for (const c of await db
          .select({ format: leadExportChunks.format })
          .from(leadExportChunks)
          .where(eq(leadExportChunks.export_id, exportId)))
          storedMidway[c.format] = (storedMidway[c.format] ?? 0) + 1;
      },
    });
    expect(storedMidway.csv).toBeGreaterThan(10);
    expect(storedMidway.xlsx).toBeGreaterThan(2);
    const again = await readXlsx((await download(admin, exportId, "xlsx", big.id)).rawPayload);
    expect(again.rows).toEqual(xlsx.rows);
  });
});
