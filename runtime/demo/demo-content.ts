import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { demoLanguagePages, demoLanguageSettings } from "./demo-languages.ts";
import { demoNewsPages } from "./demo-news.ts";
import { demoFamilyPages, familyOnlyKeys } from "./families/index.ts";
import { example, OWN_PAGE_BLOCKS, showcaseBlocks } from "./showcase.ts";

const blocksDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../schemas/blocks",
);

/** Every template key with a schema, for the check that the home page uses them all. */
export function allTemplateKeys(): string[] {
  return readdirSync(blocksDir)
    .filter((f) => f.endsWith(".schema.json"))
    .map((f) => f.replace(/\.schema\.json$/, ""));
}

/** The blocks the demo's home page shows: every one but those with a demo page of their own. */
export function homeTemplateKeys(): string[] {
  const elsewhere = new Set<string>([...OWN_PAGE_BLOCKS, ...familyOnlyKeys()]);
  return allTemplateKeys().filter((key) => !elsewhere.has(key));
}

/** The demo site: a home page showing every block, a model page, news, a folder, a redirection and settings. */
export function demoContent() {
  // The home page is the showcase: every block of the registry, from its schema examples.
  const home = showcaseBlocks();
  const footer = demoFooterColumns();
  return { pages: demoPages(home), settings: demoSettings(footer) };
}

/** The footer's columns (general.footer.content.top_footer): links columns and a social one. */
function demoFooterColumns() {
  return [
    {
      type: "links",
      rows: [
        {
          heading: "الطرازات",
          heading_link: { url: "/models/defender", target: "_self" },
          items: [
            { label: "ديفندر", url: "/models/defender" },
            { label: "العروض", url: "/offers" },
            { label: "مقارنة الطرازات", url: "/compare" },
            { label: "صمّم سيارتك", url: "/build-yours" },
          ],
        },
      ],
    },
    {
      type: "links",
      rows: [
        {
          heading: "المالكون",
          items: [
            { label: "احجز موعد صيانة", url: "/owners-servicing-maintenance-book-service-online" },
            { label: "الضمان", url: "/owners-warranties" },
            { label: "أدلة المالكين", url: "/owners-handbooks-guides" },
          ],
        },
      ],
    },
    {
      type: "links",
      rows: [
        {
          heading: "عن الشركة",
          items: [
            { label: "الأخبار", url: "/news/defender-octa-arrives" },
            { label: "تواصل معنا", url: "/contact-us" },
            { label: "البحث عن وكيل", url: "/retailer-locator" },
          ],
        },
      ],
    },
    {
      type: "social",
      rows: [
        {
          heading: "تابعنا",
          items: [
            {
              type: "social",
              label: "واتساب",
              icon: "whatsapp",
              url: "https://wa.me/97140000000",
              target: "_blank",
              rel: "noreferrer",
            },
            {
              type: "social",
              label: "البريد الإلكتروني",
              icon: "email",
              url: "mailto:info@example.com",
            },
            { type: "social", label: "اتصل بنا", icon: "phone", url: "tel:+97140000000" },
          ],
        },
      ],
    },
  ];
}

/**
 * The demo's pages: the home page, model pages, news, offers, the stock locator, a page per block
 * family and the other languages' sites.
 */
