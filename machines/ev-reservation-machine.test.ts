import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from "xstate/graph";
import { type EvLeadStatus, reservationViewOf } from "../runtime/core/ev-preorder.ts";
import {
  type CreateIntentInput,
  type CreateLeadInput,
  EvCallError,
  evReservationMachine,
  type IntentCreated,
  type LeadDetails,
  type LeadSnapshot,
  PAYMENT_POLL_READS,
  type ReadLeadInput,
  type ReservationEvent,
  type ReservationInput,
  type ReservationSnapshot,
  viewOf,
} from "./ev-reservation-machine.ts";
import { restingStates } from "./graph-states.ts";

const LEAD_ID = "0b6f4b8e-2a71-4d7c-9a55-3c1f0e9d7a21";
const IN_15_MINUTES = "2026-05-01T10:15:00.000Z";

const lead = (extra: Partial<LeadSnapshot> = {}): LeadSnapshot => ({
  id: LEAD_ID,
  status: "created",
  softLockUntil: IN_15_MINUTES,
  paymentStatus: "none",
  paymentMessage: "",
  phoneNumber: "+971501234567",
  ...extra,
});

const intent: IntentCreated = {
  provider: "local",
  redirectUrl: "/local-pay/lp_1",
  clientSecret: null,
};

const details: LeadDetails = {
  firstName: "ليلى",
  lastName: "الهاشمي",
  email: "layla@example.com",
  phoneNumber: "+971501234567",
};

const refusal = (code: string, message = code, extra: EvCallError["extra"] = {}) =>
  new EvCallError(code, message, extra);

const stored = { leadId: LEAD_ID, token: "access-token" };

const programme = (extra: Partial<ReservationInput["ev"]> = {}): ReservationInput["ev"] => ({
  enabled: true,
  available: 3,
  requirePhoneVerification: true,
  ...extra,
});

const stateName = (s: ReservationSnapshot): string =>
  typeof s.value === "string" ? s.value : Object.entries(s.value).flat().join(".");

// ---------------------------------------------------------------------------------------------
// Every state, by xstate/graph, from the visitor's events and each call's answers.

/** An invoked actor's answer, or a delay's end, as the event the machine receives. */
type MachineEvent =
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown }
  | { type: `xstate.after.${string}` };

const done = (id: string, output: unknown): MachineEvent => ({
  type: `xstate.done.actor.${id}`,
  output,
});
const failed = (id: string, error: unknown): MachineEvent => ({
  type: `xstate.error.actor.${id}`,
  error,
});
const offline = new TypeError("Failed to fetch");

const STATUSES: EvLeadStatus[] = [
  "created",
  "payment_intent_created",
  "paid",
  "cancellation_initialised",
  "refunded",
  "cancelled",
  "expired",
  "payment_expired",
];

