// Generated from schemas/settings/ by `npm run generate`. Do not edit: change the schema and regenerate.

/**
 * @maxItems 4
 */
export type BasicPopupSettingsButtonsValue = {
  type: "primary" | "secondary";
  url: string;
  icon: string;
  text: string;
  target: "_self" | "_blank";
  close_on_click: boolean;
}[];

/**
 * @maxItems 50
 */
export type BasicPopupSettingsMatchingPathsValue = string[];

export interface CookieConsentSettingsStrategiesOnetrustCategoryMapValue {
  [k: string]: "obligatory" | "optional" | "statistic" | "marketing" | "unclassified";
}

export interface CookieConsentSettingsContentValue {
  title: string;
  accept_button: string;
  /**
   * Where the button sits in reading order: start (before the title) or end.
   */
  accept_button_position: "start" | "end";
  title_level: "h2" | "h3" | "h4" | "h5" | "h6";
}

export interface DataLayersSettingsPageCategoryMappingValue {
  [k: string]: string;
}

export interface DynamicContentSettingsMenaExternalSlConfigValue {
  api_key?: string;
}

export interface DynamicContentSettingsReffineSlConfigValue {
  api_base_url?: string;
  /**
   * @maxItems 50
   */
  lists_to_check?: {
    name: string;
    uuid: string;
  }[];
}

/**
 * @maxItems 8
 */
export type GeneralSettingsFooterContentTopFooterValue = {
  type: "links" | "social";
  /**
   * @maxItems 10
   */
  rows: {
    heading?: string;
    heading_html_tag: "h2" | "h3" | "h4" | "p";
    heading_link?: {
      url?: string;
      target: "_self" | "_blank";
    };
    /**
     * @maxItems 40
     */
    items?: {
      label?: string;
      id?: string;
      class?: string;
      url?: string;
      target: "_self" | "_blank";
      rel?: string;
      icon?: string;
      type: "link" | "social" | "image" | "wrapper";
      dc_strategy?: {
        key?: string;
        value?: string;
      };
      aria?: {
        label?: string;
      };
      image?: {
        src: string;
        alt?: string;
        width: number;
        height: number;
      };
      tag: "div" | "span";
      /**
       * @maxItems 30
       */
      items?: {
        label?: string;
        id?: string;
        class?: string;
        url?: string;
        target: "_self" | "_blank";
        rel?: string;
        icon?: string;
        type: "link" | "social" | "image" | "wrapper";
        dc_strategy?: {
          key?: string;
          value?: string;
        };
        aria?: {
          label?: string;
        };
        image?: {
          src: string;
          alt?: string;
          width: number;
          height: number;
        };
        tag: "div" | "span";
      }[];
    }[];
  }[];
}[];

/**
 * @maxItems 40
 */
export type GeneralSettingsFooterContentMediumFooterValue = {
  label?: string;
  id?: string;
  class?: string;
  url?: string;
  target: "_self" | "_blank";
  rel?: string;
  icon?: string;
  type: "link" | "social" | "image" | "wrapper";
  dc_strategy?: {
    key?: string;
    value?: string;
  };
  aria?: {
    label?: string;
  };
  image?: {
    src: string;
    alt?: string;
    width: number;
    height: number;
  };
  tag: "div" | "span";
  /**
   * @maxItems 30
   */
  items?: {
    label?: string;
    id?: string;
    class?: string;
    url?: string;
    target: "_self" | "_blank";
    rel?: string;
    icon?: string;
    type: "link" | "social" | "image" | "wrapper";
    dc_strategy?: {
      key?: string;
      value?: string;
    };
    aria?: {
      label?: string;
    };
    image?: {
      src: string;
      alt?: string;
      width: number;
      height: number;
    };
    tag: "div" | "span";
  }[];
}[];

export interface GeneralSettingsFooterContentSearchbarValue {
  placeholder?: string;
}

/**
 * @maxItems 8
 */
export type GeneralSettingsRedesignConfigFooterContentTopFooterValue = {
  type: "links" | "social";
  /**
   * @maxItems 10
   */
  rows: {
    heading?: string;
    heading_html_tag: "h2" | "h3" | "h4" | "p";
    heading_link?: {
      url?: string;
      target: "_self" | "_blank";
    };
    /**
     * @maxItems 40
     */
    items?: {
      label?: string;
      id?: string;
      class?: string;
      url?: string;
      target: "_self" | "_blank";
      rel?: string;
      icon?: string;
      type: "link" | "social" | "image" | "wrapper";
      dc_strategy?: {
        key?: string;
        value?: string;
      };
      aria?: {
        label?: string;
      };
      image?: {
        src: string;
        alt?: string;
        width: number;
        height: number;
      };
      tag: "div" | "span";
      /**
       * @maxItems 30
       */
      items?: {
        label?: string;
        id?: string;
        class?: string;
        url?: string;
        target: "_self" | "_blank";
        rel?: string;
        icon?: string;
        type: "link" | "social" | "image" | "wrapper";
        dc_strategy?: {
          key?: string;
          value?: string;
        };
        aria?: {
          label?: string;
        };
        image?: {
          src: string;
          alt?: string;
          width: number;
          height: number;
        };
        tag: "div" | "span";
      }[];
    }[];
  }[];
}[];

/**
 * @maxItems 40
 */
