import { useMachine } from "@xstate/react";
import { type ReactNode, useContext, useEffect, useId, useMemo, useRef } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import {
  type FinanceCalculatorEvent,
  type FinanceProductInput,
  type FinanceStep,
  financeCalculatorMachine,
  financeStepOf,
  quoteOf,
} from "../../../machines/finance-calculator-machine.ts";
import { stepValues } from "../../../runtime/core/finance-quote.ts";
import {
  disclaimerMarks,
  financeCount,
  financeMoney,
  financePercent,
  type QuoteTextContext,
  quoteRows,
} from "../../../runtime/core/finance-quote-text.ts";
import {
  type FinanceVehicle,
  financeVehicles,
  selectedVehicle,
  type VehicleSelection,
  vehicleOptions,
} from "../../../runtime/core/finance-vehicles.ts";
import { catalogueLangOf } from "../../../runtime/core/vehicle-specs.ts";
import { Cta, CtaList } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";
import { LoadFailure } from "../../ui/load-failure.tsx";
import { pushModelEvent } from "../../ui/model-figures.ts";
import { PriceContext } from "../../ui/price-context.ts";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { RichText } from "../../ui/rich-text.tsx";
import { useSite } from "../../ui/site-context.tsx";
import { useVehicleCatalogue } from "../../ui/vehicle-catalogue.ts";

type Props = BlockProps<"lrdx-finance-calculator">;
type Fields = Props["block"]["fields"];
type Group = Props["block"]["groups"][number];

