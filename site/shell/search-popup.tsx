import { type SettingsMap, settingFlag } from "../../runtime/core/settings.ts";
import { translator } from "../i18n/index.ts";
import { Icon } from "../ui/icon.tsx";
import { useSite } from "../ui/site-context.tsx";
import { SearchForm } from "./search-form.tsx";

/** The setting that turns the popup search on ('true'). */
export const SEARCH_POPUP_SETTING = "search.popup.enabled";
const PANEL_ID = "site-search-popup";

interface SearchPopupProps {
  settings: SettingsMap;
}

/**
 * The popup search (search.popup.enabled = 'true'): a button in the header's inline end that
 * opens a search panel over the page. It is an HTML popover, so it needs no script: the button
 * opens it, the box inside takes the focus (autofocus), Escape or a click outside closes it and
 * the focus returns to the button. The form GETs the results page.
 */
export function SearchPopup({ settings }: SearchPopupProps) {
  const { lang } = useSite();
  if (!settingFlag(settings, SEARCH_POPUP_SETTING)) return null;
  const t = translator(lang);
  return (
    <div className="search-popup">
      <button
        type="button"
        className="search-popup__open"
        popoverTarget={PANEL_ID}
        aria-label={t("search.open")}
      >
        <Icon name="search" />
      </button>
      <div
        id={PANEL_ID}
        popover="auto"
        className="search-popup__panel"
        role="dialog"
        aria-label={t("search.title")}
      >
        <div className="search-popup__inner">
          <SearchForm autoFocus className="search-popup__form" />
          <button
            type="button"
            className="search-popup__close"
            popoverTarget={PANEL_ID}
            popoverTargetAction="hide"
            aria-label={t("search.close")}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      </div>
    </div>
  );
}
