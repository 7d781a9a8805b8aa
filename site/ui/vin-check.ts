import { fromPromise } from "xstate";
import type { VinPurpose } from "../../runtime/core/vin.ts";

/**
 * The owner tools' call (POST /api/vin/check) from the browser: true when the VIN is recognised
 * for the purpose, false when not; throws when there is no usable answer (offline, 429, 5xx), which
 * the blocks show as their load failure (error_msg, try again). The VIN is sent normalised.
 */
export async function postVinCheck(vin: string, purpose: VinPurpose): Promise<boolean> {
  window.dispatchEvent(new Event("site:loading-start"));
  try {
    const response = await fetch("/api/vin/check", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({ vin, purpose }),
      credentials: "same-origin",
    });
    if (!response.ok) throw new Error(`VIN check answered ${response.status}`);
    const body: unknown = await response.json();
    const data = typeof body === "object" && body !== null ? Reflect.get(body, "data") : null;
    const recognised =
      typeof data === "object" && data !== null ? Reflect.get(data, "recognised") : null;
    if (typeof recognised !== "boolean") throw new Error("VIN check answered no verdict");
    return recognised;
  } finally {
    window.dispatchEvent(new Event("site:loading-done"));
  }
}

interface DataLayerWindow {
  dataLayer?: Record<string, unknown>[];
}

/** An owner tool's analytics event (never the VIN: it identifies a vehicle and its owner). */
export function pushOwnerToolEvent(entry: Record<string, unknown>): void {
  const w: Window & DataLayerWindow = window;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push(entry);
}

/** The owner tools' machines' checkVin actor over the site's call. */
export function vinCheckActor(purpose: VinPurpose) {
  return fromPromise<boolean, { vin: string }>(({ input }) => postVinCheck(input.vin, purpose));
}
