/**
 * The demo's English (left to right) and Hebrew (right to left) sites: a home page and the
 * Defender page in each, linked to the Arabic pages by their translation keys, and a menu per
 * language. Arabic stays the first language (/ar/); these show /en/ and /he/ working.
 */

import { overrideKey } from "../core/settings.ts";
import {
  cards,
  link,
  picture,
  quotation,
  retailerLocator,
  richText,
  textSection,
  titleBanner,
} from "./demo-blocks.ts";
import { DEMO_CONTACT, DEMO_MODEL_COPY } from "./demo-models.ts";
import { DEMO_SCENES, modelPicture } from "./demo-pictures.ts";
import type { DemoBlock } from "./examples.ts";

interface LanguageCopy {
  lang: "en" | "he";
  home: { title: string; metaTitle: string; description: string };
  hero: { heading: string; paragraph: string; alt: string; discover: string; testDrive: string };
  snippet: { heading: string; paragraph: string; explore: string };
  quote: { quote: string; author: string; position: string };
  defender: { title: string; description: string; heading: string; paragraph: string };
  menu: { models: string; defender: string; offers: string; news: string };
}

/** The model pages' views, as each card names its picture. */
const VIEW_NAMES = {
  en: { front: "From the front", interior: "The cabin", detail: "In detail" },
  he: { front: "מלפנים", interior: "תא הנוסעים", detail: "בפרטים" },
} as const;

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

/** Words of the English and Hebrew pages beyond the home page's copy. */
const WORDS = {
  en: {
    models: "Our models",
    modelsIntro: "Seven models in three families: Defender, Discovery and Range Rover.",
    discover: "Discover",
    from: "From",
    currency: "AED",
    testDrive: "Book a test drive",
    testDriveIntro: "Call us or visit a showroom: a test drive takes about an hour.",
    offers: "Current offers",
    offersIntro: "Flexible finance, free servicing and a better trade-in value.",
    offersBody:
      "Defender 110 with no down payment, Discovery at 0% profit rate for two years, and five years of servicing on Range Rover. Ask your retailer for the terms.",
    contact: "Contact us",
    contactIntro: "Our team is here for you Saturday to Thursday, 9 am to 9 pm.",
    phones: "Sales and service",
    retailer: "Find a retailer",
    retailerIntro: "Showrooms and service centres in Dubai, Abu Dhabi and Sharjah.",
    brochure: "Request a brochure",
    brochureIntro: "Brochures of every model are available at our showrooms and by phone.",
    privacy: "Privacy policy",
    privacyBody:
      "We use the details you give us only to answer your request. You may ask for a copy of them, or for their deletion, at any time.",
    terms: "Terms and conditions",
    termsBody:
      "Prices are in UAE dirhams and include VAT. Pictures are for illustration. This is a demo site: its numbers and addresses are not real.",
    cookies: "Cookie policy",
    cookiesBody:
      "Necessary cookies keep your consent choice and language; analytics and marketing cookies are stored only with your consent.",
    demoNote: "Demo contact data.",
    phoneLabel: "Phone",
    emailLabel: "E-mail",
  },
  he: {
    models: "הדגמים שלנו",
    modelsIntro: "שבעה דגמים בשלוש משפחות: דיפנדר, דיסקברי וריינג' רובר.",
    discover: "גלו את",
    from: "החל מ-",
    currency: "דירהם",
    testDrive: "קבעו נסיעת מבחן",
    testDriveIntro: "התקשרו או בקרו באולם התצוגה: נסיעת מבחן נמשכת כשעה.",
    offers: "מבצעים נוכחיים",
    offersIntro: "מימון גמיש, טיפולים ללא תשלום ושווי טרייד-אין משופר.",
    offersBody:
      "דיפנדר 110 ללא מקדמה, דיסקברי בריבית 0% לשנתיים, וחמש שנות טיפולים בריינג' רובר. שאלו את המשווק על התנאים.",
    contact: "צרו קשר",
    contactIntro: "הצוות שלנו זמין בימים שבת עד חמישי, 9:00 עד 21:00.",
    phones: "מכירות ושירות",
    retailer: "איתור משווק",
    retailerIntro: "אולמות תצוגה ומרכזי שירות בדובאי, אבו דאבי ושארג'ה.",
    brochure: "בקשת חוברת",
    brochureIntro: "חוברות לכל הדגמים זמינות באולמות התצוגה ובטלפון.",
    privacy: "מדיניות פרטיות",
    privacyBody:
      "אנו משתמשים בפרטים שמסרתם רק כדי לענות לפנייתכם. תוכלו לבקש עותק שלהם או את מחיקתם בכל עת.",
    terms: "תנאים והגבלות",
    termsBody:
      "המחירים בדירהם של איחוד האמירויות וכוללים מע״מ. התמונות להמחשה. זהו אתר הדגמה: המספרים והכתובות בו אינם אמיתיים.",
    cookies: "מדיניות עוגיות",
    cookiesBody:
      "עוגיות הכרחיות שומרות את בחירת ההסכמה והשפה; עוגיות ניתוח ושיווק נשמרות רק בהסכמתכם.",
    demoNote: "פרטי קשר לדוגמה.",
    phoneLabel: "טלפון",
    emailLabel: "דוא״ל",
  },
} as const;

