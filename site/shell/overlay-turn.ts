/**
 * One popup at a time, the cookie banner first. The banner and the site-wide popup are two
 * components of the same shell island (site/islands/client.tsx renders them side by side); the
 * banner says here whether it is waiting for the visitor's answer, and the popup waits its turn
 * while it is (machines/basic-popup-machine.ts HOLD and RELEASE).
 */

let isBannerWaiting = false;
const listeners = new Set<() => void>();

/** Called by the cookie banner whenever it shows or goes. */
export function setConsentBannerWaiting(isWaiting: boolean): void {
  if (isWaiting === isBannerWaiting) return;
  isBannerWaiting = isWaiting;
  for (const listener of listeners) listener();
}

/** Whether the cookie banner is on screen waiting for an answer (for useSyncExternalStore). */
export function isConsentBannerWaiting(): boolean {
  return isBannerWaiting;
}

export function subscribeConsentBanner(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
