import { sql } from "drizzle-orm";
import { parsePhoneNumber } from "libphonenumber-js/min";
import type { StockVehicle } from "../../generated/types.ts";
import type { Db } from "../db/client.ts";
import { media } from "../db/tables/index.ts";
import {
  stockCompanyConfig,
  stockConfigs,
  stockConfiguratorBuilds,
  stockDealers,
  stockListings,
  stockWidgetTranslations,
  tradeInOptions,
} from "../db/tables/stock.ts";
import {
  type ImportReport,
  importStockVehicles,
  type SourceRow,
} from "../features/stock/stock-import.ts";
import { DEMO_SCENES, DEMO_VIEWS, type DemoModel, modelPicture } from "./demo-pictures.ts";
import { demoImages } from "./images.ts";

/**
 * A realistic demo inventory (`npm run stock -- demo --count N --listing NAME`, and a few hundred
 * vehicles on `npm start` with an empty database): both brands and their nameplates (001 §9
 * codes), every state and status, engines, transmissions, the ten canonical colours with
 * specific names (Arabic for the UAE dealers' cars, English for the Australian ones), prices in
 * AED with sale, monthly and subscribe prices, drive-away prices by state for new cars, AVL
 * fields, features, photos from the media library's demo pictures, dealers in the UAE emirates
 * and Australian states; and what the stock pages read beside the vehicles: the listing's button
 * set and disclaimers, showroom and order-online configs, company config, widget translations,
 * trade-in options and configurator builds.
 *
 * Reproducible: the same seed and the same day give the same vehicles (VIN, attributes), so a
 * second run updates them rather than adding more. Vehicles go through the stock import (checked
 * by the generated validator, upserted by VIN in multi-row statements).
 */

// --- A seeded PRNG ----------------------------------------------------------------------------

/** mulberry32: small, fast, and the same sequence for the same seed on every machine. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

const pick = <T>(r: Random, items: readonly T[]): T => items[Math.floor(r() * items.length)] as T;
const between = (r: Random, min: number, max: number): number =>
  min + Math.floor(r() * (max - min + 1));
const chance = (r: Random, p: number): boolean => r() < p;
/** One of `items` by weight. */
function weighted<T>(r: Random, items: readonly (readonly [T, number])[]): T {
  const total = items.reduce((sum, [, w]) => sum + w, 0);
  let at = r() * total;
  for (const [item, w] of items) {
    at -= w;
    if (at < 0) return item;
  }
  return (items[items.length - 1] as readonly [T, number])[0];
}
const round = (value: number, step: number): number => Math.round(value / step) * step;

// --- Nameplates -------------------------------------------------------------------------------

type Engine = NonNullable<StockVehicle["engine_type"]>[number];
type State = StockVehicle["state"];
type Status = StockVehicle["status"];

interface Trim {
  version: string;
  engine: Engine[];
  /** Engine code in the display name (P400, D300, P400e, EV400). */
  code: string;
  powerKw: number;
  capacity: number | null;
  battery?: number;
  /** Price factor against the nameplate's base price. */
  factor: number;
}

interface Nameplate {
  brand: "Land Rover" | "Jaguar";
  name: string;
  group: string;
  /** Internal code (001 §9); `previous` is the earlier generation's, for older cars. */
  code: string;
  previous?: { code: string; until: number };
  /** Only sold used or approved (production ended). */
  isUsedOnly?: boolean;
  /** New price in AED of the first trim. */
  basePrice: number;
  seats: readonly number[];
  drivetrain: readonly string[];
  trims: readonly Trim[];
  /** Weight among nameplates. */
  share: number;
}

const t = (
  version: string,
  code: string,
  engine: Engine[],
  powerKw: number,
  capacity: number | null,
  factor: number,
  battery?: number,
): Trim => ({
  version,
  code,
  engine,
  powerKw,
  capacity,
  factor,
  ...(battery ? { battery } : {}),
});

export const NAMEPLATES: readonly Nameplate[] = [
  {
    brand: "Land Rover",
    name: "Defender",
    group: "Defender",
    code: "L663",
    basePrice: 315000,
    seats: [5, 6, 7, 8],
    drivetrain: ["AWD"],
    share: 16,
    trims: [
      t("90 S", "P300", ["petrol"], 221, 1997, 1),
      t("110 SE", "D300", ["diesel", "mhev"], 221, 2997, 1.18),
      t("110 X-Dynamic HSE", "P400", ["petrol", "mhev"], 294, 2996, 1.35),
      t("110 X", "P400e", ["petrol", "phev"], 297, 1997, 1.45),
      t("130 Outbound", "P400", ["petrol", "mhev"], 294, 2996, 1.5),
      t("110 V8", "P525", ["petrol"], 386, 5000, 1.9),
    ],
  },
  {
    brand: "Land Rover",
    name: "Discovery",
    group: "Discovery",
    code: "L462",
    basePrice: 335000,
    seats: [7],
    drivetrain: ["AWD"],
    share: 7,
    trims: [
      t("S", "P300", ["petrol"], 221, 1997, 1),
      t("Dynamic SE", "D300", ["diesel", "mhev"], 221, 2997, 1.15),
      t("Dynamic HSE", "P360", ["petrol", "mhev"], 265, 2996, 1.28),
    ],
  },
  {
    brand: "Land Rover",
    name: "Discovery Sport",
    group: "Discovery",
    code: "L550",
    basePrice: 205000,
    seats: [5, 7],
    drivetrain: ["AWD", "FWD"],
    share: 8,
    trims: [
      t("S", "P200", ["petrol", "mhev"], 147, 1997, 1),
      t("Dynamic SE", "P250", ["petrol", "mhev"], 183, 1997, 1.12),
      t("Dynamic HSE", "P300e", ["petrol", "phev"], 227, 1498, 1.25),
    ],
  },
  {
    brand: "Land Rover",
    name: "Range Rover",
    group: "Range Rover",
    code: "L460",
    previous: { code: "L405", until: 2021 },
    basePrice: 640000,
    seats: [5, 7, 4],
    drivetrain: ["AWD"],
    share: 14,
    trims: [
      t("SE", "P400", ["petrol", "mhev"], 294, 2996, 1),
      t("HSE", "P530", ["petrol"], 390, 4395, 1.2),
      t("Autobiography", "P550e", ["petrol", "phev"], 405, 2996, 1.4),
      t("SV", "P615", ["petrol"], 452, 4395, 1.95),
    ],
  },
  {
    brand: "Land Rover",
    name: "Range Rover Sport",
    group: "Range Rover",
    code: "L461",
    previous: { code: "L494", until: 2022 },
    basePrice: 455000,
    seats: [5],
    drivetrain: ["AWD"],
    share: 13,
    trims: [
      t("SE", "P400", ["petrol", "mhev"], 294, 2996, 1),
      t("Dynamic SE", "D350", ["diesel", "mhev"], 258, 2997, 1.08),
      t("Autobiography", "P460e", ["petrol", "phev"], 338, 2996, 1.3),
      t("SV", "P635", ["petrol", "mhev"], 467, 4395, 1.85),
    ],
  },
  {
    brand: "Land Rover",
    name: "Range Rover Velar",
    group: "Range Rover",
    code: "L560",
    basePrice: 290000,
    seats: [5],
    drivetrain: ["AWD"],
    share: 8,
    trims: [
      t("S", "P250", ["petrol"], 184, 1997, 1),
      t("Dynamic SE", "P400", ["petrol", "mhev"], 294, 2996, 1.2),
      t("Dynamic HSE", "P550e", ["petrol", "phev"], 404, 1997, 1.35),
    ],
  },
  {
    brand: "Land Rover",
    name: "Range Rover Evoque",
    group: "Range Rover",
    code: "L551",
    basePrice: 215000,
    seats: [5],
    drivetrain: ["AWD", "FWD"],
    share: 9,
    trims: [
      t("S", "P200", ["petrol", "mhev"], 147, 1997, 1),
      t("Dynamic SE", "P250", ["petrol", "mhev"], 184, 1997, 1.1),
      t("Autobiography", "P300e", ["petrol", "phev"], 227, 1498, 1.3),
    ],
  },
  {
    brand: "Jaguar",
    name: "F-PACE",
    group: "PACE",
    code: "X761",
    basePrice: 285000,
    seats: [5],
    drivetrain: ["AWD"],
    share: 8,
    trims: [
      t("R-Dynamic S", "P250", ["petrol"], 184, 1997, 1),
      t("R-Dynamic SE", "P400", ["petrol", "mhev"], 294, 2996, 1.2),
      t("R-Dynamic HSE", "P400e", ["petrol", "phev"], 297, 1997, 1.3),
      t("SVR", "P575", ["petrol"], 423, 5000, 1.75),
    ],
  },
  {
    brand: "Jaguar",
    name: "E-PACE",
    group: "PACE",
    code: "X540",
    basePrice: 185000,
    seats: [5],
    drivetrain: ["AWD", "FWD"],
    share: 6,
    trims: [
      t("R-Dynamic S", "P200", ["petrol", "mhev"], 147, 1997, 1),
      t("R-Dynamic SE", "P250", ["petrol", "mhev"], 184, 1997, 1.1),
      t("R-Dynamic HSE", "P300e", ["petrol", "phev"], 227, 1498, 1.25),
    ],
  },
  {
    brand: "Jaguar",
    name: "I-PACE",
    group: "PACE",
    code: "X590",
    basePrice: 335000,
    seats: [5],
    drivetrain: ["AWD"],
    share: 5,
    trims: [
      t("S", "EV400", ["bev"], 294, null, 1, 90),
      t("HSE", "EV400", ["bev"], 294, null, 1.15, 90),
    ],
  },
  {
    brand: "Jaguar",
    name: "F-TYPE",
    group: "F-TYPE",
    code: "X152",
    basePrice: 320000,
    seats: [2],
    drivetrain: ["RWD", "AWD"],
    share: 4,
    trims: [
      t("R-Dynamic", "P300", ["petrol"], 221, 1997, 1),
      t("R-Dynamic", "P450", ["petrol"], 331, 5000, 1.25),
      t("R 75", "P575", ["petrol"], 423, 5000, 1.6),
    ],
  },
  {
    brand: "Jaguar",
    name: "XE",
    group: "Saloon",
    code: "X760",
    isUsedOnly: true,
    basePrice: 170000,
    seats: [5],
    drivetrain: ["RWD", "AWD"],
    share: 1,
    trims: [
      t("R-Dynamic SE", "P250", ["petrol"], 184, 1997, 1),
      t("R-Dynamic HSE", "P300", ["petrol"], 221, 1997, 1.15),
    ],
  },
  {
    brand: "Jaguar",
    name: "XF",
    group: "Saloon",
    code: "X260",
    isUsedOnly: true,
    basePrice: 210000,
    seats: [5],
    drivetrain: ["RWD", "AWD"],
    share: 1,
    trims: [
      t("R-Dynamic SE", "P250", ["petrol"], 184, 1997, 1),
      t("R-Dynamic HSE", "P300", ["petrol"], 221, 1997, 1.15),
      t("Sportbrake", "D200", ["diesel", "mhev"], 150, 1997, 1.1),
    ],
  },
];

