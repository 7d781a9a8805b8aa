import { describe, expect, it } from "vitest";
import {
  parseSavedCars,
  SAVED_CARS_MAX,
  SAVED_CARS_STORAGE_KEY,
  type SavedCarsState,
  savedCarsReducer,
  savedCarUrl,
  serializeSavedCars,
} from "../../runtime/core/stock/saved-cars.ts";

const empty: SavedCarsState = { cars: [], bad: [] };

describe("saved cars rules", () => {
  it("keeps the documented storage key", () => {
    expect(SAVED_CARS_STORAGE_KEY).toBe("stockLocatorSavedVahicles");
  });

  it("toggles: adds a car when absent, removes it when present", () => {
    const one = savedCarsReducer(empty, { type: "toggle", car: { id: "12", list: "default" } });
    expect(one.cars).toEqual([{ id: "12", list: "default" }]);
    const two = savedCarsReducer(one, { type: "toggle", car: { id: "7", list: "used,new" } });
    expect(two.cars.map((c) => c.id)).toEqual(["12", "7"]);
    const back = savedCarsReducer(two, { type: "toggle", car: { id: "12", list: "default" } });
    expect(back.cars).toEqual([{ id: "7", list: "used,new" }]);
  });

  it("refuses what is not a saved car", () => {
    for (const car of [
      { id: "0", list: "default" },
      { id: "abc", list: "default" },
      { id: "3", list: "Default" },
      { id: "3", list: "../x" },
      { id: "99999999999", list: "default" },
    ])
      expect(savedCarsReducer(empty, { type: "toggle", car })).toBe(empty);
  });

  it("clears the list", () => {
    const state = savedCarsReducer(empty, { type: "toggle", car: { id: "1", list: "default" } });
    expect(savedCarsReducer(state, { type: "clear" }).cars).toEqual([]);
  });

  it("a bad id (404) is removed and kept out of a list another tab writes back", () => {
    let state = savedCarsReducer(empty, { type: "toggle", car: { id: "1", list: "default" } });
    state = savedCarsReducer(state, { type: "toggle", car: { id: "2", list: "default" } });
    state = savedCarsReducer(state, { type: "markBad", id: "1" });
    expect(state).toEqual({ cars: [{ id: "2", list: "default" }], bad: ["1"] });
    state = savedCarsReducer(state, {
      type: "replace",
      cars: [
        { id: "1", list: "default" },
        { id: "3", list: "default" },
      ],
    });
    expect(state.cars.map((c) => c.id)).toEqual(["3"]);
    // Saved again on purpose, it is checked again.
    state = savedCarsReducer(state, { type: "toggle", car: { id: "1", list: "default" } });
    expect(state).toEqual({
      cars: [
        { id: "3", list: "default" },
        { id: "1", list: "default" },
      ],
      bad: [],
    });
  });

  it("keeps at most SAVED_CARS_MAX, dropping the oldest", () => {
    let state = empty;
    for (let i = 1; i <= SAVED_CARS_MAX + 2; i++)
      state = savedCarsReducer(state, { type: "toggle", car: { id: String(i), list: "default" } });
    expect(state.cars).toHaveLength(SAVED_CARS_MAX);
    expect(state.cars[0]?.id).toBe("3");
  });

  it("reads stored lists leniently and writes [{id, list}]", () => {
    expect(parseSavedCars(null)).toEqual([]);
    expect(parseSavedCars("not json")).toEqual([]);
    expect(parseSavedCars('{"id":1}')).toEqual([]);
    expect(
      parseSavedCars(
        JSON.stringify([
          { id: 5, list: "default" },
          { id: "5", list: "default" },
          { id: "6" },
          null,
          { id: "7", list: "used", extra: true },
        ]),
      ),
    ).toEqual([
      { id: "5", list: "default" },
      { id: "7", list: "used" },
    ]);
    expect(serializeSavedCars([{ id: "7", list: "used" }])).toBe('[{"id":"7","list":"used"}]');
  });

  it("fetches a saved car from its list", () => {
    expect(savedCarUrl({ id: "42", list: "used,new" })).toBe(
      "/public_api/listing/used,new/vehicle/42",
    );
  });
});
