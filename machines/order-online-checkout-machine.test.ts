import { describe, expect, it } from "vitest";
import { createActor, fromPromise, type SnapshotFrom, waitFor } from "xstate";
import { adjacencyMapToArray, getAdjacencyMap, getShortestPaths } from "xstate/graph";
import {
  type BuyerDetails,
  CheckoutCallError,
  type CheckoutEvent,
  type CheckoutInput,
  type ConfirmOrderInput,
  type CreatePaymentInput,
  type HoldState,
  type HoldTaken,
  type InitOrderInput,
  type OrderConfirmed,
  orderOnlineCheckoutMachine,
  type PaymentCreated,
  type PaymentKind,
} from "./order-online-checkout-machine.ts";

type CheckoutSnapshot = SnapshotFrom<typeof orderOnlineCheckoutMachine>;

const IN_15_MINUTES = "2026-05-01T10:15:00.000Z";

const hold = (extra: Partial<HoldTaken> = {}): HoldTaken => ({
  lockId: "6f1c1f8e-6f8e-4a53-9a43-0d6c8a1b2c3d",
  orderNumber: "SO-7K3M9QXA",
  expiresAt: IN_15_MINUTES,
  holdSeconds: 900,
  amount: 500000,
  currency: "AED",
  vendorType: "",
  ...extra,
});

const payment = (extra: Partial<PaymentCreated> = {}): PaymentCreated => ({
  provider: "local",
  kind: "card",
  id: "lp_1",
  status: "requires_payment",
  redirectUrl: "/local-pay/lp_1",
  clientSecret: "lp_1_secret",
  ...extra,
});

const order: OrderConfirmed = {
  orderNumber: "SO-7K3M9QXA",
  status: "paid",
  paymentStatus: "paid",
};

const buyer: BuyerDetails = {
  email: "buyer@example.com",
  leadAttributes: { first_name: "ليلى", last_name: "الهاشمي", phone: "+971501234567" },
};

const refusal = (code: string, detail: CheckoutCallError["detail"] = {}) =>
  new CheckoutCallError(code, code, detail);

// ---------------------------------------------------------------------------------------------
// Every state, by xstate/graph, from the visitor's events and each call's answers.

/** An invoked actor's answer, as the event the machine receives from it. */
type ActorAnswer =
  | { type: `xstate.done.actor.${string}`; output: unknown }
  | { type: `xstate.error.actor.${string}`; error: unknown };

const done = (id: string, output: unknown): ActorAnswer => ({
  type: `xstate.done.actor.${id}`,
  output,
});
const failed = (id: string, error: unknown): ActorAnswer => ({
  type: `xstate.error.actor.${id}`,
  error,
});

const VENDORS = [
  "",
  "PAYPAL",
  "LiqPay",
  " no_payment_japan ",
  "NO_PAYMENT_WITH_CONFIRMATION_EMAIL",
] as const;

const graphEvents: (CheckoutEvent | ActorAnswer)[] = [
  ...VENDORS.map((vendorType) => done("initOrder", hold({ vendorType }))),
  done("initOrder", hold({ expiresAt: null, holdSeconds: 0 })),
  failed("initOrder", refusal("vehicle_held", { heldUntil: IN_15_MINUTES })),
  failed("initOrder", refusal("vehicle_sold")),
  failed("initOrder", new TypeError("Failed to fetch")),
  done("checkHold", "taken" satisfies HoldState),
  done("checkHold", "expired" satisfies HoldState),
  done("checkHold", "active" satisfies HoldState),
  failed("checkHold", new TypeError("Failed to fetch")),
  done("createPayment", payment()),
  done("createPayment", payment({ status: "requires_action" })),
  failed("createPayment", refusal("hold_lost")),
  failed(
    "createPayment",
    refusal("payment_failed", { providerMessage: "Your card was declined." }),
  ),
  failed("createPayment", refusal("idempotency_conflict")),
  done("confirmOrder", order),
  failed("confirmOrder", refusal("payment_failed", { providerMessage: "Your card was declined." })),
  failed("confirmOrder", refusal("payment_incomplete")),
  failed("confirmOrder", refusal("hold_lost")),
  failed("confirmOrder", new TypeError("Failed to fetch")),
  { type: "ACKNOWLEDGE" },
  { type: "SUBMIT", customer: buyer, idempotencyKey: "key-1" },
  { type: "PROVIDER_RETURNED", status: "succeeded" },
  { type: "PROVIDER_RETURNED", status: "requires_action" },
  { type: "PROVIDER_RETURNED", status: "failed", failureMessage: "Your card was declined." },
  { type: "HOLD_STATE", state: "active" },
  { type: "HOLD_STATE", state: "expired" },
  { type: "HOLD_STATE", state: "taken" },
  { type: "RETRY", idempotencyKey: "key-2" },
  { type: "RETRY" },
  { type: "RETAKE" },
  { type: "EDIT" },
];

