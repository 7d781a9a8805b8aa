import { useMutation, useQuery } from "@tanstack/react-query";
import { diffLines } from "diff";
import { useState } from "react";
import { get, post } from "../api.ts";
import { errorMessage } from "./api-errors.ts";
import { ConfirmDialog, Dialog } from "./dialog.tsx";
import type { DraftSnapshot, PageDetail, VersionDetail, VersionSummary } from "./page-types.ts";

const dateFormat = new Intl.DateTimeFormat("ar", { dateStyle: "medium", timeStyle: "short" });

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFormat.format(d);
}

/** Pretty JSON with sorted keys, so a diff shows content changes, not key order. */
export function stableJson(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === "object")
      return Object.fromEntries(
        Object.keys(v as Record<string, unknown>)
          .sort()
          .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
      );
    return v;
  };
  return `${JSON.stringify(sort(value), null, 2)}\n`;
}

export interface DiffLine {
  kind: "added" | "removed" | "same";
  text: string;
}

/** Line diff from a version (old) to the current draft (new). */
export function snapshotDiff(version: unknown, current: unknown): DiffLine[] {
  const out: DiffLine[] = [];
  for (const part of diffLines(stableJson(version), stableJson(current))) {
    const kind = part.added ? "added" : part.removed ? "removed" : "same";
    for (const line of part.value.replace(/\n$/, "").split("\n")) out.push({ kind, text: line });
  }
  return out;
}

function DiffView({ lines }: { lines: DiffLine[] }) {
  const changed = lines.filter((l) => l.kind !== "same").length;
  if (changed === 0) return <p>لا فرق بين هذه النسخة والمسودة الحالية.</p>;
  // Unchanged runs are folded to three lines of context around each change.
  const keep = new Set<number>();
  lines.forEach((l, i) => {
    if (l.kind !== "same") for (let j = i - 3; j <= i + 3; j++) keep.add(j);
  });
  return (
    <div className="ed-diff" dir="ltr">
      {lines.map((l, i) =>
        keep.has(i) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: lines have no identity besides order
          <div key={i} className={`ed-diff__line ed-diff__line--${l.kind}`}>
            <span className="ed-diff__sign" aria-hidden="true">
              {l.kind === "added" ? "+" : l.kind === "removed" ? "−" : " "}
            </span>
            {l.kind !== "same" ? (
              <span className="ed-visually-hidden">
                {l.kind === "added" ? "مضاف: " : "محذوف: "}
              </span>
            ) : null}
            {l.text}
          </div>
        ) : keep.has(i - 1) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <div key={i} className="ed-diff__fold">
            …
          </div>
        ) : null,
      )}
    </div>
  );
}

/** The page's published versions, who made each and when, a diff against the draft, restore. */
export function HistoryDialog({
  pageId,
  revision,
  current,
  canWrite,
  isDirty,
  onRestored,
  onClose,
}: {
  pageId: number;
  revision: number;
  current: DraftSnapshot;
  canWrite: boolean;
  isDirty: boolean;
  onRestored: (page: PageDetail) => void;
  onClose: () => void;
}) {
  const [selected, setSelected] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const versions = useQuery({
    queryKey: ["cms-page-versions", pageId],
    queryFn: () => get<{ data: VersionSummary[] }>(`/api/cms/pages/${pageId}/versions`),
    select: (r) => [...r.data].sort((a, b) => b.version - a.version),
  });
  const version = useQuery({
    queryKey: ["cms-page-version", pageId, selected],
    queryFn: () => get<{ data: VersionDetail }>(`/api/cms/pages/${pageId}/versions/${selected}`),
    enabled: selected !== null,
    select: (r) => r.data,
  });
  const restore = useMutation({
    mutationFn: () =>
      post<{ data: PageDetail }>(`/api/cms/pages/${pageId}/versions/${selected}/restore`, {
        revision,
      }),
    onSuccess: ({ data }) => onRestored(data),
  });
  return (
    <Dialog title="سجلّ النسخ" onClose={onClose} isWide>
      <div className="ed-history">
        <div className="ed-history__list">
          {versions.isPending ? (
            <p role="status">جارٍ تحميل النسخ…</p>
          ) : versions.isError ? (
            <p className="ed-field__error" role="alert">
              {errorMessage(versions.error)}
            </p>
          ) : versions.data.length === 0 ? (
            <p>لم تُنشر هذه الصفحة بعد، فلا نسخ لها.</p>
          ) : (
            <ul>
              {versions.data.map((v) => (
                <li key={v.version}>
                  <button
                    type="button"
                    className={
                      v.version === selected
                        ? "ed-history__item ed-history__item--current"
                        : "ed-history__item"
                    }
                    aria-pressed={v.version === selected}
                    onClick={() => setSelected(v.version)}
                  >
                    <strong>
                      النسخة <bdi>{v.version}</bdi>
                    </strong>
                    <span>{formatDate(v.created_at)}</span>
                    <bdi>{v.created_by_label}</bdi>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="ed-history__detail">
          {selected === null ? (
            <p>اختر نسخة لرؤية الفرق بينها وبين المسودة الحالية.</p>
          ) : version.isPending ? (
            <p role="status">جارٍ تحميل النسخة…</p>
          ) : version.isError ? (
            <p className="ed-field__error" role="alert">
              {errorMessage(version.error)}
            </p>
          ) : (
            <>
              <div className="ed-history__actions">
                <p className="ed-field__hint">
                  الأسطر المحذوفة (−) من النسخة <bdi>{selected}</bdi>، والمضافة (+) في المسودة
                  الحالية.
                </p>
                {canWrite ? (
                  <button type="button" className="ed-button" onClick={() => setConfirming(true)}>
                    استعادة هذه النسخة
                  </button>
                ) : null}
              </div>
              <DiffView lines={snapshotDiff(version.data.snapshot, current)} />
            </>
          )}
        </div>
      </div>
      {confirming ? (
        <ConfirmDialog
          title="استعادة نسخة"
          message={
            <>
              ستصبح النسخة <bdi>{selected}</bdi> هي المسودة.
              {isDirty ? " ستفقد التغييرات غير المحفوظة." : ""}
            </>
          }
          confirmLabel="استعادة"
          isBusy={restore.isPending}
          error={restore.isError ? errorMessage(restore.error) : ""}
          onConfirm={() => restore.mutate()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </Dialog>
  );
}
