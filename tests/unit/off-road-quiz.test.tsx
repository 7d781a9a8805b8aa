import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { blockRegistry } from "../../generated/blocks.ts";
import type { BlockInstanceMap } from "../../generated/types.ts";
import { EgressRefusedError } from "../../runtime/adapters/egress.ts";
import { quizDataSource } from "../../runtime/adapters/quiz-images.ts";
import {
  isQuizImageUrl,
  parseOffRoadQuizImages,
  type QuizImagesResult,
  quizImagesOf,
} from "../../runtime/core/quiz-images.ts";
import { offRoadQuestions, offRoadVariants } from "../../runtime/core/quiz-scoring/off-road.ts";
import { examplesOf } from "../../runtime/demo/examples.ts";
import {
  QUIZ_IMAGES_FAILURE_TTL_MS,
  QUIZ_IMAGES_TTL_MS,
  quizImagesLoader,
} from "../../runtime/features/quizzes/page-data.ts";
import OffRoadQuiz, { variantName } from "../../site/blocks/OffRoadQuiz/index.tsx";
import { defaultSiteContext, SiteContext } from "../../site/ui/site-context.tsx";
import { prepared, problems } from "../helpers/block-render.tsx";
import { runLoader } from "../helpers/page-data.ts";

const KEY = "lrdx-off-road-quiz";
type Raw = { template: string; fields: Record<string, unknown>; groups: unknown[] };
const example = (): Raw => structuredClone(examplesOf(KEY)[0]) as Raw;
const fieldsOf = (raw: Raw): Record<string, unknown> =>
  Object.fromEntries(Object.entries(prepared(raw).fields));

function quizBlock(raw: Raw): BlockInstanceMap[typeof KEY] {
  const block = prepared(raw);
  if (block.template !== KEY) throw new Error("not the Off-road quiz");
  return block;
}

function render(raw: Raw, images?: QuizImagesResult): string {
  const props = { block: quizBlock(raw), index: 0, ...(images ? { images } : {}) };
  return renderToString(
    <SiteContext.Provider value={defaultSiteContext}>
      <OffRoadQuiz {...props} />
    </SiteContext.Provider>,
  );
}

/** The markup outside the noscript list (what a browser running the island shows). */
const withoutNoscript = (html: string): string => html.replace(/<noscript>[\s\S]*<\/noscript>/, "");

