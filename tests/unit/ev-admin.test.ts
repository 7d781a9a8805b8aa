import { describe, expect, it } from "vitest";
import {
  crmRows,
  EV_FILTER_STATUSES,
  eventLabel,
  evFiltersFromSearch,
  evFiltersQuery,
  evFiltersToSearch,
  formatPhone,
  NO_EV_FILTERS,
  newestFirst,
  offersRefund,
  readReservationDetail,
  readReservationList,
  readSmsList,
  refundIntent,
  reservationRowView,
  statusLabel,
  statusTone,
} from "../../editor/admin/ev-reservations/ev-logic.ts";
import { EV_ADMIN_TEXTS, SMS_TEXTS } from "../../editor/admin/ev-reservations/texts.ts";
import { ORDER_TEXTS } from "../../editor/admin/orders/texts.ts";
import { ApiError } from "../../editor/api.ts";
import { EV_LEAD_STATUSES } from "../../runtime/core/ev-preorder.ts";

/**
 * The electric-vehicle reservations screen's and the development phone's pure rules: the
 * statuses in Arabic, the filters ↔ query string, a row in Arabic, the refund's one key per
 * intention, and the answers read defensively.
 */

const ar = EV_ADMIN_TEXTS.ar;

const row = {
  id: "6f1c2d4e-0000-4000-8000-000000000001",
  reference: "SO-7K2M9QXD",
  status: "paid",
  name: "سالم المنصوري",
  email: "salem@example.com",
  phone_number: "+971501234567",
  vehicle: { id: "v-1", title: "Range Rover Electric", vin: "SALGA3AE0RA123456" },
  amount_minor: 500000,
  currency: "AED",
  created_at: "2026-03-01T10:30:00Z",
  paid_at: "2026-03-01T10:42:00Z",
  cancellation_requested_at: null,
};

describe("the reservation statuses in Arabic", () => {
  it("names every lead status in Arabic words, each its own, and the filter offers each one", () => {
    const labels = EV_LEAD_STATUSES.map((s) => statusLabel(s, ar));
    for (const label of labels) expect(label).toMatch(/[\u0600-\u06FF]/);
    expect(new Set(labels).size).toBe(EV_LEAD_STATUSES.length);
    expect([...EV_FILTER_STATUSES].sort()).toEqual([...EV_LEAD_STATUSES].sort());
    expect(statusLabel("paid", ar)).toBe("مدفوع");
    expect(statusLabel("cancellation_initialised", ar)).toBe("طُلب الإلغاء");
    // English is there for an admin opened in English.
    expect(statusLabel("payment_expired", EV_ADMIN_TEXTS.en)).toBe("Payment expired");
  });

  it("shows a status the screen does not know as sent, rather than nothing", () => {
    expect(statusLabel("on_hold", ar)).toBe("on_hold");
  });

  it("badges paid as done, the buyer's or distributor's turn as waiting, the rest as over", () => {
    expect(statusTone("paid")).toBe("ok");
    expect(statusTone("created")).toBe("waiting");
    expect(statusTone("payment_intent_created")).toBe("waiting");
    expect(statusTone("cancellation_initialised")).toBe("waiting");
    for (const s of ["refunded", "cancelled", "expired", "payment_expired"])
      expect(statusTone(s), s).toBe("ended");
  });
});

describe("the refund applies", () => {
  it("to a paid reservation or one whose cancellation was asked for, only with orders:write", () => {
    const offered = EV_LEAD_STATUSES.filter((s) => offersRefund(s, true));
    expect(offered).toEqual(["paid", "cancellation_initialised"]);
    for (const s of EV_LEAD_STATUSES) expect(offersRefund(s, false), s).toBe(false);
  });
});

