/**
 * Saved cars (001 §3 'Saved cars', §4 'Saved cars', §8): a list of {id, list} kept in browser
 * storage under stockLocatorSavedVahicles (the key is spelled as the document spells it). Saving
 * toggles; the list can be cleared; a car whose fetch answers 404 is marked bad and removed from
 * the list and the storage. Pure: the browser side is site/stock/saved-cars.tsx.
 */

export const SAVED_CARS_STORAGE_KEY = "stockLocatorSavedVahicles";

/** At most this many saved cars (the oldest is dropped when one more is saved). */
export const SAVED_CARS_MAX = 50;

export interface SavedCar {
  /** The vehicle id (as the listing API names it). */
  id: string;
  /** The publication list(s) it was saved from, comma-joined as the vehicle call takes them. */
  list: string;
}

export interface SavedCarsState {
  cars: SavedCar[];
  /** Ids whose fetch answered 404 this session: kept out of the list another tab writes back. */
  bad: string[];
}

export type SavedCarsAction =
  | { type: "toggle"; car: SavedCar }
  | { type: "clear" }
  | { type: "markBad"; id: string }
  | { type: "replace"; cars: SavedCar[] };

const ID_PATTERN = /^[1-9][0-9]{0,9}$/;
const LIST_PATTERN = /^[a-z0-9_-]{1,60}(,[a-z0-9_-]{1,60}){0,9}$/;

/** A saved car as stored, or null when it is not one (bad ids and lists are never stored). */
function savedCarOf(value: unknown): SavedCar | null {
  if (value === null || typeof value !== "object") return null;
  const { id, list } = value as { id?: unknown; list?: unknown };
  const idText = typeof id === "number" ? String(id) : id;
  if (typeof idText !== "string" || !ID_PATTERN.test(idText) || Number(idText) > 2147483647)
    return null;
  if (typeof list !== "string" || !LIST_PATTERN.test(list)) return null;
  return { id: idText, list };
}

/** The stored list, read leniently: what is not a saved car is dropped, each id kept once. */
export function parseSavedCars(text: string | null): SavedCar[] {
  if (text === null || text === "") return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  const cars: SavedCar[] = [];
  for (const item of value) {
    const car = savedCarOf(item);
    if (!car || seen.has(car.id)) continue;
    seen.add(car.id);
    cars.push(car);
  }
  return cars.slice(-SAVED_CARS_MAX);
}

export const serializeSavedCars = (cars: readonly SavedCar[]): string =>
  JSON.stringify(cars.map(({ id, list }) => ({ id, list })));

const isSaved = (state: SavedCarsState, id: string): boolean => state.cars.some((c) => c.id === id);

/** The saved-cars rules (001 §4): toggle adds when absent and removes when present; clear; bad ids. */
export function savedCarsReducer(state: SavedCarsState, action: SavedCarsAction): SavedCarsState {
  switch (action.type) {
    case "toggle": {
      const car = savedCarOf(action.car);
      if (!car) return state;
      if (isSaved(state, car.id))
        return { ...state, cars: state.cars.filter((c) => c.id !== car.id) };
      // Saved again on purpose: checked again when it is fetched.
      return {
        cars: [...state.cars, car].slice(-SAVED_CARS_MAX),
        bad: state.bad.filter((id) => id !== car.id),
      };
    }
    case "clear":
      return state.cars.length === 0 ? state : { ...state, cars: [] };
    case "markBad": {
      const bad = state.bad.includes(action.id) ? state.bad : [...state.bad, action.id];
      return { cars: state.cars.filter((c) => c.id !== action.id), bad };
    }
    case "replace":
      return { ...state, cars: action.cars.filter((c) => !state.bad.includes(c.id)) };
  }
}

/** The vehicle call of a saved car (001 §7): /public_api/listing/{list}/vehicle/{id}. */
export const savedCarUrl = (car: SavedCar): string =>
  `/public_api/listing/${encodeURIComponent(car.list).replace(/%2C/gi, ",")}/vehicle/${encodeURIComponent(car.id)}`;
