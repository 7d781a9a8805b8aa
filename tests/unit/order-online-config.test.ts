import { describe, expect, it } from "vitest";
import { fallbackCategory } from "../../runtime/core/analytics.ts";
import { DEFAULT_PRICE_SETTINGS } from "../../runtime/core/prices.ts";
import {
  checkoutPageContent,
  configTypeFor,
  configuratorVehicle,
  contentForPaymentOption,
  currencyMinorDigits,
  isFreeReservation,
  isNoGateway,
  journeyOf,
  orderOnlineConfigData,
  orderOnlineConfigTypes,
  orderOnlineRoute,
  orderOnlineSettings,
  reservationPaymentOf,
  stepsPageSteps,
  successPageContent,
  toMajorText,
  toMinorUnits,
} from "../../runtime/core/stock/order-online-config.ts";
import { mapVehicle } from "../../runtime/core/stock/vehicle.ts";

/** A config entry as the stock service answers it. */
const entry = (configType: string, data: Record<string, unknown>, vehicleState = "") => ({
  id: `${configType}-${vehicleState}`,
  type: "config" as const,
  attributes: { config_type: configType, vehicle_state: vehicleState, data },
});

const stock = { journey: "stock" as const, state: "new" };
const build = { journey: "configurator" as const, state: "new" };

describe("config types by journey", () => {
  it("the stock journey reads the order_online types; a config_url switches to the config_ ones", () => {
    expect(journeyOf(null)).toBe("stock");
    expect(journeyOf("  ")).toBe("stock");
    expect(journeyOf("https://configurator.example.com/landrover/l663/build/x")).toBe(
      "configurator",
    );
    expect(orderOnlineConfigTypes("stock")).toEqual([
      "order_online",
      "order_online_steps_page",
      "order_online_checkout_page",
      "order_online_success_page",
    ]);
    expect(orderOnlineConfigTypes("configurator")).toEqual([
      "config_order_online",
      "config_order_online_steps_page",
      "config_order_online_checkout_page",
      "config_order_online_success_page",
    ]);
    expect(configTypeFor("order_online_success_page", "configurator")).toBe(
      "config_order_online_success_page",
    );
  });

  it("reads the configurator's own entries on its journey, never the stock ones", () => {
    const entries = [
      entry("order_online", { reservation_fee: 5000 }),
      entry("config_order_online", { reservation_fee: 2500 }),
    ];
    expect(orderOnlineConfigData(entries, "order_online", stock)?.reservation_fee).toBe(5000);
    expect(orderOnlineConfigData(entries, "order_online", build)?.reservation_fee).toBe(2500);
    expect(orderOnlineConfigData([entries[0] ?? entry("x", {})], "order_online", build)).toBeNull();
  });
});

describe("the entry for the vehicle's state", () => {
  const entries = [
    entry("order_online", { reservation_fee: 5000 }),
    entry("order_online", { reservation_fee: 1000 }, "used"),
  ];

  it("uses the entry of the vehicle's state when one exists", () => {
    expect(
      orderOnlineConfigData(entries, "order_online", { ...stock, state: "used" })?.reservation_fee,
    ).toBe(1000);
  });

  it("otherwise the entry for every state", () => {
    expect(orderOnlineConfigData(entries, "order_online", stock)?.reservation_fee).toBe(5000);
    expect(
      orderOnlineConfigData(entries, "order_online", { ...stock, state: "approved" })
        ?.reservation_fee,
    ).toBe(5000);
  });
});

