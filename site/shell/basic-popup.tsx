import { useMachine } from "@xstate/react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { basicPopupMachine } from "../../machines/basic-popup-machine.ts";
import {
  type BasicPopupOptions,
  dismissalCookie,
  dismissalKey,
} from "../../runtime/core/popups.ts";
import type { PopupPartProps } from "../islands/shell.tsx";
import { Modal } from "./modal.tsx";
import { isConsentBannerWaiting, subscribeConsentBanner } from "./overlay-turn.ts";

/**
 * The site-wide basic popup (browser only: a shell island): the basic popup machine decides when
 * it opens; this component reads and records the dismissal where store_type says, and tells the
 * machine while the cookie banner is waiting for an answer (the banner comes first).
 */

function storageOf(popup: BasicPopupOptions): Storage | null {
  try {
    if (popup.storeType === "localStorage") return window.localStorage;
    if (popup.storeType === "sessionStorage") return window.sessionStorage;
  } catch {
    // There is no localStorage: the dismissal is not remembered.
  }
  return null;
}

function isDismissed(popup: BasicPopupOptions): boolean {
  const key = dismissalKey(popup.storeType, popup.namespace);
  if (key === null) return false;
  if (popup.storeType === "cookie")
    return document.cookie.split("; ").includes(`${encodeURIComponent(key)}=true`);
  return storageOf(popup)?.getItem(key) === "true";
}

function recordDismissal(popup: BasicPopupOptions): void {
  const key = dismissalKey(popup.storeType, popup.namespace);
  if (key === null) return;
  if (popup.storeType === "cookie") {
    const c = dismissalCookie(popup.namespace, popup.cookieExpiryDays);
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site serves.
    document.cookie = `${encodeURIComponent(c.name)}=${c.value}; Path=${c.path}; Max-Age=${c.maxAge}; SameSite=Lax`;
    return;
  }
  try {
    storageOf(popup)?.setItem(key, "true");
  } catch {
    // Storage full or refused: the popup may show again, nothing worse.
  }
}

export function BasicPopup({ popup, closeLabel, base }: PopupPartProps & { base: string }) {
  // The machine is made once per mount: the props never change after the server wrote them.
  const [logic] = useState(() =>
    basicPopupMachine.provide({ actions: { recordDismissal: () => recordDismissal(popup) } }),
  );
  const isBannerWaiting = useSyncExternalStore(
    subscribeConsentBanner,
    isConsentBannerWaiting,
    () => false,
  );
  const [snapshot, send] = useMachine(logic, {
    input: { popup, base, isHeld: isConsentBannerWaiting() },
  });
  useEffect(() => {
    send({
      type: "START",
      path: window.location.pathname,
      now: Date.now(),
      isDismissed: isDismissed(popup),
    });
  }, [send, popup]);
  useEffect(() => {
    send({ type: isBannerWaiting ? "HOLD" : "RELEASE" });
  }, [send, isBannerWaiting]);

  const isOpen = snapshot.matches("open");
  return (
    <Modal
      isOpen={isOpen}
      onClose={() => send({ type: "CLOSE" })}
      title={popup.header}
      closeLabel={closeLabel}
      className="basic-popup"
    >
      {popup.body ? <p className="basic-popup__body">{popup.body}</p> : null}
      {popup.buttons.length > 0 ? (
        <div className="basic-popup__buttons">
          {popup.buttons.map((b, i) => {
            const className = `cta cta--${b.type} cta--small`;
            const onClick = () => send({ type: "BUTTON", closeOnClick: b.closeOnClick });
            return b.url ? (
              <a
                // biome-ignore lint/suspicious/noArrayIndexKey: the buttons come from one setting and never reorder.
                key={i}
                className={className}
                href={b.url}
                target={b.target === "_blank" ? "_blank" : undefined}
                rel={b.target === "_blank" ? "noopener" : undefined}
                onClick={onClick}
              >
                {b.text}
              </a>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: as above.
              <button key={i} type="button" className={className} onClick={onClick}>
                {b.text}
              </button>
            );
          })}
        </div>
      ) : null}
    </Modal>
  );
}
