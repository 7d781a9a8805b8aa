import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { RentACarGroup } from "../../generated/types.ts";
import {
  arePlacesChosen,
  dateLocale,
  distanceFrom,
  extraLines,
  fillHiddenFields,
  fillSummaryTemplate,
  fillText,
  formatRentalDate,
  initialExtras,
  isDayAvailable,
  isRangeValid,
  nameplatesOf,
  type RentalVehicle,
  rentalDays,
  rentalTotal,
  vehiclesFor,
} from "../../runtime/core/rent-a-car.ts";

const RULES = { today: "2026-12-01", disabledDays: [0] };

describe("Rent a Car: dates", () => {
  it.each([
    ["2026-12-01", true, "today, a Tuesday"],
    ["2026-11-30", false, "yesterday"],
    ["2026-12-06", false, "a Sunday (disabled by default)"],
    ["2026-12-05", true, "a Saturday"],
    ["2026-02-30", false, "not a day"],
    ["", false, "nothing"],
  ])("%s is available: %s (%s)", (iso, expected) => {
    expect(isDayAvailable(iso, RULES)).toBe(expected);
  });

  it("honours the block's own disabled weekdays", () => {
    expect(isDayAvailable("2026-12-04", { today: RULES.today, disabledDays: [5, 6] })).toBe(false);
    expect(isDayAvailable("2026-12-06", { today: RULES.today, disabledDays: [] })).toBe(true);
  });

  it.each([
    ["2026-12-02", "2026-12-02", 1],
    ["2026-12-02", "2026-12-03", 1],
    ["2026-12-02", "2026-12-09", 7],
    ["2026-12-30", "2027-01-02", 3],
    ["2027-03-27", "2027-03-29", 2],
    ["2026-12-09", "2026-12-02", null],
  ])("%s → %s lasts %s days", (a, b, days) => {
    expect(rentalDays(a, b)).toBe(days);
  });

  it("a range is valid when both ends may be chosen and it runs forward", () => {
    expect(isRangeValid("2026-12-02", "2026-12-05", RULES)).toBe(true);
    expect(isRangeValid("2026-12-02", "2026-12-06", RULES)).toBe(false);
    expect(isRangeValid("2026-12-05", "2026-12-02", RULES)).toBe(false);
  });
});

describe("Rent a Car: places and cars", () => {
  const cars: RentalVehicle[] = [
    {
      image_id: 1,
      display_name: "ديفندر",
      nameplate_name: "ديفندر",
      price: { daily: null },
      locations: ["dxb"],
      specification: [],
    },
    {
      image_id: 2,
      display_name: "ديسكفري",
      nameplate_name: "ديسكفري",
      price: { daily: 14300 },
      locations: ["dxb", "auh", "unofficial"],
      specification: [],
    },
    {
      image_id: 3,
      display_name: "ديسكفري HSE",
      nameplate_name: "ديسكفري",
      price: { daily: 16400 },
      locations: ["auh"],
      specification: [],
    },
  ];

  it.each([
    ["", "", [0, 1, 2]],
    ["dxb", "", [0, 1]],
    ["auh", "ديسكفري", [1, 2]],
    ["custom", "", [1]],
    ["dxb", "ديفندر", [0]],
    ["shj", "", []],
  ])("pick-up %j, nameplate %j offers cars %j", (pickUp, nameplate, expected) => {
    expect(vehiclesFor(cars, pickUp, nameplate).map((v) => v.index)).toEqual(expected);
  });

  it("lists each nameplate once, in order", () => {
    expect(nameplatesOf(cars)).toEqual(["ديفندر", "ديسكفري"]);
  });

  it.each([
    [{ pickUp: "", dropOff: "", isDifferentDropOff: false }, false],
    [{ pickUp: "dxb", dropOff: "", isDifferentDropOff: false }, true],
    [{ pickUp: "dxb", dropOff: "", isDifferentDropOff: true }, false],
    [{ pickUp: "dxb", dropOff: "auh", isDifferentDropOff: true }, true],
    [{ pickUp: "custom", dropOff: "", isDifferentDropOff: false }, false],
    [{ pickUp: "custom", dropOff: "", isDifferentDropOff: false, customPickUp: "فندق" }, true],
    [{ pickUp: "dxb", dropOff: "custom", isDifferentDropOff: true, customDropOff: "  " }, false],
  ])("places %j are chosen: %s", (choice, expected) => {
    expect(arePlacesChosen({ customPickUp: "", customDropOff: "", ...choice })).toBe(expected);
  });

  it("measures a location's distance from the pick-up, rounded as shown", () => {
    const dubai = {
      name_key: "dxb",
      city_name: "",
      point_name: "دبي",
      address: "",
      coordinates: { lat: 25.2048, lng: 55.2708 },
    };
    const abuDhabi = { ...dubai, name_key: "auh", coordinates: { lat: 24.4539, lng: 54.3773 } };
    const airport = {
      ...dubai,
      name_key: "dxb-airport",
      coordinates: { lat: 25.2528, lng: 55.3644 },
    };
    const near = { ...dubai, name_key: "near", coordinates: { lat: 25.21, lng: 55.28 } };
    // Dubai to Abu Dhabi is about 122.9 km (76.4 mi) as the crow flies.
    expect(distanceFrom(dubai, abuDhabi, "km")).toBe(123);
    expect(distanceFrom(dubai, abuDhabi, "mi")).toBe(76);
    expect(distanceFrom(dubai, airport, "km")).toBe(11);
    expect(distanceFrom(dubai, near, "km")).toBe(1.1);
    expect(distanceFrom(undefined, abuDhabi, "km")).toBeNull();
    expect(distanceFrom(dubai, { ...abuDhabi, coordinates: undefined }, "km")).toBeNull();
  });
});

