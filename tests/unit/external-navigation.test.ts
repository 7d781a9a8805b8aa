import { describe, expect, it, vi } from "vitest";
import {
  cachedExternalNavigation,
  type ExternalNavigationService,
  externalNavigationLoader,
  httpExternalNavigation,
  NAAS_CACHE_MS,
  NAAS_FAILURE_MS,
} from "../../runtime/adapters/external-navigation.ts";
import {
  allowedNaasLink,
  externalNavigationHtml,
  externalNavigationOrigins,
  fillRetailerPlaceholders,
  localNaasAnswer,
  type NaasAnswer,
  naasConfiguration,
  naasFileName,
  naasLocale,
  naasRequest,
  naasRequestUrl,
  parseNaasFileName,
  readNaasAnswer,
  usesExternalNavigation,
} from "../../runtime/core/external-navigation.ts";
import { navTree } from "../../runtime/core/navigation.ts";

const settings = (entries: Record<string, string>) => new Map(Object.entries(entries));
const configured = (config: unknown) =>
  settings({ "naas_navigation.configuration": JSON.stringify(config) });

describe("naas_navigation.configuration", () => {
  it("is not configured without a url.origin: the v2 navigation then", () => {
    const log = vi.fn();
    expect(naasConfiguration(settings({}), log)).toBeNull();
    expect(naasConfiguration(configured({ locale: "ar_AE" }), log)).toBeNull();
    expect(
      naasConfiguration(configured({ url: { origin: "javascript:alert(1)" } }), log),
    ).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
    naasConfiguration(settings({ "naas_navigation.configuration": "{nope" }), log);
    expect(log).toHaveBeenLastCalledWith("Invalid JSON in naas_navigation.configuration");
  });

  it("reads the origin without its path, and the selectors and logo", () => {
    const config = naasConfiguration(
      configured({
        url: { origin: "https://nav.example.com/some/path" },
        disabledSelectors: ["search", 3, ""],
        enabledSelectors: ["retailer"],
        logo: "defender",
      }),
      () => {},
    );
    expect(config).toEqual({
      origin: "https://nav.example.com",
      locale: null,
      disabledSelectors: ["search"],
      enabledSelectors: ["retailer"],
      logo: "defender",
    });
  });

  it("asks for the configured locale, else the page language's, else en_GB", () => {
    expect(naasLocale({ locale: "fr_FR" }, "ar")).toBe("fr_FR");
    expect(naasLocale({ locale: { ar: "ar_SA" } }, "ar")).toBe("ar_SA");
    expect(naasLocale({ locale: { ar: "ar_SA" } }, "en")).toBe("en_GB");
    expect(naasLocale({ locale: null }, "ar")).toBe("ar_AE");
    expect(naasLocale({ locale: null }, "he")).toBe("he_IL");
    expect(naasLocale({ locale: null }, "de")).toBe("en_GB");
  });
});

