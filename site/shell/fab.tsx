import type { FabItem, FabState } from "../../runtime/core/fab.ts";
import { translator } from "../i18n/index.ts";
import { Icon, isIconName } from "../ui/icon.tsx";
import { usePageContent } from "../ui/page-content.tsx";
import { useSite } from "../ui/site-context.tsx";
import { shellHref } from "./header.tsx";

function FabLinkItem({ item, index, state }: { item: FabItem; index: number; state: FabState }) {
  const { base } = useSite();
  const { link, icon } = item;
  // Items past the phone count are hidden on phones, past the desktop count everywhere.
  const className = `site-fab__item${index >= state.mobileItems ? " site-fab__item--wide" : ""}`;
  // A url naming a predefined link goes where that link goes (site/ui/page-content.tsx).
  const predefined = usePageContent().predefined(link.type === "form" ? "" : link.url);
  const href =
    link.type === "form"
      ? `#form-${encodeURIComponent(link.url)}`
      : (predefined?.href ?? shellHref(link.url, base));
  return (
    <li className={className}>
      <a
        className="site-fab__link"
        href={href}
        target={link.target === "_blank" ? "_blank" : undefined}
        rel={link.target === "_blank" ? "noopener" : undefined}
        {...predefined?.attributes}
      >
        {isIconName(icon) ? <Icon name={icon} className="site-fab__icon" /> : null}
        <span className="site-fab__text">{link.link_text}</span>
      </a>
    </li>
  );
}

/**
 * The mark, first in the page, that the desktop rail's column is taken (site/shell/fab.css): the
 * rail itself comes last in the document, so a first paint made before the parser reached it
 * would draw the page full width and then move it sideways. Nothing for quick links or no FAB.
 */
export function FabRailMark({ state }: { state: FabState }) {
  if (state.isfabDisabled || state.isQuickLinks) return null;
  const classes = `site-fab-rail${state.areQuickLinksReversed ? " site-fab-rail--reversed" : ""}`;
  return <div className={classes} hidden />;
}

/**
 * The global floating action button: at most 4 items on desktop and 3 on phones; with quick
 * links, an expand button (a <details>, no script) opens them; reversed puts it on the other
 * side. Nothing when disabled (no items, or a page navigation.disabled_on_pages lists). On a page
 * with a Ready To Go Bar the items are the bar's (runtime/core/fab.ts fabState).
 */
export function Fab({ state }: { state: FabState }) {
  const { lang } = useSite();
  if (state.isfabDisabled) return null;
  const t = translator(lang);
  const items = state.items.slice(0, state.desktopItems);
  const classes = [
    "site-fab",
    state.isSecondary ? "site-fab--secondary" : "",
    state.areQuickLinksReversed ? "site-fab--reversed" : "",
    state.isQuickLinks ? "site-fab--quick-links" : "",
  ]
    .filter(Boolean)
    .join(" ");
  const list = (
    <ul className="site-fab__list">
      {items.map((item, i) => (
        <FabLinkItem
          key={`${item.link.url}|${item.link.link_text}`}
          item={item}
          index={i}
          state={state}
        />
      ))}
    </ul>
  );
  return (
    <aside className={classes} aria-label={t("fab.label")}>
      {state.isQuickLinks ? (
        <details className="site-fab__details">
          <summary className="site-fab__expand">
            <Icon name="star" className="site-fab__icon" />
            <span>{state.quickLinksExpandButtonLabel || t("fab.expand")}</span>
          </summary>
          {list}
        </details>
      ) : (
        list
      )}
    </aside>
  );
}
