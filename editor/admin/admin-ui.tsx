import { useQueryClient } from "@tanstack/react-query";
import {
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { ApiError } from "../api.ts";
import { ROLE_LABELS, type RoleName } from "./admin-logic.ts";

/** The server's words for a failed call, in Arabic when the message is not already. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return "ليست لديك صلاحية لهذا الإجراء.";
    if (error.status === 409) return `تعارض: ${error.message}`;
    if (error.status >= 500) return "خطأ في الخادم. حاول مرة أخرى.";
    // A 422's message already joins its details; the details alone are shorter and never repeat.
    const details = error.details.map((d) => d.message).filter(Boolean);
    return details.length ? details.join(" ") : error.message;
  }
  if (error instanceof TypeError) return "تعذّر الاتصال بالخادم.";
  return error instanceof Error ? error.message : "حدث خطأ غير متوقع.";
}

/**
 * A 422's messages by field name (the detail's pointer without its slash), for showing each one
 * under its own field; null for any other failure.
 */
export function fieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 422 || error.details.length === 0)
    return null;
  const fields: Record<string, string> = {};
  for (const detail of error.details) {
    const field = (detail.pointer ?? "").replace(/^\//, "").split("/")[0] ?? "";
    fields[field] = fields[field] ? `${fields[field]} ${detail.message}` : detail.message;
  }
  return fields;
}

/** Loading, error and empty states around a query's content. */
export function QueryState({
  isPending,
  error,
  isEmpty,
  empty,
  onRetry,
  children,
}: {
  isPending: boolean;
  error: unknown;
  isEmpty?: boolean;
  empty?: ReactNode;
  onRetry?: () => void;
  children: ReactNode;
}) {
  if (isPending)
    return (
      <p className="adm-state" role="status">
        جارٍ التحميل…
      </p>
    );
  if (error)
    return (
      <div className="adm-state adm-state--error" role="alert">
        <p>تعذّر التحميل: {errorText(error)}</p>
        {onRetry && (
          <button type="button" className="adm-button" onClick={onRetry}>
            إعادة المحاولة
          </button>
        )}
      </div>
    );
  if (isEmpty) return <div className="adm-state adm-state--empty">{empty}</div>;
  return <>{children}</>;
}

/**
 * A screen's list as a table: the query's loading, error and empty states, a caption for screen
 * readers, the column heads and a last, unnamed-on-screen column of actions (left out with
 * `actions={false}`, for a reader who has none; the rows then have no cell for it). With
 * `cards`, each row reads as a card on a phone: every cell then needs its column's name in
 * `data-label`.
 */
export function ListTable({
  query,
  isEmpty,
  empty,
  caption,
  columns,
  cards = false,
  actions = true,
  children,
}: {
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  isEmpty: boolean;
  empty: ReactNode;
  caption: string;
  columns: readonly string[];
  cards?: boolean;
  actions?: boolean;
  children: ReactNode;
}) {
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
      isEmpty={isEmpty}
      empty={empty}
    >
      <div className={cards ? "adm-table-wrap adm-table-wrap--cards" : "adm-table-wrap"}>
        <table className={cards ? "adm-table adm-table--cards" : "adm-table"}>
          <caption className="adm-visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th scope="col" key={column}>
                  {column}
                </th>
              ))}
              {actions && (
                <th scope="col">
                  <span className="adm-visually-hidden">إجراءات</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      </div>
    </QueryState>
  );
}

export type Status = { kind: "idle" } | { kind: "busy" | "ok" | "error"; text: string };
export const IDLE: Status = { kind: "idle" };

/** Inline outcome of a save: "تم الحفظ" or the reason it failed; read out by screen readers. */
export function StatusLine({ status }: { status: Status }) {
  const isError = status.kind === "error";
  return (
    <p
      className={`adm-status adm-status--${status.kind}`}
      role={isError ? "alert" : "status"}
      aria-live={isError ? "assertive" : "polite"}
    >
      {status.kind === "idle" ? "" : status.text}
    </p>
  );
}

/**
 * The status of a screen's writes and a runner for one write: says it is busy, then what was done
 * or why it failed (the server's refusal as is), and reloads the list either way.
 */
export function useWriteStatus(queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Status>(IDLE);
  async function write(
    action: () => Promise<unknown>,
    text: { busy: string; done: string; failed: string },
  ) {
    setStatus({ kind: "busy", text: text.busy });
    try {
      await action();
      setStatus({ kind: "ok", text: text.done });
    } catch (error) {
      setStatus({ kind: "error", text: `${text.failed}: ${errorText(error)}` });
    } finally {
      await queryClient.invalidateQueries({ queryKey });
    }
  }
  return { status, setStatus, write };
}

/** A labelled text input with its error below, tied to it for screen readers. */
export function InputField({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const errorId = `${id}-error`;
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="adm-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

const ROLE_OPTIONS = Object.entries(ROLE_LABELS) as [RoleName, string][];

/** A select of the roles under their Arabic names. */
export function RoleSelect({
  id,
  value,
  onChange,
  disabled,
}: {
  id: string;
  value: RoleName;
  onChange: (role: RoleName) => void;
  disabled?: boolean;
}) {
  return (
    <select
      id={id}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as RoleName)}
    >
      {ROLE_OPTIONS.map(([role, label]) => (
        <option key={role} value={role}>
          {label}
        </option>
      ))}
    </select>
  );
}

