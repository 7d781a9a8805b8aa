import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { translator } from "../../../site/i18n/index.ts";
import { scriptJson } from "../../../site/layouts/block-frame.tsx";
import {
  MiniCalculator,
  type MiniCalculatorProps,
} from "../../../site/showroom/mini-calculator.tsx";
import { ShowroomNotFound } from "../../../site/showroom/not-found.tsx";
import { ShowroomPage, type ShowroomPageProps } from "../../../site/showroom/showroom-page.tsx";
import type { SimilarVehicleCard } from "../../../site/showroom/similar.tsx";
import { modelText, vehicleTitle } from "../../../site/showroom/texts.ts";
import { TradeInForm, type TradeInFormProps } from "../../../site/stock/trade-in-form.tsx";
import { priceSettings } from "../../core/prices.ts";
import { sanitizeRichText } from "../../core/sanitize-blocks.ts";
import { settingValue } from "../../core/settings.ts";
import { SIMILAR_VEHICLES_MAX } from "../../core/stock/filters.ts";
import {
  calculatorInput,
  type FinanceSections,
  financeSections,
  type ShowroomContentItem,
  type ShowroomSection,
} from "../../core/stock/showroom-content.ts";
import {
  formatStockPrice,
  hasMiniCalculator,
  miniCalculatorConfig,
  settingsForCurrency,
  visiblePurchasePrice,
} from "../../core/stock/showroom-prices.ts";
import { type PostcodeSearchQuery, showroomHref } from "../../core/stock/slug.ts";
import { stockPageHref } from "../../core/stock/stock-page.ts";
import {
  isReservable,
  type MappedVehicle,
  type MapVehicleOptions,
  mapVehicle,
  parseSeatsTranslations,
  reserveHref,
  similarVehicles,
  type VehicleAnswer,
} from "../../core/stock/vehicle.ts";
import { type RenderContext, showroomDocument } from "../../ssr/render.tsx";
import type { ShowroomReads } from "./showroom-store.ts";
import type { StockConfigEntry } from "./stock-service.ts";

/**
 * The showroom page's data and rendering (001 §4): the vehicle as the page shows it, its similar
 * vehicles' cards, its finance sections, the reserve call to action, the mini calculator and the
 * trade-in form (each rendered to HTML with its island's props), the breadcrumbs, and the
 * document; or the showroom's 404 page with a link back to the listing.
 */

type Translate = ReturnType<typeof translator>;

/** The listing page, the title and the texts every showroom page has, found or not. */
export interface ShowroomFrame {
  t: Translate;
  backHref: string;
  documentTitle: (title: string) => string;
}

/**
 * The site a config call names (001 §7 'Showroom config': hostname + base path), e.g.
 * 'example.com/ar/'; the stock service falls back to the entries for 'all'.
 */
export function configSite(origin: string, base: string): string {
  let host = "";
  try {
    host = new URL(origin).hostname;
  } catch {
    host = "";
  }
  return `${host}${base}`;
}

/** The features stock_locator.features switches on (comma separated). */
function features(settings: RenderContext["settings"]): Set<string> {
  return new Set(
    (settingValue(settings, "stock_locator.features") ?? "")
      .split(",")
      .map((f) => f.trim())
      .filter((f) => f !== ""),
  );
}

export function showroomFrame(ctx: RenderContext): ShowroomFrame {
  const appName = settingValue(ctx.settings, "general.app_name")?.trim() ?? "";
  return {
    t: translator(ctx.site.lang),
    backHref: stockPageHref(ctx.settings, ctx.site.base),
    documentTitle: (title) => [title, appName].filter(Boolean).join(" | "),
  };
}

/** The showroom's 404 page: its text and a link back to the listing. */
export function showroomNotFound(
  ctx: RenderContext,
  frame: ShowroomFrame,
): { status: number; element: ReactElement } {
  const { t } = frame;
  return {
    status: 404,
    element: showroomDocument(
      ctx,
      frame.documentTitle(String(t("showroom.notFound.title"))),
      createElement(ShowroomNotFound, {
        backHref: frame.backHref,
        texts: {
          title: String(t("showroom.notFound.title")),
          body: String(t("showroom.notFound.body")),
          back: String(t("showroom.notFound.back")),
        },
      }),
      false,
    ),
  };
}