const graphEvents: (ReservationEvent | MachineEvent)[] = [
  ...STATUSES.map((status) => done("readLead", lead({ status, paymentStatus: "pending" }))),
  done(
    "readLead",
    lead({
      status: "payment_intent_created",
      paymentStatus: "failed",
      paymentMessage: "Your card was declined.",
    }),
  ),
  failed("readLead", refusal("not_found", "", { status: 404 })),
  failed("readLead", offline),
  done("sendCode", { resendAfter: 30 }),
  failed("sendCode", refusal("rate_limited", "حاول مرة أخرى بعد قليل", { retryAfter: 12 })),
  failed("sendCode", refusal("phone", "رقم الهاتف غير صالح", { pointer: "/phone_number" })),
  done("checkCode", { verificationToken: "verification-1" }),
  failed("checkCode", refusal("code", "الرمز غير صحيح", { attemptsLeft: 2 })),
  failed("checkCode", refusal("expired", "انتهت صلاحية الرمز")),
  done("createLead", { lead: lead(), token: "access-token" }),
  failed("createLead", refusal("no_vehicles_available", "لا توجد سيارات متاحة")),
  failed("createLead", refusal("verified_phone", "تحقق من رقم الهاتف")),
  failed("createLead", refusal("vehicle_held", "السيارة محجوزة")),
  done("retryLead", { lead: lead({ id: "retry-lead" }), token: "token-2" }),
  failed("retryLead", refusal("no_vehicles_available", "لا توجد سيارات متاحة")),
  failed("retryLead", offline),
  done("createIntent", intent),
  failed("createIntent", refusal("soft_lock_expired", "انتهت مدة الحجز المؤقت")),
  failed("createIntent", refusal("terms_accepted", "يجب قبول الشروط")),
  failed("createIntent", refusal("payment_provider", "تعذر إنشاء الدفع")),
  failed("createIntent", offline),
  done("goToProvider", { message: null }),
  done("goToProvider", { message: "Your card was declined." }),
  failed("goToProvider", offline),
  { type: "xstate.after.pollDelay.evReservation.confirmingPayment.waiting" },
  { type: "SEND_CODE", phone: "+971501234567" },
  { type: "CHECK_CODE", code: "123456" },
  { type: "RESERVE", details },
  { type: "PAY", termsAccepted: true },
  { type: "PAY", termsAccepted: false },
  { type: "BACK" },
  { type: "LOCK_EXPIRED" },
  { type: "RETRY" },
  { type: "START_AGAIN" },
];

function serializeState(s: ReservationSnapshot): string {
  const c = s.context;
  return JSON.stringify([
    s.value,
    c.status,
    c.lead === null,
    c.returned === null,
    c.verificationToken === null,
    c.phoneWithCode === null,
    c.idempotencyKey === null,
    // The reads of a payment being confirmed count only while it is.
    s.matches("confirmingPayment") ? c.polls : 0,
  ]);
}

const INPUTS: ReservationInput[] = [
  { ev: programme({ enabled: false }), stored: null, returned: null },
  { ev: programme({ available: 0 }), stored: null, returned: null },
  { ev: programme(), stored: null, returned: null },
  { ev: programme({ requirePhoneVerification: false }), stored: null, returned: null },
  { ev: programme(), stored, returned: null },
  {
    ev: programme(),
    stored,
    returned: { paymentId: "lp_1", redirectStatus: "succeeded" },
  },
];

const traversals = INPUTS.map((input) => ({
  input,
  // The actors' answers and the delay are not the machine's own event type, but it receives them.
  events: graphEvents as never[],
  serializeState,
}));
const reached: ReservationSnapshot[] = traversals.flatMap((t) =>
  getShortestPaths(evReservationMachine, t).map((p) => p.state),
);
/** Every transition between reachable states: {state, event, nextState}. */
const edges = traversals.flatMap((t) =>
  adjacencyMapToArray(getAdjacencyMap(evReservationMachine, t)),
);

/** The machine's leaf states where it may rest (not those that decide at once). */
const ALL_STATES = [
  "resolving.reading",
  "landing.editing",
  "landing.sendingCode",
  "landing.codeSent",
  "landing.checkingCode",
  "landing.verified",
  "landing.creatingLead",
  "checkout.ready",
  "checkout.creatingIntent",
  "checkout.redirecting",
  "checkout.paymentError",
  "checkingLock",
  "confirmingPayment.waiting",
  "confirmingPayment.reading",
  "thankYou",
  "reservationMade",
  "noVehicles",
  "unavailable",
  "error",
  "softLockExpired",
  "retrying",
  "paymentExpired",
];