export type GeneralSettingsRedesignConfigFooterContentMediumFooterValue = {
  label?: string;
  id?: string;
  class?: string;
  url?: string;
  target: "_self" | "_blank";
  rel?: string;
  icon?: string;
  type: "link" | "social" | "image" | "wrapper";
  dc_strategy?: {
    key?: string;
    value?: string;
  };
  aria?: {
    label?: string;
  };
  image?: {
    src: string;
    alt?: string;
    width: number;
    height: number;
  };
  tag: "div" | "span";
  /**
   * @maxItems 30
   */
  items?: {
    label?: string;
    id?: string;
    class?: string;
    url?: string;
    target: "_self" | "_blank";
    rel?: string;
    icon?: string;
    type: "link" | "social" | "image" | "wrapper";
    dc_strategy?: {
      key?: string;
      value?: string;
    };
    aria?: {
      label?: string;
    };
    image?: {
      src: string;
      alt?: string;
      width: number;
      height: number;
    };
    tag: "div" | "span";
  }[];
}[];

export interface GeneralSettingsRedesignConfigFooterContentSearchbarValue {
  placeholder?: string;
}

/**
 * @maxItems 8
 */
export type GeneralSettingsL460BevConfigFooterContentTopFooterValue = {
  type: "links" | "social";
  /**
   * @maxItems 10
   */
  rows: {
    heading?: string;
    heading_html_tag: "h2" | "h3" | "h4" | "p";
    heading_link?: {
      url?: string;
      target: "_self" | "_blank";
    };
    /**
     * @maxItems 40
     */
    items?: {
      label?: string;
      id?: string;
      class?: string;
      url?: string;
      target: "_self" | "_blank";
      rel?: string;
      icon?: string;
      type: "link" | "social" | "image" | "wrapper";
      dc_strategy?: {
        key?: string;
        value?: string;
      };
      aria?: {
        label?: string;
      };
      image?: {
        src: string;
        alt?: string;
        width: number;
        height: number;
      };
      tag: "div" | "span";
      /**
       * @maxItems 30
       */
      items?: {
        label?: string;
        id?: string;
        class?: string;
        url?: string;
        target: "_self" | "_blank";
        rel?: string;
        icon?: string;
        type: "link" | "social" | "image" | "wrapper";
        dc_strategy?: {
          key?: string;
          value?: string;
        };
        aria?: {
          label?: string;
        };
        image?: {
          src: string;
          alt?: string;
          width: number;
          height: number;
        };
        tag: "div" | "span";
      }[];
    }[];
  }[];
}[];

/**
 * @maxItems 40
 */
export type GeneralSettingsL460BevConfigFooterContentMediumFooterValue = {
  label?: string;
  id?: string;
  class?: string;
  url?: string;
  target: "_self" | "_blank";
  rel?: string;
  icon?: string;
  type: "link" | "social" | "image" | "wrapper";
  dc_strategy?: {
    key?: string;
    value?: string;
  };
  aria?: {
    label?: string;
  };
  image?: {
    src: string;
    alt?: string;
    width: number;
    height: number;
  };
  tag: "div" | "span";
  /**
   * @maxItems 30
   */
  items?: {
    label?: string;
    id?: string;
    class?: string;
    url?: string;
    target: "_self" | "_blank";
    rel?: string;
    icon?: string;
    type: "link" | "social" | "image" | "wrapper";
    dc_strategy?: {
      key?: string;
      value?: string;
    };
    aria?: {
      label?: string;
    };
    image?: {
      src: string;
      alt?: string;
      width: number;
      height: number;
    };
    tag: "div" | "span";
  }[];
}[];

export interface GeneralSettingsL460BevConfigFooterContentSearchbarValue {
  placeholder?: string;
}

/**
 * @maxItems 12
 */
export type GeneralSettingsGlobalFabValue = {
  link: string;
  label: string;
  target: "_self" | "_blank";
  type: "internal" | "external" | "form" | "file";
  icon?: string;
  dc_strategy?: {
    key?: string;
    value?: string;
  };
  use_dc_fallback: boolean;
  fallback?: {
    link?: string;
    label?: string;
    icon?: string;
  };
}[];

/**
 * @maxItems 51
 *
 * Items: A site language by its URL code: one of the 51 languages of the platform (runtime/core/languages.ts), lower case with - for _ (pt_BR is pt-br).
 */
export type LanguagesSettingsSwitchValue = (
  | "ar"
  | "az"
  | "bd"
  | "bg"
  | "ca"
  | "ckb"
  | "cs"
  | "da"
  | "de"
  | "el"
  | "en"
  | "es"
  | "et"
  | "eu"
  | "fa"
  | "fi"
  | "fr"
  | "he"
  | "hr"
  | "hu"
  | "id"
  | "it"
  | "ja"
  | "ka"
  | "ko"
  | "lt"
  | "lv"
  | "mn"
  | "ms-my"
  | "nb-no"
  | "ne"
  | "nl"
  | "nn-no"
  | "pl"
  | "pt-br"
  | "pt-pt"
  | "ro"
  | "ru"
  | "sk"
  | "sl"
  | "sq"
  | "sr"
  | "sr-latin"
  | "sv"
  | "th"
  | "tr"
  | "uk"
  | "uz"
  | "vi"
  | "zh-cn"
  | "zh-tw"
)[];

/**
 * @maxItems 50
 */
export type MetaSettingsMetaValue = {
  name?: string;
  property?: string;
  content: string;
}[];

