import type { Db } from "../db/client.ts";
import { offersTable } from "../db/tables/index.ts";
import { example } from "./showcase.ts";

/** One demo news article: its path under news/, its card texts and its picture. */
interface DemoArticle {
  slug: string;
  title: string;
  summary: string;
  body: string;
  imageId: number;
}

const articles: readonly DemoArticle[] = [
  {
    slug: "range-rover-sport-sv-launch",
    title: "إطلاق رينج روفر سبورت SV في الإمارات",
    summary: "أقوى رينج روفر سبورت على الإطلاق تصل إلى صالات العرض مع نظام تعليق هيدروليكي متطور.",
    body: "تصل رينج روفر سبورت SV بمحرك V8 مزدوج الشاحن ونظام 6D Dynamics، مع مقاعد رياضية خفيفة ومكابح من الكربون والسيراميك.",
    imageId: 30002,
  },
  {
    slug: "discovery-family-adventure",
    title: "ديسكفري: سبعة مقاعد لمغامرات العائلة",
    summary: "جولة في الجبال مع ديسكفري الجديدة تكشف مرونة المقصورة وراحة الصف الثالث.",
    body: "انطلقنا من دبي إلى جبال حتا مع عائلة من سبعة أفراد، واختبرنا المقاعد القابلة للطي كهربائياً وأنظمة الدفع الرباعي على الطرق الجبلية.",
    imageId: 30003,
  },
  {
    slug: "new-service-centre-abu-dhabi",
    title: "افتتاح مركز خدمة جديد في أبوظبي",
    summary: "مركز خدمة حديث بثلاثين منصة عمل وصالة انتظار للعملاء يفتح أبوابه في مصفح.",
    body: "يقدّم المركز الجديد الصيانة الدورية والإصلاحات وخدمة الاستلام والتوصيل، ويعمل طوال أيام الأسبوع.",
    imageId: 30004,
  },
  {
    slug: "defender-desert-expedition",
    title: "ديفندر تعبر صحراء الربع الخالي",
    summary: "رحلة استكشافية لمسافة ألف كيلومتر عبر الكثبان الرملية بسيارات ديفندر 110.",
    body: "اجتاز الفريق كثبان الربع الخالي خلال خمسة أيام، مستعيناً بنظام Terrain Response ووضع الرمال لتجاوز أصعب المنحدرات.",
    imageId: 30001,
  },
  {
    slug: "ramadan-service-offer",
    title: "عرض رمضان على خدمات الصيانة",
    summary: "خصم على قطع الغيار الأصلية وفحص مجاني من أربعين نقطة طوال الشهر الفضيل.",
    body: "يسري العرض في جميع مراكز الخدمة المعتمدة، ويشمل الفحص الشامل وغسيل السيارة مجاناً مع كل زيارة صيانة.",
    imageId: 30005,
  },
  {
    slug: "range-rover-electric-preview",
    title: "نظرة أولى على رينج روفر الكهربائية",
    summary: "أول رينج روفر كهربائية بالكامل تقترب من الإنتاج، وقائمة الانتظار مفتوحة الآن.",
    body: "تجمع رينج روفر الكهربائية بين الهدوء التام وقدرات الطرق الوعرة المعهودة، مع شحن سريع يضيف مئات الكيلومترات في دقائق.",
    imageId: 30006,
  },
  {
    slug: "owners-club-gathering",
    title: "لقاء نادي مالكي لاند روفر في العين",
    summary: "أكثر من مئتي سيارة اجتمعت في أكبر لقاء لمالكي لاند روفر في المنطقة.",
    body: "تضمّن اللقاء عروضاً للسيارات الكلاسيكية وورش عمل حول القيادة على الطرق الوعرة ومسابقات للعائلات.",
    imageId: 30002,
  },
  {
    slug: "evoque-design-award",
    title: "إيفوك تفوز بجائزة التصميم",
    summary: "رينج روفر إيفوك تحصد جائزة أفضل تصميم لسيارة رياضية متعددة الاستخدامات مدمجة.",
    body: "أشادت لجنة التحكيم بالخطوط الانسيابية والمقصورة المصنوعة من مواد مستدامة وشاشة Pivi Pro.",
    imageId: 30003,
  },
  {
    slug: "summer-road-trip-tips",
    title: "نصائح للقيادة في صيف الخليج",
    summary: "كيف تحافظ على سيارتك في درجات الحرارة المرتفعة: الإطارات والتكييف والبطارية.",
    body: "افحص ضغط الإطارات صباحاً، واستبدل فلتر المقصورة بانتظام، واحرص على فحص البطارية قبل الرحلات الطويلة.",
    imageId: 30004,
  },
];

/**
 * The demo's news: the list page /ar/news (the News block listing news/…) and ten Arabic news
 * pages under it (the one in demo-content.ts and these nine), enough for two pages of the list.
 */
export function demoNewsPages() {
  return [
    {
      path: "news",
      title: "الأخبار",
      meta_description: "آخر أخبار لاند روفر في الإمارات: الطرازات الجديدة والفعاليات والعروض.",
      blocks: [
        example("lrdx-hero-title-banner", 0, {
          heading: "الأخبار",
          paragraph: "آخر أخبار لاند روفر في الإمارات: الطرازات الجديدة والفعاليات والعروض.",
          "rdx-buttons": [],
          offer_schedule: [],
        }),
        example("lrdx-news", 0, { heading: "" }),
      ],
    },
    ...articles.map((a) => ({
      path: `news/${a.slug}`,
      page_type: "news" as const,
      title: a.title,
      meta_description: a.summary,
      image_id: a.imageId,
      blocks: [
        example("lrdx-snippet", 0, {
          block_scroll_id: "",
          heading: a.title,
          header_tag: 1,
          paragraph: a.body,
          "rdx-buttons": [],
        }),
      ],
    })),
  ];
}

/** A few offers the demo's own offers answer (/public_api/offers) carries. */
export const demoOffers: readonly {
  car_model_key: string;
  properties: Record<string, string | number>;
}[] = [
  {
    car_model_key: "defender_110",
    properties: { category: "finance", title: "تمويل بدون دفعة أولى", monthly_price: 3999 },
  },
  {
    car_model_key: "range_rover_sport",
    properties: { category: "service", title: "صيانة مجانية لخمس سنوات" },
  },
  {
    car_model_key: "discovery",
    properties: { category: "finance", title: "معدل ربح 0% لمدة سنتين" },
  },
  {
    car_model_key: "range_rover_evoque",
    properties: { category: "trade in", title: "قيمة استبدال إضافية لسيارتك الحالية" },
  },
];

/** Stores the demo offers (once: an empty table only). */
export async function importDemoOffers(db: Db): Promise<number> {
  const existing = await db.select({ id: offersTable.id }).from(offersTable).limit(1);
  if (existing.length > 0) return 0;
  await db.insert(offersTable).values(demoOffers.map((o) => ({ ...o })));
  return demoOffers.length;
}
