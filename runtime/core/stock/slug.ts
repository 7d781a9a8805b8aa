/**
 * The showroom link of a vehicle (001 §2 'Showroom'): /showroom/{slug}-{id}, under the language
 * base. The slug is the slugified join, with '-', of state, brand, model, production year,
 * engines, drivetrain, transmission and colour; the brand is left out when it is the site's main
 * brand (stock_locator.main_brand). With postcode search on, the visitor's postcode search
 * (_postcode and _locality, else _state) is carried as a query string.
 */

/** The route's first segment (route name stock-locator-preview). */
const SHOWROOM_SEGMENT = "showroom";
/** The publication list a showroom link names when it names none (?list=). */
const DEFAULT_LIST = "default";
/** The largest vehicle id (the vehicle call's params: a positive 32-bit integer). */
const VEHICLE_ID_MAX = 2147483647;

/** Arabic harakat, the superscript alef, Quranic marks and the tatweel: not part of a slug. */
const ARABIC_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06ED\u0640]/g;
/** Latin letters with diacritics (Latin-1 supplement, extended A and B, extended additional). */
const LATIN_ACCENTED = /[\u00C0-\u024F\u1E00-\u1EFF]/g;

/**
 * A slug of any text: Latin letters lower-cased with their accents dropped (é → e, ß → ss),
 * Arabic letters kept as written (hamza forms included) with their harakat and tatweel dropped,
 * digits kept; every run of anything else becomes one '-', none at either end.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFC")
    .replace(LATIN_ACCENTED, (c) => (c === "ß" ? "ss" : c.normalize("NFD").replace(/\p{M}/gu, "")))
    .replace(ARABIC_MARKS, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/** What the slug is made of (stock vehicle attribute names). */
interface SlugSource {
  state?: string | null;
  nameplate_brand_name?: string | null;
  nameplate_name?: string | null;
  production_year?: number | null;
  engine_type?: readonly string[] | null;
  drivetrain?: string | null;
  transmission?: string | null;
  color_name?: string | null;
}

const sameBrand = (a: string, b: string) => slugify(a) !== "" && slugify(a) === slugify(b);

/** The vehicle's slug; its brand left out when it is mainBrand (compared as slugs). */
export function vehicleSlug(vehicle: SlugSource, mainBrand = ""): string {
  const brand = vehicle.nameplate_brand_name ?? "";
  const parts = [
    vehicle.state,
    sameBrand(brand, mainBrand) ? "" : brand,
    vehicle.nameplate_name,
    vehicle.production_year === null || vehicle.production_year === undefined
      ? ""
      : String(vehicle.production_year),
    ...(vehicle.engine_type ?? []),
    vehicle.drivetrain,
    vehicle.transmission,
    vehicle.color_name,
  ];
  return parts
    .map((p) => slugify(p ?? ""))
    .filter((p) => p !== "")
    .join("-");
}

/** The visitor's postcode search, as the stock locator keeps it in its URL. */
export interface PostcodeSearchQuery {
  postcode?: string | null;
  locality?: string | null;
  state?: string | null;
}

interface ShowroomLinkOptions {
  /** stock_locator.main_brand. */
  mainBrand?: string;
  /** The publication lists the page reads the vehicle from; ['default'] is not written. */
  lists?: readonly string[];
  /** stock_locator.features holds postcode_search. */
  isPostcodeSearchOn?: boolean;
  /** The visitor's postcode search: _postcode and _locality, else _state. */
  search?: PostcodeSearchQuery | null;
}

/** The query a showroom link carries: ?list= (other lists than 'default'), the postcode search. */
export function showroomQuery(options: ShowroomLinkOptions): string {
  const params = new URLSearchParams();
  const lists = (options.lists ?? []).filter((l) => l !== "");
  if (lists.length > 0 && !(lists.length === 1 && lists[0] === DEFAULT_LIST))
    params.set("list", lists.join(","));
  const search = options.search;
  if (options.isPostcodeSearchOn === true && search) {
    const postcode = search.postcode?.trim() ?? "";
    const locality = search.locality?.trim() ?? "";
    const state = search.state?.trim() ?? "";
    if (postcode !== "" && locality !== "") {
      params.set("_postcode", postcode);
      params.set("_locality", locality);
      if (state !== "") params.set("_state", state);
    } else if (state !== "") params.set("_state", state);
  }
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

/**
 * The site-relative path of a vehicle's showroom page, without the language base:
 * `showroom/{slug}-{id}` plus its query (see showroomQuery). The slug's letters are
 * percent-encoded, as a link's href carries them.
 */
export function showroomPath(
  vehicle: SlugSource & { id: string | number },
  options: ShowroomLinkOptions = {},
): string {
  const slug = vehicleSlug(vehicle, options.mainBrand ?? "");
  // A path needs the '-' before its id: a vehicle with nothing to slug is a 'vehicle'.
  const custom = `${slug === "" ? "vehicle" : slug}-${vehicle.id}`;
  return `${SHOWROOM_SEGMENT}/${encodeURIComponent(custom)}${showroomQuery(options)}`;
}

/** The showroom link under a language base ('/ar/'). */
export function showroomHref(
  base: string,
  vehicle: SlugSource & { id: string | number },
  options: ShowroomLinkOptions = {},
): string {
  return `${base.endsWith("/") ? base : `${base}/`}${showroomPath(vehicle, options)}`;
}

/**
 * The vehicle id of a showroom page path ('showroom/{slug}-{id}', decoded, without the base):
 * the digits after the last '-'. Null (a 404) for any other path: no '-', no digits, a leading
 * zero, an id past the largest, a further segment.
 */
export function parseShowroomPath(path: string): { slug: string; id: number } | null {
  const prefix = `${SHOWROOM_SEGMENT}/`;
  if (!path.startsWith(prefix)) return null;
  const custom = path.slice(prefix.length);
  if (custom.includes("/")) return null;
  const dash = custom.lastIndexOf("-");
  if (dash < 0) return null;
  const digits = custom.slice(dash + 1);
  if (!/^[1-9][0-9]{0,9}$/.test(digits)) return null;
  const id = Number(digits);
  if (id > VEHICLE_ID_MAX) return null;
  return { slug: custom.slice(0, dash), id };
}

/** The ?list= of a showroom URL: comma-joined publication list names; 'default' when absent. */
export function showroomLists(value: string | null | undefined): string[] | null {
  const raw = (value ?? "").trim();
  if (raw === "") return [DEFAULT_LIST];
  const lists = raw.split(",").map((l) => l.trim());
  // The vehicle call's own rule (stock-listing-params): up to 10 names of a-z, 0-9, _ and -.
  if (lists.length > 10 || lists.some((l) => !/^[a-z0-9_-]{1,60}$/.test(l))) return null;
  return [...new Set(lists)];
}