// --- Colours ------------------------------------------------------------------------------------

type Canonical = NonNullable<StockVehicle["color_canonical"]>;

/** The ten canonical colours (001 §9), each with specific paint names [Arabic, English]. */
export const COLOURS: Readonly<Record<Canonical, readonly (readonly [string, string])[]>> = {
  white: [
    ["أبيض فوجي", "Fuji White"],
    ["أبيض أوستوني اللؤلؤي", "Ostuni Pearl White"],
    ["أبيض يولونغ", "Yulong White"],
  ],
  black: [
    ["أسود سانتوريني", "Santorini Black"],
    ["أسود نارفيك", "Narvik Black"],
  ],
  silver: [
    ["فضي هاكوبا", "Hakuba Silver"],
    ["فضي إندوس", "Indus Silver"],
  ],
  gray: [
    ["رمادي آيغر", "Eiger Grey"],
    ["رمادي كارباثيان", "Carpathian Grey"],
    ["رمادي شارانت", "Charente Grey"],
  ],
  red: [
    ["أحمر فايرنزي", "Firenze Red"],
    ["أحمر كالديرا", "Caldera Red"],
  ],
  green: [
    ["أخضر بانجيا", "Pangea Green"],
    ["أخضر السباق البريطاني", "British Racing Green"],
  ],
  bronze: [
    ["برونزي لانتاو", "Lantau Bronze"],
    ["برونزي كورينث", "Corinthian Bronze"],
  ],
  blue: [
    ["أزرق بورتوفينو", "Portofino Blue"],
    ["أزرق بايرون", "Byron Blue"],
    ["أزرق فيلوسيتي", "Velocity Blue"],
  ],
  yellow: [["أصفر سورينتو", "Sorrento Yellow"]],
  orange: [
    ["برتقالي صقلي", "Sicilian Orange"],
    ["برتقالي بابايا", "Papaya Orange"],
  ],
};

const COLOUR_WEIGHTS: readonly (readonly [Canonical, number])[] = [
  ["white", 24],
  ["black", 20],
  ["gray", 16],
  ["silver", 10],
  ["blue", 9],
  ["green", 6],
  ["red", 5],
  ["bronze", 5],
  ["orange", 3],
  ["yellow", 2],
];

const INTERIORS: readonly (readonly [string, string])[] = [
  ["جلد إيبوني", "Ebony Windsor leather"],
  ["جلد كاراواي", "Caraway semi-aniline leather"],
  ["جلد أبيض لوناري", "Light Cloud leather"],
  ["قماش كفادرات رمادي", "Kvadrat wool blend, Cloud"],
  ["جلد أحمر مارس", "Mars Red Windsor leather"],
];

// --- Dealers ------------------------------------------------------------------------------------

interface DemoDealer {
  code: string;
  country: "AE" | "AU";
  /** Emirate (AUH, DXB, SHJ, AJM, RAK, FUJ, UAQ) or Australian state (ACT, NSW, ...). */
  state: string;
  /** An Australian postcode; in the UAE, which has none, the showroom's P.O. Box. */
  postcode: string;
  locality: string;
  name: string;
  nameEn: string;
  address: string;
  city: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
  /** Share of the inventory. */
  share: number;
}

const uae = (
  code: string,
  state: string,
  postcode: string,
  locality: string,
  name: string,
  nameEn: string,
  address: string,
  city: string,
  phone: string,
  latitude: number,
  longitude: number,
  share: number,
): DemoDealer => ({
  code,
  country: "AE",
  state,
  postcode,
  locality,
  name,
  nameEn,
  address,
  city,
  phone,
  email: `demo.${code.toLowerCase()}@dealers.example.com`,
  latitude,
  longitude,
  share,
});

const aus = (
  code: string,
  state: string,
  postcode: string,
  locality: string,
  nameEn: string,
  address: string,
  city: string,
  phone: string,
  latitude: number,
  longitude: number,
  share: number,
): DemoDealer => ({
  code,
  country: "AU",
  state,
  postcode,
  locality,
  name: nameEn,
  nameEn,
  address,
  city,
  phone,
  email: `demo.${code.toLowerCase()}@dealers.example.com`,
  latitude,
  longitude,
  share,
});

