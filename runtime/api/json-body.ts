import type { FastifyRequest } from "fastify";
import { ApiProblem } from "../cms/problem.ts";
import { ruleMessage } from "../core/validation-messages.ts";

/**
 * The deepest a JSON body may nest. A page's blocks reach about 8 levels (blocks, groups, links,
 * sizes); 5,000 levels would overflow the stack of whatever walks the value next (the validators,
 * the sanitiser, the driver's JSON.stringify, PostgreSQL's jsonb).
 */
export const MAX_BODY_DEPTH = 64;

const escapeToken = (key: string) => key.replaceAll("~", "~0").replaceAll("/", "~1");

/**
 * Why a parsed body may not go further, or null: a string or a key carrying NUL (PostgreSQL's
 * text cannot hold it), or nesting deeper than MAX_BODY_DEPTH. Walks without recursion.
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
      if (next.value.includes("\u0000")) return problem(pointer, "noNul", {});
      continue;
    }
    if (typeof next.value !== "object" || next.value === null) continue;
    if (depth >= MAX_BODY_DEPTH) return problem(pointer, "maxDepth", { limit: MAX_BODY_DEPTH });
    const entries = Array.isArray(next.value)
      ? next.value.map((v, i) => [String(i), v] as const)
      : Object.entries(next.value);
    for (const [key, child] of entries) {
      const at = `${pointer}/${escapeToken(key)}`;
      if (key.includes("\u0000")) return problem(at, "noNul", {});
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