describe("content_types by payment option", () => {
  const data = {
    checkout_details: {
      heading: "تفاصيل الحجز",
      paragraph: "ادفع رسوم الحجز",
      extra: { a: 1, b: 2 },
    },
    checkout_form: { heading: "بياناتك" },
    content_types: {
      lease: {
        checkout_details: { heading: "تفاصيل طلب التأجير", extra: { b: 3 } },
        checkout_error_page: { heading: "خطأ في التأجير" },
      },
    },
  };

  it("overrides the base content section by section, deeply", () => {
    expect(contentForPaymentOption(data, "lease")).toEqual({
      checkout_details: {
        heading: "تفاصيل طلب التأجير",
        paragraph: "ادفع رسوم الحجز",
        extra: { a: 1, b: 3 },
      },
      checkout_form: { heading: "بياناتك" },
      checkout_error_page: { heading: "خطأ في التأجير" },
    });
  });

  it("keeps the base content for no option, or one it does not name", () => {
    const { content_types: _, ...base } = data;
    expect(contentForPaymentOption(data, undefined)).toEqual(base);
    expect(contentForPaymentOption(data, "cash")).toEqual(base);
  });

  it("applies to the checkout page read for a scope", () => {
    const entries = [entry("order_online_checkout_page", data)];
    expect(
      checkoutPageContent(entries, { ...stock, paymentOption: "lease" }).checkout_details.heading,
    ).toBe("تفاصيل طلب التأجير");
    expect(checkoutPageContent(entries, stock).checkout_details.heading).toBe("تفاصيل الحجز");
  });
});

describe("the pages' sections", () => {
  it("reads every checkout section, an empty one for what the config lacks, and the vendor", () => {
    const content = checkoutPageContent(
      [
        entry("order_online_checkout_page", {
          checkout_form: { heading: "بياناتك" },
          checkout_payment: {
            heading: "الدفع",
            vendor: { type: "STRIPE", stripe_connected_accounts: ["acct_1", { id: "acct_2" }, ""] },
          },
        }),
      ],
      stock,
    );
    expect(Object.keys(content).sort()).toEqual(
      [
        "checkout_authentication",
        "checkout_confirmation_page",
        "checkout_details",
        "checkout_error_page",
        "checkout_form",
        "checkout_payment",
        "checkout_rebooking_page",
        "checkout_terms_and_conditions",
      ].sort(),
    );
    expect(content.checkout_details).toEqual({});
    expect(content.checkout_payment).toMatchObject({
      heading: "الدفع",
      vendor: { type: "STRIPE", stripeConnectedAccounts: ["acct_1", "acct_2"] },
    });
  });

  it("takes the vendor from the order_online config when the checkout names none", () => {
    const content = checkoutPageContent(
      [entry("order_online", { vendor: "NO_PAYMENT_WITH_CONFIRMATION_EMAIL" })],
      stock,
    );
    expect(content.checkout_payment.vendor.type).toBe("NO_PAYMENT_WITH_CONFIRMATION_EMAIL");
  });

  it("reads the success page's reservation confirmation error and failure pages", () => {
    expect(
      successPageContent(
        [
          entry("config_order_online_success_page", {
            reservation_confirmation_error_page: { heading: "تعذّر تأكيد الحجز" },
          }),
        ],
        build,
      ),
    ).toEqual({
      reservation_confirmation_error_page: { heading: "تعذّر تأكيد الحجز" },
      reservation_confirmation_failure_page: {},
    });
  });

  it("reads the steps page's labels per step", () => {
    expect(
      stepsPageSteps(
        [
          entry("order_online_steps_page", {
            steps: [
              { id: "details", label: "التفاصيل" },
              { label: "التمويل" },
              { id: "x" },
              "الدفع",
            ],
          }),
        ],
        stock,
      ),
    ).toEqual([
      { id: "details", label: "التفاصيل" },
      { id: "1", label: "التمويل" },
      { id: "3", label: "الدفع" },
    ]);
  });
});

