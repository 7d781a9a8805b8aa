// Generated from schemas/ by `npm run generate`. Do not edit: change the schema and regenerate.

import { validateAccoladeImageBoxBlock, validateAccordionBlock, validateCarRentBlock, validateCollectionCarouselBlock, validateCollectionItemBlock, validateCollectionSliderBlock, validateColorButtonCarouselBlock, validateContentBlocksBlock, validateContentBlocksCarouselBlock, validateDualFrameCarouselNewBlock, validateDualFrameMapBlock, validateElectrifyingPowerBlock, validateExpandedEntryFormBlock, validateExtendedWarrantyBlock, validateExterior360Block, validateFormComponentBlock, validateGalleryBlock, validateGalleryCategoriesBlock, validateHeroSliderBlock, validateHeroTitleBannerBlock, validateHeroTitleBannerTallBlock, validateHotspotsContainerBlock, validateHouseOfBrandsBlock, validateHtmlBoxBlock, validateIconsTimelineBlock, validateImmersiveHeroBlock, validateInPageNavigationBlock, validateInspiredCollectionBlock, validateInterior360Block, validateMasonryBlock, validateModelsCarouselManualBlock, validateNewsBlock, validateNumberButtonSliderBlock, validateOffersToCrmBlock, validateOverseasStockLocatorBlock, validateParallaxImageBlock, validateQuoteBlock, validateQuoteSliderBlock, validateReadyToGoBarBlock, validateRetailerLocatorBlock, validateRetailerLocatorCardsBlock, validateRetailerLocatorMenaBlock, validateRetailerLocatorWithMapBlock, validateRetailerSchemaBlock, validateRetailerServiceSchemaBlock, validateSeatSliderBlock, validateSectionImageTabsBlock, validateSectionTabsBlock, validateSignPostBlock, validateSingleOfferBlock, validateSnippetBlock, validateSpecificationAccordionBlock, validateSpecificationAtAGlanceBlock, validateStockLocatorBlock, validateStockLocatorCarouselBlock, validateTabbedComponentBlock, validateTextStepsBlock, validateAuthSettings, validateBasicPopupSettings, validateCarsInventorySsrSettings, validateCookieConsentSettings, validateCurrencyExchangeSettings, validateDataLayersSettings, validateDynamicContentSettings, validateExitPopupSettings, validateFormsSettings, validateGeneralSettings, validateLanguagesSettings, validateMenaSettings, validateMenaNewsSettings, validateMetaSettings, validateNaasNavigationSettings, validateNavigationSettings, validateNttCxpSlSettings, validatePerformanceSettings, validatePredefinedLinksSettings, validatePriceSettings, validateSearchSettings, validateSecuritySettings, validateStockLocatorSettings, validateAdminUser, validateAdminUserDocument, validateAdminUserList, validateApiToken, validateApiTokenIssued, validateApiTokenList, validateAppIconParams, validateAuditEntry, validateAuditPage, validateAuditQuery, validateAuthProviders, validateBlockInstance, validateCaptchaTokenDocument, validateClientErrorReport, validateCompanyConfigDocument, validateCompanyConfigParams, validateConfiguratorVehicleDocument, validateConfiguratorVehicleQuery, validateContentDocument, validateDealerAttributes, validateDealerBody, validateDealerDocument, validateDealerList, validateDealerResource, validateDealersQuery, validateFormAttributes, validateFormBody, validateFormDocument, validateFormDuplicateQuery, validateFormExport, validateFormField, validateFormGetQuery, validateFormIntegrations, validateFormIntegrationsDocument, validateFormList, validateFormParams, validateFormResource, validateFormSettingDocument, validateFormSettings, validateFormSettingsBody, validateHealthStatus, validateIdParams, validateImageSizeParams, validateImageVariants, validateImageWidthParams, validateIntegrationFixBody, validateIntegrationSystemDocument, validateLeadBody, validateLeadCreatedDocument, validateLeadDocument, validateLeadExportDocument, validateLeadExportDownloadQuery, validateLeadExportParams, validateLeadExportQuery, validateLeadFileDocument, validateLeadFileDownloadParams, validateLeadFileParams, validateLeadIntegration, validateLeadIntegrationList, validateLeadList, validateLeadParams, validateLeadResource, validateLeadsQuery, validateLocationAttributes, validateLocationBody, validateLocationDocument, validateLocationList, validateLocationResource, validateLoginBody, validateMediaAlt, validateMediaDocument, validateMediaItem, validateMediaList, validateMediaListQuery, validateMetahead, validateMetaheadCreate, validateMetaheadDocument, validateMetaheadList, validateMetaheadPatch, validateMetaheadResourceList, validateMetaheadsQuery, validateModelSpec, validateModelSpecAdmin, validateModelSpecAdminList, validateModelSpecBody, validateModelSpecDocument, validateModelSpecKeyParams, validateModelSpecList, validateModelSpecResourceList, validateModelSpecValues, validateModelSpecsQuery, validateNaasAnswer, validateNaasParams, validateNavBreadcrumbList, validateNavEntriesQuery, validateNavEntry, validateNavEntryCreate, validateNavEntryDocument, validateNavEntryList, validateNavEntryOrder, validateNavEntryPatch, validateNewsList, validateNewsQuery, validateOffer, validateOfferAdminList, validateOfferDocument, validateOfferInput, validateOfferList, validateOfferPatch, validateOfferProperties, validateOffersQuery, validateOidcCallbackQuery, validateOidcStartQuery, validateOpenapiDocument, validateOutboxParams, validateOutboxQuery, validatePage, validatePageCreate, validatePageDetailDocument, validatePageDraft, validatePageDuplicate, validatePageLangQuery, validatePagePatch, validatePagePath, validatePagePathParams, validatePageResource, validatePageResourceDocument, validatePageRevision, validatePageSummaryList, validatePageVersionDocument, validatePageVersionList, validatePageVersionParams, validatePresenceDocument, validateProblem, validateSearchQuery, validateSearchResults, validateSearchSuggestQuery, validateSearchSuggestions, validateSentMailList, validateSessionInfo, validateSetting, validateSettingBody, validateSettingDocument, validateSettingKeyParams, validateSettingResource, validateSettingResourceList, validateSettingValue, validateSettingsOverviewDocument, validateStockBrandList, validateStockConfigList, validateStockConfigParams, validateStockConfigQuery, validateStockDealerList, validateStockDealersParams, validateStockDealersQuery, validateStockIncluded, validateStockListingDocument, validateStockListingParams, validateStockListingQuery, validateStockMeta, validateStockNameplateList, validateStockNameplateQuery, validateStockRetailerList, validateStockRetailersQuery, validateStockVehicle, validateStockVehicleDocument, validateStockVehicleParams, validateStockVehicleResource, validateTemplateList, validateThumbnailParams, validateTokenCreate, validateTradeInOptionsDocument, validateTradeInQuery, validateUserCreate, validateUserPatch, validateWebManifest, validateWidgetTranslationsDocument, validateWidgetTranslationsParams, validateWidgetTranslationsQuery } from "./validators.js";
import type { Validator } from "./validators.js";
import type { BlockInstanceMap, BlockTemplateKey, SettingsNamespace } from "./types.ts";

