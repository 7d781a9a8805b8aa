import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminLead, FormAttributes, FormField } from "../../generated/types.ts";
import type { Db } from "../../runtime/db/client.ts";
import { forms, leads, locations, outbox } from "../../runtime/db/tables/forms.ts";
import { users } from "../../runtime/db/tables/index.ts";
import { buildServer } from "../../runtime/server.ts";
import { auditEntries, injectAs } from "../helpers/api.ts";
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
    width: "half",
    default: "",
    accept: ["application/pdf"],
    default_country: "AE",
    ...overrides,
  };
}

function definition(name: string, fields: FormField[]): FormAttributes {
  return {
    name,
    description: "",
    lang: "ar",
    layout: "single_column",
    submit_label: "إرسال",
    fields,
    captcha: false,
    is_public: true,
  } as FormAttributes;
}

describe.each(engines)("the lead inbox on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Db;
  let app: FastifyInstance;
  let admin: TestSession;
  let sales: TestSession;
  let editor: TestSession;
  let testDriveId: number;
  let serviceId: number;
  let showroomId: number;
  let testDriveLead = "";
  let serviceLead = "";

  beforeAll(async () => {
    database = await freshDatabase(engine);
    db = database.db;
    app = await buildServer({ db, outbox: false });
    admin = await signedInAs(db, "admin");
    sales = await signedInAs(db, "editor", "sales@example.com");
    await db
      .update(users)
      .set({ lead_access: true, name: "ليلى من المبيعات" })
      .where(eq(users.id, sales.userId));
    editor = await signedInAs(db, "editor");
    const [showroom] = await db
      .insert(locations)
      .values({
        attributes: {
          name: "معرض دبي",
          code: "DXB",
          city: "دبي",
          address: "",
          phone: "",
          email: "",
          services: ["sales"],
          latitude: null,
          longitude: null,
        },
      })
      .returning();
    showroomId = showroom?.id ?? 0;
    const [testDrive] = await db
      .insert(forms)
      .values({
        name: "test drive",
        definition: definition("طلب تجربة قيادة", [
          field({ name: "first_name", type: "text", label: "الاسم الأول" }),
          field({
            name: "model",
            type: "select",
            label: "الطراز",
            options: [{ value: "defender-110", label: "ديفندر 110" }],
          }),
          field({ name: "showroom", type: "select", label: "المعرض", source: "locations" }),
          field({ name: "consent", type: "checkbox", label: "الموافقة" }),
        ]),
      })
      .returning();
    const [service] = await db
      .insert(forms)
      .values({
        name: "service",
        definition: definition("حجز صيانة", [
          field({ name: "first_name", type: "text", label: "الاسم" }),
        ]),
      })
      .returning();
    testDriveId = testDrive?.id ?? 0;
    serviceId = service?.id ?? 0;
    const inserted = await db
      .insert(leads)
      .values([
        {
          form_id: testDriveId,
          values: {
            first_name: "سارة",
            model: "defender-110",
            showroom: String(showroomId),
            consent: true,
          },
          created_at: new Date("2026-03-01T10:00:00Z"),
        },
        {
          form_id: serviceId,
          values: { first_name: "أحمد", gone_field: "قيمة قديمة" },
          created_at: new Date("2026-03-05T10:00:00Z"),
        },
      ])
      .returning({ id: leads.id });
    testDriveLead = inserted[0]?.id ?? "";
    serviceLead = inserted[1]?.id ?? "";
    await db.insert(outbox).values([
      {
        kind: "notification",
        form_id: testDriveId,
        lead_id: testDriveLead,
        target: { to: ["sales@example.com"] },
        status: "delivered",
        attempts: 0,
        // Made with the lead, the notification first (as the site queues them).
        created_at: new Date("2026-03-01T10:00:00Z"),
        delivered_at: new Date("2026-03-01T10:00:05Z"),
      },
      {
        kind: "integration",
        form_id: testDriveId,
        lead_id: testDriveLead,
        target: { id: "crm" },
        status: "pending",
        attempts: 3,
        created_at: new Date("2026-03-01T10:00:01Z"),
        last_error: "HTTP 503",
        next_attempt_at: new Date("2026-03-01T11:00:00Z"),
      },
    ]);
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const list = async (who: TestSession, query = "") => {
    const res = await injectAs(app, who, "GET", `/api/admin/leads${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: AdminLead[]; meta: Record<string, unknown> };
  };
  const patch = (who: TestSession, leadId: string, body: unknown) =>
    injectAs(app, who, "PATCH", `/api/admin/leads/${leadId}`, body);

  it("lists every form's leads, newest first, with labels instead of codes", async () => {
    const { data, meta } = await list(sales);
    expect(data.map((l) => l.id)).toEqual([serviceLead, testDriveLead]);
    expect(meta).toMatchObject({ total: 2, new_count: 2 });
    expect(meta.owners).toEqual(
      expect.arrayContaining([{ id: sales.userId, name: "ليلى من المبيعات" }]),
    );
    expect(meta.owners).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ id: editor.userId })]),
    );
    const testDrive = data[1]?.attributes;
    expect(testDrive).toMatchObject({ form_name: "طلب تجربة قيادة", status: "new", owner: null });
    expect(testDrive?.fields.map((f) => [f.label, f.text])).toEqual([
      ["الاسم الأول", "سارة"],
      ["الطراز", "ديفندر 110"],
      ["المعرض", "معرض دبي"],
      ["الموافقة", "نعم"],
    ]);
    // A value whose field left the form is kept, under its name.
    expect(data[0]?.attributes.fields.at(-1)).toMatchObject({
      name: "gone_field",
      text: "قيمة قديمة",
      is_current: false,
    });
  });

  it("filters by form, status, owner and day", async () => {
    expect((await list(sales, `?form=${serviceId}`)).data.map((l) => l.id)).toEqual([serviceLead]);
    expect((await list(sales, "?from=2026-03-02")).data.map((l) => l.id)).toEqual([serviceLead]);
    // A date alone as 'to' is its whole day.
    expect((await list(sales, "?to=2026-03-01")).data.map((l) => l.id)).toEqual([testDriveLead]);
    expect((await list(sales, "?owner=none")).meta.total).toBe(2);
    expect((await list(sales, "?status=won")).meta.total).toBe(0);
    const bad = await injectAs(app, sales, "GET", "/api/admin/leads?status=maybe");
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().details)).toContain("/query/status");
  });

  it("works a lead from new to won: owner, note, statuses, each in its history and audited", async () => {
    const taken = await patch(sales, testDriveLead, {
      owner_id: sales.userId,
      status: "contacted",
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(
      (await patch(sales, testDriveLead, { note: "اتصلت بها، تفضل يوم السبت" })).statusCode,
    ).toBe(200);
    const won = await patch(sales, testDriveLead, { status: "won" });
    const lead = (won.json() as { data: AdminLead }).data.attributes;
    expect(lead).toMatchObject({
      status: "won",
      owner: { id: sales.userId, name: "ليلى من المبيعات" },
    });
    expect(lead.history?.map((h) => [h.kind, h.before, h.after, h.note, h.actor])).toEqual([
      ["received", null, null, null, ""],
      ["status", "new", "contacted", null, "ليلى من المبيعات"],
      ["owner", null, "ليلى من المبيعات", null, "ليلى من المبيعات"],
      ["note", null, null, "اتصلت بها، تفضل يوم السبت", "ليلى من المبيعات"],
      ["status", "contacted", "won", null, "ليلى من المبيعات"],
    ]);
    const audit = await auditEntries(db, "lead", testDriveLead);
    expect(audit.length).toBe(3);
    // Sending what the lead already has records nothing.
    await patch(sales, testDriveLead, { status: "won" });
    expect((await auditEntries(db, "lead", testDriveLead)).length).toBe(3);
    expect((await list(sales, `?owner=${sales.userId}&status=won`)).data.map((l) => l.id)).toEqual([
      testDriveLead,
    ]);
    expect((await list(sales)).meta.new_count).toBe(1);
  });

  it("shows deliveries honestly: the attempt that delivered counts, the next try and last error", async () => {
    const res = await injectAs(app, admin, "GET", `/api/admin/leads/${testDriveLead}`);
    const deliveries = (res.json() as { data: AdminLead }).data.attributes.deliveries ?? [];
    expect(deliveries.map((d) => d.attributes)).toEqual([
      expect.objectContaining({ status: "delivered", attempts: 1, max_attempts: 8 }),
      expect.objectContaining({
        status: "pending",
        attempts: 3,
        last_error: "HTTP 503",
        next_attempt_at: "2026-03-01T11:00:00.000Z",
      }),
    ]);
  });

  it("refuses a bad status, an owner who may not read leads and those without lead access", async () => {
    const bad = await patch(sales, serviceLead, { status: "maybe" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().details).toEqual([expect.objectContaining({ pointer: "/status" })]);
    const stranger = await patch(admin, serviceLead, { owner_id: editor.userId });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().details).toEqual([
      expect.objectContaining({ pointer: "/owner_id", rule: "lead_owner" }),
    ]);
    expect((await patch(sales, serviceLead, {})).statusCode).toBe(422);
    expect((await injectAs(app, editor, "GET", "/api/admin/leads")).statusCode).toBe(403);
    expect((await patch(editor, serviceLead, { status: "lost" })).statusCode).toBe(403);
    const lead = await injectAs(app, admin, "GET", `/api/admin/leads/${serviceLead}`);
    expect((lead.json() as { data: AdminLead }).data.attributes.status).toBe("new");
    expect(
      (await injectAs(app, admin, "GET", `/api/admin/leads/${crypto.randomUUID()}`)).statusCode,
    ).toBe(404);
  });
});
