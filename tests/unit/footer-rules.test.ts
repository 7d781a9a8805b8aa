import { describe, expect, it } from "vitest";
import {
  FOOTER_IMAGE_HEIGHT,
  FOOTER_IMAGE_WIDTH,
  footerColumns,
  footerItem,
  footerItems,
  footerModel,
  footerRow,
  footerTarget,
  isFooterEmpty,
} from "../../runtime/core/footer.ts";
import { mergeSettings } from "../../runtime/core/settings.ts";

const settings = (values: Record<string, string>) =>
  mergeSettings(
    {},
    Object.entries(values).map(([key, value]) => ({ key, value })),
  );
const noLog = () => {};

describe("footer items (§5 Footer)", () => {
  it("limits link targets to _self and _blank, _self by default", () => {
    expect(footerTarget(undefined)).toBe("_self");
    expect(footerTarget("_blank")).toBe("_blank");
    expect(footerTarget("_parent")).toBe("_self");
    expect(footerItem({ label: "أ", url: "/a", target: "_top" })?.target).toBe("_self");
  });

  it("needs an image src on an image item", () => {
    expect(footerItem({ type: "image", image: { alt: "x" } })).toBeNull();
    expect(footerItem({ type: "image", image: { src: "" } })).toBeNull();
    const item = footerItem({ type: "image", image: { src: "/logo.png" } });
    expect(item?.image).toEqual({
      src: "/logo.png",
      alt: "",
      width: FOOTER_IMAGE_WIDTH,
      height: FOOTER_IMAGE_HEIGHT,
    });
    expect([FOOTER_IMAGE_WIDTH, FOOTER_IMAGE_HEIGHT]).toEqual([200, 80]);
  });

  it("needs a label on every other type but wrapper", () => {
    for (const type of ["link", "social", undefined])
      expect(footerItem({ type, url: "/a", label: "  " })).toBeNull();
    expect(footerItem({ type: "wrapper", tag: "span" })).toMatchObject({
      type: "wrapper",
      tag: "span",
    });
  });

  it("drops invalid items (and unsafe URLs) and keeps the rest in order", () => {
    const items = footerItems([
      { label: "أ", url: "/a" },
      null,
      { label: "", url: "/b" },
      { label: "ج", url: "javascript:alert(1)" },
      { label: "د", url: "//evil.example" },
      { label: "هـ", url: "https://example.com", rel: "noreferrer", aria: { label: "خارجي" } },
    ]);
    expect(items.map((i) => i.label)).toEqual(["أ", "هـ"]);
    expect(items[1]).toMatchObject({ rel: "noreferrer", ariaLabel: "خارجي" });
  });

  it("keeps a row only with items or a linked heading", () => {
    expect(footerRow({ heading: "بلا شيء", items: [] })).toBeNull();
    expect(footerRow({ heading: "عناصر غير صالحة", items: [{ label: "" }] })).toBeNull();
    expect(footerRow({ heading: "رابط", heading_link: { url: "/x" }, items: [] })).toMatchObject({
      heading: "رابط",
      headingLink: { url: "/x", target: "_self" },
      headingTag: "h2",
    });
    expect(
      footerRow({ heading: "ع", heading_html_tag: "h3", items: [{ label: "أ", url: "/a" }] })
        ?.headingTag,
    ).toBe("h3");
  });

  it("reads columns of type links or social, and the older {heading, items} shape", () => {
    const cols = footerColumns([
      {
        type: "social",
        rows: [
          {
            heading: "تابعنا",
            items: [{ type: "social", label: "واتساب", url: "https://wa.me/1", icon: "whatsapp" }],
          },
        ],
      },
      { heading: "قديم", items: [{ label: "أ", url: "/a" }] },
      { type: "links", rows: [{ heading: "فارغ", items: [] }] },
    ]);
    expect(cols.map((c) => c.type)).toEqual(["social", "links"]);
    expect(cols[1]?.rows[0]?.heading).toBe("قديم");
  });
});

describe("footer variants and parts", () => {
  const base = {
    "general.footer.content.top_footer": JSON.stringify([
      { rows: [{ heading: "افتراضي", items: [{ label: "أ", url: "/a" }] }] },
    ]),
    "general.redesign_config.footer.content.top_footer": JSON.stringify([
      { rows: [{ heading: "معاد", items: [{ label: "ب", url: "/b" }] }] },
    ]),
    "general.l460_bev_config.footer.content.top_footer": JSON.stringify([
      { rows: [{ heading: "كهربائي", items: [{ label: "ج", url: "/c" }] }] },
    ]),
    "navigation.redesign_paths": '["/new"]',
    "navigation.ev_paths": '["/range-rover-electric"]',
  };
  const heading = (path: string, extra: Record<string, string> = {}) =>
    footerModel(settings({ ...base, ...extra }), { path, log: noLog }).topFooter[0]?.rows[0]
      ?.heading;

  it("redesigned pages read general.redesign_config, EV programme pages general.l460_bev_config", () => {
    expect(heading("/offers")).toBe("افتراضي");
    expect(heading("/new/page")).toBe("معاد");
    expect(heading("/range-rover-electric/pre-order")).toBe("كهربائي");
  });

  it("falls back to the default parts when the variant has none", () => {
    expect(heading("/new", { "general.redesign_config.footer.content.top_footer": "" })).toBe(
      "افتراضي",
    );
  });

  it("shows general.footer.content's raw HTML only when every JSON part is empty", () => {
    const empty = footerModel(settings({ "general.footer.content": "<p>احتياطي</p>" }), {
      path: "/",
      log: noLog,
    });
    expect(isFooterEmpty(empty)).toBe(true);
    expect(empty.fallbackHtml).toBe("<p>احتياطي</p>");
    const full = footerModel(settings({ ...base, "general.footer.content": "<p>x</p>" }), {
      path: "/",
      log: noLog,
    });
    expect(isFooterEmpty(full)).toBe(false);
  });

  it("reads the medium row, the search bar and the retailers API; invalid JSON logs and falls back", () => {
    const logs: string[] = [];
    const model = footerModel(
      settings({
        "general.footer.content.medium_footer": JSON.stringify([
          { label: "الخصوصية", url: "/privacy-policy" },
          { label: "" },
        ]),
        "general.footer.content.searchbar": '{"placeholder":"ابحث"}',
        "general.footer.content.top_footer": "{not json",
        "general.mena_retailers.footer.config.api": "https://retailers.example/api",
      }),
      { path: "/", log: (m) => logs.push(m) },
    );
    expect(model.mediumFooter.map((i) => i.label)).toEqual(["الخصوصية"]);
    expect(model.searchbar).toEqual({ placeholder: "ابحث" });
    expect(model.retailersApi).toBe("https://retailers.example/api");
    expect(model.topFooter).toEqual([]);
    expect(logs).toContain("Invalid JSON in general.footer.content.top_footer");
  });

  it("shows no retailers area without the API setting or with an unsafe one", () => {
    expect(footerModel(settings({}), { path: "/", log: noLog }).retailersApi).toBeNull();
    expect(
      footerModel(settings({ "general.mena_retailers.footer.config.api": "javascript:x" }), {
        path: "/",
        log: noLog,
      }).retailersApi,
    ).toBeNull();
  });
});