/** Template key -> validator of a stored block instance (fills defaults in place). */
export const blockValidators: { [K in BlockTemplateKey]: Validator<BlockInstanceMap[K]> } = {
  "lrdx-accolade-image-box": validateAccoladeImageBoxBlock,
  "lrdx-accordion": validateAccordionBlock,
  "lrdx-car-rent": validateCarRentBlock,
  "lrdx-collection-carousel": validateCollectionCarouselBlock,
  "lrdx-collection-item": validateCollectionItemBlock,
  "lrdx-collection-slider": validateCollectionSliderBlock,
  "lrdx-color-button-carousel": validateColorButtonCarouselBlock,
  "lrdx-content-blocks": validateContentBlocksBlock,
  "lrdx-content-blocks-carousel": validateContentBlocksCarouselBlock,
  "lrdx-dual-frame-carousel-new": validateDualFrameCarouselNewBlock,
  "lrdx-dual-frame-map": validateDualFrameMapBlock,
  "lrdx-electrifying-power": validateElectrifyingPowerBlock,
  "lrdx-expanded-entry-form": validateExpandedEntryFormBlock,
  "lrdx-extended-warranty": validateExtendedWarrantyBlock,
  "lrdx-exterior360": validateExterior360Block,
  "lrdx-form-component": validateFormComponentBlock,
  "lrdx-gallery": validateGalleryBlock,
  "lrdx-gallery-categories": validateGalleryCategoriesBlock,
  "lrdx-hero-slider": validateHeroSliderBlock,
  "lrdx-hero-title-banner": validateHeroTitleBannerBlock,
  "lrdx-hero-title-banner-tall": validateHeroTitleBannerTallBlock,
  "lrdx-hotspots-container": validateHotspotsContainerBlock,
  "lrdx-house-of-brands": validateHouseOfBrandsBlock,
  "lrdx-html-box": validateHtmlBoxBlock,
  "lrdx-icons-timeline": validateIconsTimelineBlock,
  "lrdx-immersive-hero": validateImmersiveHeroBlock,
  "lrdx-in-page-navigation": validateInPageNavigationBlock,
  "lrdx-inspired-collection": validateInspiredCollectionBlock,
  "lrdx-interior-360": validateInterior360Block,
  "lrdx-masonry": validateMasonryBlock,
  "lrdx-models-carousel-manual": validateModelsCarouselManualBlock,
  "lrdx-news": validateNewsBlock,
  "lrdx-number-button-slider": validateNumberButtonSliderBlock,
  "lrdx-offers-to-crm": validateOffersToCrmBlock,
  "lrdx-overseas-stock-locator": validateOverseasStockLocatorBlock,
  "lrdx-parallax-image": validateParallaxImageBlock,
  "lrdx-quote": validateQuoteBlock,
  "lrdx-quote-slider": validateQuoteSliderBlock,
  "lrdx-ready-to-go-bar": validateReadyToGoBarBlock,
  "lrdx-retailer-locator": validateRetailerLocatorBlock,
  "lrdx-retailer-locator-cards": validateRetailerLocatorCardsBlock,
  "lrdx-retailer-locator-mena": validateRetailerLocatorMenaBlock,
  "lrdx-retailer-locator-with-map": validateRetailerLocatorWithMapBlock,
  "lrdx-retailer-schema": validateRetailerSchemaBlock,
  "lrdx-retailer-service-schema": validateRetailerServiceSchemaBlock,
  "lrdx-seat-slider": validateSeatSliderBlock,
  "lrdx-section-image-tabs": validateSectionImageTabsBlock,
  "lrdx-section-tabs": validateSectionTabsBlock,
  "lrdx-sign-post": validateSignPostBlock,
  "lrdx-single-offer": validateSingleOfferBlock,
  "lrdx-snippet": validateSnippetBlock,
  "lrdx-specification-accordion": validateSpecificationAccordionBlock,
  "lrdx-specification-at-a-glance": validateSpecificationAtAGlanceBlock,
  "lrdx-stock-locator": validateStockLocatorBlock,
  "lrdx-stock-locator-carousel": validateStockLocatorCarouselBlock,
  "lrdx-tabbed-component": validateTabbedComponentBlock,
  "lrdx-text-steps": validateTextStepsBlock,
};

