import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import {
  cards,
  formSection,
  keyFigures,
  link,
  picture,
  questions,
  retailerLocator,
  richText,
  textSection,
  titleBanner,
} from "./demo-blocks.ts";
import { demoLanguagePages, demoLanguageSettings } from "./demo-languages.ts";
import { DEMO_CONTACT, DEMO_MODEL_COPY, type DemoModelCopy, modelCopy } from "./demo-models.ts";
import { demoNewsPages } from "./demo-news.ts";
import { DEMO_SCENES, modelPicture } from "./demo-pictures.ts";
import { demoFamilyPages, familyOnlyKeys } from "./families/index.ts";
import { type DemoBlock, example, OWN_PAGE_BLOCKS, showcaseBlocks } from "./showcase.ts";

const blocksDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../schemas/blocks",
);

/**
 * Where the showcase of every block is (/ar/blocks), with the block family pages under it: an
 * internal page for editors, kept out of search engines (disable_seo_tracking: robots "none").
 */
export const SHOWCASE_PATH = "blocks";

/** Every template key with a schema, for the check that the showcase uses them all. */
export function allTemplateKeys(): string[] {
  return readdirSync(blocksDir)
    .filter((f) => f.endsWith(".schema.json"))
    .map((f) => f.replace(/\.schema\.json$/, ""));
}

/** The blocks the showcase page shows: every one but those with a demo page of their own. */
export function homeTemplateKeys(): string[] {
  const elsewhere = new Set<string>([...OWN_PAGE_BLOCKS, ...familyOnlyKeys()]);
  return allTemplateKeys().filter((key) => !elsewhere.has(key));
}

/**
 * The demo site: a small distributor's site (home, models, offers, news, stock, owners' and
 * legal pages) in Arabic with English and Hebrew versions of its main pages, the showcase of
 * every block under /blocks, and its settings.
 */
export function demoContent() {
  const footer = demoFooterColumns();
  return { pages: demoPages(), settings: demoSettings(footer) };
}

/** The footer's columns (general.footer.content.top_footer): links columns and a social one. */
function demoFooterColumns() {
  return [
    {
      type: "links",
      rows: [
        {
          heading: "الطرازات",
          heading_link: { url: "/models", target: "_self" },
          items: [
            { label: "ديفندر", url: "/models/defender" },
            { label: "ديسكفري", url: "/models/discovery" },
            { label: "رينج روفر", url: "/models/range-rover" },
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
            { label: "الإكسسوارات", url: "/accessories" },
            { label: "المجموعة", url: "/collection" },
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
            { label: "الأخبار", url: "/news" },
            { label: "تواصل معنا", url: "/contact-us" },
            { label: "البحث عن وكيل", url: "/retailer-locator" },
            { label: "احجز تجربة قيادة", url: "/book-a-test-drive" },
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
              url: `https://wa.me/${DEMO_CONTACT.whatsapp.replace(/\D/g, "")}`,
              target: "_blank",
              rel: "noreferrer",
            },
            {
              type: "social",
              label: "البريد الإلكتروني",
              icon: "email",
              url: `mailto:${DEMO_CONTACT.email}`,
            },
            { type: "social", label: "اتصل بنا", icon: "phone", url: tel(DEMO_CONTACT.phone) },
          ],
        },
      ],
    },
  ];
}

const arNumber = new Intl.NumberFormat("ar");
/** A price in dirhams as Arabic pages write it. */
const dirhams = (amount: number) => `${arNumber.format(amount)} درهم`;

/**
 * A model's specification chooser: its model years, engines and trims from the model catalogue
 * (an empty variants list), each engine's figures from GET /vehicles/{id}/specs, and a section
 * whose text reads the same catalogue through <spec> tags.
 */
function specificationChooser(m: DemoModelCopy) {
  return {
    template: "lrdx-specification-accordion",
    fields: {
      heading: `مواصفات ${m.name.ar}`,
      header_tag: 2,
      model: m.code,
      variants: [],
      block_scroll_id: "specification",
    },
    groups: [
      {
        title: "الأداء",
        content: `<ul><li>القوة القصوى: <spec ${m.code} power></li><li>السرعة القصوى: <spec ${m.code} top_speed></li></ul>`,
      },
      {
        title: "الضمان والصيانة",
        content:
          "<p>ضمان المصنّع لخمس سنوات أو 150,000 كم، وخدمة المساعدة على الطريق طوال مدة الضمان.</p>",
      },
    ],
  };
}

