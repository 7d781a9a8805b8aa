import { useMutation, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { get, post } from "../api.ts";
import { errorMessage } from "./api-errors.ts";
import { ConfirmDialog, Dialog } from "./dialog.tsx";
import { CompareView } from "./history/compare-view.tsx";
import { type BlockChange, blocksOf, diffSnapshots, matchBlocks } from "./history/diff.ts";
import { SideBySide } from "./history/side-by-side.tsx";
import { type HistoryLang, historyText } from "./history/texts.ts";
import "./history/history.css";
import type {
  DraftSnapshot,
  PageDetail,
  StoredBlock,
  VersionDetail,
  VersionSummary,
} from "./page-types.ts";

/** The editor's language: its screens are Arabic, under /ar. */
const LANG: HistoryLang = "ar";

const dateFormat = new Intl.DateTimeFormat(LANG, { dateStyle: "medium", timeStyle: "short" });

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateFormat.format(d);
}

/** One block put back into the draft as a version had it (see the `restoreBlock` action). */
export interface BlockRestore {
  block: StoredBlock;
  /** Its 0-based position in that version. */
  at: number;
  /** The index of the same block in today's draft, or null when it was deleted since. */
  replacing: number | null;
}

/** Which block of the current draft is the block a version had at `fromIndex`, if any. */
export function restoreOf(
  versionSnapshot: unknown,
  fromIndex: number,
  current: DraftSnapshot,
): BlockRestore | null {
  const blocks = blocksOf(versionSnapshot);
  const block = blocks[fromIndex];
  if (!block) return null;
  const replacing = matchBlocks(blocks, current.blocks).get(fromIndex) ?? null;
  return { block, at: fromIndex, replacing };
}

const DRAFT = "draft";

function versionLabel(version: number): string {
  return `${historyText(LANG, "versionN")} ${new Intl.NumberFormat(LANG).format(version)}`;
}

/**
 * The page's published versions, who made each and when; any two compared block by block and
 * field by field (or a version with the current draft), or rendered side by side; a whole
 * version restored as the draft, or one block put back into the draft.
 */