describe("the request URL (000 §7)", () => {
  const base = {
    origin: "https://nav.example.com",
    locale: "en_GB",
    disabledSelectors: [],
    enabledSelectors: [],
    logo: null,
  };

  it("is {origin}/naas/nav.locale={locale}.json at its simplest", () => {
    expect(naasRequestUrl(base)).toBe("https://nav.example.com/naas/nav.locale=en_GB.json");
  });

  it("adds .disable{selector}, .enable{selector} and .logo={logo} in that order", () => {
    expect(
      naasRequestUrl({
        ...base,
        locale: "ar_AE",
        disabledSelectors: ["search", "retailer"],
        enabledSelectors: ["myaccount"],
        logo: "landrover",
      }),
    ).toBe(
      "https://nav.example.com/naas/nav.locale=ar_AE.disablesearch.disableretailer.enablemyaccount.logo=landrover.json",
    );
  });

  it("encodes selectors so none can add a part, a path or a query", () => {
    const url = naasRequestUrl({
      ...base,
      disabledSelectors: ["a.b", "../x?y#z", "ع"],
      logo: "x/.json",
    });
    expect(url).toBe(
      "https://nav.example.com/naas/nav.locale=en_GB.disablea%2Eb.disable%2E%2E%2Fx%3Fy%23z.disable%D8%B9.logo=x%2F%2Ejson.json",
    );
    const parsed = new URL(url);
    expect(parsed.search).toBe("");
    expect(parsed.pathname.split("/")).toHaveLength(3);
  });

  it("is read back by the site's own route, selectors decoded", () => {
    const request = {
      locale: "ar_AE",
      disabledSelectors: ["a.b", "retailer"],
      enabledSelectors: ["menu"],
      logo: "land.rover",
    };
    expect(parseNaasFileName(naasFileName(request))).toEqual(request);
    expect(parseNaasFileName("nav.locale=en_GB.json")).toMatchObject({ locale: "en_GB" });
    expect(parseNaasFileName("nav.locale=en_GB.other.json")).toBeNull();
    expect(parseNaasFileName("nav.locale=../x.json")).toBeNull();
    expect(parseNaasFileName("nav.locale=en_GB.disable%E0.json")).toBeNull();
  });
});

describe("the service's answer", () => {
  const origin = "https://nav.example.com";

  it("needs an html string; links are https, this site's paths or the service's own origin", () => {
    const log = vi.fn();
    expect(readNaasAnswer(null, { serviceOrigin: origin, log })).toBeNull();
    expect(readNaasAnswer({ html: 3 }, { serviceOrigin: origin, log })).toBeNull();
    expect(
      readNaasAnswer(
        {
          html: "<nav></nav>",
          cssLink: "https://cdn.example.com/nav.css",
          javascriptLink: "/nav.js",
        },
        { serviceOrigin: origin, log },
      ),
    ).toEqual({
      html: "<nav></nav>",
      cssLink: "https://cdn.example.com/nav.css",
      javascriptLink: "/nav.js",
    });
    log.mockClear();
    expect(
      readNaasAnswer(
        { html: "", cssLink: "http://cdn.example.com/nav.css", javascriptLink: "javascript:x" },
        { serviceOrigin: origin, log },
      ),
    ).toEqual({ html: "", cssLink: null, javascriptLink: null });
    expect(log).toHaveBeenCalledTimes(2);
    expect(allowedNaasLink("//evil.example/x.js", origin)).toBeNull();
    expect(allowedNaasLink("data:text/css,x", origin)).toBeNull();
    expect(allowedNaasLink("http://127.0.0.1:9/n.js", "http://127.0.0.1:9")).toBe(
      "http://127.0.0.1:9/n.js",
    );
  });

  it("fills {{retailer-name}} and {{retailer-url}}, escaped", () => {
    expect(
      fillRetailerPlaceholders('<a href="{{retailer-url}}">{{ retailer-name }}</a>', {
        name: 'الموزع <b>"أ"</b>',
        url: "https://r.example.com/?a=1&b=2",
      }),
    ).toBe(
      '<a href="https://r.example.com/?a=1&amp;b=2">الموزع &lt;b&gt;&quot;أ&quot;&lt;/b&gt;</a>',
    );
  });

  it("keeps a navigation's markup and drops scripts, styles, handlers and unsafe links", () => {
    const html = externalNavigationHtml(
      `<nav class="n" aria-label="x" data-menu="1"><ul><li><a href="/ar/x" onclick="steal()">x</a></li>
       <li><a href="javascript:alert(1)">bad</a></li><li><details><summary>m</summary></details></li></ul>
       <script>alert(1)</script><style>*{}</style><iframe src="https://x"></iframe>
       <img src="https://img.example.com/l.png" alt="logo" onerror="x()">
       <a href="{{retailer-url}}">{{retailer-name}}</a><button popovertarget="p" style="color:red">b</button></nav>`,
      { name: "", url: "" },
    );
    expect(html).toContain('<nav class="n" aria-label="x" data-menu="1">');
    expect(html).toContain('<a href="/ar/x">x</a>');
    expect(html).toContain("<details><summary>m</summary></details>");
    expect(html).toContain('<img src="https://img.example.com/l.png" alt="logo" />');
    expect(html).toContain('<button popovertarget="p">b</button>');
    expect(html).not.toMatch(/script|style|iframe|onclick|onerror|javascript:/);
    // The retailer link without a name is removed.
    expect(html).not.toContain('<a href="">');
  });

  it("lets the page allow exactly the links' origins", () => {
    expect(
      externalNavigationOrigins({
        cssLink: "https://cdn.example.com/a/nav.css",
        javascriptLink: "/static/nav.js",
      }),
    ).toEqual({ scriptOrigins: [], styleOrigins: ["https://cdn.example.com"] });
  });

  it("is shown on every page but the logo-only ones", () => {
    const nav = { html: "", cssLink: null, javascriptLink: null, origin, expiresAt: 0 };
    expect(usesExternalNavigation("v2", nav)).toBe(true);
    expect(usesExternalNavigation("light", nav)).toBe(true);
    expect(usesExternalNavigation("logo-only", nav)).toBe(false);
    expect(usesExternalNavigation("v2", null)).toBe(false);
  });
});

