import { mkdirSync } from "node:fs";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import multipart from "@fastify/multipart";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from "fastify";
import { type CollectionFeed, defaultCollectionFeed } from "./adapters/collection-feed.ts";
import { ALLOW_LIST_SETTING, egressFetcher } from "./adapters/egress.ts";
import {
  externalNavigationLoader,
  httpExternalNavigation,
} from "./adapters/external-navigation.ts";
import { type PaymentProviders, paymentProviders } from "./adapters/payments/index.ts";
import { type QuizDataSource, quizDataSource } from "./adapters/quiz-images.ts";
import { type SiteJsonSource, siteJsonSource } from "./adapters/site-json.ts";
import { type SmsVerificationProvider, smsProvider } from "./adapters/sms/index.ts";
import { checkWebhookTarget } from "./adapters/webhook.ts";
import { preferredEncoding } from "./cache/html-cache.ts";
import { settingValue } from "./core/settings.ts";
import type { Db } from "./db/client.ts";
import { siteDeliveryWorker } from "./delivery-worker.ts";
import { DEMO_VIDEOS_DIR, DEMO_VIDEOS_PREFIX } from "./demo/demo-videos.ts";
import type { AppDeps, OidcOptions } from "./deps.ts";
import { auditHandlers } from "./features/auth/audit-routes.ts";
import { authHandlers } from "./features/auth/routes.ts";
import { isLoginRequired } from "./features/auth/sessions.ts";
import { tokenHandlers } from "./features/auth/tokens-routes.ts";
import { userHandlers } from "./features/auth/users-routes.ts";
import { modelFiguresLoader } from "./features/catalogue/model-figures.ts";
import { catalogueBlocksLoader } from "./features/catalogue/page-data.ts";
import { catalogueAdminHandlers, publicCatalogueHandlers } from "./features/catalogue/routes.ts";
import { clientErrorHandlers } from "./features/client-errors/routes.ts";
import { collectionSliderLoader } from "./features/collections/page-data.ts";
import { dealerAdminHandlers } from "./features/dealers/admin-routes.ts";
import { findChosenRetailer } from "./features/dealers/index.ts";
import { retailerBlocksLoader } from "./features/dealers/page-data.ts";
import { publicDealerHandlers } from "./features/dealers/public-routes.ts";
import { stockDealerHandlers } from "./features/dealers/stock-routes.ts";
import { registerEditorShellRoutes } from "./features/editor-shell/routes.ts";
import { evPlacedMail, registerEvPreorder } from "./features/ev-preorder/index.ts";
import { pageFormsLoader } from "./features/forms/page-data.ts";
import { formHandlers } from "./features/forms/routes.ts";
import type { FormsServiceOptions } from "./features/forms/service.ts";
import { formsService } from "./features/forms/service.ts";
import type { LeadOutboxWorkerOptions } from "./features/leads/delivery-handlers.ts";
import { deliveryHandlers } from "./features/leads/delivery-routes.ts";
import { leadExportHandlers } from "./features/leads/export-routes.ts";
import { leadFileHandlers } from "./features/leads/file-routes.ts";
import { leadHandlers } from "./features/leads/routes.ts";
import { imageHandlers } from "./features/media/images.ts";
import { mediaHandlers, multipartOptions } from "./features/media/routes.ts";
import { defaultThumbnailsDir, thumbnailHandlers } from "./features/media/thumbnails.ts";
import { compareHandlers } from "./features/model-specs/compare-routes.ts";
import { modelSpecAdminHandlers } from "./features/model-specs/routes.ts";
import { ModelSpecCache } from "./features/model-specs/spec-tags.ts";
import { findModelSpecs } from "./features/model-specs/store.ts";
import { localNaasService, naasHandlers } from "./features/navigation/naas.ts";
import { navigationHandlers } from "./features/navigation/routes.ts";
import { newsRenderer } from "./features/news/page-data.ts";
import { newsHandlers } from "./features/news/routes.ts";
import { offersHandlers } from "./features/offers/routes.ts";
import { orderOnlinePage } from "./features/order-online/index.ts";
import { registerOrders, reservedVehicleIds } from "./features/orders/index.ts";
import { affectedVinAdminHandlers, vinCheckHandlers } from "./features/owner-tools/index.ts";
import { cmsPageHandlers } from "./features/pages/cms-routes.ts";
import { publicPageHandlers } from "./features/pages/public-routes.ts";
import { SiteData } from "./features/pages/site-data.ts";
import type { SiteOptions } from "./features/pages/site-options.ts";
import { registerSiteRoutes } from "./features/pages/site-routes.ts";
import { templateHandlers } from "./features/pages/templates.ts";
import { registerPhoneVerification } from "./features/phone-verification/index.ts";
import { pwaHandlers } from "./features/pwa/routes.ts";
import { quizImagesLoader } from "./features/quizzes/page-data.ts";
import { rangeDataLoader } from "./features/range-calculator/page-data.ts";
import { searchPage } from "./features/search/page.ts";
import { searchHandlers } from "./features/search/routes.ts";
import { settingsAdminHandlers } from "./features/settings/admin-routes.ts";
import { settingsHandlers } from "./features/settings/public-routes.ts";
import { settingsServiceHandlers } from "./features/settings/service-routes.ts";
import { stockConfigAdminHandlers } from "./features/stock/config-admin.ts";
import { stockConfigHandlers } from "./features/stock/config-routes.ts";
import { stockBlocksLoader } from "./features/stock/page-data.ts";
import { withReservedStatus } from "./features/stock/reserved-status.ts";
import { stockHandlers } from "./features/stock/routes.ts";
import { openStockService } from "./features/stock/service.ts";
import { showroomPage } from "./features/stock/showroom.ts";
import type { StockService } from "./features/stock/stock-service.ts";
import { registerActor } from "./http/actor.ts";
import { healthHandlers } from "./http/health.ts";
import {
  newRequestId,
  RequestLogController,
  registerRequestLog,
  type ServerLogger,
  serverLogger,
} from "./http/logging.ts";
import { registerProblemHandler } from "./http/problem.ts";
import {
  type ApiHandlers,
  registerApiRoutes,
  registerMethodNotAllowed,
} from "./http/route-table.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { loadAssets, PAGE_STYLESHEET_FILE, type SiteAssets } from "./ssr/assets.ts";
import type { PageDataLoader } from "./ssr/page-data.ts";

