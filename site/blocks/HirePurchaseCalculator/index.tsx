import { useMachine } from "@xstate/react";
import { type FormEvent, type RefObject, useEffect, useId, useRef, useState } from "react";
import type { BlockProps, HirePurchaseCalculatorTemplateKey } from "../../../generated/types.ts";
import { hirePurchaseMachine } from "../../../machines/hire-purchase-machine.ts";
import {
  defaultChoice,
  type HirePurchaseChoice,
  type HirePurchaseLabels,
  type HirePurchaseQuote,
  MARKET_PRESETS,
  type MarketPreset,
  quoteForMarket,
  snapToRange,
} from "../../../runtime/core/hire-purchase/index.ts";
import { integerText } from "../../../runtime/core/number-format.ts";
import {
  DEFAULT_PRICE_SETTINGS,
  type DigitSystem,
  formatPrice,
  percentText,
} from "../../../runtime/core/prices.ts";
import { Heading } from "../../ui/heading.tsx";
import { type SiteContextValue, useSite } from "../../ui/site-context.tsx";
import { pushOwnerToolEvent as pushDataLayer } from "../../ui/vin-check.ts";

/** The schedule's column names and the few words the figures need, by language. */
const WORDS = {
  ar: {
    period: "الدفعة",
    payment: "المبلغ",
    interest: "الفائدة",
    principal: "أصل المبلغ",
    balance: "الرصيد المتبقي",
    balloonRow: "الدفعة الأخيرة",
    payments: "عدد الأقساط",
    months: "شهراً",
    hideSchedule: "إخفاء جدول السداد",
    example: (e: ExampleFigures) =>
      `سعر المركبة ${e.price}، دفعة أولى ${e.deposit}، مبلغ التمويل ${e.credit} على ${e.months} شهراً بمعدل ${e.rate}: ${e.months} قسطاً قيمة كل منها ${e.instalment}${e.balloon ? ` ثم دفعة أخيرة ${e.balloon}` : ""}. إجمالي المبلغ المستحق ${e.total}، ومعدل النسبة السنوي ${e.apr}.`,
  },
  en: {
    period: "Payment",
    payment: "Amount",
    interest: "Interest",
    principal: "Principal",
    balance: "Balance",
    balloonRow: "Final payment",
    payments: "Number of payments",
    months: "months",
    hideSchedule: "Hide the repayment schedule",
    example: (e: ExampleFigures) =>
      `Vehicle price ${e.price}, deposit ${e.deposit}, amount of credit ${e.credit} over ${e.months} months at ${e.rate}: ${e.months} monthly payments of ${e.instalment}${e.balloon ? ` and a final payment of ${e.balloon}` : ""}. Total amount payable ${e.total}, APR ${e.apr}.`,
  },
} as const;

interface ExampleFigures {
  price: string;
  deposit: string;
  credit: string;
  months: string;
  rate: string;
  instalment: string;
  balloon: string | null;
  total: string;
  apr: string;
}

/** How the block writes figures: amounts in the market's currency, percentages, counts. */
interface Figures {
  money: (minor: number) => string;
  percent: (value: number, decimals?: number) => string;
  count: (n: number) => string;
}

function figures(
  preset: MarketPreset,
  site: Pick<SiteContextValue, "numberLocale" | "dir" | "digits">,
): Figures {
  const digits: DigitSystem = site.digits?.startsWith("٠") ? "arabic-indic" : "latin";
  // The site's one price formatter, with the market's symbol: its amount and symbol are isolated
  // for bidirectional text, and written the same on the server and in the browser (no Intl).
  const format = {
    ...DEFAULT_PRICE_SETTINGS,
    calculatorSymbol: preset.symbol,
    calculatorDelimiter: ",",
    calculatorPriceFormat: "^ %",
    digits,
  };
  const scale = 10 ** preset.minorDigits;
  return {
    money: (minor) =>
      formatPrice(minor / scale, format, {
        calculator: true,
        allowZero: true,
        decimals: preset.minorDigits,
      }),
    percent: (value, decimals = 2) =>
      percentText(value, { rtl: site.dir === "rtl", decimals, digits }),
    count: (n) => integerText(n, site.numberLocale, site.digits),
  };
}