function demoPages(home: ReturnType<typeof showcaseBlocks>) {
  return [
    {
      path: "index",
      translation_key: "home",
      title: "الرئيسية",
      meta_title: "لاند روفر الإمارات — سيارات الدفع الرباعي الفاخرة",
      meta_description:
        "اكتشف ديفندر وديسكفري ورينج روفر، واحجز تجربة قيادة، وتعرّف على عروض التمويل وخدمات ما بعد البيع لدى الوكيل المعتمد.",
      image_id: 30001,
      blocks: home,
    },
    {
      path: "models/defender",
      translation_key: "defender",
      title: "ديفندر",
      meta_description:
        "ديفندر 90 و110 و130: قدرات لا تُضاهى على الطرق الوعرة وتقنيات ذكية للحياة اليومية.",
      image_id: 30001,
      blocks: [
        example("lrdx-hero-title-banner", 1),
        example("lrdx-quote", 1),
        example("lrdx-content-blocks", 1),
      ],
    },
    {
      path: "news/defender-octa-arrives",
      page_type: "news",
      title: "وصول ديفندر أوكتا إلى صالات العرض",
      meta_description: "أقوى ديفندر على الإطلاق متوفرة الآن للطلب لدى صالات العرض في الإمارات.",
      blocks: [example("lrdx-snippet", 1), example("lrdx-quote", 0), example("lrdx-html-box", 1)],
    },
    // The electric-vehicle pre-order (runtime/features/ev-preorder): its pages are under
    // navigation.ev_paths (/range-rover-electric), with a pre-order segment: logo-only navigation
    // and the programme's own footer.
    {
      path: "range-rover-electric/pre-order",
      translation_key: "ev-pre-order",
      title: "احجز رينج روفر الكهربائية",
      meta_description:
        "احجز رينج روفر الكهربائية مسبقاً برسوم حجز قابلة للاسترداد، وكن من أوائل من يقودها في الإمارات.",
      image_id: 30001,
      // The fee is in dirhams on this site (the block's own default symbol is the spec's $).
      blocks: [example("lrdx-l-460-bev", 0, { "price-currency-symbol": "درهم" })],
    },
    {
      path: "range-rover-electric/pre-order/cancel",
      translation_key: "ev-pre-order-cancel",
      title: "إلغاء الحجز المسبق",
      meta_description: "ألغِ حجزك المسبق لرينج روفر الكهربائية واسترد رسوم الحجز.",
      blocks: [example("lrdx-l-460-bev-cancel", 0)],
    },
    { path: "offers", page_type: "folder", title: "العروض" },
    {
      path: "offers/summer",
      title: "عروض الصيف",
      blocks: [example("lrdx-hero-title-banner", 0), example("lrdx-accordion", 0)],
    },
    {
      // Spec tags (<spec model-key spec-name>) filled from the model specs below when rendered.
      path: "compare",
      title: "مقارنة الطرازات",
      meta_description: "قارن القوة والتسارع والسرعة القصوى والمقاعد واستهلاك الوقود بين طرازاتنا.",
      blocks: [compareBlock()],
    },
    {
      path: "old-offers",
      title: "العروض السابقة",
      type: "url_redirection",
      to: "/offers/summer",
      http_code: 301,
    },
    {
      path: "brochure",
      title: "الكتيّب",
      link_type: "external",
      redirect_path: "https://example.com/brochure.pdf",
      link_new_window: true,
    },
    // A model page whose Ready To Go Bar gives the floating action button its items instead of
    // general.global_fab, with a price the currency-exchange rate converts.
    {
      path: "models/defender-130",
      title: "ديفندر 130",
      meta_description: "ديفندر 130 بثمانية مقاعد: المساحة والقدرات لكل العائلة.",
      image_id: 30001,
      blocks: [
        example("lrdx-hero-title-banner", 1),
        example("lrdx-html-box", 0, {
          block_scroll_id: "price",
          heading: "السعر",
          html: '<p>ابتداءً من <bdi class="price-exchange-class">95,000</bdi> درهم، محوّلاً من سعر الدولار الأمريكي بسعر الصرف الحالي.</p>',
        }),
        demoReadyToGoBar(),
      ],
    },
    // The stock locator over the demo inventory (list default, runtime/demo/demo-stock.ts);
    // each vehicle opens at /ar/showroom/{slug}-{id}.
    {
      path: "stock",
      title: "سيارات المخزون",
      meta_description:
        "تصفّح السيارات الجديدة والمستعملة والمعتمدة المتوفرة لدى وكلائنا، وصفّها حسب العلامة والطراز والمحرك والسعر.",
      image_id: 30001,
      blocks: [
        example("lrdx-stock-locator", 0, {
          "filter-brands": true,
          "filter-models": true,
          "filter-states": true,
          "filter-msrp_price": true,
          "filter-mileage": true,
          "filter-production_year": true,
          "filter-engine_types": true,
          "filter-transmissions": true,
          "filter-colors": true,
        }),
        example("lrdx-stock-locator-carousel", 0),
        // Shown only when stock_locator.market is 'overseas' (an editor sees why it is not).
        example("lrdx-overseas-stock-locator", 0),
      ],
    },
    // A page per block family (/ar/blocks/…), linked from the home page.
    ...demoFamilyPages(),
    // The English and Hebrew sites (/en/, /he/).
    ...demoLanguagePages(),
    // The news list /ar/news and its news pages (runtime/demo/demo-news.ts).
    ...demoNewsPages(),
  ];
}