type SettingsValidator = Validator<Record<string, unknown>>;

/**
 * Settings namespace -> validator of its parsed values (JSON-string values parsed first). Every
 * namespace has one; a stored key's namespace (read from the key) may be one no schema knows.
 */
export const settingsValidators: Readonly<Record<SettingsNamespace, SettingsValidator>> &
  Readonly<Partial<Record<string, SettingsValidator>>> = {
  "auth": validateAuthSettings,
  "basic_popup": validateBasicPopupSettings,
  "cars_inventory_ssr": validateCarsInventorySsrSettings,
  "cookie_consent": validateCookieConsentSettings,
  "currency_exchange": validateCurrencyExchangeSettings,
  "data_layers": validateDataLayersSettings,
  "dynamic_content": validateDynamicContentSettings,
  "exit_popup": validateExitPopupSettings,
  "forms": validateFormsSettings,
  "general": validateGeneralSettings,
  "languages": validateLanguagesSettings,
  "mena": validateMenaSettings,
  "mena_news": validateMenaNewsSettings,
  "meta": validateMetaSettings,
  "naas_navigation": validateNaasNavigationSettings,
  "navigation": validateNavigationSettings,
  "ntt_cxp_sl": validateNttCxpSlSettings,
  "performance": validatePerformanceSettings,
  "predefined_links": validatePredefinedLinksSettings,
  "price": validatePriceSettings,
  "search": validateSearchSettings,
  "security": validateSecuritySettings,
  "stock_locator": validateStockLocatorSettings,
} satisfies Record<SettingsNamespace, SettingsValidator>;

