import { isTableRule, ruleMessage } from "../../runtime/core/validation-messages.ts";
import { ApiError, type ApiProblem, SESSION_CHANGED } from "../api.ts";

/** Arabic names of the page fields the server may name in its answers. */
const PAGE_FIELD_LABELS: Readonly<Record<string, string>> = {
  path: "المسار",
  title: "العنوان",
  page_type: "نوع الصفحة",
  type: "النوع",
  to: "عنوان التحويل",
  http_code: "رمز HTTP",
  link_type: "نوع الرابط",
  redirect_path: "مسار الرابط",
  link_new_window: "فتح في نافذة جديدة",
  meta_title: "عنوان الميتا",
  meta_description: "وصف الميتا",
  image_id: "صورة المشاركة",
  canonical_url: "الرابط الأساسي",
  disable_seo_tracking: "إيقاف تتبّع محركات البحث",
  revision: "المراجعة",
  blocks: "الكتل",
  lang: "اللغة",
  translation_of: "الصفحة الأصلية",
};

/** The field a problem's pointer names, in Arabic when it is a page field. */
export function pageFieldLabel(pointer: string): string {
  const name = pointer.split("/").filter(Boolean).pop() ?? "";
  return PAGE_FIELD_LABELS[name] ?? name;
}

/** The top-level page field a problem belongs to (/path, /snapshot/title), if any. */
export function problemField(problem: ApiProblem): string | null {
  if (problem.block !== undefined) return null;
  const parts = problem.pointer.split("/").filter(Boolean);
  const name = parts[0] === "snapshot" ? parts[1] : parts[0];
  return name && name in PAGE_FIELD_LABELS ? name : null;
}

/**
 * The server's refusal of one field, in Arabic, naming the field (its label comes from the
 * page's fields or, for a block, from `labelOf`); limits are read from the server's message.
 */
export function arabicProblem(
  problem: ApiProblem,
  labelOf: (pointer: string) => string = pageFieldLabel,
): string {
  const label = labelOf(problem.pointer) || "القيمة";
  // The page-path rule is the PagePath schema's pattern: say what it asks for.
  const isPathPattern = problem.rule === "pattern" && /(^|\/)path$/.test(problem.pointer);
  const isVersionTaken = problem.rule === "unique" && /(^|\/)translation_of$/.test(problem.pointer);
  switch (isPathPattern ? "path" : isVersionTaken ? "version_taken" : problem.rule) {
    case "version_taken":
      return "لهذه الصفحة نسخة بهذه اللغة من قبل: اختر لغة أخرى أو افتح تلك النسخة.";
    case "otherLanguage":
      return "النسخة اللغوية تكون بلغة غير لغة الصفحة الأصلية.";
    case "path":
      return `الحقل «${label}» يقبل حروفًا صغيرة وأرقامًا وشرطات (-) في مقاطع تفصلها /، دون / في أوله أو آخره.`;
    case "unique":
      return `الحقل «${label}»: هذه القيمة مستخدمة في صفحة أخرى.`;
    case "raw_html":
      return `«${label}» يحتوي HTML خامًا أو نصًا برمجيًا، وهذا يحتاج صلاحية HTML الخام.`;
    case "not_empty":
    case "in_use":
      return `لا يمكن الحذف: ${problem.message}`;
  }
  // Every JSON-schema rule is worded by the one table the server and the forms use; the limit
  // is the number in the server's message, when it gives one.
  if (isTableRule(problem.rule)) {
    const limit = /(\d+)/.exec(problem.message)?.[1];
    return `الحقل «${label}»: ${ruleMessage(problem.rule, limit ? { limit: Number(limit) } : {})}.`;
  }
  return `قيمة «${label}» غير صالحة (${problem.message}).`;
}

/** One Arabic sentence for an error of the API, naming the field when the server named one. */
export function errorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return "تعذّر الاتصال بالخادم. تحقّق من الاتصال وحاول مرة أخرى.";
  if (error.code === SESSION_CHANGED)
    return "سُجّل الدخول بحساب آخر في هذا المتصفح. أعد تحميل الصفحة لتتابع بذلك الحساب؛ لم يُحفظ شيء.";
  if (error.details.length > 0)
    return error.details
      .map((d) =>
        d.block !== undefined ? `الكتلة ${d.block + 1}: ${arabicProblem(d)}` : arabicProblem(d),
      )
      .join(" ");
  if (error.code === "stale") return "حفظ شخص آخر هذه الصفحة بعد أن فتحتها.";
  if (error.status === 409) return `تعذّر التنفيذ بسبب تعارض: ${error.message}`;
  if (error.status === 404) return "لم تعد هذه الصفحة موجودة.";
  if (error.status === 403) return "ليست لديك صلاحية لهذا الإجراء.";
  if (error.status >= 500) return "حدث خطأ في الخادم. حاول مرة أخرى بعد قليل.";
  return error.message || "تعذّر تنفيذ الطلب.";
}

/**
 * A problem placed on its block: the index from `block`, or from a pointer of the whole body
 * (/snapshot/blocks/2/fields/x, /blocks/2/fields/x); the pointer made relative to the block.
 */
export function locateProblem(problem: ApiProblem): { block: number | null; problem: ApiProblem } {
  const match = /^(?:\/snapshot)?\/blocks\/(\d+)(\/.*)?$/.exec(problem.pointer);
  if (match) {
    return {
      block: problem.block ?? Number(match[1]),
      problem: { ...problem, pointer: match[2] ?? "" },
    };
  }
  return { block: problem.block ?? null, problem };
}
