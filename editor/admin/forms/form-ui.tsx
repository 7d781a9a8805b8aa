/**
 * Inputs of the forms, leads and locations screens: each labelled, tied to the problems found at
 * its JSON pointer (by the client checks or in the server's 422), which it shows under itself;
 * a summary of every problem that moves the focus to its input; the unsaved-changes warning; and
 * keyboard tabs.
 */
import {
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useEffect,
  useId,
  useRef,
} from "react";
import { type Status, StatusLine } from "../admin-ui.tsx";
import type { Problem, ProblemMap } from "./form-logic.ts";

interface FieldShell {
  label: ReactNode;
  /** The JSON pointer of the value inside what the screen saves, e.g. /fields/2/name. */
  pointer: string;
  problems: ProblemMap;
  hint?: ReactNode;
}

function useFieldIds(pointer: string, problems: ProblemMap, hasHint: boolean) {
  const id = useId();
  const messages = problems.get(pointer) ?? [];
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy =
    [messages.length ? errorId : "", hasHint ? hintId : ""].filter(Boolean).join(" ") || undefined;
  return { id, messages, errorId, hintId, describedBy };
}

function Messages({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <p id={id} className="adm-field__error">
      {messages.join(" ")}
    </p>
  );
}

type FieldIds = ReturnType<typeof useFieldIds>;

/** What ties a control to its problems: invalid while it has some, described by them and its hint. */
const stateOf = (ids: FieldIds) => ({
  "aria-invalid": ids.messages.length ? true : undefined,
  "aria-describedby": ids.describedBy,
});

/** The hint and the problems under an input, each with the id its control points to. */
function Notes({ ids, hint }: { ids: FieldIds; hint?: ReactNode }) {
  return (
    <>
      {hint !== undefined && (
        <p id={ids.hintId} className="adm-hint">
          {hint}
        </p>
      )}
      <Messages id={ids.errorId} messages={ids.messages} />
    </>
  );
}

/** A label above its control, then the hint and the problems: the control gets the ids. */
function LabelledField({
  label,
  pointer,
  problems,
  hint,
  control,
}: FieldShell & { control: (ids: FieldIds) => ReactNode }) {
  const ids = useFieldIds(pointer, problems, hint !== undefined);
  return (
    <div className="adm-field">
      <label htmlFor={ids.id}>{label}</label>
      {control(ids)}
      <Notes ids={ids} hint={hint} />
    </div>
  );
}

export function TextInput({
  label,
  pointer,
  problems,
  hint,
  ...input
}: FieldShell & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <LabelledField
      {...{ label, pointer, problems, hint }}
      control={(ids) => <input id={ids.id} data-pointer={pointer} {...input} {...stateOf(ids)} />}
    />
  );
}

export function TextArea({
  label,
  pointer,
  problems,
  hint,
  ...input
}: FieldShell & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <LabelledField
      {...{ label, pointer, problems, hint }}
      control={(ids) => (
        <textarea id={ids.id} data-pointer={pointer} rows={3} {...input} {...stateOf(ids)} />
      )}
    />
  );
}

