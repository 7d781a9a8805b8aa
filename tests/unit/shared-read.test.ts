import { describe, expect, it } from "vitest";
import { SharedRead } from "../../runtime/cache/shared-read.ts";

/** A counter read that takes a turn of the clock and says which read answered. */
function counter() {
  let value = 0;
  let reads = 0;
  const shared = new SharedRead(async () => {
    const started = value;
    reads++;
    await new Promise((resolve) => setTimeout(resolve, 5));
    return started;
  });
  return {
    shared,
    write: () => {
      value++;
    },
    reads: () => reads,
  };
}

describe("a read shared by the callers that wait together", () => {
  it("answers a burst with two reads: the one running, then one for all who came meanwhile", async () => {
    const { shared, reads } = counter();
    await Promise.all(Array.from({ length: 10 }, () => shared.read()));
    expect(reads()).toBe(2);
  });

  it("never answers a caller with a read that started before it asked", async () => {
    const { shared, write } = counter();
    const first = shared.read();
    // A write committed after the first read started, before this caller asks.
    write();
    const second = shared.read();
    expect(await first).toBe(0);
    expect(await second).toBe(1);
  });

  it("reads again after a failed read, for the callers that came during it", async () => {
    let calls = 0;
    const shared = new SharedRead(async () => {
      calls++;
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (calls === 1) throw new Error("the database is away");
      return calls;
    });
    const first = shared.read();
    const second = shared.read();
    await expect(first).rejects.toThrow("the database is away");
    expect(await second).toBe(2);
  });
});
