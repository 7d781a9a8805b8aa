import { useMachine } from "@xstate/react";
import { type ReactNode, useId, useState } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import {
  HELP_TOPICS,
  type HelpTopic,
  type RangeMachineContext,
  rangeCalculatorMachine,
} from "../../../machines/range-calculator-machine.ts";
import { integerText } from "../../../runtime/core/number-format.ts";
import {
  estimateRangeKm,
  OCCUPANT_COUNTS,
  RANGE_ENVIRONMENTS,
  type RangeCar,
  type RangeModel,
  rangeCars,
  rangeDataOf,
  rangeDefaults,
  rangeInUnit,
} from "../../../runtime/core/range-calculator.ts";
import { BlockDialog } from "../../ui/block-dialog.tsx";
import { Cta } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { RichText } from "../../ui/rich-text.tsx";
import { type SiteContextValue, useSite } from "../../ui/site-context.tsx";

type Fields = BlockProps<"lrdx-range-calculator">["block"]["fields"];
type Group = BlockProps<"lrdx-range-calculator">["block"]["groups"][number];

const imageSizes = [
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;

/** A whole number in the site's digits (site context), a minus sign before a negative one. */
function numberText(n: number, site: SiteContextValue): string {
  const whole = integerText(Math.abs(Math.round(n)), site.numberLocale, site.digits);
  return n < 0 ? `\u2212${whole}` : whole;
}

/** The tag manager's queue, as the island sees it. */
interface DataLayerWindow {
  dataLayer?: Record<string, unknown>[];
}

function pushRangeEvent(entry: Record<string, unknown>): void {
  const w: Window & DataLayerWindow = window;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push(entry);
}

/** The range shown for a machine context: a whole number in the block's unit. */
function shownRange(
  context: Pick<
    RangeMachineContext,
    | "car"
    | "engine"
    | "wheel"
    | "temperature"
    | "isClimateOn"
    | "isPreconditioningOn"
    | "environment"
    | "occupants"
  >,
  cars: readonly RangeCar[],
  model: RangeModel,
  unit: Fields["range_unit"],
): number | null {
  const car = cars[context.car];
  const engine = model.engines[context.engine];
  const wheel = car?.wheels.find((w) => w.code === context.wheel);
  const smallest = car?.wheels[0];
  if (!car || !engine || !wheel || !smallest) return null;
  const km = estimateRangeKm(engine, model.conditions, {
    wheelInches: wheel.inches,
    smallestWheelInches: smallest.inches,
    temperatureC: context.temperature,
    isClimateOn: context.isClimateOn,
    isPreconditioningOn: context.isPreconditioningOn,
    environment: context.environment,
    occupants: context.occupants,
  });
  return rangeInUnit(km, unit);
}

/**
 * The Range Calculator (002 §3.11, §7, §8, §9.8): a car of the groups (picture, name, description,
 * link) and its engine, the filters of `translations` (wheel size, outside temperature, climate
 * control, preconditioning, driving environment, occupants), the estimated electric range in km or
 * miles with its disclaimer, and four help dialogs. The data is the JSON of json_url, read by the
 * server (runtime/features/range-calculator/page-data.ts) and handed over as the `range` prop; the
 * range is runtime/core/range-calculator.ts; the machine machines/range-calculator-machine.ts.
 * Without that data (empty, unreadable, not the shape) the block shows error_msg and
 * try_again_btn_label, which reloads the page. The server renders the first car with the file's
 * defaults, so hydration changes nothing.
 */
export default function RangeCalculator(props: BlockProps<"lrdx-range-calculator">) {
  const { block, index } = props;
  const f = block.fields;
  const range = rangeDataOf(props);
  const headingId = `rng-b${index}-heading`;
  // No page data at all: not rendered by the page route (the editor's preview). The cars and the
  // editor's words show, without figures, since the file is read only by the page route.
  if (range === null)
    return <RangeCalculatorPreview fields={f} groups={block.groups} index={index} />;
  const cars = range.status === "ok" ? rangeCars(block.groups, range.model) : [];
  if (range.status !== "ok" || cars.length === 0)
    return (
      <section className="rng" aria-labelledby={headingId}>
        <div id={headingId}>
          <Heading tag={f.header_tag} size="l">
            {f.heading || f.select_label}
          </Heading>
        </div>
        <div className="block-error rng__error" role="alert">
          <p>{f.error_msg}</p>
          {/* A GET form without an action reloads the page, with or without the island's script. */}
          <form method="get">
            <button type="submit" className="cta cta--secondary cta--small">
              {f.try_again_btn_label}
            </button>
          </form>
        </div>
      </section>
    );
  return (
    <RangeCalculatorView
      fields={f}
      groups={block.groups}
      index={index}
      cars={cars}
      model={range.model}
    />
  );
}

function RangeCalculatorView({
  fields: f,
  groups,
  index,
  cars,
  model,
}: {
  fields: Fields;
  groups: readonly Group[];
  index: number;
  cars: readonly RangeCar[];
  model: RangeModel;
}) {
  const site = useSite();
  const id = useId();
  const t = f.translations;
  const unitLabel = f.range_unit === "mile" ? t.mile : t.km;
  const [logic] = useState(() => {
    const analyticsOf = (context: RangeMachineContext) => {
      const car = cars[context.car];
      return {
        calculator: "range",
        car: car ? (groups[car.group]?.car_name ?? "") : "",
        engine: context.engine,
        filter: context.changed,
        range: shownRange(context, cars, model, f.range_unit),
        unit: f.range_unit,
      };
    };
    return rangeCalculatorMachine.provide({
      actions: {
        reportUse: ({ context }) =>
          pushRangeEvent({ event: "calculator_used", ...analyticsOf(context) }),
        reportChange: ({ context }) =>
          pushRangeEvent({ event: "range_calculator_change", ...analyticsOf(context) }),
      },
    });
  });
  const [snapshot, send] = useMachine(logic, {
    input: {
      cars: cars.map((c) => ({
        engines: c.engines.map((e) => e.code),
        wheels: c.wheels.map((w) => w.code),
      })),
      temperatures: model.conditions.temperatures_c,
      defaults: rangeDefaults(model.conditions),
    },
  });

  const c = snapshot.context;
  const car = cars[c.car] ?? cars[0];
  const group = car ? groups[car.group] : undefined;
  const figure = shownRange(c, cars, model, f.range_unit);
  const help = snapshot.value.help;
  const helpHtml: Record<HelpTopic, string> = {
    wheel: f.wheel_modal,
    climate: f.climate_modal,
    preconditioning: f.preconditioning_modal,
    environment: f.env_modal,
  };
  const helpTitle: Record<HelpTopic, string> = {
    wheel: t.wheel_size,
    climate: t.climate_control,
    preconditioning: t.preconditioning,
    environment: t.driving_environment,
  };
  const helpButton = (topic: HelpTopic): ReactNode =>
    helpHtml[topic].trim() === "" ? null : (
      <button
        type="button"
        className="rng__help"
        aria-haspopup="dialog"
        aria-label={`${t.more_info}: ${helpTitle[topic]}`}
        onClick={() => send({ type: "OPEN_HELP", topic })}
      >
        <span aria-hidden="true">i</span>
      </button>
    );
  const onOff = (name: string, isOn: boolean, onPick: (isOn: boolean) => void) =>
    [true, false].map((value) => (
      <Choice
        key={String(value)}
        name={name}
        isChecked={isOn === value}
        onPick={() => onPick(value)}
      >
        {value ? t.on : t.off}
      </Choice>
    ));

  return (
    <section
      className="rng"
      aria-labelledby={f.heading ? `${id}-heading` : undefined}
      aria-label={f.heading ? undefined : f.select_label}
      data-hydrate="touch"
    >
      {f.heading ? (
        <div id={`${id}-heading`}>
          <Heading tag={f.header_tag} size="l">
            {f.heading}
          </Heading>
        </div>
      ) : null}
      <div className="rng__layout">
        <div className="rng__car">
          <div className="rng__selects">
            <label className="rng__field">
              <span className="rng__label">{f.select_label}</span>
              <select
                className="rng__select"
                value={c.car}
                onChange={(event) => send({ type: "CHOOSE_CAR", car: Number(event.target.value) })}
              >
                {cars.map((option, i) => (
                  <option key={option.group} value={i}>
                    {groups[option.group]?.car_name || option.engines[0]?.label}
                  </option>
                ))}
              </select>
            </label>
            {car && car.engines.length > 1 ? (
              <label className="rng__field">
                <span className="rng__label">{t.engine}</span>
                <select
                  className="rng__select"
                  value={c.engine}
                  onChange={(event) => send({ type: "CHOOSE_ENGINE", engine: event.target.value })}
                >
                  {car.engines.map((e) => (
                    <option key={e.code} value={e.code}>
                      {e.label}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
          </div>
          {group ? (
            <div className="rng__card">
              <ResponsiveImage
                image={group.image}
                sizes={imageSizes}
                index={index}
                layoutSizes="(min-width: 960px) 560px, 100vw"
                className="rng__image"
              />
              <p className="rng__name">
                {group.car_name}
                {car && car.engines.length === 1 ? (
                  <span className="rng__engine">{` ${car.engines[0]?.label ?? ""}`}</span>
                ) : null}
              </p>
              {group.car_description ? (
                <p className="rng__description">{group.car_description}</p>
              ) : null}
              {group.car_link.url.trim() !== "" && group.car_link.link_text.trim() !== "" ? (
                <Cta link={group.car_link} className="rng__link" />
              ) : null}
            </div>
          ) : null}
          <div className="rng__result" role="status" aria-live="polite" aria-atomic="true">
            <p className="rng__result-label">{f.range_label}</p>
            <p className="rng__figure" data-range={figure ?? ""}>
              <bdi className="rng__number">{figure === null ? "–" : numberText(figure, site)}</bdi>{" "}
              <span className="rng__unit">{unitLabel}</span>
            </p>
          </div>
          {f.range_disclaimer ? <p className="rng__disclaimer">{f.range_disclaimer}</p> : null}
        </div>
        <form className="rng__filters" onSubmit={(event) => event.preventDefault()}>
          <fieldset className="rng__group">
            <legend className="rng__legend">{t.wheel_size}</legend>
            {helpButton("wheel")}
            <div className="rng__options">
              {(car?.wheels ?? []).map((w) => (
                <Choice
                  key={w.code}
                  name={`${id}-wheel`}
                  isChecked={c.wheel === w.code}
                  onPick={() => send({ type: "SET_WHEEL", wheel: w.code })}
                >
                  <bdi>{numberText(w.inches, site)}</bdi>
                  {` ${t.inch}`}
                </Choice>
              ))}
            </div>
            {f.wheel_bottom_label ? <p className="rng__note">{f.wheel_bottom_label}</p> : null}
          </fieldset>
          <fieldset className="rng__group">
            <legend className="rng__legend">{t.outside_temperature}</legend>
            <div className="rng__options">
              {model.conditions.temperatures_c.map((celsius) => (
                <Choice
                  key={celsius}
                  name={`${id}-temperature`}
                  isChecked={c.temperature === celsius}
                  onPick={() => send({ type: "SET_TEMPERATURE", celsius })}
                >
                  <bdi>{numberText(celsius, site)}</bdi>
                  {t.celsius}
                </Choice>
              ))}
            </div>
          </fieldset>
          <fieldset className="rng__group">
            <legend className="rng__legend">{t.climate_control}</legend>
            {helpButton("climate")}
            <div className="rng__options">
              {onOff(`${id}-climate`, c.isClimateOn, (isOn) => send({ type: "SET_CLIMATE", isOn }))}
            </div>
          </fieldset>
          <fieldset className="rng__group">
            <legend className="rng__legend">{t.preconditioning}</legend>
            {helpButton("preconditioning")}
            <div className="rng__options">
              {onOff(`${id}-preconditioning`, c.isPreconditioningOn, (isOn) =>
                send({ type: "SET_PRECONDITIONING", isOn }),
              )}
            </div>
          </fieldset>
          <fieldset className="rng__group">
            <legend className="rng__legend">{t.driving_environment}</legend>
            {helpButton("environment")}
            <div className="rng__options">
              {RANGE_ENVIRONMENTS.map((environment) => (
                <Choice
                  key={environment}
                  name={`${id}-environment`}
                  isChecked={c.environment === environment}
                  onPick={() => send({ type: "SET_ENVIRONMENT", environment })}
                >
                  {t[environment]}
                </Choice>
              ))}
            </div>
          </fieldset>
          <fieldset className="rng__group">
            <legend className="rng__legend">{t.occupants}</legend>
            <div className="rng__options">
              {OCCUPANT_COUNTS.map((count) => (
                <Choice
                  key={count}
                  name={`${id}-occupants`}
                  isChecked={c.occupants === count}
                  onPick={() => send({ type: "SET_OCCUPANTS", count })}
                >
                  <bdi>{numberText(count, site)}</bdi>
                </Choice>
              ))}
            </div>
          </fieldset>
        </form>
      </div>
      {HELP_TOPICS.map((topic) =>
        helpHtml[topic].trim() === "" ? null : (
          <BlockDialog
            key={topic}
            isOpen={help === topic}
            onClose={() => send({ type: "CLOSE_HELP" })}
            title={helpTitle[topic]}
            className="rng__dialog"
          >
            <RichText html={helpHtml[topic]} className="rich-text rng__dialog-text" />
          </BlockDialog>
        ),
      )}
    </section>
  );
}

/** One option of a filter: a radio drawn as a segment. */
function Choice({
  name,
  isChecked,
  onPick,
  children,
}: {
  name: string;
  isChecked: boolean;
  onPick: () => void;
  children: ReactNode;
}) {
  return (
    <label className="rng__option">
      <input
        type="radio"
        className="rng__radio"
        name={name}
        checked={isChecked}
        onChange={() => onPick()}
      />
      <span className="rng__option-text">
        {/* One inline box, so a space between a figure and its unit is kept in the flex box. */}
        <span>{children}</span>
      </span>
    </label>
  );
}

/** The block without its data file (the editor's preview): its cars and words, no figures. */
function RangeCalculatorPreview({
  fields: f,
  groups,
  index,
}: {
  fields: Fields;
  groups: readonly Group[];
  index: number;
}) {
  const id = useId();
  return (
    <section className="rng rng--preview" aria-labelledby={`${id}-heading`}>
      <div id={`${id}-heading`}>
        <Heading tag={f.header_tag} size="l">
          {f.heading || f.select_label}
        </Heading>
      </div>
      {f.heading ? <p className="rng__label">{f.select_label}</p> : null}
      <ul className="rng__preview-cars">
        {groups.map((group, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the groups are the block's, in order.
          <li key={i} className="rng__card">
            <ResponsiveImage
              image={group.image}
              sizes={imageSizes}
              index={index}
              layoutSizes="(min-width: 960px) 320px, 100vw"
              className="rng__image"
            />
            <p className="rng__name">{group.car_name}</p>
            {group.car_description ? (
              <p className="rng__description">{group.car_description}</p>
            ) : null}
          </li>
        ))}
      </ul>
      <div className="rng__result">
        <p className="rng__result-label">{f.range_label}</p>
        <p className="rng__figure">–</p>
      </div>
      {f.range_disclaimer ? <p className="rng__disclaimer">{f.range_disclaimer}</p> : null}
      {f.wheel_bottom_label ? <p className="rng__note">{f.wheel_bottom_label}</p> : null}
    </section>
  );
}
