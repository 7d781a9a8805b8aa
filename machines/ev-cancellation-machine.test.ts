import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from "xstate/graph";
import { cancellationViewOf, type EvLeadStatus, maskPhone } from "../runtime/core/ev-preorder.ts";
import {
  type CancelLeadInput,
  type CancellationEvent,
  type CancellationInput,
  type CancellationSnapshot,
  evCancellationMachine,
  viewOf,
} from "./ev-cancellation-machine.ts";
import { EvCallError, type LeadSnapshot, type ReadLeadInput } from "./ev-reservation-machine.ts";
import { restingStates } from "./graph-states.ts";

const LEAD_ID = "0b6f4b8e-2a71-4d7c-9a55-3c1f0e9d7a21";
const CANCEL_TOKEN = "cancel-token";

const lead = (extra: Partial<LeadSnapshot> = {}): LeadSnapshot => ({
  id: LEAD_ID,
  status: "paid",
  softLockUntil: null,
  paymentStatus: "paid",
  paymentMessage: "",
  phoneNumber: "+971501234567",
  ...extra,
});

const refusal = (code: string, message = code, extra: EvCallError["extra"] = {}) =>
  new EvCallError(code, message, extra);
const offline = new TypeError("Failed to fetch");

const programme = (extra: Partial<CancellationInput["ev"]> = {}): CancellationInput["ev"] => ({
  enabled: true,
  requirePhoneVerification: true,
  ...extra,
});

const stateName = (s: CancellationSnapshot): string =>
  typeof s.value === "string" ? s.value : Object.entries(s.value).flat().join(".");

// ---------------------------------------------------------------------------------------------
// Every state, by xstate/graph.

type MachineEvent =
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown };

const done = (id: string, output: unknown): MachineEvent => ({
  type: `xstate.done.actor.${id}`,
  output,
});
const failed = (id: string, error: unknown): MachineEvent => ({
  type: `xstate.error.actor.${id}`,
  error,
});

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

const graphEvents: (CancellationEvent | MachineEvent)[] = [
  ...STATUSES.map((status) => done("readLead", lead({ status }))),
  failed("readLead", refusal("not_found", "", { status: 404 })),
  failed("readLead", offline),
  done("sendCode", { resendAfter: 30 }),
  failed("sendCode", refusal("rate_limited", "حاول مرة أخرى بعد قليل", { retryAfter: 12 })),
  done("checkCode", { verificationToken: "verification-1" }),
  failed("checkCode", refusal("code", "الرمز غير صحيح", { attemptsLeft: 2 })),
  failed("checkCode", refusal("expired", "انتهت صلاحية الرمز")),
  done("cancelLead", lead({ status: "cancellation_initialised" })),
  done("cancelLead", lead({ status: "refunded" })),
  failed(
    "cancelLead",
    refusal("verified_phone", "تحقق من رقم الهاتف", {
      pointer: "/cancellation/phone_verification_token",
    }),
  ),
  failed("cancelLead", refusal("lead_state", "لا يمكن إلغاء هذا الحجز")),
  failed("cancelLead", refusal("not_found", "", { status: 404 })),
  failed("cancelLead", refusal("refund_failed", "تعذر رد المبلغ")),
  failed("cancelLead", offline),
  { type: "SEND_CODE" },
  { type: "CHECK_CODE", code: "123456" },
  { type: "CANCEL" },
  { type: "CONFIRM" },
  { type: "DISMISS" },
  { type: "RETRY" },
];

function serializeState(s: CancellationSnapshot): string {
  const c = s.context;
  return JSON.stringify([
    s.value,
    c.status,
    c.hasCode,
    c.verificationToken === null,
    c.errorCode,
    c.idempotencyKey === null,
  ]);
}

const INPUTS: CancellationInput[] = [
  { ev: programme({ enabled: false }), leadId: LEAD_ID, token: CANCEL_TOKEN },
  { ev: programme(), leadId: null, token: null },
  { ev: programme(), leadId: LEAD_ID, token: CANCEL_TOKEN },
  { ev: programme({ requirePhoneVerification: false }), leadId: LEAD_ID, token: CANCEL_TOKEN },
];

const traversals = INPUTS.map((input) => ({
  input,
  events: graphEvents as never[],
  serializeState,
}));
const reached: CancellationSnapshot[] = traversals.flatMap((t) =>
  getShortestPaths(evCancellationMachine, t).map((p) => p.state),
);
const edges = traversals.flatMap((t) =>
  adjacencyMapToArray(getAdjacencyMap(evCancellationMachine, t)),
);