/** The chosen vehicle's picture (the model's, else its nameplate's, from the catalogue). */
const vehicleImageSizes = [
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;

/** A group's product as the machine reads it. */
function productOf(g: Group): FinanceProductInput {
  const i = g.finance_product_input;
  return {
    code: g.finance_product,
    downPayment: { ...i.down_payment },
    duration: { ...i.duration },
    annualRatePercent: i.interest_rate.rate,
  };
}

/**
 * Finance Calculator (002 §2.7, §4.4): the chosen vehicle (a popular one preselected, 'Change
 * vehicle' opens the four lists), 'Personalise quote' (the groups' finance products, the product's
 * down payment and duration bounded by its min, max and interval, its interest rate shown),
 * Calculate, 'Your quote' with every figure of the product's output configuration, 'Edit quote'.
 * The steps are machines/finance-calculator-machine.ts; the figures runtime/core/finance-quote.ts
 * and their text runtime/core/finance-quote-text.ts. The server renders the first step with the
 * preselected vehicle from the page data, which is what the island's first render is.
 */
export default function FinanceCalculator(props: BlockProps<"lrdx-finance-calculator">) {
  const f = props.block.fields;
  const site = useSite();
  const lang = catalogueLangOf(site.lang);
  const { catalogue, retry } = useVehicleCatalogue(props, lang);
  const items = useMemo(
    () =>
      catalogue.state === "ready"
        ? financeVehicles(catalogue.vehicles, {
            nameplates: f.nameplate_key_filter,
            hideFree: f.hide_free_items,
          })
        : null,
    [catalogue, f.nameplate_key_filter, f.hide_free_items],
  );
  return (
    <div
      className={`finance-calculator finance-calculator--${f.calculator_style}`}
      data-hydrate="touch"
      data-style={f.calculator_style}
    >
      <div className="finance-calculator__head">
        <Heading tag={f.header_tag} size={f.header_size}>
          {f.calc_header}
        </Heading>
        {f.calc_header_description ? (
          <p className="finance-calculator__intro">{f.calc_header_description}</p>
        ) : null}
      </div>
      {catalogue.state === "failed" ? (
        <LoadFailure message={f.error_msg} retryLabel={f.try_again_btn_label} onRetry={retry} />
      ) : catalogue.state === "loading" || items === null ? (
        <p className="finance-calculator__loading" role="status">
          {f.loading_text}
        </p>
      ) : (
        <Calculator {...props} items={items} />
      )}
      <DisclaimerMarks f={f} />
      {props.block.groups.length > 0 ? <ProductsWithoutScript groups={props.block.groups} /> : null}
      {f.calc_disclaimer_header || f.calc_disclaimer_text ? (
        <div className="finance-calculator__disclaimer">
          {f.calc_disclaimer_header ? (
            <p className="finance-calculator__disclaimer-title">{f.calc_disclaimer_header}</p>
          ) : null}
          <RichText html={f.calc_disclaimer_text} className="rich-text finance-calculator__note" />
        </div>
      ) : null}
    </div>
  );
}

interface CalculatorProps extends Props {
  items: FinanceVehicle[];
}

/** The words of the step a visitor is on, for the live region and the step headings. */
function stepTitle(f: Fields, step: FinanceStep): string {
  if (step === "quote") return f.your_quote_title;
  if (step === "personalise") return f.personalise_quote_title;
  if (step === "vehicle") return f.choosen_vehicle_text;
  return f.no_vehicles_text;
}

function Calculator({ block, index, items }: CalculatorProps) {
  const f = block.fields;
  const site = useSite();
  const { settings } = useContext(PriceContext);
  const id = useId();
  const products = useMemo(() => block.groups.map(productOf), [block.groups]);
  const contributions = useMemo(
    () =>
      Object.fromEntries(
        f.models_info.models.map((m) => [m.model_key, m.deposit_contribution] as const),
      ),
    [f.models_info.models],
  );
  const [snapshot, send] = useMachine(
    financeCalculatorMachine.provide({
      actions: {
        calculatorUsed: () =>
          pushModelEvent({
            event: "finance_calculator_used",
            calculator_style: f.calculator_style,
          }),
        quoteShown: ({ context }) => {
          const q = context.quote;
          if (!q) return;
          pushModelEvent({
            event: "finance_quote_shown",
            calculator_style: f.calculator_style,
            finance_product: q.product,
            car_key: q.vehicle.model.key,
            engine: q.vehicle.engine.code,
            nameplate: q.vehicle.model.nameplate.code,
            currency: q.vehicle.currency,
            price: q.onTheRoadPriceMinor,
            cash_deposit: q.cashDepositMinor,
            total_deposit: q.totalDepositMinor,
            credit: q.totalCreditMinor,
            monthly_payment: q.monthlyPaymentMinor,
            months: q.durationMonths,
            interest_rate: q.annualRatePercent,
          });
        },
      },
    }),
    {
      input: {
        items,
        products,
        contributions,
        preferred: {
          modelKey: f.models_info.preselected_model,
          engineCode: f.models_info.preselected_engine,
        },
      },
    },
  );
  const step = financeStepOf(snapshot);
  const isChanging = snapshot.matches({ vehicle: "changing" });
  const c = snapshot.context;
  const vehicle = selectedVehicle(c.items, c.selection);
  const product = block.groups[c.product];
  const marks = disclaimerMarks(f.monthly_price_disclaimer, f.car_price_disclaimer);

  // Focus follows the step: its heading, once the visitor has moved (never on the first render).
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = `${step}:${isChanging}`;
  const lastShown = useRef(shown);
  useEffect(() => {
    if (lastShown.current === shown) return;
    lastShown.current = shown;
    heading.current?.focus();
  }, [shown]);

  const level = Math.min(6, Math.max(1, Math.trunc(f.header_tag)) + 1);
  const StepHeading = `h${level}` as "h2" | "h3" | "h4" | "h5" | "h6";
  const stepHeading = (text: string) => (
    <StepHeading ref={heading} tabIndex={-1} className="finance-calculator__step-title">
      {text}
    </StepHeading>
  );
  const money = (minor: number) => financeMoney(minor, vehicle?.currency ?? "", settings);
  const count = (n: number) => financeCount(n, settings, site.lang);
  const STEPS: FinanceStep[] = ["vehicle", "personalise", "quote"];

  if (step === "empty")
    return (
      <p className="finance-calculator__empty" role="status">
        {f.no_vehicles_text}
      </p>
    );

  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite">
        {stepTitle(f, step)}
      </p>
      <ol className="finance-calculator__progress">
        {STEPS.map((s, i) => (
          <li
            key={s}
            className="finance-calculator__progress-step"
            aria-current={s === step ? "step" : undefined}
          >
            <bdi className="finance-calculator__progress-number">{count(i + 1)}</bdi>
            <span>{stepTitle(f, s)}</span>
          </li>
        ))}
      </ol>
      <div className="finance-calculator__panel" data-step={step}>
        {step === "vehicle" ? (
          <fieldset className="finance-calculator__step" aria-labelledby={`${id}-vehicle`}>
            <div id={`${id}-vehicle`}>{stepHeading(f.choosen_vehicle_text)}</div>
            {vehicle ? (
              <VehicleCard
                vehicle={vehicle}
                index={index}
                year={count(vehicle.modelYear)}
                price={
                  vehicle.engine.priceMinor === null
                    ? null
                    : money(vehicle.engine.priceMinor) + marks.price
                }
                noPrice={f.no_price_text}
              />
            ) : null}
            {isChanging ? (
              <VehicleLists
                f={f}
                items={c.items}
                selection={c.selection}
                send={send}
                id={id}
                year={count}
              />
            ) : null}
            <div className="finance-calculator__actions">
              {isChanging ? null : (
                <button
                  type="button"
                  className="cta cta--secondary finance-calculator__change"
                  onClick={() => send({ type: "CHANGE_VEHICLE" })}
                >
                  {f.change_vehicle_label}
                </button>
              )}
              <button
                type="button"
                className="cta cta--primary finance-calculator__choose"
                disabled={!snapshot.can({ type: "CHOOSE" })}
                onClick={() => send({ type: "CHOOSE" })}
              >
                {f.choose_label}
              </button>
            </div>
          </fieldset>
        ) : null}

        {step === "personalise" ? (
          <fieldset className="finance-calculator__step" aria-labelledby={`${id}-personalise`}>
            <div id={`${id}-personalise`}>{stepHeading(f.personalise_quote_title)}</div>
            {vehicle ? (
              <ChosenLine
                name={vehicleName(vehicle, count)}
                price={
                  vehicle.engine.priceMinor === null
                    ? f.no_price_text
                    : money(vehicle.engine.priceMinor) + marks.price
                }
                changeLabel={f.change_vehicle_label}
                onChange={() => send({ type: "CHANGE_VEHICLE" })}
              />
            ) : null}
            {block.groups.length > 0 ? (
              <ProductChoice
                groups={block.groups}
                chosen={c.product}
                name={`${id}-product`}
                legend={f.choose_finance_product_label}
                onChoose={(index) => send({ type: "SELECT_PRODUCT", index })}
              />
            ) : null}
            {product ? (
              <QuoteOptions
                id={id}
                f={f}
                input={product.finance_product_input}
                downPayment={c.downPayment}
                duration={c.duration}
                money={money}
                send={send}
              />
            ) : null}
            <div className="finance-calculator__actions">
              <button
                type="button"
                className="cta cta--primary finance-calculator__calculate"
                disabled={quoteOf(c, "") === null}
                onClick={() => send({ type: "CALCULATE", at: new Date().toISOString() })}
              >
                {f.calculate_label}
              </button>
            </div>
          </fieldset>
        ) : null}

        {step === "quote" && c.quote && product ? (
          <fieldset className="finance-calculator__step" aria-labelledby={`${id}-quote`}>
            <div id={`${id}-quote`}>{stepHeading(f.your_quote_title)}</div>
            <p className="finance-calculator__quote-vehicle">
              <bdi>{vehicleName(c.quote.vehicle, count)}</bdi>
              {" · "}
              <bdi>{product.finance_product_name || product.finance_product}</bdi>
            </p>
            <QuoteFigures
              quote={c.quote}
              output={product.finance_product_output}
              context={{
                currency: c.quote.vehicle.currency,
                settings,
                lang: site.tag,
                dir: site.dir,
                timeZone: site.timeZone,
                marks,
              }}
            />
            <ProductDisclaimer group={product} />
            <div className="finance-calculator__actions">
              <button
                type="button"
                className="cta cta--secondary finance-calculator__edit"
                onClick={() => send({ type: "EDIT_QUOTE" })}
              >
                {f.edit_quote_label}
              </button>
              <button
                type="button"
                className="cta cta--tertiary finance-calculator__change"
                onClick={() => send({ type: "CHANGE_VEHICLE" })}
              >
                {f.change_vehicle_label}
              </button>
              {product.finance_product_button.url ? (
                <Cta link={product.finance_product_button} className="finance-calculator__apply" />
              ) : null}
            </div>
            {product.finance_product_buttons.length > 0 ? (
              <CtaList
                links={product.finance_product_buttons}
                className="cta-list finance-calculator__more"
              />
            ) : null}
          </fieldset>
        ) : null}
      </div>
    </>
  );
}

