import { useEffect, useState } from "react";
import { callApi } from "./api.ts";
import { formatDateTime, type OrderOnlineProps } from "./model.ts";
import { NoticePage } from "./parts.tsx";
import { minorMoney, type OrderView, orderView } from "./success.tsx";

/**
 * The confirmation of an order (confirmation/:orderNumber): the order read back (GET
 * /buy_online/orders/:orderNumber: when it was made, its number, its state and its payment in
 * words). Opened from the no-payment vendor's e-mail (`?token=…&by_link=1`), it first confirms
 * the order with that token (PUT …/confirm, confirmation_by_link true).
 */
export function ConfirmationScreen({ props }: { props: OrderOnlineProps }) {
  const { texts, site, orderNumber } = props;
  const [order, setOrder] = useState<OrderView | null>(null);
  const [state, setState] = useState<"loading" | "confirming" | "ready" | "missing">("loading");
  const [isConfirmedNow, setConfirmedNow] = useState(false);

  useEffect(() => {
    const query = new URLSearchParams(location.search);
    const token = query.get("token") ?? "";
    const path = `/buy_online/orders/${encodeURIComponent(orderNumber)}`;
    const run = async () => {
      if (token !== "" && query.get("by_link") === "1") {
        setState("confirming");
        const answer = await callApi(`${path}/confirm`, {
          method: "PUT",
          body: { confirmation_by_link: true, token },
        });
        if (answer.ok) {
          setConfirmedNow(true);
          setOrder(orderView(answer.attributes, answer.id));
          setState("ready");
          return;
        }
      }
      const answer = await callApi(path);
      if (!answer.ok) return setState("missing");
      setOrder(orderView(answer.attributes, answer.id));
      setState("ready");
    };
    void run();
  }, [orderNumber]);

  if (state === "missing")
    return (
      <NoticePage
        page={{ heading: "", paragraph: "" }}
        heading={texts.confirmation.heading}
        body={texts.confirmation.notFound}
        tone="error"
      >
        <a className="cta cta--primary" href={props.listingHref}>
          {texts.missing.back}
        </a>
      </NoticePage>
    );
  const statuses: Readonly<Record<string, string>> = texts.confirmation.statuses;
  const payments: Readonly<Record<string, string>> = texts.confirmation.payments;
  return (
    <section
      className="oo-confirmation"
      aria-labelledby="oo-confirmation-h"
      aria-busy={order === null}
    >
      <h1 id="oo-confirmation-h" className="heading heading--l">
        {texts.confirmation.heading}
      </h1>
      {order === null ? (
        <p className="oo-hint" role="status">
          {state === "confirming" ? texts.confirmation.confirming : texts.confirmation.loading}
        </p>
      ) : (
        <>
          {isConfirmedNow ? (
            <p className="oo-notice oo-notice--info" role="status">
              {texts.confirmation.confirmed}
            </p>
          ) : null}
          <dl className="oo-facts oo-facts--large">
            <div>
              <dt>{texts.confirmation.orderNumber}</dt>
              <dd>
                <bdi data-order-number="">{order.orderNumber}</bdi>
              </dd>
            </div>
            {order.createdAt ? (
              <div>
                <dt>{texts.confirmation.created}</dt>
                <dd data-created="">{formatDateTime(order.createdAt, site.tag, site.timeZone)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{texts.confirmation.status}</dt>
              <dd data-status={order.status}>{statuses[order.status] ?? order.status}</dd>
            </div>
            <div>
              <dt>{texts.confirmation.paymentStatus}</dt>
              <dd data-payment-status={order.paymentStatus}>
                {payments[order.paymentStatus] ?? order.paymentStatus}
              </dd>
            </div>
            {order.amount !== null &&
            order.amount > 0 &&
            order.currency &&
            order.paymentStatus !== "none" &&
            order.paymentStatus !== "" ? (
              <div>
                <dt>{texts.confirmation.amount}</dt>
                <dd>
                  <bdi>{minorMoney(order.amount, order.currency, site.numberLocale)}</bdi>
                </dd>
              </div>
            ) : null}
          </dl>
          {order.paymentStatus === "authorised" ? (
            <p className="oo-notice oo-notice--info" data-payment-held="">
              {texts.confirmation.heldNote}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
