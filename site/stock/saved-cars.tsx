import { useCallback, useEffect, useId, useMemo, useState, useSyncExternalStore } from "react";
import { integerText } from "../../runtime/core/number-format.ts";
import {
  parseSavedCars,
  SAVED_CARS_STORAGE_KEY,
  type SavedCar,
  type SavedCarsAction,
  type SavedCarsState,
  savedCarsReducer,
  savedCarUrl,
  serializeSavedCars,
} from "../../runtime/core/stock/saved-cars.ts";
import { showroomHref } from "../../runtime/core/stock/slug.ts";
import { useSite } from "../ui/site-context.tsx";
import { fill, stockTexts } from "./texts.ts";

/**
 * Saved cars (001 §2, §3, §4): one store per page over localStorage[stockLocatorSavedVahicles]
 * ([{id, list}]), shared by every SaveCarButton and SavedCarsPanel, kept in step with other tabs
 * through the storage event. The server renders nothing saved (it cannot know); the browser's
 * list shows once hydrated. Fetched car records are kept in memory for the page's life.
 */

// ---- the store --------------------------------------------------------------------------------

const SERVER_STATE: SavedCarsState = { cars: [], bad: [] };
let state: SavedCarsState = SERVER_STATE;
let isLoaded = false;
const listeners = new Set<() => void>();

const emit = () => {
  for (const listener of listeners) listener();
};

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(SAVED_CARS_STORAGE_KEY);
  } catch {
    return null;
  }
}

function writeStorage(cars: readonly SavedCar[]): void {
  const text = serializeSavedCars(cars);
  try {
    if (window.localStorage.getItem(SAVED_CARS_STORAGE_KEY) === text) return;
    if (cars.length === 0) window.localStorage.removeItem(SAVED_CARS_STORAGE_KEY);
    else window.localStorage.setItem(SAVED_CARS_STORAGE_KEY, text);
  } catch {
    // Storage full or blocked: the list lives on in memory for this page.
  }
}

function onStorage(event: StorageEvent): void {
  if (event.key !== null && event.key !== SAVED_CARS_STORAGE_KEY) return;
  const cars = parseSavedCars(event.key === null ? readStorage() : event.newValue);
  apply({ type: "replace", cars }, false);
}

function load(): void {
  if (isLoaded || typeof window === "undefined") return;
  isLoaded = true;
  state = { cars: parseSavedCars(readStorage()), bad: [] };
  window.addEventListener("storage", onStorage);
}

function apply(action: SavedCarsAction, write = true): void {
  load();
  const next = savedCarsReducer(state, action);
  if (next === state) return;
  state = next;
  // A list another tab wrote is written back only if it held a bad id.
  if (write || action.type === "replace") writeStorage(state.cars);
  emit();
}

