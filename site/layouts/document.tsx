import type { ReactNode } from "react";
import { ANALYTICS_CONTEXT_ELEMENT_ID } from "../../runtime/core/analytics.ts";
import { type ExtraMetaTag, ogLocale, type PageMeta } from "../../runtime/core/page-meta.ts";
import type { SiteContextValue } from "../ui/site-context.tsx";

interface DocumentProps {
  site: SiteContextValue;
  meta: PageMeta;
  stylesheet: string;
  /** The client entry, only when the page has islands to hydrate. */
  islandScript: string | null;
  /** Written last in <head>, after the site's own stylesheet and scripts (the metaheads). */
  headEnd?: ReactNode;
  /**
   * The loading bar's small entry (site/islands/loading-bar.ts), on every page that has it built:
   * an async module, so it never delays the first paint.
   */
  loadingBarScript?: string | null;
  /** The `meta` setting's tags, after the page's own (runtime/core/page-meta.ts, extraMetaTags). */
  extraMeta?: readonly ExtraMetaTag[];
  /**
   * The analytics context the server knows, as script-safe JSON, and the analytics island that
   * completes and pushes it (site/islands/analytics.ts; null when the client was not built).
   */
  analytics?: { context: string; script: string | null } | null;
  /** The page's language versions (hreflang), x-default included; none for a page alone. */
  alternates?: readonly { hreflang: string; href: string }[];
  /**
   * Scripts the settings switch on (runtime/core/third-party.ts): the error-reporting script
   * (a module) and the owner portal's (classic, deferred).
   */
  scripts?: readonly { src: string; type: "module" | "classic" }[];
  /** The font set's class on <html> (runtime/core/languages.ts marketFontClass). */
  fontClass?: string | null;
  /**
   * Page meta tags on (default). Off (the showroom and order-online routes, 000 §2): the
   * document keeps its <title> and drops the description, robots, canonical, Open Graph and
   * Twitter tags and the `meta` setting's tags.
   */
  hasPageMeta?: boolean;
  children: ReactNode;
}

/**
 * Scrolls #component-N to the Nth block and other hashes to #rdx-{hash}, else #{hash} (a hash
 * that is not valid percent-encoding is left to the browser). The offset under the header and
 * breadcrumbs is the document's scroll padding (site/shell/in-page-anchors.css). Every
 * document's Content-Security-Policy lists the hash of this exact text (runtime/http).
 */
export const anchorScript = `(function(){function go(){var h;try{h=decodeURIComponent(location.hash.slice(1));}catch(e){return;}if(!h)return;var m=/^component-(\\d+)$/.exec(h);var el=m?document.getElementById('component-'+m[1]):(document.getElementById('rdx-'+h)||document.getElementById(h));if(el)el.scrollIntoView();}addEventListener('hashchange',go);if(document.readyState!=='loading')go();else addEventListener('DOMContentLoaded',go);})();`;

const favicon = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="16" fill="#0c121c"/><text x="16" y="21" font-size="12" text-anchor="middle" fill="#fff" font-family="sans-serif" font-weight="700">LR</text></svg>')}`;

/** The HTML document in the page's language and direction, meta tags from the page. */
export function Document({
  site,
  meta,
  stylesheet,
  islandScript,
  headEnd,
  loadingBarScript = null,
  extraMeta = [],
  analytics = null,
  alternates = [],
  scripts = [],
  fontClass = null,
  hasPageMeta = true,
  children,
}: DocumentProps) {
  return (
    <html lang={site.tag} dir={site.dir} className={fontClass ?? undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{meta.title}</title>
        {hasPageMeta ? (
          <PageMetaTags meta={meta} site={site} extraMeta={extraMeta} alternates={alternates} />
        ) : null}
        <meta name="theme-color" content="#0c121c" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <link rel="apple-touch-icon" href="/icons/icon-152.png" />
        <link rel="icon" href={favicon} />
        <link rel="stylesheet" href={stylesheet} />
        {/* No script is needed for the first paint: each is fetched at low priority, after the
            stylesheet and the first pictures. */}
        {islandScript ? (
          <script type="module" src={islandScript} async fetchPriority="low" />
        ) : null}
        {loadingBarScript ? (
          <script type="module" src={loadingBarScript} async fetchPriority="low" />
        ) : null}
        <script dangerouslySetInnerHTML={{ __html: anchorScript }} />
        {analytics ? (
          <script
            type="application/json"
            id={ANALYTICS_CONTEXT_ELEMENT_ID}
            dangerouslySetInnerHTML={{ __html: analytics.context }}
          />
        ) : null}
        {analytics?.script ? (
          <script type="module" src={analytics.script} async fetchPriority="low" />
        ) : null}
        {scripts.map((script) =>
          script.type === "module" ? (
            <script key={script.src} type="module" src={script.src} async />
          ) : (
            <script key={script.src} src={script.src} defer />
          ),
        )}
        {headEnd}
      </head>
      <body>{children}</body>
    </html>
  );
}

/** The page's meta tags: description, robots, canonical, alternates, Open Graph, the setting's. */
function PageMetaTags({
  meta,
  site,
  extraMeta,
  alternates,
}: {
  meta: PageMeta;
  site: SiteContextValue;
  extraMeta: readonly ExtraMetaTag[];
  alternates: readonly { hreflang: string; href: string }[];
}) {
  return (
    <>
      {meta.description ? <meta name="description" content={meta.description} /> : null}
      {meta.robots ? <meta name="robots" content={meta.robots} /> : null}
      <link rel="canonical" href={meta.canonical} />
      {alternates.map((link) => (
        <link key={link.hreflang} rel="alternate" hrefLang={link.hreflang} href={link.href} />
      ))}
      <meta property="og:type" content="website" />
      <meta property="og:title" content={meta.ogTitle} />
      {meta.description ? <meta property="og:description" content={meta.description} /> : null}
      <meta property="og:url" content={meta.canonical} />
      {meta.ogImage ? <meta property="og:image" content={meta.ogImage} /> : null}
      {meta.ogImage ? <meta name="twitter:card" content="summary_large_image" /> : null}
      {meta.siteName ? <meta property="og:site_name" content={meta.siteName} /> : null}
      <meta property="og:locale" content={ogLocale(site.lang)} />
      {extraMeta.map((tag, i) =>
        "name" in tag ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the setting's order, never reordered
          <meta key={i} name={tag.name} content={tag.content} />
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the setting's order, never reordered
          <meta key={i} property={tag.property} content={tag.content} />
        ),
      )}
    </>
  );
}
