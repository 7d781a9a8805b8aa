/**
 * The demo's models and the distributor's contact data: what the Arabic site and its English and
 * Hebrew versions both write from (runtime/demo/demo-content.ts, demo-languages.ts).
 */
import type { DemoModel } from "./demo-pictures.ts";

/** A model of the demo: its names in the site's languages, its copy and its figures. */
export interface DemoModelCopy {
  model: DemoModel;
  /** Nameplate code (000 §9 / 001 §9): the key of its specs and of its stock. */
  code: string;
  name: { ar: string; en: string; he: string };
  tagline: { ar: string; en: string; he: string };
  /** The model page's introduction, a paragraph a line. */
  intro: string;
  /** What the front, interior and detail pictures show: a title and a text each. */
  highlights: readonly [[string, string], [string, string], [string, string]];
  figures: { power: number; acceleration: number; seats: number; towing: number };
  /** Starting price, dirhams. */
  price: number;
}

/** The demo's seven models, in the order of DEMO_MODELS. */
export const DEMO_MODEL_COPY: readonly DemoModelCopy[] = [
  {
    model: "defender",
    code: "l663",
    name: { ar: "ديفندر", en: "Defender", he: "דיפנדר" },
    tagline: {
      ar: "قدرات لا تعرف المستحيل، بثلاثة أطوال للهيكل وحتى ثمانية مقاعد.",
      en: "Capability without limits, in three body lengths with up to eight seats.",
      he: "יכולת ללא גבולות, בשלושה אורכי מרכב ועד שמונה מושבים.",
    },
    intro:
      "ديفندر 90 و110 و130: هيكل أحادي من الألمنيوم أقوى بثلاث مرات من الهياكل التقليدية، وتعليق هوائي يرفع السيارة حتى 145 مم عند الحاجة.\nمن كثبان ليوا إلى شوارع دبي، يختار نظام Terrain Response الإعدادات المناسبة للرمال والحصى والطين تلقائياً.",
    highlights: [
      ["مقدمة لا تخطئها العين", "مصابيح LED دائرية وشبك أمامي عريض يعلنان عن ديفندر من بعيد."],
      [
        "مقصورة عملية وفاخرة",
        "عارضة مغنيسيوم مكشوفة ومقاعد قابلة للغسل وشاشة Pivi Pro مقاس 11.4 بوصة.",
      ],
      ["العجلة الاحتياطية على الباب الخلفي", "رمز ديفندر الأصيل، مع عجلات حتى 22 بوصة."],
    ],
    figures: { power: 400, acceleration: 6.1, seats: 8, towing: 3500 },
    price: 329000,
  },
  {
    model: "discovery",
    code: "l462",
    name: { ar: "ديسكفري", en: "Discovery", he: "דיסקברי" },
    tagline: {
      ar: "سبعة مقاعد حقيقية لكل أفراد العائلة، ومساحة لكل مغامرة.",
      en: "Seven real seats for the whole family, and room for every adventure.",
      he: "שבעה מושבים אמיתיים לכל המשפחה, ומקום לכל הרפתקה.",
    },
    intro:
      "ديسكفري هي سيارة العائلة التي لا تتنازل عن القدرات: سبعة مقاعد للبالغين، وصف ثالث يُطوى كهربائياً من الهاتف.\nسقفها المتدرّج يمنح ركاب الخلف رؤية أوسع، ونظام الدفع الرباعي الذكي يرافقكم من الطرق الجبلية في حتا إلى رمال الساحل.",
    highlights: [
      ["سقف متدرّج مميز", "خط السقف المرتفع في الخلف يمنح الصف الثالث مساحة رأس أكبر."],
      ["مقصورة مرنة", "أكثر من عشرين تشكيلاً للمقاعد ومساحة تحميل تصل إلى 2,406 لتر."],
      ["تقنيات للعائلة", "منافذ شحن في كل صف وتكييف بأربع مناطق."],
    ],
    figures: { power: 360, acceleration: 6.5, seats: 7, towing: 3500 },
    price: 369000,
  },
  {
    model: "discovery-sport",
    code: "l550",
    name: { ar: "ديسكفري سبورت", en: "Discovery Sport", he: "דיסקברי ספורט" },
    tagline: {
      ar: "مدمجة في المدينة، واسعة في الرحلة، مع خيار المقاعد السبعة.",
      en: "Compact in town, roomy on the road, with the option of seven seats.",
      he: "קומפקטית בעיר, מרווחת בדרך, עם אפשרות לשבעה מושבים.",
    },
    intro:
      "ديسكفري سبورت تجمع أبعاداً مدمجة تسهّل الركن في المدينة مع مقصورة تتسع لخمسة أو سبعة ركاب.\nمحرك هجين خفيف اقتصادي في الوقود، ونظام ClearSight للرؤية الخلفية عندما تمتلئ السيارة بالأمتعة.",
    highlights: [
      ["تصميم عصري", "خطوط انسيابية ومصابيح أمامية رفيعة بتقنية LED."],
      ["مقصورة عملية", "مساحات تخزين ذكية وشاشة لمس منحنية مقاس 11.4 بوصة."],
      ["عجلات وتفاصيل رياضية", "عجلات حتى 21 بوصة وحزمة R-Dynamic."],
    ],
    figures: { power: 249, acceleration: 7.6, seats: 7, towing: 2200 },
    price: 219000,
  },
  {
    model: "range-rover",
    code: "l460",
    name: { ar: "رينج روفر", en: "Range Rover", he: "ריינג' רובר" },
    tagline: {
      ar: "قمة الفخامة البريطانية، بهدوء مقصورة لا يُضاهى.",
      en: "The height of British luxury, with a cabin of unrivalled calm.",
      he: "פסגת היוקרה הבריטית, עם תא נוסעים שקט ללא תחרות.",
    },
    intro:
      "رينج روفر بخطوطها الطويلة المنخفضة وسطحها الأملس تعيد تعريف السيارة الفاخرة: قاعدة عجلات طويلة، ومقاعد خلفية تنفيذية تميل حتى 40 درجة.\nنظام إلغاء الضوضاء النشط ومحرك V8 بقوة 530 حصاناً يجعلان كل رحلة بين أبوظبي ودبي هادئة كصالة الاستقبال.",
    highlights: [
      ["واجهة هادئة الملامح", "شبك أمامي بنقشة جديدة ومصابيح Digital LED رفيعة."],
      ["مقصورة تنفيذية", "جلد شبه أنيلين ومساند أقدام ومقاعد خلفية بتدليك."],
      ["تفاصيل مصقولة", "مصابيح خلفية مخفية خلف شريط أسود لامع، وعجلات 23 بوصة."],
    ],
    figures: { power: 530, acceleration: 4.6, seats: 5, towing: 3500 },
    price: 699000,
  },
  {
    model: "range-rover-sport",
    code: "l461",
    name: { ar: "رينج روفر سبورت", en: "Range Rover Sport", he: "ריינג' רובר ספורט" },
    tagline: {
      ar: "الأداء الرياضي بأناقة رينج روفر.",
      en: "Sporting performance with Range Rover elegance.",
      he: "ביצועים ספורטיביים באלגנטיות של ריינג' רובר.",
    },
    intro:
      "رينج روفر سبورت أكثر طرازات العائلة حيوية: نظام Dynamic Response Pro يُبقي الهيكل مستوياً في المنعطفات، والتوجيه الخلفي يجعلها رشيقة في المدينة.\nمتوفرة بمحرك هجين قابل للشحن يقطع أكثر من 100 كم بالكهرباء وحدها، وبنسخة SV الأقوى على الإطلاق.",
    highlights: [
      ["وقفة واثقة", "مقدمة منخفضة ومداخل هواء واسعة تعبّر عن الأداء."],
      ["مقصورة قائد", "مقاعد رياضية بذاكرة وشاشة عرض على الزجاج الأمامي."],
      ["مكابح وعجلات للأداء", "مكابح كربون سيراميك في نسخة SV وعجلات حتى 23 بوصة."],
    ],
    figures: { power: 400, acceleration: 5.9, seats: 5, towing: 3000 },
    price: 449000,
  },
  {
    model: "range-rover-velar",
    code: "l560",
    name: { ar: "رينج روفر فيلار", en: "Range Rover Velar", he: "ריינג' רובר וולאר" },
    tagline: {
      ar: "تصميم انسيابي بسيط يسبق زمنه.",
      en: "Sleek, reductive design ahead of its time.",
      he: "עיצוב מינימליסטי וזורם שמקדים את זמנו.",
    },
    intro:
      "فيلار هي الأكثر أناقة بين طرازات رينج روفر: مقابض أبواب تختفي في الهيكل، وخط سقف ينساب نحو الخلف.\nفي الداخل، شاشتا Pivi Pro وأزرار قليلة لمقصورة هادئة، مع خيار مواد نسيجية فاخرة بدلاً من الجلد.",
    highlights: [
      ["خطوط نظيفة", "مقابض أبواب مخفية ومصابيح أمامية بالغة النحافة."],
      ["مقصورة بسيطة", "شاشة منحنية عائمة ومواد مستدامة."],
      ["لمسات دقيقة", "عجلات 22 بوصة بتصميم ماسي وشعار مصقول."],
    ],
    figures: { power: 250, acceleration: 7.5, seats: 5, towing: 2500 },
    price: 289000,
  },
  {
    model: "range-rover-evoque",
    code: "l551",
    name: { ar: "رينج روفر إيفوك", en: "Range Rover Evoque", he: "ריינג' רובר איווק" },
    tagline: {
      ar: "رينج روفر المدمجة، بتصميم كوبيه جريء للمدينة.",
      en: "The compact Range Rover, with a bold coupé design for the city.",
      he: "ריינג' רובר הקומפקטית, בעיצוב קופה נועז לעיר.",
    },
    intro:
      "إيفوك تحمل روح رينج روفر في أبعاد تناسب المدينة: سقف منخفض كالكوبيه وخط نوافذ يرتفع نحو الخلف.\nالتقنيات الذكية مثل غطاء المحرك الشفاف تُظهر ما تحت السيارة عند تجاوز الأرصفة والطرق الوعرة.",
    highlights: [
      ["ملامح كوبيه", "سقف ينخفض نحو الخلف ومصابيح LED رفيعة."],
      ["مقصورة متصلة", "شاشة لمس منحنية وتحديثات برمجية عبر الهواء."],
      ["ألوان جريئة", "سقف بلون متباين وعجلات 21 بوصة."],
    ],
    figures: { power: 249, acceleration: 7.6, seats: 5, towing: 1800 },
    price: 209000,
  },
];

/** A model's copy by its key. */
export function modelCopy(model: DemoModel): DemoModelCopy {
  const found = DEMO_MODEL_COPY.find((m) => m.model === model);
  if (!found) throw new Error(`no demo copy for ${model}`);
  return found;
}

/** The demo distributor's contact data (demo numbers and addresses, not real ones). */
export const DEMO_CONTACT = {
  phone: "+971 4 555 0100",
  service: "+971 4 555 0150",
  whatsapp: "+971 50 555 0100",
  email: "demo@landrover-uae.example",
} as const;
