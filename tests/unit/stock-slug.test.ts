import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  parseShowroomPath,
  showroomHref,
  showroomLists,
  showroomPath,
  showroomQuery,
  slugify,
  vehicleSlug,
} from "../../runtime/core/stock/slug.ts";
import { stockAttributes } from "../helpers/stock-vehicle.ts";

describe("slugify", () => {
  it("lower-cases Latin, drops accents and collapses separators", () => {
    expect(slugify("  Range Rover  Sport ")).toBe("range-rover-sport");
    expect(slugify("Crème Brûlée / Édition")).toBe("creme-brulee-edition");
    expect(slugify("Straße")).toBe("strasse");
    expect(slugify("P400e -- PHEV__AWD")).toBe("p400e-phev-awd");
  });

  it("keeps Arabic letters as written, without harakat or tatweel", () => {
    expect(slugify("أبيض فوجي")).toBe("أبيض-فوجي");
    expect(slugify("رَمَادِيّ ـــ إيجر")).toBe("رمادي-إيجر");
    expect(slugify("لاند روفر، ديفندر")).toBe("لاند-روفر-ديفندر");
  });

  it("never has a separator at either end or two in a row", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        const slug = slugify(s);
        expect(slug).not.toMatch(/^-|-$|--/);
        expect(slug).toBe(slug.toLowerCase());
      }),
    );
  });
});

describe("vehicleSlug", () => {
  const vehicle = stockAttributes({ nameplate_brand_name: "Jaguar", nameplate_name: "F-Pace" });

  it("joins state, brand, model, year, engines, drivetrain, transmission and colour", () => {
    expect(vehicleSlug({ ...vehicle, engine_type: ["phev", "petrol"] }, "Land Rover")).toBe(
      "new-jaguar-f-pace-2025-phev-petrol-awd-auto-أبيض-فوجي",
    );
  });

  it("leaves the brand out when it is the main brand", () => {
    const lr = stockAttributes();
    expect(vehicleSlug(lr, "Land Rover")).toBe(
      "new-range-rover-sport-2025-mhev-awd-auto-أبيض-فوجي",
    );
    expect(vehicleSlug(lr, "land rover")).not.toContain("land-rover");
    expect(vehicleSlug(lr, "")).toContain("new-land-rover-range-rover-sport");
  });

  it("skips what the vehicle does not have", () => {
    expect(
      vehicleSlug({ state: "used", nameplate_brand_name: "Jaguar", nameplate_name: "E-Pace" }),
    ).toBe("used-jaguar-e-pace");
  });
});

describe("showroom links", () => {
  const v = { ...stockAttributes(), id: "101" };

  it("is /showroom/{slug}-{id} under the language base", () => {
    const href = showroomHref("/ar/", v, { mainBrand: "Land Rover" });
    expect(decodeURIComponent(href)).toBe(
      "/ar/showroom/new-range-rover-sport-2025-mhev-awd-auto-أبيض-فوجي-101",
    );
  });

  it("names lists other than 'default'", () => {
    expect(showroomPath(v, { lists: ["default"] })).not.toContain("?");
    expect(showroomPath(v, { lists: ["used", "demo"] })).toMatch(/\?list=used%2Cdemo$/);
  });

  it("carries the postcode search only when it is on", () => {
    const search = { postcode: "2000", locality: "Sydney", state: "NSW" };
    expect(showroomQuery({ search })).toBe("");
    expect(showroomQuery({ isPostcodeSearchOn: true, search })).toBe(
      "?_postcode=2000&_locality=Sydney&_state=NSW",
    );
    expect(showroomQuery({ isPostcodeSearchOn: true, search: { state: "VIC" } })).toBe(
      "?_state=VIC",
    );
    expect(showroomQuery({ isPostcodeSearchOn: true, search: { postcode: "2000" } })).toBe("");
  });

  it("parses back to the id: the digits after the last '-'", () => {
    const path = decodeURIComponent(showroomPath(v).split("?")[0] ?? "");
    expect(parseShowroomPath(path)).toEqual({
      slug: "new-land-rover-range-rover-sport-2025-mhev-awd-auto-أبيض-فوجي",
      id: 101,
    });
    expect(parseShowroomPath("showroom/anything-7")?.id).toBe(7);
    expect(parseShowroomPath("showroom/-7")?.id).toBe(7);
  });

  it.each([
    "showroom/101",
    "showroom/car-",
    "showroom/car-abc",
    "showroom/car-0",
    "showroom/car-007",
    "showroom/car-1.5",
    "showroom/car-99999999999",
    "showroom/car-2147483648",
    "showroom/car-12/extra",
    "showroom/",
    "models/car-12",
  ])("%s is not a showroom page", (path) => {
    expect(parseShowroomPath(path)).toBeNull();
  });

  it("every generated link parses back to its id", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2147483647 }),
        fc.string(),
        fc.string(),
        (id, model, colour) => {
          const path = showroomPath({
            id,
            state: "used",
            nameplate_name: model,
            color_name: colour,
          });
          expect(parseShowroomPath(decodeURIComponent(path))?.id).toBe(id);
        },
      ),
    );
  });
});

describe("showroomLists", () => {
  it("defaults to 'default' and reads comma-joined names", () => {
    expect(showroomLists(undefined)).toEqual(["default"]);
    expect(showroomLists("")).toEqual(["default"]);
    expect(showroomLists("used,demo,used")).toEqual(["used", "demo"]);
  });
  it("refuses names the vehicle call would refuse", () => {
    expect(showroomLists("Used")).toBeNull();
    expect(showroomLists("a,,b")).toBeNull();
    expect(showroomLists("x/../y")).toBeNull();
    expect(showroomLists(Array.from({ length: 11 }, (_, i) => `l${i}`).join(","))).toBeNull();
  });
});
