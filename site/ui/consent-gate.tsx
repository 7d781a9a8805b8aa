import { createContext, type ReactNode, useContext } from "react";
import {
  type ConsentScope,
  type ConsentStrategy,
  THIRD_PARTY_SCOPES,
} from "../../runtime/core/consent.ts";

// The browser side (the stored record, revealing gated content) lives without React in
// site/islands/consent-record.ts, so the island script can read it before loading anything.
export { readConsentRecord } from "../islands/consent-record.ts";

/**
 * Content that needs the visitor's consent (third-party maps, videos, embeds): any block wraps it
 * in <ConsentGate>. Pages are cached and shared, so the server cannot know the visitor's choice:
 * unless the strategy is `none`, the content is sent inside an inert <template> beside the
 * placeholder text, and the island script (site/islands/consent-record.ts) puts it in place once the
 * stored consent holds the scopes it needs. Without consent, or without JavaScript, the
 * placeholder stays.
 */

export interface ConsentGateSettings {
  strategy: ConsentStrategy;
  /** The placeholder text (cookie_consent.default_placeholder, else the site's text). */
  placeholder: string;
  /**
   * The neutral text shown before the visitor has chosen, in the page's language: decided with
   * the settings (site/islands/shell.tsx), so that a gate needs no translations in the browser.
   */
  pending: string;
}

/**
 * No provider (the editor's preview): nothing is gated. The server provides it around the page's
 * blocks, and the island bootstrap around each island, with `readGateSettings()`.
 */
export const ConsentGateContext = createContext<ConsentGateSettings>({
  strategy: "none",
  placeholder: "",
  pending: "",
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
 * <html data-consent>); before that, or without script, the neutral text of the gate settings
 * (`pending`), since nobody has refused anything yet. Outside the blocks (the shell's modals), the
 * island script provides the same settings around the part.
 */
export function ConsentPlaceholder({
  placeholder,
}: {
  placeholder: string;
  /**
   * @deprecated Not read: the neutral text comes with the gate settings (ConsentGateContext), in
   * the page's language already.
   */
  lang?: string;
}) {
  const { pending } = useContext(ConsentGateContext);
  return (
    <>
      <p className="consent-gate__placeholder consent-gate__placeholder--pending">{pending}</p>
      <p className="consent-gate__placeholder consent-gate__placeholder--refused">{placeholder}</p>
    </>
  );
}
