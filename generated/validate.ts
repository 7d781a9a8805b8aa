// Generated from schemas/ by `npm run generate`. Do not edit: change the schema and regenerate.

import { validateAccordionBlock, validateContentBlocksBlock, validateFormComponentBlock, validateHeroTitleBannerBlock, validateHotspotsContainerBlock, validateHtmlBoxBlock, validateInPageNavigationBlock, validateQuoteBlock, validateSignPostBlock, validateSnippetBlock, validateAuthSettings, validateBasicPopupSettings, validateCookieConsentSettings, validateCurrencyExchangeSettings, validateDataLayersSettings, validateDynamicContentSettings, validateExitPopupSettings, validateGeneralSettings, validateMetaSettings, validateNavigationSettings, validatePredefinedLinksSettings, validatePriceSettings, validateSearchSettings, validateSecuritySettings, validateAdminUser, validateAdminUserDocument, validateAdminUserList, validateApiToken, validateApiTokenIssued, validateApiTokenList, validateAppIconParams, validateAuditEntry, validateAuditPage, validateAuditQuery, validateAuthProviders, validateBlockInstance, validateContentDocument, validateIdParams, validateImageSizeParams, validateImageVariants, validateImageWidthParams, validateLoginBody, validateMediaAlt, validateMediaDocument, validateMediaItem, validateMediaList, validateMediaListQuery, validateMetahead, validateMetaheadCreate, validateMetaheadDocument, validateMetaheadList, validateMetaheadPatch, validateMetaheadResourceList, validateMetaheadsQuery, validateNavBreadcrumbList, validateNavEntry, validateNavEntryCreate, validateNavEntryDocument, validateNavEntryList, validateNavEntryOrder, validateNavEntryPatch, validateOidcCallbackQuery, validateOidcStartQuery, validateOpenapiDocument, validatePage, validatePageCreate, validatePageDetailDocument, validatePageDraft, validatePageDuplicate, validatePagePatch, validatePagePath, validatePagePathParams, validatePageResource, validatePageResourceDocument, validatePageRevision, validatePageSummaryList, validatePageVersionDocument, validatePageVersionList, validatePageVersionParams, validatePresenceDocument, validateProblem, validateSearchQuery, validateSearchResults, validateSearchSuggestQuery, validateSearchSuggestions, validateSessionInfo, validateSetting, validateSettingDocument, validateSettingKeyParams, validateSettingResource, validateSettingResourceList, validateSettingValue, validateSettingsOverviewDocument, validateTemplateList, validateThumbnailParams, validateTokenCreate, validateUserCreate, validateUserPatch, validateWebManifest } from "./validators.js";
import type { Validator } from "./validators.js";
import type { BlockInstanceMap, BlockTemplateKey, SettingsNamespace } from "./types.ts";

/** Template key -> validator of a stored block instance (fills defaults in place). */
export const blockValidators: { [K in BlockTemplateKey]: Validator<BlockInstanceMap[K]> } = {
  "lrdx-accordion": validateAccordionBlock,
  "lrdx-content-blocks": validateContentBlocksBlock,
  "lrdx-form-component": validateFormComponentBlock,
  "lrdx-hero-title-banner": validateHeroTitleBannerBlock,
  "lrdx-hotspots-container": validateHotspotsContainerBlock,
  "lrdx-html-box": validateHtmlBoxBlock,
  "lrdx-in-page-navigation": validateInPageNavigationBlock,
  "lrdx-quote": validateQuoteBlock,
  "lrdx-sign-post": validateSignPostBlock,
  "lrdx-snippet": validateSnippetBlock,
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
  "cookie_consent": validateCookieConsentSettings,
  "currency_exchange": validateCurrencyExchangeSettings,
  "data_layers": validateDataLayersSettings,
  "dynamic_content": validateDynamicContentSettings,
  "exit_popup": validateExitPopupSettings,
  "general": validateGeneralSettings,
  "meta": validateMetaSettings,
  "navigation": validateNavigationSettings,
  "predefined_links": validatePredefinedLinksSettings,
  "price": validatePriceSettings,
  "search": validateSearchSettings,
  "security": validateSecuritySettings,
} satisfies Record<SettingsNamespace, SettingsValidator>;

