import { createActor } from "xstate";
import { consentMachine } from "../../machines/consent-machine.ts";
import type {
  ConsentManagerAdapter,
  ConsentManagerEvent,
  ConsentRecord,
} from "../../runtime/core/consent.ts";
import { CONSENT_BANNER_TEMPLATE_ID, type ConsentChoice } from "../shell/consent-choices.ts";
import { setConsentBannerWaiting } from "../shell/overlay-turn.ts";
import { readConsentRecord, revealConsentGates, writeConsentRecord } from "./consent-record.ts";
import type { ConsentPartProps } from "./shell.tsx";

/*
 * The cookie banner in the browser, without React: the consent machine decides; this reads and
 * writes the stored record, reveals consented content, and shows a copy of the banner the server
 * rendered into a <template> (site/shell/consent-banner.tsx) while the choice is pending. Any
 * element with `data-consent-reopen` (a footer link, say) shows the banner again.
 */

declare global {
  interface Window {
    /** Called by OneTrust after loading and on every save. */
    OptanonWrapper?: () => void;
    /** OneTrust's accepted groups, comma-separated (",C0001,C0002,"). */
    OnetrustActiveGroups?: string;
  }
}

const CHOICES: Record<
  ConsentChoice,
  { type: "ACCEPT_ALL" } | { type: "ACCEPT"; scopes: ["obligatory"] } | { type: "REJECT" }
> = {
  "accept-all": { type: "ACCEPT_ALL" },
  necessary: { type: "ACCEPT", scopes: ["obligatory"] },
  reject: { type: "REJECT" },
};

const isChoice = (value: string | undefined): value is ConsentChoice =>
  value !== undefined && Object.hasOwn(CHOICES, value);

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

/**
 * Starts the consent machine with the stored record; the banner, when it shows, goes just before
 * `mount` (the shell's "top" part).
 */
export function startConsentBanner(mount: HTMLElement, settings: ConsentPartProps): void {
  const template = document.getElementById(CONSENT_BANNER_TEMPLATE_ID);
  const actor = createActor(
    consentMachine.provide({
      actions: { persist: (_, { record }) => writeConsentRecord(record) },
    }),
    { input: settings },
  );
  let banner: Element | null = null;
  let shownRecord: ConsentRecord | null = null;
  actor.subscribe((snapshot) => {
    const { record } = snapshot.context;
    if (record !== shownRecord && record.status !== "unknown") {
      shownRecord = record;
      document.documentElement.dataset.consent = record.status;
      revealConsentGates(record);
    }
    const isShown =
      settings.strategy === "basic" &&
      snapshot.matches("pending") &&
      template instanceof HTMLTemplateElement;
    if (isShown && banner === null) {
      const copy = template.content.firstElementChild?.cloneNode(true);
      if (copy instanceof Element) {
        banner = copy;
        mount.before(copy);
      }
    } else if (!isShown && banner !== null) {
      banner.remove();
      banner = null;
    }
    // The site-wide popup waits while the banner asks (site/shell/overlay-turn.ts).
    setConsentBannerWaiting(banner !== null);
  });
  actor.start();
  actor.send({ type: "LOADED", record: readConsentRecord() });
  document.addEventListener("click", (e) => {
    if (!(e.target instanceof Element)) return;
    const choice = e.target.closest<HTMLElement>("[data-consent-choice]");
    const name = choice?.dataset.consentChoice;
    if (choice && banner?.contains(choice) && isChoice(name)) {
      actor.send(CHOICES[name]);
      return;
    }
    if (e.target.closest("[data-consent-reopen]")) {
      e.preventDefault();
      actor.send({ type: "REOPEN" });
    }
  });
  if (settings.strategy === "onetrust")
    oneTrustAdapter().subscribe((event) => actor.send({ type: "MANAGER", event }));
}
