import { useId } from "react";
import type { ApiProblem } from "../api.ts";
import { arabicProblem, problemField } from "./api-errors.ts";
import { TextField } from "./page-dialogs.tsx";
import type { PageMetaValues } from "./page-types.ts";

/** The page's own fields saved with its draft: title, SEO meta, share image, canonical URL. */
export function PageMetaForm({
  meta,
  onChange,
  serverErrors,
  isReadOnly,
}: {
  meta: PageMetaValues;
  onChange: (patch: Partial<PageMetaValues>) => void;
  serverErrors: readonly ApiProblem[];
  isReadOnly: boolean;
}) {
  const errorOf = (field: string) => {
    const problem = serverErrors.find((p) => problemField(p) === field);
    return problem ? arabicProblem(problem) : undefined;
  };
  const descriptionId = useId();
  const titleError = errorOf("title") ?? (meta.title.trim() ? undefined : "الحقل «العنوان» مطلوب.");
  return (
    <fieldset className="ed-meta" disabled={isReadOnly}>
      <legend className="ed-visually-hidden">إعدادات الصفحة</legend>
      <TextField
        label="العنوان"
        name="title"
        value={meta.title}
        onChange={(title) => onChange({ title })}
        error={titleError}
        isRequired
      />
      <TextField
        label="عنوان الميتا"
        name="meta_title"
        value={meta.meta_title}
        onChange={(meta_title) => onChange({ meta_title })}
        error={errorOf("meta_title")}
        hint="يظهر في نتائج البحث وعنوان المتصفح؛ يُستخدم العنوان إن تُرك فارغًا."
      />
      <div className="ed-field">
        <label htmlFor={descriptionId}>وصف الميتا</label>
        <textarea
          id={descriptionId}
          className="ed-textarea"
          rows={3}
          dir="auto"
          value={meta.meta_description}
          aria-invalid={errorOf("meta_description") ? true : undefined}
          onChange={(e) => onChange({ meta_description: e.target.value })}
        />
        {errorOf("meta_description") ? (
          <span className="ed-field__error">{errorOf("meta_description")}</span>
        ) : null}
      </div>
      <TextField
        label="صورة المشاركة (رقم الصورة في مكتبة الوسائط)"
        name="image_id"
        type="number"
        dir="ltr"
        value={meta.image_id === null ? "" : String(meta.image_id)}
        onChange={(v) => onChange({ image_id: v.trim() === "" ? null : Number(v) })}
        error={errorOf("image_id")}
      />
      <TextField
        label="الرابط الأساسي (canonical)"
        name="canonical_url"
        dir="ltr"
        value={meta.canonical_url}
        onChange={(canonical_url) => onChange({ canonical_url })}
        error={errorOf("canonical_url")}
      />
      <label className="ed-checkbox">
        <input
          type="checkbox"
          checked={meta.disable_seo_tracking}
          onChange={(e) => onChange({ disable_seo_tracking: e.target.checked })}
        />
        إيقاف تتبّع محركات البحث (noindex)
      </label>
    </fieldset>
  );
}
