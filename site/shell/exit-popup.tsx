import { useEffect, useMemo, useState } from "react";
import { exitPatterns, isExitUrl } from "../../runtime/core/popups.ts";
import type { ModalsPartProps } from "../islands/shell.tsx";
import { Modal } from "./modal.tsx";

/**
 * The exit popup (browser only: a shell island). A click on a link whose absolute URL (query
 * ignored) matches exit_popup.do_url and none of exit_popup.dont_url opens a confirmation;
 * "go" follows the link (in a new window when the link asked for one), "cancel" (shown only when
 * exit_popup.cancel is set), Escape, the backdrop and the close button stay on the page.
 */
export function ExitPopup({
  exit,
  closeLabel,
  title,
}: {
  exit: NonNullable<ModalsPartProps["exit"]>;
  closeLabel: string;
  title: string;
}) {
  const patterns = useMemo(
    () => exitPatterns(exit.doUrl, exit.dontUrl),
    [exit.doUrl, exit.dontUrl],
  );
  const [pending, setPending] = useState<{ href: string; isNewWindow: boolean } | null>(null);

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0) return;
      const link =
        e.target instanceof Element ? e.target.closest<HTMLAnchorElement>("a[href]") : null;
      if (!link || link.closest("dialog")) return;
      if (!isExitUrl(link.href, patterns, window.location.href)) return;
      e.preventDefault();
      const isNewWindow = link.target === "_blank" || e.ctrlKey || e.metaKey || e.shiftKey;
      setPending({ href: link.href, isNewWindow });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [patterns]);

  const go = () => {
    if (!pending) return;
    setPending(null);
    if (pending.isNewWindow) window.open(pending.href, "_blank", "noopener");
    else window.location.assign(pending.href);
  };
  return (
    <Modal
      isOpen={pending !== null}
      onClose={() => setPending(null)}
      title={title}
      closeLabel={closeLabel}
      className="exit-popup"
    >
      <p className="exit-popup__copy">{exit.copy}</p>
      <div className="modal__actions">
        <button type="button" className="cta cta--primary cta--small" onClick={go}>
          {exit.ok}
        </button>
        {exit.cancel ? (
          <button
            type="button"
            className="cta cta--secondary cta--small"
            onClick={() => setPending(null)}
          >
            {exit.cancel}
          </button>
        ) : null}
      </div>
    </Modal>
  );
}
