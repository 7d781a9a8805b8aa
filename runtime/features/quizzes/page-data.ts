import type { QuizDataSource } from "../../adapters/quiz-images.ts";
import { parseOffRoadQuizImages, type QuizImagesResult } from "../../core/quiz-images.ts";
import {
  type PageDataLoader,
  type PageDataRequest,
  type PageDataResult,
  readPerBlock,
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

function readQuizImages(
  source: QuizDataSource,
  input: PageDataRequest,
): Promise<PageDataResult | null> {
  return readPerBlock(
    {
      kind: "quiz-images",
      prop: "images",
      request: (fields) => fields.images_data_url.trim(),
      read: async (url): Promise<QuizImagesResult> => {
        if (url === "") return { status: "none" };
        const parsed = parseOffRoadQuizImages(await source.read(url));
        if (parsed === null) throw new Error("the quiz data is not an object");
        return { status: "ok", answers: parsed };
      },
      failure: "a quiz's images_data_url could not be read",
      ttlMs: { ok: QUIZ_IMAGES_TTL_MS, failed: QUIZ_IMAGES_FAILURE_TTL_MS },
    },
    input,
  );
}
