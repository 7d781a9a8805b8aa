import { readFileSync } from "node:fs";
import type { FastifyRequest } from "fastify";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { journeyRoute, orderOnlinePage } from "../../runtime/features/order-online/index.ts";
import { loadAssets } from "../../runtime/ssr/assets.ts";
import type { RenderContext } from "../../runtime/ssr/render.tsx";
import {
  JOURNEY_DATA_KEY,
  RESERVATION_KEY,
  SOFT_LOCK_KEY,
} from "../../site/order-online/browser-store.ts";
import { financeSelection } from "../../site/order-online/details.tsx";
import { resetJourneyStorage } from "../../site/order-online/journey-storage.ts";
import { paymentWay, toMinor } from "../../site/order-online/model.ts";
import { isValidPhone } from "../../site/order-online/phone.ts";
import { STEPS_STORAGE_KEY as STEPS_KEY } from "../../site/order-online/steps-storage.ts";
import { defaultSiteContext } from "../../site/ui/site-context.tsx";
import { stockAnswer, stockAttributes } from "../helpers/stock-vehicle.ts";

/**
 * The order-online journey's pages as the server renders them (001 §2, 000 §2 and §9): Arabic
 * and right to left, page meta tags off and never indexed, the steps as a tablist, the top bar's
 * 42/62 px rule, the refusal pages, and the browser storage reset at journey start.
 */

const assets = loadAssets();

function ctxFor(url: string): RenderContext {
  return {
    site: { ...defaultSiteContext, origin: "https://example.com", timeZone: "Asia/Dubai" },
    settings: new Map([["stock_locator.stock_page_path", "stock"]]),
    theme: "",
    assets,
    currentUrl: url,
    referrer: null,
    now: new Date("2026-06-01T10:00:00Z"),
    log: () => undefined,
  };
}

const configs = [
  {
    id: "1",
    type: "config" as const,
    attributes: {
      config_type: "order_online",
      vehicle_state: "",
      data: { reservation_fee: 5000, currency: "AED", soft_lock_minutes: 15 },
    },
  },
  {
    id: "2",
    type: "config" as const,
    attributes: {
      config_type: "order_online_steps_page",
      vehicle_state: "",
      data: {
        steps: [
          { id: "details", label: "التفاصيل" },
          { id: "finance", label: "التمويل" },
          { id: "trade_in", label: "استبدال سيارتك" },
          { id: "checkout", label: "الدفع" },
        ],
      },
    },
  },
  {
    id: "3",
    type: "config" as const,
    attributes: {
      config_type: "order_online_checkout_page",
      vehicle_state: "",
      data: { checkout_payment: { vendor: { type: "stripe" } } },
    },
  },
];

/** A config entry as the stock service answers it. */
type ConfigEntry = {
  id: string;
  type: "config";
  attributes: { config_type: string; vehicle_state: string; data: Record<string, unknown> };
};

function stock(
  status: "stock" | "sold" | "reserved" = "stock",
  entries: readonly ConfigEntry[] = configs,
) {
  return {
    listing: async () => null,
    vehicle: async (_lists: readonly string[], id: number) =>
      id === 101 ? stockAnswer(stockAttributes({ status, msrp_price: 350000 })) : null,
    configs: async () => [...entries],
    listingJson: async () => null,
    prepare: async () => ({ lists: 0, vehicles: 0, bytes: 0 }),
  };
}

function request(url: string): FastifyRequest {
  const query = Object.fromEntries(new URL(url, "http://x").searchParams);
  // Only what the renderer reads of a request: its URL, its query and who is asking.
  const fake: Pick<FastifyRequest, "url" | "query" | "actor"> = { url, query, actor: null };
  return fake as FastifyRequest;
}

async function render(
  url: string,
  status?: "stock" | "sold" | "reserved",
  entries: readonly ConfigEntry[] = configs,
) {
  const path = decodeURIComponent(new URL(url, "http://x").pathname.slice("/ar/".length));
  const page = orderOnlinePage(stock(status, entries));
  const answer = await page(request(url), ctxFor(url), path);
  return { status: answer.status, html: renderToString(answer.element) };
}

describe("the journey's routes", () => {
  it("names the details, checkout, success and confirmation screens and refuses the rest", () => {
    expect(journeyRoute("showroom-order-online/vehicle/101")).toEqual({
      screen: "details",
      vehicleId: "101",
      orderNumber: "",
    });
    expect(journeyRoute("showroom-order-online")?.screen).toBe("details");
    expect(journeyRoute("showroom-order-online/checkout")?.screen).toBe("checkout");
    expect(journeyRoute("showroom-order-online/success")?.screen).toBe("success");
    expect(journeyRoute("showroom-order-online/confirmation/SO-7K3M9QXA")?.orderNumber).toBe(
      "SO-7K3M9QXA",
    );
    expect(journeyRoute("showroom-order-online/vehicle/abc")).toBeNull();
    expect(journeyRoute("showroom-order-online/checkout/x")).toBeNull();
    expect(journeyRoute("showroom-order-online/nope")).toBeNull();
  });
});