describe("EV reservation: every reachable state (xstate/graph)", () => {
  it("reaches every state the block can show", () => {
    expect(restingStates(evReservationMachine.root)).toEqual(new Set(ALL_STATES));
    expect(new Set(reached.map(stateName))).toEqual(new Set(ALL_STATES));
  });

  it("names the view of each state for the block", () => {
    for (const s of reached) {
      const top = stateName(s).split(".")[0] ?? "";
      expect(viewOf(s)).toBe(top);
    }
  });

  it("shows a lead's view only as the server's last answer allows it", () => {
    for (const s of reached) {
      const view = viewOf(s);
      const { status, lead: kept } = s.context;
      if (["checkout", "reservationMade", "softLockExpired", "paymentExpired"].includes(view)) {
        expect(kept, stateName(s)).not.toBeNull();
        expect(status, stateName(s)).not.toBeNull();
        if (status !== null) expect(reservationViewOf(status)).toBe(view);
      }
      if (view === "thankYou") expect(status).toBe("paid");
    }
  });

  it("never starts a payment without the terms ticked, and always with a key", () => {
    const intoPayment = edges.filter(
      (e) =>
        stateName(e.nextState) === "checkout.creatingIntent" &&
        stateName(e.state) !== "checkout.creatingIntent",
    );
    expect(intoPayment.length).toBeGreaterThan(0);
    for (const e of intoPayment) {
      expect(e.event).toEqual({ type: "PAY", termsAccepted: true });
      expect(e.nextState.context.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("gives the visitor something to read on every refusal", () => {
    for (const s of reached) {
      const { errorCode, paymentMessage, attemptsLeft } = s.context;
      if (stateName(s) === "checkout.paymentError")
        expect(errorCode !== null || paymentMessage !== null, serializeState(s)).toBe(true);
      if (errorCode === "code") expect(attemptsLeft).toBe(2);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The rules, on a running actor with fake calls.

interface Fakes {
  read?: (n: number, input: ReadLeadInput) => LeadSnapshot | Error;
  check?: () => { verificationToken: string } | Error;
  create?: () => { lead: LeadSnapshot; token: string } | Error;
  retry?: () => { lead: LeadSnapshot; token: string } | Error;
  intent?: (n: number) => IntentCreated | Error;
  provider?: () => { message: string | null } | Error;
}

function run(input: Partial<ReservationInput>, fakes: Fakes = {}) {
  const calls = {
    read: [] as ReadLeadInput[],
    sent: [] as string[],
    create: [] as CreateLeadInput[],
    retry: 0,
    intent: [] as CreateIntentInput[],
    provider: [] as IntentCreated[],
  };
  const answer = <T>(value: T | Error): T => {
    if (value instanceof Error) throw value;
    return value;
  };
  const machine = evReservationMachine.provide({
    delays: { pollDelay: 1 },
    actors: {
      readLead: fromPromise(async ({ input: i }: { input: ReadLeadInput }) => {
        calls.read.push(i);
        return answer(fakes.read?.(calls.read.length, i) ?? lead());
      }),
      sendCode: fromPromise(async ({ input: i }: { input: { phone: string } }) => {
        calls.sent.push(i.phone);
        return { resendAfter: 30 };
      }),
      checkCode: fromPromise(async () =>
        answer(fakes.check?.() ?? { verificationToken: "verification-1" }),
      ),
      createLead: fromPromise(async ({ input: i }: { input: CreateLeadInput }) => {
        calls.create.push(i);
        return answer(fakes.create?.() ?? { lead: lead(), token: "access-token" });
      }),
      retryLead: fromPromise(async () => {
        calls.retry++;
        return answer(fakes.retry?.() ?? { lead: lead({ id: "retry-lead" }), token: "token-2" });
      }),
      createIntent: fromPromise(async ({ input: i }: { input: CreateIntentInput }) => {
        calls.intent.push(i);
        return answer(fakes.intent?.(calls.intent.length) ?? intent);
      }),
      goToProvider: fromPromise(async ({ input: i }: { input: IntentCreated }) => {
        calls.provider.push(i);
        return answer(fakes.provider?.() ?? { message: null });
      }),
    },
  });
  const actor = createActor(machine, {
    input: { ev: programme(), stored: null, returned: null, ...input },
  }).start();
  const settle = (state: string) =>
    waitFor(actor, (s) => stateName(s) === state, { timeout: 1000 });
  return {
    actor,
    calls,
    settle,
    context: () => actor.getSnapshot().context,
    now: () => stateName(actor.getSnapshot()),
  };
}

/** From the landing, the phone verified and the lead created: the checkout. */
async function toCheckout(r: ReturnType<typeof run>) {
  r.actor.send({ type: "SEND_CODE", phone: "+971501234567" });
  await r.settle("landing.codeSent");
  r.actor.send({ type: "CHECK_CODE", code: "123456" });
  await r.settle("landing.verified");
  r.actor.send({ type: "RESERVE", details });
  await r.settle("checkout.ready");
}

describe("EV reservation rules", () => {
  it("a page of a programme that is off is unavailable; no free vehicle is no vehicles", () => {
    const off = run({ ev: programme({ enabled: false }), stored });
    expect(viewOf(off.actor.getSnapshot())).toBe("unavailable");
    expect(off.calls.read).toEqual([]);
    const none = run({ ev: programme({ available: 0 }) });
    expect(viewOf(none.actor.getSnapshot())).toBe("noVehicles");
  });

  it("a stored lead shows what the server says of it, whatever the browser kept", async () => {
    const paid = run({ stored }, { read: () => lead({ status: "paid", softLockUntil: null }) });
    await paid.settle("reservationMade");
    expect(paid.calls.read).toEqual([stored]);

    const expired = run(
      { stored },
      { read: () => lead({ status: "expired", softLockUntil: null }) },
    );
    await expired.settle("softLockExpired");

    const live = run({ stored });
    await live.settle("checkout.ready");
    expect(live.context().softLockUntil).toBe(IN_15_MINUTES);

    // Over (refunded): the browser forgets it and the landing is shown again.
    const over = run({ stored }, { read: () => lead({ status: "refunded" }) });
    await over.settle("landing.editing");
    expect(over.context().lead).toBeNull();
  });

  it("a lead the server does not know is forgotten; a failed read is an error with a retry", async () => {
    const unknown = run({ stored }, { read: () => refusal("not_found", "", { status: 404 }) });
    await unknown.settle("landing.editing");
    expect(unknown.context().lead).toBeNull();

    const r = run({ stored }, { read: (n) => (n === 1 ? offline : lead({ status: "paid" })) });
    await r.settle("error");
    expect(r.context().errorCode).toBe("network");
    r.actor.send({ type: "RETRY" });
    await r.settle("reservationMade");
  });

  it("reserves with the verified phone and its verification token", async () => {
    const r = run({});
    expect(r.now()).toBe("landing.editing");
    // Not before the phone is verified.
    r.actor.send({ type: "RESERVE", details });
    expect(r.now()).toBe("landing.editing");
    expect(r.context().errorCode).toBe("verified_phone");
    await toCheckout(r);
    expect(r.calls.sent).toEqual(["+971501234567"]);
    expect(r.calls.create).toEqual([{ details, verificationToken: "verification-1" }]);
    expect(r.context().lead).toEqual({ leadId: LEAD_ID, token: "access-token" });
  });

  it("reserves at once when the programme does not ask for the phone to be verified", async () => {
    const r = run({ ev: programme({ requirePhoneVerification: false }) });
    r.actor.send({ type: "RESERVE", details });
    await r.settle("checkout.ready");
    expect(r.calls.create).toEqual([{ details, verificationToken: null }]);
  });

  it("a wrong code shows the tries left; a dead code asks for a new one", async () => {
    const r = run({}, { check: () => refusal("code", "الرمز غير صحيح", { attemptsLeft: 2 }) });
    r.actor.send({ type: "SEND_CODE", phone: "+971501234567" });
    await r.settle("landing.codeSent");
    expect(r.context().resendAfter).toBe(30);
    r.actor.send({ type: "CHECK_CODE", code: "000000" });
    await r.settle("landing.codeSent");
    await waitFor(r.actor, (s) => s.context.errorCode !== null);
    expect(r.context()).toMatchObject({
      errorCode: "code",
      message: "الرمز غير صحيح",
      attemptsLeft: 2,
    });

    const dead = run({}, { check: () => refusal("expired", "انتهت صلاحية الرمز") });
    dead.actor.send({ type: "SEND_CODE", phone: "+971501234567" });
    await dead.settle("landing.codeSent");
    dead.actor.send({ type: "CHECK_CODE", code: "123456" });
    await dead.settle("landing.editing");
    expect(dead.context()).toMatchObject({ errorCode: "expired", message: "انتهت صلاحية الرمز" });
  });

  it("409 no_vehicles_available when reserving shows no vehicles; other refusals stay on the form", async () => {
    const r = run(
      { ev: programme({ requirePhoneVerification: false }) },
      { create: () => refusal("no_vehicles_available", "لا توجد سيارات متاحة") },
    );
    r.actor.send({ type: "RESERVE", details });
    await r.settle("noVehicles");

    const held = run(
      { ev: programme({ requirePhoneVerification: false }) },
      { create: () => refusal("vehicle_held", "السيارة محجوزة لزائر آخر") },
    );
    held.actor.send({ type: "RESERVE", details });
    await held.settle("landing.editing");
    expect(held.context().message).toBe("السيارة محجوزة لزائر آخر");
  });

  it("PAY without the terms ticked stays on the checkout with a message", async () => {
    const r = run({});
    await toCheckout(r);
    r.actor.send({ type: "PAY", termsAccepted: false });
    expect(r.now()).toBe("checkout.ready");
    expect(r.context().errorCode).toBe("terms_accepted");
    expect(r.calls.intent).toEqual([]);
  });

  it("pays: the intent with a key, then the provider's page; back from it, the thank-you", async () => {
    const r = run({});
    await toCheckout(r);
    r.actor.send({ type: "PAY", termsAccepted: true });
    await waitFor(r.actor, () => r.calls.provider.length === 1, { timeout: 1000 });
    expect(r.calls.intent).toHaveLength(1);
    expect(r.calls.intent[0]).toMatchObject({
      leadId: LEAD_ID,
      token: "access-token",
      termsAccepted: true,
    });
    expect(r.calls.provider).toEqual([intent]);

    // The provider's page sends the visitor back; the page starts again from the stored lead.
    let reads = 0;
    const back = run(
      { stored, returned: { paymentId: "lp_1", redirectStatus: "succeeded" } },
      {
        read: () => {
          reads++;
          return reads < 3
            ? lead({ status: "payment_intent_created", paymentStatus: "pending" })
            : lead({ status: "paid", paymentStatus: "paid" });
        },
      },
    );
    await back.settle("thankYou");
    expect(back.calls.read).toHaveLength(3);
  });

  it("a decline after the return shows the payment error with the provider's message", async () => {
    const r = run(
      { stored, returned: { paymentId: "lp_1", redirectStatus: "failed" } },
      {
        read: (n) =>
          n === 1
            ? lead({
                status: "payment_intent_created",
                paymentStatus: "failed",
                paymentMessage: "Your card was declined.",
              })
            : lead({ status: "paid", paymentStatus: "paid" }),
      },
    );
    await r.settle("checkout.paymentError");
    expect(r.context()).toMatchObject({
      paymentMessage: "Your card was declined.",
      errorCode: "payment_failed",
    });
    // Paying again is a new attempt; paid in the page this time, the server confirms it.
    r.actor.send({ type: "PAY", termsAccepted: true });
    await r.settle("thankYou");
    expect(r.calls.intent).toHaveLength(1);
    expect(r.calls.read).toHaveLength(2);
  });

  it("a payment still unknown after the polls is an error", async () => {
    const r = run(
      { stored, returned: { paymentId: "lp_1", redirectStatus: "succeeded" } },
      { read: () => lead({ status: "payment_intent_created", paymentStatus: "pending" }) },
    );
    await r.settle("error");
    expect(r.calls.read).toHaveLength(1 + PAYMENT_POLL_READS);
    expect(r.context().errorCode).toBe("payment_pending");
  });

  it("reuses the key after no answer, and makes a new one after a refusal", async () => {
    const r = run(
      {},
      {
        intent: (n) =>
          n === 1 ? offline : n === 2 ? refusal("payment_provider", "تعذر إنشاء الدفع") : intent,
      },
    );
    await toCheckout(r);
    r.actor.send({ type: "PAY", termsAccepted: true });
    await r.settle("checkout.paymentError");
    r.actor.send({ type: "PAY", termsAccepted: true });
    await waitFor(
      r.actor,
      () => r.calls.intent.length === 2 && r.now() === "checkout.paymentError",
    );
    expect(r.context().message).toBe("تعذر إنشاء الدفع");
    r.actor.send({ type: "PAY", termsAccepted: true });
    await waitFor(r.actor, () => r.calls.provider.length === 1, { timeout: 1000 });
    const [first, second, third] = r.calls.intent.map((c) => c.idempotencyKey);
    expect(second).toBe(first);
    expect(third).not.toBe(second);
  });

  it("Stripe.js refusing the card in the page is a payment error with its message", async () => {
    const r = run({}, { provider: () => ({ message: "Your card has insufficient funds." }) });
    await toCheckout(r);
    r.actor.send({ type: "PAY", termsAccepted: true });
    await r.settle("checkout.paymentError");
    expect(r.context().paymentMessage).toBe("Your card has insufficient funds.");
    expect(r.context().idempotencyKey).toBeNull();
  });

  it("the lock's time is checked with the server: expired, then a retry opens the checkout", async () => {
    const r = run(
      { stored },
      {
        read: (n) => (n === 1 ? lead() : lead({ status: "expired", softLockUntil: null })),
      },
    );
    await r.settle("checkout.ready");
    r.actor.send({ type: "LOCK_EXPIRED" });
    await r.settle("softLockExpired");
    r.actor.send({ type: "RETRY" });
    await r.settle("checkout.ready");
    expect(r.calls.retry).toBe(1);
    expect(r.context().lead).toEqual({ leadId: "retry-lead", token: "token-2" });
  });

  it("a lock the server still holds keeps the checkout", async () => {
    const r = run({ stored });
    await r.settle("checkout.ready");
    r.actor.send({ type: "LOCK_EXPIRED" });
    await waitFor(r.actor, () => r.calls.read.length === 2 && r.now() === "checkout.ready");
  });

  it("a retry with no vehicle left shows no vehicles", async () => {
    const r = run(
      { stored },
      {
        read: () => lead({ status: "expired" }),
        retry: () => refusal("no_vehicles_available", "لا توجد سيارات متاحة"),
      },
    );
    await r.settle("softLockExpired");
    r.actor.send({ type: "RETRY" });
    await r.settle("noVehicles");
    expect(r.context().lead).toBeNull();
  });

  it("an expired payment starts again from the landing, forgetting the lead", async () => {
    const r = run({ stored }, { read: () => lead({ status: "payment_expired" }) });
    await r.settle("paymentExpired");
    r.actor.send({ type: "START_AGAIN" });
    expect(r.now()).toBe("landing.editing");
    expect(r.context().lead).toBeNull();
  });

  it("back to the landing keeps the reservation; reserving again reads it, not a new lead", async () => {
    const r = run({});
    await toCheckout(r);
    r.actor.send({ type: "BACK" });
    expect(r.now()).toBe("landing.editing");
    expect(r.context().lead).toEqual({ leadId: LEAD_ID, token: "access-token" });
    r.actor.send({ type: "RESERVE", details });
    await r.settle("checkout.ready");
    expect(r.calls.create).toHaveLength(1);
    expect(r.calls.read).toEqual([stored]);
  });
});
