import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blockComponents } from "../../generated/block-components.ts";
import { blockRegistry } from "../../generated/blocks.ts";
import type {
  AnyBlock,
  BlockInstanceMap,
  BlockProps,
  BlockTemplateKey,
} from "../../generated/types.ts";
import { blockValidators } from "../../generated/validate.ts";
import { isBlockShown } from "../../runtime/core/block-visibility.ts";
import { mailtoHref, telHref, whatsappHref } from "../../runtime/core/contact-links.ts";
import {
  distanceBetween,
  formatDistance,
  haversineKm,
  isValidLatLng,
  sortByDistance,
} from "../../runtime/core/geo.ts";
import { prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import { mergeSettings } from "../../runtime/core/settings.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import { retailersPage } from "../../runtime/demo/families/retailers.ts";
import { mapsConfigOf, retailerOf } from "../../runtime/features/dealers/page-data.ts";
import CarRent, { carRentEquipment, carRentIcons } from "../../site/blocks/CarRent/index.tsx";
import DualFrameMap from "../../site/blocks/DualFrameMap/index.tsx";
import News from "../../site/blocks/News/index.tsx";
import RetailerLocator from "../../site/blocks/RetailerLocator/index.tsx";
import { retailersFromEndpoint } from "../../site/blocks/RetailerLocator/retailer-source.ts";
import {
  filterRetailers,
  groupByCity,
  type Retailer,
} from "../../site/blocks/RetailerLocator/retailers.ts";
import RetailerLocatorCards, {
  contactHref,
} from "../../site/blocks/RetailerLocatorCards/index.tsx";
import RetailerLocatorMena from "../../site/blocks/RetailerLocatorMena/index.tsx";
import RetailerLocatorWithMap from "../../site/blocks/RetailerLocatorWithMap/index.tsx";
import RetailerSchema from "../../site/blocks/RetailerSchema/index.tsx";
import RetailerServiceSchema from "../../site/blocks/RetailerServiceSchema/index.tsx";
import {
  DEFAULT_MAP_CENTER,
  mapsScriptUrl,
  mayLoadRealMap,
  NO_MAPS,
} from "../../site/ui/maps/maps.ts";
import {
  clusterPins,
  projectPins,
  STATIC_MAP_HEIGHT,
  STATIC_MAP_WIDTH,
} from "../../site/ui/maps/static-map.tsx";
import { defaultSiteContext, SiteContext } from "../../site/ui/site-context.tsx";

const KEYS = [
  "lrdx-retailer-locator",
  "lrdx-retailer-locator-mena",
  "lrdx-retailer-locator-with-map",
  "lrdx-retailer-locator-cards",
  "lrdx-dual-frame-map",
  "lrdx-retailer-schema",
  "lrdx-retailer-service-schema",
  "lrdx-car-rent",
  "lrdx-news",
] as const satisfies readonly BlockTemplateKey[];

/** A stored block prepared as the server prepares it (defaults filled, HTML sanitised). */
function prepared<K extends BlockTemplateKey>(
  key: K,
  raw: unknown,
  index = 3,
): BlockInstanceMap[K] {
  const p = prepareBlock(structuredClone(raw), index);
  if (p.kind === "error") throw new Error(`${key}: ${JSON.stringify(p.problems)}`);
  return p.block as BlockInstanceMap[K];
}
const exampleOf = <K extends BlockTemplateKey>(key: K, i = 0): BlockInstanceMap[K] =>
  prepared(key, examplesOf(key)[i]);

/** JSON-LD scripts of rendered HTML, parsed. */
function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? "null"),
  );
}

const DUBAI: Retailer = {
  id: "DXB01",
  name: "صالة عرض شارع الشيخ زايد",
  address: "شارع الشيخ زايد",
  city: "دبي",
  country: "AE",
  lat: 25.1538,
  lng: 55.2264,
  phone: "+971 4 200 0101",
  whatsapp: "+971 50 000 0101",
  email: "dxb01@dealers.example.com",
  services: ["sales", "service", "approved"],
  openingHours: "السبت - الخميس: 9:00 ص - 9:00 م",
};
const ABU_DHABI: Retailer = {
  ...DUBAI,
  id: "AUH01",
  name: "صالة عرض أبوظبي",
  city: "أبوظبي",
  lat: 24.4539,
  lng: 54.3773,
  whatsapp: "",
};
const SYDNEY: Retailer = {
  ...DUBAI,
  id: "NSW01",
  name: "Land Rover Sydney",
  city: "Sydney",
  country: "AU",
  lat: -33.8688,
  lng: 151.2093,
};
const NO_COORDS: Retailer = {
  ...DUBAI,
  id: "X1",
  name: "معرض بلا موقع",
  city: "العين",
  lat: null,
  lng: null,
};

