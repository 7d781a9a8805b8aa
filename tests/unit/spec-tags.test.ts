import { describe, expect, it, vi } from "vitest";
import { specsOfRows } from "../../editor/admin/spec-rows.tsx";
import type { ModelSpecValues } from "../../generated/types.ts";
import { parseModelKeys, specValueText } from "../../runtime/core/model-specs.ts";
import { type PreparedBlock, prepareBlock } from "../../runtime/core/prepare-blocks.ts";
import {
  collectSpecKeys,
  fillPageSpecTags,
  fillSpecTags,
  fillSpecTagsInText,
  parseSpecTag,
  protectSpecTags,
  specTagsIn,
} from "../../runtime/core/spec-tags.ts";
import { ModelSpecCache } from "../../runtime/features/model-specs/spec-tags.ts";

const L460: ModelSpecValues = { power: "400 حصان", top_speed: 191, "0-100": "6.1 ثانية" };
const L461: ModelSpecValues = { power: "300 حصان", seats: 7 };
const lookup = new Map<string, ModelSpecValues | null>([
  ["l460", L460],
  ["l461", L461],
  ["l663", null],
]);
/** What a filled value looks like: isolated for bidirectional text. */
const iso = (text: string) => `\u2068${text}\u2069`;

const block = (groups: { accordion_title: string; accordion_content: string }[]) =>
  prepareBlock({ template: "lrdx-accordion", fields: { heading: "x" }, groups }, 0);
const quote = (text: string) =>
  prepareBlock({ template: "lrdx-quote", fields: { quote: text, author: "ع" }, groups: [] }, 1);

const htmlOf = (prepared: PreparedBlock, index = 0): string => {
  if (prepared.kind !== "block") throw new Error(JSON.stringify(prepared.problems));
  return (prepared.block.groups[index] as { accordion_content: string }).accordion_content;
};
const fieldOf = (prepared: PreparedBlock, name: string): unknown => {
  if (prepared.kind !== "block") throw new Error("not a block");
  return (prepared.block.fields as unknown as Record<string, unknown>)[name];
};

describe("spec tag syntax", () => {
  it.each([
    ["l460 power", { modelKey: "l460", specName: "power" }],
    [' car-key="l460" spec-name="power"', { modelKey: "l460", specName: "power" }],
    [" spec-name='top_speed' car-key='L460'", { modelKey: "l460", specName: "top_speed" }],
    [" car-key=l460 spec-name=0-100 /", { modelKey: "l460", specName: "0-100" }],
    [' car_key="l461" spec_name="seats"', { modelKey: "l461", specName: "seats" }],
    [' car-key="l460" power', { modelKey: "l460", specName: "power" }],
    [' class="x" car-key="l460" spec-name="power"', { modelKey: "l460", specName: "power" }],
    [
      " car-key=&quot;l460&quot; spec-name=&quot;power&quot;",
      { modelKey: "l460", specName: "power" },
    ],
  ])("reads <spec%s>", (inner, want) => {
    expect(parseSpecTag(inner)).toEqual(want);
  });

  it.each([
    [""],
    [" l460"],
    [" l460 power extra"],
    [' car-key="l4 60" spec-name="power"'],
    [' car-key="l460" spec-name="po<wer"'],
    [' car-key="" spec-name="power"'],
    [` car-key="${"l".repeat(40)}" spec-name="power"`],
  ])("refuses <spec%s>", (inner) => {
    expect(parseSpecTag(inner)).toBeNull();
  });

  it("finds every form in text: bare, attributes, self-closed, closed, escaped in HTML", () => {
    const text =
      '<spec l460 power> | <SPEC car-key="l461" spec-name="seats"></spec> | <spec l460 top_speed/> | &lt;spec l461 power&gt;';
    expect(specTagsIn(text)).toEqual([
      { modelKey: "l460", specName: "power" },
      { modelKey: "l461", specName: "seats" },
      { modelKey: "l460", specName: "top_speed" },
    ]);
    expect(specTagsIn(text, true)).toHaveLength(4);
    // Neither <specs> nor <spectrum> is a spec tag.
    expect(specTagsIn("<specs>a</specs> <spectrum>")).toEqual([]);
  });
});

describe("spec tag substitution", () => {
  it("fills plain text with the value, and shows nothing for what is unknown or malformed", () => {
    expect(
      fillSpecTagsInText("قوة <spec l460 power> وسرعة <spec L460 top_speed>", false, lookup),
    ).toBe(`قوة ${iso("400 حصان")} وسرعة ${iso("191")}`);
    for (const tag of [
      "<spec l999 power>",
      "<spec l460 torque>",
      "<spec l663 power>",
      "<spec l460>",
      "</spec>",
    ])
      expect(fillSpecTagsInText(`أ${tag}ب`, false, lookup)).toBe("أب");
    // Content between the tag and a later </spec> stays.
    expect(fillSpecTagsInText("<spec l461 seats> مقاعد</spec>", false, lookup)).toBe(
      `${iso("7")} مقاعد`,
    );
  });

  it("escapes values in HTML: a value is text, never markup", () => {
    const evil = new Map([["l460", { power: '<img src=x onerror="alert(1)"> & more' }]]);
    expect(fillSpecTagsInText("<p><spec l460 power></p>", true, evil)).toBe(
      `<p>${iso("&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; more")}</p>`,
    );
    expect(fillSpecTagsInText("<spec l460 power>", false, evil)).toBe(
      iso('<img src=x onerror="alert(1)"> & more'),
    );
  });

  it("keeps tags in editor HTML through sanitising, and fills them at render time", () => {
    const prepared = block([
      {
        accordion_title: "عنوان <spec l461 seats>",
        accordion_content:
          '<p>القوة: <spec l460 power> والتسارع &lt;spec car-key="l460" spec-name="0-100"&gt;</p><script>x</script>',
      },
    ]);
    expect(htmlOf(prepared)).not.toContain("<spec");
    expect(htmlOf(prepared)).not.toContain("script");
    const [filled] = fillSpecTags([prepared], lookup);
    if (!filled) throw new Error("no block");
    expect(htmlOf(filled)).toBe(`<p>القوة: ${iso("400 حصان")} والتسارع ${iso("6.1 ثانية")}</p>`);
    if (filled.kind !== "block") throw new Error("not a block");
    expect(filled.block.groups[0]).toMatchObject({ accordion_title: `عنوان ${iso("7")}` });
    // The prepared (cached) block is not changed.
    expect(htmlOf(prepared)).toContain("\uE000");
  });

  it("returns a block without tags as it is", () => {
    const plain = quote("نص بلا وسوم");
    expect(fillSpecTags([plain], lookup)[0]).toBe(plain);
  });

  it("collects each model key once, in page order", () => {
    const blocks = [
      quote("<spec L461 power> <spec l460 power>"),
      block([{ accordion_title: "ع", accordion_content: "<p><spec l460 seats><spec l663 x></p>" }]),
    ];
    expect(collectSpecKeys(blocks)).toEqual(["l461", "l460", "l663"]);
  });
});

