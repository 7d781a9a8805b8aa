import { offRoadQuestions } from "./quiz-scoring/off-road.ts";
import { isRecord } from "./records.ts";

/**
 * The Off-road Product-match Quiz's answer pictures (002 §7: "Loads images_data_url (JSON).
 * Shape: not shown"). The shape, designed here, names each answer by the id its scoring gives it
 * (runtime/core/quiz-scoring/off-road.ts), grouped by question:
 *
 *   {
 *     "activities": { "off-roading": { "url": "https://…/off-roading.jpg" }, "camping": { … }, … },
 *     "journeys":   { "city": { "url": "/api/v2/images/41005/w/640/h/360.jpg" }, … },
 *     "companions": { "children": { "url": "…" }, … }
 *   }
 *
 * A picture's url is https:// or a site path. Unknown questions, unknown answer ids, other keys
 * and any other url are ignored (an answer without a picture shows its words alone); a body that
 * is not an object is not this shape at all, and the load fails. The pictures are decorative:
 * each answer's words name it, so the JSON carries no alternative text.
 */

/** The questions' keys in the JSON, in the quiz's order. */
export const OFF_ROAD_IMAGE_QUESTIONS = ["activities", "journeys", "companions"] as const;

/** Each answer id's picture URL; an answer without one is absent. */
export type QuizAnswerImages = Readonly<Record<string, string>>;

/** What the page route hands the quiz island (`images` prop). */
export type QuizImagesResult =
  /** images_data_url is empty: the answers show no pictures. */
  | { status: "none" }
  | { status: "ok"; answers: QuizAnswerImages }
  /** The JSON could not be read or is not the shape: the block shows error_msg and try again. */
  | { status: "failed" };

/** https:// or a site path; never http:, //host, javascript: or a URL with spaces or controls. */
export function isQuizImageUrl(url: string): boolean {
  if (url.length > 2000) return false;
  for (const ch of url) {
    const code = ch.codePointAt(0) ?? 0;
    if (code <= 0x20 || code === 0x7f) return false;
  }
  return /^\/(?![/\\])/.test(url) || /^https:\/\/[^/\\]/i.test(url);
}

/** The pictures of a read JSON body; null when the body is not the shape (not an object). */
export function parseOffRoadQuizImages(body: unknown): QuizAnswerImages | null {
  if (!isRecord(body)) return null;
  const answers: Record<string, string> = {};
  OFF_ROAD_IMAGE_QUESTIONS.forEach((key, i) => {
    const question = body[key];
    if (!isRecord(question)) return;
    for (const id of offRoadQuestions[i]?.answerIds ?? []) {
      const picture = question[id];
      const url = isRecord(picture) && typeof picture.url === "string" ? picture.url.trim() : "";
      if (isQuizImageUrl(url)) answers[id] = url;
    }
  });
  return answers;
}

/** The `images` prop of a quiz island as handed over, or null when it is absent or not the shape. */
export function quizImagesOf(props: object): QuizImagesResult | null {
  const value: unknown = Reflect.get(props, "images");
  if (!isRecord(value)) return null;
  if (value.status === "none") return { status: "none" };
  if (value.status === "failed") return { status: "failed" };
  if (value.status !== "ok" || !isRecord(value.answers)) return null;
  const answers: Record<string, string> = {};
  for (const [id, url] of Object.entries(value.answers))
    if (typeof url === "string" && isQuizImageUrl(url)) answers[id] = url;
  return { status: "ok", answers };
}
