import type { FastifyRequest } from "fastify";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { translator } from "../../site/i18n/index.ts";
import { scriptJson } from "../../site/layouts/block-frame.tsx";
import { MiniCalculator, type MiniCalculatorProps } from "../../site/showroom/mini-calculator.tsx";
import { ShowroomNotFound } from "../../site/showroom/not-found.tsx";
import { ShowroomPage, type ShowroomPageProps } from "../../site/showroom/showroom-page.tsx";
import type { SimilarVehicleCard } from "../../site/showroom/similar.tsx";
import { vehicleTitle } from "../../site/showroom/texts.ts";
import { TradeInForm, type TradeInFormProps } from "../../site/stock/trade-in-form.tsx";
import { priceSettings } from "../core/prices.ts";
import { sanitizeRichText } from "../core/sanitize-blocks.ts";
import { settingValue } from "../core/settings.ts";
import { DEFAULT_SORT, SIMILAR_VEHICLES_MAX, type StockQuery } from "../core/stock/filters.ts";
import {
  type ConfigEntryLike,
  calculatorInput,
  type FinanceSections,
  financeSections,
  ORDER_ONLINE_CONFIG_TYPES,
  SHOWROOM_CONFIG_TYPES,
  type ShowroomContentItem,
  type ShowroomSection,
} from "../core/stock/showroom-content.ts";
import {
  formatStockPrice,
  hasMiniCalculator,
  miniCalculatorConfig,
  settingsForCurrency,
  visiblePurchasePrice,
} from "../core/stock/showroom-prices.ts";
import {
  type PostcodeSearchQuery,
  parseShowroomPath,
  showroomHref,
  showroomLists,
} from "../core/stock/slug.ts";
import {
  isReservable,
  isShowableVehicle,
  type MappedVehicle,
  type MapVehicleOptions,
  mapVehicle,
  parseSeatsTranslations,
  reserveHref,
  similarVehicles,
  type VehicleAnswer,
} from "../core/stock/vehicle.ts";
import type { StockConfigEntry, StockReader } from "../services/stock-service.ts";
import { type RenderContext, showroomDocument } from "../ssr/render.tsx";

/** The showroom page for a request and its path ('showroom/…', decoded), and its status. */
export type ShowroomPageRenderer = (
  request: FastifyRequest,
  ctx: RenderContext,
  path: string,
) => Promise<{ status: number; element: ReactElement }>;

/** The first value of a query parameter given once or repeated. */
function queryValue(query: unknown, name: string): string {
  const value: unknown =
    query !== null && typeof query === "object" ? Reflect.get(query, name) : undefined;
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first.slice(0, 200) : "";
}

/**
 * The listing page the back link returns to (001 §2): stock_locator.stock_page_path, else
 * cars_inventory_ssr.ci_stock_page_path, else the home page. A path under the language base
 * ('stock'), a site path ('/ar/stock') or an http(s) URL.
 */
