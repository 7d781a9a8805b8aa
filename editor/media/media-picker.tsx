import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { useCan } from "../session.tsx";
import { type MediaItem, thumbnail, useMediaList } from "./media-api.ts";
import { MediaSearch, Pager, useDebounced } from "./media-screen.tsx";
import { Uploader } from "./uploader.tsx";
import "./media.css";

export interface PickedImage {
  id: number;
  alt?: string;
}

export interface MediaPickerProps {
  onSelect: (image: PickedImage) => void;
  onClose: () => void;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The picture picker of the Image field: a modal dialog over the library (search, upload,
 * choose). Focus stays inside; Escape closes; focus returns to what opened it.
 */
export function MediaPicker({ onSelect, onClose }: MediaPickerProps) {
  const canWrite = useCan("media:write");
  const [q, setQ] = useState("");
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<MediaItem | null>(null);
  const query = useDebounced(q);
  const list = useMediaList(query, page);
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const items = list.data?.data ?? [];

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.querySelector<HTMLElement>(focusable)?.focus();
    return () => opener?.focus();
  }, []);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === "Escape") {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== "Tab" || !dialog.current) return;
    const all = Array.from(dialog.current.querySelectorAll<HTMLElement>(focusable)).filter(
      (el) => el.offsetParent !== null || el === document.activeElement,
    );
    const first = all[0];
    const last = all[all.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  const choose = (item: MediaItem) =>
    onSelect(item.alt ? { id: item.id, alt: item.alt } : { id: item.id });

  return createPortal(
    <div className="md-backdrop" dir="rtl" lang="ar">
      {/* biome-ignore lint/a11y: a mouse shortcut only; Escape and the close buttons are the keyboard way. */}
      <div className="md-backdrop-hit" onClick={onClose} />
      <div
        ref={dialog}
        className="md-dialog wf-form"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onKeyDown={onKeyDown}
      >
        <header className="md-dialog-head">
          <h2 id={titleId}>اختر صورة</h2>
          <button
            type="button"
            className="wf-button wf-button--small"
            onClick={onClose}
            aria-label="إغلاق نافذة اختيار الصورة"
          >
            إغلاق
          </button>
        </header>
        <MediaSearch
          q={q}
          onQ={(v) => {
            setQ(v);
            setPage(1);
          }}
        />
        {canWrite ? <Uploader compact onUploaded={(item) => setChosen(item)} /> : null}
        {list.isPending ? (
          <p role="status">جارٍ التحميل…</p>
        ) : list.isError ? (
          <p className="wf-errors" role="alert">
            تعذّر تحميل الوسائط.
          </p>
        ) : items.length === 0 ? (
          <p className="md-empty">{query ? `لا توجد صور تطابق «${query}».` : "لا توجد صور بعد."}</p>
        ) : (
          <div
            className="md-grid md-grid--pick"
            role="radiogroup"
            aria-label="الصور"
            aria-describedby={`${titleId}-keys`}
          >
            {items.map((item) => (
              <label
                key={item.id}
                className={`md-pick${chosen?.id === item.id ? " md-pick--chosen" : ""}`}
                onDoubleClick={() => choose(item)}
              >
                <input
                  className="wf-visually-hidden"
                  type="radio"
                  name={`${titleId}-pick`}
                  checked={chosen?.id === item.id}
                  onChange={() => setChosen(item)}
                  onKeyDown={(e) => {
                    // Enter takes the focused picture, as a double click does.
                    if (e.key !== "Enter") return;
                    e.preventDefault();
                    choose(item);
                  }}
                />
                <img className="md-thumb" src={thumbnail(item.id)} alt="" loading="lazy" />
                <span className="md-name" title={item.alt || item.filename}>
                  <bdi>{item.alt || item.filename}</bdi>
                </span>
              </label>
            ))}
          </div>
        )}
        <Pager page={page} total={list.data?.total ?? 0} shown={items.length} onPage={setPage} />
        <p className="wf-help md-keys" id={`${titleId}-keys`}>
          تنقّل بين الصور بالأسهم، واضغط Enter أو انقر مرتين لاختيار صورة، وEscape للإغلاق.
        </p>
        <footer className="md-dialog-foot">
          <button
            type="button"
            className="wf-button wf-button--primary"
            disabled={!chosen}
            onClick={() => chosen && choose(chosen)}
          >
            {chosen ? `اختيار «${chosen.alt || chosen.filename}»` : "اختيار"}
          </button>
          <button type="button" className="wf-button" onClick={onClose}>
            إلغاء
          </button>
        </footer>
      </div>
    </div>,
    document.body,
  );
}