/** A phone number as people write it (+971 4 555 0140); the dealer keeps it in E.164 for links. */
const phoneShown = (e164: string): string => parsePhoneNumber(e164).formatInternational();

/**
 * Demo showrooms in six emirates and the eight Australian states and territories. Their phone
 * numbers are made up (555 01xx in the UAE; the 5550 range Australia keeps for fiction) and their
 * e-mail addresses are at example.com, so nobody is called or written to from the demo.
 */
export const DEALERS: readonly DemoDealer[] = [
  uae(
    "DXB01",
    "DXB",
    "11564",
    "شارع الشيخ زايد",
    "صالة عرض شارع الشيخ زايد",
    "Sheikh Zayed Road Showroom",
    "شارع الشيخ زايد، بالقرب من تقاطع المنطقة الحرة",
    "دبي",
    "+97145550140",
    25.1538,
    55.2264,
    16,
  ),
  uae(
    "DXB02",
    "DXB",
    "48117",
    "القوز",
    "مركز القوز للسيارات المعتمدة",
    "Al Quoz Approved Centre",
    "المنطقة الصناعية الثالثة، القوز",
    "دبي",
    "+97145550162",
    25.1345,
    55.2311,
    10,
  ),
  uae(
    "DXB03",
    "DXB",
    "5566",
    "ديرة",
    "صالة عرض ديرة",
    "Deira Showroom",
    "شارع الاتحاد، ديرة",
    "دبي",
    "+97145550187",
    25.2697,
    55.3095,
    6,
  ),
  uae(
    "AUH01",
    "AUH",
    "27114",
    "المرور",
    "صالة عرض أبوظبي",
    "Abu Dhabi Showroom",
    "شارع المرور، بالقرب من جسر المصفح",
    "أبوظبي",
    "+97125550123",
    24.4539,
    54.3773,
    13,
  ),
  uae(
    "AUH02",
    "AUH",
    "15550",
    "العين",
    "صالة عرض العين",
    "Al Ain Showroom",
    "شارع زايد بن سلطان، المنطقة الصناعية",
    "العين",
    "+97135550131",
    24.2075,
    55.7447,
    5,
  ),
  uae(
    "SHJ01",
    "SHJ",
    "1799",
    "الخان",
    "صالة عرض الشارقة",
    "Sharjah Showroom",
    "شارع الاتحاد، منطقة الخان",
    "الشارقة",
    "+97165550145",
    25.3212,
    55.3676,
    8,
  ),
  uae(
    "AJM01",
    "AJM",
    "4370",
    "الجرف",
    "صالة عرض عجمان",
    "Ajman Showroom",
    "شارع الشيخ محمد بن زايد، الجرف",
    "عجمان",
    "+97165550178",
    25.4052,
    55.5136,
    4,
  ),
  uae(
    "RAK01",
    "RAK",
    "6322",
    "الظيت",
    "صالة عرض رأس الخيمة",
    "Ras Al Khaimah Showroom",
    "شارع الشيخ محمد بن سالم، الظيت",
    "رأس الخيمة",
    "+97175550119",
    25.7562,
    55.9496,
    4,
  ),
  uae(
    "FUJ01",
    "FUJ",
    "1188",
    "الفجيرة",
    "صالة عرض الفجيرة",
    "Fujairah Showroom",
    "شارع حمد بن عبدالله",
    "الفجيرة",
    "+97195550156",
    25.1288,
    56.3265,
    3,
  ),
  aus(
    "ACT01",
    "ACT",
    "2606",
    "Phillip",
    "Jaguar Land Rover Canberra",
    "12 Botany Street",
    "Canberra",
    "+61255501021",
    -35.3469,
    149.0862,
    2,
  ),
  aus(
    "NSW01",
    "NSW",
    "2064",
    "Artarmon",
    "Jaguar Land Rover Artarmon",
    "1 Frederick Street",
    "Sydney",
    "+61255502034",
    -33.8113,
    151.1833,
    3,
  ),
  aus(
    "NSW02",
    "NSW",
    "2150",
    "Parramatta",
    "Land Rover Parramatta",
    "52 Church Street",
    "Sydney",
    "+61255503047",
    -33.8148,
    151.0034,
    2,
  ),
  aus(
    "VIC01",
    "VIC",
    "3108",
    "Doncaster",
    "Jaguar Land Rover Doncaster",
    "650 Doncaster Road",
    "Melbourne",
    "+61355501058",
    -37.7854,
    145.1253,
    3,
  ),
  aus(
    "QLD01",
    "QLD",
    "4006",
    "Newstead",
    "Jaguar Land Rover Brisbane",
    "41 Breakfast Creek Road",
    "Brisbane",
    "+61755501063",
    -27.4467,
    153.0449,
    2,
  ),
  aus(
    "WA01",
    "WA",
    "6017",
    "Osborne Park",
    "Jaguar Land Rover Perth",
    "400 Scarborough Beach Road",
    "Perth",
    "+61855501072",
    -31.9022,
    115.8136,
    1,
  ),
  aus(
    "SA01",
    "SA",
    "5000",
    "Adelaide",
    "Jaguar Land Rover Adelaide",
    "100 West Terrace",
    "Adelaide",
    "+61855502081",
    -34.9246,
    138.5895,
    1,
  ),
  aus(
    "TAS01",
    "TAS",
    "7000",
    "Hobart",
    "Land Rover Hobart",
    "2 Argyle Street",
    "Hobart",
    "+61355502095",
    -42.8803,
    147.3293,
    1,
  ),
  aus(
    "NT01",
    "NT",
    "0800",
    "Darwin",
    "Land Rover Darwin",
    "15 Stuart Highway",
    "Darwin",
    "+61855503016",
    -12.4634,
    130.8456,
    1,
  ),
];

const EMIRATES = ["DXB", "AUH", "SHJ", "AJM", "RAK", "FUJ", "UAQ"] as const;
const AU_STATES = ["ACT", "NSW", "NT", "QLD", "SA", "TAS", "VIC", "WA"] as const;

/** A dealer's uuid, the same on every run (a v4-shaped id from its code). */
function dealerUuid(code: string): string {
  const r = prng([...code].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261));
  const hex = Array.from({ length: 32 }, () => Math.floor(r() * 16).toString(16)).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const OPENING_HOURS_AE = "السبت - الخميس: 9:00 ص - 9:00 م\nالجمعة: 4:00 م - 9:00 م";
const OPENING_HOURS_AU = "Mon-Fri 8:30am-5:30pm, Sat 9am-4pm, Sun closed";

function ownerFields(dealer: DemoDealer): Partial<StockVehicle> {
  const isAe = dealer.country === "AE";
  return {
    owner_dealer_code: dealer.code,
    owner_uuid: dealerUuid(dealer.code),
    owner_name: dealer.name,
    owner_state: dealer.state,
    owner_city: dealer.city,
    owner_address: dealer.address,
    owner_zipcode: dealer.postcode,
    owner_phone: dealer.phone,
    owner_email: dealer.email,
    owner_opening_hours: isAe ? OPENING_HOURS_AE : OPENING_HOURS_AU,
    owner_metadata: isAe
      ? {
          display_name_jag: `جاكوار ${dealer.city} — ${dealer.locality}`,
          display_name_lr: `لاند روفر ${dealer.city} — ${dealer.locality}`,
        }
      : {
          display_name_jag: `Jaguar ${dealer.locality}`,
          display_name_lr: `Land Rover ${dealer.locality}`,
        },
  };
}

// --- Features -----------------------------------------------------------------------------------

