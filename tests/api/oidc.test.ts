import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, like } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import Provider, { type ClientMetadata } from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ALLOW_LIST_SETTING } from "../../runtime/adapters/egress.ts";
import type { Db } from "../../runtime/db/client.ts";
import { settings, users } from "../../runtime/db/tables/index.ts";
import { buildServer } from "../../runtime/server.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines, freshDatabase } from "../helpers/database.ts";

/** A browser's cookies for 127.0.0.1 (cookies ignore the port, as browsers do). */
class CookieJar {
  private readonly cookies = new Map<string, string>();
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at).trim();
      const isGone =
        attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || pair.slice(at + 1) === "";
      if (isGone) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(at + 1));
    }
  }
  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/** A port free right now: the app is built knowing its public URL, then listens there. */
async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

/** Lets the server's outbound requests reach `origin`'s host, any port (security.egress_allowed_hosts). */
async function allowEgressTo(db: Db, origin: string): Promise<void> {
  await db.insert(settings).values({ key: ALLOW_LIST_SETTING, value: new URL(origin).hostname });
}

describe("single sign-on with a provider on a private address that is not allow-listed", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  let asked = 0;
  const providerServer = createServer((_request, response) => {
    asked += 1;
    response.writeHead(404).end();
  });

  beforeAll(async () => {
    database = await freshDatabase("pglite");
    const issuer = `http://127.0.0.1:${await listen(providerServer)}`;
    app = await buildServer({ db: database.db, oidc: { issuer, clientId: "cms-site" } });
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => providerServer.close(resolve));
    await database.drop();
  });

  it("asks it nothing: discovery goes through the egress guard, and the browser is told", async () => {
    const response = await app.inject({ method: "GET", url: "/auth/oidc/start?returnTo=/ar/cms" });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(
      "/ar/sign-in?error=sso_unavailable&returnTo=%2Far%2Fcms",
    );
    expect(asked).toBe(0);
  });
});

/** An OpenID provider whose every login succeeds as the user named on its login form. */
function testProvider(issuer: string, client: ClientMetadata): Provider {
  return new Provider(issuer, {
    clients: [{ response_types: ["code"], grant_types: ["authorization_code"], ...client }],
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        email: `${id}@corp.example`,
        email_verified: true,
        name: `User ${id}`,
      }),
    }),
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    cookies: { keys: ["a cookie key for the test provider"] },
  });
}

/** A browser against the site at appUrl(): through the provider's forms, back to the site. */
function browser(appUrl: () => string) {
  /**
   * Drives the provider's login and consent forms like a browser: follows redirects, keeps
   * cookies, submits each form; stops at the site's callback URL and returns it.
   */
  async function throughProvider(jar: CookieJar, login: string, returnTo: string): Promise<string> {
    let url = `${appUrl()}/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`;
    let form: URLSearchParams | null = null;
    for (let step = 0; step < 20; step++) {
      const response: Response = await fetch(url, {
        redirect: "manual",
        method: form ? "POST" : "GET",
        headers: {
          cookie: jar.header(),
          ...(form ? { "content-type": "application/x-www-form-urlencoded" } : {}),
        },
        body: form ?? undefined,
      });
      jar.store(response);
      form = null;
      const location = response.headers.get("location");
      if (location) {
        url = new URL(location, url).href;
        if (url.startsWith(`${appUrl()}/auth/oidc/callback`)) return url;
        continue;
      }
      const html = await response.text();
      const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
      const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1];
      if (response.status !== 200 || !action || !prompt)
        throw new Error(`unexpected answer ${response.status} from ${url}:\n${html.slice(0, 500)}`);
      url = new URL(action.replaceAll("&amp;", "&"), url).href;
      form = new URLSearchParams({ prompt, login, password: "any password" });
    }
    throw new Error("the provider never sent the browser back");
  }

  const callback = (jar: CookieJar, url: string) =>
    fetch(url, { redirect: "manual", headers: { cookie: jar.header() } }).then((response) => {
      jar.store(response);
      return response;
    });

  const me = (jar: CookieJar) =>
    fetch(`${appUrl()}/api/auth/me`, { headers: { cookie: jar.header() } });
  return { throughProvider, callback, me };
}

