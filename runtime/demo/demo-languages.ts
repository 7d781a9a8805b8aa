/**
 * The demo's English (left to right) and Hebrew (right to left) sites: a home page and the
 * Defender page in each, linked to the Arabic pages by their translation keys, and a menu per
 * language. Arabic stays the first language (/ar/); these show /en/ and /he/ working.
 */

import { overrideKey } from "../core/settings.ts";

interface LanguageCopy {
  lang: "en" | "he";
  home: { title: string; metaTitle: string; description: string };
  hero: { heading: string; paragraph: string; alt: string; discover: string; testDrive: string };
  snippet: { heading: string; paragraph: string; explore: string };
  quote: { quote: string; author: string; position: string };
  defender: { title: string; description: string; heading: string; paragraph: string };
  menu: { models: string; defender: string; offers: string; news: string };
}

const COPY: readonly LanguageCopy[] = [
  {
    lang: "en",
    home: {
      title: "Home",
      metaTitle: "Land Rover UAE — luxury four-wheel drive",
      description:
        "Discover Defender, Discovery and Range Rover, book a test drive, and explore finance offers and after-sales services at your authorised retailer.",
    },
    hero: {
      heading: "The all-new Defender 110",
      paragraph:
        "Capability without limits and comfort for every journey. This summer: five years of free servicing and finance with no down payment.",
      alt: "Land Rover Defender 110 on sand dunes at sunset",
      discover: "Discover Defender",
      testDrive: "Book a test drive",
    },
    snippet: {
      heading: "Why Land Rover?",
      paragraph:
        "For more than seven decades we have built vehicles that take on nature.\nFrom Defender to Range Rover, every model gives you confidence on sand, mountains and city streets.",
      explore: "Explore the models",
    },
    quote: {
      quote: "We did not build a car to follow roads, but to open roads never travelled before.",
      author: "Sara Al Mansouri",
      position: "Regional design director",
    },
    defender: {
      title: "Defender",
      description:
        "Defender 90, 110 and 130: unmatched off-road capability and smart technology for every day.",
      heading: "Defender: built for the impossible",
      paragraph: "Three body lengths, up to eight seats, and the capability to go anywhere.",
    },
    menu: { models: "Models", defender: "Defender", offers: "Offers", news: "News" },
  },
  {
    lang: "he",
    home: {
      title: "דף הבית",
      metaTitle: "לנד רובר — רכבי שטח יוקרתיים",
      description:
        "גלו את דיפנדר, דיסקברי וריינג' רובר, קבעו נסיעת מבחן והכירו את מבצעי המימון ושירותי אחרי המכירה אצל המשווק המורשה.",
    },
    hero: {
      heading: "דיפנדר 110 החדשה כולה",
      paragraph:
        "יכולת ללא גבולות ונוחות לכל מסע. הקיץ: חמש שנות טיפולים ללא תשלום ומימון ללא מקדמה.",
      alt: "לנד רובר דיפנדר 110 על דיונות חול בשקיעה",
      discover: "גלו את דיפנדר",
      testDrive: "קבעו נסיעת מבחן",
    },
    snippet: {
      heading: "למה לנד רובר?",
      paragraph:
        "כבר יותר משבעה עשורים אנחנו בונים רכבים שמתמודדים עם הטבע.\nמדיפנדר ועד ריינג' רובר, כל דגם מעניק ביטחון בחול, בהרים וברחובות העיר.",
      explore: "לכל הדגמים",
    },
    quote: {
      quote: "לא בנינו מכונית כדי לנסוע בדרכים, אלא כדי לפתוח דרכים שעוד לא נסללו.",
      author: "שרה אל-מנסורי",
      position: "מנהלת עיצוב אזורית",
    },
    defender: {
      title: "דיפנדר",
      description: "דיפנדר 90, 110 ו-130: יכולות שטח ללא תחרות וטכנולוגיה חכמה לכל יום.",
      heading: "דיפנדר: נבנתה לבלתי אפשרי",
      paragraph: "שלושה אורכי מרכב, עד שמונה מושבים, והיכולת להגיע לכל מקום.",
    },
    menu: { models: "דגמים", defender: "דיפנדר", offers: "מבצעים", news: "חדשות" },
  },
];

