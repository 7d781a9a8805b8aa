import { eq } from "drizzle-orm";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VIN_RULE_MESSAGES_AR, withCheckDigit } from "../../runtime/core/vin.ts";
import { affectedVins } from "../../runtime/db/tables/owner-tools.ts";
import { demoAffectedVins } from "../../runtime/demo/demo-vins.ts";
import { axeViolations } from "../helpers/axe.ts";
import { type EditorServer, signIn, startEditorServer } from "../helpers/editor-session.ts";

// The list of affected vehicles (/ar/admin/affected-vins) in Chromium, in Arabic, right to left,
// at a phone's and a desktop's width: the built editor served by the real server on the demo
// database (its nine affected VINs).
let server: EditorServer;
const ADMIN = "vins-admin-e2e@example.com";
const VIEWER = "vins-viewer-e2e@example.com";

beforeAll(async () => {
  server = await startEditorServer([
    { email: ADMIN, name: "مديرة القائمة", role: "admin" },
    { email: VIEWER, name: "مشاهد القائمة", role: "viewer" },
  ]);
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

const SCREEN = "/ar/admin/affected-vins";
/** The list's reads (GET with a query) and the adds (POST, no query) of the API. */
const isListRead = (url: URL) => url.pathname === "/api/admin/affected_vins" && url.search !== "";
const isAdd = (url: URL) => url.pathname === "/api/admin/affected_vins" && url.search === "";

async function openScreen(page: Page): Promise<void> {
  await page.goto(`${server.url}${SCREEN}`, { waitUntil: "networkidle" });
  await page.getByRole("heading", { level: 1, name: "المركبات المشمولة" }).waitFor();
}

const rows = (page: Page) => page.locator("tr[data-vin]");
const row = (page: Page, vin: string) => page.locator(`tr[data-vin="${vin}"]`);

/** The VINs the database holds, by VIN. */
async function storedVins(): Promise<{ vin: string; note: string }[]> {
  const list = await server.database.db.select().from(affectedVins).orderBy(affectedVins.vin);
  return list.map(({ vin, note }) => ({ vin, note }));
}

/** A VIN written as a person might type it: lower case, spaced in fours, Arabic-Indic digits. */
const typedAsPerson = (vin: string) =>
  vin
    .toLowerCase()
    .replace(/(.{4})/g, "$1 ")
    .replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));

/** The same VIN with its ninth character changed, so its check digit is wrong. */
const wrongCheckDigit = (vin: string) =>
  `${vin.slice(0, 8)}${vin[8] === "5" ? "6" : "5"}${vin.slice(9)}`;

/** The message an input is described by first (its problem). */
const describedBy = (page: Page, label: string) =>
  page
    .getByLabel(label, { exact: true })
    .evaluate(
      (el) =>
        document.getElementById(el.getAttribute("aria-describedby")?.split(" ")[0] ?? "")
          ?.textContent ?? "",
    );

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const VIN_LABEL = "رقم الهيكل (VIN)";

