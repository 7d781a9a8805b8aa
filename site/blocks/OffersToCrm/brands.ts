import type { OffersToCrmFields } from "../../../generated/types.ts";

/** The four brand booleans and the code each sends in the hidden field brands, in that order. */
const OFFER_BRANDS = [
  ["brand_range_rover", "range-rover"],
  ["brand_defender", "defender"],
  ["brand_discovery", "discovery"],
  ["brand_jaguar", "jaguar"],
] as const satisfies readonly (readonly [keyof OffersToCrmFields, string])[];

/**
 * The hidden fields the block adds to every lead, for the CRM: category as typed and the ticked
 * brands' codes joined by commas ("" when none is ticked).
 */
export function offerHiddenFields(fields: OffersToCrmFields): { category: string; brands: string } {
  return {
    category: fields.category.trim(),
    brands: OFFER_BRANDS.filter(([field]) => fields[field])
      .map(([, code]) => code)
      .join(","),
  };
}
