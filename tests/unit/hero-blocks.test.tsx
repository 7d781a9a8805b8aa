import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { blockRegistry } from "../../generated/blocks.ts";
import type { AnyBlock } from "../../generated/types.ts";
import { blockUiSchemas } from "../../generated/ui-schema.ts";
import { carouselMachine } from "../../machines/carousel-machine.ts";
import {
  askPersonalisation,
  localPersonalisation,
  orderFrom,
  type PersonalisationProvider,
} from "../../runtime/core/personalisation.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import { pageBlocks } from "../../runtime/demo/families/family-page.ts";
import { heroPage } from "../../runtime/demo/families/hero.ts";
import {
  DEFAULT_SLIDE_DURATION,
  sliderInterval,
  videoStyle,
  visibleSlides,
} from "../../site/blocks/HeroSlider/index.tsx";
import { parseMs, youTubeEmbed, youTubeId } from "../../site/blocks/HeroSlider/video.tsx";
import {
  instantOf,
  offerDeadline,
  timeLeft,
} from "../../site/blocks/HeroTitleBannerTall/index.tsx";
import { immersiveInterval, immersiveVideo } from "../../site/blocks/ImmersiveHero/index.tsx";
import { prepared, problems, render } from "../helpers/block-render.tsx";

const heroKeys = [
  "lrdx-hero-slider",
  "lrdx-hero-title-banner",
  "lrdx-hero-title-banner-tall",
  "lrdx-immersive-hero",
] as const;
type HeroKey = (typeof heroKeys)[number];

function example<K extends HeroKey>(key: K, i = 0): Extract<AnyBlock, { template: K }> {
  return prepared(examplesOf(key)[i]) as Extract<AnyBlock, { template: K }>;
}

describe("hero blocks: every example renders on the server", () => {
  for (const key of heroKeys)
    it.each(examplesOf(key).map((e, i) => [i, e] as const))(
      `${key} example %i`,
      async (_i, raw) => {
        const html = await render(prepared(raw));
        expect(html).not.toBe("");
        expect(html).not.toContain("<iframe");
        expect(html).not.toContain("<video");
      },
    );

  it("the catalogue marks the moving blocks as islands and the title banner static", () => {
    expect(blockRegistry["lrdx-hero-slider"].isIsland).toBe(true);
    expect(blockRegistry["lrdx-immersive-hero"].isIsland).toBe(true);
    expect(blockRegistry["lrdx-hero-title-banner-tall"].isIsland).toBe(true);
    expect(blockRegistry["lrdx-hero-title-banner"].isIsland).toBe(false);
  });

  it("the demo page shows the four heroes", () => {
    expect(pageBlocks(heroPage).map((b) => b.template)).toEqual([...heroKeys]);
    // The Tall banner keeps its offer period for the countdown.
    expect(pageBlocks(heroPage)[2]?.fields.offer_schedule).toBeDefined();
  });
});

