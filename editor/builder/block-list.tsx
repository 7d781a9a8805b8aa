import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { type ReactNode, useEffect, useRef } from "react";
import { catalogueEntry, GROUP_LABELS } from "./catalogue.ts";
import type { BlockItem } from "./page-state/index.ts";
import type { StoredBlock } from "./page-types.ts";

/** The block's name in the catalogue (English, as the catalogue names it). */
export function blockName(block: StoredBlock): string {
  return catalogueEntry(block.template)?.name ?? block.template;
}

/** A short line that tells two blocks of one template apart: their heading or first text. */
export function blockSummary(block: StoredBlock): string {
  const f = block.fields;
  for (const key of ["heading", "quote", "title", "paragraph"]) {
    const v = f[key];
    if (typeof v === "string" && v.trim())
      return v
        .replace(/<[^>]*>/g, " ")
        .replace(/\s+/g, " ")
        .trim()
        .slice(0, 80);
  }
  return "";
}

export interface BlockRowActions {
  onSelect: (uid: string) => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (uid: string) => void;
  onCopy: (uid: string) => void;
  onRemove: (uid: string) => void;
}

function BlockRow({
  item,
  index,
  count,
  isSelected,
  problemCount,
  canWrite,
  actions,
  children,
}: {
  item: BlockItem;
  index: number;
  count: number;
  isSelected: boolean;
  problemCount: number;
  canWrite: boolean;
  actions: BlockRowActions;
  children: ReactNode;
}) {
  const sortable = useSortable({ id: item.uid, disabled: !canWrite });
  const name = blockName(item.block);
  const summary = blockSummary(item.block);
  const label = `${index + 1}. ${name}`;
  const style = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
  };
  const group = catalogueEntry(item.block.template)?.group ?? "";
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className={[
        "ed-block",
        isSelected ? "ed-block--selected" : "",
        sortable.isDragging ? "ed-block--dragging" : "",
        problemCount > 0 ? "ed-block--invalid" : "",
      ]
        .filter(Boolean)
        .join(" ")}
      data-uid={item.uid}
      data-template={item.block.template}
    >
      <div className="ed-block__head">
        {canWrite ? (
          <button
            type="button"
            className="ed-block__handle ed-button ed-button--quiet ed-icon-button"
            aria-label={`اسحب لإعادة ترتيب «${label}»`}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <span aria-hidden="true">⠿</span>
          </button>
        ) : null}
        <button
          type="button"
          className="ed-block__select"
          aria-expanded={isSelected}
          aria-controls={`ed-block-form-${item.uid}`}
          onClick={() => actions.onSelect(item.uid)}
        >
          <span className="ed-block__index">
            <bdi>{index + 1}</bdi>
          </span>
          <span className="ed-block__name" dir="auto">
            {name}
          </span>
          <span className="ed-block__group">{GROUP_LABELS[group] ?? group}</span>
          {summary ? (
            <span className="ed-block__summary">
              <bdi>{summary}</bdi>
            </span>
          ) : null}
        </button>
        {problemCount > 0 ? (
          <span className="ed-badge ed-badge--error" title="أخطاء في هذه الكتلة">
            {problemCount} {problemCount === 1 ? "خطأ" : "أخطاء"}
          </span>
        ) : null}
        {canWrite ? (
          <fieldset className="ed-block__actions">
            <legend className="ed-visually-hidden">{`إجراءات «${label}»`}</legend>
            <button
              type="button"
              className="ed-button ed-button--quiet ed-icon-button"
              aria-label={`انقل «${label}» للأعلى`}
              disabled={index === 0}
              onClick={() => actions.onMove(index, index - 1)}
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              className="ed-button ed-button--quiet ed-icon-button"
              aria-label={`انقل «${label}» للأسفل`}
              disabled={index === count - 1}
              onClick={() => actions.onMove(index, index + 1)}
            >
              <span aria-hidden="true">↓</span>
            </button>
            <button
              type="button"
              className="ed-button ed-button--quiet ed-icon-button"
              aria-label={`كرّر «${label}»`}
              title="تكرار"
              onClick={() => actions.onDuplicate(item.uid)}
            >
              <span aria-hidden="true">⧉</span>
            </button>
            <button
              type="button"
              className="ed-button ed-button--quiet ed-icon-button"
              aria-label={`انسخ «${label}» إلى الحافظة`}
              title="نسخ"
              onClick={() => actions.onCopy(item.uid)}
            >
              <span aria-hidden="true">⎘</span>
            </button>
            <button
              type="button"
              className="ed-button ed-button--quiet ed-icon-button ed-button--danger"
              aria-label={`احذف «${label}»`}
              title="حذف"
              onClick={() => actions.onRemove(item.uid)}
            >
              <span aria-hidden="true">✕</span>
            </button>
          </fieldset>
        ) : null}
      </div>
      {isSelected ? (
        <section
          id={`ed-block-form-${item.uid}`}
          className="ed-block__form"
          aria-label={`حقول «${label}»`}
        >
          {children}
        </section>
      ) : null}
    </li>
  );
}

