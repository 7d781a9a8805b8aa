import type { SettingKey } from "../core/settings.ts";
import type { Role } from "../db/tables/index.ts";

export type { Role };

/**
 * What an actor may do. The server checks one of these on every route; the editor only uses
 * them to hide buttons a user could not use anyway.
 */
export const PERMISSIONS = [
  "pages:read",
  "pages:write",
  "pages:publish",
  "media:read",
  "media:write",
  "forms:read",
  "forms:write",
  /** Leads: read (list, detail, files, export) and write (delete, repair). */
  "leads:read",
  "leads:write",
  /**
   * Leads: route, i.e. decide where a lead's contents are sent (a form's notification recipients,
   * its confirmation mail that echoes the visitor's values, its webhook and CRM targets, a form
   * imported with any of those). Sending a lead somewhere is reading it, so it goes with leads:read.
   */
  "leads:route",
  /**
   * Orders of the order-online journey: read (list, detail: the buyer's personal data) and write
   * (capture, cancel, refund, resend: money moves). The sales team reads them with the lead-access
   * capability; only admins move money.
   */
  "orders:read",
  "orders:write",
  "admin:read",
  "settings:write",
  "metaheads:write",
  "users:manage",
  "tokens:manage",
  "audit:read",
  /** Raw HTML and script: HTML Box, general.404_page, footer HTML, metaheads. Also needs the switch on. */
  "raw_html",
] as const;

export type Permission = (typeof PERMISSIONS)[number];

/**
 * admin: everything; editor: pages, media, forms (and leads with the lead-access capability);
 * viewer: the admin and the builder, read-only.
 */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  editor: [
    "pages:read",
    "pages:write",
    "pages:publish",
    "media:read",
    "media:write",
    "forms:read",
    "forms:write",
  ],
  viewer: ["pages:read", "media:read", "forms:read", "admin:read"],
};

export const ROLES: readonly Role[] = ["admin", "editor", "viewer"];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** The role with fewer rights of the two (ROLES runs from most to fewest). */
export function lesserRole(a: Role, b: Role): Role {
  return ROLES.indexOf(a) >= ROLES.indexOf(b) ? a : b;
}

/**
 * What a capability adds to the editor role: the lead-access capability gives the leads, and with
 * them the routing of leads (whoever may choose where leads go could otherwise read every one).
 */
export const LEAD_PERMISSIONS: readonly Permission[] = [
  "leads:read",
  "leads:write",
  "leads:route",
  "orders:read",
];

/**
 * Whether a role may do something. Leads hold visitors' personal data: an editor reads them only
 * with the lead-access capability (users.lead_access), which admins grant per user.
 */
export function can(role: Role, permission: Permission, leadAccess = false): boolean {
  if (ROLE_PERMISSIONS[role].includes(permission)) return true;
  return role === "editor" && leadAccess && LEAD_PERMISSIONS.includes(permission);
}

/** The setting that switches raw HTML and script off for everyone, admins included. */
export const RAW_HTML_SETTING = "security.raw_html_enabled" satisfies SettingKey;

export function isPermission(value: unknown): value is Permission {
  return typeof value === "string" && (PERMISSIONS as readonly string[]).includes(value);
}
