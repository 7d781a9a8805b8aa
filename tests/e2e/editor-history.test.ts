import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { injectAs } from "../helpers/api.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { axeViolations } from "../helpers/axe.ts";
import { type EditorServer, signIn, startEditorServer } from "../helpers/editor-session.ts";

// The built editor served by the real server on a PGlite database with the demo content.
let server: EditorServer;
let admin: TestSession;
let pageId: number;

const EDITOR = "history-e2e@example.com";
/** Set to a folder (outside the repository) to keep the dialog's pictures at 390 and 1440 px. */
const SHOTS = process.env.HISTORY_SCREENSHOTS;

const hero = (heading: string) => ({
  template: "lrdx-hero-title-banner",
  fields: { heading, header_tag: 1, paragraph: "عروض على كل الطرازات" },
  groups: [],
});
const quote = {
  template: "lrdx-quote",
  fields: { quote: "الطريق أجمل معنا.", author: "سالم" },
  groups: [],
};

/** Saves the blocks as the draft and publishes them: one new version. */
async function publishVersion(blocks: unknown[]): Promise<void> {
  const current = await injectAs(server.app, admin, "GET", `/api/cms/pages/${pageId}`);
  let revision: number = current.json().data.revision;
  const saved = await injectAs(server.app, admin, "PUT", `/api/cms/pages/${pageId}/draft`, {
    revision,
    snapshot: { title: "عروض الموسم", blocks },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  revision = saved.json().data.revision;
  const published = await injectAs(server.app, admin, "POST", `/api/cms/pages/${pageId}/publish`, {
    revision,
  });
  expect(published.statusCode, published.body).toBe(200);
}

beforeAll(async () => {
  server = await startEditorServer([{ email: EDITOR, name: "محرّرة", role: "editor" }]);
  admin = await signedInAs(server.database.db, "admin");
  const created = await injectAs(server.app, admin, "POST", "/api/cms/pages", {
    path: "season-offers",
    title: "عروض الموسم",
  });
  expect(created.statusCode, created.body).toBe(201);
  pageId = created.json().data.id;
  await publishVersion([hero("عروض الصيف"), quote]);
  await publishVersion([quote, hero("عروض الشتاء")]);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

/** A number as Intl may write it in Arabic: Latin or Arabic-Indic digits, by the ICU's data. */
const num = (n: number): string =>
  `(?:${n}|${String(n).replace(/\d/g, (d) => "٠١٢٣٤٥٦٧٨٩"[Number(d)] ?? d)})`;
const version = (n: number) => new RegExp(`^النسخة ${num(n)}`);

async function openHistory(page: Page) {
  page.setDefaultTimeout(15_000);
  await page.goto(`${server.url}/ar/cms/pages/${pageId}`);
  await page.getByRole("button", { name: "السجلّ", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "سجلّ النسخ" });
  await dialog.waitFor();
  return dialog;
}

describe("readable history in Chromium", () => {
  it("compares two versions block by block, restores one block into the draft, saves", async () => {
    const { context, page, errors } = await signIn(server, EDITOR, 1440);
    const dialog = await openHistory(page);
    // Version 1 against version 2: the hero's heading changed and it moved below the quote.
    await dialog.getByRole("button", { name: version(1) }).click();
    await dialog.getByLabel("إلى", { exact: true }).selectOption("2");
    const heroChange = dialog.locator(".ed-hist__block", { hasText: "لافتة العنوان الرئيسية" });
    await heroChange.waitFor();
    await expect.poll(() => heroChange.locator(".ed-hist__badge").textContent()).toBe("معدّلة");
    const heading = heroChange.locator(".ed-hist__field", {
      has: page.locator("dt", { hasText: /^العنوان$/ }),
    });
    expect(await heading.locator("del").textContent()).toContain("الصيف");
    expect(await heading.locator("ins").textContent()).toContain("الشتاء");
    expect(await heroChange.textContent()).toMatch(
      new RegExp(`نُقلت من الموضع ${num(1)} إلى الموضع ${num(2)}`),
    );
    // Only what an editor reads: no storage keys, no JSON.
    const text = (await dialog.locator(".ed-hist").textContent()) ?? "";
    expect(text).not.toMatch(/template|version|lrdx-|[{}"]/);
    expect(await axeViolations(page, "dialog[open]")).toEqual([]);

    // Side by side: both versions rendered by the preview frame.
    await dialog.getByText("جنبًا إلى جنب").click();
    const before = dialog.frameLocator("iframe").first();
    const after = dialog.frameLocator("iframe").nth(1);
    await expect
      .poll(() =>
        dialog
          .locator("iframe")
          .evaluateAll((frames) => frames.map((f) => f.getAttribute("title"))),
      )
      .toEqual([expect.stringMatching(version(1)), expect.stringMatching(version(2))]);
    await before.getByRole("heading", { name: "عروض الصيف" }).waitFor();
    await after.getByRole("heading", { name: "عروض الشتاء" }).waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/history-side-1440.png` });

    // Version 1 against the draft: restore the hero as it was.
    await dialog.getByText("التغييرات", { exact: true }).click();
    await dialog.getByLabel("إلى", { exact: true }).selectOption("draft");
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/history-changes-1440.png` });
    await dialog
      .getByRole("button", {
        name: new RegExp(
          `^استعادة هذه الكتلة كما كانت في النسخة ${num(1)}: لافتة العنوان الرئيسية$`,
        ),
      })
      .click();
    await dialog
      .getByRole("status")
      .getByText(new RegExp(`استُعيدت الكتلة «لافتة العنوان الرئيسية».*الموضع ${num(1)}`))
      .waitFor();
    // The draft now has the restored hero first, so this comparison shows no difference.
    await dialog.getByText("لا فرق بين النسختين.").waitFor();
    await dialog.getByRole("button", { name: "إغلاق" }).click();

    const names = page.locator(".ed-block .ed-block__name");
    await expect.poll(() => names.allTextContents()).toEqual(["لافتة العنوان الرئيسية", "اقتباس"]);
    // Undo takes the restore back; redo puts it again.
    await page.getByRole("button", { name: "تراجع", exact: true }).click();
    await expect.poll(() => names.allTextContents()).toEqual(["اقتباس", "لافتة العنوان الرئيسية"]);
    await page.getByRole("button", { name: "إعادة", exact: true }).click();
    await expect.poll(() => names.allTextContents()).toEqual(["لافتة العنوان الرئيسية", "اقتباس"]);

    await page.getByRole("button", { name: "حفظ المسودة" }).click();
    await expect
      .poll(async () => {
        const detail = await injectAs(server.app, admin, "GET", `/api/cms/pages/${pageId}`);
        return detail.json().data.draft?.blocks?.[0]?.fields?.heading;
      })
      .toBe("عروض الصيف");
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  it("reads at phone width", async () => {
    const { context, page, errors } = await signIn(server, EDITOR, 390);
    const dialog = await openHistory(page);
    await dialog.getByRole("button", { name: version(1) }).click();
    await dialog.getByLabel("إلى", { exact: true }).selectOption("2");
    await dialog.locator(".ed-hist__block").first().waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/history-changes-390.png`, fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);
});
