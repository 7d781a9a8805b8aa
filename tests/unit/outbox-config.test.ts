import { describe, expect, it } from "vitest";
import { readConfig } from "../../runtime/config.ts";

describe("the delivery worker's pool from the environment", () => {
  it("defaults to 128 deliveries at once and 32 per target, and takes the operator's sizes", () => {
    expect(readConfig({}).outbox).toEqual({ concurrency: 128, perTargetConcurrency: 32 });
    expect(
      readConfig({ OUTBOX_CONCURRENCY: " 40 ", OUTBOX_TARGET_CONCURRENCY: "1" }).outbox,
    ).toEqual({ concurrency: 40, perTargetConcurrency: 1 });
  });

  it("refuses a size that is not a whole number from 1 to 1000, naming the variable", () => {
    expect(() => readConfig({ OUTBOX_CONCURRENCY: "0" })).toThrow(
      'OUTBOX_CONCURRENCY must be a whole number from 1 to 1000, got "0"',
    );
    expect(() => readConfig({ OUTBOX_CONCURRENCY: "many" })).toThrow(/^OUTBOX_CONCURRENCY /);
    expect(() => readConfig({ OUTBOX_TARGET_CONCURRENCY: "2.5" })).toThrow(
      /^OUTBOX_TARGET_CONCURRENCY must be a whole number from 1 to 1000, got "2.5"/,
    );
    expect(() => readConfig({ OUTBOX_TARGET_CONCURRENCY: "1001" })).toThrow(
      /OUTBOX_TARGET_CONCURRENCY/,
    );
  });

  it("delivers in the server's process unless OUTBOX_WORKER is off, and refuses another word", () => {
    expect(readConfig({}).isOutboxWorker).toBe(true);
    expect(readConfig({ OUTBOX_WORKER: "on" }).isOutboxWorker).toBe(true);
    expect(readConfig({ OUTBOX_WORKER: " OFF " }).isOutboxWorker).toBe(false);
    expect(() => readConfig({ OUTBOX_WORKER: "no" })).toThrow(
      'OUTBOX_WORKER must be on or off, got "no"',
    );
  });
});
