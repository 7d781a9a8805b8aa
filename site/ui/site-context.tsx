import { createContext, useContext } from "react";
import { DEFAULT_SITE_TIME_ZONE } from "../../runtime/core/settings.ts";

/** What every block may need from the site around it, the same on the server and in an island. */
export interface SiteContextValue {
  /** The language's URL code (ar, en, pt-br…). */
  lang: string;
  /** Its BCP 47 tag, for `lang` attributes (pt-BR, sr-Latn…). */
  tag: string;
  dir: "rtl" | "ltr";
  /** Language base path, e.g. "/ar/". */
  base: string;
  /** Media library origin; "" means this server. */
  mediaBase: string;
  /** Site origin, for absolute URLs in structured data. */
  origin: string;
  /** The site's time zone (settings general.site_timezone): offer periods are its local days. */
  timeZone: string;
  /**
   * The locale numbers are written in: the language with the site's digits (settings
   * price.digits), e.g. `ar-u-nu-latn` (runtime/core/number-format.ts digitLocale).
   */
  numberLocale: string;
  /**
   * The language's ten digits, written by the server (runtime/core/number-format.ts
   * localeDigits), for whole numbers without Intl in the browser; "" or absent: Intl writes them.
   */
  digits?: string;
}

export const defaultSiteContext: SiteContextValue = {
  lang: "ar",
  tag: "ar",
  dir: "rtl",
  base: "/ar/",
  mediaBase: "",
  origin: "",
  timeZone: DEFAULT_SITE_TIME_ZONE,
  numberLocale: "ar-u-nu-latn",
};

export const SiteContext = createContext<SiteContextValue>(defaultSiteContext);

export function useSite(): SiteContextValue {
  return useContext(SiteContext);
}
