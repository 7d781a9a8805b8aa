/**
 * Spec 000 §4 "Failures and a loading indicator": when an island's chunk cannot be loaded (a
 * deploy replaced the built files under an open page), the page is reloaded to fetch the new
 * ones, at most once per minute so a chunk that is really gone cannot loop the page.
 */

/** Where the time of the last such reload is kept (sessionStorage: this tab only). */
export const CHUNK_RELOAD_KEY = "chunk-reload-at";
/** At most one reload per this many milliseconds. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** The stored time of the last reload, or null when there is none or it is not a time. */
export function lastReloadOf(stored: string | null): number | null {
  if (stored === null || !/^\d+$/.test(stored)) return null;
  const time = Number(stored);
  return Number.isSafeInteger(time) ? time : null;
}

/**
 * Whether a failed chunk reloads the page: when it never did in this tab, or the last reload is
 * at least the interval ago. A last reload "in the future" (the clock was set back) reloads too:
 * the time written then is the new one, so it still happens once.
 */
export function shouldReloadAfterChunkFailure(
  lastReloadAt: number | null,
  now: number,
  intervalMs = CHUNK_RELOAD_INTERVAL_MS,
): boolean {
  if (lastReloadAt === null) return true;
  return now < lastReloadAt || now - lastReloadAt >= intervalMs;
}

/** What the reload needs of the browser (a stand-in in tests). */
interface ReloadEnvironment {
  storage: Pick<Storage, "getItem" | "setItem"> | null;
  now: () => number;
  reload: () => void;
}

/**
 * Reloads the page after a failed chunk when the rule allows it; returns whether it did. Without
 * sessionStorage (blocked by the browser) it never reloads: it could not keep the limit.
 */
export function reloadAfterChunkFailure(env: ReloadEnvironment): boolean {
  try {
    if (!env.storage) return false;
    const now = env.now();
    if (!shouldReloadAfterChunkFailure(lastReloadOf(env.storage.getItem(CHUNK_RELOAD_KEY)), now))
      return false;
    env.storage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    return false;
  }
  env.reload();
  return true;
}

function browserStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** A dynamic import that reloads the page (within the limit) when its chunk fails to load. */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    reloadAfterChunkFailure({
      storage: browserStorage(),
      now: () => Date.now(),
      reload: () => window.location.reload(),
    });
    throw error;
  }
}
