import i18next, { type i18n } from "i18next";
import { ar } from "./ar.ts";
import { en } from "./en.ts";
import { he } from "./he.ts";

/**
 * One i18next instance per language: the bundled texts are Arabic, English and Hebrew; any other
 * language (and a key missing from a bundle) falls back to English, then to the key itself.
 * `{{count}}` picks the plural form of the language and is replaced by the count.
 */
const instances = new Map<string, i18n>();

export function translator(lang: string): i18n["t"] {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    void instance.init({
      lng: lang,
      fallbackLng: "en",
      initAsync: false,
      showSupportNotice: false,
      returnObjects: true,
      interpolation: { escapeValue: false },
      resources: { ar: { translation: ar }, en: { translation: en }, he: { translation: he } },
    });
    instances.set(lang, instance);
  }
  return instance.t.bind(instance);
}

/** A translated list (returnObjects), or [] when the key is not a list. */
export function translateList(t: i18n["t"], key: string): string[] {
  const value: unknown = t(key, { returnObjects: true });
  return Array.isArray(value) ? value.map(String) : [];
}
