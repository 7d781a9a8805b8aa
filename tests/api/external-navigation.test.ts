import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { pages, settings } from "../../runtime/db/tables/index.ts";
import { engines } from "../helpers/database.ts";
import { useDemoServer } from "../helpers/demo-server.ts";

/**
 * The navigation variants as a visitor's browser receives them: the external navigation service
 * (offline, from the site's own /naas/ route, and over HTTP through a stand-in fetch), its
 * failure falling back to the v2 navigation, the policy allowing exactly its origins, the
 * logo-only EV pre-order pages, the light variant and the favicon by path.
 */

const PUBLIC = "https://www.example.com";
const SERVICE = "https://nav.example.com";

/** What the stand-in service answers for the next requests, and what it was asked. */
const service = {
  status: 200,
  body: {} as unknown,
  asked: [] as string[],
};

const fakeFetch = (async (url: string | URL | Request) => {
  service.asked.push(String(url));
  return new Response(JSON.stringify(service.body), {
    status: service.status,
    headers: { "content-type": "application/json" },
  });
}) as typeof fetch;

describe.each(engines)("the navigation variants on %s", (engine) => {
  const site = useDemoServer(engine, { publicUrl: PUBLIC, externalNavigationFetch: fakeFetch });

  const setSetting = async (key: string, value: string) => {
    await site.database.db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });
  };
  const page = async (url: string) => {
    const reply = await site.app.inject({ method: "GET", url, headers: { accept: "text/html" } });
    return { html: reply.body, policy: String(reply.headers["content-security-policy"] ?? "") };
  };
  /** The page once the settings just written have reached the render (they do through NOTIFY). */
  const pageWhere = async (url: string, holds: (html: string) => boolean) => {
    let last = await page(url);
    for (let i = 0; i < 50 && !holds(last.html); i++) {
      await new Promise((r) => setTimeout(r, 50));
      last = await page(url);
    }
    return last;
  };

  afterEach(async () => {
    await site.database.db
      .delete(settings)
      .where(eq(settings.key, "naas_navigation.configuration"));
    service.status = 200;
    service.body = {};
    service.asked = [];
  });

  it("serves the offline service's answer at /naas/nav.locale=….json from the v2 entries", async () => {
    const reply = await site.app.inject({ method: "GET", url: "/naas/nav.locale=ar_AE.json" });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.cssLink).toBeNull();
    expect(body.javascriptLink).toBeNull();
    expect(body.html).toContain('<nav class="naas-nav" aria-label="التنقل الرئيسي"');
    expect(body.html).toContain('href="/ar/models/defender"');
    expect(body.html).toContain("{{retailer-name}}");
    const trimmed = await site.app.inject({
      method: "GET",
      url: "/naas/nav.locale=ar_AE.disablemenu.disableretailer.logo=defender.json",
    });
    expect(trimmed.json().html).not.toContain("naas-nav__list");
    expect(trimmed.json().html).toContain("DEFENDER");
    for (const bad of ["/naas/nav.json", "/naas/nav.locale=ar_AE.other.json", "/naas/x.json"])
      expect((await site.app.inject({ method: "GET", url: bad })).statusCode, bad).toBe(400);
  });

  it("shows the site's own service in the header when url.origin is its origin, retailer filled", async () => {
    await setSetting("naas_navigation.retailer_name", "الموزع <الأول>");
    await setSetting("naas_navigation.retailer_url", "https://retailer.example.com/?a=1&b=2");
    await setSetting(
      "naas_navigation.configuration",
      JSON.stringify({ url: { origin: PUBLIC }, disabledSelectors: ["logo"] }),
    );
    const { html, policy } = await pageWhere("/ar/offers/summer", (h) =>
      h.includes("site-header--external"),
    );
    expect(html).toContain(
      '<nav class="naas-nav" aria-label="التنقل الرئيسي" data-naas-locale="ar_AE">',
    );
    expect(html).toContain(
      '<a href="https://retailer.example.com/?a=1&amp;b=2">الموزع &lt;الأول&gt;</a>',
    );
    expect(html).not.toContain("site-nav__list");
    expect(html).not.toContain("naas-nav__logo");
    // The site's language switch stays beside the service's navigation.
    expect(html).toContain('class="lang-switch"');
    // Answered in process: nothing was asked over the network, nothing more is allowed.
    expect(service.asked).toEqual([]);
    expect(policy).toContain("style-src 'self' 'unsafe-inline';");
    expect(policy).toContain("connect-src 'self';");
  });

  it("shows an external service's HTML, CSS and JS, and allows exactly its origin", async () => {
    service.body = {
      html: '<nav class="jlr-nav" data-x="1"><a href="https://www.example.com/ar/">الرئيسية</a><a href="{{retailer-url}}">{{retailer-name}}</a><script>steal()</script><img src="x" onerror="steal()"></nav>',
      cssLink: `${SERVICE}/static/nav.css`,
      javascriptLink: `${SERVICE}/static/nav.js`,
    };
    await setSetting(
      "naas_navigation.configuration",
      JSON.stringify({
        url: { origin: SERVICE },
        locale: "ar_AE",
        disabledSelectors: ["search"],
        enabledSelectors: ["retailer"],
        logo: "landrover",
      }),
    );
    const { html, policy } = await pageWhere("/ar/offers/summer", (h) => h.includes("jlr-nav"));
    expect(service.asked[0]).toBe(
      `${SERVICE}/naas/nav.locale=ar_AE.disablesearch.enableretailer.logo=landrover.json`,
    );
    expect(html).toContain('<nav class="jlr-nav" data-x="1">');
    expect(html).toContain(`<link rel="stylesheet" href="${SERVICE}/static/nav.css"/>`);
    expect(html).toMatch(new RegExp(`<script src="${SERVICE}/static/nav.js" async="">`));
    expect(html).not.toContain("steal()");
    expect(policy).toMatch(new RegExp(`script-src [^;]*${SERVICE}`));
    expect(policy).toContain(`style-src 'self' 'unsafe-inline' ${SERVICE};`);
    expect(policy).toContain(`font-src 'self' data: ${SERVICE};`);
    expect(policy).toContain(`connect-src 'self' ${SERVICE};`);
    expect(policy).not.toMatch(/https:\/\/\*|'unsafe-eval'/);
  });

  it("drops links that are not https, this site or the service, and falls back to v2 when it fails", async () => {
    service.body = {
      html: '<nav class="other-nav">x</nav>',
      cssLink: "http://cdn.example.org/nav.css",
      javascriptLink: "data:text/javascript,alert(1)",
    };
    await setSetting(
      "naas_navigation.configuration",
      JSON.stringify({ url: { origin: "https://nav2.example.com" } }),
    );
    const dropped = await pageWhere("/ar/models/defender", (h) => h.includes("other-nav"));
    expect(dropped.html).not.toContain("cdn.example.org");
    expect(dropped.html).not.toContain("data:text/javascript");
    expect(dropped.policy).not.toContain("example.org");

    service.status = 503;
    await setSetting(
      "naas_navigation.configuration",
      JSON.stringify({ url: { origin: "https://nav3.example.com" } }),
    );
    const fallback = await pageWhere("/ar/models/defender", (h) => !h.includes("other-nav"));
    expect(fallback.html).toContain("site-header--v2");
    expect(fallback.html).toContain("site-nav__list");
    expect(fallback.policy).not.toContain("nav3.example.com");
  });

  it("keeps the logo alone on the EV pre-order pages, even with the external navigation", async () => {
    // The demo has the pre-order page; the programme's own page is added.
    await site.database.db
      .insert(pages)
      .values([
        { path: "range-rover-electric", title: "رينج روفر الكهربائية", blocks: [] },
        { path: "range-rover-electric/pre-order", title: "الطلب المسبق", blocks: [] },
      ])
      .onConflictDoNothing();
    await setSetting("naas_navigation.configuration", JSON.stringify({ url: { origin: PUBLIC } }));
    const preOrder = await pageWhere("/ar/range-rover-electric/pre-order", (h) =>
      h.includes("site-header"),
    );
    expect(preOrder.html).toContain("site-header--logo-only");
    expect(preOrder.html).not.toContain("naas-nav");
    expect(preOrder.html).not.toContain("site-nav__drawer");
    const programme = await pageWhere("/ar/range-rover-electric", (h) =>
      h.includes("site-header--external"),
    );
    expect(programme.html).toContain("naas-nav");
  });

  it("shows the light variant when navigation.light_variant is 'true'", async () => {
    await setSetting("navigation.light_variant", "true");
    const { html } = await pageWhere("/ar/models/defender", (h) =>
      h.includes("site-header--light"),
    );
    expect(html).toContain("site-nav__drawer");
    expect(html).not.toContain("site-nav__list");
    await setSetting("navigation.light_variant", "false");
  });

  it("chooses the logo and the favicon by path from navigation.logo_settings", async () => {
    await setSetting(
      "navigation.logo_settings",
      JSON.stringify([
        {
          matchingPath: "/models/defender",
          homepage: "/models/defender",
          logo: "https://img.example.com/defender.svg",
          type: "defender",
        },
      ]),
    );
    const defender = await pageWhere("/ar/models/defender", (h) =>
      h.includes("favicon-defender.ico"),
    );
    expect(defender.html).toContain('<link rel="icon" href="/favicon-defender.ico"/>');
    expect(defender.html).toContain('src="https://img.example.com/defender.svg"');
    const offers = await page("/ar/offers/summer");
    expect(offers.html).not.toContain("favicon-defender.ico");
    // An entry without its logo discards the whole list: the default favicon and logo again.
    await setSetting(
      "navigation.logo_settings",
      JSON.stringify([
        { matchingPath: "/models/defender", homepage: "/", logo: "/d.svg", type: "defender" },
        { matchingPath: "/offers", homepage: "/" },
      ]),
    );
    const discarded = await pageWhere(
      "/ar/models/defender",
      (h) => !h.includes("favicon-defender.ico"),
    );
    expect(discarded.html).not.toContain("/d.svg");
    await site.database.db.delete(settings).where(eq(settings.key, "navigation.logo_settings"));
  });
});