/** A model's page: its title, its story, its figures, its pictures and a test-drive request. */
function modelPage(m: DemoModelCopy) {
  const name = m.name.ar;
  const [front, interior, detail] = m.highlights;
  return {
    path: `models/${m.model}`,
    translation_key: `model-${m.model}`,
    title: name,
    meta_description: `${name}: ${m.tagline.ar} ابتداءً من ${dirhams(m.price)}.`,
    image_id: modelPicture(m.model, "side"),
    blocks: [
      titleBanner({
        heading: name,
        paragraph: `${m.tagline.ar} ابتداءً من ${dirhams(m.price)}.`,
        image: picture(modelPicture(m.model, "side"), `${name} من الجانب`),
        mobileImage: modelPicture(m.model, "side", "portrait"),
        buttons: [
          link("احجز تجربة قيادة", "/book-a-test-drive"),
          link("العروض الحالية", "/offers", "secondary"),
        ],
      }),
      textSection({ heading: `عن ${name}`, paragraph: m.intro, scrollId: "overview" }),
      keyFigures(
        `${name} في لمحة`,
        [
          { value: arNumber.format(m.figures.power), unit: "حصان", label: "القوة القصوى" },
          {
            value: arNumber.format(m.figures.acceleration),
            unit: "ثانية",
            label: "التسارع من 0 إلى 100 كم/س",
          },
          { value: arNumber.format(m.figures.seats), unit: "مقاعد", label: "عدد المقاعد" },
          { value: arNumber.format(m.figures.towing), unit: "كجم", label: "قدرة القطر" },
        ],
        "الأرقام للفئة الأعلى وفق اختبارات المصنّع، وقد تختلف حسب المواصفات.",
      ),
      specificationChooser(m),
      cards({
        heading: `${name} عن قرب`,
        scrollId: "design",
        cards: [
          {
            image: picture(modelPicture(m.model, "front"), `${name} من الأمام`),
            header: front[0],
            description: `<p>${front[1]}</p>`,
          },
          {
            image: picture(modelPicture(m.model, "interior"), `مقصورة ${name}`),
            header: interior[0],
            description: `<p>${interior[1]}</p>`,
          },
          {
            image: picture(modelPicture(m.model, "detail"), `تفاصيل ${name}`),
            header: detail[0],
            description: `<p>${detail[1]}</p>`,
          },
        ],
      }),
      formSection({
        formId: 1,
        heading: `احجز تجربة قيادة ${name}`,
        paragraph: "اختر المعرض والموعد المناسبين لك، وسيتواصل معك أحد مستشارينا خلال يوم عمل.",
        hidden: { model: m.model, source: "model-page" },
        scrollId: "test-drive",
      }),
    ],
  };
}

/** The models overview: a card per model. */
function modelsPage() {
  return {
    path: "models",
    translation_key: "models",
    title: "الطرازات",
    meta_description:
      "طرازات لاند روفر في الإمارات: ديفندر وديسكفري ورينج روفر، بأسعارها ومواصفاتها.",
    image_id: DEMO_SCENES.desertConvoy,
    blocks: [
      titleBanner({
        heading: "طرازاتنا",
        paragraph:
          "سبعة طرازات في ثلاث عائلات: ديفندر للمغامرة، وديسكفري للعائلة، ورينج روفر للفخامة.",
        image: picture(DEMO_SCENES.desertConvoy, "قافلة من سيارات لاند روفر على الكثبان"),
      }),
      cards({
        heading: "اختر طرازك",
        columns: 3,
        cards: DEMO_MODEL_COPY.map((m) => ({
          image: picture(modelPicture(m.model, "side"), `${m.name.ar} من الجانب`),
          header: m.name.ar,
          description: `<p>${m.tagline.ar}</p><p>ابتداءً من <bdi>${dirhams(m.price)}</bdi></p>`,
          link: link(`اكتشف ${m.name.ar}`, `/models/${m.model}`),
        })),
      }),
      textSection({
        heading: "لم تحسم اختيارك بعد؟",
        paragraph:
          "قارن القوة والتسارع والمقاعد بين الطرازات، أو تصفّح السيارات المتوفرة فوراً لدى وكلائنا.",
        buttons: [link("قارن الطرازات", "/compare"), link("سيارات المخزون", "/stock", "secondary")],
      }),
    ],
  };
}