export interface NaasNavigationSettingsConfigurationValue {
  url: {
    /**
     * The service's origin (scheme, host and port; a path is ignored), e.g. https://nav.example.com.
     */
    origin: string;
  };
  locale?:
    | string
    | {
        [k: string]: string;
      };
  /**
   * @maxItems 30
   */
  disabledSelectors?: string[];
  /**
   * @maxItems 30
   */
  enabledSelectors?: string[];
  logo?: string;
}

/**
 * @maxItems 200
 */
export type NavigationSettingsDisabledOnPagesValue = string[];

/**
 * @maxItems 50
 */
export type NavigationSettingsLogoSettingsValue = {
  matchingPath: string;
  homepage: string;
  logo: string;
  type?: string;
  target?: "_self" | "_blank";
}[];

/**
 * @maxItems 100
 */
export type NavigationSettingsRedesignPathsValue = string[];

/**
 * @maxItems 100
 */
export type NavigationSettingsEvPathsValue = string[];

/**
 * @maxItems 200
 */
export type PredefinedLinksSettingsPredefinedLinksValue = {
  alias: string;
  url: string;
}[];

/**
 * Every settings key the schemas declare, written as it is stored (the namespace, then the
 * property path), -> its value: the stored string, or for a JSON key (x-json, see JsonSettingKey)
 * the shape its JSON parses to. A value is checked against its schema when it is written; a key
 * on a language's pages may be overridden by `{key}@{lang}` (runtime/core/settings.ts).
 */
