import type { FormAttributes, FormIntegrations, FormSettings } from "../../../generated/types.ts";
import type { Actor } from "../../http/actor.ts";
import { can } from "../../http/permissions.ts";
import { ApiProblem } from "../../http/problem.ts";

/**
 * Where a form sends a lead's contents: the staff notification (its recipients), the visitor's
 * confirmation (a template that echoes the visitor's values, to the address in one of its fields)
 * and the integration targets (webhooks, CRM). Sending a lead somewhere is reading it, so changing
 * any of these needs leads:route, which an editor holds only with the lead-access capability.
 */
export interface LeadRouting {
  notifications: FormSettings["notifications"];
  confirmations: FormSettings["confirmations"];
  integrations: FormIntegrations["targets"];
}

const ROUTING_PARTS = ["notifications", "confirmations", "integrations"] as const;
export type RoutingPart = (typeof ROUTING_PARTS)[number];

/** The routing of a form's settings (defaults filled) and integration targets. */
export function routingOf(
  settings: Pick<FormSettings, "notifications" | "confirmations">,
  integrations: FormIntegrations["targets"],
): LeadRouting {
  return {
    notifications: settings.notifications,
    confirmations: settings.confirmations,
    integrations,
  };
}

/** JSON with every object's keys sorted: jsonb hands a stored object's keys back in its own order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object")
    return `{${Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
}

/** The parts of the routing a write changes (none: the write routes nothing anew). */
export function routingChanges(before: LeadRouting, after: LeadRouting): RoutingPart[] {
  return ROUTING_PARTS.filter((part) => canonical(before[part]) !== canonical(after[part]));
}

/**
 * Whether an actor may route leads. No actor is the server itself (the demo, a content import, the
 * command line), which an operator runs.
 */
export function mayRouteLeads(actor: Actor | null): boolean {
  return actor === null || can(actor.role, "leads:route", actor.leadAccess);
}

const PART_LABELS: Readonly<Record<RoutingPart, string>> = {
  notifications: "notification recipients and mail",
  confirmations: "the visitor's confirmation mail",
  integrations: "integration targets (webhooks, CRM)",
};

/**
 * 403 lead_routing naming each part the write would change, at the request's own pointers, and
 * the permission it needs. Not `forbidden`: the rest of the screen stays usable, so the editor
 * shows it where the fields are instead of leaving for its no-access page.
 */
export function routingRefusal(
  actor: Actor | null,
  parts: readonly RoutingPart[],
  pointerOf: (part: RoutingPart) => string,
): ApiProblem {
  const role = actor?.role ?? "caller";
  return new ApiProblem(
    403,
    "lead_routing",
    `Changing where leads are sent (${parts.map((p) => PART_LABELS[p]).join("; ")}) needs the permission leads:route, which the ${role} role does not have here: an admin, or an editor with lead access`,
    parts.map((part) => ({
      pointer: pointerOf(part),
      rule: "leads:route",
      message: `changing ${PART_LABELS[part]} needs the permission leads:route`,
    })),
  );
}

/**
 * What the audit log keeps of a routing: the destinations, never a secret or a template's text
 * (a webhook's secret is only said to be set).
 */
export function routingSummary(routing: LeadRouting): Record<string, unknown> {
  return {
    notifications: {
      enabled: routing.notifications.enabled,
      recipients: routing.notifications.recipients,
    },
    confirmations: {
      enabled: routing.confirmations.enabled,
      email_field: routing.confirmations.email_field,
    },
    integrations: routing.integrations.map((t) => ({
      id: t.id,
      kind: t.kind,
      enabled: t.enabled !== false,
      ...(t.kind === "webhook" ? { url: t.url ?? "", has_secret: Boolean(t.secret) } : {}),
      ...(t.kind === "crm" ? { system: t.system ?? "", org_id: t.org_id ?? "" } : {}),
    })),
  };
}

/**
 * The address a visitor's confirmation goes to: the value of the form's field the confirmation
 * names, only when that field is a text field with the e-mail format, i.e. an address the visitor
 * typed. A hidden or dynamic field sends its preset value, which whoever edits the form chooses:
 * a confirmation echoing the visitor's values must never go to an address the visitor did not give.
 */
export function confirmationAddress(
  definition: Pick<FormAttributes, "fields">,
  emailField: string,
  values: Record<string, unknown>,
): string | null {
  const field = definition.fields.find((f) => f.name === emailField);
  if (field?.type !== "text" || field.format !== "email") return null;
  const value = values[emailField];
  return typeof value === "string" && value !== "" ? value : null;
}
