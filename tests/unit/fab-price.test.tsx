import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { settingsDefaults } from "../../generated/validate.ts";
import { LRI, PDI } from "../../runtime/core/prices.ts";
import { mergeSettings } from "../../runtime/core/settings.ts";
import { startPriceExchange } from "../../site/islands/price-exchange.ts";
import { Price, PriceContext, PriceExchangeData, priceContextValue } from "../../site/ui/price.tsx";

const context = (values: Record<string, string> = {}) =>
  priceContextValue(
    mergeSettings(
      settingsDefaults,
      Object.entries(values).map(([key, value]) => ({ key, value })),
    ),
  );
const render = (node: React.ReactNode, values?: Record<string, string>) =>
  renderToStaticMarkup(
    <PriceContext.Provider value={context(values)}>{node}</PriceContext.Provider>,
  );

describe("<Price>", () => {
  it("writes a price with the site's Price settings, isolated for right-to-left text", () => {
    const html = render(<Price value={350000} type="purchase" />, {
      "price.currency_symbol": "درهم",
      "price.full_string": "ابتداءً من ^ %",
    });
    expect(html).toBe(`<bdi class="price">ابتداءً من ${LRI}350,000${PDI} \u2068درهم${PDI}</bdi>`);
  });

  it("shows nothing for a price the formatter refuses (not a number, 0 or less)", () => {
    expect(render(<Price value="abc" />)).toBe("");
    expect(render(<Price value={0} />)).toBe("");
    expect(render(<Price value={0} allowZero />)).toContain("0");
  });

  it("carries the currency-exchange class when converted in the browser", () => {
    expect(render(<Price value={10} isExchanged />)).toContain(
      'class="price price-exchange-class"',
    );
    expect(
      render(<Price value={10} isExchanged />, { "currency_exchange.class_name": "fx" }),
    ).toContain('class="price fx"');
  });

  it("the rate written for the browser converts the page's prices, truncated", () => {
    const data = render(<PriceExchangeData rate={3.6725} />);
    const json = /<script[^>]*>(.*)<\/script>/.exec(data)?.[1] ?? "";
    const price = { text: "95,000 درهم", original: null as string | null };
    const doc = {
      getElementById: (id: string) => (id === "price-exchange" ? { textContent: json } : null),
      querySelectorAll: () => [
        {
          get textContent() {
            return price.text;
          },
          set textContent(v: string | null) {
            price.text = v ?? "";
          },
          getAttribute: () => price.original,
          setAttribute: (_: string, v: string) => {
            price.original = v;
          },
        },
      ],
    } as unknown as Document;
    expect(startPriceExchange(doc)).toBe(1);
    expect(price.text).toBe("348,887 درهم");
    // Run again (a second call): converted from the original, never compounded.
    startPriceExchange(doc);
    expect(price.text).toBe("348,887 درهم");
  });
});