/** The English and Hebrew pages, in the content document's page shape. */
export function demoLanguagePages() {
  return COPY.flatMap((c) => [
    {
      path: "index",
      lang: c.lang,
      translation_key: "home",
      title: c.home.title,
      meta_title: c.home.metaTitle,
      meta_description: c.home.description,
      image_id: 30001,
      blocks: [
        {
          template: "lrdx-hero-title-banner",
          fields: {
            heading: c.hero.heading,
            header_tag: 1,
            header_size: "xl",
            paragraph: c.hero.paragraph,
            "rdx-image": { id: 30001, alt: c.hero.alt },
            "rdx-image-mobile": { id: 30002 },
            "rdx-buttons": [
              {
                link_text: c.hero.discover,
                url: "/models/defender",
                type: "internal",
                target: "_self",
                ui_type: "primary",
              },
            ],
            box_color: "dark-theme",
            vertical_alignment: "bottom",
          },
          groups: [],
        },
        {
          template: "lrdx-snippet",
          fields: {
            section_class: "narrow-center",
            heading: c.snippet.heading,
            header_tag: 2,
            header_size: "l",
            paragraph: c.snippet.paragraph,
            "rdx-buttons": [
              {
                link_text: c.snippet.explore,
                url: "/models/defender",
                type: "internal",
                ui_type: "primary",
              },
            ],
          },
          groups: [],
        },
        {
          template: "lrdx-quote",
          fields: {
            quote: c.quote.quote,
            author: c.quote.author,
            author_position: c.quote.position,
            section_class: "center",
          },
          groups: [],
        },
      ],
    },
    {
      path: "models/defender",
      lang: c.lang,
      translation_key: "defender",
      title: c.defender.title,
      meta_description: c.defender.description,
      image_id: 30001,
      blocks: [
        {
          template: "lrdx-hero-title-banner",
          fields: {
            heading: c.defender.heading,
            header_tag: 1,
            paragraph: c.defender.paragraph,
            "rdx-image": { id: 30001, alt: c.hero.alt },
          },
          groups: [],
        },
      ],
    },
  ]);
}

/** A menu entry of a language (the nav_entries row shape the demo writes). */
export interface DemoLanguageEntry {
  label: string;
  url: string;
  children?: DemoLanguageEntry[];
}

/** The English and Hebrew menus: two levels, as the Arabic one. */
export function demoLanguageMenus(): { lang: "en" | "he"; entries: DemoLanguageEntry[] }[] {
  return COPY.map((c) => ({
    lang: c.lang,
    entries: [
      {
        label: c.menu.models,
        url: "/models/defender",
        children: [{ label: c.menu.defender, url: "/models/defender" }],
      },
    ],
  }));
}

/** The English and Hebrew sites' own shell texts: `{key}@{lang}` settings over the Arabic ones. */
export function demoLanguageSettings(): { key: string; value: string }[] {
  const texts = {
    en: {
      app: "Land Rover UAE",
      models: "Models",
      defender: "Defender",
      offers: "Offers",
      company: "About us",
      contact: "Contact us",
      retailer: "Find a retailer",
      terms: "Terms and conditions",
      privacy: "Privacy policy",
      bottom: "<p>Prices shown include VAT. Pictures are for illustration only.</p>",
      testDrive: "Book a test drive",
      brochure: "Request a brochure",
    },
    he: {
      app: "לנד רובר",
      models: "דגמים",
      defender: "דיפנדר",
      offers: "מבצעים",
      company: "עלינו",
      contact: "צרו קשר",
      retailer: "איתור משווק",
      terms: "תנאים והגבלות",
      privacy: "מדיניות פרטיות",
      bottom: "<p>המחירים המוצגים כוללים מע״מ. התמונות להמחשה בלבד.</p>",
      testDrive: "קבעו נסיעת מבחן",
      brochure: "בקשת חוברת",
    },
  } as const;
  return Object.entries(texts).flatMap(([lang, t]) => [
    { key: overrideKey("general.app_name", lang), value: t.app },
    {
      key: overrideKey("general.footer.content.top_footer", lang),
      value: JSON.stringify([
        {
          type: "links",
          rows: [
            {
              heading: t.models,
              items: [
                { label: t.defender, url: "/models/defender" },
                { label: t.offers, url: "/offers" },
              ],
            },
          ],
        },
        {
          type: "links",
          rows: [
            {
              heading: t.company,
              items: [
                { label: t.contact, url: "/contact-us" },
                { label: t.retailer, url: "/retailer-locator" },
              ],
            },
          ],
        },
      ]),
    },
    {
      key: overrideKey("general.footer.content.medium_footer", lang),
      value: JSON.stringify([
        { label: t.terms, url: "/terms-conditions" },
        { label: t.privacy, url: "/privacy-policy" },
      ]),
    },
    { key: overrideKey("general.footer.content.bottom_footer", lang), value: t.bottom },
    { key: overrideKey("general.footer.content.searchbar", lang), value: JSON.stringify({}) },
    {
      key: overrideKey("general.global_fab", lang),
      value: JSON.stringify([
        { link: "/t", label: t.testDrive, icon: "steering-wheel" },
        { link: "/offers", label: t.offers, icon: "star" },
        { link: "/request-a-brochure", label: t.brochure, icon: "download" },
        { link: "/retailer-locator", label: t.retailer, icon: "location" },
      ]),
    },
    { key: overrideKey("general.mena_retailers.footer.config.api", lang), value: "" },
  ]);
}
