import { ORDER_ONLINE_PROPS_ID } from "./journey.tsx";
import type { OrderOnlineProps } from "./model.ts";
import { TopBar } from "./parts.tsx";

/**
 * A page of the order-online journey as the server sends it: the journey's island (its server
 * HTML, hydrated by site/islands/order-online.tsx with the props written beside it), or, for a
 * vehicle that cannot be ordered (missing, sold, reserved by an order), the top bar and a page
 * saying so with the way back to the vehicles on offer.
 */
export function OrderOnlinePage({
  props,
  html,
  refusal,
  propsJson,
}: {
  props: OrderOnlineProps;
  html: string;
  propsJson: string;
  refusal: "missing" | "sold" | "reserved" | null;
}) {
  const { texts } = props;
  if (refusal !== null)
    return (
      <div className="oo" data-screen="unavailable">
        <TopBar
          site={props.site}
          texts={texts}
          vehicle={null}
          backHref={props.listingHref}
          holdUntil={null}
        />
        <section className="oo__body oo-missing" aria-labelledby="oo-missing-h">
          <h1 id="oo-missing-h" className="heading heading--l">
            {texts.missing.title}
          </h1>
          <p>
            {refusal === "sold"
              ? texts.missing.sold
              : refusal === "reserved"
                ? texts.missing.reserved
                : texts.missing.body}
          </p>
          <a className="cta cta--primary" href={props.listingHref}>
            {texts.missing.back}
          </a>
        </section>
      </div>
    );
  return (
    <>
      <div
        className="oo-mount"
        data-order-online-island={props.screen}
        data-props={ORDER_ONLINE_PROPS_ID}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <script
        type="application/json"
        id={ORDER_ONLINE_PROPS_ID}
        dangerouslySetInnerHTML={{ __html: propsJson }}
      />
    </>
  );
}