/** The finance products of the block's groups, one to choose, and the chosen one's link. */
function ProductChoice(props: {
  groups: Group[];
  chosen: number;
  name: string;
  legend: string;
  onChoose: (index: number) => void;
}) {
  const product = props.groups[props.chosen];
  return (
    <fieldset className="finance-calculator__products">
      <legend className="finance-calculator__legend">{props.legend}</legend>
      {props.groups.map((g, i) => (
        <label
          // biome-ignore lint/suspicious/noArrayIndexKey: groups never reorder once rendered.
          key={i}
          className="finance-calculator__product"
          data-checked={i === props.chosen ? "true" : undefined}
        >
          <input
            type="radio"
            name={props.name}
            value={g.finance_product}
            checked={i === props.chosen}
            onChange={() => props.onChoose(i)}
          />
          <span className="finance-calculator__product-text">
            <span className="finance-calculator__product-name">
              {g.finance_product_name || g.finance_product}
            </span>
            {g.finance_product_description ? (
              <span className="finance-calculator__product-description">
                {g.finance_product_description}
              </span>
            ) : null}
          </span>
        </label>
      ))}
      {product?.finance_product_link.url ? (
        <Cta link={product.finance_product_link} className="finance-calculator__link" />
      ) : null}
    </fieldset>
  );
}

