/**
 * Where the order-online steps keep their place (001 §4 'Order-online steps'): the active step
 * and the enabled steps, as JSON under sl_order_online_steps, so that a reload of the details
 * page comes back to the step the visitor was on. The steps machine decides what a stored value
 * means (machines/order-online-steps-machine.ts, restoredSteps); this only reads, writes and
 * removes it, and says so through the logger when the browser refuses (001 §8).
 *
 * The storage and the logger are passed in (localStorage and console.warn in the browser), so the
 * same code runs in tests.
 */

export const STEPS_STORAGE_KEY = "sl_order_online_steps";

/** The messages of 001 §8, each under the steps' prefix. */
export const STEPS_STORAGE_ERRORS = {
  save: "SL Steps Validation: saving data to localStorage failed",
  remove: "SL Steps Validation: removing localStorage data failed",
  fetch: "SL Steps Validation: fetching stored localeStorage data failed",
} as const;

/** The part of the Web Storage API the steps use. */
export type StepsStorageLike = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** console.warn's shape: the message, then what went wrong. */
export type StepsLogger = (message: string, error?: unknown) => void;

/** What is stored: read back as written, unchecked (the machine checks it). */
export interface StoredSteps {
  active: unknown;
  enabled: unknown;
}

/** Stores the active step and the enabled steps; false (and a warning) when it could not. */
export function saveSteps(
  storage: StepsStorageLike,
  steps: { active: number; enabled: readonly number[] },
  log: StepsLogger,
): boolean {
  try {
    storage.setItem(
      STEPS_STORAGE_KEY,
      JSON.stringify({ active: steps.active, enabled: steps.enabled }),
    );
    return true;
  } catch (error) {
    log(STEPS_STORAGE_ERRORS.save, error);
    return false;
  }
}

/** Removes the stored steps; false (and a warning) when it could not. */
export function clearSteps(storage: StepsStorageLike, log: StepsLogger): boolean {
  try {
    storage.removeItem(STEPS_STORAGE_KEY);
    return true;
  } catch (error) {
    log(STEPS_STORAGE_ERRORS.remove, error);
    return false;
  }
}

/**
 * The stored steps, or null when none are stored. A store that cannot be read or is not a JSON
 * object is null too, with a warning.
 */
export function loadSteps(storage: StepsStorageLike, log: StepsLogger): StoredSteps | null {
  try {
    const text = storage.getItem(STEPS_STORAGE_KEY);
    if (text === null) return null;
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed))
      throw new TypeError(`${STEPS_STORAGE_KEY} is not an object`);
    return { active: Reflect.get(parsed, "active"), enabled: Reflect.get(parsed, "enabled") };
  } catch (error) {
    log(STEPS_STORAGE_ERRORS.fetch, error);
    return null;
  }
}