/** Position words for the screen reader while a block is carried by keyboard. */
function announcements(items: readonly BlockItem[]): Announcements {
  const describe = (id: string | number) => {
    const i = items.findIndex((it) => it.uid === id);
    const item = items[i];
    return item ? `«${blockName(item.block)}» (${i + 1})` : "الكتلة";
  };
  const position = (id: string | number | undefined) =>
    id === undefined ? "" : `${items.findIndex((it) => it.uid === id) + 1}`;
  return {
    onDragStart: ({ active }) =>
      `التقطت ${describe(active.id)}. استخدم الأسهم للنقل ثم المسافة للإفلات.`,
    onDragOver: ({ active, over }) =>
      over ? `${describe(active.id)} فوق الموضع ${position(over.id)} من ${items.length}.` : "",
    onDragEnd: ({ active, over }) =>
      over ? `أُفلتت ${describe(active.id)} في الموضع ${position(over.id)}.` : "أُفلتت الكتلة.",
    onDragCancel: ({ active }) => `أُلغي النقل. عادت ${describe(active.id)} إلى مكانها.`,
  };
}

export function BlockList({
  items,
  selectedUid,
  problems,
  canWrite,
  actions,
  renderForm,
}: {
  items: BlockItem[];
  selectedUid: string | null;
  problems: ReadonlyMap<string, number>;
  canWrite: boolean;
  actions: BlockRowActions;
  renderForm: (item: BlockItem, index: number) => ReactNode;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  // After a delete, keyboard focus goes to the block that took its place, else the one before
  // it, else (the page is now empty) the empty page's add button, so nobody is left on <body>.
  const list = useRef<HTMLOListElement>(null);
  const focusAfterRemove = useRef<string | null>(null);
  useEffect(() => {
    const uid = focusAfterRemove.current;
    if (uid === null || !items.some((i) => i.uid === uid)) return;
    focusAfterRemove.current = null;
    const row = Array.from(list.current?.children ?? []).find(
      (el) => el instanceof HTMLElement && el.dataset.uid === uid,
    );
    row?.querySelector<HTMLElement>(".ed-block__select")?.focus();
  }, [items]);
  const rowActions: BlockRowActions = {
    ...actions,
    onRemove: (uid) => {
      const index = items.findIndex((i) => i.uid === uid);
      const neighbour = items[index + 1] ?? items[index - 1];
      focusAfterRemove.current = neighbour?.uid ?? null;
      actions.onRemove(uid);
      if (!neighbour)
        requestAnimationFrame(() =>
          document.querySelector<HTMLElement>(".ed-empty button:not(:disabled)")?.focus(),
        );
    },
  };
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.uid === active.id);
    const to = items.findIndex((i) => i.uid === over.id);
    if (from >= 0 && to >= 0) actions.onMove(from, to);
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcements(items),
        screenReaderInstructions: {
          draggable:
            "لنقل الكتلة اضغط المسافة أو Enter، ثم الأسهم للأعلى والأسفل، ثم المسافة للإفلات أو Escape للإلغاء.",
        },
      }}
    >
      <SortableContext items={items.map((i) => i.uid)} strategy={verticalListSortingStrategy}>
        <ol ref={list} className="ed-blocks" aria-label="كتل الصفحة">
          {items.map((item, index) => (
            <BlockRow
              key={item.uid}
              item={item}
              index={index}
              count={items.length}
              isSelected={item.uid === selectedUid}
              problemCount={problems.get(item.uid) ?? 0}
              canWrite={canWrite}
              actions={rowActions}
            >
              {item.uid === selectedUid ? renderForm(item, index) : null}
            </BlockRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