describe("the details page, server-rendered in Arabic", () => {
  it("is right to left, without page meta tags, never indexed, with the analytics category checkout", async () => {
    const { status, html } = await render("/ar/showroom-order-online/vehicle/101?list=default");
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="ar" dir="rtl"/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain("og:title");
    expect(html).toContain('"fallbackCategory":"checkout"');
    // The vehicle, its price and the reservation fee through Intl in Arabic.
    // The brand and model in Arabic words, as the showroom writes them.
    expect(html).toContain("2025 جديدة لاند روفر رينج روفر سبورت");
    expect(html).toContain(
      new Intl.NumberFormat("ar-u-nu-latn", { style: "currency", currency: "AED" }).format(5000),
    );
    expect(html).toContain("العودة إلى السيارة");
  });

  it("shows the steps of the steps page as a tablist of tabs with their panels, checkout left out", async () => {
    const { html } = await render("/ar/showroom-order-online/vehicle/101?list=default");
    const tablist = /<div class="oo-steps" role="tablist" aria-label="([^"]*)"/.exec(html);
    expect(tablist?.[1]).toBe("خطوات الطلب");
    const tabs = [...html.matchAll(/<button([^>]*)role="tab"([^>]*)>([\s\S]*?)<\/button>/g)].map(
      (m) => {
        const attrs = `${m[1]}${m[2]}`;
        const attr = (name: string) => new RegExp(`${name}="([^"]*)"`).exec(attrs)?.[1] ?? null;
        return {
          id: attr(" id"),
          controls: attr("aria-controls"),
          selected: attr("aria-selected"),
          tabindex: attr("tabindex"),
          label: /oo-steps__label">([^<]*)</.exec(m[3] ?? "")?.[1],
        };
      },
    );
    expect(tabs.map((t) => t.label)).toEqual(["التفاصيل", "التمويل", "استبدال سيارتك"]);
    expect(tabs.map((t) => t.selected)).toEqual(["true", "false", "false"]);
    expect(tabs.map((t) => t.tabindex)).toEqual(["0", "-1", "-1"]);
    for (const tab of tabs)
      expect(html).toMatch(
        new RegExp(`role="tabpanel" id="${tab.controls}" aria-labelledby="${tab.id}"`),
      );
    // Until every step is confirmed, checkout cannot be reached.
    expect(html).toMatch(
      /<button type="button" class="cta cta--primary oo-continue" disabled=""[^>]*>المتابعة إلى الدفع<\/button>/,
    );
  });

  it("answers a missing vehicle with 404 and a sold one with 409, each with the way back", async () => {
    const missing = await render("/ar/showroom-order-online/vehicle/999?list=default");
    expect(missing.status).toBe(404);
    expect(missing.html).toContain("لا يمكن طلب هذه السيارة");
    expect(missing.html).toContain('href="/ar/stock"');
    expect(missing.html).not.toContain("data-order-online-island");
    const sold = await render("/ar/showroom-order-online/vehicle/101?list=default", "sold");
    expect(sold.status).toBe(409);
    expect(sold.html).toContain("تم بيع هذه السيارة.");
    const reserved = await render("/ar/showroom-order-online/vehicle/101?list=default", "reserved");
    expect(reserved.html).toContain("هذه السيارة محجوزة لمشترٍ آخر.");
  });

  it("lets the hold decide on checkout and on the return page: a held car reads reserved to its holder too", async () => {
    for (const screen of ["checkout", "success"]) {
      const page = await render(
        `/ar/showroom-order-online/${screen}?vehicle=101&list=default`,
        "reserved",
      );
      expect(page.status, screen).toBe(200);
      expect(page.html, screen).toContain("data-order-online-island");
      expect(page.html, screen).not.toContain('data-screen="unavailable"');
    }
  });

  it("says a deposit on hold is held on the card, not charged (order_online.payment_on_hold)", async () => {
    const url = "/ar/showroom-order-online/checkout?vehicle=101&list=default";
    const charged = await render(url);
    expect(charged.html).not.toContain("data-payment-on-hold");
    const held = await render(url, "stock", [
      {
        id: "1",
        type: "config",
        attributes: {
          config_type: "order_online",
          vehicle_state: "",
          data: { reservation_fee: 5000, currency: "AED", payment_on_hold: true },
        },
      },
      ...configs.slice(1),
    ]);
    expect(held.html).toMatch(/data-payment-on-hold="">سيُحجز المبلغ على بطاقتك ولن يُخصم الآن/);
    // The props the browser hydrates with carry the rule to the payment call.
    expect(held.html).toContain('"paymentOnHold":true');
  });

  it("gives checkout, success and confirmation their categories and pages", async () => {
    const checkout = await render("/ar/showroom-order-online/checkout?vehicle=101&list=default");
    expect(checkout.html).toContain('"fallbackCategory":"checkout_reservation"');
    expect(checkout.html).toContain("احجز سيارتك");
    expect(checkout.html).toContain("أوافق على الشروط والأحكام");
    const success = await render("/ar/showroom-order-online/success?vehicle=101&list=default");
    expect(success.html).toContain('"fallbackCategory":"checkout_order_confirmation"');
    expect(success.html).toContain("نؤكد حجزك…");
    const confirmation = await render("/ar/showroom-order-online/confirmation/SO-7K3M9QXA");
    expect(confirmation.status).toBe(200);
    expect(confirmation.html).toContain("جارٍ تحميل طلبك…");
  });
});

