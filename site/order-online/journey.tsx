import { useCallback, useEffect, useState } from "react";
import { readSoftLock, type SoftLock } from "./browser-store.ts";
import { CheckoutScreen } from "./checkout.tsx";
import { ConfirmationScreen } from "./confirmation.tsx";
import { DetailsScreen } from "./details.tsx";
import type { OrderOnlineProps } from "./model.ts";
import { TopBar } from "./parts.tsx";
import { SuccessScreen } from "./success.tsx";

/** The element id of the props script beside the journey's mount. */
export const ORDER_ONLINE_PROPS_ID = "order-online-props";

/** The identifier prefix the server renders the journey with (useId's ids must match). */
export const ORDER_ONLINE_ID_PREFIX = "oo-";

/**
 * One screen of the order-online journey under its top bar: the island the page hydrates
 * (site/islands/order-online.tsx). The top bar's countdown follows this vehicle's hold, read
 * from the browser once it runs and from the checkout as it takes or loses the hold.
 */
export function OrderOnlineJourney(props: OrderOnlineProps) {
  const { vehicle } = props;
  const [hold, setHold] = useState<SoftLock | null>(null);
  useEffect(() => {
    const stored = readSoftLock();
    const key = vehicle ? vehicle.id || vehicle.configUrl : "";
    if (stored && key !== "" && stored.vehicleId === key && props.screen !== "success")
      setHold(stored);
  }, [vehicle, props.screen]);
  const onHold = useCallback((lock: SoftLock | null) => setHold(lock), []);
  const backHref = vehicle?.showroomHref || props.listingHref;
  return (
    <div className="oo" data-screen={props.screen}>
      <TopBar
        site={props.site}
        texts={props.texts}
        vehicle={vehicle}
        backHref={backHref}
        holdUntil={hold?.expiresAt || null}
      />
      <div className="oo__body">
        {props.screen === "details" ? (
          <DetailsScreen props={props} />
        ) : props.screen === "checkout" ? (
          <CheckoutScreen props={props} onHold={onHold} />
        ) : props.screen === "success" ? (
          <SuccessScreen props={props} />
        ) : (
          <ConfirmationScreen props={props} />
        )}
      </div>
    </div>
  );
}
