import { describe, expect, it } from "vitest";
import { DEFAULT_PRICE_SETTINGS, type PriceFormat } from "../../runtime/core/prices.ts";
import {
  isReservable,
  isShowableVehicle,
  itemCondition,
  type MapVehicleOptions,
  mapVehicle,
  offerAvailability,
  parseSeatsTranslations,
  reserveHref,
  shortVin,
  similarVehicles,
  vehicleButtons,
  vehiclePhotos,
  vehicleStructuredData,
} from "../../runtime/core/stock/vehicle.ts";
import { stockAnswer, stockAttributes } from "../helpers/stock-vehicle.ts";

const aed: PriceFormat = { ...DEFAULT_PRICE_SETTINGS, symbol: "د.إ", currencyIso: "AED" };
const options: MapVehicleOptions = {
  lists: ["default"],
  priceSettings: aed,
  mainBrand: "Land Rover",
};
const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, "");

describe("mapVehicle", () => {
  const mapped = mapVehicle(stockAnswer(), options);

  it("maps the specification, with the short VIN", () => {
    expect(mapped.specification).toMatchObject({
      brand: "Land Rover",
      state: "new",
      status: "stock",
      model: "Range Rover Sport",
      title: "رينج روفر سبورت",
      version: "Dynamic SE",
      drivetrain: "AWD",
      productionYear: 2025,
      modelYear: 2026,
      transmission: "auto",
      mileage: { value: 10, unit: "km" },
      engines: ["mhev"],
      capacity: { value: 2996, unit: "cc" },
      power: { value: 294, unit: "kW" },
      color: "أبيض فوجي",
      colorInterior: "أسود إيبوني",
      vin: "SALGA2AE5PA123456",
      shortVin: "456",
      ownerName: "لاند روفر الطاير",
      nameplateExternalCode: "L461",
      nameplateModelGroup: "Range Rover",
      numberOfSeats: { value: 5, label: null },
      avl: null,
    });
  });

  it("links to its showroom page, and names its API endpoint", () => {
    expect(decodeURIComponent(mapped.link)).toBe(
      "showroom/new-range-rover-sport-2025-mhev-awd-auto-أبيض-فوجي-101",
    );
    expect(mapped.apiEndpoint).toBe("/public_api/listing/default/vehicle/101");
    const twoLists = mapVehicle(stockAnswer(), { ...options, lists: ["used", "demo"] });
    expect(twoLists.apiEndpoint).toBe("/public_api/listing/used,demo/vehicle/101");
    expect(twoLists.link).toContain("?list=used%2Cdemo");
    expect(mapped.publicationLists).toEqual(["default"]);
  });

  it("carries the postcode search in the link and prices the visitor's state", () => {
    const answer = stockAnswer(stockAttributes({ price_metadata: { NSW: 500000 } }));
    const withSearch = mapVehicle(answer, {
      ...options,
      isPostcodeSearchOn: true,
      search: { state: "NSW" },
    });
    expect(withSearch.link).toMatch(/\?_state=NSW$/);
    expect(withSearch.pricesDriveAway.current?.value).toBe(500000);
    expect(withSearch.prices.list[0]?.value_raw).toBe(500000);
    const byDefault = mapVehicle(answer, { ...options, defaultState: "nsw" });
    expect(byDefault.prices.list[0]?.value_raw).toBe(500000);
    expect(byDefault.link).not.toContain("?");
  });

  it("lists the prices with hiddenFromVisitors", () => {
    const list = mapVehicle(stockAnswer(stockAttributes({ monthly_price: 6900 })), options).prices
      .list;
    expect(list.map((p) => [p.type, p.value_raw, p.hiddenFromVisitors])).toEqual([
      ["purchase", 489000, false],
      ["lease", 6900, false],
    ]);
    expect(plain(list[0]?.value ?? "")).toBe("د.إ 489,000");
  });

  it("maps equipment with the optional features' prices, and the owner", () => {
    expect(mapped.equipment.standard).toEqual(["مقاعد جلدية", "كاميرا 360"]);
    expect(mapped.equipment.optional.map((o) => [o.name, o.price?.raw])).toEqual([
      ["سقف بانورامي", 9000],
      ["جنوط 22", 6000],
    ]);
    expect(mapped.equipment.accessories).toEqual(["حامل دراجات"]);
    expect(mapped.owner).toMatchObject({ id: "12", name: "لاند روفر الطاير", city: "دبي" });
  });

  it("collects the vehicle's and its listings' disclaimers once each", () => {
    const answer = stockAnswer(stockAttributes({ disclaimers: ["أ", "ب"] }), {
      included: [
        {
          id: "1",
          type: "listing",
          attributes: { uuid: "u", name: "default", disclaimers: ["ب", "ج"] },
        },
      ],
    });
    expect(mapVehicle(answer, options).disclaimers).toEqual(["أ", "ب", "ج"]);
  });

  it("reads the custom seats label", () => {
    const seats = mapVehicle(stockAnswer(), { ...options, seatsTranslations: { "5": "خمسة" } });
    expect(seats.specification.numberOfSeats).toEqual({ value: 5, label: "خمسة" });
  });

  it("keeps the raw attributes the pages read", () => {
    expect(mapped.raw).toEqual({
      status: "stock",
      state: "new",
      transmission: "auto",
      engine_type: ["mhev"],
      version: "Dynamic SE",
      prices_type: undefined,
      price_hidden: false,
      owner_contact_details: undefined,
      nameplate_external_code: "L461",
    });
  });

  it("maps AVL data into the specification", () => {
    const avl = mapVehicle(
      stockAnswer(
        stockAttributes({
          avl_field: { registration_date: "2024-03-01", open_market_value: 70000 },
        }),
      ),
      options,
    );
    expect(avl.specification.avl).toMatchObject({
      registrationDate: "2024-03-01",
      omv: { raw: 70000 },
      arf: null,
    });
  });
});

