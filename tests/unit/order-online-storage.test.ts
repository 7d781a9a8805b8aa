import { describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { orderOnlineStepsMachine } from "../../machines/order-online-steps-machine.ts";
import { withTradeInData } from "../../runtime/core/stock/trade-in.ts";
import {
  clearReservation,
  EMPTY_ORDER_ONLINE_DATA,
  financeTypeOf,
  liveSoftLockFor,
  readOrderOnlineData,
  readProductPageData,
  readReservation,
  readSoftLock,
  resetJourneyStorage,
  type StorageLike,
  withLocationDetails,
  writeOrderOnlineData,
  writeProductPageData,
  writeReservation,
  writeSoftLock,
} from "../../site/order-online/journey-storage.ts";
import {
  clearSteps,
  loadSteps,
  STEPS_STORAGE_KEY,
  saveSteps,
} from "../../site/order-online/steps-storage.ts";

/** A Storage kept in a Map, that can be told to refuse writes. */
function memoryStorage(initial: Record<string, string> = {}, refuseWrites = false) {
  const items = new Map(Object.entries(initial));
  const storage: StorageLike = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      if (refuseWrites) throw new DOMException("full", "QuotaExceededError");
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
  return { storage, items, json: (key: string) => JSON.parse(items.get(key) ?? "null") };
}

const tradeIn = {
  isTradeInOn: true,
  rawData: {
    brand: { value: "toyota", name: "تويوتا" },
    model: { value: "camry", name: "كامري" },
    bodyType: { value: "sedan", name: "سيدان" },
    fuelType: { value: "petrol", name: "بنزين" },
    mileage: 42000,
    registrationDate: { date: "2020-03-01" },
    registration: "دبي 12345",
  },
};

const lock = {
  vehicleId: "17",
  lockId: "6f1c1f8e-6f8e-4a53",
  expiresAt: "2026-05-01T10:15:00.000Z",
};

describe("order-online storage data (sl_order_online_data)", () => {
  it("reads what was written, member by member, under its key", () => {
    const { storage, json } = memoryStorage();
    writeOrderOnlineData(storage, {
      vehicleId: "17",
      detailsRoute: "/ar/showroom-order-online/vehicle/17?list=default",
      preselectedPaymentOption: "lease",
      paymentOptionsData: { type: "lease", data: [{ months: 36 }], provider: "bank" },
      appBookingData: { date: "2026-05-03", time: { value: "10:30" } },
      tabChoice: "delivery",
      tradeInData: tradeIn,
    });
    expect(json("sl_order_online_data")).toMatchObject({ vehicleId: "17", tabChoice: "delivery" });
    expect(readOrderOnlineData(storage)).toEqual({
      ...EMPTY_ORDER_ONLINE_DATA,
      vehicleId: "17",
      detailsRoute: "/ar/showroom-order-online/vehicle/17?list=default",
      preselectedPaymentOption: "lease",
      paymentOptionsData: { type: "lease", data: [{ months: 36 }], provider: "bank" },
      appBookingData: { date: "2026-05-03", time: { value: "10:30" } },
      tabChoice: "delivery",
      tradeInData: tradeIn,
    });
  });

  it("reads a missing, unreadable or malformed store as empty, and never throws", () => {
    expect(readOrderOnlineData(memoryStorage().storage)).toEqual(EMPTY_ORDER_ONLINE_DATA);
    for (const text of ["{not json", "[]", "42", "null"])
      expect(readOrderOnlineData(memoryStorage({ sl_order_online_data: text }).storage)).toEqual(
        EMPTY_ORDER_ONLINE_DATA,
      );
    const throwing: StorageLike = {
      getItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      setItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
      removeItem: () => {
        throw new DOMException("denied", "SecurityError");
      },
    };
    expect(readOrderOnlineData(throwing)).toEqual(EMPTY_ORDER_ONLINE_DATA);
    expect(readSoftLock(throwing)).toBeNull();
    expect(readReservation(throwing)).toBeNull();
    expect(writeOrderOnlineData(throwing, { vehicleId: "1" })).toBe(false);
    expect(() => resetJourneyStorage(throwing, { vehicleId: "1" })).not.toThrow();
  });

  it("drops members of the wrong shape, keeping the rest", () => {
    const { storage } = memoryStorage({
      sl_order_online_data: JSON.stringify({
        vehicleId: 17,
        paymentOptionsData: { data: [] },
        appBookingData: "tomorrow",
        locationDetails: { name: "no uuid" },
        tradeInData: { isTradeInOn: "yes" },
      }),
    });
    expect(readOrderOnlineData(storage)).toEqual({ ...EMPTY_ORDER_ONLINE_DATA, vehicleId: "17" });
  });

  it("paymentRecipient is set to locationDetails' uuid", () => {
    const { storage } = memoryStorage();
    const dealer = { uuid: "dealer-uuid-7", name: "الفطيم للسيارات - دبي" };
    writeOrderOnlineData(storage, { locationDetails: dealer });
    expect(readOrderOnlineData(storage)).toMatchObject({
      locationDetails: dealer,
      paymentRecipient: "dealer-uuid-7",
    });
    writeOrderOnlineData(storage, { locationDetails: null });
    expect(readOrderOnlineData(storage).paymentRecipient).toBeNull();
    expect(withLocationDetails(EMPTY_ORDER_ONLINE_DATA, { uuid: "d-2" }).paymentRecipient).toBe(
      "d-2",
    );
  });

  it("keeps the trade-in the showroom's form writes into the same store", () => {
    const { storage, items } = memoryStorage();
    writeOrderOnlineData(storage, { vehicleId: "17", tabChoice: "pickup" });
    items.set(
      "sl_order_online_data",
      withTradeInData(items.get("sl_order_online_data") ?? null, tradeIn),
    );
    expect(readOrderOnlineData(storage)).toMatchObject({
      vehicleId: "17",
      tabChoice: "pickup",
      tradeInData: tradeIn,
    });
  });

  it("answers false when the browser refuses to store", () => {
    expect(writeOrderOnlineData(memoryStorage({}, true).storage, { vehicleId: "1" })).toBe(false);
  });
});

describe("soft-lock and reservation stores", () => {
  it("keeps the hold {vehicleId, lockId, expiresAt} under sl_order_online_soft_lock", () => {
    const { storage, json } = memoryStorage();
    writeSoftLock(storage, lock);
    expect(json("sl_order_online_soft_lock")).toEqual(lock);
    expect(readSoftLock(storage)).toEqual(lock);
  });

  it("a live hold is this vehicle's and not past its end", () => {
    const { storage } = memoryStorage();
    writeSoftLock(storage, lock);
    expect(liveSoftLockFor(storage, 17, new Date("2026-05-01T10:14:59Z"))).toEqual(lock);
    expect(liveSoftLockFor(storage, 18, new Date("2026-05-01T10:14:59Z"))).toBeNull();
    expect(liveSoftLockFor(storage, "17", new Date("2026-05-01T10:15:00Z"))).toBeNull();
  });

  it("reads a hold without its lock id or with a bad date as none", () => {
    expect(
      readSoftLock(
        memoryStorage({ sl_order_online_soft_lock: JSON.stringify({ ...lock, lockId: "" }) })
          .storage,
      ),
    ).toBeNull();
    expect(
      readSoftLock(
        memoryStorage({ sl_order_online_soft_lock: JSON.stringify({ ...lock, expiresAt: "soon" }) })
          .storage,
      ),
    ).toBeNull();
  });

  it("keeps the reservation under way under sl_order_online_reservation", () => {
    const { storage } = memoryStorage();
    const reservation = {
      orderNumber: "SO-7K3M9QXA",
      lockId: lock.lockId,
      paymentId: "lp_1",
      provider: "local",
      idempotencyKey: "key-1",
    };
    writeReservation(storage, reservation);
    expect(readReservation(storage)).toEqual(reservation);
    clearReservation(storage);
    expect(readReservation(storage)).toBeNull();
    expect(
      readReservation(
        memoryStorage({ sl_order_online_reservation: JSON.stringify({ lockId: "x" }) }).storage,
      ),
    ).toBeNull();
  });
});

describe("the showroom's data (sl_product_page_data)", () => {
  it("reads the finance selection and trade-in; a calculator selection is a lease", () => {
    const { storage } = memoryStorage();
    writeProductPageData(storage, {
      vehicleId: "17",
      financeSelection: {
        type: "calculator",
        selectedOptionData: { dataLayer: { loan_tenure: 36 } },
        subscriptionProductsData: null,
        values: { monthlyPayment: 2450 },
      },
      tradeInData: tradeIn,
    });
    expect(readProductPageData(storage)).toEqual({
      vehicleId: "17",
      financeSelection: {
        type: "lease",
        selectedOptionData: { dataLayer: { loan_tenure: 36 } },
        subscriptionProductsData: null,
        values: { monthlyPayment: 2450 },
      },
      tradeInData: tradeIn,
    });
    expect(financeTypeOf(" Subscription ")).toBe("subscription");
  });

  it("reads nothing from a malformed store", () => {
    expect(readProductPageData(memoryStorage({ sl_product_page_data: "{" }).storage)).toEqual({
      vehicleId: null,
      financeSelection: null,
      tradeInData: null,
    });
  });
});

describe("001 §4 journey start", () => {
  const started = () =>
    memoryStorage({
      sl_order_online_data: JSON.stringify({
        vehicleId: "17",
        tabChoice: "pickup",
        paymentOptionsData: { type: "cash", data: [] },
        tradeInData: tradeIn,
      }),
      sl_order_online_reservation: JSON.stringify({ orderNumber: "SO-1", lockId: "l-1" }),
      sl_order_online_steps: JSON.stringify({ active: 2, enabled: [0, 1, 2] }),
      sl_product_page_data: JSON.stringify({ vehicleId: "17" }),
    });

  it("Storage is reset at journey start", () => {
    const { storage, items, json } = started();
    const data = resetJourneyStorage(storage, {
      vehicleId: "17",
      detailsRoute: "/ar/showroom-order-online/vehicle/17?list=default",
    });
    expect(data).toEqual({
      ...EMPTY_ORDER_ONLINE_DATA,
      vehicleId: "17",
      detailsRoute: "/ar/showroom-order-online/vehicle/17?list=default",
      // The visitor's own car is kept whichever car they reserve.
      tradeInData: tradeIn,
    });
    expect(readOrderOnlineData(storage)).toEqual(data);
    expect(items.has("sl_order_online_reservation")).toBe(false);
    // The showroom's data is the showroom's.
    expect(json("sl_product_page_data")).toEqual({ vehicleId: "17" });
  });

  it("The soft-lock store is cleared only when it matches the vehicle id.", () => {
    const same = started();
    same.items.set("sl_order_online_soft_lock", JSON.stringify(lock));
    resetJourneyStorage(same.storage, { vehicleId: 17 });
    expect(same.items.has("sl_order_online_soft_lock")).toBe(false);

    const other = started();
    other.items.set("sl_order_online_soft_lock", JSON.stringify({ ...lock, vehicleId: "99" }));
    resetJourneyStorage(other.storage, { vehicleId: "17" });
    expect(readSoftLock(other.storage)).toEqual({ ...lock, vehicleId: "99" });
  });

  it("keeps the steps of the same vehicle's journey, and drops another journey's", () => {
    const same = started();
    resetJourneyStorage(same.storage, { vehicleId: "17" });
    expect(same.json("sl_order_online_steps")).toEqual({ active: 2, enabled: [0, 1, 2] });

    const other = started();
    resetJourneyStorage(other.storage, { vehicleId: "18" });
    expect(other.items.has("sl_order_online_steps")).toBe(false);

    const build = started();
    resetJourneyStorage(build.storage, {
      vehicleId: "17",
      configUrl: "https://configurator.example.com/landrover/l663/build/demo-defender-110",
    });
    expect(build.items.has("sl_order_online_steps")).toBe(false);
    expect(readOrderOnlineData(build.storage).configUrl).toBe(
      "https://configurator.example.com/landrover/l663/build/demo-defender-110",
    );
  });

  it("takes the trade-in the showroom handed over, before an older one", () => {
    const { storage, items } = started();
    const newer = { ...tradeIn, rawData: { ...tradeIn.rawData, mileage: 1000 } };
    items.set("sl_product_page_data", JSON.stringify({ vehicleId: "17", tradeInData: newer }));
    expect(resetJourneyStorage(storage, { vehicleId: "17" }).tradeInData).toEqual(newer);
  });
});

// ---------------------------------------------------------------------------------------------
// The steps' store (sl_order_online_steps), wired to the steps machine as the page wires it.

/** A Storage kept in a Map, each of whose calls can be told to fail. */
function refusingStorage(refuse: { get?: boolean; set?: boolean; remove?: boolean }) {
  const items = new Map<string, string>();
  const storage: StorageLike = {
    getItem: (key) => {
      if (refuse.get) throw new DOMException("denied", "SecurityError");
      return items.get(key) ?? null;
    },
    setItem: (key, value) => {
      if (refuse.set) throw new DOMException("full", "QuotaExceededError");
      items.set(key, value);
    },
    removeItem: (key) => {
      if (refuse.remove) throw new DOMException("denied", "SecurityError");
      items.delete(key);
    },
  };
  return { storage, items };
}

function stepsOn(storage: StorageLike, stepCount = 4) {
  const warnings: string[] = [];
  const log = (message: string) => void warnings.push(message);
  const actor = createActor(
    orderOnlineStepsMachine.provide({
      actions: {
        persist: ({ context }) => void saveSteps(storage, context, log),
        clearStored: () => void clearSteps(storage, log),
      },
    }),
    { input: { stepCount } },
  ).start();
  actor.send({ type: "RESTORE", stored: loadSteps(storage, log) });
  return { actor, warnings, context: () => actor.getSnapshot().context };
}

describe("the steps' store (001 §4, §8)", () => {
  it("persists active and enabled as JSON under sl_order_online_steps, and restores them", () => {
    const { storage, items } = refusingStorage({});
    const first = stepsOn(storage);
    first.actor.send({ type: "VALIDATE", record: { stepIndex: 0, type: "form", value: true } });
    first.actor.send({ type: "NEXT" });
    expect(STEPS_STORAGE_KEY).toBe("sl_order_online_steps");
    expect(JSON.parse(items.get("sl_order_online_steps") ?? "null")).toEqual({
      active: 1,
      enabled: [0, 1],
    });
    // A reload comes back to the same step.
    expect(stepsOn(storage).context()).toMatchObject({ active: 1, enabled: [0, 1] });
  });

  it("clears the store when what it holds cannot be restored", () => {
    const { storage, items } = refusingStorage({});
    items.set(STEPS_STORAGE_KEY, JSON.stringify({ active: 2, enabled: [0, 2] }));
    expect(stepsOn(storage).context()).toMatchObject({ active: 0, enabled: [0] });
    expect(items.has(STEPS_STORAGE_KEY)).toBe(false);
  });

  it("warns 'SL Steps Validation: saving data to localStorage failed' when the browser refuses to store", () => {
    const run = stepsOn(refusingStorage({ set: true }).storage);
    run.actor.send({ type: "SET_ACTIVE", step: 1 });
    expect(run.context().active).toBe(1);
    expect(run.warnings).toEqual(["SL Steps Validation: saving data to localStorage failed"]);
  });

  it("warns 'SL Steps Validation: removing localStorage data failed' when the browser refuses to remove", () => {
    const { storage, items } = refusingStorage({ remove: true });
    items.set(STEPS_STORAGE_KEY, JSON.stringify({ active: 2, enabled: [0] }));
    const run = stepsOn(storage);
    expect(run.context().active).toBe(0);
    expect(run.warnings).toEqual(["SL Steps Validation: removing localStorage data failed"]);
  });

  it("warns 'SL Steps Validation: fetching stored localeStorage data failed' on a store it cannot read, and starts afresh", () => {
    const warn = vi.fn();
    const { storage, items } = refusingStorage({});
    items.set(STEPS_STORAGE_KEY, "{not json");
    expect(loadSteps(storage, warn)).toBeNull();
    expect(warn).toHaveBeenCalledWith(
      "SL Steps Validation: fetching stored localeStorage data failed",
      expect.any(SyntaxError),
    );
    expect(loadSteps(refusingStorage({ get: true }).storage, warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    // Nothing stored is no error.
    expect(loadSteps(refusingStorage({}).storage, warn)).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    const run = stepsOn(refusingStorage({ get: true }).storage);
    expect(run.context()).toMatchObject({ active: 0, enabled: [0] });
  });
});
