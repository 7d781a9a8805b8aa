import { describe, expect, it } from "vitest";
import {
  ownerAddressLines,
  ownerAddressText,
  ownerDisplayName,
  vehicleOwner,
} from "../../runtime/core/stock/owner.ts";
import { stockAttributes } from "../helpers/stock-vehicle.ts";

describe("owner display name", () => {
  const meta = { display_name_jag: "جاكوار الطاير", display_name_lr: "لاند روفر الطاير" };

  it("reads display_name_jag for the first sister brand, display_name_lr for any other", () => {
    expect(ownerDisplayName({ nameplate_brand_name: "Jaguar", owner_metadata: meta })).toBe(
      "جاكوار الطاير",
    );
    expect(ownerDisplayName({ nameplate_brand_name: "jaguar", owner_metadata: meta })).toBe(
      "جاكوار الطاير",
    );
    expect(ownerDisplayName({ nameplate_brand_name: "Land Rover", owner_metadata: meta })).toBe(
      "لاند روفر الطاير",
    );
    expect(ownerDisplayName({ nameplate_brand_name: "Defender", owner_metadata: meta })).toBe(
      "لاند روفر الطاير",
    );
  });

  it("falls back to owner_name when the brand's display name is empty", () => {
    expect(
      ownerDisplayName({
        nameplate_brand_name: "Jaguar",
        owner_name: "Al Tayer Motors",
        owner_metadata: { display_name_lr: "لاند روفر الطاير", display_name_jag: "  " },
      }),
    ).toBe("Al Tayer Motors");
    expect(ownerDisplayName({ nameplate_brand_name: "Land Rover", owner_name: "X" })).toBe("X");
    expect(ownerDisplayName({})).toBe("");
  });
});

describe("owner address formats", () => {
  const owner = vehicleOwner(stockAttributes(), "12");

  it("maps the owner with its id and display name", () => {
    expect(owner).toMatchObject({
      id: "12",
      name: "لاند روفر الطاير",
      city: "دبي",
      address: "شارع الشيخ زايد",
      zipcode: "00000",
      phone: "+971 4 000 0000",
      email: "sales@example.com",
    });
  });

  it("short: name plus city and zip", () => {
    expect(owner && ownerAddressLines(owner, "short")).toEqual(["لاند روفر الطاير", "دبي 00000"]);
  });

  it("default: name, address, city and zip", () => {
    expect(owner && ownerAddressLines(owner)).toEqual([
      "لاند روفر الطاير",
      "شارع الشيخ زايد",
      "دبي 00000",
    ]);
  });

  it("full: default plus phone and e-mail", () => {
    expect(owner && ownerAddressLines(owner, "full")).toEqual([
      "لاند روفر الطاير",
      "شارع الشيخ زايد",
      "دبي 00000",
      "+971 4 000 0000",
      "sales@example.com",
    ]);
  });

  it("leaves empty parts out", () => {
    const bare = vehicleOwner({ owner_name: "معرض", owner_city: "الشارقة" }, null);
    expect(bare && ownerAddressText(bare, "full")).toBe("معرض، الشارقة");
  });

  it("is null when the vehicle names no owner at all", () => {
    expect(vehicleOwner({}, null)).toBeNull();
  });
});