describe("the family page and every example", () => {
  it("the demo page lists the nine blocks, each in the registry", () => {
    expect(retailersPage.keys).toEqual(KEYS);
    for (const key of KEYS) expect(Object.hasOwn(blockRegistry, key)).toBe(true);
  });

  it.each(KEYS.flatMap((key) => examplesOf(key).map((e, i) => [key, i, e] as const)))(
    "%s example %i is valid and renders on the server",
    async (key, _i, example) => {
      const block = prepared(key, example);
      const { default: Component } = await blockComponents[key]();
      const Render = Component as (props: { block: AnyBlock; index: number }) => React.ReactNode;
      const html = renderToStaticMarkup(<Render block={block} index={3} />);
      expect(html.length).toBeGreaterThan(0);
    },
  );

  it("the retailer blocks are islands where they respond, static where they do not", () => {
    expect(blockRegistry["lrdx-retailer-locator"].isIsland).toBe(true);
    expect(blockRegistry["lrdx-retailer-locator-mena"].isIsland).toBe(true);
    expect(blockRegistry["lrdx-retailer-locator-with-map"].isIsland).toBe(true);
    expect(blockRegistry["lrdx-retailer-locator-cards"].isIsland).toBe(true);
    expect(blockRegistry["lrdx-dual-frame-map"].isIsland).toBe(true);
    expect(blockRegistry["lrdx-retailer-schema"].isIsland).toBe(false);
    expect(blockRegistry["lrdx-retailer-service-schema"].isIsland).toBe(false);
    expect(blockRegistry["lrdx-car-rent"].isIsland).toBe(false);
  });
});

describe("distance (Haversine)", () => {
  it("measures known great-circle distances in km and mi", () => {
    // London to Paris: 343.5 km on the mean-radius sphere.
    const london = { lat: 51.5074, lng: -0.1278 };
    const paris = { lat: 48.8566, lng: 2.3522 };
    expect(haversineKm(london, paris)).toBeCloseTo(343.5, 0);
    expect(distanceBetween(london, paris, "mi")).toBeCloseTo(213.4, 0);
    // A quarter of a meridian: pi/2 * R.
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo(
      (Math.PI / 2) * 6371.0088,
      3,
    );
    expect(haversineKm(london, london)).toBe(0);
  });

  it("sorts nearest first, retailers without coordinates last in their order", () => {
    const visitor = { lat: 25.2, lng: 55.27 }; // Dubai
    const sorted = sortByDistance([SYDNEY, NO_COORDS, ABU_DHABI, DUBAI], visitor, "km", (r) => ({
      lat: r.lat,
      lng: r.lng,
    }));
    expect(sorted.map((s) => s.item.id)).toEqual(["DXB01", "AUH01", "NSW01", "X1"]);
    expect(sorted[0]?.distance).toBeLessThan(10);
    expect(sorted[3]?.distance).toBeNull();
  });

  it("formats one decimal under 10, whole numbers above, with the Arabic unit", () => {
    expect(formatDistance(4.26, "km")).toBe("4.3 كم");
    expect(formatDistance(128.4, "mi")).toBe("128 ميل");
    expect(formatDistance(1234.6, "km")).toBe("1,235 كم");
  });

  it("refuses coordinates out of range", () => {
    expect(isValidLatLng({ lat: 91, lng: 0 })).toBe(false);
    expect(isValidLatLng({ lat: 0, lng: -181 })).toBe(false);
    expect(isValidLatLng({ lat: null, lng: 3 })).toBe(false);
    expect(isValidLatLng({ lat: -33.9, lng: 151.2 })).toBe(true);
  });
});