describe("Off-road Product-match Quiz block", () => {
  it("is an island asking the page route for its answer pictures", () => {
    expect(blockRegistry[KEY].isIsland).toBe(true);
    expect(blockRegistry[KEY].pageData).toBe("quiz-images");
  });

  it("has a label, title and answer field per answer the scoring defines, and each variant's fields", () => {
    const fields = fieldsOf(example());
    offRoadQuestions.forEach((q, i) => {
      const n = i + 1;
      for (const part of ["label", "title"]) expect(fields[`question_${n}_${part}`]).not.toBe("");
      q.answerIds.forEach((_, j) => {
        expect(typeof fields[`question_${n}_answer_${j + 1}`]).toBe("string");
        expect(fields[`question_${n}_answer_${j + 1}`]).not.toBe("");
      });
      expect(fields[`question_${n}_answer_${q.answerIds.length + 1}`]).toBeUndefined();
    });
    expect(offRoadVariants).toHaveLength(16);
    for (const v of offRoadVariants) {
      expect(String(fields[`variant_${v}_body`])).toMatch(/\S/);
      expect(fields[`variant_${v}_image`]).toMatchObject({ id: expect.any(Number) });
      expect(fields[`variant_${v}_continue`]).toMatchObject({
        url: expect.stringMatching(/^https:/),
      });
    }
  });

  it("renders the welcome screen on the server: picture, title, HELP ME CHOOSE, GET STARTED, the video's pause button; no question yet", () => {
    const raw = example();
    const html = render(raw, { status: "none" });
    const shown = withoutNoscript(html);
    expect(shown).toContain('data-view="intro"');
    expect(shown).toContain(String(raw.fields.welcome_title));
    expect(shown).toContain(String(raw.fields.welcome_paragraph));
    expect(shown).toContain(`>${String(raw.fields.help_me_choose_label)}</button>`);
    const getStarted = raw.fields.get_started_link as { url: string };
    expect(shown).toContain(`href="${getStarted.url}"`);
    expect(shown).toContain(`>${String(raw.fields.pause_video_label)}</button>`);
    expect(shown).toContain("/40000/");
    // The video itself waits for the island (and for a visitor who allows motion).
    expect(shown).not.toContain("<video");
    expect(shown).not.toContain("<fieldset");
    expect(shown).toContain('role="status"');
  });

  it("lists, for readers without script, every question and every variant with CONTINUE THIS BUILD to its configurator", () => {
    const raw = example();
    const html = render(raw);
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? "";
    for (const v of offRoadVariants) {
      const link = raw.fields[`variant_${v}_continue`] as { url: string };
      expect(noscript).toContain(`href="${link.url}"`);
    }
    expect(noscript.match(new RegExp(String(raw.fields.continue_build_label), "g"))).toHaveLength(
      16,
    );
    expect(noscript).toContain(String(raw.fields.question_3_answer_5));
    expect(noscript).toContain(String(raw.fields.wherever_your_lifestyle));
  });

  it("shows error_msg and a try-again reload when the answer pictures could not be read", () => {
    const raw = example();
    raw.fields.error_msg = "تعذّر تحميل الصور";
    raw.fields.try_again_btn_label = "أعد المحاولة";
    const html = render(raw, { status: "failed" });
    expect(html).toContain("تعذّر تحميل الصور");
    expect(html).toContain('<form method="get">');
    expect(html).toContain(">أعد المحاولة</button>");
    expect(html).not.toContain(String(raw.fields.help_me_choose_label));
    // Without a failure the quiz shows and the error does not.
    expect(render(raw, { status: "none" })).not.toContain("تعذّر تحميل الصور");
  });

  it("refuses an images_data_url that is neither https:// nor a site path, a step indicator without {total}, an emissions text without {value}", () => {
    for (const bad of [
      "http://cdn.example/x.json",
      "javascript:alert(1)",
      "//cdn.example/x",
      "ftp://x",
    ]) {
      const raw = example();
      raw.fields.images_data_url = bad;
      expect(
        problems(raw).map((p) => p.pointer),
        bad,
      ).toContain("/fields/images_data_url");
    }
    const counter = example();
    counter.fields.step_label = "السؤال {current}";
    expect(problems(counter).map((p) => p.pointer)).toContain("/fields/step_label");
    const emissions = example();
    emissions.fields.emissions_label = "انبعاثات منخفضة";
    expect(problems(emissions).map((p) => p.pointer)).toContain("/fields/emissions_label");
    const good = example();
    good.fields.images_data_url = "https://cdn.example/quiz/images.json";
    expect(problems(good)).toEqual([]);
  });

  it("fills an added block from the defaults: Arabic labels for every screen, no pictures to read", () => {
    const fields = fieldsOf({ template: KEY, fields: {}, groups: [] });
    expect(fields.images_data_url).toBe("");
    expect(fields.deselect_all_label).toBe("إلغاء تحديد الكل");
    expect(fields.result_label).toBe("تطابقك المثالي");
    expect(fields.diesel_emissions).toBe(204);
    expect(fields.petrol_emissions).toBe(227);
  });

  it("names a variant for the live region by its body's first paragraph", () => {
    expect(variantName("<p><strong>ديفندر 110</strong> ديزل</p><ul><li>x</li></ul>")).toBe(
      "ديفندر 110 ديزل",
    );
    expect(variantName("نص بلا وسوم")).toBe("نص بلا وسوم");
  });
});

describe("the answer pictures' JSON (images_data_url)", () => {
  it("reads each question's answers by the scoring's ids; unknown ids, other keys and unsafe URLs are left out", () => {
    const parsed = parseOffRoadQuizImages({
      activities: {
        camping: { url: "https://cdn.example/camping.jpg" },
        "off-roading": { url: "/api/v2/images/40000/w/640/h/360.jpg" },
        skydiving: { url: "https://cdn.example/sky.jpg" },
        cycling: { url: "javascript:alert(1)" },
        "horse-riding": { url: "http://cdn.example/h.jpg" },
      },
      journeys: { towing: { url: " https://cdn.example/towing.jpg " }, city: "https://x.example" },
      companions: [],
      extra: { dogs: { url: "https://cdn.example/dogs.jpg" } },
    });
    expect(parsed).toEqual({
      "off-roading": "/api/v2/images/40000/w/640/h/360.jpg",
      camping: "https://cdn.example/camping.jpg",
      towing: "https://cdn.example/towing.jpg",
    });
    expect(parseOffRoadQuizImages({})).toEqual({});
    for (const notAnObject of [null, [], "x", 3])
      expect(parseOffRoadQuizImages(notAnObject)).toBeNull();
  });

  it("accepts https:// and site paths only", () => {
    for (const good of ["https://a.example/x.jpg", "/data/x.jpg"])
      expect(isQuizImageUrl(good)).toBe(true);
    for (const bad of [
      "http://a.example/x.jpg",
      "//a.example/x",
      "/\\a",
      "data:image/png;base64,x",
      "https://a b",
      "",
    ])
      expect(isQuizImageUrl(bad), bad).toBe(false);
  });

  it("takes the island's images prop only when it has the shape", () => {
    expect(quizImagesOf({ images: { status: "failed" } })).toEqual({ status: "failed" });
    expect(quizImagesOf({ images: { status: "none" } })).toEqual({ status: "none" });
    expect(
      quizImagesOf({
        images: { status: "ok", answers: { camping: "https://a.example/c.jpg", x: 3 } },
      }),
    ).toEqual({ status: "ok", answers: { camping: "https://a.example/c.jpg" } });
    expect(quizImagesOf({ images: { status: "ok" } })).toBeNull();
    expect(quizImagesOf({})).toBeNull();
  });
});

