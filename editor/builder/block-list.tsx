import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  hasSortableData,
  SortableContext,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import {
  type KeyboardEvent,
  memo,
  type ReactNode,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
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

/** Positions as the editor says them (Arabic, through Intl). */
const positionFormat = new Intl.NumberFormat("ar");
const formatPosition = (n: number): string => positionFormat.format(n);

/** What the live region says once a block has moved: «… إلى الموضع ٣ من ٥». */
export function movedAnnouncement(name: string, position: number, count: number): string {
  return `نُقلت الكتلة «${name}» إلى الموضع ${formatPosition(position)} من ${formatPosition(count)}.`;
}

/**
 * One arrow press carries the block one place, whatever the heights: the dragged block's centre
 * is put on the centre of the next block in the list's order (measured where it rests, not
 * where the sorting animation shows it). dnd-kit's own getter aims at the nearest corner, so an
 * open block, taller than its neighbours, stayed over itself and the drop changed nothing.
 */
export const oneStepCoordinates: KeyboardCoordinateGetter = (
  event,
  { context, currentCoordinates },
) => {
  const step = event.code === "ArrowDown" ? 1 : event.code === "ArrowUp" ? -1 : 0;
  if (step === 0) return undefined;
  event.preventDefault();
  const { active, over, collisionRect, droppableRects } = context;
  if (!active || !collisionRect || !hasSortableData(active)) return undefined;
  const order = active.data.current.sortable.items;
  const target = order[order.indexOf(over?.id ?? active.id) + step];
  const rect = target === undefined ? undefined : droppableRects.get(target);
  if (!rect) return undefined;
  const centre = (r: { top: number; height: number }) => r.top + r.height / 2;
  return {
    x: currentCoordinates.x,
    y: currentCoordinates.y + centre(rect) - centre(collisionRect),
  };
};

/** The list item of a block, by its session id. */
function rowOf(uid: string): HTMLElement | undefined {
  return Array.from(document.querySelectorAll<HTMLElement>(".ed-block")).find(
    (el) => el.dataset.uid === uid,
  );
}

/**
 * Scrolls the least needed to show an element below the editor's fixed top bar and the page's
 * sticky bar, which scrollIntoView alone would leave it under.
 */
function bringIntoView(element: HTMLElement): void {
  const covered = Array.from(document.querySelectorAll<HTMLElement>(".ed-topbar, .ed-pagebar"))
    .filter((bar) => ["fixed", "sticky"].includes(getComputedStyle(bar).position))
    .reduce((bottom, bar) => Math.max(bottom, bar.getBoundingClientRect().bottom), 0);
  element.style.scrollMarginBlockStart = `${Math.ceil(covered) + 8}px`;
  element.scrollIntoView({ block: "nearest" });
}

/** Where focus and the view go after a move, and which control keeps the focus. */
interface PendingMove {
  uid: string;
  control: HTMLElement | null;
}

/**
 * The field a pointer names inside a block's open form, once it is there. RJSF ids are the
 * form's prefix then the path joined by "_" ("/fields/heading" → "block…_fields_heading").
 */
function findField(uid: string, pointer: string): HTMLElement | null {
  const form = document.getElementById(`ed-block-form-${uid}`);
  if (!form) return null;
  const suffix = pointer
    .split(/[/.]/)
    .filter((part) => part !== "")
    .join("_");
  if (suffix === "") return null;
  const exact = new RegExp(`^block[A-Za-z0-9]*_${suffix.replace(/[^A-Za-z0-9_]/g, "\\$&")}$`);
  const holder = Array.from(form.querySelectorAll<HTMLElement>("[id]")).find((el) =>
    exact.test(el.id),
  );
  if (!holder) return null;
  if (holder.matches("input, select, textarea, button, [contenteditable='true'], [tabindex]"))
    return holder;
  return holder.querySelector<HTMLElement>(
    "input:not([type='hidden']), select, textarea, [contenteditable='true'], button, [tabindex]:not([tabindex='-1'])",
  );
}

/**
 * Focuses a field of a block's form once the block is open (the caller opens it): the form
 * renders after the selection, and some widgets a moment later, so this waits up to two
 * seconds for it. Without a pointer, or when the field cannot be found, the block's own
 * heading button takes the focus, so the editor is at least on the right block.
 */
export function focusBlockField(uid: string, pointer?: string): void {
  const startedAt = performance.now();
  const attempt = () => {
    const field = pointer ? findField(uid, pointer) : null;
    const isOpen = document.getElementById(`ed-block-form-${uid}`) !== null;
    if (field || (isOpen && !pointer) || performance.now() - startedAt > 2000) {
      const target = field ?? rowOf(uid)?.querySelector<HTMLElement>(".ed-block__select");
      if (!target) return;
      target.scrollIntoView({ block: "center" });
      target.focus({ preventScroll: true });
      return;
    }
    requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

export interface BlockRowActions {
  onSelect: (uid: string) => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (uid: string) => void;
  onCopy: (uid: string) => void;
  onRemove: (uid: string) => void;
}

/**
 * One block's row. Memoised: typing in the open block's form changes only that block, so the
 * other rows of a long page are not drawn again on each key (their props stay the same: the
 * list hands them stable actions and no form).
 */
const BlockRow = memo(function BlockRow({
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
  // Alt+↑ and Alt+↓ from anywhere in the block's head (its name, handle or buttons) move it one
  // place, open or closed; inside the form the keys stay the fields' own.
  const onHeadKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!canWrite || !event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const to = event.key === "ArrowUp" ? index - 1 : event.key === "ArrowDown" ? index + 1 : null;
    if (to === null) return;
    event.preventDefault();
    if (to >= 0 && to < count) actions.onMove(index, to);
  };
  const shortcuts = canWrite ? "Alt+ArrowUp Alt+ArrowDown" : undefined;
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
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys reach it from the buttons inside */}
      <div className="ed-block__head" onKeyDown={onHeadKeyDown}>
        {canWrite ? (
          <button
            type="button"
            className="ed-block__handle ed-button ed-button--quiet ed-icon-button"
            aria-label={`اسحب لإعادة ترتيب «${label}»`}
            aria-keyshortcuts={shortcuts}
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
          aria-keyshortcuts={shortcuts}
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
});

/** Position words for the screen reader while a block is carried by keyboard. */
function announcements(items: readonly BlockItem[]): Announcements {
  const describe = (id: string | number) => {
    const i = items.findIndex((it) => it.uid === id);
    const item = items[i];
    return item ? `«${blockName(item.block)}» (${formatPosition(i + 1)})` : "الكتلة";
  };
  const index = (id: string | number | undefined) => items.findIndex((it) => it.uid === id);
  const position = (id: string | number | undefined) =>
    id === undefined ? "" : formatPosition(index(id) + 1);
  const count = formatPosition(items.length);
  return {
    onDragStart: ({ active }) =>
      `التقطت ${describe(active.id)}. استخدم الأسهم للنقل ثم المسافة للإفلات.`,
    onDragOver: ({ active, over }) =>
      over ? `${describe(active.id)} فوق الموضع ${position(over.id)} من ${count}.` : "",
    // Said from the order before the drop: the block takes the place of the one it is over.
    onDragEnd: ({ active, over }) => {
      const item = items[index(active.id)];
      if (!over || !item) return "أُفلتت الكتلة.";
      if (over.id === active.id) return `أُفلتت ${describe(active.id)} في مكانها، لم يتغيّر الترتيب.`;
      return movedAnnouncement(blockName(item.block), index(over.id) + 1, items.length);
    },
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
    useSensor(KeyboardSensor, { coordinateGetter: oneStepCoordinates }),
  );
  // What the list says after a move made with a button or Alt+arrow (a drag speaks through
  // dnd-kit's own live region).
  const [said, setSaid] = useState("");
  // After a move, the moved block keeps the focus where it was (React may have taken its row
  // out of the document to put it back elsewhere, which drops the focus) and comes into view.
  const pendingMove = useRef<PendingMove | null>(null);
  useEffect(() => {
    const move = pendingMove.current;
    if (move === null || !items.some((i) => i.uid === move.uid)) return;
    pendingMove.current = null;
    const row = rowOf(move.uid);
    if (!row) return;
    const control =
      move.control?.isConnected && !move.control.matches(":disabled")
        ? move.control
        : row.querySelector<HTMLElement>(".ed-block__select");
    if (control && document.activeElement !== control) control.focus({ preventScroll: true });
    const head = row.querySelector<HTMLElement>(".ed-block__head");
    if (head) bringIntoView(head);
  }, [items]);
  function moveBlock(from: number, to: number, announce: boolean) {
    const item = items[from];
    if (!item || to < 0 || to >= items.length || from === to) return;
    const active = document.activeElement;
    pendingMove.current = {
      uid: item.uid,
      control: active instanceof HTMLElement && rowOf(item.uid)?.contains(active) ? active : null,
    };
    actions.onMove(from, to);
    if (announce) setSaid(movedAnnouncement(blockName(item.block), to + 1, items.length));
  }
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
  const current: BlockRowActions = {
    ...actions,
    onMove: (from, to) => moveBlock(from, to, true),
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
  // The rows get one unchanging set of actions that calls the latest ones, so a keystroke in
  // one block's form does not draw every other row again.
  const latest = useRef(current);
  latest.current = current;
  const rowActions = useMemo<BlockRowActions>(
    () => ({
      onSelect: (uid) => latest.current.onSelect(uid),
      onMove: (from, to) => latest.current.onMove(from, to),
      onDuplicate: (uid) => latest.current.onDuplicate(uid),
      onCopy: (uid) => latest.current.onCopy(uid),
      onRemove: (uid) => latest.current.onRemove(uid),
    }),
    [],
  );
  // The same order keeps the same array, so the sortable context (and every row) is not renewed.
  const order = items.map((i) => i.uid).join("\n");
  const uids = useMemo(() => (order === "" ? [] : order.split("\n")), [order]);
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = items.findIndex((i) => i.uid === active.id);
    const to = items.findIndex((i) => i.uid === over.id);
    if (from >= 0 && to >= 0) moveBlock(from, to, false);
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
            "لنقل الكتلة اضغط المسافة أو Enter، ثم الأسهم للأعلى والأسفل، ثم المسافة للإفلات أو Escape للإلغاء. أو انقلها موضعًا واحدًا بـ Alt مع السهم للأعلى أو للأسفل.",
        },
      }}
    >
      <SortableContext items={uids} strategy={verticalListSortingStrategy}>
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
      <p
        className="ed-visually-hidden ed-blocks__said"
        role="status"
        aria-live="polite"
        aria-atomic="true"
      >
        {said}
      </p>
    </DndContext>
  );
}
