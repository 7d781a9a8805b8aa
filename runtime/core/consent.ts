import { type SettingNameIn, type SettingsMap, settingJson, settingValue } from "./settings.ts";

/**
 * Cookie consent rules (spec §2 "Cookie consent", §3 "Cookie consent record", §4 "Cookie consent",
 * §9 "Consent"): the strategies, the stored record `status:scope1,scope2`, the consent check and
 * the mapping of a third-party consent manager's events. Pure: the browser parts read and write
 * storage and pass the text here.
 */

export type ConsentStatus = "pending" | "accepted" | "rejected" | "unknown";

export type ConsentScope = "obligatory" | "optional" | "statistic" | "marketing" | "unclassified";

const CONSENT_SCOPES: readonly ConsentScope[] = [
  "obligatory",
  "optional",
  "statistic",
  "marketing",
  "unclassified",
];

export interface ConsentRecord {
  status: ConsentStatus;
  scopes: readonly ConsentScope[];
}

/** The local-storage key (and cookie name) the record is kept under. */
export const CONSENT_STORAGE_KEY = "cookieConsentStatus";

/** The scopes third-party content (maps, videos, social embeds) needs: marketing cookies. */
export const THIRD_PARTY_SCOPES: readonly ConsentScope[] = ["optional"];

export const PENDING: ConsentRecord = { status: "pending", scopes: [] };

function isScope(value: string): value is ConsentScope {
  return (CONSENT_SCOPES as readonly string[]).includes(value);
}

/**
 * Reads a stored record. Nothing stored, or anything that is neither accepted nor rejected, is
 * pending; unknown scope names are dropped.
 */
export function parseConsentRecord(raw: string | null | undefined): ConsentRecord {
  if (!raw) return PENDING;
  const colon = raw.indexOf(":");
  const status = (colon < 0 ? raw : raw.slice(0, colon)).trim();
  if (status !== "accepted" && status !== "rejected") return PENDING;
  if (status === "rejected") return { status, scopes: [] };
  const scopes = (colon < 0 ? "" : raw.slice(colon + 1))
    .split(",")
    .map((s) => s.trim())
    .filter(isScope);
  return { status, scopes: [...new Set(scopes)] };
}

/** The stored text of a record: `status:scope1,scope2` (`rejected:` has no scopes). */
export function formatConsentRecord(record: ConsentRecord): string {
  return `${record.status}:${record.status === "accepted" ? record.scopes.join(",") : ""}`;
}

/**
 * A consent check passes when the status is empty (no consent layer decided anything, see
 * `none`) or accepted, and every required scope is held.
 */
export function isConsentGiven(
  record: { status: ConsentStatus | ""; scopes: readonly ConsentScope[] },
  required: readonly ConsentScope[] = THIRD_PARTY_SCOPES,
): boolean {
  if (record.status === "") return true;
  if (record.status !== "accepted") return false;
  return required.every((s) => record.scopes.includes(s));
}

// ---------------------------------------------------------------------------------------------
// Strategies

/** Strategies the site knows; the third-party ones are consent managers loaded by a metahead. */
const CONSENT_STRATEGIES = ["basic", "none", "onetrust"] as const;
export type ConsentStrategy = (typeof CONSENT_STRATEGIES)[number];

/** Every scope a strategy can grant: what "accept all" saves. */
function strategyScopes(strategy: ConsentStrategy): readonly ConsentScope[] {
  return strategy === "onetrust" ? CONSENT_SCOPES : ["obligatory", "optional"];
}

/** Unset means no consent layer (`none`); a name the site does not know falls back to basic. */
export function parseStrategy(raw: string | undefined): ConsentStrategy {
  const name = (raw ?? "").trim();
  if (name === "") return "none";
  return (CONSENT_STRATEGIES as readonly string[]).includes(name)
    ? (name as ConsentStrategy)
    : "basic";
}

/** `none` always accepts: every scope, nothing asked. */
export function strategyRecord(strategy: ConsentStrategy): ConsentRecord | null {
  return strategy === "none" ? { status: "accepted", scopes: strategyScopes("none") } : null;
}

// ---------------------------------------------------------------------------------------------
// Banner actions and consent-manager events

type ConsentAction =
  | { type: "ACCEPT_ALL" }
  | { type: "ACCEPT"; scopes: readonly ConsentScope[] }
  | { type: "REJECT" };

/**
 * Accept all saves accepted with every scope of the strategy; accept saves the given scopes (the
 * obligatory one always included: the site cannot run without it); reject saves rejected.
 */
export function recordFor(action: ConsentAction, strategy: ConsentStrategy): ConsentRecord {
  if (action.type === "REJECT") return { status: "rejected", scopes: [] };
  if (action.type === "ACCEPT_ALL") return { status: "accepted", scopes: strategyScopes(strategy) };
  const scopes = new Set<ConsentScope>(["obligatory", ...action.scopes.filter(isScope)]);
  return { status: "accepted", scopes: CONSENT_SCOPES.filter((s) => scopes.has(s)) };
}

