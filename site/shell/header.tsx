import type { CSSProperties } from "react";
import type { LanguageLink } from "../../runtime/core/languages.ts";
import type { HeaderModel, NavNode } from "../../runtime/core/navigation.ts";
import { translator } from "../i18n/index.ts";
import { Icon } from "../ui/icon.tsx";
import { useSite } from "../ui/site-context.tsx";

interface HeaderProps {
  appName: string;
  skipLabel: string;
  /** The v2 navigation as a tree (runtime/core/navigation navTree). */
  nav?: readonly NavNode[];
  /** Variant, logo and favicon for this path; the built-in logo and the v2 menu when absent. */
  model?: HeaderModel;
  /** The language switch (shown with two languages or more). */
  languages?: readonly LanguageLink[];
}

/** Site-relative URLs gain the language base; others are used as given. */
export function shellHref(url: string, base: string): string {
  const root = base.replace(/\/$/, "");
  if (url.startsWith("/") && !url.startsWith("//"))
    return url === root || url.startsWith(`${root}/`) ? url : `${root}${url}`;
  return url;
}

/**
 * The built-in emblem: a green oval with a silver rim and a line of dunes under the sun. It holds
 * no letters, so the logo link's visible text is the site's name beside it, which its accessible
 * name ("<name>: home") begins with.
 */
function BuiltInLogo() {
  return (
    <svg
      className="site-header__emblem"
      viewBox="0 0 64 40"
      width="64"
      height="40"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="32" cy="20" rx="31" ry="19" fill="#c9ced3" />
      <ellipse cx="32" cy="20" rx="28.5" ry="16.5" fill="#0f4a2d" />
      <ellipse cx="32" cy="20" rx="25.5" ry="13.5" fill="none" stroke="#c9ced3" strokeWidth="0.8" />
      <path
        d="M11 25 L19 18 L25 22.5 L32 14 L40 23 L45 19.5 L53 25"
        fill="none"
        stroke="#f1f3f4"
        strokeWidth="2.4"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <circle cx="41" cy="12.5" r="2.4" fill="#e9c46a" />
    </svg>
  );
}

function NavLink({ node, className }: { node: NavNode; className: string }) {
  const { base } = useSite();
  return (
    <a
      className={className}
      href={shellHref(node.url, base)}
      lang={node.lang ?? undefined}
      target={node.target === "_blank" ? "_blank" : undefined}
      rel={node.target === "_blank" ? "noopener" : undefined}
    >
      {node.label}
    </a>
  );
}

