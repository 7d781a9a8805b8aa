import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type EditorServer,
  signIn as signInTo,
  startEditorServer,
} from "../helpers/editor-session.ts";

// The built editor served by the real server on a PGlite database with the demo content.
let server: EditorServer;

const EDITOR = "reorder-e2e@example.com";

beforeAll(async () => {
  server = await startEditorServer([{ email: EDITOR, name: "محرّرة الترتيب", role: "editor" }]);
}, 90_000);

afterAll(async () => {
  await server?.stop();
});

/** The blocks' session ids, top to bottom (names repeat; ids do not). */
const blockOrder = (page: Page) =>
  page.locator(".ed-block").evaluateAll((els) => els.map((e) => e.getAttribute("data-uid")));

/** The block's row by its session id. */
const row = (page: Page, uid: string) => page.locator(`.ed-block[data-uid="${uid}"]`);

/** «… إلى الموضع ٣ من ٥» with the digits the browser's Arabic Intl writes. */
async function movedTo(page: Page, name: string, position: number, count: number) {
  const [at, of] = await page.evaluate(
    ({ p, c }) => [new Intl.NumberFormat("ar").format(p), new Intl.NumberFormat("ar").format(c)],
    { p: position, c: count },
  );
  return `نُقلت الكتلة «${name}» إلى الموضع ${at} من ${of}.`;
}

/** After a move: the block is where it should be, still open, in view, and holds the focus. */
async function expectMovedAndKept(page: Page, uid: string, order: (string | null)[]) {
  await expect.poll(() => blockOrder(page)).toEqual(order);
  const moved = row(page, uid);
  expect(await moved.locator(".ed-block__select").getAttribute("aria-expanded")).toBe("true");
  await moved.locator(".ed-block__form").waitFor();
  await expect.poll(() => moved.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  const head = await moved.locator(".ed-block__head").boundingBox();
  const viewport = page.viewportSize();
  expect(head && viewport && head.y >= 0 && head.y + head.height <= viewport.height).toBe(true);
}

describe("reordering an open block by keyboard, and notices that do not outlive their moment", () => {
  it("moves an expanded block three times by keyboard, then delete, undo, save, publish leaves no stale notice", async () => {
    const { context, page, errors } = await signInTo(server, EDITOR, 1440);
    const pages = await (await context.request.get(`${server.url}/api/cms/pages`)).json();
    const home = pages.data.find(
      (p: { path: string; lang: string }) => p.path === "index" && p.lang === "ar",
    );
    await page.goto(`${server.url}/ar/cms/pages/${home.id}`);
    await page.locator(".ed-block").nth(4).waitFor();
    const start = await blockOrder(page);
    const count = start.length;
    const uid = start[1] ?? "";
    const name = (await row(page, uid).locator(".ed-block__name").textContent()) ?? "";

    // The editor opens the second block: its form covers the blocks below it.
    await row(page, uid).locator(".ed-block__select").click();
    await row(page, uid).locator(".ed-block__form").waitFor();
    const status = page.locator(".ed-blocks__said");

    // 1 and 2: Alt+↓ from the block's heading button, twice; each move is said and seen.
    await row(page, uid).locator(".ed-block__select").focus();
    let order = [...start];
    for (const position of [3, 4]) {
      await page.keyboard.press("Alt+ArrowDown");
      order = [...order];
      order.splice(position - 2, 1);
      order.splice(position - 1, 0, uid);
      await expectMovedAndKept(page, uid, order);
      await expect
        .poll(() => status.textContent())
        .toBe(await movedTo(page, name, position, count));
    }

    // 3: picked up by its handle while open, one place up, dropped.
    const handle = row(page, uid).locator(".ed-block__handle");
    await handle.focus();
    await page.keyboard.press("Space");
    const dndRegion = page.locator("[id^='DndLiveRegion']");
    const over = async (position: number) =>
      `فوق الموضع ${await page.evaluate((p) => new Intl.NumberFormat("ar").format(p), position)}`;
    await expect.poll(() => dndRegion.textContent()).toContain(await over(4));
    await page.keyboard.press("ArrowUp");
    await expect.poll(() => dndRegion.textContent()).toContain(await over(3));
    await page.keyboard.press("Space");
    order = [...order];
    order.splice(3, 1);
    order.splice(2, 0, uid);
    await expectMovedAndKept(page, uid, order);
    await expect.poll(() => dndRegion.textContent()).toContain(await movedTo(page, name, 3, count));

    // Delete the last block, undo it with Ctrl+Z: the removal's notice goes with the undo.
    const notices = page.locator(".ed-notices");
    const last = row(page, order.at(-1) ?? "");
    const lastName = (await last.locator(".ed-block__name").textContent()) ?? "";
    await last.getByRole("button", { name: /^احذف «/ }).click();
    await notices.getByText(`حُذفت «${lastName}».`).waitFor();
    await page.locator("body").press("Control+z");
    await expect.poll(() => blockOrder(page)).toEqual(order);
    await expect.poll(() => notices.textContent()).not.toContain("حُذفت");

    // Save, publish: each says so once, and the removal never comes back.
    await page.getByRole("button", { name: "حفظ المسودة" }).click();
    await notices.getByText("حُفظت المسودة.").waitFor();
    expect(await notices.textContent()).not.toContain("حُذفت");
    const templates = await page
      .locator(".ed-block")
      .evaluateAll((els) => els.map((e) => e.getAttribute("data-template")));
    await page.getByRole("button", { name: "نشر", exact: true }).click();
    await notices.getByText(/نُشرت الصفحة/).waitFor();
    expect(await notices.textContent()).not.toContain("حُذفت");
    expect(await notices.textContent()).not.toContain("حُفظت المسودة.");

    // The next edit is a new state: "published" no longer describes it.
    await row(page, uid).locator(".ed-block__select").focus();
    await page.keyboard.press("Alt+ArrowUp");
    await expect.poll(() => notices.textContent()).not.toContain("نُشرت");
    expect(await notices.textContent()).not.toContain("حُذفت");

    // What visitors see is the order that was published.
    const published = await (
      await context.request.get(`${server.url}/api/cms/pages/${home.id}`)
    ).json();
    expect(published.data.blocks.map((b: { template: string }) => b.template)).toEqual(templates);
    expect(errors).toEqual([]);
    await context.close();
  }, 90_000);
});