export interface SettingTypes {
  /** عنوان مزوّد الدخول الموحّد (Issuer) — The provider's issuer URL; its /.well-known/openid-configuration is read. Empty turns single sign-on off (unless OIDC_ISSUER is set). */
  "auth.oidc.issuer": string;
  /** معرّف العميل (Client ID) — The site's client id at the provider (OIDC_CLIENT_ID wins). */
  "auth.oidc.client_id": string;
  /** الجمهور المطلوب (Audience) — Sent as audience on the authorisation request when set (OIDC_AUDIENCE wins). */
  "auth.oidc.audience": string;
  /** معرّف النسخة (Instance ID) — Sent as instance_id on the authorisation request when set (OIDC_INSTANCE_ID wins). */
  "auth.oidc.instance_id": string;
  /** عنوان صفحة التفويض — Overrides the authorisation endpoint of the discovery document; empty keeps the discovered one (OIDC_AUTHORIZATION_URL wins). */
  "auth.oidc.authorization_url": string;
  /** دور المستخدم الجديد عبر الدخول الموحّد — Role given to a user on the first single sign-on (OIDC_DEFAULT_ROLE wins). */
  "auth.oidc.default_role": string;
  /** تفعيل النافذة المنبثقة */
  "basic_popup.is_enabled": string;
  /** العنوان */
  "basic_popup.header": string;
  /** النص — Plain text; line breaks are kept. */
  "basic_popup.body": string;
  /** الأزرار */
  "basic_popup.buttons": BasicPopupSettingsButtonsValue;
  /** يبدأ في — A date (2025-06-01) or date and time with its offset (2025-06-01T09:00:00+04:00). Empty: already started. */
  "basic_popup.start_date": string;
  /** ينتهي في — Same form as the start. Empty: never ends. */
  "basic_popup.end_date": string;
  /** الصفحات التي تظهر فيها — Site paths, * for any characters: ["/*"] everywhere, ["/offers/*"] the offers only. Paths are compared with and without the language base (/ar). */
  "basic_popup.matching_paths": BasicPopupSettingsMatchingPathsValue;
  /** تذكّر الإغلاق في — Where a dismissal is remembered: localStorage (until cleared), sessionStorage (this tab's session), cookie (cookie_expiry_days days) or none (shown on every page load). */
  "basic_popup.store_type": string;
  /** بادئة مفتاح الإغلاق — The dismissal is stored as {namespace}-local-closed, -session-closed or -cookie-closed; change it to show the popup again to everyone. */
  "basic_popup.namespace": string;
  /** مدة ملف الارتباط بالأيام */
  "basic_popup.cookie_expiry_days": string;
  /** مسار صفحة المخزون (احتياطي) — The listing page path (for example stock, or /ar/stock) read when stock_locator.stock_page_path is empty. Empty as well: the home page. */
  "cars_inventory_ssr.ci_stock_page_path": string;
  /** طريقة طلب الموافقة — basic shows the site's banner; none asks nothing and accepts every cookie; onetrust leaves the choice to that consent manager (loaded by a metahead), its events mapped to scopes. Another name falls back to basic. */
  "cookie_consent.strategy": string;
  /** نص بديل المحتوى المحجوب — Shown instead of third-party content (maps, videos) while consent is missing. Empty: the site's text, 'This content is hidden to respect your choice to say no to marketing cookies, as this is the only way we can block third party cookies.' in the visitor's language. */
  "cookie_consent.default_placeholder": string;
  /** لغة مدير الموافقة — The language code passed to a third-party consent manager (ar, en). */
  "cookie_consent.settings.culture": string;
  /** عنوان اللافتة — The basic banner's heading; empty: the site's text. */
  "cookie_consent.strategies.basic.title": string;
  /** نص اللافتة — The basic banner's explanation; empty: the site's text. */
  "cookie_consent.strategies.basic.description": string;
  /** رابط سياسة الخصوصية — Linked from the banner when set (site-relative /privacy-policy or https). */
  "cookie_consent.strategies.basic.privacy_url": string;
  /** ربط فئات OneTrust بالنطاقات — Category id -> scope. Unlisted categories count as optional. Default: C0001 obligatory, C0002 and C0004 optional. */
  "cookie_consent.strategies.onetrust.category_map": CookieConsentSettingsStrategiesOnetrustCategoryMapValue;
  /** لافتة مختصرة — When set, the banner is this variant instead: a title and one accept-all button. */
  "cookie_consent.content": CookieConsentSettingsContentValue;
  /** عنوان خدمة أسعار الصرف — The exchange-rate service. Empty: no request is made (the local service answers instead). */
  "currency_exchange.api_url": string;
  /** مسار سعر الصرف في الرد — Dot-separated path of the rate in the service's JSON answer (default 'data'). */
  "currency_exchange.response_key": string;
  /** مسار تاريخ البدء في الرد — Dot-separated path of the rate's start date in the answer (default 'startdate'). */
  "currency_exchange.start_date_key": string;
  /** صنف عناصر الأسعار المحوَّلة — Not a key the document names; it says the class is configurable. Elements with this class have their price converted by the rate, truncated to a whole number. */
  "currency_exchange.class_name": string;
  /** سعر صرف ثابت (الخدمة المحلية) — Not a key the document names: the rate the local service answers with when api_url is empty (offline). Empty: no rate. */
  "currency_exchange.fixed_rate": string;
  /** ربط فئات الصفحات — A JSON object of category -> regular expression (JavaScript syntax, no slashes or flags), tested in the listed order against the page's path plus its query as the address bar shows it, decoded (/ar/offers/summer?utm_source=news); the first match gives the page_category. For example {"offers": "^/[a-z-]+/offers", "test_drive": "test-drive"}. Invalid JSON logs 'Invalid JSON in data_layers.page_category_mapping' and the fallbacks apply; an entry that is not a regular expression is ignored with a log naming its category. */
  "data_layers.page_category_mapping": DataLayersSettingsPageCategoryMappingValue;
  /** السوق — Not a key the document names: the market pushed with every page (ISO 3166 code, upper case). Empty pushes null. Default AE, the documented default market. */
  "data_layers.market": string;
  /** اسم التطبيق — Not a key the document names: the application pushed with every page, naming this site among the tag manager's sources. Empty means rdx. */
  "data_layers.application": string;
  /** الاستراتيجيات المفعّلة — Comma-separated: mena_external_sl, mena_offers, url_brands, reffine_sl. A strategy that is not enabled has no values, so content that names it is shown. */
  "dynamic_content.enabled_strategies": string;
  /** إعداد مخزون السيارات الخارجي — mena_external_sl: GET api_key (a URL); the answer is an array whose first object's keys are the values. */
  "dynamic_content.mena_external_sl__config": DynamicContentSettingsMenaExternalSlConfigValue;
  /** إعداد قوائم Reffine — reffine_sl: GET {api_base_url}/public_api/dynamic_content/{uuid,...} with the unique uuids of lists_to_check; each list is named for the dc_strategy value {name, value}. */
  "dynamic_content.reffine_sl__config": DynamicContentSettingsReffineSlConfigValue;
  /** نص التنبيه — What the confirmation says; empty: the site's text. */
  "exit_popup.copy": string;
  /** نص زر المتابعة — The 'go' button; empty: the site's text. */
  "exit_popup.ok": string;
  /** نص زر الإلغاء — Empty: no cancel button (Escape, the backdrop and the close button still close it). */
  "exit_popup.cancel": string;
  /** الروابط التي تطلب التأكيد — One regular expression per line, tested case-insensitively on the link's absolute URL without its query (e.g. ^https://shop\.example\.com/). Empty: no link asks. Invalid lines are ignored. */
  "exit_popup.do_url": string;
  /** الروابط المستثناة — One regular expression per line; a link matching one never asks. Invalid lines are ignored. */
  "exit_popup.dont_url": string;
  /** مزود التحقق من الروبوتات — local: the site's own check (offline); recaptcha: Google reCAPTCHA v2 (the secret from RECAPTCHA_SECRET). */
  "forms.captcha_provider": string;
  /** مفتاح موقع reCAPTCHA */
  "forms.recaptcha_site_key": string;
  /** نظام إدارة علاقات العملاء — The CRM system a form's crm integration targets deliver to: none, local (the site's CRM inbox) or salesforce (Web-to-Lead). */
  "forms.crm_system": string;
  /** السماح بعناوين الشبكة الخاصة للويب هوك — Webhook targets in private, loopback or link-local address ranges are refused unless this is on. */
  "forms.allow_private_webhooks": string;
  /** مرسل رسائل النماذج — The From address of notifications and confirmations. */
  "forms.mail_from": string;
  /** عنوان خدمة التحقق من البريد الإلكتروني — The e-mail verification service fields with verify_email use (POST {email}, the key from EMAIL_VERIFICATION_KEY). Empty: the offline verifier (the address's shape only). */
  "forms.email_verification_url": string;
  /** اسم الموقع */
  "general.app_name": string;
  /** صفحة الخطأ 404 — HTML rendered as the 404 page, or JSON {heading, image_id, paragraph, button_label} overriding the hero banner's texts. */
  "general.404_page": string;
  /** المنطقة الزمنية للموقع — IANA time zone of offer schedules (Asia/Dubai, Europe/London, UTC); a name the server does not know is refused. */
  "general.site_timezone": string;
  /** عنوان مكتبة الوسائط — Origin of image URLs; empty means this server. */
  "general.media_library_url": string;
  /** HTML التذييل البديل — Raw HTML shown as the footer when every JSON part of the page's footer variant is empty. */
  "general.footer.content": string;
  /** أعمدة التذييل — topFooter: columns of type links or social, each with rows {heading, heading_html_tag, heading_link {url, target}, items}. Targets are _self or _blank; an image item needs image.src; any other item but a wrapper needs a label; invalid items are dropped; a row is kept only with items or a linked heading. */
  "general.footer.content.top_footer": GeneralSettingsFooterContentTopFooterValue;
  /** روابط وسط التذييل — mediumFooter: items (the same rules as the columns' items). */
  "general.footer.content.medium_footer": GeneralSettingsFooterContentMediumFooterValue;
  /** HTML وسط التذييل */
  "general.footer.content.middle_html": string;
  /** HTML أسفل التذييل */
  "general.footer.content.bottom_footer": string;
  /** شريط البحث في التذييل — searchbar: {placeholder}; the footer shows a site search when set. */
  "general.footer.content.searchbar": GeneralSettingsFooterContentSearchbarValue;
  /** أعمدة التذييل (الصفحات المعاد تصميمها) — topFooter: columns of type links or social, each with rows {heading, heading_html_tag, heading_link {url, target}, items}. Targets are _self or _blank; an image item needs image.src; any other item but a wrapper needs a label; invalid items are dropped; a row is kept only with items or a linked heading. */
  "general.redesign_config.footer.content.top_footer": GeneralSettingsRedesignConfigFooterContentTopFooterValue;
  /** روابط وسط التذييل (الصفحات المعاد تصميمها) — mediumFooter: items (the same rules as the columns' items). */
  "general.redesign_config.footer.content.medium_footer": GeneralSettingsRedesignConfigFooterContentMediumFooterValue;
  /** HTML وسط التذييل (الصفحات المعاد تصميمها) */
  "general.redesign_config.footer.content.middle_html": string;
  /** HTML أسفل التذييل (الصفحات المعاد تصميمها) */
  "general.redesign_config.footer.content.bottom_footer": string;
  /** شريط البحث في التذييل (الصفحات المعاد تصميمها) — searchbar: {placeholder}; the footer shows a site search when set. */
  "general.redesign_config.footer.content.searchbar": GeneralSettingsRedesignConfigFooterContentSearchbarValue;
  /** أعمدة التذييل (صفحات السيارات الكهربائية) — topFooter: columns of type links or social, each with rows {heading, heading_html_tag, heading_link {url, target}, items}. Targets are _self or _blank; an image item needs image.src; any other item but a wrapper needs a label; invalid items are dropped; a row is kept only with items or a linked heading. */
  "general.l460_bev_config.footer.content.top_footer": GeneralSettingsL460BevConfigFooterContentTopFooterValue;
  /** روابط وسط التذييل (صفحات السيارات الكهربائية) — mediumFooter: items (the same rules as the columns' items). */
  "general.l460_bev_config.footer.content.medium_footer": GeneralSettingsL460BevConfigFooterContentMediumFooterValue;
  /** HTML وسط التذييل (صفحات السيارات الكهربائية) */
  "general.l460_bev_config.footer.content.middle_html": string;
  /** HTML أسفل التذييل (صفحات السيارات الكهربائية) */
  "general.l460_bev_config.footer.content.bottom_footer": string;
  /** شريط البحث في التذييل (صفحات السيارات الكهربائية) — searchbar: {placeholder}; the footer shows a site search when set. */
  "general.l460_bev_config.footer.content.searchbar": GeneralSettingsL460BevConfigFooterContentSearchbarValue;
  /** واجهة الوكلاء في التذييل — The retailers API; the footer's retailers area is shown when set (the site ships a local source with demo retailers). */
  "general.mena_retailers.footer.config.api": string;
  /** عناصر الزر العائم — The global FAB's items (JSON): link, label, target, type, icon, dc_strategy {key, value}, use_dc_fallback, fallback {link, label, icon}. 4 show on desktop, 3 on phones; empty (and no FAB block on the page) disables the FAB. */
  "general.global_fab": GeneralSettingsGlobalFabValue;
  /** النمط الثانوي للزر العائم — 'true' draws the FAB in its secondary (light) style. */
  "general.global_fab_secondary": string;
  /** الزر العائم كروابط سريعة — 'true' folds the FAB's items behind an expand button (quick links). */
  "general.global_fab_quick_links": string;
  /** عكس موضع الروابط السريعة — 'true' puts the FAB on the other side of the screen. */
  "general.global_fab_quick_links_reversed_position": string;
  /** نص زر توسيع الروابط السريعة */
  "general.global_fab_quick_links_expand_button_label": string;
  /** يتطلب تسجيل الدخول لكل الموقع — 'true' makes every CMS page, the showroom and the order-online routes private and adds /auth-exchange; REQUIRE_USER_LOGIN=true in the environment does the same. */
  "general.require_user_login": string;
  /** مفتاح خدمة الخرائط — The maps service's API key, read by the retailer blocks' maps (with the places library). Empty: the retailer blocks show their list without a map. */
  "general.maps_key": string;
  /** منطقة الخرائط — The region the maps service biases results to (a two-letter country code, e.g. AE). */
  "general.maps_region": string;
  /** لغة الخرائط — The language of the maps' labels (e.g. ar, en); empty: the page's language. */
  "general.maps_language": string;
  /** سكربت بوابة المالكين — The owner portal's script, loaded (deferred) on every page when set: an https URL or a path on this site. The page's Content-Security-Policy allows exactly its origin. */
  "general.owner_portal_script_url": string;
  /** عنوان واجهة الحجوزات — The base URL of the lead API the blocks call (/api/leads, /api/stripe/create_payment_intent). Empty: this server, which implements it. */
  "l460BevConfig.api_url": string;
  /** الحجز المسبق مفتوح — 'true': visitors can reserve and cancel. Anything else: both blocks show their page-unavailable view and the lead API refuses new reservations (404 programme_unavailable). */
  "l460BevConfig.enabled": string;
  /** قائمة السيارات المخصصة للحجز — The publication list of the stock vehicles the programme reserves (one reservation per vehicle): each reservation takes a free vehicle of this list. */
  "l460BevConfig.listing": string;
  /** رسوم الحجز — The reservation fee in the currency's major units (e.g. 5000 or 5000.50), charged by card. A reservation keeps the fee it was made with. */
  "l460BevConfig.reservation_fee": string;
  /** عملة رسوم الحجز — ISO 4217 code of the fee (AED, SAR, USD…). */
  "l460BevConfig.currency": string;
  /** مدة حجز السيارة أثناء الدفع (بالدقائق) — How long the vehicle is held for a visitor at checkout (the soft lock; 1 to 120 minutes). When it runs out unpaid, the vehicle is released. */
  "l460BevConfig.soft_lock_minutes": string;
  /** التحقق من الهاتف برسالة نصية — 'true': a reservation needs a phone number verified by an SMS code, and a cancellation a fresh code sent to the reservation's phone. The server checks the verification, not the browser. */
  "l460BevConfig.require_phone_verification": string;
  /** استرداد الرسوم عند الإلغاء — automatic: a cancellation refunds the fee at once (it stays 'awaiting cancellation' only while the provider has not answered); manual: it waits for the distributor's refund in the admin. */
  "l460BevConfig.refund_on_cancellation": string;
  /** صفحة إلغاء الحجز — The page holding the cancellation block, without the language (e.g. range-rover-electric/pre-order/cancel: under navigation.ev_paths, with a pre-order segment, it gets the programme's logo-only navigation): the confirmation e-mail's cancellation link leads there. */
  "l460BevConfig.cancel_page_path": string;
  /** بريد فريق المبيعات للحجوزات — Comma-separated addresses told of every paid reservation and every cancellation. Empty: nobody. */
  "l460BevConfig.recipients": string;
  /** لغات مبدّل اللغة — JSON list of language URL codes (ar, en, he, pt-br…) the header's language switch offers, in this order. Each links to the page's version in that language, or to that language's home page. An empty list hides the switch. */
  "languages.switch": LanguagesSettingsSwitchValue;
  /** خط السوق — The per-market font set: default (Noto Sans Arabic with the Latin face), israel (Hebrew first), iraq (Noto Naskh-style Arabic for Iraq) or japan (Japanese first). */
  "languages.market_font": string;
  /** خطوط العبرية — 'true' puts the Hebrew font first on every page, whatever the market font; Hebrew pages always use it. */
  "languages.hebrew_fonts": string;
  /** عنوان خدمة العروض — GET answers an array of offers (car_model_key plus any properties); a string answer counts as no offers. The default, /public_api/offers, is this site's own offers (kept in the database and managed in the admin), read without a network round trip; an http(s) URL is fetched. Empty: no offers source ('Missing api url: mena.offers_api_url'). */
  "mena.offers_api_url": string;
  /** لغة موجز الأخبار — One of en, ar, fr, ge, ru; anything else is read as 'en'. */
  "mena_news.locale": string;
  /** سوق الأخبار — A market code, checked upper-cased: DZ, AM, KZ, IR, BH, JO, YE, QA, AE, TN, OM, AZ, GE, EG, IQ, KW, LB, MA, PS, SA; anything else is read as 'AE'. */
  "mena_news.market": string;
  /** لغة تنسيق تاريخ النشر — The BCP 47 locale news dates are written in (en-GB: 12 March 2025; ar-AE: ١٢ مارس ٢٠٢٥); a locale the server does not know is read as en-GB. */
  "mena_news.date_locale": string;
  /** عنوان تاريخ النشر — Written before each publication date (for example 'نُشر في'); empty: the date alone. */
  "mena_news.publication_date_label": string;
  /** نص رابط العودة إلى الأخبار — The back link of a news page. Empty: the site language's text ('العودة إلى قسم الأخبار' in Arabic, 'Back to News Section' in English, the document's default). */
  "mena_news.back_button_label": string;
  /** وسوم meta إضافية — A JSON array of {name, content} or {property, content} (exactly one of name and property, and content; no other attribute, so no http-equiv or charset): for example [{"name": "google-site-verification", "content": "…"}, {"property": "fb:app_id", "content": "…"}]. A name starts with a letter and holds letters, digits and _ . : -. The names the page writes itself (description, robots, viewport, theme-color, og:title, og:description, og:image, og:url, og:locale, og:site_name, og:type, twitter:card) are refused. Values are written escaped, never as HTML. */
  "meta": MetaSettingsMetaValue;
  /** إعدادات التنقل الخارجي — JSON {url: {origin}, locale?, disabledSelectors?, enabledSelectors?, logo?}. The header asks GET {origin}/naas/nav.locale={locale}[.disable{selector}...][.enable{selector}...][.logo={logo}].json. locale: one locale for every site language ("ar_AE"), or one per site language ({"ar": "ar_AE", "en": "en_GB"}); absent, the site language decides (ar → ar_AE, en → en_GB, he → he_IL) and any other language asks for en_GB. Empty: the v2 navigation. */
  "naas_navigation.configuration": NaasNavigationSettingsConfigurationValue;
  /** اسم الموزع في التنقل الخارجي — Not a key the document names: fills {{retailer-name}} in the service's HTML (HTML-escaped). */
  "naas_navigation.retailer_name": string;
  /** رابط الموزع في التنقل الخارجي — Not a key the document names: fills {{retailer-url}} in the service's HTML (HTML-escaped; a link the sanitiser would refuse is dropped). */
  "naas_navigation.retailer_url": string;
  /** صفحات بلا تنقل ولا زر عائم — JSON list of site paths ("/" is the home page) on which the navigation menu and the global FAB are hidden. */
  "navigation.disabled_on_pages": NavigationSettingsDisabledOnPagesValue;
  /** الشعار حسب المسار — JSON list of {matchingPath, homepage, logo, type?, target?}: on paths under matchingPath the header shows logo linking to homepage, and type names the favicon (/favicon-{type}.ico). An entry lacking matchingPath, homepage or logo discards the whole list (with a warning). */
  "navigation.logo_settings": NavigationSettingsLogoSettingsValue;
  /** التنقل الخفيف — 'true' shows the redesigned light navigation (logo and a menu button) on every page; redesigned pages always show it. */
  "navigation.light_variant": string;
  /** مسارات الصفحات المعاد تصميمها — JSON list of path prefixes: these pages show the light navigation and read general.redesign_config.footer.content.*. */
  "navigation.redesign_paths": NavigationSettingsRedesignPathsValue;
  /** مسارات برنامج السيارات الكهربائية — JSON list of path prefixes of the electric-vehicle programme: these pages read general.l460_bev_config.footer.content.*, and those with a segment containing 'pre-order' show the logo-only navigation. */
  "navigation.ev_paths": NavigationSettingsEvPathsValue;
  /** تفعيل تكامل الشريك — 'true' replaces the vehicle buttons with the partner's button when the URL carries opportunity_id. */
  "ntt_cxp_sl.enabled": string;
  /** نص زر الشريك */
  "ntt_cxp_sl.button_label": string;
  /** عنوان العودة إلى تطبيق الشريك — Where the partner's button goes: opportunity_id, cxp_env, vehicle_stock_id (the vehicle's id) and vehicle_api_endpoint (the vehicle's API URL) are added to its query. Empty: no button. */
  "ntt_cxp_sl.cxp_redirect_url": string;
  /** مفتاح خدمة الإبلاغ عن الأخطاء — The error-reporting service's API key. Empty: no error reporting (nothing is loaded in the browser). */
  "performance.error_reporting_api_key": string;
  /** عنوان استقبال تقارير الأخطاء — Where the server forwards each report (POST JSON, the key as a Bearer token). Empty: the local service, which writes reports to the server log. */
  "performance.error_reporting_url": string;
  /** الروابط المعرّفة مسبقاً — A JSON array of {alias, url}. */
  "predefined_links": PredefinedLinksSettingsPredefinedLinksValue;
  /** المعاملات المنقولة — Not a key the document names; it says the parameters are configured. Comma-separated query parameter names copied from the current URL onto a predefined link that lacks them. */
  "predefined_links.pass_through_params": string;
  /** فاصل الآلاف — delimiter: the thousands separator of amounts (Price settings table). Empty: no grouping. */
  "price.currency_delimiter": string;
  /** فاصل الآلاف في حاسبة التمويل — calculatorDelimiter: the thousands separator in the finance calculator. */
  "price.finance_calculator_currency_delimiter": string;
  /** رمز العملة — symbol: what '%' stands for in the formats. */
  "price.currency_symbol": string;
  /** رمز العملة في حاسبة التمويل — calculatorSymbol: what '%' stands for in the finance calculator's formats. */
  "price.finance_calculator_currency_symbol": string;
  /** صيغة السعر — priceFormat: the default format, used when a price has no type (and for '@' in the strings). '^' is the amount, '%' the symbol. */
  "price.price_format": string;
  /** صيغة السعر في حاسبة التمويل — calculatorPriceFormat: the finance calculator's value format ('^' amount, '%' symbol). */
  "price.finance_calculator_format": string;
  /** نص سعر الشراء — fullString: a purchase price ('^' amount, '%' symbol, '@' the amount in priceFormat). May hold HTML, which the formatter can strip. */
  "price.full_string": string;
  /** نص السعر الكامل في حاسبة التمويل — calculatorFullString: the finance calculator's full string. */
  "price.finance_calculator_full_string": string;
  /** نص سعر الإيجار التمويلي — leaseFullString: a lease price; '@' is the amount in priceFormat. */
  "price.lease_full_string": string;
  /** نص سعر الإيجار المختصر — leaseShortString: a lease price where space is short. */
  "price.lease_short_string": string;
  /** نص سعر الاشتراك — Not in the Price settings table, which names no key for it; the document gives the subscription string 'from % ^ / Month'. A subscribe price uses it. */
  "price.subscription_string": string;
  /** نص سعر العرض — offerString: an offer's price. */
  "price.offer_string": string;
  /** رمز العملة ISO — currencyIso: the ISO 4217 code of the currency (analytics, currency exchange). */
  "price.currency_iso": string;
  /** صيغة سعر التأجير — rentACarFormat: a rent-a-car price ('^' amount, '%' symbol). The document gives no default; this is the value format's. */
  "price.rent_block_format": string;
  /** إظهار السعر المزدوج — doublePriceFeature: 'true' shows each price a second time, converted by the double price rate, in the double price symbol. The document names the value, not its key. */
  "price.double_price_feature": string;
  /** رمز العملة الثانية — doublePriceSymbol (default EUR). */
  "price.double_price_symbol": string;
  /** سعر التحويل للعملة الثانية — doublePriceRate: the second price is the amount times this number (default 1). */
  "price.double_price_rate": string;
  /** المنازل العشرية للسعر الثاني — doublePriceDecimals: decimals of the second price (default 0). */
  "price.double_price_decimals": string;
  /** الأرقام — Not in the document: the digits amounts are written in. latin (0-9, the default: what the thousands separator ',' and prices in the Gulf markets use) or arabic-indic (٠-٩). */
  "price.digits": string;
  /** تفعيل البحث المنبثق — 'true' shows the popup search in the layout. */
  "search.popup.enabled": string;
  /** السماح بـ HTML والسكربت الخام — 'false' switches raw HTML and script (HTML Box, 404 page HTML, footer HTML, metaheads) off for everyone, admins included. */
  "security.raw_html_enabled": string;
  /** الخدمات الداخلية المسموح للخادم بطلبها — What the server may call although it is not a public address (runtime/adapters/egress.ts): host names (crm.internal), host:port (127.0.0.1:8080), addresses and CIDR ranges (10.20.0.0/16, fd00::/8), separated by commas or lines. Every other outbound request (the services these settings name, webhooks, the CRM) must reach a public address. Empty: public addresses only. */
  "security.egress_allowed_hosts": string;
  /** السوق — 'overseas' enables the Overseas Stock Locator block; 'mobility' the mobility market. Empty: the standard market. */
  "stock_locator.market": string;
  /** العلامة الرئيسية — Not a key the document names: the site's main brand, left out of showroom slugs (001 §2). Default Land Rover. */
  "stock_locator.main_brand": string;
  /** مسار صفحة المخزون — The listing page path the showroom's back button returns to (for example stock). Empty: cars_inventory_ssr.ci_stock_page_path. */
  "stock_locator.stock_page_path": string;
  /** عنوان النافذة الافتتاحية */
  "stock_locator.stock_init_popup_header": string;
  /** محتوى النافذة الافتتاحية — HTML shown in a popup when the stock locator first opens (once per session). Empty: no popup. */
  "stock_locator.stock_init_popup_content": string;
  /** عنوان خدمة الوكلاء — The dealers endpoint of the postcode search (GET {endpoint}?q[brand_eq]&q[state_eq]&q[postcode_eq]&q[locality_eq]; reads data.data). Default this server's /public_api/listing//default/retailers. Empty: 'Error occurred while fetching dealers: No API URL has been provided.' and no dealers. */
  "stock_locator.endpoint_dealers": string;
  /** عنوان الوكلاء الاحتياطي — Read when the dealers endpoint fails (reads data.data). Empty: none. */
  "stock_locator.fallback_dealers": string;
  /** عنوان خيارات الاستبدال — Trade-in form options (GET {endpoint}?lang=…; reads data.data). Default this server's /trade_in/form_options. */
  "stock_locator.endpoint_trade_in": string;
  /** الميزات الإضافية — The additional features switched on (001 §9), comma separated: postcode_search, owner_visible, display_selected_vehicles, postcode_filter. */
  "stock_locator.features": string;
  /** الولاية الافتراضية — Not a key the document names: the state whose drive-away price a new vehicle shows before the visitor chose one (price_metadata key). Empty: the retailer price. */
  "stock_locator.default_state": string;
  /** ترجمة عدد المقاعد — Custom 'seats' translations: JSON of number -> label. Invalid JSON logs 'Cannot parse custom "seats" translations' and the built-in label is used. */
  "stock_locator.seats_translations": string;
}

/** Every settings key the schemas declare. */
export type SettingKey = keyof SettingTypes;

/** The keys whose value is JSON held as a string (x-json): read them parsed, by settingJson. */
export type JsonSettingKey = "basic_popup.buttons" | "basic_popup.matching_paths" | "cookie_consent.strategies.onetrust.category_map" | "cookie_consent.content" | "data_layers.page_category_mapping" | "dynamic_content.mena_external_sl__config" | "dynamic_content.reffine_sl__config" | "general.footer.content.top_footer" | "general.footer.content.medium_footer" | "general.footer.content.searchbar" | "general.redesign_config.footer.content.top_footer" | "general.redesign_config.footer.content.medium_footer" | "general.redesign_config.footer.content.searchbar" | "general.l460_bev_config.footer.content.top_footer" | "general.l460_bev_config.footer.content.medium_footer" | "general.l460_bev_config.footer.content.searchbar" | "general.global_fab" | "languages.switch" | "meta" | "naas_navigation.configuration" | "navigation.disabled_on_pages" | "navigation.logo_settings" | "navigation.redesign_paths" | "navigation.ev_paths" | "predefined_links";

/** The keys whose value is read as the stored string. */
export type PlainSettingKey = Exclude<SettingKey, JsonSettingKey>;
