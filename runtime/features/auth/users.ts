import { and, count, eq, isNull, ne } from "drizzle-orm";
import type { AdminUser, UserCreate, UserPatch } from "../../../generated/types.ts";
import type { Db } from "../../db/client.ts";
import { apiTokens, sessions, users } from "../../db/tables/index.ts";
import type { Actor } from "../../http/actor.ts";
import { ApiProblem, notFound } from "../../http/problem.ts";
import { recordAudit } from "./audit.ts";
import { hashPassword } from "./passwords.ts";
import { normaliseEmail } from "./rate-limit.ts";

type UserRow = typeof users.$inferSelect;

/** A user as the admin sees it: never the password hash. */
export function adminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled,
    lead_access: row.lead_access,
    has_password: row.password_hash !== null,
    sso: row.oidc_subject !== null,
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
  };
}

/** What the audit log keeps of a user: no hash, no timestamps that change on their own. */
const audited = (row: UserRow) => {
  const { created_at: _c, updated_at: _u, ...rest } = adminUser(row);
  return rest;
};

const noSuchUser = () => notFound("لا يوجد مستخدم بهذا المعرّف.");

export const LAST_ADMIN = "لا يمكن إزالة آخر مدير نشط أو خفض دوره أو تعطيله: أضف مديرًا آخر أولًا.";

/** Other active admins besides this user: the site must never be left without one. */
async function otherActiveAdmins(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.disabled, false), ne(users.id, userId)));
  return row?.n ?? 0;
}

export async function listUsers(db: Db): Promise<AdminUser[]> {
  const rows = await db.select().from(users).orderBy(users.email);
  return rows.map(adminUser);
}

/**
 * A new account from a body the UserCreate schema has checked (e-mail, role and password rules
 * live there); the e-mail is stored lower-case and must be free.
 */
export async function createUser(
  db: Db,
  actor: Actor | null,
  input: UserCreate,
): Promise<AdminUser> {
  const email = normaliseEmail(input.email);
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (taken) {
    const message = `يوجد مستخدم بالبريد ${email} بالفعل.`;
    throw new ApiProblem(409, "email_taken", message, [
      { pointer: "/email", rule: "unique", message },
    ]);
  }
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email,
        name: input.name?.trim() ?? "",
        role: input.role,
        password_hash: passwordHash,
      })
      .returning();
    if (!row) throw new Error("the user was not stored");
    await recordAudit(tx, actor, {
      action: "create",
      entity: "user",
      entityId: row.id,
      after: audited(row),
    });
    return row;
  });
  return adminUser(created);
}

/**
 * Renames, changes the role, disables or sets the password of a user. Never leaves the site
 * without an active admin; a disabled account, or one whose password was reset, is signed out
 * everywhere at once (the actor keeps their own session).
 */
export async function updateUser(
  db: Db,
  actor: Actor | null,
  id: number,
  patch: UserPatch,
): Promise<AdminUser> {
  const changes: Partial<Pick<UserRow, "role" | "name" | "disabled" | "lead_access">> = {};
  if (patch.lead_access !== undefined) changes.lead_access = patch.lead_access;
  if (patch.role !== undefined) changes.role = patch.role;
  if (patch.name !== undefined) changes.name = patch.name.trim();
  if (patch.disabled !== undefined) changes.disabled = patch.disabled;
  const passwordHash = patch.password ? await hashPassword(patch.password) : undefined;
  const updated = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    if (!before) throw noSuchUser();
    const losesAdmin =
      before.role === "admin" &&
      !before.disabled &&
      ((changes.role !== undefined && changes.role !== "admin") || changes.disabled === true);
    if (losesAdmin && (await otherActiveAdmins(tx, id)) === 0)
      throw new ApiProblem(409, "last_admin", LAST_ADMIN);
    const [row] = await tx
      .update(users)
      .set({
        ...changes,
        ...(passwordHash ? { password_hash: passwordHash } : {}),
        updated_at: new Date(),
      })
      .where(eq(users.id, id))
      .returning();
    if (!row) throw noSuchUser();
    if (changes.disabled === true) await tx.delete(sessions).where(eq(sessions.user_id, id));
    else if (passwordHash) {
      const own = actor?.sessionIdHash;
      await tx
        .delete(sessions)
        .where(
          own ? and(eq(sessions.user_id, id), ne(sessions.id_hash, own)) : eq(sessions.user_id, id),
        );
    }
    await recordAudit(tx, actor, {
      action: "update",
      entity: "user",
      entityId: id,
      before: audited(before),
      after: { ...audited(row), ...(passwordHash ? { password_changed: true } : {}) },
    });
    return row;
  });
  return adminUser(updated);
}

/** Deletes a user, never the last active admin, and revokes the API tokens they issued. */
export async function deleteUser(db: Db, actor: Actor | null, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    if (!before) throw noSuchUser();
    if (before.role === "admin" && !before.disabled && (await otherActiveAdmins(tx, id)) === 0)
      throw new ApiProblem(409, "last_admin", LAST_ADMIN);
    // The tokens the user issued go with them (a token never outlives its issuer's account).
    const revoked = await tx
      .update(apiTokens)
      .set({ revoked_at: new Date() })
      .where(and(eq(apiTokens.created_by, id), isNull(apiTokens.revoked_at)))
      .returning({ id: apiTokens.id });
    await tx.delete(users).where(eq(users.id, id));
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "user",
      entityId: id,
      before: audited(before),
      ...(revoked.length > 0 ? { after: { revoked_token_ids: revoked.map((t) => t.id) } } : {}),
    });
  });
}
