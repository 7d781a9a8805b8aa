import { useMemo, useRef, useState } from "react";
import { isDayAvailable } from "../../../runtime/core/rent-a-car.ts";
import { addDays, calendarLocale, calendarWords, firstDayOfWeek } from "../../forms/calendar.ts";
import { CalendarIcon, CalendarMonth, useOutsidePress } from "../../forms/calendar-month.tsx";
import { useSite } from "../../ui/site-context.tsx";

export interface RangeCalendarTexts {
  pickUp: string;
  dropOff: string;
  choose: string;
  calendar: string;
  previous: string;
  next: string;
  confirm: string;
}

interface RangeCalendarProps {
  id: string;
  /** The page's language: month names, weekdays, week start (site/forms/calendar.ts). */
  lang: string;
  pickUp: string;
  dropOff: string;
  today: string;
  disabledDays: readonly number[];
  /** The chosen dates as the block writes them. */
  formatDate: (iso: string) => string;
  texts: RangeCalendarTexts;
  onConfirm: (pickUp: string, dropOff: string) => void;
}

/**
 * The pick-up and drop-off dates (002 §2.8 step 2): a button reading both dates that opens a
 * month's calendar. The first day pressed is the pick-up, the next the drop-off (a day before the
 * pick-up starts again); CONFIRM takes the range and closes. Days before today and the block's
 * disabled weekdays cannot be chosen. The keys are the date field's (site/forms/date-field.tsx):
 * arrows a day or a week (left is forward in a right-to-left page), Home and End the week's ends,
 * Page Up and Page Down a month, Enter or Space chooses, Escape closes and gives the focus back.
 */
export function RangeCalendar(props: RangeCalendarProps) {
  const { id, lang, texts, today } = props;
  const { numberLocale } = useSite();
  const words = useMemo(
    () => calendarWords(calendarLocale(lang, numberLocale)),
    [lang, numberLocale],
  );
  const firstDay = useMemo(() => firstDayOfWeek(lang), [lang]);
  const [isOpen, setOpen] = useState(false);
  const [start, setStart] = useState(props.pickUp);
  const [end, setEnd] = useState(props.dropOff);
  const [focused, setFocused] = useState(props.pickUp || today);
  const box = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const monthId = `${id}-month`;
  const rules = { today, disabledDays: props.disabledDays };
  const isAvailable = (iso: string) => isDayAvailable(iso, rules);

  const open = () => {
    setStart(props.pickUp);
    setEnd(props.dropOff);
    const first = props.pickUp || today;
    let day = first;
    for (let i = 0; i < 7 && !isAvailable(day); i++) day = addDays(day, 1);
    setFocused(day);
    setOpen(true);
  };
  const close = (giveFocusBack: boolean) => {
    setOpen(false);
    if (giveFocusBack) trigger.current?.focus();
  };
  const choose = (iso: string) => {
    if (!isAvailable(iso)) return;
    if (start === "" || end !== "" || iso < start) {
      setStart(iso);
      setEnd("");
    } else setEnd(iso);
  };
  const confirm = () => {
    if (start === "" || end === "") return;
    props.onConfirm(start, end);
    close(true);
  };

  useOutsidePress(isOpen, box, () => close(false));

  const chosen =
    props.pickUp !== "" && props.dropOff !== ""
      ? `${props.formatDate(props.pickUp)} – ${props.formatDate(props.dropOff)}`
      : "";
  const isInRange = (day: string) => start !== "" && end !== "" && day > start && day < end;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a container of buttons, not a control
    <div
      className="rent-a-car__dates"
      ref={box}
      onKeyDown={(e) => {
        if (e.key === "Escape" && isOpen) {
          e.preventDefault();
          e.stopPropagation();
          close(true);
        }
      }}
    >
      <button
        type="button"
        id={id}
        ref={trigger}
        className="rent-a-car__control rent-a-car__dates-button"
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => (isOpen ? close(false) : open())}
      >
        <span className="rent-a-car__dates-text">
          {chosen === "" ? texts.choose : <bdi>{chosen}</bdi>}
        </span>
        <CalendarIcon />
      </button>
      {isOpen ? (
        <div
          className="lead-form__calendar rent-a-car__calendar"
          role="dialog"
          aria-modal="false"
          aria-label={texts.calendar}
        >
          <p className="rent-a-car__range" aria-live="polite">
            <span>
              {texts.pickUp}: <bdi>{start === "" ? "—" : props.formatDate(start)}</bdi>
            </span>
            <span>
              {texts.dropOff}: <bdi>{end === "" ? "—" : props.formatDate(end)}</bdi>
            </span>
          </p>
          <CalendarMonth
            monthId={monthId}
            words={words}
            firstDay={firstDay}
            focused={focused}
            onFocus={setFocused}
            today={today}
            previousLabel={texts.previous}
            nextLabel={texts.next}
            day={(iso) => ({
              isSelected: iso === start || iso === end,
              isDisabled: !isAvailable(iso),
              className: isInRange(iso) ? "rent-a-car__in-range" : undefined,
            })}
            onPick={(iso) => {
              setFocused(iso);
              choose(iso);
            }}
          />
          <div className="rent-a-car__calendar-actions">
            <button
              type="button"
              className="cta cta--primary cta--small"
              disabled={start === "" || end === ""}
              onClick={confirm}
            >
              <span className="cta__label">{texts.confirm}</span>
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