describe("the quiz pictures' page loader", () => {
  const now = new Date("2026-05-01T10:00:00Z");
  const quiz = (url: string) => ({ template: KEY, fields: { images_data_url: url }, groups: [] });

  it("reads the demo's data file for a /data/ path, offline, every answer getting its picture", async () => {
    const result = await runLoader(quizImagesLoader(quizDataSource()), {
      blocks: [quiz("/data/off-road-quiz-images.json")],
      now,
    });
    const images = quizImagesOf(result?.props?.[0] ?? {});
    expect(images?.status).toBe("ok");
    const ids = offRoadQuestions.flatMap((q) => q.answerIds);
    if (images?.status === "ok")
      expect(Object.keys(images.answers).sort()).toEqual([...ids].sort());
    expect(result?.expiresAt).toBe(now.getTime() + QUIZ_IMAGES_TTL_MS);
  });

  it("gives no pictures for an empty URL, and a failure (kept briefly, logged) when the read fails or is not the shape", async () => {
    const logged: string[] = [];
    const blocks = [
      quiz(""),
      quiz("https://cdn.example/a.json"),
      quiz("https://cdn.example/b.json"),
    ];
    const source = {
      read: async (url: string) => {
        if (url.endsWith("a.json")) throw new Error("down");
        return ["not", "an", "object"];
      },
    };
    const result = await runLoader(quizImagesLoader(source), {
      blocks,
      now,
      log: (m: string) => logged.push(m),
    });
    expect(result?.props).toEqual({
      0: { images: { status: "none" } },
      1: { images: { status: "failed" } },
      2: { images: { status: "failed" } },
    });
    expect(result?.expiresAt).toBe(now.getTime() + QUIZ_IMAGES_FAILURE_TTL_MS);
    expect(logged).toHaveLength(2);
    expect(await runLoader(quizImagesLoader(source), { blocks: [], now })).toBeNull();
  });

  it("reads an https:// URL through the egress guard: a private address is refused before any connection", async () => {
    const source = quizDataSource();
    await expect(source.read("https://127.0.0.1/quiz.json")).rejects.toBeInstanceOf(
      EgressRefusedError,
    );
    await expect(source.read("https://169.254.169.254/latest")).rejects.toBeInstanceOf(
      EgressRefusedError,
    );
    await expect(source.read("http://cdn.example/x.json")).rejects.toThrow(/https/);
    await expect(source.read("/data/../secrets.json")).rejects.toThrow(/https/);
  });

  it("asks for JSON, fails on a status that is not 2xx, and keeps an answer a while", async () => {
    const calls: string[] = [];
    let clock = 0;
    const fetchStub: typeof fetch = async (input, init) => {
      calls.push(`${String(input)} ${new Headers(init?.headers).get("accept")}`);
      return String(input).endsWith("missing.json")
        ? new Response("no", { status: 404 })
        : Response.json({ activities: {} });
    };
    const source = quizDataSource({ fetch: fetchStub, now: () => clock, cacheMs: 1000 });
    expect(await source.read("https://cdn.example/q.json")).toEqual({ activities: {} });
    await source.read("https://cdn.example/q.json");
    expect(calls).toEqual(["https://cdn.example/q.json application/json"]);
    clock = 2000;
    await source.read("https://cdn.example/q.json");
    expect(calls).toHaveLength(2);
    await expect(source.read("https://cdn.example/missing.json")).rejects.toThrow(/404/);
  });
});