const stateName = (s: CheckoutSnapshot): string =>
  typeof s.value === "string" ? s.value : Object.entries(s.value).flat().join(".");

function serializeState(s: CheckoutSnapshot): string {
  const c = s.context;
  return JSON.stringify([
    s.value,
    c.vendorType.trim().toUpperCase(),
    c.errorCode,
    c.lockId === null,
    c.expiresAt === null,
    c.idempotencyKey,
    c.payment.id,
  ]);
}

const input: CheckoutInput = { vehicleId: "17", companyUuid: "company-1", vendorType: "" };

const traversal = {
  input,
  // The actors' done and error events are not the machine's own event type, but it receives them.
  events: graphEvents as never[],
  serializeState: (s: CheckoutSnapshot) => serializeState(s),
};
const paths = getShortestPaths(orderOnlineCheckoutMachine, traversal);
const reached: CheckoutSnapshot[] = paths.map((p) => p.state);
/** Every transition between reachable states: {state, event, nextState}. */
const edges = adjacencyMapToArray(getAdjacencyMap(orderOnlineCheckoutMachine, traversal));

const isNoPaymentVendor = (vendorType: string): boolean =>
  ["NO_PAYMENT_JAPAN", "NO_PAYMENT_WITH_CONFIRMATION_EMAIL"].includes(
    vendorType.trim().toUpperCase(),
  );