/** A node's children as a list: links, and a third level as a nested list. */
function SubList({ node, depth }: { node: NavNode; depth: number }) {
  const t = translator(useSite().lang);
  return (
    <ul className={`site-nav__sub site-nav__sub--${depth}`}>
      {depth === 2 && node.url ? (
        <li>
          <NavLink
            node={{ ...node, label: t("nav.overview", { label: node.label }) }}
            className="site-nav__link site-nav__link--overview"
          />
        </li>
      ) : null}
      {node.children.map((child) => (
        <li key={child.id}>
          {child.url ? (
            <NavLink node={child} className="site-nav__link" />
          ) : (
            <span className="site-nav__heading" lang={child.lang ?? undefined}>
              {child.label}
            </span>
          )}
          {child.children.length > 0 ? <SubList node={child} depth={depth + 1} /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Desktop: a row of top entries; one with children is a button opening its panel (a popover:
 * click or Enter opens it, Escape or a click elsewhere closes it, no script).
 */
function DesktopMenu({ nav }: { nav: readonly NavNode[] }) {
  return (
    <ul className="site-nav__list">
      {nav.map((node) => {
        if (node.children.length === 0)
          return (
            <li key={node.id} className="site-nav__item">
              {node.url ? (
                <NavLink node={node} className="site-nav__top" />
              ) : (
                <span className="site-nav__top">{node.label}</span>
              )}
            </li>
          );
        const panel = `site-nav-panel-${node.id}`;
        const anchor = { anchorName: `--site-nav-${node.id}` } as CSSProperties;
        const anchored = { positionAnchor: `--site-nav-${node.id}` } as CSSProperties;
        return (
          <li key={node.id} className="site-nav__item">
            <button
              type="button"
              className="site-nav__top site-nav__toggle"
              popoverTarget={panel}
              style={anchor}
              lang={node.lang ?? undefined}
            >
              <span>{node.label}</span>
              <Icon name="chevron-down" className="site-nav__chevron" />
            </button>
            <div id={panel} popover="auto" className="site-nav__panel" style={anchored}>
              <SubList node={node} depth={2} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** Phones (and the light variant): a menu button opening a drawer; sub-levels are <details>. */
function Drawer({ nav, id }: { nav: readonly NavNode[]; id: string }) {
  const t = translator(useSite().lang);
  return (
    <>
      <button type="button" className="site-nav__menu-button" popoverTarget={id}>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.8" />
        </svg>
        <span>{t("nav.menu")}</span>
      </button>
      <div id={id} popover="auto" className="site-nav__drawer">
        <div className="site-nav__drawer-head">
          <button
            type="button"
            className="site-nav__close"
            popoverTarget={id}
            popoverTargetAction="hide"
            aria-label={t("nav.close")}
          >
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="1.8" />
            </svg>
          </button>
        </div>
        <ul className="site-nav__drawer-list">
          {nav.map((node) => (
            <li key={node.id}>
              {node.children.length === 0 ? (
                node.url ? (
                  <NavLink node={node} className="site-nav__drawer-link" />
                ) : (
                  <span className="site-nav__drawer-link">{node.label}</span>
                )
              ) : (
                <details className="site-nav__group">
                  <summary className="site-nav__drawer-link" lang={node.lang ?? undefined}>
                    {node.label}
                    <Icon name="chevron-down" className="site-nav__chevron" />
                  </summary>
                  <SubList node={node} depth={2} />
                </details>
              )}
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}

/**
 * The site header: skip link, the logo (by path from navigation.logo_settings, linking to its
 * homepage), and the navigation in its variant: v2 (a desktop row with dropdowns, a drawer on
 * phones), v1 (the same, when navigation.use_v2 makes the v1 navigation the site's: the spec
 * names its endpoint, not a look of its own), light (the drawer at every width), logo-only (EV
 * pre-order pages).
 * Without JavaScript it scrolls away with the page and the breadcrumbs under it stay at the top;
 * with the island script it comes back on scrolling up (site/islands/header-reveal.ts).
 */
/**
 * The language switch: a disclosure (works without JavaScript, keyboard and screen readers
 * included) listing each offered language in its own name, the current one marked. Its links
 * were built on the server with the query less the dropped parameters (a cached page has none
 * but those, see runtime/cache/html-cache.ts).
 */
export function LanguageSwitch({ links }: { links: readonly LanguageLink[] }) {
  const { lang } = useSite();
  const t = translator(lang);
  const current = links.find((l) => l.isCurrent);
  return (
    <details className="lang-switch">
      {/* Named by what it shows (the current language, for voice control), then what it does. */}
      <summary className="lang-switch__button">
        <svg aria-hidden="true" viewBox="0 0 24 24" width="18" height="18" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.93 6h-2.95a15.65 15.65 0 0 0-1.38-3.56A8.03 8.03 0 0 1 18.93 8ZM12 4.04c.83 1.2 1.48 2.53 1.91 3.96h-3.82c.43-1.43 1.08-2.76 1.91-3.96ZM4.26 14a8.2 8.2 0 0 1 0-4h3.38a16.5 16.5 0 0 0 0 4H4.26Zm.81 2h2.95c.32 1.25.78 2.45 1.38 3.56A7.99 7.99 0 0 1 5.07 16Zm2.95-8H5.07a7.99 7.99 0 0 1 4.33-3.56A15.65 15.65 0 0 0 8.02 8ZM12 19.96A14.1 14.1 0 0 1 10.09 16h3.82A14.1 14.1 0 0 1 12 19.96ZM14.34 14H9.66a14.7 14.7 0 0 1 0-4h4.68a14.7 14.7 0 0 1 0 4Zm.25 5.56c.6-1.11 1.06-2.31 1.38-3.56h2.95a8.03 8.03 0 0 1-4.33 3.56ZM16.36 14a16.5 16.5 0 0 0 0-4h3.38a8.2 8.2 0 0 1 0 4h-3.38Z"
          />
        </svg>
        <span lang={current?.tag}>{current?.name}</span>
        <span className="visually-hidden"> {t("languageSwitch.label")}</span>
      </summary>
      <ul className="lang-switch__list">
        {links.map((link) => (
          <li key={link.url}>
            <a
              className="lang-switch__link"
              href={link.href}
              lang={link.tag}
              hrefLang={link.tag}
              aria-current={link.isCurrent ? "true" : undefined}
            >
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

export function Header({ appName, skipLabel, nav = [], model, languages = [] }: HeaderProps) {
  const { base, lang } = useSite();
  const t = translator(lang);
  const variant = model?.variant ?? "v2";
  const hasMenu = variant !== "logo-only" && nav.length > 0;
  const home = model?.homepage ? shellHref(model.homepage, base) : base;
  return (
    <header className={`site-header site-header--${variant}`} id="top">
      {/* A brand's favicon (React hoists the link into <head>); favicon.ico is the document's own. */}
      {model && model.favicon !== "/favicon.ico" ? <link rel="icon" href={model.favicon} /> : null}
      <a className="skip-link" href="#main">
        {skipLabel}
      </a>
      <a
        className="site-header__logo"
        href={home}
        aria-label={t("nav.logoHome", { name: appName })}
        target={model?.logoTarget === "_blank" ? "_blank" : undefined}
        rel={model?.logoTarget === "_blank" ? "noopener" : undefined}
      >
        {model?.logo ? (
          <img src={model.logo} alt="" width="120" height="40" className="site-header__img" />
        ) : (
          <BuiltInLogo />
        )}
        <span className="site-header__name">{appName}</span>
      </a>
      {hasMenu ? (
        <nav className="site-nav" aria-label={t("mainNavigation")}>
          {variant === "v2" || variant === "v1" ? <DesktopMenu nav={nav} /> : null}
          <Drawer nav={nav} id="site-nav-drawer" />
        </nav>
      ) : null}
      {languages.length > 1 ? <LanguageSwitch links={languages} /> : null}
    </header>
  );
}