function subscribe(listener: () => void): () => void {
  load();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = (): SavedCarsState => {
  load();
  return state;
};
const getServerSnapshot = (): SavedCarsState => SERVER_STATE;

// ---- fetched records --------------------------------------------------------------------------

/** What the panel reads of a vehicle answer (GET /public_api/listing/{list}/vehicle/{id}). */
interface SavedCarRecord {
  id: string;
  attributes: {
    nameplate_brand_name?: string;
    nameplate_name?: string;
    model_display_name?: string;
    version?: string;
    state?: string;
    production_year?: number;
    engine_type?: string[];
    drivetrain?: string;
    transmission?: string;
    color_name?: string;
    mileage?: number;
    mileage_unit?: string;
    msrp_price?: number | null;
    sale_price?: number | null;
    price_hidden?: boolean;
    currency?: string;
    cover_photo_medium?: string;
    photos?: { medium?: string; normal?: string }[];
  };
}

type RecordEntry =
  | { status: "loading" }
  | { status: "ok"; record: SavedCarRecord }
  | { status: "failed" };

/** In-memory cache of fetched cars, by id (001 §3: fetched records are kept in memory). */
const records = new Map<string, RecordEntry>();
/** How many saved cars this page removed because their fetch answered 404. */
let goneCount = 0;

function recordOf(body: unknown): SavedCarRecord | null {
  const data =
    body !== null && typeof body === "object" ? (body as { data?: unknown }).data : undefined;
  if (data === null || typeof data !== "object") return null;
  const { id, attributes } = data as { id?: unknown; attributes?: unknown };
  if ((typeof id !== "string" && typeof id !== "number") || attributes === null) return null;
  if (typeof attributes !== "object") return null;
  return { id: String(id), attributes: attributes as SavedCarRecord["attributes"] };
}

/** Fetches a saved car unless cached; a 404 marks its id bad and removes it (001 §4, §8). */
async function fetchCar(car: SavedCar): Promise<void> {
  const cached = records.get(car.id);
  if (cached && cached.status !== "failed") return;
  records.set(car.id, { status: "loading" });
  emit();
  try {
    const response = await fetch(savedCarUrl(car), { headers: { accept: "application/json" } });
    if (response.status === 404) {
      records.delete(car.id);
      goneCount++;
      apply({ type: "markBad", id: car.id });
      return;
    }
    const record = response.ok ? recordOf(await response.json()) : null;
    records.set(car.id, record ? { status: "ok", record } : { status: "failed" });
  } catch {
    records.set(car.id, { status: "failed" });
  }
  emit();
}

// ---- the hook ---------------------------------------------------------------------------------

interface SavedCars {
  /** The saved vehicle ids, oldest first. */
  ids: string[];
  /** The saved cars ({id, list}), oldest first. */
  cars: SavedCar[];
  isSaved: (id: string | number) => boolean;
  /** Saves the car when it is not saved, removes it when it is. */
  toggle: (car: { id: string | number; list: string }) => void;
  clear: () => void;
}

function useSavedCars(): SavedCars {
  const snapshot = useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  const toggle = useCallback(
    (car: { id: string | number; list: string }) =>
      apply({ type: "toggle", car: { id: String(car.id), list: car.list } }),
    [],
  );
  const clear = useCallback(() => apply({ type: "clear" }), []);
  return useMemo(() => {
    const ids = snapshot.cars.map((c) => c.id);
    return {
      ids,
      cars: snapshot.cars,
      isSaved: (id: string | number) => ids.includes(String(id)),
      toggle,
      clear,
    };
  }, [snapshot, toggle, clear]);
}

// ---- the button -------------------------------------------------------------------------------

function HeartIcon({ isFilled }: { isFilled: boolean }) {
  return (
    <svg
      className="save-car__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
        fill={isFilled ? "currentColor" : "none"}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface SaveCarButtonProps {
  id: string | number;
  /** The publication list(s) the car is read from, comma-joined. */
  list: string;
  /** The car's name, for the button's accessible name (e.g. "2024 Defender 110"). */
  name?: string;
  className?: string;
}

/** A heart toggle that saves or removes a car (aria-pressed says which). */
export function SaveCarButton({ id, list, name, className = "" }: SaveCarButtonProps) {
  const t = stockTexts(useSite().lang).savedCars;
  const saved = useSavedCars();
  const isPressed = saved.isSaved(id);
  const label = name ? `${t.save}: ${name}` : t.save;
  return (
    <button
      type="button"
      className={`save-car ${isPressed ? "save-car--saved" : ""} ${className}`.trim()}
      aria-pressed={isPressed}
      aria-label={label}
      title={isPressed ? t.saved : t.save}
      onClick={() => saved.toggle({ id, list })}
    >
      <HeartIcon isFilled={isPressed} />
    </button>
  );
}

// ---- the panel --------------------------------------------------------------------------------

function useRecords(cars: readonly SavedCar[]): Map<string, RecordEntry> {
  const [, setVersion] = useState(0);
  useEffect(() => {
    const bump = () => setVersion((v) => v + 1);
    listeners.add(bump);
    return () => {
      listeners.delete(bump);
    };
  }, []);
  useEffect(() => {
    for (const car of cars) if (!records.has(car.id)) void fetchCar(car);
  }, [cars]);
  return records;
}

const titleOf = (a: SavedCarRecord["attributes"], fallback: string): string =>
  [a.production_year, a.nameplate_brand_name, a.model_display_name ?? a.nameplate_name]
    .filter((p) => p !== undefined && p !== null && p !== "")
    .join(" ") || fallback;

function priceOf(a: SavedCarRecord["attributes"], tag: string): string | null {
  if (a.price_hidden) return null;
  const value = a.sale_price ?? a.msrp_price;
  if (typeof value !== "number" || value <= 0) return null;
  try {
    return new Intl.NumberFormat(tag, {
      style: a.currency ? "currency" : "decimal",
      ...(a.currency ? { currency: a.currency } : {}),
      maximumFractionDigits: 0,
    }).format(value);
  } catch {
    return new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(value);
  }
}

interface SavedCarsPanelProps {
  /** stock_locator.main_brand, left out of showroom links (001 §2). */
  mainBrand?: string;
  /** The panel's heading level (default 2). */
  headingLevel?: 2 | 3;
  className?: string;
}

/** The saved cars: each fetched (unless cached) and shown with a link to its showroom page. */
export function SavedCarsPanel({
  mainBrand = "",
  headingLevel = 2,
  className = "",
}: SavedCarsPanelProps) {
  const site = useSite();
  const t = stockTexts(site.lang).savedCars;
  const saved = useSavedCars();
  const entries = useRecords(saved.cars);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const titleId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const count = saved.cars.length;
  return (
    <section className={`saved-cars ${className}`.trim()} aria-labelledby={titleId}>
      <div className="saved-cars__head">
        <Heading className="saved-cars__title" id={titleId}>
          {t.title}
        </Heading>
        {hydrated && count > 0 ? (
          <button type="button" className="cta cta--secondary cta--small" onClick={saved.clear}>
            {t.clear}
          </button>
        ) : null}
      </div>
      <p className="saved-cars__count" aria-live="polite">
        {hydrated && count > 0
          ? fill(t.count, { count: integerText(count, site.numberLocale, site.digits) })
          : ""}
        {hydrated && goneCount > 0 ? ` ${t.removedGone}` : ""}
      </p>
      {!hydrated || count === 0 ? (
        <p className="saved-cars__empty">{t.empty}</p>
      ) : (
        <ul className="saved-cars__list">
          {saved.cars.map((car) => {
            const entry = entries.get(car.id);
            if (!entry || entry.status === "loading")
              return (
                <li key={car.id} className="saved-car saved-car--loading" aria-busy="true">
                  <span className="saved-car__photo" aria-hidden="true" />
                  <span className="saved-car__body">{t.loading}</span>
                </li>
              );
            if (entry.status === "failed")
              return (
                <li key={car.id} className="saved-car saved-car--failed">
                  <span className="saved-car__photo" aria-hidden="true" />
                  <span className="saved-car__body">
                    <span>{t.failed}</span>
                    <button
                      type="button"
                      className="cta cta--tertiary cta--small"
                      onClick={() => void fetchCar(car)}
                    >
                      {t.retry}
                    </button>
                  </span>
                </li>
              );
            const a = entry.record.attributes;
            const title = titleOf(a, t.vehicle);
            const photo = a.cover_photo_medium ?? a.photos?.[0]?.medium ?? a.photos?.[0]?.normal;
            const price = priceOf(a, site.tag);
            const href = showroomHref(
              site.base,
              { ...a, id: car.id },
              { mainBrand, lists: car.list.split(",") },
            );
            return (
              <li key={car.id} className="saved-car">
                {photo ? (
                  <img className="saved-car__photo" src={photo} alt="" loading="lazy" />
                ) : (
                  <span className="saved-car__photo" aria-hidden="true" />
                )}
                <span className="saved-car__body">
                  <a className="saved-car__title" href={href}>
                    <bdi>{title}</bdi>
                  </a>
                  {a.version ? <span className="saved-car__version">{a.version}</span> : null}
                  <span className="saved-car__price">{price ?? t.priceOnRequest}</span>
                </span>
                <button
                  type="button"
                  className="saved-car__remove"
                  aria-label={fill(t.remove, { name: title })}
                  onClick={() => saved.toggle(car)}
                >
                  <svg
                    viewBox="0 0 24 24"
                    width="20"
                    height="20"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path
                      d="M6 6l12 12M18 6L6 18"
                      stroke="currentColor"
                      strokeWidth="2"
                      fill="none"
                    />
                  </svg>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