describe("the offline service", () => {
  const tree = navTree([
    {
      id: 1,
      parent_id: null,
      position: 1,
      label: "الطرازات",
      url: "",
      target: "_self",
      lang: null,
    },
    {
      id: 2,
      parent_id: 1,
      position: 1,
      label: "ديفندر",
      url: "/models/defender",
      target: "_self",
      lang: null,
    },
    {
      id: 3,
      parent_id: null,
      position: 2,
      label: "<العروض>",
      url: "/offers",
      target: "_blank",
      lang: null,
    },
  ] as Parameters<typeof navTree>[0]);
  const request = { locale: "ar_AE", disabledSelectors: [], enabledSelectors: [], logo: null };

  it("answers the v2 entries as links under the language base, with the retailer placeholders", () => {
    const answer = localNaasAnswer(tree, request, { base: "/ar/", menuLabel: "التنقل الرئيسي" });
    expect(answer.cssLink).toBeNull();
    expect(answer.javascriptLink).toBeNull();
    expect(answer.html).toContain(
      '<a class="naas-nav__link" href="/ar/models/defender">ديفندر</a>',
    );
    expect(answer.html).toContain("<summary>الطرازات</summary>");
    expect(answer.html).toContain(
      'href="/ar/offers" target="_blank" rel="noopener">&lt;العروض&gt;</a>',
    );
    expect(answer.html).toContain("{{retailer-name}}");
    const shown = externalNavigationHtml(answer.html, {
      name: "الموزع",
      url: "https://r.example.com",
    });
    expect(shown).toContain('<a href="https://r.example.com">الموزع</a>');
  });

  it("leaves out the parts .disable names and writes the logo .logo names", () => {
    const answer = localNaasAnswer(
      tree,
      { ...request, disabledSelectors: ["menu", "retailer"], logo: "defender" },
      { base: "/ar/", menuLabel: "x" },
    );
    expect(answer.html).not.toContain("naas-nav__list");
    expect(answer.html).not.toContain("retailer");
    expect(answer.html).toContain(">DEFENDER</span>");
  });
});