export interface ServerOptions {
  db: Db;
  /** The forms service's captcha, verifiers and submission limits (offline defaults). */
  forms?: FormsServiceOptions;
  theme?: string;
  lang?: string;
  assets?: SiteAssets;
  /**
   * The log (runtime/http/logging.ts): false or absent for none (tests), true for JSON lines on stdout
   * at info, `{ level, stream }` for lines elsewhere (tests capture them), or a logger (`npm start`
   * makes one before the database opens, so the database's messages share it).
   */
  logger?: ServerLogger;
  renderNotFound?: SiteOptions["renderNotFound"];
  /** Single sign-on; null or absent for local accounts only. */
  oidc?: OidcOptions | null;
  secureCookies?: boolean;
  /**
   * The origin visitors reach the site at (PUBLIC_URL): absolute URLs are built from it, never
   * from a request header. Absent: http://localhost and the port the server listens on.
   */
  publicUrl?: string;
  /** The proxies whose X-Forwarded-* headers are believed (TRUST_PROXY); absent: none. */
  trustProxy?: string | number | false;
  /** Where made picture variants are kept between requests and restarts; memory only when absent. */
  imageCacheDir?: string;
  /** The fetch the external navigation service is asked with (tests); the global fetch when absent. */
  externalNavigationFetch?: typeof fetch;
  /**
   * The outbox worker that delivers leads' mail and integrations (runtime/features/outbox/outbox.ts), started
   * when the server is ready and stopped when it closes; its options, or false for none (tests
   * that drive a worker by hand). Rows committed elsewhere wake it with wakeOutbox(db).
   */
  outbox?: false | Partial<Omit<LeadOutboxWorkerOptions, "db">>;
  /**
   * The payment providers of the order-online journey (runtime/adapters/payments/): by default
   * from the environment, each kind the local offline provider unless its keys are set.
   */
  payments?: PaymentProviders;
  /** How often the orders' recovery sweep runs (default 30 s; false: at start only). */
  ordersSweepMs?: number | false;
  /** The SMS verification provider (default: from the environment, runtime/adapters/sms). */
  sms?: SmsVerificationProvider;
  /** The Collection Slider's feed; absent: the real one when COLLECTION_FEED_URL is set, else the local one. */
  collectionFeed?: CollectionFeed;
  /** What reads a quiz's images_data_url; absent: through the egress guard (or the data folder). */
  quizData?: QuizDataSource;
  /** What reads a range calculator's json_url; absent: through the egress guard (or the data folder). */
  rangeData?: SiteJsonSource;
  /**
   * Builds every stock list's index in the background once the server listens (`npm start`), so
   * that no visitor waits for a list's first build (seconds at 100,000 vehicles), and is told how
   * it went. Absent: each index is built on its list's first call (tests, which seed stock after
   * the server started).
   */
  prepareStock?: (outcome: StockPrepared) => void;
}