describe("vendor types", () => {
  it("a reservation is free when the vendor type, trimmed and upper-cased, is NO_PAYMENT_JAPAN", () => {
    expect(isFreeReservation("NO_PAYMENT_JAPAN")).toBe(true);
    expect(isFreeReservation("  no_payment_japan\n")).toBe(true);
    expect(isFreeReservation("NO_PAYMENT_JAPAN_X")).toBe(false);
    expect(isFreeReservation(undefined)).toBe(false);
  });

  it("NO_PAYMENT_WITH_CONFIRMATION_EMAIL means no payment gateway", () => {
    expect(isNoGateway("NO_PAYMENT_WITH_CONFIRMATION_EMAIL")).toBe(true);
    expect(isNoGateway(" no_payment_with_confirmation_email ")).toBe(true);
    expect(isNoGateway("NO_PAYMENT_JAPAN")).toBe(false);
  });

  it("the way of paying by vendor type: card by default", () => {
    expect(reservationPaymentOf("NO_PAYMENT_JAPAN")).toBe("free");
    expect(reservationPaymentOf("NO_PAYMENT_WITH_CONFIRMATION_EMAIL")).toBe("confirmation_email");
    expect(reservationPaymentOf("paypal")).toBe("wallet");
    expect(reservationPaymentOf("LIQPAY")).toBe("hosted");
    expect(reservationPaymentOf("STRIPE")).toBe("card");
    expect(reservationPaymentOf("")).toBe("card");
  });
});

describe("money", () => {
  it("converts the reservation fee to minor units by the currency's digits", () => {
    expect(currencyMinorDigits("AED")).toBe(2);
    expect(currencyMinorDigits("jpy")).toBe(0);
    expect(currencyMinorDigits("BHD")).toBe(3);
    expect(currencyMinorDigits("dirham")).toBeNull();
    expect(toMinorUnits(5000, "AED")).toBe(500000);
    expect(toMinorUnits(5000, "JPY")).toBe(5000);
    expect(toMinorUnits(12.345, "KWD")).toBe(12345);
    expect(toMinorUnits(50.1, "AED")).toBe(5010); // not 5009.999…
    expect(toMinorUnits(-1, "AED")).toBeNull();
    expect(toMajorText(500000, "AED")).toBe("5000.00");
    expect(toMajorText(5000, "JPY")).toBe("5000");
  });

  it("reads the order_online settings: fee, currency, hold length (default 15), tax, vendor", () => {
    const settings = orderOnlineSettings(
      [
        entry("order_online", {
          reservation_fee: 5000,
          currency: "aed",
          vendor: "NO_PAYMENT_WITH_CONFIRMATION_EMAIL",
          payment_options: ["cash", "lease"],
          inquiry_recipients: ["Sales@Example.com"],
          prices: { include_tax: true },
          payment_on_hold: true,
        }),
        entry("order_online_checkout_page", { checkout_payment: { vendor: { type: "STRIPE" } } }),
      ],
      stock,
    );
    expect(settings).toEqual({
      reservationFee: 5000,
      currency: "AED",
      reservationFeeMinor: 500000,
      softLockMinutes: 15,
      includeTax: true,
      paymentOnHold: true,
      vendorType: "STRIPE",
      paymentOptions: ["cash", "lease"],
      inquiryRecipients: ["sales@example.com"],
    });
    const other = orderOnlineSettings(
      [entry("order_online", { reservation_fee: 300000, soft_lock_minutes: 30 })],
      stock,
      "JPY",
    );
    expect(other).toMatchObject({
      currency: "JPY",
      reservationFeeMinor: 300000,
      softLockMinutes: 30,
      includeTax: false,
      // A deposit is charged unless the config holds it.
      paymentOnHold: false,
    });
    expect(orderOnlineSettings([], stock)).toMatchObject({
      reservationFee: null,
      reservationFeeMinor: null,
      softLockMinutes: 15,
    });
  });
});

