import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { leads, outbox } from "../../runtime/db/tables/forms.ts";
import { users } from "../../runtime/db/tables/index.ts";
import { axeViolations } from "../helpers/axe.ts";
import { type EditorServer, signIn, startEditorServer } from "../helpers/editor-session.ts";

// The built editor served by the real server on a PGlite database with the demo forms: the lead
// inbox (/ar/admin/leads) as a sales team works it, in Arabic, right to left.
let server: EditorServer;
let leadId = "";

const SALES = "inbox-sales@example.com";
const SALES_NAME = "ليلى من المبيعات";
/** Screenshots of what the sales team saw, when a directory is given (looked at by hand). */
const SHOTS = process.env.LEAD_INBOX_SHOTS;
/** A number as the admin writes it in Arabic (Intl, the page's language). */
const count = (n: number) => new Intl.NumberFormat("ar").format(n);

beforeAll(async () => {
  server = await startEditorServer([{ email: SALES, name: SALES_NAME, role: "editor" }]);
  const { db } = server.database;
  // A sales editor: the lead-access capability an admin grants.
  await db.update(users).set({ lead_access: true }).where(eq(users.email, SALES));
  // A test-drive request (demo form 1) as the site stores it: codes for the model and showroom.
  const [lead] = await db
    .insert(leads)
    .values({
      form_id: 1,
      values: {
        first_name: "سارة",
        last_name: "المنصوري",
        email: "sara@example.com",
        phone: "+971501234567",
        vehicle_interest: "defender-110",
        preferred_location: "1",
        contact_consent: true,
      },
    })
    .returning({ id: leads.id });
  leadId = lead?.id ?? "";
  await db.insert(outbox).values({
    kind: "notification",
    form_id: 1,
    lead_id: leadId,
    target: { to: ["sales@example.com"] },
    status: "delivered",
    delivered_at: new Date(),
  });
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

/** The lead's CSV export, made and downloaded through the API with the page's session. */
async function exportedCsv(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const me = (await (await fetch("/api/auth/me")).json()) as { csrfToken: string };
    const headers = { "csrf-token": me.csrfToken, accept: "application/json" };
    const started = (await (
      await fetch("/forms/1/lead_exports", { method: "POST", headers })
    ).json()) as { data: { id: string } };
    const url = `/forms/1/lead_exports/${started.data.id}`;
    for (;;) {
      const state = (await (await fetch(url, { headers })).json()) as {
        data: { attributes: { status: string } };
      };
      if (state.data.attributes.status === "done") break;
      if (state.data.attributes.status === "failed") return "failed";
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return (await fetch(`${url}/download?format=csv`, { headers })).text();
  });
}

describe("the lead inbox in Chromium", () => {
  it("a sales user works a lead from new to won and reads its history", async () => {
    const { context, page, errors } = await signIn(server, SALES, 1440);
    page.setDefaultTimeout(10_000);
    // The inbox is in the admin menu, with its count of new leads.
    await page.goto(`${server.url}/ar/admin/forms`, { waitUntil: "networkidle" });
    const menu = page.getByRole("navigation", { name: "أقسام الإدارة" });
    const inboxLink = menu.getByRole("link", { name: /الطلبات الواردة/ });
    await expect.poll(() => inboxLink.textContent()).toBe(`الطلبات الواردة ${count(1)} جديدة`);
    await inboxLink.click();
    await page.getByRole("heading", { level: 1, name: "الطلبات الواردة" }).waitFor();
    const row = page.locator(`tr[data-lead-id="${leadId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain("سارة المنصوري");
    expect(await row.textContent()).toContain("طلب تجربة قيادة");
    expect(await row.textContent()).toContain("جديد");
    // Filters: another status hides it, the form and "new" find it again.
    await page.getByLabel("الحالة").selectOption("won");
    await page.getByRole("button", { name: "تطبيق" }).click();
    await page.getByText("لا توجد طلبات تطابق التصفية.").waitFor();
    await page.getByLabel("الحالة").selectOption("new");
    await page.getByLabel("النموذج").selectOption("1");
    await page.getByRole("button", { name: "تطبيق" }).click();
    await row.waitFor();
    expect(new URL(page.url()).search).toBe("?form=1&status=new");
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/inbox-1440.png`, fullPage: true });

    await row.getByRole("link", { name: /فتح طلب سارة المنصوري/ }).click();
    await page.getByRole("heading", { level: 1, name: "طلب «طلب تجربة قيادة»" }).waitFor();
    // Labels, never codes: the model's and the showroom's names.
    const values = page.getByRole("region", { name: "ما أرسله الزائر" });
    expect(await values.locator('[data-field="vehicle_interest"] dd').textContent()).toBe(
      "ديفندر 110",
    );
    expect(await values.locator('[data-field="preferred_location"] dd').textContent()).toBe(
      "معرض دبي - شارع الشيخ زايد",
    );
    expect(await values.textContent()).not.toContain("defender-110");
    // The delivery as it went: delivered on its first attempt, never "0 / 8".
    const delivery = page.getByRole("region", { name: "التسليمات" }).locator("tbody tr");
    expect(await delivery.textContent()).toContain("سُلِّم");
    expect(await delivery.textContent()).toContain(`${count(1)} من ${count(8)}`);

    // Take it and call: owner and status saved together.
    const work = page.getByRole("region", { name: "متابعة الطلب" });
    await work.getByLabel("المسؤول").selectOption({ label: SALES_NAME });
    await work.getByLabel("الحالة").selectOption("contacted");
    await work.getByRole("button", { name: "حفظ" }).click();
    await work.getByText("حُفظ التغيير.").waitFor();
    await work.getByLabel("ملاحظة جديدة").fill("اتصلت بها، تفضّل تجربة يوم السبت");
    await work.getByRole("button", { name: "إضافة الملاحظة" }).click();
    await expect.poll(() => work.getByLabel("ملاحظة جديدة").inputValue()).toBe("");
    for (const status of ["qualified", "won"]) {
      await work.getByLabel("الحالة").selectOption(status);
      await work.getByRole("button", { name: "حفظ" }).click();
      await expect
        .poll(() => page.locator(".ld-lead-summary .ld-lead-status").textContent())
        .toBe(status === "won" ? "تم البيع" : "مؤهَّل");
    }
    const history = page.getByRole("region", { name: "سجل الطلب" }).locator("li");
    await expect.poll(() => history.count()).toBe(6);
    expect(await history.allTextContents()).toEqual([
      expect.stringContaining("وصل الطلب من الموقع"),
      expect.stringContaining("غيّر الحالة من «جديد» إلى «تم التواصل»"),
      expect.stringContaining(`أسند الطلب إلى ${SALES_NAME}`),
      expect.stringContaining("اتصلت بها، تفضّل تجربة يوم السبت"),
      expect.stringContaining("غيّر الحالة من «تم التواصل» إلى «مؤهَّل»"),
      expect.stringContaining("غيّر الحالة من «مؤهَّل» إلى «تم البيع»"),
    ]);
    expect(await history.nth(1).textContent()).toContain(`بواسطة ${SALES_NAME}`);
    // Nothing new is left: the menu's count is gone.
    await expect.poll(() => inboxLink.textContent()).toBe("الطلبات الواردة");
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/lead-1440.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/lead-390.png`, fullPage: true });
    await page.getByRole("link", { name: "العودة إلى الطلبات الواردة" }).click();
    await page.getByRole("heading", { level: 1, name: "الطلبات الواردة" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/inbox-390.png`, fullPage: true });

    // The CSV names what the visitor chose, not its codes.
    const csv = await exportedCsv(page);
    expect(csv).toContain("ديفندر 110");
    expect(csv).toContain("معرض دبي - شارع الشيخ زايد");
    expect(csv).not.toContain("defender-110");
    expect(errors).toEqual([]);
    await context.close();
  });
});
