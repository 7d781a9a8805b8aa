import { useMachine } from "@xstate/react";
import { useCallback, useEffect, useRef, useState } from "react";
import type { BlockProps, L460BevFields, L460BevGroup } from "../../../generated/types.ts";
import {
  evReservationMachine,
  type ProviderReturn,
  type ReservationInput,
  type StoredLead,
  viewOf,
} from "../../../machines/ev-reservation-machine.ts";
import { EV_LEAD_STORAGE_KEY } from "../../../runtime/core/ev-preorder.ts";
import { reservationActors } from "../../ev-preorder/actors.ts";
import { type EvBlockData, evBlockDataOf } from "../../ev-preorder/data.ts";
import { EditorNote } from "../../ev-preorder/parts.tsx";
import type { VerifyState } from "../../ev-preorder/phone-verification.tsx";
import { type EvText, evText } from "../../ev-preorder/texts.ts";
import { useSite } from "../../ui/site-context.tsx";
import {
  type CheckoutStep,
  CheckoutView,
  type LandingStep,
  LandingView,
  MessageView,
} from "./views.tsx";

/**
 * The electric-vehicle pre-order block (lrdx-l-460-bev; 001 §2, 002 §2.12, §3.17, §4.9): one view
 * at a time, chosen by the reservation machine (machines/ev-reservation-machine.ts) from what the
 * server says of the visitor's reservation, never from the browser's storage alone. The server
 * renders the landing (or "unavailable", "no vehicles"); in the browser a kept reservation
 * (localStorage l460_bev_lead) or a return from the payment provider is read first.
 */
export default function L460Bev(props: BlockProps<"lrdx-l-460-bev">) {
  const site = useSite();
  const ev = evBlockDataOf(props);
  const t = evText(site.lang);
  const { fields, groups } = props.block;
  if (ev === null)
    return (
      <section className="ev-block" id={fields.block_scroll_id || undefined}>
        <EditorNote text={t("previewNote")} />
        <LandingView
          fields={fields}
          groups={groups}
          ev={null}
          t={t}
          lang={site.lang}
          dir={site.dir}
          index={props.index}
          step="editing"
          verify={{
            step: "editing",
            errorCode: null,
            message: null,
            attemptsLeft: null,
            resendAfter: null,
          }}
          requirePhoneVerification
          phoneWithCode={null}
          onSendCode={() => undefined}
          onCheckCode={() => undefined}
          onReserve={() => undefined}
        />
      </section>
    );
  return (
    <section className="ev-block" id={fields.block_scroll_id || undefined}>
      <Reservation
        ev={ev}
        fields={fields}
        groups={groups}
        t={t}
        lang={site.lang}
        dir={site.dir}
        index={props.index}
      />
    </section>
  );
}

interface FlowProps {
  ev: EvBlockData;
  fields: L460BevFields;
  groups: readonly L460BevGroup[];
  t: EvText;
  lang: string;
  dir: "rtl" | "ltr";
  index: number;
}

function readStoredLead(): StoredLead | null {
  try {
    const raw = localStorage.getItem(EV_LEAD_STORAGE_KEY);
    const value: unknown = raw === null ? null : JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const leadId: unknown = Reflect.get(value, "leadId");
    const token: unknown = Reflect.get(value, "token");
    return typeof leadId === "string" && typeof token === "string" && leadId && token
      ? { leadId, token }
      : null;
  } catch {
    return null;
  }
}

function writeStoredLead(lead: StoredLead | null): void {
  try {
    if (lead === null) localStorage.removeItem(EV_LEAD_STORAGE_KEY);
    else localStorage.setItem(EV_LEAD_STORAGE_KEY, JSON.stringify(lead));
  } catch {
    // Storage refused (private mode): the reservation lasts as long as the page.
  }
}

/**
 * The provider's return (`?payment_id=…&redirect_status=…`; Stripe names the first
 * payment_intent), taken off the address once read so that a reload does not replay it.
 */
function takeProviderReturn(): ProviderReturn | null {
  const url = new URL(location.href);
  const paymentId = url.searchParams.get("payment_id") ?? url.searchParams.get("payment_intent");
  const redirectStatus = url.searchParams.get("redirect_status");
  if (paymentId === null && redirectStatus === null) return null;
  for (const name of [
    "payment_id",
    "payment_intent",
    "payment_intent_client_secret",
    "redirect_status",
  ])
    url.searchParams.delete(name);
  history.replaceState(history.state, "", url.toString());
  return { paymentId: paymentId ?? "", redirectStatus: redirectStatus ?? "" };
}

/**
 * The machine's input: the server renders (and the browser first hydrates) without the
 * browser's storage; once mounted, a kept reservation or a provider's return starts the machine
 * again with them, so the first paint matches the server's.
 */
