import type { BlockProps } from "../../../generated/types.ts";
import { isLinkVisible } from "../../../runtime/core/links.ts";
import { Cta } from "../../ui/cta.tsx";

/**
 * A sticky bar of links to blocks of this page, a TOP link, then the optional link and primary
 * CTA. "#top" needs no element: a fragment named "top" scrolls to the top of the document.
 */
/**
 * Where an item goes: the frame of the N-th block (`component-N`) or the scroll anchor the block
 * frame draws for a block_scroll_id (`rdx-<id>`, see site/layouts/block-frame.tsx).
 */
function anchorHref(target: string): string {
  return /^component-\d+$/.test(target) ? `#${target}` : `#rdx-${target}`;
}

export default function InPageNavigation({ block }: BlockProps<"lrdx-in-page-navigation">) {
  const { fields, groups } = block;
  const isLinkShown = isLinkVisible(fields.link);
  const isButtonShown = isLinkVisible(fields.button);
  return (
    <nav className="in-page-navigation" aria-label="أقسام الصفحة">
      <div className="in-page-navigation__inner">
        <ul className="in-page-navigation__list">
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
