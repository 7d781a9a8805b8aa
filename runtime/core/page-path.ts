import { validatePagePath } from "../../generated/validate.ts";
import { ruleMessage } from "./validation-messages.ts";

/** A page path that breaks the PagePath schema: the rule it breaks and the Arabic message. */
interface PagePathProblem {
  rule: string;
  message: string;
}

/** What the PagePath pattern allows, said the way an editor needs to hear it. */
const PATTERN_HINT =
  "يقبل حروفًا صغيرة وأرقامًا وشرطات (-) فقط، في مقاطع تفصلها /، بلا / في أوله أو آخره";

/**
 * The page-path rule, once: the PagePath schema (schemas/entities/page-path.schema.json) that the
 * API checks at the edge, worded from the one message table for the builder's dialogs and the
 * server's refusals alike.
 */
export function pagePathProblem(path: unknown): PagePathProblem | null {
  if (validatePagePath(path)) return null;
  const error = validatePagePath.errors?.[0];
  const rule = error?.keyword ?? "pattern";
  const detail = rule === "pattern" ? PATTERN_HINT : ruleMessage(rule, error?.params ?? {});
  return { rule, message: `المسار: ${detail}` };
}