/** Built-in defaults of every settings key that has one; server settings override them. */
export const settingsDefaults: Readonly<Record<string, string>> = {"auth.oidc.issuer":"","auth.oidc.client_id":"","auth.oidc.audience":"","auth.oidc.instance_id":"","auth.oidc.authorization_url":"","auth.oidc.default_role":"viewer","basic_popup.is_enabled":"false","basic_popup.header":"","basic_popup.body":"","basic_popup.start_date":"","basic_popup.end_date":"","basic_popup.matching_paths":"[\"/*\"]","basic_popup.store_type":"localStorage","basic_popup.namespace":"basic_popup","basic_popup.cookie_expiry_days":"30","cookie_consent.strategy":"none","cookie_consent.default_placeholder":"","cookie_consent.settings.culture":"ar","cookie_consent.strategies.basic.title":"","cookie_consent.strategies.basic.description":"","cookie_consent.strategies.basic.privacy_url":"","currency_exchange.api_url":"","currency_exchange.response_key":"data","currency_exchange.start_date_key":"startdate","currency_exchange.class_name":"price-exchange-class","currency_exchange.fixed_rate":"","data_layers.market":"AE","data_layers.application":"rdx","dynamic_content.enabled_strategies":"","exit_popup.copy":"","exit_popup.ok":"","exit_popup.cancel":"","exit_popup.do_url":"","exit_popup.dont_url":"","general.app_name":"","general.404_page":"","general.site_timezone":"Asia/Dubai","general.media_library_url":"","general.footer.content":"","general.footer.content.middle_html":"","general.footer.content.bottom_footer":"","general.redesign_config.footer.content.middle_html":"","general.redesign_config.footer.content.bottom_footer":"","general.l460_bev_config.footer.content.middle_html":"","general.l460_bev_config.footer.content.bottom_footer":"","general.mena_retailers.footer.config.api":"","general.global_fab_secondary":"false","general.global_fab_quick_links":"false","general.global_fab_quick_links_reversed_position":"false","general.global_fab_quick_links_expand_button_label":"","general.require_user_login":"false","meta":"[]","navigation.disabled_on_pages":"[\"/\"]","navigation.light_variant":"false","navigation.redesign_paths":"[]","navigation.ev_paths":"[\"/range-rover-electric\"]","predefined_links.pass_through_params":"","price.currency_delimiter":",","price.finance_calculator_currency_delimiter":",","price.currency_symbol":"€","price.finance_calculator_currency_symbol":"€","price.price_format":"^%","price.finance_calculator_format":"^ %","price.full_string":"From ^ %","price.finance_calculator_full_string":"From ^ %","price.lease_full_string":"or @ / Month","price.lease_short_string":"@ / Month","price.subscription_string":"from % ^ / Month","price.offer_string":"From ^ %","price.currency_iso":"EUR","price.rent_block_format":"^ %","price.double_price_feature":"false","price.double_price_symbol":"EUR","price.double_price_rate":"1","price.double_price_decimals":"0","price.digits":"latin","search.popup.enabled":"false","security.raw_html_enabled":"true"};

/** Settings keys whose value is JSON held as a string. */
export const jsonSettingKeys: ReadonlySet<string> = new Set(["basic_popup.buttons","basic_popup.matching_paths","cookie_consent.strategies.onetrust.category_map","cookie_consent.content","data_layers.page_category_mapping","dynamic_content.mena_external_sl__config","dynamic_content.reffine_sl__config","general.footer.content.top_footer","general.footer.content.medium_footer","general.footer.content.searchbar","general.redesign_config.footer.content.top_footer","general.redesign_config.footer.content.medium_footer","general.redesign_config.footer.content.searchbar","general.l460_bev_config.footer.content.top_footer","general.l460_bev_config.footer.content.medium_footer","general.l460_bev_config.footer.content.searchbar","general.global_fab","meta","navigation.disabled_on_pages","navigation.logo_settings","navigation.redesign_paths","navigation.ev_paths","predefined_links"]);

/** Settings keys holding raw HTML or script: writing them needs the raw_html capability. */
export const rawHtmlSettingKeys: ReadonlySet<string> = new Set(["general.404_page","general.footer.content","general.footer.content.middle_html","general.footer.content.bottom_footer","general.redesign_config.footer.content.middle_html","general.redesign_config.footer.content.bottom_footer","general.l460_bev_config.footer.content.middle_html","general.l460_bev_config.footer.content.bottom_footer"]);

export { validateAdminUser, validateAdminUserDocument, validateAdminUserList, validateApiToken, validateApiTokenIssued, validateApiTokenList, validateAppIconParams, validateAuditEntry, validateAuditPage, validateAuditQuery, validateAuthProviders, validateBlockInstance, validateContentDocument, validateIdParams, validateImageSizeParams, validateImageVariants, validateImageWidthParams, validateLoginBody, validateMediaAlt, validateMediaDocument, validateMediaItem, validateMediaList, validateMediaListQuery, validateMetahead, validateMetaheadCreate, validateMetaheadDocument, validateMetaheadList, validateMetaheadPatch, validateMetaheadResourceList, validateMetaheadsQuery, validateNavBreadcrumbList, validateNavEntry, validateNavEntryCreate, validateNavEntryDocument, validateNavEntryList, validateNavEntryOrder, validateNavEntryPatch, validateOidcCallbackQuery, validateOidcStartQuery, validateOpenapiDocument, validatePage, validatePageCreate, validatePageDetailDocument, validatePageDraft, validatePageDuplicate, validatePagePatch, validatePagePath, validatePagePathParams, validatePageResource, validatePageResourceDocument, validatePageRevision, validatePageSummaryList, validatePageVersionDocument, validatePageVersionList, validatePageVersionParams, validatePresenceDocument, validateProblem, validateSearchQuery, validateSearchResults, validateSearchSuggestQuery, validateSearchSuggestions, validateSessionInfo, validateSetting, validateSettingDocument, validateSettingKeyParams, validateSettingResource, validateSettingResourceList, validateSettingValue, validateSettingsOverviewDocument, validateTemplateList, validateThumbnailParams, validateTokenCreate, validateUserCreate, validateUserPatch, validateWebManifest };
