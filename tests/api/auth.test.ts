import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../runtime/db/client.ts";
import { openDatabase } from "../../runtime/db/client.ts";
import { migrate } from "../../runtime/db/migrate.ts";
import {
  auditLog,
  pages,
  type Role,
  sessions,
  settings,
  signInAttempts,
  users,
} from "../../runtime/db/tables/index.ts";
import { hashPassword } from "../../runtime/features/auth/passwords.ts";
import { SIGN_IN_LIMITS } from "../../runtime/features/auth/rate-limit.ts";
import { sha256 } from "../../runtime/http/actor.ts";
import { buildServer } from "../../runtime/server.ts";
import { loadAssets, type SiteAssets } from "../../runtime/ssr/assets.ts";
import { bearerToken, signedInAs } from "../helpers/auth.ts";
import { engines, freshDatabase } from "../helpers/database.ts";

const PASSWORD = "a long enough password";
const WRONG = "البريد الإلكتروني أو كلمة المرور غير صحيحة.";

const baseAssets = loadAssets();
/** The editor entries as a build would name them, whether or not dist/ exists here. */
const builtAssets: SiteAssets = {
  ...baseAssets,
  entries: {
    "editor/main.tsx": {
      script: "/static/assets/main-test.js",
      styles: ["/static/assets/main-test.css"],
    },
    "editor/preview/main.tsx": { script: "/static/assets/preview-test.js", styles: [] },
  },
};

async function addUser(db: Db, email: string, role: Role, password = PASSWORD) {
  const [row] = await db
    .insert(users)
    .values({
      email,
      role,
      name: email.split("@")[0] ?? "",
      password_hash: await hashPassword(password),
    })
    .returning();
  if (!row) throw new Error("no user");
  return row;
}

function sidOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((c) => c.name === "sid");
  if (!cookie) throw new Error(`no sid cookie in ${JSON.stringify(res.headers["set-cookie"])}`);
  return cookie.value;
}

