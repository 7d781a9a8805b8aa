import { useId, useState } from "react";
import type { ApiProblem } from "../api.ts";
import { LazyMediaPicker } from "../media/lazy-media-picker.tsx";
import { thumbnail } from "../media/media-api.ts";
import "../media/media.css";
import { arabicProblem, problemField } from "./api-errors.ts";
import { TextField } from "./page-dialogs.tsx";
import { tagOf } from "./page-languages.ts";
import type { PageMetaValues } from "./page-types.ts";

/**
 * The page's share image (image_id): its thumbnail, chosen in the media library's picker and
 * removed with one button; the value stays a library id or null.
 */
function ShareImageField({
  value,
  onChange,
  error,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  error: string | undefined;
}) {
  const [picking, setPicking] = useState(false);
  const [isBroken, setBroken] = useState<number | null>(null);
  const hintId = useId();
  const errorId = useId();
  const hasImage = value !== null && value > 0;
  return (
    <fieldset
      className="ed-field md-share"
      aria-describedby={[hintId, error ? errorId : ""].join(" ").trim()}
    >
      <legend className="ed-field__label">صورة المشاركة</legend>
      <div className="md-share-row">
        <div className="md-share-thumb">
          {hasImage && isBroken !== value ? (
            <img
              src={thumbnail(value, 320)}
              alt={`صورة المشاركة الحالية (رقم ${value})`}
              width={160}
              onError={() => setBroken(value)}
            />
          ) : (
            <span className="md-share-empty">
              {hasImage ? `الصورة رقم ${value} غير موجودة في المكتبة` : "لا صورة"}
            </span>
          )}
        </div>
        <div className="md-share-actions">
          <button
            type="button"
            className="ed-button"
            aria-label={hasImage ? "اختر صورة مشاركة أخرى" : "اختر صورة المشاركة"}
            onClick={() => setPicking(true)}
          >
            اختر صورة
          </button>
          {hasImage ? (
            <button
              type="button"
              className="ed-button ed-button--danger"
              aria-label="إزالة صورة المشاركة"
              onClick={() => onChange(null)}
            >
              إزالة
            </button>
          ) : null}
          {hasImage ? (
            <span className="ed-field__hint">
              رقم الصورة <bdi>{value}</bdi>
            </span>
          ) : null}
        </div>
      </div>
      <span id={hintId} className="ed-field__hint">
        تظهر عند مشاركة الصفحة في الشبكات الاجتماعية.
      </span>
      {error ? (
        <span id={errorId} className="ed-field__error">
          {error}
        </span>
      ) : null}
      {picking ? (
        <LazyMediaPicker
          onClose={() => setPicking(false)}
          onSelect={(image) => {
            setPicking(false);
            onChange(image.id);
          }}
        />
      ) : null}
    </fieldset>
  );
}

/** The page's own fields saved with its draft: title, SEO meta, share image, canonical URL. */
export function PageMetaForm({
  lang,
  meta,
  onChange,
  serverErrors,
  isReadOnly,
}: {
  /** The page's language: its title and descriptions are written in it. */
  lang: string;
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
        lang={tagOf(lang)}
        isRequired
      />
      <TextField
        label="عنوان الميتا"
        name="meta_title"
        value={meta.meta_title}
        onChange={(meta_title) => onChange({ meta_title })}
        error={errorOf("meta_title")}
        lang={tagOf(lang)}
        hint="يظهر في نتائج البحث وعنوان المتصفح؛ يُستخدم العنوان إن تُرك فارغًا."
      />
      <div className="ed-field">
        <label htmlFor={descriptionId}>وصف الميتا</label>
        <textarea
          id={descriptionId}
          className="ed-textarea"
          rows={3}
          dir="auto"
          lang={tagOf(lang)}
          value={meta.meta_description}
          aria-invalid={errorOf("meta_description") ? true : undefined}
          onChange={(e) => onChange({ meta_description: e.target.value })}
        />
        {errorOf("meta_description") ? (
          <span className="ed-field__error">{errorOf("meta_description")}</span>
        ) : null}
      </div>
      <ShareImageField
        value={meta.image_id}
        onChange={(image_id) => onChange({ image_id })}
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
