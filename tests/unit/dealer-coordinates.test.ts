import { describe, expect, it } from "vitest";
import { dealerProblems } from "../../runtime/core/dealers.ts";

/* A map pin needs both coordinates or neither: the schema's rule, worded for the admin's form. */

const dealer = (coordinates: { latitude?: number | null; longitude?: number | null }) => ({
  dealer_code: "AE-DXB-01",
  name: "وكالة دبي",
  ...coordinates,
});

describe("a dealer's coordinates come together", () => {
  it.each([
    [{ latitude: 25.2 }, "/longitude", "خط الطول"],
    [{ latitude: 25.2, longitude: null }, "/longitude", "خط الطول"],
    [{ longitude: 55.3 }, "/latitude", "خط العرض"],
    [{ latitude: null, longitude: 55.3 }, "/latitude", "خط العرض"],
  ])("%j is refused on the missing one, in words", (coordinates, pointer, label) => {
    expect(dealerProblems(dealer(coordinates))).toEqual([
      {
        pointer,
        rule: "dependentRequired",
        message: expect.stringMatching(new RegExp(`^${label}: مطلوب مع`)),
      },
    ]);
  });

  it.each([{}, { latitude: null, longitude: null }, { latitude: 25.2, longitude: 55.3 }])(
    "%j is fine",
    (coordinates) => {
      expect(dealerProblems(dealer(coordinates))).toEqual([]);
    },
  );
});
