import type { BlockProps } from "../../../generated/types.ts";
import { isLinkVisible } from "../../../runtime/core/links.ts";
import { translator } from "../../i18n/index.ts";
import { Cta } from "../../ui/cta.tsx";
import { useSite } from "../../ui/site-context.tsx";

/**
 * Where an item goes: the frame of the N-th block (`component-N`) or the scroll anchor the block
 * frame draws for a block_scroll_id (`rdx-<id>`, see site/layouts/block-frame.tsx).
 */
function anchorHref(target: string): string {
  return /^component-\d+$/.test(target) ? `#${target}` : `#rdx-${target}`;
}

/**
 * A sticky bar of links to blocks of this page, a TOP link, then the optional link and primary
 * CTA. "#top" needs no element: a fragment named "top" scrolls to the top of the document.
 * Every label is shown whole: when the links do not fit, the list scrolls sideways, fades at each
 * edge where more links wait, and shows a previous/next button there (the browser's own scroll
 * buttons, so the block needs no script; their names are the data attributes below). Keyboard
 * users reach every link with Tab, which scrolls it into view.
 */
export default function InPageNavigation({ block }: BlockProps<"lrdx-in-page-navigation">) {
  const { fields, groups } = block;
  const isLinkShown = isLinkVisible(fields.link);
  const isButtonShown = isLinkVisible(fields.button);
  const t = translator(useSite().lang);
  return (
    <nav className="in-page-navigation" aria-label={t("inPageNavigation.label")}>
      <div className="in-page-navigation__inner">
        <ul
          className="in-page-navigation__list"
          data-previous-label={t("inPageNavigation.previous")}
          data-next-label={t("inPageNavigation.next")}
        >
          {groups.map((g, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list rendered once on the server; block ids may repeat.
            <li key={i} className="in-page-navigation__item">
              <a className="in-page-navigation__anchor" href={anchorHref(g.block_scroll_id)}>
                {g.label}
              </a>
            </li>
          ))}
          {fields.goTopShort ? (
            <li className="in-page-navigation__item">
              <a className="in-page-navigation__anchor in-page-navigation__top" href="#top">
                {fields.goTopShort}
              </a>
            </li>
          ) : null}
        </ul>
        {isLinkShown || isButtonShown ? (
          <div className="in-page-navigation__end">
            {isLinkShown ? (
              <Cta
                link={{ ...fields.link, ui_type: "tertiary" }}
                className="in-page-navigation__link"
              />
            ) : null}
            {isButtonShown ? (
              <Cta
                link={{ ...fields.button, ui_type: "primary", size: "small" }}
                className="in-page-navigation__button"
              />
            ) : null}
          </div>
        ) : null}
      </div>
    </nav>
  );
}
