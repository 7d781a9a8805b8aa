import { type SettingNameIn, type SettingsMap, settingJson, settingValue } from "./settings.ts";

/**
 * The exit popup and the site-wide basic popup (spec §2 "Exit popup", §3 "Basic popup settings",
 * §4 "Basic popup", §5 "Settings", §8, §9 "Timing"): settings with their fallbacks and the rules
 * that decide when each shows. Pure: the browser parts pass the URL, path, time and storage.
 */

// ---------------------------------------------------------------------------------------------
// Exit popup

/** The exit popup as the site runs it: the exit_popup.* settings trimmed, the patterns compiled. */
interface ExitPopupOptions {
  /** `exit_popup.copy`; "" means the site's own text. */
  copy: string;
  ok: string;
  /** `exit_popup.cancel`; "" means no cancel button (the modal still closes). */
  cancel: string;
  allow: readonly RegExp[];
  deny: readonly RegExp[];
}

/**
 * Newline-separated patterns, each a regular expression tested (case-insensitively, anywhere) on
 * the link's absolute URL without its query and fragment. Empty lines and patterns that are not
 * valid regular expressions are ignored, silently.
 */
export function parseUrlPatterns(text: string | undefined): RegExp[] {
  const out: RegExp[] = [];
  for (const line of (text ?? "").split(/\r?\n/)) {
    const source = line.trim();
    if (source === "") continue;
    try {
      out.push(new RegExp(source, "i"));
    } catch {
      // An invalid pattern matches nothing.
    }
  }
  return out;
}

/** The exit popup's allow and deny patterns from exit_popup.do_url and exit_popup.dont_url. */
export function exitPatterns(
  doUrl: string | undefined,
  dontUrl: string | undefined,
): Pick<ExitPopupOptions, "allow" | "deny"> {
  return { allow: parseUrlPatterns(doUrl), deny: parseUrlPatterns(dontUrl) };
}

export function exitPopupSettings(map: SettingsMap): ExitPopupOptions {
  const value = (name: SettingNameIn<"exit_popup">) =>
    (settingValue(map, `exit_popup.${name}`) ?? "").trim();
  return {
    copy: value("copy"),
    ok: value("ok"),
    cancel: value("cancel"),
    ...exitPatterns(
      settingValue(map, "exit_popup.do_url"),
      settingValue(map, "exit_popup.dont_url"),
    ),
  };
}

/** The URL the patterns are matched against: absolute, without query and fragment. */
function urlWithoutQuery(href: string, base: string): string | null {
  try {
    const url = new URL(href, base);
    return `${url.origin === "null" ? `${url.protocol}` : url.origin}${url.pathname}`;
  } catch {
    return null;
  }
}

/**
 * True when leaving for `href` asks first: it matches an allow pattern and no deny pattern. An
 * empty allow-list matches nothing; the query string is ignored.
 */
export function isExitUrl(
  href: string,
  patterns: Pick<ExitPopupOptions, "allow" | "deny">,
  base = "http://localhost/",
): boolean {
  if (patterns.allow.length === 0) return false;
  const url = urlWithoutQuery(href, base);
  if (url === null) return false;
  return patterns.allow.some((p) => p.test(url)) && !patterns.deny.some((p) => p.test(url));
}

// ---------------------------------------------------------------------------------------------
// Basic popup

type PopupStoreType = "localStorage" | "sessionStorage" | "cookie" | "none";

const POPUP_STORE_TYPES: readonly PopupStoreType[] = [
  "localStorage",
  "sessionStorage",
  "cookie",
  "none",
];

/** Shown this long after load or after a route change. */
export const BASIC_POPUP_DELAY_MS = 500;

interface PopupButton {
  type: "primary" | "secondary";
  url: string;
  icon: string;
  text: string;
  target: "_self" | "_blank";
  closeOnClick: boolean;
}

/**
 * The basic popup as the site runs it: the basic_popup.* settings with their fallbacks, dates,
 * buttons and paths parsed (basicPopupSettings).
 */
export interface BasicPopupOptions {
  isEnabled: boolean;
  header: string;
  body: string;
  buttons: PopupButton[];
  /** Inclusive bounds in milliseconds since the epoch; null is open (yesterday / tomorrow). */
  startsAt: number | null;
  endsAt: number | null;
  matchingPaths: string[];
  storeType: PopupStoreType;
  namespace: string;
  cookieExpiryDays: number;
}

const DAY_MS = 86_400_000;

/** A date or date-time; a bare date is read as UTC midnight. Anything else is no bound. */
function parseDate(raw: string | undefined): number | null {
  const text = (raw ?? "").trim();
  if (text === "") return null;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : time;
}