const STANDARD_AR = [
  "مقاعد جلدية مدفأة ومبردة",
  "نظام Pivi Pro للمعلومات والترفيه بشاشة 11.4 بوصة",
  "كاميرا محيطية 360 درجة",
  "شاشة عدادات رقمية تفاعلية",
  "فتحة سقف بانورامية",
  "نظام صوت Meridian",
  "مصابيح أمامية LED مصفوفية",
  "شحن لاسلكي للهاتف",
  "Apple CarPlay و Android Auto",
  "مثبت سرعة تكيفي",
  "مساعد الحفاظ على المسار",
  "صندوق خلفي كهربائي",
  "تكييف رباعي المناطق",
  "عجلات خليطة مقاس 21 بوصة",
];
const STANDARD_EN = [
  "Heated and cooled leather seats",
  "Pivi Pro infotainment with 11.4-inch touchscreen",
  "3D surround camera",
  "Interactive driver display",
  "Panoramic sliding roof",
  "Meridian sound system",
  "Pixel LED headlights",
  "Wireless device charging",
  "Apple CarPlay and Android Auto",
  "Adaptive cruise control",
  "Lane keep assist",
  "Powered tailgate",
  "Four-zone climate control",
  "21-inch alloy wheels",
];
const OPTIONAL: readonly (readonly [string, string, number])[] = [
  ["حزمة الطرق الوعرة", "Off-Road Pack", 9800],
  ["حزمة القطر", "Towing Pack", 6200],
  ["شاشة عرض أمامية على الزجاج", "Head-up display", 5400],
  ["نظام صوت Meridian Signature", "Meridian Signature Sound System", 14500],
  ["سقف بلون متباين", "Contrast roof", 4300],
  ["ثلاجة في الكونسول الأوسط", "Front centre console refrigerator", 3900],
  ["مقاعد خلفية مدفأة", "Heated rear seats", 2800],
  ["حزمة الكروم الداكن", "Black Exterior Pack", 7600],
];
const ACCESSORIES_AR = [
  "حامل سقف",
  "دواسات جانبية قابلة للسحب",
  "حصيرة أرضية مطاطية",
  "حامل دراجات",
  "خطاف قطر",
];
const ACCESSORIES_EN = [
  "Roof cross bars",
  "Deployable side steps",
  "Rubber floor mats",
  "Bike carrier",
  "Tow bar",
];

// --- Photos -------------------------------------------------------------------------------------

/** The demo model each Land Rover nameplate's pictures show (runtime/demo/demo-pictures.ts). */
const MODEL_PICTURES: Readonly<Record<string, DemoModel>> = {
  Defender: "defender",
  Discovery: "discovery",
  "Discovery Sport": "discovery-sport",
  "Range Rover": "range-rover",
  "Range Rover Sport": "range-rover-sport",
  "Range Rover Velar": "range-rover-velar",
  "Range Rover Evoque": "range-rover-evoque",
};

/**
 * A vehicle's pictures, in the order its photos take them: its own model's side, front, interior
 * and detail views; a nameplate the demo draws no pictures of shows the showroom's scenes.
 */
function photoIdsOf(nameplate: string): readonly number[] {
  const model = MODEL_PICTURES[nameplate];
  return model
    ? DEMO_VIEWS.map((view) => modelPicture(model, view))
    : [DEMO_SCENES.showroom, DEMO_SCENES.handover, DEMO_SCENES.desertConvoy];
}

/** A photo in the media library's sizes; the cover also names its medium size for the cards. */
const photoOf = (id: number, isCover = false) => ({
  normal: `/api/v2/images/${id}/w/1024.jpg`,
  ...(isCover ? { medium: `/api/v2/images/${id}/w/640.jpg` } : {}),
  hd: `/api/v2/images/${id}/w/1600.jpg`,
});

// --- VINs ---------------------------------------------------------------------------------------

const VIN_CHARS = "ABCDEFGHJKLMNPRSTUVWXYZ0123456789";
const VIN_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
const VIN_VALUES: Record<string, number> = Object.fromEntries(
  [..."0123456789"]
    .map((c, i) => [c, i] as [string, number])
    .concat(
      [..."ABCDEFGH"].map((c, i) => [c, i + 1]),
      [..."JKLMN"].map((c, i) => [c, i + 1]),
      [["P", 7]],
      [["R", 9]],
      [..."STUVWXYZ"].map((c, i) => [c, i + 2]),
    ),
);
/** Model-year letters (2010 = A ... 2030 = Y; I, O, Q, U, Z skipped). */
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY";

/**
 * A valid 17-character VIN, the same for the same seed and index: the brand's WMI (SAL, SAJ),
 * five characters from the seed, the check digit, the model year, the plant and a serial.
 */
export function demoVin(
  brand: Nameplate["brand"],
  seed: number,
  index: number,
  year: number,
): string {
  let s = seed >>> 0;
  let vds = "";
  for (let i = 0; i < 5; i++) {
    vds += VIN_CHARS[s % VIN_CHARS.length];
    s = Math.floor(s / VIN_CHARS.length);
  }
  const yearCode = YEAR_CODES[(year - 2010 + YEAR_CODES.length * 10) % YEAR_CODES.length];
  const serial = String(index % 1_000_000).padStart(6, "0");
  const draft = `${brand === "Jaguar" ? "SAJ" : "SAL"}${vds}0${yearCode}${Math.floor(index / 1_000_000) % 10}${serial}`;
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (VIN_VALUES[draft[i] as string] ?? 0) * (VIN_WEIGHTS[i] ?? 0);
  const check = sum % 11 === 10 ? "X" : String(sum % 11);
  return `${draft.slice(0, 8)}${check}${draft.slice(9)}`;
}

// --- Vehicles -----------------------------------------------------------------------------------

const STATES: readonly (readonly [State, number])[] = [
  ["new", 45],
  ["approved", 25],
  ["used", 20],
  ["demo", 10],
];

const STATUSES: Readonly<Record<State, readonly (readonly [Status, number])[]>> = {
  new: [
    ["stock", 50],
    ["in_production", 12],
    ["available_soon", 10],
    ["on_demand", 8],
    ["delivery", 7],
    ["reserved", 8],
    ["sold", 5],
  ],
  approved: [
    ["stock", 70],
    ["reserved", 12],
    ["sold", 8],
    ["delivery", 5],
    ["available_soon", 5],
  ],
  used: [
    ["stock", 72],
    ["reserved", 12],
    ["sold", 10],
    ["delivery", 6],
  ],
  demo: [
    ["demo", 60],
    ["stock", 20],
    ["reserved", 10],
    ["sold", 10],
  ],
};

const DAY = 86_400_000;

const NAMEPLATE_WEIGHTS = NAMEPLATES.map((n) => [n, n.share] as const);
/** Nameplates still built, for new and demo cars. */
const CURRENT_NAMEPLATE_WEIGHTS = NAMEPLATE_WEIGHTS.filter(([n]) => !n.isUsedOnly);
const DEALER_WEIGHTS = DEALERS.map((d) => [d, d.share] as const);

/** 12345 -> "12,345" (Intl is slow for a hundred thousand vehicles). */
const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ",");

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export interface DemoVehicleOptions {
  seed?: number;
  /** The day the inventory is generated for (years, delivery dates, created_at); default today. */
  asOf?: Date;
}

/**
 * The draws that decide what a demo vehicle is: its state, nameplate, trim, status and dealer,
 * then its age, years and mileage (in this order: the same seed gives the same vehicle).
 */
