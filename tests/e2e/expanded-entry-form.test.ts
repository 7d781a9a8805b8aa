import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { examplesOf } from "../../runtime/demo/showcase.ts";
import { injectAs } from "../helpers/api.ts";
import { signedInAs } from "../helpers/auth.ts";
import { type EditorServer, startEditorServer } from "../helpers/editor-session.ts";

// The real server (PGlite, demo content) in Chromium: a page built through the pages API holding
// the Expanded Entry Form's first example (tabs service, test-drive, warranty, ramadan).
let server: EditorServer;
const PAGE_PATH = "offers/service-tabs";

beforeAll(async () => {
  server = await startEditorServer([]);
  const editor = await signedInAs(server.database.db, "editor");
  const call = async (method: string, url: string, payload: unknown, status: number) => {
    const reply = await injectAs(server.app, editor, method, url, payload);
    expect(reply.statusCode, reply.body).toBe(status);
    return reply.json().data as { id: number; revision: number };
  };
  const page = await call("POST", "/api/cms/pages", { path: PAGE_PATH, title: "خدماتنا" }, 201);
  const blocks = [
    // The page's one H1, as a page must have to be published.
    { template: "lrdx-snippet", fields: { heading: "خدماتنا", header_tag: 1 }, groups: [] },
    { template: "lrdx-quote", fields: { quote: "نحن هنا لخدمتك." }, groups: [] },
    ...examplesOf("lrdx-expanded-entry-form").slice(0, 1),
  ];
  const saved = await call(
    "PUT",
    `/api/cms/pages/${page.id}/draft`,
    { revision: page.revision, snapshot: { title: "خدماتنا", blocks } },
    200,
  );
  await call("POST", `/api/cms/pages/${page.id}/publish`, { revision: saved.revision }, 200);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

declare global {
  interface Window {
    __tabEvents?: { name: string; value: string }[];
  }
}

/** An Arabic visitor; uncaught errors and React's hydration complaints are collected. */
async function visit(
  hash = "",
): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
  const context = await server.browser.newContext({
    viewport: { width: 1280, height: 900 },
    locale: "ar",
  });
  await context.addInitScript(() => {
    if (location.protocol.startsWith("http"))
      localStorage.setItem("cookieConsentStatus", "accepted:obligatory,optional");
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => {
    if (m.type() === "error" && /hydrat/i.test(m.text())) errors.push(m.text());
  });
  await page.goto(`${server.url}/ar/${PAGE_PATH}${hash}`, { waitUntil: "networkidle" });
  await page
    .locator('[data-island="lrdx-expanded-entry-form"][data-hydrated="true"]')
    .waitFor({ state: "attached" });
  // What the form would hear: every lead-form:dynamic event on the block's form slot.
  await page.evaluate(() => {
    window.__tabEvents = [];
    const slot = document.querySelector(
      '[data-template="lrdx-expanded-entry-form"] [data-lead-form]',
    );
    slot?.addEventListener("lead-form:dynamic", (e) => {
      window.__tabEvents?.push((e as CustomEvent<{ name: string; value: string }>).detail);
    });
  });
  return { page, errors, close: () => context.close() };
}

const slot = (page: Page) =>
  page.locator('[data-template="lrdx-expanded-entry-form"] [data-lead-form]');
const dynamicValues = async (page: Page): Promise<unknown> =>
  JSON.parse((await slot(page).getAttribute("data-dynamic-values")) ?? "null");
const events = (page: Page) => page.evaluate(() => window.__tabEvents ?? []);

describe("Expanded Entry Form in Chromium, Arabic and right to left", () => {
  it("switches tabs by keyboard: the hash, the slot's dynamic value and the form's event follow", async () => {
    const { page, errors, close } = await visit();
    expect(await page.getAttribute("html", "dir")).toBe("rtl");
    const tabs = page.getByRole("tablist", { name: "خيارات الطلب" }).getByRole("tab");
    expect(await tabs.count()).toBe(4);
    expect(await dynamicValues(page)).toEqual({ "additionalData.menaTabs": "service" });
    // The tabs read right to left: the first sits right of the second.
    const [first, second] = [await tabs.nth(0).boundingBox(), await tabs.nth(1).boundingBox()];
    expect(first?.x ?? 0).toBeGreaterThan(second?.x ?? 0);

    // The left arrow goes on to the next tab, right to left.
    const historyLength = await page.evaluate(() => history.length);
    await tabs.nth(0).focus();
    await page.keyboard.press("ArrowLeft");
    const second1 = tabs.nth(1);
    await expect.poll(() => second1.getAttribute("aria-selected")).toBe("true");
    expect(await second1.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await tabs.nth(0).getAttribute("tabindex")).toBe("-1");
    expect(await second1.getAttribute("tabindex")).toBe("0");
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#test-drive");
    expect(await dynamicValues(page)).toEqual({ "additionalData.menaTabs": "test-drive" });
    expect(await page.getByRole("tabpanel").textContent()).toContain("جرّب ديفندر أو رينج روفر");

    // End, then the left arrow wraps to the first; the right arrow goes back to the last.
    await page.keyboard.press("End");
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#ramadan");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#service");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#ramadan");
    await page.keyboard.press("Home");
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#service");
    expect(await dynamicValues(page)).toEqual({ "additionalData.menaTabs": "service" });
    expect(await events(page)).toEqual(
      ["test-drive", "ramadan", "service", "ramadan", "service"].map((value) => ({
        name: "additionalData.menaTabs",
        value,
      })),
    );
    // The hash was replaced, not pushed: the visitor's Back button leaves the page.
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    // Choosing a tab moves nothing below the tabs: every panel shares one place.
    const disclaimer = page.locator(".expanded-entry-form__disclaimer");
    const before = await disclaimer.boundingBox();
    await page.keyboard.press("End");
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#ramadan");
    expect(await disclaimer.boundingBox()).toEqual(before);
    expect(errors).toEqual([]);
    await close();
  }, 60_000);

  it("opens the tab the address names, and tells the form", async () => {
    const { page, errors, close } = await visit("#warranty");
    const tab = page.getByRole("tab", { name: "الضمان الممتد" });
    await expect.poll(() => tab.getAttribute("aria-selected")).toBe("true");
    expect(await dynamicValues(page)).toEqual({ "additionalData.menaTabs": "warranty" });
    expect(await page.getByRole("tabpanel").textContent()).toContain("مدّد راحة بالك");
    // A link to another tab on the same page switches to it.
    await page.evaluate(() => {
      location.hash = "test-drive";
    });
    await expect
      .poll(() => page.getByRole("tab", { name: "تجربة قيادة" }).getAttribute("aria-selected"))
      .toBe("true");
    expect(await events(page)).toEqual([{ name: "additionalData.menaTabs", value: "test-drive" }]);
    expect(errors).toEqual([]);
    await close();
  }, 60_000);
});