/** The home page: hero, models, offers, stock, a test-drive request and the news. */
function homePage() {
  const news = example("lrdx-news", 0, { heading: "آخر الأخبار", header_tag: 2 });
  return {
    path: "index",
    translation_key: "home",
    title: "الرئيسية",
    meta_title: "لاند روفر الإمارات — سيارات الدفع الرباعي الفاخرة",
    meta_description:
      "اكتشف ديفندر وديسكفري ورينج روفر، واحجز تجربة قيادة، وتعرّف على عروض التمويل وخدمات ما بعد البيع لدى الوكيل المعتمد.",
    image_id: DEMO_SCENES.brandSquare,
    blocks: [
      titleBanner({
        heading: "ديفندر 110 الجديدة كلياً",
        paragraph:
          "قوة لا تعرف المستحيل وراحة تليق بكل رحلة. هذا الموسم: تمويل بدون دفعة أولى وصيانة مجانية لخمس سنوات.",
        image: picture(modelPicture("defender", "side"), "ديفندر 110 على الكثبان الرملية"),
        mobileImage: modelPicture("defender", "side", "portrait"),
        buttons: [
          link("اكتشف ديفندر", "/models/defender"),
          link("احجز تجربة قيادة", "/book-a-test-drive", "secondary"),
        ],
      }),
      cards({
        heading: "اختر لاند روفر التي تناسبك",
        paragraph: "ثلاث عائلات، شخصية واحدة: قدرات على كل الطرق وفخامة تليق برحلاتك.",
        scrollId: "models",
        cards: (["defender", "discovery", "range-rover"] as const).map((model) => {
          const m = modelCopy(model);
          return {
            image: picture(modelPicture(model, "front"), `${m.name.ar} من الأمام`),
            header: m.name.ar,
            description: `<p>${m.tagline.ar}</p>`,
            link: link(`اكتشف ${m.name.ar}`, `/models/${model}`),
          };
        }),
      }),
      textSection({
        heading: "كل الطرازات",
        paragraph:
          "من ديسكفري سبورت المدمجة إلى رينج روفر بقاعدة العجلات الطويلة: سبعة طرازات في صالات عرضنا.",
        buttons: [link("استكشف الطرازات", "/models")],
        scrollId: "all-models",
      }),
      cards({
        heading: "العروض الحالية",
        scrollId: "offers",
        columns: 4,
        cards: DEMO_OFFER_PAGES.filter((o) => o.slug !== "summer").map((o) => ({
          image: picture(o.image, o.alt),
          header: o.title,
          description: `<p>${o.summary}</p>`,
          link: link("تفاصيل العرض", `/offers/${o.slug}`, "secondary"),
        })),
      }),
      example("lrdx-stock-locator-carousel", 0, {
        heading: "متوفرة الآن لدى وكلائنا",
        lr_model_key: "",
      }),
      formSection({
        formId: 1,
        heading: "احجز تجربة قيادة",
        paragraph: "اختر الطراز والمعرض والموعد المناسب لك، وسنؤكد الحجز خلال يوم عمل.",
        hidden: { source: "home" },
        scrollId: "test-drive",
      }),
      news,
    ],
  };
}

/** An offer page of the demo: /offers/{slug}. */
interface DemoOfferPage {
  slug: string;
  title: string;
  summary: string;
  /** The offer's text (HTML) and its conditions (HTML). */
  body: string;
  terms: string;
  image: number;
  alt: string;
  model: string;
}

export const DEMO_OFFER_PAGES: readonly DemoOfferPage[] = [
  {
    slug: "summer",
    title: "عروض الصيف",
    summary: "تمويل بدون دفعة أولى وصيانة مجانية لثلاث سنوات على طرازات ديفندر المختارة.",
    body: "<p>امتلك ديفندر هذا الموسم بدون دفعة أولى، مع صيانة مجانية لمدة ثلاث سنوات أو <bdi>60,000</bdi> كم وتأمين شامل للسنة الأولى.</p>",
    terms:
      "<p>العرض ساري على السيارات المسجّلة حتى نهاية العام لدى المعارض المعتمدة في الإمارات، ويخضع لموافقة جهة التمويل. تطبّق الشروط والأحكام.</p>",
    image: DEMO_SCENES.familyTrip,
    alt: "عائلة تنطلق في رحلة صيفية بسيارة ديفندر",
    model: "defender",
  },
  {
    slug: "defender",
    title: "ديفندر 110 بتمويل بدون دفعة أولى",
    summary: "أقساط شهرية من 3,999 درهم على ديفندر 110 مع خمس سنوات صيانة مجانية.",
    body: "<p>قُد ديفندر 110 اليوم بأقساط شهرية تبدأ من <bdi>3,999</bdi> درهم لمدة خمس سنوات، بدون دفعة أولى، مع خدمة مجانية لخمس سنوات أو <bdi>100,000</bdi> كم.</p>",
    terms:
      "<p>مثال تمويل لسعر <bdi>329,000</bdi> درهم على 60 شهراً مع دفعة أخيرة. يخضع لموافقة البنك. تطبّق الشروط والأحكام.</p>",
    image: modelPicture("defender", "front"),
    alt: "ديفندر 110 من الأمام",
    model: "defender-110",
  },
  {
    slug: "range-rover",
    title: "رينج روفر مع صيانة لخمس سنوات",
    summary: "باقة صيانة وضمان ممتد لخمس سنوات على رينج روفر ورينج روفر سبورت.",
    body: "<p>احصل على باقة صيانة شاملة وضمان ممتد لخمس سنوات عند شراء رينج روفر أو رينج روفر سبورت جديدة، مع خدمة الاستلام والتوصيل من باب منزلك.</p>",
    terms:
      "<p>يسري العرض على السيارات الجديدة المسجّلة في الإمارات حتى نهاية الربع الحالي. تطبّق الشروط والأحكام.</p>",
    image: modelPicture("range-rover", "side"),
    alt: "رينج روفر من الجانب",
    model: "range-rover",
  },
  {
    slug: "discovery",
    title: "ديسكفري بمعدل ربح 0%",
    summary: "تمويل بمعدل ربح 0% لمدة سنتين على ديسكفري بسبعة مقاعد.",
    body: "<p>عائلتك تستحق المساحة: تمويل بمعدل ربح <bdi>0%</bdi> لمدة 24 شهراً على ديسكفري، مع دفعة أولى تبدأ من <bdi>20%</bdi>.</p>",
    terms:
      "<p>يخضع العرض لموافقة جهة التمويل، ويسري على المخزون المتوفر. تطبّق الشروط والأحكام.</p>",
    image: modelPicture("discovery", "side"),
    alt: "ديسكفري من الجانب",
    model: "discovery",
  },
  {
    slug: "service",
    title: "عروض الصيانة",
    summary: "فحص مجاني من أربعين نقطة وخصم 20% على قطع الغيار الأصلية.",
    body: "<p>احجز موعد صيانتك هذا الشهر واحصل على فحص مجاني من أربعين نقطة، وخصم <bdi>20%</bdi> على قطع الغيار الأصلية، وغسيل مجاني لسيارتك.</p>",
    terms:
      "<p>يسري العرض في مراكز الخدمة المعتمدة على سيارات لاند روفر التي تجاوز عمرها ثلاث سنوات. لا يُجمع مع عروض أخرى.</p>",
    image: DEMO_SCENES.serviceCentre,
    alt: "فني في مركز الخدمة يفحص سيارة لاند روفر",
    model: "",
  },
];