describe.each(engines)("accounts and sessions on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    database = await freshDatabase(engine);
    db = database.db;
    app = await buildServer({ db, assets: builtAssets });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const login = (
    email: string,
    password: string,
    options: { headers?: Record<string, string>; address?: string } = {},
  ) =>
    app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password },
      headers: options.headers,
      remoteAddress: options.address ?? "127.0.0.1",
    });
  const me = (cookie: string) =>
    app.inject({ method: "GET", url: "/api/auth/me", headers: { cookie } });

  describe("sign-in and sign-out", () => {
    it("treats a malformed session cookie as no session: the site answers, the API asks to sign in", async () => {
      const planted = { cookie: "sid=%E0%A4%A" };
      // This database holds no pages: the visitor gets the Arabic 404 page, not a server error.
      const page = await app.inject({ method: "GET", url: "/ar/", headers: planted });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('<html lang="ar" dir="rtl"');
      const me = await app.inject({ method: "GET", url: "/api/auth/me", headers: planted });
      expect(me.statusCode).toBe(401);
      expect(me.json()).toMatchObject({ code: "sign_in_required" });
    });

    it("signs in with the right password: an HTTP-only session cookie, its hash stored, SessionInfo", async () => {
      const user = await addUser(db, "layla@example.com", "editor");
      const res = await login("Layla@Example.com ", PASSWORD);
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies.find((c) => c.name === "sid");
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
      expect(cookie?.secure).toBeFalsy();
      const sid = sidOf(res);
      const [stored] = await db
        .select()
        .from(sessions)
        .where(eq(sessions.id_hash, sha256(sid)));
      expect(stored?.user_id).toBe(user.id);
      expect(await db.select().from(sessions).where(eq(sessions.id_hash, sid))).toEqual([]);
      const info = res.json();
      expect(info.user).toEqual({
        id: user.id,
        email: "layla@example.com",
        name: "layla",
        role: "editor",
      });
      expect(info.permissions).toContain("pages:write");
      expect(info.permissions).not.toContain("users:manage");
      expect(info.csrfToken).toBe(stored?.csrf_token);
      expect(info.rawHtml).toBe(false);

      const again = await me(`sid=${sid}`);
      expect(again.statusCode).toBe(200);
      expect(again.json().user.email).toBe("layla@example.com");
      expect(again.headers["cache-control"]).toBe("private, no-store");
    });

    it("gives a new session id on every sign-in and drops the one the browser held", async () => {
      await addUser(db, "omar@example.com", "viewer");
      const first = sidOf(await login("omar@example.com", PASSWORD));
      const second = await login("omar@example.com", PASSWORD, {
        headers: { cookie: `sid=${first}` },
      });
      const secondSid = sidOf(second);
      expect(secondSid).not.toBe(first);
      expect((await me(`sid=${first}`)).statusCode).toBe(401);
      expect((await me(`sid=${secondSid}`)).statusCode).toBe(200);
    });

    it("answers SessionInfo.rawHtml from the role and the site switch", async () => {
      await addUser(db, "root@example.com", "admin");
      const res = await login("root@example.com", PASSWORD);
      expect(res.json().rawHtml).toBe(true);
      await db.insert(settings).values({ key: "security.raw_html_enabled", value: "false" });
      expect((await me(`sid=${sidOf(res)}`)).json().rawHtml).toBe(false);
      await db.delete(settings).where(eq(settings.key, "security.raw_html_enabled"));
    });

    it("signs out at once: the cookie is cleared and the session no longer works", async () => {
      await addUser(db, "sara@example.com", "editor");
      const res = await login("sara@example.com", PASSWORD);
      const sid = sidOf(res);
      const { csrfToken } = res.json();
      const out = await app.inject({
        method: "POST",
        url: "/api/auth/logout",
        headers: { cookie: `sid=${sid}`, "csrf-token": csrfToken },
      });
      expect(out.statusCode).toBe(204);
      expect(out.cookies.find((c) => c.name === "sid")?.maxAge).toBe(0);
      expect((await me(`sid=${sid}`)).statusCode).toBe(401);
      const actions = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.actor_label, "sara@example.com"));
      expect(actions.map((a) => a.action)).toEqual(["sign_in", "sign_out"]);
    });

    it("answers 401 to an anonymous GET /api/auth/me", async () => {
      const res = await app.inject({ method: "GET", url: "/api/auth/me" });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("sign_in_required");
    });

    it("refuses a wrong password and an unknown e-mail with the same 401 message, and logs both", async () => {
      await addUser(db, "huda@example.com", "editor");
      const wrong = await login("huda@example.com", "not the password at all", {
        address: "10.1.0.1",
      });
      const unknown = await login("nobody@example.com", PASSWORD, { address: "10.1.0.1" });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe(WRONG);
        expect(res.cookies.find((c) => c.name === "sid")).toBeUndefined();
      }
      const logged = await db
        .select()
        .from(signInAttempts)
        .where(eq(signInAttempts.address, "10.1.0.1"));
      expect(logged.map((r) => [r.email, r.succeeded, r.reason])).toEqual([
        ["huda@example.com", false, "wrong_password"],
        ["nobody@example.com", false, "unknown_account"],
      ]);
    });

    it("names the missing field when the body is incomplete", async () => {
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "x@example.com" },
      });
      // A body that breaks its schema is 422, worded by the one message table.
      expect(res.statusCode).toBe(422);
      expect(res.json().details).toEqual([
        { pointer: "/password", rule: "required", message: "كلمة المرور: هذا الحقل مطلوب" },
      ]);
    });
  });

  describe("rate limits", () => {
    it("locks an account after repeated failures with 429 and Retry-After, even for the right password", async () => {
      await addUser(db, "target@example.com", "admin");
      for (let i = 0; i < SIGN_IN_LIMITS.perAccount; i++)
        expect(
          (await login("target@example.com", `wrong guess ${i}`, { address: `10.2.0.${i}` }))
            .statusCode,
        ).toBe(401);
      const locked = await login("target@example.com", PASSWORD, { address: "10.2.1.1" });
      expect(locked.statusCode).toBe(429);
      const retryAfter = Number(locked.headers["retry-after"]);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_LIMITS.windowMs / 1000);
      expect(locked.json().message).toMatch(/حاول مرة أخرى بعد \d+ دقيقة/);
      // Another account is not affected.
      await addUser(db, "bystander@example.com", "viewer");
      expect(
        (await login("bystander@example.com", PASSWORD, { address: "10.2.1.1" })).statusCode,
      ).toBe(200);
    });

    it("checks at most the limit of passwords when 50 wrong ones arrive at once", async () => {
      await addUser(db, "raced@example.com", "editor");
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          login("raced@example.com", `concurrent guess ${i}`, { address: `10.5.${i}.1` }),
        ),
      );
      const statuses = answers.map((a) => a.statusCode);
      // 401: the password was checked and was wrong; 429: refused before any check.
      expect(statuses.filter((s) => s === 401).length).toBe(SIGN_IN_LIMITS.perAccount);
      expect(statuses.filter((s) => s === 429).length).toBe(50 - SIGN_IN_LIMITS.perAccount);
      const checked = await db
        .select()
        .from(signInAttempts)
        .where(eq(signInAttempts.email, "raced@example.com"));
      expect(checked.map((row) => row.reason)).toEqual(
        Array(SIGN_IN_LIMITS.perAccount).fill("wrong_password"),
      );
      // The right password is refused too while the account is locked.
      expect(
        (await login("raced@example.com", PASSWORD, { address: "10.5.99.1" })).statusCode,
      ).toBe(429);
    });

    it("limits one client address trying many accounts", async () => {
      const address = "10.3.0.1";
      // The earlier failures, as the sign-in route logs them, each for another account.
      await db.insert(signInAttempts).values(
        Array.from({ length: SIGN_IN_LIMITS.perAddress - 1 }, (_, i) => ({
          email: `spray${i}@example.com`,
          address,
          succeeded: false,
          reason: "unknown_account",
        })),
      );
      expect(
        (await login("spray-last@example.com", "wrong password!!", { address })).statusCode,
      ).toBe(401);
      await addUser(db, "real@example.com", "viewer");
      const refused = await login("real@example.com", PASSWORD, { address });
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
      expect((await login("real@example.com", PASSWORD, { address: "10.3.0.2" })).statusCode).toBe(
        200,
      );
    });
  });

  describe("changes apply at once", () => {
    it("applies a role change to a live session", async () => {
      const admin = await signedInAs(db, "admin");
      const editor = await signedInAs(db, "editor");
      const list = () =>
        app.inject({ method: "GET", url: "/api/admin/users", headers: { cookie: editor.cookie } });
      expect((await list()).statusCode).toBe(403);
      const patch = await app.inject({
        method: "PATCH",
        url: `/api/admin/users/${editor.userId}`,
        headers: admin.headers,
        payload: { role: "viewer" },
      });
      expect(patch.statusCode).toBe(200);
      expect((await list()).statusCode).toBe(200);
      expect((await me(editor.cookie)).json().user.role).toBe("viewer");
    });

    it("refuses a disabled user: the live session ends and signing in fails", async () => {
      const admin = await signedInAs(db, "admin");
      const user = await addUser(db, "leaving@example.com", "editor");
      const sid = sidOf(await login("leaving@example.com", PASSWORD));
      const patch = await app.inject({
        method: "PATCH",
        url: `/api/admin/users/${user.id}`,
        headers: admin.headers,
        payload: { disabled: true },
      });
      expect(patch.statusCode).toBe(200);
      expect((await me(`sid=${sid}`)).statusCode).toBe(401);
      const again = await login("leaving@example.com", PASSWORD, { address: "10.4.0.1" });
      expect(again.statusCode).toBe(401);
      expect(again.json().message).toBe(WRONG);
    });
  });

  describe("CSRF and Bearer tokens", () => {
    it("refuses a session write without the csrf-token header, or with a wrong one", async () => {
      const admin = await signedInAs(db, "admin");
      for (const headers of [
        { cookie: admin.cookie },
        { cookie: admin.cookie, "csrf-token": "guess" },
      ]) {
        const res = await app.inject({
          method: "POST",
          url: "/api/admin/users",
          headers,
          payload: { email: "csrf@example.com", role: "viewer" },
        });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe("csrf");
      }
      const out = await app.inject({
        method: "POST",
        url: "/api/auth/logout",
        headers: { cookie: admin.cookie },
      });
      expect(out.statusCode).toBe(403);
      expect((await me(admin.cookie)).statusCode).toBe(200);
    });

    it("binds a token to the admin who issued it: never more than their current role, and gone with them", async () => {
      const issue = async (issuer: Awaited<ReturnType<typeof signedInAs>>, name: string) => {
        const res = await app.inject({
          method: "POST",
          url: "/api/admin/tokens",
          headers: issuer.headers,
          payload: { name, role: "admin" },
        });
        expect(res.statusCode).toBe(201);
        return (res.json() as { data: { token: string } }).data.token;
      };
      const asToken = (token: string) =>
        app.inject({
          method: "GET",
          url: "/api/admin/users",
          headers: { authorization: `Bearer ${token}` },
        });
      const owner = await signedInAs(db, "admin");
      const other = await signedInAs(db, "admin");
      const token = await issue(owner, "bound to its issuer");
      expect((await asToken(token)).statusCode).toBe(200);
      const demote = (role: string) =>
        app.inject({
          method: "PATCH",
          url: `/api/admin/users/${owner.userId}`,
          headers: other.headers,
          payload: { role },
        });
      expect((await demote("viewer")).statusCode).toBe(200);
      // A viewer may read the user list but not write: the token is a viewer's now.
      const write = await app.inject({
        method: "POST",
        url: "/api/admin/users",
        headers: { authorization: `Bearer ${token}` },
        payload: { email: "via-token@example.com", role: "viewer", name: "x" },
      });
      expect(write.statusCode).toBe(403);
      expect((await demote("admin")).statusCode).toBe(200);
      expect((await asToken(token)).statusCode).toBe(200);
      const removed = await app.inject({
        method: "DELETE",
        url: `/api/admin/users/${owner.userId}`,
        headers: other.headers,
      });
      expect(removed.statusCode).toBe(204);
      expect((await asToken(token)).statusCode).toBe(401);
    });

    it("refuses a cross-site Origin, for writes and for the sign-in itself", async () => {
      const admin = await signedInAs(db, "admin");
      const write = await app.inject({
        method: "POST",
        url: "/api/admin/users",
        headers: { ...admin.headers, origin: "https://evil.example" },
        payload: { email: "evil@example.com", role: "admin" },
      });
      expect(write.statusCode).toBe(403);
      await addUser(db, "victim@example.com", "editor");
      const signIn = await login("victim@example.com", PASSWORD, {
        headers: { origin: "https://evil.example" },
      });
      expect(signIn.statusCode).toBe(403);
      expect(signIn.cookies.find((c) => c.name === "sid")).toBeUndefined();
      const sameSite = await login("victim@example.com", PASSWORD, {
        headers: { origin: "http://localhost:80" },
      });
      expect(sameSite.statusCode).toBe(200);
    });

    it("accepts a Bearer token, and refuses it once revoked, or forged", async () => {
      const admin = await signedInAs(db, "admin");
      const created = await app.inject({
        method: "POST",
        url: "/api/admin/tokens",
        headers: admin.headers,
        payload: { name: "reporting", role: "admin" },
      });
      expect(created.statusCode).toBe(201);
      const { token, id } = created.json().data;
      const asClient = (bearer: string) =>
        app.inject({
          method: "GET",
          url: "/api/admin/users",
          headers: { authorization: `Bearer ${bearer}` },
        });
      expect((await asClient(token)).statusCode).toBe(200);
      // No cookie, so no CSRF token is needed for a Bearer client's write.
      const write = await app.inject({
        method: "POST",
        url: "/api/admin/users",
        headers: { authorization: `Bearer ${token}` },
        payload: { email: "made-by-client@example.com", role: "viewer" },
      });
      expect(write.statusCode).toBe(201);
      expect((await asClient(`${token.slice(0, -2)}xx`)).statusCode).toBe(401);
      expect((await asClient(await bearerToken(db, "viewer"))).statusCode).toBe(200);
      const revoke = await app.inject({
        method: "DELETE",
        url: `/api/admin/tokens/${id}`,
        headers: admin.headers,
      });
      expect(revoke.statusCode).toBe(204);
      expect((await asClient(token)).statusCode).toBe(401);
    });
  });

  describe("editor routes", () => {
    const get = (url: string, cookie?: string) =>
      app.inject({ method: "GET", url, headers: cookie ? { cookie } : {} });

    it("sends anonymous visitors to sign in and back", async () => {
      for (const url of [
        "/ar/cms",
        "/ar/cms/pages/3?tab=history",
        "/ar/admin/users",
        "/ar/lrdx-navigation-test",
        "/ar/cms/preview",
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(302);
        expect(res.headers.location).toBe(`/ar/sign-in?returnTo=${encodeURIComponent(url)}`);
      }
    });

    it("serves the sign-in screen to anyone, and the editor to a signed-in user", async () => {
      const signIn = await get("/ar/sign-in?returnTo=%2Far%2Fcms");
      expect(signIn.statusCode).toBe(200);
      expect(signIn.body).toContain('<html lang="ar" dir="rtl">');
      expect(signIn.body).toContain('<div id="editor-root"></div>');
      expect(signIn.body).toContain(
        '<script type="module" src="/static/assets/main-test.js"></script>',
      );
      expect(signIn.body).toContain('<link rel="stylesheet" href="/static/assets/main-test.css">');
      const editor = await signedInAs(db, "editor");
      for (const url of [
        "/ar/cms",
        "/ar/cms/pages/3",
        "/ar/cms/media",
        "/ar/lrdx-navigation-test",
      ]) {
        const res = await get(url, editor.cookie);
        expect(res.statusCode, url).toBe(200);
        expect(res.body).toContain('<div id="editor-root"></div>');
        expect(res.headers["cache-control"]).toBe("private, no-store");
      }
    });

    it("sends a signed-in user without the permission to /ar/auth/error?type=noPermissions", async () => {
      const editor = await signedInAs(db, "editor");
      for (const url of ["/ar/admin", "/ar/admin/settings"]) {
        const res = await get(url, editor.cookie);
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe("/ar/auth/error?type=noPermissions");
      }
      const viewer = await signedInAs(db, "viewer");
      expect((await get("/ar/admin", viewer.cookie)).statusCode).toBe(200);
      const page = await get("/ar/auth/error?type=noPermissions");
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain("لا يملك صلاحية الوصول");
      expect(page.body).toContain('href="/ar/sign-in?switch=1"');
      expect(page.body).toContain('href="/ar/"');
      const noAccess = await get("/ar/no-access");
      expect(noAccess.statusCode).toBe(200);
      expect(noAccess.body).toContain("لا تملك صلاحية الوصول");
    });

    it("redirects /cms/_ into the editor and serves the preview frame", async () => {
      expect((await get("/cms/_")).headers.location).toBe("/ar/cms");
      expect((await get("/ar/cms/_")).headers.location).toBe("/ar/cms");
      const viewer = await signedInAs(db, "viewer");
      const preview = await get("/ar/cms/preview", viewer.cookie);
      expect(preview.statusCode).toBe(200);
      expect(preview.body).toContain('<div id="preview-root"></div>');
      expect(preview.body).toContain(`href="${builtAssets.stylesheetHref}"`);
      expect(preview.body).toContain('src="/static/assets/preview-test.js"');
    });

    it("says so with a 503 page when the editor was not built", async () => {
      const unbuilt = await buildServer({ db, assets: { ...baseAssets, entries: {} } });
      const res = await unbuilt.inject({ method: "GET", url: "/ar/sign-in" });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain("npm run build");
      await unbuilt.close();
    });
  });

  describe("the site for signed-in users", () => {
    let pageId = 0;
    beforeAll(async () => {
      const [row] = await db
        .insert(pages)
        .values({ path: "index", title: "الرئيسية", blocks: [] })
        .returning();
      pageId = row?.id ?? 0;
      await db.insert(pages).values({ path: "about", title: "من نحن", blocks: [] });
    });
    afterEach(async () => {
      await db.delete(settings).where(eq(settings.key, "general.require_user_login"));
      delete process.env.REQUIRE_USER_LOGIN;
    });
    const get = (url: string, cookie?: string) =>
      app.inject({
        method: "GET",
        url,
        headers: { accept: "text/html", ...(cookie ? { cookie } : {}) },
      });

    it("shows the editor toolbar to an editor, privately, and never to a visitor", async () => {
      const editor = await signedInAs(db, "editor");
      const withBar = await get("/ar/", editor.cookie);
      expect(withBar.statusCode).toBe(200);
      expect(withBar.body).toContain("تحرير هذه الصفحة");
      expect(withBar.body).toContain(`href="/ar/cms/pages/${pageId}"`);
      expect(withBar.body).toContain(editor.email);
      expect(withBar.headers["cache-control"]).toBe("private, no-store");

      const visitor = await get("/ar/");
      expect(visitor.statusCode).toBe(200);
      expect(visitor.body).not.toContain("تحرير هذه الصفحة");
      expect(visitor.body).not.toContain("cms-editor-toolbar");
      expect(visitor.headers["cache-control"]).toMatch(/^public, /);
      // A viewer cannot edit: the same HTML a visitor gets, byte for byte, but not cacheable.
      const viewer = await signedInAs(db, "viewer");
      const asViewer = await get("/ar/", viewer.cookie);
      expect(asViewer.body).toBe(visitor.body);
      expect(asViewer.headers["cache-control"]).toBe("private, no-store");
    });

    it("with site-wide login (setting), every page needs a signed-in user and /auth-exchange exists", async () => {
      expect((await get("/ar/auth-exchange?returnTo=/ar/about")).statusCode).toBe(404);
      expect((await get("/ar/about")).statusCode).toBe(200);
      await db.insert(settings).values({ key: "general.require_user_login", value: "true" });
      for (const url of [
        "/ar/about",
        "/ar/",
        "/ar/showroom/defender-12",
        "/ar/showroom-order-online/step-1",
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(302);
        expect(res.headers.location).toBe(`/ar/sign-in?returnTo=${encodeURIComponent(url)}`);
      }
      const viewer = await signedInAs(db, "viewer");
      expect((await get("/ar/about", viewer.cookie)).statusCode).toBe(200);
      const exchange = await get("/ar/auth-exchange?returnTo=/ar/about", viewer.cookie);
      expect(exchange.statusCode).toBe(302);
      expect(exchange.headers.location).toBe("/ar/about");
      expect(
        (await get("/ar/auth-exchange?returnTo=//evil.example/x", viewer.cookie)).headers.location,
      ).toBe("/ar/");
      const anonymous = await get("/ar/auth-exchange?returnTo=/ar/about");
      expect(anonymous.headers.location).toBe(
        `/ar/sign-in?returnTo=${encodeURIComponent("/ar/about")}`,
      );
    });

    it("with site-wide login, the pages API, settings, metaheads, pictures and the catalogue need a session or a Bearer token; the sign-in flow stays open", async () => {
      const gated = [
        "/public_api/pages/by_path/about",
        "/settings",
        "/metaheads",
        "/api/templates",
        "/api/openapi.json",
        "/api/v2/images/1/w/640.jpg",
      ];
      const status = async (url: string, headers: Record<string, string> = {}) =>
        (await app.inject({ method: "GET", url, headers })).statusCode;
      for (const url of gated) expect(await status(url), url).not.toBe(401);
      await db.insert(settings).values({ key: "general.require_user_login", value: "true" });
      for (const url of gated) {
        const res = await app.inject({ method: "GET", url });
        expect(res.statusCode, url).toBe(401);
        expect(res.json(), url).toMatchObject({ code: "sign_in_required" });
        expect(res.body, url).not.toContain("من نحن");
        expect(res.headers["cache-control"], url).toMatch(/^private|no-store/);
      }
      const viewer = await signedInAs(db, "viewer");
      const token = await bearerToken(db, "viewer");
      const callers: Record<string, string>[] = [
        { cookie: viewer.cookie },
        { authorization: `Bearer ${token}` },
      ];
      for (const headers of callers) {
        const page = await app.inject({
          method: "GET",
          url: "/public_api/pages/by_path/about",
          headers,
        });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain("من نحن");
        expect(page.headers["cache-control"]).toMatch(/^private/);
        for (const url of gated) expect(await status(url, headers), url).not.toBe(401);
      }
      // The sign-in screen's own calls answer anonymous visitors.
      expect(await status("/api/auth/providers")).toBe(200);
      expect((await login("nobody@example.com", "wrong password")).statusCode).toBe(401);
    });

    it("with site-wide login from REQUIRE_USER_LOGIN=true", async () => {
      process.env.REQUIRE_USER_LOGIN = "true";
      expect((await get("/ar/about")).statusCode).toBe(302);
      const viewer = await signedInAs(db, "viewer");
      expect((await get("/ar/about", viewer.cookie)).statusCode).toBe(200);
    });
  });
});

