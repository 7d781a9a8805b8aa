import { assign, setup } from "xstate";

/**
 * The numbered steps of the order-online details page (001 §4 'Order-online steps', §5, §8).
 *
 * - Active step defaults to 0; enabled steps default to [0].
 * - Setting the active step accepts only a number (a step index: a whole number from 0); anything
 *   else resets it to 0.
 * - Enabling a step adds it once. Setting the enabled list always includes 0; an empty list
 *   resets it to [0].
 * - Validation records {stepIndex, type, value} are upserted by stepIndex and type. A step is
 *   validated when any of its records has value true.
 * - 'Validated up to step N': step 0 is always true; otherwise every step from 0 to N (or to N-1)
 *   must be validated, and optionally step N must be enabled.
 * - A step's navigation tab is active when it is the active step, or when it is enabled and all
 *   previous steps are validated.
 * - Disabled buttons: a step index is added when the value is false and removed when it is true.
 * - Active and enabled are persisted under sl_order_online_steps. On restore, enabled steps are
 *   applied; the stored active step is applied only if it and every step before it are enabled;
 *   otherwise the whole steps state is reset and the stored data cleared.
 *
 * Persistence is injected: `persist` (write {active, enabled}; site/order-online/steps-storage.ts
 * saveSteps) runs whenever either changes, `clearStored` (clearSteps) when the state is reset.
 * The page reads the stored value (loadSteps) and sends it with RESTORE; until then the steps
 * wait in `restoring` and take no other event, so nothing is written over what is stored.
 */

/** One validation record: whether a part (`type`: form, terms…) of a step is valid. */
export interface StepValidation {
  stepIndex: number;
  type: string;
  value: boolean;
}

export interface StepsState {
  active: number;
  /** Ascending, each once, always with 0. */
  enabled: number[];
  validations: StepValidation[];
  /** The steps whose continue button is disabled. */
  disabledButtons: number[];
}

export interface StepsContext extends StepsState {
  /** How many steps the page has (the steps page config's steps); NEXT stops at the last. */
  stepCount: number;
}

export const INITIAL_STEPS: StepsState = {
  active: 0,
  enabled: [0],
  validations: [],
  disabledButtons: [],
};

const isStepIndex = (value: unknown): value is number =>
  typeof value === "number" && Number.isInteger(value) && value >= 0;

/** The active step a value sets: the number when it is a step index, anything else 0. */
export function activeStepOf(value: unknown): number {
  return isStepIndex(value) ? value : 0;
}

/** The enabled list a value sets: its step indexes once each, ascending, always with 0. */
export function enabledStepsOf(value: unknown): number[] {
  const steps = Array.isArray(value) ? value.filter(isStepIndex) : [];
  return [...new Set([0, ...steps])].sort((a, b) => a - b);
}

/** The enabled list with one more step (added once). */
export function withStepEnabled(enabled: readonly number[], step: number): number[] {
  return isStepIndex(step) ? enabledStepsOf([...enabled, step]) : enabledStepsOf(enabled);
}

/** The records with one upserted: it replaces the record of the same stepIndex and type. */
export function upsertValidation(
  validations: readonly StepValidation[],
  record: StepValidation,
): StepValidation[] {
  const at = validations.findIndex(
    (v) => v.stepIndex === record.stepIndex && v.type === record.type,
  );
  if (at === -1) return [...validations, record];
  return validations.map((v, i) => (i === at ? record : v));
}

/** A step is validated when any of its records has value true. */
export function isStepValidated(validations: readonly StepValidation[], step: number): boolean {
  return validations.some((v) => v.stepIndex === step && v.value);
}

/**
 * 'Validated up to step N': step 0 is always true; otherwise every step from 0 to N
 * (`isInclusive`) or to N-1 must be validated, and, with `isEnabledRequired`, step N must be
 * enabled.
 */
export function isValidatedUpTo(
  state: Pick<StepsState, "validations" | "enabled">,
  step: number,
  options: { isInclusive: boolean; isEnabledRequired?: boolean },
): boolean {
  if (step === 0) return true;
  const last = options.isInclusive ? step : step - 1;
  for (let i = 0; i <= last; i++) if (!isStepValidated(state.validations, i)) return false;
  return !options.isEnabledRequired || state.enabled.includes(step);
}

/**
 * A step's navigation tab is active when it is the active step, or when it is enabled and all
 * previous steps are validated.
 */
export function isTabActive(
  state: Pick<StepsState, "active" | "validations" | "enabled">,
  step: number,
): boolean {
  return (
    step === state.active ||
    (state.enabled.includes(step) && isValidatedUpTo(state, step, { isInclusive: false }))
  );
}

