/**
 * What reads a quiz's images_data_url: the site's JSON reader (runtime/adapters/site-json.ts),
 * under the names the quizzes use.
 */
export {
  SITE_DATA_DIR as QUIZ_DATA_DIR,
  type SiteJsonSource as QuizDataSource,
  siteJsonSource as quizDataSource,
} from "./site-json.ts";
