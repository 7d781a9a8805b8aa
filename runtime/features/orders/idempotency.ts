import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import { ApiProblem } from "../../http/problem.ts";

/**
 * The Idempotency-Key of a call that creates or changes a payment (the pattern of Stripe's API):
 * the first request with a key runs and its answer is kept; the same key with the same request
 * gets that answer again, without running; with another request, 409. A key whose first request
 * is still running answers 409 too, unless that request has been silent for a minute (its process
 * died): then the call runs again, and the provider, given the same key, gives the same payment.
 * A request that failed keeps no answer, so that it may be tried again.
 */

export const IDEMPOTENCY_HEADER = "idempotency-key";
const TAKE_OVER_AFTER_S = 60;

/** The header's key, checked: 1 to 255 visible characters. */
export function idempotencyKeyOf(headers: Record<string, string | string[] | undefined>): string {
  const raw = headers[IDEMPOTENCY_HEADER];
  const key = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? "";
  if (key === "")
    throw new ApiProblem(
      400,
      "idempotency_key_missing",
      "A call that creates or changes a payment needs an Idempotency-Key header",
    );
  if (key.length > 255 || !/^[\x21-\x7e]+$/.test(key))
    throw new ApiProblem(
      400,
      "idempotency_key_invalid",
      "The Idempotency-Key header must be 1 to 255 visible ASCII characters",
    );
  return key;
}

/** The request a key stands for: its body, canonical (object keys sorted). */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(canonical)
      : value !== null && typeof value === "object"
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([k, v]) => [k, canonical(v)]),
          )
        : value;
  return createHash("sha256")
    .update(JSON.stringify(canonical(body)))
    .digest("hex");
}

interface KeyRow {
  request_hash: string;
  status: number | null;
  response: unknown;
  stale: boolean;
}

export async function idempotent<T>(
  db: Db,
  scope: string,
  key: string,
  hash: string,
  run: () => Promise<{ status: number; body: T }>,
): Promise<{ status: number; body: T; replayed: boolean }> {
  const inserted = rowsOf(
    await db.execute(sql`
      INSERT INTO idempotency_keys (scope, key, request_hash) VALUES (${scope}, ${key}, ${hash})
      ON CONFLICT (scope, key) DO NOTHING RETURNING key`),
  );
  if (inserted.length === 0) {
    const [row] = rowsOf<KeyRow>(
      await db.execute(sql`
        SELECT request_hash, status, response,
               created_at < now() - make_interval(secs => ${TAKE_OVER_AFTER_S}) AS stale
        FROM idempotency_keys WHERE scope = ${scope} AND key = ${key}`),
    );
    if (row && row.request_hash !== hash)
      throw new ApiProblem(
        409,
        "idempotency_conflict",
        "This Idempotency-Key was used with another request: use a new key for a new request",
      );
    if (row && row.status !== null) {
      // The answer this scope's own run stored for this key, read back as written.
      return { status: row.status, body: row.response as T, replayed: true };
    }
    const taken = row?.stale
      ? rowsOf(
          await db.execute(sql`
            UPDATE idempotency_keys SET created_at = now()
            WHERE scope = ${scope} AND key = ${key} AND status IS NULL
              AND created_at < now() - make_interval(secs => ${TAKE_OVER_AFTER_S})
            RETURNING key`),
        )
      : [];
    if (taken.length === 0)
      throw new ApiProblem(
        409,
        "idempotency_in_progress",
        "A request with this Idempotency-Key is still being processed: try again in a moment",
      );
  }
  try {
    const result = await run();
    await db.execute(sql`
      UPDATE idempotency_keys SET status = ${result.status}, response = ${JSON.stringify(result.body)}::jsonb
      WHERE scope = ${scope} AND key = ${key}`);
    return { ...result, replayed: false };
  } catch (error) {
    await db.execute(sql`DELETE FROM idempotency_keys WHERE scope = ${scope} AND key = ${key}`);
    throw error;
  }
}