describe("fetching and keeping answers", () => {
  const request = naasRequest(
    {
      origin: "https://nav.example.com",
      locale: null,
      disabledSelectors: [],
      enabledSelectors: [],
      logo: null,
    },
    "ar",
  );
  const answer: NaasAnswer = { html: "<nav>n</nav>", cssLink: null, javascriptLink: null };

  it("asks GET {origin}/naas/… over HTTP and refuses a failed or unusable answer", async () => {
    const fetchMock = vi.fn(async (url: string | URL | Request) => {
      expect(String(url)).toBe("https://nav.example.com/naas/nav.locale=ar_AE.json");
      return new Response(
        JSON.stringify({ html: "<nav>x</nav>", cssLink: "https://c.example.com/n.css" }),
      );
    });
    const http = httpExternalNavigation({ fetch: fetchMock as typeof fetch, log: () => {} });
    expect(await http.fetch(request)).toEqual({
      html: "<nav>x</nav>",
      cssLink: "https://c.example.com/n.css",
      javascriptLink: null,
    });
    const failing = httpExternalNavigation({
      fetch: (async () => new Response("no", { status: 503 })) as typeof fetch,
    });
    await expect(failing.fetch(request)).rejects.toThrow("503");
    const notNav = httpExternalNavigation({
      fetch: (async () => new Response(JSON.stringify({ nav: 1 }))) as typeof fetch,
      log: () => {},
    });
    await expect(notNav.fetch(request)).rejects.toThrow();
  });

  it("keeps an answer 5 minutes, a failure 30 seconds, and a stale answer through a failed refresh", async () => {
    let now = 1_000_000;
    let fails = false;
    const service: ExternalNavigationService = {
      kind: "http",
      fetch: vi.fn(async () => {
        if (fails) throw new Error("down");
        return answer;
      }),
    };
    const log = vi.fn();
    const cache = cachedExternalNavigation(service, { now: () => now, log });
    const [a, b] = await Promise.all([cache.read(request), cache.read(request)]);
    expect(a).toEqual({ answer, expiresAt: now + NAAS_CACHE_MS });
    expect(b).toEqual(a);
    expect(service.fetch).toHaveBeenCalledTimes(1);
    now += NAAS_CACHE_MS - 1;
    await cache.read(request);
    expect(service.fetch).toHaveBeenCalledTimes(1);
    now += 1;
    fails = true;
    const stale = await cache.read(request);
    expect(stale).toEqual({ answer, expiresAt: now + NAAS_FAILURE_MS });
    expect(log).toHaveBeenCalledWith(expect.stringContaining("Error fetching Naas Navigation"));
    expect(service.fetch).toHaveBeenCalledTimes(2);

    const fresh = cachedExternalNavigation(service, { now: () => now, log });
    expect((await fresh.read(request)).answer).toBeNull();
    await fresh.read(request);
    expect(service.fetch).toHaveBeenCalledTimes(3);
    now += NAAS_FAILURE_MS;
    fails = false;
    expect((await fresh.read(request)).answer).toEqual(answer);
  });

  it("answers from the local service when url.origin is the site's own, sanitised and filled", async () => {
    const local: ExternalNavigationService = {
      kind: "local",
      fetch: async () => ({
        html: '<nav><a href="{{retailer-url}}">{{retailer-name}}</a><script>x</script></nav>',
        cssLink: null,
        javascriptLink: null,
      }),
    };
    const http: ExternalNavigationService = {
      kind: "http",
      fetch: async () => {
        throw new Error("not asked");
      },
    };
    const loader = externalNavigationLoader({
      local,
      http,
      siteOrigin: () => "https://www.example.com",
      now: () => 0,
      log: () => {},
    });
    const map = settings({
      "naas_navigation.configuration": JSON.stringify({
        url: { origin: "https://www.example.com" },
      }),
      "naas_navigation.retailer_name": "الموزع",
      "naas_navigation.retailer_url": "https://r.example.com",
    });
    expect(await loader.load(map, "ar")).toEqual({
      html: '<nav><a href="https://r.example.com">الموزع</a></nav>',
      cssLink: null,
      javascriptLink: null,
      origin: "https://www.example.com",
      expiresAt: NAAS_CACHE_MS,
    });
    expect(await loader.load(settings({}), "ar")).toBeNull();
    const other = settings({
      "naas_navigation.configuration": JSON.stringify({
        url: { origin: "https://nav.example.com" },
      }),
    });
    expect(await loader.load(other, "ar")).toBeNull();
  });
});
