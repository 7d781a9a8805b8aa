import { assign, setup } from "xstate";

/** Which groups of one accordion are open; OPEN ALL / CLOSE ALL act on every group at once. */
interface AccordionContext {
  count: number;
  open: readonly boolean[];
}

type AccordionEvent =
  | { type: "TOGGLE"; index: number; isOpen: boolean }
  | { type: "OPEN_ALL" }
  | { type: "CLOSE_ALL" };

export const accordionMachine = setup({
  types: {
    context: {} as AccordionContext,
    events: {} as AccordionEvent,
    input: {} as { count: number; initiallyOpen?: readonly number[] },
  },
  actions: {
    setOne: assign({
      open: ({ context, event }) =>
        event.type === "TOGGLE" && event.index >= 0 && event.index < context.count
          ? context.open.map((o, i) => (i === event.index ? event.isOpen : o))
          : context.open,
    }),
    openAll: assign({ open: ({ context }) => context.open.map(() => true) }),
    closeAll: assign({ open: ({ context }) => context.open.map(() => false) }),
  },
}).createMachine({
  id: "accordion",
  context: ({ input }) => ({
    count: input.count,
    open: Array.from({ length: input.count }, (_, i) => input.initiallyOpen?.includes(i) ?? false),
  }),
  on: {
    TOGGLE: { actions: "setOne" },
    OPEN_ALL: { actions: "openAll" },
    CLOSE_ALL: { actions: "closeAll" },
  },
});

/** Every group open: the OPEN ALL button has nothing left to do. */
export function isAllOpen(context: AccordionContext): boolean {
  return context.count > 0 && context.open.every(Boolean);
}
