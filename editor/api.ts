/**
 * The editor's one door to the server. Every state-changing call carries the session's
 * csrf-token header; a 401 sends the user to sign in (returning here afterwards) and any 403
 * to /no-access, as the specification asks.
 */
export const BASE = "/ar";

export interface ApiProblem {
  block?: number;
  template?: string;
  pointer: string;
  rule: string;
  message: string;
}

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

export type Role = "admin" | "editor" | "viewer";

export interface SessionInfo {
  user: { id: number; email: string; name: string; role: Role };
  permissions: string[];
  csrfToken: string;
  /** Whether raw HTML and script are switched on for the site (and held by this user). */
  rawHtml: boolean;
}

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

export async function api<T>(method: string, url: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  const isForm = typeof FormData !== "undefined" && body instanceof FormData;
  if (body !== undefined && !isForm) headers["content-type"] = "application/json";
  if (method !== "GET" && method !== "HEAD") headers["csrf-token"] = csrfToken;
  const response = await fetch(url, {
    method,
    headers,
    credentials: "same-origin",
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
  });
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  if (!response.ok) {
    const problem = (data ?? {}) as { code?: string; message?: string; details?: ApiProblem[] };
    if (response.status === 401) navigation.assign(signInUrl());
    else if (response.status === 403 && problem.code !== "csrf" && problem.code !== "raw_html")
      navigation.assign(`${BASE}/no-access`);
    throw new ApiError(
      response.status,
      problem.code ?? String(response.status),
      problem.message ?? response.statusText,
      problem.details ?? [],
    );
  }
  return data as T;
}

export const get = <T>(url: string) => api<T>("GET", url);
export const post = <T>(url: string, body?: unknown) => api<T>("POST", url, body ?? {});
export const put = <T>(url: string, body: unknown) => api<T>("PUT", url, body);
export const patch = <T>(url: string, body: unknown) => api<T>("PATCH", url, body);
export const del = <T>(url: string) => api<T>("DELETE", url);
