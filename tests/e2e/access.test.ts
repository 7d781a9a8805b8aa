import { createServer, type IncomingMessage, type Server } from "node:http";
import { count, eq } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, pages, sessions, users } from "../../runtime/db/tables/index.ts";
import {
  type EditorServer,
  signIn,
  startEditorServer,
  TEST_PASSWORD,
} from "../helpers/editor-session.ts";

// The access rules as people meet them in Chromium: the built editor served by the real server
// on a PGlite database, and an attacker's page on a second origin.
const SHOTS = "tests/e2e/__screenshots__";
const ADMIN = "admin-access@example.com";
const EDITOR = "editor-access@example.com";
const EDITOR_DEMOTED = "editor-demoted@example.com";
const VIEWER = "viewer-access@example.com";

let server: EditorServer;
let attacker: Server;
/** The attacker's pages: same site as the editor (127.0.0.1, another port) and another site. */
let sameSiteAttacker: string;
let crossSiteAttacker: string;

interface SeenRequest {
  method: string;
  url: string;
  origin: string | undefined;
  hasCookie: boolean;
  status: number;
}
/** Every request the editor's server answered, as the server saw it. */
const seen: SeenRequest[] = [];

beforeAll(async () => {
  server = await startEditorServer([
    { email: ADMIN, name: "مديرة", role: "admin" },
    { email: EDITOR, name: "محرّرة", role: "editor" },
    { email: EDITOR_DEMOTED, name: "محرّر", role: "editor" },
    { email: VIEWER, name: "مشاهدة", role: "viewer" },
  ]);
  server.app.server.on("request", (request: IncomingMessage, response) => {
    response.on("finish", () =>
      seen.push({
        method: request.method ?? "",
        url: request.url ?? "",
        origin: request.headers.origin,
        hasCookie: /(^|;\s*)sid=/.test(request.headers.cookie ?? ""),
        status: response.statusCode,
      }),
    );
  });
  attacker = createServer((request, response) => {
    const page = new URL(request.url ?? "/", "http://attacker").pathname;
    response.setHeader("content-type", "text/html; charset=utf-8");
    response.end(attackerPage(page));
  });
  await new Promise<void>((resolve) => attacker.listen(0, "127.0.0.1", resolve));
  const address = attacker.address();
  const port = typeof address === "object" && address ? address.port : 0;
  sameSiteAttacker = `http://127.0.0.1:${port}`;
  crossSiteAttacker = `http://localhost:${port}`;
}, 120_000);

afterAll(async () => {
  await new Promise((resolve) => attacker?.close(resolve));
  await server?.stop();
});

/** The attacker's pages: a form that posts itself, and a script that fires forged writes. */
function attackerPage(path: string): string {
  const target = server.url;
  if (path === "/form")
    return `<!DOCTYPE html><html><body><form id="f" method="POST" action="${target}/api/cms/pages"><input name="path" value="forged-form"><input name="title" value="forged"></form><script>document.getElementById("f").submit()</script></body></html>`;
  if (path === "/form-text")
    // enctype text/plain with a crafted name: the body reads as JSON, a classic trick.
    return `<!DOCTYPE html><html><body><form id="f" method="POST" enctype="text/plain" action="${target}/api/cms/pages"><input name='{"path":"forged-text","title":"forged","x":"' value='"}'></form><script>document.getElementById("f").submit()</script></body></html>`;
  if (path === "/fetch")
    return `<!DOCTYPE html><html><body><script>
      const target = ${JSON.stringify(target)};
      const attempt = (url, init) =>
        fetch(target + url, { method: "POST", credentials: "include", ...init })
          .then((r) => r.status, (e) => "blocked: " + e.message);
      window.results = (async () => ({
        // Simple requests (no preflight): the browser sends them, the server must refuse them.
        pagePlain: await attempt("/api/cms/pages", {
          headers: { "content-type": "text/plain" },
          body: JSON.stringify({ path: "forged-fetch", title: "forged" }),
        }),
        pageNoCors: await attempt("/api/cms/pages", {
          mode: "no-cors",
          headers: { "content-type": "text/plain" },
          body: JSON.stringify({ path: "forged-no-cors", title: "forged" }),
        }),
        // A JSON write needs a CORS preflight, which the site never grants.
        pageJson: await attempt("/api/cms/pages", {
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ path: "forged-json", title: "forged" }),
        }),
        logout: await attempt("/api/auth/logout", { mode: "no-cors" }),
        logoutPlain: await attempt("/api/auth/logout", {
          headers: { "content-type": "text/plain" },
          body: "{}",
        }),
      }))();
    </script></body></html>`;
  return "<!DOCTYPE html><html><body>nothing here</body></html>";
}