/** Offers that have ended: the expired-offers page lists them. */
const EXPIRED_OFFERS: readonly [string, string][] = [
  [
    "عرض رمضان على خدمات الصيانة",
    "فحص شامل وغسيل مجاني مع كل زيارة صيانة خلال الشهر الفضيل. انتهى العرض.",
  ],
  ["ديفندر 90 بتأمين مجاني", "تأمين شامل مجاني للسنة الأولى على ديفندر 90. انتهى العرض."],
  [
    "إيفوك بقيمة استبدال إضافية",
    "قيمة إضافية لسيارتك الحالية عند استبدالها بإيفوك جديدة. انتهى العرض.",
  ],
];

/** The offers list, an offer page per offer, and the expired offers. */
function offerPages() {
  const list = {
    path: "offers",
    translation_key: "offers",
    title: "العروض",
    meta_description: "عروض التمويل والصيانة الحالية على طرازات لاند روفر في الإمارات.",
    image_id: DEMO_SCENES.showroom,
    blocks: [
      titleBanner({
        heading: "العروض الحالية",
        paragraph: "تمويل مرن، وصيانة مجانية، وقيمة استبدال أفضل لسيارتك الحالية.",
        image: picture(DEMO_SCENES.showroom, "صالة عرض لاند روفر"),
      }),
      cards({
        heading: "اختر عرضك",
        columns: 3,
        cards: DEMO_OFFER_PAGES.map((o) => ({
          image: picture(o.image, o.alt),
          header: o.title,
          description: `<p>${o.summary}</p>`,
          link: link("تفاصيل العرض", `/offers/${o.slug}`),
        })),
      }),
      questions("أسئلة عن العروض", [
        [
          "هل يمكن الجمع بين عرضين؟",
          "<p>لا يُجمع عرض تمويل مع عرض آخر على السيارة نفسها، إلا إذا نصّت شروط العرض على ذلك.</p>",
        ],
        [
          "كيف أعرف العروض التي انتهت؟",
          '<p>تجد العروض المنتهية في صفحة <a href="/ar/old-offers">العروض السابقة</a>.</p>',
        ],
      ]),
    ],
  };
  const pages = DEMO_OFFER_PAGES.map((o) => ({
    path: `offers/${o.slug}`,
    title: o.title,
    meta_description: o.summary,
    image_id: o.image,
    blocks: [
      titleBanner({
        heading: o.title,
        paragraph: o.summary,
        image: picture(o.image, o.alt),
        buttons: [link("كل العروض", "/offers", "secondary")],
      }),
      {
        template: "lrdx-single-offer",
        fields: {
          block_scroll_id: "offer",
          title: "تفاصيل العرض",
          description: o.body,
          description_second: o.terms,
          hash: o.slug,
          hidden_fields: { offer_code: o.slug, model: o.model },
          form_id: "2",
          has_two_columns: true,
        },
        groups: [],
      },
      questions("الشروط والأحكام", [
        [
          "من يستفيد من العرض؟",
          "<p>العملاء الأفراد في الإمارات عند شراء سيارة جديدة من وكيل معتمد.</p>",
        ],
        [
          "كيف أحجز؟",
          '<p>اطلب العرض من النموذج أعلاه أو <a href="/ar/retailer-locator">زر أقرب معرض</a>.</p>',
        ],
      ]),
    ],
  }));
  const expired = {
    path: "old-offers",
    title: "العروض السابقة",
    meta_description: "عروض لاند روفر التي انتهت، للاطلاع فقط.",
    image_id: DEMO_SCENES.handover,
    blocks: [
      titleBanner({
        heading: "العروض السابقة",
        paragraph: "هذه العروض انتهت ولم تعد متاحة. اطّلع على العروض الحالية.",
        image: picture(DEMO_SCENES.handover, "تسليم سيارة جديدة لعميل في المعرض"),
        buttons: [link("العروض الحالية", "/offers")],
      }),
      richText(
        `<ul>${EXPIRED_OFFERS.map(([t, d]) => `<li><strong>${t}</strong>: ${d}</li>`).join("")}</ul>`,
        "عروض انتهت",
      ),
    ],
  };
  return [list, ...pages, expired];
}

