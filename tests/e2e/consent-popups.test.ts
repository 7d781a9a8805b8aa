import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages, settings } from "../../runtime/db/tables/index.ts";
import { example } from "../../runtime/demo/examples.ts";
import { type EditorServer, startEditorServer } from "../helpers/editor-session.ts";

/*
 * Cookie consent, the basic popup, the exit popup and the shell's modal rules, in Chromium, in
 * Arabic right to left, on the demo site (consent strategy basic; a basic popup on
 * /ar/offers/summer kept closed per session) and a page of the test's own with a map. Settings a
 * test needs beyond the demo's are written to the database, which invalidates the cached pages.
 * The basic popup waits behind the cookie banner (tests/e2e/layout-faults.test.ts), so its
 * visitors here have answered the banner.
 */

let server: EditorServer;

const MAP_PAGE = "/ar/consent-map";

beforeAll(async () => {
  server = await startEditorServer([]);
  await server.database.db.insert(pages).values({
    path: "consent-map",
    title: "موقع صالة العرض",
    blocks: [
      // Its button is a form link (the modal form's test).
      example("lrdx-in-page-navigation", 0),
      example("lrdx-html-box", 0, {
        heading: "موقع صالة العرض",
        html: '<iframe title="خريطة صالة العرض" src="https://www.openstreetmap.org/export/embed.html?bbox=55.25,25.18,55.30,25.22" width="100%" height="300"></iframe>',
      }),
    ],
  });
}, 240_000);

afterAll(async () => {
  await server?.stop();
});

async function setSetting(key: string, value: string): Promise<void> {
  await server.database.db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
}

/** A fresh visitor (no storage, no cookies) with their script errors collected. */
async function visitor(
  width = 390,
  { hasConsented = false } = {},
): Promise<{ context: BrowserContext; errors: string[] }> {
  const context = await server.browser.newContext({
    viewport: { width, height: 844 },
    locale: "ar",
  });
  if (hasConsented)
    await context.addInitScript(() => {
      // about:blank has no storage; the site's pages do.
      if (location.protocol.startsWith("http"))
        localStorage.setItem("cookieConsentStatus", "accepted:obligatory,optional");
    });
  const errors: string[] = [];
  context.on("page", (page) => {
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => {
      if (m.type() === "error" && !m.location().url.endsWith("/favicon.ico")) errors.push(m.text());
    });
  });
  return { context, errors };
}

/**
 * Opens a path and waits until the shell's cookie banner and popup answer (its modals mount when
 * one is first asked for).
 */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  await page.locator('[data-shell-island="top"][data-mounted="true"]').waitFor({
    state: "attached",
  });
}

async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  const cookie = (await context.cookies()).find((c) => c.name === "cookieConsentStatus");
  return cookie ? decodeURIComponent(cookie.value) : undefined;
}