/** The chosen product's options: the down payment and the duration to set, and its rate. */
function QuoteOptions(props: {
  id: string;
  f: Fields;
  input: Group["finance_product_input"];
  downPayment: number;
  duration: number;
  money: (minor: number) => string;
  send: (event: FinanceCalculatorEvent) => void;
}) {
  const { id, f, input, money, send } = props;
  const site = useSite();
  const { settings } = useContext(PriceContext);
  return (
    <fieldset className="finance-calculator__options">
      <legend className="finance-calculator__legend">{f.choose_options_label}</legend>
      <Stepper
        id={`${id}-down`}
        label={input.down_payment.label}
        input={input.down_payment}
        value={props.downPayment}
        text={(v) =>
          input.down_payment.unit === "percent" ? financePercent(v, settings, site.dir) : money(v)
        }
        decreaseLabel={f.decrease_label}
        increaseLabel={f.increase_label}
        onSet={(value) => send({ type: "SET_DOWN_PAYMENT", value })}
        onStep={(direction) => send({ type: "STEP_DOWN_PAYMENT", direction })}
      />
      <Stepper
        id={`${id}-duration`}
        label={input.duration.label}
        input={input.duration}
        value={props.duration}
        text={(v) =>
          [financeCount(v, settings, site.lang), input.duration.unit_label]
            .filter((s) => s !== "")
            .join(" ")
        }
        decreaseLabel={f.decrease_label}
        increaseLabel={f.increase_label}
        onSet={(value) => send({ type: "SET_DURATION", value })}
        onStep={(direction) => send({ type: "STEP_DURATION", direction })}
      />
      <p className="finance-calculator__rate">
        <span>{input.interest_rate.label}</span>{" "}
        <bdi className="finance-calculator__rate-value">
          {financePercent(input.interest_rate.rate, settings, site.dir)}
        </bdi>
      </p>
    </fieldset>
  );
}

/** A product's own disclaimer under its quote: a title and the editor's text. */
function ProductDisclaimer({ group }: { group: Group }) {
  if (!group.finance_product_disclaimer_title && !group.finance_product_disclaimer_body)
    return null;
  return (
    <div className="finance-calculator__product-disclaimer">
      {group.finance_product_disclaimer_title ? (
        <p className="finance-calculator__disclaimer-title">
          {group.finance_product_disclaimer_title}
        </p>
      ) : null}
      <RichText
        html={group.finance_product_disclaimer_body}
        className="rich-text finance-calculator__note"
      />
    </div>
  );
}

/** The monthly payment's and the price's disclaimers, each after its mark. */
function DisclaimerMarks({ f }: { f: Fields }) {
  const marks = disclaimerMarks(f.monthly_price_disclaimer, f.car_price_disclaimer);
  if (!marks.monthly && !marks.price) return null;
  return (
    <ul className="finance-calculator__marks">
      {marks.monthly ? (
        <li>
          <bdi>{marks.monthly}</bdi> {f.monthly_price_disclaimer}
        </li>
      ) : null}
      {marks.price ? (
        <li>
          <bdi>{marks.price}</bdi> {f.car_price_disclaimer}
        </li>
      ) : null}
    </ul>
  );
}

