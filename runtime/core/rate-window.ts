/** A small per-address window: enough for a person, not for a flood. */
export function rateLimiter(perMinute: number) {
  const windows = new Map<string, { start: number; n: number }>();
  return (address: string): boolean => {
    const now = Date.now();
    if (windows.size > 10_000)
      for (const [key, w] of windows) if (now - w.start > 60_000) windows.delete(key);
    const current = windows.get(address);
    if (!current || now - current.start > 60_000) {
      windows.set(address, { start: now, n: 1 });
      return true;
    }
    current.n += 1;
    return current.n <= perMinute;
  };
}