/** The market's labels in the page's language, each overridden by the block's own when set. */
function labelsFor(
  preset: MarketPreset,
  own: Partial<HirePurchaseLabels>,
  isArabic: boolean,
): HirePurchaseLabels {
  const base = isArabic ? preset.labelsAr : preset.labels;
  const out = { ...base };
  for (const key of Object.keys(base) as (keyof HirePurchaseLabels)[]) {
    const value = own[key];
    if (typeof value === "string" && value.trim() !== "") out[key] = value;
  }
  return out;
}

/** The block's starting choice: its price and rate (kept in the market's range) or the preset's. */
export function startingChoice(
  preset: MarketPreset,
  price: number | undefined,
  rate: number | undefined,
): HirePurchaseChoice {
  const choice = defaultChoice(
    preset,
    price !== undefined && price > 0 ? price : preset.samplePrice,
  );
  return rate === undefined ? choice : { ...choice, ratePercent: snapToRange(rate, preset.rate) };
}

/** The months the term select offers: the range's steps. */
function termOptions(preset: MarketPreset): number[] {
  const out: number[] = [];
  for (let m = preset.term.min; m <= preset.term.max; m += preset.term.step) out.push(m);
  return out;
}

/**
 * A hire-purchase calculator (002 §3.11): one component for the thirty market templates
 * (`x-component`), each block fixing its market (runtime/core/hire-purchase/markets.ts). The
 * visitor sets the price, the deposit, the term, the rate and, where the market has one, the
 * balloon, then Calculate: the quote (instalment, number of payments, credit, interest, fees,
 * cost of credit, total payable, APR) with its repayment schedule behind a button, and the
 * market's representative example where its regulator asks for one. Every amount and percentage
 * is isolated for bidirectional text (<bdi>); texts are the market's labels in the page's
 * language unless the editor wrote the block's own. Machine: machines/hire-purchase-machine.ts.
 */
