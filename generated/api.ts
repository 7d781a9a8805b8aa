// Generated from schemas/api/routes.json, schemas/entities/ by `npm run generate`. Do not edit: change the schema and regenerate.

import type { AdminEvReservationDocument, AdminEvReservationList, AdminEvReservationsQuery, AdminLeadDocument, AdminLeadList, AdminLeadParams, AdminLeadUpdateBody, AdminLeadsQuery, AdminOrderActionParams, AdminOrderDocument, AdminOrderList, AdminOrdersQuery, AdminSmsList, AdminSmsQuery, AdminUserDocument, AdminUserList, AffectedVinBody, AffectedVinDocument, AffectedVinList, AffectedVinsQuery, ApiTokenIssued, ApiTokenList, AppIconParams, AuditPage, AuditQuery, AuthProviders, BuyOnlineOrderBody, CaptchaTokenDocument, CatalogueAdmin, CatalogueEngineBody, CatalogueEngineDocument, CatalogueLangQuery, CatalogueModelBody, CatalogueModelDocument, CatalogueNamedBody, CatalogueNamedDocument, CatalogueNameplateBody, CatalogueNameplateDocument, ClientErrorReport, CompanyConfigDocument, CompanyConfigParams, ConfiguratorVehicleDocument, ConfiguratorVehicleQuery, DealerBody, DealerDocument, DealerList, DealersQuery, EvCancellationBody, EvLeadCreateBody, EvLeadCreatedDocument, EvLeadDocument, EvLeadParams, EvPaymentIntentBody, EvPaymentIntentDocument, FormBody, FormDocument, FormDuplicateQuery, FormExport, FormGetQuery, FormIntegrationsDocument, FormList, FormParams, FormSettingDocument, FormSettingsBody, GroupedNameplates, HealthStatus, HoldDocument, HoldParams, IdParams, ImageSizeParams, ImageVariants, ImageWidthParams, InquiryEmailBody, InquiryEmailDocument, IntegrationFixBody, IntegrationSystemDocument, LeadBody, LeadCreatedDocument, LeadDocument, LeadExportDocument, LeadExportDownloadQuery, LeadExportParams, LeadExportQuery, LeadFileDocument, LeadFileDownloadParams, LeadFileParams, LeadIntegrationList, LeadList, LeadParams, LeadsQuery, LiqpayCallbackBody, LiqpayCheckoutDocument, LiqpayCheckoutQuery, LocationBody, LocationDocument, LocationList, LoginBody, MediaAlt, MediaDocument, MediaList, MediaListQuery, MetaheadCreate, MetaheadDocument, MetaheadList, MetaheadPatch, MetaheadResourceList, MetaheadsQuery, ModelSpecAdminList, ModelSpecBody, ModelSpecDocument, ModelSpecKeyParams, ModelSpecList, ModelSpecResourceList, ModelSpecsQuery, NaasAnswer, NaasParams, NavBreadcrumbList, NavEntriesQuery, NavEntryCreate, NavEntryDocument, NavEntryList, NavEntryOrder, NavEntryPatch, NavEntryV1List, NewsList, NewsQuery, OfferAdminList, OfferCarModels, OfferDocument, OfferInput, OfferList, OfferPatch, OffersQuery, OidcCallbackQuery, OidcStartQuery, OpenapiDocument, OrderConfirmBody, OrderDocument, OrderInitBody, OrderInitDocument, OrderNumberParams, OutboxParams, OutboxQuery, PageChecksDocument, PageCreate, PageDetailDocument, PageDraft, PageDuplicate, PageLangQuery, PagePatch, PagePathParams, PagePublish, PageResourceDocument, PageRevision, PageSummaryList, PageVersionDocument, PageVersionList, PageVersionParams, PaymentBody, PaymentDocument, PaypalOrderBody, PaypalOrderDocument, PresenceDocument, Problem, PublicDealerList, PublicDealersQuery, SearchQuery, SearchResults, SearchSuggestQuery, SearchSuggestions, SentMailList, SessionInfo, SettingBody, SettingDocument, SettingKeyParams, SettingResourceList, SettingValue, SettingsNamespaceBody, SettingsNamespaceDocument, SettingsNamespaceParams, SettingsOverviewDocument, SmsCheckVerificationBody, SmsCreateVerificationBody, SmsProviderParams, SmsVerificationDocument, StockBrandList, StockConfigAdminDocument, StockConfigAdminList, StockConfigBody, StockConfigList, StockConfigParams, StockConfigQuery, StockDealerList, StockDealersParams, StockDealersQuery, StockListingDocument, StockListingParams, StockListingQuery, StockNameplateList, StockNameplateQuery, StockRetailerList, StockRetailersQuery, StockVehicleDocument, StockVehicleParams, TemplateList, ThumbnailParams, TokenCreate, TradeInOptionsDocument, TradeInQuery, UserCreate, UserPatch, VehicleList, VehicleParams, VehicleSpecs, VehiclesQuery, VinCheckBody, VinCheckResult, VinParams, WebManifest, WebhookBody, WebhookParams, WebhookReceipt, WidgetTranslationsDocument, WidgetTranslationsParams, WidgetTranslationsQuery } from "./types.ts";

/** The one error body of the API. */
export type ApiErrorBody = Problem;

