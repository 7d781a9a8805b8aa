import type { BlockProps, IconName, Link } from "../../../generated/types.ts";
import { dcStrategyOf } from "../../../runtime/core/dynamic-content.ts";
import { READY_TO_GO_BAR_SHOWN } from "../../../runtime/core/fab.ts";
import { isLinkVisible } from "../../../runtime/core/links.ts";
import { translator } from "../../i18n/index.ts";
import { Cta } from "../../ui/cta.tsx";
import { Icon, isIconName } from "../../ui/icon.tsx";
import { type PageContent, usePageContent } from "../../ui/page-content.tsx";
import { useSite } from "../../ui/site-context.tsx";

type Group = BlockProps<"lrdx-ready-to-go-bar">["block"]["groups"][number];

/** One item as the bar shows it, after its dynamic content was decided. */
interface BarItem {
  icon: IconName;
  link: Link;
  content: string;
  isUsedAsButton: boolean;
}

/** Items a phone shows before 'Show more'. */
export const READY_TO_GO_BAR_PHONE_ITEMS = 2;

/**
 * A group as shown: itself, or its fallback (use_dc_fallback with fallback_icon, fallback_link,
 * fallback_content) when its link's dynamic-content strategy refuses it, or nothing (null). A
 * group with nothing to show (no visible link, no text) is left out too.
 */
export function shownItem(group: Group, content: PageContent): BarItem | null {
  const display = content.display(dcStrategyOf(group.link), group.use_dc_fallback);
  if (display === "nothing") return null;
  const item: BarItem =
    display === "fallback"
      ? {
          icon: group.fallback_icon,
          link: group.fallback_link,
          content: group.fallback_content,
          isUsedAsButton: group.isUsedAsButton,
        }
      : {
          icon: group.icon,
          link: group.link,
          content: group.content,
          isUsedAsButton: group.isUsedAsButton,
        };
  return isLinkVisible(item.link) || item.content.trim() !== "" ? item : null;
}

/**
 * The label of the phone's 'Show more' button: the editor's mobile_button_label, or the page
 * language's own text when it is empty or still the catalogue's English default 'Show more' (an
 * Arabic page never shows an English default).
 */
export function showMoreLabel(label: string, lang: string): string {
  const own = label.trim();
  return own === "" || own.toLowerCase() === "show more"
    ? String(translator(lang)("readyToGoBar.showMore"))
    : own;
}

function Item({ item }: { item: BarItem }) {
  return (
    <div className="ready-to-go-bar__item">
      {isIconName(item.icon) ? <Icon name={item.icon} className="ready-to-go-bar__icon" /> : null}
      <div className="ready-to-go-bar__body">
        <Cta
          link={
            item.isUsedAsButton
              ? { ...item.link, ui_type: "primary", size: "small" }
              : { ...item.link, ui_type: "tertiary" }
          }
          className="ready-to-go-bar__link"
        />
        {item.content ? <p className="ready-to-go-bar__content">{item.content}</p> : null}
      </div>
    </div>
  );
}

/**
 * The Ready To Go Bar: the first 4 of its (at most 5) groups in a row; a phone shows 2 and a
 * 'Show more' button (a <details>, no script) for the others. hide_block keeps it off the page;
 * its items still feed the floating action button (runtime/core/fab.ts readyToGoFab).
 */
export default function ReadyToGoBar({ block }: BlockProps<"lrdx-ready-to-go-bar">) {
  const { lang } = useSite();
  const content = usePageContent();
  if (block.fields.hide_block) return null;
  const items = block.groups
    .slice(0, READY_TO_GO_BAR_SHOWN)
    .map((g) => shownItem(g, content))
    .filter((i): i is BarItem => i !== null);
  if (items.length === 0) return null;
  const t = translator(lang);
  const more = items.slice(READY_TO_GO_BAR_PHONE_ITEMS);
  return (
    <section className="ready-to-go-bar" aria-label={String(t("readyToGoBar.label"))}>
      <ul className="ready-to-go-bar__list">
        {items.map((item, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a static list rendered once on the server; items may repeat.
            key={i}
            className={`ready-to-go-bar__entry${i >= READY_TO_GO_BAR_PHONE_ITEMS ? " ready-to-go-bar__entry--more" : ""}`}
          >
            <Item item={item} />
          </li>
        ))}
      </ul>
      {more.length > 0 ? (
        <details className="ready-to-go-bar__more">
          <summary className="ready-to-go-bar__more-button">
            {showMoreLabel(block.fields.mobile_button_label, lang)}
          </summary>
          <ul className="ready-to-go-bar__list">
            {more.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a static list rendered once on the server; items may repeat.
              <li key={i} className="ready-to-go-bar__entry">
                <Item item={item} />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