/** Built-in defaults of every settings key that has one; server settings override them. */
export const settingsDefaults: Readonly<Record<string, string>> = {"auth.oidc.issuer":"","auth.oidc.client_id":"","auth.oidc.audience":"","auth.oidc.instance_id":"","auth.oidc.authorization_url":"","auth.oidc.default_role":"viewer","basic_popup.is_enabled":"false","basic_popup.header":"","basic_popup.body":"","basic_popup.start_date":"","basic_popup.end_date":"","basic_popup.matching_paths":"[\"/*\"]","basic_popup.store_type":"localStorage","basic_popup.namespace":"basic_popup","basic_popup.cookie_expiry_days":"30","cars_inventory_ssr.ci_stock_page_path":"","cookie_consent.strategy":"none","cookie_consent.default_placeholder":"","cookie_consent.settings.culture":"ar","cookie_consent.strategies.basic.title":"","cookie_consent.strategies.basic.description":"","cookie_consent.strategies.basic.privacy_url":"","currency_exchange.api_url":"","currency_exchange.response_key":"data","currency_exchange.start_date_key":"startdate","currency_exchange.class_name":"price-exchange-class","currency_exchange.fixed_rate":"","data_layers.market":"AE","data_layers.application":"rdx","dynamic_content.enabled_strategies":"","exit_popup.copy":"","exit_popup.ok":"","exit_popup.cancel":"","exit_popup.do_url":"","exit_popup.dont_url":"","forms.captcha_provider":"local","forms.recaptcha_site_key":"","forms.crm_system":"local","forms.allow_private_webhooks":"false","forms.mail_from":"no-reply@example.com","forms.email_verification_url":"","general.app_name":"","general.404_page":"","general.site_timezone":"Asia/Dubai","general.media_library_url":"","general.footer.content":"","general.footer.content.middle_html":"","general.footer.content.bottom_footer":"","general.redesign_config.footer.content.middle_html":"","general.redesign_config.footer.content.bottom_footer":"","general.l460_bev_config.footer.content.middle_html":"","general.l460_bev_config.footer.content.bottom_footer":"","general.mena_retailers.footer.config.api":"","general.global_fab_secondary":"false","general.global_fab_quick_links":"false","general.global_fab_quick_links_reversed_position":"false","general.global_fab_quick_links_expand_button_label":"","general.require_user_login":"false","general.maps_key":"","general.maps_region":"AE","general.maps_language":"","general.owner_portal_script_url":"","languages.switch":"[\"ar\",\"en\",\"he\"]","languages.market_font":"default","languages.hebrew_fonts":"false","mena.offers_api_url":"/public_api/offers","mena_news.locale":"en","mena_news.market":"AE","mena_news.date_locale":"en-GB","mena_news.publication_date_label":"","mena_news.back_button_label":"","meta":"[]","naas_navigation.configuration":"","naas_navigation.retailer_name":"","naas_navigation.retailer_url":"","navigation.disabled_on_pages":"[\"/\"]","navigation.light_variant":"false","navigation.redesign_paths":"[]","navigation.ev_paths":"[\"/range-rover-electric\"]","ntt_cxp_sl.enabled":"false","ntt_cxp_sl.button_label":"اختر هذه السيارة","ntt_cxp_sl.cxp_redirect_url":"","performance.error_reporting_api_key":"","performance.error_reporting_url":"","predefined_links.pass_through_params":"","price.currency_delimiter":",","price.finance_calculator_currency_delimiter":",","price.currency_symbol":"€","price.finance_calculator_currency_symbol":"€","price.price_format":"^%","price.finance_calculator_format":"^ %","price.full_string":"From ^ %","price.finance_calculator_full_string":"From ^ %","price.lease_full_string":"or @ / Month","price.lease_short_string":"@ / Month","price.subscription_string":"from % ^ / Month","price.offer_string":"From ^ %","price.currency_iso":"EUR","price.rent_block_format":"^ %","price.double_price_feature":"false","price.double_price_symbol":"EUR","price.double_price_rate":"1","price.double_price_decimals":"0","price.digits":"latin","search.popup.enabled":"false","security.raw_html_enabled":"true","security.egress_allowed_hosts":"","stock_locator.market":"","stock_locator.main_brand":"Land Rover","stock_locator.stock_page_path":"","stock_locator.stock_init_popup_header":"","stock_locator.stock_init_popup_content":"","stock_locator.endpoint_dealers":"/public_api/listing//default/retailers","stock_locator.fallback_dealers":"","stock_locator.endpoint_trade_in":"/trade_in/form_options","stock_locator.features":"owner_visible","stock_locator.default_state":"","stock_locator.seats_translations":""};

