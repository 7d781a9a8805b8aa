import { type FieldProps, getUiOptions } from "@rjsf/utils";
import { isRecord } from "../../runtime/core/records.ts";

/** Separator: a heading line between parts of the form; holds no content of its own. */
export function SeparatorField(props: FieldProps) {
  const { schema, uiSchema, formData } = props;
  const big = getUiOptions(uiSchema).big === true || (isRecord(formData) && formData.big === true);
  return (
    <div className={`wf-separator${big ? " wf-separator--big" : ""}`}>
      {big ? (
        <h3 className="wf-separator-title">{schema.title}</h3>
      ) : (
        <h4 className="wf-separator-title">{schema.title}</h4>
      )}
    </div>
  );
}
