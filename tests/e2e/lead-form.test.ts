import type { BrowserContext, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectAs } from "../helpers/api.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { type EditorServer, startEditorServer } from "../helpers/editor-session.ts";

/**
 * The visitor's form in Chromium, Arabic and right to left, on a page whose Entry Form block
 * names a form built through the API: rendered by the server, hydrated when it comes near,
 * checked with the server's own validator, and the lead read back through the API as an admin.
 */

const PAGE_PATH = "lead-form-test";
const SUBMIT = "أرسل الطلب";
const ERROR_RED = "rgb(179, 38, 30)";
/** A PDF as file-type reads it (its content, not its name, decides). */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

const formBody = {
  data: {
    type: "form",
    attributes: {
      name: "طلب عرض سعر (اختبار)",
      layout: "double_column",
      submit_label: SUBMIT,
      fields: [
        {
          name: "first_name",
          type: "text",
          label: "الاسم الأول",
          required: true,
          rules: { max: 20 },
        },
        {
          name: "email",
          type: "text",
          format: "email",
          label: "البريد الإلكتروني",
          required: true,
        },
        {
          name: "phone",
          type: "phone",
          label: "رقم الهاتف",
          required: true,
          default_country: "AE",
        },
        { name: "campaign", type: "text", label: "الحملة" },
        {
          name: "licence",
          type: "file",
          label: "رخصة القيادة",
          accept: ["application/pdf"],
          rules: { max: 2, size: 512 },
        },
        {
          name: "notes",
          type: "textarea",
          label: "ملاحظات",
          width: "full",
          rules: { max: 200 },
        },
        {
          name: "consent",
          type: "checkbox",
          label: "أوافق على أن يتواصل معي الموزع بخصوص طلبي",
          required: true,
          width: "full",
        },
        { name: "additionalData.menaTabs", type: "dynamic", label: "التبويب" },
        { name: "ga_client_id", type: "ga_client_id", label: "معرّف التحليلات" },
      ],
    },
  },
};

const captchaFormBody = {
  data: {
    type: "form",
    attributes: {
      name: "اشترك في النشرة (اختبار)",
      captcha: true,
      submit_label: "اشترك",
      fields: [
        {
          name: "email",
          type: "text",
          format: "email",
          label: "البريد الإلكتروني",
          required: true,
        },
      ],
    },
  },
};

let server: EditorServer;
let admin: TestSession;
let formId = "";
let captchaFormId = "";

interface StoredLead {
  attributes: {
    values: Record<string, unknown>;
    hidden_fields?: Record<string, string>;
    files?: { id: string; field: string; name: string; media_type: string }[];
  };
}

async function storedLeads(id = formId): Promise<StoredLead[]> {
  const res = await injectAs(server.app, admin, "GET", `/forms/${id}/leads?items=100`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: StoredLead[] }).data;
}

