// Generated from schemas/settings/ by `npm run generate`. Do not edit: change the schema and regenerate.

/**
 * @maxItems 4
 */
export type BasicPopupSettingsButtonsValue = {
  type: ("primary" | "secondary") & string;
  url: string;
  icon: string;
  text: string;
  target: ("_self" | "_blank") & string;
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
   * موضع زر القبول: قبل العنوان أو في النهاية.
   */
  accept_button_position: ("start" | "end") & string;
  title_level: ("h2" | "h3" | "h4" | "h5" | "h6") & string;
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
  type: ("links" | "social") & string;
  /**
   * @maxItems 10
   */
  rows: {
    heading?: string;
    heading_html_tag: ("h2" | "h3" | "h4" | "p") & string;
    heading_link?: {
      url?: string;
      target: ("_self" | "_blank") & string;
    };
    /**
     * @maxItems 40
     */
    items?: {
      label?: string;
      id?: string;
      class?: string;
      url?: string;
      target: ("_self" | "_blank") & string;
      rel?: string;
      icon?: string;
      type: ("link" | "social" | "image" | "wrapper") & string;
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
      tag: ("div" | "span") & string;
      /**
       * @maxItems 30
       */
      items?: {
        label?: string;
        id?: string;
        class?: string;
        url?: string;
        target: ("_self" | "_blank") & string;
        rel?: string;
        icon?: string;
        type: ("link" | "social" | "image" | "wrapper") & string;
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
        tag: ("div" | "span") & string;
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
  target: ("_self" | "_blank") & string;
  rel?: string;
  icon?: string;
  type: ("link" | "social" | "image" | "wrapper") & string;
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
  tag: ("div" | "span") & string;
  /**
   * @maxItems 30
   */
  items?: {
    label?: string;
    id?: string;
    class?: string;
    url?: string;
    target: ("_self" | "_blank") & string;
    rel?: string;
    icon?: string;
    type: ("link" | "social" | "image" | "wrapper") & string;
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
    tag: ("div" | "span") & string;
  }[];
}[];

export interface GeneralSettingsFooterContentSearchbarValue {
  placeholder?: string;
}

/**
 * @maxItems 8
 */
export type GeneralSettingsRedesignConfigFooterContentTopFooterValue = {
  type: ("links" | "social") & string;
  /**
   * @maxItems 10
   */
  rows: {
    heading?: string;
    heading_html_tag: ("h2" | "h3" | "h4" | "p") & string;
    heading_link?: {
      url?: string;
      target: ("_self" | "_blank") & string;
    };
    /**
     * @maxItems 40
     */
    items?: {
      label?: string;
      id?: string;
      class?: string;
      url?: string;
      target: ("_self" | "_blank") & string;
      rel?: string;
      icon?: string;
      type: ("link" | "social" | "image" | "wrapper") & string;
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
      tag: ("div" | "span") & string;
      /**
       * @maxItems 30
       */
      items?: {
        label?: string;
        id?: string;
        class?: string;
        url?: string;
        target: ("_self" | "_blank") & string;
        rel?: string;
        icon?: string;
        type: ("link" | "social" | "image" | "wrapper") & string;
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
        tag: ("div" | "span") & string;
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
  target: ("_self" | "_blank") & string;
  rel?: string;
  icon?: string;
  type: ("link" | "social" | "image" | "wrapper") & string;
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
  tag: ("div" | "span") & string;
  /**
   * @maxItems 30
   */
  items?: {
    label?: string;
    id?: string;
    class?: string;
    url?: string;
    target: ("_self" | "_blank") & string;
    rel?: string;
    icon?: string;
    type: ("link" | "social" | "image" | "wrapper") & string;
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
    tag: ("div" | "span") & string;
  }[];
}[];

export interface GeneralSettingsRedesignConfigFooterContentSearchbarValue {
  placeholder?: string;
}

/**
 * @maxItems 8
 */
export type GeneralSettingsL460BevConfigFooterContentTopFooterValue = {
  type: ("links" | "social") & string;
  /**
   * @maxItems 10
   */
  rows: {
    heading?: string;
    heading_html_tag: ("h2" | "h3" | "h4" | "p") & string;
    heading_link?: {
      url?: string;
      target: ("_self" | "_blank") & string;
    };
    /**
     * @maxItems 40
     */
    items?: {
      label?: string;
      id?: string;
      class?: string;
      url?: string;
      target: ("_self" | "_blank") & string;
      rel?: string;
      icon?: string;
      type: ("link" | "social" | "image" | "wrapper") & string;
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
      tag: ("div" | "span") & string;
      /**
       * @maxItems 30
       */
      items?: {
        label?: string;
        id?: string;
        class?: string;
        url?: string;
        target: ("_self" | "_blank") & string;
        rel?: string;
        icon?: string;
        type: ("link" | "social" | "image" | "wrapper") & string;
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
        tag: ("div" | "span") & string;
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
  target: ("_self" | "_blank") & string;
  rel?: string;
  icon?: string;
  type: ("link" | "social" | "image" | "wrapper") & string;
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
  tag: ("div" | "span") & string;
  /**
   * @maxItems 30
   */
  items?: {
    label?: string;
    id?: string;
    class?: string;
    url?: string;
    target: ("_self" | "_blank") & string;
    rel?: string;
    icon?: string;
    type: ("link" | "social" | "image" | "wrapper") & string;
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
    tag: ("div" | "span") & string;
  }[];
}[];

export interface GeneralSettingsL460BevConfigFooterContentSearchbarValue {
  placeholder?: string;
}

/**
 * @maxItems 100
 */
export type GeneralSettingsRetailerBarPagesValue = string[];

/**
 * @maxItems 12
 */
export type GeneralSettingsGlobalFabValue = {
  link: string;
  label: string;
  target: ("_self" | "_blank") & string;
  type: ("internal" | "external" | "form" | "file") & string;
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

export interface GlobalSettingsSlBackButtonValue {
  enabled: boolean;
  /**
   * فارغ: «العودة إلى نتائج البحث».
   */
  label: string;
  /**
   * مسار صفحة أو عنوان. فارغ: صفحة المخزون.
   */
  url: string;
  /**
   * بدايات مسارات الصفحات دون رمز اللغة، مثل ["/showroom"].
   *
   * @maxItems 50
   */
  pages: string[];
}

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
     * عنوان الخدمة دون مسار، مثل https://nav.example.com.
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
  target?: ("_self" | "_blank") & string;
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
  /** عنوان مزوّد الدخول الموحّد — عنوان مزوّد الدخول الموحّد كما يعطيه مزوّد الهوية، مثل https://login.example.com. فارغ: يتوقف الدخول الموحّد ما لم يضبطه مدير الخادم. */
  "auth.oidc.issuer": string;
  /** معرّف الموقع لدى المزوّد — معرّف الموقع لدى مزوّد الهوية، كما يظهر في لوحة المزوّد. إن ضبطه مدير الخادم فقيمته هي المعتمدة. */
  "auth.oidc.client_id": string;
  /** الجمهور المطلوب — يُرسل إلى مزوّد الهوية عند الدخول إن كُتب. اتركه فارغًا ما لم يطلبه المزوّد. */
  "auth.oidc.audience": string;
  /** معرّف النسخة — يُرسل إلى مزوّد الهوية عند الدخول إن كُتب. اتركه فارغًا ما لم يطلبه المزوّد. */
  "auth.oidc.instance_id": string;
  /** عنوان صفحة التفويض — يستبدل صفحة الدخول التي يعلنها مزوّد الهوية. فارغ: تُستعمل صفحة المزوّد المعلنة. */
  "auth.oidc.authorization_url": string;
  /** دور المستخدم الجديد عبر الدخول الموحّد — الدور الذي يناله المستخدم في أول دخول موحّد له. يمكن تغييره بعدها من صفحة المستخدمين. */
  "auth.oidc.default_role": string;
  /** تفعيل النافذة المنبثقة */
  "basic_popup.is_enabled": string;
  /** العنوان */
  "basic_popup.header": string;
  /** النص — نص عادي؛ تبقى فواصل الأسطر كما هي. */
  "basic_popup.body": string;
  /** الأزرار */
  "basic_popup.buttons": BasicPopupSettingsButtonsValue;
  /** يبدأ في — تاريخ (2025-06-01) أو تاريخ ووقت مع فرق التوقيت (2025-06-01T09:00:00+04:00). فارغ: بدأت بالفعل. */
  "basic_popup.start_date": string;
  /** ينتهي في — بالصيغة نفسها التي للبداية. فارغ: لا تنتهي. */
  "basic_popup.end_date": string;
  /** الصفحات التي تظهر فيها — مسارات صفحات الموقع، و* لأي أحرف: ["/*"] في كل الصفحات، ["/offers/*"] في العروض وحدها. تُقارن المسارات مع رمز اللغة (/ar) وبدونه. */
  "basic_popup.matching_paths": BasicPopupSettingsMatchingPathsValue;
  /** تذكّر الإغلاق في — أين يُتذكّر إغلاق الزائر للنافذة: في المتصفح حتى يُمسح، أو في جلسة التبويب، أو في ملف ارتباط لعدد الأيام المحدد، أو لا شيء (تظهر عند كل تحميل). */
  "basic_popup.store_type": string;
  /** بادئة مفتاح الإغلاق — يُحفظ الإغلاق باسم يبدأ بهذه البادئة؛ غيّرها لتظهر النافذة من جديد لكل الزوار. */
  "basic_popup.namespace": string;
  /** مدة ملف الارتباط بالأيام */
  "basic_popup.cookie_expiry_days": string;
  /** مسار صفحة المخزون (احتياطي) — مسار صفحة قائمة السيارات المتوفرة، مثل stock أو ‎/ar/stock، ويُستعمل إن بقي مسار صفحة المخزون في إعدادات محدد المخزون فارغًا. فارغ أيضًا: الصفحة الرئيسية. */
  "cars_inventory_ssr.ci_stock_page_path": string;
  /** طريقة طلب الموافقة — «اللافتة الأساسية» تُظهر شريط الموقع؛ «بدون طلب موافقة» لا يسأل ويقبل كل ملفات الارتباط؛ OneTrust يترك الاختيار لمدير الموافقة ذاك. */
  "cookie_consent.strategy": string;
  /** نص بديل المحتوى المحجوب — يظهر مكان محتوى الأطراف الأخرى (الخرائط والفيديو) ما دامت الموافقة غائبة. فارغ: نص الموقع بلغة الزائر. */
  "cookie_consent.default_placeholder": string;
  /** لغة مدير الموافقة — رمز اللغة الذي يُمرَّر إلى مدير موافقة خارجي (ar، en). */
  "cookie_consent.settings.culture": string;
  /** عنوان اللافتة — عنوان الشريط؛ فارغ: نص الموقع. */
  "cookie_consent.strategies.basic.title": string;
  /** نص اللافتة — شرح الشريط؛ فارغ: نص الموقع. */
  "cookie_consent.strategies.basic.description": string;
  /** رابط سياسة الخصوصية — رابط من الشريط عند تحديده (مسار في الموقع مثل /privacy-policy أو عنوان https). */
  "cookie_consent.strategies.basic.privacy_url": string;
  /** ربط فئات مدير الموافقة بالنطاقات — رقم الفئة ← النطاق. الفئات غير المذكورة تُعد اختيارية. الافتراضي: C0001 إلزامية، وC0002 وC0004 اختيارية. */
  "cookie_consent.strategies.onetrust.category_map": CookieConsentSettingsStrategiesOnetrustCategoryMapValue;
  /** لافتة مختصرة — عند تحديده يظهر الشريط بهذا الشكل بدلًا من المعتاد: عنوان وزر واحد لقبول الكل. */
  "cookie_consent.content": CookieConsentSettingsContentValue;
  /** عنوان خدمة أسعار الصرف — عنوان خدمة أسعار الصرف. فارغ: لا يُطلب شيء من الخارج ويجيب الموقع بالسعر الثابت أدناه. */
  "currency_exchange.api_url": string;
  /** مسار سعر الصرف في الرد — أين يقع سعر الصرف في رد الخدمة، أسماء تفصلها نقاط، مثل data أو rates.aed. الافتراضي data. */
  "currency_exchange.response_key": string;
  /** مسار تاريخ البدء في الرد — أين يقع تاريخ بدء سعر الصرف في رد الخدمة، أسماء تفصلها نقاط. الافتراضي startdate. */
  "currency_exchange.start_date_key": string;
  /** صنف عناصر الأسعار المحوَّلة — الأسعار الموسومة بهذا الصنف في الصفحة تُحوَّل بسعر الصرف وتُقرَّب إلى عدد صحيح. الافتراضي price-exchange-class. */
  "currency_exchange.class_name": string;
  /** سعر صرف ثابت (الخدمة المحلية) — سعر الصرف الذي يُستعمل حين يكون عنوان الخدمة فارغًا، مثل 3.67. فارغ: لا تحويل. */
  "currency_exchange.fixed_rate": string;
  /** ربط فئات الصفحات — يحدد فئة كل صفحة في تقارير التحليلات: لكل فئة نمط يُختبر على مسار الصفحة مع معاملاته، بالترتيب، وأول نمط مطابق يعطي الفئة. مثال: {"offers": "^/[a-z-]+/offers", "test_drive": "test-drive"}. إن لم تصح الكتابة يُتجاهل كل الربط، والنمط غير الصالح يُتجاهل وحده. */
  "data_layers.page_category_mapping": DataLayersSettingsPageCategoryMappingValue;
  /** السوق — رمز السوق المرسل مع كل صفحة إلى التحليلات: حرفان كبيران لرمز البلد، مثل AE أو SA. فارغ: بلا سوق. الافتراضي AE. */
  "data_layers.market": string;
  /** اسم التطبيق — اسم هذا الموقع كما يظهر بين مصادر مدير الوسوم في التحليلات. فارغ: rdx. */
  "data_layers.application": string;
  /** الاستراتيجيات المفعّلة — مصادر المحتوى المتغير المفعّلة، تفصلها فواصل، من بين: mena_external_sl و mena_offers و url_brands و reffine_sl. المحتوى المرتبط بمصدر غير مفعّل يظهر دائمًا. */
  "dynamic_content.enabled_strategies": string;
  /** إعداد مخزون السيارات الخارجي — عنوان خدمة المخزون الخارجية. يُقرأ أول عنصر من ردها، وأسماء حقوله هي القيم التي يختار بها المحتوى. */
  "dynamic_content.mena_external_sl__config": DynamicContentSettingsMenaExternalSlConfigValue;
  /** إعداد قوائم ريفاين — عنوان خدمة القوائم والقوائم التي تُفحص. لكل قائمة اسم وقيمة يختار بهما المحتوى. */
  "dynamic_content.reffine_sl__config": DynamicContentSettingsReffineSlConfigValue;
  /** نص التنبيه — نص التأكيد؛ فارغ: نص الموقع. */
  "exit_popup.copy": string;
  /** نص زر المتابعة — زر المتابعة؛ فارغ: نص الموقع. */
  "exit_popup.ok": string;
  /** نص زر الإلغاء — فارغ: بلا زر إلغاء (تُغلق النافذة بمفتاح Escape والخلفية وزر الإغلاق). */
  "exit_popup.cancel": string;
  /** الروابط التي تطلب التأكيد — تعبير نمطي في كل سطر يُختبر على عنوان الرابط الكامل دون معاملاته، دون تمييز حالة الأحرف (مثل ^https://shop\.example\.com/). فارغ: لا يُسأل عن أي رابط. تُهمل الأسطر غير الصالحة. */
  "exit_popup.do_url": string;
  /** الروابط المستثناة — تعبير نمطي في كل سطر؛ الرابط المطابق لأحدها لا يُسأل عنه أبدًا. تُهمل الأسطر غير الصالحة. */
  "exit_popup.dont_url": string;
  /** مزود التحقق من الروبوتات — طريقة التحقق من أن مرسل النموذج إنسان: تحقق الموقع نفسه (يعمل دون اتصال خارجي)، أو reCAPTCHA من Google (مفتاحها السري يضبطه مدير الخادم). */
  "forms.captcha_provider": string;
  /** المفتاح العام لخدمة التحقق من الروبوتات */
  "forms.recaptcha_site_key": string;
  /** نظام إدارة علاقات العملاء — إلى أين تُرسل النماذج المربوطة بنظام العملاء: لا شيء، أو صندوق العملاء في الموقع، أو Salesforce. */
  "forms.crm_system": string;
  /** السماح بعناوين الشبكة الخاصة للويب هوك — «نعم» يسمح بإرسال النماذج إلى عناوين داخل الشبكة الخاصة أو الجهاز نفسه. اتركه «لا» ما لم يطلبه فريق التقنية. */
  "forms.allow_private_webhooks": string;
  /** مرسل رسائل النماذج — عنوان المرسل في رسائل الإشعار والتأكيد، مثل no-reply@example.com. */
  "forms.mail_from": string;
  /** عنوان خدمة التحقق من البريد الإلكتروني — عنوان خدمة التحقق من البريد الإلكتروني للحقول التي تطلب ذلك (مفتاحها يضبطه مدير الخادم). فارغ: يُفحص شكل العنوان فقط. */
  "forms.email_verification_url": string;
  /** اسم الموقع */
  "general.app_name": string;
  /** صفحة الخطأ 404 — ما يظهر في صفحة «غير موجودة»: صفحة HTML كاملة، أو نصوص تستبدل نصوص الصفحة الافتراضية بهذه الصيغة: {"heading": "…", "image_id": "…", "paragraph": "…", "button_label": "…"}. */
  "general.404_page": string;
  /** المنطقة الزمنية للموقع — المنطقة الزمنية لمواعيد العروض وجداولها، مثل Asia/Dubai أو Europe/London أو UTC. يُرفض الاسم غير المعروف. */
  "general.site_timezone": string;
  /** عنوان مكتبة الوسائط — العنوان الذي تُحمَّل منه الصور، مثل https://media.example.com. فارغ: هذا الخادم. */
  "general.media_library_url": string;
  /** التذييل البديل بلغة HTML — صفحة HTML تظهر تذييلًا حين تكون كل أجزاء التذييل الأخرى فارغة. */
  "general.footer.content": string;
  /** أعمدة التذييل — أعمدة التذييل: كل عمود روابط أو حسابات تواصل، وفيه صفوف لكل منها عنوان (برابط أو بدونه) وعناصر. العنصر المصوَّر يحتاج صورة، وأي عنصر آخر يحتاج نصًا، والعناصر الناقصة تُحذف، والصف بلا عناصر ولا عنوان مرتبط لا يظهر. */
  "general.footer.content.top_footer": GeneralSettingsFooterContentTopFooterValue;
  /** روابط وسط التذييل — روابط وسط التذييل، بالقواعد نفسها التي لعناصر الأعمدة. */
  "general.footer.content.medium_footer": GeneralSettingsFooterContentMediumFooterValue;
  /** وسط التذييل بلغة HTML */
  "general.footer.content.middle_html": string;
  /** أسفل التذييل بلغة HTML */
  "general.footer.content.bottom_footer": string;
  /** شريط البحث في التذييل — نص التلميح في خانة البحث، مثل {"placeholder": "ابحث في الموقع"}. إن كُتب يظهر بحث في التذييل. */
  "general.footer.content.searchbar": GeneralSettingsFooterContentSearchbarValue;
  /** أعمدة التذييل (الصفحات المعاد تصميمها) — أعمدة التذييل في الصفحات المعاد تصميمها: كل عمود روابط أو حسابات تواصل، وفيه صفوف لكل منها عنوان (برابط أو بدونه) وعناصر. العنصر المصوَّر يحتاج صورة، وأي عنصر آخر يحتاج نصًا، والعناصر الناقصة تُحذف. */
  "general.redesign_config.footer.content.top_footer": GeneralSettingsRedesignConfigFooterContentTopFooterValue;
  /** روابط وسط التذييل (الصفحات المعاد تصميمها) — روابط وسط التذييل في الصفحات المعاد تصميمها، بالقواعد نفسها التي لعناصر الأعمدة. */
  "general.redesign_config.footer.content.medium_footer": GeneralSettingsRedesignConfigFooterContentMediumFooterValue;
  /** وسط التذييل بلغة HTML (الصفحات المعاد تصميمها) */
  "general.redesign_config.footer.content.middle_html": string;
  /** أسفل التذييل بلغة HTML (الصفحات المعاد تصميمها) */
  "general.redesign_config.footer.content.bottom_footer": string;
  /** شريط البحث في التذييل (الصفحات المعاد تصميمها) — نص التلميح في خانة البحث، مثل {"placeholder": "ابحث في الموقع"}. إن كُتب يظهر بحث في تذييل الصفحات المعاد تصميمها. */
  "general.redesign_config.footer.content.searchbar": GeneralSettingsRedesignConfigFooterContentSearchbarValue;
  /** أعمدة التذييل (صفحات السيارات الكهربائية) — أعمدة التذييل في صفحات السيارات الكهربائية: كل عمود روابط أو حسابات تواصل، وفيه صفوف لكل منها عنوان (برابط أو بدونه) وعناصر. العنصر المصوَّر يحتاج صورة، وأي عنصر آخر يحتاج نصًا، والعناصر الناقصة تُحذف. */
  "general.l460_bev_config.footer.content.top_footer": GeneralSettingsL460BevConfigFooterContentTopFooterValue;
  /** روابط وسط التذييل (صفحات السيارات الكهربائية) — روابط وسط التذييل في صفحات السيارات الكهربائية، بالقواعد نفسها التي لعناصر الأعمدة. */
  "general.l460_bev_config.footer.content.medium_footer": GeneralSettingsL460BevConfigFooterContentMediumFooterValue;
  /** وسط التذييل بلغة HTML (صفحات السيارات الكهربائية) */
  "general.l460_bev_config.footer.content.middle_html": string;
  /** أسفل التذييل بلغة HTML (صفحات السيارات الكهربائية) */
  "general.l460_bev_config.footer.content.bottom_footer": string;
  /** شريط البحث في التذييل (صفحات السيارات الكهربائية) — نص التلميح في خانة البحث، مثل {"placeholder": "ابحث في الموقع"}. إن كُتب يظهر بحث في تذييل صفحات السيارات الكهربائية. */
  "general.l460_bev_config.footer.content.searchbar": GeneralSettingsL460BevConfigFooterContentSearchbarValue;
  /** واجهة الوكلاء في التذييل — عنوان خدمة قائمة الوكلاء. إن كُتب تظهر منطقة الوكلاء في التذييل. */
  "general.mena_retailers.footer.config.api": string;
  /** شريط الوكيل المختار — «نعم» يُظهر تحت رأس الصفحة شريطًا باسم الوكيل الذي اختاره الزائر وهاتفه ورابطه، بعد أن يختار وكيلًا (رابط فيه ‎_retailer أو البحث عن وكيل في محدد المخزون). يُحفظ الاختيار في ملف ارتباط إن وافق الزائر على ملفات الارتباط الاختيارية. */
  "general.retailer_bar.enabled": string;
  /** صفحات شريط الوكيل — بدايات مسارات الصفحات التي يظهر فيها شريط الوكيل، دون رمز اللغة، مثل ["/stock", "/showroom"]. المسار "/" يعني كل الصفحات. */
  "general.retailer_bar.pages": GeneralSettingsRetailerBarPagesValue;
  /** رابط اسم الوكيل — الصفحة التي يفتحها اسم الوكيل في الشريط، مثل retailer-locator (صفحة البحث عن وكيل). فارغ: يظهر الاسم دون رابط. */
  "general.retailer_bar.link": string;
  /** عناصر الزر العائم — أزرار الزر العائم: لكل زر رابط ونص وأيقونة، ورابط بديل إن لزم. يظهر ٤ على الحاسوب و٣ على الهاتف. فارغ (ولا كتلة زر عائم في الصفحة): لا يظهر الزر العائم. */
  "general.global_fab": GeneralSettingsGlobalFabValue;
  /** النمط الثانوي للزر العائم — «نعم» يرسم الزر العائم بنمطه الفاتح. */
  "general.global_fab_secondary": string;
  /** الزر العائم كروابط سريعة — «نعم» يجمع أزرار الزر العائم خلف زر يفتحها (روابط سريعة). */
  "general.global_fab_quick_links": string;
  /** عكس موضع الروابط السريعة — «نعم» ينقل الزر العائم إلى الجهة الأخرى من الشاشة. */
  "general.global_fab_quick_links_reversed_position": string;
  /** نص زر توسيع الروابط السريعة */
  "general.global_fab_quick_links_expand_button_label": string;
  /** يتطلب تسجيل الدخول لكل الموقع — «نعم» يجعل كل صفحات الموقع وصالة العرض والطلب عبر الإنترنت للمسجلين فقط. قد يفرض مدير الخادم ذلك أيضًا. */
  "general.require_user_login": string;
  /** مفتاح خدمة الخرائط — مفتاح خدمة الخرائط لخرائط كتل الوكلاء. فارغ: تظهر قائمة الوكلاء بلا خريطة. */
  "general.maps_key": string;
  /** منطقة الخرائط — البلد الذي تفضّله نتائج الخرائط: رمز من حرفين، مثل AE. */
  "general.maps_region": string;
  /** لغة الخرائط — لغة الأسماء على الخرائط، مثل ar أو en. فارغ: لغة الصفحة. */
  "general.maps_language": string;
  /** سكربت بوابة المالكين — سكربت بوابة المالكين، يُحمَّل في كل صفحة إن كُتب: عنوان يبدأ بـ https أو مسار في هذا الموقع. لا يُسمح لأي مصدر آخر. */
  "general.owner_portal_script_url": string;
  /** شريط الرجوع إلى قائمة السيارات — شريط بارتفاع ٤٢ بكسل فوق صفحة السيارة (المفتوحة من قائمة المخزون) يعيد الزائر إلى القائمة. إن لم يصحّ المكتوب لا يظهر الشريط. */
  "global.sl_back_button": GlobalSettingsSlBackButtonValue;
  /** عنوان واجهة الحجوزات — عنوان خدمة الحجوزات التي تستدعيها كتل الحجز. فارغ: هذا الخادم. */
  "l460BevConfig.api_url": string;
  /** الحجز المسبق مفتوح — «مفتوح»: يستطيع الزوار الحجز والإلغاء. «مغلق»: تُظهر كتلتا الحجز والإلغاء أن الخدمة غير متاحة وتُرفض الحجوزات الجديدة. */
  "l460BevConfig.enabled": string;
  /** قائمة السيارات المخصصة للحجز — قائمة السيارات المتوفرة المخصصة للبرنامج: كل حجز يأخذ سيارة شاغرة منها، وسيارة واحدة لكل حجز. */
  "l460BevConfig.listing": string;
  /** رسوم الحجز — رسوم الحجز بالوحدة الكبرى للعملة، مثل 5000 أو 5000.50، تُدفع بالبطاقة. يحتفظ كل حجز بالرسوم التي حُجز بها. */
  "l460BevConfig.reservation_fee": string;
  /** عملة رسوم الحجز — رمز عملة الرسوم من ثلاثة أحرف، مثل AED أو SAR أو USD. */
  "l460BevConfig.currency": string;
  /** مدة حجز السيارة أثناء الدفع (بالدقائق) — مدة حجز السيارة للزائر أثناء الدفع، من ١ إلى ١٢٠ دقيقة. إن انتهت دون دفع تعود السيارة شاغرة. */
  "l460BevConfig.soft_lock_minutes": string;
  /** التحقق من الهاتف برسالة نصية — «مطلوب»: يحتاج الحجز رقم هاتف مؤكَّدًا برمز في رسالة نصية، ويحتاج الإلغاء رمزًا جديدًا يُرسل إلى هاتف الحجز. */
  "l460BevConfig.require_phone_verification": string;
  /** استرداد الرسوم عند الإلغاء — «تلقائي»: يُسترد المبلغ فور الإلغاء. «يدوي»: ينتظر الإلغاء أن يرد الموزع المبلغ من لوحة الإدارة. */
  "l460BevConfig.refund_on_cancellation": string;
  /** صفحة إلغاء الحجز — الصفحة التي فيها كتلة الإلغاء، دون رمز اللغة، مثل range-rover-electric/pre-order/cancel. إليها يقود رابط الإلغاء في رسالة التأكيد. */
  "l460BevConfig.cancel_page_path": string;
  /** بريد فريق المبيعات للحجوزات — عناوين بريد تُبلَّغ بكل حجز مدفوع وكل إلغاء، تفصلها فواصل. فارغ: لا أحد. */
  "l460BevConfig.recipients": string;
  /** لغات مبدّل اللغة — رموز اللغات التي يعرضها مبدّل اللغة في رأس الصفحة، بهذا الترتيب، مثل ["ar", "en"]. كل لغة تقود إلى الصفحة نفسها بتلك اللغة أو إلى رئيسيتها. قائمة فارغة تُخفي المبدّل. */
  "languages.switch": LanguagesSettingsSwitchValue;
  /** خط السوق — مجموعة الخطوط حسب السوق: الافتراضي للعربية واللاتينية، أو إسرائيل (العبرية أولًا)، أو العراق (خط عربي نسخي)، أو اليابان (اليابانية أولًا). */
  "languages.market_font": string;
  /** خطوط العبرية — «نعم» يقدّم الخط العبري في كل الصفحات أيًا كان خط السوق. الصفحات العبرية تستعمله دائمًا. */
  "languages.hebrew_fonts": string;
  /** عنوان خدمة العروض — من أين تُقرأ العروض. الافتراضي ‎/public_api/offers: عروض هذا الموقع التي تُدار من لوحة الإدارة. يمكن كتابة عنوان خدمة خارجية يبدأ بـ https. فارغ: لا عروض. */
  "mena.offers_api_url": string;
  /** لغة موجز الأخبار — لغة موجز الأخبار: en أو ar أو fr أو ge أو ru. أي قيمة أخرى تُقرأ en. */
  "mena_news.locale": string;
  /** سوق الأخبار — رمز سوق الأخبار من حرفين، مثل AE أو SA أو QA أو KW أو EG. رمز غير معروف يُقرأ AE. */
  "mena_news.market": string;
  /** لغة تنسيق تاريخ النشر — كيف تُكتب تواريخ الأخبار: ar-AE تكتب ١٢ مارس ٢٠٢٥، و en-GB بالإنجليزية. الصيغة غير المعروفة تُقرأ en-GB. */
  "mena_news.date_locale": string;
  /** عنوان تاريخ النشر — نص يُكتب قبل تاريخ النشر، مثل «نُشر في». فارغ: التاريخ وحده. */
  "mena_news.publication_date_label": string;
  /** نص رابط العودة إلى الأخبار — نص رابط العودة في صفحة الخبر. فارغ: النص الافتراضي للغة الصفحة («العودة إلى قسم الأخبار» بالعربية). */
  "mena_news.back_button_label": string;
  /** وسوم وصفية إضافية — وسوم وصفية تُضاف إلى رأس كل صفحة، لكل وسم اسم أو خاصية ومحتوى، مثل [{"name": "google-site-verification", "content": "…"}]. يبدأ الاسم بحرف. الوسوم التي تكتبها الصفحة بنفسها (الوصف والمشاركة وغيرها) تُرفض، والقيم تُكتب نصًا لا HTML. */
  "meta": MetaSettingsMetaValue;
  /** إعدادات التنقل الخارجي — إعداد خدمة التنقل الخارجية: عنوان الخدمة، ولغة الخدمة لكل لغات الموقع (مثل "ar_AE") أو لكل لغة على حدة (مثل {"ar": "ar_AE", "en": "en_GB"})، وأجزاء تُخفى أو تظهر، والشعار. فارغ: التنقل العادي للموقع. */
  "naas_navigation.configuration": NaasNavigationSettingsConfigurationValue;
  /** اسم الموزع في التنقل الخارجي — اسم الموزع الذي يظهر في التنقل الخارجي مكان اسم الموزع. */
  "naas_navigation.retailer_name": string;
  /** رابط الموزع في التنقل الخارجي — رابط الموزع الذي يظهر في التنقل الخارجي. يُحذف الرابط غير الآمن. */
  "naas_navigation.retailer_url": string;
  /** صفحات بلا تنقل ولا زر عائم — مسارات الصفحات التي تُخفى فيها قائمة التنقل والزر العائم، مثل ["/", "/offers"]. المسار "/" هو الصفحة الرئيسية. */
  "navigation.disabled_on_pages": NavigationSettingsDisabledOnPagesValue;
  /** الشعار حسب المسار — شعار مختلف حسب المسار: لكل عنصر مسار تبدأ به الصفحات، ورابط الرئيسية، والشعار، واسم أيقونة المتصفح إن لزم. إن نقص أحد الثلاثة الأولى في أي عنصر تُتجاهل القائمة كلها. */
  "navigation.logo_settings": NavigationSettingsLogoSettingsValue;
  /** التنقل الإصدار الثاني — «نعم» (الافتراضي): يتبع رأس الموقع التنقل بإصداره الثاني. «لا»: يتبع الإصدار الأول. يعرض الإصداران عناصر التنقل نفسها، وتبقى واجهتاهما البرمجيتان متاحتين دائمًا. */
  "navigation.use_v2": string;
  /** التنقل الخفيف — «نعم» يُظهر التنقل الخفيف (الشعار وزر القائمة) في كل الصفحات. الصفحات المعاد تصميمها تُظهره دائمًا. */
  "navigation.light_variant": string;
  /** مسارات الصفحات المعاد تصميمها — بدايات مسارات الصفحات المعاد تصميمها، مثل ["/ar/new"]: تُظهر التنقل الخفيف وتذييل الصفحات المعاد تصميمها. */
  "navigation.redesign_paths": NavigationSettingsRedesignPathsValue;
  /** مسارات برنامج السيارات الكهربائية — بدايات مسارات برنامج السيارات الكهربائية، مثل ["/range-rover-electric"]: تُظهر تذييل السيارات الكهربائية، والتي في مسارها pre-order تُظهر الشعار وحده في التنقل. */
  "navigation.ev_paths": NavigationSettingsEvPathsValue;
  /** تفعيل تكامل الشريك — «نعم» يستبدل أزرار السيارة بزر الشريك حين يصل الزائر من تطبيق الشريك. */
  "ntt_cxp_sl.enabled": string;
  /** نص زر الشريك */
  "ntt_cxp_sl.button_label": string;
  /** عنوان العودة إلى تطبيق الشريك — أين يقود زر الشريك؛ تُضاف إليه بيانات السيارة وزيارة الشريك تلقائيًا. فارغ: لا زر. */
  "ntt_cxp_sl.cxp_redirect_url": string;
  /** مفتاح خدمة الإبلاغ عن الأخطاء — مفتاح خدمة الإبلاغ عن الأخطاء. فارغ: لا إبلاغ ولا يُحمَّل شيء في متصفح الزائر. */
  "performance.error_reporting_api_key": string;
  /** عنوان استقبال تقارير الأخطاء — أين يرسل الخادم تقارير الأخطاء. فارغ: تُكتب في سجل الخادم. */
  "performance.error_reporting_url": string;
  /** الروابط المعرّفة مسبقاً — روابط مختصرة باسم وعنوان لكل منها، مثل [{"alias": "test-drive", "url": "/ar/test-drive"}]. */
  "predefined_links": PredefinedLinksSettingsPredefinedLinksValue;
  /** المعاملات المنقولة — أسماء معاملات تُنقل من عنوان الصفحة الحالية إلى الروابط المختصرة التي تخلو منها، تفصلها فواصل، مثل utm_source,utm_campaign. */
  "predefined_links.pass_through_params": string;
  /** فاصل الآلاف — فاصل الآلاف في الأسعار، مثل , فيظهر 250,000. فارغ: بلا فاصل. */
  "price.currency_delimiter": string;
  /** فاصل الآلاف في حاسبة التمويل — فاصل الآلاف في حاسبة التمويل، مثل الفاصلة , فيظهر 250,000. فارغ: بلا فاصل. */
  "price.finance_calculator_currency_delimiter": string;
  /** رمز العملة — رمز العملة الذي يحل محل % في صيغ الأسعار، مثل د.إ أو AED. */
  "price.currency_symbol": string;
  /** رمز العملة في حاسبة التمويل — رمز العملة الذي يحل محل % في صيغ حاسبة التمويل. */
  "price.finance_calculator_currency_symbol": string;
  /** صيغة السعر — الصيغة الافتراضية للسعر: ^ مكان المبلغ و % مكان رمز العملة، مثل ^ % فيظهر 250,000 AED. تُستعمل للسعر بلا نوع، ومكان @ في النصوص أدناه. */
  "price.price_format": string;
  /** صيغة السعر في حاسبة التمويل — صيغة القيم في حاسبة التمويل: ^ مكان المبلغ و % مكان رمز العملة. */
  "price.finance_calculator_format": string;
  /** نص سعر الشراء — نص سعر الشراء: ^ مكان المبلغ، و % مكان رمز العملة، و @ مكان السعر بالصيغة الافتراضية، مثل «ابتداءً من @». */
  "price.full_string": string;
  /** نص السعر الكامل في حاسبة التمويل — نص السعر الكامل في حاسبة التمويل، بالرموز نفسها: ^ المبلغ و % رمز العملة. */
  "price.finance_calculator_full_string": string;
  /** نص سعر الإيجار التمويلي — نص سعر الإيجار التمويلي: @ مكان السعر بالصيغة الافتراضية، مثل «أو @ شهريًا». */
  "price.lease_full_string": string;
  /** نص سعر الإيجار المختصر — نص سعر الإيجار حيث المساحة ضيقة، مثل «@ / شهريًا». */
  "price.lease_short_string": string;
  /** نص سعر الاشتراك — نص سعر الاشتراك: % رمز العملة و ^ المبلغ، مثل «من % ^ شهريًا». */
  "price.subscription_string": string;
  /** نص سعر العرض — نص سعر العرض: ^ المبلغ و % رمز العملة، مثل «ابتداءً من ^ %». */
  "price.offer_string": string;
  /** رمز العملة الدولي — رمز العملة من ثلاثة أحرف كبيرة، مثل AED أو SAR، للتحليلات وتحويل العملة. */
  "price.currency_iso": string;
  /** صيغة سعر التأجير — صيغة سعر تأجير السيارات: ^ المبلغ و % رمز العملة. */
  "price.rent_block_format": string;
  /** إظهار السعر المزدوج — «نعم» يُظهر كل سعر مرة ثانية محوَّلًا بسعر التحويل أدناه وبرمز العملة الثانية. */
  "price.double_price_feature": string;
  /** رمز العملة الثانية — رمز العملة الثانية، مثل EUR. */
  "price.double_price_symbol": string;
  /** سعر التحويل للعملة الثانية — السعر الثاني هو المبلغ مضروبًا في هذا الرقم، مثل 0.25. الافتراضي 1. */
  "price.double_price_rate": string;
  /** المنازل العشرية للسعر الثاني — عدد المنازل العشرية في السعر الثاني. الافتراضي ٠. */
  "price.double_price_decimals": string;
  /** الأرقام — الأرقام التي تُكتب بها المبالغ: اللاتينية 0-9 (الافتراضي، المعتاد في أسعار الخليج) أو العربية الهندية ٠-٩. */
  "price.digits": string;
  /** تفعيل البحث المنبثق — «نعم» يُظهر البحث المنبثق في رأس الصفحة. */
  "search.popup.enabled": string;
  /** السماح بـ HTML والسكربت الخام — «لا» يوقف HTML الخام والنصوص البرمجية (كتلة HTML، وHTML صفحة ٤٠٤ والتذييل، والوسوم الوصفية) للجميع، والمديرون منهم. */
  "security.raw_html_enabled": string;
  /** الخدمات الداخلية المسموح للخادم بطلبها — ما يجوز للخادم الاتصال به وإن لم يكن عنوانًا عامًا: أسماء مضيفين (crm.internal)، أو مضيف ومنفذ (127.0.0.1:8080)، أو عناوين ونطاقات (10.20.0.0/16)، تفصلها فواصل أو أسطر. يُرفض كل طلب خارجي آخر إلى عنوان غير عام. */
  "security.egress_allowed_hosts": string;
  /** السوق — «ما وراء البحار» يفعّل كتلة محدد المخزون الخارجي، و«التنقل» سوق التنقل. «قياسي»: السوق المعتاد. */
  "stock_locator.market": string;
  /** العلامة الرئيسية — العلامة الرئيسية للموقع، تُحذف من روابط صالات العرض. الافتراضي Land Rover. */
  "stock_locator.main_brand": string;
  /** مسار صفحة المخزون — مسار صفحة قائمة السيارات التي يعود إليها زر الرجوع في صالة العرض، مثل stock. فارغ: مسار صفحة المخزون الاحتياطي. */
  "stock_locator.stock_page_path": string;
  /** عنوان النافذة الافتتاحية */
  "stock_locator.stock_init_popup_header": string;
  /** محتوى النافذة الافتتاحية — نافذة تظهر عند أول فتح لمحدد المخزون، مرة في الجلسة (يقبل HTML). فارغ: لا نافذة. */
  "stock_locator.stock_init_popup_content": string;
  /** عنوان خدمة الوكلاء — عنوان خدمة البحث عن الوكلاء بالرمز البريدي. الافتراضي خدمة هذا الموقع. فارغ: لا وكلاء. */
  "stock_locator.endpoint_dealers": string;
  /** عنوان الوكلاء الاحتياطي — عنوان يُقرأ منه الوكلاء إن تعطلت الخدمة الأساسية. فارغ: لا شيء. */
  "stock_locator.fallback_dealers": string;
  /** عنوان خيارات الاستبدال — عنوان خيارات نموذج استبدال السيارة. الافتراضي خدمة هذا الموقع. */
  "stock_locator.endpoint_trade_in": string;
  /** الميزات الإضافية — الميزات الإضافية المفعّلة، تفصلها فواصل، من بين: postcode_search (البحث بالرمز البريدي) و owner_visible (إظهار المالك) و display_selected_vehicles (إظهار السيارات المختارة) و postcode_filter (التصفية بالرمز البريدي). */
  "stock_locator.features": string;
  /** الولاية الافتراضية — الولاية التي يظهر سعرها الشامل للسيارة الجديدة قبل أن يختار الزائر ولايته. فارغ: سعر الوكيل. */
  "stock_locator.default_state": string;
  /** ترجمة عدد المقاعد — أسماء مخصصة لعدد المقاعد، لكل عدد اسمه، مثل {"5": "٥ مقاعد", "7": "٧ مقاعد"}. إن لم تصح الكتابة يُستعمل الاسم المعتاد. */
  "stock_locator.seats_translations": string;
}

/** Every settings key the schemas declare. */
export type SettingKey = keyof SettingTypes;

/** The keys whose value is JSON held as a string (x-json): read them parsed, by settingJson. */
export type JsonSettingKey = "basic_popup.buttons" | "basic_popup.matching_paths" | "cookie_consent.strategies.onetrust.category_map" | "cookie_consent.content" | "data_layers.page_category_mapping" | "dynamic_content.mena_external_sl__config" | "dynamic_content.reffine_sl__config" | "general.footer.content.top_footer" | "general.footer.content.medium_footer" | "general.footer.content.searchbar" | "general.redesign_config.footer.content.top_footer" | "general.redesign_config.footer.content.medium_footer" | "general.redesign_config.footer.content.searchbar" | "general.l460_bev_config.footer.content.top_footer" | "general.l460_bev_config.footer.content.medium_footer" | "general.l460_bev_config.footer.content.searchbar" | "general.retailer_bar.pages" | "general.global_fab" | "global.sl_back_button" | "languages.switch" | "meta" | "naas_navigation.configuration" | "navigation.disabled_on_pages" | "navigation.logo_settings" | "navigation.redesign_paths" | "navigation.ev_paths" | "predefined_links";

/** The keys whose value is read as the stored string. */
export type PlainSettingKey = Exclude<SettingKey, JsonSettingKey>;

/**
 * Every settings namespace -> its schema's title and description, as the admin shows them (in
 * Arabic): the list of namespaces and the heading of each namespace's screen.
 */
export const settingsNamespaceTexts: Readonly<Record<string, { title: string; description: string }>> = {
  "auth": {
    "title": "تسجيل الدخول",
    "description": "الدخول الموحّد عبر مزوّد هوية (OpenID Connect). ما يضبطه مدير الخادم يتقدّم على هذه القيم، والسر لا يُحفظ هنا أبدًا. يسري أي تغيير عند تسجيل الدخول التالي."
  },
  "basic_popup": {
    "title": "النافذة المنبثقة",
    "description": "نافذة تظهر على صفحات الموقع بعد تحميلها بنصف ثانية: عنوانها ونصها وأزرارها، والصفحات والتواريخ التي تظهر فيها، وكيف يُتذكّر إغلاقها."
  },
  "cars_inventory_ssr": {
    "title": "مخزون السيارات",
    "description": "صفحة قائمة السيارات التي يعود إليها رابط الرجوع في صالة العرض عندما لا يُحدَّد مسار صفحة المخزون."
  },
  "cookie_consent": {
    "title": "موافقة ملفات الارتباط",
    "description": "طريقة طلب موافقة الزائر على ملفات الارتباط، ونصوص الشريط، وما يظهر مكان المحتوى الذي يحتاج إلى موافقة."
  },
  "currency_exchange": {
    "title": "تحويل العملات",
    "description": "تحويل الأسعار في الصفحة بسعر صرف: من عنوان خدمة إن وُجد، وإلا بالسعر الثابت، وبدونهما لا يُحوَّل شيء."
  },
  "data_layers": {
    "title": "طبقات البيانات والتحليلات",
    "description": "ما تُرسله كل صفحة إلى أدوات التحليل عند تحميلها (اللغة والعملة والعلامة وحالة الموافقة وفئة الصفحة)، وقواعد تحديد فئة الصفحة من مسارها."
  },
  "dynamic_content": {
    "title": "المحتوى الديناميكي",
    "description": "استراتيجيات المحتوى الديناميكي التي تعمل في الموقع، وإعدادات القوائم التي تُجلب من خدمات خارجية."
  },
  "exit_popup": {
    "title": "نافذة مغادرة الموقع",
    "description": "تأكيد يُطلب من الزائر قبل أن يتبع رابطًا يطابق القائمة المسموح بها ولا يطابق أي نمط مستثنى."
  },
  "forms": {
    "title": "النماذج والعملاء المحتملون",
    "description": "خدمة النماذج: التحقق من أن المرسل إنسان، ونظام إدارة العملاء، وقواعد البريد والإشعارات. كلمات السر تأتي من بيئة الخادم وحدها."
  },
  "general": {
    "title": "عام",
    "description": "إعدادات الموقع كله: اسمه، وصفحة الخطأ ٤٠٤، والمنطقة الزمنية، والتذييل، وغيرها."
  },
  "global": {
    "title": "إعدادات قوائم السيارات الشاملة",
    "description": "إعدادات تقرؤها صفحات قوائم السيارات كلها: شريط الرجوع إلى نتائج البحث في صفحة السيارة."
  },
  "l460BevConfig": {
    "title": "الطلب المسبق للسيارات الكهربائية",
    "description": "برنامج الطلب المسبق للسيارات الكهربائية: عنوان واجهة العملاء، والسيارات المحجوزة، ورسوم الحجز، ومدة الحجز المؤقت، وقواعد الإلغاء."
  },
  "languages": {
    "title": "اللغات والخطوط",
    "description": "لغات الموقع التي يعرضها مبدّل اللغة، والخطوط المستخدمة في كل سوق."
  },
  "mena": {
    "title": "العروض",
    "description": "مصدر عروض الموقع: يُجلب مرة واحدة ويشترك فيه كل ما يعرض العروض."
  },
  "mena_news": {
    "title": "الأخبار",
    "description": "مصدر الأخبار لكتلة الأخبار وصفحات الأخبار: صفحات الأخبار المنشورة في الموقع، واللغة والسوق المعتمدان."
  },
  "meta": {
    "title": "الوسوم الوصفية للصفحات",
    "description": "وسوم وصفية إضافية تُكتب في رأس كل صفحة بعد عنوانها ووصفها ووسوم المشاركة."
  },
  "naas_navigation": {
    "title": "التنقل الخارجي",
    "description": "قائمة تنقل تُجلب من خدمة خارجية وتحل محل قائمة الموقع متى حُدّد عنوانها؛ وإن تعذّر جلبها تظهر قائمة الموقع."
  },
  "navigation": {
    "title": "التنقل",
    "description": "رأس الصفحة: قائمة التنقل (تُدار عناصرها في الإدارة › التنقل)، والشعار حسب المسار، والصفحات التي تظهر فيها الأشكال البديلة."
  },
  "ntt_cxp_sl": {
    "title": "تكامل الشريك مع محدد المخزون",
    "description": "عندما يُفعَّل ويحمل عنوان الصفحة رقم فرصة من الشريك، تُستبدل أزرار بطاقة كل سيارة بزر واحد يعيدها إلى تطبيق الشريك."
  },
  "performance": {
    "title": "الأداء وتقارير الأخطاء",
    "description": "خدمة تقارير الأخطاء: أخطاء المتصفح لدى الزوار تُرسل إلى الخادم، فيكتبها في سجله أو يمررها إلى الخدمة المحددة."
  },
  "predefined_links": {
    "title": "الروابط المحددة مسبقًا",
    "description": "روابط يختارها المحرر باسم مستعار؛ يُستبدل فيها رمز اللغة، وتُنقل إليها معاملات العنوان الحالي."
  },
  "price": {
    "title": "الأسعار",
    "description": "طريقة عرض الأسعار في الموقع كله: العملة، ومكانها، والفواصل، والكسور العشرية."
  },
  "search": {
    "title": "البحث",
    "description": "البحث المنبثق في الموقع."
  },
  "security": {
    "title": "الأمان",
    "description": "الوصول إلى الموقع، والسماح بـ HTML الخام والنصوص البرمجية، والعناوين التي يجوز للخادم الاتصال بها."
  },
  "stock_locator": {
    "title": "محدد المخزون",
    "description": "محدد مخزون السيارات، وصالة العرض، والبحث عن الوكلاء، وعناوين خدمات الوكلاء والاستبدال."
  }
};
