import type { RegistryFieldsType, RegistryWidgetsType } from "@rjsf/utils";
import {
  DateRangeField,
  ImageField,
  JsonField,
  LinkField,
  LinksCollectionField,
  SeparatorField,
} from "./fields.tsx";
import {
  BoolWidget,
  IconWidget,
  MarkdownWidget,
  NumberWidget,
  SelectWidget,
  StringWidget,
  TextWidget,
} from "./inputs.tsx";

/** RJSF widgets by the names generated/ui-schema.ts gives them (`ui:widget`). */
export const widgets: RegistryWidgetsType = {
  String: StringWidget,
  Text: TextWidget,
  Number: NumberWidget,
  Bool: BoolWidget,
  Select: SelectWidget,
  Icon: IconWidget,
  Markdown: MarkdownWidget,
};

/** RJSF fields by the names generated/ui-schema.ts gives them (`ui:field`). */
export const fields: RegistryFieldsType = {
  Image: ImageField,
  Link: LinkField,
  LinksCollection: LinksCollectionField,
  Json: JsonField,
  DateRange: DateRangeField,
  Separator: SeparatorField,
};

export { templates, translateString } from "./templates.tsx";
