import { useCallback, useState } from "react";
import type { LatLng } from "../../../runtime/core/geo.ts";

/** The visitor's position, asked for only when the visitor presses the button that needs it. */
export type PositionState =
  | { status: "idle" }
  | { status: "asking" }
  | { status: "located"; at: LatLng }
  | { status: "denied" }
  | { status: "unavailable" };

/** Arabic status texts of each state (idle and located say nothing). */
export const POSITION_MESSAGES: Readonly<Record<PositionState["status"], string>> = {
  idle: "",
  asking: "جارٍ تحديد موقعك…",
  located: "",
  denied: "لم تسمح بمعرفة موقعك، لذا لا تظهر المسافات. يمكنك البحث بالاسم أو المدينة.",
  unavailable: "تعذّر تحديد موقعك الآن. يمكنك البحث بالاسم أو المدينة.",
};

export function useVisitorPosition(): { position: PositionState; locate: () => void } {
  const [position, setPosition] = useState<PositionState>({ status: "idle" });
  const locate = useCallback(() => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      setPosition({ status: "unavailable" });
      return;
    }
    setPosition({ status: "asking" });
    navigator.geolocation.getCurrentPosition(
      (p) =>
        setPosition({ status: "located", at: { lat: p.coords.latitude, lng: p.coords.longitude } }),
      (e) => setPosition({ status: e.code === e.PERMISSION_DENIED ? "denied" : "unavailable" }),
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
    );
  }, []);
  return { position, locate };
}
