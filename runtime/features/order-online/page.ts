import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { createElement, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { translator } from "../../../site/i18n/index.ts";
import { ORDER_ONLINE_ID_PREFIX, OrderOnlineJourney } from "../../../site/order-online/journey.tsx";
import type {
  JourneyVehicle,
  OrderOnlineProps,
  OrderOnlineScreen,
} from "../../../site/order-online/model.ts";
import { OrderOnlinePage } from "../../../site/order-online/order-online-page.tsx";
import { orderOnlineTexts } from "../../../site/order-online/texts.ts";
import { vehicleTitle } from "../../../site/showroom/texts.ts";
import { priceSettings } from "../../core/prices.ts";
import { settingValue } from "../../core/settings.ts";
import {
  configuratorVehicle,
  journeyOf,
  type OrderOnlineConfigScope,
  type OrderOnlineSettings,
  orderOnlineConfigTypes,
  orderOnlineSettings,
  reservationPaymentOf,
} from "../../core/stock/order-online-config.ts";
import { visiblePurchasePrice } from "../../core/stock/showroom-prices.ts";
import { showroomHref, showroomLists } from "../../core/stock/slug.ts";
import { stockPageHref } from "../../core/stock/stock-page.ts";
import {
  isReservable,
  isShowableVehicle,
  type MappedVehicle,
  mapVehicle,
  type VehicleAnswer,
} from "../../core/stock/vehicle.ts";
import type { Db } from "../../db/client.ts";
import { stockConfiguratorBuilds } from "../../db/tables/stock.ts";
import type { AppDeps } from "../../deps.ts";
import { STRIPE_DOCUMENT_SOURCES } from "../../ssr/document-sources.ts";
import { orderOnlineDocument, type RenderContext, scriptJson } from "../../ssr/render.tsx";
import { journeyContent, journeyFee, type StockConfigEntry } from "./content.ts";

/** The order-online page for a request and its path ('showroom-order-online/…'), and its status. */
export type OrderOnlinePageRenderer = (
  request: FastifyRequest,
  ctx: RenderContext,
  path: string,
) => Promise<{ status: number; element: ReactElement }>;

type StockReader = AppDeps["stock"];

/** The first value of a query parameter given once or repeated. */
function queryValue(query: unknown, name: string, max = 200): string {
  const value: unknown =
    query !== null && typeof query === "object" ? Reflect.get(query, name) : undefined;
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? first.slice(0, max) : "";
}

/** A route of the journey from its path below the language base, or null for none. */
export function journeyRoute(
  path: string,
): { screen: OrderOnlineScreen; vehicleId: string; orderNumber: string } | null {
  const segments = path.split("/").filter(Boolean);
  if (segments[0] !== "showroom-order-online") return null;
  const [, child, param, ...rest] = segments;
  if (rest.length > 0) return null;
  if (child === undefined) return { screen: "details", vehicleId: "", orderNumber: "" };
  if (child === "vehicle") {
    if (param !== undefined && !/^[1-9][0-9]{0,9}$/.test(param)) return null;
    return { screen: "details", vehicleId: param ?? "", orderNumber: "" };
  }
  if ((child === "checkout" || child === "success") && param === undefined)
    return { screen: child, vehicleId: "", orderNumber: "" };
  if (child === "confirmation" && param !== undefined && /^[A-Za-z0-9-]{1,40}$/.test(param))
    return { screen: "confirmation", vehicleId: "", orderNumber: param };
  return null;
}

/** The site a config call names (hostname + base path), as the showroom names it. */
function configSite(origin: string, base: string): string {
  try {
    return `${new URL(origin).hostname}${base}`;
  } catch {
    return base;
  }
}

/** A configurator build (001 §3 'Configurator vehicle'), null when there is none at that URL. */
async function readBuild(
  db: Db | undefined,
  configUrl: string,
): Promise<Record<string, unknown> | null> {
  if (!db) return null;
  const [row] = await db
    .select({ data: stockConfiguratorBuilds.data })
    .from(stockConfiguratorBuilds)
    .where(eq(stockConfiguratorBuilds.configUrl, configUrl))
    .limit(1);
  return row?.data ?? null;
}

const str = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** Why a vehicle cannot be ordered: it is missing, sold, or reserved by another order. */
type Refusal = "missing" | "sold" | "reserved";

interface ReadVehicle {
  vehicle: JourneyVehicle;
  currency: string;
}

/** A vehicle answer (a stock vehicle, or a configurator build made one) as the showroom maps it. */
function mappedVehicle(ctx: RenderContext, answer: VehicleAnswer, lists: string[]): MappedVehicle {
  return mapVehicle(answer, {
    lists,
    priceSettings: priceSettings(ctx.settings),
    mainBrand: settingValue(ctx.settings, "stock_locator.main_brand") ?? "",
    isPostcodeSearchOn: false,
    search: { postcode: "", locality: "", state: "" },
    defaultState: settingValue(ctx.settings, "stock_locator.default_state") ?? "",
    seatsTranslations: {},
  });
}

/** The journey's view of a mapped vehicle: its title, photo, price, VIN, state and dealer. */
function journeyVehicle(
  ctx: RenderContext,
  mapped: MappedVehicle,
  answer: VehicleAnswer,
): Omit<JourneyVehicle, "id" | "orderVehicleId" | "lists" | "configUrl" | "showroomHref"> {
  const title = vehicleTitle(mapped, translator(ctx.site.lang));
  const photo = mapped.photos[0];
  return {
    title: title.main,
    subtitle: title.details,
    photo: photo ? { src: photo.medium || photo.normal, alt: title.full } : null,
    priceText: visiblePurchasePrice(mapped.prices)?.value ?? "",
    vin: mapped.specification.vin,
    state: mapped.specification.state,
    companyUuid: str(answer.data.attributes.owner_uuid) || mapped.reservation?.owner_uuid || "",
  };
}

/** The stock vehicle of the lists as the journey shows it; a refusal when it cannot be ordered. */
async function stockVehicle(
  stock: StockReader,
  ctx: RenderContext,
  id: string,
  lists: string[],
  screen: OrderOnlineScreen,
): Promise<ReadVehicle | Refusal> {
  let answer: VehicleAnswer | null = null;
  try {
    answer = await stock.vehicle(lists, Number(id));
  } catch (error) {
    ctx.log("the order-online vehicle could not be read", error);
    answer = null;
  }
  if (!isShowableVehicle(answer)) return "missing";
  const mapped = mappedVehicle(ctx, answer, lists);
  const status = mapped.specification.status;
  // A held car reads reserved to everybody, its holder too: the checkout and the return page let
  // the hold decide (the holder's lock gives the hold back, anyone else gets the rebooking page),
  // so a reload or a return from the provider is not refused.
  const isHoldersScreen = screen === "checkout" || screen === "success";
  if (!isReservable(status) && !(status === "reserved" && isHoldersScreen))
    return status === "sold" ? "sold" : "reserved";
  const mainBrand = settingValue(ctx.settings, "stock_locator.main_brand") ?? "";
  const attributes = answer.data.attributes;
  return {
    currency: str(attributes.currency) || priceSettings(ctx.settings).currencyIso,
    vehicle: {
      ...journeyVehicle(ctx, mapped, answer),
      id: mapped.id,
      orderVehicleId: mapped.id,
      lists,
      configUrl: "",
      showroomHref: showroomHref(
        ctx.site.base,
        { ...attributes, id: answer.data.id },
        {
          mainBrand,
          lists,
          isPostcodeSearchOn: false,
          search: { postcode: "", locality: "", state: "" },
        },
      ),
    },
  };
}

/**
 * A configurator build as the journey shows it: the build made a stock vehicle by the core's rule
 * (001 §3 'Configurator vehicle': its price gross when the order-online config's prices include
 * tax, else net), then shown as the showroom shows any vehicle.
 */
function buildVehicle(
  ctx: RenderContext,
  configUrl: string,
  build: Record<string, unknown>,
  settings: OrderOnlineSettings,
): ReadVehicle {
  const answer = configuratorVehicle(build, {
    configUrl,
    includeTax: settings.includeTax,
    reservationFee: settings.reservationFee,
  });
  const mapped = mappedVehicle(ctx, answer, []);
  return {
    currency: str(build.currency) || priceSettings(ctx.settings).currencyIso,
    vehicle: {
      ...journeyVehicle(ctx, mapped, answer),
      // A build is not one car of the stock: no stock id, no VIN; its dealer is the build's.
      id: "",
      orderVehicleId: str(build.item_id) || configUrl.slice(0, 100),
      lists: [],
      configUrl,
      vin: "",
      companyUuid: str(build.company_uuid),
      showroomHref: configUrl,
    },
  };
}

export interface OrderOnlinePageOptions {
  /** The configurator builds' store (001 §3): absent, a `config_url` journey finds no build. */
  db?: Db;
  /** STRIPE_PUBLISHABLE_KEY: Stripe.js confirms card payments in the page when set. */
  stripePublishableKey?: string;
}

/**
 * /{lang}/showroom-order-online/… (001 §2 'Order online journey'): the details step of a stock
 * vehicle (`vehicle/:id?list=…`) or of a configurator build (`?config_url=…`), the checkout, the
 * success page the payment returns to, and an order's confirmation. The vehicle is read as the
 * showroom reads it (a missing one, or one sold or reserved by an order, is a page saying so
 * with the way back); the site's order-online configs (their `config_` variants on the
 * configurator journey) give the steps, the fee, the vendor and the editor's pages. Every screen
 * is one island (site/order-online), in the main layout under the order-online top bar.
 */
export function orderOnlinePage(
  stock: StockReader,
  options: OrderOnlinePageOptions = {},
): OrderOnlinePageRenderer {
  const stripeKey = options.stripePublishableKey ?? process.env.STRIPE_PUBLISHABLE_KEY ?? "";
  return async (request, ctx, path) => {
    const texts = orderOnlineTexts(ctx.site.lang);
    const listing = stockPageHref(ctx.settings, ctx.site.base);
    const appName = settingValue(ctx.settings, "general.app_name")?.trim() ?? "";
    const documentTitle = (title: string) => [title, appName].filter(Boolean).join(" | ");
    const prices = priceSettings(ctx.settings);
    const route = journeyRoute(path);
    const configUrl = queryValue(request.query, "config_url", 2000);
    const isConfigurator = configUrl !== "";
    const site = {
      lang: ctx.site.lang,
      tag: ctx.site.tag,
      dir: ctx.site.dir,
      base: ctx.site.base,
      timeZone: ctx.site.timeZone,
      numberLocale: ctx.site.numberLocale,
    };
    const journey = journeyOf(configUrl);
    const entries: StockConfigEntry[] = await stock
      .configs(configSite(ctx.site.origin, ctx.site.base), orderOnlineConfigTypes(journey))
      .catch((error: unknown) => {
        ctx.log("the order-online configs could not be read", error);
        return [];
      });

    let read: ReadVehicle | Refusal | null = null;
    if (route !== null && route.screen !== "confirmation") {
      if (isConfigurator) {
        const build = await readBuild(options.db, configUrl).catch((error: unknown) => {
          ctx.log("the configurator build could not be read", error);
          return null;
        });
        const settings = orderOnlineSettings(entries, { journey, state: "new" });
        read = build ? buildVehicle(ctx, configUrl, build, settings) : "missing";
      } else {
        const id =
          route.screen === "details" ? route.vehicleId : queryValue(request.query, "vehicle", 12);
        const lists = showroomLists(queryValue(request.query, "list"));
        if (/^[1-9][0-9]{0,9}$/.test(id) && lists !== null)
          read = await stockVehicle(stock, ctx, id, lists, route.screen);
        // The details step needs its vehicle; checkout and success may go on from storage.
        else if (route.screen === "details") read = "missing";
      }
    }
    const refusal = route === null ? "missing" : typeof read === "string" ? read : null;
    const found = read !== null && typeof read !== "string" ? read : null;
    const scope: OrderOnlineConfigScope = { journey, state: found?.vehicle.state ?? "" };
    const content = journeyContent(entries, scope, texts);
    const fee = journeyFee(entries, scope, found?.currency ?? prices.currencyIso);
    const returnTo = request.url;
    const props: OrderOnlineProps = {
      screen: route?.screen ?? "details",
      site,
      texts,
      vehicle: found?.vehicle ?? null,
      fee,
      content,
      listingHref: listing,
      orderNumber: route?.orderNumber ?? "",
      isSignedIn: request.actor != null,
      signInHref: `${ctx.site.base}sign-in?returnTo=${encodeURIComponent(returnTo)}`,
      tradeInEndpoint:
        settingValue(ctx.settings, "stock_locator.endpoint_trade_in")?.trim() || null,
      stripePublishableKey: stripeKey,
    };
    const heading =
      refusal !== null
        ? texts.missing.title
        : props.screen === "checkout"
          ? texts.checkout.heading
          : props.screen === "success"
            ? texts.success.heading
            : props.screen === "confirmation"
              ? texts.confirmation.heading
              : texts.journey;
    const title = documentTitle(found ? `${heading} · ${found.vehicle.title}` : heading);
    const status = refusal === null ? 200 : refusal === "missing" ? 404 : 409;
    // The journey shows no block: its stylesheet leaves out every block's styles.
    const element = orderOnlineDocument(
      { ...ctx, pageTemplates: ctx.extraTemplates ?? [] },
      {
        title,
        content: createElement(OrderOnlinePage, {
          props,
          refusal,
          html:
            refusal === null
              ? renderToString(createElement(OrderOnlineJourney, props), {
                  identifierPrefix: ORDER_ONLINE_ID_PREFIX,
                })
              : "",
          propsJson: refusal === null ? scriptJson(props) : "",
        }),
        hasIslands: refusal === null,
        screen: props.screen,
        sources:
          stripeKey !== "" && reservationPaymentOf(content.vendorType) === "card"
            ? [STRIPE_DOCUMENT_SOURCES]
            : [],
      },
    );
    return { status, element };
  };
}
