import { type ReactNode, useEffect, useId, useRef } from "react";

export interface DialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  footer?: ReactNode;
  isWide?: boolean;
}

/**
 * A modal <dialog>: the browser keeps focus inside and Escape closes it; focus returns to
 * what opened it.
 */
export function Dialog({ title, onClose, children, footer, isWide }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement as HTMLElement | null;
    if (!dialog.open) dialog.showModal();
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener("cancel", onCancel);
    return () => {
      dialog.removeEventListener("cancel", onCancel);
      if (dialog.open) dialog.close();
      opener?.focus?.();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={isWide ? "ed-dialog ed-dialog--wide" : "ed-dialog"}
      aria-labelledby={titleId}
      dir="rtl"
    >
      <div className="ed-dialog__header">
        <h2 id={titleId}>{title}</h2>
        <button
          type="button"
          className="ed-button ed-button--quiet ed-icon-button"
          onClick={onClose}
          aria-label="إغلاق"
        >
          ✕
        </button>
      </div>
      <div className="ed-dialog__body">{children}</div>
      {footer ? <div className="ed-dialog__footer">{footer}</div> : null}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  isDanger?: boolean;
  isBusy?: boolean;
  error?: string;
  onConfirm: () => void;
  onClose: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog
      title={props.title}
      onClose={props.onClose}
      footer={
        <>
          <button
            type="button"
            className={
              props.isDanger
                ? "ed-button ed-button--danger ed-button--primary"
                : "ed-button ed-button--primary"
            }
            onClick={props.onConfirm}
            disabled={props.isBusy}
          >
            {props.confirmLabel}
          </button>
          <button type="button" className="ed-button" onClick={props.onClose}>
            إلغاء
          </button>
        </>
      }
    >
      <p>{props.message}</p>
      {props.error ? (
        <p className="ed-field__error" role="alert">
          {props.error}
        </p>
      ) : null}
    </Dialog>
  );
}