describe("Rent a Car: extras and the total", () => {
  const groups: RentACarGroup[] = [
    {
      name: "مقاعد",
      data_json: {
        items: [
          {
            heading: "مقاعد الأطفال",
            subitems: [
              {
                heading: "مقعد خلفي",
                price: 20000,
                price_string_context: "+ $1",
                features_list: [],
                controller: { type: "amount", min: 0, max: 10, default: 0 },
              },
              {
                heading: "مقعد معزز",
                price: 20000,
                price_string_context: "+ $1",
                features_list: [],
                controller: { type: "amount", min: 2, max: 10, default: 0 },
              },
            ],
          },
        ],
      },
    },
    {
      name: "خدمات",
      data_json: {
        items: [
          {
            heading: "خدمات",
            subitems: [
              {
                heading: "سائقون إضافيون",
                price: 5000,
                price_string_context: "+ $1",
                features_list: [],
                controller: {
                  type: "toggler",
                  true_label: "نعم",
                  false_label: "لا",
                  default: true,
                },
              },
              {
                heading: "حامل دراجات",
                price: 7500,
                price_string_context: "+ $1",
                features_list: [],
                controller: {
                  type: "toggler",
                  true_label: "نعم",
                  false_label: "لا",
                  default: false,
                },
              },
            ],
          },
        ],
      },
    },
  ];

  it("starts each extra at its controller's default, within its bounds (§9.7)", () => {
    expect(initialExtras(groups)).toEqual({ "0.0.0": 0, "0.0.1": 2, "1.0.0": 1, "1.0.1": 0 });
  });

  it.each([
    [143_00, 3, {}, 3 * 143_00 + 2 * 200_00 + 50_00],
    [164_00, 1, { "0.0.0": 1, "1.0.1": 1 }, 164_00 + 3 * 200_00 + 50_00 + 75_00],
    [189_00, 7, { "0.0.1": 0, "1.0.0": 0 }, 7 * 189_00],
    [null, 3, {}, null],
    [143_00, null, {}, null],
  ])("daily %s × %s days with extras %j is %s", (daily, days, chosen, total) => {
    const quantities = { ...initialExtras(groups), ...chosen };
    expect(rentalTotal({ dailyPrice: daily, days, extras: extraLines(groups, quantities) })).toBe(
      total,
    );
  });

  it("adds up in minor units exactly, whatever the quantities (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 365 }),
        fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 4, maxLength: 4 }),
        (daily, days, q) => {
          const quantities = {
            "0.0.0": q[0] ?? 0,
            "0.0.1": q[1] ?? 0,
            "1.0.0": q[2] ?? 0,
            "1.0.1": q[3] ?? 0,
          };
          const lines = extraLines(groups, quantities);
          const total = rentalTotal({ dailyPrice: daily, days, extras: lines });
          expect(Number.isSafeInteger(total)).toBe(true);
          expect(total).toBe(
            daily * days +
              ((q[0] ?? 0) + (q[1] ?? 0)) * 20000 +
              (q[2] ?? 0) * 5000 +
              (q[3] ?? 0) * 7500,
          );
          expect(lines.every((l) => l.quantity > 0)).toBe(true);
        },
      ),
    );
  });
});

