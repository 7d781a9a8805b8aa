import { describe, expect, it } from "vitest";
import { batchedWrites } from "../../runtime/db/batched-writes.ts";

/** A store whose writes take a turn of the event loop and record each statement's rows. */
function fakeStore(refuse: (row: number) => boolean = () => false) {
  const statements: number[][] = [];
  const write = batchedWrites(async (_store: object, rows: number[]) => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    if (rows.some(refuse)) throw new Error(`refused ${rows.join(",")}`);
    statements.push(rows);
  });
  return { statements, write };
}

describe("writes grouped while one runs", () => {
  it("writes the first row at once and the rows asked for meanwhile in one statement", async () => {
    const { statements, write } = fakeStore();
    const store = {};
    await Promise.all([1, 2, 3, 4, 5].map((row) => write(store, row)));
    expect(statements).toEqual([[1], [2, 3, 4, 5]]);
  });

  it("keeps the groups of two stores apart", async () => {
    const { statements, write } = fakeStore();
    const [a, b] = [{}, {}];
    await Promise.all([write(a, 1), write(b, 2), write(a, 3), write(b, 4)]);
    expect(statements).toEqual([[1], [2], [3], [4]]);
  });

  it("fails only the caller whose row is refused: the others of its group are written alone", async () => {
    const { statements, write } = fakeStore((row) => row === 3);
    const store = {};
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map((row) => write(store, row)));
    expect(outcomes.map((o) => o.status)).toEqual([
      "fulfilled",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    expect(statements.flat().sort()).toEqual([1, 2, 4]);
    // After a failure the next rows are grouped again.
    const before = statements.length;
    await Promise.all([5, 6, 7].map((row) => write(store, row)));
    const after = statements.slice(before);
    expect(after.flat()).toEqual([5, 6, 7]);
    expect(after.length).toBeLessThanOrEqual(2);
  });
});
