import { createContext, type ReactNode, useContext } from "react";
import {
  CONSENT_STORAGE_KEY,
  type ConsentRecord,
  type ConsentScope,
  type ConsentStrategy,
  formatConsentRecord,
  isConsentGiven,
  parseConsentRecord,
  THIRD_PARTY_SCOPES,
} from "../../runtime/core/consent.ts";
import { translator } from "../i18n/index.ts";
import { useSite } from "./site-context.tsx";

/**
 * Content that needs the visitor's consent (third-party maps, videos, embeds): any block wraps it
 * in <ConsentGate>. Pages are cached and shared, so the server cannot know the visitor's choice:
 * unless the strategy is `none`, the content is sent inside an inert <template> beside the
 * placeholder text, and the shell island (site/shell/consent-banner.tsx) puts it in place once the
 * stored consent holds the scopes it needs. Without consent, or without JavaScript, the
 * placeholder stays.
 */

export interface ConsentGateSettings {
  strategy: ConsentStrategy;
  /** The placeholder text (cookie_consent.default_placeholder, else the site's text). */
  placeholder: string;
}

/**
 * No provider (the editor's preview): nothing is gated. The server provides it around the page's
 * blocks, and the island bootstrap around each island, with `readGateSettings()`.
 */
export const ConsentGateContext = createContext<ConsentGateSettings>({
  strategy: "none",
  placeholder: "",
});

export function ConsentGate({
  children,
  isGated = true,
  scopes = THIRD_PARTY_SCOPES,
}: {
  children: ReactNode;
  /** False for content that needs no consent: it is rendered as is. */
  isGated?: boolean;
  scopes?: readonly ConsentScope[];
}) {
  const { strategy, placeholder } = useContext(ConsentGateContext);
  if (!isGated || strategy === "none") return <>{children}</>;
  return (
    <div className="consent-gate" data-consent-gate={scopes.join(",")}>
      <template>{children}</template>
      <ConsentPlaceholder placeholder={placeholder} />
    </div>
  );
}

/**
 * What stands where content waits for consent: the refusal text (`placeholder`) only once the
 * visitor has chosen (site/shell/overlays.css reads the choice the cookie banner writes on
 * <html data-consent>); before that, or without script, a neutral text, since nobody has refused
 * anything yet.
 */
export function ConsentPlaceholder({
  placeholder,
  lang: pageLang,
}: {
  placeholder: string;
  /** The page's language where no SiteContext is provided (the shell's modals island). */
  lang?: string;
}) {
  const site = useSite();
  const lang = pageLang ?? site.lang;
  return (
    <>
      <p className="consent-gate__placeholder consent-gate__placeholder--pending">
        {translator(lang)("consent.pendingPlaceholder")}
      </p>
      <p className="consent-gate__placeholder consent-gate__placeholder--refused">{placeholder}</p>
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// Browser side: the stored record, and revealing gated content.

/** The stored record: local storage, else the cookie of the same name; pending when neither. */
export function readConsentRecord(): ConsentRecord | null {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
  } catch {
    // There is no localStorage (privacy mode, disabled storage): the cookie is read instead.
  }
  if (raw === null) {
    const prefix = `${CONSENT_STORAGE_KEY}=`;
    const cookie = document.cookie.split("; ").find((c) => c.startsWith(prefix));
    raw = cookie ? decodeURIComponent(cookie.slice(prefix.length)) : null;
  }
  return raw === null ? null : parseConsentRecord(raw);
}

/**
 * The consent gate's settings of this page, in the browser: what the server wrote for the shell's
 * video modal (`shell-props-modals`, site/islands/shell.tsx), the settings it rendered the blocks
 * with. No such props (the builder's preview): nothing is gated, as without a provider.
 */
export function readGateSettings(): ConsentGateSettings {
  const text = document.getElementById("shell-props-modals")?.textContent;
  if (!text) return { strategy: "none", placeholder: "" };
  try {
    const props = JSON.parse(text) as {
      consent?: { strategy?: ConsentStrategy; placeholder?: string };
    };
    return {
      strategy: props.consent?.strategy ?? "none",
      placeholder: props.consent?.placeholder ?? "",
    };
  } catch {
    return { strategy: "none", placeholder: "" };
  }
}

/** Keeps the record in local storage and in a first-party cookie (a year, path /). */
export function writeConsentRecord(record: ConsentRecord): void {
  const text = formatConsentRecord(record);
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, text);
  } catch {
    // No localStorage: the cookie alone keeps the choice.
  }
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site serves.
  document.cookie = `${CONSENT_STORAGE_KEY}=${encodeURIComponent(text)}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/**
 * Puts each gated content in place whose scopes the record holds (its scripts run, as the
 * content of a <template> imported into the document does). Content shown stays shown. Gates
 * inside an element matching `except` are left as they are.
 */
export function revealConsentGates(
  record: ConsentRecord,
  root: ParentNode = document,
  except?: string,
): void {
  if (record.status === "unknown") return;
  for (const gate of root.querySelectorAll<HTMLElement>("[data-consent-gate]")) {
    if (except && gate.closest(except)) continue;
    const scopes = (gate.dataset.consentGate ?? "").split(",").filter(Boolean) as ConsentScope[];
    if (!isConsentGiven(record, scopes)) continue;
    const template = gate.querySelector("template");
    if (!template) continue;
    gate.replaceChildren(document.importNode(template.content, true));
    gate.removeAttribute("data-consent-gate");
    gate.dataset.consentShown = "true";
  }
}
