import { describe, expect, it } from "vitest";
import {
  EMPTY_TRADE_IN_FORM,
  formValuesOf,
  parseTradeInOptions,
  readTradeInData,
  type TradeInOptions,
  tradeInOptionsUrl,
  validateTradeIn,
  withTradeInData,
} from "../../runtime/core/stock/trade-in.ts";

const options: TradeInOptions = {
  bodyTypes: [{ value: "suv", name: "سيارة رياضية متعددة الاستخدامات" }],
  brands: [
    { value: "toyota", name: "تويوتا" },
    { value: "nissan", name: "نيسان" },
  ],
  models: [
    { value: "camry", name: "كامري", brand: "toyota" },
    { value: "patrol", name: "باترول", brand: "nissan" },
  ],
  fuelTypes: [{ value: "petrol", name: "بنزين" }],
};

const filled = {
  brand: "toyota",
  model: "camry",
  bodyType: "suv",
  fuelType: "petrol",
  mileage: "85000",
  registrationDate: "2019-03-14",
  registration: " ABC 123 ",
};

describe("trade-in rules", () => {
  it("reads the options at data.data, skipping what is not an option", () => {
    expect(
      parseTradeInOptions({
        data: {
          bodyTypes: [{ value: "suv", name: "SUV" }, { value: 1 }],
          brands: [{ value: "jaguar", name: "Jaguar" }],
          models: [
            { value: "xf", name: "XF", brand: "jaguar" },
            { value: "x", name: "X" },
          ],
          fuelTypes: "petrol",
        },
      }),
    ).toEqual({
      bodyTypes: [{ value: "suv", name: "SUV" }],
      brands: [{ value: "jaguar", name: "Jaguar" }],
      models: [
        { value: "xf", name: "XF", brand: "jaguar" },
        { value: "x", name: "X", brand: "" },
      ],
      fuelTypes: [],
    });
    expect(parseTradeInOptions(null).brands).toEqual([]);
  });

  it("asks the endpoint with lang and brand; no endpoint, no call", () => {
    expect(tradeInOptionsUrl("/trade_in/form_options", "ar")).toBe(
      "/trade_in/form_options?lang=ar",
    );
    expect(tradeInOptionsUrl("https://x.test/o?k=1", "en", "Land Rover")).toBe(
      "https://x.test/o?k=1&lang=en&brand=Land+Rover",
    );
    expect(tradeInOptionsUrl(" ", "ar")).toBeNull();
  });

  it("builds the documented trade-in data from a valid form", () => {
    const checked = validateTradeIn(filled, options, "2025-06-01");
    expect(checked.errors).toBeNull();
    expect(checked.rawData).toEqual({
      brand: { value: "toyota", name: "تويوتا" },
      model: { value: "camry", name: "كامري" },
      bodyType: { value: "suv", name: "سيارة رياضية متعددة الاستخدامات" },
      fuelType: { value: "petrol", name: "بنزين" },
      mileage: 85000,
      registrationDate: { date: "2019-03-14" },
      registration: "ABC 123",
    });
  });

  it("names each field that is missing or wrong", () => {
    expect(validateTradeIn(EMPTY_TRADE_IN_FORM, options, "2025-06-01").errors).toEqual({
      brand: "required",
      model: "required",
      bodyType: "required",
      fuelType: "required",
      mileage: "required",
      registrationDate: "required",
    });
    expect(
      validateTradeIn(
        {
          ...filled,
          model: "patrol",
          bodyType: "boat",
          mileage: "-5",
          registrationDate: "2026-01-01",
          registration: "<script>",
        },
        options,
        "2025-06-01",
      ).errors,
    ).toEqual({
      model: "unknownOption",
      bodyType: "unknownOption",
      mileage: "mileage",
      registrationDate: "registrationDate",
      registration: "registration",
    });
    for (const [field, value, error] of [
      ["mileage", "2000001", "mileage"],
      ["mileage", "12.5", "mileage"],
      ["registrationDate", "2019-02-30", "registrationDate"],
      ["registrationDate", "1949-12-31", "registrationDate"],
      ["registration", "x".repeat(21), "registration"],
    ] as const)
      expect(
        validateTradeIn({ ...filled, [field]: value }, options, "2025-06-01").errors?.[field],
        `${field}=${value}`,
      ).toBe(error);
    // Arabic letters are a valid registration.
    expect(
      validateTradeIn({ ...filled, registration: "أ ب ج 1234" }, options, "2025-06-01").errors,
    ).toBeNull();
  });

  it("keeps the trade-in data in sl_order_online_data.tradeInData, leaving the rest", () => {
    const rawData = validateTradeIn(filled, options, "2025-06-01").rawData;
    const text = withTradeInData(JSON.stringify({ vehicleId: "12", tradeInData: null }), {
      isTradeInOn: true,
      rawData,
    });
    expect(JSON.parse(text)).toEqual({
      vehicleId: "12",
      tradeInData: { isTradeInOn: true, rawData },
    });
    expect(readTradeInData(text)).toEqual({ isTradeInOn: true, rawData });
    expect(formValuesOf(readTradeInData(text))).toEqual({ ...filled, registration: "ABC 123" });
    expect(JSON.parse(withTradeInData("not json", { isTradeInOn: false, rawData: null }))).toEqual({
      tradeInData: { isTradeInOn: false, rawData: null },
    });
    expect(readTradeInData(null)).toBeNull();
    expect(readTradeInData('{"tradeInData":{"isTradeInOn":"yes"}}')).toBeNull();
    expect(formValuesOf(null)).toEqual(EMPTY_TRADE_IN_FORM);
  });
});
