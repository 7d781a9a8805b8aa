import type { FormAttributes, LeadBody } from "../../../generated/types.ts";
import type { EmailVerifier } from "../../adapters/email-verification.ts";
import { extraLeadChecks } from "../../core/form-phone.ts";
import {
  type FormLang,
  type LeadError,
  leadErrors,
  leadMessage,
  leadValuePointer,
} from "../../core/form-schema.ts";
import type { Db } from "../../db/client.ts";
import { ApiProblem } from "../../http/problem.ts";
import type { FormRow } from "../forms/index.ts";
import { validatorOf } from "../forms/index.ts";

/**
 * What a submission must pass before anything is stored: the form's compiled schema, then phone
 * numbers, the captcha and e-mail verification. Each refusal is a 422 in both shapes the forms
 * service answers (JSON:API errors and the Problem details), in the form's language.
 */

export interface LeadChecks {
  /** Verifies the captcha answer; only called when the form asks for a captcha. */
  verifyCaptcha: (answer: string | undefined) => Promise<boolean>;
  /**
   * The e-mail verification service (null while none is set), for text fields with format email
   * and verify_email; only asked for when the form has such a field.
   */
  emailVerifier: () => Promise<EmailVerifier | null>;
}

/** 422 with JSON:API errors, one per refused field, and the Problem details beside them. */
export function leadRefusal(errors: readonly LeadError[]): ApiProblem {
  const first = errors[0];
  return new ApiProblem(
    422,
    "invalid",
    first ? `${first.field}: ${first.message}` : "invalid",
    errors.map((e) => ({ pointer: leadValuePointer(e.field), rule: e.rule, message: e.message })),
    {
      errors: errors.map((e) => ({
        status: "422",
        code: e.rule,
        title: e.rule === "unknown" ? "Unknown field" : "Invalid value",
        detail: e.message,
        source: { pointer: leadValuePointer(e.field) },
      })),
    },
  );
}

/** The language a submission is answered in: the one it asks for, else the form's. */
export function submissionLang(body: LeadBody, form: FormAttributes): FormLang {
  const asked = body.data.attributes.lang;
  if (asked === "ar" || asked === "en") return asked;
  return form.lang === "en" ? "en" : "ar";
}

const CAPTCHA_POINTER = "/data/attributes/g-recaptcha-response";

function captchaRefusal(lang: FormLang): ApiProblem {
  const detail = lang === "ar" ? "تحقق من أنك لست روبوتاً" : "Confirm you are not a robot";
  return new ApiProblem(
    422,
    "captcha",
    lang === "ar"
      ? "تعذّر التحقق من أنك لست روبوتاً، حاول مرة أخرى"
      : "The captcha check failed, please try again",
    [{ pointer: CAPTCHA_POINTER, rule: "captcha", message: detail }],
    {
      errors: [
        {
          status: "422",
          code: "captcha",
          title: "Captcha",
          detail,
          source: { pointer: CAPTCHA_POINTER },
        },
      ],
    },
  );
}

/** The addresses of e-mail fields that ask for verification and that the service refuses. */
async function unverifiedEmails(
  verifier: EmailVerifier,
  definition: FormAttributes,
  values: Record<string, unknown>,
  lang: FormLang,
): Promise<LeadError[]> {
  const refused: LeadError[] = [];
  for (const field of definition.fields) {
    const value = values[field.name];
    if (
      field.format !== "email" ||
      !field.verify_email ||
      typeof value !== "string" ||
      value === ""
    )
      continue;
    const result = await verifier.verify(value);
    if (!result.isValid)
      refused.push({
        field: field.name,
        rule: "email",
        message: leadMessage("email", lang, field),
      });
  }
  return refused;
}

/** Throws the refusal of the first check `values` fail; resolves when they pass every one. */
export async function checkSubmission(
  db: Db,
  form: FormRow,
  body: LeadBody,
  values: Record<string, unknown>,
  checks: LeadChecks,
): Promise<void> {
  const definition = form.definition;
  const lang = submissionLang(body, definition);
  // A field the visitor left out is sent empty: the schema then names what is missing.
  const validator = await validatorOf(db, form);
  const outcome = validator.validate(values);
  if (!outcome.ok) throw leadRefusal(leadErrors(outcome.errors, definition, lang, values));
  const extra = extraLeadChecks(values, definition, lang);
  if (extra.length > 0) throw leadRefusal(extra);
  if (definition.captcha) {
    const attributes = body.data.attributes;
    const answer = attributes["g-recaptcha-response"] ?? body["g-recaptcha-response"];
    if (!(await checks.verifyCaptcha(answer))) throw captchaRefusal(lang);
  }
  const verifier = definition.fields.some((f) => f.format === "email" && f.verify_email)
    ? await checks.emailVerifier()
    : null;
  if (verifier) {
    const refused = await unverifiedEmails(verifier, definition, values, lang);
    if (refused.length > 0) throw leadRefusal(refused);
  }
}