/**
 * Without script the steps cannot run: the finance products are listed to read (name,
 * description, terms), in a noscript element that a browser running the island never shows.
 */
function ProductsWithoutScript({ groups }: { groups: Group[] }) {
  return (
    <noscript>
      <ul className="finance-calculator__static">
        {groups.map((g, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: groups never reorder once rendered.
          <li key={i} className="finance-calculator__static-product">
            <p className="finance-calculator__product-name">
              {g.finance_product_name || g.finance_product}
            </p>
            {g.finance_product_description ? <p>{g.finance_product_description}</p> : null}
            {g.finance_product_disclaimer_title ? (
              <p className="finance-calculator__disclaimer-title">
                {g.finance_product_disclaimer_title}
              </p>
            ) : null}
            <RichText
              html={g.finance_product_disclaimer_body}
              className="rich-text finance-calculator__note"
            />
          </li>
        ))}
      </ul>
    </noscript>
  );
}

/** A vehicle's name: nameplate, trim, model year (in the calculator's digits), engine. */
function vehicleName(v: FinanceVehicle, year: (n: number) => string): string {
  return `${v.model.nameplate.name} ${v.model.name} ${year(v.modelYear)} — ${v.engine.name}`;
}

function VehicleCard({
  vehicle,
  index,
  year,
  price,
  noPrice,
}: {
  vehicle: FinanceVehicle;
  index: number;
  year: string;
  price: string | null;
  noPrice: string;
}) {
  return (
    <div className="finance-calculator__vehicle">
      {vehicle.model.imageId !== null ? (
        <div className="finance-calculator__vehicle-media">
          <ResponsiveImage
            image={{ id: vehicle.model.imageId, alt: "" }}
            sizes={vehicleImageSizes}
            index={index}
            layoutSizes="(min-width: 741px) 480px, 100vw"
          />
        </div>
      ) : null}
      <div className="finance-calculator__vehicle-text">
        <p className="finance-calculator__vehicle-name">
          <bdi>{vehicle.model.nameplate.name}</bdi> <bdi>{vehicle.model.name}</bdi>
        </p>
        <p className="finance-calculator__vehicle-meta">
          <bdi>{year}</bdi> · <bdi>{vehicle.body.name}</bdi> · <bdi>{vehicle.engine.name}</bdi>
        </p>
        <p className="finance-calculator__vehicle-price">
          {price === null ? noPrice : <bdi className="price">{price}</bdi>}
        </p>
      </div>
    </div>
  );
}

function ChosenLine({
  name,
  price,
  changeLabel,
  onChange,
}: {
  name: string;
  price: string;
  changeLabel: string;
  onChange: () => void;
}) {
  return (
    <div className="finance-calculator__chosen">
      <p className="finance-calculator__chosen-text">
        <bdi>{name}</bdi>
        <br />
        <bdi className="price">{price}</bdi>
      </p>
      <button type="button" className="cta cta--tertiary cta--small" onClick={onChange}>
        {changeLabel}
      </button>
    </div>
  );
}