function drawVehicleIdentity(r: Random, thisYear: number) {
  const state = weighted(r, STATES);
  const nameplate = weighted(
    r,
    state === "new" || state === "demo" ? CURRENT_NAMEPLATE_WEIGHTS : NAMEPLATE_WEIGHTS,
  );
  const trim = pick(r, nameplate.trims);
  const status = weighted(r, STATUSES[state]);
  const dealer = weighted(r, DEALER_WEIGHTS);
  const isArabic = dealer.country === "AE";

  const age =
    state === "new"
      ? 0
      : state === "demo"
        ? between(r, 0, 1)
        : state === "approved"
          ? between(r, 1, 6)
          : between(r, 2, 12);
  const productionYear = thisYear - age + (state === "new" && status === "in_production" ? 1 : 0);
  const modelYear = productionYear + (chance(r, 0.35) ? 1 : 0);
  const code =
    nameplate.previous && productionYear <= nameplate.previous.until
      ? nameplate.previous.code
      : nameplate.code;
  const mileage =
    state === "new"
      ? between(r, 0, 50)
      : state === "demo"
        ? round(between(r, 800, 15000), 10)
        : state === "approved"
          ? round(between(r, 4000, 18000) * age, 10)
          : round(between(r, 6000, 22000) * age, 10);
  return {
    state,
    nameplate,
    trim,
    status,
    dealer,
    isArabic,
    age,
    productionYear,
    modelYear,
    code,
    mileage,
  };
}

/**
 * What a vehicle carries by its state and status, drawn after its attributes: a description, a
 * new car's prices by state, delivery, registration records of used cars, disclaimers and notes.
 */
function addVehicleDetails(
  r: Random,
  vehicle: StockVehicle,
  facts: ReturnType<typeof drawVehicleIdentity> & {
    seed: number;
    index: number;
    asOf: Date;
    colourAr: string;
    colourEn: string;
    interiorAr: string;
    interiorEn: string;
    newPrice: number;
    msrp: number;
    basis: number;
    optional: readonly { name: string; price: number | undefined }[];
  },
): void {
  const { state, status, nameplate, trim, dealer, isArabic, age, productionYear, mileage } = facts;
  const { seed, index, asOf, colourAr, colourEn, interiorAr, interiorEn } = facts;
  const { newPrice, msrp, basis, optional } = facts;
  if (chance(r, 0.35))
    vehicle.long_description = isArabic
      ? `${nameplate.name} ${trim.version} بمحرك ${trim.code}، ${state === "new" ? "جديدة" : `موديل ${productionYear} بعداد ${grouped(mileage)} كم`}، لون ${colourAr} مع مقصورة ${interiorAr}.`
      : `${nameplate.name} ${trim.version} ${trim.code}, ${state === "new" ? "new" : `${productionYear}, ${grouped(mileage)} km`}, ${colourEn} with ${interiorEn}.`;
  if (state === "new") {
    // Drive-away prices by the state (emirate or Australian state) the visitor is in.
    const states = dealer.country === "AE" ? EMIRATES : AU_STATES;
    vehicle.price_metadata = Object.fromEntries(
      states.map((s, i) => [s, round(basis * (1.035 + (i % 4) * 0.006), 10)]),
    );
    vehicle.prices_type = isArabic ? "شامل ضريبة القيمة المضافة" : "Incl. GST";
    const optionalTotal = optional.reduce((sum, o) => sum + (o.price ?? 0), 0);
    vehicle.base_price = msrp - optionalTotal > 0 ? msrp - optionalTotal : msrp;
    vehicle.total_price = msrp;
    if (chance(r, 0.4))
      vehicle.price_breakdown = [
        { label: isArabic ? "السعر الأساسي" : "Base price", value: vehicle.base_price },
        { label: isArabic ? "الإضافات الاختيارية" : "Optional features", value: optionalTotal },
        { label: isArabic ? "التسجيل والتأمين" : "Registration and insurance", value: 0 },
      ];
    if (chance(r, 0.3))
      vehicle.config_url = `https://configurator.example.com/${nameplate.brand === "Jaguar" ? "jaguar" : "landrover"}/${nameplate.code.toLowerCase()}/build/${index}`;
  }
  if (status === "in_production" || status === "available_soon" || status === "delivery") {
    vehicle.delivery_date = isoDate(asOf.getTime() + between(r, 7, 150) * DAY);
    if (status === "in_production")
      vehicle.order_number = `ORD-${seed}-${String(index).padStart(7, "0")}`;
  }
  if ((state === "used" || state === "approved") && chance(r, 0.15)) {
    const registered = asOf.getTime() - age * 365 * DAY - between(r, 0, 300) * DAY;
    vehicle.avl_field = {
      registration_date: isoDate(registered),
      open_market_value: round(newPrice * 0.45, 100),
      additional_registration_fee: round(newPrice * 0.45 * 1.4, 100),
      preferential_additional_registration_fee: round(newPrice * 0.45 * 0.3, 100),
    };
  }
  if ((state === "used" || state === "approved") && chance(r, 0.04)) {
    const registered = asOf.getTime() - age * 365 * DAY;
    vehicle.japan_used_and_approved_cars_field = {
      date_registered: isoDate(registered),
      date_mot_expiry: isoDate(asOf.getTime() + between(r, 30, 700) * DAY),
      date_warranty_expiry: isoDate(asOf.getTime() + between(r, 30, 700) * DAY),
      recycling_fee: between(r, 15, 25) * 100,
      repair_record: chance(r, 0.1),
      previous_use: isArabic ? "استخدام شخصي" : "Private",
      regular_maintenance_availability: true,
      maintenance_log: chance(r, 0.8),
      on_the_road_price: round(basis * 1.06, 100),
    };
  }
  if (state === "approved")
    vehicle.product_card_disclaimer = {
      description: isArabic
        ? "سيارة معتمدة: فحص من 165 نقطة وضمان لمدة عام مع مساعدة على الطريق."
        : "Approved: 165-point check, 12-month warranty and roadside assistance.",
    };
  if (chance(r, 0.2))
    vehicle.disclaimers = [
      isArabic
        ? "الصور للتوضيح فقط وقد تختلف المواصفات الفعلية."
        : "Pictures are for illustration; the actual specification may differ.",
    ];
  if (chance(r, 0.05)) vehicle.video_url = "https://video.example.com/stock/walkaround.mp4";
  if (chance(r, 0.1))
    vehicle.footnote = isArabic
      ? "يشمل السعر خدمة مجانية لمدة 5 سنوات أو 100,000 كم."
      : "Price includes 5 years or 100,000 km of scheduled servicing.";
}

