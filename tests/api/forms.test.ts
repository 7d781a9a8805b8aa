import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leads, outbox } from "../../runtime/db/tables/forms.ts";
import { injectAs } from "../helpers/api.ts";
import { bearerToken, signedInAs } from "../helpers/auth.ts";
import { engines } from "../helpers/database.ts";
import { useDemoServer } from "../helpers/demo-server.ts";

type Json = Record<string, unknown>;
type LeadError = { code: string; detail: string; source: { pointer: string } };

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

const definition = {
  name: "طلب اختبار",
  lang: "ar",
  layout: "double_column",
  fields: [
    {
      name: "first_name",
      type: "text",
      label: "الاسم",
      required: true,
      rules: { min: 2, max: 20 },
    },
    { name: "email", type: "text", format: "email", label: "البريد", required: true },
    { name: "phone", type: "phone", label: "الهاتف", required: true },
    {
      name: "model",
      type: "select",
      label: "الطراز",
      required: true,
      options: [
        { value: "defender", label: "ديفندر" },
        { value: "discovery", label: "ديسكفري" },
      ],
    },
    {
      name: "extras",
      type: "checkbox",
      label: "الإضافات",
      options: [
        { value: "finance", label: "تمويل" },
        { value: "trade_in", label: "استبدال" },
      ],
      rules: { max: 2 },
    },
    { name: "consent", type: "checkbox", label: "الموافقة", required: true },
    {
      name: "license",
      type: "file",
      label: "الرخصة",
      rules: { max: 2, size: 100 },
      accept: ["application/pdf"],
    },
    { name: "menaTabs", type: "dynamic", label: "التبويب" },
  ],
};

const goodValues = {
  first_name: "سارة",
  email: "sara@example.com",
  phone: "+971501234567",
  model: "defender",
  extras: ["finance"],
  consent: true,
  license: [],
  menaTabs: "tab-2",
};

const leadBody = (values: Json, extra: Json = {}) => ({
  data: { type: "lead", attributes: { values, ...extra } },
});

