import { eq } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { metaheads, pages } from "../../runtime/db/tables/index.ts";
import { allTemplateKeys, homeTemplateKeys } from "../../runtime/demo/demo-content.ts";
import { examplesOf } from "../../runtime/demo/showcase.ts";
import { importContent } from "../../runtime/features/content/import-export.ts";
import { type EditorServer, signIn, startEditorServer } from "../helpers/editor-session.ts";
import { hydrateEveryIsland } from "../helpers/islands.ts";

// The real server (PGlite, demo content) in Chromium: every page is run under its
// Content-Security-Policy and any violation, in the page or in a frame, is recorded.
let server: EditorServer;
let everyExampleId: number;

const EDITOR = "csp-editor@example.com";
const ADMIN = "csp-admin@example.com";
const EVERY_EXAMPLE = "csp/every-example";

/** An HTML box of the administrator's own: an inline script and a frame, allowed by the policy. */
const ADMIN_HTML =
  '<p id="html-box-script">…</p><script>document.getElementById("html-box-script").textContent = "ran";</script>';

beforeAll(async () => {
  server = await startEditorServer([
    { email: EDITOR, name: "محرّرة", role: "editor" },
    { email: ADMIN, name: "مديرة", role: "admin" },
  ]);
  // Every example of every block (the HTML box's map frame included) and an admin script.
  const blocks = allTemplateKeys().flatMap((key) => examplesOf(key));
  blocks.push({
    template: "lrdx-html-box",
    fields: { heading: "سكربت المسؤول", html: ADMIN_HTML },
    groups: [],
  });
  await importContent(server.database.db, {
    pages: [{ path: EVERY_EXAMPLE, title: "كل الأمثلة", blocks }],
    settings: [],
  });
  const [row] = await server.database.db
    .select({ id: pages.id })
    .from(pages)
    .where(eq(pages.path, EVERY_EXAMPLE));
  if (!row) throw new Error("the page of every example was not imported");
  everyExampleId = row.id;
  await server.database.db.insert(metaheads).values([
    {
      rdx_core_page_id: everyExampleId,
      in_body: false,
      content: "window.__metaheadRan = true;",
      language: "javascript",
    },
    {
      rdx_core_page_id: everyExampleId,
      in_body: true,
      content: '<script>document.documentElement.dataset.htmlMetahead = "ran";</script>',
      language: "html",
    },
  ]);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

declare global {
  interface Window {
    __cspViolations?: string[];
    __metaheadRan?: boolean;
  }
}

/** A promise that fails after `ms`, naming the frame that did not answer. */
function refuseAfter(ms: number, url: string): Promise<never> {
  return new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`the frame ${url} did not answer in ${ms} ms`)), ms),
  );
}

/**
 * Records every CSP violation of a context: the securitypolicyviolation event in every frame
 * (an init script runs in each), and Chromium's console report of it.
 */
