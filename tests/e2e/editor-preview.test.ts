import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../helpers/axe.ts";
import {
  blockForm,
  type EditorServer,
  signIn as signInTo,
  startEditorServer,
} from "../helpers/editor-session.ts";

// The built editor (npm test builds it first) served by the real server on a PGlite database
// with the demo site: its home page ends with a test-drive form block.
let server: EditorServer;

const EDITOR = "preview-editor@example.com";

beforeAll(async () => {
  server = await startEditorServer([{ email: EDITOR, name: "محرّرة المعاينة", role: "editor" }]);
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

/** Opens the demo's Arabic home page in the builder, its preview drawn. */
async function openHome(page: Page): Promise<void> {
  const list = await page.request.get(`${server.url}/api/cms/pages`);
  const pages = ((await list.json()) as { data: { id: number; path: string; lang: string }[] })
    .data;
  const home = pages.find((p) => p.path === "index" && p.lang === "ar");
  if (!home) throw new Error("the demo has no Arabic home page");
  await page.goto(`${server.url}/ar/cms/pages/${home.id}`);
  await page
    .frameLocator("iframe.ed-preview__frame")
    .locator(".block-frame--lrdx-form-component")
    .waitFor();
}

describe("the builder's preview in Chromium", () => {
  it("edits a heading where it shows, the form following; saves; previews the form block as the form", async () => {
    const { context, page, errors } = await signInTo(server, EDITOR, 1440);
    await openHome(page);
    const preview = page.frameLocator("iframe.ed-preview__frame");
    const formBlock = preview.locator(".block-frame--lrdx-form-component");

    // The form block previews as it publishes: the whole form, not the link that opens it.
    await formBlock.locator("form").waitFor();
    expect(await formBlock.locator("input, select, textarea").count()).toBeGreaterThan(2);
    expect(await formBlock.getByText("افتح النموذج").count()).toBe(0);

    // The heading is edited where it shows: select its text, type, Enter keeps it.
    const heading = formBlock.getByRole("heading", { name: "احجز تجربة قيادة", exact: true });
    await heading.click();
    await expect.poll(() => heading.getAttribute("contenteditable")).toBe("plaintext-only");
    await page.keyboard.press("Control+A");
    await page.keyboard.type("احجزوا تجربة القيادة اليوم");
    await page.keyboard.press("Enter");

    // The block opens in the list and its field shows the new text; the page has changes.
    const field = blockForm(page).getByLabel("العنوان", { exact: true });
    await expect.poll(() => field.inputValue()).toBe("احجزوا تجربة القيادة اليوم");
    await formBlock.getByRole("heading", { name: "احجزوا تجربة القيادة اليوم" }).waitFor();
    expect(await formBlock.locator("[contenteditable]").count()).toBe(0);

    // Escape puts the text back: nothing changes.
    await formBlock.getByText(/اختر الطراز والمعرض/).click();
    await page.keyboard.type(" كلام لا يبقى");
    await page.keyboard.press("Escape");
    await formBlock.getByText(/اختر الطراز والمعرض والموعد المناسب لك، وسنؤكد/).waitFor();
    expect(await formBlock.getByText(/كلام لا يبقى/).count()).toBe(0);

    // Typing in the form redraws the preview too.
    await field.fill("احجزوا تجربة القيادة هذا الأسبوع");
    await formBlock.getByRole("heading", { name: "احجزوا تجربة القيادة هذا الأسبوع" }).waitFor();
    await field.fill("احجزوا تجربة القيادة اليوم");

    await page.getByRole("button", { name: "حفظ المسودة" }).click();
    await page.getByText("حُفظت المسودة.").waitFor();
    await page.reload();
    await preview
      .locator(".block-frame--lrdx-form-component")
      .getByRole("heading", { name: "احجزوا تجربة القيادة اليوم" })
      .waitFor();

    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);

  // Each test signs in, opens the builder and its preview frame, and walks a dozen steps: near
  // 30 s when the machine runs other browser tests beside it.
  it("zooms the preview to fit or to 100 % at each width, and the page tree is resized and shows whole titles", async () => {
    const { context, page, errors } = await signInTo(server, EDITOR, 1440);
    await openHome(page);
    const frame = page.locator("iframe.ed-preview__frame");
    const frameWidth = async () => (await frame.boundingBox())?.width ?? 0;
    const zoom = page.getByRole("group", { name: /تكبير المعاينة/ });

    // Desktop: fitted into the pane, scaled down and said so; at 100 % drawn at 1280 px.
    await page.getByRole("radio", { name: /سطح المكتب/ }).check({ force: true });
    await page.getByText(/مصغّرة إلى .+ لتظهر بعرضها كله/).waitFor();
    expect(await frameWidth()).toBeLessThan(1000);
    await zoom.getByRole("radio", { name: /^(100|١٠٠)/ }).check({ force: true });
    await expect.poll(frameWidth).toBe(1280);
    await page.getByText("بحجمها الحقيقي: مرّر أفقيًا لرؤية بقيتها").waitFor();
    const viewport = page.locator(".ed-preview__viewport");
    expect(
      await viewport.evaluate((el) => el.scrollWidth > el.clientWidth),
      "the pane scrolls sideways to the rest of the page",
    ).toBe(true);
    // Each width keeps its own choice: the phone still fits; back on desktop, still 100 %.
    await page.getByRole("radio", { name: /هاتف/ }).check({ force: true });
    expect(await zoom.getByRole("radio", { name: "ملاءمة" }).isChecked()).toBe(true);
    await page.getByRole("radio", { name: /سطح المكتب/ }).check({ force: true });
    await expect.poll(frameWidth).toBe(1280);

    // The tree: its handle widens it by keyboard, and the width is remembered.
    const tree = page.getByRole("navigation", { name: "الصفحات" });
    const handle = page.getByRole("separator", { name: "عرض قائمة الصفحات" });
    const before = (await tree.boundingBox())?.width ?? 0;
    await handle.focus();
    for (const _ of [1, 2, 3]) await page.keyboard.press("ArrowLeft");
    await expect.poll(() => handle.getAttribute("aria-valuenow")).toBe("308");
    await expect
      .poll(async () => (await tree.boundingBox())?.width ?? 0)
      .toBeCloseTo(before + 48, 0);
    // Dragging the handle away from the tree widens it further.
    const box = await handle.boundingBox();
    if (!box) throw new Error("the handle is not drawn");
    await page.mouse.move(box.x + box.width / 2, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 60, box.y + 200, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => handle.getAttribute("aria-valuenow")).toBe("368");
    await page.reload();
    await expect.poll(() => handle.getAttribute("aria-valuenow")).toBe("368");

    // Every title is read whole: none is cut, and a folder no page stands for has a name.
    // After the reload the tree's pages arrive after its handle is drawn: wait for them.
    const titles = tree.locator(".ed-tree__title");
    await expect.poll(() => titles.count()).toBeGreaterThan(10);
    const cut = await titles.evaluateAll((all) =>
      all.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
    );
    expect(cut).toEqual([]);
    const folder = tree.locator(".ed-tree__link--virtual .ed-tree__title").first();
    expect(await folder.textContent()).toMatch(/[\u0600-\u06FF]/);
    expect(await folder.getAttribute("title")).toMatch(/^مجلد فيه: /);

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