const ALL_STATES = [
  "resolving.reading",
  "landing.verify",
  "landing.sendingCode",
  "landing.codeSent",
  "landing.checkingCode",
  "landing.verified",
  "modal",
  "cancelling",
  "thankYou",
  "awaitingCancellation",
  "cancelled",
  "paidLeadCancelOnly",
  "unavailable",
  "error",
];

describe("EV cancellation: every reachable state (xstate/graph)", () => {
  it("reaches every state the block can show", () => {
    expect(restingStates(evCancellationMachine.root)).toEqual(new Set(ALL_STATES));
    expect(new Set(reached.map(stateName))).toEqual(new Set(ALL_STATES));
  });

  it("names the view of each state, and shows a lead's view only as the server says", () => {
    for (const s of reached) {
      const top = stateName(s).split(".")[0] ?? "";
      expect(viewOf(s)).toBe(top);
      const view = viewOf(s);
      const { status } = s.context;
      if (["landing", "awaitingCancellation", "cancelled", "paidLeadCancelOnly"].includes(view)) {
        expect(status, stateName(s)).not.toBeNull();
        if (status !== null) expect(cancellationViewOf(status)).toBe(view);
      }
    }
  });

  it("asks for the cancellation only of a paid lead, from the modal, with a key", () => {
    const intoCancelling = edges.filter(
      (e) => stateName(e.nextState) === "cancelling" && stateName(e.state) !== "cancelling",
    );
    expect(intoCancelling.length).toBeGreaterThan(0);
    for (const e of intoCancelling) {
      expect(stateName(e.state)).toBe("modal");
      expect(e.event.type).toBe("CONFIRM");
      expect(e.state.context.status).toBe("paid");
      expect(e.nextState.context.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("opens the modal only once the phone is verified, when the programme requires it", () => {
    for (const e of edges.filter((e) => stateName(e.nextState) === "modal")) {
      if (stateName(e.state) === "cancelling") continue; // the same request, tried again
      const c = e.state.context;
      expect(c.verificationToken !== null || !c.ev.requirePhoneVerification).toBe(true);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The rules, on a running actor with fake calls.

interface Fakes {
  read?: (n: number) => LeadSnapshot | Error;
  check?: () => { verificationToken: string } | Error;
  cancel?: (n: number) => LeadSnapshot | Error;
}

function run(input: Partial<CancellationInput>, fakes: Fakes = {}) {
  const calls = {
    read: [] as ReadLeadInput[],
    sent: [] as string[],
    cancel: [] as CancelLeadInput[],
  };
  const answer = <T>(value: T | Error): T => {
    if (value instanceof Error) throw value;
    return value;
  };
  const machine = evCancellationMachine.provide({
    actors: {
      readLead: fromPromise(async ({ input: i }: { input: ReadLeadInput }) => {
        calls.read.push(i);
        return answer(fakes.read?.(calls.read.length) ?? lead());
      }),
      sendCode: fromPromise(async ({ input: i }: { input: { phone: string } }) => {
        calls.sent.push(i.phone);
        return { resendAfter: 30 };
      }),
      checkCode: fromPromise(async () =>
        answer(fakes.check?.() ?? { verificationToken: "verification-1" }),
      ),
      cancelLead: fromPromise(async ({ input: i }: { input: CancelLeadInput }) => {
        calls.cancel.push(i);
        return answer(
          fakes.cancel?.(calls.cancel.length) ?? lead({ status: "cancellation_initialised" }),
        );
      }),
    },
  });
  const actor = createActor(machine, {
    input: { ev: programme(), leadId: LEAD_ID, token: CANCEL_TOKEN, ...input },
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

async function verify(r: ReturnType<typeof run>) {
  r.actor.send({ type: "SEND_CODE" });
  await r.settle("landing.codeSent");
  r.actor.send({ type: "CHECK_CODE", code: "123456" });
  await r.settle("landing.verified");
}

describe("EV cancellation rules", () => {
  it("reads the lead with the e-mailed token; the landing shows its phone masked", async () => {
    const r = run({});
    await r.settle("landing.verify");
    expect(r.calls.read).toEqual([{ leadId: LEAD_ID, token: CANCEL_TOKEN }]);
    expect(maskPhone(r.context().phone ?? "")).toBe("+971 •• ••• 4567");
  });

  it("no link, an unknown lead or a programme that is off is unavailable; a failed read an error", async () => {
    expect(viewOf(run({ leadId: null, token: null }).actor.getSnapshot())).toBe("unavailable");
    const off = run({ ev: programme({ enabled: false }) });
    expect(viewOf(off.actor.getSnapshot())).toBe("unavailable");
    expect(off.calls.read).toEqual([]);
    await run({}, { read: () => refusal("not_found", "", { status: 404 }) }).settle("unavailable");

    const r = run({}, { read: (n) => (n === 1 ? offline : lead()) });
    await r.settle("error");
    r.actor.send({ type: "RETRY" });
    await r.settle("landing.verify");
  });

  it("shows the view of the lead's server status", async () => {
    const views: [EvLeadStatus, string][] = [
      ["cancellation_initialised", "awaitingCancellation"],
      ["refunded", "cancelled"],
      ["cancelled", "cancelled"],
      ["created", "paidLeadCancelOnly"],
      ["expired", "paidLeadCancelOnly"],
    ];
    for (const [status, view] of views) {
      const r = run({}, { read: () => lead({ status }) });
      await r.settle(view);
    }
  });

  it("CANCEL before the phone is verified is refused when verification is required", async () => {
    const r = run({});
    await r.settle("landing.verify");
    r.actor.send({ type: "CANCEL" });
    expect(r.now()).toBe("landing.verify");
    expect(r.context().errorCode).toBe("verified_phone");
    await verify(r);
    expect(r.calls.sent).toEqual(["+971501234567"]);
    r.actor.send({ type: "CANCEL" });
    expect(r.now()).toBe("modal");
  });

  it("CANCEL opens the modal at once when verification is not required", async () => {
    const r = run({ ev: programme({ requirePhoneVerification: false }) });
    await r.settle("landing.verify");
    r.actor.send({ type: "CANCEL" });
    expect(r.now()).toBe("modal");
  });

  it("a wrong code shows the tries left", async () => {
    const r = run({}, { check: () => refusal("code", "الرمز غير صحيح", { attemptsLeft: 1 }) });
    await r.settle("landing.verify");
    r.actor.send({ type: "SEND_CODE" });
    await r.settle("landing.codeSent");
    r.actor.send({ type: "CHECK_CODE", code: "000000" });
    await waitFor(r.actor, (s) => s.context.errorCode === "code", { timeout: 1000 });
    expect(r.now()).toBe("landing.codeSent");
    expect(r.context()).toMatchObject({ message: "الرمز غير صحيح", attemptsLeft: 1 });
  });

  it("DISMISS in the modal returns to the verified landing", async () => {
    const r = run({});
    await r.settle("landing.verify");
    await verify(r);
    r.actor.send({ type: "CANCEL" });
    r.actor.send({ type: "DISMISS" });
    expect(r.now()).toBe("landing.verified");
    expect(r.calls.cancel).toEqual([]);
  });

  it("CONFIRM asks for the cancellation with the verification, then thanks the buyer", async () => {
    const r = run({});
    await r.settle("landing.verify");
    await verify(r);
    r.actor.send({ type: "CANCEL" });
    r.actor.send({ type: "CONFIRM" });
    await r.settle("thankYou");
    expect(r.calls.cancel).toHaveLength(1);
    expect(r.calls.cancel[0]).toMatchObject({
      leadId: LEAD_ID,
      token: CANCEL_TOKEN,
      verificationToken: "verification-1",
    });
    expect(r.context().status).toBe("cancellation_initialised");
  });

  it("no answer keeps the modal and the same key; a lead no longer paid is read again", async () => {
    const r = run({}, { cancel: (n) => (n === 1 ? offline : lead({ status: "refunded" })) });
    await r.settle("landing.verify");
    await verify(r);
    r.actor.send({ type: "CANCEL" });
    r.actor.send({ type: "CONFIRM" });
    await waitFor(r.actor, (s) => s.context.errorCode === "network", { timeout: 1000 });
    expect(r.now()).toBe("modal");
    r.actor.send({ type: "CONFIRM" });
    await r.settle("thankYou");
    const [first, second] = r.calls.cancel.map((c) => c.idempotencyKey);
    expect(second).toBe(first);

    const moved = run(
      {},
      {
        read: (n) => (n === 1 ? lead() : lead({ status: "cancellation_initialised" })),
        cancel: () => refusal("lead_state", "لا يمكن إلغاء هذا الحجز"),
      },
    );
    await moved.settle("landing.verify");
    await verify(moved);
    moved.actor.send({ type: "CANCEL" });
    moved.actor.send({ type: "CONFIRM" });
    await moved.settle("awaitingCancellation");
  });

  it("a verification the server no longer accepts is asked for again", async () => {
    const r = run(
      {},
      {
        cancel: () =>
          refusal("verified_phone", "تحقق من رقم الهاتف", {
            pointer: "/cancellation/phone_verification_token",
          }),
      },
    );
    await r.settle("landing.verify");
    await verify(r);
    r.actor.send({ type: "CANCEL" });
    r.actor.send({ type: "CONFIRM" });
    await r.settle("landing.verify");
    expect(r.context()).toMatchObject({
      verificationToken: null,
      message: "تحقق من رقم الهاتف",
    });
  });
});
