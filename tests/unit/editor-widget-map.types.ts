/*
 * Type-level checks of the editor's widget map against the generated field kinds. Nothing here
 * runs: `tsc --noEmit` checks it (tests are in the program) and so does
 * tests/unit/editor-widget-map.test.ts. Each `@ts-expect-error` must meet an error, or tsc fails.
 */

import {
  type FieldWidgetMap,
  type FieldWidgetMapOf,
  fields,
  widgets,
} from "../../editor/widgets/index.ts";
import type { fieldWidgetKinds, UiFieldName, UiWidgetName } from "../../generated/ui-schema.ts";

/** Today's map covers every generated kind. */
export const complete: FieldWidgetMap = { ...widgets, ...fields };

const { Image: _image, ...fieldsWithoutImage } = fields;
// @ts-expect-error a map without the Image field does not compile
export const missingField: Pick<FieldWidgetMap, UiFieldName> = fieldsWithoutImage;

const { Markdown: _markdown, ...widgetsWithoutMarkdown } = widgets;
// @ts-expect-error a map without the Markdown widget does not compile
export const missingWidget: Pick<FieldWidgetMap, UiWidgetName> = widgetsWithoutMarkdown;

/** The generator adds a kind (here "Rating", drawn as a widget) and nobody writes its widget. */
type KindsWithRating = typeof fieldWidgetKinds & { readonly Rating: "widget" };
// @ts-expect-error a new field kind without a widget fails to compile
export const newKindWithoutWidget: FieldWidgetMapOf<KindsWithRating> = { ...widgets, ...fields };
