/** The Dealers tab's calls (GET/POST /api/admin/dealers, GET/PUT/DELETE /api/admin/dealers/:id). */
import type { DealerAttributes, DealerList } from "../../../generated/types.ts";
import { ApiError, call } from "../../api.ts";
import { type Problem, serverProblems } from "../forms/form-logic.ts";
import { atInput } from "./dealer-logic.ts";

export const DEALERS_KEY = ["admin", "dealers"] as const;
export const dealersKey = (q: string) => [...DEALERS_KEY, q] as const;

export const fetchDealers = (q: string): Promise<DealerList> =>
  call("listAdminDealers", q === "" ? {} : { query: { q } });

export function saveDealer(id: string | null, attributes: DealerAttributes) {
  const body = { data: { type: "dealer" as const, attributes } };
  return id === null
    ? call("createDealer", { body })
    : call("updateDealer", { params: { id: Number(id) }, body });
}

export const deleteDealer = (id: string) => call("deleteDealer", { params: { id: Number(id) } });

/**
 * The fields a refused save names (a 422's rules, a 409's taken or in-use code), at the form's
 * inputs; null for a failure that names none.
 */
export function refusedFields(error: unknown): Problem[] | null {
  if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 409)) return null;
  const named = error.details.filter((d) => (d.pointer ?? "").startsWith("/data/attributes/"));
  return named.length > 0 ? serverProblems(named).map(atInput) : null;
}
