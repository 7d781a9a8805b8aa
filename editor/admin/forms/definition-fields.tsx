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
import { type ReactNode, useRef } from "react";
import type { FormField } from "../../../generated/types.ts";
import { FieldEditor } from "./field-editor.tsx";
import {
  FIELD_TYPES,
  type FieldType,
  fieldTypeLabel,
  moveItem,
  type ProblemMap,
} from "./form-logic.ts";

/*
 * The form builder's list of fields: each a row that opens its editor, reordered by drag, by
 * keyboard on the handle (announced in Arabic), or with the move buttons; and the bar that adds
 * a field of a chosen type.
 */

/** A field in the builder with the key that follows it through moves. */
export interface FieldItem {
  uid: string;
  field: FormField;
}

let nextUid = 1;
export const fieldItem = (field: FormField): FieldItem => ({ uid: `f${nextUid++}`, field });

/** The sortable list of fields, each row with its editor when open. */
export function FieldList({
  items,
  openUids,
  problems,
  problemCount,
  readOnly,
  onToggle,
  onEdit,
  onRemove,
}: {
  items: FieldItem[];
  openUids: ReadonlySet<string>;
  problems: ProblemMap;
  /** How many problems the field at this place has. */
  problemCount: (index: number) => number;
  readOnly: boolean;
  onToggle: (uid: string) => void;
  onEdit: (next: FieldItem[]) => void;
  onRemove: (uid: string) => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.uid === active.id);
    const to = items.findIndex((i) => i.uid === over.id);
    if (from >= 0 && to >= 0) onEdit(moveItem(items, from, to));
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
            "لنقل الحقل اضغط المسافة أو Enter، ثم الأسهم للأعلى والأسفل، ثم المسافة للإفلات أو Escape للإلغاء.",
        },
      }}
    >
      <SortableContext items={items.map((i) => i.uid)} strategy={verticalListSortingStrategy}>
        <ol className="fb-rows" aria-label="حقول النموذج">
          {items.map((it, index) => (
            <FieldRow
              key={it.uid}
              item={it}
              index={index}
              count={items.length}
              isOpen={openUids.has(it.uid)}
              problemCount={problemCount(index)}
              readOnly={readOnly}
              onToggle={() => onToggle(it.uid)}
              onMove={(to) => onEdit(moveItem(items, index, to))}
              onRemove={() => onRemove(it.uid)}
            >
              <FieldEditor
                field={it.field}
                index={index}
                problems={problems}
                readOnly={readOnly}
                onChange={(field) =>
                  onEdit(items.map((x) => (x.uid === it.uid ? { ...x, field } : x)))
                }
              />
            </FieldRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

/** The type of the next field and the button that adds it. */
export function AddFieldBar({
  isDisabled,
  onAdd,
}: {
  isDisabled: boolean;
  onAdd: (type: FieldType) => void;
}) {
  const addType = useRef<HTMLSelectElement>(null);
  return (
    <div className="fb-add">
      <div className="adm-field">
        <label htmlFor="fb-add-type">نوع الحقل الجديد</label>
        <select id="fb-add-type" ref={addType} defaultValue="text">
          {FIELD_TYPES.map((t) => (
            <option key={t.type} value={t.type}>
              {t.label}
            </option>
          ))}
        </select>
      </div>
      <button
        type="button"
        className="adm-button"
        onClick={() => onAdd((addType.current?.value ?? "text") as FieldType)}
        disabled={isDisabled}
      >
        إضافة حقل
      </button>
    </div>
  );
}

function announcements(items: readonly FieldItem[]): Announcements {
  const describe = (id: string | number) => {
    const i = items.findIndex((it) => it.uid === id);
    const it = items[i];
    return it ? `الحقل «${it.field.label || it.field.name}» (${i + 1})` : "الحقل";
  };
  const position = (id: string | number | undefined) =>
    id === undefined ? "" : `${items.findIndex((it) => it.uid === id) + 1}`;
  return {
    onDragStart: ({ active }) =>
      `التقطت ${describe(active.id)}. استخدم الأسهم للنقل ثم المسافة للإفلات.`,
    onDragOver: ({ active, over }) =>
      over ? `${describe(active.id)} فوق الموضع ${position(over.id)} من ${items.length}.` : "",
    onDragEnd: ({ active, over }) =>
      over ? `أُفلت ${describe(active.id)} في الموضع ${position(over.id)}.` : "أُفلت الحقل.",
    onDragCancel: ({ active }) => `أُلغي النقل. عاد ${describe(active.id)} إلى مكانه.`,
  };
}

/** One field's row: its handle, its name and kind, move and remove buttons, and its editor. */
function FieldRow({
  item: it,
  index,
  count,
  isOpen,
  problemCount,
  readOnly,
  onToggle,
  onMove,
  onRemove,
  children,
}: {
  item: FieldItem;
  index: number;
  count: number;
  isOpen: boolean;
  problemCount: number;
  readOnly: boolean;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  children: ReactNode;
}) {
  const sortable = useSortable({ id: it.uid, disabled: readOnly });
  const title = it.field.label.trim() || "بلا تسمية";
  const label = `${index + 1}. ${title}`;
  const editorId = `fb-field-${it.uid}`;
  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Transform.toString(sortable.transform),
        transition: sortable.transition,
      }}
      className={[
        "fb-row",
        isOpen ? "fb-row--open" : "",
        sortable.isDragging ? "fb-row--dragging" : "",
        problemCount > 0 ? "fb-row--invalid" : "",
      ]
        .filter(Boolean)
        .join(" ")}
      data-field-uid={it.uid}
      data-field-name={it.field.name}
    >
      <div className="fb-row__head">
        {!readOnly && (
          <button
            type="button"
            className="adm-button fb-icon-button fb-row__handle"
            aria-label={`اسحب لإعادة ترتيب «${label}»`}
            {...sortable.attributes}
            {...sortable.listeners}
          >
            <span aria-hidden="true">⠿</span>
          </button>
        )}
        <button
          type="button"
          className="fb-row__title"
          aria-expanded={isOpen}
          aria-controls={editorId}
          onClick={onToggle}
        >
          <span className="fb-row__index">
            <bdi>{index + 1}</bdi>
          </span>
          <span className="fb-row__label">
            <bdi>{title}</bdi>
          </span>
          <code className="fb-row__name" dir="ltr">
            {it.field.name}
          </code>
          <span className="adm-badge">{fieldTypeLabel(it.field.type)}</span>
          {it.field.required ? <span className="adm-badge fb-required">إلزامي</span> : null}
        </button>
        {problemCount > 0 && (
          <span className="fb-row__problems">
            {problemCount} {problemCount === 1 ? "خطأ" : "أخطاء"}
          </span>
        )}
        {!readOnly && (
          <div className="fb-row__actions">
            <button
              type="button"
              className="adm-button fb-icon-button"
              aria-label={`انقل «${label}» للأعلى`}
              disabled={index === 0}
              onClick={() => onMove(index - 1)}
            >
              <span aria-hidden="true">↑</span>
            </button>
            <button
              type="button"
              className="adm-button fb-icon-button"
              aria-label={`انقل «${label}» للأسفل`}
              disabled={index === count - 1}
              onClick={() => onMove(index + 1)}
            >
              <span aria-hidden="true">↓</span>
            </button>
            <button
              type="button"
              className="adm-button adm-button--danger"
              aria-label={`حذف «${label}»`}
              onClick={onRemove}
            >
              حذف
            </button>
          </div>
        )}
      </div>
      {isOpen && (
        <section id={editorId} className="fb-row__body" aria-label={`خصائص «${label}»`}>
          {children}
        </section>
      )}
    </li>
  );
}