export default function HirePurchaseCalculator(
  props: BlockProps<HirePurchaseCalculatorTemplateKey>,
) {
  const f = props.block.fields;
  const site = useSite();
  const id = useId();
  const preset = MARKET_PRESETS[f.market];
  const isArabic = site.lang === "ar";
  const words = isArabic ? WORDS.ar : WORDS.en;
  const labels = labelsFor(preset, f.labels, isArabic);
  const fig = figures(preset, site);
  const [machine] = useState(() =>
    hirePurchaseMachine.provide({
      actions: {
        used: () =>
          pushDataLayer({
            event: "calculator_used",
            calculator: "hire_purchase",
            market: preset.id,
          }),
        quoteShown: ({ context }) =>
          pushDataLayer({
            event: "quote_shown",
            calculator: "hire_purchase",
            market: preset.id,
            currency: preset.currency,
            months: context.choice.months,
            deposit_percent: context.choice.depositPercent,
            monthly_payment: (context.quote?.instalment ?? 0) / 10 ** preset.minorDigits,
            apr: Math.round((context.quote?.aprPercent ?? 0) * 10) / 10,
          }),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: { preset, choice: startingChoice(preset, f.vehicle_price, f.interest_rate) },
  });
  const { choice, quote } = snapshot.context;
  const isQuoted = snapshot.matches("quoted");
  const isFailed = snapshot.matches("failed");
  const showsSchedule = snapshot.matches({ quoted: "schedule" });
  const quoteHeading = useRef<HTMLHeadingElement>(null);
  const failure = useRef<HTMLParagraphElement>(null);
  const priceInput = useRef<HTMLInputElement>(null);
  const state = isQuoted ? "quoted" : isFailed ? "failed" : "editing";
  const [previous, setPrevious] = useState(state);
  useEffect(() => {
    if (state === previous) return;
    setPrevious(state);
    if (state === "quoted") quoteHeading.current?.focus();
    else if (state === "failed") failure.current?.focus();
    else priceInput.current?.focus();
  }, [state, previous]);

  const scale = 10 ** preset.minorDigits;
  const priceTaxed =
    choice.price +
    (preset.tax.basis === "price" ? Math.round((choice.price * preset.tax.percent) / 100) : 0);
  const depositAmount = Math.round((priceTaxed * choice.depositPercent) / 100);
  const balloonAmount = preset.balloon ? Math.round((priceTaxed * choice.balloonPercent) / 100) : 0;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send({ type: "CALCULATE" });
  };
  const set =
    (field: "price" | "depositPercent" | "months" | "ratePercent" | "balloonPercent") =>
    (value: number) =>
      send({ type: "SET", field, value });

  const classes = ["hire-purchase", f.padding_grid_class].filter(Boolean).join(" ");
  return (
    <section
      className={classes}
      id={f.block_scroll_id || undefined}
      data-market={preset.id}
      data-hydrate="touch"
    >
      <div className="hire-purchase__inner">
        <Heading tag={f.header_tag} size="l" className="hire-purchase__title">
          {f.section_title}
        </Heading>
        {f.intro ? <p className="hire-purchase__intro">{f.intro}</p> : null}
        <form className="hire-purchase__form" onSubmit={onSubmit} hidden={isQuoted} noValidate>
          <fieldset className="hire-purchase__fieldset">
            <legend className="hire-purchase__legend">{labels.product}</legend>
            <div className="hire-purchase__field">
              <label htmlFor={`${id}-price`}>
                {labels.price} (<bdi>{preset.currency}</bdi>)
              </label>
              <input
                ref={priceInput}
                id={`${id}-price`}
                type="number"
                inputMode="decimal"
                dir="ltr"
                min={0}
                step={1 / scale}
                value={choice.price / scale}
                onChange={(e) => set("price")(Math.round(Number(e.currentTarget.value) * scale))}
              />
            </div>
            <div className="hire-purchase__field">
              <label htmlFor={`${id}-deposit`}>{labels.deposit}</label>
              <input
                id={`${id}-deposit`}
                type="range"
                min={preset.deposit.min}
                max={preset.deposit.max}
                step={preset.deposit.step}
                value={choice.depositPercent}
                aria-valuetext={`${choice.depositPercent} %`}
                onChange={(e) => set("depositPercent")(Number(e.currentTarget.value))}
              />
              <output htmlFor={`${id}-deposit`} className="hire-purchase__output">
                <bdi>{fig.percent(choice.depositPercent, 0)}</bdi> ·{" "}
                <bdi>{fig.money(depositAmount)}</bdi>
              </output>
            </div>
            <div className="hire-purchase__field">
              <label htmlFor={`${id}-term`}>{labels.term}</label>
              <select
                id={`${id}-term`}
                value={choice.months}
                onChange={(e) => set("months")(Number(e.currentTarget.value))}
              >
                {termOptions(preset).map((m) => (
                  <option key={m} value={m}>
                    {fig.count(m)}
                  </option>
                ))}
              </select>
            </div>
            <div className="hire-purchase__field">
              <label htmlFor={`${id}-rate`}>{labels.rate} (%)</label>
              <input
                id={`${id}-rate`}
                type="number"
                inputMode="decimal"
                dir="ltr"
                min={preset.rate.min}
                max={preset.rate.max}
                step={preset.rate.step}
                value={choice.ratePercent}
                onChange={(e) => set("ratePercent")(Number(e.currentTarget.value))}
              />
            </div>
            {preset.balloon ? (
              <div className="hire-purchase__field">
                <label htmlFor={`${id}-balloon`}>{labels.balloon}</label>
                <input
                  id={`${id}-balloon`}
                  type="range"
                  min={preset.balloon.min}
                  max={preset.balloon.max}
                  step={preset.balloon.step}
                  value={choice.balloonPercent}
                  aria-valuetext={`${choice.balloonPercent} %`}
                  onChange={(e) => set("balloonPercent")(Number(e.currentTarget.value))}
                />
                <output htmlFor={`${id}-balloon`} className="hire-purchase__output">
                  <bdi>{fig.percent(choice.balloonPercent, 0)}</bdi> ·{" "}
                  <bdi>{fig.money(balloonAmount)}</bdi>
                </output>
              </div>
            ) : null}
          </fieldset>
          <button type="submit" className="cta cta--primary hire-purchase__calculate">
            <span className="cta__label">{f.calculate_label}</span>
          </button>
        </form>
        <div className="hire-purchase__status" role="status" aria-live="polite">
          {isQuoted && quote ? (
            <span className="visually-hidden">
              {labels.instalment}: {fig.money(quote.instalment)}
            </span>
          ) : null}
        </div>
        {isFailed ? (
          <div className="hire-purchase__failure">
            <p ref={failure} tabIndex={-1}>
              {f.error_msg}
            </p>
            <button
              type="button"
              className="cta cta--secondary cta--small"
              onClick={() => send({ type: "RETRY" })}
            >
              <span className="cta__label">{f.try_again_btn_label}</span>
            </button>
          </div>
        ) : null}
        <QuoteView
          quote={isQuoted ? quote : null}
          choice={choice}
          labels={labels}
          fig={fig}
          words={words}
          title={f.quote_title}
          headingTag={Math.min(6, f.header_tag + 1)}
          headingRef={quoteHeading}
          tableId={`${id}-schedule`}
          scheduleLabel={f.schedule_label}
          editLabel={f.edit_label}
          showsSchedule={showsSchedule}
          onEdit={() => send({ type: "EDIT" })}
          onSchedule={() => send({ type: showsSchedule ? "HIDE_SCHEDULE" : "SHOW_SCHEDULE" })}
        />
        {preset.legalExample ? (
          <LegalExample preset={preset} title={f.legal_example_title} fig={fig} words={words} />
        ) : null}
        {f.disclaimer ? <p className="hire-purchase__disclaimer">{f.disclaimer}</p> : null}
      </div>
    </section>
  );
}

type Words = (typeof WORDS)[keyof typeof WORDS];

/**
 * The quote: in the first HTML with its heading and buttons but hidden (no quote yet), so the
 * editor's texts are there and showing it moves nothing above it.
 */
function QuoteView(p: {
  quote: HirePurchaseQuote | null;
  choice: HirePurchaseChoice;
  labels: HirePurchaseLabels;
  fig: Figures;
  words: Words;
  title: string;
  headingTag: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  tableId: string;
  scheduleLabel: string;
  editLabel: string;
  showsSchedule: boolean;
  onEdit: () => void;
  onSchedule: () => void;
}) {
  const { quote, labels, fig, words } = p;
  const Tag = `h${Math.max(1, p.headingTag)}` as "h2";
  const rows: [string, string][] =
    quote === null ? [] : figureRows(quote, p.choice, labels, fig, words);
  return (
    <div className="hire-purchase__quote" hidden={quote === null}>
      <Tag
        ref={p.headingRef}
        tabIndex={-1}
        className="heading heading--m hire-purchase__quote-title"
      >
        {p.title}
      </Tag>
      {quote ? (
        <p className="hire-purchase__instalment">
          <span className="hire-purchase__instalment-label">{labels.instalment}</span>
          <bdi className="hire-purchase__instalment-value" data-figure="instalment">
            {fig.money(quote.instalment)}
          </bdi>
        </p>
      ) : null}
      <dl className="hire-purchase__figures">
        {rows.map(([term, value]) => (
          <div key={term} className="hire-purchase__figure">
            <dt>{term}</dt>
            <dd>
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <div className="hire-purchase__actions">
        <button type="button" className="cta cta--secondary cta--small" onClick={p.onEdit}>
          <span className="cta__label">{p.editLabel}</span>
        </button>
        <button
          type="button"
          className="cta cta--secondary cta--small"
          aria-expanded={p.showsSchedule}
          aria-controls={p.tableId}
          onClick={p.onSchedule}
        >
          <span className="cta__label">
            {p.showsSchedule ? words.hideSchedule : p.scheduleLabel}
          </span>
        </button>
      </div>
      {/* The table scrolls inside its box: focusable, so a keyboard can scroll it too. */}
      <section
        className="hire-purchase__schedule"
        id={p.tableId}
        hidden={!p.showsSchedule}
        aria-label={p.scheduleLabel}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus
        tabIndex={0}
      >
        {p.showsSchedule && quote ? (
          <table>
            <caption>{p.scheduleLabel}</caption>
            <thead>
              <tr>
                <th scope="col">{words.period}</th>
                <th scope="col">{words.payment}</th>
                <th scope="col">{words.interest}</th>
                <th scope="col">{words.principal}</th>
                <th scope="col">{words.balance}</th>
              </tr>
            </thead>
            <tbody>
              {quote.schedule.map((row) => (
                <tr key={row.period}>
                  <th scope="row">
                    {row.kind === "balloon" ? words.balloonRow : fig.count(row.period)}
                  </th>
                  <td>
                    <bdi>{fig.money(row.payment)}</bdi>
                  </td>
                  <td>
                    <bdi>{fig.money(row.interest)}</bdi>
                  </td>
                  <td>
                    <bdi>{fig.money(row.principal)}</bdi>
                  </td>
                  <td>
                    <bdi>{fig.money(row.balance)}</bdi>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
      </section>
    </div>
  );
}

/** The quote's figures after its instalment: each a term and its value. */
function figureRows(
  quote: HirePurchaseQuote,
  choice: HirePurchaseChoice,
  labels: HirePurchaseLabels,
  fig: Figures,
  words: Words,
): [string, string][] {
  const instalments = quote.schedule.filter((r) => r.kind === "instalment").length;
  const rows: [string, string][] = [
    [words.payments, fig.count(instalments)],
    [labels.price, fig.money(quote.cashPrice)],
    [labels.deposit, fig.money(quote.deposit)],
    [labels.credit, fig.money(quote.credit)],
  ];
  if (quote.balloon > 0) rows.push([labels.balloon, fig.money(quote.balloon)]);
  rows.push(
    [labels.rate, fig.percent(choice.ratePercent)],
    [labels.totalInterest, fig.money(quote.totalInterest)],
  );
  if (quote.totalFees > 0) rows.push([labels.fees, fig.money(quote.totalFees)]);
  rows.push(
    [labels.costOfCredit, fig.money(quote.costOfCredit)],
    [labels.totalPayable, fig.money(quote.totalPayable)],
    [labels.apr, fig.percent(quote.aprPercent, 1)],
  );
  return rows;
}

/** The representative example: the market's defaults at its sample price, as the engine quotes them. */
function LegalExample(p: { preset: MarketPreset; title: string; fig: Figures; words: Words }) {
  const choice = defaultChoice(p.preset);
  const result = quoteForMarket(p.preset, choice);
  if (!result.ok) return null;
  const q = result.quote;
  const { fig } = p;
  const text = p.words.example({
    price: fig.money(q.cashPrice),
    deposit: fig.money(q.deposit),
    credit: fig.money(q.credit),
    months: fig.count(choice.months),
    rate: fig.percent(choice.ratePercent),
    instalment: fig.money(q.instalment),
    balloon: q.balloon > 0 ? fig.money(q.balloon) : null,
    total: fig.money(q.totalPayable),
    apr: fig.percent(q.aprPercent, 1),
  });
  return (
    // Not a landmark: a page may show several calculators, each with its example.
    <div className="hire-purchase__example" role="note" aria-label={p.title}>
      <p className="hire-purchase__example-title">{p.title}</p>
      <p>{text}</p>
    </div>
  );
}
