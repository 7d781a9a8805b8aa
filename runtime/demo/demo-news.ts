import type { Db } from "../db/client.ts";
import { offersTable } from "../db/tables/index.ts";
import { picture, richText, titleBanner } from "./demo-blocks.ts";
import { DEMO_SCENES, modelPicture } from "./demo-pictures.ts";
import { example } from "./showcase.ts";

/** One demo news article: its path under news/, its date, its card texts, its picture and body. */
interface DemoArticle {
  slug: string;
  /** The day the article tells of (ISO), written in the page's language above the body. */
  date: string;
  title: string;
  summary: string;
  /** The article's paragraphs. */
  body: readonly string[];
  image: number;
  alt: string;
}

const articles: readonly DemoArticle[] = [
  {
    slug: "defender-octa-arrives",
    date: "2026-11-20",
    title: "وصول ديفندر أوكتا إلى صالات العرض",
    summary: "أقوى ديفندر على الإطلاق متوفرة الآن للطلب لدى صالات العرض في الإمارات.",
    body: [
      "وصلت ديفندر أوكتا إلى صالات العرض في دبي وأبوظبي، وهي أقوى ديفندر صُنعت حتى اليوم بمحرك V8 هجين خفيف بقوة 635 حصاناً.",
      "يرفع نظام التعليق 6D Dynamics السيارة 28 مم عن ديفندر 110، ويوسّع المسار 68 مم، لتثبت على الكثبان والطرق الصخرية بثقة أكبر.",
      "تتوفر أوكتا بعدد محدود في الإمارات، ويمكن حجز تجربة قيادة في معرض شارع الشيخ زايد ابتداءً من هذا الأسبوع.",
    ],
    image: modelPicture("defender", "front"),
    alt: "ديفندر أوكتا من الأمام",
  },
  {
    slug: "range-rover-sport-sv-launch",
    date: "2026-11-12",
    title: "إطلاق رينج روفر سبورت SV في الإمارات",
    summary: "أقوى رينج روفر سبورت على الإطلاق تصل إلى صالات العرض مع نظام تعليق هيدروليكي متطور.",
    body: [
      "تصل رينج روفر سبورت SV بمحرك V8 مزدوج الشاحن ونظام 6D Dynamics الهيدروليكي الذي يُبقي الهيكل مستوياً في المنعطفات.",
      "في المقصورة مقاعد رياضية خفيفة بهيكل من ألياف الكربون، وتقنية SV Body and Soul Seat التي تنقل إيقاع الموسيقى إلى المقعد.",
      "تبدأ التسليمات الأولى مطلع العام المقبل، ويمكن حجز السيارة اليوم لدى أي معرض معتمد.",
    ],
    image: modelPicture("range-rover-sport", "side"),
    alt: "رينج روفر سبورت من الجانب",
  },
  {
    slug: "discovery-family-adventure",
    date: "2026-10-30",
    title: "ديسكفري: سبعة مقاعد لمغامرات العائلة",
    summary: "جولة في الجبال مع ديسكفري الجديدة تكشف مرونة المقصورة وراحة الصف الثالث.",
    body: [
      "انطلقنا من دبي إلى جبال حتا مع عائلة من سبعة أفراد، لنختبر ديسكفري في رحلة يوم كامل.",
      "طُويت مقاعد الصف الثالث كهربائياً من التطبيق لتتسع الأمتعة، ثم رُفعت في دقيقة عند العودة مع الأصدقاء.",
      "على الطرق الجبلية اختار نظام Terrain Response وضع الحصى تلقائياً، وبقيت المقصورة هادئة حتى في المنحدرات.",
    ],
    image: DEMO_SCENES.familyTrip,
    alt: "عائلة في رحلة جبلية بسيارة ديسكفري",
  },
  {
    slug: "new-service-centre-abu-dhabi",
    date: "2026-10-18",
    title: "افتتاح مركز خدمة جديد في أبوظبي",
    summary: "مركز خدمة حديث بثلاثين منصة عمل وصالة انتظار للعملاء يفتح أبوابه في مصفح.",
    body: [
      "افتتح مركز الخدمة الجديد في مصفح بثلاثين منصة عمل، ليصبح أكبر مركز لخدمة لاند روفر في العاصمة.",
      "يقدّم المركز الصيانة الدورية والإصلاحات وخدمة الاستلام والتوصيل، مع صالة انتظار ومساحة عمل للعملاء.",
      "يعمل المركز طوال أيام الأسبوع، ويمكن حجز المواعيد عبر الموقع أو بالاتصال بالرقم التجريبي +971 2 555 0200.",
    ],
    image: DEMO_SCENES.serviceCentre,
    alt: "منصات العمل في مركز الخدمة الجديد",
  },
  {
    slug: "defender-desert-expedition",
    date: "2026-10-05",
    title: "ديفندر تعبر صحراء الربع الخالي",
    summary: "رحلة استكشافية لمسافة ألف كيلومتر عبر الكثبان الرملية بسيارات ديفندر 110.",
    body: [
      "اجتاز فريق من ست سيارات ديفندر 110 كثبان الربع الخالي خلال خمسة أيام، بمسافة تجاوزت ألف كيلومتر.",
      "استعان الفريق بوضع الرمال في نظام Terrain Response وبضغط إطارات منخفض لتجاوز أصعب المنحدرات.",
      "لم تحتج أي سيارة إلى سحب طوال الرحلة، وعادت القافلة إلى ليوا قبل الموعد بيوم.",
    ],
    image: DEMO_SCENES.desertConvoy,
    alt: "قافلة ديفندر على كثبان الربع الخالي",
  },
  {
    slug: "travel-check-programme",
    date: "2026-09-21",
    title: "برنامج الفحص قبل السفر",
    summary: "فحص مجاني من أربعين نقطة للتكييف والإطارات والبطارية قبل الرحلات الطويلة.",
    body: [
      "أطلقت مراكز الخدمة برنامج الفحص قبل السفر، ويشمل التكييف والإطارات والبطارية وسوائل التبريد.",
      "يحصل كل عميل على تقرير مصوّر يبيّن حالة سيارته، مع عرض سعر لأي إصلاح قبل البدء به.",
    ],
    image: modelPicture("discovery", "detail"),
    alt: "فحص عجلة ديسكفري",
  },
  {
    slug: "range-rover-electric-preview",
    date: "2026-09-08",
    title: "نظرة أولى على رينج روفر الكهربائية",
    summary: "أول رينج روفر كهربائية بالكامل تقترب من الإنتاج، وقائمة الانتظار مفتوحة الآن.",
    body: [
      "تجمع رينج روفر الكهربائية بين الهدوء التام وقدرات الطرق الوعرة المعهودة، مع قدرة خوض في المياه حتى 850 مم.",
      "يضيف الشحن السريع مئات الكيلومترات في دقائق، وتختبر النماذج الأولية حالياً في حرارة الخليج.",
      "يمكن الحجز المسبق من صفحة رينج روفر الكهربائية برسوم حجز قابلة للاسترداد.",
    ],
    image: modelPicture("range-rover", "front"),
    alt: "رينج روفر من الأمام",
  },
  {
    slug: "owners-club-gathering",
    date: "2026-08-27",
    title: "لقاء نادي مالكي لاند روفر في العين",
    summary: "أكثر من مئتي سيارة اجتمعت في أكبر لقاء لمالكي لاند روفر في المنطقة.",
    body: [
      "اجتمعت أكثر من مئتي سيارة لاند روفر في العين، من سيريز الأولى إلى ديفندر أوكتا.",
      "تضمّن اللقاء ورش عمل حول القيادة على الطرق الوعرة، ومسابقات للعائلات، وجولة على جبل حفيت.",
    ],
    image: modelPicture("defender", "side"),
    alt: "سيارات ديفندر مصطفّة في لقاء المالكين",
  },
  {
    slug: "evoque-design-award",
    date: "2026-08-14",
    title: "إيفوك تفوز بجائزة التصميم",
    summary: "رينج روفر إيفوك تحصد جائزة أفضل تصميم لسيارة رياضية متعددة الاستخدامات مدمجة.",
    body: [
      "أشادت لجنة التحكيم بخط السقف المنخفض كالكوبيه، وبالمقصورة المصنوعة من مواد مستدامة.",
      "هذه الجائزة الثالثة لإيفوك منذ إطلاقها، وهي متوفرة في صالات العرض بألوان سقف متباينة.",
    ],
    image: modelPicture("range-rover-evoque", "side"),
    alt: "رينج روفر إيفوك من الجانب",
  },
  {
    slug: "summer-road-trip-tips",
    date: "2026-07-30",
    title: "نصائح للقيادة في صيف الخليج",
    summary: "كيف تحافظ على سيارتك في درجات الحرارة المرتفعة: الإطارات والتكييف والبطارية.",
    body: [
      "افحص ضغط الإطارات صباحاً قبل أن تسخن، فالحرارة ترفع الضغط وتُضلّل القراءة.",
      "استبدل فلتر المقصورة بانتظام ليبقى التكييف فعّالاً، واحرص على فحص البطارية قبل الرحلات الطويلة.",
      "احمل ماءً إضافياً في الرحلات الصحراوية، وأخبر أحداً بمسارك وموعد عودتك.",
    ],
    image: modelPicture("range-rover-velar", "interior"),
    alt: "مقصورة رينج روفر فيلار",
  },
];