describe("001 §3 Configurator vehicle", () => {
  const source = {
    color: "أخضر بانجيا",
    item_id: "L663-110-X-DYNAMIC-HSE",
    availability: "on_demand",
    model_year: 2027,
    gross_price: 449000,
    net_price: 427619,
    nameplate_brand_name: "Land Rover",
    nameplate_name: "Defender",
    version: "110 X-Dynamic HSE",
  };
  const configUrl = "https://configurator.example.com/landrover/l663/build/demo-defender-110";

  it("maps color, item_id, availability and model_year; state 'new'; the config_url", () => {
    const vehicle = configuratorVehicle(source, {
      configUrl,
      includeTax: true,
      reservationFee: 5000,
    });
    expect(vehicle.data.attributes).toMatchObject({
      config_url: configUrl,
      state: "new",
      color_name: "أخضر بانجيا",
      nameplate_external_code: "L663-110-X-DYNAMIC-HSE",
      status: "on_demand",
      production_year: 2027,
      nameplate_brand_name: "Land Rover",
      nameplate_name: "Defender",
      version: "110 X-Dynamic HSE",
    });
    expect(vehicle.vehicleFromConfigurator).toBe(true);
  });

  it("msrp_price is the gross price when prices.include_tax is true, else the net price", () => {
    const gross = configuratorVehicle(source, {
      configUrl,
      includeTax: true,
      reservationFee: 5000,
    });
    const net = configuratorVehicle(source, { configUrl, includeTax: false, reservationFee: 5000 });
    expect(gross.data.attributes.msrp_price).toBe(449000);
    expect(net.data.attributes.msrp_price).toBe(427619);
  });

  it("has a button set setup with id 1, setup_type 'extended', no financing options and the config's fee, and meta buttons [{button_set_setup_id 1}]", () => {
    const vehicle = configuratorVehicle(source, {
      configUrl,
      includeTax: false,
      reservationFee: 2500,
    });
    expect(vehicle.included).toEqual([
      {
        id: "1",
        type: "button_set_setup",
        attributes: { setup_type: "extended", financing_options: [], reservation_fee: 2500 },
      },
    ]);
    expect(vehicle.meta.buttons.map((b) => b.button_set_setup_id)).toEqual(["1"]);
  });

  it("reads through the showroom's mapping like a stock vehicle", () => {
    const vehicle = configuratorVehicle(source, {
      configUrl,
      includeTax: false,
      reservationFee: 5000,
      currency: "AED",
    });
    const mapped = mapVehicle(vehicle, {
      lists: ["default"],
      priceSettings: { ...DEFAULT_PRICE_SETTINGS, currencyIso: "AED" },
    });
    expect(mapped.configUrl).toBe(configUrl);
    expect(mapped.specification).toMatchObject({
      state: "new",
      model: "Defender",
      modelYear: 2027,
    });
    expect(mapped.reservation).toMatchObject({
      reservation_fee: 5000,
      setup_type: "extended",
      financing_options: [],
    });
  });

  it("an availability that is not a vehicle status reads on_demand", () => {
    expect(
      configuratorVehicle(
        { ...source, availability: "build_to_order" },
        { configUrl, includeTax: false, reservationFee: null },
      ).data.attributes.status,
    ).toBe("on_demand");
  });
});

describe("the journey's analytics page category (001 §2)", () => {
  it("names success, checkout and details by the journey's route, so their ids do not hide them", () => {
    const category = (path: string) =>
      fallbackCategory({ pagePath: orderOnlineRoute(path) ?? path, hasStockLocatorBlocks: false });
    expect(category("showroom-order-online/success?payment_id=lp_1")).toBe(
      "checkout_order_confirmation",
    );
    expect(category("showroom-order-online/checkout")).toBe("checkout_reservation");
    expect(category("showroom-order-online/vehicle/17?list=default")).toBe("checkout");
    expect(orderOnlineRoute("showroom-order-online/confirmation/SO-7K3M9QXA")).toBe("confirmation");
    expect(orderOnlineRoute("showroom/defender-17")).toBeNull();
    // The path as it is gives the details step no category of its own: the route is needed.
    expect(
      fallbackCategory({
        pagePath: "showroom-order-online/vehicle/17",
        hasStockLocatorBlocks: false,
      }),
    ).toBe("dx_other");
  });
});