describe("photos", () => {
  it("reads attributes.photos first", () => {
    expect(vehiclePhotos(stockAttributes())).toEqual([
      {
        normal: "/media/car-1.jpg",
        medium: "/media/car-1-m.jpg",
        hd: "/media/car-1-hd.jpg",
        quarterHd: "/media/car-1.jpg",
      },
      {
        normal: "/media/car-2.jpg",
        medium: "/media/car-2.jpg",
        hd: "/media/car-2.jpg",
        quarterHd: "/media/car-2.jpg",
      },
    ]);
  });

  it("else the included photo items, by sequence", () => {
    const photo = (id: string, sequence: number) => ({
      id,
      type: "photo" as const,
      attributes: { sequence, big_path: `/p/${id}-big.jpg`, medium_path: `/p/${id}-m.jpg` },
    });
    const photos = vehiclePhotos({ photos: [] }, [photo("b", 2), photo("a", 1), photo("c", 3)]);
    expect(photos.map((p) => p.normal)).toEqual(["/p/a-big.jpg", "/p/b-big.jpg", "/p/c-big.jpg"]);
    expect(photos[0]?.medium).toBe("/p/a-m.jpg");
  });

  it("else the cover photo; never a script URL", () => {
    expect(vehiclePhotos({ cover_photo_medium: "/c.jpg" })).toHaveLength(1);
    expect(vehiclePhotos({ photos: [{ normal: "javascript:alert(1)" }] })).toEqual([]);
  });
});

describe("buttons", () => {
  const meta = (buttons: Record<string, string>[]) => ({
    buttons: buttons.map((b, i) => ({ button_set_setup_id: "1", id: String(i), label: "", ...b })),
    prices: { sale_price: null, msrp_price: null, monthly_price: null, subscribe_price: null },
  });

  it("maps popup, url and custom buttons with their target", () => {
    const buttons = vehicleButtons(
      meta([
        { label: "اتصل بنا", target_type: "popup", target: "<p>800 000</p>" },
        {
          label: "احجز تجربة",
          target_type: "url",
          target: "https://x.test/a",
          target_action: "_blank",
        },
        { label: "موقعنا", target_type: "url", target: "/ar/contact" },
        { label: "احجز", button_type: "custom", target_action: "reserve" },
        { label: "احجز الآن", target_type: "custom", target: "reserve", target_action: "self" },
      ]),
    );
    expect(buttons.map((b) => [b.action, b.target, b.url, b.popupContent, b.customAction])).toEqual(
      [
        ["popup", "self", "", "<p>800 000</p>", ""],
        ["url", "_blank", "https://x.test/a", "", ""],
        ["url", "self", "/ar/contact", "", ""],
        ["custom", "self", "", "", "reserve"],
        ["custom", "self", "", "", "reserve"],
      ],
    );
  });

  it("drops url buttons without a safe link and buttons without a label", () => {
    expect(
      vehicleButtons(
        meta([
          { label: "x", target_type: "url", target: "javascript:alert(1)" },
          { label: "", target_type: "popup", target: "y" },
        ]),
      ),
    ).toEqual([]);
  });

  it("keeps the buttons of the included button set setup only", () => {
    const m = meta([{ label: "أ" }, { label: "ب", button_set_setup_id: "2" }]);
    const setup = {
      id: "2",
      type: "button_set_setup" as const,
      attributes: { setup_type: "basic" },
    };
    expect(vehicleButtons(m, [setup]).map((b) => b.label)).toEqual(["ب"]);
  });
});