/** Settings keys whose value is JSON held as a string. */
export const jsonSettingKeys: ReadonlySet<string> = new Set(["basic_popup.buttons","basic_popup.matching_paths","cookie_consent.strategies.onetrust.category_map","cookie_consent.content","data_layers.page_category_mapping","dynamic_content.mena_external_sl__config","dynamic_content.reffine_sl__config","general.footer.content.top_footer","general.footer.content.medium_footer","general.footer.content.searchbar","general.redesign_config.footer.content.top_footer","general.redesign_config.footer.content.medium_footer","general.redesign_config.footer.content.searchbar","general.l460_bev_config.footer.content.top_footer","general.l460_bev_config.footer.content.medium_footer","general.l460_bev_config.footer.content.searchbar","general.global_fab","languages.switch","meta","naas_navigation.configuration","navigation.disabled_on_pages","navigation.logo_settings","navigation.redesign_paths","navigation.ev_paths","predefined_links"]);

/** Settings keys holding raw HTML or script: writing them needs the raw_html capability. */
export const rawHtmlSettingKeys: ReadonlySet<string> = new Set(["general.404_page","general.footer.content","general.footer.content.middle_html","general.footer.content.bottom_footer","general.redesign_config.footer.content.middle_html","general.redesign_config.footer.content.bottom_footer","general.l460_bev_config.footer.content.middle_html","general.l460_bev_config.footer.content.bottom_footer"]);

/**
 * Settings keys holding URLs the server itself requests (x-egress): key -> the JSON pointers of
 * those URLs in the parsed value ("" the value itself, "*" any array item). Checked when written.
 */
export const egressSettingFields: Readonly<Record<string, readonly string[]>> = {"auth.oidc.issuer":[""],"currency_exchange.api_url":[""],"dynamic_content.mena_external_sl__config":["/api_key"],"dynamic_content.reffine_sl__config":["/api_base_url"],"forms.email_verification_url":[""],"mena.offers_api_url":[""],"naas_navigation.configuration":["/url/origin"],"performance.error_reporting_url":[""]};

/** Settings keys only the server reads (x-server-only): never served to visitors. */
export const serverOnlySettingKeys: ReadonlySet<string> = new Set(["forms.crm_system","forms.allow_private_webhooks","forms.mail_from","forms.email_verification_url","security.egress_allowed_hosts"]);