describe("Hero Carousel", () => {
  it("server-renders every slide in a carousel, the first picture eager and the others lazy", async () => {
    const html = await render(example("lrdx-hero-slider"), 0);
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html.match(/aria-roledescription="slide"/g)).toHaveLength(5);
    expect(html.match(/loading="eager"/g)).toHaveLength(1);
    expect(html.match(/loading="lazy"/g)).toHaveLength(4);
    for (const text of ["ديفندر 110 الجديدة", "رينج روفر سبورت", "عروض قطع الغيار الأصلية"])
      expect(html).toContain(text);
    // The pause button (auto-advance) and the timer bar (has_timer).
    expect(html).toContain("إيقاف العرض التلقائي");
    expect(html).toContain("carousel__timer");
    // A block below the first two loads even its first picture lazily.
    const below = await render(example("lrdx-hero-slider"), 3);
    expect(below).not.toContain('loading="eager"');
  });

  it("the wide ratio offers the wide crops (1600x650, 1024x416, 640x260) from 741px", async () => {
    const html = await render(example("lrdx-hero-slider", 1));
    expect(html).toContain('media="(min-width: 741px)"');
    expect(html).toContain("/w/1600/h/650.jpg 1600w");
    expect(html).toContain("/w/640/h/260.jpg 640w");
  });

  it("a slide whose link is empty shows its fallback links instead", async () => {
    const html = await render(example("lrdx-hero-slider", 1));
    expect(html).toContain("سجّل اهتمامك");
    expect(html).toContain("اعرف المزيد");
  });

  it('defaults: slide_duration "6000", autoplay on, no timer, 4-slide limit off', () => {
    const block = prepared({ template: "lrdx-hero-slider", fields: {}, groups: [{}] });
    if (block.template !== "lrdx-hero-slider") throw new Error("wrong block");
    expect(block.fields.slide_duration).toBe("6000");
    expect(block.fields.is_autoplay).toBe(true);
    expect(block.fields.has_timer).toBe(false);
    expect(block.fields.has_touch_devices_slides_limit).toBe(false);
    expect(sliderInterval(block.fields)).toBe(DEFAULT_SLIDE_DURATION);
    expect(sliderInterval({ ...block.fields, is_autoplay: false })).toBeNull();
  });

  it("'Allow 4 slides on mobile' keeps the first 4 slides on phones only", () => {
    const slides = [1, 2, 3, 4, 5, 6];
    expect(visibleSlides(slides, true, true)).toEqual([1, 2, 3, 4]);
    expect(visibleSlides(slides, true, false)).toEqual(slides);
    expect(visibleSlides(slides, false, true)).toEqual(slides);
  });

  it("price, info and description are sanitised like every HTML field", () => {
    const block = prepared({
      template: "lrdx-hero-slider",
      fields: {},
      groups: [
        {
          info: '<h2 onclick="steal()">ديفندر</h2><script>alert(1)</script>',
          price: '<p>389,000 درهم<img src="x" onerror="alert(1)"></p>',
          description: '<a href="javascript:alert(1)">اضغط</a>',
        },
      ],
    });
    if (block.template !== "lrdx-hero-slider") throw new Error("wrong block");
    const g = block.groups[0];
    expect(g?.info).toBe("<h2>ديفندر</h2>");
    expect(g?.price).not.toContain("onerror");
    expect(g?.description).not.toContain("javascript:");
  });

  it("refuses bad values, naming the field", () => {
    const base = { template: "lrdx-hero-slider", fields: {}, groups: [{}] };
    expect(problems({ ...base, fields: { slide_duration: "six" } })).toContainEqual({
      pointer: "/fields/slide_duration",
      rule: "pattern",
    });
    expect(problems({ ...base, fields: { slide_duration: "500" } })).toContainEqual({
      pointer: "/fields/slide_duration",
      rule: "pattern",
    });
    expect(problems({ ...base, groups: [{ slide_duration_limit: "9s" }] })).toContainEqual({
      pointer: "/groups/0/slide_duration_limit",
      rule: "pattern",
    });
    expect(
      problems({ ...base, groups: [{ video_bg: "https://vimeo.com/12345678" }] }),
    ).toContainEqual({
      pointer: "/groups/0/video_bg",
      rule: "pattern",
    });
    expect(problems({ ...base, groups: [{ video_type: "gif" }] })).toContainEqual({
      pointer: "/groups/0/video_type",
      rule: "enum",
    });
    expect(problems({ ...base, fields: { box_color: "grey-theme" } })).toContainEqual({
      pointer: "/fields/box_color",
      rule: "enum",
    });
    expect(problems({ ...base, groups: [{ "rdx-fallback-links": [{}, {}, {}] }] })).toContainEqual({
      pointer: "/groups/0/rdx-fallback-links",
      rule: "maxItems",
    });
  });

  it("video-styles is a structured value (the catalogue's JSON string): errors name the member", () => {
    const base = { template: "lrdx-hero-slider", fields: {} };
    expect(problems({ ...base, groups: [{ "video-styles": { fit: "stretch" } }] })).toContainEqual({
      pointer: "/groups/0/video-styles/fit",
      rule: "enum",
    });
    expect(
      problems({ ...base, groups: [{ "video-styles-wide": { focus_x: 140 } }] }),
    ).toContainEqual({
      pointer: "/groups/0/video-styles-wide/focus_x",
      rule: "maximum",
    });
    expect(problems({ ...base, groups: [{ "video-styles": { colour: "red" } }] })).toContainEqual({
      pointer: "/groups/0/video-styles",
      rule: "additionalProperties",
    });
    expect(problems({ ...base, groups: [{ "video-styles": '{"fit":"cover"}' }] })).toContainEqual({
      pointer: "/groups/0/video-styles",
      rule: "type",
    });
    expect(videoStyle({ fit: "contain", focus_x: 20, focus_y: 80, zoom: 1.2 })).toEqual({
      objectFit: "contain",
      objectPosition: "20% 80%",
      transform: "scale(1.2)",
      background: undefined,
    });
  });

  it("YouTube addresses become youtube-nocookie embeds; anything else is no YouTube video", () => {
    expect(youTubeId("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(youTubeId("https://youtu.be/dQw4w9WgXcQ?t=4")).toBe("dQw4w9WgXcQ");
    expect(youTubeId("https://www.youtube.com/shorts/dQw4w9WgXcQ")).toBe("dQw4w9WgXcQ");
    expect(youTubeId("https://evil.example/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(youTubeId("")).toBeNull();
    expect(youTubeEmbed("dQw4w9WgXcQ", true)).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1&loop=1&playlist=dQw4w9WgXcQ&controls=0&playsinline=1&rel=0",
    );
  });
});

describe("carousel timing of the heroes (fake timers)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start(interval: number | null, durations: (number | null)[]) {
    const actor = createActor(carouselMachine, {
      input: { count: durations.length, interval, durations, now: () => Date.now() },
    });
    actor.start();
    return actor;
  }

  it("the Hero Carousel advances every slide_duration, or a slide's slide_duration_limit", () => {
    const block = example("lrdx-hero-slider");
    const durations = block.groups.map((g) => parseMs(g.slide_duration_limit));
    expect(durations).toEqual([null, 9000, null, null, null]);
    const actor = start(sliderInterval(block.fields), durations);
    const at = () => actor.getSnapshot().context.index;
    vi.advanceTimersByTime(5999);
    expect(at()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(at()).toBe(1);
    vi.advanceTimersByTime(8999);
    expect(at()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(at()).toBe(2);
    // Pause holds it; play resumes with the time that was left.
    vi.advanceTimersByTime(2000);
    actor.send({ type: "PAUSE" });
    vi.advanceTimersByTime(60_000);
    expect(at()).toBe(2);
    actor.send({ type: "PLAY" });
    vi.advanceTimersByTime(3999);
    expect(at()).toBe(2);
    vi.advanceTimersByTime(1);
    expect(at()).toBe(3);
    // After the last slide, the first.
    vi.advanceTimersByTime(12_000);
    expect(at()).toBe(0);
    actor.stop();
  });

  it("is_autoplay off: the Hero Carousel never moves by itself", () => {
    const block = example("lrdx-hero-slider");
    const actor = start(sliderInterval({ ...block.fields, is_autoplay: false }), [null, null]);
    vi.advanceTimersByTime(60_000);
    expect(actor.getSnapshot().context.index).toBe(0);
    actor.stop();
  });

  it("the Immersive Hero advances every video_time ms (default 5000) when is_autoplay", () => {
    const block = prepared({ template: "lrdx-immersive-hero", fields: {}, groups: [{}, {}] });
    if (block.template !== "lrdx-immersive-hero") throw new Error("wrong block");
    expect(block.fields.video_time).toBe(5000);
    expect(block.fields.is_autoplay).toBe(true);
    const actor = start(immersiveInterval(block.fields), [null, null]);
    vi.advanceTimersByTime(4999);
    expect(actor.getSnapshot().context.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().context.index).toBe(1);
    actor.stop();
    expect(immersiveInterval({ ...block.fields, is_autoplay: false })).toBeNull();
    expect(immersiveInterval({ ...block.fields, video_time: 8000 })).toBe(8000);
  });
});

describe("Immersive Hero", () => {
  it("has no block_scroll_id (§2.1)", () => {
    expect(
      problems({ template: "lrdx-immersive-hero", fields: { block_scroll_id: "x" }, groups: [] }),
    ).toContainEqual({ pointer: "/fields", rule: "additionalProperties" });
  });

  it("phones play only native_video_mobile: without it, no video on phones (§5.5)", () => {
    const g = { native_video: "/v/desktop.mp4", native_video_mobile: "" };
    expect(immersiveVideo(g, false)).toBe("/v/desktop.mp4");
    expect(immersiveVideo(g, true)).toBe("");
    expect(immersiveVideo({ ...g, native_video_mobile: "/v/m.mp4" }, true)).toBe("/v/m.mp4");
  });

  it("the editor reads the §5.5 rule beside the mobile video field", () => {
    const groupUi = (
      blockUiSchemas["lrdx-immersive-hero"] as unknown as {
        groups: { items: Record<string, { "ui:options"?: { tooltip?: string } }> };
      }
    ).groups.items;
    expect(groupUi.native_video_mobile?.["ui:options"]?.tooltip).toContain(
      "لا يظهر أي فيديو على الهواتف",
    );
  });

  it("renders its placement, overlay, price, disclaimer and the scroll-to link to the next block", async () => {
    const html = await render(example("lrdx-immersive-hero"), 0);
    expect(html).toContain("immersive-hero__slide--left-bottom");
    expect(html).toContain("immersive-hero__overlay");
    expect(html).toContain("595,000");
    expect(html).toContain("ضريبة القيمة المضافة");
    expect(html).toContain('href="#component-2"');
    expect(html).toContain("اكتشف المزيد");
    // The mobile picture (has_mobile_image) is a <source> for phones, from the tall sizes.
    expect(html).toContain('media="(max-width: 740.98px)"');
    expect(html).toContain("/w/1080/h/1920.jpg 1080w");
    const row = await render(example("lrdx-immersive-hero", 1));
    expect(row).toContain("immersive-hero__buttons--row");
    expect(row).toContain("immersive-hero__slide--middle");
  });
});

describe("Hero Title Banner and its Tall variant", () => {
  it("the Tall banner is the same component in a tall frame with the tall phone sizes", async () => {
    const tall = await render(example("lrdx-hero-title-banner-tall"));
    expect(tall).toContain("hero-title-banner hero-title-banner--tall");
    expect(tall).toContain("/w/1080/h/1920.jpg 1080w");
    expect(tall).toContain("/w/640/h/1138.jpg 640w");
    const plain = await render(example("lrdx-hero-title-banner"));
    expect(plain).toContain("hero-title-banner");
    expect(plain).not.toContain("hero-title-banner--tall");
  });

  it("has_timer draws the countdown box (dashes on the server, filled in the browser)", async () => {
    const html = await render(example("lrdx-hero-title-banner-tall"));
    expect(html).toContain('role="timer"');
    expect(html).toContain("ينتهي العرض خلال");
    expect(html.match(/>--</g)).toHaveLength(4);
    // Without an offer period there is nothing to count to.
    const none = await render(example("lrdx-hero-title-banner-tall", 1));
    expect(none).not.toContain('role="timer"');
  });

  it("the countdown runs to 23:59:59 of the running period's end day, in the site's time zone", () => {
    const schedule = [
      { start: "2026-11-01", end: "2026-11-30" },
      { start: "2026-12-10", end: "2026-12-31" },
    ];
    // Dubai is UTC+4: 23:59:59 there on 30 November is 19:59:59Z.
    const now = new Date("2026-11-28T06:00:00Z");
    const deadline = offerDeadline(schedule, now, "Asia/Dubai");
    expect(deadline).toEqual(new Date("2026-11-30T19:59:59Z"));
    expect(timeLeft(deadline ?? now, now)).toEqual({
      days: 2,
      hours: 13,
      minutes: 59,
      seconds: 59,
    });
    // The same offer on a site in another zone ends at that zone's midnight.
    expect(offerDeadline(schedule, now, "America/New_York")).toEqual(
      new Date("2026-12-01T04:59:59Z"),
    );
    // Between periods, and before a period's 00:00:01 (site time), nothing runs.
    expect(offerDeadline(schedule, new Date("2026-12-05T08:00:00Z"), "Asia/Dubai")).toBeNull();
    expect(offerDeadline(schedule, new Date("2026-12-09T20:00:00Z"), "Asia/Dubai")).toBeNull();
    expect(offerDeadline(schedule, new Date("2026-12-09T20:00:01Z"), "Asia/Dubai")).toEqual(
      new Date("2026-12-31T19:59:59Z"),
    );
  });

  it("reads a local time across a daylight-saving change", () => {
    // London: 29 March 2026 moves from UTC to UTC+1 at 01:00Z.
    expect(instantOf("2026-03-29", "23:59:59", "Europe/London")).toEqual(
      new Date("2026-03-29T22:59:59Z"),
    );
    expect(instantOf("2026-03-28", "23:59:59", "Europe/London")).toEqual(
      new Date("2026-03-28T23:59:59Z"),
    );
  });

  it("Tall has has_timer; both keep the banner's fields", () => {
    const tall = prepared({ template: "lrdx-hero-title-banner-tall", fields: {}, groups: [] });
    const plain = prepared({ template: "lrdx-hero-title-banner", fields: {}, groups: [] });
    const tallKeys = Object.keys(tall.fields);
    for (const key of Object.keys(plain.fields)) expect(tallKeys).toContain(key);
    expect(tallKeys).toContain("has_timer");
    expect(Object.keys(plain.fields)).not.toContain("has_timer");
  });
});

describe("personalisation (has_mxo)", () => {
  const request = {
    template: "lrdx-hero-slider",
    offerKey: "summer-2026",
    slideCount: 3,
    wantsLayout: false,
    path: "/ar/",
  };

  it("the local provider answers nothing: the editor's order stays", async () => {
    expect(await localPersonalisation.decide(request)).toBeNull();
    expect(await askPersonalisation(request, localPersonalisation)).toBeNull();
    expect(orderFrom(["a", "b", "c"], undefined)).toEqual(["a", "b", "c"]);
  });

  it("a provider's first slide leads, the others keep their order; bad answers are ignored", async () => {
    const answer = (firstSlide: number, layout?: string): PersonalisationProvider => ({
      decide: async () => ({ firstSlide, layout }),
    });
    const d = await askPersonalisation(request, answer(2, "left-top"));
    expect(d).toEqual({ firstSlide: 2, layout: undefined });
    expect(orderFrom(["a", "b", "c"], d?.firstSlide)).toEqual(["c", "a", "b"]);
    expect((await askPersonalisation(request, answer(7)))?.firstSlide).toBeUndefined();
    expect(
      (await askPersonalisation({ ...request, wantsLayout: true }, answer(0, "left-top")))?.layout,
    ).toBe("left-top");
    const failing: PersonalisationProvider = {
      decide: () => Promise.reject(new Error("offline")),
    };
    expect(await askPersonalisation(request, failing)).toBeNull();
  });
});

describe("hero pictures: the 900x500 fallback (§9.3)", () => {
  it("asks for the 900x500 crop when a picture is given none of the hero sizes, and the media library serves it", async () => {
    const { renderToString } = await import("react-dom/server");
    const { ResponsiveImage } = await import("../../site/ui/responsive-image.tsx");
    const { variantSizes } = await import("../../runtime/features/media/images.ts");
    const html = renderToString(<ResponsiveImage image={{ id: 24735 }} sizes={[]} index={0} />);
    expect(html).toMatch(/src="[^"]*\/api\/v2\/images\/24735\/w\/900\/h\/500\.jpg"/);
    expect(html).toContain('width="900"');
    expect(html).toContain('height="500"');
    expect(variantSizes).toContainEqual({ w: 900, h: 500 });
    // With its sizes, a hero picture keeps them.
    const sized = renderToString(
      <ResponsiveImage image={{ id: 24735 }} sizes={[{ w: 1600, h: 900 }]} index={0} />,
    );
    expect(sized).toContain("/w/1600/h/900.jpg");
  });
});
