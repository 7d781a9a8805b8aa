import type { WidgetProps } from "@rjsf/utils";
import { CountedText } from "./counted-text.tsx";

/** String: a one-line text input with a character count. */
export function StringWidget(props: WidgetProps) {
  const { value } = props;
  const text = typeof value === "string" ? value : value == null ? "" : String(value);
  return <CountedText props={props} text={text} multiline={false} />;
}
