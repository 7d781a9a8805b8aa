import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { ApiError } from "../api.ts";

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