describe("the list of affected vehicles in Chromium", () => {
  for (const width of [390, 1440]) {
    it(`an admin reads the list, is refused a wrong check digit, adds a VIN and a duplicate, removes one (${width}px)`, async () => {
      const { context, page, errors } = await signIn(server, ADMIN, width, /status of (404|422)/);
      const posts: string[] = [];
      page.on("request", (r) => {
        if (r.method() === "POST" && r.url().includes("/api/admin/affected_vins"))
          posts.push(r.postData() ?? "");
      });
      await openScreen(page);
      expect(await page.getAttribute('.adm-nav a[aria-current="page"]', "href")).toBe(SCREEN);

      // The list: every VIN the database holds, by VIN, left to right, with its note and its
      // date in Arabic (Chromium's own Intl).
      const stored = await storedVins();
      expect(stored.length).toBeGreaterThanOrEqual(demoAffectedVins().length);
      await expect.poll(() => rows(page).count()).toBe(stored.length);
      expect(await rows(page).evaluateAll((trs) => trs.map((tr) => tr.dataset.vin))).toEqual(
        stored.map((s) => s.vin),
      );
      const first = stored[0];
      if (!first) throw new Error("no stored VIN");
      const firstRow = row(page, first.vin);
      expect(await firstRow.locator("code").getAttribute("dir")).toBe("ltr");
      expect(await firstRow.locator('td[data-label="الملاحظة"]').textContent()).toBe(first.note);
      const [createdAt] = await server.database.db
        .select({ at: affectedVins.created_at })
        .from(affectedVins)
        .where(eq(affectedVins.vin, first.vin));
      const shownDate = await page.evaluate(
        (iso) =>
          new Intl.DateTimeFormat("ar", { dateStyle: "medium", timeStyle: "short" }).format(
            new Date(iso),
          ),
        createdAt?.at.toISOString() ?? "",
      );
      expect(await firstRow.locator("time").textContent()).toBe(shownDate);
      expect(await page.getByRole("status").filter({ hasText: "في القائمة" }).textContent()).toBe(
        `في القائمة ${await page.evaluate((n) => new Intl.NumberFormat("ar").format(n), stored.length)} من أرقام الهياكل.`,
      );

      // A wrong check digit is refused in the browser, on the field that names it; nothing sent.
      const fresh = withCheckDigit(width === 390 ? "SALGA2EV0HA390001" : "SALGA2EV0HA144001");
      const vinInput = page.getByLabel(VIN_LABEL, { exact: true });
      await vinInput.fill(wrongCheckDigit(fresh));
      await vinInput.press("Enter");
      await expect.poll(() => describedBy(page, VIN_LABEL)).toBe(VIN_RULE_MESSAGES_AR.check_digit);
      expect(VIN_RULE_MESSAGES_AR.check_digit).toContain("رقم الهيكل");
      expect(await vinInput.getAttribute("aria-invalid")).toBe("true");
      await expect.poll(() => vinInput.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(posts).toEqual([]);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page, ".adm-main")).toEqual([]);
      await page.locator(".adm-vins-form").screenshot({
        caret: "initial",
        path: `tests/e2e/__screenshots__/admin-affected-vins-refused-${width}.png`,
      });

      // The server's own refusal (a request the browser's check did not see: the VIN changed on
      // its way) is shown under the field it names.
      await page.route(isAdd, async (route) => {
        const body = JSON.parse(route.request().postData() ?? "{}") as { vin: string };
        await route.continue({
          postData: JSON.stringify({ ...body, vin: wrongCheckDigit(body.vin) }),
        });
      });
      await vinInput.fill(fresh);
      await page.getByRole("button", { name: "إضافة إلى القائمة" }).click();
      await page
        .getByRole("alert")
        .filter({ hasText: `لم يُضف رقم الهيكل: رفض الخادم ${VIN_LABEL}.` })
        .waitFor();
      expect(await describedBy(page, VIN_LABEL)).toBe(VIN_RULE_MESSAGES_AR.check_digit);
      await page.unroute(isAdd);
      expect((await storedVins()).map((s) => s.vin)).not.toContain(fresh);

      // A good VIN, typed as a person types it, is added with its note.
      await vinInput.fill(typedAsPerson(fresh));
      await page.getByLabel("الملاحظة", { exact: true }).fill("حملة اختبار الشاشة");
      await page.getByRole("button", { name: "إضافة إلى القائمة" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: `أُضيف رقم الهيكل ${fresh} إلى القائمة.` })
        .waitFor();
      await row(page, fresh).waitFor();
      expect(await row(page, fresh).locator('td[data-label="الملاحظة"]').textContent()).toBe(
        "حملة اختبار الشاشة",
      );
      expect(await storedVins()).toContainEqual({ vin: fresh, note: "حملة اختبار الشاشة" });
      // The form is emptied and ready for the next VIN.
      expect(await vinInput.inputValue()).toBe("");
      await expect.poll(() => vinInput.evaluate((el) => el === document.activeElement)).toBe(true);

      // A VIN already listed: kept as it was, its note too, and said so.
      const count = (await storedVins()).length;
      await vinInput.fill(first.vin);
      await page.getByLabel("الملاحظة", { exact: true }).fill("ملاحظة لا تُحفظ");
      await vinInput.press("Enter");
      await page
        .getByRole("status")
        .filter({ hasText: `رقم الهيكل ${first.vin} في القائمة من قبل (أُضيف ${shownDate})` })
        .waitFor();
      expect(await storedVins()).toHaveLength(count);
      expect(await storedVins()).toContainEqual(first);
      expect(await firstRow.locator('td[data-label="الملاحظة"]').textContent()).toBe(first.note);

      // The search: part of a VIN in lower case and Arabic-Indic digits finds it alone.
      const search = page.getByLabel("ابحث برقم الهيكل أو جزء منه");
      await search.fill(typedAsPerson(fresh.slice(-7)));
      await expect.poll(() => rows(page).count()).toBe(1);
      await row(page, fresh).waitFor();
      await search.fill("ZZZZZZ");
      await page.getByText("لا يوجد في القائمة رقم هيكل يحوي").waitFor();
      await search.fill("");
      await expect.poll(() => rows(page).count()).toBe(count);

      // Removing asks first; Escape keeps the VIN. All by keyboard.
      const remove = page.getByRole("button", { name: `إزالة ${fresh}` });
      await remove.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog");
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(fresh);
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await storedVins()).toContainEqual({ vin: fresh, note: "حملة اختبار الشاشة" });
      await remove.focus();
      await page.keyboard.press("Enter");
      await dialog.waitFor();
      // The focus is on cancel; the confirm button comes before it.
      await page.keyboard.press("Shift+Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("إزالة");
      await page.keyboard.press("Enter");
      await page
        .getByRole("status")
        .filter({ hasText: `أُزيل رقم الهيكل ${fresh} من القائمة.` })
        .waitFor();
      await expect.poll(() => row(page, fresh).count()).toBe(0);
      expect((await storedVins()).map((s) => s.vin)).not.toContain(fresh);
      // The button went with its row: the focus is on the list's heading.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe("adm-vins-list-title");

      // A VIN another admin removed meanwhile: the server's 404 is said, naming the VIN.
      const second = stored[1];
      if (!second) throw new Error("no second stored VIN");
      await page.getByRole("button", { name: `إزالة ${second.vin}` }).click();
      await dialog.waitFor();
      await server.database.db.delete(affectedVins).where(eq(affectedVins.vin, second.vin));
      await dialog.getByRole("button", { name: "إزالة" }).click();
      await page
        .getByRole("alert")
        .filter({ hasText: `لم يُزَل رقم الهيكل ${second.vin}: ` })
        .filter({ hasText: "ليس في قائمة المركبات المشمولة" })
        .waitFor();
      await expect.poll(() => row(page, second.vin).count()).toBe(0);
      await server.database.db.insert(affectedVins).values(second);

      await page.reload({ waitUntil: "networkidle" });
      await row(page, second.vin).waitFor();
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page, ".adm-main")).toEqual([]);
      await page.screenshot({
        caret: "initial",
        path: `tests/e2e/__screenshots__/admin-affected-vins-${width}.png`,
        fullPage: true,
      });
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);

    it(`a viewer reads the list without add or remove, and the server refuses them (${width}px)`, async () => {
      const { context, page, errors } = await signIn(server, VIEWER, width, /status of 403/);
      await openScreen(page);
      await expect.poll(() => rows(page).count()).toBe((await storedVins()).length);
      await page.getByText("العرض فقط: ليست لديك صلاحية تعديل قائمة المركبات المشمولة.").waitFor();
      expect(await page.locator("form.adm-vins-form").count()).toBe(0);
      expect(await page.getByRole("button", { name: /^إزالة / }).count()).toBe(0);
      // No column of actions: a reader has none.
      expect(await page.locator(".adm-table thead th").count()).toBe(3);
      expect(await rows(page).first().locator("td").count()).toBe(3);
      // The server refuses a write anyway, with the session's own csrf-token.
      const me = (await (await context.request.get(`${server.url}/api/auth/me`)).json()) as {
        csrfToken: string;
      };
      const headers = { origin: server.url, "csrf-token": me.csrfToken };
      const vin = withCheckDigit("SALGA2EV0HA555001");
      const add = await context.request.post(`${server.url}/api/admin/affected_vins`, {
        data: { vin },
        headers,
      });
      expect(add.status()).toBe(403);
      expect(((await add.json()) as { code: string }).code).not.toBe("csrf");
      const listed = (await storedVins())[0]?.vin ?? "";
      const removed = await context.request.delete(
        `${server.url}/api/admin/affected_vins/${listed}`,
        { headers },
      );
      expect(removed.status()).toBe(403);
      expect((await storedVins()).map((s) => s.vin)).toContain(listed);
      expect((await storedVins()).map((s) => s.vin)).not.toContain(vin);
      expect(await noSidewaysScroll(page)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page, ".adm-main")).toEqual([]);
      await page.screenshot({
        caret: "initial",
        path: `tests/e2e/__screenshots__/admin-affected-vins-viewer-${width}.png`,
        fullPage: true,
      });
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);
  }

  it("says when the list cannot be read, tries again, and shows the empty list", async () => {
    const { context, page, errors } = await signIn(server, ADMIN, 390, /status of 500/);
    await page.route(isListRead, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ code: "internal", message: "boom" }),
      }),
    );
    await openScreen(page);
    const failure = page.getByRole("alert").filter({ hasText: "تعذّر التحميل" });
    await failure.waitFor();
    expect(await axeViolations(page, ".adm-main")).toEqual([]);
    await page.unroute(isListRead);
    await failure.getByRole("button", { name: "إعادة المحاولة" }).click();
    await expect.poll(() => rows(page).count()).toBe((await storedVins()).length);

    // Every VIN removed (by another admin): the empty list says what it means for the site.
    const kept = await storedVins();
    await server.database.db.delete(affectedVins);
    await page.reload({ waitUntil: "networkidle" });
    await page.getByText("لا توجد مركبات مشمولة بعد").waitFor();
    expect(await rows(page).count()).toBe(0);
    expect(await axeViolations(page, ".adm-main")).toEqual([]);
    await page.screenshot({
      caret: "initial",
      path: "tests/e2e/__screenshots__/admin-affected-vins-empty-390.png",
      fullPage: true,
    });
    await server.database.db.insert(affectedVins).values(kept);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
