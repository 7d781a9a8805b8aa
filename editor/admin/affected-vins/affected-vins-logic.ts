/**
 * Pure rules of the admin's list of affected vehicles (/ar/admin/affected-vins): the add form's
 * checks, which are the server's own (runtime/core/vin.ts, the body schema's note rules), the
 * search term the list is asked with, and how the server's refusals land on the form's fields.
 * No React, no fetch.
 */
import {
  checkVin,
  normaliseVin,
  VIN_LENGTH,
  VIN_RULE_MESSAGES_AR,
} from "../../../runtime/core/vin.ts";

/** The note's limit (affected-vin-body.schema.json). */
export const NOTE_MAX_LENGTH = 200;

/** The add form's fields, by the JSON pointer the API names them with. */
export const FIELD_LABELS = {
  "/vin": "رقم الهيكل (VIN)",
  "/note": "الملاحظة",
} as const;

export type FieldPointer = keyof typeof FIELD_LABELS;

export const isFieldPointer = (pointer: string): pointer is FieldPointer =>
  Object.hasOwn(FIELD_LABELS, pointer);

/** What the add form holds, as typed. */
export interface AddDraft {
  vin: string;
  note: string;
}

/** What POST /api/admin/affected_vins is sent: the VIN normalised, the note trimmed. */
export function addBody(draft: AddDraft): { vin: string; note: string } {
  return { vin: normaliseVin(draft.vin), note: draft.note.trim() };
}

/** A control character (the note's schema pattern refuses U+0000–001F and U+007F). */
const hasControl = (text: string) =>
  [...text].some((c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

/**
 * The add form's problems by field, checked as the server checks: the VIN by the ISO 3779 rules
 * after normalising what was typed (spaces, case, Arabic-Indic digits), the note by its length
 * and characters. Empty when the form may be sent.
 */
export function draftProblems(draft: AddDraft): Partial<Record<FieldPointer, string>> {
  const problems: Partial<Record<FieldPointer, string>> = {};
  const vin = checkVin(draft.vin);
  if (!vin.ok) problems["/vin"] = VIN_RULE_MESSAGES_AR[vin.rule];
  const note = draft.note.trim();
  if (note.length > NOTE_MAX_LENGTH)
    problems["/note"] = `الملاحظة ${NOTE_MAX_LENGTH} حرف على الأكثر (الآن ${note.length}).`;
  else if (hasControl(note)) problems["/note"] = "لا تحتوي الملاحظة على أحرف تحكم.";
  return problems;
}

/**
 * The list's search term (the query's q: A–Z and 0–9, at most 17): what was typed, normalised
 * as a VIN is, anything else dropped, so Arabic-Indic digits and lower case find their VINs.
 */
export function searchTerm(typed: string): string {
  return normaliseVin(typed)
    .replace(/[^A-Z0-9]/g, "")
    .slice(0, VIN_LENGTH);
}

/**
 * A refusal's details on the form's fields (pointer /vin or /note), each message naming its
 * field; details on no field are left out (the status line says the rest).
 */
export function refusalProblems(
  details: readonly { pointer?: string; message: string }[],
): Partial<Record<FieldPointer, string>> {
  const problems: Partial<Record<FieldPointer, string>> = {};
  for (const detail of details) {
    const pointer = detail.pointer ?? "";
    if (!isFieldPointer(pointer)) continue;
    const text = namedMessage(pointer, detail.message);
    problems[pointer] = problems[pointer] ? `${problems[pointer]} ${text}` : text;
  }
  return problems;
}

/** A message that names its field: as it is when it already does, else after the field's name. */
export function namedMessage(pointer: FieldPointer, message: string): string {
  const label = FIELD_LABELS[pointer];
  const name = pointer === "/vin" ? "رقم الهيكل" : label;
  return message.includes(name) ? message : `${label}: ${message}`;
}
