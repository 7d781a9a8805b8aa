import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "../../runtime/config.ts";
import { signInAttempts } from "../../runtime/db/tables/index.ts";
import { SIGN_IN_LIMITS } from "../../runtime/features/auth/rate-limit.ts";
import { buildServer } from "../../runtime/server.ts";
import { engines, freshDatabase } from "../helpers/database.ts";

const PUBLIC = "https://www.example.com";

describe.each(engines)("forwarded headers and the public origin on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  let behindProxy: FastifyInstance;
  beforeAll(async () => {
    database = await freshDatabase(engine, { demo: true });
    app = await buildServer({ db: database.db, publicUrl: PUBLIC });
    behindProxy = await buildServer({ db: database.db, publicUrl: PUBLIC, trustProxy: "10.9.0.1" });
  });
  afterAll(async () => {
    await app.close();
    await behindProxy.close();
    await database.drop();
  });

  const wrongSignIn = (
    server: FastifyInstance,
    email: string,
    headers: Record<string, string>,
    from: string,
  ) =>
    server.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "not the password" },
      headers,
      remoteAddress: from,
    });

  it("writes canonical links with PUBLIC_URL whatever Host or X-Forwarded-Host says", async () => {
    for (const headers of [
      { "x-forwarded-host": "evil.example", "x-forwarded-proto": "http" },
      { host: "evil.example" },
    ]) {
      const res = await app.inject({ method: "GET", url: "/ar/", headers });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<link rel="canonical" href="${PUBLIC}/ar/"/>`);
      expect(res.body).not.toContain("evil.example");
    }
  });

  it("counts failures by the connection's address when no proxy is trusted: a rotated X-Forwarded-For gains nothing", async () => {
    const from = "10.8.0.7";
    const answers = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.perAddress; i++)
      answers.push(
        (
          await wrongSignIn(
            app,
            `rotate${i}@example.com`,
            { "x-forwarded-for": `203.0.113.${i}` },
            from,
          )
        ).statusCode,
      );
    expect(answers.slice(0, SIGN_IN_LIMITS.perAddress).every((s) => s === 401)).toBe(true);
    expect(answers.at(-1)).toBe(429);
    const logged = await database.db
      .select({ address: signInAttempts.address })
      .from(signInAttempts)
      .where(eq(signInAttempts.email, "rotate0@example.com"));
    expect(logged).toEqual([{ address: from }]);
  });

  it("believes X-Forwarded-For only from the configured proxy", async () => {
    await wrongSignIn(
      behindProxy,
      "via-proxy@example.com",
      { "x-forwarded-for": "198.51.100.4" },
      "10.9.0.1",
    );
    await wrongSignIn(
      behindProxy,
      "not-proxy@example.com",
      { "x-forwarded-for": "198.51.100.5" },
      "10.9.0.2",
    );
    const rows = await database.db
      .select({ email: signInAttempts.email, address: signInAttempts.address })
      .from(signInAttempts);
    expect(rows).toContainEqual({ email: "via-proxy@example.com", address: "198.51.100.4" });
    expect(rows).toContainEqual({ email: "not-proxy@example.com", address: "10.9.0.2" });
  });
});

describe("TRUST_PROXY, PUBLIC_URL and the Secure cookie flag", () => {
  it("trusts no proxy by default and refuses to trust every client", () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: "10.0.0.2, 10.1.0.0/16,loopback" }).trustProxy).toBe(
      "10.0.0.2,10.1.0.0/16,loopback",
    );
    expect(readConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(() => readConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY must list/);
    expect(() => readConfig({ TRUST_PROXY: "10.0.0.0/40" })).toThrow(/"10.0.0.0\/40"/);
  });

  it("takes PUBLIC_URL as an origin and sets Secure cookies when it is https", () => {
    expect(readConfig({ PUBLIC_URL: "https://www.example.com/" })).toMatchObject({
      publicUrl: "https://www.example.com",
      secureCookies: true,
    });
    expect(readConfig({ PUBLIC_URL: "http://intranet:8080" })).toMatchObject({
      publicUrl: "http://intranet:8080",
      secureCookies: false,
    });
    expect(() => readConfig({ PUBLIC_URL: "www.example.com" })).toThrow(
      /PUBLIC_URL must be an http/,
    );
    expect(() => readConfig({ PUBLIC_URL: "https://www.example.com/ar" })).toThrow(/origin only/);
  });
});
