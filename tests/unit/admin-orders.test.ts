import { describe, expect, it } from "vitest";
import {
  actionsFor,
  filtersFromSearch,
  filtersQuery,
  filtersToSearch,
  flatRows,
  formatMoney,
  NO_FILTERS,
  ORDER_STATUSES,
  offeredActions,
  pageCount,
  timeline,
  tradeInRows,
} from "../../editor/admin/orders/order-logic.ts";
import { ORDER_TEXTS } from "../../editor/admin/orders/texts.ts";

/** The orders screen's pure rules: the actions each state allows, and filters ↔ query string. */

describe("the actions an order allows", () => {
  it("captures only money that is held, on an authorised order", () => {
    expect(actionsFor("authorised", "authorised")).toContain("capture");
    for (const status of ORDER_STATUSES.filter((s) => s !== "authorised"))
      expect(actionsFor(status, "authorised"), status).not.toContain("capture");
    expect(actionsFor("paid", "paid")).not.toContain("capture");
  });

  it("cancels an order nothing was taken for yet, or whose money is only held", () => {
    const cancellable = ORDER_STATUSES.filter((s) =>
      actionsFor(s, s === "authorised" ? "authorised" : "pending").includes("cancel"),
    );
    expect(cancellable).toEqual([
      "initiated",
      "awaiting_payment",
      "awaiting_confirmation",
      "authorised",
    ]);
    expect(actionsFor("paid", "paid")).not.toContain("cancel");
    expect(actionsFor("confirmed", "paid")).not.toContain("cancel");
  });

  it("refunds money that was taken, on a paid or confirmed order only", () => {
    expect(actionsFor("paid", "paid")).toContain("refund");
    expect(actionsFor("confirmed", "paid")).toContain("refund");
    // A confirmed free reservation, or a confirmed order whose money is only held, has nothing to refund.
    expect(actionsFor("confirmed", "none")).not.toContain("refund");
    expect(actionsFor("confirmed", "authorised")).not.toContain("refund");
    for (const status of [
      "initiated",
      "awaiting_payment",
      "cancelled",
      "expired",
      "refunded",
    ] as const)
      expect(actionsFor(status, "paid"), status).not.toContain("refund");
  });

  it("resends a confirmation the buyer has to receive, never for a closed order", () => {
    for (const status of ["paid", "authorised", "confirmed", "awaiting_confirmation"] as const)
      expect(actionsFor(status, "paid"), status).toContain("resend_confirmation");
    for (const status of [
      "initiated",
      "awaiting_payment",
      "cancelled",
      "expired",
      "refunded",
    ] as const)
      expect(actionsFor(status, "none"), status).not.toContain("resend_confirmation");
  });

  it("a cancelled, expired or refunded order allows nothing", () => {
    for (const status of ["cancelled", "expired", "refunded"] as const)
      expect(actionsFor(status, "voided")).toEqual([]);
  });

  it("offers nothing without orders:write, and what the server says applies when it says so", () => {
    const order = { status: "authorised" as const, payment_status: "authorised" as const };
    expect(offeredActions({ ...order, actions: ["capture", "cancel"] }, false)).toEqual([]);
    expect(offeredActions({ ...order, actions: ["cancel"] }, true)).toEqual(["cancel"]);
    expect(offeredActions({ ...order, actions: undefined }, true)).toEqual([
      "capture",
      "cancel",
      "resend_confirmation",
    ]);
  });
});

