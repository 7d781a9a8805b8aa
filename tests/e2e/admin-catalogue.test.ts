import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogueAdmin } from "../../generated/types.ts";
import { injectAs } from "../helpers/api.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { axeViolations } from "../helpers/axe.ts";
import { type EditorServer, signIn, startEditorServer } from "../helpers/editor-session.ts";

// The model catalogue's screen (/ar/admin/catalogue) in Chromium, in Arabic, right to left, at a
// phone's and a desktop's width: the built editor served by the real server on the demo database.
let server: EditorServer;
let setup: TestSession;
const EDITOR = "catalogue-editor-e2e@example.com";
const VIEWER = "catalogue-viewer-e2e@example.com";

type Catalogue = CatalogueAdmin["data"];

async function catalogue(): Promise<Catalogue> {
  const res = await injectAs(server.app, setup, "GET", "/api/admin/catalogue");
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as CatalogueAdmin).data;
}

/** Writes a row through the API (for what the demo may lack) and answers its id. */
async function create(kind: string, body: object): Promise<number> {
  const res = await injectAs(server.app, setup, "POST", `/api/admin/catalogue/${kind}`, body);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { data: { id: number } }).data.id;
}

/**
 * The nameplate the test adds models to and the body style they take: the demo's first ones, or,
 * on a database whose demo has no catalogue, a brand, a body style and a nameplate made here.
 */
async function ensureCatalogue(): Promise<{ nameplateCode: string; bodyStyleCode: string }> {
  let data = await catalogue();
  if (data.body_styles.length === 0)
    await create("body_styles", {
      code: "suv",
      name_ar: "رياضية متعددة الاستخدامات",
      name_en: "SUV",
    });
  if (data.nameplates.length === 0) {
    const brand =
      data.brands[0]?.id ??
      (await create("brands", { code: "land-rover", name_ar: "لاند روفر", name_en: "Land Rover" }));
    await create("nameplates", {
      brand_id: brand,
      code: "l460",
      name_ar: "رينج روفر",
      name_en: "Range Rover",
    });
  }
  data = await catalogue();
  const nameplate = data.nameplates.find((n) => n.code === "l460") ?? data.nameplates[0];
  const bodyStyle = data.body_styles[0];
  if (!nameplate || !bodyStyle) throw new Error("no nameplate or body style to test with");
  return { nameplateCode: nameplate.code, bodyStyleCode: bodyStyle.code };
}

let nameplateCode = "";
let bodyStyleCode = "";