describe.each(engines)("single sign-on against a real OpenID provider on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Db;
  let app: FastifyInstance;
  let appUrl = "";
  let issuer = "";
  const providerServer = createServer();

  beforeAll(async () => {
    database = await freshDatabase(engine);
    db = database.db;
    issuer = `http://127.0.0.1:${await listen(providerServer)}`;
    // A provider inside the network is reached only once the operator allow-lists it.
    await allowEgressTo(db, issuer);
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    app = await buildServer({
      db,
      oidc: { issuer, clientId: "cms-site", clientSecret: "a client secret for the test provider" },
      publicUrl: appUrl,
    });
    await app.listen({ port, host: "127.0.0.1" });
    const provider = testProvider(issuer, {
      client_id: "cms-site",
      client_secret: "a client secret for the test provider",
      redirect_uris: [`${appUrl}/auth/oidc/callback`],
      token_endpoint_auth_method: "client_secret_post",
    });
    providerServer.on("request", provider.callback());
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => providerServer.close(resolve));
    await database.drop();
  });

  const { throughProvider, callback, me } = browser(() => appUrl);

  it("offers single sign-on on the sign-in screen", async () => {
    const providers = await (await fetch(`${appUrl}/api/auth/providers`)).json();
    expect(providers).toEqual({ password: true, oidc: { startUrl: "/auth/oidc/start" } });
  });

  it("sends the browser to the provider with state, nonce and PKCE (S256)", async () => {
    const response = await fetch(`${appUrl}/auth/oidc/start?returnTo=/ar/cms`, {
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.pathname).toBe("/auth");
    for (const name of ["state", "nonce", "code_challenge"])
      expect(location.searchParams.get(name), name).toMatch(/^[\w-]{20,}$/);
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");
    expect(location.searchParams.get("redirect_uri")).toBe(`${appUrl}/auth/oidc/callback`);
    const attempt = response.headers.getSetCookie().find((c) => c.startsWith("oidc_tx="));
    expect(attempt).toMatch(/HttpOnly/);
    expect(attempt).toMatch(/SameSite=Lax/);
  });

  it("signs a new user in (default role viewer) and returns to the requested path", async () => {
    const jar = new CookieJar();
    const back = await throughProvider(jar, "amal", "/ar/cms/pages/7?tab=blocks");
    const response = await callback(jar, back);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/ar/cms/pages/7?tab=blocks");
    expect(jar.get("sid")).toBeTruthy();
    expect(jar.get("oidc_tx")).toBeUndefined();
    const session = await me(jar);
    expect(session.status).toBe(200);
    const info = await session.json();
    expect(info.user).toMatchObject({
      email: "amal@corp.example",
      name: "User amal",
      role: "viewer",
    });
    const [row] = await db.select().from(users).where(eq(users.email, "amal@corp.example"));
    expect(row?.oidc_subject).toBe("amal");
    expect(row?.password_hash).toBeNull();

    // The same identity again: the same account, a new session.
    const secondJar = new CookieJar();
    await callback(secondJar, await throughProvider(secondJar, "amal", "/ar/cms"));
    expect(secondJar.get("sid")).not.toBe(jar.get("sid"));
    expect((await (await me(secondJar)).json()).user.id).toBe(info.user.id);
  });

  it("links an existing local account with the same e-mail, keeping its role", async () => {
    await db.insert(users).values({ email: "badr@corp.example", name: "Badr", role: "editor" });
    const jar = new CookieJar();
    await callback(jar, await throughProvider(jar, "badr", "/ar/cms"));
    const info = await (await me(jar)).json();
    expect(info.user).toMatchObject({ email: "badr@corp.example", role: "editor" });
  });

  it("refuses an off-site returnTo and goes to the editor instead", async () => {
    for (const returnTo of ["//evil.example/steal", "https://evil.example/", "/\\evil.example"]) {
      const jar = new CookieJar();
      const response = await callback(jar, await throughProvider(jar, "amal", returnTo));
      expect(response.headers.get("location"), returnTo).toBe("/ar/cms");
    }
  });

  it("refuses a tampered state: no session, back to sign-in with an error", async () => {
    const jar = new CookieJar();
    const back = new URL(await throughProvider(jar, "amal", "/ar/cms"));
    back.searchParams.set("state", `${back.searchParams.get("state")}x`);
    const response = await callback(jar, back.href);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/ar/sign-in?error=sso_failed");
    expect(jar.get("sid")).toBeUndefined();
    expect((await me(jar)).status).toBe(401);
  });

  it("refuses a callback from a browser that did not start the sign-on", async () => {
    const jar = new CookieJar();
    const back = await throughProvider(jar, "amal", "/ar/cms");
    const response = await callback(new CookieJar(), back);
    expect(response.headers.get("location")).toBe("/ar/sign-in?error=sso_failed");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("sid="))).toBe(false);
  });

  it("takes each OIDC_* value over its setting, and the settings for the rest", async () => {
    await db.insert(settings).values([
      { key: "auth.oidc.issuer", value: "http://127.0.0.1:9/unused" },
      { key: "auth.oidc.client_id", value: "another-client" },
      { key: "auth.oidc.audience", value: "https://cms.example/api" },
      { key: "auth.oidc.instance_id", value: "ae-main" },
    ]);
    try {
      const response = await fetch(`${appUrl}/auth/oidc/start?returnTo=/ar/cms`, {
        redirect: "manual",
      });
      const location = new URL(response.headers.get("location") ?? "");
      expect(location.origin).toBe(issuer);
      expect(location.searchParams.get("client_id")).toBe("cms-site");
      expect(location.searchParams.get("audience")).toBe("https://cms.example/api");
      expect(location.searchParams.get("instance_id")).toBe("ae-main");
    } finally {
      await db.delete(settings).where(like(settings.key, "auth.oidc.%"));
    }
  });

  it("refuses a disabled account", async () => {
    await db.update(users).set({ disabled: true }).where(eq(users.email, "amal@corp.example"));
    const jar = new CookieJar();
    const response = await callback(jar, await throughProvider(jar, "amal", "/ar/cms"));
    expect(response.headers.get("location")).toBe("/ar/sign-in?error=disabled");
    expect(jar.get("sid")).toBeUndefined();
  });
});