/** The four lists of 'Change vehicle': model year, body style, model (trim), engine. */
function VehicleLists({
  f,
  items,
  selection,
  send,
  id,
  year,
}: {
  f: Fields;
  year: (n: number) => string;
  items: FinanceVehicle[];
  selection: VehicleSelection;
  send: (event: FinanceCalculatorEvent) => void;
  id: string;
}) {
  const options = vehicleOptions(items, selection);
  const isOneNameplate = new Set(items.map((i) => i.model.nameplate.code)).size === 1;
  return (
    <fieldset className="finance-calculator__lists">
      <legend className="finance-calculator__legend">{f.change_vehicle_label}</legend>
      <ListField id={`${id}-year`} label={f.model_year}>
        <select
          id={`${id}-year`}
          className="finance-calculator__select"
          value={String(selection.year ?? "")}
          onChange={(e) => send({ type: "SELECT_YEAR", year: Number(e.target.value) })}
        >
          {options.years.map((y) => (
            <option key={y} value={String(y)}>
              {year(y)}
            </option>
          ))}
        </select>
      </ListField>
      <ListField id={`${id}-body`} label={f.version_label}>
        <select
          id={`${id}-body`}
          className="finance-calculator__select"
          value={selection.body ?? ""}
          onChange={(e) => send({ type: "SELECT_BODY", body: e.target.value })}
        >
          {options.bodies.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
      </ListField>
      <ListField id={`${id}-model`} label={f.trim_label}>
        <select
          id={`${id}-model`}
          className="finance-calculator__select"
          value={selection.model ?? ""}
          onChange={(e) => send({ type: "SELECT_MODEL", model: e.target.value })}
        >
          {options.models.map((m) => (
            <option key={m.key} value={m.key}>
              {isOneNameplate ? m.name : `${m.nameplate.name} ${m.name}`}
            </option>
          ))}
        </select>
      </ListField>
      <ListField id={`${id}-engine`} label={f.engine_label}>
        <select
          id={`${id}-engine`}
          className="finance-calculator__select"
          value={selection.engine ?? ""}
          onChange={(e) => send({ type: "SELECT_ENGINE", engine: e.target.value })}
        >
          {options.engines.map((e) => (
            <option key={e.code} value={e.code}>
              {e.name}
            </option>
          ))}
        </select>
      </ListField>
    </fieldset>
  );
}

function ListField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="finance-calculator__field">
      <label className="finance-calculator__label" htmlFor={id}>
        {label}
      </label>
      {children}
    </div>
  );
}

/**
 * A bounded input: a slider over the offered values (min, max and interval, §5.3) with minus and
 * plus buttons, its value written beside its label (and read to screen readers as that text).
 */
function Stepper({
  id,
  label,
  input,
  value,
  text,
  decreaseLabel,
  increaseLabel,
  onSet,
  onStep,
}: {
  id: string;
  label: string;
  input: { min: number; max: number; interval: number; default: number };
  value: number;
  text: (value: number) => string;
  decreaseLabel: string;
  increaseLabel: string;
  onSet: (value: number) => void;
  onStep: (direction: 1 | -1) => void;
}) {
  const values = stepValues(input);
  const position = Math.max(values.indexOf(value), 0);
  const shown = text(value);
  return (
    <div className="finance-calculator__stepper">
      <div className="finance-calculator__stepper-head">
        <label className="finance-calculator__label" htmlFor={id}>
          {label}
        </label>
        <output className="finance-calculator__value" htmlFor={id}>
          <bdi>{shown}</bdi>
        </output>
      </div>
      <div className="finance-calculator__stepper-row">
        <button
          type="button"
          className="finance-calculator__step-button"
          aria-label={`${decreaseLabel} ${label}`}
          aria-controls={id}
          disabled={position === 0}
          onClick={() => onStep(-1)}
        >
          −
        </button>
        {/* The slider runs over the offered values' positions, so every stop is a value the
            product offers, even a max off the interval. */}
        <input
          id={id}
          type="range"
          className="finance-calculator__range"
          min={0}
          max={Math.max(values.length - 1, 0)}
          step={1}
          value={position}
          aria-valuetext={shown}
          onChange={(e) => onSet(values[Number(e.target.value)] ?? value)}
        />
        <button
          type="button"
          className="finance-calculator__step-button"
          aria-label={`${increaseLabel} ${label}`}
          aria-controls={id}
          disabled={position >= values.length - 1}
          onClick={() => onStep(1)}
        >
          +
        </button>
      </div>
    </div>
  );
}

/** 'Your quote': every figure of the product's output configuration, as a description list. */
function QuoteFigures({
  quote,
  output,
  context,
}: {
  quote: NonNullable<ReturnType<typeof quoteOf>>;
  output: Group["finance_product_output"];
  context: QuoteTextContext;
}) {
  const rows = quoteRows(quote, output, context);
  return (
    <dl className="finance-calculator__figures">
      {rows.map((r) => (
        <div
          key={r.key}
          className={`finance-calculator__figure finance-calculator__figure--${r.key}${r.isPart ? " is-part" : ""}`}
          data-figure={r.key}
        >
          <dt className="finance-calculator__figure-label">{r.label}</dt>
          <dd className="finance-calculator__figure-value">
            <bdi>{r.value}</bdi>
            {r.description ? (
              <span className="finance-calculator__figure-note">{r.description}</span>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
