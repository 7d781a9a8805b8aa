import type { FastifyRequest } from "fastify";
import { ruleMessage } from "../core/validation-messages.ts";
import { ApiProblem } from "./problem.ts";

/**
 * The deepest a JSON body may nest. A page's blocks reach about 8 levels (blocks, groups, links,
 * sizes); 5,000 levels would overflow the stack of whatever walks the value next (the validators,
 * the sanitiser, the driver's JSON.stringify, PostgreSQL's jsonb).
 */
export const MAX_BODY_DEPTH = 64;

const escapeToken = (key: string) => key.replaceAll("~", "~0").replaceAll("/", "~1");

/**
 * A UTF-16 surrogate without its partner: a high one not followed by a low one, or a low one not
 * preceded by a high one. JSON's `\ud800` escape makes one; no UTF-8 text can hold it, so
 * PostgreSQL's jsonb refuses it (a 500) and its text columns store U+FFFD instead (the value is
 * silently changed). A pair (an emoji) is one character and passes.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The rule a string or key breaks, or null: NUL first, then an unpaired surrogate. */
function textRule(text: string): "noNul" | "noLoneSurrogate" | null {
  if (text.includes("\u0000")) return "noNul";
  if (LONE_SURROGATE.test(text)) return "noLoneSurrogate";
  return null;
}

/**
 * Why a parsed body may not go further, or null: a string or a key carrying NUL (PostgreSQL's
 * text cannot hold it) or an unpaired UTF-16 surrogate (no UTF-8 text can), or nesting deeper
 * than MAX_BODY_DEPTH. Walks without recursion.
 *
 * Params and query strings cannot carry a lone surrogate: the router decodes them as UTF-8,
 * which cannot spell one (`%ED%A0%80` is refused in a path and kept as sent in a query).
 */
export function bodyProblem(value: unknown): ApiProblem | null {
  const stack: { value: unknown; pointer: string; depth: number }[] = [
    { value, pointer: "", depth: 0 },
  ];
  while (stack.length > 0) {
    const next = stack.pop();
    if (!next) break;
    const { pointer, depth } = next;
    if (typeof next.value === "string") {
      const rule = textRule(next.value);
      if (rule) return problem(pointer, rule, {});
      continue;
    }
    if (typeof next.value !== "object" || next.value === null) continue;
    if (depth >= MAX_BODY_DEPTH) return problem(pointer, "maxDepth", { limit: MAX_BODY_DEPTH });
    const entries = Array.isArray(next.value)
      ? next.value.map((v, i) => [String(i), v] as const)
      : Object.entries(next.value);
    for (const [key, child] of entries) {
      const at = `${pointer}/${escapeToken(key)}`;
      const rule = textRule(key);
      if (rule) return problem(at, rule, {});
      stack.push({ value: child, pointer: at, depth: depth + 1 });
    }
  }
  return null;
}

function problem(pointer: string, rule: string, params: Record<string, unknown>): ApiProblem {
  const message = ruleMessage(rule, params);
  const shown = pointer.length > 120 ? `${pointer.slice(0, 120)}…` : pointer;
  return new ApiProblem(422, "invalid", `${shown.replace(/^\//, "") || "body"}: ${message}`, [
    { pointer: shown || "/", rule, message },
  ]);
}

/**
 * The edge check of a route's JSON body, run after its permission (who is calling comes before
 * what they send) and before its schema: refused with 422 when bodyProblem finds one.
 */
export async function checkJsonBody(request: FastifyRequest): Promise<void> {
  if (request.body === undefined || request.isMultipart()) return;
  const refused = bodyProblem(request.body);
  if (refused) throw refused;
}