/** A notice that a screen or control is read-only and why. */
export function Notice({
  children,
  tone = "info",
}: {
  children: ReactNode;
  tone?: "info" | "warn";
}) {
  return <p className={`adm-notice adm-notice--${tone}`}>{children}</p>;
}

/**
 * A button that asks before a destructive action, in a modal <dialog> (Escape cancels, focus
 * stays inside and returns to the button afterwards).
 */
export function ConfirmButton({
  label,
  question,
  confirmLabel,
  onConfirm,
  disabled,
  className = "adm-button adm-button--danger",
  ariaLabel,
}: {
  label: string;
  question: string;
  confirmLabel: string;
  onConfirm: () => void;
  disabled?: boolean;
  className?: string;
  ariaLabel?: string;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (isOpen && !element.open) {
      element.showModal();
      // The safe choice has the focus, so Enter alone never destroys anything.
      cancel.current?.focus();
    }
    if (!isOpen && element.open) element.close();
  }, [isOpen]);
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={disabled}
        aria-label={ariaLabel}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <dialog
        ref={dialog}
        className="adm-dialog"
        aria-labelledby={titleId}
        onClose={() => setOpen(false)}
      >
        <p id={titleId} className="adm-dialog__question">
          {question}
        </p>
        <div className="adm-dialog__actions">
          <button
            type="button"
            className="adm-button adm-button--danger"
            onClick={() => {
              setOpen(false);
              onConfirm();
            }}
          >
            {confirmLabel}
          </button>
          <button ref={cancel} type="button" className="adm-button" onClick={() => setOpen(false)}>
            إلغاء
          </button>
        </div>
      </dialog>
    </>
  );
}

/**
 * A modal form in a <dialog>: a title, the fields, a submit and a cancel button. Escape or
 * cancel closes it; focus goes to the first field on opening and back to the opener on closing.
 */
export function FormDialog({
  open,
  title,
  submitLabel,
  busy = false,
  onSubmit,
  onClose,
  children,
}: {
  open: boolean;
  title: ReactNode;
  submitLabel: string;
  busy?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      element.querySelector<HTMLElement>("input, select, textarea")?.focus();
    }
    if (!open && element.open) {
      element.close();
      opener.current?.focus();
    }
  }, [open]);
  return (
    <dialog
      ref={dialog}
      className="adm-dialog adm-dialog--form"
      aria-labelledby={titleId}
      onClose={onClose}
    >
      {open && (
        <form
          className="adm-form"
          noValidate
          onSubmit={(event: FormEvent) => {
            event.preventDefault();
            if (!busy) onSubmit();
          }}
        >
          <h2 id={titleId} className="adm-dialog__title">
            {title}
          </h2>
          {children}
          <div className="adm-dialog__actions">
            <button type="submit" className="adm-button adm-button--primary" disabled={busy}>
              {submitLabel}
            </button>
            <button type="button" className="adm-button" onClick={onClose}>
              إلغاء
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}

/** One labelled value of a detail screen (rows without a value are left out). */
export interface DetailRow {
  key: string;
  label: string;
  value: string;
}

/** Labelled values as a definition list; `ltrLabels` for field names (a CRM's). */
export function DetailRows({
  rows,
  empty,
  ltrLabels = false,
}: {
  rows: readonly DetailRow[];
  empty: string;
  ltrLabels?: boolean;
}) {
  const shown = rows.filter((r) => r.value !== "");
  if (shown.length === 0) return <p className="adm-state adm-state--empty">{empty}</p>;
  return (
    <dl className="adm-dl">
      {shown.map((row) => (
        <div key={row.key}>
          <dt>{ltrLabels ? <code dir="ltr">{row.label}</code> : row.label}</dt>
          <dd>
            <bdi>{row.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A titled card of a detail screen. */
export function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="adm-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** Previous and next pages of a list, and where the reader is (shown only with more than one page). */
export function Pager({
  page,
  pages,
  texts,
  onGo,
}: {
  page: number;
  pages: number;
  texts: { pages: string; previous: string; next: string; current: string };
  onGo: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav className="adm-toolbar" aria-label={texts.pages}>
      <button
        type="button"
        className="adm-button"
        disabled={page <= 1}
        onClick={() => onGo(page - 1)}
      >
        {texts.previous}
      </button>
      <span aria-current="page">{texts.current}</span>
      <button
        type="button"
        className="adm-button"
        disabled={page >= pages}
        onClick={() => onGo(page + 1)}
      >
        {texts.next}
      </button>
    </nav>
  );
}

/** A list filter's status choice: every status in the screen's words, or any. */
export function StatusSelect<S extends string>({
  id,
  label,
  anyLabel,
  statuses,
  labels,
  value,
  onChange,
}: {
  id: string;
  label: string;
  anyLabel: string;
  statuses: readonly S[];
  labels: Readonly<Record<S, string>>;
  value: S | "";
  onChange: (value: S | "") => void;
}) {
  return (
    <div className="adm-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(statuses.find((s) => s === e.target.value) ?? "")}
      >
        <option value="">{anyLabel}</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {labels[status]}
          </option>
        ))}
      </select>
    </div>
  );
}
