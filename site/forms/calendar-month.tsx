import { type KeyboardEvent, type RefObject, useEffect, useRef } from "react";
import { addDays, addMonths, type CalendarWords, monthWeeks, weekBounds } from "./calendar.ts";

/** How one day of the month is drawn: chosen, not to be chosen, and a class of its own. */
export interface CalendarDay {
  isSelected: boolean;
  isDisabled: boolean;
  className?: string;
}

export interface CalendarMonthProps {
  /** The month's heading id, which names the grid. */
  monthId: string;
  words: CalendarWords;
  /** The locale's first day of the week, 1 (Monday) … 7 (Sunday). */
  firstDay: number;
  /** The day that has the keyboard focus (and whose month is shown). */
  focused: string;
  onFocus: (iso: string) => void;
  /** Today, marked as the current date. */
  today: string;
  /** The month buttons' names. */
  previousLabel: string;
  nextLabel: string;
  day: (iso: string) => CalendarDay;
  /** A day pressed (Enter or Space on its button, or a tap). */
  onPick: (iso: string) => void;
}

/**
 * A month of a calendar popup, as the date picker pattern of the ARIA practices draws it: the
 * month's name between its previous and next buttons, and a table that is a grid of day buttons
 * (one in the tab order, the focused day). Arrow keys move a day or a week (left is forward in a
 * right-to-left page), Home and End to the week's ends, Page Up and Page Down a month (with
 * Shift a year). Used by the forms' date field and Rent a Car's dates.
 */
export function CalendarMonth(props: CalendarMonthProps) {
  const { monthId, words, firstDay, focused, onFocus, today } = props;
  const grid = useRef<HTMLTableElement>(null);

  // The focused day takes the keyboard focus whenever it changes while the month is shown.
  useEffect(() => {
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [focused]);

  const onGridKey = (e: KeyboardEvent<HTMLTableElement>) => {
    const isRtl = getComputedStyle(e.currentTarget).direction === "rtl";
    const step: Record<string, () => string> = {
      ArrowRight: () => addDays(focused, isRtl ? -1 : 1),
      ArrowLeft: () => addDays(focused, isRtl ? 1 : -1),
      ArrowDown: () => addDays(focused, 7),
      ArrowUp: () => addDays(focused, -7),
      Home: () => weekBounds(focused, firstDay).start,
      End: () => weekBounds(focused, firstDay).end,
      PageDown: () => addMonths(focused, e.shiftKey ? 12 : 1),
      PageUp: () => addMonths(focused, e.shiftKey ? -12 : -1),
    };
    const next = step[e.key];
    if (!next) return;
    e.preventDefault();
    onFocus(next());
  };

  return (
    <>
      <div className="lead-form__calendar-head">
        <button
          type="button"
          className="lead-form__calendar-step lead-form__calendar-step--previous"
          aria-label={props.previousLabel}
          onClick={() => onFocus(addMonths(focused, -1))}
        >
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="M8 2L4 6l4 4" stroke="currentColor" strokeWidth="1.6" fill="none" />
          </svg>
        </button>
        <p id={monthId} className="lead-form__calendar-month" aria-live="polite">
          {words.month(focused)}
        </p>
        <button
          type="button"
          className="lead-form__calendar-step lead-form__calendar-step--next"
          aria-label={props.nextLabel}
          onClick={() => onFocus(addMonths(focused, 1))}
        >
          <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
            <path d="M4 2l4 4-4 4" stroke="currentColor" strokeWidth="1.6" fill="none" />
          </svg>
        </button>
      </div>
      <table
        ref={grid}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: a grid of day buttons
        role="grid"
        className="lead-form__calendar-grid"
        aria-labelledby={monthId}
        onKeyDown={onGridKey}
      >
        <thead>
          <tr>
            {words.weekdays.map((w) => (
              <th key={w.long} scope="col" abbr={w.long}>
                {w.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused, firstDay).map((week) => (
            <tr key={week.find((d) => d !== null) ?? ""}>
              {week.map((iso, i) => {
                if (iso === null)
                  // biome-ignore lint/suspicious/noArrayIndexKey: a week's empty cells by place
                  return <td key={`empty-${i}`} />;
                const day = props.day(iso);
                return (
                  // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a grid's cell (gridcell) has aria-selected
                  <td key={iso} aria-selected={day.isSelected} className={day.className}>
                    <button
                      type="button"
                      data-date={iso}
                      className="lead-form__calendar-day"
                      tabIndex={iso === focused ? 0 : -1}
                      aria-label={words.full(iso)}
                      aria-disabled={day.isDisabled || undefined}
                      aria-current={iso === today ? "date" : undefined}
                      onClick={() => props.onPick(iso)}
                    >
                      {words.day(iso)}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** While a calendar is open, a press outside its box closes it (as leaving it with Tab does). */
export function useOutsidePress(
  isOpen: boolean,
  box: RefObject<HTMLElement | null>,
  onOutside: () => void,
): void {
  useEffect(() => {
    if (!isOpen) return;
    const onDown = (e: PointerEvent) => {
      if (e.target instanceof Node && box.current?.contains(e.target)) return;
      onOutside();
    };
    document.addEventListener("pointerdown", onDown);
    return () => document.removeEventListener("pointerdown", onDown);
  });
}

/** The calendar drawn on a date button (decorative: the button is named by its text). */
export function CalendarIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="2.5" y="4" width="15" height="13" rx="1.5" fill="none" stroke="currentColor" />
      <path d="M2.5 8h15M6.5 2.5v3M13.5 2.5v3" stroke="currentColor" fill="none" />
    </svg>
  );
}