/** Sanitised HTML of a section's items (config HTML comes from the stock data service). */
function cleanItems(items: readonly ShowroomContentItem[]): ShowroomContentItem[] {
  return items.map((item) =>
    item.type === "html" ? { ...item, html: sanitizeRichText(item.html) } : item,
  );
}
function cleanSection(section: ShowroomSection | null): ShowroomSection | null {
  if (!section) return null;
  return {
    ...section,
    accordion: cleanItems(section.accordion),
    popup: cleanItems(section.popup),
    modal: { ...section.modal, content: cleanItems(section.modal.content) },
  };
}
function cleanSections(sections: FinanceSections): FinanceSections {
  return {
    cash: cleanSection(sections.cash),
    leaseAccordion: cleanSection(sections.leaseAccordion),
    leasePopup: cleanSection(sections.leasePopup),
    subscription: cleanSection(sections.subscription),
    additional: cleanSection(sections.additional),
  };
}

/** The vehicle as the page shows it (popup buttons' HTML sanitised), and how it was mapped. */
export interface ShowroomVehicle {
  vehicle: MappedVehicle;
  mapOptions: MapVehicleOptions;
  /** The features stock_locator.features switches on. */
  on: Set<string>;
}

export function showroomVehicle(
  ctx: RenderContext,
  answer: VehicleAnswer,
  lists: string[],
  search: PostcodeSearchQuery,
): ShowroomVehicle {
  const settings = ctx.settings;
  const on = features(settings);
  const mapOptions: MapVehicleOptions = {
    lists,
    priceSettings: priceSettings(settings),
    mainBrand: settingValue(settings, "stock_locator.main_brand") ?? "",
    isPostcodeSearchOn: on.has("postcode_search"),
    search,
    defaultState: settingValue(settings, "stock_locator.default_state") ?? "",
    seatsTranslations: parseSeatsTranslations(
      settingValue(settings, "stock_locator.seats_translations"),
      (message) => ctx.log(message),
    ),
  };
  const mapped = mapVehicle(answer, mapOptions);
  const vehicle: MappedVehicle = {
    ...mapped,
    buttons: mapped.buttons.map((b) =>
      b.action === "popup" ? { ...b, popupContent: sanitizeRichText(b.popupContent) } : b,
    ),
  };
  return { vehicle, mapOptions, on };
}

/** The cards of the similar vehicles (at most 6, the vehicle itself left out). */
function similarCards(
  ctx: RenderContext,
  t: Translate,
  shown: ShowroomVehicle,
  similar: ShowroomReads["similar"],
): SimilarVehicleCard[] {
  const { vehicle, mapOptions } = shown;
  const lists = mapOptions.lists;
  return similarVehicles(similar?.data ?? [], vehicle.id, SIMILAR_VEHICLES_MAX).map((resource) => {
    const card = mapVehicle(
      { data: resource, included: similar?.included ?? [] },
      { ...mapOptions, lists },
    );
    const purchase = visiblePurchasePrice(card.prices);
    const title = vehicleTitle(card, t);
    return {
      id: card.id,
      href: showroomHref(
        ctx.site.base,
        { ...resource.attributes, id: resource.id },
        {
          mainBrand: mapOptions.mainBrand,
          lists,
          isPostcodeSearchOn: mapOptions.isPostcodeSearchOn,
          search: mapOptions.search,
        },
      ),
      title: title.main,
      subtitle: title.details,
      photo: card.photos[0]?.medium ?? null,
      price: card.prices.priceOnRequest
        ? String(t("showroom.prices.onRequest"))
        : (purchase?.value ?? ""),
    };
  });
}

/** The order-online config's reservation fee (data.reservation_fee), formatted; '' for none. */
function reservationFeeText(
  entries: readonly StockConfigEntry[],
  prices: MiniCalculatorProps["prices"],
  currency: string | undefined,
): string {
  const entry = entries.find((e) => e.attributes.config_type === "order_online");
  const fee: unknown = entry?.attributes.data.reservation_fee;
  if (typeof fee !== "number" || !(fee > 0)) return "";
  const code = entry?.attributes.data.currency;
  const own =
    typeof code === "string" && code !== currency ? settingsForCurrency(prices, code) : prices;
  return formatStockPrice(fee, own, "amount");
}

