import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Link } from "../../generated/types.ts";
import { settingsDefaults } from "../../generated/validate.ts";
import {
  applyPassThrough,
  type PassThroughAnchor,
  predefinedLinkFor,
} from "../../runtime/core/predefined-links.ts";
import { mergeSettings } from "../../runtime/core/settings.ts";
import { Cta, CtaList } from "../../site/ui/cta.tsx";
import { PageContentContext, pageContent } from "../../site/ui/page-content.tsx";
import { defaultSiteContext, SiteContext } from "../../site/ui/site-context.tsx";

const links = [{ alias: "test_drive", url: "/{lang}/test-drive?from=cta" }];
const settings = (passThrough = "utm_source, gclid") =>
  mergeSettings(settingsDefaults, [
    { key: "predefined_links", value: JSON.stringify(links) },
    { key: "predefined_links.pass_through_params", value: passThrough },
    { key: "dynamic_content.enabled_strategies", value: "url_brands" },
  ]);
const link = (patch: Partial<Link>): Link => ({
  link_text: "تجربة قيادة",
  url: "test_drive",
  type: "internal",
  target: "_self",
  rdx_forms_form_id: "",
  hidden_fields: {},
  icon: "",
  theme: "",
  ui_type: "primary",
  size: "medium",
  form_layout: "",
  ...patch,
});

function render(node: React.ReactNode, lang = "ar", passThrough?: string): string {
  return renderToStaticMarkup(
    <SiteContext.Provider value={{ ...defaultSiteContext, lang, base: `/${lang}/` }}>
      <PageContentContext.Provider
        value={pageContent({
          settings: settings(passThrough),
          lang,
          dc: {
            url_brands: "velar",
            mena_external_sl: null,
            mena_offers: null,
            reffine_sl: null,
          },
          log: () => {},
        })}
      >
        {node}
      </PageContentContext.Provider>
    </SiteContext.Provider>,
  );
}

/** A stand-in anchor: its attributes in a map. */
function anchor(
  attributes: Record<string, string>,
): PassThroughAnchor & { attrs: Map<string, string> } {
  const attrs = new Map(Object.entries(attributes));
  return {
    attrs,
    getAttribute: (name) => attrs.get(name) ?? null,
    setAttribute: (name, value) => void attrs.set(name, value),
  };
}

describe("predefined links in the site", () => {
  it("a link names a predefined link by its alias, exactly (trimmed)", () => {
    expect(predefinedLinkFor(" test_drive ", links)?.url).toBe("/{lang}/test-drive?from=cta");
    expect(predefinedLinkFor("test_drive/x", links)).toBeUndefined();
    expect(predefinedLinkFor("", links)).toBeUndefined();
  });

  it("a CTA naming an alias goes to its URL with {lang}, marked with the pass-through names", () => {
    const html = render(<Cta link={link({})} />, "en");
    expect(html).toContain('href="/en/test-drive?from=cta"');
    expect(html).toContain('data-pass-through="utm_source,gclid"');
    // No pass-through parameters configured: no mark, so the browser has nothing to do.
    expect(render(<Cta link={link({})} />, "ar", "")).not.toContain("data-pass-through");
    // Any other URL is the link's own.
    expect(render(<Cta link={link({ url: "/offers" })} />)).toContain('href="/ar/offers"');
  });

  it("the browser copies the configured parameters of the current URL onto marked links only", () => {
    const marked = anchor({
      href: "/ar/test-drive?from=cta",
      "data-pass-through": "utm_source,gclid",
    });
    const kept = anchor({ href: "/x?utm_source=own", "data-pass-through": "utm_source" });
    const root = {
      querySelectorAll: (selector: string) =>
        selector === "a[data-pass-through]" ? [marked, kept] : [],
    };
    expect(applyPassThrough(root, "https://site.test/ar/?utm_source=mail&gclid=g&other=1")).toBe(1);
    expect(marked.attrs.get("href")).toBe("/ar/test-drive?from=cta&utm_source=mail&gclid=g");
    // A parameter the link has already is kept as it is.
    expect(kept.attrs.get("href")).toBe("/x?utm_source=own");
    // Nothing to copy: nothing changes.
    expect(applyPassThrough(root, "https://site.test/ar/")).toBe(0);
  });
});

describe("dynamic content on links", () => {
  it("a link whose strategy refuses it is not shown (a link has no fallback); one it accepts is", () => {
    const refused = link({ url: "/a", dc_strategy: { key: "url_brands", value: "defender" } });
    const accepted = link({ url: "/b", dc_strategy: { key: "url_brands", value: "velar" } });
    expect(render(<Cta link={refused} />)).toBe("");
    expect(render(<Cta link={accepted} />)).toContain('href="/ar/b"');
    expect(render(<CtaList links={[refused]} />)).toBe("");
    // A strategy read from a link_custom_config JSON counts the same.
    const custom = {
      ...link({ url: "/c" }),
      link_custom_config: JSON.stringify({ dc_strategy: { key: "url_brands", value: "defender" } }),
    };
    expect(render(<Cta link={custom} />)).toBe("");
  });
});
