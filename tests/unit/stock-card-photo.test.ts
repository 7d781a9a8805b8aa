import { describe, expect, it } from "vitest";
import { photoSrcSet } from "../../site/blocks/StockLocator/vehicle-card.tsx";

describe("a stock card's photo widths", () => {
  it("offers a phone the media library's 320 and the card's width, as webp", () => {
    expect(photoSrcSet("/api/v2/images/40300/w/640.jpg")).toBe(
      "/api/v2/images/40300/w/320.webp 320w, /api/v2/images/40300/w/640.webp 640w",
    );
    expect(photoSrcSet("https://cdn.example.com/site/api/v2/images/7/w/1024.jpg")).toBe(
      "https://cdn.example.com/site/api/v2/images/7/w/320.webp 320w, https://cdn.example.com/site/api/v2/images/7/w/1024.webp 1024w",
    );
  });

  it("leaves a stock feed's own photo, a crop and a thumbnail as they are", () => {
    expect(photoSrcSet("https://feed.example.com/photos/123-medium.jpg")).toBeUndefined();
    expect(photoSrcSet("/api/v2/images/40300/w/640/h/360.jpg")).toBeUndefined();
    expect(photoSrcSet("/api/v2/images/40300/w/320.jpg")).toBeUndefined();
  });
});
