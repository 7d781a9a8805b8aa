import type { QuizDataSource } from "../../adapters/quiz-images.ts";
import { parseOffRoadQuizImages, type QuizImagesResult } from "../../core/quiz-images.ts";
import {
  type PageDataLoader,
  type PageDataRequest,
  type PageDataResult,
  pageDataFields,
  wantsPageData,
} from "../../ssr/page-data.ts";

/**
 * Quizzes with answer pictures (`x-page-data: quiz-images`, the Off-road Product-match Quiz):
 * before the page renders, each one's images_data_url is read (runtime/adapters/quiz-images.ts,
 * through the egress guard) and handed to its island as the `images` prop. An empty URL gives
 * `{ status: "none" }`; a URL that fails, or a body that is not the shape, `{ status: "failed" }`
 * (the block shows error_msg and try_again_btn_label, which reloads the page).
 */

/** How long a page showing quiz pictures may be kept; a failure only briefly. */
export const QUIZ_IMAGES_TTL_MS = 5 * 60_000;
export const QUIZ_IMAGES_FAILURE_TTL_MS = 30_000;

export function quizImagesLoader(source: QuizDataSource): PageDataLoader {
  return {
    name: "quiz pictures",
    wants: wantsPageData("quiz-images"),
    load: (input) => readQuizImages(source, input),
  };
}

async function readQuizImages(
  source: QuizDataSource,
  input: PageDataRequest,
): Promise<PageDataResult | null> {
  const quizzes = input.blocks.flatMap((p) => {
    const fields = pageDataFields(p, "quiz-images");
    return fields ? [{ index: p.frame.index, url: fields.images_data_url.trim() }] : [];
  });
  if (quizzes.length === 0) return null;
  const answers = await Promise.all(
    quizzes.map(async ({ index, url }): Promise<[number, QuizImagesResult]> => {
      if (url === "") return [index, { status: "none" }];
      try {
        const parsed = parseOffRoadQuizImages(await source.read(url));
        if (parsed === null) throw new Error("the quiz data is not an object");
        return [index, { status: "ok", answers: parsed }];
      } catch (error) {
        input.log("a quiz's images_data_url could not be read", error);
        return [index, { status: "failed" }];
      }
    }),
  );
  const props: Record<number, { images: QuizImagesResult }> = {};
  for (const [index, images] of answers) props[index] = { images };
  const hasFailed = answers.some(([, a]) => a.status === "failed");
  const ttl = hasFailed ? QUIZ_IMAGES_FAILURE_TTL_MS : QUIZ_IMAGES_TTL_MS;
  return { props, expiresAt: input.now.getTime() + ttl };
}
