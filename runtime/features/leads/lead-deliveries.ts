import type { FormAttributes, FormIntegrations, FormSettings } from "../../../generated/types.ts";
import { fillPlaceholders } from "../../core/form-schema.ts";
import type { leads } from "../../db/tables/forms.ts";
import type { FormRow } from "../forms/index.ts";
import { confirmationAddress } from "../forms/index.ts";
import type { NewOutboxRow } from "../outbox/index.ts";

/**
 * What a stored lead sends, as outbox rows written with it: the staff notification, the visitor's
 * confirmation and one delivery per enabled integration target, each as the form routes it at
 * the time of the submission.
 */

type StoredLead = typeof leads.$inferSelect;

function textLines(
  form: FormAttributes,
  values: Record<string, unknown>,
  hidden: Record<string, string>,
): string {
  const lines: string[] = [];
  for (const field of form.fields) {
    if (field.type === "file") continue;
    const value = values[field.name];
    const shown = Array.isArray(value)
      ? value.join(", ")
      : value === undefined
        ? ""
        : String(value);
    lines.push(`${field.label || field.name}: ${shown}`);
  }
  for (const [name, value] of Object.entries(hidden)) lines.push(`${name}: ${value}`);
  return lines.join("\n");
}

/** The body an integration target receives: values under the target's names, hidden fields too. */
function integrationBody(
  target: FormIntegrations["targets"][number],
  lead: Pick<StoredLead, "id" | "form_id" | "created_at" | "values" | "hidden_fields">,
  formName: string,
): Record<string, unknown> {
  const mapped: Record<string, unknown> = {};
  const map = target.field_map ?? {};
  for (const [name, value] of Object.entries(lead.values)) mapped[map[name] ?? name] = value;
  for (const [name, value] of Object.entries(lead.hidden_fields))
    if (!(name in mapped)) mapped[map[name] ?? name] = value;
  return {
    lead_id: lead.id,
    form_id: lead.form_id,
    form_name: formName,
    created_at: lead.created_at.toISOString(),
    values: mapped,
  };
}

/** The deliveries of `lead`, just stored for `form`, with the values the visitor sent. */
export function leadDeliveries(
  form: FormRow,
  lead: StoredLead,
  values: Record<string, unknown>,
): NewOutboxRow[] {
  const definition = form.definition;
  const settings = form.settings as Partial<FormSettings>;
  const deliveries: NewOutboxRow[] = [];
  const notifications = settings.notifications;
  if (notifications?.enabled && notifications.recipients.length > 0)
    deliveries.push({
      kind: "notification",
      form_id: form.id,
      lead_id: lead.id,
      target: { to: notifications.recipients },
      payload: {
        subject: fillPlaceholders(notifications.subject, values, { form: form.name }).slice(0, 200),
        text: `${form.name}\n${lead.created_at.toISOString()}\n\n${textLines(definition, values, lead.hidden_fields)}\n\n${lead.id}`,
      },
    });
  const confirmations = settings.confirmations;
  const to = confirmations
    ? confirmationAddress(definition, confirmations.email_field, values)
    : null;
  if (confirmations?.enabled && to !== null)
    deliveries.push({
      kind: "confirmation",
      form_id: form.id,
      lead_id: lead.id,
      target: { to },
      payload: {
        subject: fillPlaceholders(confirmations.subject, values, { form: form.name }).slice(0, 200),
        text: fillPlaceholders(confirmations.body, values, { form: form.name }),
      },
    });
  for (const target of form.integrations)
    if (target.enabled !== false)
      deliveries.push({
        kind: "integration",
        form_id: form.id,
        lead_id: lead.id,
        target: {
          id: target.id,
          kind: target.kind,
          url: target.url ?? "",
          system: target.system ?? "",
        },
        payload: { body: integrationBody(target, lead, form.name) },
      });
  return deliveries;
}
