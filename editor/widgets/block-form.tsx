import Form, { type IChangeEvent } from "@rjsf/core";
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { useEffect, useId, useMemo, useRef } from "react";
import { blockRegistry } from "../../generated/blocks.ts";
import { blockFormSchemas } from "../../generated/form-schemas.ts";
import type { BlockTemplateKey } from "../../generated/types.ts";
import { type BlockUiSchema, blockUiSchemas } from "../../generated/ui-schema.ts";
import { isRecord } from "../../runtime/core/records.ts";
import type { FieldProblem } from "../../runtime/core/validation-messages.ts";
import { formKit } from "./index.ts";
import type { FormHeadingContext } from "./templates.tsx";
import {
  type BlockFormValue,
  blockFormValidator,
  type ServerProblem,
  serverErrorsToErrorSchema,
  validateBlockValue,
} from "./validation.ts";
import "./widgets.css";

export interface BlockFormProps {
  template: BlockTemplateKey;
  value: BlockFormValue;
  onChange: (value: BlockFormValue) => void;
  /** Every problem of the current value (empty when valid), after each change. */
  onValidity?: (errors: FieldProblem[]) => void;
  /** The server's 422 details for this block, shown on the fields they name. */
  serverErrors?: ServerProblem[];
  readOnly?: boolean;
  /**
   * The language of the page the block is on (a URL code: ar, en…). Its text fields carry its
   * tag and, while empty, its direction (then dir="auto" follows what is typed); the form's own
   * labels stay Arabic and right to left.
   */
  contentLang?: string | undefined;
}

/** What every widget of a block form may read from RJSF's formContext. */
export interface BlockFormContext extends FormHeadingContext {
  contentLang?: string | undefined;
}

/**
 * The block form sits in the builder's workspace right under the page's h1, so its groups and
 * items are h2 (lists inside them go one level deeper).
 */
const BLOCK_ITEM_HEADING_LEVEL = 2;

/** The block's form schema; a block that takes no groups shows no groups list. */
export function blockFormSchema(template: BlockTemplateKey): RJSFSchema {
  const schema = blockFormSchemas[template];
  if (blockRegistry[template].maxFieldGroups !== null) return schema;
  const groups = isRecord(schema.properties) ? schema.properties.groups : undefined;
  if (isRecord(groups) && groups.maxItems === 0) {
    const { groups: _g, ...properties } = schema.properties ?? {};
    return { ...schema, properties, required: ["fields"] };
  }
  return schema;
}

/** The block's uiSchema, with the form's own chrome: no submit button, groups titled. */
export function blockFormUiSchema(template: BlockTemplateKey): UiSchema {
  const { template: _hidden, ...rest }: BlockUiSchema = structuredClone(blockUiSchemas[template]);
  const max = blockRegistry[template].maxFieldGroups;
  return {
    ...rest,
    "ui:submitButtonOptions": { norender: true },
    fields: { ...rest.fields, "ui:title": "" },
    groups: {
      ...rest.groups,
      items: { ...rest.groups.items, "ui:title": "" },
      "ui:title": "المجموعات",
      "ui:options": { ...rest.groups["ui:options"], ...(max === null ? {} : { maxItems: max }) },
    },
  };
}

function normalise(data: unknown): BlockFormValue {
  const d = isRecord(data) ? data : {};
  return {
    fields: isRecord(d.fields) ? d.fields : {},
    groups: Array.isArray(d.groups) ? d.groups.filter(isRecord) : [],
  };
}

/**
 * The form of one block instance: its fields and its repeatable groups, validated as you type
 * with the template's generated validator; the server's refusals shown on their fields.
 */
export function BlockForm({
  template,
  value,
  onChange,
  onValidity,
  serverErrors,
  readOnly,
  contentLang,
}: BlockFormProps) {
  const formContext = useMemo<BlockFormContext>(
    () => ({ contentLang, itemHeadingLevel: BLOCK_ITEM_HEADING_LEVEL }),
    [contentLang],
  );
  const schema = useMemo(() => blockFormSchema(template), [template]);
  const uiSchema = useMemo(() => blockFormUiSchema(template), [template]);
  const validator = useMemo(() => blockFormValidator(template), [template]);
  const extraErrors = useMemo(
    () => (serverErrors?.length ? serverErrorsToErrorSchema(template, serverErrors) : undefined),
    [template, serverErrors],
  );
  const prefix = `block${useId().replace(/[^A-Za-z0-9]/g, "")}`;
  const validity = useRef(onValidity);
  validity.current = onValidity;
  useEffect(() => {
    validity.current?.(validateBlockValue(template, value));
  }, [template, value]);
  return (
    <div className="wf-form wf-block-form" dir="rtl" lang="ar">
      <Form
        schema={schema}
        uiSchema={uiSchema}
        formData={value}
        validator={validator}
        {...formKit}
        idPrefix={prefix}
        readonly={readOnly}
        formContext={formContext}
        extraErrors={extraErrors}
        onChange={(e: IChangeEvent) => onChange(normalise(e.formData))}
        onSubmit={() => undefined}
      />
    </div>
  );
}
