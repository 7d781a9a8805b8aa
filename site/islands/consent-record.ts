import {
  CONSENT_STORAGE_KEY,
  type ConsentRecord,
  type ConsentScope,
  formatConsentRecord,
  isConsentGiven,
  parseConsentRecord,
} from "../../runtime/core/consent.ts";
import type { ConsentGateSettings } from "../ui/consent-gate.tsx";
import { readJson } from "./read-json.ts";

/*
 * The visitor's consent in the browser: the stored record, and revealing the gated content
 * (site/ui/consent-gate.tsx) it allows. No React and no texts: the island script reads it on
 * every page before anything else is loaded.
 */

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

const NO_GATES: ConsentGateSettings = { strategy: "none", placeholder: "", pending: "" };

/**
 * The consent gate's settings of this page, in the browser: what the server wrote for the shell's
 * video modal (`shell-props-modals`, site/islands/shell.tsx), the settings it rendered the blocks
 * with. No such props (the builder's preview): nothing is gated, as without a provider.
 */
export function readGateSettings(): ConsentGateSettings {
  try {
    const props = readJson<{ consent?: Partial<ConsentGateSettings> } | null>(
      "shell-props-modals",
      null,
    );
    if (!props) return NO_GATES;
    return {
      strategy: props.consent?.strategy ?? "none",
      placeholder: props.consent?.placeholder ?? "",
      pending: props.consent?.pending ?? "",
    };
  } catch {
    return NO_GATES;
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
 * An island React does not own yet: its HTML must stay as the server sent it until it hydrates,
 * and it reveals its own gates then (site/islands/client.tsx).
 */
const UNHYDRATED_ISLAND = '[data-island]:not([data-hydrated="true"])';

/**
 * Puts each gated content in place whose scopes the record holds (its scripts run, as the
 * content of a <template> imported into the document does). Content shown stays shown. Gates
 * inside an island not hydrated yet are left as they are, and so are those inside an element
 * matching `except`.
 */
export function revealConsentGates(
  record: ConsentRecord,
  root: ParentNode = document,
  except?: string,
): void {
  if (record.status === "unknown") return;
  for (const gate of root.querySelectorAll<HTMLElement>("[data-consent-gate]")) {
    if (gate.closest(UNHYDRATED_ISLAND) || (except && gate.closest(except))) continue;
    const scopes = (gate.dataset.consentGate ?? "").split(",").filter(Boolean) as ConsentScope[];
    if (!isConsentGiven(record, scopes)) continue;
    const template = gate.querySelector("template");
    if (!template) continue;
    gate.replaceChildren(document.importNode(template.content, true));
    gate.removeAttribute("data-consent-gate");
    gate.dataset.consentShown = "true";
  }
}
