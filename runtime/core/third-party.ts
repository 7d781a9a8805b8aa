/**
 * Third-party services the settings switch on for every page (000 §7 "Third-party services",
 * §3 "Setting" keys): the error-reporting service (performance.*) and the owner portal's script.
 * The maps keys (general.maps_*) are read by the retailer blocks.
 */
import { type SettingsMap, settingValue } from "./settings.ts";

/**
 * The owner portal's script (general.owner_portal_script_url): an https URL, or a path on this
 * site; anything else (http, another scheme, a protocol-relative //host) is ignored with a log,
 * since the page would load it with the site's authority.
 */
export function ownerPortalScriptUrl(
  settings: SettingsMap,
  log: (message: string) => void,
): string | null {
  const value = settingValue(settings, "general.owner_portal_script_url")?.trim() ?? "";
  if (value === "") return null;
  if (/^\/(?![/\\])/.test(value)) return value;
  try {
    const url = new URL(value);
    if (url.protocol === "https:") return url.href;
  } catch {
    // falls through to the log
  }
  log("general.owner_portal_script_url must be an https URL or a path on this site: ignored");
  return null;
}

/** The error-reporting service's settings, or null when it is off (no API key). */
export interface ErrorReporting {
  apiKey: string;
  /** Where reports are forwarded; null: the local service (the server's log). */
  ingestUrl: string | null;
}

export function errorReporting(settings: SettingsMap): ErrorReporting | null {
  const apiKey = settingValue(settings, "performance.error_reporting_api_key")?.trim() ?? "";
  if (apiKey === "") return null;
  const url = settingValue(settings, "performance.error_reporting_url")?.trim() ?? "";
  return { apiKey, ingestUrl: /^https?:\/\//i.test(url) ? url : null };
}

/** One report from a visitor's browser, as the site's script sends it. */
export interface ClientErrorReport {
  kind: "error" | "unhandledrejection";
  message: string;
  source?: string;
  line?: number;
  column?: number;
  /** The page's path (no query: it may hold personal data). */
  page: string;
}

/**
 * How many reports one address may send a minute; the rest are refused (429) so a broken page
 * or a hostile client cannot flood the log or the service.
 */
export const CLIENT_ERRORS_PER_MINUTE = 20;

/** A fixed window per key: `take` says whether one more is allowed now. */
export class RateWindow {
  private readonly counts = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    /** Keys held at most (the oldest windows go first), so memory stays bounded. */
    private readonly maxKeys = 10_000,
  ) {}

  take(key: string, now: number): boolean {
    const held = this.counts.get(key);
    if (!held || now - held.start >= this.windowMs) {
      this.counts.delete(key);
      if (this.counts.size >= this.maxKeys) {
        const oldest = this.counts.keys().next().value;
        if (oldest !== undefined) this.counts.delete(oldest);
      }
      this.counts.set(key, { start: now, count: 1 });
      return true;
    }
    if (held.count >= this.limit) return false;
    held.count++;
    return true;
  }
}
