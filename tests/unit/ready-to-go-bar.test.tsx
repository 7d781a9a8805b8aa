import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { settingsDefaults } from "../../generated/validate.ts";
import {
  enabledStrategies,
  initialDynamicContentState,
  strategyDataForPath,
} from "../../runtime/core/dynamic-content.ts";
import { prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import { mergeSettings } from "../../runtime/core/settings.ts";
import ReadyToGoBar from "../../site/blocks/ReadyToGoBar/index.tsx";
import { PageContentContext, pageContent } from "../../site/ui/page-content.tsx";
import { defaultSiteContext, SiteContext } from "../../site/ui/site-context.tsx";

const noLog = () => {};
const settings = (values: Record<string, string> = {}) =>
  mergeSettings(
    settingsDefaults,
    Object.entries(values).map(([key, value]) => ({ key, value })),
  );
const group = (n: number, extra: Record<string, unknown> = {}) => ({
  icon: "car",
  link: { link_text: `عنصر ${n}`, url: `/item-${n}`, type: "internal" },
  content: `نص ${n}`,
  ...extra,
});

/** The bar rendered as the page renders it, on `path`, in `lang`. */
function render(
  fields: Record<string, unknown>,
  groups: Record<string, unknown>[],
  options: { path?: string; lang?: string; values?: Record<string, string> } = {},
): string {
  const prepared = prepareBlock({ template: "lrdx-ready-to-go-bar", fields, groups }, 0);
  if (prepared.kind !== "block" || prepared.block.template !== "lrdx-ready-to-go-bar")
    throw new Error("invalid");
  const lang = options.lang ?? "ar";
  const map = settings(options.values);
  const dc = strategyDataForPath(
    initialDynamicContentState,
    options.path ?? "/ar/",
    enabledStrategies(map.get("dynamic_content.enabled_strategies")),
  );
  const html = renderToStaticMarkup(
    <SiteContext.Provider
      value={{ ...defaultSiteContext, lang, base: `/${lang}/`, dir: lang === "en" ? "ltr" : "rtl" }}
    >
      <PageContentContext.Provider value={pageContent({ settings: map, lang, dc, log: noLog })}>
        <ReadyToGoBar block={prepared.block} index={0} />
      </PageContentContext.Provider>
    </SiteContext.Provider>,
  );
  return html;
}

/** The labels of the links in a piece of HTML, in order. */
const labels = (html: string) =>
  [...html.matchAll(/<span class="cta__label">([^<]*)<\/span>/g)].map((m) => m[1]);
/** The row (every width) and the phone's 'Show more' part. */
const row = (html: string) => html.split("<details")[0] ?? "";
const more = (html: string) => html.split("<details")[1] ?? "";
const rowTexts = (html: string) => labels(row(html));
/** The first element with this class, as HTML (its opening tag and what follows). */
const tagOf = (html: string, className: string) =>
  new RegExp(`<[a-z]+ [^>]*class="[^"]*${className}[^"]*"[^>]*>`).exec(html)?.[0] ?? "";

describe("the Ready To Go Bar", () => {
  it("shows the first 4 of its 5 groups: icon, link and text", () => {
    const html = render(
      {},
      [1, 2, 3, 4, 5].map((n) => group(n)),
    );
    expect(rowTexts(html)).toEqual(["عنصر 1", "عنصر 2", "عنصر 3", "عنصر 4"]);
    expect(html).not.toContain("عنصر 5");
    expect(html).toMatch(
      /<div class="ready-to-go-bar__item"><svg[^>]*class="[^"]*ready-to-go-bar__icon/,
    );
    expect(html).toContain('<p class="ready-to-go-bar__content">نص 1</p>');
    expect(tagOf(html, "ready-to-go-bar__link")).toContain('href="/ar/item-1"');
    expect(tagOf(html, 'ready-to-go-bar"')).toContain('aria-label="الخطوات التالية"');
  });

  it("on phones shows 2 and a 'Show more' button (Arabic by default) holding the others", () => {
    const html = render(
      {},
      [1, 2, 3, 4].map((n) => group(n)),
    );
    // The row's 3rd and 4th are hidden on phones (CSS), and repeated inside the button.
    const entries = [...row(html).matchAll(/<li class="([^"]*)">/g)].map((m) => m[1]);
    expect(entries).toEqual([
      "ready-to-go-bar__entry",
      "ready-to-go-bar__entry",
      "ready-to-go-bar__entry ready-to-go-bar__entry--more",
      "ready-to-go-bar__entry ready-to-go-bar__entry--more",
    ]);
    expect(more(html)).toContain(
      '<summary class="ready-to-go-bar__more-button">عرض المزيد</summary>',
    );
    expect(labels(more(html))).toEqual(["عنصر 3", "عنصر 4"]);
    // Two items or fewer: no button.
    expect(render({}, [group(1), group(2)])).not.toContain("<details");
  });

  it("labels the button with mobile_button_label; the catalogue's 'Show more' reads in the page's language", () => {
    const groups = [1, 2, 3].map((n) => group(n));
    const label = (fields: Record<string, unknown>, lang = "ar") =>
      /<summary[^>]*>([^<]*)<\/summary>/.exec(render(fields, groups, { lang }))?.[1];
    expect(label({ mobile_button_label: "المزيد من الخطوات" })).toBe("المزيد من الخطوات");
    expect(label({ mobile_button_label: "Show more" })).toBe("عرض المزيد");
    expect(label({ mobile_button_label: "" }, "en")).toBe("Show more");
  });

  it("hide_block keeps it off the page", () => {
    expect(render({ hide_block: true }, [group(1)])).toBe("");
  });

  it("draws a group with isUsedAsButton as a primary button", () => {
    const html = render({}, [group(1, { isUsedAsButton: true }), group(2)]);
    const classes = [...html.matchAll(/<a class="([^"]*)"/g)].map((m) => m[1]);
    expect(classes).toEqual([
      "cta cta--primary cta--small ready-to-go-bar__link",
      "cta cta--tertiary cta--medium ready-to-go-bar__link",
    ]);
  });

  it("shows a group, its fallback (use_dc_fallback) or nothing as its link's strategy decides", () => {
    const strategy = { key: "url_brands", value: "defender" };
    const groups = [
      group(1, {
        link: { link_text: "كتيّب ديفندر", url: "/brochure", dc_strategy: strategy },
        use_dc_fallback: true,
        fallback_icon: "star",
        fallback_link: { link_text: "العروض", url: "/offers" },
        fallback_content: "عروض هذا الشهر",
      }),
      group(2, { link: { link_text: "ديفندر فقط", url: "/d", dc_strategy: strategy } }),
      group(3),
    ];
    const values = { "dynamic_content.enabled_strategies": "url_brands" };
    const onDefender = render({}, groups, { path: "/ar/models/defender", values });
    expect(rowTexts(onDefender)).toEqual(["كتيّب ديفندر", "ديفندر فقط", "عنصر 3"]);
    const elsewhere = render({}, groups, { path: "/ar/models/velar", values });
    expect(rowTexts(elsewhere)).toEqual(["العروض", "عنصر 3"]);
    expect(elsewhere).toContain("عروض هذا الشهر");
    expect(elsewhere).not.toContain("كتيّب ديفندر");
    // The strategy not enabled: its values are null, every group shows.
    expect(rowTexts(render({}, groups, { path: "/ar/models/velar" }))).toHaveLength(3);
  });

  it("resolves a predefined link in a group: {lang} on the server, pass-through names for the browser", () => {
    const html = render({}, [group(1, { link: { link_text: "تجربة", url: "test_drive" } })], {
      lang: "en",
      values: {
        predefined_links: JSON.stringify([{ alias: "test_drive", url: "/{lang}/test-drive" }]),
        "predefined_links.pass_through_params": "utm_source, gclid",
      },
    });
    const a = tagOf(html, "ready-to-go-bar__link");
    expect(a).toContain('href="/en/test-drive"');
    expect(a).toContain('data-pass-through="utm_source,gclid"');
  });
});
