import { describe, expect, it } from "vitest";
import type { StockVehicleResource } from "../../generated/types.ts";
import { DEFAULT_PRICE_SETTINGS } from "../../runtime/core/prices.ts";
import {
  analyticsItems,
  budgetPrice,
  type CardTexts,
  cardAttributes,
  cardIcons,
  cardPrice,
  DEFAULT_CARD_ATTRIBUTES,
  partnerContext,
  partnerUrl,
  vehicleCard,
} from "../../runtime/core/stock/card.ts";

const vehicle: StockVehicleResource = {
  id: "42",
  type: "vehicle",
  relationships: { owner: { data: null } },
  attributes: {
    vin: "SALGA2AE5PA123456",
    nameplate_brand_name: "Land Rover",
    nameplate_name: "Range Rover Sport",
    state: "new",
    status: "stock",
    version: "Dynamic SE",
    drivetrain: "AWD",
    production_year: 2026,
    transmission: "auto",
    mileage: 10,
    mileage_unit: "km",
    price_hidden: false,
    engine_type: ["mhev"],
    power: 294,
    power_unit: "kW",
    color_name: "Fuji White",
    msrp_price: 489000,
    sale_price: 470000,
    financing_options: { cash: true },
  },
};

const texts: CardTexts = {
  attribute: (key) => `label:${key}`,
  value: (kind, value) => `${kind}:${value}`,
  priceOnRequest: "السعر عند الطلب",
  unit: (unit) => unit,
  number: (n) => String(n),
};
const prices = { ...DEFAULT_PRICE_SETTINGS, symbol: "AED", priceFormat: "^ %" };

describe("card attributes and icons (001 §5, §9)", () => {
  it("defaults to the documented attributes; keeps known ones in the block's order", () => {
    expect(cardAttributes(undefined)).toEqual(DEFAULT_CARD_ATTRIBUTES);
    expect(cardAttributes([])).toEqual(DEFAULT_CARD_ATTRIBUTES);
    expect(cardAttributes(["vin", "nope", "mileage", "vin"])).toEqual(["vin", "mileage"]);
  });

  it("icons: any one outside the allowed set gives the default; at most 3 kept", () => {
    expect(cardIcons(undefined)).toEqual(["engines", "power", "color"]);
    expect(cardIcons(["mileage", "vin"])).toEqual(["engines", "power", "color"]);
    expect(cardIcons(["mileage", "state", "power", "color"])).toEqual([
      "mileage",
      "state",
      "power",
    ]);
  });

  it("a card lists its icons apart from its attributes, and skips values the vehicle lacks", () => {
    const card = vehicleCard(vehicle, {
      attributes: ["productionYear", "mileage", "engines", "capacity", "vin"],
      icons: ["engines", "power"],
      prices,
      state: "",
      base: "/ar/",
      mainBrand: "Land Rover",
      texts,
    });
    expect(card.icons.map((i) => i.value)).toEqual(["engine:mhev", "294 kW"]);
    expect(card.attributes.map((a) => a.key)).toEqual(["productionYear", "mileage", "vin"]);
    expect(card.title).toBe("Land Rover Range Rover Sport");
    expect(card.link).toBe("/ar/showroom/new-range-rover-sport-2026-mhev-awd-auto-fuji-white-42");
  });
});

describe("card prices (001 §4)", () => {
  it("shows the sale price with the retailer price struck through", () => {
    const p = cardPrice(vehicle.attributes, prices, { state: "", priceOnRequest: "x" });
    expect(p.price).toContain("470,000");
    expect(p.oldPrice).toContain("489,000");
    expect(p.value).toBe(470000);
  });
  it("a new vehicle shows the drive-away price of the site's state", () => {
    const p = cardPrice({ ...vehicle.attributes, price_metadata: { NSW: 455000 } }, prices, {
      state: "NSW",
      priceOnRequest: "x",
    });
    expect(p.value).toBe(455000);
    expect(p.oldPrice).toBe("");
  });
  it("a hidden price reads 'price on request' with a financing option, nothing without", () => {
    const hidden = { ...vehicle.attributes, price_hidden: true };
    expect(cardPrice(hidden, prices, { state: "", priceOnRequest: "عند الطلب" }).price).toBe(
      "عند الطلب",
    );
    expect(
      cardPrice({ ...hidden, financing_options: {} }, prices, { state: "", priceOnRequest: "x" })
        .price,
    ).toBe("");
  });
});

describe("analytics items (001 §9)", () => {
  it("quantity 1 and a 1-based index across pages", () => {
    const card = vehicleCard(vehicle, {
      attributes: [],
      icons: [],
      prices,
      state: "",
      base: "/ar/",
      mainBrand: "",
      texts,
    });
    const items = analyticsItems([card, card], {
      offset: 12,
      listName: "default",
      currency: "AED",
    });
    expect(items.map((i) => [i.index, i.quantity])).toEqual([
      [13, 1],
      [14, 1],
    ]);
    expect(items[0]).toMatchObject({ item_id: "42", item_brand: "Land Rover", price: 470000 });
  });
});

describe("the reverse calculator and the partner button", () => {
  it("turns a monthly budget into the highest price it pays for", () => {
    expect(budgetPrice(1000, { rate: 0, term: 60, downPayment: 0 })).toBe(60000);
    expect(budgetPrice(1000, { rate: 0, term: 60, downPayment: 20 })).toBe(75000);
    expect(budgetPrice(1000, { rate: 6, term: 12, downPayment: 0 })).toBe(11618);
    expect(budgetPrice(0, { rate: 3, term: 60, downPayment: 0 })).toBeNull();
    expect(budgetPrice(Number.NaN, { rate: 3, term: 60, downPayment: 0 })).toBeNull();
  });

  it("needs opportunity_id; adds the vehicle's id and API endpoint to an https redirect", () => {
    expect(partnerContext("?cxp_env=uat")).toBeNull();
    const partner = partnerContext("?opportunity_id=OP-1&cxp_env=uat");
    expect(partner).toEqual({ opportunityId: "OP-1", env: "uat" });
    if (!partner) return;
    const url = partnerUrl("https://cxp.example.com/back?x=1", partner, {
      id: "42",
      apiEndpoint: "https://site.example/public_api/listing/default/vehicle/42",
    });
    const params = new URL(url ?? "").searchParams;
    expect(params.get("x")).toBe("1");
    expect(params.get("opportunity_id")).toBe("OP-1");
    expect(params.get("cxp_env")).toBe("uat");
    expect(params.get("vehicle_stock_id")).toBe("42");
    expect(params.get("vehicle_api_endpoint")).toContain("/vehicle/42");
    expect(partnerUrl("http://cxp.example.com", partner, { id: "1", apiEndpoint: "" })).toBeNull();
    expect(partnerUrl("javascript:alert(1)", partner, { id: "1", apiEndpoint: "" })).toBeNull();
  });
});