describe("the order-online top bar", () => {
  it("is 42 px high below 1024 px and 62 px from 1024 px", () => {
    const css = readFileSync(
      new URL("../../site/order-online/order-online.css", import.meta.url),
      "utf8",
    );
    expect(css).toMatch(/\.oo \{\s*--oo-bar-height: 42px;/);
    expect(css).toMatch(/@media \(min-width: 1024px\) \{\s*\.oo \{\s*--oo-bar-height: 62px;/);
    expect(css).toMatch(/\.oo-topbar \{[^}]*block-size: var\(--oo-bar-height\);/);
    // The journey's stylesheet is part of the site's.
    expect(assets.stylesheet).toContain("site/order-online/order-online.css");
  });
});

describe("the journey's storage at its start", () => {
  // The browser's localStorage, as the journey's store reads it (window.localStorage).
  const items = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  beforeEach(() => {
    items.clear();
    Reflect.set(globalThis, "window", { localStorage });
  });
  afterEach(() => Reflect.deleteProperty(globalThis, "window"));

  it("resets the data, steps and reservation, and clears the hold only when it is this vehicle's", () => {
    localStorage.setItem(JOURNEY_DATA_KEY, JSON.stringify({ vehicleId: "7", tabChoice: 2 }));
    localStorage.setItem(STEPS_KEY, JSON.stringify({ active: 2, enabled: [0, 1, 2] }));
    localStorage.setItem(RESERVATION_KEY, JSON.stringify({ orderNumber: "SO-1", lockId: "l" }));
    localStorage.setItem(
      SOFT_LOCK_KEY,
      JSON.stringify({ vehicleId: "7", lockId: "l", expiresAt: "2026-06-01T10:15:00Z" }),
    );
    resetJourneyStorage(localStorage, {
      vehicleId: "101",
      detailsRoute: "/ar/showroom-order-online/vehicle/101",
    });
    const data = JSON.parse(localStorage.getItem(JOURNEY_DATA_KEY) ?? "{}");
    expect(data.vehicleId).toBe("101");
    expect(data.detailsRoute).toBe("/ar/showroom-order-online/vehicle/101");
    expect(data.tabChoice ?? null).toBeNull();
    expect(localStorage.getItem(STEPS_KEY)).toBeNull();
    expect(localStorage.getItem(RESERVATION_KEY)).toBeNull();
    // Another vehicle's hold is left to run out.
    expect(localStorage.getItem(SOFT_LOCK_KEY)).not.toBeNull();
    resetJourneyStorage(localStorage, {
      vehicleId: "7",
      detailsRoute: "/ar/showroom-order-online/vehicle/7",
    });
    expect(localStorage.getItem(SOFT_LOCK_KEY)).toBeNull();
  });
});

describe("the checkout's rules", () => {
  it("pays by the vendor: the no-payment vendors by name (trimmed, upper-cased), else card", () => {
    expect(paymentWay(" no_payment_japan ")).toBe("free");
    expect(paymentWay("NO_PAYMENT_WITH_CONFIRMATION_EMAIL")).toBe("confirmation_email");
    expect(paymentWay("paypal")).toBe("wallet");
    expect(paymentWay("LIQPAY")).toBe("hosted");
    expect(paymentWay("stripe")).toBe("card");
    expect(paymentWay("")).toBe("card");
  });

  it("sends the fee in minor units of its currency", () => {
    expect(toMinor({ amount: 5000, currency: "AED" })).toBe(500000);
    expect(toMinor({ amount: 5000, currency: "JPY" })).toBe(5000);
  });

  it("checks the mobile number with the forms' phone library, Arabic-Indic digits too", () => {
    expect(isValidPhone("050 123 4567", "AE")).toBe(true);
    expect(isValidPhone("٠٥٠١٢٣٤٥٦٧", "AE")).toBe(true);
    expect(isValidPhone("+966 50 123 4567", "AE")).toBe(true);
    expect(isValidPhone("12", "AE")).toBe(false);
  });

  it("reads the showroom's finance selection, a calculator one as lease", () => {
    expect(financeSelection(null)).toBeNull();
    const selection = financeSelection({
      type: "calculator",
      selectedOptionData: { dataLayer: { duration: 48, monthly_instalment: "4,200 AED" } },
    });
    expect(selection?.type).toBe("lease");
    expect(selection?.row.duration).toBe("48");
    expect(selection?.row.monthly).toBe("4,200 AED");
  });
});
