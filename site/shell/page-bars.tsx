import type { BackBarModel } from "../../runtime/core/back-bar.ts";
import type { RetailerBarModel } from "../../runtime/core/retailer-bar.ts";
import { translator } from "../i18n/index.ts";
import { Icon } from "../ui/icon.tsx";
import { useSite } from "../ui/site-context.tsx";

/*
 * Two of the main layout's optional bars (000 §2), under the header and the breadcrumbs and
 * rendered on the server, so they take their height before the first paint (no layout shift):
 * the retailer bar (50 px) and the vehicle-list back bar (42 px). Styles: page-bars.css.
 */

/**
 * The retailer the visitor chose: its name (a link when general.retailer_bar.link names a page),
 * its phone as a tel: link (the number isolated left to right inside the right-to-left line, as
 * the site writes phone numbers) and a link that forgets the choice.
 */
export function RetailerBar({ bar }: { bar: RetailerBarModel }) {
  const { lang } = useSite();
  const t = translator(lang);
  return (
    <aside className="retailer-bar" aria-label={t("retailerBar.label")}>
      <div className="retailer-bar__inner">
        <p className="retailer-bar__retailer">
          <span className="retailer-bar__yours">{t("retailerBar.yours")}</span>{" "}
          {/* Its own direction (isolated): a Latin name keeps its order and, when the line is
              too short, loses its end, not its start. */}
          {bar.href ? (
            <a className="retailer-bar__name" href={bar.href} dir="auto" title={bar.name}>
              {bar.name}
            </a>
          ) : (
            <span className="retailer-bar__name" dir="auto" title={bar.name}>
              {bar.name}
            </span>
          )}
        </p>
        {bar.phoneHref ? (
          <a className="retailer-bar__phone" href={bar.phoneHref}>
            <Icon name="phone" className="icon retailer-bar__icon" />
            <bdi dir="ltr">{bar.phone}</bdi>
          </a>
        ) : null}
        <a
          className="retailer-bar__forget"
          href={bar.forgetHref}
          title={t("retailerBar.forget")}
          rel="nofollow"
        >
          <span className="visually-hidden">{t("retailerBar.forget")}</span>
          <span aria-hidden="true">×</span>
        </a>
      </div>
    </aside>
  );
}

/**
 * The back bar of a vehicle-list modal (the showroom page reached from the stock list): one
 * link back to the list, its arrow pointing back in the page's direction (right in Arabic).
 */
export function BackBar({ bar }: { bar: BackBarModel }) {
  const { lang } = useSite();
  const t = translator(lang);
  return (
    <nav className="back-bar" aria-label={t("backBar.label")}>
      <div className="back-bar__inner">
        <a className="back-bar__link" href={bar.href}>
          <Icon name="arrow-start" className="icon back-bar__arrow" />
          <span>{bar.label}</span>
        </a>
      </div>
    </nav>
  );
}