async function recordViolations(
  context: BrowserContext,
  page: Page,
): Promise<() => Promise<string[]>> {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      window.__cspViolations?.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`);
    });
  });
  const console: string[] = [];
  page.on("console", (m) => {
    if (m.text().includes("Content Security Policy")) console.push(m.text());
  });
  // The site's own frames: a third party's frame (a map) is under its own policy, not ours;
  // a refused one is reported in the frame that embeds it.
  return async () => {
    const events: string[] = [];
    for (const frame of page.frames().filter((f) => f.url().startsWith(server.url))) {
      // A frame detached while it is read has nothing more to report.
      const read = frame.evaluate(() => window.__cspViolations ?? []).catch(() => []);
      events.push(...(await Promise.race([read, refuseAfter(5_000, frame.url())])));
    }
    return [...events, ...console];
  };
}

describe("Content-Security-Policy in Chromium", () => {
  it("the block showcase runs its scripts and islands with no violation", async () => {
    const context = await server.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const violations = await recordViolations(context, page);
    const response = await page.goto(`${server.url}/ar/blocks#component-8`, {
      waitUntil: "networkidle",
    });
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'sha256-/);
    for (const key of homeTemplateKeys())
      expect(await page.locator(`[data-template="${key}"]`).count(), key).toBeGreaterThan(0);
    // The anchor script scrolled to the accordion; the accordion island hydrated.
    await expect
      .poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 })
      .toBeGreaterThan(0);
    const openAll = page.getByRole("button", { name: "افتح الكل" });
    await openAll.click();
    await expect
      .poll(() => page.locator("details.accordion__item[open]").count(), { timeout: 10_000 })
      .toBe(3);
    expect(await violations()).toEqual([]);
    // The recorder does see a violation when there is one: a script the policy does not list.
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true;";
      document.body.append(script);
    });
    await expect.poll(async () => (await violations()).length).toBeGreaterThan(0);
    await context.close();
  });

  // Every island of every block is scrolled to and hydrated, one after another: it takes time.
  it("a page with every example of every block, metaheads and an admin script: no violation", {
    timeout: 120_000,
  }, async () => {
    const context = await server.browser.newContext({ viewport: { width: 1366, height: 900 } });
    // The demo asks for cookie consent: this visitor has accepted, so third-party frames show.
    await context.addInitScript(() => {
      if (location.protocol.startsWith("http"))
        localStorage.setItem("cookieConsentStatus", "accepted:obligatory,optional");
    });
    const page = await context.newPage();
    const violations = await recordViolations(context, page);
    await page.goto(`${server.url}/ar/${EVERY_EXAMPLE}`, { waitUntil: "load" });
    for (const key of allTemplateKeys())
      expect(await page.locator(`[data-template="${key}"]`).count(), key).toBeGreaterThan(0);
    // The administrator's scripts ran: a javascript metahead, an html metahead, an HTML box.
    expect(await page.evaluate(() => window.__metaheadRan)).toBe(true);
    expect(await page.getAttribute("html", "data-html-metahead")).toBe("ran");
    expect(await page.locator("#html-box-script").textContent()).toBe("ran");
    // Every island runs, as for a visitor who scrolls the whole page (they hydrate when near).
    await hydrateEveryIsland(page);
    // The HTML box example's map frame is allowed (it may not load offline, but is not refused).
    await expect
      .poll(() => page.locator('iframe[src^="https://www.openstreetmap.org/"]').count())
      .toBe(1);
    await page.locator('iframe[src^="https://www.openstreetmap.org/"]').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(await violations()).toEqual([]);
    await context.close();
  });

  it("the builder and its preview frame run with no violation", { timeout: 90_000 }, async () => {
    const { context, page, errors } = await signIn(server, EDITOR, 1366);
    // A step that hangs fails by name, well within the test's time.
    page.setDefaultTimeout(20_000);
    const violations = await recordViolations(context, page);
    const response = await page.goto(`${server.url}/ar/cms/pages/${everyExampleId}`);
    expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    await page.locator(".ed-block").first().waitFor();
    // The preview frame shows the page with the site's own components.
    const preview = page.frameLocator("iframe.ed-preview__frame");
    await preview.locator('[data-template="lrdx-hero-title-banner"]').first().waitFor();
    await preview.locator('[data-template="lrdx-form-component"]').first().waitFor();
    expect(await preview.locator("html").getAttribute("dir")).toBe("rtl");
    // Blocks' forms open too: generated RJSF widgets, links, the HTML box's code editor.
    for (const name of ["لافتة العنوان الرئيسية", "صندوق HTML"]) {
      await page.locator(".ed-block__select", { hasText: name }).last().click();
      await page.locator(".ed-block__form").waitFor();
    }
    await page.locator(".ed-block__form .cm-editor").first().waitFor();
    await page.waitForTimeout(500);
    expect(await violations()).toEqual([]);
    expect(errors.filter((e) => /Content Security Policy/.test(e))).toEqual([]);
    await context.close();
  });

  it("the admin's settings forms validate with no violation", { timeout: 60_000 }, async () => {
    const { context, page } = await signIn(server, ADMIN, 1366);
    const violations = await recordViolations(context, page);
    // The list of namespaces, its search, then the general namespace's generated forms (RJSF)
    // and a refused save shown on its field.
    await page.goto(`${server.url}/ar/admin/settings`, { waitUntil: "networkidle" });
    await page.getByRole("searchbox", { name: "ابحث في كل الإعدادات" }).fill("اسم الموقع");
    await page.locator(".adm-set-search__hit", { hasText: "general.app_name" }).first().click();
    await page.waitForURL(/\/ar\/admin\/settings\/general\?key=general\.app_name$/);
    const appName = page.locator('[data-setting-key="general.app_name"]');
    await appName.getByRole("textbox", { name: "اسم الموقع", exact: true }).fill("أ".repeat(121));
    await page.getByRole("button", { name: "حفظ عام" }).click();
    await appName.getByText("اسم الموقع: يجب ألا يزيد عن 120 حرفاً").waitFor();
    expect(await violations()).toEqual([]);
    await context.close();
  });
});
