import { useEffect, useRef, useState } from "react";
import { isConsentGiven, THIRD_PARTY_SCOPES } from "../../../runtime/core/consent.ts";
import { readConsentRecord } from "../consent-gate.tsx";
import { googleMapsProvider } from "./google-maps.ts";
import {
  DEFAULT_MAP_CENTER,
  type MapHandle,
  type MapPin,
  type MapsConfig,
  type MapsProvider,
  mayLoadRealMap,
} from "./maps.ts";
import { StaticMap } from "./static-map.tsx";

type RealState = "off" | "waiting-consent" | "loading" | "shown" | "failed";

/**
 * A retailer block's map: the local drawing first (server and browser alike), replaced in the
 * browser by the real map when the site has a maps key and the visitor's consent allows it.
 * Without a key the drawing stays; without consent a note says why.
 */
export function RetailerMap({
  config,
  pins,
  selectedId,
  onSelect,
  label,
  failure,
  provider,
}: {
  config: MapsConfig;
  pins: readonly MapPin[];
  selectedId: string | null;
  onSelect?: (id: string) => void;
  label: string;
  /** The block's error_msg and try_again_btn_label, shown when the real map fails to load. */
  failure?: { message: string; retry: string };
  /** The real provider; tests pass their own. Default: the maps provider's JavaScript API. */
  provider?: MapsProvider;
}) {
  const holder = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const [state, setState] = useState<RealState>("off");
  /** Bumped by the failure box's retry button: the real map is mounted again. */
  const [attempt, setAttempt] = useState(0);
  const hasKey = config.key.trim() !== "";
  // The real map is mounted once per configuration; pins and selection reach it through update().
  const view = useRef({ pins, selectedId, onSelect });
  view.current = { pins, selectedId, onSelect };

  useEffect(() => {
    void attempt;
    if (!hasKey) return;
    const consent = (() => {
      try {
        return isConsentGiven(
          readConsentRecord() ?? { status: "pending", scopes: [] },
          THIRD_PARTY_SCOPES,
        );
      } catch {
        return false;
      }
    })();
    if (!mayLoadRealMap(config, consent)) {
      setState("waiting-consent");
      return;
    }
    const element = holder.current;
    if (!element) return;
    let isCancelled = false;
    setState("loading");
    (provider ?? googleMapsProvider(config))
      .mount(element, { ...view.current, fallbackCenter: DEFAULT_MAP_CENTER })
      .then((h) => {
        if (isCancelled) return h.destroy();
        handle.current = h;
        setState("shown");
      })
      .catch(() => {
        if (!isCancelled) setState("failed");
      });
    return () => {
      isCancelled = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [hasKey, config, provider, attempt]);

  useEffect(() => {
    handle.current?.update({ pins, fallbackCenter: DEFAULT_MAP_CENTER, selectedId, onSelect });
  }, [pins, selectedId, onSelect]);

  return (
    <div className={`retailer-map retailer-map--${state}`}>
      <StaticMap
        pins={pins}
        selectedId={selectedId}
        label={label}
        className={
          state === "shown"
            ? "retailer-map__static retailer-map__static--hidden"
            : "retailer-map__static"
        }
      />
      {hasKey ? <div ref={holder} className="retailer-map__real" data-map="real" /> : null}
      {state === "waiting-consent" ? (
        <p className="retailer-map__note">
          تظهر الخريطة التفاعلية بعد موافقتك على ملفات تعريف الارتباط الاختيارية؛ المواقع مرسومة
          أعلاه والقائمة كاملة.
        </p>
      ) : null}
      {state === "failed" ? (
        <div className="retailer-locator__error retailer-map__error" role="alert">
          <p>{failure?.message || "تعذّر تحميل الخريطة التفاعلية؛ المواقع مرسومة أعلاه."}</p>
          <button
            type="button"
            className="retailer-locator__retry"
            onClick={() => setAttempt((n) => n + 1)}
          >
            {failure?.retry || "حاول مرة أخرى"}
          </button>
        </div>
      ) : null}
    </div>
  );
}
