/**
 * The electric-vehicle reservations screen's calls and the development phone's: GET
 * /api/admin/ev_reservations (filters, paged), GET /api/admin/ev_reservations/{id}, POST
 * …/{id}/refund (with an Idempotency-Key), GET /api/admin/sms_messages (paged). Answers are read
 * by ev-logic.ts, so a field the server leaves out shows empty instead of breaking the screen.
 */

import { isRecord } from "../../../runtime/core/records.ts";
import { ApiError, BASE, get, navigation, signInUrl } from "../../api.ts";
import {
  type EvFilters,
  type EvReservationDetail,
  type EvReservationList,
  evFiltersToSearch,
  readReservationDetail,
  readReservationList,
  readSmsList,
  type SmsList,
} from "./ev-logic.ts";

export const EV_RESERVATIONS_KEY = ["admin", "ev-reservations"] as const;
export const evReservationsKey = (filters: EvFilters) =>
  [...EV_RESERVATIONS_KEY, "list", filters] as const;
export const evReservationKey = (id: string) => [...EV_RESERVATIONS_KEY, "one", id] as const;
export const SMS_MESSAGES_KEY = ["admin", "sms-messages"] as const;

const RESERVATIONS_URL = "/api/admin/ev_reservations";

export async function fetchEvReservations(filters: EvFilters): Promise<EvReservationList> {
  const search = evFiltersToSearch(filters);
  return readReservationList(
    await get<unknown>(search ? `${RESERVATIONS_URL}?${search}` : RESERVATIONS_URL),
  );
}

/** One reservation; a 404 when the server's answer holds none. */
export async function fetchEvReservation(id: string): Promise<EvReservationDetail> {
  const detail = readReservationDetail(
    await get<unknown>(`${RESERVATIONS_URL}/${encodeURIComponent(id)}`),
  );
  if (detail === null) throw new ApiError(404, "not_found", "No such reservation");
  return detail;
}

export async function fetchSmsMessages(page: number): Promise<SmsList> {
  const query = page > 1 ? `?page=${Math.trunc(page)}` : "";
  return readSmsList(await get<unknown>(`/api/admin/sms_messages${query}`));
}

/** A refusal's code and words, from the editor API's shape or the public API's `errors` list. */
function problemOf(body: unknown): { code: string; message: string } {
  if (!isRecord(body)) return { code: "", message: "" };
  const first = Array.isArray(body.errors) && isRecord(body.errors[0]) ? body.errors[0] : {};
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  return {
    code: text(body.code) || text(first.code),
    message: text(body.message) || text(first.detail) || text(body.detail),
  };
}

/**
 * Refunds a reservation's fee. The Idempotency-Key names the admin's intention: the same key
 * again is the same refund, never a second one. The editor's session rules apply as on every
 * call: its csrf-token, a 401 to sign in, a 403 (other than a stale csrf-token) to no-access.
 */
export async function refundEvReservation(
  id: string,
  idempotencyKey: string,
  csrfToken: string,
): Promise<EvReservationDetail> {
  const response = await fetch(`${RESERVATIONS_URL}/${encodeURIComponent(id)}/refund`, {
    method: "POST",
    credentials: "same-origin",
    headers: {
      accept: "application/json",
      "content-type": "application/json",
      "csrf-token": csrfToken,
      "idempotency-key": idempotencyKey,
    },
    body: "{}",
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const problem = problemOf(body);
    if (response.status === 401) navigation.assign(signInUrl());
    else if (response.status === 403 && problem.code !== "csrf")
      navigation.assign(`${BASE}/no-access`);
    throw new ApiError(
      response.status,
      problem.code || String(response.status),
      problem.message || response.statusText,
    );
  }
  const detail = readReservationDetail(body);
  if (detail === null)
    throw new ApiError(502, "bad_answer", "The server's answer holds no reservation");
  return detail;
}