/** The mini calculator (new, used, approved, with a price a visitor may see), rendered. */
function miniCalculator(
  ctx: RenderContext,
  t: Translate,
  vehicle: MappedVehicle,
  sections: FinanceSections,
  prices: MiniCalculatorProps["prices"],
): ShowroomPageProps["calculator"] {
  const purchase = visiblePurchasePrice(vehicle.prices);
  if (!purchase || !hasMiniCalculator(vehicle.specification.state)) return null;
  const config = miniCalculatorConfig(calculatorInput(sections));
  const months: Record<string, string> = {};
  for (let m = config.term.min; m <= config.term.max; m += config.term.step)
    months[String(m)] = String(t("showroom.calculator.months", { count: m }));
  months[String(config.term.default)] = String(
    t("showroom.calculator.months", { count: config.term.default }),
  );
  const props: MiniCalculatorProps = {
    price: purchase.value_raw,
    prices,
    config,
    rtl: ctx.site.dir === "rtl",
    texts: {
      heading: String(t("showroom.calculator.heading")),
      price: String(t("showroom.calculator.price")),
      downPayment: String(t("showroom.calculator.downPayment")),
      term: String(t("showroom.calculator.term")),
      rate: String(t("showroom.calculator.rate")),
      monthly: String(t("showroom.calculator.monthly")),
      financed: String(t("showroom.calculator.financed")),
      note: String(t("showroom.calculator.note")),
      months,
    },
  };
  return {
    html: renderToString(createElement(MiniCalculator, props), {
      identifierPrefix: "showroom-calc-",
    }),
    props: scriptJson(props),
  };
}

/** The trade-in details form (001 §1), its options read by the browser from the endpoint. */
function tradeInForm(ctx: RenderContext): ShowroomPageProps["tradeIn"] {
  const tradeInEndpoint = settingValue(ctx.settings, "stock_locator.endpoint_trade_in")?.trim();
  const tradeInProps: TradeInFormProps | null = tradeInEndpoint
    ? { lang: ctx.site.lang, endpoint: tradeInEndpoint }
    : null;
  return tradeInProps
    ? {
        html: renderToString(createElement(TradeInForm, tradeInProps), {
          identifierPrefix: "showroom-trade-in-",
        }),
        props: scriptJson(tradeInProps),
      }
    : null;
}

/** The page's context with its breadcrumbs: home, the listing (when it is not home), the model. */
function withBreadcrumbs(
  ctx: RenderContext,
  frame: ShowroomFrame,
  vehicle: MappedVehicle,
): RenderContext {
  const { t, backHref } = frame;
  const crumbs = [
    { label: String(t("home")), url: ctx.site.base },
    ...(backHref !== ctx.site.base
      ? [{ label: String(t("showroom.listing")), url: backHref }]
      : []),
    // The model alone: the trail is one line on a phone.
    {
      label: modelText(t, vehicle.specification.model, vehicle.specification.title),
      url: null,
    },
  ];
  return {
    ...ctx,
    shell: {
      navEntries: ctx.shell?.navEntries ?? [],
      retailers: ctx.shell?.retailers ?? [],
      externalNavigation: ctx.shell?.externalNavigation ?? null,
      retailerBar: ctx.shell?.retailerBar ?? null,
      breadcrumbs: crumbs,
    },
  };
}

/** The showroom page of a vehicle, with what was read beside it. */
export function showroomElement(input: {
  ctx: RenderContext;
  frame: ShowroomFrame;
  answer: VehicleAnswer;
  shown: ShowroomVehicle;
  reads: ShowroomReads;
}): ReactElement {
  const { ctx, frame, answer, shown, reads } = input;
  const { t, backHref } = frame;
  const { vehicle, mapOptions } = shown;
  const lists = mapOptions.lists;
  const sections = cleanSections(
    financeSections(reads.showroomConfigs, vehicle.specification.state, vehicle.prices),
  );
  const currency = answer.data.attributes.currency;
  const currencyPrices = settingsForCurrency(mapOptions.priceSettings, currency);
  const similar = similarCards(ctx, t, shown, reads.similar);

  // The reserve call to action: the order-online details step (a later issue's journey).
  const fee =
    vehicle.reservation?.reservation_fee_amount ||
    reservationFeeText(reads.orderOnline, currencyPrices, currency);
  const reserve = isReservable(vehicle.specification.status)
    ? { href: reserveHref(ctx.site.base, vehicle.id, lists), fee }
    : null;
  const calculator = miniCalculator(ctx, t, vehicle, sections, currencyPrices);

  const title = vehicleTitle(vehicle, t);
  const url = `${ctx.site.origin}${ctx.site.base}${vehicle.link.split("?")[0] ?? ""}`;
  const pageProps: ShowroomPageProps = {
    vehicle,
    sections,
    prices: currencyPrices,
    similar,
    showOwner: shown.on.has("owner_visible"),
    backHref,
    reserve,
    calculator,
    tradeIn: tradeInForm(ctx),
    url,
  };
  return showroomDocument(
    withBreadcrumbs(ctx, frame, vehicle),
    frame.documentTitle(title.full),
    createElement(ShowroomPage, pageProps),
    calculator !== null,
  );
}