export function SelectInput({
  label,
  pointer,
  problems,
  hint,
  options,
  ...select
}: FieldShell & {
  options: readonly { value: string; label: string }[];
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <LabelledField
      {...{ label, pointer, problems, hint }}
      control={(ids) => (
        <select id={ids.id} data-pointer={pointer} {...select} {...stateOf(ids)}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

export function CheckInput({
  label,
  pointer,
  problems,
  hint,
  checked,
  onChange,
  disabled,
}: FieldShell & {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const ids = useFieldIds(pointer, problems, hint !== undefined);
  return (
    <div className="adm-field adm-field--check">
      <label className="fb-check">
        <input
          type="checkbox"
          data-pointer={pointer}
          checked={checked}
          disabled={disabled}
          onChange={(e) => onChange(e.target.checked)}
          {...stateOf(ids)}
        />
        <span>{label}</span>
      </label>
      <Notes ids={ids} hint={hint} />
    </div>
  );
}

/**
 * The problems of a group of inputs (a list, a map) found at its own pointer, shown above it;
 * the summary's link focuses it.
 */
export function GroupProblems({ pointer, problems }: { pointer: string; problems: ProblemMap }) {
  const messages = problems.get(pointer) ?? [];
  if (messages.length === 0) return null;
  return (
    <p className="adm-field__error" data-pointer={pointer} tabIndex={-1}>
      {messages.join(" ")}
    </p>
  );
}

/** The save button of an editor, whether it holds unsaved changes, and how the save went. */
export function SaveBar({
  label,
  isDirty,
  status,
}: {
  label: ReactNode;
  isDirty: boolean;
  status: Status;
}) {
  return (
    <div className="fb-savebar">
      <button
        type="submit"
        className="adm-button adm-button--primary"
        disabled={status.kind === "busy"}
      >
        {label}
      </button>
      {isDirty ? <span className="adm-badge fb-dirty">تغييرات غير محفوظة</span> : null}
      <StatusLine status={status} />
    </div>
  );
}

/** The keys of an object whose value may be any text. */
type TextKey<T> = { [K in keyof T]-?: string extends T[K] ? K : never }[keyof T] & string;

/**
 * Ties text inputs to the strings of an object: a key gives the input's pointer (under `base`),
 * its problems, its value and the change that sets it.
 */
export function textBinding<T>(
  object: T,
  base: string,
  problems: ProblemMap,
  onEdit: (change: Partial<T>) => void,
) {
  return (key: TextKey<T>) => ({
    pointer: `${base}/${key}`,
    problems,
    value: object[key] as string,
    onChange: (e: { target: { value: string } }) => onEdit({ [key]: e.target.value } as Partial<T>),
  });
}

/** An optional whole number typed as text: empty is undefined. */
export function numberOrUndefined(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) ? n : undefined;
}

/**
 * Every problem of a save, each a button that takes the focus to its input (when the input is
 * on screen; `onReveal` first opens what hides it). Read out when it appears.
 */
export function ProblemSummary({
  problems,
  onReveal,
  title = "لم يُحفظ شيء. صحّح ما يلي:",
}: {
  problems: readonly Problem[];
  onReveal?: (pointer: string) => void;
  title?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const count = problems.length;
  useEffect(() => {
    if (count > 0) box.current?.focus();
  }, [count]);
  if (count === 0) return null;
  function focus(pointer: string) {
    onReveal?.(pointer);
    // The input may appear only after the reveal has rendered.
    requestAnimationFrame(() => {
      const escaped = CSS.escape(pointer);
      const target =
        document.querySelector<HTMLElement>(`[data-pointer="${escaped}"]`) ??
        document.querySelector<HTMLElement>(`[data-pointer^="${escaped}/"]`);
      target?.focus();
      target?.scrollIntoView({ block: "center" });
    });
  }
  return (
    <div ref={box} className="fb-summary" role="alert" tabIndex={-1}>
      <p className="fb-summary__title">{title}</p>
      <ul>
        {problems.map((p) => (
          <li key={`${p.pointer}|${p.message}`}>
            <button type="button" className="fb-summary__link" onClick={() => focus(p.pointer)}>
              {p.message}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

const LEAVE_QUESTION = "في هذه الشاشة تغييرات غير محفوظة. هل تريد المغادرة دون حفظها؟";

/**
 * While `isDirty`, asks before the page is closed or reloaded, and before a link inside the app
 * is followed (a click caught before the router's own handler sees it).
 */
export function useUnsavedWarning(isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = LEAVE_QUESTION;
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return;
      if (link.target && link.target !== "_self") return;
      const to = new URL(link.href, window.location.href);
      if (to.pathname === window.location.pathname && to.search === window.location.search) return;
      if (!window.confirm(LEAVE_QUESTION)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [isDirty]);
}

/**
 * Tabs (WAI-ARIA): the arrow keys move between them (right to left: ArrowLeft is the next one),
 * Home and End to the first and last; only the chosen tab is in the Tab order.
 */
export function Tabs<K extends string>({
  label,
  tabs,
  selected,
  onSelect,
  idBase,
}: {
  label: string;
  tabs: readonly { key: K; label: ReactNode; hasProblem?: boolean }[];
  selected: K;
  onSelect: (key: K) => void;
  idBase: string;
}) {
  const list = useRef<HTMLDivElement>(null);
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((t) => t.key === selected);
    const isRtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step: Record<string, number> = {
      ArrowLeft: isRtl ? 1 : -1,
      ArrowRight: isRtl ? -1 : 1,
    };
    let next = index;
    if (event.key in step) next = (index + (step[event.key] ?? 0) + tabs.length) % tabs.length;
    else if (event.key === "Home") next = 0;
    else if (event.key === "End") next = tabs.length - 1;
    else return;
    event.preventDefault();
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${idBase}-tab-${tab.key}`)}`)?.focus();
  }
  return (
    <div ref={list} role="tablist" aria-label={label} className="fb-tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          id={`${idBase}-tab-${tab.key}`}
          type="button"
          role="tab"
          className="fb-tabs__tab"
          aria-selected={tab.key === selected}
          aria-controls={`${idBase}-panel-${tab.key}`}
          tabIndex={tab.key === selected ? 0 : -1}
          onClick={() => onSelect(tab.key)}
        >
          {tab.label}
          {tab.hasProblem ? (
            <span className="fb-tabs__problem" role="img" aria-label="فيه أخطاء">
              !
            </span>
          ) : null}
        </button>
      ))}
    </div>
  );
}

/** The panel of one tab, labelled by it. */
export function TabPanel({
  idBase,
  tabKey,
  children,
}: {
  idBase: string;
  tabKey: string;
  children: ReactNode;
}) {
  return (
    <div
      id={`${idBase}-panel-${tabKey}`}
      role="tabpanel"
      aria-labelledby={`${idBase}-tab-${tabKey}`}
      className="fb-tabpanel"
    >
      {children}
    </div>
  );
}