describe("the list's filters as the admin API's query string", () => {
  it("leaves out what is not filtered, and page 1", () => {
    expect(filtersToSearch(NO_FILTERS)).toBe("");
    expect(filtersToSearch({ ...NO_FILTERS, vehicle: "   " })).toBe("");
    expect(
      filtersToSearch({
        status: "paid",
        vehicle: " SALGA2 ",
        from: "2026-01-01",
        to: "2026-01-31",
        page: 3,
      }),
    ).toBe("status=paid&vehicle=SALGA2&from=2026-01-01&to=2026-01-31&page=3");
    expect(filtersQuery({ ...NO_FILTERS, page: 1 })).toEqual({});
  });

  it("reads a range typed backwards the right way round, and drops dates that are not dates", () => {
    expect(filtersQuery({ ...NO_FILTERS, from: "2026-03-01", to: "2026-02-01" })).toEqual({
      from: "2026-02-01",
      to: "2026-03-01",
    });
    expect(filtersQuery({ ...NO_FILTERS, from: "01/02/2026", to: "" })).toEqual({});
  });

  it("round-trips through the address, ignoring what it cannot read", () => {
    const filters = {
      status: "authorised" as const,
      vehicle: "42",
      from: "2026-02-01",
      to: "",
      page: 2,
    };
    expect(filtersFromSearch(filtersToSearch(filters))).toEqual(filters);
    expect(filtersFromSearch("status=shipped&from=yesterday&page=-4&vehicle=SAL")).toEqual({
      ...NO_FILTERS,
      vehicle: "SAL",
    });
    expect(filtersFromSearch("page=2.5").page).toBe(1);
  });

  it("counts pages, at least one", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
    expect(pageCount(101, 50)).toBe(3);
  });
});

describe("what the detail shows", () => {
  it("formats amounts from minor units with the currency's digits, in the admin's language", () => {
    expect(formatMoney(500000, "AED", "en")).toBe(
      new Intl.NumberFormat("en", { style: "currency", currency: "AED" }).format(5000),
    );
    expect(formatMoney(500000, "AED", "en")).toContain("5,000.00");
    // Yen have no minor unit; dinars of Bahrain three.
    expect(formatMoney(5000, "JPY", "en")).toContain("5,000");
    expect(formatMoney(5000, "JPY", "en")).not.toContain(".");
    expect(formatMoney(1234567, "BHD", "en")).toContain("1,234.567");
    expect(formatMoney(500000, "AED", "ar")).toBe(
      new Intl.NumberFormat("ar", {
        style: "currency",
        currency: "AED",
        minimumFractionDigits: 2,
      }).format(5000),
    );
  });

  it("shows the trade-in the buyer carried into the order, nothing when it is off", () => {
    const t = ORDER_TEXTS.ar;
    const metadata = {
      tradeInData: {
        isTradeInOn: true,
        rawData: {
          brand: { name: "تويوتا" },
          model: { name: "كامري" },
          bodyType: { name: "سيدان" },
          fuelType: { name: "بنزين" },
          mileage: 82000,
          registrationDate: { date: "2019-05-01" },
          registration: "DXB 12345",
        },
      },
    };
    expect(tradeInRows(metadata, t).map((r) => [r.label, r.value])).toEqual([
      ["العلامة", "تويوتا"],
      ["الطراز", "كامري"],
      ["نوع الهيكل", "سيدان"],
      ["نوع الوقود", "بنزين"],
      ["المسافة المقطوعة", "82000"],
      ["تاريخ التسجيل", "2019-05-01"],
      ["رقم التسجيل", "DXB 12345"],
    ]);
    expect(
      tradeInRows({ tradeInData: { ...metadata.tradeInData, isTradeInOn: false } }, t),
    ).toEqual([]);
    expect(tradeInRows({}, t)).toEqual([]);
  });

  it("lists a finance selection's readable values, and the events oldest first", () => {
    expect(
      flatRows({
        type: "lease",
        subscriptionProductsData: { duration: 36, mileage: 15000 },
        x: null,
      }),
    ).toEqual([
      { key: "type", label: "type", value: "lease" },
      {
        key: "subscriptionProductsData.duration",
        label: "subscriptionProductsData › duration",
        value: "36",
      },
      {
        key: "subscriptionProductsData.mileage",
        label: "subscriptionProductsData › mileage",
        value: "15000",
      },
    ]);
    expect(flatRows(null)).toEqual([]);
    const events = [
      { kind: "captured", created_at: "2026-02-01T10:05:00Z" },
      { kind: "created", created_at: "2026-02-01T10:00:00Z" },
    ];
    expect(timeline(events).map((e) => e.kind)).toEqual(["created", "captured"]);
    // Two alike events keep keys of their own.
    const twice = timeline([...events, { kind: "captured", created_at: "2026-02-01T10:05:00Z" }]);
    expect(new Set(twice.map((e) => e.key)).size).toBe(3);
  });
});
