/** Stripe.js as far as the checkouts use it (the order-online journey, the pre-order block). */
export interface StripeLike {
  confirmPayment(options: {
    clientSecret: string;
    confirmParams: { return_url: string };
    redirect?: "always";
  }): Promise<{ error?: { message?: string } }>;
}

/**
 * Loads Stripe.js once (only on a site whose card provider is Stripe), in `locale` when given
 * (the pre-order block's payment-provider locale), else the browser's.
 */
export function loadStripe(key: string, locale?: string): Promise<StripeLike | null> {
  return new Promise((resolve) => {
    const ready = () => {
      const factory: unknown = Reflect.get(window, "Stripe");
      resolve(
        typeof factory === "function"
          ? (factory(key, locale ? { locale } : undefined) as StripeLike)
          : null,
      );
    };
    if (Reflect.get(window, "Stripe")) return ready();
    const script = document.createElement("script");
    script.src = "https://js.stripe.com/v3/";
    script.onload = ready;
    script.onerror = () => resolve(null);
    document.head.append(script);
  });
}
