/**
 * The forms service as the admin screens call it: query keys (one tree per form, so a write
 * reloads what it changed), the typed calls of the route table, and file downloads.
 */
import type { FormResource } from "../../../generated/types.ts";
import { ApiError, call } from "../../api.ts";
import { type Problem, serverProblems } from "./form-logic.ts";

export const FORMS_KEY = ["forms"] as const;
export const formKey = (formId: number) => ["forms", formId] as const;
export const formSettingsKey = (formId: number) => ["forms", formId, "settings"] as const;
export const formIntegrationsKey = (formId: number) => ["forms", formId, "integrations"] as const;
export const leadsKey = (formId: number) => ["forms", formId, "leads"] as const;
export const leadKey = (formId: number, leadId: string) =>
  ["forms", formId, "leads", leadId] as const;
export const LOCATIONS_KEY = ["locations"] as const;
export const OUTBOX_KEY = ["admin", "outbox"] as const;
export const SENT_MAIL_KEY = ["admin", "sent_mail"] as const;

export type FormItem = FormResource;

/** A form id from the URL, or null when it is not one the API could take. */
export function formIdOf(text: string | undefined): number | null {
  if (!text || !/^[1-9][0-9]{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2147483647 ? id : null;
}

export const fetchForms = () => call("listForms").then((r) => r.data);
export const fetchForm = (formId: number) =>
  call("getForm", { params: { formId }, query: {} }).then((r) => r.data);

/** Saves a browser-side value as a file the user downloads (a JSON export). */
export function downloadJson(filename: string, value: unknown): void {
  const blob = new Blob([`${JSON.stringify(value, null, 2)}\n`], { type: "application/json" });
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object URL is no longer needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name made of the form's name, safe on every system. */
export function exportFileName(form: Pick<FormItem, "id" | "attributes">): string {
  const base = form.attributes.name
    .trim()
    .replace(/[\\/:*?"<>|]+/g, "-")
    .replace(/\p{Cc}+/gu, "")
    .replace(/\s+/g, "-")
    .slice(0, 80);
  return `form-${form.id}${base ? `-${base}` : ""}.json`;
}

/** Whether a failure is the server saying the form still has leads. */
export const isFormWithLeads = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 409 && error.code === "form_has_leads";

/**
 * Why the team mail, the visitor's confirmation and the integrations are read-only for a user
 * without leads:route (an editor without lead access): sending a lead somewhere is reading it.
 */
export const ROUTING_LOCKED_TEXT =
  "لا يمكنك تغيير الجهة التي تصلها الطلبات: إرسال بيانات الزائر إلى بريد أو ويب هوك أو نظام CRM يكشفها لمن يستلمها، لذلك يحتاج إلى صلاحية الوصول إلى الطلبات التي يمنحها المدير.";

/**
 * The text of a write the server refused because it would change where leads go (403
 * lead_routing: an import or copy of a form that sends mail or has integrations), or null.
 */
export function routingRefusedText(error: unknown): string | null {
  return error instanceof ApiError && error.status === 403 && error.code === "lead_routing"
    ? `${ROUTING_LOCKED_TEXT} النموذج يرسل بريداً أو له تكاملات.`
    : null;
}

/** What an editor says when the server refused a save naming the fields at fault. */
export const REFUSED_TEXT = "رفض الخادم الحفظ: صحّح الحقول المذكورة.";

/**
 * The problems of a save the server refused with a 422 naming its fields, at the editor's own
 * pointers (the request's `prefix` taken off); null for any other failure.
 */
export function refusedProblems(error: unknown, prefix?: string): Problem[] | null {
  return error instanceof ApiError && error.status === 422 && error.details.length > 0
    ? serverProblems(error.details, prefix)
    : null;
}