function Reservation(props: FlowProps) {
  const programme = {
    enabled: props.ev.enabled,
    available: props.ev.available,
    requirePhoneVerification: props.ev.requirePhoneVerification,
  };
  const [start, setStart] = useState<{ key: number; input: ReservationInput }>(() => ({
    key: 0,
    input: { ev: programme, stored: null, returned: null },
  }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the island mounts.
  useEffect(() => {
    const stored = readStoredLead();
    const returned = takeProviderReturn();
    if (stored !== null || returned !== null)
      setStart({ key: 1, input: { ev: programme, stored, returned } });
  }, []);
  return <ReservationFlow key={start.key} {...props} input={start.input} />;
}

function ReservationFlow(props: FlowProps & { input: ReservationInput }) {
  const { ev, fields, t, lang } = props;
  const [machine] = useState(() =>
    evReservationMachine.provide({
      actors: reservationActors(ev, {
        lang,
        paymentLocale: fields["payment-provider-locale"] || "en",
        fallbackMessage: "",
      }),
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: props.input });
  const view = viewOf(snapshot);
  const c = snapshot.context;
  const value = snapshot.value;
  const sub = typeof value === "object" ? String(Object.values(value)[0] ?? "") : "";

  // The reservation as the browser keeps it: written when it changes, removed when it ends.
  const keptLead = useRef<StoredLead | null>(props.input.stored);
  useEffect(() => {
    const before = keptLead.current;
    if (before?.leadId === c.lead?.leadId && before?.token === c.lead?.token) return;
    keptLead.current = c.lead;
    writeStoredLead(c.lead);
  }, [c.lead]);

  // The heading of each view after the first takes the focus (screen readers read it).
  const firstView = useRef(view);
  const hasMoved = useRef(false);
  if (view !== firstView.current) hasMoved.current = true;
  const shouldFocus = hasMoved.current;

  const onLockExpired = useCallback(() => send({ type: "LOCK_EXPIRED" }), [send]);
  const [now] = useState(() => Date.now());
  const base = { fields, t, lang, shouldFocus };

  switch (view) {
    case "landing": {
      const step: LandingStep =
        sub === "sendingCode" ||
        sub === "codeSent" ||
        sub === "checkingCode" ||
        sub === "verified" ||
        sub === "creatingLead"
          ? sub
          : "editing";
      const verify: VerifyState = {
        step:
          step === "creatingLead" ? (c.verificationToken === null ? "editing" : "verified") : step,
        errorCode: c.errorCode,
        message: c.message,
        attemptsLeft: c.attemptsLeft,
        resendAfter: c.resendAfter,
      };
      return (
        <LandingView
          {...base}
          groups={props.groups}
          ev={ev}
          dir={props.dir}
          index={props.index}
          step={step}
          verify={verify}
          requirePhoneVerification={ev.requirePhoneVerification}
          phoneWithCode={c.phoneWithCode}
          onSendCode={(phone) => send({ type: "SEND_CODE", phone })}
          onCheckCode={(code) => send({ type: "CHECK_CODE", code })}
          onReserve={(details) => send({ type: "RESERVE", details })}
        />
      );
    }
    case "checkout": {
      const step: CheckoutStep =
        sub === "creatingIntent" || sub === "redirecting" || sub === "paymentError" ? sub : "ready";
      return (
        <CheckoutView
          {...base}
          ev={ev}
          step={step}
          softLockUntil={c.softLockUntil}
          errorCode={c.errorCode}
          message={c.message}
          paymentMessage={c.paymentMessage}
          now={now}
          onPay={(termsAccepted) => send({ type: "PAY", termsAccepted })}
          onBack={() => send({ type: "BACK" })}
          onLockExpired={onLockExpired}
        />
      );
    }
    case "error":
      return <MessageView {...base} view="error" onAction={() => send({ type: "RETRY" })} />;
    case "softLockExpired":
      return (
        <MessageView {...base} view="softLockExpired" onAction={() => send({ type: "RETRY" })} />
      );
    case "retrying":
      return <MessageView {...base} view="softLockExpired" isBusy onAction={() => undefined} />;
    case "paymentExpired":
      return (
        <MessageView
          {...base}
          view="paymentExpired"
          onAction={() => send({ type: "START_AGAIN" })}
        />
      );
    case "reservationMade":
    case "noVehicles":
    case "thankYou":
    case "unavailable":
      return <MessageView {...base} view={view} />;
    case "confirmingPayment":
      return <MessageView {...base} view="busy" busyText={t("checkout.confirming")} />;
    case "resolving":
    case "checkingLock":
      return <MessageView {...base} view="busy" />;
  }
}
