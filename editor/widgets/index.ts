import type { Field, Widget } from "@rjsf/utils";
import type { fieldWidgetKinds, UiFieldName, UiWidgetName } from "../../generated/ui-schema.ts";
import { BoolWidget } from "./bool-widget.tsx";
import { DateRangeField } from "./date-range-field.tsx";
import { IconWidget } from "./icon-widget.tsx";
import { ImageField } from "./image-field.tsx";
import { JsonField } from "./json-field.tsx";
import { LinkField } from "./link-field.tsx";
import { LinksCollectionField } from "./links-collection-field.tsx";
import { MarkdownWidget } from "./markdown-widget.tsx";
import { NumberWidget } from "./number-widget.tsx";
import { SelectWidget } from "./select-widget.tsx";
import { SeparatorField } from "./separator-field.tsx";
import { StringWidget } from "./string-widget.tsx";
import { templates, translateString } from "./templates.tsx";
import { TextWidget } from "./text-widget.tsx";

/**
 * One component per generated field kind: an RJSF widget for the kinds the uiSchema draws with
 * `ui:widget`, an RJSF field for those drawn with `ui:field`. A kind the generator adds without a
 * component here fails to compile.
 */
export type FieldWidgetMap = FieldWidgetMapOf<typeof fieldWidgetKinds>;

/** The component map a set of field kinds needs (the generated set is `FieldWidgetMap`). */
export type FieldWidgetMapOf<Kinds extends Readonly<Record<string, "widget" | "field">>> = {
  [N in keyof Kinds]: Kinds[N] extends "widget" ? Widget : Field;
};

/** RJSF widgets by the names generated/ui-schema.ts gives them (`ui:widget`). */
export const widgets = {
  String: StringWidget,
  Text: TextWidget,
  Number: NumberWidget,
  Bool: BoolWidget,
  Select: SelectWidget,
  Icon: IconWidget,
  Markdown: MarkdownWidget,
} satisfies Pick<FieldWidgetMap, UiWidgetName>;

/** RJSF fields by the names generated/ui-schema.ts gives them (`ui:field`). */
export const fields = {
  Image: ImageField,
  Link: LinkField,
  LinksCollection: LinksCollectionField,
  Json: JsonField,
  DateRange: DateRangeField,
  Separator: SeparatorField,
} satisfies Pick<FieldWidgetMap, UiFieldName>;

export { templates, translateString };

/**
 * What every form of the editor shares: these widgets, fields and templates, Arabic messages,
 * validation as the user types, errors on their fields (no list, no browser bubbles).
 */
export const formKit = {
  widgets,
  fields,
  templates,
  translateString,
  liveValidate: "onChange",
  showErrorList: false,
  noHtml5Validate: true,
} as const;
