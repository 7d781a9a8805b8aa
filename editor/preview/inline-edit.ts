import { blockRegistry, isBlockTemplateKey } from "../../generated/blocks.ts";
import type { BlockTemplateKey } from "../../generated/types.ts";
import {
  type BlockUiSchema,
  blockUiSchemas,
  type FieldUiSchema,
  type ObjectUiSchema,
} from "../../generated/ui-schema.ts";
import type { PreviewFieldPath } from "../builder/preview-protocol.ts";

/**
 * Editing a text where it shows in the preview. After a block is drawn, each of its texts an
 * editor writes in a one-line, multi-line or HTML field (String, Text, Markdown) is looked for
 * in the block's frame: the element that shows exactly that text (or, for HTML, exactly that
 * markup) is marked with the field it comes from. A click on a marked element lets the editor
 * type there; Enter or leaving it keeps the text (sent to the builder, which writes it into the
 * block's field as the form would), Escape puts the text back. A text the block transforms
 * before showing it (a number formatted, a placeholder filled) is not found and stays editable in
 * the form only, which is also the keyboard's way to every field.
 */

/** How a field's text is shown and read back. */
export type EditableKind = "line" | "lines" | "html";

/** A text of a block that the preview may let an editor change in place. */
export interface EditableField {
  path: PreviewFieldPath;
  value: string;
  kind: EditableKind;
}

const uiSchemas: Record<BlockTemplateKey, BlockUiSchema> = blockUiSchemas;

function kindOf(ui: FieldUiSchema | string[] | undefined): EditableKind | null {
  if (ui === undefined || Array.isArray(ui)) return null;
  const widget = ui["ui:widget"];
  if (widget === "String") return "line";
  if (widget === "Text") return "lines";
  if (widget === "Markdown" && ui["ui:options"]?.language !== "json") return "html";
  return null;
}

function fieldsOf(
  schema: ObjectUiSchema,
  values: object,
  group: number | null,
  raw: readonly string[],
): EditableField[] {
  return schema["ui:order"].flatMap((field) => {
    const kind = kindOf(schema[field]);
    const value: unknown = Reflect.get(values, field);
    if (kind === null || raw.includes(field) || typeof value !== "string" || value.trim() === "")
      return [];
    return [{ path: { group, field }, value, kind }];
  });
}

/**
 * The texts of a block an editor may change in the preview: its String, Text and Markdown fields
 * (raw HTML and script excepted: they need their own permission and are never typed on a page),
 * then those of each repeatable group, each with a value to find.
 */
export function editableFieldsOf(block: {
  template: string;
  fields: object;
  groups: readonly object[];
}): EditableField[] {
  if (!isBlockTemplateKey(block.template)) return [];
  const schema = uiSchemas[block.template];
  const meta = blockRegistry[block.template];
  return [
    ...fieldsOf(schema.fields, block.fields, null, meta.rawHtmlFields),
    ...block.groups.flatMap((values, group) =>
      fieldsOf(schema.groups.items, values, group, meta.groupRawHtmlFields),
    ),
  ];
}

/** Text compared as a reader sees it: runs of white space are one space. */
export const normaliseText = (text: string): string => text.replace(/\s+/g, " ").trim();

const FIELD = "data-preview-field";
const KIND = "data-preview-kind";
const EDITING = "data-preview-editing";

/** Elements whose text is never an editor's field: scripts, styles, icons, the form's fields. */
const SKIPPED = "script, style, template, svg, noscript, select, textarea, input, [data-lead-form]";

/** The same markup as the browser writes it back, to compare HTML with what React placed. */
function serialisedHtml(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  return template.innerHTML.trim();
}

/**
 * Marks in a drawn block's frame the element showing each editable text: the innermost element
 * whose whole text is the field's (the first one in reading order when several are), or for HTML
 * the element whose content is the field's markup. Each element is marked for one field only; an
 * element being edited keeps its mark.
 */
export function markEditableTexts(frame: HTMLElement, fields: readonly EditableField[]): void {
  for (const old of frame.querySelectorAll(`[${FIELD}]:not([${EDITING}])`)) {
    old.removeAttribute(FIELD);
    old.removeAttribute(KIND);
  }
  if (fields.length === 0) return;
  const elements = [...frame.querySelectorAll<HTMLElement>("*")].filter(
    (el) => !el.closest(SKIPPED),
  );
  const texts = new Map(elements.map((el) => [el, normaliseText(el.textContent ?? "")]));
  const claimed = new Set(
    elements.filter((el) => el.hasAttribute(EDITING) || el.hasAttribute(FIELD)),
  );
  for (const field of fields) {
    const found =
      field.kind === "html" ? findHtml(elements, field.value) : findText(elements, texts, field);
    const element = found.find((el) => !claimed.has(el));
    if (!element) continue;
    claimed.add(element);
    element.setAttribute(FIELD, JSON.stringify(field.path));
    element.setAttribute(KIND, field.kind);
  }
}

