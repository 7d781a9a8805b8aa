import {
  type CategoryMap,
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
import { type ConsentBannerProps, ConsentBannerView } from "../shell/consent-banner.tsx";
import { CONSENT_BANNER_TEMPLATE_ID } from "../shell/consent-choices.ts";
import type { ConsentGateSettings } from "../ui/consent-gate.tsx";

/**
 * Shell islands: the parts of the layout that run on every page where they are configured, not
 * inside a block: the cookie banner and the basic popup (part "top"), the video modal, the modal
 * form and the exit popup (part "modals"). The server writes an empty mount and the part's props
 * (texts already translated, so the browser needs no i18n) as JSON, and the cookie banner's
 * markup in a template; site/islands/client.tsx starts each part in the browser: the banner with
 * no React once the page is idle, the popup with React only on the pages it is set for, and the
 * modals only when one is first asked for (a click on a video or form link, an exit link, or an
 * address naming one). Nothing about them is visible before that: the banner and the popup depend
 * on what the visitor's browser stored, and cached pages are shared.
 *
 * The island script is loaded when a page has block islands or hasShellIsland says so (consent
 * asked, a basic popup for this path, or exit-popup patterns); on other pages form and video
 * links keep their plain behaviour.
 */

/** What the browser needs of the consent settings (site/islands/consent-banner.ts). */
export interface ConsentPartProps {
  strategy: ConsentStrategy;
  categories: CategoryMap;
}

export interface PopupPartProps {
  popup: BasicPopupOptions;
  closeLabel: string;
}

export interface TopPartProps {
  part: "top";
  base: string;
  consent: ConsentPartProps | null;
  popup: PopupPartProps | null;
}

/** Part "top" as the server renders it: its props, and the banner's markup for its template. */
export interface TopPart {
  props: TopPartProps;
  /** The basic strategy's banner; null when nothing is asked on the page itself. */
  banner: ConsentBannerProps | null;
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

/** Part "top", or null when neither the banner nor the popup can show here. */
export function topPart(settings: SettingsMap, path: string, lang: string): TopPart | null {
  const t = translator(lang);
  const base = languageBase(lang);
  const consent = consentSettings(settings);
  const popup = basicPopupSettings(settings);
  const hasPopup = popup.isEnabled && isPathMatch(path, popup.matchingPaths, base);
  if (consent.strategy === "none" && !hasPopup) return null;
  const privacyUrl = consent.basic.privacyUrl
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
    : "";
  return {
    props: {
      part: "top",
      base,
      consent:
        consent.strategy === "none"
          ? null
          : { strategy: consent.strategy, categories: consent.categories },
      popup: hasPopup ? { popup, closeLabel: t("modal.close") } : null,
    },
    banner:
      consent.strategy === "basic"
        ? {
            variant: consent.variant,
            privacyUrl,
            texts: {
              title: consent.basic.title || t("consent.title"),
              description: consent.basic.description || t("consent.description"),
              acceptAll: t("consent.acceptAll"),
              acceptNecessary: t("consent.acceptNecessary"),
              reject: t("consent.reject"),
              privacy: t("consent.privacy"),
            },
          }
        : null,
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

/**
 * An empty mount and its props, which site/islands/client.tsx renders; for part "top" with the
 * basic strategy, the cookie banner's markup in a template the browser copies while it asks.
 */
export function ShellIsland({
  props,
  banner = null,
}: {
  props: ShellPartProps;
  banner?: ConsentBannerProps | null;
}) {
  return (
    <>
      {banner ? (
        <template id={CONSENT_BANNER_TEMPLATE_ID}>
          <ConsentBannerView banner={banner} />
        </template>
      ) : null}
      <div data-shell-island={props.part} />
      <script
        type="application/json"
        id={`shell-props-${props.part}`}
        dangerouslySetInnerHTML={{ __html: scriptJson(props) }}
      />
    </>
  );
}