/** The `index`-th demo vehicle, the same for the same seed and day. */
export function demoVehicle(index: number, options: DemoVehicleOptions = {}): StockVehicle {
  const seed = options.seed ?? 1;
  const asOf = options.asOf ?? startOfDay(new Date());
  const r = prng((seed * 0x9e3779b1 + index * 0x85ebca6b) >>> 0);
  const thisYear = asOf.getUTCFullYear();

  const identity = drawVehicleIdentity(r, thisYear);
  const { state, nameplate, trim, status, dealer, isArabic, age, productionYear, modelYear } =
    identity;
  const { code, mileage } = identity;

  const canonical = weighted(r, COLOUR_WEIGHTS);
  const [colourAr, colourEn] = pick(r, COLOURS[canonical]);
  const [interiorAr, interiorEn] = pick(r, INTERIORS);

  // Prices in AED: the trim's new price, less by age and mileage for older cars.
  const newPrice = round(nameplate.basePrice * trim.factor, 100);
  const depreciation = state === "new" ? 1 : Math.max(0.22, 0.86 ** age - mileage / 2_000_000);
  const msrp = round(newPrice * depreciation * (state === "demo" ? 0.9 : 1), 500);
  const hasSale = chance(r, state === "new" ? 0.25 : 0.35);
  const salePrice = hasSale ? round(msrp * (1 - between(r, 3, 12) / 100), 500) : undefined;
  const priceHidden = chance(r, 0.03);
  const financing = {
    cash: chance(r, 0.92),
    lease: state !== "used" ? chance(r, 0.7) : chance(r, 0.35),
    rent: chance(r, state === "new" ? 0.25 : 0.1),
  };
  const basis = salePrice ?? msrp;

  const transmission: StockVehicle["transmission"] =
    state === "used" && trim.engine.includes("diesel") && chance(r, 0.25) ? "manual" : "auto";
  const power = chance(r, 0.12)
    ? { power: Math.round(trim.powerKw / 0.7457), power_unit: "bhp" as const }
    : { power: trim.powerKw, power_unit: "kW" as const };

  const photoCount = between(r, 2, 3);
  // The cover is the side view most often (the draw keeps the sequence of later draws).
  const first = between(r, 0, 5) < 4 ? 0 : 1;
  const pictures = photoIdsOf(nameplate.name);
  const photos = Array.from({ length: photoCount }, (_, i) =>
    photoOf(pictures[(first + i) % pictures.length] as number, i === 0),
  );
  const standard = (isArabic ? STANDARD_AR : STANDARD_EN).filter(() => chance(r, 0.22));
  const optional = OPTIONAL.filter(() => chance(r, 0.15)).map(([ar, en, price]) => ({
    name: isArabic ? ar : en,
    price,
  }));
  const accessories = (isArabic ? ACCESSORIES_AR : ACCESSORIES_EN).filter(() => chance(r, 0.1));

  const displayName = `${nameplate.name} ${trim.version} ${trim.code}`;
  const createdAt =
    asOf.getTime() - between(r, 0, 180) * DAY - between(r, 0, DAY / 1000 - 1) * 1000;
  const vehicle: StockVehicle = {
    vin: demoVin(nameplate.brand, seed, index, modelYear),
    nameplate_brand_name: nameplate.brand,
    nameplate_name: nameplate.name,
    nameplate_model_group: nameplate.group,
    nameplate_external_code: code,
    model_display_name: displayName,
    version: trim.version,
    drivetrain: pick(r, nameplate.drivetrain),
    state,
    status,
    production_year: productionYear,
    model_year: modelYear,
    transmission,
    mileage,
    mileage_unit: "km",
    engine_type: [...trim.engine],
    ...(trim.capacity === null
      ? {}
      : { engine_capacity_normalized: trim.capacity, engine_capacity_unit: "cm³" }),
    ...power,
    ...(trim.battery ? { battery_capacity: trim.battery } : {}),
    number_of_seats: pick(r, nameplate.seats),
    color_canonical: canonical,
    color_name: isArabic ? colourAr : colourEn,
    interior_color: isArabic ? interiorAr : interiorEn,
    owner_dealer_code: dealer.code,
    msrp_price: msrp,
    ...(salePrice === undefined ? {} : { sale_price: salePrice }),
    ...(financing.lease ? { monthly_price: round(basis * 0.0185, 10) } : {}),
    ...(financing.rent ? { subscribe_price: round(basis * 0.028, 10) } : {}),
    price_hidden: priceHidden,
    // Only the options offered, as stock feeds send them.
    financing_options: Object.fromEntries(Object.entries(financing).filter(([, on]) => on)),
    currency: "AED",
    features_standard: standard,
    features_optional: optional,
    ...(accessories.length > 0 ? { accessories } : {}),
    photos,
    cover_photo_medium: photos[0]?.medium ?? `/api/v2/images/30001/w/640.jpg`,
    created_at: new Date(createdAt).toISOString(),
  };

  addVehicleDetails(r, vehicle, {
    ...identity,
    seed,
    index,
    asOf,
    colourAr,
    colourEn,
    interiorAr,
    interiorEn,
    newPrice,
    msrp,
    basis,
    optional,
  });
  return vehicle;
}

function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** `count` demo vehicles, one at a time, as rows for the stock import. */
export async function* demoVehicleRows(
  count: number,
  options: DemoVehicleOptions = {},
): AsyncGenerator<SourceRow> {
  const asOf = options.asOf ?? startOfDay(new Date());
  for (let i = 0; i < count; i++)
    yield { row: i + 1, value: demoVehicle(i, { ...options, asOf }), problems: [] };
}

// --- What the stock pages read beside the vehicles ------------------------------------------------

const LISTING_BUTTONS = [
  {
    id: "1",
    button_set_setup_id: "1",
    button_type: "primary",
    label: "استفسر عن السيارة",
    target_type: "popup",
    target: "enquire",
    target_action: "self",
  },
  {
    id: "2",
    button_set_setup_id: "1",
    button_type: "secondary",
    label: "احجز تجربة قيادة",
    target_type: "url",
    target: "/ar/book-a-test-drive",
    target_action: "self",
  },
  {
    id: "3",
    button_set_setup_id: "1",
    button_type: "primary",
    label: "احجز الآن",
    target_type: "custom",
    target: "reserve",
    target_action: "self",
  },
];

const LISTING_DISCLAIMERS = [
  "الأسعار بالدرهم الإماراتي وتشمل ضريبة القيمة المضافة ما لم يُذكر غير ذلك. قد تتغير الأسعار والتوفر دون إشعار مسبق.",
  "Prices are in AED and include VAT unless stated otherwise. Prices and availability may change without notice.",
];

const html = (ar: string, en: string) => ({
  type: "html",
  content: `<p lang="ar" dir="rtl">${ar}</p><p lang="en" dir="ltr">${en}</p>`,
});

/** A stock config as stored: its type, the vehicle state it is for (empty: every one), its data. */
interface DemoStockConfig {
  configType: string;
  vehicleState: string;
  data: Record<string, unknown>;
}

/** The finance products of the lease calculator, at an interest rate. */
const leaseProducts = (rate: number) => [
  {
    label: "تأجير مع خيار الشراء",
    interest_rate: rate,
    downPayment: 20,
    duration: 48,
    residualValue: 35,
  },
  {
    label: "تأجير تشغيلي",
    interest_rate: rate + 0.5,
    downPayment: 10,
    duration: 36,
    residualValue: 45,
  },
];

/** The lease config's content at an interest rate: its text, its calculator and its modal. */
const leaseConfig = (rate: number) => ({
  title: "التأجير",
  accordion_content: [
    html(
      `قسط شهري يبدأ بنسبة فائدة ${rate}% سنوياً. يخضع للموافقة الائتمانية.`,
      `Monthly payments from ${rate}% a year. Subject to credit approval.`,
    ),
    {
      type: "calculator",
      title: "حاسبة التمويل",
      currency: "AED",
      finance_products: leaseProducts(rate),
      // The calculator block's fields and groups (002 §3.11): the first group's
      // finance_product_input gives the mini calculator its bounds.
      config: {
        fields: { title: "حاسبة التمويل", currency: "AED" },
        groups: [
          {
            finance_product_input: JSON.stringify({
              down_payment: { min: 10, max: 50, default: 20, interval: 5 },
              duration: { min: 12, max: 60, default: 36, interval: 12, unit: "months" },
              interest_rate: { min: 0, max: 10, default: rate, interval: 0.01 },
            }),
          },
        ],
      },
    },
  ],
  popup_content: [{ type: "calculator", finance_products: leaseProducts(rate) }],
  modal_content: [
    { name: "title", content: "تفاصيل التأجير" },
    html("يشمل القسط الصيانة الدورية.", "The payment includes scheduled servicing."),
    { name: "title_bottom", content: "الأسعار تقديرية" },
  ],
});