export function listingPageHref(settings: RenderContext["settings"], base: string): string {
  const path =
    settingValue(settings, "stock_locator.stock_page_path")?.trim() ||
    settingValue(settings, "cars_inventory_ssr.ci_stock_page_path")?.trim() ||
    "";
  if (path === "") return base;
  if (/^https?:\/\//i.test(path) || (path.startsWith("/") && !path.startsWith("//"))) return path;
  return `${base}${path.replace(/^\.?\/+/, "")}`;
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

/**
 * /{lang}/showroom/{slug}-{id}?list=a,b (route stock-locator-preview), rendered on the server by
 * the steps of 001 §4 'Showroom init': the id and list keys are read (anything else is the
 * showroom's 404); the vehicle is fetched from those lists (an error, or a vehicle without a
 * model, is the 404 page with a link back to the listing); similar vehicles of the same model
 * from its list (at most 6, itself excluded); then the showroom configs (additional, cash,
 * lease, subscription) and the order-online config of the site. Page meta tags are off on this
 * route; the page carries its title and its schema.org Car data.
 */
export function showroomPage(stock: StockReader): ShowroomPageRenderer {
  return async (request, ctx, path) => {
    const t = translator(ctx.site.lang);
    const appName = settingValue(ctx.settings, "general.app_name")?.trim() ?? "";
    const documentTitle = (title: string) => [title, appName].filter(Boolean).join(" | ");
    const backHref = listingPageHref(ctx.settings, ctx.site.base);
    const notFound = () => ({
      status: 404,
      element: showroomDocument(
        ctx,
        documentTitle(String(t("showroom.notFound.title"))),
        createElement(ShowroomNotFound, {
          backHref,
          texts: {
            title: String(t("showroom.notFound.title")),
            body: String(t("showroom.notFound.body")),
            back: String(t("showroom.notFound.back")),
          },
        }),
        false,
      ),
    });

    // 2. An id and list keys.
    const parsed = parseShowroomPath(path);
    const lists = showroomLists(queryValue(request.query, "list"));
    if (parsed === null || lists === null) return notFound();

    // 3. The vehicle; an error or a vehicle without a model is the showroom's error.
    let answer: VehicleAnswer | null;
    try {
      answer = await stock.vehicle(lists, parsed.id);
    } catch (error) {
      ctx.log("the showroom vehicle could not be read", error);
      answer = null;
    }
    if (!isShowableVehicle(answer)) return notFound();

    const settings = ctx.settings;
    const on = features(settings);
    const prices = priceSettings(settings);
    const search: PostcodeSearchQuery = {
      postcode: queryValue(request.query, "_postcode"),
      locality: queryValue(request.query, "_locality"),
      state: queryValue(request.query, "_state"),
    };
    const mapOptions: MapVehicleOptions = {
      lists,
      priceSettings: prices,
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

    // 4. Similar vehicles: the same model in its list, itself excluded, at most 6.
    const similarList =
      lists.find((l) => vehicle.publicationLists.includes(l)) ?? lists[0] ?? "default";
    const similarQuery: StockQuery = {
      checkbox: { models: [vehicle.specification.model] },
      range: {},
      exact: {},
      dealerCodes: null,
      sort: DEFAULT_SORT,
      page: 1,
      items: SIMILAR_VEHICLES_MAX + 1,
      facets: [],
    };
    // 5. The showroom configs, then the order-online config, of this site.
    const site = configSite(ctx.site.origin, ctx.site.base);
    const [similarAnswer, showroomConfigs] = await Promise.all([
      stock.listing(similarList, similarQuery, "full").catch((error: unknown) => {
        ctx.log("the similar vehicles could not be read", error);
        return null;
      }),
      stock.configs(site, SHOWROOM_CONFIG_TYPES).catch((error: unknown) => {
        ctx.log("the showroom configs could not be read", error);
        return [] as StockConfigEntry[];
      }),
    ]);
    const orderOnline = await stock
      .configs(site, ORDER_ONLINE_CONFIG_TYPES)
      .catch((error: unknown) => {
        ctx.log("the order-online config could not be read", error);
        return [] as StockConfigEntry[];
      });

    const state = vehicle.specification.state;
    const sections = cleanSections(
      financeSections(showroomConfigs as readonly ConfigEntryLike[], state, vehicle.prices),
    );
    const currencyPrices = settingsForCurrency(prices, answer.data.attributes.currency);
    const similar: SimilarVehicleCard[] = similarVehicles(
      similarAnswer?.data ?? [],
      vehicle.id,
      SIMILAR_VEHICLES_MAX,
    ).map((resource) => {
      const card = mapVehicle(
        { data: resource, included: similarAnswer?.included ?? [] },
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
            search,
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

    // The reserve call to action: the order-online details step (a later issue's journey).
    const fee =
      vehicle.reservation?.reservation_fee_amount ||
      reservationFeeText(orderOnline, currencyPrices, answer.data.attributes.currency);
    const reserve = isReservable(vehicle.specification.status)
      ? { href: reserveHref(ctx.site.base, vehicle.id, lists), fee }
      : null;

    // The mini calculator (new, used, approved, with a price a visitor may see).
    const purchase = visiblePurchasePrice(vehicle.prices);
    let calculator: ShowroomPageProps["calculator"] = null;
    if (purchase && hasMiniCalculator(state)) {
      const config = miniCalculatorConfig(calculatorInput(sections));
      const months: Record<string, string> = {};
      for (let m = config.term.min; m <= config.term.max; m += config.term.step)
        months[String(m)] = String(t("showroom.calculator.months", { count: m }));
      months[String(config.term.default)] = String(
        t("showroom.calculator.months", { count: config.term.default }),
      );
      const props: MiniCalculatorProps = {
        price: purchase.value_raw,
        prices: currencyPrices,
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
      calculator = {
        html: renderToString(createElement(MiniCalculator, props), {
          identifierPrefix: "showroom-calc-",
        }),
        props: scriptJson(props),
      };
    }

    // The trade-in details form (001 §1), its options read by the browser from the endpoint.
    const tradeInEndpoint = settingValue(ctx.settings, "stock_locator.endpoint_trade_in")?.trim();
    const tradeInProps: TradeInFormProps | null = tradeInEndpoint
      ? { lang: ctx.site.lang, endpoint: tradeInEndpoint }
      : null;
    const tradeIn = tradeInProps
      ? {
          html: renderToString(createElement(TradeInForm, tradeInProps), {
            identifierPrefix: "showroom-trade-in-",
          }),
          props: scriptJson(tradeInProps),
        }
      : null;

    const title = vehicleTitle(vehicle, t);
    const url = `${ctx.site.origin}${ctx.site.base}${vehicle.link.split("?")[0] ?? ""}`;
    const pageProps: ShowroomPageProps = {
      vehicle,
      sections,
      prices: currencyPrices,
      similar,
      showOwner: on.has("owner_visible"),
      backHref,
      reserve,
      calculator,
      tradeIn,
      url,
    };
    const crumbs = [
      { label: String(t("home")), url: ctx.site.base },
      ...(backHref !== ctx.site.base
        ? [{ label: String(t("showroom.listing")), url: backHref }]
        : []),
      // The model alone: the trail is one line on a phone.
      { label: vehicle.specification.title || vehicle.specification.model, url: null },
    ];
    const pageCtx: RenderContext = {
      ...ctx,
      shell: {
        navEntries: ctx.shell?.navEntries ?? [],
        retailers: ctx.shell?.retailers ?? [],
        externalNavigation: ctx.shell?.externalNavigation ?? null,
        breadcrumbs: crumbs,
      },
    };
    return {
      status: 200,
      element: showroomDocument(
        pageCtx,
        documentTitle(title.full),
        createElement(ShowroomPage, pageProps),
        calculator !== null,
      ),
    };
  };
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
