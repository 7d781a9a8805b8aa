import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";
import type { ChangeEvent, FocusEvent } from "react";
import { languageByUrl } from "../../runtime/core/languages.ts";
import { invalid } from "./widget-aria.ts";

const maxLengthOf = (schema: WidgetProps["schema"]): number | null =>
  typeof schema.maxLength === "number" ? schema.maxLength : null;

/** "12 / 120": what is left before a text field's limit. */
function Counter({ id, length, max }: { id: string; length: number; max: number | null }) {
  if (max === null) return null;
  return (
    <span className={`wf-counter${length > max ? " wf-counter--over" : ""}`} id={`${id}__count`}>
      <bdi>
        {length} / {max}
      </bdi>
    </span>
  );
}

function describedBy(id: string, max: number | null): string {
  return [ariaDescribedByIds(id, false), max === null ? "" : `${id}__count`]
    .filter(Boolean)
    .join(" ");
}

/** A text input or text area with a character count: the body of String and Text. */
export function CountedText({
  props,
  text,
  multiline,
}: {
  props: WidgetProps;
  text: string;
  multiline: boolean;
}) {
  const { id, onChange, onBlur, onFocus, disabled, readonly, placeholder, schema, rawErrors } =
    props;
  const max = maxLengthOf(schema);
  // The page's language (BlockForm's formContext): an empty field starts in its direction, so
  // an English page's field is typed left to right; what is typed then decides (dir="auto").
  const context: unknown = props.registry?.formContext;
  const contentLang =
    typeof context === "object" && context !== null && "contentLang" in context
      ? languageByUrl(String(context.contentLang))
      : undefined;
  const shared = {
    id,
    name: id,
    dir: contentLang && text === "" ? contentLang.dir : "auto",
    lang: contentLang?.tag,
    value: text,
    placeholder,
    disabled,
    readOnly: readonly,
    "aria-invalid": invalid(rawErrors),
    "aria-describedby": describedBy(id, max),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.target.value),
    onBlur: (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => onBlur(id, e.target.value),
    onFocus: (e: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => onFocus(id, e.target.value),
  };
  return (
    <div className="wf-control">
      {multiline ? (
        <textarea className="wf-input wf-textarea" rows={4} {...shared} />
      ) : (
        <input className="wf-input" type="text" {...shared} />
      )}
      <Counter id={id} length={text.length} max={max} />
    </div>
  );
}
