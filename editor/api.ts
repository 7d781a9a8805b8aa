/**
 * The editor's one door to the server. Every state-changing call carries the session's
 * csrf-token header; a 401 sends the user to sign in (returning here afterwards) and any 403
 * to /no-access, as the specification asks.
 */
import {
  type ApiErrorBody,
  type ApiOperations,
  apiOperations,
  type OperationId,
} from "../generated/api.ts";
import type { SessionInfo } from "../generated/types.ts";

export type { SessionInfo };

export const BASE = "/ar";

/**
 * One refused field of the API's one error body (JSON pointer, rule, Arabic message), and the
 * page a refusal concerns when it names one (e.g. each page still using a picture).
 */
export type ApiProblem = NonNullable<ApiErrorBody["details"]>[number] & {
  path?: string;
  page_id?: number;
};

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: ApiProblem[];
  constructor(status: number, code: string, message: string, details: ApiProblem[] = []) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export type Role = SessionInfo["user"]["role"];

let csrfToken = "";
export function setCsrfToken(token: string): void {
  csrfToken = token;
}

/** Where the browser goes when the server refuses: kept apart so tests can stub navigation. */
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

export function signInUrl(returnTo = window.location.pathname + window.location.search): string {
  return `${BASE}/sign-in?returnTo=${encodeURIComponent(returnTo)}`;
}

/** The signed-in user the csrf-token belongs to, learnt from GET /api/auth/me. */
let sessionUserId: number | null = null;

const isWrite = (method: string) => method !== "GET" && method !== "HEAD";

async function send(
  method: string,
  url: string,
  body: unknown,
): Promise<{ response: Response; data: unknown }> {
  const headers: Record<string, string> = { accept: "application/json" };
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  if (body !== undefined && !isForm) headers["content-type"] = "application/json";
  if (isWrite(method)) headers["csrf-token"] = csrfToken;
  const response = await fetch(url, {
    method,
    headers,
    credentials: "same-origin",
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
  });
  if (response.status === 204) return { response, data: undefined };
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  return { response, data };
}

/** What re-reading the session after a refused csrf-token found. */
type Renewal = "renewed" | "session_changed" | "none";

/**
 * A write refused for its csrf-token: the browser's session was renewed (signed in again in
 * another tab), so this page still holds the old token. When the session is the same person's,
 * the new token is taken ("renewed"): the write was refused before anything ran, so it may be
 * sent again. Another person's session ("session_changed"), or none, is never written with.
 */
async function renewCsrfToken(): Promise<Renewal> {
  if (sessionUserId === null) return "none";
  try {
    const response = await fetch("/api/auth/me", {
      headers: { accept: "application/json" },
      credentials: "same-origin",
    });
    if (!response.ok) return "none";
    const session = (await response.json()) as SessionInfo;
    if (!session.user || !session.csrfToken) return "none";
    if (session.user.id !== sessionUserId) return "session_changed";
    setCsrfToken(session.csrfToken);
    return "renewed";
  } catch {
    return "none";
  }
}

const codeOf = (data: unknown): string | undefined =>
  typeof data === "object" && data !== null && "code" in data && typeof data.code === "string"
    ? data.code
    : undefined;

/** The code of the ApiError thrown when another account signed in on this browser meanwhile. */
export const SESSION_CHANGED = "session_changed";

export async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  let { response, data } = await send(method, url, body);
  if (response.status === 403 && isWrite(method) && codeOf(data) === "csrf") {
    const renewal = await renewCsrfToken();
    if (renewal === "renewed") ({ response, data } = await send(method, url, body));
    else if (renewal === "session_changed")
      throw new ApiError(
        403,
        SESSION_CHANGED,
        "Another account has signed in on this browser; nothing was saved",
      );
  }
  if (!response.ok) {
    const problem = (data ?? {}) as { code?: string; message?: string; details?: ApiProblem[] };
    if (response.status === 401) navigation.assign(signInUrl());
    else if (
      response.status === 403 &&
      problem.code !== "csrf" &&
      problem.code !== "raw_html" &&
      // A form write that would change where leads go: said where the fields are.
      problem.code !== "lead_routing"
    )
      navigation.assign(`${BASE}/no-access`);
    throw new ApiError(
      response.status,
      problem.code ?? String(response.status),
      problem.message ?? response.statusText,
      problem.details ?? [],
    );
  }
  if (method === "GET" && url === "/api/auth/me")
    sessionUserId = (data as SessionInfo | undefined)?.user.id ?? null;
  return data as T;
}

export const get = <T>(url: string) => api<T>("GET", url);
export const post = <T>(url: string, body?: unknown) => api<T>("POST", url, body ?? {});
export const put = <T>(url: string, body: unknown) => api<T>("PUT", url, body);
export const patch = <T>(url: string, body: unknown) => api<T>("PATCH", url, body);
export const del = <T>(url: string) => api<T>("DELETE", url);

/** The parts of a request to one operation: its URL parameters, query and body. */
export interface CallParts<K extends OperationId> {
  params?: ApiOperations[K]["params"];
  query?: ApiOperations[K]["query"];
  body?: ApiOperations[K]["body"];
}

/** The URL of an operation with its parameters filled in and its query appended. */
export function operationUrl<K extends OperationId>(
  operationId: K,
  parts: CallParts<K> = {},
): string {
  const values: Record<string, unknown> = { ...parts.params };
  const path = apiOperations[operationId].url
    .replace(/:([A-Za-z_]+)/g, (_m, name: string) => encodeURIComponent(String(values[name])))
    .replace(/\*$/, () => String(values["*"] ?? ""));
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(parts.query ?? {}))
    if (value !== undefined && value !== null && value !== "") query.set(key, String(value));
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * A call typed by the route table (generated/api.ts): the operation names its method and URL,
 * its params, query and body are checked at compile time, and the answer has its reply type.
 */
export function call<K extends OperationId>(
  operationId: K,
  parts: CallParts<K> = {},
): Promise<ApiOperations[K]["reply"]> {
  const { method } = apiOperations[operationId];
  const body = parts.body ?? (method === "POST" ? {} : undefined);
  return api<ApiOperations[K]["reply"]>(method, operationUrl(operationId, parts), body);
}
