import { describe, expect, it } from "vitest";
import {
  CHUNK_RELOAD_INTERVAL_MS,
  CHUNK_RELOAD_KEY,
  lastReloadOf,
  reloadAfterChunkFailure,
  shouldReloadAfterChunkFailure,
} from "../../site/islands/chunk-reload.ts";

describe("reloading after a failed island chunk", () => {
  const now = 1_700_000_000_000;

  it("reloads when the tab never did, or the last reload is a minute ago or more", () => {
    expect(shouldReloadAfterChunkFailure(null, now)).toBe(true);
    expect(shouldReloadAfterChunkFailure(now - CHUNK_RELOAD_INTERVAL_MS, now)).toBe(true);
    expect(shouldReloadAfterChunkFailure(now - 5 * 60_000, now)).toBe(true);
  });

  it("does not reload again within the minute", () => {
    expect(shouldReloadAfterChunkFailure(now, now)).toBe(false);
    expect(shouldReloadAfterChunkFailure(now - 1, now)).toBe(false);
    expect(shouldReloadAfterChunkFailure(now - CHUNK_RELOAD_INTERVAL_MS + 1, now)).toBe(false);
  });

  it("reloads when the stored time is later than now (the clock was set back)", () => {
    expect(shouldReloadAfterChunkFailure(now + 10_000, now)).toBe(true);
  });

  it("reads only a whole number of milliseconds from storage", () => {
    expect(lastReloadOf(null)).toBeNull();
    expect(lastReloadOf("")).toBeNull();
    expect(lastReloadOf("abc")).toBeNull();
    expect(lastReloadOf("-5")).toBeNull();
    expect(lastReloadOf("1.5")).toBeNull();
    expect(lastReloadOf("99999999999999999999")).toBeNull();
    expect(lastReloadOf(String(now))).toBe(now);
  });

  it("remembers the reload in storage, so a second failure within the minute does not loop", () => {
    const stored = new Map<string, string>();
    const storage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
    };
    let reloads = 0;
    let clock = now;
    const env = { storage, now: () => clock, reload: () => void reloads++ };
    expect(reloadAfterChunkFailure(env)).toBe(true);
    expect(stored.get(CHUNK_RELOAD_KEY)).toBe(String(now));
    clock += 30_000;
    expect(reloadAfterChunkFailure(env)).toBe(false);
    clock += 30_000;
    expect(reloadAfterChunkFailure(env)).toBe(true);
    expect(reloads).toBe(2);
  });

  it("never reloads without storage, or when storage refuses", () => {
    let reloads = 0;
    const reload = () => void reloads++;
    expect(reloadAfterChunkFailure({ storage: null, now: () => now, reload })).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(reloadAfterChunkFailure({ storage: refusing, now: () => now, reload })).toBe(false);
    expect(reloads).toBe(0);
  });
});