/** How the background build of the stock lists' indexes went (ServerOptions.prepareStock). */
export type StockPrepared =
  | { ok: true; lists: number; vehicles: number; bytes: number; ms: number }
  | { ok: false; error: unknown };

/** A hop count trusts that many proxies nearest the server; addresses and ranges go as they are. */
function trustProxyOption(
  value: ServerOptions["trustProxy"],
): string | false | ((address: string, hop: number) => boolean) {
  if (typeof value !== "number") return value ?? false;
  return (_address, hop) => hop < value;
}

/** The app with its request log, its security headers and the 405 of known paths. */
function createApp(options: ServerOptions): FastifyInstance {
  const logger = serverLogger(options.logger);
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    genReqId: newRequestId,
    logController: new RequestLogController(),
    trustProxy: trustProxyOption(options.trustProxy),
    // A param longer than Node accepts a request line (16 KiB of headers) never arrives, so
    // Fastify's undocumented 414 (default limit 100) never answers: each param's schema bounds
    // its length, refused with the documented 400 naming /params/{name}.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 16_384 },
  });
  registerRequestLog(app);
  registerSecurityHeaders(app);
  // After the headers every reply carries, before any route (it learns them as they come).
  registerMethodNotAllowed(app);
  return app;
}

/**
 * Every reply the client accepts compressed (brotli, gzip) is compressed, except those already
 * encoded: built assets (precompressed at build) and cached pages (compressed once). Streamed
 * documents are flushed chunk by chunk, so React's streaming reaches the browser as it comes.
 */
async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ["br", "gzip"],
    threshold: 1024,
    zlibOptions: { flush: zlib.Z_SYNC_FLUSH },
    brotliOptions: {
      flush: zlib.BROTLI_OPERATION_FLUSH,
      params: { [zlib.BROTLI_PARAM_QUALITY]: 4 },
    },
  });
}

