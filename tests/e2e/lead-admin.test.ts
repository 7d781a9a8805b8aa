import { readFile } from "node:fs/promises";
import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { forms, leads, locations, outbox, sentMail } from "../../runtime/db/tables/forms.ts";
import {
  type EditorServer,
  signIn as signInTo,
  startEditorServer,
} from "../helpers/editor-session.ts";

// The built editor served by the real server on a PGlite database: the lead administration
// (/ar/admin/forms, its leads, the export, locations and deliveries) in Arabic, right to left.
let server: EditorServer;

const ADMIN = "leads-admin@example.com";
const EDITOR = "leads-editor@example.com";
const FORM_NAME = "نموذج اختبار الطلبات";
/**
 * Markup that must reach the admin as text, never run: the server refuses it in a lead's values,
 * but a page's hidden fields carry what its address held, and older leads may hold anything.
 */
const HOSTILE = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1"> سارة';
const SHOTS = "tests/e2e/__screenshots__";

/** Set by the builder test, used by the others (they run in order in this file). */
let formId = 0;

beforeAll(async () => {
  server = await startEditorServer([
    { email: ADMIN, name: "مديرة الطلبات", role: "admin" },
    { email: EDITOR, name: "محرر", role: "editor" },
  ]);
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

/** A signed-in browser whose waits fail on the step that did not happen, within the test's time. */
async function signIn(...args: Parameters<typeof signInTo>) {
  const session = await signInTo(...args);
  session.page.setDefaultTimeout(10_000);
  return session;
}

/** A day as YYYY-MM-DD, `days` from today (UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The status of a same-origin call made from the page with its session and csrf-token. */
async function statusFrom(page: Page, method: string, url: string): Promise<number> {
  return page.evaluate(
    async ([m, u]) => {
      const me = (await (await fetch("/api/auth/me")).json()) as { csrfToken: string };
      const response = await fetch(u as string, {
        method: m,
        headers: { "csrf-token": me.csrfToken, accept: "application/json" },
      });
      return response.status;
    },
    [method, url],
  );
}

/** The form as the API serves it to the signed-in page. */
async function storedForm(page: Page, id: number) {
  return page.evaluate(async (formId) => {
    const response = await fetch(`/forms/${formId}`, { headers: { accept: "application/json" } });
    return (await response.json()) as {
      data: { attributes: { name: string; fields: { name: string; options: unknown[] }[] } };
    };
  }, id);
}

const fieldRow = (page: Page, index: number) => page.locator(".fb-row").nth(index);

/** The builder's fields by name, top to bottom. */
const fieldOrder = (page: Page) =>
  page.locator(".fb-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-field-name")));