describe("reservation", () => {
  it("reads the button set setup's fee and financing options", () => {
    const mapped = mapVehicle(
      stockAnswer(stockAttributes(), {
        included: [
          {
            id: "1",
            type: "button_set_setup",
            attributes: {
              setup_type: "extended",
              reservation_fee: 5000,
              financing_options: ["cash"],
            },
          },
        ],
      }),
      options,
    );
    expect(mapped.reservation).toMatchObject({
      reservation_fee: 5000,
      reservation_fee_base: 500000,
      reservation_fee_currency_code: "AED",
      reservation_fee_currency: "د.إ",
      financing_options: ["cash"],
      owner_id: "12",
      setup_type: "extended",
    });
    expect(plain(mapped.reservation?.reservation_fee_amount ?? "")).toBe("د.إ 5,000");
  });
});

describe("showroom rules", () => {
  it("the short VIN is the last 3 characters", () => {
    expect(shortVin("SALGA2AE5PA123456")).toBe("456");
    expect(shortVin("AB")).toBe("AB");
    expect(shortVin(undefined)).toBe("");
  });

  it("a vehicle without a model is not shown", () => {
    expect(isShowableVehicle(null)).toBe(false);
    expect(isShowableVehicle(stockAnswer())).toBe(true);
    expect(isShowableVehicle(stockAnswer(stockAttributes({ nameplate_name: " " })))).toBe(false);
  });

  it("similar vehicles: the current one excluded, at most the max", () => {
    const list = ["1", "2", "3", "4", "5", "6", "7"].map((id) => ({ id }));
    expect(similarVehicles(list, "3", 6).map((v) => v.id)).toEqual(["1", "2", "4", "5", "6", "7"]);
    expect(similarVehicles(list, "99", 6)).toHaveLength(6);
  });

  it("reserve leads to the order-online details step with the lists", () => {
    expect(reserveHref("/ar/", "101", ["default"])).toBe(
      "/ar/showroom-order-online/vehicle/101?list=default",
    );
    expect(reserveHref("/ar", "7", ["a", "b"])).toBe(
      "/ar/showroom-order-online/vehicle/7?list=a%2Cb",
    );
    expect(isReservable("stock")).toBe(true);
    expect(isReservable("sold")).toBe(false);
    expect(isReservable("reserved")).toBe(false);
  });

  it("custom seats translations: invalid JSON logs and gives null", () => {
    const logs: string[] = [];
    expect(parseSeatsTranslations('{"5": "خمسة", "7": 7}', (m) => logs.push(m))).toEqual({
      "5": "خمسة",
      "7": "7",
    });
    expect(parseSeatsTranslations("{bad", (m) => logs.push(m))).toBeNull();
    expect(parseSeatsTranslations("[1]", (m) => logs.push(m))).toBeNull();
    expect(parseSeatsTranslations("", (m) => logs.push(m))).toBeNull();
    expect(logs).toEqual([
      'Cannot parse custom "seats" translations',
      'Cannot parse custom "seats" translations',
    ]);
  });
});

describe("structured data", () => {
  const page = {
    url: "https://x.test/ar/showroom/a-101",
    title: "العنوان",
    showOwner: true,
    origin: "https://x.test",
  };

  it("is a schema.org Car with an offer and its seller", () => {
    const data = vehicleStructuredData(mapVehicle(stockAnswer(), options), page);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Car",
      name: "العنوان",
      brand: { "@type": "Brand", name: "Land Rover" },
      vehicleIdentificationNumber: "SALGA2AE5PA123456",
      productionDate: "2025",
      mileageFromOdometer: { "@type": "QuantitativeValue", value: 10, unitCode: "KMT" },
      color: "أبيض فوجي",
      itemCondition: "https://schema.org/NewCondition",
      image: ["https://x.test/media/car-1-hd.jpg", "https://x.test/media/car-2.jpg"],
      offers: {
        "@type": "Offer",
        price: 489000,
        priceCurrency: "AED",
        availability: "https://schema.org/InStock",
        itemCondition: "https://schema.org/NewCondition",
        seller: {
          "@type": "AutoDealer",
          name: "لاند روفر الطاير",
          address: { "@type": "PostalAddress", addressLocality: "دبي" },
        },
      },
    });
  });

  it("leaves the price out when a visitor may not see it, and the seller when hidden", () => {
    const hidden = mapVehicle(stockAnswer(stockAttributes({ price_hidden: true })), options);
    const data = vehicleStructuredData(hidden, { ...page, showOwner: false });
    const offers = data.offers as Record<string, unknown>;
    expect(offers.price).toBeUndefined();
    expect(offers.seller).toBeUndefined();
    expect(offers.priceCurrency).toBe("AED");
  });

  it("maps status to availability and state to condition", () => {
    expect(offerAvailability("sold")).toBe("https://schema.org/SoldOut");
    expect(offerAvailability("in_production")).toBe("https://schema.org/PreOrder");
    expect(offerAvailability("on_demand")).toBe("https://schema.org/BackOrder");
    expect(offerAvailability("reserved")).toBe("https://schema.org/LimitedAvailability");
    expect(itemCondition("used")).toBe("https://schema.org/UsedCondition");
    expect(itemCondition("approved")).toBe("https://schema.org/UsedCondition");
  });
});