function findText(
  elements: readonly HTMLElement[],
  texts: ReadonlyMap<HTMLElement, string>,
  field: EditableField,
): HTMLElement[] {
  const wanted = normaliseText(field.value);
  const matching = elements.filter((el) => texts.get(el) === wanted);
  // The innermost: no other matching element inside it.
  return matching.filter((el) => !matching.some((other) => other !== el && el.contains(other)));
}

function findHtml(elements: readonly HTMLElement[], value: string): HTMLElement[] {
  const wanted = serialisedHtml(value);
  return elements.filter((el) => el.innerHTML.trim() === wanted);
}

/** A marked element's field, or null when the element is not one. */
function pathOf(element: Element): PreviewFieldPath | null {
  try {
    const parsed: unknown = JSON.parse(element.getAttribute(FIELD) ?? "null");
    if (typeof parsed !== "object" || parsed === null) return null;
    const { group, field } = parsed as { group?: unknown; field?: unknown };
    if (typeof field !== "string") return null;
    return { group: typeof group === "number" ? group : null, field };
  } catch {
    return null;
  }
}

function readBack(element: HTMLElement, kind: EditableKind): string {
  if (kind === "html") return element.innerHTML.trim();
  if (kind === "lines") return element.innerText.trim();
  return normaliseText(element.textContent ?? "");
}

export interface InlineEditHandlers {
  /** Whether the editor may change texts now (a reader only looks). */
  isEnabled: () => boolean;
  /** A text was changed: the block at `index`, the field at `path`, its new value. */
  onCommit: (index: number, path: PreviewFieldPath, value: string) => void;
  /** The editing of a block's text ended (kept or not): the block is drawn anew from its data. */
  onEnd: (index: number, isChanged: boolean) => void;
}

/** The index of the block whose frame holds an element (`component-3` is index 2). */
function blockIndexOf(element: Element): number | null {
  const frame = element.closest<HTMLElement>(".block-frame[id^='component-']");
  if (!frame) return null;
  const index = Number(frame.id.slice("component-".length)) - 1;
  return Number.isInteger(index) && index >= 0 ? index : null;
}

/**
 * Lets an editor type in the marked texts of the document: a press on one makes it editable
 * (plain text for one- and multi-line fields, markup for HTML ones) with the caret where it was
 * pressed. Returns the function that stops it.
 */
export function startInlineEditing(doc: Document, handlers: InlineEditHandlers): () => void {
  const begin = (element: HTMLElement) => {
    const kind = element.getAttribute(KIND);
    const path = pathOf(element);
    const index = blockIndexOf(element);
    if ((kind !== "line" && kind !== "lines" && kind !== "html") || !path || index === null) return;
    const original = readBack(element, kind);
    const originalMarkup = element.innerHTML;
    let isCancelled = false;
    element.setAttribute(EDITING, "");
    element.setAttribute("contenteditable", kind === "html" ? "true" : "plaintext-only");
    element.setAttribute("spellcheck", "true");

    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        isCancelled = true;
        element.blur();
      } else if (event.key === "Enter" && !(event.shiftKey && kind !== "line")) {
        // Enter keeps the text; Shift+Enter starts a new line where the field has lines.
        event.preventDefault();
        element.blur();
      }
    };
    const onBlur = () => {
      element.removeEventListener("keydown", onKey);
      element.removeEventListener("blur", onBlur);
      const value = readBack(element, kind);
      const isChanged = !isCancelled && value !== original;
      if (!isChanged) element.innerHTML = originalMarkup;
      element.removeAttribute("contenteditable");
      element.removeAttribute("spellcheck");
      element.removeAttribute(EDITING);
      if (isChanged) handlers.onCommit(index, path, value);
      handlers.onEnd(index, isChanged);
    };
    element.addEventListener("keydown", onKey);
    element.addEventListener("blur", onBlur);
  };

  const onPointerDown = (event: PointerEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const element = target?.closest<HTMLElement>(`[${FIELD}]`);
    if (!element || element.hasAttribute(EDITING) || !handlers.isEnabled()) return;
    begin(element);
  };
  // The press made the text editable; the click that follows gives it the keyboard, should the
  // browser not have (a text inside a link).
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const element = target?.closest<HTMLElement>(`[${EDITING}]`);
    if (element && doc.activeElement !== element) element.focus();
  };
  doc.addEventListener("pointerdown", onPointerDown, true);
  doc.addEventListener("click", onClick);
  return () => {
    doc.removeEventListener("pointerdown", onPointerDown, true);
    doc.removeEventListener("click", onClick);
  };
}

/**
 * How the texts that can be edited in place look: a dashed outline under the pointer (the root
 * carries `data-preview-editable` while the editor may write).
 */
export const INLINE_EDIT_STYLE = `
[data-preview-editable] [${FIELD}]:hover { outline: 2px dashed #1a5fd0; outline-offset: 2px; cursor: text; }
[${EDITING}] { outline: 2px solid #1a5fd0; outline-offset: 2px; cursor: text; background: rgb(26 95 208 / 6%); }
`;