beforeAll(async () => {
  server = await startEditorServer([]);
  admin = await signedInAs(server.database.db, "admin");
  const created = await injectAs(server.app, admin, "POST", "/forms", formBody);
  expect(created.statusCode, created.body).toBe(201);
  formId = (created.json() as { data: { id: string } }).data.id;
  const withCaptcha = await injectAs(server.app, admin, "POST", "/forms", captchaFormBody);
  expect(withCaptcha.statusCode, withCaptcha.body).toBe(201);
  captchaFormId = (withCaptcha.json() as { data: { id: string } }).data.id;
  // This one thanks on a page of its own.
  const thanks = await injectAs(server.app, admin, "PUT", `/forms/${captchaFormId}/settings`, {
    data: {
      type: "form_settings",
      attributes: { thank_you: { type: "page", page_url: "/ar/news" } },
    },
  });
  expect(thanks.statusCode, thanks.body).toBe(200);
  const page = await injectAs(server.app, admin, "POST", "/api/cms/pages", {
    path: PAGE_PATH,
    title: "طلب عرض سعر",
  });
  expect(page.statusCode, page.body).toBe(201);
  const { id, revision } = (page.json() as { data: { id: number; revision: number } }).data;
  const saved = await injectAs(server.app, admin, "PUT", `/api/cms/pages/${id}/draft`, {
    revision,
    snapshot: {
      title: "طلب عرض سعر",
      blocks: [
        {
          template: "lrdx-form-component",
          fields: {
            heading: "اطلب عرض سعر",
            // The page's one H1, as a page must have to be published.
            header_tag: 1,
            form_id: formId,
            has_two_columns: true,
            form_hidden_field_mapping: { source: "website" },
            form_params_mapping: { utm_campaign: "campaign" },
            button_position: "right",
            box_color: "light-theme",
          },
          groups: [],
        },
        {
          template: "lrdx-form-component",
          fields: { heading: "النشرة", form_id: captchaFormId, box_color: "dark-theme" },
          groups: [],
        },
      ],
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const published = await injectAs(server.app, admin, "POST", `/api/cms/pages/${id}/publish`, {
    revision: (saved.json() as { data: { revision: number } }).data.revision,
  });
  expect(published.statusCode, published.body).toBe(200);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** An Arabic visitor who has answered the cookie banner; script errors are collected. */
async function visitor(
  width: number,
  options: { hasScripts?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await server.browser.newContext({
    viewport: { width, height: 900 },
    locale: "ar",
    javaScriptEnabled: options.hasScripts ?? true,
  });
  await context.addInitScript(() => {
    if (location.protocol.startsWith("http"))
      localStorage.setItem("cookieConsentStatus", "accepted:obligatory,optional");
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    // The refusals the tests provoke are answers, not errors.
    if (m.type() === "error" && !/status of (422|404)/.test(m.text())) errors.push(m.text());
  });
  return { context, page, errors };
}

/** Opens the test page and waits until its form is hydrated (it is, once scrolled near). */
async function openForm(page: Page, query = ""): Promise<Locator> {
  await page.goto(`${server.url}/ar/${PAGE_PATH}${query}`, { waitUntil: "networkidle" });
  const slot = page.locator(`[data-lead-form][data-form-id="${formId}"]`);
  await slot.scrollIntoViewIfNeeded();
  await slot.and(page.locator('[data-hydrated="true"]')).waitFor();
  return slot;
}

/** A picture of the Entry Form block (the fixed action bar hidden, not to cover it). */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.addStyleTag({ content: ".site-fab { visibility: hidden !important; }" });
  await page
    .locator(".form-component")
    .first()
    .screenshot({ caret: "initial", path: `tests/e2e/__screenshots__/${name}.png` });
}

/** A field by its label's text; the visible '*' of a required one is not part of its name. */
const field = (form: Locator, label: string) =>
  form.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*\\*?$`));

/** Chooses a country by searching its Arabic name, then types the number as written there. */
async function fillPhone(form: Locator, country: string, national: string): Promise<void> {
  await form.getByRole("button", { name: /رمز الدولة/ }).click();
  const search = form.getByRole("combobox", { name: "ابحث عن دولة" });
  await search.fill(country);
  await expect.poll(() => form.getByRole("option").first().textContent()).toContain(country);
  await search.press("Enter");
  await field(form, "رقم الهاتف").fill(national);
}

async function fillValid(form: Locator, name = "سارة"): Promise<void> {
  await field(form, "الاسم الأول").fill(name);
  await field(form, "البريد الإلكتروني").fill("sara@example.com");
  await fillPhone(form, "السعودية", "050 123 4567");
  await field(form, "أوافق على أن يتواصل معي الموزع بخصوص طلبي").check();
}

describe("the visitor's form in Chromium, Arabic and right to left", () => {
  it("is on the page before any script runs: every field with its label", async () => {
    const { context, page } = await visitor(390, { hasScripts: false });
    await page.goto(`${server.url}/ar/${PAGE_PATH}`);
    const form = page.locator("form.lead-form").first();
    for (const label of ["الاسم الأول", "البريد الإلكتروني", "رقم الهاتف", "ملاحظات"])
      expect(await field(form, label).count(), label).toBe(1);
    expect(await field(form, "الاسم الأول").getAttribute("required")).not.toBeNull();
    // Screen readers hear the label without the '*' and that the field is required.
    expect(
      await form
        .getByRole("textbox", { name: "الاسم الأول", exact: true })
        .getAttribute("required"),
    ).toBe("");
    expect(await form.getByRole("button", { name: SUBMIT }).isVisible()).toBe(true);
    await context.close();
  });

  for (const width of [390, 1280])
    it(`at ${width} px, sends a lead with a phone in E.164 and a PDF attached, pre-filled from the URL`, async () => {
      const { context, page, errors } = await visitor(width);
      const before = (await storedLeads()).length;
      const form = await openForm(page, "?utm_campaign=ramadan-2026");
      expect(await page.getAttribute("html", "dir")).toBe("rtl");
      // form_params_mapping: ?utm_campaign fills the campaign field.
      expect(await field(form, "الحملة").inputValue()).toBe("ramadan-2026");

      // Two columns from 741 px, the first field at the right; one column on a phone.
      const first = await field(form, "الاسم الأول").boundingBox();
      const second = await field(form, "البريد الإلكتروني").boundingBox();
      const notes = await field(form, "ملاحظات").boundingBox();
      if (!first || !second || !notes) throw new Error("fields not laid out");
      if (width >= 741) {
        expect(Math.abs(first.y - second.y)).toBeLessThan(2);
        expect(first.x).toBeGreaterThan(second.x + second.width);
        expect(notes.width).toBeGreaterThan(first.width * 1.8);
      } else {
        expect(Math.abs(first.x - second.x)).toBeLessThan(2);
        expect(second.y).toBeGreaterThan(first.y);
      }
      const submit = form.getByRole("button", { name: SUBMIT });
      const button = await submit.boundingBox();
      const box = await form.boundingBox();
      expect(button?.width ?? 0).toBeGreaterThanOrEqual(200);
      // button_position right: at the form's right edge whatever the reading direction.
      expect(
        Math.abs((button?.x ?? 0) + (button?.width ?? 0) - ((box?.x ?? 0) + (box?.width ?? 0))),
      ).toBeLessThan(2);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);

      await fillValid(form);
      // A block sets a dynamic field by an event on the slot; the GA client id comes from _ga.
      await form.evaluate((slot) =>
        slot.dispatchEvent(
          new CustomEvent("lead-form:dynamic", {
            detail: { name: "additionalData.menaTabs", value: "test-drive" },
            bubbles: true,
          }),
        ),
      );
      await context.addCookies([
        { name: "_ga", value: "GA1.2.1234567890.1700000000", url: server.url },
      ]);
      expect(
        await form.getByRole("button", { name: /رمز الدولة/ }).getAttribute("aria-label"),
      ).toContain("+966");
      await form.locator('input[type="file"]').setInputFiles({
        name: "licence.pdf",
        mimeType: "application/pdf",
        buffer: PDF,
      });
      await form.locator(".lead-form__file-item--ready", { hasText: "licence.pdf" }).waitFor();
      await field(form, "ملاحظات").fill("أفضّل التواصل مساءً");
      await screenshot(page, `lead-form-${width}`);

      await submit.click();
      const thanks = page.locator(".lead-form__thanks");
      await thanks.waitFor();
      expect(await thanks.textContent()).toContain("شكراً لك");
      expect(await page.evaluate(() => document.activeElement?.className)).toBe(
        "lead-form__thanks",
      );
      await screenshot(page, `lead-form-${width}-thanks`);

      const leads = await storedLeads();
      expect(leads.length).toBe(before + 1);
      const lead = leads.find(
        (l) => l.attributes.values.first_name === "سارة" && l.attributes.values.notes,
      );
      expect(lead?.attributes.values.phone).toBe("+966501234567");
      expect(lead?.attributes.values.email).toBe("sara@example.com");
      expect(lead?.attributes.values.campaign).toBe("ramadan-2026");
      expect(lead?.attributes.values.consent).toBe(true);
      expect(lead?.attributes.values["additionalData.menaTabs"]).toBe("test-drive");
      expect(lead?.attributes.values.ga_client_id).toBe("1234567890.1700000000");
      expect(lead?.attributes.hidden_fields).toEqual({ source: "website" });
      const files = lead?.attributes.files ?? [];
      expect(files.map((f) => [f.field, f.name, f.media_type])).toEqual([
        ["licence", "licence.pdf", "application/pdf"],
      ]);
      expect(lead?.attributes.values.licence).toEqual([files[0]?.id]);
      expect(errors).toEqual([]);
      await context.close();
    });

  it("shows a missing field and an overlong text in red with their messages, keeps the values and stores nothing", async () => {
    const { context, page, errors } = await visitor(390);
    const before = (await storedLeads()).length;
    const form = await openForm(page);
    const tooLong = "ع".repeat(21);
    await field(form, "الاسم الأول").fill(tooLong);
    await fillPhone(form, "مصر", "010 1234 5678");
    await field(form, "أوافق على أن يتواصل معي الموزع بخصوص طلبي").check();
    await form.getByRole("button", { name: SUBMIT }).click();

    const name = field(form, "الاسم الأول");
    const summary = form.getByRole("alert").first();
    await expect.poll(() => summary.textContent()).toContain("تم تجاوز الحد الأقصى لعدد الأحرف");
    expect(await summary.textContent()).toContain("حقل البريد الإلكتروني مطلوب");
    // The first invalid field has the focus; each names its message.
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    for (const [label, message] of [
      ["الاسم الأول", "تم تجاوز الحد الأقصى لعدد الأحرف"],
      ["البريد الإلكتروني", "حقل البريد الإلكتروني مطلوب"],
    ] as const) {
      const input = field(form, label);
      expect(await input.getAttribute("aria-invalid")).toBe("true");
      const described = (await input.getAttribute("aria-describedby")) ?? "";
      const messages = await Promise.all(
        described.split(" ").map((id) => page.locator(`[id="${id}"]`).textContent()),
      );
      expect(messages).toContain(message);
      expect(await input.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe(ERROR_RED);
      const labelColor = await form
        .locator(`label[for="${await input.getAttribute("id")}"]`)
        .evaluate((el) => getComputedStyle(el).color);
      expect(labelColor).toBe(ERROR_RED);
    }
    // The phone's Egyptian number stays valid; what was typed stays.
    expect(await field(form, "رقم الهاتف").getAttribute("aria-invalid")).toBeNull();
    expect(await name.inputValue()).toBe(tooLong);
    await screenshot(page, "lead-form-390-errors");

    // Fixed, the message goes as soon as the field is right again.
    await name.fill("عمر");
    await field(form, "البريد الإلكتروني").fill("omar@example.com");
    await expect.poll(() => name.getAttribute("aria-invalid")).toBeNull();
    expect((await storedLeads()).length).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the server's refusals the same way when the browser could not check", async () => {
    const { context, page } = await visitor(1280);
    const before = (await storedLeads()).length;
    // Without the validator module, the browser sends and the server refuses.
    await page.route("**/validator.js", (route) => route.abort());
    const form = await openForm(page);
    await fillValid(form, "ع".repeat(30));
    const posted = page.waitForResponse((r) => r.url().endsWith("/leads"));
    await form.getByRole("button", { name: SUBMIT }).click();
    expect((await posted).status()).toBe(422);
    const name = field(form, "الاسم الأول");
    await expect.poll(() => name.getAttribute("aria-invalid")).toBe("true");
    expect(await form.locator(".lead-form__field--invalid .lead-form__error").textContent()).toBe(
      "تم تجاوز الحد الأقصى لعدد الأحرف",
    );
    expect(await name.inputValue()).toBe("ع".repeat(30));
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    await screenshot(page, "lead-form-1280-server-errors");
    expect((await storedLeads()).length).toBe(before);
    await context.close();
  });

  it("stores one lead for a double click", async () => {
    const { context, page, errors } = await visitor(1280);
    const before = (await storedLeads()).length;
    const form = await openForm(page);
    await fillValid(form, "خالد");
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/leads")) posts.push(r.url());
    });
    await form.getByRole("button", { name: SUBMIT }).dblclick();
    await page.locator(".lead-form__thanks").waitFor();
    expect(posts.length).toBe(1);
    const leads = await storedLeads();
    expect(leads.length).toBe(before + 1);
    expect(leads.filter((l) => l.attributes.values.first_name === "خالد").length).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
  it("loads its script only near the form, and its checks only when the visitor leaves a field", async () => {
    const { context, page, errors } = await visitor(390);
    const loaded: string[] = [];
    page.on("request", (r) => {
      const name = new URL(r.url()).pathname.split("/").pop() ?? "";
      if (/^(lead-form-|parsePhoneNumber|phone-data-|validation-)|validator\.js$/.test(name))
        loaded.push(name);
    });
    // The home page's test-drive form is at its end; its block maps ?retailer to a location.
    await page.goto(`${server.url}/ar/?retailer=AUH-02`, { waitUntil: "networkidle" });
    expect(loaded).toEqual([]);
    const slot = page.locator("[data-lead-form]").last();
    await slot.scrollIntoViewIfNeeded();
    await slot.and(page.locator('[data-hydrated="true"]')).waitFor();
    expect(loaded.some((n) => n.startsWith("lead-form-"))).toBe(true);
    // Its phone field brings the phone data; nothing checks anything yet.
    expect(loaded.some((n) => n.startsWith("parsePhoneNumber"))).toBe(true);
    expect(loaded.some((n) => n.endsWith("validator.js"))).toBe(false);
    // form_location_params_mapping and form_location_mapping: AUH-02 is location 2.
    const location = field(slot, "المعرض المفضل");
    expect(await location.inputValue()).toBe("2");
    expect(await location.locator("option:checked").textContent()).toContain("أبوظبي");
    // Dates start today, the visitor's today.
    const today = await page.evaluate(() => {
      const d = new Date();
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    const first = field(slot, "الاسم الأول");
    await first.fill("س");
    await first.blur();
    await expect.poll(() => loaded.some((n) => n.endsWith("validator.js"))).toBe(true);
    // The date picker opens on today's month in Arabic: no day before today can be chosen.
    const date = field(slot, "الموعد المفضل");
    await date.click();
    const days = slot.locator(".lead-form__calendar-day");
    await expect.poll(() => days.count()).toBeGreaterThan(27);
    const states = await days.evaluateAll((buttons) =>
      buttons.map((b) => ({
        day: b.getAttribute("data-date") ?? "",
        isDisabled: b.getAttribute("aria-disabled") === "true",
      })),
    );
    expect(states.filter((d) => d.isDisabled).every((d) => d.day < today)).toBe(true);
    expect(states.filter((d) => d.day < today).every((d) => d.isDisabled)).toBe(true);
    expect(states.find((d) => d.day === today)?.isDisabled).toBe(false);
    await page.keyboard.press("Escape");
    await expect.poll(() => slot.locator(".lead-form__calendar").count()).toBe(0);
    // Chosen by the keyboard: the next day (left is forward, right to left), in Arabic words.
    await date.click();
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Enter");
    const tomorrow = await page.evaluate(() => {
      const d = new Date();
      d.setDate(d.getDate() + 1);
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
    });
    expect(await slot.locator('.lead-form__date input[type="hidden"]').inputValue()).toBe(tomorrow);
    expect(await date.textContent()).toMatch(
      /(يناير|فبراير|مارس|أبريل|مايو|يونيو|يوليو|أغسطس|سبتمبر|أكتوبر|نوفمبر|ديسمبر)/,
    );
    expect(await date.textContent()).not.toMatch(/\d+\/\d+\/\d+/);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.className))
      .toContain("lead-form__date-button");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps what was typed before its script arrived and sends a form sent meanwhile", async () => {
    const { context, page, errors } = await visitor(1280);
    const before = (await storedLeads()).length;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/lead-form-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${server.url}/ar/${PAGE_PATH}`, { waitUntil: "domcontentloaded" });
    const form = page.locator("form.lead-form").first();
    await field(form, "الاسم الأول").fill("ليلى");
    await field(form, "البريد الإلكتروني").fill("layla@example.com");
    await field(form, "رقم الهاتف").fill("050 123 4567");
    await field(form, "أوافق على أن يتواصل معي الموزع بخصوص طلبي").check();
    await form.getByRole("button", { name: SUBMIT }).click();
    expect(await page.locator('[data-lead-form][data-hydrated="true"]').count()).toBe(0);
    release();
    await page.locator(".lead-form__thanks").waitFor();
    const leads = await storedLeads();
    expect(leads.length).toBe(before + 1);
    const lead = leads.find((l) => l.attributes.values.first_name === "ليلى");
    expect(lead?.attributes.values).toMatchObject({
      email: "layla@example.com",
      phone: "+971501234567",
      consent: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  });
  it("takes several files, each removable, and says why one is refused", async () => {
    const { context, page } = await visitor(390);
    const form = await openForm(page);
    const picker = form.locator('input[type="file"]');
    // A picture where only PDFs are taken: the server reads its content and refuses it.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
      "base64",
    );
    await picker.setInputFiles({ name: "photo.pdf", mimeType: "application/pdf", buffer: png });
    const refused = form.locator(".lead-form__file-item--failed", { hasText: "photo.pdf" });
    await refused.waitFor();
    expect(await refused.getByRole("alert").textContent()).toContain("نوع الملف غير مقبول");
    await refused.getByRole("button", { name: "احذف photo.pdf" }).click();
    expect(await refused.count()).toBe(0);
    // Two PDFs, the field's most: the picker rests until one is removed.
    await picker.setInputFiles([
      { name: "a.pdf", mimeType: "application/pdf", buffer: PDF },
      { name: "b.pdf", mimeType: "application/pdf", buffer: PDF },
    ]);
    await expect.poll(() => form.locator(".lead-form__file-item--ready").count()).toBe(2);
    expect(await picker.isDisabled()).toBe(true);
    const removed = page.waitForRequest(
      (r) => r.method() === "DELETE" && /\/files\/[0-9a-f-]{36}$/.test(r.url()),
    );
    await form.getByRole("button", { name: "احذف a.pdf" }).click();
    await removed;
    expect(await form.locator(".lead-form__file-item").allTextContents()).toEqual([
      expect.stringContaining("b.pdf"),
    ]);
    expect(await picker.isDisabled()).toBe(false);
    await context.close();
  });

  it("asks a form with a captcha to be ticked: the site's own check, then the lead and its thank-you page", async () => {
    const { context, page, errors } = await visitor(390);
    await page.goto(`${server.url}/ar/${PAGE_PATH}`, { waitUntil: "networkidle" });
    const slot = page.locator(`[data-lead-form][data-form-id="${captchaFormId}"]`);
    await slot.scrollIntoViewIfNeeded();
    await slot.and(page.locator('[data-hydrated="true"]')).waitFor();
    await field(slot, "البريد الإلكتروني").fill("news@example.com");
    await slot.getByRole("button", { name: "اشترك" }).click();
    const robot = slot.getByRole("checkbox", { name: "لست روبوتاً" });
    await expect.poll(() => robot.getAttribute("aria-invalid")).toBe("true");
    expect(await robot.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await slot.getByRole("alert").first().textContent()).toContain(
      "يرجى تأكيد أنك لست روبوتاً",
    );
    await page.locator(".form-component").nth(1).screenshot({
      caret: "initial",
      path: "tests/e2e/__screenshots__/lead-form-390-captcha.png",
    });
    await robot.check();
    await expect.poll(() => robot.getAttribute("aria-invalid")).toBeNull();
    await slot.getByRole("button", { name: "اشترك" }).click();
    await page.waitForURL(`${server.url}/ar/news`);
    expect((await storedLeads(captchaFormId)).map((l) => l.attributes.values.email)).toEqual([
      "news@example.com",
    ]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a form link in the modal: its title, two columns and hidden fields", async () => {
    const { context, page, errors } = await visitor(1280);
    await openForm(page);
    await page.evaluate((id) => {
      const a = document.createElement("a");
      a.href = `#form-${id}`;
      a.textContent = "اطلب عرضاً";
      a.dataset.linkType = "form";
      a.dataset.formId = id;
      a.dataset.formLayout = "double_column";
      a.dataset.hiddenFields = JSON.stringify({ source: "modal", offer: "ramadan" });
      document.querySelector("main")?.prepend(a);
    }, formId);
    await page.getByRole("link", { name: "اطلب عرضاً" }).click();
    const dialog = page.getByRole("dialog", { name: "اطلب عرضاً" });
    const form = dialog.locator("form.lead-form");
    await form.waitFor();
    const [first, second] = [
      await field(form, "الاسم الأول").boundingBox(),
      await field(form, "البريد الإلكتروني").boundingBox(),
    ];
    expect(Math.abs((first?.y ?? 0) - (second?.y ?? 1))).toBeLessThan(2);
    await page.screenshot({
      caret: "initial",
      path: "tests/e2e/__screenshots__/lead-form-1280-modal.png",
    });
    await fillValid(form, "منى");
    await form.getByRole("button", { name: SUBMIT }).click();
    await dialog.locator(".lead-form__thanks").waitFor();
    const lead = (await storedLeads()).find((l) => l.attributes.values.first_name === "منى");
    expect(lead?.attributes.hidden_fields).toEqual({ source: "modal", offer: "ramadan" });
    expect(errors).toEqual([]);
    await context.close();
  });
});
