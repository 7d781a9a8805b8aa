import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { defaultCollectionFeed } from "../../runtime/adapters/collection-feed.ts";
import { salesforceCrm } from "../../runtime/adapters/crm.ts";
import { EgressRefusedError, egressFetcher } from "../../runtime/adapters/egress.ts";
import { postWebhook, WebhookRefusedError } from "../../runtime/adapters/webhook.ts";
import { settings } from "../../runtime/db/tables/index.ts";
import { injectAs } from "../helpers/api.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines } from "../helpers/database.ts";
import { useDemoServer } from "../helpers/demo-server.ts";

/**
 * Nothing the settings name reaches a service on 127.0.0.1 unless the allow-list
 * (security.egress_allowed_hosts) names it: a listener counts what arrives, every setting that
 * makes the server call out is pointed at it, and the same calls are made again once it is
 * allowed (so the count can fail).
 */

interface Listener {
  readonly origin: string;
  readonly port: number;
  readonly hits: { method: string; url: string; authorization: string }[];
  close(): Promise<void>;
}

async function listener(
  answer: (request: IncomingMessage) => [number, Record<string, string>, string],
): Promise<Listener> {
  const hits: Listener["hits"] = [];
  const server: Server = createServer((request, response) => {
    hits.push({
      method: request.method ?? "",
      url: request.url ?? "",
      authorization: request.headers.authorization ?? "",
    });
    request.resume();
    const [status, headers, body] = answer(request);
    response.writeHead(status, headers).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const report = {
  kind: "error",
  message: "TypeError: x is undefined",
  source: "https://site.test/static/assets/client.js",
  line: 12,
  column: 3,
  page: "/ar/models/defender",
};

/** The same listener written every way that reaches 127.0.0.1. */
const loopbackForms = (port: number) => [
  `http://127.0.0.1:${port}/`,
  `http://[::127.0.0.1]:${port}/`,
  `http://[::ffff:127.0.0.1]:${port}/`,
  `http://0x7f000001:${port}/`,
  `http://127.1:${port}/`,
  `http://localhost:${port}/`,
];

describe.each(engines)("the egress guard on %s", (engine) => {
  const site = useDemoServer(engine, { forms: { emailVerificationKey: "a verification key" } });
  const db = () => site.database.db;
  let counting: Listener;
  /** A service the test allow-lists, which redirects to the counting listener. */
  let relay: Listener;
  let admin: TestSession;

  beforeAll(async () => {
    counting = await listener(() => [
      200,
      { "content-type": "application/json" },
      JSON.stringify({ email: { status: "valid" }, data: { rate: "2" } }),
    ]);
    relay = await listener((request) => [
      302,
      { location: `${counting.origin}/stolen${request.url ?? ""}` },
      "",
    ]);
    admin = await signedInAs(db(), "admin");
  });
  afterAll(async () => {
    await counting.close();
    await relay.close();
  });
  beforeEach(async () => {
    await store("security.egress_allowed_hosts", "");
    counting.hits.length = 0;
    relay.hits.length = 0;
  });

  /** Through the admin API, as an admin would: the write check applies. */
  const put = (key: string, value: string) =>
    injectAs(site.app, admin, "PUT", `/api/admin/settings/${encodeURIComponent(key)}`, { value });
  /** Straight into the database (an import, psql): only the request-time guard stands. */
  const store = async (key: string, value: string) => {
    await db()
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  };
  const page = (url: string) =>
    site.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
  const postReport = () =>
    site.app.inject({
      method: "POST",
      url: "/public_api/client_errors",
      payload: report,
      remoteAddress: "203.0.113.9",
    });
  /** Settings are read from the server's cache, dropped on the write's notification. */
  const settled = () => new Promise((resolve) => setTimeout(resolve, 150));

  it("refuses, with 422 naming the field and the rule, every outbound URL setting pointed at 127.0.0.1", async () => {
    const url = `${counting.origin}/in`;
    const cases: [string, string, string][] = [
      ["performance.error_reporting_url", url, ""],
      ["performance.error_reporting_url@en", url, ""],
      ["forms.email_verification_url", url, ""],
      ["currency_exchange.api_url", url, ""],
      ["mena.offers_api_url", url, ""],
      [
        "naas_navigation.configuration",
        JSON.stringify({ url: { origin: counting.origin } }),
        "/url/origin",
      ],
      [
        "dynamic_content.reffine_sl__config",
        JSON.stringify({ api_base_url: url, lists_to_check: [] }),
        "/api_base_url",
      ],
      ["dynamic_content.mena_external_sl__config", JSON.stringify({ api_key: url }), "/api_key"],
    ];
    for (const [key, value, pointer] of cases) {
      const res = await put(key, value);
      expect(res.statusCode, `${key}: ${res.body}`).toBe(422);
      const body = res.json() as { details: { pointer: string; rule: string; message: string }[] };
      expect(body.details[0], key).toMatchObject({ pointer, rule: "public-address" });
      expect(body.details[0]?.message).toMatch(/127\.0\.0\.1 is a loopback address/);
      expect(body.details[0]?.message).toContain("security.egress_allowed_hosts");
    }
    for (const written of loopbackForms(counting.port)) {
      const res = await put("performance.error_reporting_url", written);
      expect(res.statusCode, `${written}: ${res.body}`).toBe(422);
      expect(res.body, written).toMatch(/loopback address/);
    }
    // The forms service's own settings route writes through the same check.
    const viaForms = await injectAs(site.app, admin, "POST", "/settings", {
      data: { type: "setting", attributes: { key: "forms.email_verification_url", value: url } },
    });
    expect(viaForms.statusCode, viaForms.body).toBe(422);
    // Site-relative and public URLs are written as before; the allow-list's entries must read.
    expect((await put("mena.offers_api_url", "/public_api/offers")).statusCode).toBe(200);
    expect((await put("currency_exchange.api_url", "https://93.184.215.14/rates")).statusCode).toBe(
      200,
    );
    const badList = await put("security.egress_allowed_hosts", "10.0.0.0/99");
    expect(badList.statusCode).toBe(422);
    expect(badList.json().details[0]).toMatchObject({ rule: "allow-list" });
    expect(counting.hits).toEqual([]);
    await put("currency_exchange.api_url", "");
  });

  it("makes no request to 127.0.0.1 for any setting stored past the write check", async () => {
    const url = counting.origin;
    await store("performance.error_reporting_api_key", "pk_test.1234");
    await store("performance.error_reporting_url", `${url}/ingest`);
    await store("naas_navigation.configuration", JSON.stringify({ url: { origin: url } }));
    await store("currency_exchange.api_url", `${url}/rate`);
    await store("currency_exchange.response_key", "data.rate");
    await store("dynamic_content.enabled_strategies", "reffine_sl, mena_external_sl");
    await store(
      "dynamic_content.reffine_sl__config",
      JSON.stringify({ api_base_url: url, lists_to_check: [{ name: "c", uuid: "a-1" }] }),
    );
    await store(
      "dynamic_content.mena_external_sl__config",
      JSON.stringify({ api_key: `${url}/sl` }),
    );
    // Called by visitors' browsers, never by the server: pointed here, nothing arrives either.
    await store("stock_locator.endpoint_dealers", `${url}/dealers`);
    await store("stock_locator.endpoint_trade_in", `${url}/trade-in`);
    await store("general.maps_key", "a-maps-key");
    await store("forms.email_verification_url", `${url}/verify`);
    await settled();

    // An anonymous visitor's script error report.
    expect((await postReport()).statusCode).toBe(204);
    // Page views: the external navigation, dynamic content, the exchange rate, the stock pages.
    for (const path of ["/ar/", "/ar/stock", "/ar/models/defender"])
      expect((await page(path)).statusCode, path).toBe(200);
    // A lead on a form whose e-mail field is verified.
    const form = await injectAs(site.app, admin, "POST", "/forms", {
      data: {
        type: "form",
        attributes: {
          name: "تحقق",
          lang: "ar",
          layout: "double_column",
          fields: [
            { name: "email", type: "text", format: "email", label: "البريد", verify_email: true },
          ],
        },
      },
    });
    expect(form.statusCode, form.body).toBe(201);
    const formId = (form.json() as { data: { id: string } }).data.id;
    const lead = await site.app.inject({
      method: "POST",
      url: `/forms/${formId}/leads`,
      payload: { data: { type: "lead", attributes: { values: { email: "sara@example.com" } } } },
    });
    // The service cannot be reached: the address is assumed valid, the lead is kept.
    expect(lead.statusCode, lead.body).toBe(201);
    expect(counting.hits).toEqual([]);

    // Allow-listed, the same calls reach it (a fresh navigation request: failures are kept 30 s).
    await store("security.egress_allowed_hosts", `127.0.0.1:${counting.port}`);
    await store(
      "naas_navigation.configuration",
      JSON.stringify({ url: { origin: url }, locale: "en_GB" }),
    );
    await store("currency_exchange.api_url", `${url}/rate-allowed`);
    await settled();
    expect((await postReport()).statusCode).toBe(204);
    expect((await page("/ar/")).statusCode).toBe(200);
    const second = await site.app.inject({
      method: "POST",
      url: `/forms/${formId}/leads`,
      payload: { data: { type: "lead", attributes: { values: { email: "amal@example.com" } } } },
    });
    expect(second.statusCode, second.body).toBe(201);
    const asked = counting.hits.map((h) => h.url);
    expect(asked).toContain("/ingest");
    expect(asked).toContain("/rate-allowed");
    expect(asked).toContain("/verify");
    expect(asked.some((u) => u.startsWith("/naas/nav.locale=en_GB"))).toBe(true);
    expect(counting.hits.find((h) => h.url === "/ingest")?.authorization).toBe(
      "Bearer pk_test.1234",
    );
    expect(asked.some((u) => /dealers|trade-in/.test(u))).toBe(false);
    await store("performance.error_reporting_api_key", "");
    await store("naas_navigation.configuration", "");
    await store("currency_exchange.api_url", "");
    await store("dynamic_content.enabled_strategies", "");
    await store("forms.email_verification_url", "");
  });

  it("re-checks a redirect: an allow-listed service cannot send the server to 127.0.0.1", async () => {
    await store("security.egress_allowed_hosts", `127.0.0.1:${relay.port}`);
    await store("performance.error_reporting_api_key", "pk_test.1234");
    await store("performance.error_reporting_url", `${relay.origin}/ingest`);
    await settled();
    expect((await postReport()).statusCode).toBe(204);
    expect(relay.hits.map((h) => h.url)).toEqual(["/ingest"]);
    expect(counting.hits).toEqual([]);
    // The relay's target allowed too, the redirect is followed, without the key (another origin).
    await store(
      "security.egress_allowed_hosts",
      `127.0.0.1:${relay.port}, 127.0.0.1:${counting.port}`,
    );
    await settled();
    expect((await postReport()).statusCode).toBe(204);
    expect(counting.hits.map((h) => [h.method, h.url, h.authorization])).toEqual([
      ["GET", "/stolen/ingest", ""],
    ]);
    await store("performance.error_reporting_api_key", "");
  });

  it("refuses webhook targets on 127.0.0.1 written any way, when stored and when delivered", async () => {
    const form = await injectAs(site.app, admin, "POST", "/forms", {
      data: {
        type: "form",
        attributes: {
          name: "ويب هوك",
          lang: "ar",
          layout: "double_column",
          fields: [{ name: "email", type: "text", format: "email", label: "البريد" }],
        },
      },
    });
    expect(form.statusCode, form.body).toBe(201);
    const formId = (form.json() as { data: { id: string } }).data.id;
    for (const url of loopbackForms(counting.port)) {
      const stored = await injectAs(site.app, admin, "PUT", `/forms/${formId}/integrations`, {
        data: {
          type: "integration",
          attributes: { config: { targets: [{ id: "hook", kind: "webhook", url }] } },
        },
      });
      expect(stored.statusCode, `${url}: ${stored.body}`).toBe(422);
      expect(stored.json().details[0], url).toMatchObject({
        pointer: "/data/attributes/config/targets/0/url",
        rule: "private_address",
      });
      const delivery = postWebhook({
        url,
        outboxId: "row-1",
        body: { lead: 1 },
        secret: "",
        allowPrivate: false,
        log: () => {},
      });
      await expect(delivery, url).rejects.toThrow(WebhookRefusedError);
      await expect(delivery, url).rejects.toThrow(/loopback address/);
    }
    // A target that redirects to 127.0.0.1 is not followed: a 3xx is a failed delivery.
    await expect(
      postWebhook({
        url: `${relay.origin}/hook`,
        outboxId: "row-2",
        body: {},
        secret: "",
        allowPrivate: false,
        allowList: `127.0.0.1:${relay.port}`,
      }),
    ).rejects.toThrow(/HTTP 302/);
    expect(counting.hits).toEqual([]);
    // Allow-listed (or with forms.allow_private_webhooks), the same delivery arrives.
    await postWebhook({
      url: `http://localhost:${counting.port}/hook`,
      outboxId: "row-3",
      body: {},
      secret: "",
      allowPrivate: false,
      allowList: `localhost:${counting.port}`,
    });
    await postWebhook({
      url: `${counting.origin}/hook-private`,
      outboxId: "row-4",
      body: {},
      secret: "",
      allowPrivate: true,
    });
    expect(counting.hits.map((h) => [h.method, h.url])).toEqual([
      ["POST", "/hook"],
      ["POST", "/hook-private"],
    ]);
    await store("security.egress_allowed_hosts", `127.0.0.1:${counting.port}`);
    const allowed = await injectAs(site.app, admin, "PUT", `/forms/${formId}/integrations`, {
      data: {
        type: "integration",
        attributes: {
          config: { targets: [{ id: "hook", kind: "webhook", url: `${counting.origin}/hook` }] },
        },
      },
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it("guards the CRM and the collection feed by default, and reaches them allow-listed", async () => {
    const crm = salesforceCrm({ db: db(), url: `${counting.origin}/servlet.WebToLead` });
    await expect(
      crm.deliver("row-1", {}, { id: "crm", org_id: "00D5g000000abcd" }),
    ).rejects.toThrow(/Salesforce could not be reached/);
    const feed = defaultCollectionFeed({ COLLECTION_FEED_URL: counting.origin });
    const query = { collection: "c", lang: "ar" as const, market: "", limit: 4, grouped: false };
    await expect(feed.items(query)).rejects.toThrow(EgressRefusedError);
    expect(counting.hits).toEqual([]);

    const allowed = egressFetcher({ allowed: () => "127.0.0.0/8", log: () => {} });
    await salesforceCrm({
      db: db(),
      url: `${counting.origin}/servlet.WebToLead`,
      fetch: allowed,
    }).deliver("row-1", {}, { id: "crm", org_id: "00D5g000000abcd" });
    await defaultCollectionFeed({ COLLECTION_FEED_URL: counting.origin }, allowed)
      .items(query)
      .catch(() => []);
    expect(counting.hits.map((h) => h.url)).toEqual([
      "/servlet.WebToLead",
      "/collections/c/items?lang=ar&market=&limit=4&grouped=false",
    ]);
  });
});