describe("the filters and the query string", () => {
  it("sends only what is set, the search trimmed, page 1 left out", () => {
    expect(evFiltersToSearch(NO_EV_FILTERS)).toBe("");
    expect(evFiltersToSearch({ status: "paid", q: "  سالم ", page: 1 })).toBe(
      `status=paid&q=${encodeURIComponent("سالم")}`,
    );
    expect(evFiltersQuery({ status: "", q: "SO-7K2M", page: 3 })).toEqual({
      q: "SO-7K2M",
      page: 3,
    });
    expect(evFiltersToSearch({ status: "", q: "+971 50", page: 2 })).toBe("q=%2B971+50&page=2");
  });

  it("never sends a control character the API refuses", () => {
    expect(evFiltersQuery({ status: "", q: "سالم\nالمنصوري\t", page: 1 })).toEqual({
      q: "سالم المنصوري",
    });
  });

  it("reads its own address back, and anything unreadable as no filter", () => {
    const filters = {
      status: "cancellation_initialised",
      q: "salem@example.com",
      page: 4,
    } as const;
    expect(evFiltersFromSearch(evFiltersToSearch(filters))).toEqual(filters);
    expect(evFiltersFromSearch("status=shipped&page=-2")).toEqual(NO_EV_FILTERS);
    expect(evFiltersFromSearch("page=1.5").page).toBe(1);
    expect(evFiltersFromSearch(`q=${"x".repeat(300)}`).q).toHaveLength(100);
  });
});

describe("a row in Arabic", () => {
  it("writes the fee, dates and phone through Intl in Arabic", () => {
    const [parsed] = readReservationList({
      data: [row],
      meta: { total: 1, page: 1, pages: 1 },
    }).rows;
    if (!parsed) throw new Error("the row was not read");
    const view = reservationRowView(parsed, ar, "ar", "Asia/Dubai");
    expect(view.reference).toBe("SO-7K2M9QXD");
    expect(view.name).toBe("سالم المنصوري");
    expect(view.phone).toBe("+971 50 123 4567");
    expect(view.vehicle).toBe("Range Rover Electric");
    expect(view.vin).toBe("SALGA3AE0RA123456");
    expect(view.fee).toBe(
      new Intl.NumberFormat("ar", {
        style: "currency",
        currency: "AED",
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }).format(5000),
    );
    expect(view.fee).toContain("د.إ.");
    expect(view.status).toBe("مدفوع");
    // 10:30 UTC is 14:30 in Dubai: the time zone is applied, and the Arabic afternoon marker used.
    expect(view.created).toContain("2:30");
    expect(view.created).toContain("م");
    expect(view.paid).toContain("2:42");
  });

  it("says an unpaid reservation is not paid, and keeps a number it cannot read as sent", () => {
    const [parsed] = readReservationList({
      data: [{ ...row, paid_at: null, status: "created", phone_number: "12" }],
    }).rows;
    if (!parsed) throw new Error("the row was not read");
    const view = reservationRowView(parsed, ar, "ar");
    expect(view.paid).toBe("لم يُدفع");
    expect(view.phone).toBe("12");
    expect(formatPhone("")).toBe("");
  });
});