describe("lead administration in Chromium", () => {
  it("an admin builds a form: fields added, checked, reordered by keyboard, and saved", async () => {
    const { context, page, errors } = await signIn(server, ADMIN);
    await page.goto(`${server.url}/ar/admin/forms`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "النماذج" }).waitFor();
    await page.getByRole("link", { name: "نموذج جديد" }).click();
    await page.getByRole("heading", { level: 1, name: "نموذج جديد" }).waitFor();

    await page.getByLabel("اسم النموذج").fill(FORM_NAME);
    // The first field is open: a required name.
    let row = fieldRow(page, 0);
    await row.getByLabel("التسمية").fill("الاسم الكامل");
    await row.getByLabel("اسم الحقل").fill("full_name");
    await row.getByLabel("إلزامي").check();

    // An e-mail field, with a name the schema refuses.
    await page.getByLabel("نوع الحقل الجديد").selectOption("text");
    await page.getByRole("button", { name: "إضافة حقل" }).click();
    row = fieldRow(page, 1);
    await row.getByLabel("التسمية").fill("البريد الإلكتروني");
    await row.getByLabel("اسم الحقل").fill("1email");
    await row.getByLabel("الصيغة").selectOption("email");

    // A select without options yet.
    await page.getByLabel("نوع الحقل الجديد").selectOption("select");
    await page.getByRole("button", { name: "إضافة حقل" }).click();
    row = fieldRow(page, 2);
    await row.getByLabel("التسمية").fill("الطراز");
    await row.getByLabel("اسم الحقل").fill("model");

    await page.getByRole("button", { name: "إنشاء النموذج" }).click();
    const summary = page.locator(".fb-summary");
    await summary.waitFor();
    expect(await summary.textContent()).toContain("الحقل 2 «البريد الإلكتروني» — اسم الحقل");
    expect(await summary.textContent()).toContain("الحقل 3 «الطراز» — الخيارات");
    // Beside the field it names, tied to its input for screen readers.
    const select = fieldRow(page, 2);
    await select.getByText("أضف خياراً واحداً على الأقل").waitFor();
    await page.screenshot({
      caret: "initial",
      path: `${SHOTS}/lead-admin-builder-problems-1366.png`,
      fullPage: true,
    });
    // Its button takes the focus to the refused input, opening its field.
    await summary.getByRole("button", { name: /اسم الحقل/ }).click();
    const badName = fieldRow(page, 1).getByLabel("اسم الحقل");
    await expect.poll(() => badName.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await badName.getAttribute("aria-invalid")).toBe("true");
    await badName.fill("email");

    // The refused save opened every field it names: the select's options are at hand.
    for (const [value, label] of [
      ["defender", "ديفندر"],
      ["evoque", "إيفوك"],
    ]) {
      await select.getByRole("button", { name: "إضافة خيار" }).click();
      const options = select.locator(".fb-options__row");
      const last = options.last();
      await last.getByLabel(/قيمة الخيار/).fill(value as string);
      await last.getByLabel(/نص الخيار/).fill(label as string);
    }

    // The select moves above the e-mail field by keyboard: its move-up button, then Enter.
    await page.getByRole("button", { name: "انقل «3. الطراز» للأعلى" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => fieldOrder(page)).toEqual(["full_name", "model", "email"]);
    // Dragged by keyboard on its handle (the rows closed first): Space picks the e-mail field up,
    // ArrowUp moves it, each step announced in Arabic, and Space drops it.
    const opened = page.locator('.fb-row__title[aria-expanded="true"]');
    while ((await opened.count()) > 0) await opened.first().click();
    await page.getByRole("button", { name: "اسحب لإعادة ترتيب «3. البريد الإلكتروني»" }).focus();
    await page.keyboard.press("Space");
    const liveRegion = page.locator("[id^='DndLiveRegion']");
    await expect.poll(() => liveRegion.textContent()).toContain("فوق الموضع 3 من 3");
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => liveRegion.textContent()).toContain("فوق الموضع 2 من 3");
    await page.keyboard.press("Space");
    await expect.poll(() => fieldOrder(page)).toEqual(["full_name", "email", "model"]);
    // And with the mouse: the select's handle dropped on the e-mail field.
    const handle = await page
      .getByRole("button", { name: "اسحب لإعادة ترتيب «3. الطراز»" })
      .boundingBox();
    const target = await fieldRow(page, 1).boundingBox();
    if (!handle || !target) throw new Error("the rows are not on screen");
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, target.y + 10, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => fieldOrder(page)).toEqual(["full_name", "model", "email"]);

    await page.getByRole("button", { name: "إنشاء النموذج" }).click();
    await page.waitForURL(/\/ar\/admin\/forms\/\d+$/);
    formId = Number(new URL(page.url()).pathname.split("/").pop());
    await page
      .getByRole("status")
      .filter({ hasText: `أُنشئ النموذج «${FORM_NAME}»` })
      .waitFor();
    const stored = await storedForm(page, formId);
    expect(stored.data.attributes.name).toBe(FORM_NAME);
    expect(stored.data.attributes.fields.map((f) => f.name)).toEqual([
      "full_name",
      "model",
      "email",
    ]);
    expect(stored.data.attributes.fields[1]?.options).toHaveLength(2);

    // An unsaved change is warned about before a link leaves the builder.
    await fieldRow(page, 0).locator(".fb-row__title").click();
    await fieldRow(page, 0).getByLabel("التسمية").fill("الاسم");
    await page.getByText("تغييرات غير محفوظة").waitFor();
    const question = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.getByRole("link", { name: "كل النماذج" }).click();
    expect(await question).toContain("تغييرات غير محفوظة");
    expect(new URL(page.url()).pathname).toBe(`/ar/admin/forms/${formId}`);
    await page.screenshot({
      caret: "initial",
      path: `${SHOTS}/lead-admin-builder-1366.png`,
      fullPage: true,
    });

    // The list names it with its three fields, public, and no leads yet.
    await fieldRow(page, 0).getByLabel("التسمية").fill("الاسم الكامل");
    await page.getByRole("link", { name: "كل النماذج" }).click();
    const listed = page.locator(`tr[data-form-id="${formId}"]`);
    await listed.waitFor();
    expect(await listed.locator('td[data-label="الحقول"]').textContent()).toBe("3");
    expect(await listed.locator('td[data-label="الوصول"]').textContent()).toBe("عام");
    await page.screenshot({
      caret: "initial",
      path: `${SHOTS}/lead-admin-forms-1366.png`,
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a refusal from the server lands beside the field its pointer names", async () => {
    const { context, page, errors } = await signIn(server, ADMIN, 1366, /status of 422/);
    // The browser's checks are the server's, so this refusal is the server's shape for a rule
    // the browser would not know: answered once, instead of the real write.
    await page.route(`${server.url}/forms/${formId}`, async (route) => {
      if (route.request().method() !== "PUT") return route.fallback();
      await route.fulfill({
        status: 422,
        contentType: "application/json",
        body: JSON.stringify({
          statusCode: 422,
          error: "Unprocessable Entity",
          code: "invalid",
          message: "/data/attributes/fields/2/label: التسمية مستخدمة في حقل آخر",
          details: [
            {
              pointer: "/data/attributes/fields/2/label",
              rule: "unique",
              message: "التسمية مستخدمة في حقل آخر",
            },
          ],
        }),
      });
    });
    await page.goto(`${server.url}/ar/admin/forms/${formId}`, { waitUntil: "networkidle" });
    await page.getByLabel("نص زر الإرسال").fill("أرسل الطلب");
    await page.getByRole("button", { name: "حفظ النموذج" }).click();
    await page.getByRole("alert").filter({ hasText: "رفض الخادم الحفظ" }).waitFor();
    // The third field opens, its label marked and the server's words under it.
    const label = fieldRow(page, 2).getByLabel("التسمية");
    expect(await label.getAttribute("aria-invalid")).toBe("true");
    const described = (await label.getAttribute("aria-describedby")) ?? "";
    const message = await page.evaluate(
      (ids) =>
        ids
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" "),
      described,
    );
    expect(message).toContain("التسمية مستخدمة في حقل آخر");
    expect(await page.locator(".fb-summary").textContent()).toContain("التسمية مستخدمة في حقل آخر");
    // Nothing was stored.
    await page.unroute(`${server.url}/forms/${formId}`);
    expect(JSON.stringify(await storedForm(page, formId))).not.toContain("أرسل الطلب");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an admin sets the form's notifications and a webhook, whose secret comes back masked", async () => {
    const { context, page, errors } = await signIn(server, ADMIN);
    await page.goto(`${server.url}/ar/admin/forms/${formId}/settings`, {
      waitUntil: "networkidle",
    });
    const tabs = page.getByRole("tablist", { name: "أقسام الإعدادات" });
    await tabs.waitFor();
    // The tabs follow the arrow keys, right to left: ArrowLeft is the next one.
    await tabs.getByRole("tab", { name: "صفحة الشكر" }).focus();
    await page.keyboard.press("ArrowLeft");
    const notifications = tabs.getByRole("tab", { name: "إشعارات الفريق" });
    expect(await notifications.getAttribute("aria-selected")).toBe("true");
    await page.getByLabel("إرسال بريد إلى الفريق عند كل طلب").check();
    await page.getByLabel("المستلمون").fill("sales@example.com\nnot an address");
    await page.getByRole("button", { name: "حفظ الإعدادات" }).click();
    const recipients = page.getByLabel("المستلمون");
    await expect.poll(() => recipients.getAttribute("aria-invalid")).toBe("true");
    await page
      .locator(".adm-field__error", {
        hasText: "المستلمون — العنوان 2: الصيغة غير صحيحة (عنوان بريد واحد مثل name@example.com)",
      })
      .waitFor();
    await page.screenshot({
      caret: "initial",
      path: `${SHOTS}/lead-admin-settings-1366.png`,
      fullPage: true,
    });
    await recipients.fill("sales@example.com\nteam@example.com");
    await page.getByRole("button", { name: "حفظ الإعدادات" }).click();
    await page.getByRole("status").filter({ hasText: "حُفظت الإعدادات" }).waitFor();
    const stored = await page.evaluate(async (id) => {
      const r = await fetch(`/forms/${id}/settings/notifications`);
      return ((await r.json()) as { data: { attributes: { recipients: string[] } } }).data
        .attributes.recipients;
    }, formId);
    expect(stored).toEqual(["sales@example.com", "team@example.com"]);

    await page
      .getByRole("navigation", { name: "أقسام النموذج" })
      .getByRole("link", { name: "التكاملات" })
      .click();
    await page.getByRole("button", { name: "إضافة ويب هوك" }).click();
    await page.getByLabel("رابط الويب هوك").fill("https://crm.example.com/hook");
    await page.getByLabel("السر (لتوقيع الطلب)").fill("s3cret-value");
    await page.getByRole("button", { name: "إضافة ربط" }).click();
    await page.getByLabel("حقل النموذج 1").fill("full_name");
    await page.getByLabel("الاسم عند الوجهة 1").fill("FullName");
    await page.getByRole("button", { name: "حفظ التكاملات" }).click();
    await page.getByRole("status").filter({ hasText: "حُفظت التكاملات" }).waitFor();
    await page.reload({ waitUntil: "networkidle" });
    const secret = page.getByLabel("السر (لتوقيع الطلب)");
    expect(await secret.inputValue()).toBe("********");
    expect(await page.getByLabel("الاسم عند الوجهة 1").inputValue()).toBe("FullName");
    expect(await page.content()).not.toContain("s3cret-value");
    await page.screenshot({
      caret: "initial",
      path: `${SHOTS}/lead-admin-integrations-1366.png`,
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an admin finds a lead by date, reads it labelled and its markup as text, and exports the CSV", async () => {
    expect(formId).toBeGreaterThan(0);
    // The form also asks for a showroom (stored as its location's id) and a single consent box:
    // the screens show the showroom's name and yes or no, never the id or true/false.
    const [showroom] = await server.database.db
      .insert(locations)
      .values({
        attributes: {
          name: "معرض شارع الشيخ زايد",
          code: "SZR",
          city: "دبي",
          address: "",
          phone: "",
          email: "",
          services: ["sales"],
          latitude: null,
          longitude: null,
        },
      })
      .returning({ id: locations.id });
    const showroomId = String(showroom?.id);
    const [formRow] = await server.database.db.select().from(forms).where(eq(forms.id, formId));
    const definition = formRow?.definition;
    const model = definition?.fields.find((f) => f.name === "model");
    if (!definition || !model) throw new Error("the form built above is not stored");
    await server.database.db
      .update(forms)
      .set({
        definition: {
          ...definition,
          fields: [
            ...definition.fields,
            {
              ...model,
              name: "showroom",
              label: "المعرض",
              required: false,
              options: [],
              source: "locations",
            },
            {
              ...model,
              name: "consent",
              type: "checkbox",
              label: "أوافق على التواصل",
              required: false,
              options: [],
              source: "",
            },
          ],
        },
      })
      .where(eq(forms.id, formId));
    // A visitor's lead through the public API (which refuses markup in every value)...
    const created = await fetch(`${server.url}/forms/${formId}/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        data: {
          type: "lead",
          attributes: {
            values: {
              full_name: "سارة أحمد",
              model: "defender",
              email: "sara@example.com",
              showroom: showroomId,
              consent: true,
            },
            hidden_fields: { campaign: "spring-2026" },
          },
        },
      }),
    });
    expect(created.status, await created.clone().text()).toBe(201);
    // ...one stored with markup anyway (imported, or kept from before that rule), and one from
    // long ago.
    await server.database.db.insert(leads).values([
      {
        form_id: formId,
        values: {
          full_name: HOSTILE,
          model: "evoque",
          email: "markup@example.com",
          showroom: showroomId,
          consent: false,
        },
        hidden_fields: { campaign: HOSTILE },
      },
      {
        form_id: formId,
        values: { full_name: "زائر قديم", model: "evoque", email: "old@example.com" },
        created_at: new Date("2024-01-10T09:00:00Z"),
      },
    ]);

    const { context, page, errors } = await signIn(server, ADMIN);
    await page.goto(`${server.url}/ar/admin/forms/${formId}`, { waitUntil: "networkidle" });
    await page
      .getByRole("navigation", { name: "أقسام النموذج" })
      .getByRole("link", { name: "الطلبات" })
      .click();
    const rows = page.locator("tr[data-lead-id]");
    await expect.poll(() => rows.count()).toBe(3);
    // Newest first, the oldest last; markup is a cell's text.
    expect(await rows.last().textContent()).toContain("زائر قديم");
    expect(await page.locator("tr", { hasText: "markup@example.com" }).textContent()).toContain(
      HOSTILE,
    );
    expect(await page.locator(".ld-table script, .ld-table img").count()).toBe(0);
    // Labelled: the model's option label and the showroom's name, under the fields' labels.
    const sara = rows.filter({ hasText: "sara@example.com" });
    expect(await sara.locator('[data-field="model"]').textContent()).toBe("ديفندر");
    await expect
      .poll(() => sara.locator('[data-field="showroom"]').textContent())
      .toBe("معرض شارع الشيخ زايد");
    expect(await page.locator(".ld-table th").allTextContents()).toContain("المعرض");
    // Each lead also opens its page in the lead inbox.
    expect(await sara.getByRole("link", { name: /في صندوق الطلبات/ }).getAttribute("href")).toBe(
      `/ar/admin/leads/${await sara.getAttribute("data-lead-id")}`,
    );

    await page.getByLabel("من تاريخ").fill(day(-1));
    await page.getByLabel("إلى تاريخ").fill(day(1));
    await page.getByRole("button", { name: "تطبيق" }).click();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await page.getByText("old@example.com").count()).toBe(0);
    expect(new URL(page.url()).searchParams.get("from")).toBe(day(-1));
    await page.screenshot({
      caret: "initial",
      path: `${SHOTS}/lead-admin-leads-1366.png`,
      fullPage: true,
    });

    await rows
      .filter({ hasText: "markup@example.com" })
      .getByRole("link", { name: /فتح الطلب/ })
      .click();
    const values = page.locator(".ld-values").first();
    await values.waitFor();
    expect(await values.locator('[data-field="full_name"] dd').textContent()).toBe(HOSTILE);
    expect(await values.locator('[data-field="model"] dd').textContent()).toBe("إيفوك");
    await expect
      .poll(() => values.locator('[data-field="showroom"] dd').textContent())
      .toBe("معرض شارع الشيخ زايد");
    expect(await values.locator('[data-field="showroom"] dt').textContent()).toBe("المعرض");
    expect(await values.locator('[data-field="consent"] dd').textContent()).toBe("لا");
    expect(await values.textContent()).not.toContain("showroom");
    expect(await page.locator('[data-hidden-field="campaign"] dd').textContent()).toBe(HOSTILE);
    expect(await page.locator(".ld-detail script, .ld-detail img").count()).toBe(0);
    expect(await page.evaluate(() => "__pwned" in window)).toBe(false);
    await page.screenshot({
      caret: "initial",
      path: `${SHOTS}/lead-admin-lead-1366.png`,
      fullPage: true,
    });

    // Back to the list with its filters, then the export of what it shows.
    await page.getByRole("link", { name: "كل الطلبات" }).click();
    await expect.poll(() => rows.count()).toBe(2);
    await page.getByRole("button", { name: "تصدير", exact: true }).click();
    const progress = page.getByRole("progressbar", { name: "تقدّم التصدير" });
    await progress.waitFor();
    const csvLink = page.getByRole("link", { name: "تنزيل CSV" });
    await csvLink.waitFor({ timeout: 20_000 });
    expect(await progress.getAttribute("aria-valuenow")).toBe("100");
    expect(
      await page.getByRole("link", { name: "تنزيل Excel (XLSX)" }).getAttribute("href"),
    ).toMatch(/format=xlsx$/);
    await page.screenshot({
      caret: "initial",
      path: `${SHOTS}/lead-admin-export-1366.png`,
      fullPage: true,
    });
    const [download] = await Promise.all([page.waitForEvent("download"), csvLink.click()]);
    const csv = await readFile((await download.path()) as string, "utf8");
    expect(csv).toContain("sara@example.com");
    expect(csv).toContain("سارة أحمد");
    expect(csv).toContain("معرض شارع الشيخ زايد");
    expect(csv).toContain("markup@example.com");
    // The export took the list's date window: the old lead is not in it.
    expect(csv).not.toContain("old@example.com");
    // From the list to the lead's page in the inbox, labelled there too.
    await rows
      .filter({ hasText: "sara@example.com" })
      .getByRole("link", { name: /في صندوق الطلبات/ })
      .click();
    await page.waitForURL(/\/ar\/admin\/leads\/[0-9a-f-]{36}$/);
    await page.getByText("معرض شارع الشيخ زايد").first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an admin copies a form under a new name, exports and imports it, and cannot delete one with leads", async () => {
    const { context, page, errors } = await signIn(server, ADMIN, 1366, /status of 409/);
    await page.goto(`${server.url}/ar/admin/forms`, { waitUntil: "networkidle" });
    const original = page.locator(`tr[data-form-id="${formId}"]`);
    await original.waitFor();

    // Delete is refused while the form has leads, and the screen says why.
    await original.getByRole("button", { name: `حذف «${FORM_NAME}»` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "حذف" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: /لم يُحذف النموذج.*طلبات/ })
      .waitFor();
    expect(await original.count()).toBe(1);

    // A copy, named in a dialog.
    await original.getByRole("button", { name: `نسخ «${FORM_NAME}»` }).click();
    const dialog = page.getByRole("dialog", { name: /نسخ/ });
    expect(await dialog.getByLabel("اسم النسخة").inputValue()).toBe(`${FORM_NAME} (نسخة)`);
    await dialog.getByLabel("اسم النسخة").fill("نسخة الاختبار");
    await dialog.getByRole("button", { name: "إنشاء النسخة" }).click();
    const copy = page.locator("tr", { hasText: "نسخة الاختبار" });
    await copy.waitFor();
    expect(await copy.locator('td[data-label="الحقول"]').textContent()).toBe("5");

    // The JSON export downloads the definition; importing it makes another form.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      original.getByRole("button", { name: `تصدير «${FORM_NAME}» إلى ملف JSON` }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^form-\d+-.*\.json$/);
    const file = (await download.path()) as string;
    const exported = JSON.parse(await readFile(file, "utf8")) as {
      data: { attributes: { form: { name: string; fields: unknown[] } } };
    };
    expect(exported.data.attributes.form.name).toBe(FORM_NAME);
    expect(exported.data.attributes.form.fields).toHaveLength(5);
    await page.getByLabel("استيراد من ملف JSON").setInputFiles(file);
    await page.waitForURL(/\/ar\/admin\/forms\/\d+$/);
    expect(Number(new URL(page.url()).pathname.split("/").pop())).not.toBe(formId);
    expect(await page.getByLabel("اسم النموذج").inputValue()).toContain(FORM_NAME);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an editor without lead access sees the forms but no leads, and the API refuses them", async () => {
    const { context, page, errors } = await signIn(server, EDITOR, 1366, /status of 403/);
    await page.goto(`${server.url}/ar/cms`, { waitUntil: "networkidle" });
    await page
      .getByRole("navigation", { name: "أقسام المحرّر" })
      .getByRole("link", { name: "النماذج" })
      .click();
    const listed = page.locator(`tr[data-form-id="${formId}"]`);
    await listed.waitFor();
    expect(await listed.getByRole("link", { name: `طلبات «${FORM_NAME}»` }).count()).toBe(0);
    expect(await page.locator(".adm-nav").getByRole("link", { name: "التسليمات" }).count()).toBe(0);
    await page.screenshot({
      caret: "initial",
      path: `${SHOTS}/lead-admin-editor-forms-1366.png`,
      fullPage: true,
    });

    await listed.getByRole("link", { name: `تعديل «${FORM_NAME}»` }).click();
    const sections = page.getByRole("navigation", { name: "أقسام النموذج" });
    await sections.waitFor();
    expect(await sections.getByRole("link", { name: "الطلبات" }).count()).toBe(0);
    // Typing the address shows the form's fields instead.
    await page.goto(`${server.url}/ar/admin/forms/${formId}/leads`, { waitUntil: "networkidle" });
    await page.waitForURL(`${server.url}/ar/admin/forms/${formId}`);
    expect(await page.locator("tr[data-lead-id]").count()).toBe(0);

    expect(await statusFrom(page, "GET", `/forms/${formId}/leads`)).toBe(403);
    expect(await statusFrom(page, "POST", `/forms/${formId}/lead_exports`)).toBe(403);
    expect(await statusFrom(page, "GET", "/api/admin/outbox")).toBe(403);

    // Where leads go is not theirs to change: the mail tabs and the integrations are shown
    // read-only with the reason; the thank-you stays theirs to edit.
    const locked = "لا يمكنك تغيير الجهة التي تصلها الطلبات";
    await page.goto(`${server.url}/ar/admin/forms/${formId}/settings`, {
      waitUntil: "networkidle",
    });
    const settingsTabs = page.getByRole("tablist", { name: "أقسام الإعدادات" });
    expect(await page.getByLabel("العنوان").isDisabled()).toBe(false);
    await settingsTabs.getByRole("tab", { name: "إشعارات الفريق" }).click();
    await page.getByText(locked).waitFor();
    expect(await page.getByLabel("المستلمون").isDisabled()).toBe(true);
    expect(await page.getByLabel("المستلمون").inputValue()).toContain("sales@example.com");
    await settingsTabs.getByRole("tab", { name: "رسالة التأكيد للزائر" }).click();
    expect(await page.getByLabel("إرسال رسالة تأكيد إلى الزائر").isDisabled()).toBe(true);
    await page
      .getByRole("navigation", { name: "أقسام النموذج" })
      .getByRole("link", { name: "التكاملات" })
      .click();
    await page.getByText(locked).waitFor();
    expect(await page.getByLabel("رابط الويب هوك").isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "إضافة ويب هوك" }).count()).toBe(0);
    await page.screenshot({
      caret: "initial",
      path: `${SHOTS}/lead-admin-editor-integrations-1366.png`,
      fullPage: true,
    });
    // The admin's other sections are not theirs.
    await page.goto(`${server.url}/ar/admin/deliveries`);
    expect(new URL(page.url()).pathname).toBe("/ar/auth/error");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an admin gives the editor lead access in the users screen, and the leads open to them", async () => {
    const admin = await signIn(server, ADMIN);
    await admin.page.goto(`${server.url}/ar/admin/users`, { waitUntil: "networkidle" });
    const box = admin.page.getByRole("checkbox", { name: `الاطلاع على الطلبات: ${EDITOR}` });
    await box.check();
    await admin.page.getByRole("status").filter({ hasText: "يطّلع على الطلبات" }).waitFor();
    expect(await box.isChecked()).toBe(true);
    await admin.page.screenshot({
      caret: "initial",
      path: `${SHOTS}/lead-admin-users-1366.png`,
      fullPage: true,
    });
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    const { context, page, errors } = await signIn(server, EDITOR);
    await page.goto(`${server.url}/ar/admin/forms`, { waitUntil: "networkidle" });
    await page
      .locator(`tr[data-form-id="${formId}"]`)
      .getByRole("link", { name: `طلبات «${FORM_NAME}»` })
      .click();
    await expect.poll(() => page.locator("tr[data-lead-id]").count()).toBe(3);
    expect(await statusFrom(page, "GET", `/forms/${formId}/leads`)).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an admin adds, corrects, edits and deletes a location", async () => {
    const { context, page, errors } = await signIn(server, ADMIN);
    await page.goto(`${server.url}/ar/admin/locations`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "المواقع" }).waitFor();
    const row = page.locator("tr[data-location-id]").filter({ hasText: "معرض الاختبار" });
    await page.locator("tr[data-location-id]").first().waitFor();
    expect(await row.count()).toBe(0);
    await page.getByLabel("الاسم").fill("معرض الاختبار");
    await page.getByLabel("البريد الإلكتروني").fill("not-an-address");
    await page.getByLabel("المبيعات").check();
    await page.getByRole("button", { name: "إضافة الموقع" }).click();
    const email = page.getByLabel("البريد الإلكتروني");
    await page
      .locator(".adm-field__error", { hasText: "البريد الإلكتروني: الصيغة غير صحيحة" })
      .first()
      .waitFor();
    expect(await email.getAttribute("aria-invalid")).toBe("true");
    await email.fill("dubai@example.com");
    await page.getByRole("button", { name: "إضافة الموقع" }).click();
    await row.waitFor();
    expect(await row.locator('td[data-label="الخدمات"]').textContent()).toBe("المبيعات");

    await page.getByRole("button", { name: "تعديل «معرض الاختبار»" }).click();
    await page.getByLabel("المدينة").fill("دبي");
    await page.getByRole("button", { name: "حفظ الموقع" }).click();
    await expect.poll(() => row.locator('td[data-label="المدينة"]').textContent()).toBe("دبي");
    await page.screenshot({
      caret: "initial",
      path: `${SHOTS}/lead-admin-locations-1366.png`,
      fullPage: true,
    });

    await page.getByRole("button", { name: "حذف «معرض الاختبار»" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "حذف" }).click();
    await page.getByRole("status").filter({ hasText: "حُذف الموقع «معرض الاختبار»" }).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("an admin replays a dead delivery and reads the development mail as text", async () => {
    const [lead] = await server.database.db.select({ id: leads.id }).from(leads).limit(1);
    const [dead] = await server.database.db
      .insert(outbox)
      .values({
        kind: "integration",
        form_id: formId,
        lead_id: lead?.id ?? null,
        target: { id: "crm-1", kind: "webhook", url: "https://crm.example.com/hook" },
        payload: { body: {} },
        status: "dead",
        attempts: 8,
        last_error: "HTTP 500 من الوجهة",
      })
      .returning({ id: outbox.id });
    await server.database.db.insert(sentMail).values({
      message_id: "<test-1@example.com>",
      mail_from: "no-reply@example.com",
      mail_to: "team@example.com",
      subject: "طلب جديد: تجربة قيادة",
      text_body: "الاسم: <b>سارة</b>\nالطراز: ديفندر",
    });

    const { context, page, errors } = await signIn(server, ADMIN);
    await page.goto(`${server.url}/ar/admin/deliveries`, { waitUntil: "networkidle" });
    const row = page.locator(`tr[data-outbox-id="${dead?.id}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain("HTTP 500 من الوجهة");
    await page.getByText("طلب جديد: تجربة قيادة").click();
    const text = page.locator(".dl-mail__text").first();
    expect(await text.textContent()).toBe("الاسم: <b>سارة</b>\nالطراز: ديفندر");
    expect(await text.locator("b").count()).toBe(0);
    await page.screenshot({
      caret: "initial",
      path: `${SHOTS}/lead-admin-deliveries-1366.png`,
      fullPage: true,
    });

    await row.getByRole("button", { name: /إعادة:/ }).click();
    await page.getByRole("status").filter({ hasText: "أُعيدت جدولة" }).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