describe("search and contact links", () => {
  it("finds by name or city, folding Arabic spellings and case", () => {
    const all = [DUBAI, ABU_DHABI, SYDNEY];
    expect(filterRetailers(all, "ابوظبي").map((r) => r.id)).toEqual(["AUH01"]);
    expect(filterRetailers(all, "  دبي ").map((r) => r.id)).toEqual(["DXB01"]);
    expect(filterRetailers(all, "sydney").map((r) => r.id)).toEqual(["NSW01"]);
    expect(filterRetailers(all, "صالة عرض").map((r) => r.id)).toEqual(["DXB01", "AUH01"]);
    expect(filterRetailers(all, "")).toHaveLength(3);
    expect(filterRetailers(all, "الرياض")).toEqual([]);
  });

  it("builds tel:, mailto: and WhatsApp links, and nothing from rubbish", () => {
    expect(telHref("+971 4 200 0101")).toBe("tel:+97142000101");
    expect(telHref("لا يوجد")).toBe("");
    expect(mailtoHref("dxb01@dealers.example.com")).toBe("mailto:dxb01@dealers.example.com");
    expect(mailtoHref("not an address")).toBe("");
    expect(whatsappHref("+971 50 000 0101")).toBe("https://wa.me/971500000101");
    expect(whatsappHref("12")).toBe("");
  });

  it("the cards' contact links keep only their type's schemes", () => {
    expect(contactHref({ type: "phone", icon: "", label: "اتصل", href: "tel:+97142000101" })).toBe(
      "tel:+97142000101",
    );
    expect(
      contactHref({ type: "phone", icon: "", label: "اتصل", href: "javascript:alert(1)" }),
    ).toBe("");
    expect(
      contactHref({ type: "whatsapp", icon: "", label: "واتساب", href: "+971 50 000 0101" }),
    ).toBe("https://wa.me/971500000101");
    expect(
      contactHref({
        type: "whatsapp",
        icon: "",
        label: "واتساب",
        href: "https://evil.example/wa.me/1",
      }),
    ).toBe("");
    expect(contactHref({ type: "email", icon: "", label: "راسلنا", href: "a@b.ae" })).toBe(
      "mailto:a@b.ae",
    );
  });

  it("groups by city in the order cities first appear", () => {
    expect(
      groupByCity([DUBAI, ABU_DHABI, { ...DUBAI, id: "DXB02" }]).map((g) => [
        g.city,
        g.items.length,
      ]),
    ).toEqual([
      ["دبي", 2],
      ["أبوظبي", 1],
    ]);
  });
});

describe("the Dealers data and the maps settings", () => {
  it("reads a dealers row's attributes as a retailer", () => {
    const r = retailerOf({
      id: 7,
      dealer_code: "DXB01",
      name: "صالة عرض شارع الشيخ زايد",
      locality: "شارع الشيخ زايد",
      attributes: {
        address: "شارع الشيخ زايد",
        city: "دبي",
        country: "ae",
        latitude: 25.1538,
        longitude: "55.2264",
        phone: "+97142000101",
        email: "dxb01@dealers.example.com",
        services: ["sales", 3, "service"],
        opening_hours: "السبت - الخميس",
      },
    });
    expect(r).toEqual({
      id: "DXB01",
      name: "صالة عرض شارع الشيخ زايد",
      address: "شارع الشيخ زايد",
      city: "دبي",
      country: "AE",
      lat: 25.1538,
      lng: 55.2264,
      phone: "+97142000101",
      whatsapp: "",
      email: "dxb01@dealers.example.com",
      services: ["sales", "service"],
      openingHours: "السبت - الخميس",
    });
    expect(
      retailerOf({ id: 8, dealer_code: "", name: "x", locality: "العين", attributes: null }),
    ).toMatchObject({
      id: "8",
      city: "العين",
      lat: null,
      services: [],
    });
  });

  it("reads the dealers endpoint's answer (the editor's preview)", () => {
    const list = retailersFromEndpoint({
      data: [
        {
          id: "1",
          dealer_code: "DXB01",
          name: "ن",
          locality: "القوز",
          city: null,
          latitude: 25,
          longitude: 55,
        },
      ],
    });
    expect(list[0]).toMatchObject({ id: "DXB01", city: "القوز", lat: 25, lng: 55 });
    expect(() => retailersFromEndpoint({ errors: [] })).toThrow();
  });

  it("maps settings: key, region, language (the page's when empty) and the consent strategy", () => {
    const defaults = mapsConfigOf(mergeSettings({}, []), "ar");
    expect(defaults).toEqual({ key: "", region: "AE", language: "ar", consent: "none" });
    const set = mapsConfigOf(
      new Map([
        ["general.maps_key", "AIzaTest_123"],
        ["general.maps_region", "SA"],
        ["general.maps_language", "en"],
        ["cookie_consent.strategy", "basic"],
      ]),
      "ar",
    );
    expect(set).toEqual({ key: "AIzaTest_123", region: "SA", language: "en", consent: "basic" });
  });

  it("the real map loads only with a key, and with consent unless the strategy gates nothing", () => {
    const keyed = { ...NO_MAPS, key: "AIzaTest_123" };
    expect(mayLoadRealMap(NO_MAPS, true)).toBe(false);
    expect(mayLoadRealMap(keyed, false)).toBe(false);
    expect(mayLoadRealMap(keyed, true)).toBe(true);
    expect(mayLoadRealMap({ ...keyed, consent: "none" }, false)).toBe(true);
    const url = new URL(mapsScriptUrl({ ...keyed, region: "AE", language: "ar" }, "cb"));
    expect(url.origin).toBe("https://maps.googleapis.com");
    expect(url.pathname).toBe("/maps/api/js");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      key: "AIzaTest_123",
      region: "AE",
      language: "ar",
      callback: "cb",
    });
  });

  it("the local map places every pin inside the drawing, one pin in the middle", () => {
    const points = projectPins([DUBAI, ABU_DHABI, { ...DUBAI, lat: 25.8, lng: 56.0 }] as never);
    for (const p of points) {
      expect(p.x).toBeGreaterThanOrEqual(0);
      expect(p.x).toBeLessThanOrEqual(STATIC_MAP_WIDTH);
      expect(p.y).toBeGreaterThanOrEqual(0);
      expect(p.y).toBeLessThanOrEqual(STATIC_MAP_HEIGHT);
    }
    // Abu Dhabi is south-west of Dubai: lower and (on a north-up drawing) to the left.
    expect(points[1]?.x).toBeLessThan(points[0]?.x ?? 0);
    expect(points[1]?.y).toBeGreaterThan(points[0]?.y ?? 0);
    expect(projectPins([{ lat: 10, lng: 10 }])).toEqual([
      { x: STATIC_MAP_WIDTH / 2, y: STATIC_MAP_HEIGHT / 2 },
    ]);
    // Pins on one parallel still spread across the drawing.
    const row = projectPins([
      { lat: 25, lng: 54 },
      { lat: 25, lng: 56 },
    ]);
    expect((row[1]?.x ?? 0) - (row[0]?.x ?? 0)).toBeGreaterThan(STATIC_MAP_WIDTH / 2);
    expect(row[0]?.y).toBe(STATIC_MAP_HEIGHT / 2);
  });
});

