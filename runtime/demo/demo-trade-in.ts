import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";

/**
 * Demo trade-in form options (001 §3 'Trade-in'), in Arabic and English: body types, brands,
 * models of each brand and fuel types. Values are the same in both languages; names are each
 * language's own. Imported once (existing rows are left as they are).
 */

type Named = readonly [value: string, ar: string, en: string];

const BODY_TYPES: readonly Named[] = [
  ["suv", "سيارة رياضية متعددة الاستخدامات", "SUV"],
  ["sedan", "سيدان", "Sedan"],
  ["hatchback", "هاتشباك", "Hatchback"],
  ["coupe", "كوبيه", "Coupe"],
  ["convertible", "مكشوفة", "Convertible"],
  ["pickup", "بيك أب", "Pick-up"],
  ["van", "فان", "Van"],
];

const FUEL_TYPES: readonly Named[] = [
  ["petrol", "بنزين", "Petrol"],
  ["diesel", "ديزل", "Diesel"],
  ["hybrid", "هجين", "Hybrid"],
  ["phev", "هجين قابل للشحن", "Plug-in hybrid"],
  ["bev", "كهربائية بالكامل", "Electric"],
];

/** Brands and their models. */
const BRANDS: readonly (readonly [...Named, readonly Named[]])[] = [
  [
    "land-rover",
    "لاند روفر",
    "Land Rover",
    [
      ["defender", "ديفندر", "Defender"],
      ["discovery", "ديسكفري", "Discovery"],
      ["discovery-sport", "ديسكفري سبورت", "Discovery Sport"],
      ["range-rover", "رينج روفر", "Range Rover"],
      ["range-rover-sport", "رينج روفر سبورت", "Range Rover Sport"],
      ["range-rover-velar", "رينج روفر فيلار", "Range Rover Velar"],
      ["range-rover-evoque", "رينج روفر إيفوك", "Range Rover Evoque"],
    ],
  ],
  [
    "jaguar",
    "جاكوار",
    "Jaguar",
    [
      ["f-pace", "إف-بيس", "F-PACE"],
      ["e-pace", "إي-بيس", "E-PACE"],
      ["i-pace", "آي-بيس", "I-PACE"],
      ["xf", "إكس إف", "XF"],
      ["f-type", "إف-تايب", "F-TYPE"],
    ],
  ],
  [
    "toyota",
    "تويوتا",
    "Toyota",
    [
      ["land-cruiser", "لاند كروزر", "Land Cruiser"],
      ["camry", "كامري", "Camry"],
      ["hilux", "هايلكس", "Hilux"],
      ["rav4", "راف فور", "RAV4"],
    ],
  ],
  [
    "nissan",
    "نيسان",
    "Nissan",
    [
      ["patrol", "باترول", "Patrol"],
      ["x-trail", "إكس تريل", "X-Trail"],
      ["altima", "ألتيما", "Altima"],
    ],
  ],
  [
    "mercedes-benz",
    "مرسيدس-بنز",
    "Mercedes-Benz",
    [
      ["g-class", "الفئة جي", "G-Class"],
      ["gle", "جي إل إي", "GLE"],
      ["e-class", "الفئة إي", "E-Class"],
    ],
  ],
  [
    "bmw",
    "بي إم دبليو",
    "BMW",
    [
      ["x5", "إكس 5", "X5"],
      ["x7", "إكس 7", "X7"],
      ["5-series", "الفئة الخامسة", "5 Series"],
    ],
  ],
];

export interface TradeInOptionRow {
  lang: "ar" | "en";
  kind: "bodyTypes" | "brands" | "models" | "fuelTypes";
  value: string;
  name: string;
  brand: string;
  position: number;
}

/** Every demo option row, in both languages. */
export function demoTradeInOptions(): TradeInOptionRow[] {
  const rows: TradeInOptionRow[] = [];
  for (const lang of ["ar", "en"] as const) {
    const name = (n: Named) => (lang === "ar" ? n[1] : n[2]);
    for (const [position, n] of BODY_TYPES.entries())
      rows.push({ lang, kind: "bodyTypes", value: n[0], name: name(n), brand: "", position });
    for (const [position, n] of FUEL_TYPES.entries())
      rows.push({ lang, kind: "fuelTypes", value: n[0], name: name(n), brand: "", position });
    for (const [position, [value, ar, en, models]] of BRANDS.entries()) {
      rows.push({ lang, kind: "brands", value, name: name([value, ar, en]), brand: "", position });
      for (const [p, m] of models.entries())
        rows.push({ lang, kind: "models", value: m[0], name: name(m), brand: value, position: p });
    }
  }
  return rows;
}

export async function importDemoTradeIn(db: Db): Promise<void> {
  const rows = demoTradeInOptions();
  await db.execute(sql`
    INSERT INTO trade_in_options (lang, kind, value, name, brand, position)
    VALUES ${sql.join(
      rows.map(
        (r) => sql`(${r.lang}, ${r.kind}, ${r.value}, ${r.name}, ${r.brand}, ${r.position})`,
      ),
      sql`, `,
    )}
    ON CONFLICT DO NOTHING`);
}