/** Stylesheets: the whole one, and each page's (its blocks' styles only), compressed once each. */
function registerStylesheets(app: FastifyInstance, assets: SiteAssets): void {
  const encodedSheets = new Map<string, { raw: Buffer; br: Buffer; gzip: Buffer }>();
  const encodedSheet = (href: string) => {
    const held = encodedSheets.get(href);
    if (held) return held;
    const text = href === assets.stylesheetHref ? assets.stylesheet : assets.stylesheetAt?.(href);
    if (text === undefined) return null;
    const raw = Buffer.from(text);
    const encoded = {
      raw,
      br: brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(raw, { level: 9 }),
    };
    encodedSheets.set(href, encoded);
    return encoded;
  };
  const sendSheet = (href: string, request: FastifyRequest, reply: FastifyReply) => {
    const sheet = encodedSheet(href);
    if (!sheet) return reply.code(404).type("text/plain; charset=utf-8").send("Not Found");
    reply
      .header("content-type", "text/css; charset=utf-8")
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("vary", "accept-encoding");
    const encoding = preferredEncoding(request.headers["accept-encoding"]);
    if (encoding === null) return reply.send(sheet.raw);
    return reply.header("content-encoding", encoding).send(sheet[encoding]);
  };
  app.get(assets.stylesheetHref, (request, reply) =>
    sendSheet(assets.stylesheetHref, request, reply),
  );
  app.get<{ Params: { file: string } }>(
    "/static/css/:file",
    {
      schema: {
        params: {
          type: "object",
          required: ["file"],
          properties: {
            file: { type: "string", pattern: PAGE_STYLESHEET_FILE.source },
          },
        },
      },
    },
    (request, reply) => sendSheet(`/static/css/${request.params.file}`, request, reply),
  );
}

/** The built client files and the demo's videos. */
async function registerStaticFiles(app: FastifyInstance, assets: SiteAssets): Promise<void> {
  mkdirSync(assets.clientDir, { recursive: true });
  // vite.config.ts writes a .br and a .gz beside every compressible file.
  await app.register(fastifyStatic, {
    root: assets.clientDir,
    prefix: "/static/",
    decorateReply: false,
    maxAge: "365d",
    immutable: true,
    wildcard: true,
    preCompressed: true,
  });
  // The demo's native videos (generator/demo-videos.ts), with byte ranges for seeking.
  await app.register(fastifyStatic, {
    root: DEMO_VIDEOS_DIR,
    prefix: DEMO_VIDEOS_PREFIX,
    decorateReply: false,
    maxAge: "7d",
    wildcard: false,
  });
}

/** The stock service, stopped with the app; its indexes built once it listens when asked. */
async function openStock(app: FastifyInstance, options: ServerOptions): Promise<StockService> {
  const service = await openStockService(options.db);
  app.addHook("onClose", () => service.stop());
  // Held and ordered vehicles read as reserved to other visitors (the orders feature's holds).
  const stock = withReservedStatus(service, () => reservedVehicleIds(options.db));
  const told = options.prepareStock;
  if (told) {
    let closing = false;
    app.addHook("onClose", async () => {
      closing = true;
    });
    app.addHook("onListen", () => {
      const started = performance.now();
      stock.prepare().then(
        (ready) => told({ ok: true, ...ready, ms: performance.now() - started }),
        // A build cut short by the server closing is no failure.
        (error: unknown) => closing || told({ ok: false, error }),
      );
    });
  }
  return stock;
}

/** Signing in and out, users, API tokens and the audit log. */
function accountHandlers(deps: AppDeps, egress: typeof fetch) {
  return {
    ...authHandlers(deps, egress),
    ...userHandlers(deps),
    ...tokenHandlers(deps),
    ...auditHandlers(deps),
  };
}

/**
 * The content editors write and the site reads: pages, media, settings, navigation, model specs,
 * the model catalogue, dealers, search, templates, pictures, news and offers.
 */
function contentHandlers(deps: AppDeps) {
  return {
    ...cmsPageHandlers(deps),
    ...mediaHandlers(deps),
    ...settingsAdminHandlers(deps),
    ...navigationHandlers(deps),
    ...compareHandlers(deps),
    ...modelSpecAdminHandlers(deps),
    ...dealerAdminHandlers(deps),
    ...publicDealerHandlers(deps),
    ...publicCatalogueHandlers(deps),
    ...catalogueAdminHandlers(deps),
    ...vinCheckHandlers(deps),
    ...affectedVinAdminHandlers(deps),
    ...publicPageHandlers(deps),
    ...searchHandlers(deps),
    ...settingsHandlers(deps),
    ...settingsServiceHandlers(deps),
    ...templateHandlers(),
    ...imageHandlers(deps),
    ...thumbnailHandlers(defaultThumbnailsDir),
    ...pwaHandlers(deps),
    ...newsHandlers(deps),
    ...offersHandlers(deps),
    ...naasHandlers(deps),
  };
}