function multipart(field: string, filename: string, content: Buffer, type: string) {
  const boundary = "----formboundary7d";
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="field"\r\n\r\n${field}\r\n`,
    ),
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    payload: body,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

describe.each(engines)("the forms service on %s", (engine) => {
  const site = useDemoServer(engine, { forms: { leadsPerMinute: 1000 } });
  const db = () => site.database.db;

  async function createForm(attributes: Json = definition): Promise<string> {
    const admin = await signedInAs(db(), "admin");
    const res = await injectAs(site.app, admin, "POST", "/forms", {
      data: { type: "form", attributes },
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { data: { id: string } }).data.id;
  }

  const leadCount = async (formId: string) =>
    (
      await db()
        .select()
        .from(leads)
        .where(eq(leads.form_id, Number(formId)))
    ).length;

  it("serves the demo's test-drive form to visitors, with its compiled schema and validator", async () => {
    const list = await site.app.inject({ method: "GET", url: "/forms" });
    expect(list.statusCode).toBe(200);
    const names = (list.json() as { data: { attributes: { name: string } }[] }).data.map(
      (f) => f.attributes.name,
    );
    expect(names).toContain("طلب تجربة قيادة");
    const form = (await site.app.inject({ method: "GET", url: "/forms/1" })).json() as {
      data: { attributes: { fields: { name: string }[]; schema: { required: string[] } } };
    };
    expect(form.data.attributes.fields.map((f) => f.name)).toContain("phone");
    expect(form.data.attributes.schema.required).toContain("first_name");
    const code = await site.app.inject({ method: "GET", url: "/forms/1/validator.js" });
    expect(code.statusCode).toBe(200);
    expect(code.headers["content-type"]).toContain("javascript");
    expect(code.body).toContain("export default");
    expect(code.body).not.toMatch(/\brequire\(|^import /m);
  });

  it("creates a form for admins, editors and Bearer tokens, never for viewers or visitors", async () => {
    const body = { data: { type: "form", attributes: definition } };
    const editor = await signedInAs(db(), "editor");
    expect((await injectAs(site.app, editor, "POST", "/forms", body)).statusCode).toBe(201);
    const token = await bearerToken(db(), "admin");
    const viaToken = await site.app.inject({
      method: "POST",
      url: "/forms",
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
    expect(viaToken.statusCode).toBe(201);
    expect(viaToken.json()).toMatchObject({
      data: { type: "form", attributes: { name: "طلب اختبار" } },
    });
    const viewer = await signedInAs(db(), "viewer");
    expect((await injectAs(site.app, viewer, "POST", "/forms", body)).statusCode).toBe(403);
    expect(
      (await site.app.inject({ method: "POST", url: "/forms", payload: body })).statusCode,
    ).toBe(401);
  });

  it("refuses a definition with a repeated field name, naming it", async () => {
    const admin = await signedInAs(db(), "admin");
    const res = await injectAs(site.app, admin, "POST", "/forms", {
      data: {
        type: "form",
        attributes: {
          name: "x",
          fields: [
            { name: "a", type: "text", label: "أ" },
            { name: "a", type: "text", label: "ب" },
          ],
        },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().details[0]).toMatchObject({
      pointer: "/data/attributes/fields/1/name",
      rule: "unique",
    });
  });

  it("stores a good lead with its deliveries in one go and answers its id", async () => {
    const formId = await createForm();
    const res = await site.app.inject({
      method: "POST",
      url: `/forms/${formId}/leads`,
      payload: leadBody(goodValues, { hidden_fields: { campaign: "ramadan" } }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = (res.json() as { data: { id: string } }).data.id;
    const admin = await signedInAs(db(), "admin");
    const listed = await injectAs(site.app, admin, "GET", `/forms/${formId}/leads`);
    expect(listed.statusCode).toBe(200);
    const page = listed.json() as {
      data: { id: string; attributes: { values: Json; hidden_fields: Json } }[];
      meta: Json;
    };
    expect(page.meta).toMatchObject({ total: 1, page: 1 });
    expect(page.data[0]).toMatchObject({
      id,
      attributes: { values: goodValues, hidden_fields: { campaign: "ramadan" } },
    });
  });

  it("answers a retried submission with the lead already stored, never a second one", async () => {
    const formId = await createForm();
    const body = leadBody(goodValues, { submission_key: "k-1234567890" });
    const first = await site.app.inject({
      method: "POST",
      url: `/forms/${formId}/leads`,
      payload: body,
    });
    const again = await site.app.inject({
      method: "POST",
      url: `/forms/${formId}/leads`,
      payload: body,
    });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(await leadCount(formId)).toBe(1);
  });

  it("refuses each bad value with 422 naming the field, and stores nothing", async () => {
    const formId = await createForm();
    const cases: [Json, string, string][] = [
      [{ ...goodValues, first_name: undefined }, "first_name", "required"],
      [{ ...goodValues, first_name: "س".repeat(21) }, "first_name", "max"],
      [{ ...goodValues, first_name: "س" }, "first_name", "min"],
      [{ ...goodValues, first_name: "   " }, "first_name", "required"],
      [{ ...goodValues, first_name: "<b>سارة</b>" }, "first_name", "markup"],
      [{ ...goodValues, email: "not-an-address" }, "email", "email"],
      [{ ...goodValues, email: "<script>@x.y" }, "email", "email"],
      [{ ...goodValues, phone: "0501234567" }, "phone", "phone"],
      [{ ...goodValues, phone: "+97100000" }, "phone", "phone"],
      [{ ...goodValues, model: "<script>" }, "model", "in"],
      [{ ...goodValues, extras: "finance" }, "extras", "type"],
      [{ ...goodValues, consent: false }, "consent", "required"],
      [{ ...goodValues, menaTabs: "<img src=x onerror=alert(1)>" }, "menaTabs", "markup"],
      [{ ...goodValues, license: ["00000000-0000-4000-8000-000000000000"] }, "license", "file"],
      [{ ...goodValues, nickname: "x" }, "nickname", "unknown"],
    ];
    for (const [values, field, rule] of cases) {
      const clean = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
      const res = await site.app.inject({
        method: "POST",
        url: `/forms/${formId}/leads`,
        payload: leadBody(clean),
      });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(422);
      const errors = (res.json() as { errors: LeadError[] }).errors;
      expect(
        errors.find((e) => e.source.pointer === `/data/attributes/values/${field}`),
        `${field} ${res.body}`,
      ).toMatchObject({ code: rule });
    }
    const overlong = await site.app.inject({
      method: "POST",
      url: `/forms/${formId}/leads`,
      payload: leadBody({ ...goodValues, first_name: "س".repeat(21) }, { lang: "ar" }),
    });
    expect((overlong.json() as { errors: LeadError[] }).errors[0]?.detail).toBe(
      "تم تجاوز الحد الأقصى لعدد الأحرف",
    );
    const english = await site.app.inject({
      method: "POST",
      url: `/forms/${formId}/leads`,
      payload: leadBody({ ...goodValues, first_name: "س".repeat(21) }, { lang: "en" }),
    });
    expect((english.json() as { errors: LeadError[] }).errors[0]?.detail).toBe(
      "Character limit exceeded",
    );
    // A hidden field with markup is refused at the edge.
    const hidden = await site.app.inject({
      method: "POST",
      url: `/forms/${formId}/leads`,
      payload: leadBody(goodValues, { hidden_fields: { campaign: "<script>x</script>" } }),
    });
    expect([400, 422]).toContain(hidden.statusCode);
    expect(await leadCount(formId)).toBe(0);
    expect(
      await db()
        .select()
        .from(outbox)
        .where(eq(outbox.form_id, Number(formId))),
    ).toHaveLength(0);
  });

  it("takes a file checked by its content, refuses a spoofed one, and serves it only to lead readers", async () => {
    const formId = await createForm();
    const spoofed = await site.app.inject({
      method: "POST",
      url: `/forms/${formId}/files`,
      ...multipart(
        "license",
        "licence.pdf",
        Buffer.from("<html><script>alert(1)</script></html>"),
        "application/pdf",
      ),
    });
    expect(spoofed.statusCode).toBe(415);
    expect(spoofed.json().details[0]).toMatchObject({ pointer: "/file", rule: "type" });
    const big = await site.app.inject({
      method: "POST",
      url: `/forms/${formId}/files`,
      ...multipart(
        "license",
        "big.pdf",
        Buffer.concat([PDF, Buffer.alloc(101 * 1024)]),
        "application/pdf",
      ),
    });
    expect(big.statusCode).toBe(413);
    const wrongField = await site.app.inject({
      method: "POST",
      url: `/forms/${formId}/files`,
      ...multipart("first_name", "a.pdf", PDF, "application/pdf"),
    });
    expect(wrongField.statusCode).toBe(422);
    const upload = await site.app.inject({
      method: "POST",
      url: `/forms/${formId}/files`,
      ...multipart("license", "رخصة.pdf", PDF, "application/pdf"),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const fileId = (upload.json() as { data: { id: string } }).data.id;
    const created = await site.app.inject({
      method: "POST",
      url: `/forms/${formId}/leads`,
      payload: leadBody({ ...goodValues, license: [fileId] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const leadId = created.json().data.id as string;
    // Claimed once: a second lead cannot take the same file.
    const reuse = await site.app.inject({
      method: "POST",
      url: `/forms/${formId}/leads`,
      payload: leadBody({ ...goodValues, license: [fileId] }),
    });
    expect(reuse.statusCode).toBe(422);
    const url = `/forms/${formId}/leads/${leadId}/files/${fileId}`;
    expect((await site.app.inject({ method: "GET", url })).statusCode).toBe(401);
    const editor = await signedInAs(db(), "editor");
    expect((await injectAs(site.app, editor, "GET", url)).statusCode).toBe(403);
    const admin = await signedInAs(db(), "admin");
    const file = await injectAs(site.app, admin, "GET", url);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toContain("attachment");
    expect(file.rawPayload.equals(PDF)).toBe(true);
    const detail = await injectAs(site.app, admin, "GET", `/forms/${formId}/leads/${leadId}`);
    expect(detail.json().data.attributes.files[0]).toMatchObject({
      id: fileId,
      name: "رخصة.pdf",
      media_type: "application/pdf",
    });
  });

  it("shows staff an uploaded file's name without bidirectional controls that disguise it", async () => {
    const formId = await createForm();
    // Shown raw, "scan\u202Efdp.exe" reads "scanexe.pdf".
    const upload = await site.app.inject({
      method: "POST",
      url: `/forms/${formId}/files`,
      ...multipart("license", "scan\u202Efdp.exe", PDF, "application/pdf"),
    });
    expect(upload.statusCode, upload.body).toBe(201);
    expect(upload.json().data.attributes.name).toBe("scanfdp.exe");
    const fileId = upload.json().data.id as string;
    const created = await site.app.inject({
      method: "POST",
      url: `/forms/${formId}/leads`,
      payload: leadBody({ ...goodValues, license: [fileId] }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const leadId = created.json().data.id as string;
    const admin = await signedInAs(db(), "admin");
    const detail = await injectAs(site.app, admin, "GET", `/forms/${formId}/leads/${leadId}`);
    expect(detail.json().data.attributes.files[0].name).toBe("scanfdp.exe");
    const file = await injectAs(
      site.app,
      admin,
      "GET",
      `/forms/${formId}/leads/${leadId}/files/${fileId}`,
    );
    expect(file.headers["content-disposition"]).toContain('filename="scanfdp.exe"');
    expect(file.headers["content-disposition"]).not.toMatch(/%E2%80%AE/i);
  });

  it("lets only admins and editors with lead access read leads", async () => {
    const formId = await createForm();
    const url = `/forms/${formId}/leads`;
    expect((await site.app.inject({ method: "GET", url })).statusCode).toBe(401);
    for (const role of ["viewer", "editor"] as const)
      expect(
        (await injectAs(site.app, await signedInAs(db(), role), "GET", url)).statusCode,
        role,
      ).toBe(403);
    const admin = await signedInAs(db(), "admin");
    const editor = await signedInAs(db(), "editor");
    const granted = await injectAs(site.app, admin, "PATCH", `/api/admin/users/${editor.userId}`, {
      lead_access: true,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    expect((await injectAs(site.app, editor, "GET", url)).statusCode).toBe(200);
  });

  it("filters, sorts and pages leads", async () => {
    const formId = await createForm();
    for (const name of ["بدر", "أحمد", "جمال"]) {
      const res = await site.app.inject({
        method: "POST",
        url: `/forms/${formId}/leads`,
        payload: leadBody({ ...goodValues, first_name: name }),
      });
      expect(res.statusCode).toBe(201);
    }
    const admin = await signedInAs(db(), "admin");
    const names = async (query: string) =>
      (
        (await injectAs(site.app, admin, "GET", `/forms/${formId}/leads?${query}`)).json() as {
          data: { attributes: { values: { first_name: string } } }[];
        }
      ).data.map((l) => l.attributes.values.first_name);
    expect(await names("sort=created_at")).toEqual(["بدر", "أحمد", "جمال"]);
    expect(await names("sort=-created_at")).toEqual(["جمال", "أحمد", "بدر"]);
    expect(await names("sort=first_name,-created_at")).toEqual(["أحمد", "بدر", "جمال"]);
    expect(await names("sort=created_at&items=2&page=2")).toEqual(["جمال"]);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      await names(`filter[created_at_gteq]=${today}&filter[created_at_lteq]=${today}`),
    ).toHaveLength(3);
    expect(await names("filter[created_at_lteq]=2000-01-01")).toEqual([]);
    expect(
      (await injectAs(site.app, admin, "GET", `/forms/${formId}/leads?items=500`)).statusCode,
    ).toBe(400);
    expect(
      (await injectAs(site.app, admin, "GET", `/forms/${formId}/leads?sort=a;drop`)).statusCode,
    ).toBe(400);
  });

  it("keeps a form that has leads, exports, imports and duplicates forms", async () => {
    const formId = await createForm();
    await site.app.inject({
      method: "POST",
      url: `/forms/${formId}/leads`,
      payload: leadBody(goodValues),
    });
    const admin = await signedInAs(db(), "admin");
    const refused = await injectAs(site.app, admin, "DELETE", `/forms/${formId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("form_has_leads");
    const exported = await injectAs(site.app, admin, "GET", `/forms/${formId}/export`);
    expect(exported.statusCode).toBe(200);
    const imported = await injectAs(site.app, admin, "POST", "/forms/import", {
      data: exported.json().data,
    });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json().data.attributes.fields).toHaveLength(definition.fields.length);
    const copy = await injectAs(
      site.app,
      admin,
      "POST",
      `/forms/${formId}/duplicate?name=${encodeURIComponent("نسخة التجربة")}`,
    );
    expect(copy.statusCode).toBe(201);
    expect(copy.json().data.attributes.name).toBe("نسخة التجربة");
    const newId = copy.json().data.id as string;
    expect((await injectAs(site.app, admin, "DELETE", `/forms/${newId}`)).statusCode).toBe(204);
    expect((await injectAs(site.app, admin, "GET", `/forms/${newId}`)).statusCode).toBe(404);
  });

  it("keeps settings and masks integration secrets", async () => {
    const formId = await createForm();
    const admin = await signedInAs(db(), "admin");
    const put = await injectAs(site.app, admin, "PUT", `/forms/${formId}/settings`, {
      data: {
        type: "form_settings",
        attributes: { thank_you: { type: "page", page_url: "/ar/thank-you" } },
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    const thankYou = await injectAs(site.app, admin, "GET", `/forms/${formId}/settings/thank_you`);
    expect(thankYou.json().data.attributes).toMatchObject({
      type: "page",
      page_url: "/ar/thank-you",
    });
    const notifications = await injectAs(
      site.app,
      admin,
      "GET",
      `/forms/${formId}/settings/notifications`,
    );
    expect(notifications.json().data.attributes).toMatchObject({ enabled: false });
    const config = {
      targets: [
        { id: "hook", kind: "webhook", url: "https://crm.example.com/in", secret: "s3cret" },
      ],
    };
    const stored = await injectAs(site.app, admin, "PUT", `/forms/${formId}/integrations`, {
      data: { type: "integration", attributes: { config } },
    });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().data.attributes.config.targets[0].secret).toBe("********");
    expect(stored.body).not.toContain("s3cret");
    const badUrl = await injectAs(site.app, admin, "PUT", `/forms/${formId}/integrations`, {
      data: {
        type: "integration",
        attributes: {
          config: { targets: [{ id: "x", kind: "webhook", url: "javascript:alert(1)" }] },
        },
      },
    });
    expect([400, 422]).toContain(badUrl.statusCode);
  });

  it("manages locations and offers them in a locations select", async () => {
    const admin = await signedInAs(db(), "admin");
    const created = await injectAs(site.app, admin, "POST", "/locations", {
      data: { type: "location", attributes: { name: "معرض العين", code: "AAN-04", city: "العين" } },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const form = (await site.app.inject({ method: "GET", url: "/forms/1" })).json();
    expect(form.data.attributes.schema.properties.preferred_location.enum).toContain(id);
    const updated = await injectAs(site.app, admin, "PUT", `/locations/${id}`, {
      data: { type: "location", attributes: { name: "معرض العين الجديد" } },
    });
    expect(updated.json().data.attributes.name).toBe("معرض العين الجديد");
    const visitor = await site.app.inject({ method: "GET", url: "/locations" });
    expect(visitor.json().data.map((l: { id: string }) => l.id)).toContain(id);
    expect((await site.app.inject({ method: "DELETE", url: `/locations/${id}` })).statusCode).toBe(
      401,
    );
    expect((await injectAs(site.app, admin, "DELETE", `/locations/${id}`)).statusCode).toBe(204);
  });

  it("checks the captcha when a form asks for it", async () => {
    const formId = await createForm({ ...definition, captcha: true });
    const without = await site.app.inject({
      method: "POST",
      url: `/forms/${formId}/leads`,
      payload: leadBody(goodValues),
    });
    expect(without.statusCode).toBe(422);
    expect(without.json().errors[0].source.pointer).toBe("/data/attributes/g-recaptcha-response");
    const forged = await site.app.inject({
      method: "POST",
      url: `/forms/${formId}/leads`,
      payload: leadBody(goodValues, { "g-recaptcha-response": "123.abc.forged" }),
    });
    expect(forged.statusCode).toBe(422);
    const captcha = (await site.app.inject({ method: "GET", url: "/forms/captcha" })).json();
    expect(captcha.data.attributes.provider).toBe("local");
    const ok = await site.app.inject({
      method: "POST",
      url: `/forms/${formId}/leads`,
      payload: { ...leadBody(goodValues), "g-recaptcha-response": captcha.data.attributes.token },
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it("hides a form that is not public from visitors but not from a Bearer token", async () => {
    const formId = await createForm({ ...definition, is_public: false });
    expect((await site.app.inject({ method: "GET", url: `/forms/${formId}` })).statusCode).toBe(
      404,
    );
    const listed = (await site.app.inject({ method: "GET", url: "/forms" })).json();
    expect(listed.data.map((f: { id: string }) => f.id)).not.toContain(formId);
    const token = await bearerToken(db(), "editor");
    const res = await site.app.inject({
      method: "GET",
      url: `/forms/${formId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it("shows a changed form on the cached pages that render it at once", async () => {
    const home = async () =>
      (await site.app.inject({ method: "GET", url: "/ar/", headers: { accept: "text/html" } }))
        .body;
    expect(await home()).toContain("الاسم الأول");
    const admin = await signedInAs(db(), "admin");
    const form = (await injectAs(site.app, admin, "GET", "/forms/1")).json().data.attributes;
    const { schema: _s, thank_you: _t, created_at: _c, updated_at: _u, ...attributes } = form;
    attributes.fields[0].label = "اسمك الكريم";
    const put = await injectAs(site.app, admin, "PUT", "/forms/1", {
      data: { type: "form", attributes },
    });
    expect(put.statusCode, put.body).toBe(200);
    await expect.poll(home, { timeout: 5000 }).toContain("اسمك الكريم");
  });

  it("stores settings through POST /settings and removes them by id", async () => {
    const admin = await signedInAs(db(), "admin");
    const res = await injectAs(site.app, admin, "POST", "/settings", {
      data: { type: "setting", attributes: { key: "forms.recaptcha_site_key", value: "site-key" } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const bad = await injectAs(site.app, admin, "POST", "/settings", {
      data: { type: "setting", attributes: { key: "forms.crm_system", value: "other" } },
    });
    expect(bad.statusCode).toBe(422);
    const all = (await site.app.inject({ method: "GET", url: "/settings" })).json() as {
      data: { id: string; attributes: { key: string } }[];
    };
    const id = all.data.find((s) => s.attributes.key === "forms.recaptcha_site_key")?.id;
    expect((await injectAs(site.app, admin, "DELETE", `/settings/${id}`)).statusCode).toBe(204);
  });

  it("never serves the server's own settings (x-server-only) to visitors or staff", async () => {
    const admin = await signedInAs(db(), "admin");
    const serverOnly = {
      "forms.allow_private_webhooks": "true",
      "forms.crm_system": "salesforce",
      "forms.mail_from": "forms@dealer.example",
      "forms.email_verification_url": "https://verify.example.com/check",
      "forms.mail_from@en": "forms-en@dealer.example",
    };
    // A visitor's page needs the captcha provider: that one is served.
    for (const [key, value] of Object.entries({
      ...serverOnly,
      "forms.captcha_provider": "local",
    })) {
      const stored = await injectAs(site.app, admin, "POST", "/settings", {
        data: { type: "setting", attributes: { key, value } },
      });
      expect(stored.statusCode, `${key}: ${stored.body}`).toBe(200);
    }
    for (const who of [null, admin]) {
      const res = who
        ? await injectAs(site.app, who, "GET", "/settings")
        : await site.app.inject({ method: "GET", url: "/settings" });
      expect(res.statusCode).toBe(200);
      const keys = (res.json() as { data: { attributes: { key: string } }[] }).data.map(
        (s) => s.attributes.key,
      );
      expect(keys).toContain("forms.captcha_provider");
      for (const key of Object.keys(serverOnly)) expect(keys).not.toContain(key);
      expect(res.body).not.toContain("dealer.example");
    }
    // The admin still reads and changes them where settings are administered.
    const overview = await injectAs(site.app, admin, "GET", "/api/admin/settings");
    expect(overview.body).toContain("forms.allow_private_webhooks");
    for (const key of Object.keys(serverOnly))
      expect(
        (await injectAs(site.app, admin, "DELETE", `/api/admin/settings/${key}`)).statusCode,
      ).toBe(204);
  });

  it("mails a lead only where someone who may route leads sent it", async () => {
    const formId = await createForm();
    const admin = await signedInAs(db(), "admin");
    const editor = await signedInAs(db(), "editor");
    const staff = `staff-${formId}@dealer.example`;
    const outsider = `outsider-${formId}@elsewhere.example`;
    const routed = await injectAs(site.app, admin, "PUT", `/forms/${formId}/settings`, {
      data: {
        type: "form_settings",
        attributes: { notifications: { enabled: true, recipients: [staff] } },
      },
    });
    expect(routed.statusCode, routed.body).toBe(200);
    // An editor without lead access adds an outside recipient: refused, naming the field.
    const added = await injectAs(site.app, editor, "PUT", `/forms/${formId}/settings`, {
      data: {
        type: "form_settings",
        attributes: { notifications: { enabled: true, recipients: [staff, outsider] } },
      },
    });
    expect(added.statusCode, added.body).toBe(403);
    expect(added.json()).toMatchObject({
      code: "lead_routing",
      details: [{ pointer: "/data/attributes/notifications", rule: "leads:route" }],
    });
    // Nor can the form send the visitor's confirmation to an address its editor presets: the
    // confirmation goes only to an e-mail field the visitor types, never to a hidden one.
    const confirm = await injectAs(site.app, admin, "PUT", `/forms/${formId}/settings`, {
      data: {
        type: "form_settings",
        attributes: { confirmations: { enabled: true, email_field: "email", body: "{{phone}}" } },
      },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    const hiddenEmail = {
      ...definition,
      fields: definition.fields.map((f) =>
        f.name === "email"
          ? { name: "email", type: "hidden", label: "البريد", default: outsider }
          : f,
      ),
    };
    const redefined = await injectAs(site.app, editor, "PUT", `/forms/${formId}`, {
      data: { type: "form", attributes: hiddenEmail },
    });
    expect(redefined.statusCode, redefined.body).toBe(200);
    const lead = await site.app.inject({
      method: "POST",
      url: `/forms/${formId}/leads`,
      payload: leadBody({ ...goodValues, email: outsider }),
    });
    expect(lead.statusCode, lead.body).toBe(201);
    const leadId = lead.json().data.id as string;
    const mailOf = async () =>
      (
        (await injectAs(site.app, admin, "GET", "/api/admin/sent_mail")).json() as {
          data: { attributes: { to: string; text: string } }[];
        }
      ).data.filter((m) => m.attributes.text.includes(leadId) || m.attributes.to === outsider);
    await expect.poll(async () => (await mailOf()).length, { timeout: 10_000 }).toBe(1);
    const sent = await mailOf();
    expect(sent.map((m) => m.attributes.to)).toEqual([staff]);
    const queued = await db().select().from(outbox).where(eq(outbox.lead_id, leadId));
    expect(queued.map((r) => [r.kind, r.target])).toEqual([["notification", { to: [staff] }]]);
  });
});

describe("the forms service's submission limit", () => {
  const site = useDemoServer("pglite", { forms: { leadsPerMinute: 3 } });

  it("answers 429 once an address has sent its submissions for the minute, storing nothing more", async () => {
    const send = () =>
      site.app.inject({ method: "POST", url: "/forms/3/leads", payload: leadBody({}) });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await send()).statusCode);
    expect(statuses).toEqual([422, 422, 422, 429, 429]);
    const refused = await send();
    expect(refused.json().message).toContain("wait a minute");
  });
});