/**
 * The demo's settings: the site's name, time zone, footer, prices, consent, popups, FAB and
 * dynamic content.
 */
function demoSettings(footer: ReturnType<typeof demoFooterColumns>) {
  return [
    { key: "general.app_name", value: "لاند روفر الإمارات" },
    // The English and Hebrew sites' own footer, FAB and name (`{key}@{lang}`).
    ...demoLanguageSettings(),
    { key: "general.site_timezone", value: "Asia/Dubai" },
    { key: "general.footer.content.top_footer", value: JSON.stringify(footer) },
    {
      key: "general.footer.content.bottom_footer",
      value: "<p>الأسعار المعروضة تشمل ضريبة القيمة المضافة. الصور لأغراض توضيحية فقط.</p>",
    },
    // The pre-order programme's footer (general.l460_bev_config.footer.content.*).
    {
      key: "general.l460_bev_config.footer.content.bottom_footer",
      value:
        "<p>رسوم الحجز المسبق قابلة للاسترداد بالكامل حتى تأكيد طلب الشراء. الصور لأغراض توضيحية فقط.</p>",
    },
    { key: "search.popup.enabled", value: "false" },
    { key: "stock_locator.stock_page_path", value: "stock" },
    // Prices in dirhams, in Arabic: the demo's vehicles and offers are priced in AED.
    { key: "price.currency_iso", value: "AED" },
    { key: "price.currency_symbol", value: "درهم" },
    { key: "price.price_format", value: "% ^" },
    { key: "price.lease_short_string", value: "@ شهرياً" },
    { key: "price.lease_full_string", value: "أو @ شهرياً" },
    { key: "price.subscription_string", value: "من % ^ شهرياً" },
    { key: "navigation.disabled_on_pages", value: '["/"]' },
    // Cookie consent asked with the site's banner; a basic popup on the summer offers page.
    { key: "cookie_consent.strategy", value: "basic" },
    { key: "cookie_consent.strategies.basic.privacy_url", value: "/privacy-policy" },
    { key: "basic_popup.is_enabled", value: "true" },
    { key: "basic_popup.header", value: "عروض الصيف" },
    {
      key: "basic_popup.body",
      value: "تمويل بدون دفعة أولى وصيانة مجانية لثلاث سنوات على طرازات ديفندر المختارة.",
    },
    {
      key: "basic_popup.buttons",
      value: JSON.stringify([
        {
          type: "primary",
          text: "احجز تجربة قيادة",
          url: "/ar/models/defender",
          close_on_click: true,
        },
        { type: "secondary", text: "لاحقاً", close_on_click: true },
      ]),
    },
    { key: "basic_popup.matching_paths", value: '["/offers/summer"]' },
    { key: "basic_popup.store_type", value: "sessionStorage" },
    // The footer's other parts, the retailers area and the global FAB (hidden on the home page,
    // which navigation.disabled_on_pages lists).
    {
      key: "general.footer.content.medium_footer",
      value: JSON.stringify([
        { label: "الشروط والأحكام", url: "/terms-conditions" },
        { label: "سياسة الخصوصية", url: "/privacy-policy" },
        { label: "سياسة ملفات تعريف الارتباط", url: "/cookie-policy" },
      ]),
    },
    {
      key: "general.footer.content.searchbar",
      value: JSON.stringify({ placeholder: "ابحث في الموقع" }),
    },
    { key: "general.mena_retailers.footer.config.api", value: "/api/retailers" },
    {
      key: "general.global_fab",
      value: JSON.stringify([
        { link: "/t", label: "احجز تجربة قيادة", icon: "steering-wheel" },
        { link: "/offers", label: "العروض", icon: "star" },
        { link: "/request-a-brochure", label: "اطلب كتيّباً", icon: "download" },
        { link: "/retailer-locator", label: "ابحث عن وكيل", icon: "location" },
        {
          link: "/owners-servicing-maintenance-book-service-online",
          label: "احجز صيانة",
          icon: "wrench",
        },
      ]),
    },
    { key: "general.global_fab_quick_links_expand_button_label", value: "روابط سريعة" },
    // Dynamic content by the model in the URL (the Ready To Go Bar's brochure item shows its
    // fallback off the Defender pages), a predefined link with the campaign parameters carried
    // over, and prices converted by a fixed rate (the offline currency service).
    { key: "dynamic_content.enabled_strategies", value: "url_brands" },
    {
      key: "predefined_links",
      value: JSON.stringify([{ alias: "build_yours", url: "/{lang}/build-yours" }]),
    },
    { key: "predefined_links.pass_through_params", value: "utm_source, utm_campaign, gclid" },
    { key: "currency_exchange.fixed_rate", value: "3.6725" },
  ];
}

