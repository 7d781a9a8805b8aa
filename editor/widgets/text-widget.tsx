import type { WidgetProps } from "@rjsf/utils";
import { CountedText } from "./counted-text.tsx";

/** Text: a multi-line text area with a character count. */
export function TextWidget(props: WidgetProps) {
  const text = typeof props.value === "string" ? props.value : "";
  return <CountedText props={props} text={text} multiline />;
}
