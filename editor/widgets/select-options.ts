import type { EnumOptionsType } from "@rjsf/utils";

export type Option = EnumOptionsType;

/** The option holding a value (numbers and their text alike); -1 when none does. */
export function indexOfValue(options: Option[], value: unknown): number {
  return options.findIndex(
    (o) => o.value === value || String(o.value) === String(value ?? "\u0000"),
  );
}
