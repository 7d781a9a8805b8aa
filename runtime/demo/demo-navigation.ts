import type { Db } from "../db/client.ts";
import { navEntries } from "../db/tables/index.ts";
import { demoLanguageMenus } from "./demo-languages.ts";

interface DemoEntry {
  label: string;
  url: string;
  children?: DemoEntry[];
}

/** The demo's v2 navigation: two levels (a third under the models), Arabic labels. */
export const DEMO_NAVIGATION: readonly DemoEntry[] = [
  {
    label: "الطرازات",
    url: "/models",
    children: [
      {
        label: "ديفندر",
        url: "/models/defender",
        children: [
          { label: "ديفندر 110", url: "/models/defender" },
          { label: "ديفندر 130", url: "/models/defender-130" },
          { label: "ديفندر أوكتا", url: "/news/defender-octa-arrives" },
        ],
      },
      { label: "ديسكفري", url: "/models/discovery" },
      { label: "ديسكفري سبورت", url: "/models/discovery-sport" },
      { label: "رينج روفر", url: "/models/range-rover" },
      { label: "رينج روفر سبورت", url: "/models/range-rover-sport" },
      { label: "رينج روفر فيلار", url: "/models/range-rover-velar" },
      { label: "رينج روفر إيفوك", url: "/models/range-rover-evoque" },
      { label: "مقارنة الطرازات", url: "/compare" },
    ],
  },
  {
    label: "العروض",
    url: "/offers",
    children: [
      { label: "كل العروض", url: "/offers" },
      { label: "عروض الصيف", url: "/offers/summer" },
      { label: "عروض الصيانة", url: "/offers/service" },
      { label: "العروض السابقة", url: "/old-offers" },
      { label: "التمويل والاستئجار", url: "/finance-and-rental" },
    ],
  },
  { label: "سيارات المخزون", url: "/stock" },
  { label: "الأخبار", url: "/news" },
  {
    label: "المالكون",
    url: "",
    children: [
      { label: "احجز موعد صيانة", url: "/owners-servicing-maintenance-book-service-online" },
      { label: "الضمان", url: "/owners-warranties" },
      { label: "أدلة المالكين", url: "/owners-handbooks-guides" },
      { label: "الإكسسوارات", url: "/accessories" },
      { label: "المجموعة", url: "/collection" },
    ],
  },
  { label: "تواصل معنا", url: "/contact-us" },
];

/**
 * Writes the demo navigation (only into an empty table): the Arabic menu, and the English and
 * Hebrew ones; each entry belongs to its language's menu.
 */
export async function importDemoNavigation(db: Db): Promise<number> {
  const existing = await db.select({ id: navEntries.id }).from(navEntries).limit(1);
  if (existing.length > 0) return 0;
  let count = 0;
  const add = async (entries: readonly DemoEntry[], parentId: number | null, lang: string) => {
    for (const [position, entry] of entries.entries()) {
      const [row] = await db
        .insert(navEntries)
        .values({ parent_id: parentId, position, label: entry.label, url: entry.url, lang })
        .returning({ id: navEntries.id });
      count++;
      if (row && entry.children) await add(entry.children, row.id, lang);
    }
  };
  await add(DEMO_NAVIGATION, null, "ar");
  for (const menu of demoLanguageMenus()) await add(menu.entries, null, menu.lang);
  return count;
}
