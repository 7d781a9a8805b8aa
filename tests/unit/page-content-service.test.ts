import { describe, expect, it } from "vitest";
import { settingsDefaults } from "../../generated/validate.ts";
import { localDynamicContentSource } from "../../runtime/adapters/dynamic-content.ts";
import { mergeSettings } from "../../runtime/core/settings.ts";
import { pageContentService } from "../../runtime/features/pages/page-content.ts";

const settings = (values: Record<string, string>) =>
  mergeSettings(
    settingsDefaults,
    Object.entries(values).map(([key, value]) => ({ key, value })),
  );
const external = "https://stock.test/list";
const withExternal = settings({
  "dynamic_content.enabled_strategies": "mena_external_sl, url_brands",
  "dynamic_content.mena_external_sl__config": JSON.stringify({ api_key: external }),
});

describe("the server's page content (dynamic-content data and the exchange rate)", () => {
  it("fetches each enabled strategy once per process; url_brands comes from each page's path", async () => {
    const source = localDynamicContentSource({
      [external]: { status: 200, body: [{ "Range Rover Sport": 1, defender_110: 2 }] },
    });
    const service = pageContentService({ source, log: () => {} });
    // Two pages rendered at once share the fetch in flight: neither renders undecided.
    const [a, b] = await Promise.all([
      service.load(withExternal, "/ar/models/velar"),
      service.load(withExternal, "/ar/"),
    ]);
    expect(a.dc.mena_external_sl).toContain("range_rover_sport");
    expect(a.dc.mena_external_sl).toContain("defender");
    expect(b.dc.mena_external_sl).toEqual(a.dc.mena_external_sl);
    expect([a.dc.url_brands, b.dc.url_brands]).toEqual(["velar", "defender"]);
    await service.load(withExternal, "/ar/offers");
    expect(source.requests).toEqual([external]);
    // Not enabled: no values (the content shows).
    expect(a.dc.reffine_sl).toBeNull();
  });

  it("a failed fetch is not retried until the configuration changes", async () => {
    const source = localDynamicContentSource({});
    const service = pageContentService({ source, log: () => {} });
    expect((await service.load(withExternal, "/ar/")).dc.mena_external_sl).toBeNull();
    await service.load(withExternal, "/ar/x");
    expect(source.requests).toHaveLength(1);
    const other = settings({
      "dynamic_content.enabled_strategies": "mena_external_sl",
      "dynamic_content.mena_external_sl__config": JSON.stringify({ api_key: `${external}?v=2` }),
    });
    await service.load(other, "/ar/");
    expect(source.requests).toEqual([external, `${external}?v=2`]);
  });

  it("reads the rate once from the service at api_url, or the local fixed rate, or none", async () => {
    let calls = 0;
    const fetchRate: typeof fetch = async () => {
      calls++;
      return new Response(JSON.stringify({ data: { rate: "3.5" } }), { status: 200 });
    };
    const service = pageContentService({ fetch: fetchRate, log: () => {} });
    expect((await service.load(settings({}), "/ar/")).exchangeRate).toBeNull();
    const local = settings({ "currency_exchange.fixed_rate": "3.6725" });
    expect((await service.load(local, "/ar/")).exchangeRate).toBe(3.6725);
    const remote = settings({
      "currency_exchange.api_url": "https://rates.test/currency-exchange",
      "currency_exchange.response_key": "data.rate",
    });
    expect((await service.load(remote, "/ar/")).exchangeRate).toBe(3.5);
    expect((await service.load(remote, "/ar/a")).exchangeRate).toBe(3.5);
    expect(calls).toBe(1);
  });
});