/** The article's date as its page writes it, in Arabic (the site's time zone is the Gulf's). */
const articleDate = new Intl.DateTimeFormat("ar", { dateStyle: "long", timeZone: "UTC" });

/**
 * The demo's news: the list page /ar/news (the News block listing news/…) and ten Arabic
 * articles under it, each with its title, date, picture and body; enough for two pages of the list.
 */
export function demoNewsPages() {
  return [
    {
      path: "news",
      translation_key: "news",
      title: "الأخبار",
      meta_description: "آخر أخبار لاند روفر في الإمارات: الطرازات الجديدة والفعاليات والعروض.",
      image_id: DEMO_SCENES.brandSquare,
      blocks: [
        titleBanner({
          heading: "الأخبار",
          paragraph: "آخر أخبار لاند روفر في الإمارات: الطرازات الجديدة والفعاليات والعروض.",
          image: picture(DEMO_SCENES.desertConvoy, "قافلة لاند روفر في الصحراء"),
        }),
        example("lrdx-news", 0, { heading: "كل الأخبار", header_tag: 2 }),
      ],
    },
    ...articles.map((a) => ({
      path: `news/${a.slug}`,
      page_type: "news" as const,
      title: a.title,
      meta_description: a.summary,
      image_id: a.image,
      blocks: [
        titleBanner({
          heading: a.title,
          paragraph: a.summary,
          image: picture(a.image, a.alt),
        }),
        richText(
          `<p><time datetime="${a.date}">${articleDate.format(new Date(a.date))}</time></p>${a.body.map((p) => `<p>${p}</p>`).join("")}`,
        ),
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