/** What the server reaches out with: the egress guard's fetch and its allow-list. */
interface Outbound {
  egress: typeof fetch;
  allowList: () => Promise<string>;
  siteData: SiteData;
}

/** Forms and their submissions: leads, their deliveries and exports. */
function formAndLeadHandlers(deps: AppDeps, options: ServerOptions, outbound: Outbound) {
  const { egress, allowList, siteData } = outbound;
  // One forms service for the forms' and the leads' routes: one per-address limit for both.
  const forms = formsService(deps, {
    checkWebhookTarget: async (url, allowPrivate) =>
      checkWebhookTarget(url, allowPrivate, await allowList()),
    fetch: egress,
    settings: async () => siteData.settings(await siteData.stamp()),
    ...options.forms,
  });
  return {
    ...formHandlers(forms),
    ...leadHandlers(forms),
    ...leadFileHandlers(forms),
    ...deliveryHandlers(deps, {
      fetch: (options.outbox ? options.outbox.fetch : undefined) ?? egress,
    }),
    ...leadExportHandlers(deps),
  };
}

/** Stock vehicles, their dealers and configuration. */
function stockRouteHandlers(deps: AppDeps) {
  return {
    ...stockDealerHandlers(deps),
    ...stockHandlers(deps),
    ...stockConfigHandlers(deps),
    ...stockConfigAdminHandlers(deps),
  };
}

/** The health check and the browsers' error reports. */
function operationHandlers(app: FastifyInstance, db: Db, outbound: Outbound) {
  const { egress, siteData } = outbound;
  return {
    ...healthHandlers({ db }),
    ...clientErrorHandlers({
      settings: async () => siteData.settings(await siteData.stamp()),
      fetch: egress,
      log: (detail, message) => app.log.warn(detail, message),
    }),
  };
}

/** The outbox worker, started when the app is ready and stopped when it closes. */
function startOutbox(app: FastifyInstance, options: ServerOptions, egress: typeof fetch): void {
  if (options.outbox === false) return;
  const outboxWorker = siteDeliveryWorker(options.db, egress, {
    log: (message, detail, level = "warn") => app.log[level]({ detail }, message),
    ...options.outbox,
  });
  app.addHook("onReady", async () => outboxWorker.start());
  app.addHook("onClose", () => outboxWorker.stop());
}

/** The visitor site, with the page data its blocks ask for and the external navigation. */
function registerSite(
  app: FastifyInstance,
  options: ServerOptions,
  site: {
    deps: AppDeps;
    outbound: Outbound;
    modelSpecCache: ModelSpecCache;
    evPreorder: PageDataLoader;
  },
): void {
  const { deps } = site;
  const { egress, siteData } = site.outbound;
  const { stock, assets, theme, lang, publicOrigin } = deps;
  const externalNavigation = externalNavigationLoader({
    local: localNaasService(deps),
    http: httpExternalNavigation({
      fetch: options.externalNavigationFetch ?? egress,
      log: (message) => app.log.warn(message),
    }),
    siteOrigin: publicOrigin,
    log: (message) => app.log.warn(message),
  });
  registerSiteRoutes(app, {
    externalNavigation,
    data: siteData,
    assets,
    theme,
    lang,
    publicOrigin,
    renderNotFound: options.renderNotFound,
    searchPage: searchPage(deps),
    showroomPage: showroomPage(deps.stock),
    orderOnlinePage: orderOnlinePage(deps.stock, { db: deps.db }),
    findRetailer: (code) => findChosenRetailer(options.db, code),
    secureCookies: deps.secureCookies,
    fillSpecTags: site.modelSpecCache.filler,
    // In the order the page's render has always read them; each runs for the blocks naming it.
    pageData: [
      newsRenderer(options.db),
      pageFormsLoader(options.db),
      stockBlocksLoader(stock),
      retailerBlocksLoader(options.db),
      collectionSliderLoader(options.collectionFeed ?? defaultCollectionFeed(process.env, egress)),
      site.evPreorder,
      catalogueBlocksLoader(options.db),
      modelFiguresLoader(options.db),
      quizImagesLoader(options.quizData ?? quizDataSource({ fetch: egress })),
      rangeDataLoader(options.rangeData ?? siteJsonSource({ fetch: egress })),
    ],
    fetch: egress,
  });
}