/** Showroom configs: cash, lease (new and approved), subscription and the additional content. */
function showroomConfigs(): DemoStockConfig[] {
  return [
    {
      configType: "cash",
      vehicleState: "",
      data: {
        title: "الدفع نقداً",
        accordion_content: [
          html(
            "ادفع قيمة السيارة كاملة واستلمها خلال أيام. يشمل السعر التسجيل لأول مرة.",
            "Pay in full and drive away within days. First registration included.",
          ),
        ],
      },
    },
    { configType: "lease", vehicleState: "new", data: leaseConfig(2.99) },
    { configType: "lease", vehicleState: "approved", data: leaseConfig(3.49) },
    {
      configType: "subscription",
      vehicleState: "",
      data: {
        title: "الاشتراك",
        accordion_content: [
          {
            type: "finance_options_table",
            finance_options: [
              {
                label: "6 أشهر — 15,000 كم",
                duration: 6,
                mileage: 15000,
                monthly_fee_factor: 1.15,
              },
              { label: "12 شهراً — 25,000 كم", duration: 12, mileage: 25000, monthly_fee_factor: 1 },
              {
                label: "24 شهراً — 45,000 كم",
                duration: 24,
                mileage: 45000,
                monthly_fee_factor: 0.9,
              },
            ],
          },
          html(
            "يشمل الاشتراك التأمين والصيانة والمساعدة على الطريق.",
            "Insurance, servicing and roadside assistance are included.",
          ),
        ],
      },
    },
    {
      configType: "additional",
      vehicleState: "",
      data: {
        accordion_content: [
          html(
            "ضمان المصنع لمدة 5 سنوات أو 150,000 كم، وخدمة مجانية لمدة 5 سنوات.",
            "5-year / 150,000 km manufacturer warranty and 5 years of free servicing.",
          ),
          // The demo's test-drive form (runtime/demo/demo-forms.ts, id 1).
          { type: "form", form: { fields: { form_id: "1" } } },
        ],
      },
    },
  ];
}

/** The order-online configs, each as itself and as the configurator's (`config_`) variant. */
function orderOnlineConfigs(): DemoStockConfig[] {
  return (["", "config_"] as const).flatMap((prefix) => [
    {
      configType: `${prefix}order_online`,
      vehicleState: "",
      data: {
        reservation_fee: 5000,
        currency: "AED",
        // Paid by card; offline (the demo, the tests) the local provider takes the payment.
        vendor: "STRIPE",
        payment_options: ["cash", "lease"],
        soft_lock_minutes: 15,
        // The deposit is authorised at checkout and captured by the distributor (the admin's Orders).
        payment_on_hold: true,
        inquiry_recipients: ["sales@distributor.example"],
      },
    },
    {
      configType: `${prefix}order_online_steps_page`,
      vehicleState: "",
      data: {
        steps: [
          { id: "details", label: "التفاصيل" },
          { id: "finance", label: "التمويل" },
          { id: "trade_in", label: "استبدال سيارتك" },
          { id: "checkout", label: "الدفع" },
        ],
      },
    },
    {
      configType: `${prefix}order_online_checkout_page`,
      vehicleState: "",
      data: {
        checkout_details: { heading: "تفاصيل الحجز" },
        checkout_form: { heading: "بياناتك" },
        checkout_payment: { vendor: { type: "STRIPE" } },
        checkout_confirmation_page: {
          heading: "شكراً لك",
          paragraph: "تم استلام حجزك وسيتواصل معك فريقنا قريباً.",
        },
        checkout_rebooking_page: { heading: "هذه السيارة محجوزة حالياً" },
        checkout_error_page: { heading: "حدث خطأ", paragraph: "يرجى المحاولة مرة أخرى." },
        checkout_terms_and_conditions: { label: "أوافق على الشروط والأحكام" },
        checkout_authentication: { enabled: false },
        content_types: { lease: { checkout_details: { heading: "تفاصيل طلب التأجير" } } },
      },
    },
    {
      configType: `${prefix}order_online_success_page`,
      vehicleState: "",
      data: {
        reservation_confirmation_error_page: { heading: "تعذّر تأكيد الحجز" },
        reservation_confirmation_failure_page: { heading: "لم يكتمل الحجز" },
      },
    },
  ]);
}

/** Showroom configs (cash, lease, subscription, additional) and order-online configs. */
export function demoStockConfigs(): DemoStockConfig[] {
  return [...showroomConfigs(), ...orderOnlineConfigs()];
}

const WIDGET_TRANSLATIONS: Record<"ar" | "en", Record<string, string>> = {
  ar: {
    "filters.title": "تصفية النتائج",
    "filters.brands": "العلامة التجارية",
    "filters.models": "الطراز",
    "filters.financing_options": "خيارات التمويل",
    "filters.states": "حالة السيارة",
    "filters.statuses": "التوفر",
    "filters.msrp_price": "السعر",
    "filters.display_price": "السعر المعروض",
    "filters.mileage": "المسافة المقطوعة",
    "filters.production_year": "سنة الصنع",
    "filters.model_year": "سنة الطراز",
    "filters.power": "القوة",
    "filters.engine_types": "نوع المحرك",
    "filters.transmissions": "ناقل الحركة",
    "filters.number_of_seats": "عدد المقاعد",
    "filters.colors": "اللون",
    "filters.specific_colors": "اللون بالتحديد",
    "filters.dealers": "الموزع",
    "filters.reset": "إعادة ضبط الفلاتر",
    "results.count": "{{count}} سيارة",
    "results.none": "لا توجد سيارات تطابق اختيارك",
    "sort.priceAsc": "السعر: من الأقل إلى الأعلى",
    "sort.priceDesc": "السعر: من الأعلى إلى الأقل",
    "units.mileage": "كم",
    "units.engine_power": "كيلوواط",
    "price.on_request": "السعر عند الطلب",
  },
  en: {
    "filters.title": "Filter results",
    "filters.brands": "Brand",
    "filters.models": "Model",
    "filters.financing_options": "Finance options",
    "filters.states": "Vehicle state",
    "filters.statuses": "Availability",
    "filters.msrp_price": "Price",
    "filters.display_price": "Displayed price",
    "filters.mileage": "Mileage",
    "filters.production_year": "Production year",
    "filters.model_year": "Model year",
    "filters.power": "Power",
    "filters.engine_types": "Engine type",
    "filters.transmissions": "Transmission",
    "filters.number_of_seats": "Seats",
    "filters.colors": "Colour",
    "filters.specific_colors": "Specific colour",
    "filters.dealers": "Retailer",
    "filters.reset": "Reset filters",
    "results.count": "{{count}} vehicles",
    "results.none": "No vehicles match your selection",
    "sort.priceAsc": "Price: low to high",
    "sort.priceDesc": "Price: high to low",
    "units.mileage": "km",
    "units.engine_power": "kW",
    "price.on_request": "Price on request",
  },
};

type TradeInKind = "bodyTypes" | "brands" | "models" | "fuelTypes";
interface TradeInOption {
  kind: TradeInKind;
  value: string;
  name: string;
  brand?: string;
}