export { validateAdminUser, validateAdminUserDocument, validateAdminUserList, validateApiToken, validateApiTokenIssued, validateApiTokenList, validateAppIconParams, validateAuditEntry, validateAuditPage, validateAuditQuery, validateAuthProviders, validateBlockInstance, validateCaptchaTokenDocument, validateClientErrorReport, validateCompanyConfigDocument, validateCompanyConfigParams, validateConfiguratorVehicleDocument, validateConfiguratorVehicleQuery, validateContentDocument, validateDealerAttributes, validateDealerBody, validateDealerDocument, validateDealerList, validateDealerResource, validateDealersQuery, validateFormAttributes, validateFormBody, validateFormDocument, validateFormDuplicateQuery, validateFormExport, validateFormField, validateFormGetQuery, validateFormIntegrations, validateFormIntegrationsDocument, validateFormList, validateFormParams, validateFormResource, validateFormSettingDocument, validateFormSettings, validateFormSettingsBody, validateHealthStatus, validateIdParams, validateImageSizeParams, validateImageVariants, validateImageWidthParams, validateIntegrationFixBody, validateIntegrationSystemDocument, validateLeadBody, validateLeadCreatedDocument, validateLeadDocument, validateLeadExportDocument, validateLeadExportDownloadQuery, validateLeadExportParams, validateLeadExportQuery, validateLeadFileDocument, validateLeadFileDownloadParams, validateLeadFileParams, validateLeadIntegration, validateLeadIntegrationList, validateLeadList, validateLeadParams, validateLeadResource, validateLeadsQuery, validateLocationAttributes, validateLocationBody, validateLocationDocument, validateLocationList, validateLocationResource, validateLoginBody, validateMediaAlt, validateMediaDocument, validateMediaItem, validateMediaList, validateMediaListQuery, validateMetahead, validateMetaheadCreate, validateMetaheadDocument, validateMetaheadList, validateMetaheadPatch, validateMetaheadResourceList, validateMetaheadsQuery, validateModelSpec, validateModelSpecAdmin, validateModelSpecAdminList, validateModelSpecBody, validateModelSpecDocument, validateModelSpecKeyParams, validateModelSpecList, validateModelSpecResourceList, validateModelSpecValues, validateModelSpecsQuery, validateNaasAnswer, validateNaasParams, validateNavBreadcrumbList, validateNavEntriesQuery, validateNavEntry, validateNavEntryCreate, validateNavEntryDocument, validateNavEntryList, validateNavEntryOrder, validateNavEntryPatch, validateNewsList, validateNewsQuery, validateOffer, validateOfferAdminList, validateOfferDocument, validateOfferInput, validateOfferList, validateOfferPatch, validateOfferProperties, validateOffersQuery, validateOidcCallbackQuery, validateOidcStartQuery, validateOpenapiDocument, validateOutboxParams, validateOutboxQuery, validatePage, validatePageCreate, validatePageDetailDocument, validatePageDraft, validatePageDuplicate, validatePageLangQuery, validatePagePatch, validatePagePath, validatePagePathParams, validatePageResource, validatePageResourceDocument, validatePageRevision, validatePageSummaryList, validatePageVersionDocument, validatePageVersionList, validatePageVersionParams, validatePresenceDocument, validateProblem, validateSearchQuery, validateSearchResults, validateSearchSuggestQuery, validateSearchSuggestions, validateSentMailList, validateSessionInfo, validateSetting, validateSettingBody, validateSettingDocument, validateSettingKeyParams, validateSettingResource, validateSettingResourceList, validateSettingValue, validateSettingsOverviewDocument, validateStockBrandList, validateStockConfigList, validateStockConfigParams, validateStockConfigQuery, validateStockDealerList, validateStockDealersParams, validateStockDealersQuery, validateStockIncluded, validateStockListingDocument, validateStockListingParams, validateStockListingQuery, validateStockMeta, validateStockNameplateList, validateStockNameplateQuery, validateStockRetailerList, validateStockRetailersQuery, validateStockVehicle, validateStockVehicleDocument, validateStockVehicleParams, validateStockVehicleResource, validateTemplateList, validateThumbnailParams, validateTokenCreate, validateTradeInOptionsDocument, validateTradeInQuery, validateUserCreate, validateUserPatch, validateWebManifest, validateWidgetTranslationsDocument, validateWidgetTranslationsParams, validateWidgetTranslationsQuery };
