import { assign, setup } from "xstate";
import {
  MAX_OCCUPANTS,
  MIN_OCCUPANTS,
  RANGE_ENVIRONMENTS,
  type RangeDefaults,
  type RangeEnvironment,
} from "../runtime/core/range-calculator.ts";

/**
 * The Range Calculator (002 §3.11): the car and engine chosen, the filters as set, and which help
 * dialog is open. The range itself is derived from the context by runtime/core/range-calculator.ts,
 * never stored.
 *
 * Two regions run side by side: `filters` is `pristine` until the visitor first changes something
 * (the page's defaults, as the server drew them) and `adjusted` after; `help` is `closed` or one of
 * the four help dialogs (wheel, climate, preconditioning, environment). Rules decided here: a change
 * to a value that is not offered (another car's engine or wheel, a temperature the file does not
 * list, 0 or 6 occupants) is refused; choosing another car takes its first engine and its smallest
 * wheel (the WLTP figure's) and keeps the other filters; the first accepted change runs
 * `reportUse` (analytics: the calculator was used), every accepted change `reportChange`.
 */

export const HELP_TOPICS = ["wheel", "climate", "preconditioning", "environment"] as const;
export type HelpTopic = (typeof HELP_TOPICS)[number];

/** What the machine knows of a car: its engine codes, and its wheel codes smallest first. */
export interface RangeMachineCar {
  engines: readonly string[];
  wheels: readonly string[];
}

export interface RangeMachineInput {
  cars: readonly RangeMachineCar[];
  temperatures: readonly number[];
  defaults: RangeDefaults;
}

export interface RangeMachineContext extends RangeMachineInput {
  /** The chosen car's position among `cars`. */
  car: number;
  engine: string;
  wheel: string;
  temperature: number;
  isClimateOn: boolean;
  isPreconditioningOn: boolean;
  environment: RangeEnvironment;
  occupants: number;
  /** The filter the last accepted change set (for analytics). */
  changed: string | null;
}

export type RangeMachineEvent =
  | { type: "CHOOSE_CAR"; car: number }
  | { type: "CHOOSE_ENGINE"; engine: string }
  | { type: "SET_WHEEL"; wheel: string }
  | { type: "SET_TEMPERATURE"; celsius: number }
  | { type: "SET_CLIMATE"; isOn: boolean }
  | { type: "SET_PRECONDITIONING"; isOn: boolean }
  | { type: "SET_ENVIRONMENT"; environment: RangeEnvironment }
  | { type: "SET_OCCUPANTS"; count: number }
  | { type: "OPEN_HELP"; topic: HelpTopic }
  | { type: "CLOSE_HELP" };

type ChangeEvent = Exclude<RangeMachineEvent, { type: "OPEN_HELP" } | { type: "CLOSE_HELP" }>;

/** Whether the event sets an offered value that differs from the current one. */
export function isAcceptedChange(context: RangeMachineContext, event: ChangeEvent): boolean {
  const car = context.cars[context.car];
  switch (event.type) {
    case "CHOOSE_CAR":
      return event.car !== context.car && context.cars[event.car] !== undefined;
    case "CHOOSE_ENGINE":
      return event.engine !== context.engine && (car?.engines.includes(event.engine) ?? false);
    case "SET_WHEEL":
      return event.wheel !== context.wheel && (car?.wheels.includes(event.wheel) ?? false);
    case "SET_TEMPERATURE":
      return event.celsius !== context.temperature && context.temperatures.includes(event.celsius);
    case "SET_CLIMATE":
      return event.isOn !== context.isClimateOn;
    case "SET_PRECONDITIONING":
      return event.isOn !== context.isPreconditioningOn;
    case "SET_ENVIRONMENT":
      return (
        event.environment !== context.environment && RANGE_ENVIRONMENTS.includes(event.environment)
      );
    case "SET_OCCUPANTS":
      return (
        event.count !== context.occupants &&
        Number.isInteger(event.count) &&
        event.count >= MIN_OCCUPANTS &&
        event.count <= MAX_OCCUPANTS
      );
    default: {
      const never: never = event;
      return never;
    }
  }
}