/** Trade-in form options in Arabic and English: body types, fuel types, brands and their models. */
function tradeInOptionsByLang(): Record<"ar" | "en", TradeInOption[]> {
  const out: Record<"ar" | "en", TradeInOption[]> = { ar: [], en: [] };
  const bodies: [string, string, string][] = [
    ["suv", "سيارة رياضية متعددة الاستخدامات", "SUV"],
    ["sedan", "سيدان", "Sedan"],
    ["coupe", "كوبيه", "Coupe"],
    ["hatchback", "هاتشباك", "Hatchback"],
    ["pickup", "بيك أب", "Pick-up"],
  ];
  const fuels: [string, string, string][] = [
    ["petrol", "بنزين", "Petrol"],
    ["diesel", "ديزل", "Diesel"],
    ["hybrid", "هجين", "Hybrid"],
    ["electric", "كهربائي", "Electric"],
  ];
  const brands: [string, string, string, string[]][] = [
    [
      "land-rover",
      "لاند روفر",
      "Land Rover",
      ["Defender", "Discovery", "Range Rover", "Range Rover Sport"],
    ],
    ["jaguar", "جاكوار", "Jaguar", ["F-PACE", "E-PACE", "XF"]],
    ["toyota", "تويوتا", "Toyota", ["Land Cruiser", "Prado", "Camry"]],
    ["nissan", "نيسان", "Nissan", ["Patrol", "X-Trail"]],
    ["lexus", "لكزس", "Lexus", ["LX", "RX"]],
    ["mercedes-benz", "مرسيدس-بنز", "Mercedes-Benz", ["G-Class", "GLE"]],
    ["bmw", "بي إم دبليو", "BMW", ["X5", "X7"]],
  ];
  for (const lang of ["ar", "en"] as const) {
    const at = lang === "ar" ? 1 : 2;
    for (const b of bodies)
      out[lang].push({ kind: "bodyTypes", value: b[0], name: b[at] as string });
    for (const f of fuels)
      out[lang].push({ kind: "fuelTypes", value: f[0], name: f[at] as string });
    for (const b of brands) {
      out[lang].push({ kind: "brands", value: b[0], name: b[at] as string });
      for (const m of b[3])
        out[lang].push({
          kind: "models",
          value: m.toLowerCase().replaceAll(" ", "-"),
          name: m,
          brand: b[0],
        });
    }
  }
  return out;
}

const CONFIGURATOR_BUILDS = [
  {
    configUrl: "https://configurator.example.com/landrover/l663/build/demo-defender-110",
    data: {
      item_id: "L663-110-X-DYNAMIC-HSE",
      nameplate_external_code: "L663",
      nameplate_brand_name: "Land Rover",
      nameplate_name: "Defender",
      version: "110 X-Dynamic HSE",
      color: "أخضر بانجيا",
      availability: "on_demand",
      model_year: 2027,
      gross_price: 449000,
      net_price: 427619,
    },
  },
  {
    configUrl: "https://configurator.example.com/landrover/l461/build/demo-range-rover-sport",
    data: {
      item_id: "L461-AUTOBIOGRAPHY-P460E",
      nameplate_external_code: "L461",
      nameplate_brand_name: "Land Rover",
      nameplate_name: "Range Rover Sport",
      version: "Autobiography",
      color: "أزرق بورتوفينو",
      availability: "in_production",
      model_year: 2027,
      gross_price: 612000,
      net_price: 582857,
    },
  },
];

/**
 * Everything the stock pages read besides the vehicles, written or rewritten (so a second run
 * changes nothing): the dealers, the listing's button set, buttons and disclaimers, the configs,
 * company config, widget translations, trade-in options, configurator builds, and the demo
 * pictures the vehicles' photos name when the media library lacks them.
 */
export async function seedDemoStockReference(
  db: Db,
  listing: string,
): Promise<{ dealers: number }> {
  const images = await demoImages();
  const tradeIn = tradeInOptionsByLang();
  await db.transaction(async (tx) => {
    for (const image of images) await tx.insert(media).values(image).onConflictDoNothing();
    await tx
      .insert(stockDealers)
      .values(
        DEALERS.map((d) => {
          const owner = ownerFields(d);
          return {
            dealerCode: d.code,
            uuid: dealerUuid(d.code),
            name: d.name,
            brands: ["Jaguar", "Land Rover"],
            state: d.state,
            postcode: d.postcode,
            locality: d.locality,
            attributes: {
              name_en: d.nameEn,
              address: d.address,
              city: d.city,
              email: d.email,
              phone: d.phone,
              opening_hours: owner.owner_opening_hours,
              contact_details:
                d.country === "AE"
                  ? `الهاتف: ${phoneShown(d.phone)}\nالبريد الإلكتروني: ${d.email}`
                  : `Phone: ${phoneShown(d.phone)}\nEmail: ${d.email}`,
              display_name_jag: owner.owner_metadata?.display_name_jag,
              display_name_lr: owner.owner_metadata?.display_name_lr,
              country: d.country,
              latitude: d.latitude,
              longitude: d.longitude,
              services: ["sales", "service", "approved"],
            },
          };
        }),
      )
      .onConflictDoUpdate({
        target: stockDealers.dealerCode,
        set: {
          name: sql`excluded.name`,
          brands: sql`excluded.brands`,
          state: sql`excluded.state`,
          postcode: sql`excluded.postcode`,
          locality: sql`excluded.locality`,
          attributes: sql`excluded.attributes`,
        },
      });
    await tx
      .insert(stockListings)
      .values({
        name: listing,
        disclaimers: LISTING_DISCLAIMERS,
        buttonSet: {
          id: 1,
          setup_type: "standard",
          reservation_fee: 5000,
          financing_options: ["cash", "lease", "rent"],
        },
        buttons: LISTING_BUTTONS,
      })
      .onConflictDoUpdate({
        target: stockListings.name,
        set: {
          disclaimers: sql`excluded.disclaimers`,
          buttonSet: sql`excluded.button_set`,
          buttons: sql`excluded.buttons`,
        },
      });
    await tx
      .insert(stockConfigs)
      .values(demoStockConfigs().map((c) => ({ site: "all", ...c })))
      .onConflictDoUpdate({
        target: [stockConfigs.site, stockConfigs.configType, stockConfigs.vehicleState],
        set: { data: sql`excluded.data` },
      });
    await tx
      .insert(stockCompanyConfig)
      .values({
        scope: "all",
        data: {
          company_uuid: dealerUuid("COMPANY"),
          name: "جاكوار لاند روفر الإمارات",
          name_en: "Jaguar Land Rover UAE",
          currency: "AED",
          country: "AE",
          vat_rate: 5,
          reservation_fee: 5000,
          stripe_connected_accounts: [],
          privacy_policy_url: "/ar/privacy-policy",
        },
      })
      .onConflictDoUpdate({ target: stockCompanyConfig.scope, set: { data: sql`excluded.data` } });
    await tx
      .insert(stockWidgetTranslations)
      .values(
        (["ar", "en"] as const).map((lang) => ({
          configId: "stock_locator",
          lang,
          data: WIDGET_TRANSLATIONS[lang],
        })),
      )
      .onConflictDoUpdate({
        target: [stockWidgetTranslations.configId, stockWidgetTranslations.lang],
        set: { data: sql`excluded.data` },
      });
    await tx
      .insert(tradeInOptions)
      .values(
        (["ar", "en"] as const).flatMap((lang) =>
          tradeIn[lang].map((o, position) => ({
            lang,
            kind: o.kind,
            value: o.value,
            name: o.name,
            brand: o.brand ?? "",
            position,
          })),
        ),
      )
      .onConflictDoUpdate({
        target: [
          tradeInOptions.lang,
          tradeInOptions.kind,
          tradeInOptions.brand,
          tradeInOptions.value,
        ],
        set: { name: sql`excluded.name`, position: sql`excluded.position` },
      });
    await tx
      .insert(stockConfiguratorBuilds)
      .values(CONFIGURATOR_BUILDS)
      .onConflictDoUpdate({
        target: stockConfiguratorBuilds.configUrl,
        set: { data: sql`excluded.data` },
      });
  });
  return { dealers: DEALERS.length };
}

export interface DemoStockOptions extends DemoVehicleOptions {
  count: number;
  listing?: string;
  onRow?: (rows: number) => void;
}

/** The demo inventory: reference data first, then `count` vehicles through the stock import. */
export async function importDemoStock(
  db: Db,
  options: DemoStockOptions,
): Promise<ImportReport & { dealers: number }> {
  const listing = options.listing ?? "default";
  const { dealers } = await seedDemoStockReference(db, listing);
  const report = await importStockVehicles(db, demoVehicleRows(options.count, options), {
    listing,
    ...(options.onRow ? { onRow: options.onRow } : {}),
  });
  return { ...report, dealers };
}
