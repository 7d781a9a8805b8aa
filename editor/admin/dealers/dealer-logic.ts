/**
 * Pure rules of the Dealers tab: a dealer as typed in the form (lists and coordinates as text
 * until saved), the value it saves, and its problems: the same checks the server runs
 * (runtime/core/dealers.ts), each at the pointer of the input it belongs to.
 */
import type { DealerAttributes } from "../../../generated/types.ts";
import { DEALER_LABELS, dealerProblems, EMPTY_DEALER } from "../../../runtime/core/dealers.ts";
import { pointerTokens } from "../../../runtime/core/validation-messages.ts";
import { SERVICE_LABELS } from "../../../site/blocks/RetailerLocator/retailers.ts";
import type { Problem } from "../forms/form-logic.ts";
import { numberOrUndefined } from "../forms/form-ui.tsx";

/** The service codes the blocks name in Arabic, offered as checkboxes. */
export const KNOWN_SERVICES: readonly string[] = Object.keys(SERVICE_LABELS);

/** A service's Arabic name, as the retailer blocks show it. */
export { serviceLabel as serviceName } from "../../../site/blocks/RetailerLocator/retailers.ts";

/** What the form holds: brands as one line, coordinates as typed. */
export type DealerDraft = Omit<DealerAttributes, "brands" | "latitude" | "longitude"> & {
  brands: string;
  latitude: string;
  longitude: string;
};

export function draftOf(a: DealerAttributes = EMPTY_DEALER): DealerDraft {
  return {
    ...EMPTY_DEALER,
    ...a,
    brands: a.brands.join("، "),
    latitude: a.latitude === null ? "" : String(a.latitude),
    longitude: a.longitude === null ? "" : String(a.longitude),
  };
}

/** Brands typed one line, separated by Latin or Arabic commas. */
export const brandsOf = (text: string): string[] =>
  text
    .split(/[,،]/)
    .map((b) => b.trim())
    .filter(Boolean);

/** The value saved: text trimmed, codes in their case, coordinates as numbers (empty: none). */
export function attributesOf(d: DealerDraft): DealerAttributes {
  const coordinate = (t: string): number | null =>
    t.trim() === "" ? null : (numberOrUndefined(t) ?? Number.NaN);
  return {
    dealer_code: d.dealer_code.trim(),
    name: d.name.trim(),
    brands: brandsOf(d.brands),
    state: d.state.trim(),
    postcode: d.postcode.trim(),
    locality: d.locality.trim(),
    address: d.address.trim(),
    city: d.city.trim(),
    country: d.country.trim().toUpperCase(),
    phone: d.phone.trim(),
    whatsapp: d.whatsapp.trim(),
    email: d.email.trim(),
    services: d.services,
    opening_hours: d.opening_hours
      .split("\n")
      .map((line) => line.trim())
      .join("\n")
      .trim(),
    latitude: coordinate(d.latitude),
    longitude: coordinate(d.longitude),
  };
}

/** A problem at the input it belongs to: an item's problem (/brands/2) at its list's input. */
export function atInput(problem: Problem): Problem {
  const first = pointerTokens(problem.pointer)[0];
  return first === undefined ? problem : { ...problem, pointer: `/${first}` };
}

/** The form's problems: coordinates that are not numbers, then the dealer's own rules. */
export function draftProblems(d: DealerDraft): Problem[] {
  const problems: Problem[] = [];
  for (const key of ["latitude", "longitude"] as const)
    if (d[key].trim() !== "" && numberOrUndefined(d[key]) === undefined)
      problems.push({
        pointer: `/${key}`,
        message: `${DEALER_LABELS[key]}: يجب أن تكون القيمة رقماً`,
      });
  if (problems.length > 0) return problems;
  return dealerProblems(attributesOf(d)).map(({ pointer, message }) =>
    atInput({ pointer, message }),
  );
}
