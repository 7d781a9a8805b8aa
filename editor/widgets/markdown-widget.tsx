import { html } from "@codemirror/lang-html";
import { json } from "@codemirror/lang-json";
import { ariaDescribedByIds, type WidgetProps } from "@rjsf/utils";
import CodeMirror, { EditorView } from "@uiw/react-codemirror";
import { useMemo } from "react";
import { jsonParseError } from "./json-parse-error.ts";
import { invalid } from "./widget-aria.ts";

/** Markdown: code (HTML or JSON) in a code editor; the page is RTL, the code left to right. */
export function MarkdownWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, disabled, readonly, options, label, rawErrors } =
    props;
  const language = options.language === "json" ? "json" : "html";
  const text = typeof value === "string" ? value : "";
  const extensions = useMemo(
    () => [
      language === "json" ? json() : html(),
      EditorView.lineWrapping,
      EditorView.contentAttributes.of({
        "aria-label": label,
        "aria-describedby": ariaDescribedByIds(id, false),
        ...(invalid(rawErrors) ? { "aria-invalid": "true" } : {}),
      }),
    ],
    [language, label, id, rawErrors],
  );
  const parseError = language === "json" ? jsonParseError(text) : null;
  return (
    <div className="wf-code" dir="ltr" id={id}>
      <CodeMirror
        value={text}
        extensions={extensions}
        editable={!(disabled || readonly)}
        readOnly={disabled || readonly}
        indentWithTab={false}
        basicSetup={{ lineNumbers: true, foldGutter: false, highlightActiveLine: false }}
        minHeight="8rem"
        maxHeight="24rem"
        onChange={(v) => onChange(v)}
        onBlur={() => onBlur(id, text)}
        onFocus={() => onFocus(id, text)}
      />
      {parseError ? (
        <p className="wf-errors" dir="rtl" role="alert">
          {parseError}
        </p>
      ) : null}
    </div>
  );
}
