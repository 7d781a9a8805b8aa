import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from "react";
import { useSite } from "../ui/site-context.tsx";
import {
  addDays,
  addMonths,
  calendarLocale,
  calendarWords,
  firstDayOfWeek,
  isIsoDay,
  monthWeeks,
  weekBounds,
} from "./calendar.ts";
import type { LeadFormTexts } from "./texts.ts";

interface DateFieldProps {
  id: string;
  /** The id of the field's visible label: the button is named by it and by the date it shows. */
  labelId: string;
  /** The page's language: month names, weekdays, week start and digits. */
  lang: string;
  /** The chosen day (yyyy-mm-dd) or "". */
  value: string;
  /** The first day that may be chosen (today, once the form runs in the browser). */
  min: string | undefined;
  isRequired: boolean;
  isInvalid: boolean;
  describedBy: string | undefined;
  texts: LeadFormTexts;
  onChange: (value: string) => void;
  onLeave: () => void;
}

/** Today in the visitor's own calendar day, as an ISO day. */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * A date field in the page's language: a button showing the chosen date in words («الأحد، 6
 * ديسمبر 2026», never mm/dd/yyyy) that opens a month's calendar. The calendar is a grid of day
 * buttons: arrow keys move a day or a week (left is forward in a right-to-left page), Home and
 * End to the week's ends, Page Up and Page Down a month, Enter chooses, Escape closes and gives
 * the focus back to the field. The value sent is the ISO day, kept in a hidden input too so the
 * form's data has it before and after hydration.
 */
export function DateField(props: DateFieldProps) {
  const { id, lang, value, min, texts } = props;
  const { numberLocale } = useSite();
  const words = useMemo(
    () => calendarWords(calendarLocale(lang, numberLocale)),
    [lang, numberLocale],
  );
  const firstDay = useMemo(() => firstDayOfWeek(lang), [lang]);
  const [isOpen, setOpen] = useState(false);
  const [focused, setFocused] = useState(value);
  const box = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLTableElement>(null);
  const textId = `${id}-text`;
  const monthId = `${id}-month`;

  const isBeforeMin = (iso: string) => min !== undefined && iso < min;
  const open = () => {
    const start = isIsoDay(value) ? value : (min ?? localToday());
    setFocused(start);
    setOpen(true);
  };
  const close = (giveFocusBack: boolean) => {
    setOpen(false);
    props.onLeave();
    if (giveFocusBack) trigger.current?.focus();
  };
  const choose = (iso: string) => {
    if (isBeforeMin(iso)) return;
    props.onChange(iso);
    close(true);
  };

  // The focused day takes the keyboard focus whenever it changes while the calendar is open.
  useEffect(() => {
    if (!isOpen) return;
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${focused}"]`)?.focus();
  }, [isOpen, focused]);

  // A press outside closes the calendar, as leaving it with Tab does.
  useEffect(() => {
    if (!isOpen) return;
    const onDown = (e: PointerEvent) => {
      if (e.target instanceof Node && box.current?.contains(e.target)) return;
      close(false);
    };
    document.addEventListener("pointerdown", onDown);
    return () => document.removeEventListener("pointerdown", onDown);
  });

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
    setFocused(next());
  };

  const weeks = isOpen ? monthWeeks(focused, firstDay) : [];
  const today = localToday();
  return (
    // Escape and leaving with Tab close the calendar from any of its buttons: the keys are
    // handled where they bubble to, not by a control of their own.
    // biome-ignore lint/a11y/noStaticElementInteractions: a container of buttons, not a control
    <div
      className="lead-form__date"
      ref={box}
      onKeyDown={(e) => {
        if (e.key === "Escape" && isOpen) {
          e.preventDefault();
          e.stopPropagation();
          close(true);
        }
      }}
      onBlur={(e) => {
        if (isOpen && !(e.relatedTarget instanceof Node && box.current?.contains(e.relatedTarget)))
          close(false);
      }}
    >
      <input type="hidden" name={id} value={value} />
      <button
        type="button"
        id={id}
        ref={trigger}
        className="lead-form__input lead-form__date-button"
        aria-labelledby={`${props.labelId} ${textId}`}
        aria-describedby={props.describedBy}
        aria-invalid={props.isInvalid || undefined}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => (isOpen ? close(false) : open())}
        onBlur={() => {
          if (!isOpen) props.onLeave();
        }}
      >
        <span id={textId} className={value ? undefined : "lead-form__date-placeholder"}>
          {isIsoDay(value) ? words.full(value) : texts.dateChoose}
          {props.isRequired ? <span className="visually-hidden"> ({texts.required})</span> : null}
        </span>
        <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
          <rect x="2.5" y="4" width="15" height="13" rx="1.5" fill="none" stroke="currentColor" />
          <path d="M2.5 8h15M6.5 2.5v3M13.5 2.5v3" stroke="currentColor" fill="none" />
        </svg>
      </button>
      {isOpen ? (
        <div
          className="lead-form__calendar"
          role="dialog"
          aria-modal="false"
          aria-label={texts.dateCalendar}
        >
          <div className="lead-form__calendar-head">
            <button
              type="button"
              className="lead-form__calendar-step lead-form__calendar-step--previous"
              aria-label={texts.datePrevious}
              onClick={() => setFocused(addMonths(focused, -1))}
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
              aria-label={texts.dateNext}
              onClick={() => setFocused(addMonths(focused, 1))}
            >
              <svg viewBox="0 0 12 12" width="12" height="12" aria-hidden="true" focusable="false">
                <path d="M4 2l4 4-4 4" stroke="currentColor" strokeWidth="1.6" fill="none" />
              </svg>
            </button>
          </div>
          {/* The date picker pattern of the ARIA practices: a table that is a grid of days. */}
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
              {weeks.map((week) => (
                <tr key={week.find((d) => d !== null) ?? ""}>
                  {week.map((day, i) =>
                    day === null ? (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a week's empty cells by place
                      <td key={`empty-${i}`} />
                    ) : (
                      // biome-ignore lint/a11y/useAriaPropsSupportedByRole: a grid's cell (gridcell) has aria-selected
                      <td key={day} aria-selected={day === value}>
                        <button
                          type="button"
                          data-date={day}
                          className="lead-form__calendar-day"
                          tabIndex={day === focused ? 0 : -1}
                          aria-label={words.full(day)}
                          aria-disabled={isBeforeMin(day) || undefined}
                          aria-current={day === today ? "date" : undefined}
                          onClick={() => choose(day)}
                        >
                          {words.day(day)}
                        </button>
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </div>
  );
}