describe("the API's answers", () => {
  it("reads the list's paging and leaves out entries that name no reservation", () => {
    const list = readReservationList({
      data: [row, { reference: "x" }, 7],
      meta: { total: 41, page: 2, pages: 3 },
    });
    expect(list.rows.map((r) => r.id)).toEqual([row.id]);
    expect(list).toMatchObject({ total: 41, page: 2, pages: 3 });
    expect(readReservationList(null)).toEqual({ rows: [], total: 0, page: 1, pages: 1 });
  });

  it("reads a reservation's CRM fields and events, and shows flags and numbers in Arabic", () => {
    const detail = readReservationDetail({
      data: {
        ...row,
        salesforce: {
          Lead_Id__c: "abc",
          Phone_Verified__c: true,
          Reservation_Fee__c: 5000,
          Cancel_Reason__c: null,
          Nested: { ignored: 1 },
        },
        events: [
          {
            kind: "lead_created",
            source: "buyer",
            actor: null,
            created_at: row.created_at,
            detail: {},
          },
          { source: "system" },
        ],
      },
    });
    expect(detail?.events.map((e) => e.kind)).toEqual(["lead_created"]);
    expect(crmRows(detail?.salesforce ?? {}, ar, "ar")).toEqual([
      { key: "Lead_Id__c", label: "Lead_Id__c", value: "abc" },
      { key: "Phone_Verified__c", label: "Phone_Verified__c", value: "نعم" },
      {
        key: "Reservation_Fee__c",
        label: "Reservation_Fee__c",
        value: new Intl.NumberFormat("ar").format(5000),
      },
      { key: "Cancel_Reason__c", label: "Cancel_Reason__c", value: "—" },
    ]);
    expect(readReservationDetail({ data: {} })).toBeNull();
  });

  it("words the reservation's events and its order's payment events in Arabic", () => {
    const orderKinds = ORDER_TEXTS.ar.eventKinds;
    expect(eventLabel("ev_lead_created", ar, orderKinds)).toBe("إنشاء الحجز");
    expect(eventLabel("ev_refunded", ar, orderKinds)).toBe("استرداد رسوم الحجز");
    expect(eventLabel("payment_succeeded", ar, orderKinds)).toBe("دُفع المبلغ");
    expect(eventLabel("something_new", ar, orderKinds)).toBe("something_new");
  });

  it("lists the development phone's messages newest first, with its provider", () => {
    const list = readSmsList({
      data: [
        {
          id: "1",
          to: "+971501234567",
          body: "رمز التحقق: 123456",
          created_at: "2026-03-01T10:00:00Z",
        },
        {
          id: "2",
          to: "+971501234567",
          body: "رمز التحقق: 654321",
          created_at: "2026-03-01T10:05:00Z",
        },
      ],
      meta: { provider: "local", total: 2 },
    });
    expect(list.messages.map((m) => m.id)).toEqual(["2", "1"]);
    expect(list).toMatchObject({ provider: "local", total: 2, perPage: 50 });
    expect(readSmsList({ data: [], meta: { provider: "twilio", total: 0 } }).provider).toBe(
      "twilio",
    );
    expect(newestFirst([{ created_at: "bad" }, { created_at: "2026-01-01T00:00:00Z" }])[0]).toEqual(
      {
        created_at: "2026-01-01T00:00:00Z",
      },
    );
    expect(SMS_TEXTS.ar.title).toBe("الهاتف التجريبي (الرسائل النصية)");
  });
});

describe("one refund per intention", () => {
  const keys = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it("sends one request with one key when pressed twice while it runs", async () => {
    const sent: string[] = [];
    let finish: (value: string) => void = () => {};
    const refund = refundIntent(
      (key) =>
        new Promise<string>((resolve) => {
          sent.push(key);
          finish = resolve;
        }),
      keys(),
    );
    const first = refund();
    const second = refund();
    finish("refunded");
    await expect(first).resolves.toBe("refunded");
    await expect(second).resolves.toBe("refunded");
    expect(sent).toEqual(["key-1"]);
    // Once answered, pressing again is a new intention with a key of its own.
    const third = refund();
    finish("refunded");
    await third;
    expect(sent).toEqual(["key-1", "key-2"]);
  });

  it("asks again with the same key when the outcome is unknown, a new one after a refusal", async () => {
    const sent: string[] = [];
    const failures: unknown[] = [
      new TypeError("Failed to fetch"),
      new ApiError(502, "payment_provider", "no answer"),
      new ApiError(409, "lead_state", "not paid"),
    ];
    const refund = refundIntent(async (key) => {
      sent.push(key);
      const failure = failures.shift();
      if (failure !== undefined) throw failure;
      return "ok";
    }, keys());
    await expect(refund()).rejects.toThrow("Failed to fetch");
    await expect(refund()).rejects.toThrow("no answer");
    await expect(refund()).rejects.toThrow("not paid");
    await expect(refund()).resolves.toBe("ok");
    expect(sent).toEqual(["key-1", "key-1", "key-1", "key-2"]);
  });
});
