import { describe, expect, it } from "vitest";
import { CLIENT_ERRORS_PER_MINUTE } from "../../runtime/core/third-party.ts";
import { settings } from "../../runtime/db/tables/index.ts";
import { engines } from "../helpers/database.ts";
import { useDemoServer } from "../helpers/demo-server.ts";

const report = {
  kind: "error",
  message: "TypeError: x is undefined",
  source: "https://site.test/static/assets/client.js",
  line: 12,
  column: 3,
  page: "/ar/models/defender",
};

describe.each(engines)("error reporting and the owner portal script on %s", (engine) => {
  const site = useDemoServer(engine);
  const setSetting = async (key: string, value: string) =>
    site.database.db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  const post = (body: unknown, ip = "203.0.113.9") =>
    site.app.inject({
      method: "POST",
      url: "/public_api/client_errors",
      payload: body as object,
      remoteAddress: ip,
    });
  const page = (url: string) =>
    site.app.inject({ method: "GET", url, headers: { accept: "text/html" } });

  it("loads nothing and refuses reports while the service has no API key", async () => {
    const res = await page("/ar/models/defender");
    expect(res.body).not.toContain("error-reporting");
    expect((await post(report)).statusCode).toBe(404);
  });

  it("with a key: every page loads the script, a report is accepted and a bad one named", async () => {
    await setSetting("performance.error_reporting_api_key", "pk_test.1234");
    const res = await page("/ar/models/defender");
    expect(res.body).toMatch(
      /<script type="module" src="\/static\/assets\/error-reporting-[^"]+\.js"/,
    );
    expect((await post(report)).statusCode).toBe(204);
    const bad = await post({ ...report, page: "https://elsewhere.test/", line: -1 });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toMatch(/\/(page|line)/);
    const nul = await post({ ...report, message: "a\u0000b" });
    expect(nul.statusCode).toBe(422);
  });

  it("refuses a flood from one address with 429 and Retry-After, not from another", async () => {
    const ip = "198.51.100.77";
    const statuses: number[] = [];
    for (let i = 0; i < CLIENT_ERRORS_PER_MINUTE + 3; i++)
      statuses.push((await post(report, ip)).statusCode);
    expect(statuses.filter((s) => s === 204)).toHaveLength(CLIENT_ERRORS_PER_MINUTE);
    const refused = await post(report, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe("60");
    expect((await post(report, "198.51.100.78")).statusCode).toBe(204);
  });

  it("loads the owner portal's https script deferred, its origin alone allowed; refuses http", async () => {
    await setSetting("general.owner_portal_script_url", "https://portal.example.com/widget.js");
    const res = await page("/ar/offers/summer");
    expect(res.body).toContain('<script src="https://portal.example.com/widget.js" defer="">');
    const policy = String(res.headers["content-security-policy"]);
    expect(policy).toMatch(/script-src [^;]*https:\/\/portal\.example\.com/);
    expect(policy).not.toMatch(/script-src [^;]*\*/);
    await setSetting("general.owner_portal_script_url", "http://portal.example.com/widget.js");
    const plain = await page("/ar/offers/summer");
    expect(plain.body).not.toContain("portal.example.com");
  });
});
