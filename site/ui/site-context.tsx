import { createContext, useContext } from "react";

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
}

export const defaultSiteContext: SiteContextValue = {
  lang: "ar",
  tag: "ar",
  dir: "rtl",
  base: "/ar/",
  mediaBase: "",
  origin: "",
};

export const SiteContext = createContext<SiteContextValue>(defaultSiteContext);

export function useSite(): SiteContextValue {
  return useContext(SiteContext);
}
