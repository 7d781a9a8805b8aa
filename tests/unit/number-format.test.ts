import { describe, expect, it } from "vitest";
import { numberFormat } from "../../runtime/core/number-format.ts";

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
});
