import { useMachine } from "@xstate/react";
import { createElement, useEffect, useId } from "react";
import { consentMachine } from "../../machines/consent-machine.ts";
import type { ConsentManagerAdapter, ConsentManagerEvent } from "../../runtime/core/consent.ts";
import type { ConsentPartProps } from "../islands/shell.tsx";
import { readConsentRecord, revealConsentGates, writeConsentRecord } from "../ui/consent-gate.tsx";
import { setConsentBannerWaiting } from "./overlay-turn.ts";

/**
 * The cookie banner (browser only: a shell island). The consent machine decides; this component
 * reads and writes the stored record, reveals consented content, and shows the basic banner while
 * the choice is pending. It is fixed at the bottom of the viewport, so it moves nothing on the
 * page. Any element with `data-consent-reopen` (a footer link, say) shows the banner again.
 */

declare global {
  interface Window {
    /** Called by OneTrust after loading and on every save. */
    OptanonWrapper?: () => void;
    /** OneTrust's accepted groups, comma-separated (",C0001,C0002,"). */
    OnetrustActiveGroups?: string;
  }
}

const machine = consentMachine.provide({
  actions: { persist: (_, { record }) => writeConsentRecord(record) },
});

/**
 * OneTrust's adapter: it calls window.OptanonWrapper after loading and on every save, with the
 * accepted groups in window.OnetrustActiveGroups (",C0001,C0002,"). Each call is reported as a
 * save of the documented groups and the active ones; recordFromManager maps them to scopes.
 */
function oneTrustAdapter(): ConsentManagerAdapter {
  return {
    strategy: "onetrust",
    subscribe(onEvent: (event: ConsentManagerEvent) => void) {
      const previous = window.OptanonWrapper;
      const report = () => {
        const active = (window.OnetrustActiveGroups ?? "").split(",").filter(Boolean);
        if (active.length === 0) return;
        const ids = new Set([...active, "C0001", "C0002", "C0004"]);
        onEvent({
          type: "save",
          categories: [...ids].map((id) => ({ id, accepted: active.includes(id) })),
        });
      };
      window.OptanonWrapper = () => {
        previous?.();
        report();
      };
      report();
      return () => {
        window.OptanonWrapper = previous;
      };
    },
  };
}

export function ConsentBanner({ consent }: { consent: ConsentPartProps }) {
  const [snapshot, send] = useMachine(machine, {
    input: { strategy: consent.strategy, categories: consent.categories },
  });
  const titleId = useId();
  const record = snapshot.context.record;

  useEffect(() => {
    send({ type: "LOADED", record: readConsentRecord() });
    const onClick = (e: MouseEvent) => {
      if (e.target instanceof Element && e.target.closest("[data-consent-reopen]")) {
        e.preventDefault();
        send({ type: "REOPEN" });
      }
    };
    document.addEventListener("click", onClick);
    const stop =
      consent.strategy === "onetrust"
        ? oneTrustAdapter().subscribe((event) => send({ type: "MANAGER", event }))
        : () => {};
    return () => {
      document.removeEventListener("click", onClick);
      stop();
    };
  }, [send, consent.strategy]);

  useEffect(() => {
    if (record.status === "unknown") return;
    document.documentElement.dataset.consent = record.status;
    revealConsentGates(record);
  }, [record]);

  // The site-wide popup waits while the banner asks (site/shell/overlay-turn.ts).
  const isShown = consent.strategy === "basic" && snapshot.matches("pending");
  useEffect(() => {
    setConsentBannerWaiting(isShown);
  }, [isShown]);
  useEffect(() => () => setConsentBannerWaiting(false), []);

  if (!isShown) return null;
  const { texts, variant } = consent;
  if (variant) {
    const accept = (
      <button
        type="button"
        className="cta cta--primary cta--small consent-banner__accept"
        onClick={() => send({ type: "ACCEPT_ALL" })}
      >
        {variant.acceptButton}
      </button>
    );
    return (
      <section
        className="consent-banner consent-banner--variant"
        aria-labelledby={titleId}
        data-consent-banner="variant"
      >
        <div className="consent-banner__inner">
          {variant.acceptButtonPosition === "start" ? accept : null}
          {createElement(
            variant.titleLevel,
            { id: titleId, className: "consent-banner__title" },
            variant.title,
          )}
          {variant.acceptButtonPosition === "end" ? accept : null}
        </div>
      </section>
    );
  }
  return (
    <section className="consent-banner" aria-labelledby={titleId} data-consent-banner="basic">
      <div className="consent-banner__inner">
        <div className="consent-banner__text">
          <h2 id={titleId} className="consent-banner__title">
            {texts.title}
          </h2>
          <p className="consent-banner__description">
            {texts.description}{" "}
            {consent.privacyUrl ? <a href={consent.privacyUrl}>{texts.privacy}</a> : null}
          </p>
        </div>
        <div className="consent-banner__actions">
          <button
            type="button"
            className="cta cta--primary cta--small"
            onClick={() => send({ type: "ACCEPT_ALL" })}
          >
            {texts.acceptAll}
          </button>
          <button
            type="button"
            className="cta cta--secondary cta--small"
            onClick={() => send({ type: "ACCEPT", scopes: ["obligatory"] })}
          >
            {texts.acceptNecessary}
          </button>
          <button
            type="button"
            className="cta cta--secondary cta--small"
            onClick={() => send({ type: "REJECT" })}
          >
            {texts.reject}
          </button>
        </div>
      </div>
    </section>
  );
}
