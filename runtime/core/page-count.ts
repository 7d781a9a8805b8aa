/**
 * How many pages a paged list has: at least one, so an empty list is "page 1 of 1" (the leads,
 * dealers, inbox and reservations lists' meta.pages).
 */
export function pageCount(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, perPage)));
}
