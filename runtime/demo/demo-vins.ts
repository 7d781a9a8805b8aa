import { withCheckDigit } from "../core/vin.ts";

/**
 * The demo's list of affected vehicles (the Local VIN Checker answers positive for these; the Map
 * Update wizard recognises them too): VINs of both brands' plants with their check digits written
 * by the ISO 3779 rule, in two made-up service campaigns.
 */
const DEMO_VIN_STEMS: readonly { stem: string; note: string }[] = [
  ...["SALGA2EV0HA100101", "SALGA2EV0HA100102", "SALGA2EV0HA100103", "SALGA2EV0HA100104"].map(
    (stem) => ({ stem, note: "حملة خدمة 2026-01: استبدال وحدة الملاحة" }),
  ),
  ...["SALEA7EU0P2200201", "SALEA7EU0P2200202", "SALEA7EU0P2200203"].map((stem) => ({
    stem,
    note: "حملة خدمة 2026-02: تحديث برنامج نظام المعلومات والترفيه",
  })),
  ...["SADHA2B10N1300301", "SADHA2B10N1300302"].map((stem) => ({
    stem,
    note: "حملة خدمة 2026-02: فحص حزام الأمان الخلفي",
  })),
];

export function demoAffectedVins(): { vin: string; note: string }[] {
  return DEMO_VIN_STEMS.map(({ stem, note }) => ({ vin: withCheckDigit(stem), note }));
}
