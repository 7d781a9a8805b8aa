import { type Dispatch, type RefObject, type SetStateAction, useRef, useState } from "react";
import type { FormField } from "../../generated/types.ts";
import { fieldId } from "./field-ids.ts";
import type { ChosenFile } from "./file-field.tsx";
import type { LeadFormView } from "./form-view.ts";
import { problemMessage } from "./lead-values.ts";
import type { Shown } from "./use-lead-errors.ts";
import type { Checker } from "./use-lead-values.ts";

interface LeadFilesInput {
  api: string;
  view: LeadFormView;
  idPrefix: string;
  loadChecker: () => Promise<Checker>;
  /** The fields the visitor has left: a field whose files were chosen is one. */
  touched: RefObject<Set<string>>;
  setShown: Dispatch<SetStateAction<Shown>>;
}

/**
 * The file fields' files: each one chosen is uploaded at once (a file over the field's size is
 * refused before it is sent), and a file removed is deleted from the forms service too.
 */
export function useLeadFiles({
  api,
  view,
  idPrefix,
  loadChecker,
  touched,
  setShown,
}: LeadFilesInput) {
  const { texts } = view;
  const [files, setFiles] = useState<Record<string, ChosenFile[]>>({});
  const filesRef = useRef(files);
  filesRef.current = files;

  const chooseFiles = async (field: FormField, chosen: File[]) => {
    const max = field.rules.max ?? 1;
    const kept = (filesRef.current[field.name] ?? []).filter((f) => f.status !== "failed").length;
    const taken = chosen.slice(0, Math.max(0, max - kept));
    const { validation } = await loadChecker();
    const items = taken.map((file, i) => {
      const tooBig = validation.fileSizeError(field, file.size, view.messagesLang);
      const item: ChosenFile = {
        key: `${Date.now()}-${i}-${file.name}`,
        name: file.name,
        size: file.size,
        status: tooBig ? "failed" : "uploading",
        ...(tooBig ? { error: tooBig } : {}),
      };
      return { file, item };
    });
    const update = (key: string, change: Partial<ChosenFile>) =>
      setFiles((all) => ({
        ...all,
        [field.name]: (all[field.name] ?? []).map((f) => (f.key === key ? { ...f, ...change } : f)),
      }));
    setFiles((all) => ({
      ...all,
      [field.name]: [...(all[field.name] ?? []), ...items.map((x) => x.item)],
    }));
    touched.current.add(field.name);
    await Promise.all(
      items
        .filter(({ item }) => item.status === "uploading")
        .map(async ({ file, item }) => {
          const data = new FormData();
          data.append("field", field.name);
          data.append("file", file, file.name);
          const response = await fetch(`${api}/files`, { method: "POST", body: data }).catch(
            () => null,
          );
          const body: unknown = response ? await response.json().catch(() => null) : null;
          const id = (body as { data?: { id?: unknown } } | null)?.data?.id;
          if (response?.status === 201 && typeof id === "string")
            update(item.key, { status: "ready", id });
          else
            update(item.key, {
              status: "failed",
              error:
                response?.status === 429
                  ? texts.rateLimited
                  : problemMessage(body) || texts.fileFailed,
            });
        }),
    );
    setShown((prev) => {
      const byField = { ...prev.byField };
      delete byField[field.name];
      return { ...prev, byField };
    });
  };

  const removeFile = (field: FormField, file: ChosenFile) => {
    setFiles((all) => ({
      ...all,
      [field.name]: (all[field.name] ?? []).filter((f) => f.key !== file.key),
    }));
    if (file.id)
      void fetch(`${api}/files/${encodeURIComponent(file.id)}`, { method: "DELETE" }).catch(
        () => null,
      );
    document.getElementById(fieldId(idPrefix, field.name))?.focus();
  };

  return { files, filesRef, chooseFiles, removeFile };
}
