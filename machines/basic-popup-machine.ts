import { assign, setup } from "xstate";
import {
  BASIC_POPUP_DELAY_MS,
  type BasicPopupOptions,
  isPopupEligible,
} from "../runtime/core/popups.ts";

/**
 * The site-wide basic popup (spec §4 "Basic popup"). It waits for START (the browser has read
 * whether it was dismissed before), then, when it is enabled, on a matching path, inside its date
 * window and not dismissed, opens 500 ms later. Closing it, or a button with close_on_click, is
 * a dismissal: the injected `recordDismissal` writes it where store_type says (nothing for none).
 * A route change starts the check again. The delay is an XState delay, so tests use a clock.
 *
 * One popup at a time, the cookie banner first: while the banner waits for the visitor's answer
 * (HOLD) the popup does not open, and its 500 ms start again once the banner is gone (RELEASE).
 * A modal popup over the banner would leave the banner unanswerable under its backdrop.
 */

interface BasicPopupContext {
  popup: BasicPopupOptions;
  /** The language base of paths, e.g. "/ar/". */
  base: string;
  path: string;
  now: number;
  isDismissed: boolean;
  /** Whether the cookie banner is waiting for the visitor's answer: the popup waits its turn. */
  isHeld: boolean;
}

type BasicPopupEvent =
  | { type: "START"; path: string; now: number; isDismissed: boolean }
  | { type: "ROUTE_CHANGED"; path: string; now: number }
  | { type: "CLOSE" }
  | { type: "BUTTON"; closeOnClick: boolean }
  /** The cookie banner shows: the popup must not open over it. */
  | { type: "HOLD" }
  /** The cookie banner is gone (answered or never shown). */
  | { type: "RELEASE" };

export const basicPopupMachine = setup({
  types: {
    context: {} as BasicPopupContext,
    events: {} as BasicPopupEvent,
    input: {} as { popup: BasicPopupOptions; base?: string; isHeld?: boolean },
  },
  actions: {
    /** Records the dismissal (storage or cookie by store_type); provided by the browser. */
    recordDismissal: () => {},
    locate: assign(({ context, event }) =>
      event.type === "START" || event.type === "ROUTE_CHANGED"
        ? {
            path: event.path,
            now: event.now,
            isDismissed: event.type === "START" ? event.isDismissed : context.isDismissed,
          }
        : {},
    ),
    dismiss: assign({ isDismissed: ({ context }) => context.popup.storeType !== "none" }),
    hold: assign({ isHeld: true }),
    release: assign({ isHeld: false }),
  },
  guards: {
    isShown: ({ context }) =>
      !context.isDismissed &&
      isPopupEligible(context.popup, {
        path: context.path,
        now: context.now,
        base: context.base,
      }),
    closesPopup: ({ event }) => event.type === "BUTTON" && event.closeOnClick,
    isHeld: ({ context }) => context.isHeld,
  },
  delays: { popupDelay: BASIC_POPUP_DELAY_MS },
}).createMachine({
  id: "basicPopup",
  context: ({ input }) => ({
    popup: input.popup,
    base: input.base ?? "/ar/",
    path: "",
    now: 0,
    isDismissed: false,
    isHeld: input.isHeld ?? false,
  }),
  initial: "idle",
  on: {
    ROUTE_CHANGED: { target: ".checking", actions: "locate" },
    HOLD: { actions: "hold" },
    RELEASE: { actions: "release" },
  },
  states: {
    idle: {
      on: { START: { target: "checking", actions: "locate" } },
    },
    checking: {
      always: [{ guard: "isShown", target: "waiting" }, { target: "hidden" }],
    },
    waiting: {
      always: { guard: "isHeld", target: "held" },
      after: { popupDelay: "open" },
    },
    /** Eligible, behind the cookie banner; the delay starts again once the banner is gone. */
    held: {
      on: { RELEASE: { target: "waiting", actions: "release" } },
    },
    open: {
      on: {
        CLOSE: { target: "hidden", actions: ["dismiss", "recordDismissal"] },
        BUTTON: {
          guard: "closesPopup",
          target: "hidden",
          actions: ["dismiss", "recordDismissal"],
        },
      },
    },
    hidden: {},
  },
});
