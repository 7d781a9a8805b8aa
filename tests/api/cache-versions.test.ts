import { describe, expect, it } from "vitest";
import {
  ContentVersions,
  parseContentChange,
  pathAndAncestors,
} from "../../runtime/cache/content-versions.ts";
import { cacheablePath, preferredEncoding } from "../../runtime/cache/html-cache.ts";
import { nextScheduleBoundary } from "../../runtime/cache/schedule-boundary.ts";

const block = (offer_schedule: { start: string; end: string }[]) => ({
  template: "lrdx-hero-title-banner",
  fields: { offer_schedule },
  groups: [],
});

describe("content versions", () => {
  it("makes what was read before a write to its page stale, and nothing else", () => {
    const versions = new ContentVersions();
    const before = versions.current();
    versions.apply({ scope: "pages", version: 1, paths: ["models/defender"] });
    expect(versions.isFresh(before, "models/defender")).toBe(false);
    expect(versions.isFresh(before, "models")).toBe(false);
    expect(versions.isFresh(before, "offers")).toBe(true);
    expect(versions.isFresh(versions.current(), "models/defender")).toBe(true);
  });

  it("makes every page stale on a settings write or a global metahead", () => {
    const versions = new ContentVersions();
    const before = versions.current();
    versions.apply({ scope: "settings", version: 4, paths: null });
    expect(versions.isFresh(before, "offers")).toBe(false);
    expect(versions.isFresh(before, null)).toBe(false);
    const after = versions.current();
    versions.apply({ scope: "metaheads", version: 2, paths: ["offers"] });
    expect(versions.isFresh(after, "offers")).toBe(false);
    expect(versions.isFresh(after, "index")).toBe(true);
    // The global metaheads list is not one page's: a page's own metahead leaves it alone.
    expect(versions.isFresh(after, null, ["metaheads"])).toBe(true);
  });

  it("treats everything as changed after notifications may have been lost", () => {
    const versions = new ContentVersions();
    const before = versions.current();
    versions.invalidateAll({ pages: 9, settings: 3, metaheads: 1 });
    expect(versions.isFresh(before, "index")).toBe(false);
    const after = versions.current();
    expect(after).toMatchObject({ pages: 9, settings: 3, metaheads: 1 });
    expect(versions.isFresh(after, "index")).toBe(true);
    // A notification for a write counted before the reconnect changes nothing.
    versions.apply({ scope: "pages", version: 9, paths: ["index"] });
    expect(versions.isFresh(after, "index")).toBe(true);
  });

  it("reads the trigger's payload and nothing else", () => {
    expect(parseContentChange('{"scope":"pages","version":3,"paths":["a","b"]}')).toEqual({
      scope: "pages",
      version: 3,
      paths: ["a", "b"],
    });
    expect(parseContentChange('{"scope":"settings","version":2,"paths":null}')?.paths).toBeNull();
    expect(parseContentChange('{"scope":"users","version":2}')).toBeNull();
    expect(parseContentChange("not json")).toBeNull();
    expect(pathAndAncestors("a/b/c")).toEqual(["a/b/c", "a/b", "a"]);
  });
});

describe("what the HTML cache keys and sends", () => {
  it("keeps tracking parameters out of the key and renders other queries for themselves", () => {
    expect(cacheablePath("/ar/offers")).toBe("/ar/offers");
    expect(cacheablePath("/ar/offers?utm_source=x&gclid=1")).toBe("/ar/offers");
    expect(cacheablePath("/ar/offers?page=2")).toBeNull();
    expect(cacheablePath("/ar/offers?utm_source=x&page=2")).toBeNull();
  });

  it("picks brotli, then gzip, as the client accepts", () => {
    expect(preferredEncoding("gzip, deflate, br")).toBe("br");
    expect(preferredEncoding("gzip, br;q=0")).toBe("gzip");
    expect(preferredEncoding("identity")).toBeNull();
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding(undefined)).toBeNull();
  });
});

describe("offer schedule boundaries", () => {
  it("is the next opening (00:00:01) or closing (after 23:59:59) in the site's time zone", () => {
    const now = new Date("2026-06-01T10:00:00Z");
    const page = [block([{ start: "2026-06-02", end: "2026-06-05" }])];
    // Dubai is UTC+4: 00:00:01 on 2 June there is 20:00:01 UTC on 1 June.
    expect(nextScheduleBoundary(page, now, "Asia/Dubai")).toBe(Date.parse("2026-06-01T20:00:01Z"));
    const open = new Date("2026-06-03T00:00:00Z");
    expect(nextScheduleBoundary(page, open, "Asia/Dubai")).toBe(Date.parse("2026-06-05T20:00:00Z"));
    expect(nextScheduleBoundary(page, new Date("2026-07-01T00:00:00Z"), "Asia/Dubai")).toBeNull();
  });

  it("follows summer time and takes the earliest of every block", () => {
    const page = [
      block([{ start: "2026-03-20", end: "2026-04-30" }]),
      block([{ start: "2026-01-01", end: "2026-03-28" }]),
      { template: "lrdx-quote", fields: { quote: "بلا جدول" }, groups: [] },
    ];
    // London moves to UTC+1 on 29 March 2026: the end of 28 March is still UTC.
    const now = new Date("2026-03-25T12:00:00Z");
    expect(nextScheduleBoundary(page, now, "Europe/London")).toBe(
      Date.parse("2026-03-29T00:00:00Z"),
    );
    expect(nextScheduleBoundary(page, new Date("2026-04-10T00:00:00Z"), "Europe/London")).toBe(
      Date.parse("2026-04-30T23:00:00Z"),
    );
  });
});