describe("Rent a Car: templates", () => {
  it.each([
    [
      "<p>{{f_first_name}} {{f_last_name}}</p>",
      { first_name: "سارة", last_name: "علي" },
      "<p><bdi>سارة</bdi> <bdi>علي</bdi></p>",
    ],
    ["<p>{{ f_email }}</p>", { email: "a<b>@x.ae" }, "<p><bdi>a&lt;b&gt;@x.ae</bdi></p>"],
    ["<p>{{f_missing}}!</p>", {}, "<p>!</p>"],
    ["{{f_consent}}|{{f_news}}", { consent: true, news: false }, "✓|"],
    ["{{f_topics}}", { topics: ["a", "b"] }, "<bdi>a، b</bdi>"],
  ])("fills %s", (template, values, expected) => {
    expect(fillSummaryTemplate(template, values)).toBe(expected);
  });

  it("fills the hidden fields' booking placeholders, leaving an unknown one as written", () => {
    const tokens = {
      pick_up_location: "مطار دبي",
      drop_off_location: "أبوظبي",
      pick_up_date: "2026-12-02",
      drop_off_date: "2026-12-05",
      days: "3",
      vehicle: "ديسكفري",
      extras: "مقعد معزز × 2",
      total: "879.00",
      currency: "AED",
    };
    expect(
      fillHiddenFields(
        {
          total: "{{total}} {{currency}}",
          when: "{{pick_up_date}}/{{drop_off_date}}",
          x: "{{nope}}",
        },
        tokens,
      ),
    ).toEqual({ total: "879.00 AED", when: "2026-12-02/2026-12-05", x: "{{nope}}" });
  });

  it("replaces $1 and $2", () => {
    expect(fillText("الخطوة $1 من $2", "١", "٣")).toBe("الخطوة ١ من ٣");
    expect(fillText("Price from $1/day", "143")).toBe("Price from 143/day");
  });
});

describe("Rent a Car: dates in the page's language", () => {
  const settings = {
    locale: "en-US",
    options: { weekday: "short", year: "numeric", month: "short", day: "numeric" },
  } as const;

  it.each([
    ["ar", "en-US", "ar"],
    ["en", "en-US", "en-US"],
    ["en-GB", "en-US", "en-US"],
    ["he", "en-US", "he"],
    ["ar", "ar-EG", "ar-EG"],
    ["en", "", "en"],
  ])("page %s with locale %j writes in %s", (page, locale, expected) => {
    expect(dateLocale(page, { locale })).toBe(expected);
  });

  it("writes Arabic on an Arabic page and US English on an English one", () => {
    const ar = formatRentalDate("2026-12-03", "ar", settings);
    expect(ar).toMatch(/ديسمبر/);
    expect(formatRentalDate("2026-12-03", "en", settings)).toBe("Thu, Dec 3, 2026");
    expect(formatRentalDate("2026-13-03", "en", settings)).toBe("");
  });

  it("leaves out the options an editor emptied", () => {
    expect(
      formatRentalDate("2026-12-03", "en", {
        locale: "en-US",
        options: { weekday: "", year: "", month: "long", day: "numeric" },
      }),
    ).toBe("December 3");
  });
});
