import { describe, expect, it } from "vitest";
import {
  digitLocale,
  integerText,
  localeDigits,
  numberFormat,
} from "../../runtime/core/number-format.ts";

describe("numberFormat: Intl number formatters kept per locale and options", () => {
  it("writes as Intl does, in the page's digits", () => {
    expect(numberFormat("ar-u-nu-arab").format(2024)).toBe(
      new Intl.NumberFormat("ar-u-nu-arab").format(2024),
    );
    expect(numberFormat("ar-u-nu-arab", { useGrouping: false }).format(2024)).toBe("٢٠٢٤");
    expect(numberFormat("en", { maximumFractionDigits: 2 }).format(1.2345)).toBe("1.23");
  });

  it("makes one formatter per locale and options, and another for other options", () => {
    const once = numberFormat("ar", { useGrouping: false });
    expect(numberFormat("ar", { useGrouping: false })).toBe(once);
    expect(numberFormat("ar")).not.toBe(once);
    expect(numberFormat("he", { useGrouping: false })).not.toBe(once);
  });

  it("localeDigits gives a locale's ten digits; integerText writes a whole number with them as Intl does", () => {
    expect(localeDigits("ar-u-nu-arab")).toBe("٠١٢٣٤٥٦٧٨٩");
    expect(localeDigits("en")).toBe("0123456789");
    for (const locale of ["ar-u-nu-arab", "en", "he", "fa"])
      for (const n of [0, 7, 10, 2024, 1234567])
        expect(integerText(n, locale, localeDigits(locale))).toBe(
          new Intl.NumberFormat(locale, { useGrouping: false }).format(n),
        );
    // Without digits, or for what is not a whole number, Intl writes it.
    expect(integerText(2024, "ar-u-nu-arab")).toBe("٢٠٢٤");
    expect(integerText(-3, "en", "0123456789")).toBe("-3");
  });
});

describe("digitLocale: the site's digits made explicit in the page's locale", () => {
  it("writes Latin digits by default and Arabic-Indic ones when the site asks, in any language", () => {
    expect(numberFormat(digitLocale("ar", "latin")).format(2024)).toBe("2,024");
    expect(
      numberFormat(digitLocale("ar", "arabic-indic"), { useGrouping: false }).format(2024),
    ).toBe("٢٠٢٤");
    expect(localeDigits(digitLocale("he", "latin"))).toBe("0123456789");
    expect(localeDigits(digitLocale("ar-EG", "latin"))).toBe("0123456789");
  });
});