async function pageCount(): Promise<number> {
  const [row] = await server.database.db.select({ n: count() }).from(pages);
  return row?.n ?? 0;
}

/** A fresh browser with nobody signed in. */
async function anonymous(width = 1366): Promise<{ context: BrowserContext; page: Page }> {
  const context = await server.browser.newContext({
    viewport: { width, height: 900 },
    locale: "ar",
  });
  return { context, page: await context.newPage() };
}

async function expectRtlArabic(page: Page): Promise<void> {
  expect(await page.getAttribute("html", "dir")).toBe("rtl");
  expect(await page.getAttribute("html", "lang")).toBe("ar");
}

/** A signed-in browser's status from the server's point of view. */
async function whoAmI(context: BrowserContext): Promise<{ status: number; email?: string }> {
  const response = await context.request.get(`${server.url}/api/auth/me`);
  if (response.status() !== 200) return { status: response.status() };
  const body = (await response.json()) as { user: { email: string } };
  return { status: 200, email: body.user.email };
}

const pathAndQuery = (page: Page) => {
  const at = new URL(page.url());
  return at.pathname + at.search;
};

describe("access rules in Chromium", () => {
  it("an anonymous visitor is sent to sign in, signs in with the keyboard, and comes back; sign-out closes the builder", async () => {
    const { context, page } = await anonymous();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));

    await page.goto(`${server.url}/ar/cms/pages/1`);
    expect(pathAndQuery(page)).toBe("/ar/sign-in?returnTo=%2Far%2Fcms%2Fpages%2F1");
    await page.getByRole("heading", { level: 1, name: "تسجيل الدخول" }).waitFor();
    await expectRtlArabic(page);

    // The e-mail field has the focus on arrival; Tab goes to the password, then to the button.
    const email = page.getByLabel("البريد الإلكتروني");
    const password = page.getByLabel("كلمة المرور");
    await expect.poll(() => email.evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.type(EDITOR);
    await page.keyboard.press("Tab");
    expect(await password.evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.type("كلمة-خاطئة");
    await page.keyboard.press("Enter");

    // A wrong password: the Arabic error, the e-mail kept, the password emptied and focused.
    await page
      .getByRole("alert")
      .getByText("البريد الإلكتروني أو كلمة المرور غير صحيحة.")
      .waitFor();
    expect(await email.inputValue()).toBe(EDITOR);
    expect(await password.inputValue()).toBe("");
    expect(await password.evaluate((e) => e === document.activeElement)).toBe(true);
    expect(pathAndQuery(page)).toBe("/ar/sign-in?returnTo=%2Far%2Fcms%2Fpages%2F1");
    expect((await context.cookies()).find((c) => c.name === "sid")).toBeUndefined();

    await page.keyboard.type(TEST_PASSWORD);
    await page.keyboard.press("Shift+Tab");
    expect(await email.evaluate((e) => e === document.activeElement)).toBe(true);
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(
      await page
        .getByRole("button", { name: "دخول" })
        .evaluate((e) => e === document.activeElement),
    ).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/ar/cms/pages/1`);
    await page.locator("#ed-page-heading").waitFor();
    await page.getByRole("button", { name: "تسجيل الخروج" }).waitFor();
    // The builder has loaded what it reads on opening (its checks before publishing last), so
    // that every builder request counted below is one made after the sign-out.
    await expect.poll(() => page.locator(".ed-checks__count").textContent()).not.toBe("جارٍ الفحص…");

    // The session cookie is out of the page's reach and stays on this site.
    const sid = (await context.cookies()).find((c) => c.name === "sid");
    expect(sid).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

    // Sign out from the top bar; going back shows nothing of the builder.
    const signedOutAt = seen.length;
    await page.getByRole("button", { name: "تسجيل الخروج" }).click();
    await page.waitForURL(/\/ar\/sign-in/);
    await page.getByRole("heading", { level: 1, name: "تسجيل الدخول" }).waitFor();
    expect((await whoAmI(context)).status).toBe(401);
    await page.goBack();
    await page.waitForURL(/\/ar\/sign-in\?returnTo=%2Far%2Fcms%2Fpages%2F1$/);
    await page.getByRole("heading", { level: 1, name: "تسجيل الدخول" }).waitFor();
    expect(await page.locator("#ed-page-heading").count()).toBe(0);
    expect(await page.getByRole("button", { name: "تسجيل الخروج" }).count()).toBe(0);
    // Nothing of the builder's data was handed out after the sign-out.
    const answered = seen.slice(signedOutAt).filter((r) => r.url.startsWith("/api/cms/"));
    expect(answered.filter((r) => r.status !== 401)).toEqual([]);

    await page.goto(`${server.url}/ar/cms`);
    expect(pathAndQuery(page)).toBe("/ar/sign-in?returnTo=%2Far%2Fcms");
    await page.getByRole("heading", { level: 1, name: "تسجيل الدخول" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a returnTo pointing off-site ends on /ar/cms, never off-site", {
    timeout: 90_000,
  }, async () => {
    for (const returnTo of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
    ]) {
      // Signing in through the form.
      const { context, page } = await anonymous();
      await page.goto(`${server.url}/ar/sign-in?returnTo=${encodeURIComponent(returnTo)}`);
      await page.getByLabel("البريد الإلكتروني").fill(EDITOR);
      await page.getByLabel("كلمة المرور").fill(TEST_PASSWORD);
      await page.getByRole("button", { name: "دخول" }).click();
      await page.waitForURL(`${server.url}/ar/cms`);
      await page.getByRole("navigation", { name: "أقسام المحرّر" }).waitFor();
      expect(new URL(page.url()).origin).toBe(server.url);

      // Already signed in: the sign-in screen goes straight on, still to this site.
      // The screen goes on by itself once it has asked who is signed in; on a busy machine that
      // may start before the sign-in page has loaded, aborting the wait for one navigation, so
      // where the page ends is what is asserted.
      await page
        .goto(`${server.url}/ar/sign-in?returnTo=${encodeURIComponent(returnTo)}`)
        .catch((error: unknown) => {
          if (!String(error).includes("interrupted by another navigation")) throw error;
        });
      await expect.poll(() => page.url(), { timeout: 15_000 }).toBe(`${server.url}/ar/cms`);
      await page.getByRole("navigation", { name: "أقسام المحرّر" }).waitFor();
      await context.close();
    }
  });

  it("an editor opening /ar/admin sees the Arabic explanation, with links home and to another account", async () => {
    // Switching accounts signs the old session out; the browser logs the 401 of a session check
    // that meets the session already ended. Every other console error still fails the test.
    const { context, page, errors } = await signIn(
      server,
      EDITOR,
      1366,
      /status of 401 \(Unauthorized\)$/,
    );
    await page.goto(`${server.url}/ar/admin`);
    expect(pathAndQuery(page)).toBe("/ar/auth/error?type=noPermissions");
    await expectRtlArabic(page);
    await page.getByRole("heading", { level: 1, name: "لا توجد صلاحيات" }).waitFor();
    await page.getByText("حسابك لا يملك صلاحية الوصول إلى هذا القسم").waitFor();
    const home = page.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" });
    const other = page.getByRole("link", { name: "تسجيل الدخول بحساب آخر" });
    expect(await home.getAttribute("href")).toBe("/ar/");
    expect(await other.getAttribute("href")).toBe("/ar/sign-in?switch=1");
    // Deeper admin screens and the admin API refuse the same way.
    await page.goto(`${server.url}/ar/admin/users`);
    expect(pathAndQuery(page)).toBe("/ar/auth/error?type=noPermissions");
    expect((await context.request.get(`${server.url}/api/admin/users`)).status()).toBe(403);

    // The links work from the keyboard: "another account" signs this one out first.
    await other.focus();
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: "تسجيل الدخول" }).waitFor();
    expect((await whoAmI(context)).status).toBe(401);
    await page.getByLabel("البريد الإلكتروني").fill(ADMIN);
    await page.getByLabel("كلمة المرور").fill(TEST_PASSWORD);
    await page.keyboard.press("Enter");
    await page.waitForURL(`${server.url}/ar/cms`);
    expect((await whoAmI(context)).email).toBe(ADMIN);
    await page.goto(`${server.url}/ar/admin`);
    await page.getByRole("heading", { level: 1, name: "الإعدادات" }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a viewer sees the builder without write controls, and a forced write from the console is refused", async () => {
    const { context, page, errors } = await signIn(
      server,
      VIEWER,
      1366,
      /status of (403|404|409|422)/,
    );
    await page.goto(`${server.url}/ar/cms/pages/1`);
    await page.locator("#ed-page-heading").waitFor();
    const toolbar = page.getByRole("toolbar", { name: "أدوات الصفحة" });
    expect(await toolbar.getByRole("button", { name: "حفظ المسودة" }).isDisabled()).toBe(true);
    expect(await toolbar.getByRole("button", { name: "نشر", exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: "+ إضافة كتلة" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "افتح الكتالوج" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "إنشاء", exact: true }).count()).toBe(0);

    const before = await server.database.db.select().from(pages).where(eq(pages.id, 1));
    const forced = await page.evaluate(async () => {
      const me = (await (await fetch("/api/auth/me")).json()) as { csrfToken: string };
      const headers = { "content-type": "application/json", "csrf-token": me.csrfToken };
      const page = (await (await fetch("/api/cms/pages/1")).json()) as {
        data: { revision: number; title: string };
      };
      const draft = await fetch("/api/cms/pages/1/draft", {
        method: "PUT",
        headers,
        body: JSON.stringify({
          revision: page.data.revision,
          snapshot: { title: "كتبها مشاهد", blocks: [] },
        }),
      });
      const publish = await fetch("/api/cms/pages/1/publish", {
        method: "POST",
        headers,
        body: JSON.stringify({ revision: page.data.revision }),
      });
      const create = await fetch("/api/cms/pages", {
        method: "POST",
        headers,
        body: JSON.stringify({ path: "viewer-page", title: "صفحة مشاهد" }),
      });
      const after = (await (await fetch("/api/cms/pages/1")).json()) as {
        data: { revision: number; title: string; draft: unknown };
      };
      return {
        statuses: [draft.status, publish.status, create.status],
        codes: [
          ((await draft.json()) as { code: string }).code,
          ((await publish.json()) as { code: string }).code,
          ((await create.json()) as { code: string }).code,
        ],
        revisionBefore: page.data.revision,
        after: after.data,
      };
    });
    expect(forced.statuses).toEqual([403, 403, 403]);
    expect(forced.codes).toEqual(["forbidden", "forbidden", "forbidden"]);
    expect(forced.after.revision).toBe(forced.revisionBefore);
    expect(forced.after.title).not.toBe("كتبها مشاهد");
    const after = await server.database.db.select().from(pages).where(eq(pages.id, 1));
    expect(after).toEqual(before);
    expect(
      await server.database.db.select().from(pages).where(eq(pages.path, "viewer-page")),
    ).toEqual([]);
    // The builder still shows the page as it was.
    await page.reload();
    await page.locator("#ed-page-heading").waitFor();
    expect(await page.locator("#ed-page-heading").textContent()).not.toBe("كتبها مشاهد");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("forged writes from another origin are refused and the victim's session keeps working", async () => {
    const { context, page } = await signIn(server, EDITOR, 1366, /status of (403|404|409|422)/);
    const pagesBefore = await pageCount();
    const [sessionsBefore] = await server.database.db.select({ n: count() }).from(sessions);
    const signOuts = () =>
      server.database.db.select().from(auditLog).where(eq(auditLog.action, "sign_out"));
    const signOutsBefore = (await signOuts()).length;

    for (const origin of [sameSiteAttacker, crossSiteAttacker]) {
      const from = seen.length;
      // (a) forms that post themselves, url-encoded and text/plain.
      for (const form of ["/form", "/form-text"]) {
        await page.goto(`${origin}${form}`);
        await page.waitForURL(`${server.url}/api/cms/pages`);
      }
      // (b) fetch with credentials: simple requests and a JSON one needing a preflight.
      await page.goto(`${origin}/fetch`);
      const results = (await page.evaluate("window.results")) as Record<string, unknown>;
      // The page reads no answer from the site: CORS is never granted.
      expect(results.pagePlain).toMatch(/^blocked/);
      expect(results.pageJson).toMatch(/^blocked/);
      expect(results.logoutPlain).toMatch(/^blocked/);

      // What reached the server was refused: the url-encoded form is not JSON (415); the rest
      // carry no cookie across sites (401), or carry it from the same site and fail the Origin
      // check (403). The JSON write waited for a CORS preflight that was never granted.
      const writes = seen
        .slice(from)
        .filter(
          (r) =>
            r.method === "POST" && (r.url === "/api/cms/pages" || r.url === "/api/auth/logout"),
        );
      const refusal = origin === crossSiteAttacker ? 401 : 403;
      expect(writes.map((w) => [w.url, w.status])).toEqual([
        ["/api/cms/pages", 415],
        ["/api/cms/pages", refusal],
        ["/api/cms/pages", refusal],
        ["/api/cms/pages", refusal],
        ["/api/auth/logout", refusal],
        ["/api/auth/logout", refusal],
      ]);
      expect(writes.every((w) => w.origin === origin)).toBe(true);
      // SameSite=Lax: the cookie rides on no cross-site POST; on the same site it does.
      expect(writes.every((w) => w.hasCookie === (origin === sameSiteAttacker))).toBe(true);
    }

    expect(await pageCount()).toBe(pagesBefore);
    expect(await server.database.db.select().from(pages).where(eq(pages.title, "forged"))).toEqual(
      [],
    );
    const [sessionsAfter] = await server.database.db.select({ n: count() }).from(sessions);
    expect(sessionsAfter?.n).toBe(sessionsBefore?.n);
    expect((await signOuts()).length).toBe(signOutsBefore);

    // The session still works: the builder opens, and a same-origin write with the token succeeds.
    expect((await whoAmI(context)).email).toBe(EDITOR);
    await page.goto(`${server.url}/ar/cms`);
    await page.getByRole("navigation", { name: "أقسام المحرّر" }).waitFor();
    const sameOrigin = await page.evaluate(async () => {
      const body = JSON.stringify({ path: "csrf-check", title: "فحص" });
      const withoutToken = await fetch("/api/cms/pages", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
      const wrongToken = await fetch("/api/cms/pages", {
        method: "POST",
        headers: { "content-type": "application/json", "csrf-token": "not-the-token" },
        body,
      });
      const logout = await fetch("/api/auth/logout", { method: "POST" });
      return {
        withoutToken: [withoutToken.status, ((await withoutToken.json()) as { code: string }).code],
        wrongToken: [wrongToken.status, ((await wrongToken.json()) as { code: string }).code],
        logout: [logout.status, ((await logout.json()) as { code: string }).code],
      };
    });
    expect(sameOrigin).toEqual({
      withoutToken: [403, "csrf"],
      wrongToken: [403, "csrf"],
      logout: [403, "csrf"],
    });
    expect(await pageCount()).toBe(pagesBefore);
    expect((await whoAmI(context)).email).toBe(EDITOR);
    await context.close();
  });

  it("an editor demoted to viewer while the builder is open is taken to /ar/no-access on save", async () => {
    const { context, page } = await signIn(
      server,
      EDITOR_DEMOTED,
      1366,
      /status of (403|404|409|422)/,
    );
    page.on("dialog", (dialog) => void dialog.accept());
    await page.goto(`${server.url}/ar/cms/pages/1`);
    await page.locator("#ed-page-heading").waitFor();
    const save = page.getByRole("button", { name: "حفظ المسودة" });
    await expect.poll(() => save.isDisabled()).toBe(false);
    const before = await server.database.db.select().from(pages).where(eq(pages.id, 1));

    // An admin makes the editor a viewer, through the admin API.
    const admin = await signIn(server, ADMIN);
    const me = (await (await admin.context.request.get(`${server.url}/api/auth/me`)).json()) as {
      csrfToken: string;
    };
    const [demoted] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, EDITOR_DEMOTED));
    const change = await admin.context.request.patch(
      `${server.url}/api/admin/users/${demoted?.id}`,
      {
        data: { role: "viewer" },
        headers: { origin: server.url, "csrf-token": me.csrfToken },
      },
    );
    expect(change.status(), await change.text()).toBe(200);
    await admin.context.close();

    await save.click();
    await page.waitForURL(`${server.url}/ar/no-access`);
    await expectRtlArabic(page);
    await page.getByRole("heading", { level: 1, name: "لا تملك صلاحية الوصول" }).waitFor();
    await page.getByText("ليست لديك صلاحية لعرض هذه الصفحة أو لتنفيذ هذا الإجراء.").waitFor();
    expect(
      await page.getByRole("link", { name: "العودة إلى الصفحة الرئيسية" }).getAttribute("href"),
    ).toBe("/ar/");
    expect(
      await page.getByRole("link", { name: "تسجيل الدخول بحساب آخر" }).getAttribute("href"),
    ).toBe("/ar/sign-in?switch=1");
    expect(await server.database.db.select().from(pages).where(eq(pages.id, 1))).toEqual(before);
    await context.close();
  });

  it("signing in again in another tab does not cost the open builder its unsaved work", async () => {
    const { context, page, errors } = await signIn(server, EDITOR, 1366, /status of 403/);
    page.on("dialog", (dialog) => void dialog.dismiss());
    await page.goto(`${server.url}/ar/cms/pages/1`);
    await page.locator("#ed-page-heading").waitFor();
    const [{ revision: before } = { revision: 0 }] = await server.database.db
      .select({ revision: pages.revision })
      .from(pages)
      .where(eq(pages.id, 1));

    // An unsaved block in this tab.
    const empty = page.getByRole("button", { name: "افتح الكتالوج" });
    if (await empty.isVisible()) await empty.click();
    else await page.getByRole("button", { name: "+ إضافة كتلة" }).click();
    const catalogue = page.getByRole("dialog", { name: "كتالوج الكتل" });
    await catalogue.getByLabel(/ابحث في الكتل/).fill("snippet");
    await catalogue.getByRole("button", { name: "أضف «مقتطف نصّي»" }).click();
    await page.locator(".ed-block__form").getByLabel("العنوان", { exact: true }).fill("بعد العودة");
    await page.getByText("تغييرات غير محفوظة").waitFor();

    // Another tab of the same browser signs in again: a new session, a new csrf-token.
    const again = await context.request.post(`${server.url}/api/auth/login`, {
      data: { email: EDITOR, password: TEST_PASSWORD },
      headers: { origin: server.url },
    });
    expect(again.status()).toBe(200);

    // Saving here still works, as the same person, on the new session.
    await page.getByRole("button", { name: "حفظ المسودة" }).click();
    await page.getByText("حُفظت المسودة.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/ar/cms/pages/1");
    const [saved] = await server.database.db.select().from(pages).where(eq(pages.id, 1));
    expect(saved?.revision).toBeGreaterThan(before);
    expect(JSON.stringify(saved?.draft)).toContain("بعد العودة");
    expect(errors).toEqual([]);

    // Another person signing in on this browser is never written with from this tab.
    const other = await context.request.post(`${server.url}/api/auth/login`, {
      data: { email: ADMIN, password: TEST_PASSWORD },
      headers: { origin: server.url },
    });
    expect(other.status()).toBe(200);
    await page.locator(".ed-block__form").getByLabel("العنوان", { exact: true }).fill("بحساب آخر");
    await page.getByRole("button", { name: "حفظ المسودة" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "سُجّل الدخول بحساب آخر في هذا المتصفح" })
      .waitFor();
    const [after] = await server.database.db.select().from(pages).where(eq(pages.id, 1));
    expect(after?.revision).toBe(saved?.revision);
    expect(JSON.stringify(after?.draft)).not.toContain("بحساب آخر");
    await context.close();
  });

  it("the sign-in screen and the refusal pages at 390 and 1366 px", async () => {
    for (const width of [390, 1366]) {
      const { context, page } = await anonymous(width);
      await page.goto(`${server.url}/ar/sign-in?returnTo=%2Far%2Fcms`);
      await page.getByRole("button", { name: "دخول" }).waitFor();
      // Enter too early: each empty field names itself.
      await page.keyboard.press("Enter");
      await page.getByText("البريد الإلكتروني: هذا الحقل مطلوب").waitFor();
      await page.getByText("كلمة المرور: هذا الحقل مطلوب").waitFor();
      // A wrong password, as the screenshot shows it: the alert, the e-mail kept.
      await page.getByLabel("البريد الإلكتروني").fill("nobody@example.com");
      await page.getByLabel("كلمة المرور").fill("غير-صحيحة");
      await page.keyboard.press("Enter");
      await page
        .getByRole("alert")
        .getByText("البريد الإلكتروني أو كلمة المرور غير صحيحة.")
        .waitFor();
      await expectRtlArabic(page);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);
      await page.screenshot({ caret: "initial", path: `${SHOTS}/access-sign-in-${width}.png` });

      await page.goto(`${server.url}/ar/no-access`);
      await page.getByRole("heading", { level: 1, name: "لا تملك صلاحية الوصول" }).waitFor();
      await expectRtlArabic(page);
      for (const link of await page.getByRole("link").all())
        expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await page.screenshot({ caret: "initial", path: `${SHOTS}/access-no-access-${width}.png` });

      await page.goto(`${server.url}/ar/auth/error?type=noPermissions`);
      await page.getByRole("heading", { level: 1, name: "لا توجد صلاحيات" }).waitFor();
      await expectRtlArabic(page);
      await page.keyboard.press("Tab");
      await page.screenshot({
        caret: "initial",
        path: `${SHOTS}/access-no-permissions-${width}.png`,
      });
      await context.close();
    }
  });
});
