import {
  type CategoryMap,
  type ConsentBannerVariant,
  type ConsentStrategy,
  consentSettings,
} from "../../runtime/core/consent.ts";
import { linkHref } from "../../runtime/core/links.ts";
import {
  type BasicPopupOptions,
  basicPopupSettings,
  exitPopupSettings,
  isPathMatch,
} from "../../runtime/core/popups.ts";
import { type SettingsMap, settingValue } from "../../runtime/core/settings.ts";
import { type LeadFormTexts, leadFormTexts } from "../forms/texts.ts";
import { translator } from "../i18n/index.ts";
import { scriptJson } from "../layouts/block-frame.tsx";
import type { ConsentGateSettings } from "../ui/consent-gate.tsx";

/**
 * Shell islands: the parts of the layout that run on every page where they are configured, not
 * inside a block: the cookie banner and the basic popup (part "top"), the video modal, the modal
 * form and the exit popup (part "modals"). The server writes an empty mount and the part's props
 * (texts already translated, so the browser needs no i18n) as JSON; site/islands/client.tsx
 * renders the part in the browser. Nothing about them is visible before that: the banner and the
 * popup depend on what the visitor's browser stored, and cached pages are shared.
 *
 * The island script is loaded when a page has block islands or hasShellIsland says so (consent
 * asked, a basic popup for this path, or exit-popup patterns); on other pages form and video
 * links keep their plain behaviour.
 */

export interface ConsentPartProps {
  strategy: ConsentStrategy;
  categories: CategoryMap;
  culture: string;
  variant: ConsentBannerVariant | null;
  privacyUrl: string;
  texts: {
    label: string;
    title: string;
    description: string;
    acceptAll: string;
    acceptNecessary: string;
    reject: string;
    privacy: string;
  };
}

export interface PopupPartProps {
  popup: BasicPopupOptions;
  closeLabel: string;
}

interface TopPartProps {
  part: "top";
  base: string;
  consent: ConsentPartProps | null;
  popup: PopupPartProps | null;
}

export interface ModalsPartProps {
  part: "modals";
  base: string;
  consent: ConsentGateSettings;
  exit: { copy: string; ok: string; cancel: string; doUrl: string; dontUrl: string } | null;
  texts: {
    close: string;
    exitTitle: string;
    formTitle: string;
    formBody: string;
    videoTitle: string;
    /** The modal form's own texts (site/forms/texts.ts). */
    leadForm: LeadFormTexts;
  };
}

export type ShellPartProps = TopPartProps | ModalsPartProps;

/** Frame origins the video modal may embed (added to the page's frame-src with the shell). */
export const VIDEO_FRAME_ORIGINS: readonly string[] = [
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
];

function languageBase(lang: string): string {
  return `/${lang}/`;
}

/** The consent gate's settings for blocks (ConsentGateContext); none in the builder's preview. */
export function consentGateSettings(
  settings: SettingsMap,
  lang: string,
  isPreview = false,
): ConsentGateSettings {
  if (isPreview) return { strategy: "none", placeholder: "", pending: "" };
  const consent = consentSettings(settings);
  const t = translator(lang);
  return {
    strategy: consent.strategy,
    placeholder: consent.placeholder || t("consent.placeholder"),
    pending: t("consent.pendingPlaceholder"),
  };
}

/** The props of part "top", or null when neither the banner nor the popup can show here. */
export function topPartProps(
  settings: SettingsMap,
  path: string,
  lang: string,
): TopPartProps | null {
  const t = translator(lang);
  const base = languageBase(lang);
  const consent = consentSettings(settings);
  const popup = basicPopupSettings(settings);
  const hasPopup = popup.isEnabled && isPathMatch(path, popup.matchingPaths, base);
  if (consent.strategy === "none" && !hasPopup) return null;
  return {
    part: "top",
    base,
    consent:
      consent.strategy === "none"
        ? null
        : {
            strategy: consent.strategy,
            categories: consent.categories,
            culture: consent.culture,
            variant: consent.variant,
            privacyUrl: consent.basic.privacyUrl
              ? linkHref(
                  {
                    type: "internal",
                    url: consent.basic.privacyUrl,
                    link_text: "",
                    target: "_self",
                    rdx_forms_form_id: "",
                  },
                  base,
                )
              : "",
            texts: {
              label: t("consent.label"),
              title: consent.basic.title || t("consent.title"),
              description: consent.basic.description || t("consent.description"),
              acceptAll: t("consent.acceptAll"),
              acceptNecessary: t("consent.acceptNecessary"),
              reject: t("consent.reject"),
              privacy: t("consent.privacy"),
            },
          },
    popup: hasPopup ? { popup, closeLabel: t("modal.close") } : null,
  };
}

/** The props of part "modals" (video, form, exit popup). */
export function modalsPartProps(settings: SettingsMap, lang: string): ModalsPartProps {
  const t = translator(lang);
  const exit = exitPopupSettings(settings);
  return {
    part: "modals",
    base: languageBase(lang),
    consent: consentGateSettings(settings, lang),
    exit:
      exit.allow.length === 0
        ? null
        : {
            copy: exit.copy || t("exitPopup.copy"),
            ok: exit.ok || t("exitPopup.ok"),
            cancel: exit.cancel,
            doUrl: settingValue(settings, "exit_popup.do_url") ?? "",
            dontUrl: settingValue(settings, "exit_popup.dont_url") ?? "",
          },
    texts: {
      close: t("modal.close"),
      exitTitle: t("exitPopup.title"),
      formTitle: t("modalForm.title"),
      formBody: t("modalForm.body"),
      videoTitle: t("videoModal.title"),
      leadForm: leadFormTexts(t),
    },
  };
}

/** Whether this page needs the island script for its shell parts. */
export function hasShellIsland(settings: SettingsMap, path: string, lang = "ar"): boolean {
  if (consentSettings(settings).strategy !== "none") return true;
  if (exitPopupSettings(settings).allow.length > 0) return true;
  const popup = basicPopupSettings(settings);
  return popup.isEnabled && isPathMatch(path, popup.matchingPaths, languageBase(lang));
}

/** An empty mount and its props, which site/islands/client.tsx renders. */
export function ShellIsland({ props }: { props: ShellPartProps }) {
  return (
    <>
      <div data-shell-island={props.part} />
      <script
        type="application/json"
        id={`shell-props-${props.part}`}
        dangerouslySetInnerHTML={{ __html: scriptJson(props) }}
      />
    </>
  );
}
