import { useMachine } from "@xstate/react";
import { useEffect, useRef, useState } from "react";
import type { BlockProps, L460BevCancelFields } from "../../../generated/types.ts";
import {
  type CancellationInput,
  evCancellationMachine,
  viewOf,
} from "../../../machines/ev-cancellation-machine.ts";
import { maskPhone } from "../../../runtime/core/ev-preorder.ts";
import { cancellationActors } from "../../ev-preorder/actors.ts";
import { type EvBlockData, evBlockDataOf } from "../../ev-preorder/data.ts";
import { EditorNote } from "../../ev-preorder/parts.tsx";
import type { VerifyState, VerifyStep } from "../../ev-preorder/phone-verification.tsx";
import { type EvText, evText } from "../../ev-preorder/texts.ts";
import { useSite } from "../../ui/site-context.tsx";
import { CancelLandingView, CancelMessageView, ConfirmDialog } from "./views.tsx";

/**
 * The electric-vehicle reservation cancellation block (lrdx-l-460-bev-cancel; 001 §2, 002
 * §2.13, §4.10), opened from the e-mailed link `?lead=<id>#token=<cancel token>`. The token is
 * in the fragment so that it never reaches a server's log in an address; it is read once and
 * taken off the address. The view comes from the lead as the server answers it with that token.
 */
export default function L460BevCancel(props: BlockProps<"lrdx-l-460-bev-cancel">) {
  const site = useSite();
  const ev = evBlockDataOf(props);
  const t = evText(site.lang);
  const { fields } = props.block;
  return (
    <section className="ev-block" id={fields.block_scroll_id || undefined}>
      {ev === null ? (
        <>
          <EditorNote text={t("previewNote")} />
          <CancelLandingView
            fields={fields}
            t={t}
            lang={site.lang}
            maskedPhone="+971 •• ••• 4567"
            verify={{
              step: "editing",
              errorCode: null,
              message: null,
              attemptsLeft: null,
              resendAfter: null,
            }}
            requirePhoneVerification
            onSendCode={() => undefined}
            onCheckCode={() => undefined}
            onCancel={() => undefined}
          />
        </>
      ) : (
        <Cancellation ev={ev} fields={fields} t={t} lang={site.lang} />
      )}
    </section>
  );
}

interface FlowProps {
  ev: EvBlockData;
  fields: L460BevCancelFields;
  t: EvText;
  lang: string;
}

/** `?lead=` and `#token=` of the page; the fragment is removed from the address once read. */
function takeLink(): { leadId: string | null; token: string | null } {
  const url = new URL(location.href);
  const leadId = url.searchParams.get("lead");
  const token = new URLSearchParams(url.hash.replace(/^#/, "")).get("token");
  if (url.hash !== "") {
    url.hash = "";
    history.replaceState(history.state, "", url.toString());
  }
  return { leadId, token };
}

/**
 * The server cannot see the fragment, so it renders the block busy; once mounted, the link is
 * read and the machine starts with it.
 */
function Cancellation(props: FlowProps) {
  const [input, setInput] = useState<CancellationInput | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the island mounts.
  useEffect(() => {
    const link = takeLink();
    setInput(
      (kept) =>
        kept ?? {
          ev: {
            enabled: props.ev.enabled,
            requirePhoneVerification: props.ev.requirePhoneVerification,
          },
          ...link,
        },
    );
  }, []);
  if (input === null)
    return <CancelMessageView fields={props.fields} t={props.t} lang={props.lang} view="busy" />;
  return <CancellationFlow {...props} input={input} />;
}

function CancellationFlow(props: FlowProps & { input: CancellationInput }) {
  const { ev, fields, t, lang } = props;
  const [machine] = useState(() =>
    evCancellationMachine.provide({ actors: cancellationActors(ev) }),
  );
  const [snapshot, send] = useMachine(machine, { input: props.input });
  const view = viewOf(snapshot);
  const c = snapshot.context;
  const value = snapshot.value;
  const sub = typeof value === "object" ? String(Object.values(value)[0] ?? "") : "";

  const firstView = useRef(view);
  const hasMoved = useRef(false);
  if (view !== firstView.current) hasMoved.current = true;
  const base = { fields, t, lang, shouldFocus: hasMoved.current };

  switch (view) {
    case "landing":
    case "modal":
    case "cancelling": {
      const step: VerifyStep =
        view !== "landing"
          ? "verified"
          : sub === "sendingCode" || sub === "codeSent" || sub === "checkingCode"
            ? sub
            : sub === "verified"
              ? "verified"
              : "editing";
      const verify: VerifyState = {
        step: view === "landing" || c.verificationToken !== null ? step : "editing",
        errorCode: view === "landing" ? c.errorCode : null,
        message: view === "landing" ? c.message : null,
        attemptsLeft: c.attemptsLeft,
        resendAfter: c.resendAfter,
      };
      const isOpen = view !== "landing";
      return (
        <>
          <CancelLandingView
            {...base}
            shouldFocus={false}
            maskedPhone={c.phone ? maskPhone(c.phone) : ""}
            verify={verify}
            requirePhoneVerification={ev.requirePhoneVerification}
            isBusy={isOpen}
            onSendCode={() => send({ type: "SEND_CODE" })}
            onCheckCode={(code) => send({ type: "CHECK_CODE", code })}
            onCancel={() => send({ type: "CANCEL" })}
          />
          <ConfirmDialog
            {...base}
            isOpen={isOpen}
            isBusy={view === "cancelling"}
            error={view === "modal" && c.errorCode !== null ? t("network") : null}
            onConfirm={() => send({ type: "CONFIRM" })}
            onDismiss={() => send({ type: "DISMISS" })}
          />
        </>
      );
    }
    case "error":
      return <CancelMessageView {...base} view="error" onRetry={() => send({ type: "RETRY" })} />;
    case "thankYou":
    case "unavailable":
    case "paidLeadCancelOnly":
    case "awaitingCancellation":
    case "cancelled":
      return <CancelMessageView {...base} view={view} />;
    case "resolving":
      return <CancelMessageView {...base} view="busy" />;
  }
}
