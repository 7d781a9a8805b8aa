import { useId, useState } from "react";
import { formatPrice, type PriceFormat, percentText } from "../../runtime/core/prices.ts";
import {
  type MiniCalculatorConfig,
  miniCalculatorPayment,
} from "../../runtime/core/stock/showroom-prices.ts";

/** The calculator's texts, written by the server in the page's language. */
interface MiniCalculatorTexts {
  heading: string;
  price: string;
  downPayment: string;
  term: string;
  rate: string;
  monthly: string;
  financed: string;
  note: string;
  /** The term in words for each month count the range offers ("48 شهراً"). */
  months: Record<string, string>;
}

export interface MiniCalculatorProps {
  /** The purchase price the visitor sees. */
  price: number;
  /** The price settings in the vehicle's currency. */
  prices: PriceFormat;
  config: MiniCalculatorConfig;
  texts: MiniCalculatorTexts;
  rtl: boolean;
}

/** The id of the script element holding a calculator's props (site/islands/showroom.tsx). */
export const MINI_CALCULATOR_PROPS_ID = "showroom-calculator-props";

const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/**
 * The showroom's mini finance calculator (001 §2: new, used and approved vehicles): the monthly
 * payment from the price, a down payment, a term and a yearly rate. Rendered on the server with
 * the defaults, then hydrated (site/islands/showroom.tsx) so the visitor can change them; every
 * input has its label, and the result is announced politely as it changes.
 */
export function MiniCalculator({ price, prices, config, texts, rtl }: MiniCalculatorProps) {
  const id = useId();
  const [down, setDown] = useState(config.downPayment.default);
  const [months, setMonths] = useState(config.term.default);
  // The rate as typed: an empty or unreadable field shows no result rather than a wrong one.
  const [rateText, setRateText] = useState(String(config.rate.default));
  const typed = Number(rateText.replace(",", "."));
  const rate =
    rateText.trim() !== "" && Number.isFinite(typed)
      ? clamp(typed, config.rate.min, config.rate.max)
      : null;
  const result =
    rate === null
      ? null
      : miniCalculatorPayment({ price, downPaymentPercent: down, months, annualRatePercent: rate });
  const money = (n: number) => formatPrice(n, prices, { template: "% ^", allowZero: true });
  const percent = (n: number) => percentText(n, { rtl, digits: prices.digits });
  return (
    <section className="showroom-calculator" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`} className="heading heading--s">
        {texts.heading}
      </h3>
      <p className="showroom-calculator__price">
        {texts.price}: <bdi>{money(price)}</bdi>
      </p>
      <div className="showroom-calculator__field">
        <label htmlFor={`${id}-down`}>{texts.downPayment}</label>
        <output htmlFor={`${id}-down`}>
          <bdi>{percent(down)}</bdi> · <bdi>{money(Math.round(price * down) / 100)}</bdi>
        </output>
        <input
          id={`${id}-down`}
          type="range"
          min={config.downPayment.min}
          max={config.downPayment.max}
          step={config.downPayment.step}
          value={down}
          onChange={(e) =>
            setDown(clamp(Number(e.target.value), config.downPayment.min, config.downPayment.max))
          }
        />
      </div>
      <div className="showroom-calculator__field">
        <label htmlFor={`${id}-term`}>{texts.term}</label>
        <output htmlFor={`${id}-term`}>{texts.months[String(months)] ?? String(months)}</output>
        <input
          id={`${id}-term`}
          type="range"
          min={config.term.min}
          max={config.term.max}
          step={config.term.step}
          value={months}
          aria-valuetext={texts.months[String(months)] ?? String(months)}
          onChange={(e) =>
            setMonths(Math.round(clamp(Number(e.target.value), config.term.min, config.term.max)))
          }
        />
      </div>
      <div className="showroom-calculator__field">
        <label htmlFor={`${id}-rate`}>{texts.rate} (%)</label>
        <input
          id={`${id}-rate`}
          type="number"
          inputMode="decimal"
          min={config.rate.min}
          max={config.rate.max}
          step={config.rate.step}
          value={rateText}
          dir="ltr"
          onChange={(e) => setRateText(e.target.value)}
        />
      </div>
      <div className="showroom-calculator__result" aria-live="polite">
        <p>
          {texts.monthly}
          <strong>
            <bdi>{result ? money(result.monthly) : "—"}</bdi>
          </strong>
        </p>
        <p className="showroom-calculator__financed">
          {texts.financed}: <bdi>{result ? money(result.financed) : "—"}</bdi>
        </p>
      </div>
      <p className="showroom-calculator__note">{texts.note}</p>
    </section>
  );
}