describe("the local map's groups of pins", () => {
  it("draws pins that would overlap as one group at their middle, in list order, and keeps far ones apart", () => {
    const clusters = clusterPins([
      { x: 100, y: 100 },
      { x: 300, y: 200 },
      { x: 110, y: 104 },
      { x: 120, y: 100 },
      { x: 160, y: 100 },
    ]);
    expect(clusters.map((c) => c.members)).toEqual([[0, 2, 3], [1], [4]]);
    expect(clusters[0]).toMatchObject({ x: 110, y: 101.3 });
    expect(clusters[1]).toMatchObject({ x: 300, y: 200 });
  });

  it("shows a group's count and names, hides its pins but the chosen one, and still draws every pin", async () => {
    const { StaticMap } = await import("../../site/ui/maps/static-map.tsx");
    const near = (id: string, n: number, lng: number) => ({
      id,
      label: `وكيل ${n}`,
      number: n,
      lat: 25.2,
      lng,
    });
    const pins = [near("a", 1, 55.27), near("b", 2, 55.271), near("c", 3, 54.37)];
    const html = renderToStaticMarkup(<StaticMap pins={pins} selectedId="b" label="خريطة" />);
    expect(html.match(/data-pin="/g)).toHaveLength(3);
    expect(html).toContain('data-cluster="2"');
    expect(html).toContain("<title>1. وكيل 1، 2. وكيل 2</title>");
    // The grouped pin a is hidden; the chosen b shows over the group, drawn last.
    expect(html).toMatch(/class="static-map__pin static-map__pin--grouped"[^>]*data-pin="a"/);
    expect(html).toMatch(/class="static-map__pin static-map__pin--selected"[^>]*data-pin="b"/);
    expect(html.lastIndexOf('data-pin="b"')).toBeGreaterThan(html.indexOf('data-pin="c"'));
    expect(html).toContain("static-map__cluster static-map__cluster--selected");
  });
});

describe("the locators' server render", () => {
  const data = { retailers: [DUBAI, ABU_DHABI, NO_COORDS], maps: NO_MAPS };
  const render = (el: React.ReactElement) => renderToStaticMarkup(el);

  it("lists every retailer with services, hours and contact links from the server's data", () => {
    const block = exampleOf("lrdx-retailer-locator");
    const html = render(
      <RetailerLocator
        {...({ block, index: 0, retailers: data } as BlockProps<"lrdx-retailer-locator">)}
      />,
    );
    expect(html.match(/class="retailer-card"/g)).toHaveLength(3);
    expect(html).toContain("3 من 3 وكيل");
    expect(html).toContain('href="tel:+97142000101"');
    expect(html).toContain('href="https://wa.me/971500000101"');
    expect(html).toContain('href="mailto:dxb01@dealers.example.com"');
    expect(html).toContain("الخدمة والصيانة");
    expect(html).toContain("ساعات العمل");
    expect(html).toContain(
      "https://www.google.com/maps/dir/?api=1&amp;destination=25.1538,55.2264",
    );
    // The search is labelled; the position is asked only by the button.
    expect(html).toMatch(/<label for="([^"]+)-q">ابحث بالاسم أو المدينة<\/label><input id="\1-q"/);
    expect(html).toContain("اعرض الأقرب إليّ");
    // No map in the plain locator; the error box is in the HTML but hidden.
    expect(html).not.toContain("static-map");
    expect(html).toMatch(/class="retailer-locator__error" role="alert" hidden=""/);
  });

  it("without the server's data (the editor's preview) says it is loading, the error texts hidden", () => {
    const block = exampleOf("lrdx-retailer-locator", 1);
    const html = render(<RetailerLocator block={block} index={0} />);
    expect(html).toContain("جارٍ تحميل الوكلاء…");
    expect(html).toContain("تعذّر تحميل قائمة الوكلاء، يرجى المحاولة بعد قليل.");
    expect(html).toContain("أعد المحاولة");
  });

  it("the Mena variant groups by city and offers a city filter", () => {
    const block = exampleOf("lrdx-retailer-locator-mena");
    const html = render(
      <RetailerLocatorMena
        {...({ block, index: 0, retailers: data } as BlockProps<"lrdx-retailer-locator-mena">)}
      />,
    );
    expect(html).toContain('<h3 class="retailer-locator__city">دبي</h3>');
    expect(html).toContain('<h3 class="retailer-locator__city">أبوظبي</h3>');
    expect(html).toContain('<option value="" selected="">كل المدن</option>');
    expect(html).toContain('<option value="العين">العين</option>');
  });

  it("the map variant draws a numbered pin for each retailer with coordinates, and no real map without a key", () => {
    const block = exampleOf("lrdx-retailer-locator-with-map");
    const html = render(
      <RetailerLocatorWithMap
        {...({ block, index: 0, retailers: data } as BlockProps<"lrdx-retailer-locator-with-map">)}
      />,
    );
    expect(html.match(/data-pin="/g)).toHaveLength(2);
    expect(html).toContain('aria-label="خريطة مواقع 2 وكيل، مرقّمة كما في القائمة"');
    expect(html).not.toContain('data-map="real"');
    expect(html.match(/عرض على الخريطة/g)).toHaveLength(2);
    const keyed = render(
      <RetailerLocatorWithMap
        {...({
          block,
          index: 0,
          retailers: { ...data, maps: { ...NO_MAPS, key: "AIzaTest_123" } },
        } as BlockProps<"lrdx-retailer-locator-with-map">)}
      />,
    );
    // With a key, the real map's holder is there; the script is only loaded in the browser.
    expect(keyed).toContain('data-map="real"');
    expect(keyed).not.toContain("maps.googleapis.com");
  });
});

describe("Retailer Locator Cards", () => {
  it("renders each card with its services, links and the block's texts", () => {
    const block = exampleOf("lrdx-retailer-locator-cards");
    const html = renderToStaticMarkup(<RetailerLocatorCards block={block} index={0} />);
    expect(html.match(/class="retailer-card"/g)).toHaveLength(3);
    expect(html).toContain("الوكلاء (3)");
    expect(html).toContain('href="https://wa.me/97142000101"');
    expect(html).toContain("ورشة الهياكل والطلاء");
    expect(html.match(/عرض على الخريطة/g)).toHaveLength(3);
  });

  it("a card without coordinates has no map link", () => {
    const block = exampleOf("lrdx-retailer-locator-cards", 1);
    const html = renderToStaticMarkup(<RetailerLocatorCards block={block} index={0} />);
    expect(html.match(/الاتجاهات/g)).toHaveLength(1);
  });

  it("caps groups at 30 and checks the JSON sub-schemas, naming the field", () => {
    const base = examplesOf("lrdx-retailer-locator-cards")[0] as unknown as {
      groups: unknown[];
      fields: Record<string, string>;
    };
    const validate = blockValidators["lrdx-retailer-locator-cards"];
    const many = {
      ...structuredClone(base),
      groups: Array.from({ length: 31 }, () => ({ name: "وكيل" })),
    };
    expect(validate(many)).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: "/groups", keyword: "maxItems" });
    const thirty = {
      ...structuredClone(base),
      groups: Array.from({ length: 30 }, () => ({ name: "وكيل" })),
    };
    expect(validate(thirty)).toBe(true);
    const badType = structuredClone(base) as { groups: { contact_info: { type: string }[] }[] };
    const first = badType.groups[0]?.contact_info[0];
    if (first) first.type = "fax";
    expect(validate(badType)).toBe(false);
    expect(validate.errors?.[0]?.instancePath).toBe("/groups/0/contact_info/0/type");
    const noLabel = structuredClone(base) as { groups: { services: Record<string, string>[] }[] };
    noLabel.groups[0]?.services.push({ icon: "car" });
    expect(validate(noLabel)).toBe(false);
    expect(validate.errors?.[0]?.instancePath).toBe("/groups/0/services/3");
    expect(validate.errors?.[0]?.params).toMatchObject({ missingProperty: "label" });
    const unit = structuredClone(base) as { fields: Record<string, string> };
    unit.fields.distance_unit = "miles";
    expect(validate(unit)).toBe(false);
    expect(validate.errors?.[0]?.instancePath).toBe("/fields/distance_unit");
  });
});

describe("Dual Frame Map", () => {
  it("maps its location beside the content, with a directions link", () => {
    const block = exampleOf("lrdx-dual-frame-map");
    const html = renderToStaticMarkup(<DualFrameMap block={block} index={0} />);
    expect(html.match(/data-pin="/g)).toHaveLength(1);
    expect(html).toContain("destination=25.1538,55.2264");
    expect(html).toContain("ساعات العمل");
    expect(html).toContain('href="tel:+97142000101"');
  });

  it("defaults to 52.229676, 21.012229 (002 §9.2)", () => {
    const block = exampleOf("lrdx-dual-frame-map", 2);
    expect(block.fields.location_latitude).toBe(52.229676);
    expect(block.fields.location_longitude).toBe(21.012229);
    expect(DEFAULT_MAP_CENTER).toEqual({ lat: 52.229676, lng: 21.012229 });
    const html = renderToStaticMarkup(<DualFrameMap block={block} index={0} />);
    expect(html).toContain("destination=52.229676,21.012229");
  });

  it("sanitises the location content like every rich text", () => {
    const block = prepared("lrdx-dual-frame-map", {
      template: "lrdx-dual-frame-map",
      fields: { location_content: '<p onclick="x()">نص</p><script>alert(1)</script>' },
      groups: [],
    });
    const html = renderToStaticMarkup(<DualFrameMap block={block} index={0} />);
    expect(html).toContain("نص");
    expect(html).not.toContain("onclick");
    expect(html).not.toContain("alert(1)");
  });
});

describe("Retailer Schema and Retailer Service Schema (schema.org JSON-LD)", () => {
  const site = { origin: "https://www.example.ae" };

  /** The properties schema.org expects of an AutoDealer / AutoRepair (LocalBusiness) here. */
  function checkLocalBusiness(entity: Record<string, unknown>, type: string) {
    expect(entity["@context"]).toBe("https://schema.org");
    expect(entity["@type"]).toBe(type);
    expect(typeof entity.name).toBe("string");
    const allowed = new Set([
      "@context",
      "@type",
      "name",
      "description",
      "image",
      "keywords",
      "address",
      "geo",
      "telephone",
      "email",
      "faxNumber",
      "openingHours",
      "paymentAccepted",
      "priceRange",
      "makesOffer",
    ]);
    for (const key of Object.keys(entity)) expect(allowed.has(key), key).toBe(true);
    if (entity.address !== undefined) {
      const a = entity.address as Record<string, unknown>;
      expect(a["@type"]).toBe("PostalAddress");
      for (const key of Object.keys(a))
        expect([
          "@type",
          "streetAddress",
          "addressLocality",
          "addressRegion",
          "postalCode",
          "addressCountry",
        ]).toContain(key);
    }
    if (entity.geo !== undefined) {
      const g = entity.geo as Record<string, unknown>;
      expect(g["@type"]).toBe("GeoCoordinates");
      expect(typeof g.latitude).toBe("number");
      expect(typeof g.longitude).toBe("number");
    }
    if (entity.openingHours !== undefined) {
      const hours = ([] as unknown[]).concat(entity.openingHours);
      for (const h of hours)
        expect(h).toMatch(
          /^(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))?(,\S+)* \d\d:\d\d-\d\d:\d\d$/,
        );
    }
    if (entity.makesOffer !== undefined)
      for (const o of entity.makesOffer as Record<string, unknown>[]) {
        expect(o["@type"]).toBe("Offer");
        expect(typeof o.category).toBe("string");
        if (o.url !== undefined) expect(String(o.url)).toMatch(/^https?:\/\//);
      }
    if (entity.image !== undefined)
      expect(String(entity.image)).toMatch(/^https:\/\/www\.example\.ae\/api\/v2\/images\//);
  }

  const withSite = (el: React.ReactElement) =>
    renderToStaticMarkup(<SiteProvider>{el}</SiteProvider>);

  it("writes one AutoDealer per group in one script, and nothing visible", () => {
    const block = exampleOf("lrdx-retailer-schema");
    const html = withSite(<RetailerSchema block={block} index={0} />);
    const scripts = jsonLd(html);
    expect(scripts).toHaveLength(1);
    const entities = scripts[0] as Record<string, unknown>[];
    expect(entities).toHaveLength(2);
    for (const e of entities) checkLocalBusiness(e, "AutoDealer");
    const [first] = entities;
    expect(first).toMatchObject({
      name: "لاند روفر — صالة عرض شارع الشيخ زايد",
      address: {
        "@type": "PostalAddress",
        streetAddress: "شارع الشيخ زايد، بالقرب من تقاطع المنطقة الحرة",
        addressLocality: "دبي",
        postalCode: "11564",
        addressCountry: "AE",
      },
      geo: { "@type": "GeoCoordinates", latitude: 25.1538, longitude: 55.2264 },
      telephone: "+97142000101",
      email: "dxb01@dealers.example.com",
      openingHours: ["Mo-Th 09:00-21:00", "Sa 09:00-21:00", "Su 09:00-21:00", "Fr 16:00-21:00"],
      paymentAccepted: "نقداً، بطاقة ائتمان، تمويل",
      priceRange: "AED 250,000 – 1,200,000",
      makesOffer: [
        {
          "@type": "Offer",
          category: "سيارات جديدة",
          url: "https://www.example.ae/ar/offers/defender",
        },
        {
          "@type": "Offer",
          category: "سيارات معتمدة مستعملة",
          url: "https://www.example.com/ar/approved",
        },
      ],
    });
    // Nothing visible: the summary is hidden on the site.
    expect(html).toMatch(/<div class="schema-block" data-schema="AutoDealer" hidden="">/);
  });

  it("writes AutoRepair for the service schema; one group is one object", () => {
    const html = withSite(
      <RetailerServiceSchema block={exampleOf("lrdx-retailer-service-schema")} index={0} />,
    );
    const [entity] = jsonLd(html) as Record<string, unknown>[];
    if (!entity) throw new Error("no JSON-LD");
    checkLocalBusiness(entity, "AutoRepair");
    expect(entity).toMatchObject({ faxNumber: "+97142000199", priceRange: "$$" });
    const two = jsonLd(
      withSite(
        <RetailerServiceSchema block={exampleOf("lrdx-retailer-service-schema", 1)} index={0} />,
      ),
    );
    expect((two[0] as unknown[]).length).toBe(2);
    // Empty fields are left out rather than written empty.
    expect(Object.keys((two[0] as Record<string, unknown>[])[1] ?? {})).toEqual([
      "@context",
      "@type",
      "name",
    ]);
  });

  it("escapes '<' so no text can end the script", () => {
    const block = prepared("lrdx-retailer-schema", {
      template: "lrdx-retailer-schema",
      fields: {},
      groups: [{ retailer_name: "</script><script>alert(1)</script>" }],
    });
    const html = withSite(<RetailerSchema block={block} index={0} />);
    const script =
      /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
    expect(script).not.toContain("<");
    expect((JSON.parse(script) as { name: string }).name).toBe(
      "</script><script>alert(1)</script>",
    );
  });

  it("refuses opening hours not in schema.org's format, naming the field; caps groups at 30", () => {
    const validate = blockValidators["lrdx-retailer-schema"];
    expect(
      validate({
        template: "lrdx-retailer-schema",
        fields: {},
        groups: [{ retailer_name: "x", opening_hours: "كل يوم" }],
      }),
    ).toBe(false);
    expect(validate.errors?.[0]?.instancePath).toBe("/groups/0/opening_hours");
    expect(
      validate({
        template: "lrdx-retailer-schema",
        fields: {},
        groups: Array.from({ length: 31 }, () => ({ retailer_name: "x" })),
      }),
    ).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: "/groups", keyword: "maxItems" });
    const service = blockValidators["lrdx-retailer-service-schema"];
    expect(
      service({
        template: "lrdx-retailer-service-schema",
        fields: {},
        groups: [{ name: "x", offers_info: [{ category: "c", url: "javascript:alert(1)" }] }],
      }),
    ).toBe(false);
    expect(service.errors?.[0]?.instancePath).toBe("/groups/0/offers_info/0/url");
  });

  function SiteProvider({ children }: { children: React.ReactNode }) {
    return (
      <SiteContext.Provider value={{ ...defaultSiteContext, origin: site.origin }}>
        {children}
      </SiteContext.Provider>
    );
  }
});

describe("Car Rent", () => {
  it("shows 8 icons and 5 equipment items, skipping empty slots", () => {
    const block = exampleOf("lrdx-car-rent");
    const [first, second] = block.groups;
    if (!first || !second) throw new Error("the example has two cards");
    expect(carRentIcons(first)).toHaveLength(8);
    expect(carRentEquipment(first)).toHaveLength(5);
    expect(carRentIcons(second)).toHaveLength(3);
    expect(carRentEquipment(second)).toHaveLength(1);
    const html = renderToStaticMarkup(<CarRent block={block} index={0} />);
    expect(html.match(/class="car-rent__card"/g)).toHaveLength(3);
    expect(html.match(/class="car-rent__icon"/g)).toHaveLength(8 + 3 + 2);
    expect(html).toContain("التجهيزات الإضافية (5)");
    // Equipment pictures only where one was picked (two in the first card).
    expect(html.match(/class="car-rent__item-image"/g)).toHaveLength(2);
    // Internal links get the language base.
    expect(html).toContain('href="/ar/models/defender"');
  });

  it("loads card pictures eagerly in the first two blocks, lazily below, with fixed sizes", () => {
    const block = exampleOf("lrdx-car-rent");
    const top = renderToStaticMarkup(<CarRent block={block} index={0} />);
    const below = renderToStaticMarkup(<CarRent block={block} index={4} />);
    expect(top).toMatch(
      /<img class="car-rent__image"[^>]*width="1024" height="576"[^>]*loading="eager"/,
    );
    expect(below).toMatch(/<img class="car-rent__image"[^>]*loading="lazy"/);
    expect(below).not.toContain('loading="eager"');
  });

  it("caps groups at 20", () => {
    const validate = blockValidators["lrdx-car-rent"];
    expect(
      validate({
        template: "lrdx-car-rent",
        fields: {},
        groups: Array.from({ length: 20 }, () => ({})),
      }),
    ).toBe(true);
    expect(
      validate({
        template: "lrdx-car-rent",
        fields: {},
        groups: Array.from({ length: 21 }, () => ({})),
      }),
    ).toBe(false);
    expect(validate.errors?.[0]).toMatchObject({ instancePath: "/groups", keyword: "maxItems" });
  });

  it("is shown only within its offer schedule, 00:00:01 to 23:59:59 site time", () => {
    const p = prepareBlock(
      {
        template: "lrdx-car-rent",
        fields: { offer_schedule: [{ start: "2026-06-01", end: "2026-06-30" }] },
        groups: [],
      },
      0,
    );
    const zone = "Asia/Dubai";
    expect(isBlockShown(p, new Date("2026-05-31T20:00:00Z"), zone)).toBe(false); // 00:00:00 on 1 June in Dubai
    expect(isBlockShown(p, new Date("2026-05-31T20:00:01Z"), zone)).toBe(true);
    expect(isBlockShown(p, new Date("2026-06-30T19:59:59Z"), zone)).toBe(true);
    expect(isBlockShown(p, new Date("2026-06-30T20:00:00Z"), zone)).toBe(false);
  });
});

describe("the News block's quick links (§2.14, §3.18)", () => {
  it("labels the quick links 'Next Steps' by default and can put them on the other side", () => {
    const base = prepared("lrdx-news", {
      template: "lrdx-news",
      fields: {},
      groups: [
        { "rdx-link": { link_text: "احجز تجربة قيادة", url: "/ar/test-drive", type: "internal" } },
      ],
    });
    expect(base.fields.quick_links_mobile_label).toBe("الخطوات التالية");
    expect(base.fields.pagination_text).toBe("من %");
    const html = renderToStaticMarkup(<News block={base} index={1} />);
    expect(html).toContain("الخطوات التالية");
    expect(html).not.toContain("news--reversed");
    const reversed = prepared("lrdx-news", {
      template: "lrdx-news",
      fields: { quick_links_is_reversed: true, quick_links_mobile_label: "روابط سريعة" },
      groups: base.groups,
    });
    const html2 = renderToStaticMarkup(<News block={reversed} index={1} />);
    expect(html2).toContain("news--reversed");
    expect(html2).toContain("روابط سريعة");
  });
});