describe("order-online checkout: every reachable state (xstate/graph)", () => {
  it("reaches every state of the checkout", () => {
    expect(new Set(reached.map(stateName))).toEqual(
      new Set([
        "takingHold",
        "held",
        "heldByAnother",
        "form",
        "creatingPayment",
        "checkingHold",
        "awaitingProvider.redirect",
        "awaitingProvider.requiresAction",
        "confirming",
        "declined",
        "kickedOut",
        "holdExpired",
        "success",
        "confirmationError",
        "confirmationFailed",
        "error",
      ]),
    );
  });

  it("goes to the order without a payment only for the no-payment vendors", () => {
    const intoConfirming = edges.filter(
      (e) => stateName(e.nextState) === "confirming" && stateName(e.state) !== "confirming",
    );
    expect(intoConfirming.length).toBeGreaterThan(0);
    for (const e of intoConfirming) {
      const vendor = e.state.context.vendorType;
      if (stateName(e.state) === "form") expect(isNoPaymentVendor(vendor), vendor).toBe(true);
      else {
        // From the provider, or asked again from the confirmation error page: a payment exists,
        // unless the reservation needs none.
        expect(
          e.state.context.payment.id !== "" || isNoPaymentVendor(vendor),
          `${stateName(e.state)} ${e.event.type}`,
        ).toBe(true);
      }
    }
    // And a payment is created only for the others.
    for (const e of edges.filter((e) => stateName(e.nextState) === "creatingPayment"))
      expect(isNoPaymentVendor(e.state.context.vendorType)).toBe(false);
  });

  it("never pays from the soft-lock modals, kicked out, or once the hold ran out", () => {
    const closed = ["kickedOut", "heldByAnother", "holdExpired", "held", "takingHold"];
    const fromThere = edges.filter((e) => closed.includes(stateName(e.state)));
    expect(new Set(fromThere.map((e) => stateName(e.state)))).toEqual(new Set(closed));
    for (const e of fromThere)
      expect(["creatingPayment", "confirming", "awaitingProvider.redirect"]).not.toContain(
        stateName(e.nextState),
      );
    // Kicked out: the modal leaves only to ask for the car again.
    for (const e of edges.filter((e) => stateName(e.state) === "kickedOut"))
      expect(stateName(e.nextState)).toMatch(/^(kickedOut|takingHold)$/);
  });

  it("keeps the hold while a declined payment waits for its retry", () => {
    const declined = reached.filter((s) => stateName(s) === "declined");
    expect(declined.length).toBeGreaterThan(0);
    for (const s of declined) {
      expect(s.context.lockId).not.toBeNull();
      expect(s.context.orderNumber).not.toBeNull();
      expect(s.can({ type: "RETRY", idempotencyKey: "another-key" })).toBe(true);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The rules, on a running actor with fake calls.

interface Fakes {
  init?: (lockId: string | null) => HoldTaken | Error;
  hold?: () => HoldState;
  pay?: (attempt: number) => PaymentCreated | Error;
  confirm?: (attempt: number) => OrderConfirmed | Error;
}

function run(machineInput: Partial<CheckoutInput>, fakes: Fakes = {}) {
  const calls = {
    init: [] as (string | null)[],
    pay: [] as { kind: PaymentKind; amount: number; currency: string; idempotencyKey: string }[],
    confirm: [] as {
      payment: { provider: string; kind: PaymentKind; id: string } | null;
      customer: BuyerDetails | null;
      lockId: string;
      orderNumber: string;
    }[],
    holds: 0,
  };
  const answer = <T>(value: T | Error): T => {
    if (value instanceof Error) throw value;
    return value;
  };
  const machine = orderOnlineCheckoutMachine.provide({
    actors: {
      initOrder: fromPromise(async ({ input: i }: { input: InitOrderInput }) => {
        calls.init.push(i.lockId);
        return answer(fakes.init?.(i.lockId) ?? hold());
      }),
      checkHold: fromPromise(async () => {
        calls.holds++;
        return fakes.hold?.() ?? "active";
      }),
      createPayment: fromPromise(async ({ input: i }: { input: CreatePaymentInput }) => {
        calls.pay.push({
          kind: i.kind,
          amount: i.amount,
          currency: i.currency,
          idempotencyKey: i.idempotencyKey,
        });
        return answer(fakes.pay?.(calls.pay.length) ?? payment({ kind: i.kind }));
      }),
      confirmOrder: fromPromise(async ({ input: i }: { input: ConfirmOrderInput }) => {
        calls.confirm.push({
          payment: i.payment,
          customer: i.customer,
          lockId: i.lockId,
          orderNumber: i.orderNumber,
        });
        return answer(fakes.confirm?.(calls.confirm.length) ?? order);
      }),
    },
  });
  const actor = createActor(machine, { input: { ...input, ...machineInput } }).start();
  const settle = (state: string) =>
    waitFor(actor, (s) => stateName(s) === state, { timeout: 1000 });
  return { actor, calls, settle, context: () => actor.getSnapshot().context };
}

const submit: CheckoutEvent = { type: "SUBMIT", customer: buyer, idempotencyKey: "key-1" };

describe("order-online checkout rules", () => {
  it("holds the car, shows the initial soft-lock modal, then pays by card and confirms the order", async () => {
    const r = run({ vendorType: "STRIPE" });
    await r.settle("held");
    expect(r.context()).toMatchObject({
      lockId: hold().lockId,
      orderNumber: "SO-7K3M9QXA",
      expiresAt: IN_15_MINUTES,
      holdSeconds: 900,
    });
    r.actor.send(submit); // not before the modal is closed
    expect(stateName(r.actor.getSnapshot())).toBe("held");
    r.actor.send({ type: "ACKNOWLEDGE" });
    r.actor.send(submit);
    await r.settle("awaitingProvider.redirect");
    expect(r.calls.pay).toEqual([
      { kind: "card", amount: 500000, currency: "AED", idempotencyKey: "key-1" },
    ]);
    expect(r.context().payment.redirectUrl).toBe("/local-pay/lp_1");
    r.actor.send({ type: "PROVIDER_RETURNED", status: "succeeded" });
    await r.settle("success");
    expect(r.calls.confirm).toEqual([
      {
        payment: { provider: "local", kind: "card", id: "lp_1" },
        customer: buyer,
        lockId: hold().lockId,
        orderNumber: "SO-7K3M9QXA",
      },
    ]);
    expect(r.context().order).toEqual(order);
  });

  it("sends the stored hold of this vehicle again instead of asking for a new one", async () => {
    const r = run({ storedLockId: "kept-lock" });
    await r.settle("held");
    expect(r.calls.init).toEqual(["kept-lock"]);
  });

  it("pays through the wallet or the hosted checkout by the vendor type", async () => {
    for (const [vendorType, kind] of [
      ["paypal", "wallet"],
      [" LIQPAY ", "hosted"],
      ["", "card"],
    ] as const) {
      const r = run({ vendorType });
      await r.settle("held");
      r.actor.send({ type: "ACKNOWLEDGE" });
      r.actor.send(submit);
      await r.settle("awaitingProvider.redirect");
      expect(r.calls.pay.map((p) => p.kind)).toEqual([kind]);
    }
  });

  it("a free reservation (NO_PAYMENT_JAPAN, trimmed and upper-cased) skips the payment", async () => {
    const r = run(
      { vendorType: "  no_payment_Japan " },
      {
        confirm: () => ({ ...order, status: "confirmed", paymentStatus: "none" }),
      },
    );
    await r.settle("held");
    r.actor.send({ type: "ACKNOWLEDGE" });
    r.actor.send(submit);
    await r.settle("success");
    expect(r.calls.pay).toEqual([]);
    expect(r.calls.confirm[0]?.payment).toBeNull();
    expect(r.context().order?.status).toBe("confirmed");
  });

  it("NO_PAYMENT_WITH_CONFIRMATION_EMAIL has no gateway: the order waits for the e-mailed link", async () => {
    const r = run(
      {},
      {
        init: () => hold({ vendorType: "NO_PAYMENT_WITH_CONFIRMATION_EMAIL" }),
        confirm: () => ({ ...order, status: "awaiting_confirmation", paymentStatus: "none" }),
      },
    );
    await r.settle("held");
    r.actor.send({ type: "ACKNOWLEDGE" });
    r.actor.send(submit);
    await r.settle("success");
    expect(r.calls.pay).toEqual([]);
    expect(r.context().order?.status).toBe("awaiting_confirmation");
  });

  it("a decline keeps the hold and allows a retry, as a new attempt with a new key", async () => {
    const r = run(
      {},
      {
        pay: (attempt) =>
          attempt === 1
            ? refusal("payment_failed", { providerMessage: "Your card was declined." })
            : payment({ id: "lp_2" }),
      },
    );
    await r.settle("held");
    r.actor.send({ type: "ACKNOWLEDGE" });
    r.actor.send(submit);
    await r.settle("declined");
    expect(r.context()).toMatchObject({
      lockId: hold().lockId,
      orderNumber: "SO-7K3M9QXA",
      errorCode: "payment_failed",
      failureMessage: "Your card was declined.",
    });
    // The same key again would replay the declined attempt: not taken.
    r.actor.send({ type: "RETRY", idempotencyKey: "key-1" });
    r.actor.send({ type: "RETRY" });
    expect(stateName(r.actor.getSnapshot())).toBe("declined");
    r.actor.send({ type: "RETRY", idempotencyKey: "key-2" });
    await r.settle("awaitingProvider.redirect");
    expect(r.calls.pay.map((p) => p.idempotencyKey)).toEqual(["key-1", "key-2"]);
    expect(r.calls.init).toHaveLength(1);
    r.actor.send({ type: "PROVIDER_RETURNED", status: "succeeded" });
    await r.settle("success");
    expect(r.calls.confirm[0]?.payment?.id).toBe("lp_2");
  });

  it("a decline at the provider, or found by the server at confirmation, is declined too", async () => {
    const r = run(
      {},
      { confirm: () => refusal("payment_failed", { providerMessage: "Insufficient funds." }) },
    );
    await r.settle("held");
    r.actor.send({ type: "ACKNOWLEDGE" });
    r.actor.send(submit);
    await r.settle("awaitingProvider.redirect");
    r.actor.send({ type: "PROVIDER_RETURNED", status: "requires_action" });
    expect(stateName(r.actor.getSnapshot())).toBe("awaitingProvider.requiresAction");
    r.actor.send({ type: "PROVIDER_RETURNED", status: "succeeded" });
    await r.settle("declined");
    expect(r.context().failureMessage).toBe("Insufficient funds.");

    const back = run({});
    await back.settle("held");
    back.actor.send({ type: "ACKNOWLEDGE" });
    back.actor.send(submit);
    await back.settle("awaitingProvider.redirect");
    back.actor.send({
      type: "PROVIDER_RETURNED",
      status: "failed",
      failureMessage: "Your card was declined.",
    });
    expect(stateName(back.actor.getSnapshot())).toBe("declined");
    expect(back.context().failureMessage).toBe("Your card was declined.");
  });

  it("kicked out (the hold expired and somebody else holds the car) cannot pay", async () => {
    const r = run({});
    await r.settle("held");
    r.actor.send({ type: "ACKNOWLEDGE" });
    r.actor.send({ type: "HOLD_STATE", state: "taken" });
    expect(stateName(r.actor.getSnapshot())).toBe("kickedOut");
    r.actor.send(submit);
    r.actor.send({ type: "RETRY", idempotencyKey: "key-2" });
    await r.settle("held");
    // The retry asked for the car again, with a new hold (the old lock is not sent).
    expect(r.calls.init).toEqual([null, null]);
    expect(r.calls.pay).toEqual([]);
  });

  it("a hold lost when the payment is created is checked: taken by another is kicked out", async () => {
    const r = run({}, { pay: () => refusal("hold_lost"), hold: () => "taken" });
    await r.settle("held");
    r.actor.send({ type: "ACKNOWLEDGE" });
    r.actor.send(submit);
    await r.settle("kickedOut");
    expect(r.calls.holds).toBe(1);
  });

  it("a hold that ran out on a car still free is taken again", async () => {
    const r = run({});
    await r.settle("held");
    r.actor.send({ type: "ACKNOWLEDGE" });
    r.actor.send({ type: "HOLD_STATE", state: "active" });
    expect(stateName(r.actor.getSnapshot())).toBe("form");
    r.actor.send({ type: "HOLD_STATE", state: "expired" });
    expect(stateName(r.actor.getSnapshot())).toBe("holdExpired");
    r.actor.send(submit);
    expect(stateName(r.actor.getSnapshot())).toBe("holdExpired");
    r.actor.send({ type: "RETAKE" });
    await r.settle("held");
    expect(r.calls.init).toEqual([null, null]);
  });

  it("a car held by another visitor shows the soft-lock modal with when it ends, and a retry", async () => {
    let first = true;
    const r = run(
      {},
      {
        init: () => {
          if (!first) return hold();
          first = false;
          return refusal("vehicle_held", { heldUntil: IN_15_MINUTES });
        },
      },
    );
    await r.settle("heldByAnother");
    expect(r.context()).toMatchObject({ heldUntil: IN_15_MINUTES, lockId: null });
    r.actor.send({ type: "RETRY" });
    await r.settle("held");
    expect(r.context().heldUntil).toBeNull();
  });

  it("a sold car is an error; the configurator journey opens the form with no hold", async () => {
    const sold = run({}, { init: () => refusal("vehicle_sold") });
    await sold.settle("error");
    expect(sold.context().errorCode).toBe("vehicle_sold");

    const build = run(
      { configUrl: "https://configurator.example.com/landrover/l663/build/demo-defender-110" },
      { init: () => hold({ expiresAt: null, holdSeconds: 0 }) },
    );
    await build.settle("form");
    expect(build.context().expiresAt).toBeNull();
  });

  it("confirmation: an error may be retried; a hold lost meanwhile is the failure page", async () => {
    const r = run({}, { confirm: (n) => (n === 1 ? new TypeError("Failed to fetch") : order) });
    await r.settle("held");
    r.actor.send({ type: "ACKNOWLEDGE" });
    r.actor.send(submit);
    await r.settle("awaitingProvider.redirect");
    r.actor.send({ type: "PROVIDER_RETURNED", status: "succeeded" });
    await r.settle("confirmationError");
    expect(r.context().errorCode).toBe("network");
    r.actor.send({ type: "RETRY" });
    await r.settle("success");
    expect(r.calls.confirm).toHaveLength(2);

    const lost = run({}, { confirm: () => refusal("hold_lost") });
    await lost.settle("held");
    lost.actor.send({ type: "ACKNOWLEDGE" });
    lost.actor.send(submit);
    await lost.settle("awaitingProvider.redirect");
    lost.actor.send({ type: "PROVIDER_RETURNED", status: "succeeded" });
    await lost.settle("confirmationFailed");
    expect(lost.actor.getSnapshot().status).toBe("done");
  });

  it("back from the provider, confirms the kept reservation without taking the hold again", async () => {
    const resume = {
      orderNumber: "SO-7K3M9QXA",
      lockId: "kept-lock",
      payment: { provider: "local", kind: "card" as const, id: "lp_9" },
      idempotencyKey: "key-1",
      customer: buyer,
    };
    const ok = run({ resume: { ...resume, redirectStatus: "succeeded" } });
    await ok.settle("success");
    expect(ok.calls.init).toEqual([]);
    expect(ok.calls.confirm[0]).toMatchObject({
      payment: resume.payment,
      lockId: "kept-lock",
      customer: buyer,
    });

    const action = run({ resume: { ...resume, redirectStatus: "requires_action" } });
    expect(stateName(action.actor.getSnapshot())).toBe("awaitingProvider.requiresAction");

    // Declined, and the fee not kept: the retry asks for the same hold again to learn it.
    const declined = run({
      resume: { ...resume, redirectStatus: "failed", failureMessage: "Your card was declined." },
    });
    expect(stateName(declined.actor.getSnapshot())).toBe("declined");
    expect(declined.context().failureMessage).toBe("Your card was declined.");
    declined.actor.send({ type: "RETRY", idempotencyKey: "key-2" });
    await declined.settle("held");
    expect(declined.calls.init).toEqual(["kept-lock"]);

    // With the fee kept, the retry pays again at once.
    const kept = run({
      resume: {
        ...resume,
        redirectStatus: "failed",
        failureMessage: "Your card was declined.",
        amount: 500000,
        currency: "AED",
      },
    });
    kept.actor.send({ type: "RETRY", idempotencyKey: "key-2" });
    await kept.settle("awaitingProvider.redirect");
    expect(kept.calls.pay).toEqual([
      { kind: "card", amount: 500000, currency: "AED", idempotencyKey: "key-2" },
    ]);
  });

  it("a decline whose message the page does not know is asked of the server, which names it", async () => {
    const r = run(
      {
        resume: {
          orderNumber: "SO-7K3M9QXA",
          lockId: "kept-lock",
          payment: { provider: "local", kind: "card", id: "lp_9" },
          idempotencyKey: "key-1",
          customer: buyer,
          redirectStatus: "failed",
        },
      },
      {
        confirm: () => refusal("payment_failed", { providerMessage: "Your card was declined." }),
      },
    );
    await r.settle("declined");
    expect(r.calls.confirm).toHaveLength(1);
    expect(r.context().failureMessage).toBe("Your card was declined.");
  });

  it("the stored hold given back again goes to the form without the initial modal", async () => {
    const r = run({ storedLockId: hold().lockId });
    await r.settle("form");
    expect(r.calls.init).toEqual([hold().lockId]);
    // A decline reported as the page opened stays on show until the next attempt.
    const back = run({ storedLockId: hold().lockId, failureMessage: "Your card was declined." });
    await back.settle("form");
    expect(back.context().failureMessage).toBe("Your card was declined.");
    back.actor.send(submit);
    await back.settle("awaitingProvider.redirect");
    expect(back.context().failureMessage).toBeNull();
  });
});
