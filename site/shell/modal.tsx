import { type ReactNode, useEffect, useId, useRef } from "react";

/**
 * The one modal of the shell (basic popup, exit popup, video, modal form), on a native <dialog>
 * opened with showModal(): the page behind is inert (focus stays inside, aria-modal is implied),
 * and focus goes back to what had it when the modal closes. Rules (spec §2 "Modals in general"):
 * Escape closes it when escape is allowed; a click on the backdrop closes it unless told not to;
 * preventClose blocks every way of closing but the modal's own actions. Right to left follows the
 * document's direction; the close button sits at the inline end.
 */
interface ModalProps {
  isOpen: boolean;
  /** Asked to close (Escape, backdrop, the close button); the owner decides. */
  onClose: () => void;
  title: ReactNode;
  /** The close button's accessible name; no close button when preventClose. */
  closeLabel: string;
  isEscapeAllowed?: boolean;
  isBackdropClose?: boolean;
  preventClose?: boolean;
  className?: string;
  children: ReactNode;
}

type CloseReason = "escape" | "backdrop" | "button";

/** The modal rules: preventClose blocks every way; Escape and the backdrop each may be turned off. */
export function isCloseAllowed(
  reason: CloseReason,
  {
    preventClose = false,
    isEscapeAllowed = true,
    isBackdropClose = true,
  }: Pick<ModalProps, "preventClose" | "isEscapeAllowed" | "isBackdropClose">,
): boolean {
  if (preventClose) return false;
  if (reason === "escape") return isEscapeAllowed;
  if (reason === "backdrop") return isBackdropClose;
  return true;
}

export function Modal({
  isOpen,
  onClose,
  title,
  closeLabel,
  isEscapeAllowed = true,
  isBackdropClose = true,
  preventClose = false,
  className = "",
  children,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<Element | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      returnTo.current = document.activeElement;
      dialog.showModal();
    } else if (!isOpen && dialog.open) {
      dialog.close();
      const back = returnTo.current;
      if (back instanceof HTMLElement && back.isConnected) back.focus();
    }
  }, [isOpen]);

  const rules = { preventClose, isEscapeAllowed, isBackdropClose };
  const canClose = !preventClose;
  return (
    <dialog
      ref={ref}
      className={`modal ${className}`.trim()}
      aria-labelledby={titleId}
      aria-modal="true"
      onKeyDown={(e) => {
        if (e.key !== "Escape") return;
        // The browser's own Escape handling is replaced by the rule.
        e.preventDefault();
        if (isCloseAllowed("escape", rules)) onClose();
      }}
      onCancel={(e) => {
        e.preventDefault();
        if (isCloseAllowed("escape", rules)) onClose();
      }}
      onClick={(e) => {
        // Only the dialog box itself is the backdrop: its content sits in .modal__panel.
        if (e.target === e.currentTarget && isCloseAllowed("backdrop", rules)) onClose();
      }}
    >
      {isOpen ? (
        <div className="modal__panel">
          <div className="modal__head">
            <h2 className="modal__title" id={titleId}>
              {title}
            </h2>
            {canClose ? (
              <button
                type="button"
                className="modal__close"
                aria-label={closeLabel}
                onClick={onClose}
              >
                <svg
                  viewBox="0 0 24 24"
                  width="20"
                  height="20"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M5 5l14 14M19 5L5 19"
                    stroke="currentColor"
                    strokeWidth="2"
                    fill="none"
                  />
                </svg>
              </button>
            ) : null}
          </div>
          <div className="modal__body">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
}