describe("cookie consent", () => {
  it("shows the banner right to left at 390 px without covering the page", async () => {
    const { context, errors } = await visitor();
    const page = await context.newPage();
    await open(page, "/ar/");
    const banner = page.locator(".consent-banner");
    await banner.waitFor();
    expect(await banner.evaluate((e) => getComputedStyle(e).direction)).toBe("rtl");
    expect(await banner.evaluate((e) => getComputedStyle(e).position)).toBe("fixed");
    const box = await banner.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThan(80);
    expect(box?.height ?? 999).toBeLessThan(844 * 0.6);
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(844, 0);
    // The title sits at the inline start: the right-hand side.
    const title = await banner.locator(".consent-banner__title").boundingBox();
    expect((title?.x ?? 0) + (title?.width ?? 0)).toBeGreaterThan(390 - 60);
    await page.screenshot({
      caret: "initial",
      path: "tests/e2e/__screenshots__/consent-banner-390.png",
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("accept all stores accepted:obligatory,optional, shows the map, and the banner stays gone", async () => {
    const { context, errors } = await visitor();
    const page = await context.newPage();
    await open(page, MAP_PAGE);
    // Before any choice the placeholder says only that the map waits for one.
    const gate = page.locator(".html-box .consent-gate__placeholder:visible");
    await gate.waitFor();
    expect(await gate.allTextContents()).toEqual([
      "يظهر هذا المحتوى بعد أن تختار إعدادات ملفات تعريف الارتباط.",
    ]);
    expect(await page.locator(".html-box iframe").count()).toBe(0);
    await page.getByRole("button", { name: "قبول الكل" }).click();
    await expect.poll(() => page.locator(".consent-banner").count()).toBe(0);
    expect(await consentCookie(context)).toBe("accepted:obligatory,optional");
    expect(await page.evaluate(() => localStorage.getItem("cookieConsentStatus"))).toBe(
      "accepted:obligatory,optional",
    );
    await page.locator(".html-box iframe").waitFor({ state: "attached" });
    await page.reload({ waitUntil: "networkidle" });
    await page.locator('[data-shell-island="top"][data-mounted="true"]').waitFor({
      state: "attached",
    });
    await page.locator(".html-box iframe").waitFor({ state: "attached" });
    expect(await page.locator(".consent-banner").count()).toBe(0);
    expect(await page.locator(".consent-gate__placeholder").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("reject stores rejected: and keeps the placeholder after a reload", async () => {
    const { context, errors } = await visitor();
    const page = await context.newPage();
    await open(page, MAP_PAGE);
    await page.getByRole("button", { name: "رفض" }).click();
    await expect.poll(() => page.locator(".consent-banner").count()).toBe(0);
    expect(await consentCookie(context)).toBe("rejected:");
    await page.reload({ waitUntil: "networkidle" });
    await page.locator('[data-shell-island="top"][data-mounted="true"]').waitFor({
      state: "attached",
    });
    await page.waitForTimeout(200);
    expect(await page.locator(".consent-banner").count()).toBe(0);
    expect(
      await page.locator(".html-box .consent-gate__placeholder--refused").textContent(),
    ).toContain("ملفات تعريف الارتباط التسويقية");
    expect(await page.locator(".html-box .consent-gate__placeholder--refused").isVisible()).toBe(
      true,
    );
    expect(await page.locator(".html-box iframe").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

const popup = (page: Page) => page.locator("dialog.basic-popup[open]");

describe("basic popup", () => {
  it("opens about 500 ms after load on its page only, and a session dismissal lasts the session", async () => {
    const { context, errors } = await visitor(390, { hasConsented: true });
    const page = await context.newPage();
    await open(page, "/ar/models/defender");
    await page.waitForTimeout(1200);
    expect(await popup(page).count()).toBe(0);

    // The browser notes when the popup opens, on its own clock (0 is the start of the page's
    // load): a slow machine cannot make the test see it early or late. It waits 500 ms after
    // the page has loaded, so it is never open before then.
    await page.addInitScript(() => {
      const seen = { opened: 0 };
      (window as unknown as { popupSeen: typeof seen }).popupSeen = seen;
      new MutationObserver(() => {
        if (!seen.opened && document.querySelector("dialog.basic-popup[open]"))
          seen.opened = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto(`${server.url}/ar/offers/summer`);
    await popup(page).waitFor();
    const opened = await page.evaluate(
      () => (window as unknown as { popupSeen: { opened: number } }).popupSeen.opened,
    );
    expect(opened).toBeGreaterThanOrEqual(500);
    expect(await popup(page).getByRole("heading").textContent()).toBe("عروض الصيف");
    // The popup is modal: a focus trap inside the dialog.
    expect(await page.evaluate(() => document.activeElement?.closest("dialog") !== null)).toBe(
      true,
    );
    await popup(page).getByRole("button", { name: "لاحقاً" }).click();
    await expect.poll(() => popup(page).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem("basic_popup-session-closed"))).toBe(
      "true",
    );

    // Same tab: the session remembers the dismissal.
    await page.reload({ waitUntil: "networkidle" });
    await page.waitForTimeout(1200);
    expect(await popup(page).count()).toBe(0);
    // A new tab is a new session: it shows again.
    const other = await context.newPage();
    await open(other, "/ar/offers/summer");
    await popup(other).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a localStorage dismissal outlives the tab; a cookie dismissal writes its cookie", async () => {
    await setSetting("basic_popup.store_type", "localStorage");
    const { context } = await visitor(390, { hasConsented: true });
    const page = await context.newPage();
    // The page cache is invalidated by the settings trigger: wait for the new setting.
    await expect
      .poll(async () => {
        await open(page, "/ar/offers/summer");
        return page.evaluate(
          () =>
            document.getElementById("shell-props-top")?.textContent?.includes("localStorage") ??
            false,
        );
      })
      .toBe(true);
    await popup(page).waitFor();
    await page.keyboard.press("Escape");
    await expect.poll(() => popup(page).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem("basic_popup-local-closed"))).toBe(
      "true",
    );
    const other = await context.newPage();
    await open(other, "/ar/offers/summer");
    await other.waitForTimeout(1200);
    expect(await popup(other).count()).toBe(0);
    await context.close();

    await setSetting("basic_popup.store_type", "cookie");
    const second = await visitor(390, { hasConsented: true });
    const p2 = await second.context.newPage();
    await expect
      .poll(async () => {
        await open(p2, "/ar/offers/summer");
        return p2.evaluate(
          () =>
            document.getElementById("shell-props-top")?.textContent?.includes('"cookie"') ?? false,
        );
      })
      .toBe(true);
    await popup(p2).waitFor();
    await popup(p2).getByRole("button", { name: "إغلاق" }).click();
    await expect.poll(() => popup(p2).count()).toBe(0);
    const cookie = (await second.context.cookies()).find(
      (c) => c.name === "basic_popup-cookie-closed",
    );
    expect(cookie?.value).toBe("true");
    expect(cookie?.path).toBe("/");
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(29 * 86_400);
    await second.context.close();
    await setSetting("basic_popup.store_type", "sessionStorage");
  });
});

describe("exit popup and modal rules", () => {
  it("asks before an allowed external link, not before a denied one; Escape, backdrop and cancel close it", async () => {
    await setSetting("exit_popup.do_url", "^https://partner\\.example\\.com/\n([invalid");
    await setSetting("exit_popup.dont_url", "/careers");
    await setSetting("exit_popup.cancel", "البقاء هنا");
    const { context, errors } = await visitor(1366, { hasConsented: true });
    await context.route("https://partner.example.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>partner</title>partner" }),
    );
    const page = await context.newPage();
    await expect
      .poll(async () => {
        await open(page, "/ar/models/defender");
        return page.evaluate(
          () => document.getElementById("shell-props-modals")?.textContent ?? "",
        );
      })
      .toContain("partner");
    await page.evaluate(() => {
      const add = (id: string, href: string) => {
        const a = document.createElement("a");
        a.id = id;
        a.href = href;
        a.textContent = id;
        document.querySelector("main")?.prepend(a);
      };
      add("to-partner", "https://partner.example.com/offers?utm_source=site");
      add("to-careers", "https://partner.example.com/careers");
    });
    const exit = page.locator("dialog.exit-popup[open]");

    await page.click("#to-partner");
    await exit.waitFor();
    expect(await exit.textContent()).toContain("أنت على وشك مغادرة موقعنا");
    await page.keyboard.press("Escape");
    await expect.poll(() => exit.count()).toBe(0);
    // Focus goes back to the link that opened it.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("to-partner");

    await page.click("#to-partner");
    await exit.waitFor();
    // A click on the backdrop (outside the panel) closes it.
    await page.mouse.click(10, 10);
    await expect.poll(() => exit.count()).toBe(0);

    await page.click("#to-partner");
    await exit.getByRole("button", { name: "البقاء هنا" }).click();
    await expect.poll(() => exit.count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe("/ar/models/defender");

    await page.click("#to-partner");
    await exit.getByRole("button", { name: "متابعة" }).click();
    await page.waitForURL("https://partner.example.com/offers?utm_source=site");

    await page.goBack({ waitUntil: "networkidle" });
    await page.locator('[data-shell-island="top"][data-mounted="true"]').waitFor({
      state: "attached",
    });
    await page.evaluate(() => {
      const a = document.createElement("a");
      a.id = "to-careers";
      a.href = "https://partner.example.com/careers";
      a.textContent = "careers";
      document.querySelector("main")?.prepend(a);
    });
    await page.click("#to-careers");
    await page.waitForURL("https://partner.example.com/careers");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a form link opens the modal form with its title and hidden fields", async () => {
    const { context, errors } = await visitor(1366, { hasConsented: true });
    const page = await context.newPage();
    await open(page, MAP_PAGE);
    const link = page.locator('a[data-link-type="form"]').first();
    const title = (await link.textContent())?.trim() ?? "";
    await link.scrollIntoViewIfNeeded();
    await link.click();
    const dialog = page.locator("dialog.modal-form[open]");
    await dialog.waitFor();
    expect(await dialog.getByRole("heading").textContent()).toBe(title);
    // The form itself, loaded from the forms service: its fields labelled, its submit button.
    await dialog.locator("form button[type=submit]").waitFor();
    expect(await dialog.locator("form label").count()).toBeGreaterThan(0);
    await dialog.getByRole("button", { name: "إغلاق" }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