describe("the batch loader", () => {
  it("loads every model of a page in ONE call, and none for a page without tags", async () => {
    const blocks = [
      quote("<spec l460 power>"),
      quote("<spec l461 seats> <spec l460 top_speed>"),
      block([{ accordion_title: "ع", accordion_content: "<p><spec l999 power></p>" }]),
    ];
    const load = vi.fn(async (keys: readonly string[]) => {
      const out = new Map<string, ModelSpecValues | null>();
      for (const key of keys) out.set(key, lookup.get(key) ?? null);
      return out;
    });
    const filled = await fillPageSpecTags(blocks, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(["l460", "l461", "l999"]);
    expect(filled.map((b) => fieldOf(b, "quote"))).toEqual([
      iso("400 حصان"),
      `${iso("7")} ${iso("191")}`,
      undefined,
    ]);
    const none = vi.fn(async () => new Map<string, ModelSpecValues | null>());
    await fillPageSpecTags([quote("بلا وسوم")], none);
    expect(none).not.toHaveBeenCalled();
  });

  it("shows nothing when the load fails", async () => {
    const filled = await fillPageSpecTags([quote("أ<spec l460 power>ب")], async () => {
      throw new Error("down");
    });
    expect(fieldOf(filled[0] as PreparedBlock, "quote")).toBe("أب");
  });

  it("holds each model per key until a write is announced, and reads only what it lacks", async () => {
    let fresh = true;
    const fetch = vi.fn(async (keys: readonly string[]) =>
      keys.flatMap((key) => (key === "l460" ? [{ key, specs: L460 }] : [])),
    );
    const cache = new ModelSpecCache(fetch, { isFresh: () => fresh }, () => {});
    const stamp = { pages: 1, settings: 1, metaheads: 1, epoch: 0 };
    const first = await cache.loader(stamp)(["l460", "l999"]);
    expect([...first]).toEqual([
      ["l460", L460],
      ["l999", null],
    ]);
    await cache.loader(stamp)(["l460", "l999", "l461"]);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith(["l461"]);
    fresh = false; // a write to model_specs was announced
    await cache.loader(stamp)(["l460"]);
    expect(fetch).toHaveBeenLastCalledWith(["l460"]);
  });

  it("maps every key to null when the read fails, and holds nothing", async () => {
    const fetch = vi.fn(async () => {
      throw new Error("connection lost");
    });
    const log = vi.fn();
    const cache = new ModelSpecCache(fetch, { isFresh: () => true }, log);
    const stamp = { pages: 1, settings: 1, metaheads: 1, epoch: 0 };
    expect([...(await cache.loader(stamp)(["l460", "l461"]))]).toEqual([
      ["l460", null],
      ["l461", null],
    ]);
    await cache.loader(stamp)(["l460"]);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenCalledWith("the model specs could not be read", expect.any(Error));
  });
});

describe("model keys and values", () => {
  it("lower-cases keys once each and drops what is not a key", () => {
    expect(parseModelKeys("l460,L461, l460,,bad key,l663")).toEqual(["l460", "l461", "l663"]);
  });

  it("shows texts trimmed and numbers in Western digits", () => {
    expect(specValueText(" 250 كم/س ")).toBe("250 كم/س");
    expect(specValueText(8.5)).toBe("8.5");
    expect(specValueText(undefined)).toBe("");
  });
});

describe("protectSpecTags", () => {
  it("leaves HTML without tags as it is", () => {
    const html = "<p>بلا وسوم</p>";
    expect(protectSpecTags(html)).toBe(html);
  });
});

describe("the admin's spec form", () => {
  it("saves digits as numbers and other texts as written, and names the rows in error", () => {
    const rows = [
      { id: 1, name: "seats", value: " 7 " },
      { id: 2, name: "top_speed", value: "250 كم/س" },
      { id: 3, name: "", value: "" },
      { id: 4, name: "bad name", value: "x" },
      { id: 5, name: "seats", value: "5" },
      { id: 6, name: "long", value: "x".repeat(201) },
    ];
    const { specs, problems } = specsOfRows(rows);
    expect(specs).toEqual({ seats: 7, top_speed: "250 كم/س" });
    expect([...problems.keys()]).toEqual([4, 5, 6]);
  });
});