export function HistoryDialog({
  pageId,
  revision,
  current,
  pageLang,
  canWrite,
  isDirty,
  onRestored,
  onRestoreBlock,
  onClose,
}: {
  pageId: number;
  revision: number;
  current: DraftSnapshot;
  /** The page's language, in which the side-by-side frames render it. */
  pageLang?: string;
  canWrite: boolean;
  isDirty: boolean;
  onRestored: (page: PageDetail) => void;
  /**
   * Puts one block back into the draft (undoable), with the sentence that says so; absent, no
   * block can be restored alone.
   */
  onRestoreBlock?: (restore: BlockRestore, notice: string) => void;
  onClose: () => void;
}) {
  const [selected, setSelected] = useState<number | null>(null);
  const [target, setTarget] = useState<string>(DRAFT);
  const [view, setView] = useState<"changes" | "side">("changes");
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState("");
  const fromId = useId();
  const toId = useId();
  const versions = useQuery({
    queryKey: ["cms-page-versions", pageId],
    queryFn: () => get<{ data: VersionSummary[] }>(`/api/cms/pages/${pageId}/versions`),
    select: (r) => [...r.data].sort((a, b) => b.version - a.version),
  });
  const versionQuery = (n: number | null) => ({
    queryKey: ["cms-page-version", pageId, n],
    queryFn: () => get<{ data: VersionDetail }>(`/api/cms/pages/${pageId}/versions/${n}`),
    enabled: n !== null,
    select: (r: { data: VersionDetail }) => r.data,
  });
  const targetVersion = target === DRAFT ? null : Number(target);
  const from = useQuery(versionQuery(selected));
  const to = useQuery(versionQuery(targetVersion));
  const restore = useMutation({
    mutationFn: () =>
      post<{ data: PageDetail }>(`/api/cms/pages/${pageId}/versions/${selected}/restore`, {
        revision,
      }),
    onSuccess: ({ data }) => onRestored(data),
  });

  const toSnapshot: unknown = targetVersion === null ? current : to.data?.snapshot;
  const toLabel = targetVersion === null ? historyText(LANG, "draft") : versionLabel(targetVersion);
  const isLoading = from.isPending || (targetVersion !== null && to.isPending);
  const loadError = from.error ?? to.error;

  function restoreBlock(change: BlockChange) {
    if (!onRestoreBlock || change.fromIndex === null || !from.data) return;
    const restoring = restoreOf(from.data.snapshot, change.fromIndex, current);
    if (!restoring) return;
    const position =
      Math.min(restoring.at, current.blocks.length - (restoring.replacing === null ? 0 : 1)) + 1;
    const text = historyText(LANG, "blockRestored", { name: change.name, position });
    onRestoreBlock(restoring, text);
    setNotice(text);
  }

  return (
    <Dialog title={historyText(LANG, "title")} onClose={onClose} isWide>
      <div className="ed-history">
        <div className="ed-history__list">
          {versions.isPending ? (
            <p role="status">{historyText(LANG, "loadingVersions")}</p>
          ) : versions.isError ? (
            <p className="ed-field__error" role="alert">
              {errorMessage(versions.error)}
            </p>
          ) : versions.data.length === 0 ? (
            <p>{historyText(LANG, "noVersions")}</p>
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
                    <strong>{versionLabel(v.version)}</strong>
                    <time dateTime={v.created_at}>{formatDate(v.created_at)}</time>
                    <bdi>{v.created_by_label}</bdi>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="ed-history__detail">
          {selected === null ? (
            <p>{historyText(LANG, "pickHint")}</p>
          ) : (
            <>
              <div className="ed-hist__toolbar">
                <fieldset className="ed-hist__pick">
                  <legend className="ed-visually-hidden">
                    {historyText(LANG, "compareLegend")}
                  </legend>
                  <label htmlFor={fromId}>{historyText(LANG, "from")}</label>
                  <select
                    id={fromId}
                    value={selected}
                    onChange={(e) => setSelected(Number(e.target.value))}
                  >
                    {(versions.data ?? []).map((v) => (
                      <option key={v.version} value={v.version}>
                        {versionLabel(v.version)} — {formatDate(v.created_at)}
                      </option>
                    ))}
                  </select>
                  <label htmlFor={toId}>{historyText(LANG, "to")}</label>
                  <select id={toId} value={target} onChange={(e) => setTarget(e.target.value)}>
                    <option value={DRAFT}>{historyText(LANG, "draft")}</option>
                    {(versions.data ?? []).map((v) => (
                      <option key={v.version} value={String(v.version)}>
                        {versionLabel(v.version)} — {formatDate(v.created_at)}
                      </option>
                    ))}
                  </select>
                </fieldset>
                <fieldset className="ed-segmented">
                  <legend className="ed-visually-hidden">{historyText(LANG, "viewsLegend")}</legend>
                  {(["changes", "side"] as const).map((id) => (
                    <label
                      key={id}
                      className={
                        id === view
                          ? "ed-segmented__option ed-segmented__option--on"
                          : "ed-segmented__option"
                      }
                    >
                      <input
                        type="radio"
                        name="ed-hist-view"
                        value={id}
                        checked={id === view}
                        onChange={() => setView(id)}
                      />
                      {historyText(LANG, id === "changes" ? "changesTab" : "sideBySideTab")}
                    </label>
                  ))}
                </fieldset>
                {canWrite ? (
                  <button type="button" className="ed-button" onClick={() => setConfirming(true)}>
                    {historyText(LANG, "restoreVersion")}
                  </button>
                ) : null}
              </div>
              <p className="ed-field__hint" role="status">
                {notice}
              </p>
              {isLoading ? (
                <p role="status">{historyText(LANG, "loadingVersion")}</p>
              ) : loadError ? (
                <p className="ed-field__error" role="alert">
                  {errorMessage(loadError)}
                </p>
              ) : view === "changes" ? (
                <CompareView
                  diff={diffSnapshots(from.data?.snapshot, toSnapshot)}
                  lang={LANG}
                  restoreLabel={historyText(LANG, "restoreBlock", {
                    version: new Intl.NumberFormat(LANG).format(selected),
                  })}
                  onRestoreBlock={canWrite && onRestoreBlock ? restoreBlock : null}
                />
              ) : (
                <SideBySide
                  from={{
                    label: versionLabel(selected),
                    title: titleOf(from.data?.snapshot),
                    blocks: blocksOf(from.data?.snapshot),
                  }}
                  to={{ label: toLabel, title: titleOf(toSnapshot), blocks: blocksOf(toSnapshot) }}
                  pageLang={pageLang}
                  lang={LANG}
                />
              )}
            </>
          )}
        </div>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={historyText(LANG, "restoreVersionTitle")}
          message={
            <>
              {historyText(LANG, "restoreVersionMessage", {
                version: new Intl.NumberFormat(LANG).format(selected ?? 0),
              })}
              {isDirty ? historyText(LANG, "unsavedLost") : ""}
            </>
          }
          confirmLabel={historyText(LANG, "restore")}
          isBusy={restore.isPending}
          error={restore.isError ? errorMessage(restore.error) : ""}
          onConfirm={() => restore.mutate()}
          onClose={() => setConfirming(false)}
        />
      ) : null}
    </Dialog>
  );
}

function titleOf(snapshot: unknown): string {
  if (typeof snapshot !== "object" || snapshot === null || !("title" in snapshot)) return "";
  return typeof snapshot.title === "string" ? snapshot.title : "";
}
