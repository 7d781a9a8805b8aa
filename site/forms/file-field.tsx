import type { FormField } from "../../generated/types.ts";
import { sizeText } from "./lead-values.ts";
import { fillText, type LeadFormTexts } from "./texts.ts";

/** A file the visitor chose: uploading, uploaded (its id goes into the lead) or refused. */
export interface ChosenFile {
  key: string;
  name: string;
  /** Bytes. */
  size: number;
  status: "uploading" | "ready" | "failed";
  id?: string;
  error?: string;
}

interface FileFieldProps {
  id: string;
  field: FormField;
  files: readonly ChosenFile[];
  lang: string;
  isInvalid: boolean;
  describedBy: string | undefined;
  texts: LeadFormTexts;
  onChoose: (files: File[]) => void;
  onRemove: (file: ChosenFile) => void;
}

/**
 * A file picker: the native input (hidden from sight, not from keyboards and screen readers)
 * under a button-like label, then the list of chosen files, each with its size, its upload
 * state or refusal, and a button to remove it. Once the field holds its most files the picker
 * is disabled until one is removed.
 */
export function FileField({ id, field, files, texts, ...props }: FileFieldProps) {
  const max = field.rules.max ?? 1;
  const kept = files.filter((f) => f.status !== "failed").length;
  const isFull = kept >= max;
  return (
    <div className="lead-form__file">
      <input
        id={id}
        type="file"
        className="lead-form__file-input"
        accept={field.accept.join(",")}
        multiple={max > 1}
        required={field.required && kept === 0}
        disabled={isFull}
        aria-invalid={props.isInvalid || undefined}
        aria-describedby={props.describedBy}
        onChange={(e) => {
          const chosen = [...(e.target.files ?? [])];
          // Cleared, so the same file can be chosen again after it was removed.
          e.target.value = "";
          if (chosen.length > 0) props.onChoose(chosen);
        }}
      />
      <label htmlFor={id} className="lead-form__file-button" aria-hidden="true">
        {texts.fileChoose}
      </label>
      {files.length > 0 ? (
        <ul className="lead-form__files">
          {files.map((f) => (
            <li
              key={f.key}
              className={`lead-form__file-item lead-form__file-item--${f.status}`}
              aria-busy={f.status === "uploading" || undefined}
            >
              <span className="lead-form__file-name">
                <bdi>{f.name}</bdi>{" "}
                <span className="lead-form__file-size">
                  ({sizeText(Math.max(1, Math.round(f.size / 1024)), props.lang)})
                </span>
              </span>
              {f.status === "uploading" ? (
                <span className="lead-form__file-state" role="status">
                  {texts.fileUploading}
                </span>
              ) : null}
              {f.status === "failed" ? (
                <span className="lead-form__file-error" role="alert">
                  {f.error || texts.fileFailed}
                </span>
              ) : null}
              <button
                type="button"
                className="lead-form__file-remove"
                aria-label={fillText(texts.fileRemove, { name: f.name })}
                onClick={() => props.onRemove(f)}
              >
                <svg
                  viewBox="0 0 24 24"
                  width="16"
                  height="16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path
                    d="M6 6l12 12M18 6L6 18"
                    stroke="currentColor"
                    strokeWidth="2"
                    fill="none"
                  />
                </svg>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