/** What a consent manager reports: accept all, deny all, or a save of its categories. */
export type ConsentManagerEvent =
  | { type: "accept_all" }
  | { type: "deny_all" }
  | { type: "save"; categories: readonly { id: string; accepted: boolean }[] };

/** Category id -> scope; a category not listed is optional (only essential ones are obligatory). */
export type CategoryMap = Readonly<Record<string, ConsentScope>>;

/** The documented mapping of one manager: C0001 -> obligatory, C0002 and C0004 -> optional. */
export const ONETRUST_CATEGORIES: CategoryMap = {
  C0001: "obligatory",
  C0002: "optional",
  C0004: "optional",
};

/**
 * A manager's event as a record: accept all is accepted with obligatory and optional; deny all is
 * rejected; save is accepted with the scopes whose categories are all accepted (a scope two
 * categories map to is held only when both are).
 */
export function recordFromManager(
  event: ConsentManagerEvent,
  categories: CategoryMap = ONETRUST_CATEGORIES,
): ConsentRecord {
  if (event.type === "accept_all")
    return { status: "accepted", scopes: ["obligatory", "optional"] };
  if (event.type === "deny_all") return { status: "rejected", scopes: [] };
  const seen = new Map<ConsentScope, boolean>();
  for (const c of event.categories) {
    const scope = categories[c.id] ?? "optional";
    seen.set(scope, (seen.get(scope) ?? true) && c.accepted);
  }
  return {
    status: "accepted",
    scopes: CONSENT_SCOPES.filter((s) => seen.get(s) === true),
  };
}

/**
 * The interface a third-party consent manager's adapter implements in the browser: it reports the
 * manager's events (mapped with recordFromManager) and stops listening when asked.
 */
export interface ConsentManagerAdapter {
  strategy: Exclude<ConsentStrategy, "basic" | "none">;
  subscribe(onEvent: (event: ConsentManagerEvent) => void): () => void;
}

// ---------------------------------------------------------------------------------------------
// Settings

type HeadingLevel = "h2" | "h3" | "h4" | "h5" | "h6";

/** `cookie_consent.content`: the banner variant with one accept-all button. */
export interface ConsentBannerVariant {
  title: string;
  acceptButton: string;
  acceptButtonPosition: "start" | "end";
  titleLevel: HeadingLevel;
}

interface ConsentSettings {
  strategy: ConsentStrategy;
  /** `cookie_consent.default_placeholder`; "" means the site's own text in its language. */
  placeholder: string;
  /** `cookie_consent.settings.culture`: the consent manager's language. */
  culture: string;
  basic: { title: string; description: string; privacyUrl: string };
  variant: ConsentBannerVariant | null;
  categories: CategoryMap;
}

const HEADING_LEVELS: readonly HeadingLevel[] = ["h2", "h3", "h4", "h5", "h6"];

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

function parseVariant(value: unknown): ConsentBannerVariant | null {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const level = text(v.title_level);
  return {
    title: text(v.title),
    acceptButton: text(v.accept_button),
    acceptButtonPosition: v.accept_button_position === "start" ? "start" : "end",
    titleLevel: (HEADING_LEVELS as readonly string[]).includes(level)
      ? (level as HeadingLevel)
      : "h2",
  };
}

function parseCategories(value: unknown): CategoryMap {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    return ONETRUST_CATEGORIES;
  const out: Record<string, ConsentScope> = {};
  for (const [id, scope] of Object.entries(value))
    if (typeof scope === "string" && isScope(scope)) out[id] = scope;
  return Object.keys(out).length > 0 ? out : ONETRUST_CATEGORIES;
}

/** The consent settings with their fallbacks; invalid JSON logs and falls back. */
export function consentSettings(
  map: SettingsMap,
  log: (message: string) => void = console.warn,
): ConsentSettings {
  const strategy = parseStrategy(settingValue(map, "cookie_consent.strategy"));
  const key = (name: SettingNameIn<"cookie_consent.strategies.basic">) =>
    settingValue(map, `cookie_consent.strategies.basic.${name}`) ?? "";
  return {
    strategy,
    placeholder: (settingValue(map, "cookie_consent.default_placeholder") ?? "").trim(),
    culture: (settingValue(map, "cookie_consent.settings.culture") ?? "").trim() || "ar",
    basic: {
      title: key("title").trim(),
      description: key("description").trim(),
      privacyUrl: key("privacy_url").trim(),
    },
    variant: parseVariant(settingJson(map, "cookie_consent.content", null, log)),
    categories: parseCategories(
      settingJson(map, "cookie_consent.strategies.onetrust.category_map", null, log),
    ),
  };
}

/**
 * Whether raw HTML embeds third-party content that sets cookies: an iframe, script, embed or
 * object loaded from another origin (absolute or protocol-relative URL).
 */
export function embedsThirdParty(html: string): boolean {
  return /<(iframe|script|embed|object)\b[^>]*\b(src|data)\s*=\s*["']?\s*(https?:)?\/\//i.test(
    html,
  );
}