/** The context after an accepted change. */
function applyChange(
  context: RangeMachineContext,
  event: ChangeEvent,
): Partial<RangeMachineContext> {
  switch (event.type) {
    case "CHOOSE_CAR": {
      const car = context.cars[event.car];
      return {
        car: event.car,
        engine: car?.engines[0] ?? "",
        wheel: car?.wheels[0] ?? "",
        changed: "car",
      };
    }
    case "CHOOSE_ENGINE":
      return { engine: event.engine, changed: "engine" };
    case "SET_WHEEL":
      return { wheel: event.wheel, changed: "wheel" };
    case "SET_TEMPERATURE":
      return { temperature: event.celsius, changed: "temperature" };
    case "SET_CLIMATE":
      return { isClimateOn: event.isOn, changed: "climate" };
    case "SET_PRECONDITIONING":
      return { isPreconditioningOn: event.isOn, changed: "preconditioning" };
    case "SET_ENVIRONMENT":
      return { environment: event.environment, changed: "environment" };
    case "SET_OCCUPANTS":
      return { occupants: event.count, changed: "occupants" };
    default: {
      const never: never = event;
      return never;
    }
  }
}

const CHANGE_EVENTS = [
  "CHOOSE_CAR",
  "CHOOSE_ENGINE",
  "SET_WHEEL",
  "SET_TEMPERATURE",
  "SET_CLIMATE",
  "SET_PRECONDITIONING",
  "SET_ENVIRONMENT",
  "SET_OCCUPANTS",
] as const;

const isChange = (event: RangeMachineEvent): event is ChangeEvent =>
  event.type !== "OPEN_HELP" && event.type !== "CLOSE_HELP";

const onChange = (target: "adjusted" | undefined, reportUse: boolean) =>
  Object.fromEntries(
    CHANGE_EVENTS.map((type) => [
      type,
      {
        guard: "isAcceptedChange",
        ...(target ? { target } : {}),
        actions: ["applyChange", ...(reportUse ? ["reportUse"] : []), "reportChange"],
      },
    ]),
  );

export const rangeCalculatorMachine = setup({
  types: {
    context: {} as RangeMachineContext,
    events: {} as RangeMachineEvent,
    input: {} as RangeMachineInput,
  },
  guards: {
    isAcceptedChange: ({ context, event }) => isChange(event) && isAcceptedChange(context, event),
    isTopic: ({ event }, params: { topic: HelpTopic }) =>
      event.type === "OPEN_HELP" && event.topic === params.topic,
  },
  actions: {
    applyChange: assign(({ context, event }) =>
      isChange(event) ? applyChange(context, event) : {},
    ),
    /** Analytics: the visitor used the calculator (the first accepted change of the page view). */
    reportUse: () => {},
    /** Analytics: a filter changed (every accepted change). */
    reportChange: () => {},
  },
}).createMachine({
  id: "rangeCalculator",
  context: ({ input }) => {
    const first = input.cars[0];
    return {
      ...input,
      car: 0,
      engine: first?.engines[0] ?? "",
      wheel: first?.wheels[0] ?? "",
      temperature: input.defaults.temperatureC,
      isClimateOn: input.defaults.isClimateOn,
      isPreconditioningOn: input.defaults.isPreconditioningOn,
      environment: input.defaults.environment,
      occupants: input.defaults.occupants,
      changed: null,
    };
  },
  type: "parallel",
  states: {
    filters: {
      initial: "pristine",
      states: {
        pristine: { on: onChange("adjusted", true) },
        adjusted: { on: onChange(undefined, false) },
      },
    },
    help: {
      initial: "closed",
      states: {
        closed: {
          on: {
            OPEN_HELP: HELP_TOPICS.map((topic) => ({
              guard: { type: "isTopic" as const, params: { topic } },
              target: topic,
            })),
          },
        },
        wheel: { on: { CLOSE_HELP: "closed" } },
        climate: { on: { CLOSE_HELP: "closed" } },
        preconditioning: { on: { CLOSE_HELP: "closed" } },
        environment: { on: { CLOSE_HELP: "closed" } },
      },
    },
  },
});
