/** Pure rules of the locations screen: the empty location, Arabic names, the schema's checks. */
import type { LocationAttributes } from "../../../generated/types.ts";
import { validateLocationAttributes } from "../../../generated/validate.ts";
import { pointerTokens } from "../../../runtime/core/validation-messages.ts";
import { ajvProblems, type Problem } from "../forms/form-logic.ts";

export const SERVICE_LABELS: Readonly<Record<LocationAttributes["services"][number], string>> = {
  sales: "المبيعات",
  service: "الصيانة",
  parts: "قطع الغيار",
  test_drive: "تجربة القيادة",
};

export const EMPTY_LOCATION: LocationAttributes = {
  name: "",
  code: "",
  city: "",
  address: "",
  phone: "",
  email: "",
  services: [],
  latitude: null,
  longitude: null,
};

const LOCATION_LABELS: Readonly<Record<string, string>> = {
  name: "الاسم",
  code: "الرمز",
  city: "المدينة",
  address: "العنوان",
  phone: "الهاتف",
  email: "البريد الإلكتروني",
  services: "الخدمات",
  latitude: "خط العرض",
  longitude: "خط الطول",
};

export function locationLabel(pointer: string): string {
  const first = pointerTokens(pointer)[0] ?? "";
  return LOCATION_LABELS[first] ?? (first || "الموقع");
}

export function locationProblems(location: LocationAttributes): Problem[] {
  if (validateLocationAttributes(structuredClone(location))) return [];
  return ajvProblems(validateLocationAttributes.errors, locationLabel);
}
