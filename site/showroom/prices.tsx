import { priceOf } from "../../runtime/core/stock/showroom-prices.ts";
import type { MappedVehicle } from "../../runtime/core/stock/vehicle.ts";
import { translator } from "../i18n/index.ts";
import { useSite } from "../ui/site-context.tsx";

/**
 * The vehicle's prices (001 §4): the purchase price (a new vehicle's drive-away price of the
 * visitor's state, else the retailer price, a reduction shown against the old price), the lease
 * and subscription prices visitors may see, or 'price on request'; then the AVL, on-the-road and
 * breakdown figures the vehicle has. Formatted on the server by runtime/core/prices.ts (double
 * price included).
 */
export function ShowroomPrices({ vehicle }: { vehicle: MappedVehicle }) {
  const t = translator(useSite().lang);
  const { prices } = vehicle;
  const purchase = priceOf(prices, "purchase");
  const others = prices.list.filter((p) => p.type !== "purchase" && !p.hiddenFromVisitors);
  const current = prices.driveAway.current;
  const figures: { key: string; label: string; text: string }[] = [];
  const add = (key: string, label: string, figure: { text: string } | null) => {
    if (figure) figures.push({ key, label, text: figure.text });
  };
  add("omv", String(t("showroom.prices.omv")), prices.avl.omv);
  add("arf", String(t("showroom.prices.arf")), prices.avl.arf);
  add("parf", String(t("showroom.prices.parf")), prices.avl.parf);
  add("onTheRoad", String(t("showroom.prices.onTheRoad")), prices.onTheRoad.value);
  add(
    "onTheRoadCharges",
    String(t("showroom.prices.onTheRoadCharges")),
    prices.onTheRoad.chargeValue,
  );
  const breakdown = prices.breakdown;
  const breakdownRows = [
    ...(breakdown.basePrice
      ? [
          {
            key: "base",
            label: String(t("showroom.prices.basePrice")),
            text: breakdown.basePrice.text,
          },
        ]
      : []),
    ...(breakdown.optionalFeaturesPrice
      ? [
          {
            key: "optional",
            label: String(t("showroom.prices.optionalFeatures")),
            text: breakdown.optionalFeaturesPrice.text,
          },
        ]
      : []),
    ...breakdown.items.map((item, i) => ({
      key: `item-${i}`,
      label: item.label,
      text: item.price?.text ?? "",
    })),
    ...(breakdown.totalPrice
      ? [
          {
            key: "total",
            label: String(t("showroom.prices.totalPrice")),
            text: breakdown.totalPrice.text,
          },
        ]
      : []),
  ];
  return (
    <div className="showroom-prices" data-price-type={prices.config.priceType}>
      {prices.priceOnRequest ? (
        <p className="showroom-prices__main" data-price="on-request">
          {t("showroom.prices.onRequest")}
        </p>
      ) : purchase && !purchase.hiddenFromVisitors ? (
        <p className="showroom-prices__main" data-price="purchase">
          <span className="showroom-prices__label">
            {current
              ? t("showroom.prices.driveAway", { state: current.state })
              : t("showroom.prices.retailer")}
          </span>
          <bdi className="price showroom-prices__amount">{purchase.value}</bdi>
          {purchase.oldPrice ? (
            <s className="showroom-prices__old">
              <span className="visually-hidden">{t("showroom.prices.oldPrice")}: </span>
              <bdi>{purchase.oldPrice}</bdi>
            </s>
          ) : null}
        </p>
      ) : null}
      {!prices.priceOnRequest && others.length > 0 ? (
        <ul className="showroom-prices__others">
          {others.map((p) => (
            <li key={p.type} data-price={p.type}>
              <span>{t(p.label)}</span> <bdi className="price">{p.value}</bdi>
            </li>
          ))}
        </ul>
      ) : null}
      {figures.length > 0 ? (
        <dl className="showroom-prices__figures">
          {figures.map((f) => (
            <div key={f.key} data-price={f.key}>
              <dt>{f.label}</dt>
              <dd>
                <bdi>{f.text}</bdi>
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {breakdownRows.length > 0 ? (
        <details
          className="showroom-accordion showroom-prices__breakdown"
          data-accordion="breakdown"
        >
          <summary>{t("showroom.prices.breakdown")}</summary>
          <dl className="showroom-prices__rows">
            {breakdownRows.map((row) => (
              <div key={row.key}>
                <dt>{row.label}</dt>
                <dd>
                  <bdi>{row.text}</bdi>
                </dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </div>
  );
}
