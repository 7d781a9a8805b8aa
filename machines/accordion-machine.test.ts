import { describe, expect, it } from "vitest";
import { createActor, type EventFrom } from "xstate";
import { accordionMachine, isAllOpen } from "./accordion-machine.ts";

type AccordionEvent = EventFrom<typeof accordionMachine>;

function run(
  input: { count: number; initiallyOpen?: readonly number[] },
  events: AccordionEvent[],
) {
  const actor = createActor(accordionMachine, { input }).start();
  for (const e of events) actor.send(e);
  return actor.getSnapshot().context;
}

describe("accordion machine", () => {
  it("starts with the groups the editor opened, the others closed", () => {
    expect(run({ count: 3 }, []).open).toEqual([false, false, false]);
    expect(run({ count: 3, initiallyOpen: [0, 2] }, []).open).toEqual([true, false, true]);
  });

  it("opens and closes one group, and ignores an index outside the accordion", () => {
    const toggle = (index: number, isOpen: boolean): AccordionEvent => ({
      type: "TOGGLE",
      index,
      isOpen,
    });
    expect(run({ count: 3 }, [toggle(1, true)]).open).toEqual([false, true, false]);
    expect(run({ count: 3, initiallyOpen: [1] }, [toggle(1, false)]).open).toEqual([
      false,
      false,
      false,
    ]);
    expect(run({ count: 2 }, [toggle(2, true), toggle(-1, true)]).open).toEqual([false, false]);
  });

  it("opens and closes every group at once", () => {
    const opened = run({ count: 3, initiallyOpen: [1] }, [{ type: "OPEN_ALL" }]);
    expect(opened.open).toEqual([true, true, true]);
    expect(isAllOpen(opened)).toBe(true);
    const closed = run({ count: 3 }, [{ type: "OPEN_ALL" }, { type: "CLOSE_ALL" }]);
    expect(closed.open).toEqual([false, false, false]);
    expect(isAllOpen(closed)).toBe(false);
  });

  it("is never all open with no groups", () => {
    expect(isAllOpen(run({ count: 0 }, [{ type: "OPEN_ALL" }]))).toBe(false);
  });
});