describe("npm run user", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "user-cli-"));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const cli = (args: string[], stdin = "") =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, ["--import", "tsx", "runtime/user-cli.ts", ...args], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
        stdio: ["pipe", "pipe", "pipe"],
      });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (c: Buffer) => {
        stdout += c.toString();
      });
      child.stderr.on("data", (c: Buffer) => {
        stderr += c.toString();
      });
      child.once("exit", (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(stdin);
    });

  it("adds an account from a password on standard input, which can then sign in", async () => {
    const short = await cli(["add", "chief@example.com", "--role", "admin"], "short\n");
    expect(short.code).toBe(2);
    expect(short.stderr).toContain("at least 12");
    const added = await cli(
      ["add", "chief@example.com", "--role", "admin", "--name", "Chief"],
      `${PASSWORD}\n`,
    );
    expect(added.stderr).toBe("");
    expect(added.code).toBe(0);
    expect((await cli(["role", "chief@example.com", "editor"])).code).toBe(0);
    const list = await cli(["list"]);
    expect(list.stdout).toContain("chief@example.com\teditor\tactive\tpassword\tChief");

    const database = await openDatabase({ dataDir });
    try {
      await migrate(database);
      const app = await buildServer({ db: database.db, assets: builtAssets });
      const res = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "chief@example.com", password: PASSWORD },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.role).toBe("editor");
      await app.close();
    } finally {
      await database.close();
    }
    expect((await cli(["disable", "chief@example.com"])).stdout).toContain("disabled");
  }, 240_000);
});