/** The one Fastify app: the documented APIs, images, static assets and the server-rendered site. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = createApp(options);
  const assets = options.assets ?? loadAssets();
  const theme = options.theme ?? "lrdx";
  const lang = options.lang ?? "ar";
  await registerCompression(app);
  registerStylesheets(app, assets);
  await registerStaticFiles(app, assets);
  const publicOrigin = (): string => {
    if (options.publicUrl) return options.publicUrl;
    const address = app.server.address();
    return typeof address === "object" && address
      ? `http://localhost:${address.port}`
      : "http://localhost";
  };
  const stock = await openStock(app, options);
  const deps: AppDeps = {
    stock,
    db: options.db,
    lang,
    theme,
    assets,
    secureCookies: options.secureCookies ?? false,
    oidc: options.oidc ?? null,
    publicOrigin,
    imageCacheDir: options.imageCacheDir,
  };
  const actorOfRequest = registerActor(app, options.db);
  registerProblemHandler(app);
  await app.register(multipart, multipartOptions);
  const siteData = await SiteData.open(options.db, (message, detail) =>
    app.log.warn({ detail }, message),
  );
  app.addHook("onClose", () => siteData.stop());
  // Every request the server makes goes through the egress guard, with the settings' allow-list.
  const allowList = async () =>
    settingValue(await siteData.settings(await siteData.stamp()), ALLOW_LIST_SETTING) ?? "";
  const egress = egressFetcher({ allowed: allowList, log: (message) => app.log.warn(message) });
  const outbound: Outbound = { egress, allowList, siteData };
  const providers =
    options.payments ??
    paymentProviders(process.env, { fetch: egress, db: options.db, publicOrigin });
  const log = (message: string, detail?: unknown) => app.log.warn({ detail }, message);
  const orders = registerOrders(app, deps, {
    providers,
    sweepMs: options.ordersSweepMs,
    channelMail: { ev_preorder: evPlacedMail(publicOrigin) },
    log,
  });
  const sms = options.sms ?? smsProvider(process.env, { fetch: egress, db: options.db });
  const phone = registerPhoneVerification({ db: options.db, provider: sms, log });
  const evPreorder = registerEvPreorder(app, {
    db: options.db,
    orders: orders.service,
    card: providers.card,
    publicOrigin,
    stripePublishableKey:
      providers.card.name === "stripe" ? process.env.STRIPE_PUBLISHABLE_KEY?.trim() || null : null,
    smsProvider: () => sms.name,
    ...(options.ordersSweepMs === undefined ? {} : { sweepMs: options.ordersSweepMs }),
    log,
  });
  // Every route of schemas/api/routes.json has its handler here, or this does not compile.
  const handlers: ApiHandlers = {
    ...accountHandlers(deps, egress),
    ...contentHandlers(deps),
    ...formAndLeadHandlers(deps, options, outbound),
    ...stockRouteHandlers(deps),
    ...operationHandlers(app, options.db, outbound),
    ...orders.handlers,
    ...phone.handlers,
    ...evPreorder.handlers,
  };
  const modelSpecCache = new ModelSpecCache(
    (keys) => findModelSpecs(options.db, keys),
    siteData,
    (message, detail) => app.log.warn({ detail }, message),
  );
  registerApiRoutes(app, handlers, {
    isLoginRequired: async () => isLoginRequired(await siteData.settings(await siteData.stamp())),
    actorOf: actorOfRequest,
  });
  registerEditorShellRoutes(app, deps);
  startOutbox(app, options, egress);
  registerSite(app, options, {
    deps,
    outbound,
    modelSpecCache,
    evPreorder: evPreorder.pageData,
  });
  return app;
}
