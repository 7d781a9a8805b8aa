import type { OutboxRow } from "../../db/tables/forms.ts";

/**
 * The attempts a delivery has made, as staff count them. The outbox counts failed attempts
 * (each one moves the next try further away), so a delivery sent on its first try has 0 there;
 * the attempt that delivered it counts too, or the admin would read "delivered" beside "0 / 8".
 */
export function attemptsMade(row: Pick<OutboxRow, "attempts" | "status">): number {
  return row.status === "delivered" ? row.attempts + 1 : row.attempts;
}
