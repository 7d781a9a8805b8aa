import {
  createErrorHandler,
  type ErrorSchema,
  ErrorSchemaBuilder,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  unwrapErrorHandler,
  type ValidationData,
  type ValidatorType,
  validationDataMerge,
} from "@rjsf/utils";
import { customizeValidator } from "@rjsf/validator-ajv8";
import { blockFormSchemas } from "../../generated/form-schemas.ts";
import type { BlockTemplateKey } from "../../generated/types.ts";
import {
  type BlockUiSchema,
  blockUiSchemas,
  type ObjectUiSchema,
} from "../../generated/ui-schema.ts";
import { blockValidators } from "../../generated/validate.ts";
import { isRecord } from "../../runtime/core/records.ts";
import {
  type AjvLikeError,
  type FieldProblem,
  labelForPointer,
  pointerTokens,
  problemsFromAjv,
  ruleMessage,
} from "../../runtime/core/validation-messages.ts";

/** What a block form edits: the block's own fields and its repeatable groups. */
export interface BlockFormValue {
  fields: Record<string, unknown>;
  groups: Record<string, unknown>[];
}

/** A validation failure as the server reports it (422 details). */
export interface ServerProblem {
  block?: number;
  pointer: string;
  rule: string;
  message: string;
}

/** Names of the DateRange fields of a block's fields and of its groups (from the uiSchema). */
function dateRangeFields(template: BlockTemplateKey): { fields: string[]; groups: string[] } {
  const ui: BlockUiSchema = blockUiSchemas[template];
  const pick = (o: ObjectUiSchema): string[] =>
    Object.entries(o)
      .filter(([, v]) => !Array.isArray(v) && v["ui:field"] === "DateRange")
      .map(([k]) => k);
  return { fields: pick(ui.fields), groups: pick(ui.groups.items) };
}

/** Periods whose start comes after their end: the one rule a JSON Schema cannot say. */
function periodErrors(value: unknown, base: string): AjvLikeError[] {
  if (!Array.isArray(value)) return [];
  const out: AjvLikeError[] = [];
  value.forEach((period, i) => {
    if (!isRecord(period)) return;
    const { start, end } = period;
    if (typeof start === "string" && typeof end === "string" && start && end && start > end)
      out.push({ instancePath: `${base}/${i}/end`, keyword: "dateRange", params: {} });
  });
  return out;
}

/**
 * Validates a block's form value with the generated validator of its template (the one the
 * server runs), plus the start ≤ end rule of date periods. Messages are Arabic and name the field.
 */
export function validateBlockValue(
  template: BlockTemplateKey,
  value: Partial<BlockFormValue>,
): FieldProblem[] {
  const validate = blockValidators[template];
  // The generated validators fill defaults in place: never let them touch the editor's value.
  const data = structuredClone({
    template,
    fields: value.fields ?? {},
    groups: value.groups ?? [],
  });
  const errors: AjvLikeError[] = [];
  if (!validate(data)) {
    for (const e of validate.errors ?? [])
      errors.push({ instancePath: e.instancePath, keyword: e.keyword, params: e.params });
  }
  const ranges = dateRangeFields(template);
  for (const name of ranges.fields)
    errors.push(...periodErrors(value.fields?.[name], `/fields/${name}`));
  (value.groups ?? []).forEach((group, g) => {
    for (const name of ranges.groups)
      errors.push(...periodErrors(group[name], `/groups/${g}/${name}`));
  });
  return problemsFromAjv(errors, blockFormSchemas[template]);
}

/** Problems keyed by pointer as RJSF's error tree ({fields: {heading: {__errors: [...]}}}). */
export function problemsToErrorSchema<T>(problems: readonly FieldProblem[]): ErrorSchema<T> {
  const builder = new ErrorSchemaBuilder<T>();
  for (const p of problems) {
    const path = pointerTokens(p.pointer);
    if (path.length === 0) builder.addErrors(p.message);
    else builder.addErrors(p.message, path);
  }
  return builder.ErrorSchema;
}

/** The server's 422 details for one block, on the fields they name. */
export function serverErrorsToErrorSchema<T>(
  template: BlockTemplateKey,
  problems: readonly ServerProblem[],
): ErrorSchema<T> {
  const schema = blockFormSchemas[template];
  return problemsToErrorSchema<T>(
    problems.map((p) => {
      const label = labelForPointer(schema, p.pointer);
      const text = p.message || ruleMessage(p.rule, {});
      return {
        pointer: p.pointer,
        message: label && !text.includes(label) ? `${label}: ${text}` : text,
      };
    }),
  );
}

function toRjsfErrors(problems: readonly FieldProblem[]): RJSFValidationError[] {
  return problems.map((p) => ({
    name: "schema",
    message: p.message,
    property: pointerTokens(p.pointer)
      .map((t) => `.${t}`)
      .join(""),
    stack: p.message,
  }));
}

/**
 * An RJSF validator whose form validation is `check` (Arabic problems by pointer); RJSF's own
 * schema questions (which anyOf branch matches…) still go to its Ajv validator.
 */
export function problemValidator<T>(
  check: (data: T | undefined) => FieldProblem[],
): ValidatorType<T> {
  const ajv = customizeValidator<T>();
  return {
    validateFormData(
      formData: T | undefined,
      _schema: RJSFSchema,
      customValidate?: (
        formData: T | undefined,
        errors: ReturnType<typeof createErrorHandler<T>>,
        uiSchema?: UiSchema<T>,
      ) => ReturnType<typeof createErrorHandler<T>>,
      _transformErrors?: unknown,
      uiSchema?: UiSchema<T>,
    ): ValidationData<T> {
      const problems = check(formData);
      let result: ValidationData<T> = {
        errors: toRjsfErrors(problems),
        errorSchema: problemsToErrorSchema<T>(problems),
      };
      if (customValidate) {
        const handler = customValidate(formData, createErrorHandler<T>(formData as T), uiSchema);
        result = validationDataMerge(result, unwrapErrorHandler(handler));
      }
      return result;
    },
    isValid: (schema, formData, rootSchema) => ajv.isValid(schema, formData, rootSchema),
    rawValidation: (schema, formData) => ajv.rawValidation(schema, formData),
  };
}

/** Validator of a block's form: the generated validator of its template. */
export function blockFormValidator(template: BlockTemplateKey): ValidatorType<BlockFormValue> {
  return problemValidator<BlockFormValue>((data) => validateBlockValue(template, data ?? {}));
}

/** Validator of a plain schema form (settings): Ajv on the form schema, Arabic messages. */
export function schemaFormValidator<T>(schema: RJSFSchema): ValidatorType<T> {
  const ajv = customizeValidator<T>();
  return problemValidator<T>((data) => {
    const { errors } = ajv.rawValidation<AjvLikeError>(schema, data);
    return problemsFromAjv(errors ?? [], schema);
  });
}