describe.each(engines)("single sign-on configured by an admin in the settings on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Db;
  let app: FastifyInstance;
  let admin: TestSession;
  let appUrl = "";
  let issuer = "";
  const providerServer = createServer();
  const { throughProvider, callback, me } = browser(() => appUrl);

  beforeAll(async () => {
    database = await freshDatabase(engine);
    db = database.db;
    issuer = `http://127.0.0.1:${await listen(providerServer)}`;
    await allowEgressTo(db, issuer);
    // No OIDC_* environment at all: only the auth.oidc.* settings.
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    app = await buildServer({ db, publicUrl: appUrl });
    await app.listen({ port, host: "127.0.0.1" });
    // A public client (no secret: the secret is never a setting), protected by PKCE.
    const provider = testProvider(issuer, {
      client_id: "cms-from-settings",
      redirect_uris: [`${appUrl}/auth/oidc/callback`],
      token_endpoint_auth_method: "none",
    });
    providerServer.on("request", provider.callback());
    admin = await signedInAs(db, "admin");
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => providerServer.close(resolve));
    await database.drop();
  });

  const putSetting = (key: string, value: string) =>
    app.inject({
      method: "PUT",
      url: `/api/admin/settings/${key}`,
      headers: admin.headers,
      payload: { value },
    });
  const providers = async () => (await fetch(`${appUrl}/api/auth/providers`)).json();
  const start = () => fetch(`${appUrl}/auth/oidc/start?returnTo=/ar/cms`, { redirect: "manual" });

  it("offers no single sign-on until both an issuer and a client id are set", async () => {
    expect(await providers()).toEqual({ password: true, oidc: null });
    expect((await start()).status).toBe(404);
    expect((await putSetting("auth.oidc.issuer", issuer)).statusCode).toBe(200);
    expect(await providers()).toEqual({ password: true, oidc: null });
    expect((await start()).status).toBe(404);
  });

  it("refuses an issuer or authorisation URL that is not a URL, naming the key", async () => {
    for (const key of ["auth.oidc.issuer", "auth.oidc.authorization_url"]) {
      const response = await putSetting(key, "login.example.com");
      expect(response.statusCode, key).toBe(422);
      expect(response.json().message).toContain(key);
    }
    const role = await putSetting("auth.oidc.default_role", "owner");
    expect(role.statusCode).toBe(422);
    expect(role.json().message).toContain("auth.oidc.default_role");
  });

  it("signs in end to end once an admin sets the client id, without a restart", async () => {
    for (const [key, value] of [
      ["auth.oidc.client_id", "cms-from-settings"],
      ["auth.oidc.audience", "https://cms.example/api"],
      ["auth.oidc.instance_id", "ae-main"],
      ["auth.oidc.default_role", "editor"],
    ] as const)
      expect((await putSetting(key, value)).statusCode, key).toBe(200);
    expect(await providers()).toEqual({ password: true, oidc: { startUrl: "/auth/oidc/start" } });

    const response = await start();
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get("location") ?? "");
    expect(location.origin).toBe(issuer);
    expect(location.searchParams.get("client_id")).toBe("cms-from-settings");
    expect(location.searchParams.get("audience")).toBe("https://cms.example/api");
    expect(location.searchParams.get("instance_id")).toBe("ae-main");
    expect(location.searchParams.get("code_challenge_method")).toBe("S256");

    const jar = new CookieJar();
    const back = await callback(jar, await throughProvider(jar, "huda", "/ar/cms/pages"));
    expect(back.status).toBe(302);
    expect(back.headers.get("location")).toBe("/ar/cms/pages");
    const info = await (await me(jar)).json();
    expect(info.user).toMatchObject({ email: "huda@corp.example", role: "editor" });
  });

  it("sends the browser to the authorisation URL of the settings instead of the discovered one", async () => {
    await putSetting("auth.oidc.authorization_url", "https://login.example.com/custom/authorize");
    try {
      const location = new URL((await start()).headers.get("location") ?? "");
      expect(`${location.origin}${location.pathname}`).toBe(
        "https://login.example.com/custom/authorize",
      );
      expect(location.searchParams.get("client_id")).toBe("cms-from-settings");
      expect(location.searchParams.get("instance_id")).toBe("ae-main");
    } finally {
      await putSetting("auth.oidc.authorization_url", "");
    }
    expect(new URL((await start()).headers.get("location") ?? "").origin).toBe(issuer);
  });

  it("lets an OIDC_* environment value win over the same setting", async () => {
    const withEnvironment = await buildServer({
      db,
      oidc: { audience: "https://env.example/api", defaultRole: "viewer" },
    });
    try {
      const response = await withEnvironment.inject({
        method: "GET",
        url: "/auth/oidc/start?returnTo=/ar/cms",
      });
      expect(response.statusCode).toBe(302);
      const location = new URL(String(response.headers.location));
      expect(location.origin).toBe(issuer);
      expect(location.searchParams.get("audience")).toBe("https://env.example/api");
      expect(location.searchParams.get("instance_id")).toBe("ae-main");
      expect(location.searchParams.get("client_id")).toBe("cms-from-settings");
    } finally {
      await withEnvironment.close();
    }
  });

  it("refuses an issuer on a private address that is not allow-listed, naming the rule", async () => {
    const refused = await putSetting("auth.oidc.issuer", "http://10.0.0.1/");
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details[0]).toMatchObject({ pointer: "", rule: "public-address" });
    expect(new URL((await start()).headers.get("location") ?? "").origin).toBe(issuer);
  });

  it("answers sso_unavailable at once when the issuer is changed to a provider that is down", async () => {
    expect((await putSetting("auth.oidc.issuer", "http://127.0.0.1:9")).statusCode).toBe(200);
    const response = await start();
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      "/ar/sign-in?error=sso_unavailable&returnTo=%2Far%2Fcms",
    );
    await putSetting("auth.oidc.issuer", issuer);
    expect(new URL((await start()).headers.get("location") ?? "").origin).toBe(issuer);
  });

  it("turns single sign-on off when the issuer setting is cleared, even mid-attempt", async () => {
    const jar = new CookieJar();
    const back = await throughProvider(jar, "huda", "/ar/cms");
    expect((await putSetting("auth.oidc.issuer", "")).statusCode).toBe(200);
    expect(await providers()).toEqual({ password: true, oidc: null });
    expect((await start()).status).toBe(404);
    const late = await callback(jar, back);
    expect(late.status).toBe(404);
    expect(jar.get("sid")).toBeUndefined();
  });
});

describe("without single sign-on", () => {
  it("answers 404 on /auth/oidc/start and offers no provider", async () => {
    const database = await freshDatabase("pglite");
    const app = await buildServer({ db: database.db });
    expect((await app.inject({ method: "GET", url: "/auth/oidc/start" })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: "/api/auth/providers" })).json()).toEqual({
      password: true,
      oidc: null,
    });
    await app.close();
    await database.drop();
  });
});