/** The disabled buttons after a button's value: false adds the step (once), true removes it. */
export function withButtonValue(
  disabled: readonly number[],
  step: number,
  value: boolean,
): number[] {
  if (value) return disabled.filter((s) => s !== step);
  return disabled.includes(step) ? [...disabled] : [...disabled, step];
}

/**
 * What a stored value restores: the enabled steps applied; the stored active step applied only
 * if it and every step before it are enabled. Otherwise (or when nothing usable is stored, such
 * as an active step that is not a number) null: the whole state is reset and the store cleared.
 */
export function restoredSteps(
  stored: { active: unknown; enabled: unknown } | null,
): Pick<StepsState, "active" | "enabled"> | null {
  if (stored === null) return null;
  const enabled = enabledStepsOf(stored.enabled);
  if (!isStepIndex(stored.active)) return null;
  for (let i = 0; i <= stored.active; i++) if (!enabled.includes(i)) return null;
  return { active: stored.active, enabled };
}

export type StepsEvent =
  /** The stored value (loadSteps), null when nothing is stored. */
  | { type: "RESTORE"; stored: { active: unknown; enabled: unknown } | null }
  | { type: "SET_ACTIVE"; step: unknown }
  | { type: "ENABLE"; step: number }
  | { type: "SET_ENABLED"; steps: readonly unknown[] }
  | { type: "VALIDATE"; record: StepValidation }
  | { type: "SET_BUTTON"; stepIndex: number; value: boolean }
  /** A tab chosen: only a tab that is active (isTabActive) opens. */
  | { type: "GO_TO"; step: number }
  /** The step's continue button: when the steps up to the active one are validated. */
  | { type: "NEXT" }
  | { type: "RESET" };

export const orderOnlineStepsMachine = setup({
  types: {
    context: {} as StepsContext,
    events: {} as StepsEvent,
    input: {} as { stepCount: number },
  },
  actions: {
    /** Write {active, enabled} (saveSteps). */
    persist: () => {},
    /** Remove what is stored (clearSteps). */
    clearStored: () => {},
  },
  guards: {
    canOpenStep: ({ context, event }) =>
      event.type === "GO_TO" &&
      event.step < context.stepCount &&
      event.step !== context.active &&
      isTabActive(context, event.step),
    canContinue: ({ context }) =>
      context.active + 1 < context.stepCount &&
      !context.disabledButtons.includes(context.active) &&
      // Every step up to the next one validated (the active step included, step 0 too).
      isValidatedUpTo(context, context.active + 1, { isInclusive: false }),
  },
}).createMachine({
  id: "orderOnlineSteps",
  context: ({ input }) => ({ ...INITIAL_STEPS, stepCount: Math.max(1, input.stepCount) }),
  initial: "restoring",
  states: {
    restoring: {
      on: {
        RESTORE: [
          {
            guard: ({ event }) => restoredSteps(event.stored) !== null,
            target: "ready",
            actions: assign(({ event }) => restoredSteps(event.stored) ?? INITIAL_STEPS),
          },
          {
            // Nothing stored: the defaults, and nothing to clear.
            guard: ({ event }) => event.stored === null,
            target: "ready",
          },
          { target: "ready", actions: [assign(INITIAL_STEPS), "clearStored"] },
        ],
      },
    },
    ready: {
      on: {
        SET_ACTIVE: {
          actions: [assign({ active: ({ event }) => activeStepOf(event.step) }), "persist"],
        },
        ENABLE: {
          actions: [
            assign({
              enabled: ({ context, event }) => withStepEnabled(context.enabled, event.step),
            }),
            "persist",
          ],
        },
        SET_ENABLED: {
          actions: [assign({ enabled: ({ event }) => enabledStepsOf(event.steps) }), "persist"],
        },
        VALIDATE: {
          actions: assign({
            validations: ({ context, event }) =>
              upsertValidation(context.validations, event.record),
          }),
        },
        SET_BUTTON: {
          actions: assign({
            disabledButtons: ({ context, event }) =>
              withButtonValue(context.disabledButtons, event.stepIndex, event.value),
          }),
        },
        GO_TO: {
          guard: "canOpenStep",
          actions: [assign({ active: ({ event }) => event.step }), "persist"],
        },
        NEXT: {
          guard: "canContinue",
          actions: [
            assign(({ context }) => ({
              active: context.active + 1,
              enabled: withStepEnabled(context.enabled, context.active + 1),
            })),
            "persist",
          ],
        },
        RESET: { actions: [assign(INITIAL_STEPS), "clearStored"] },
      },
    },
  },
});