const tel = (number: string) => `tel:${number.replace(/\s/g, "")}`;

/** A legal page's text: sections of a heading and paragraphs. */
const legal = (sections: readonly [string, string][]) =>
  sections.map(([h, p]) => `<h2>${h}</h2><p>${p}</p>`).join("");

/** The pages of the site's footer and quick links: contact, owners, legal texts… */
function servicePages() {
  const page = (
    path: string,
    title: string,
    description: string,
    image: { id: number; alt: string },
    blocks: DemoBlock[],
    key?: string,
  ) => ({
    path,
    ...(key ? { translation_key: key } : {}),
    title,
    meta_description: description,
    image_id: image.id,
    blocks: [titleBanner({ heading: title, paragraph: description, image }), ...blocks],
  });
  const showroom = picture(DEMO_SCENES.showroom, "صالة عرض لاند روفر في دبي");
  const service = picture(DEMO_SCENES.serviceCentre, "فني معتمد في مركز خدمة لاند روفر");
  const handover = picture(DEMO_SCENES.handover, "مستشار مبيعات يسلّم مفاتيح سيارة جديدة");
  return [
    page(
      "contact-us",
      "تواصل معنا",
      "فريقنا في خدمتك من السبت إلى الخميس، من 9 صباحاً حتى 9 مساءً.",
      showroom,
      [
        richText(
          `<ul><li>المبيعات: <a href="${tel(DEMO_CONTACT.phone)}"><bdi>${DEMO_CONTACT.phone}</bdi></a></li><li>الصيانة: <a href="${tel(DEMO_CONTACT.service)}"><bdi>${DEMO_CONTACT.service}</bdi></a></li><li>واتساب: <a href="https://wa.me/${DEMO_CONTACT.whatsapp.replace(/\D/g, "")}"><bdi>${DEMO_CONTACT.whatsapp}</bdi></a></li><li>البريد الإلكتروني: <a href="mailto:${DEMO_CONTACT.email}"><bdi>${DEMO_CONTACT.email}</bdi></a></li></ul><p>أرقام وعناوين هذا الموقع تجريبية.</p>`,
          "أرقامنا",
        ),
        formSection({
          formId: 3,
          heading: "راسلنا",
          paragraph: "اكتب لنا وسنرد عليك خلال يوم عمل.",
          scrollId: "contact-form",
        }),
      ],
      "contact-us",
    ),
    page(
      "retailer-locator",
      "ابحث عن وكيل",
      "صالات العرض ومراكز الخدمة المعتمدة في دبي وأبوظبي والشارقة.",
      showroom,
      [
        retailerLocator(
          "صالات العرض ومراكز الخدمة",
          "ابحث باسم المعرض أو المدينة، أو اعرف أقربها إليك.",
        ),
      ],
      "retailer-locator",
    ),
    page(
      "book-a-test-drive",
      "احجز تجربة قيادة",
      "اختر الطراز والمعرض والموعد، وسنؤكد حجزك خلال يوم عمل.",
      picture(modelPicture("range-rover-sport", "side"), "رينج روفر سبورت على طريق جبلي"),
      [
        formSection({
          formId: 1,
          heading: "بيانات الحجز",
          paragraph: "تستغرق التجربة نحو ساعة، ويمكنك اصطحاب عائلتك.",
          hidden: { source: "test-drive-page" },
        }),
      ],
      "book-a-test-drive",
    ),
    page(
      "owners-servicing-maintenance-book-service-online",
      "احجز موعد صيانة",
      "صيانة دورية لدى فنيين معتمدين بقطع غيار أصلية، مع خدمة الاستلام والتوصيل.",
      service,
      [
        cards({
          heading: "كيف تحجز",
          columns: 3,
          cards: [
            {
              image: picture(DEMO_SCENES.serviceCentre, "استقبال مركز الخدمة"),
              header: "١. اختر المركز",
              description: "<p>دبي أو أبوظبي أو الشارقة، حسب الأقرب إليك.</p>",
            },
            {
              image: picture(modelPicture("discovery", "detail"), "عجلة ديسكفري"),
              header: "٢. حدّد الخدمة",
              description: "<p>صيانة دورية، أو إطارات، أو فحص قبل السفر.</p>",
            },
            {
              image: picture(DEMO_SCENES.handover, "تسليم السيارة بعد الصيانة"),
              header: "٣. استلم سيارتك",
              description: "<p>نرسل لك تقريراً مصوّراً ونعيد السيارة نظيفة.</p>",
            },
          ],
        }),
        formSection({
          formId: 3,
          heading: "اطلب موعداً",
          paragraph: "اختر «الصيانة» موضوعاً لرسالتك، وسيتصل بك مركز الخدمة لتحديد الموعد.",
          hidden: { source: "service-booking" },
        }),
      ],
      "book-a-service",
    ),
    page(
      "owners-warranties",
      "الضمان",
      "ضمان المصنع لثلاث سنوات أو 100,000 كم، وضمان ممتد حتى سبع سنوات.",
      service,
      [
        questions("أسئلة عن الضمان", [
          [
            "ماذا يشمل ضمان المصنع؟",
            "<p>يشمل عيوب التصنيع في المحرك وناقل الحركة والأنظمة الكهربائية لمدة ثلاث سنوات أو <bdi>100,000</bdi> كم، أيهما أسبق.</p>",
          ],
          [
            "هل يمكنني تمديد الضمان؟",
            "<p>نعم، حتى سبع سنوات من تاريخ التسجيل، بشرط الصيانة لدى مركز معتمد.</p>",
          ],
          [
            "هل ينتقل الضمان إلى المالك الجديد؟",
            "<p>نعم، ينتقل الضمان مع السيارة عند بيعها حتى نهاية مدته.</p>",
          ],
        ]),
        textSection({
          heading: "تحتاج إلى مساعدة؟",
          paragraph: "فريق خدمة العملاء يجيب عن أسئلتك حول الضمان وتاريخ صيانة سيارتك.",
          buttons: [link("تواصل معنا", "/contact-us")],
        }),
      ],
      "warranty",
    ),
    page(
      "owners-handbooks-guides",
      "أدلة المالكين",
      "أدلة الاستخدام والصيانة لكل طراز، بالعربية والإنجليزية.",
      picture(modelPicture("defender", "interior"), "مقصورة ديفندر"),
      [
        richText(
          `<ul>${DEMO_MODEL_COPY.map((m) => `<li><a href="/ar/models/${m.model}">${m.name.ar}</a>: دليل المالك ودليل الصيانة ودليل نظام المعلومات والترفيه، متوفرة ورقياً لدى الوكيل وعلى شاشة السيارة.</li>`).join("")}</ul>`,
          "الأدلة حسب الطراز",
        ),
      ],
      "handbooks",
    ),
    page(
      "accessories",
      "الإكسسوارات",
      "إكسسوارات أصلية مصممة لسيارتك: للسفر والرياضة والعائلة.",
      picture(DEMO_SCENES.accessories, "إكسسوارات أصلية على سقف ديفندر"),
      [
        cards({
          heading: "حسب الاستخدام",
          columns: 3,
          cards: [
            {
              image: picture(DEMO_SCENES.accessories, "صندوق سقف على ديفندر"),
              header: "السفر",
              description: "<p>صناديق السقف وحوامل الأمتعة وقضبان السحب.</p>",
            },
            {
              image: picture(modelPicture("discovery", "interior"), "مقصورة ديسكفري مع سجاد أرضي"),
              header: "المقصورة",
              description: "<p>سجاد فاخر وحماية صندوق الأمتعة وحزمة الحيوانات الأليفة.</p>",
            },
            {
              image: picture(modelPicture("range-rover-sport", "detail"), "عجلة رينج روفر سبورت"),
              header: "العجلات",
              description: "<p>عجلات أصلية حتى 23 بوصة وأغطية صرّة بشعار لاند روفر.</p>",
            },
          ],
        }),
        textSection({
          heading: "التركيب لدى الوكيل",
          paragraph: "تُركّب الإكسسوارات الأصلية في مراكز الخدمة وتشملها ضمانة سيارتك.",
          buttons: [
            link("ابحث عن وكيل", "/retailer-locator"),
            link("المجموعة", "/collection", "secondary"),
          ],
        }),
      ],
      "accessories",
    ),
    page(
      "collection",
      "المجموعة",
      "حقائب وملابس ومجسّمات بتصميم لاند روفر، للمغامر ولعشّاق العلامة.",
      picture(DEMO_SCENES.collection, "منتجات مجموعة لاند روفر"),
      [
        example("lrdx-collection-slider", 0, { heading: "من المجموعة" }),
        textSection({
          heading: "اشترِ من المعرض",
          paragraph: "منتجات المجموعة متوفرة في صالات العرض في دبي وأبوظبي.",
          buttons: [link("ابحث عن وكيل", "/retailer-locator")],
        }),
      ],
      "collection",
    ),
    page(
      "request-a-brochure",
      "اطلب كتيّباً",
      "كتيّب الطراز الذي يهمّك بالأسعار والمواصفات، في بريدك خلال دقائق.",
      picture(modelPicture("range-rover-velar", "side"), "رينج روفر فيلار من الجانب"),
      [
        formSection({
          formId: 2,
          heading: "إلى أين نرسل الكتيّب؟",
          paragraph: "اختر الطراز واكتب بريدك الإلكتروني.",
        }),
      ],
      "brochure",
    ),
    page(
      "build-yours",
      "صمّم سيارتك",
      "اختر الطراز، ثم اللون والعجلات والتجهيزات مع مستشار المبيعات.",
      picture(modelPicture("range-rover-evoque", "front"), "رينج روفر إيفوك من الأمام"),
      [
        cards({
          heading: "ابدأ بالطراز",
          columns: 4,
          cards: DEMO_MODEL_COPY.map((m) => ({
            image: picture(modelPicture(m.model, "side"), `${m.name.ar} من الجانب`),
            header: m.name.ar,
            description: `<p>ابتداءً من <bdi>${dirhams(m.price)}</bdi></p>`,
            link: link(`صمّم ${m.name.ar}`, `/models/${m.model}`, "secondary"),
          })),
        }),
        formSection({
          formId: 2,
          heading: "احصل على عرض سعر",
          paragraph: "اختر الطراز وسيرسل لك المستشار تشكيلة وسعراً.",
        }),
      ],
      "build-yours",
    ),
    page(
      "privacy-policy",
      "سياسة الخصوصية",
      "كيف نجمع بياناتك الشخصية ونستخدمها ونحميها.",
      handover,
      [
        richText(
          legal([
            [
              "البيانات التي نجمعها",
              "الاسم ورقم الهاتف والبريد الإلكتروني والطراز الذي يهمّك، عندما تملأ أحد نماذجنا.",
            ],
            [
              "لماذا نجمعها",
              "للرد على طلبك وتنظيم تجربة القيادة أو موعد الصيانة، وبموافقتك لإرسال العروض.",
            ],
            ["مدة الحفظ", "نحتفظ ببيانات الطلب سنتين من آخر تواصل، ثم نحذفها."],
            [
              "حقوقك",
              `يمكنك طلب نسخة من بياناتك أو تصحيحها أو حذفها بالكتابة إلى ${DEMO_CONTACT.email}.`,
            ],
          ]),
        ),
      ],
      "privacy",
    ),
    page(
      "terms-conditions",
      "الشروط والأحكام",
      "شروط استخدام هذا الموقع وعروضه.",
      handover,
      [
        richText(
          legal([
            [
              "الأسعار",
              "الأسعار المعروضة بالدرهم الإماراتي وتشمل ضريبة القيمة المضافة، وقد تتغير دون إشعار.",
            ],
            [
              "العروض",
              "لكل عرض شروطه ومدته المذكورة في صفحته، ويخضع التمويل لموافقة الجهة الممولة.",
            ],
            ["الصور", "الصور لأغراض توضيحية، وقد تختلف المواصفات بين الفئات."],
            ["الموقع التجريبي", "هذا الموقع عرض تجريبي: الأرقام والعناوين فيه ليست حقيقية."],
          ]),
        ),
      ],
      "terms",
    ),
    page(
      "cookie-policy",
      "سياسة ملفات تعريف الارتباط",
      "الملفات التي يحفظها الموقع في متصفحك، ولماذا.",
      handover,
      [
        richText(
          legal([
            ["ملفات ضرورية", "تحفظ اختيارك في نافذة الموافقة ولغة الموقع، ولا يعمل الموقع بدونها."],
            ["ملفات التحليلات", "تساعدنا على فهم الصفحات الأكثر زيارة، ولا تُحفظ إلا بموافقتك."],
            ["ملفات التسويق", "تعرض الخرائط والفيديو من مواقع أخرى، ولا تُحفظ إلا بموافقتك."],
            [
              "تغيير اختيارك",
              "يمكنك حذف ملفات تعريف الارتباط من متصفحك في أي وقت، فتظهر نافذة الموافقة من جديد.",
            ],
          ]),
        ),
      ],
      "cookies",
    ),
  ];
}

