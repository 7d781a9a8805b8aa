import { type ReactNode, useEffect, useId, useRef } from "react";
import { translator } from "../i18n/index.ts";
import { useSite } from "./site-context.tsx";

interface BlockDialogProps {
  /** Open while the block's machine says so; the dialog follows it. */
  isOpen: boolean;
  /** Asked to close: the close button, Escape (the browser closes it), the form's own submit. */
  onClose: () => void;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}

/** The name of a close button (a dialog's, a popover card's) in the page's language. */
export function useCloseLabel(): string {
  const { lang } = useSite();
  return String(translator(lang)("modal.close"));
}

/**
 * A block's own modal dialog (a selector's choice, a card's details, a model's additional
 * specification) on a native <dialog> opened with showModal(): the page behind is inert and
 * Escape closes it. Unlike the shell's modal (site/shell/modal.tsx) its content is drawn by the
 * server too, closed, so what an editor typed is in the page before any script runs. The close
 * button is named in the page's language (modal.close).
 */
export function BlockDialog({
  isOpen,
  onClose,
  title,
  className = "",
  children,
}: BlockDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeLabel = useCloseLabel();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    else if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);

  return (
    <dialog
      ref={ref}
      className={`block-dialog ${className}`.trim()}
      aria-labelledby={titleId}
      onClose={() => {
        if (isOpen) onClose();
      }}
    >
      <div className="block-dialog__head">
        <h2 id={titleId} className="block-dialog__title">
          {title}
        </h2>
        <button
          type="button"
          className="block-dialog__close"
          aria-label={closeLabel}
          onClick={onClose}
        >
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
}