/** Every route of the API by operationId: method, URL, success status and the types of its parts. */
export interface ApiOperations {
  /** GET /public_api/pages/by_path/* (public): A published page by its path (no language base, no leading slash), e.g. models/defender, in the language ?lang= names (default ar) */
  getPublishedPage: {
    method: "GET";
    url: "/public_api/pages/by_path/*";
    status: 200;
    params: PagePathParams;
    query: PageLangQuery;
    body: undefined;
    reply: PageResourceDocument;
  };
  /** GET /settings (public): Every stored setting visitors may read as a JSON:API resource (never those the settings schemas mark x-server-only); clients flatten to {id, key, value} */
  listSettings: {
    method: "GET";
    url: "/settings";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: SettingResourceList;
  };
  /** GET /metaheads (public): Metaheads: site-wide ones, and a page's own with q[page_id_equal_or_null] */
  listMetaheads: {
    method: "GET";
    url: "/metaheads";
    status: 200;
    params: Record<string, never>;
    query: MetaheadsQuery;
    body: undefined;
    reply: MetaheadResourceList;
  };
  /** GET /public_api/search (public): Site search over the published pages (title, meta, every block text) in Arabic, ranked, 20 a page, with highlighted snippets */
  searchPages: {
    method: "GET";
    url: "/public_api/search";
    status: 200;
    params: Record<string, never>;
    query: SearchQuery;
    body: undefined;
    reply: SearchResults;
  };
  /** GET /public_api/search/suggest (public): Autocomplete: up to 8 published pages whose title has a word starting with q */
  suggestSearch: {
    method: "GET";
    url: "/public_api/search/suggest";
    status: 200;
    params: Record<string, never>;
    query: SearchSuggestQuery;
    body: undefined;
    reply: SearchSuggestions;
  };
  /** GET /api/templates (public): The block catalogue (template entities) */
  listTemplates: {
    method: "GET";
    url: "/api/templates";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: TemplateList;
  };
  /** GET /api/openapi.json (public): This description */
  getOpenApi: {
    method: "GET";
    url: "/api/openapi.json";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: OpenapiDocument;
  };
  /** GET /api/v2/images/:id (public): A picture and its variants at the catalogue's sizes */
  getImageVariants: {
    method: "GET";
    url: "/api/v2/images/:id";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: ImageVariants;
  };
  /** GET /api/v2/images/:id/w/:spec (public): A picture at a width, as jpg, webp, png or avif (e.g. 640.webp) */
  getImageAtWidth: {
    method: "GET";
    url: "/api/v2/images/:id/w/:spec";
    status: 200;
    params: ImageWidthParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** GET /api/v2/images/:id/w/:w/h/:spec (public): A picture cropped to a width and height (e.g. 640/h/360.jpg) */
  getImageAtSize: {
    method: "GET";
    url: "/api/v2/images/:id/w/:w/h/:spec";
    status: 200;
    params: ImageSizeParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** POST /public_api/client_errors (public): A script error from a visitor's browser, for the error-reporting service (404 while performance.error_reporting_api_key is empty; 429 past 20 a minute from one address) */
  reportClientError: {
    method: "POST";
    url: "/public_api/client_errors";
    status: 204;
    params: Record<string, never>;
    query: Record<string, never>;
    body: ClientErrorReport;
    reply: undefined;
  };
  /** GET /healthz (anyone): Liveness for a load balancer: 200 while the process serves requests (never cached, open during site-wide login) */
  getLiveness: {
    method: "GET";
    url: "/healthz";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: HealthStatus;
  };
  /** GET /readyz (anyone): Readiness for a load balancer: 200 when the database answers SELECT 1 within 2 seconds, else 503 (unavailable) with Retry-After */
  getReadiness: {
    method: "GET";
    url: "/readyz";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: HealthStatus;
  };
  /** GET /manifest.webmanifest (anyone): The web app manifest (theme colour #0c121c, the documented icon sizes) */
  getWebManifest: {
    method: "GET";
    url: "/manifest.webmanifest";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: WebManifest;
  };
  /** GET /icons/icon-:size.png (anyone): An app icon at one of the documented sizes (64, 120, 144, 152, 192, 384, 512) */
  getAppIcon: {
    method: "GET";
    url: "/icons/icon-:size.png";
    status: 200;
    params: AppIconParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** GET /naas/:file (public): The offline external navigation service: the v2 navigation as the service's answer, for a site whose naas_navigation.configuration names its own origin (nav.locale={locale}[.disable{part}...][.enable{part}...][.logo={logo}].json; parts logo, menu, retailer) */
  getNaasNavigation: {
    method: "GET";
    url: "/naas/:file";
    status: 200;
    params: NaasParams;
    query: Record<string, never>;
    body: undefined;
    reply: NaasAnswer;
  };
  /** GET /blocks_thumbnails/:file (public): A block's catalogue thumbnail, {key}.png */
  getBlockThumbnail: {
    method: "GET";
    url: "/blocks_thumbnails/:file";
    status: 200;
    params: ThumbnailParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** POST /api/auth/login (anyone): Signs in with e-mail and password; sets the session cookie */
  signIn: {
    method: "POST";
    url: "/api/auth/login";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: LoginBody;
    reply: SessionInfo;
  };
  /** POST /api/auth/logout (signed_in): Ends this session */
  signOut: {
    method: "POST";
    url: "/api/auth/logout";
    status: 204;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** GET /api/auth/me (signed_in): The signed-in user, permissions and CSRF token */
  getSession: {
    method: "GET";
    url: "/api/auth/me";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: SessionInfo;
  };
  /** GET /api/auth/providers (anyone): How the sign-in screen may sign in */
  listAuthProviders: {
    method: "GET";
    url: "/api/auth/providers";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: AuthProviders;
  };
  /** GET /auth/oidc/start (anyone): Goes to the single sign-on provider */
  startSingleSignOn: {
    method: "GET";
    url: "/auth/oidc/start";
    status: 302;
    params: Record<string, never>;
    query: OidcStartQuery;
    body: undefined;
    reply: undefined;
  };
  /** GET /auth/oidc/callback (anyone): The provider's answer: signs in and goes back */
  finishSingleSignOn: {
    method: "GET";
    url: "/auth/oidc/callback";
    status: 302;
    params: Record<string, never>;
    query: OidcCallbackQuery;
    body: undefined;
    reply: undefined;
  };
  /** GET /api/admin/users (admin:read): Every user */
  listUsers: {
    method: "GET";
    url: "/api/admin/users";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: AdminUserList;
  };
  /** POST /api/admin/users (users:manage): Makes an account */
  createUser: {
    method: "POST";
    url: "/api/admin/users";
    status: 201;
    params: Record<string, never>;
    query: Record<string, never>;
    body: UserCreate;
    reply: AdminUserDocument;
  };
  /** PATCH /api/admin/users/:id (users:manage): Renames, changes the role, disables or sets the password of a user */
  updateUser: {
    method: "PATCH";
    url: "/api/admin/users/:id";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: UserPatch;
    reply: AdminUserDocument;
  };
  /** DELETE /api/admin/users/:id (users:manage): Deletes a user (never the last active admin) */
  deleteUser: {
    method: "DELETE";
    url: "/api/admin/users/:id";
    status: 204;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** GET /api/admin/tokens (tokens:manage): Every API token, newest first */
  listTokens: {
    method: "GET";
    url: "/api/admin/tokens";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: ApiTokenList;
  };
  /** POST /api/admin/tokens (tokens:manage): Issues an API token (its secret shown once) */
  createToken: {
    method: "POST";
    url: "/api/admin/tokens";
    status: 201;
    params: Record<string, never>;
    query: Record<string, never>;
    body: TokenCreate;
    reply: ApiTokenIssued;
  };
  /** DELETE /api/admin/tokens/:id (tokens:manage): Revokes an API token */
  revokeToken: {
    method: "DELETE";
    url: "/api/admin/tokens/:id";
    status: 204;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** GET /api/admin/audit (audit:read): The audit log, newest first, 50 a page */
  listAudit: {
    method: "GET";
    url: "/api/admin/audit";
    status: 200;
    params: Record<string, never>;
    query: AuditQuery;
    body: undefined;
    reply: AuditPage;
  };
  /** GET /api/cms/pages (pages:read): The page tree */
  listPages: {
    method: "GET";
    url: "/api/cms/pages";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: PageSummaryList;
  };
  /** POST /api/cms/pages (pages:write): Makes a page */
  createPage: {
    method: "POST";
    url: "/api/cms/pages";
    status: 201;
    params: Record<string, never>;
    query: Record<string, never>;
    body: PageCreate;
    reply: PageDetailDocument;
  };
  /** GET /api/cms/pages/:id (pages:read): A page with its working state */
  getPage: {
    method: "GET";
    url: "/api/cms/pages/:id";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: PageDetailDocument;
  };
  /** PATCH /api/cms/pages/:id (pages:write): Changes a page's path, routing or page fields */
  updatePage: {
    method: "PATCH";
    url: "/api/cms/pages/:id";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: PagePatch;
    reply: PageDetailDocument;
  };
  /** DELETE /api/cms/pages/:id (pages:write): Deletes a page */
  deletePage: {
    method: "DELETE";
    url: "/api/cms/pages/:id";
    status: 204;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** PUT /api/cms/pages/:id/draft (pages:write): Saves the draft snapshot */
  saveDraft: {
    method: "PUT";
    url: "/api/cms/pages/:id/draft";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: PageDraft;
    reply: PageDetailDocument;
  };
  /** POST /api/cms/pages/:id/publish (pages:publish): Publishes the draft as a new version, once the checks before publishing find no error (or an admin overrides them) */
  publishPage: {
    method: "POST";
    url: "/api/cms/pages/:id/publish";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: PagePublish;
    reply: PageDetailDocument;
  };
  /** GET /api/cms/pages/:id/checks (pages:read): The checks before publishing of the page's working copy: no H1 or more than one, pictures without alternative text, links to missing or unpublished pages, empty required fields, form blocks without a form, schedules that have ended */
  getPageChecks: {
    method: "GET";
    url: "/api/cms/pages/:id/checks";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: PageChecksDocument;
  };
  /** POST /api/cms/pages/:id/duplicate (pages:write): Copies a page to a new path */
  duplicatePage: {
    method: "POST";
    url: "/api/cms/pages/:id/duplicate";
    status: 201;
    params: IdParams;
    query: Record<string, never>;
    body: PageDuplicate;
    reply: PageDetailDocument;
  };
  /** GET /api/cms/pages/:id/versions (pages:read): A page's published versions */
  listPageVersions: {
    method: "GET";
    url: "/api/cms/pages/:id/versions";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: PageVersionList;
  };
  /** GET /api/cms/pages/:id/versions/:version (pages:read): One published version */
  getPageVersion: {
    method: "GET";
    url: "/api/cms/pages/:id/versions/:version";
    status: 200;
    params: PageVersionParams;
    query: Record<string, never>;
    body: undefined;
    reply: PageVersionDocument;
  };
  /** POST /api/cms/pages/:id/versions/:version/restore (pages:write): Makes a version the draft */
  restorePageVersion: {
    method: "POST";
    url: "/api/cms/pages/:id/versions/:version/restore";
    status: 200;
    params: PageVersionParams;
    query: Record<string, never>;
    body: PageRevision;
    reply: PageDetailDocument;
  };
  /** POST /api/cms/pages/:id/presence (pages:read): A heartbeat from an open builder; answers with the other editors */
  reportPresence: {
    method: "POST";
    url: "/api/cms/pages/:id/presence";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: PresenceDocument;
  };
  /** GET /api/cms/media (media:read): The media library, newest first, searchable */
  listMedia: {
    method: "GET";
    url: "/api/cms/media";
    status: 200;
    params: Record<string, never>;
    query: MediaListQuery;
    body: undefined;
    reply: MediaList;
  };
  /** GET /api/cms/media/:id (media:read): One library picture */
  getMedia: {
    method: "GET";
    url: "/api/cms/media/:id";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: MediaDocument;
  };
  /** POST /api/cms/media (media:write): Uploads a picture (multipart/form-data: file, alt), checked by content */
  uploadMedia: {
    method: "POST";
    url: "/api/cms/media";
    status: 201;
    params: Record<string, never>;
    query: Record<string, never>;
    body: FormData;
    reply: MediaDocument;
  };
  /** PATCH /api/cms/media/:id (media:write): Changes a picture's alternative text */
  updateMediaAlt: {
    method: "PATCH";
    url: "/api/cms/media/:id";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: MediaAlt;
    reply: MediaDocument;
  };
  /** DELETE /api/cms/media/:id (media:write): Deletes a picture no page uses */
  deleteMedia: {
    method: "DELETE";
    url: "/api/cms/media/:id";
    status: 204;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** GET /api/admin/settings (admin:read): Every namespace and key with values and defaults */
  getSettingsOverview: {
    method: "GET";
    url: "/api/admin/settings";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: SettingsOverviewDocument;
  };
  /** PUT /api/admin/settings/:key (settings:write): Stores a setting's value */
  putSetting: {
    method: "PUT";
    url: "/api/admin/settings/:key";
    status: 200;
    params: SettingKeyParams;
    query: Record<string, never>;
    body: SettingValue;
    reply: SettingDocument;
  };
  /** PUT /api/admin/settings/namespaces/:namespace (settings:write): Saves a namespace's screen at once: every key it sets and every stored key it removes, in one transaction, or nothing */
  putSettingsNamespace: {
    method: "PUT";
    url: "/api/admin/settings/namespaces/:namespace";
    status: 200;
    params: SettingsNamespaceParams;
    query: Record<string, never>;
    body: SettingsNamespaceBody;
    reply: SettingsNamespaceDocument;
  };
  /** DELETE /api/admin/settings/:key (settings:write): Removes a stored value (the default applies again) */
  deleteSetting: {
    method: "DELETE";
    url: "/api/admin/settings/:key";
    status: 204;
    params: SettingKeyParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** GET /api/admin/metaheads (admin:read): Every metahead */
  listAdminMetaheads: {
    method: "GET";
    url: "/api/admin/metaheads";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: MetaheadList;
  };
  /** POST /api/admin/metaheads (metaheads:write + raw_html): Adds a metahead */
  createMetahead: {
    method: "POST";
    url: "/api/admin/metaheads";
    status: 201;
    params: Record<string, never>;
    query: Record<string, never>;
    body: MetaheadCreate;
    reply: MetaheadDocument;
  };
  /** PATCH /api/admin/metaheads/:id (metaheads:write + raw_html): Changes a metahead */
  updateMetahead: {
    method: "PATCH";
    url: "/api/admin/metaheads/:id";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: MetaheadPatch;
    reply: MetaheadDocument;
  };
  /** DELETE /api/admin/metaheads/:id (metaheads:write + raw_html): Deletes a metahead */
  deleteMetahead: {
    method: "DELETE";
    url: "/api/admin/metaheads/:id";
    status: 204;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** GET /nav_entries_v2 (public): The v2 navigation's entries of one language's menu (?lang=, default ar; entries of every language included), parents before children, siblings by position; answered whichever version navigation.use_v2 makes the site's (GET /nav_entries is the v1 answer of the same entries) */
  listNavEntries: {
    method: "GET";
    url: "/nav_entries_v2";
    status: 200;
    params: Record<string, never>;
    query: NavEntriesQuery;
    body: undefined;
    reply: NavEntryList;
  };
  /** GET /nav_entries (public): The v1 navigation: the same entries of one language's menu as /nav_entries_v2 (?lang=, default ar), as flat JSON:API resources of type nav_entry (attributes label, url, target, position, parent_id, lang; relationships.parent); answered whichever version navigation.use_v2 makes the site's */
  listNavEntriesV1: {
    method: "GET";
    url: "/nav_entries";
    status: 200;
    params: Record<string, never>;
    query: NavEntriesQuery;
    body: undefined;
    reply: NavEntryV1List;
  };
  /** GET /dealers (public): A page of the dealers for visitors (the Core CMS API's dealers fetch, items=50), by name: JSON:API resources of type dealer with the fields the retailer blocks show; items 1-100 (default 50), page from 1, meta total, page, items and pages */
  listDealers: {
    method: "GET";
    url: "/dealers";
    status: 200;
    params: Record<string, never>;
    query: PublicDealersQuery;
    body: undefined;
    reply: PublicDealerList;
  };
  /** GET /vehicles (public): The Core CMS API's vehicles: the model catalogue's models (trims) with their brand, nameplate, model year, body style, price from and engines, in ?lang (ar default, en); filter[brand], filter[nameplate], filter[model_year] and filter[body_style] narrow it (AND) */
  listVehicles: {
    method: "GET";
    url: "/vehicles";
    status: 200;
    params: Record<string, never>;
    query: VehiclesQuery;
    body: undefined;
    reply: VehicleList;
  };
  /** GET /vehicles/grouped_nameplates (public): The catalogue's nameplates grouped by brand and body style, for menus and selectors */
  listGroupedNameplates: {
    method: "GET";
    url: "/vehicles/grouped_nameplates";
    status: 200;
    params: Record<string, never>;
    query: CatalogueLangQuery;
    body: undefined;
    reply: GroupedNameplates;
  };
  /** GET /vehicles/:vehicle/specs (public): One model's specification by parameter (by the model's id or key), a value per engine; 404 for an unknown model */
  getVehicleSpecs: {
    method: "GET";
    url: "/vehicles/:vehicle/specs";
    status: 200;
    params: VehicleParams;
    query: CatalogueLangQuery;
    body: undefined;
    reply: VehicleSpecs;
  };
  /** GET /offer_car_models (public): The models the site's offers name, with their catalogue names and prices from */
  listOfferCarModels: {
    method: "GET";
    url: "/offer_car_models";
    status: 200;
    params: Record<string, never>;
    query: CatalogueLangQuery;
    body: undefined;
    reply: OfferCarModels;
  };
  /** GET /nav_entries/breadcrumbs/:id (public): A published page's breadcrumbs: home, its ancestor pages by path, the page */
  getBreadcrumbs: {
    method: "GET";
    url: "/nav_entries/breadcrumbs/:id";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: NavBreadcrumbList;
  };
  /** GET /api/admin/nav_entries (admin:read): Every navigation entry */
  listAdminNavEntries: {
    method: "GET";
    url: "/api/admin/nav_entries";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: NavEntryList;
  };
  /** POST /api/admin/nav_entries (settings:write): Adds a navigation entry, last among its siblings */
  createNavEntry: {
    method: "POST";
    url: "/api/admin/nav_entries";
    status: 201;
    params: Record<string, never>;
    query: Record<string, never>;
    body: NavEntryCreate;
    reply: NavEntryDocument;
  };
  /** PATCH /api/admin/nav_entries/:id (settings:write): Changes a navigation entry (a new parent moves it) */
  updateNavEntry: {
    method: "PATCH";
    url: "/api/admin/nav_entries/:id";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: NavEntryPatch;
    reply: NavEntryDocument;
  };
  /** DELETE /api/admin/nav_entries/:id (settings:write): Deletes a navigation entry and its children */
  deleteNavEntry: {
    method: "DELETE";
    url: "/api/admin/nav_entries/:id";
    status: 204;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** PUT /api/admin/nav_entries/order (settings:write): Orders one parent's children */
  reorderNavEntries: {
    method: "PUT";
    url: "/api/admin/nav_entries/order";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: NavEntryOrder;
    reply: NavEntryList;
  };
  /** GET /api/compare/spec/:modelKey (public): One model's specs for the compare (data[0] is the model: key, specs); 404 for an unknown model key */
  getModelSpec: {
    method: "GET";
    url: "/api/compare/spec/:modelKey";
    status: 200;
    params: ModelSpecKeyParams;
    query: Record<string, never>;
    body: undefined;
    reply: ModelSpecList;
  };
  /** GET /api/compare/specs (public): Several models' specs at once (keys=l460,l461, at most 50): the models found, in the order asked */
  listModelSpecs: {
    method: "GET";
    url: "/api/compare/specs";
    status: 200;
    params: Record<string, never>;
    query: ModelSpecsQuery;
    body: undefined;
    reply: ModelSpecList;
  };
  /** GET /compare/spec/:modelKey (public): The core CMS API's spec compare (/compare/spec/{id}, the id being the model key): the model as a JSON:API resource; 404 for an unknown key */
  getCompareSpec: {
    method: "GET";
    url: "/compare/spec/:modelKey";
    status: 200;
    params: ModelSpecKeyParams;
    query: Record<string, never>;
    body: undefined;
    reply: ModelSpecResourceList;
  };
  /** GET /api/admin/model_specs (pages:read): Every model's specs, by key */
  listAdminModelSpecs: {
    method: "GET";
    url: "/api/admin/model_specs";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: ModelSpecAdminList;
  };
  /** PUT /api/admin/model_specs/:modelKey (pages:write): Stores a model's specs (the whole map), creating the model when it is new */
  putModelSpec: {
    method: "PUT";
    url: "/api/admin/model_specs/:modelKey";
    status: 200;
    params: ModelSpecKeyParams;
    query: Record<string, never>;
    body: ModelSpecBody;
    reply: ModelSpecDocument;
  };
  /** DELETE /api/admin/model_specs/:modelKey (pages:write): Deletes a model's specs */
  deleteModelSpec: {
    method: "DELETE";
    url: "/api/admin/model_specs/:modelKey";
    status: 204;
    params: ModelSpecKeyParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** GET /api/admin/catalogue (pages:read): The whole model catalogue as the admin screen edits it: brands, body styles, nameplates, models, engines and their specification sheets */
  getAdminCatalogue: {
    method: "GET";
    url: "/api/admin/catalogue";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: CatalogueAdmin;
  };
  /** POST /api/admin/catalogue/brands (pages:write): Adds a brand, audited */
  createCatalogueBrand: {
    method: "POST";
    url: "/api/admin/catalogue/brands";
    status: 201;
    params: Record<string, never>;
    query: Record<string, never>;
    body: CatalogueNamedBody;
    reply: CatalogueNamedDocument;
  };
  /** PUT /api/admin/catalogue/brands/:id (pages:write): Replaces a brand, audited */
  updateCatalogueBrand: {
    method: "PUT";
    url: "/api/admin/catalogue/brands/:id";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: CatalogueNamedBody;
    reply: CatalogueNamedDocument;
  };
  /** DELETE /api/admin/catalogue/brands/:id (pages:write): Deletes a brand (409 in_use while nameplates use it), audited */
  deleteCatalogueBrand: {
    method: "DELETE";
    url: "/api/admin/catalogue/brands/:id";
    status: 204;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** POST /api/admin/catalogue/body_styles (pages:write): Adds a body style, audited */
  createCatalogueBodyStyle: {
    method: "POST";
    url: "/api/admin/catalogue/body_styles";
    status: 201;
    params: Record<string, never>;
    query: Record<string, never>;
    body: CatalogueNamedBody;
    reply: CatalogueNamedDocument;
  };
  /** PUT /api/admin/catalogue/body_styles/:id (pages:write): Replaces a body style, audited */
  updateCatalogueBodyStyle: {
    method: "PUT";
    url: "/api/admin/catalogue/body_styles/:id";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: CatalogueNamedBody;
    reply: CatalogueNamedDocument;
  };
  /** DELETE /api/admin/catalogue/body_styles/:id (pages:write): Deletes a body style (409 in_use while models use it), audited */
  deleteCatalogueBodyStyle: {
    method: "DELETE";
    url: "/api/admin/catalogue/body_styles/:id";
    status: 204;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** POST /api/admin/catalogue/nameplates (pages:write): Adds a nameplate, audited */
  createCatalogueNameplate: {
    method: "POST";
    url: "/api/admin/catalogue/nameplates";
    status: 201;
    params: Record<string, never>;
    query: Record<string, never>;
    body: CatalogueNameplateBody;
    reply: CatalogueNameplateDocument;
  };
  /** PUT /api/admin/catalogue/nameplates/:id (pages:write): Replaces a nameplate (its specification sheet moves with a changed code), audited */
  updateCatalogueNameplate: {
    method: "PUT";
    url: "/api/admin/catalogue/nameplates/:id";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: CatalogueNameplateBody;
    reply: CatalogueNameplateDocument;
  };
  /** DELETE /api/admin/catalogue/nameplates/:id (pages:write): Deletes a nameplate (409 in_use while models belong to it), audited */
  deleteCatalogueNameplate: {
    method: "DELETE";
    url: "/api/admin/catalogue/nameplates/:id";
    status: 204;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** POST /api/admin/catalogue/models (pages:write): Adds a model, audited */
  createCatalogueModel: {
    method: "POST";
    url: "/api/admin/catalogue/models";
    status: 201;
    params: Record<string, never>;
    query: Record<string, never>;
    body: CatalogueModelBody;
    reply: CatalogueModelDocument;
  };
  /** PUT /api/admin/catalogue/models/:id (pages:write): Replaces a model (its specification sheet moves with a changed key; deleting it deletes its engines and its sheet), audited */
  updateCatalogueModel: {
    method: "PUT";
    url: "/api/admin/catalogue/models/:id";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: CatalogueModelBody;
    reply: CatalogueModelDocument;
  };
  /** DELETE /api/admin/catalogue/models/:id (pages:write): Deletes a model, audited */
  deleteCatalogueModel: {
    method: "DELETE";
    url: "/api/admin/catalogue/models/:id";
    status: 204;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** POST /api/admin/catalogue/engines (pages:write): Adds an engine, audited */
  createCatalogueEngine: {
    method: "POST";
    url: "/api/admin/catalogue/engines";
    status: 201;
    params: Record<string, never>;
    query: Record<string, never>;
    body: CatalogueEngineBody;
    reply: CatalogueEngineDocument;
  };
  /** PUT /api/admin/catalogue/engines/:id (pages:write): Replaces an engine, audited */
  updateCatalogueEngine: {
    method: "PUT";
    url: "/api/admin/catalogue/engines/:id";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: CatalogueEngineBody;
    reply: CatalogueEngineDocument;
  };
  /** DELETE /api/admin/catalogue/engines/:id (pages:write): Deletes an engine, audited */
  deleteCatalogueEngine: {
    method: "DELETE";
    url: "/api/admin/catalogue/engines/:id";
    status: 204;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** POST /api/vin/check (public): The owner tools' VIN check (Map Update wizard, Local VIN Checker): whether a VIN is recognised for the purpose, checked by its ISO 3779 check digit before any lookup; never what is known about the vehicle. Limited per client address (30 a minute) */
  checkVin: {
    method: "POST";
    url: "/api/vin/check";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: VinCheckBody;
    reply: VinCheckResult;
  };
  /** GET /api/admin/affected_vins (admin:read): The list of affected vehicles the Local VIN Checker answers from, by VIN, paged; q keeps the VINs holding it */
  listAffectedVins: {
    method: "GET";
    url: "/api/admin/affected_vins";
    status: 200;
    params: Record<string, never>;
    query: AffectedVinsQuery;
    body: undefined;
    reply: AffectedVinList;
  };
  /** POST /api/admin/affected_vins (settings:write): Adds a VIN to the list of affected vehicles, audited; a VIN already listed is answered as kept (200, meta.created false, its note unchanged), so two adds of one VIN make one row */
  addAffectedVin: {
    method: "POST";
    url: "/api/admin/affected_vins";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: AffectedVinBody;
    reply: AffectedVinDocument;
  };
  /** DELETE /api/admin/affected_vins/:vin (settings:write): Removes a VIN from the list of affected vehicles, audited */
  removeAffectedVin: {
    method: "DELETE";
    url: "/api/admin/affected_vins/:vin";
    status: 204;
    params: VinParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** GET /public_api/news (public): The news feed: published news pages (title, meta description, image, publication date, path), newest first, paged, with the mena_news locale and market */
  listNews: {
    method: "GET";
    url: "/public_api/news";
    status: 200;
    params: Record<string, never>;
    query: NewsQuery;
    body: undefined;
    reply: NewsList;
  };
  /** GET /public_api/offers (public): The offers answer mena.offers_api_url points at by default: an array of offers (car_model_key plus properties), filtered by normalised values */
  listOffers: {
    method: "GET";
    url: "/public_api/offers";
    status: 200;
    params: Record<string, never>;
    query: OffersQuery;
    body: undefined;
    reply: OfferList;
  };
  /** GET /api/admin/offers (pages:read): Every offer, oldest first */
  listAdminOffers: {
    method: "GET";
    url: "/api/admin/offers";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: OfferAdminList;
  };
  /** POST /api/admin/offers (pages:write): Adds an offer */
  createOffer: {
    method: "POST";
    url: "/api/admin/offers";
    status: 201;
    params: Record<string, never>;
    query: Record<string, never>;
    body: OfferInput;
    reply: OfferDocument;
  };
  /** PATCH /api/admin/offers/:id (pages:write): Changes an offer: its car model key, properties laid over the stored ones (null removes one) */
  updateOffer: {
    method: "PATCH";
    url: "/api/admin/offers/:id";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: OfferPatch;
    reply: OfferDocument;
  };
  /** DELETE /api/admin/offers/:id (pages:write): Deletes an offer */
  deleteOffer: {
    method: "DELETE";
    url: "/api/admin/offers/:id";
    status: 204;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** POST /settings (settings:write): Stores a setting (adds or updates, by key), checked by its settings schema */
  postSetting: {
    method: "POST";
    url: "/settings";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: SettingBody;
    reply: SettingDocument;
  };
  /** DELETE /settings/:id (settings:write): Removes a stored setting by its id (the default applies again) */
  deleteSettingById: {
    method: "DELETE";
    url: "/settings/:id";
    status: 204;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** GET /forms (public): The forms: the public ones for visitors, every form for staff who may read forms (or a Bearer token) */
  listForms: {
    method: "GET";
    url: "/forms";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: FormList;
  };
  /** GET /forms/:formId (public): A form with its compiled lead schema, in the language ?lang= names; a form that is not public needs a Bearer token or a signed-in user who may read forms (404 otherwise) */
  getForm: {
    method: "GET";
    url: "/forms/:formId";
    status: 200;
    params: FormParams;
    query: FormGetQuery;
    body: undefined;
    reply: FormDocument;
  };
  /** GET /forms/:formId/validator.js (public): The Ajv-generated code that checks a lead's values in the browser (an ES module, no imports): the very code the server checks leads with */
  getFormValidator: {
    method: "GET";
    url: "/forms/:formId/validator.js";
    status: 200;
    params: FormParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** POST /forms (forms:write): Creates a form (JSON:API, type form); field names must be unique */
  createForm: {
    method: "POST";
    url: "/forms";
    status: 201;
    params: Record<string, never>;
    query: Record<string, never>;
    body: FormBody;
    reply: FormDocument;
  };
  /** PUT /forms/:formId (forms:write): Replaces a form's definition; its leads keep the values they were sent with */
  updateForm: {
    method: "PUT";
    url: "/forms/:formId";
    status: 200;
    params: FormParams;
    query: Record<string, never>;
    body: FormBody;
    reply: FormDocument;
  };
  /** DELETE /forms/:formId (forms:write): Deletes a form that has no leads (409 form_has_leads otherwise: delete or export them first) */
  deleteForm: {
    method: "DELETE";
    url: "/forms/:formId";
    status: 204;
    params: FormParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** GET /forms/:formId/settings/thank_you (forms:read): The form's thank-you setting: a message or a page */
  getFormThankYou: {
    method: "GET";
    url: "/forms/:formId/settings/thank_you";
    status: 200;
    params: FormParams;
    query: Record<string, never>;
    body: undefined;
    reply: FormSettingDocument;
  };
  /** GET /forms/:formId/settings/notifications (forms:read): The form's staff notification setting */
  getFormNotifications: {
    method: "GET";
    url: "/forms/:formId/settings/notifications";
    status: 200;
    params: FormParams;
    query: Record<string, never>;
    body: undefined;
    reply: FormSettingDocument;
  };
  /** GET /forms/:formId/settings/confirmations (forms:read): The form's visitor confirmation setting */
  getFormConfirmations: {
    method: "GET";
    url: "/forms/:formId/settings/confirmations";
    status: 200;
    params: FormParams;
    query: Record<string, never>;
    body: undefined;
    reply: FormSettingDocument;
  };
  /** PUT /forms/:formId/settings (forms:write): Replaces the form's settings sub-resources given (thank_you, notifications, confirmations). notifications and confirmations send a lead's contents: changing either also needs leads:route (403 lead_routing naming the field); sending them back unchanged does not */
  putFormSettings: {
    method: "PUT";
    url: "/forms/:formId/settings";
    status: 200;
    params: FormParams;
    query: Record<string, never>;
    body: FormSettingsBody;
    reply: FormDocument;
  };
  /** GET /forms/:formId/integrations (forms:read): The form's integrations config (secrets masked) */
  getFormIntegrations: {
    method: "GET";
    url: "/forms/:formId/integrations";
    status: 200;
    params: FormParams;
    query: Record<string, never>;
    body: undefined;
    reply: FormIntegrationsDocument;
  };
  /** PUT /forms/:formId/integrations (forms:write + leads:route): Replaces the form's integrations config (typed); a webhook to a private or loopback address is refused unless forms.allow_private_webhooks is on */
  putFormIntegrations: {
    method: "PUT";
    url: "/forms/:formId/integrations";
    status: 200;
    params: FormParams;
    query: Record<string, never>;
    body: FormIntegrationsDocument;
    reply: FormIntegrationsDocument;
  };
  /** GET /forms/:formId/export (forms:read): The form as JSON: definition, settings, integrations (secrets left out) */
  exportForm: {
    method: "GET";
    url: "/forms/:formId/export";
    status: 200;
    params: FormParams;
    query: Record<string, never>;
    body: undefined;
    reply: FormExport;
  };
  /** POST /forms/import (forms:write): Creates a form from an export; one that carries notifications, a confirmation or integration targets also needs leads:route (403 lead_routing naming the field) */
  importForm: {
    method: "POST";
    url: "/forms/import";
    status: 201;
    params: Record<string, never>;
    query: Record<string, never>;
    body: FormExport;
    reply: FormDocument;
  };
  /** POST /forms/:formId/duplicate (forms:write): Copies a form (definition, settings, integrations; no leads) under ?name=; copying one that sends notifications, a confirmation or to integration targets also needs leads:route (403 lead_routing) */
  duplicateForm: {
    method: "POST";
    url: "/forms/:formId/duplicate";
    status: 201;
    params: FormParams;
    query: FormDuplicateQuery;
    body: undefined;
    reply: FormDocument;
  };
  /** GET /forms/:formId/leads (leads:read): A page of the form's leads, filtered by created_at and sorted */
  listLeads: {
    method: "GET";
    url: "/forms/:formId/leads";
    status: 200;
    params: FormParams;
    query: LeadsQuery;
    body: undefined;
    reply: LeadList;
  };
  /** GET /forms/:formId/leads/:leadId (leads:read): One lead, its files and its deliveries */
  getLead: {
    method: "GET";
    url: "/forms/:formId/leads/:leadId";
    status: 200;
    params: LeadParams;
    query: Record<string, never>;
    body: undefined;
    reply: LeadDocument;
  };
  /** GET /forms/:formId/leads/:leadId/integrations (leads:read): Every delivery of the lead (mail and integrations) with its state */
  getLeadIntegrations: {
    method: "GET";
    url: "/forms/:formId/leads/:leadId/integrations";
    status: 200;
    params: LeadParams;
    query: Record<string, never>;
    body: undefined;
    reply: LeadIntegrationList;
  };
  /** POST /forms/:formId/leads/:leadId/integrations/fix (leads:write): Queues the lead's dead deliveries (or those named) again, optionally with a corrected body */
  fixLeadIntegrations: {
    method: "POST";
    url: "/forms/:formId/leads/:leadId/integrations/fix";
    status: 200;
    params: LeadParams;
    query: Record<string, never>;
    body: IntegrationFixBody;
    reply: LeadIntegrationList;
  };
  /** DELETE /forms/:formId/leads/:leadId (leads:write): Deletes a lead, its files and its pending deliveries */
  deleteLead: {
    method: "DELETE";
    url: "/forms/:formId/leads/:leadId";
    status: 204;
    params: LeadParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** POST /forms/:formId/leads (public): A visitor's submission: checked against the form's compiled schema (422 with JSON:API errors naming each field, nothing stored), then the lead, its files and its deliveries stored in one transaction */
  createLead: {
    method: "POST";
    url: "/forms/:formId/leads";
    status: 200;
    params: FormParams;
    query: Record<string, never>;
    body: LeadBody;
    reply: LeadCreatedDocument;
  };
  /** POST /forms/:formId/files (public): Uploads a file for one of the form's file fields (multipart: field, file), type checked by content, size by the field's rule; its id goes into the lead */
  uploadLeadFile: {
    method: "POST";
    url: "/forms/:formId/files";
    status: 201;
    params: FormParams;
    query: Record<string, never>;
    body: FormData;
    reply: LeadFileDocument;
  };
  /** DELETE /forms/:formId/files/:fileId (public): Removes an uploaded file no lead has claimed yet */
  deleteLeadFile: {
    method: "DELETE";
    url: "/forms/:formId/files/:fileId";
    status: 204;
    params: LeadFileParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** GET /forms/:formId/leads/:leadId/files/:fileId (leads:read): A lead's file, as an attachment */
  downloadLeadFile: {
    method: "GET";
    url: "/forms/:formId/leads/:leadId/files/:fileId";
    status: 200;
    params: LeadFileDownloadParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** POST /forms/:formId/lead_exports (leads:read): Starts an export of the leads the created_at filters and sort select */
  createLeadExport: {
    method: "POST";
    url: "/forms/:formId/lead_exports";
    status: 202;
    params: FormParams;
    query: LeadExportQuery;
    body: undefined;
    reply: LeadExportDocument;
  };
  /** GET /forms/:formId/lead_exports/:exportId (leads:read): An export's status and progress */
  getLeadExport: {
    method: "GET";
    url: "/forms/:formId/lead_exports/:exportId";
    status: 200;
    params: LeadExportParams;
    query: Record<string, never>;
    body: undefined;
    reply: LeadExportDocument;
  };
  /** GET /forms/:formId/lead_exports/:exportId/download (leads:read): The export's file, streamed: CSV (default, formula cells escaped) or XLSX */
  downloadLeadExport: {
    method: "GET";
    url: "/forms/:formId/lead_exports/:exportId/download";
    status: 200;
    params: LeadExportParams;
    query: LeadExportDownloadQuery;
    body: undefined;
    reply: undefined;
  };
  /** GET /locations (public): Every location, by name */
  listLocations: {
    method: "GET";
    url: "/locations";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: LocationList;
  };
  /** POST /locations (forms:write): Adds a location */
  createLocation: {
    method: "POST";
    url: "/locations";
    status: 201;
    params: Record<string, never>;
    query: Record<string, never>;
    body: LocationBody;
    reply: LocationDocument;
  };
  /** PUT /locations/:id (forms:write): Replaces a location */
  updateLocation: {
    method: "PUT";
    url: "/locations/:id";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: LocationBody;
    reply: LocationDocument;
  };
  /** DELETE /locations/:id (forms:write): Deletes a location */
  deleteLocation: {
    method: "DELETE";
    url: "/locations/:id";
    status: 204;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** GET /api/admin/dealers (admin:read): The dealers (the retailer blocks' Dealers data), by name; q keeps those whose name or dealer code holds it */
  listAdminDealers: {
    method: "GET";
    url: "/api/admin/dealers";
    status: 200;
    params: Record<string, never>;
    query: DealersQuery;
    body: undefined;
    reply: DealerList;
  };
  /** POST /api/admin/dealers (settings:write): Adds a dealer (409 dealer_code_taken when another dealer has its code) */
  createDealer: {
    method: "POST";
    url: "/api/admin/dealers";
    status: 201;
    params: Record<string, never>;
    query: Record<string, never>;
    body: DealerBody;
    reply: DealerDocument;
  };
  /** GET /api/admin/dealers/:id (admin:read): One dealer */
  getDealer: {
    method: "GET";
    url: "/api/admin/dealers/:id";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: DealerDocument;
  };
  /** PUT /api/admin/dealers/:id (settings:write): Replaces a dealer's fields (attributes an import wrote that the tab does not edit are kept); 409 dealer_code_taken, or dealer_in_use for a new code while vehicles name the old one */
  updateDealer: {
    method: "PUT";
    url: "/api/admin/dealers/:id";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: DealerBody;
    reply: DealerDocument;
  };
  /** DELETE /api/admin/dealers/:id (settings:write): Deletes a dealer no stock vehicle names (409 dealer_in_use with the count otherwise) */
  deleteDealer: {
    method: "DELETE";
    url: "/api/admin/dealers/:id";
    status: 204;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** GET /api/admin/stock_configs (admin:read): Every showroom and order-online config (id, site, config_type, vehicle_state, updated_at), with each config type's data schema in meta.forms */
  listAdminStockConfigs: {
    method: "GET";
    url: "/api/admin/stock_configs";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: StockConfigAdminList;
  };
  /** GET /api/admin/stock_configs/:id (admin:read): One showroom or order-online config with its data */
  getAdminStockConfig: {
    method: "GET";
    url: "/api/admin/stock_configs/:id";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: StockConfigAdminDocument;
  };
  /** POST /api/admin/stock_configs (settings:write): Adds a showroom or order-online config, its data checked against its type's schema (422 naming the field, e.g. /data/soft_lock_minutes); 409 stock_config_taken when the site already has one of that type for that vehicle state */
  createStockConfig: {
    method: "POST";
    url: "/api/admin/stock_configs";
    status: 201;
    params: Record<string, never>;
    query: Record<string, never>;
    body: StockConfigBody;
    reply: StockConfigAdminDocument;
  };
  /** PUT /api/admin/stock_configs/:id (settings:write): Replaces a showroom or order-online config whole, its data checked against its type's schema; 409 stock_config_taken when another entry has its site, type and vehicle state */
  updateStockConfig: {
    method: "PUT";
    url: "/api/admin/stock_configs/:id";
    status: 200;
    params: IdParams;
    query: Record<string, never>;
    body: StockConfigBody;
    reply: StockConfigAdminDocument;
  };
  /** DELETE /api/admin/stock_configs/:id (settings:write): Deletes a showroom or order-online config (the site then reads the entry for every site, or none) */
  deleteStockConfig: {
    method: "DELETE";
    url: "/api/admin/stock_configs/:id";
    status: 204;
    params: IdParams;
    query: Record<string, never>;
    body: undefined;
    reply: undefined;
  };
  /** GET /integrations/active_system (forms:read): The CRM system leads are delivered to (forms.crm_system) */
  getActiveIntegrationSystem: {
    method: "GET";
    url: "/integrations/active_system";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: IntegrationSystemDocument;
  };
  /** GET /integrations/verify (forms:write): Checks the active CRM system's configuration and that it answers */
  verifyIntegrationSystem: {
    method: "GET";
    url: "/integrations/verify";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: IntegrationSystemDocument;
  };
  /** GET /forms/captcha (public): The captcha provider and, for the local one, a signed token */
  getCaptcha: {
    method: "GET";
    url: "/forms/captcha";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: CaptchaTokenDocument;
  };
  /** GET /api/admin/outbox (leads:read): Deliveries by status: the dead-letter list by default */
  listOutbox: {
    method: "GET";
    url: "/api/admin/outbox";
    status: 200;
    params: Record<string, never>;
    query: OutboxQuery;
    body: undefined;
    reply: LeadIntegrationList;
  };
  /** POST /api/admin/outbox/:outboxId/replay (leads:write): Queues a dead delivery again with a fresh count of attempts */
  replayOutbox: {
    method: "POST";
    url: "/api/admin/outbox/:outboxId/replay";
    status: 200;
    params: OutboxParams;
    query: Record<string, never>;
    body: undefined;
    reply: LeadIntegrationList;
  };
  /** GET /api/admin/sent_mail (leads:read): The mail the development transport kept (the last 200) */
  listSentMail: {
    method: "GET";
    url: "/api/admin/sent_mail";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: SentMailList;
  };
  /** GET /public_api/listing/:listingId (public): A publication list's vehicles (001 §7): filters, sort, page, facets */
  listStockVehicles: {
    method: "GET";
    url: "/public_api/listing/:listingId";
    status: 200;
    params: StockListingParams;
    query: StockListingQuery;
    body: undefined;
    reply: StockListingDocument;
  };
  /** GET /public_api/listing/:listingId/light (public): The light list: the same query, fewer attributes, no included items */
  listStockVehiclesLight: {
    method: "GET";
    url: "/public_api/listing/:listingId/light";
    status: 200;
    params: StockListingParams;
    query: StockListingQuery;
    body: undefined;
    reply: StockListingDocument;
  };
  /** GET /public_api/listing/:listingId/vehicle/:vehicleId (public): One vehicle of the named publication lists; 404 when in none */
  getStockVehicle: {
    method: "GET";
    url: "/public_api/listing/:listingId/vehicle/:vehicleId";
    status: 200;
    params: StockVehicleParams;
    query: Record<string, never>;
    body: undefined;
    reply: StockVehicleDocument;
  };
  /** GET /public_api/listing//:listingId/retailers (public): The postcode search's dealers call at its documented path (001 §7, with the double slash): the dealers matching q[brand_eq], q[state_eq], q[postcode_eq], q[locality_eq] and q[dealer_code_in][], sorted by name, read at data.data; 404 for an unknown publication list */
  listStockRetailers: {
    method: "GET";
    url: "/public_api/listing//:listingId/retailers";
    status: 200;
    params: StockDealersParams;
    query: StockRetailersQuery;
    body: undefined;
    reply: StockRetailerList;
  };
  /** GET /public_api/listing/:listingId/retailers (public): The same dealers call with one slash, as a client that collapses the double slash asks it */
  listStockRetailersSingleSlash: {
    method: "GET";
    url: "/public_api/listing/:listingId/retailers";
    status: 200;
    params: StockDealersParams;
    query: StockRetailersQuery;
    body: undefined;
    reply: StockRetailerList;
  };
  /** GET /public_api/listing/:listingId/dealers (public): The dealers with vehicles in a publication list (id, ciCode), of one brand with filter[brands_name_eq], sorted by name (sort=name or -name); read at data.data; 404 for an unknown publication list */
  listStockDealers: {
    method: "GET";
    url: "/public_api/listing/:listingId/dealers";
    status: 200;
    params: StockDealersParams;
    query: StockDealersQuery;
    body: undefined;
    reply: StockDealerList;
  };
  /** GET /trade_in/form_options (public): The trade-in form options (body types, brands, models by brand, fuel types; each {value, name}) in Arabic or English, read at data.data */
  getTradeInOptions: {
    method: "GET";
    url: "/trade_in/form_options";
    status: 200;
    params: Record<string, never>;
    query: TradeInQuery;
    body: undefined;
    reply: TradeInOptionsDocument;
  };
  /** GET /public_api/configs/:site/all (public): Showroom and order-online configs of a site (001 §7): ?config_type=additional,cash,lease,subscription */
  getStockConfigs: {
    method: "GET";
    url: "/public_api/configs/:site/all";
    status: 200;
    params: StockConfigParams;
    query: StockConfigQuery;
    body: undefined;
    reply: StockConfigList;
  };
  /** GET /public_api/company_config/:scope (public): The company config of a scope (all by default); the Company-Config header names the company */
  getCompanyConfig: {
    method: "GET";
    url: "/public_api/company_config/:scope";
    status: 200;
    params: CompanyConfigParams;
    query: Record<string, never>;
    body: undefined;
    reply: CompanyConfigDocument;
  };
  /** GET /public_api/widget_translations_configs/:configId (public): A widget's translations in a language (?lang=, lower case) */
  getWidgetTranslations: {
    method: "GET";
    url: "/public_api/widget_translations_configs/:configId";
    status: 200;
    params: WidgetTranslationsParams;
    query: WidgetTranslationsQuery;
    body: undefined;
    reply: WidgetTranslationsDocument;
  };
  /** GET /public_api/vehicles/config_data (public): A configurator build by its config_url */
  getConfiguratorVehicle: {
    method: "GET";
    url: "/public_api/vehicles/config_data";
    status: 200;
    params: Record<string, never>;
    query: ConfiguratorVehicleQuery;
    body: undefined;
    reply: ConfiguratorVehicleDocument;
  };
  /** GET /public_api/brands (public): The stock's brands */
  listStockBrands: {
    method: "GET";
    url: "/public_api/brands";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: undefined;
    reply: StockBrandList;
  };
  /** GET /public_api/nameplates (public): The stock's nameplates with their internal codes */
  listStockNameplates: {
    method: "GET";
    url: "/public_api/nameplates";
    status: 200;
    params: Record<string, never>;
    query: StockNameplateQuery;
    body: undefined;
    reply: StockNameplateList;
  };
  /** POST /buy_online/orders/init (public): 001 §7: start an order: the vehicle is held for this visitor (order_online.soft_lock_minutes, default 15) by one guarded row, and the order gets its number */
  initOrder: {
    method: "POST";
    url: "/buy_online/orders/init";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: OrderInitBody;
    reply: OrderInitDocument;
  };
  /** GET /buy_online/holds/:lockId (public): Where a hold stands (active, expired, taken by another buyer: the kicked-out modal, ordered) */
  getHold: {
    method: "GET";
    url: "/buy_online/holds/:lockId";
    status: 200;
    params: HoldParams;
    query: Record<string, never>;
    body: undefined;
    reply: HoldDocument;
  };
  /** POST /buy_online/payment (public): 001 §7: a card payment for the order's reservation fee (capture_method manual: held, captured by the distributor). Needs an Idempotency-Key header: the same key and body give the same payment (a provider that refuses or does not answer: 502 payment_provider; a payment kind with no provider configured: 503 payment_provider_unconfigured) */
  createPayment: {
    method: "POST";
    url: "/buy_online/payment";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: PaymentBody;
    reply: PaymentDocument;
  };
  /** POST /buy_online/paypal/create_order (public): 001 §7: a wallet order (PayPal Orders v2) for the reservation fee; the buyer approves it at approve_url. Needs an Idempotency-Key header (a provider that refuses or does not answer: 502 payment_provider; a payment kind with no provider configured: 503 payment_provider_unconfigured) */
  createPaypalOrder: {
    method: "POST";
    url: "/buy_online/paypal/create_order";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: PaypalOrderBody;
    reply: PaypalOrderDocument;
  };
  /** GET /buy_online/liqpay/checkout_data (public): 001 §7: the hosted checkout's signed form for the reservation fee (one per order: asking again gives the same order id) (a provider that refuses or does not answer: 502 payment_provider; a payment kind with no provider configured: 503 payment_provider_unconfigured) */
  getLiqpayCheckoutData: {
    method: "GET";
    url: "/buy_online/liqpay/checkout_data";
    status: 200;
    params: Record<string, never>;
    query: LiqpayCheckoutQuery;
    body: undefined;
    reply: LiqpayCheckoutDocument;
  };
  /** POST /buy_online/orders (public): 001 §7: place the order (JSON:API, type order): the buyer's details are kept and the payment is asked of its provider; free and e-mail-confirmed vendors need none (a provider that refuses or does not answer: 502 payment_provider; a payment kind with no provider configured: 503 payment_provider_unconfigured) */
  placeOrder: {
    method: "POST";
    url: "/buy_online/orders";
    status: 201;
    params: Record<string, never>;
    query: Record<string, never>;
    body: BuyOnlineOrderBody;
    reply: OrderDocument;
  };
  /** GET /buy_online/orders/:orderNumber (public): 001 §7: an order read back (never the buyer's e-mail or name) */
  getBuyOnlineOrder: {
    method: "GET";
    url: "/buy_online/orders/:orderNumber";
    status: 200;
    params: OrderNumberParams;
    query: Record<string, never>;
    body: undefined;
    reply: OrderDocument;
  };
  /** GET /orders/:orderNumber (public): 001 §7: an order read back, as /buy_online/orders/{orderNumber} */
  getOrder: {
    method: "GET";
    url: "/orders/:orderNumber";
    status: 200;
    params: OrderNumberParams;
    query: Record<string, never>;
    body: undefined;
    reply: OrderDocument;
  };
  /** PUT /buy_online/orders/:orderNumber/confirm (public): 001 §7: confirm an order: a paid or authorised one, or (confirmation_by_link with the e-mailed token) one of the no-payment vendor */
  confirmOrder: {
    method: "PUT";
    url: "/buy_online/orders/:orderNumber/confirm";
    status: 200;
    params: OrderNumberParams;
    query: Record<string, never>;
    body: OrderConfirmBody;
    reply: OrderDocument;
  };
  /** PUT /buy_online/orders/send_inquiry_email (public): 001 §7: the inquiry e-mail about a vehicle, queued to the outbox */
  sendInquiryEmail: {
    method: "PUT";
    url: "/buy_online/orders/send_inquiry_email";
    status: 202;
    params: Record<string, never>;
    query: Record<string, never>;
    body: InquiryEmailBody;
    reply: InquiryEmailDocument;
  };
  /** POST /buy_online/webhooks/:provider (anyone): A payment provider's notification: its signature over the raw body and its timestamp are checked, its event id is kept once, then the payment is asked of the provider */
  receivePaymentWebhook: {
    method: "POST";
    url: "/buy_online/webhooks/:provider";
    status: 200;
    params: WebhookParams;
    query: Record<string, never>;
    body: WebhookBody;
    reply: WebhookReceipt;
  };
  /** POST /buy_online/liqpay/callback (anyone): LiqPay's server callback (data and signature), checked like any notification */
  receiveLiqpayCallback: {
    method: "POST";
    url: "/buy_online/liqpay/callback";
    status: 200;
    params: Record<string, never>;
    query: Record<string, never>;
    body: LiqpayCallbackBody;
    reply: WebhookReceipt;
  };
  /** GET /api/admin/orders (orders:read): The distributor's orders, filtered and paged */
  listAdminOrders: {
    method: "GET";
    url: "/api/admin/orders";
    status: 200;
    params: Record<string, never>;
    query: AdminOrdersQuery;
    body: undefined;
    reply: AdminOrderList;
  };
  /** GET /api/admin/orders/:orderNumber (orders:read): One order with its buyer, payments and events */
  getAdminOrder: {
    method: "GET";
    url: "/api/admin/orders/:orderNumber";
    status: 200;
    params: OrderNumberParams;
    query: Record<string, never>;
    body: undefined;
    reply: AdminOrderDocument;
  };
  /** POST /api/admin/orders/:orderNumber/:action (orders:write): Capture a held payment, cancel, refund, or resend the confirmation (audited; the provider is called with a key of the action's own, so a repeat changes nothing more) (a provider that refuses or does not answer: 502 payment_provider; a payment kind with no provider configured: 503 payment_provider_unconfigured) */
  runAdminOrderAction: {
    method: "POST";
    url: "/api/admin/orders/:orderNumber/:action";
    status: 200;
    params: AdminOrderActionParams;
    query: Record<string, never>;
    body: undefined;
    reply: AdminOrderDocument;
  };
  /** POST /api/leads (public): 001 §7: reserve an electric vehicle of the pre-order programme: the lead, and a free vehicle of the programme's list soft-locked for l460BevConfig.soft_lock_minutes (one reservation per vehicle, guarded by the database); the answer's access_token is the browser's proof (x-lead-token) */
  createEvLead: {
    method: "POST";
    url: "/api/leads";
    status: 201;
    params: Record<string, never>;
    query: Record<string, never>;
    body: EvLeadCreateBody;
    reply: EvLeadCreatedDocument;
  };
  /** GET /api/leads/:leadId/salesforce_data (public): 001 §7: a reservation and its CRM data view, for its owner (x-lead-token: the access token or the e-mailed cancellation token) or the distributor (orders:read). An open payment is asked of its provider first */
  getEvLeadSalesforceData: {
    method: "GET";
    url: "/api/leads/:leadId/salesforce_data";
    status: 200;
    params: EvLeadParams;
    query: Record<string, never>;
    body: undefined;
    reply: EvLeadDocument;
  };
  /** POST /api/stripe/create_payment_intent (public): 001 §7: the reservation fee's card payment through the card provider (Stripe, or the local one offline), for the lead named, while its soft lock lasts (a provider that refuses or does not answer: 502 payment_provider; no card provider configured: 503 payment_provider_unconfigured) */
  createEvPaymentIntent: {
    method: "POST";
    url: "/api/stripe/create_payment_intent";
    status: 201;
    params: Record<string, never>;
    query: Record<string, never>;
    body: EvPaymentIntentBody;
    reply: EvPaymentIntentDocument;
  };
  /** PUT /api/leads/:leadId/initialize_cancellation (public): 001 §7: cancel a paid reservation, with the e-mailed cancellation token and, when required, a fresh verification of the reservation's phone; the fee is refunded once (at once, or by the distributor when l460BevConfig.refund_on_cancellation is manual) (a provider that refuses or does not answer: 502 payment_provider) */
  initializeEvCancellation: {
    method: "PUT";
    url: "/api/leads/:leadId/initialize_cancellation";
    status: 200;
    params: EvLeadParams;
    query: Record<string, never>;
    body: EvCancellationBody;
    reply: EvLeadDocument;
  };
  /** POST /:smsProvider/create_verification (public): 001 §7: send an SMS code to a number (6 digits, valid 10 minutes, 5 tries, used once; OWASP ASVS 5.0 ch. 6). The same answer whether or not the number can take it */
  createSmsVerification: {
    method: "POST";
    url: "/:smsProvider/create_verification";
    status: 202;
    params: SmsProviderParams;
    query: Record<string, never>;
    body: SmsCreateVerificationBody;
    reply: SmsVerificationDocument;
  };
  /** POST /:smsProvider/check_verification (public): 001 §7: check an SMS code; approved gives a token that one reservation or cancellation uses once within 30 minutes */
  checkSmsVerification: {
    method: "POST";
    url: "/:smsProvider/check_verification";
    status: 200;
    params: SmsProviderParams;
    query: Record<string, never>;
    body: SmsCheckVerificationBody;
    reply: SmsVerificationDocument;
  };
  /** GET /api/admin/ev_reservations (orders:read): The electric-vehicle reservations, filtered and paged */
  listAdminEvReservations: {
    method: "GET";
    url: "/api/admin/ev_reservations";
    status: 200;
    params: Record<string, never>;
    query: AdminEvReservationsQuery;
    body: undefined;
    reply: AdminEvReservationList;
  };
  /** GET /api/admin/ev_reservations/:leadId (orders:read): One reservation with its CRM view and its events */
  getAdminEvReservation: {
    method: "GET";
    url: "/api/admin/ev_reservations/:leadId";
    status: 200;
    params: EvLeadParams;
    query: Record<string, never>;
    body: undefined;
    reply: AdminEvReservationDocument;
  };
  /** POST /api/admin/ev_reservations/:leadId/refund (orders:write): Refund a paid reservation's fee and end it (audited; the provider is called with the reservation's own refund key, so a repeat refunds nothing more) (a provider that refuses or does not answer: 502 payment_provider) */
  refundAdminEvReservation: {
    method: "POST";
    url: "/api/admin/ev_reservations/:leadId/refund";
    status: 200;
    params: EvLeadParams;
    query: Record<string, never>;
    body: undefined;
    reply: AdminEvReservationDocument;
  };
  /** GET /api/admin/sms_messages (leads:read): The development phone: the local SMS provider's sent messages, newest first (none with a real provider) */
  listAdminSmsMessages: {
    method: "GET";
    url: "/api/admin/sms_messages";
    status: 200;
    params: Record<string, never>;
    query: AdminSmsQuery;
    body: undefined;
    reply: AdminSmsList;
  };
  /** GET /api/admin/leads (leads:read): The lead inbox: every form's leads, newest first, filtered by form, status, owner and the days they came in; each value under its field's label with the option's label or the showroom's name; with the number of new leads */
  listAdminLeads: {
    method: "GET";
    url: "/api/admin/leads";
    status: 200;
    params: Record<string, never>;
    query: AdminLeadsQuery;
    body: undefined;
    reply: AdminLeadList;
  };
  /** GET /api/admin/leads/:leadId (leads:read): One lead of the inbox: its labelled values, files, deliveries (attempts made of the maximum, next try, last error) and history of changes */
  getAdminLead: {
    method: "GET";
    url: "/api/admin/leads/:leadId";
    status: 200;
    params: AdminLeadParams;
    query: Record<string, never>;
    body: undefined;
    reply: AdminLeadDocument;
  };
  /** PATCH /api/admin/leads/:leadId (leads:write): Changes a lead's status or owner and/or adds a note, in one transaction with its history and the audit log */
  updateAdminLead: {
    method: "PATCH";
    url: "/api/admin/leads/:leadId";
    status: 200;
    params: AdminLeadParams;
    query: Record<string, never>;
    body: AdminLeadUpdateBody;
    reply: AdminLeadDocument;
  };
}

export type OperationId = keyof ApiOperations;

/** Method and URL of each operation, for clients that build requests from an operationId. */
export const apiOperations: {
  readonly [K in OperationId]: { method: ApiOperations[K]["method"]; url: ApiOperations[K]["url"] };
} = {
  getPublishedPage: { method: "GET", url: "/public_api/pages/by_path/*" },
  listSettings: { method: "GET", url: "/settings" },
  listMetaheads: { method: "GET", url: "/metaheads" },
  searchPages: { method: "GET", url: "/public_api/search" },
  suggestSearch: { method: "GET", url: "/public_api/search/suggest" },
  listTemplates: { method: "GET", url: "/api/templates" },
  getOpenApi: { method: "GET", url: "/api/openapi.json" },
  getImageVariants: { method: "GET", url: "/api/v2/images/:id" },
  getImageAtWidth: { method: "GET", url: "/api/v2/images/:id/w/:spec" },
  getImageAtSize: { method: "GET", url: "/api/v2/images/:id/w/:w/h/:spec" },
  reportClientError: { method: "POST", url: "/public_api/client_errors" },
  getLiveness: { method: "GET", url: "/healthz" },
  getReadiness: { method: "GET", url: "/readyz" },
  getWebManifest: { method: "GET", url: "/manifest.webmanifest" },
  getAppIcon: { method: "GET", url: "/icons/icon-:size.png" },
  getNaasNavigation: { method: "GET", url: "/naas/:file" },
  getBlockThumbnail: { method: "GET", url: "/blocks_thumbnails/:file" },
  signIn: { method: "POST", url: "/api/auth/login" },
  signOut: { method: "POST", url: "/api/auth/logout" },
  getSession: { method: "GET", url: "/api/auth/me" },
  listAuthProviders: { method: "GET", url: "/api/auth/providers" },
  startSingleSignOn: { method: "GET", url: "/auth/oidc/start" },
  finishSingleSignOn: { method: "GET", url: "/auth/oidc/callback" },
  listUsers: { method: "GET", url: "/api/admin/users" },
  createUser: { method: "POST", url: "/api/admin/users" },
  updateUser: { method: "PATCH", url: "/api/admin/users/:id" },
  deleteUser: { method: "DELETE", url: "/api/admin/users/:id" },
  listTokens: { method: "GET", url: "/api/admin/tokens" },
  createToken: { method: "POST", url: "/api/admin/tokens" },
  revokeToken: { method: "DELETE", url: "/api/admin/tokens/:id" },
  listAudit: { method: "GET", url: "/api/admin/audit" },
  listPages: { method: "GET", url: "/api/cms/pages" },
  createPage: { method: "POST", url: "/api/cms/pages" },
  getPage: { method: "GET", url: "/api/cms/pages/:id" },
  updatePage: { method: "PATCH", url: "/api/cms/pages/:id" },
  deletePage: { method: "DELETE", url: "/api/cms/pages/:id" },
  saveDraft: { method: "PUT", url: "/api/cms/pages/:id/draft" },
  publishPage: { method: "POST", url: "/api/cms/pages/:id/publish" },
  getPageChecks: { method: "GET", url: "/api/cms/pages/:id/checks" },
  duplicatePage: { method: "POST", url: "/api/cms/pages/:id/duplicate" },
  listPageVersions: { method: "GET", url: "/api/cms/pages/:id/versions" },
  getPageVersion: { method: "GET", url: "/api/cms/pages/:id/versions/:version" },
  restorePageVersion: { method: "POST", url: "/api/cms/pages/:id/versions/:version/restore" },
  reportPresence: { method: "POST", url: "/api/cms/pages/:id/presence" },
  listMedia: { method: "GET", url: "/api/cms/media" },
  getMedia: { method: "GET", url: "/api/cms/media/:id" },
  uploadMedia: { method: "POST", url: "/api/cms/media" },
  updateMediaAlt: { method: "PATCH", url: "/api/cms/media/:id" },
  deleteMedia: { method: "DELETE", url: "/api/cms/media/:id" },
  getSettingsOverview: { method: "GET", url: "/api/admin/settings" },
  putSetting: { method: "PUT", url: "/api/admin/settings/:key" },
  putSettingsNamespace: { method: "PUT", url: "/api/admin/settings/namespaces/:namespace" },
  deleteSetting: { method: "DELETE", url: "/api/admin/settings/:key" },
  listAdminMetaheads: { method: "GET", url: "/api/admin/metaheads" },
  createMetahead: { method: "POST", url: "/api/admin/metaheads" },
  updateMetahead: { method: "PATCH", url: "/api/admin/metaheads/:id" },
  deleteMetahead: { method: "DELETE", url: "/api/admin/metaheads/:id" },
  listNavEntries: { method: "GET", url: "/nav_entries_v2" },
  listNavEntriesV1: { method: "GET", url: "/nav_entries" },
  listDealers: { method: "GET", url: "/dealers" },
  listVehicles: { method: "GET", url: "/vehicles" },
  listGroupedNameplates: { method: "GET", url: "/vehicles/grouped_nameplates" },
  getVehicleSpecs: { method: "GET", url: "/vehicles/:vehicle/specs" },
  listOfferCarModels: { method: "GET", url: "/offer_car_models" },
  getBreadcrumbs: { method: "GET", url: "/nav_entries/breadcrumbs/:id" },
  listAdminNavEntries: { method: "GET", url: "/api/admin/nav_entries" },
  createNavEntry: { method: "POST", url: "/api/admin/nav_entries" },
  updateNavEntry: { method: "PATCH", url: "/api/admin/nav_entries/:id" },
  deleteNavEntry: { method: "DELETE", url: "/api/admin/nav_entries/:id" },
  reorderNavEntries: { method: "PUT", url: "/api/admin/nav_entries/order" },
  getModelSpec: { method: "GET", url: "/api/compare/spec/:modelKey" },
  listModelSpecs: { method: "GET", url: "/api/compare/specs" },
  getCompareSpec: { method: "GET", url: "/compare/spec/:modelKey" },
  listAdminModelSpecs: { method: "GET", url: "/api/admin/model_specs" },
  putModelSpec: { method: "PUT", url: "/api/admin/model_specs/:modelKey" },
  deleteModelSpec: { method: "DELETE", url: "/api/admin/model_specs/:modelKey" },
  getAdminCatalogue: { method: "GET", url: "/api/admin/catalogue" },
  createCatalogueBrand: { method: "POST", url: "/api/admin/catalogue/brands" },
  updateCatalogueBrand: { method: "PUT", url: "/api/admin/catalogue/brands/:id" },
  deleteCatalogueBrand: { method: "DELETE", url: "/api/admin/catalogue/brands/:id" },
  createCatalogueBodyStyle: { method: "POST", url: "/api/admin/catalogue/body_styles" },
  updateCatalogueBodyStyle: { method: "PUT", url: "/api/admin/catalogue/body_styles/:id" },
  deleteCatalogueBodyStyle: { method: "DELETE", url: "/api/admin/catalogue/body_styles/:id" },
  createCatalogueNameplate: { method: "POST", url: "/api/admin/catalogue/nameplates" },
  updateCatalogueNameplate: { method: "PUT", url: "/api/admin/catalogue/nameplates/:id" },
  deleteCatalogueNameplate: { method: "DELETE", url: "/api/admin/catalogue/nameplates/:id" },
  createCatalogueModel: { method: "POST", url: "/api/admin/catalogue/models" },
  updateCatalogueModel: { method: "PUT", url: "/api/admin/catalogue/models/:id" },
  deleteCatalogueModel: { method: "DELETE", url: "/api/admin/catalogue/models/:id" },
  createCatalogueEngine: { method: "POST", url: "/api/admin/catalogue/engines" },
  updateCatalogueEngine: { method: "PUT", url: "/api/admin/catalogue/engines/:id" },
  deleteCatalogueEngine: { method: "DELETE", url: "/api/admin/catalogue/engines/:id" },
  checkVin: { method: "POST", url: "/api/vin/check" },
  listAffectedVins: { method: "GET", url: "/api/admin/affected_vins" },
  addAffectedVin: { method: "POST", url: "/api/admin/affected_vins" },
  removeAffectedVin: { method: "DELETE", url: "/api/admin/affected_vins/:vin" },
  listNews: { method: "GET", url: "/public_api/news" },
  listOffers: { method: "GET", url: "/public_api/offers" },
  listAdminOffers: { method: "GET", url: "/api/admin/offers" },
  createOffer: { method: "POST", url: "/api/admin/offers" },
  updateOffer: { method: "PATCH", url: "/api/admin/offers/:id" },
  deleteOffer: { method: "DELETE", url: "/api/admin/offers/:id" },
  postSetting: { method: "POST", url: "/settings" },
  deleteSettingById: { method: "DELETE", url: "/settings/:id" },
  listForms: { method: "GET", url: "/forms" },
  getForm: { method: "GET", url: "/forms/:formId" },
  getFormValidator: { method: "GET", url: "/forms/:formId/validator.js" },
  createForm: { method: "POST", url: "/forms" },
  updateForm: { method: "PUT", url: "/forms/:formId" },
  deleteForm: { method: "DELETE", url: "/forms/:formId" },
  getFormThankYou: { method: "GET", url: "/forms/:formId/settings/thank_you" },
  getFormNotifications: { method: "GET", url: "/forms/:formId/settings/notifications" },
  getFormConfirmations: { method: "GET", url: "/forms/:formId/settings/confirmations" },
  putFormSettings: { method: "PUT", url: "/forms/:formId/settings" },
  getFormIntegrations: { method: "GET", url: "/forms/:formId/integrations" },
  putFormIntegrations: { method: "PUT", url: "/forms/:formId/integrations" },
  exportForm: { method: "GET", url: "/forms/:formId/export" },
  importForm: { method: "POST", url: "/forms/import" },
  duplicateForm: { method: "POST", url: "/forms/:formId/duplicate" },
  listLeads: { method: "GET", url: "/forms/:formId/leads" },
  getLead: { method: "GET", url: "/forms/:formId/leads/:leadId" },
  getLeadIntegrations: { method: "GET", url: "/forms/:formId/leads/:leadId/integrations" },
  fixLeadIntegrations: { method: "POST", url: "/forms/:formId/leads/:leadId/integrations/fix" },
  deleteLead: { method: "DELETE", url: "/forms/:formId/leads/:leadId" },
  createLead: { method: "POST", url: "/forms/:formId/leads" },
  uploadLeadFile: { method: "POST", url: "/forms/:formId/files" },
  deleteLeadFile: { method: "DELETE", url: "/forms/:formId/files/:fileId" },
  downloadLeadFile: { method: "GET", url: "/forms/:formId/leads/:leadId/files/:fileId" },
  createLeadExport: { method: "POST", url: "/forms/:formId/lead_exports" },
  getLeadExport: { method: "GET", url: "/forms/:formId/lead_exports/:exportId" },
  downloadLeadExport: { method: "GET", url: "/forms/:formId/lead_exports/:exportId/download" },
  listLocations: { method: "GET", url: "/locations" },
  createLocation: { method: "POST", url: "/locations" },
  updateLocation: { method: "PUT", url: "/locations/:id" },
  deleteLocation: { method: "DELETE", url: "/locations/:id" },
  listAdminDealers: { method: "GET", url: "/api/admin/dealers" },
  createDealer: { method: "POST", url: "/api/admin/dealers" },
  getDealer: { method: "GET", url: "/api/admin/dealers/:id" },
  updateDealer: { method: "PUT", url: "/api/admin/dealers/:id" },
  deleteDealer: { method: "DELETE", url: "/api/admin/dealers/:id" },
  listAdminStockConfigs: { method: "GET", url: "/api/admin/stock_configs" },
  getAdminStockConfig: { method: "GET", url: "/api/admin/stock_configs/:id" },
  createStockConfig: { method: "POST", url: "/api/admin/stock_configs" },
  updateStockConfig: { method: "PUT", url: "/api/admin/stock_configs/:id" },
  deleteStockConfig: { method: "DELETE", url: "/api/admin/stock_configs/:id" },
  getActiveIntegrationSystem: { method: "GET", url: "/integrations/active_system" },
  verifyIntegrationSystem: { method: "GET", url: "/integrations/verify" },
  getCaptcha: { method: "GET", url: "/forms/captcha" },
  listOutbox: { method: "GET", url: "/api/admin/outbox" },
  replayOutbox: { method: "POST", url: "/api/admin/outbox/:outboxId/replay" },
  listSentMail: { method: "GET", url: "/api/admin/sent_mail" },
  listStockVehicles: { method: "GET", url: "/public_api/listing/:listingId" },
  listStockVehiclesLight: { method: "GET", url: "/public_api/listing/:listingId/light" },
  getStockVehicle: { method: "GET", url: "/public_api/listing/:listingId/vehicle/:vehicleId" },
  listStockRetailers: { method: "GET", url: "/public_api/listing//:listingId/retailers" },
  listStockRetailersSingleSlash: { method: "GET", url: "/public_api/listing/:listingId/retailers" },
  listStockDealers: { method: "GET", url: "/public_api/listing/:listingId/dealers" },
  getTradeInOptions: { method: "GET", url: "/trade_in/form_options" },
  getStockConfigs: { method: "GET", url: "/public_api/configs/:site/all" },
  getCompanyConfig: { method: "GET", url: "/public_api/company_config/:scope" },
  getWidgetTranslations: { method: "GET", url: "/public_api/widget_translations_configs/:configId" },
  getConfiguratorVehicle: { method: "GET", url: "/public_api/vehicles/config_data" },
  listStockBrands: { method: "GET", url: "/public_api/brands" },
  listStockNameplates: { method: "GET", url: "/public_api/nameplates" },
  initOrder: { method: "POST", url: "/buy_online/orders/init" },
  getHold: { method: "GET", url: "/buy_online/holds/:lockId" },
  createPayment: { method: "POST", url: "/buy_online/payment" },
  createPaypalOrder: { method: "POST", url: "/buy_online/paypal/create_order" },
  getLiqpayCheckoutData: { method: "GET", url: "/buy_online/liqpay/checkout_data" },
  placeOrder: { method: "POST", url: "/buy_online/orders" },
  getBuyOnlineOrder: { method: "GET", url: "/buy_online/orders/:orderNumber" },
  getOrder: { method: "GET", url: "/orders/:orderNumber" },
  confirmOrder: { method: "PUT", url: "/buy_online/orders/:orderNumber/confirm" },
  sendInquiryEmail: { method: "PUT", url: "/buy_online/orders/send_inquiry_email" },
  receivePaymentWebhook: { method: "POST", url: "/buy_online/webhooks/:provider" },
  receiveLiqpayCallback: { method: "POST", url: "/buy_online/liqpay/callback" },
  listAdminOrders: { method: "GET", url: "/api/admin/orders" },
  getAdminOrder: { method: "GET", url: "/api/admin/orders/:orderNumber" },
  runAdminOrderAction: { method: "POST", url: "/api/admin/orders/:orderNumber/:action" },
  createEvLead: { method: "POST", url: "/api/leads" },
  getEvLeadSalesforceData: { method: "GET", url: "/api/leads/:leadId/salesforce_data" },
  createEvPaymentIntent: { method: "POST", url: "/api/stripe/create_payment_intent" },
  initializeEvCancellation: { method: "PUT", url: "/api/leads/:leadId/initialize_cancellation" },
  createSmsVerification: { method: "POST", url: "/:smsProvider/create_verification" },
  checkSmsVerification: { method: "POST", url: "/:smsProvider/check_verification" },
  listAdminEvReservations: { method: "GET", url: "/api/admin/ev_reservations" },
  getAdminEvReservation: { method: "GET", url: "/api/admin/ev_reservations/:leadId" },
  refundAdminEvReservation: { method: "POST", url: "/api/admin/ev_reservations/:leadId/refund" },
  listAdminSmsMessages: { method: "GET", url: "/api/admin/sms_messages" },
  listAdminLeads: { method: "GET", url: "/api/admin/leads" },
  getAdminLead: { method: "GET", url: "/api/admin/leads/:leadId" },
  updateAdminLead: { method: "PATCH", url: "/api/admin/leads/:leadId" },
};

/** What each route needs: "anyone" (the sign-in flow), "public" (visitors; a session or token while site-wide login is on), "signed_in", or the permission names of runtime/http/permissions.ts. */
export const apiPermissions: { readonly [K in OperationId]: readonly string[] } = {
  getPublishedPage: ["public"],
  listSettings: ["public"],
  listMetaheads: ["public"],
  searchPages: ["public"],
  suggestSearch: ["public"],
  listTemplates: ["public"],
  getOpenApi: ["public"],
  getImageVariants: ["public"],
  getImageAtWidth: ["public"],
  getImageAtSize: ["public"],
  reportClientError: ["public"],
  getLiveness: ["anyone"],
  getReadiness: ["anyone"],
  getWebManifest: ["anyone"],
  getAppIcon: ["anyone"],
  getNaasNavigation: ["public"],
  getBlockThumbnail: ["public"],
  signIn: ["anyone"],
  signOut: ["signed_in"],
  getSession: ["signed_in"],
  listAuthProviders: ["anyone"],
  startSingleSignOn: ["anyone"],
  finishSingleSignOn: ["anyone"],
  listUsers: ["admin:read"],
  createUser: ["users:manage"],
  updateUser: ["users:manage"],
  deleteUser: ["users:manage"],
  listTokens: ["tokens:manage"],
  createToken: ["tokens:manage"],
  revokeToken: ["tokens:manage"],
  listAudit: ["audit:read"],
  listPages: ["pages:read"],
  createPage: ["pages:write"],
  getPage: ["pages:read"],
  updatePage: ["pages:write"],
  deletePage: ["pages:write"],
  saveDraft: ["pages:write"],
  publishPage: ["pages:publish"],
  getPageChecks: ["pages:read"],
  duplicatePage: ["pages:write"],
  listPageVersions: ["pages:read"],
  getPageVersion: ["pages:read"],
  restorePageVersion: ["pages:write"],
  reportPresence: ["pages:read"],
  listMedia: ["media:read"],
  getMedia: ["media:read"],
  uploadMedia: ["media:write"],
  updateMediaAlt: ["media:write"],
  deleteMedia: ["media:write"],
  getSettingsOverview: ["admin:read"],
  putSetting: ["settings:write"],
  putSettingsNamespace: ["settings:write"],
  deleteSetting: ["settings:write"],
  listAdminMetaheads: ["admin:read"],
  createMetahead: ["metaheads:write","raw_html"],
  updateMetahead: ["metaheads:write","raw_html"],
  deleteMetahead: ["metaheads:write","raw_html"],
  listNavEntries: ["public"],
  listNavEntriesV1: ["public"],
  listDealers: ["public"],
  listVehicles: ["public"],
  listGroupedNameplates: ["public"],
  getVehicleSpecs: ["public"],
  listOfferCarModels: ["public"],
  getBreadcrumbs: ["public"],
  listAdminNavEntries: ["admin:read"],
  createNavEntry: ["settings:write"],
  updateNavEntry: ["settings:write"],
  deleteNavEntry: ["settings:write"],
  reorderNavEntries: ["settings:write"],
  getModelSpec: ["public"],
  listModelSpecs: ["public"],
  getCompareSpec: ["public"],
  listAdminModelSpecs: ["pages:read"],
  putModelSpec: ["pages:write"],
  deleteModelSpec: ["pages:write"],
  getAdminCatalogue: ["pages:read"],
  createCatalogueBrand: ["pages:write"],
  updateCatalogueBrand: ["pages:write"],
  deleteCatalogueBrand: ["pages:write"],
  createCatalogueBodyStyle: ["pages:write"],
  updateCatalogueBodyStyle: ["pages:write"],
  deleteCatalogueBodyStyle: ["pages:write"],
  createCatalogueNameplate: ["pages:write"],
  updateCatalogueNameplate: ["pages:write"],
  deleteCatalogueNameplate: ["pages:write"],
  createCatalogueModel: ["pages:write"],
  updateCatalogueModel: ["pages:write"],
  deleteCatalogueModel: ["pages:write"],
  createCatalogueEngine: ["pages:write"],
  updateCatalogueEngine: ["pages:write"],
  deleteCatalogueEngine: ["pages:write"],
  checkVin: ["public"],
  listAffectedVins: ["admin:read"],
  addAffectedVin: ["settings:write"],
  removeAffectedVin: ["settings:write"],
  listNews: ["public"],
  listOffers: ["public"],
  listAdminOffers: ["pages:read"],
  createOffer: ["pages:write"],
  updateOffer: ["pages:write"],
  deleteOffer: ["pages:write"],
  postSetting: ["settings:write"],
  deleteSettingById: ["settings:write"],
  listForms: ["public"],
  getForm: ["public"],
  getFormValidator: ["public"],
  createForm: ["forms:write"],
  updateForm: ["forms:write"],
  deleteForm: ["forms:write"],
  getFormThankYou: ["forms:read"],
  getFormNotifications: ["forms:read"],
  getFormConfirmations: ["forms:read"],
  putFormSettings: ["forms:write"],
  getFormIntegrations: ["forms:read"],
  putFormIntegrations: ["forms:write","leads:route"],
  exportForm: ["forms:read"],
  importForm: ["forms:write"],
  duplicateForm: ["forms:write"],
  listLeads: ["leads:read"],
  getLead: ["leads:read"],
  getLeadIntegrations: ["leads:read"],
  fixLeadIntegrations: ["leads:write"],
  deleteLead: ["leads:write"],
  createLead: ["public"],
  uploadLeadFile: ["public"],
  deleteLeadFile: ["public"],
  downloadLeadFile: ["leads:read"],
  createLeadExport: ["leads:read"],
  getLeadExport: ["leads:read"],
  downloadLeadExport: ["leads:read"],
  listLocations: ["public"],
  createLocation: ["forms:write"],
  updateLocation: ["forms:write"],
  deleteLocation: ["forms:write"],
  listAdminDealers: ["admin:read"],
  createDealer: ["settings:write"],
  getDealer: ["admin:read"],
  updateDealer: ["settings:write"],
  deleteDealer: ["settings:write"],
  listAdminStockConfigs: ["admin:read"],
  getAdminStockConfig: ["admin:read"],
  createStockConfig: ["settings:write"],
  updateStockConfig: ["settings:write"],
  deleteStockConfig: ["settings:write"],
  getActiveIntegrationSystem: ["forms:read"],
  verifyIntegrationSystem: ["forms:write"],
  getCaptcha: ["public"],
  listOutbox: ["leads:read"],
  replayOutbox: ["leads:write"],
  listSentMail: ["leads:read"],
  listStockVehicles: ["public"],
  listStockVehiclesLight: ["public"],
  getStockVehicle: ["public"],
  listStockRetailers: ["public"],
  listStockRetailersSingleSlash: ["public"],
  listStockDealers: ["public"],
  getTradeInOptions: ["public"],
  getStockConfigs: ["public"],
  getCompanyConfig: ["public"],
  getWidgetTranslations: ["public"],
  getConfiguratorVehicle: ["public"],
  listStockBrands: ["public"],
  listStockNameplates: ["public"],
  initOrder: ["public"],
  getHold: ["public"],
  createPayment: ["public"],
  createPaypalOrder: ["public"],
  getLiqpayCheckoutData: ["public"],
  placeOrder: ["public"],
  getBuyOnlineOrder: ["public"],
  getOrder: ["public"],
  confirmOrder: ["public"],
  sendInquiryEmail: ["public"],
  receivePaymentWebhook: ["anyone"],
  receiveLiqpayCallback: ["anyone"],
  listAdminOrders: ["orders:read"],
  getAdminOrder: ["orders:read"],
  runAdminOrderAction: ["orders:write"],
  createEvLead: ["public"],
  getEvLeadSalesforceData: ["public"],
  createEvPaymentIntent: ["public"],
  initializeEvCancellation: ["public"],
  createSmsVerification: ["public"],
  checkSmsVerification: ["public"],
  listAdminEvReservations: ["orders:read"],
  getAdminEvReservation: ["orders:read"],
  refundAdminEvReservation: ["orders:write"],
  listAdminSmsMessages: ["leads:read"],
  listAdminLeads: ["leads:read"],
  getAdminLead: ["leads:read"],
  updateAdminLead: ["leads:write"],
};