/**
 * The demo's pages: the home page, the models, offers, news, the stock locator, the owners' and
 * legal pages, the showcase of every block and its family pages, and the other languages' sites.
 */
function demoPages() {
  return [
    homePage(),
    modelsPage(),
    ...DEMO_MODEL_COPY.map(modelPage),
    // A model page whose Ready To Go Bar gives the floating action button its items instead of
    // general.global_fab, with a price the currency-exchange rate converts.
    {
      path: "models/defender-130",
      title: "ديفندر 130",
      meta_description: "ديفندر 130 بثمانية مقاعد: المساحة والقدرات لكل العائلة.",
      image_id: modelPicture("defender", "side"),
      blocks: [
        titleBanner({
          heading: "ديفندر 130",
          paragraph: "ثمانية مقاعد في ثلاثة صفوف، ومساحة تحميل تتسع لمعدات المغامرة كلها.",
          image: picture(modelPicture("defender", "side"), "ديفندر 130 من الجانب"),
          mobileImage: modelPicture("defender", "side", "portrait"),
          buttons: [link("كل طرازات ديفندر", "/models/defender", "secondary")],
        }),
        example("lrdx-html-box", 0, {
          block_scroll_id: "price",
          heading: "السعر",
          header_tag: 2,
          html: '<p>ابتداءً من <bdi class="price-exchange-class">95,000</bdi> دولار أمريكي، محوّلاً إلى الدرهم بسعر الصرف الحالي.</p>',
        }),
        demoReadyToGoBar(),
      ],
    },
    ...offerPages(),
    // The stock locator over the demo inventory (list default, runtime/demo/demo-stock.ts);
    // each vehicle opens at /ar/showroom/{slug}-{id}.
    {
      path: "stock",
      translation_key: "stock",
      title: "سيارات المخزون",
      meta_description:
        "تصفّح السيارات الجديدة والمستعملة والمعتمدة المتوفرة لدى وكلائنا، وصفّها حسب العلامة والطراز والمحرك والسعر.",
      image_id: DEMO_SCENES.showroom,
      blocks: [
        titleBanner({
          heading: "سيارات المخزون",
          paragraph: "سيارات جديدة ومعتمدة متوفرة فوراً لدى وكلائنا في الإمارات.",
          image: picture(DEMO_SCENES.showroom, "سيارات لاند روفر في صالة العرض"),
        }),
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
    {
      // Spec tags (<spec model-key spec-name>) filled from the model specs below when rendered.
      path: "compare",
      title: "مقارنة الطرازات",
      meta_description: "قارن القوة والتسارع والسرعة القصوى والمقاعد واستهلاك الوقود بين طرازاتنا.",
      image_id: DEMO_SCENES.desertConvoy,
      blocks: [
        titleBanner({
          heading: "مقارنة الطرازات",
          paragraph: "القوة والتسارع والسرعة القصوى والمقاعد واستهلاك الوقود، جنباً إلى جنب.",
          image: picture(DEMO_SCENES.desertConvoy, "ديفندر وديسكفري ورينج روفر على الكثبان"),
        }),
        compareBlock(),
      ],
    },
    {
      // Buying on finance or renting, side by side: the Finance Calculator over the site's own
      // models and prices, then the Rent a Car wizard (its inquiry is a lead of form 4).
      path: "finance-and-rental",
      title: "التمويل والاستئجار",
      meta_description:
        "احسب قسطك الشهري لسيارتك الجديدة، أو استأجر سيارة من فروعنا بالأيام مع الإضافات التي تحتاجها.",
      image_id: DEMO_SCENES.handover,
      blocks: [
        titleBanner({
          heading: "التمويل والاستئجار",
          paragraph: "اشترِ سيارتك بأقساط شهرية تناسبك، أو استأجر سيارة للأيام التي تحتاجها.",
          image: picture(DEMO_SCENES.handover, "تسليم مفاتيح سيارة جديدة في صالة العرض"),
        }),
        example("lrdx-finance-calculator"),
        example("lrdx-rent-a-car"),
      ],
    },
    ...servicePages(),
    // "/t" is the spec's short address of the test-drive booking (000 §2 Footer): a redirection.
    {
      path: "t",
      title: "احجز تجربة قيادة",
      type: "url_redirection",
      to: "/ar/book-a-test-drive",
      http_code: 301,
    },
    // The showroom's test-drive link (001 vehicle detail) uses this longer address.
    {
      path: "test-drive",
      title: "احجز تجربة قيادة",
      type: "url_redirection",
      to: "/ar/book-a-test-drive",
      http_code: 301,
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
      image_id: modelPicture("range-rover", "side"),
      // The fee is in dirhams on this site (the block's own default symbol is the spec's $).
      blocks: [
        titleBanner({
          heading: "احجز رينج روفر الكهربائية",
          paragraph: "كن من أوائل من يقودها في الإمارات، برسوم حجز قابلة للاسترداد بالكامل.",
          image: picture(modelPicture("range-rover", "side"), "رينج روفر من الجانب"),
          mobileImage: modelPicture("range-rover", "side", "portrait"),
        }),
        example("lrdx-l-460-bev", 0, { "price-currency-symbol": "درهم" }),
      ],
    },
    {
      path: "range-rover-electric/pre-order/cancel",
      translation_key: "ev-pre-order-cancel",
      title: "إلغاء الحجز المسبق",
      meta_description: "ألغِ حجزك المسبق لرينج روفر الكهربائية واسترد رسوم الحجز.",
      blocks: [
        titleBanner({
          heading: "إلغاء الحجز المسبق",
          paragraph: "أدخل بيانات حجزك لإلغائه، وتُعاد رسوم الحجز إلى بطاقتك.",
          image: picture(modelPicture("range-rover", "front"), "رينج روفر من الأمام"),
        }),
        example("lrdx-l-460-bev-cancel", 0),
      ],
    },
    {
      path: "brochure",
      title: "الكتيّب",
      link_type: "external",
      redirect_path: "https://example.com/brochure.pdf",
      link_new_window: true,
    },
    // The showcase of every block (/ar/blocks) and a page per block family (/ar/blocks/…), for
    // editors: out of search engines and the site search.
    {
      path: SHOWCASE_PATH,
      title: "معرض الكتل",
      meta_description: "كل كتل كتالوج المحررين بمحتوى عربي تجريبي.",
      image_id: DEMO_SCENES.brandSquare,
      disable_seo_tracking: true,
      blocks: showcaseBlocks(),
    },
    ...demoFamilyPages().map((page) => ({ ...page, disable_seo_tracking: true })),
    // The English and Hebrew sites (/en/, /he/).
    ...demoLanguagePages(),
    // The news list /ar/news and its articles (runtime/demo/demo-news.ts).
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
    { key: "price.full_string", value: "ابتداءً من ^ %" },
    // The finance calculator writes its amounts with its own symbol and format (price.finance_calculator_*).
    { key: "price.finance_calculator_currency_symbol", value: "درهم" },
    { key: "price.finance_calculator_format", value: "% ^" },
    { key: "price.offer_string", value: "ابتداءً من ^ %" },
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