/** Any store type other than the four known ones becomes none. */
export function parseStoreType(raw: string | undefined): PopupStoreType {
  const text = (raw ?? "").trim();
  return (POPUP_STORE_TYPES as readonly string[]).includes(text)
    ? (text as PopupStoreType)
    : "none";
}

function parseButton(value: unknown): PopupButton | null {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const str = (x: unknown) => (typeof x === "string" ? x.trim() : "");
  const text = str(v.text);
  if (text === "") return null;
  return {
    type: v.type === "secondary" ? "secondary" : "primary",
    url: str(v.url),
    icon: str(v.icon),
    text,
    target: v.target === "_blank" ? "_blank" : "_self",
    closeOnClick: v.close_on_click === true || v.close_on_click === "true",
  };
}

export function basicPopupSettings(
  map: SettingsMap,
  log: (message: string) => void = console.warn,
): BasicPopupOptions {
  const value = (name: SettingNameIn<"basic_popup">) => settingValue(map, `basic_popup.${name}`);
  const buttons = settingJson(map, "basic_popup.buttons", [], log);
  const paths = settingJson(map, "basic_popup.matching_paths", ["/*"], log);
  const days = Number.parseInt(value("cookie_expiry_days") ?? "", 10);
  return {
    isEnabled: value("is_enabled") === "true",
    header: (value("header") ?? "").trim(),
    body: (value("body") ?? "").trim(),
    buttons: Array.isArray(buttons)
      ? buttons.map(parseButton).filter((b): b is PopupButton => b !== null)
      : [],
    startsAt: parseDate(value("start_date")),
    endsAt: parseDate(value("end_date")),
    matchingPaths: Array.isArray(paths)
      ? paths.filter((p): p is string => typeof p === "string")
      : ["/*"],
    storeType: parseStoreType(value("store_type")),
    namespace: (value("namespace") ?? "").trim() || "basic_popup",
    cookieExpiryDays: Number.isFinite(days) && days > 0 ? days : 30,
  };
}

/**
 * A matching_paths pattern: a site path (`/models/*`), `*` any run of characters, matched whole.
 * The path is compared without its language base, and with it (`/ar/models/*` works too). A
 * pattern not starting with "/" is invalid: a warning, and no match.
 */
export function isPathMatch(
  path: string,
  patterns: readonly string[],
  base = "/ar/",
  log: (message: string) => void = console.warn,
): boolean {
  const root = base.replace(/\/$/, "");
  const clean = path.split(/[?#]/)[0] || "/";
  const local =
    clean === root || clean === `${root}/`
      ? "/"
      : clean.startsWith(`${root}/`)
        ? clean.slice(root.length)
        : clean;
  const candidates = new Set([clean, local, local.replace(/(.)\/$/, "$1")]);
  return patterns.some((pattern) => {
    const p = pattern.trim();
    if (!p.startsWith("/")) {
      log(`basic_popup.matching_paths: "${pattern}" is not a path pattern and matches nothing`);
      return false;
    }
    const source = p
      .split("*")
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
      .join(".*");
    const re = new RegExp(`^${source}$`);
    return [...candidates].some((c) => re.test(c));
  });
}

/** Inside the date window: unset bounds are yesterday and tomorrow, so always open. */
export function isInDateWindow(
  settings: Pick<BasicPopupOptions, "startsAt" | "endsAt">,
  now: number,
): boolean {
  const start = settings.startsAt ?? now - DAY_MS;
  const end = settings.endsAt ?? now + DAY_MS;
  return now >= start && now <= end;
}

/** Where a dismissal is recorded: `{namespace}-local-closed` etc.; none records nothing. */
export function dismissalKey(storeType: PopupStoreType, namespace: string): string | null {
  if (storeType === "localStorage") return `${namespace}-local-closed`;
  if (storeType === "sessionStorage") return `${namespace}-session-closed`;
  if (storeType === "cookie") return `${namespace}-cookie-closed`;
  return null;
}

/** The cookie a cookie dismissal writes: true, for cookie_expiry_days days, path /. */
export function dismissalCookie(
  namespace: string,
  days: number,
): { name: string; value: string; maxAge: number; path: string } {
  return { name: `${namespace}-cookie-closed`, value: "true", maxAge: days * 86_400, path: "/" };
}

/**
 * Whether the popup may show on this path at this time (before the 500 ms delay and the
 * dismissal, which the popup machine checks): enabled, on a matching path, in the date window.
 */
export function isPopupEligible(
  settings: BasicPopupOptions,
  {
    path,
    now,
    base = "/ar/",
    log,
  }: { path: string; now: number; base?: string; log?: (m: string) => void },
): boolean {
  return (
    settings.isEnabled &&
    isPathMatch(path, settings.matchingPaths, base, log) &&
    isInDateWindow(settings, now)
  );
}
