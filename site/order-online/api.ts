/**
 * The journey's calls to the buy-online API (runtime/features/orders): JSON in and out, the
 * problem's first error code and its `source.pointer` when it refuses. Calls that create or
 * change a payment carry an Idempotency-Key.
 */

export interface ApiAnswer {
  status: number;
  ok: boolean;
  /** data.attributes of a JSON:API answer ({} when there is none). */
  attributes: Record<string, unknown>;
  id: string;
  /** The refusal's code (errors[0].code, or the problem's code/type), "" when none. */
  code: string;
  /** What the refusal says (errors[0].detail or the problem's detail). */
  detail: string;
  body: Record<string, unknown>;
}

function record(value: unknown): Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? Object.fromEntries(Object.entries(value))
    : {};
}
const str = (value: unknown): string => (typeof value === "string" ? value : "");

export async function callApi(
  path: string,
  init: {
    method?: string;
    body?: unknown;
    idempotencyKey?: string;
    /** More request headers (e.g. the pre-order's x-lead-token). */
    headers?: Record<string, string>;
  } = {},
): Promise<ApiAnswer> {
  const headers: Record<string, string> = { accept: "application/json", ...init.headers };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.idempotencyKey) headers["idempotency-key"] = init.idempotencyKey;
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? "GET",
      headers,
      credentials: "same-origin",
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  } catch {
    return { status: 0, ok: false, attributes: {}, id: "", code: "network", detail: "", body: {} };
  }
  let body: Record<string, unknown> = {};
  try {
    body = record(await response.json());
  } catch {
    body = {};
  }
  const data = record(body.data);
  const errors = Array.isArray(body.errors) ? body.errors.map(record) : [];
  const first = errors[0] ?? {};
  return {
    status: response.status,
    ok: response.ok,
    attributes: record(data.attributes),
    id: str(data.id),
    code: str(first.code) || str(body.code) || str(body.error),
    detail: str(first.detail) || str(body.detail) || str(body.message),
    body,
  };
}

/** A fresh Idempotency-Key for a payment attempt. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