beforeAll(async () => {
  server = await startEditorServer([
    { email: EDITOR, name: "محرر الكتالوج", role: "editor" },
    { email: VIEWER, name: "مشاهدة", role: "viewer" },
  ]);
  setup = await signedInAs(server.database.db, "admin", "catalogue-setup-e2e@example.com");
  ({ nameplateCode, bodyStyleCode } = await ensureCatalogue());
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

/** The price as the screen must show it: Chromium's own Intl, Arabic, in the site's currency. */
const shownPrice = (page: Page, major: number, currency: Catalogue["currency"]) =>
  page.evaluate(
    ({ major, currency }) =>
      new Intl.NumberFormat("ar", {
        style: "currency",
        currency: currency.iso,
        minimumFractionDigits: currency.digits,
        maximumFractionDigits: currency.digits,
      }).format(major),
    { major, currency },
  );

async function openScreen(page: Page): Promise<void> {
  await page.goto(`${server.url}/ar/admin/catalogue`, { waitUntil: "networkidle" });
  await page.getByRole("heading", { level: 1, name: "كتالوج الطرازات" }).waitFor();
  await page.locator(".adm-cat-part").first().waitFor();
}

/** Opens a nameplate's models (they start folded) and answers its list item. */
async function openNameplate(page: Page, code: string) {
  const node = page.locator(`li[data-nameplate-code="${code}"]`);
  const toggle = node.getByRole("button", { name: /^الفئات \(\d+\): / }).first();
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click();
  expect(await toggle.getAttribute("aria-expanded")).toBe("true");
  return node;
}

/** The form open on the screen (one at a time). */
const form = (page: Page) => page.locator("form.adm-cat-form");

async function fillEngine(
  page: Page,
  engine: {
    code: string;
    name: string;
    powertrain?: string;
    hp: string;
    kw: string;
    cc?: string;
    price: string;
  },
) {
  const f = form(page);
  await f.getByLabel("الرمز", { exact: true }).fill(engine.code);
  await f.getByLabel("الاسم بالعربية", { exact: true }).fill(engine.name);
  await f.getByLabel("الاسم بالإنجليزية", { exact: true }).fill(engine.name);
  if (engine.powertrain)
    await f.getByLabel("نظام الدفع").selectOption({ label: engine.powertrain });
  await f.getByLabel("القوة (حصان)").fill(engine.hp);
  await f.getByLabel("القوة (كيلوواط)").fill(engine.kw);
  if (engine.cc) await f.getByLabel("سعة المحرك (سم³)").fill(engine.cc);
  await f.getByLabel(/^السعر ابتداءً من/).fill(engine.price);
}

describe("the model catalogue's screen in Chromium", () => {
  it.each([1440, 390])(
    "an editor adds a model with two engines, sees it listed with its prices and in the site's chooser at %i px",
    async (width) => {
      const { context, page, errors } = await signIn(server, EDITOR, width, /status of (409|422)/);
      await openScreen(page);
      expect(await page.getAttribute('.adm-nav a[aria-current="page"]', "href")).toBe(
        "/ar/admin/catalogue",
      );
      expect(await page.locator(".adm").getAttribute("dir")).toBe("rtl");
      const before = await catalogue();
      const nameplate = before.nameplates.find((n) => n.code === nameplateCode);
      const bodyStyle = before.body_styles.find((b) => b.code === bodyStyleCode);
      if (!nameplate || !bodyStyle) throw new Error("lost the test's nameplate");
      const node = await openNameplate(page, nameplateCode);

      // The model (a trim of the nameplate): the form opens on its first field with the key's prefix already written.
      await node.getByRole("button", { name: `إضافة فئة إلى «${nameplate.name_ar}»` }).click();
      const f = form(page);
      await expect
        .poll(() =>
          f.getByLabel("الطراز", { exact: true }).evaluate((el) => el === document.activeElement),
        )
        .toBe(true);
      const key = f.getByLabel("مفتاح الفئة");
      expect(await key.inputValue()).toBe(`${nameplateCode}_`);
      await f.getByLabel("سنة الطراز").fill("2026");
      await f.getByLabel("نوع الهيكل").selectOption({ label: bodyStyle.name_ar });
      const modelKey = `${nameplateCode}_26my_e2e${width}`;
      await key.fill(modelKey);
      await f.getByLabel("الاسم بالإنجليزية", { exact: true }).fill(`E2E ${width}`);
      // Without its Arabic name nothing is sent: the field says why, and so does the summary.
      await f.getByRole("button", { name: "إضافة الفئة" }).click();
      const nameAr = f.getByLabel("الاسم بالعربية", { exact: true });
      await f
        .locator(".adm-field__error", { hasText: "الاسم بالعربية: هذا الحقل مطلوب" })
        .waitFor();
      expect(await nameAr.getAttribute("aria-invalid")).toBe("true");
      await f.locator(".fb-summary", { hasText: "الاسم بالعربية" }).waitFor();
      expect((await catalogue()).models.some((m) => m.key === modelKey)).toBe(false);
      await f.screenshot({
        caret: "initial",
        path: `tests/e2e/__screenshots__/admin-catalogue-model-form-${width}.png`,
      });
      // The screen with a refused form open: no accessibility violation (axe-core).
      expect(await axeViolations(page, ".adm-main")).toEqual([]);
      const trim = `فئة الاختبار ${width}`;
      await nameAr.fill(trim);
      await f.getByLabel("فئة شائعة").check();
      await f.getByRole("button", { name: "إضافة الفئة" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: `أُضيفت الفئة «${trim}»` })
        .waitFor();
      const model = page.locator(`li[data-model-key="${modelKey}"]`);
      await model.waitFor();
      const title = `2026 · ${bodyStyle.name_ar} · ${trim}`;
      expect(await model.locator("h5").textContent()).toBe(`${title}شائع`);
      await model.getByText("لا محركات لهذه الفئة بعد.").waitFor();

      // Two engines, their prices typed in major units.
      await model.getByRole("button", { name: `إضافة محرك إلى «${title}»` }).click();
      await fillEngine(page, {
        code: "p400",
        name: "P400",
        hp: "400",
        kw: "294",
        cc: "2996",
        price: "329000.00",
      });
      // An engine's own specs: a name and a value a row.
      await form(page).getByLabel("اسم المواصفة 1").fill("torque");
      await form(page).getByLabel("القيمة 1").fill("550 نيوتن متر");
      await form(page).getByRole("button", { name: "إضافة مواصفة" }).click();
      await form(page).getByLabel("اسم المواصفة 2").fill("acceleration");
      await form(page).getByLabel("القيمة 2").fill("5.9");
      // The price is shown as it will read before it is saved.
      const priceOf = async (major: number) => shownPrice(page, major, before.currency);
      await form(page)
        .getByText(`يُعرض: ${await priceOf(329000)}`)
        .waitFor();
      await form(page).getByRole("button", { name: "إضافة المحرك" }).click();
      await page.getByRole("status").filter({ hasText: "أُضيف المحرك «P400»" }).waitFor();

      await model.getByRole("button", { name: `إضافة محرك إلى «${title}»` }).click();
      await fillEngine(page, {
        code: "ev",
        name: "EV",
        powertrain: "كهربائي بالكامل (BEV)",
        hp: "542",
        kw: "400",
        price: "412500.50",
      });
      // An electric engine runs on electricity and has no capacity.
      expect(await form(page).getByLabel("الوقود").inputValue()).toBe("electric");
      expect(await form(page).getByLabel("سعة المحرك (سم³)").getAttribute("readonly")).toBe("");
      await form(page).getByRole("button", { name: "إضافة المحرك" }).click();
      await page.getByRole("status").filter({ hasText: "أُضيف المحرك «EV»" }).waitFor();

      const engines = model.locator("li[data-engine-code]");
      await expect.poll(() => engines.count()).toBe(2);
      expect(
        await model.locator('li[data-engine-code="p400"] .adm-cat-engine__price').textContent(),
      ).toBe(await priceOf(329000));
      expect(
        await model.locator('li[data-engine-code="ev"] .adm-cat-engine__price').textContent(),
      ).toBe(await priceOf(412500.5));
      expect(await model.locator('li[data-engine-code="ev"]').textContent()).toContain(
        "كهربائي بالكامل (BEV) · كهرباء · 542 حصان · 400 كيلوواط",
      );
      // The model's price from is its cheapest engine's.
      expect(await model.locator(".adm-cat-node__meta .adm-cat-price").first().textContent()).toBe(
        await priceOf(329000),
      );
      // Stored exactly, in minor units.
      const saved = await catalogue();
      const savedModel = saved.models.find((m) => m.key === modelKey);
      expect(savedModel).toMatchObject({ model_year: 2026, name_ar: trim, popular: true });
      const prices = saved.engines
        .filter((e) => e.model_id === savedModel?.id)
        .map((e) => [e.code, e.price_from, e.capacity_cc, e.fuel, e.specs]);
      const minor = 10 ** saved.currency.digits;
      expect(prices).toEqual(
        expect.arrayContaining([
          ["p400", 329000 * minor, 2996, "petrol", { torque: "550 نيوتن متر", acceleration: 5.9 }],
          ["ev", 412500.5 * minor, null, "electric", {}],
        ]),
      );

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `no sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
      expect(await axeViolations(page, ".adm-main")).toEqual([]);
      // What the editor sees: the new model, and the outcome kept at the bottom of the view.
      await model.scrollIntoViewIfNeeded();
      await page.screenshot({
        caret: "initial",
        path: `tests/e2e/__screenshots__/admin-catalogue-model-${width}.png`,
      });
      // The outcome line is put away; the focus goes to its part's heading.
      await page.getByRole("button", { name: "إخفاء" }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("adm-cat-tree");
      // The whole screen, from the top (the top bar is fixed).
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        caret: "initial",
        path: `tests/e2e/__screenshots__/admin-catalogue-${width}.png`,
        fullPage: true,
      });
      // Right to left: on a desktop the model's actions sit on the left of its title.
      if (width > 800) {
        const text = await model.locator(".adm-cat-node__text").first().boundingBox();
        const actions = await model.locator(".adm-cat-node__actions").first().boundingBox();
        expect((actions?.x ?? 0) + (actions?.width ?? 0)).toBeLessThanOrEqual(text?.x ?? 0);
      }
      expect(errors).toEqual([]);

      // The editor finds it in a selector's choices on the site: the Range Rover page's
      // specification chooser (the demo's; a catalogue made here has no such page).
      if (nameplateCode === "l460") {
        const site = await context.newPage();
        await site.goto(`${server.url}/ar/models/range-rover`, { waitUntil: "networkidle" });
        const chooser = site.locator(".spec-accordion");
        await chooser
          .getByLabel("اختر الطراز")
          .selectOption(`رينج روفر 2026 · ${bodyStyle.name_ar}`);
        const engines = chooser.getByLabel("اختر المحرك");
        expect(await engines.locator("option").allTextContents()).toContain("P400");
        await engines.selectOption("P400");
        expect(
          await chooser.getByLabel("اختر الفئة").locator("option").allTextContents(),
        ).toContain(trim);
        await chooser.getByLabel("اختر الفئة").selectOption(trim);
        await chooser.getByRole("button", { name: "عرض المواصفات" }).click();
        // The engine's own figure, as the editor typed it.
        await chooser
          .locator(".spec-accordion__table tr", { hasText: "عزم الدوران" })
          .filter({ hasText: "550 نيوتن متر" })
          .waitFor();
      }
      await context.close();
    },
    120_000,
  );

  it("a refused engine is named on its fields and nothing is saved; a body style in use is not deleted; a sheet and a picture are saved", async () => {
    const { context, page, errors } = await signIn(server, EDITOR, 1440, /status of (409|422)/);
    const data = await catalogue();
    const nameplate = data.nameplates.find((n) => n.code === nameplateCode);
    const bodyStyle = data.body_styles.find((b) => b.code === bodyStyleCode);
    if (!nameplate || !bodyStyle) throw new Error("lost the test's nameplate");
    // A model with one engine, p400, to be refused a second p400.
    const modelId = await create("models", {
      nameplate_id: nameplate.id,
      model_year: 2027,
      body_style_id: bodyStyle.id,
      key: `${nameplateCode}_27my_refusal`,
      name_ar: "فئة الرفض",
      name_en: "Refusal",
    });
    await create("engines", {
      model_id: modelId,
      code: "p400",
      name_ar: "P400",
      name_en: "P400",
      powertrain: "mhev",
      fuel: "petrol",
    });
    const enginesOfModel = async () =>
      (await catalogue()).engines.filter((e) => e.model_id === modelId).map((e) => e.code);
    /** The message an input is described by first (its problem). */
    const problemOf = (label: string | RegExp) =>
      form(page)
        .getByLabel(label, { exact: true })
        .evaluate(
          (el) =>
            document.getElementById(el.getAttribute("aria-describedby")?.split(" ")[0] ?? "")
              ?.textContent,
        );

    await openScreen(page);
    const node = await openNameplate(page, nameplateCode);
    const model = node.locator(`li[data-model-key="${nameplateCode}_27my_refusal"]`);
    const title = `2027 · ${bodyStyle.name_ar} · فئة الرفض`;
    await model.getByRole("button", { name: `إضافة محرك إلى «${title}»` }).click();
    await fillEngine(page, {
      code: "p400",
      name: "P550e",
      powertrain: "كهربائي بالكامل (BEV)",
      hp: "550",
      kw: "404",
      price: "500000",
    });
    // Electric powertrain, petrol fuel: refused, the fuel named beside itself and in the summary.
    const fuel = form(page).getByLabel("الوقود");
    await fuel.selectOption("petrol");
    const add = form(page).getByRole("button", { name: "إضافة المحرك" });
    await add.click();
    await expect.poll(() => fuel.getAttribute("aria-invalid")).toBe("true");
    expect(await problemOf("الوقود")).toMatch(/^الوقود: /);
    await form(page).locator(".fb-summary", { hasText: "الوقود: " }).waitFor();
    expect(await enginesOfModel()).toEqual(["p400"]);

    // Corrected fuel, but a code the model's other engine has: the server refuses, on the code.
    await fuel.selectOption("electric");
    await expect.poll(() => fuel.getAttribute("aria-invalid")).toBeNull();
    await add.click();
    await form(page).getByText("رفض الخادم الحفظ: صحّح الحقول المذكورة.").waitFor();
    const code = form(page).getByLabel("الرمز", { exact: true });
    await expect.poll(() => code.getAttribute("aria-invalid")).toBe("true");
    expect(await problemOf("الرمز")).toMatch(/^الرمز: /);
    await form(page).locator(".fb-summary", { hasText: "الرمز: " }).waitFor();
    await form(page).screenshot({
      caret: "initial",
      path: "tests/e2e/__screenshots__/admin-catalogue-engine-refused-1440.png",
    });
    // Nothing saved, nothing lost: the form still holds what was typed.
    expect(await enginesOfModel()).toEqual(["p400"]);
    expect(await code.inputValue()).toBe("p400");
    expect(await fuel.inputValue()).toBe("electric");
    expect(
      await form(page)
        .getByLabel(/^السعر ابتداءً من/)
        .inputValue(),
    ).toBe("500000");
    // Corrected, it is saved.
    await code.fill("p550e");
    await add.click();
    await page.getByRole("status").filter({ hasText: "أُضيف المحرك «P550e»" }).waitFor();
    await model.locator('li[data-engine-code="p550e"]').waitFor();
    expect((await enginesOfModel()).sort()).toEqual(["p400", "p550e"]);

    // The body style the models use cannot be deleted: asked first, then refused in Arabic.
    const row = page.locator(`.adm-cat-part tr[data-code="${bodyStyleCode}"]`);
    await row.getByRole("button", { name: `حذف نوع الهيكل «${bodyStyle.name_ar}»` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText(/فلن يقبل الخادم حذفه/).waitFor();
    await dialog.getByRole("button", { name: "حذف" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: `لا يمكن حذف نوع الهيكل «${bodyStyle.name_ar}» لأنه مستخدم` })
      .waitFor();
    await row.waitFor();
    expect((await catalogue()).body_styles.some((b) => b.code === bodyStyleCode)).toBe(true);

    // The nameplate's specification sheet: a spec added to what it holds, saved whole.
    const sheetBefore = (await catalogue()).specs[nameplateCode] ?? {};
    const size = Object.keys(sheetBefore).length;
    await node.getByRole("button", { name: `المواصفات (${size}): ${nameplate.name_ar}` }).click();
    const sheet = form(page);
    await sheet.getByLabel(`اسم المواصفة ${size + 1}`).fill("e2e_seats");
    await sheet.getByLabel(`القيمة ${size + 1}`).fill("7 مقاعد");
    await sheet.getByRole("button", { name: "حفظ الورقة" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `حُفظت ورقة المواصفات ${nameplateCode}` })
      .waitFor();
    await node
      .getByRole("button", { name: `المواصفات (${size + 1}): ${nameplate.name_ar}` })
      .waitFor();
    expect((await catalogue()).specs[nameplateCode]).toEqual({
      ...sheetBefore,
      e2e_seats: "7 مقاعد",
    });

    // A picture for the model, chosen in the media library's picker by keyboard.
    await model.getByRole("button", { name: `تعديل «${title}»` }).click();
    const pick = form(page).getByRole("button", { name: "اختر صورة الفئة" });
    await pick.focus();
    await page.keyboard.press("Enter");
    const picker = page.getByRole("dialog", { name: "اختر صورة" });
    const first = picker.getByRole("radio").first();
    await first.waitFor();
    await first.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => picker.count()).toBe(0);
    await form(page).getByRole("button", { name: "إزالة صورة الفئة" }).waitFor();
    await form(page).getByRole("button", { name: "حفظ الفئة" }).click();
    await page.getByRole("status").filter({ hasText: "حُفظت الفئة «فئة الرفض»" }).waitFor();
    const picked = (await catalogue()).models.find((m) => m.id === modelId)?.image_id ?? null;
    expect(picked).not.toBeNull();
    expect(await model.locator("img.adm-cat-thumb").first().getAttribute("src")).toBe(
      `/api/v2/images/${picked}/w/320.jpg`,
    );
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({
      caret: "initial",
      path: "tests/e2e/__screenshots__/admin-catalogue-refusals-1440.png",
      fullPage: true,
    });
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it("a viewer reads the catalogue and is offered no change", async () => {
    const { context, page, errors } = await signIn(server, VIEWER, 390);
    await openScreen(page);
    await page.getByText("العرض فقط: ليست لديك صلاحية تعديل الكتالوج.").waitFor();
    await openNameplate(page, nameplateCode);
    expect(await page.getByRole("button", { name: /^(تعديل|حذف|إضافة)/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