/**
 * The demo's model specs (000 §3 Model spec), by model key (000 §9 codes): names as the
 * Derivatives block's defaults (top_speed, acceleration, consumption) plus power and seats;
 * values with Arabic units, as visitors read them.
 */
export function demoModelSpecs(): { key: string; specs: Record<string, string | number> }[] {
  return [
    {
      key: "l460",
      specs: {
        power: "530 حصانًا",
        acceleration: "4.6 ثانية",
        top_speed: "250 كم/س",
        seats: 5,
        consumption: "11.8 لتر/100 كم",
      },
    },
    {
      key: "l461",
      specs: {
        power: "400 حصان",
        acceleration: "5.9 ثانية",
        top_speed: "242 كم/س",
        seats: 5,
        consumption: "10.5 لتر/100 كم",
      },
    },
    {
      key: "l663",
      specs: {
        power: "400 حصان",
        acceleration: "6.1 ثانية",
        top_speed: "191 كم/س",
        seats: 7,
        consumption: "11.4 لتر/100 كم",
      },
    },
    {
      key: "l462",
      specs: {
        power: "360 حصانًا",
        acceleration: "6.5 ثانية",
        top_speed: "209 كم/س",
        seats: 7,
        consumption: "10.9 لتر/100 كم",
      },
    },
  ];
}

/** The compare page's block: one card per model, its text written with spec tags. */
function compareBlock() {
  const base = example("lrdx-content-blocks", 0, {
    block_scroll_id: "compare",
    heading: "مواصفات الطرازات",
    paragraph: "رينج روفر بقوة <spec l460 power> وديفندر بسرعة قصوى <spec l663 top_speed>.",
  });
  // The example's cards are Defender, Discovery and Range Rover, in that order.
  const models = [
    ["l663", "ديفندر 110"],
    ["l462", "ديسكفري"],
    ["l460", "رينج روفر"],
  ] as const;
  const groups = models.map(([key, name], i) => ({
    ...base.groups[i % base.groups.length],
    header: name,
    description: `<ul><li>القوة: <spec ${key} power></li><li>التسارع من 0 إلى 100 كم/س: <spec car-key="${key}" spec-name="acceleration"></spec></li><li>السرعة القصوى: <spec ${key} top_speed></li><li>المقاعد: <spec ${key} seats></li><li>استهلاك الوقود: <spec ${key} consumption></li></ul>`,
  }));
  return { ...base, groups };
}

/** The Ready To Go Bar of the demo's model page: its first example, "build yours" by alias. */
function demoReadyToGoBar() {
  const bar = example("lrdx-ready-to-go-bar", 0);
  bar.groups = bar.groups.map((group, i) =>
    i === 1
      ? { ...group, link: { link_text: "صمّم سيارتك", url: "build_yours", type: "internal" } }
      : group,
  );
  return bar;
}