/** The English and Hebrew pages, in the content document's page shape. */
export function demoLanguagePages() {
  return COPY.flatMap((c) => {
    const w = WORDS[c.lang];
    const number = new Intl.NumberFormat(c.lang);
    const dir = c.lang === "he" ? "rtl" : "ltr";
    const hero = (heading: string, paragraph: string, image: number, alt: string) =>
      titleBanner({ heading, paragraph, image: picture(image, alt) });
    const text = (html: string, heading = "") => ({
      ...richText(html, heading),
      fields: { ...richText(html, heading).fields, dir },
    });
    const simple = (
      path: string,
      key: string,
      title: string,
      intro: string,
      image: number,
      blocks: DemoBlock[],
    ) => ({
      path,
      lang: c.lang,
      translation_key: key,
      title,
      meta_description: intro,
      image_id: image,
      blocks: [hero(title, intro, image, title), ...blocks],
    });
    const contactList = `<ul><li>${w.phoneLabel}: <a href="tel:${DEMO_CONTACT.phone.replace(/\s/g, "")}"><bdi>${DEMO_CONTACT.phone}</bdi></a></li><li>${w.emailLabel}: <a href="mailto:${DEMO_CONTACT.email}"><bdi>${DEMO_CONTACT.email}</bdi></a></li></ul><p>${w.demoNote}</p>`;
    return [
      {
        path: "index",
        lang: c.lang,
        translation_key: "home",
        title: c.home.title,
        meta_title: c.home.metaTitle,
        meta_description: c.home.description,
        image_id: DEMO_SCENES.brandSquare,
        blocks: [
          titleBanner({
            heading: c.hero.heading,
            paragraph: c.hero.paragraph,
            image: picture(modelPicture("defender", "side"), c.hero.alt),
            mobileImage: modelPicture("defender", "side", "portrait"),
            buttons: [
              link(c.hero.discover, "/models/defender"),
              link(c.hero.testDrive, "/book-a-test-drive", "secondary"),
            ],
          }),
          cards({
            heading: w.models,
            paragraph: w.modelsIntro,
            cards: DEMO_MODEL_COPY.slice(0, 4).map((m) => ({
              image: picture(modelPicture(m.model, "front"), m.name[c.lang]),
              header: m.name[c.lang],
              description: `<p>${m.tagline[c.lang]}</p>`,
              link: link(`${w.discover} ${m.name[c.lang]}`, `/models/${m.model}`),
            })),
            columns: 4,
          }),
          textSection({
            heading: c.snippet.heading,
            paragraph: c.snippet.paragraph,
            buttons: [link(c.snippet.explore, "/models"), link(w.offers, "/offers", "secondary")],
          }),
          quotation(c.quote.quote, c.quote.author, c.quote.position),
        ],
      },
      simple("models", "models", w.models, w.modelsIntro, DEMO_SCENES.desertConvoy, [
        cards({
          heading: w.models,
          cards: DEMO_MODEL_COPY.map((m) => ({
            image: picture(modelPicture(m.model, "side"), m.name[c.lang]),
            header: m.name[c.lang],
            description: `<p>${m.tagline[c.lang]}</p><p>${w.from} <bdi>${number.format(m.price)} ${w.currency}</bdi></p>`,
            link: link(`${w.discover} ${m.name[c.lang]}`, `/models/${m.model}`),
          })),
        }),
      ]),
      ...DEMO_MODEL_COPY.map((m) =>
        simple(
          `models/${m.model}`,
          `model-${m.model}`,
          m.name[c.lang],
          `${m.tagline[c.lang]} ${w.from} ${number.format(m.price)} ${w.currency}.`,
          modelPicture(m.model, "side"),
          [
            cards({
              heading: m.name[c.lang],
              cards: (["front", "interior", "detail"] as const).map((view) => ({
                image: picture(
                  modelPicture(m.model, view),
                  `${m.name[c.lang]} — ${VIEW_NAMES[c.lang][view]}`,
                ),
                header: VIEW_NAMES[c.lang][view],
                description: "",
              })),
            }),
            textSection({
              heading: w.testDrive,
              paragraph: w.testDriveIntro,
              buttons: [
                link(w.testDrive, "/book-a-test-drive"),
                link(w.offers, "/offers", "secondary"),
              ],
            }),
          ],
        ),
      ),
      simple("offers", "offers", w.offers, w.offersIntro, DEMO_SCENES.showroom, [
        text(`<p>${w.offersBody}</p>`),
      ]),
      simple("contact-us", "contact-us", w.contact, w.contactIntro, DEMO_SCENES.showroom, [
        text(contactList, w.phones),
      ]),
      simple(
        "retailer-locator",
        "retailer-locator",
        w.retailer,
        w.retailerIntro,
        DEMO_SCENES.showroom,
        [retailerLocator(w.retailer, w.retailerIntro)],
      ),
      simple(
        "book-a-test-drive",
        "book-a-test-drive",
        w.testDrive,
        w.testDriveIntro,
        modelPicture("range-rover-sport", "side"),
        [text(contactList, w.phones)],
      ),
      simple("request-a-brochure", "brochure", w.brochure, w.brochureIntro, DEMO_SCENES.showroom, [
        text(contactList, w.phones),
      ]),
      simple("privacy-policy", "privacy", w.privacy, w.privacyBody, DEMO_SCENES.handover, []),
      simple("terms-conditions", "terms", w.terms, w.termsBody, DEMO_SCENES.handover, []),
      simple("cookie-policy", "cookies", w.cookies, w.cookiesBody, DEMO_SCENES.handover, []),
      {
        path: "t",
        lang: c.lang,
        title: w.testDrive,
        type: "url_redirection",
        to: `/${c.lang}/book-a-test-drive`,
        http_code: 301,
      },
    ];
  });
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
        url: "/models",
        children: DEMO_MODEL_COPY.map((m) => ({
          label: m.name[c.lang],
          url: `/models/${m.model}`,
        })),
      },
      { label: c.menu.offers, url: "/offers" },
      { label: WORDS[c.lang].retailer, url: "/retailer-locator" },
      { label: WORDS[c.lang].contact, url: "/contact-us" },
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
      cookies: "Cookie policy",
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
      cookies: "מדיניות עוגיות",
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
        { label: t.cookies, url: "/cookie-policy" },
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
