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
import { templates, translateString } from "./templates.tsx";

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
