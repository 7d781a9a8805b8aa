import { useMemo, useRef, useState } from "react";
import { useSite } from "../ui/site-context.tsx";
import { calendarLocale, calendarWords, firstDayOfWeek, isIsoDay, localToday } from "./calendar.ts";
import { CalendarIcon, CalendarMonth, useOutsidePress } from "./calendar-month.tsx";
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

  useOutsidePress(isOpen, box, () => close(false));

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
        <CalendarIcon />
      </button>
      {isOpen ? (
        <div
          className="lead-form__calendar"
          role="dialog"
          aria-modal="false"
          aria-label={texts.dateCalendar}
        >
          <CalendarMonth
            monthId={monthId}
            words={words}
            firstDay={firstDay}
            focused={focused}
            onFocus={setFocused}
            today={today}
            previousLabel={texts.datePrevious}
            nextLabel={texts.dateNext}
            day={(iso) => ({ isSelected: iso === value, isDisabled: isBeforeMin(iso) })}
            onPick={choose}
          />
        </div>
      ) : null}
    </div>
  );
}
