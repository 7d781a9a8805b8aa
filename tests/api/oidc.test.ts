import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import Provider from "oidc-provider";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../runtime/db/client.ts";
import { users } from "../../runtime/db/schema.ts";
import { buildServer } from "../../runtime/server.ts";
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

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );

describe.each(engines)("single sign-on against a real OpenID provider on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let db: Db;
  let app: FastifyInstance;
  let appUrl = "";
  const providerServer = createServer();

  beforeAll(async () => {
    database = await freshDatabase(engine);
    db = database.db;
    const issuer = `http://127.0.0.1:${await listen(providerServer)}`;
    app = await buildServer({
      db,
      oidc: { issuer, clientId: "cms-site", clientSecret: "a client secret for the test provider" },
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const provider = new Provider(issuer, {
      clients: [
        {
          client_id: "cms-site",
          client_secret: "a client secret for the test provider",
          redirect_uris: [`${appUrl}/auth/oidc/callback`],
          response_types: ["code"],
          grant_types: ["authorization_code"],
          token_endpoint_auth_method: "client_secret_post",
        },
      ],
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
    providerServer.on("request", provider.callback());
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => providerServer.close(resolve));
    await database.drop();
  });

  /**
   * Drives the provider's login and consent forms like a browser: follows redirects, keeps
   * cookies, submits each form; stops at the site's callback URL and returns it.
   */
  async function throughProvider(jar: CookieJar, login: string, returnTo: string): Promise<string> {
    let url = `${appUrl}/auth/oidc/start?returnTo=${encodeURIComponent(returnTo)}`;
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
        if (url.startsWith(`${appUrl}/auth/oidc/callback`)) return url;
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
    fetch(`${appUrl}/api/auth/me`, { headers: { cookie: jar.header() } });

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

  it("refuses a disabled account", async () => {
    await db.update(users).set({ disabled: true }).where(eq(users.email, "amal@corp.example"));
    const jar = new CookieJar();
    const response = await callback(jar, await throughProvider(jar, "amal", "/ar/cms"));
    expect(response.headers.get("location")).toBe("/ar/sign-in?error=disabled");
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
