import { and, count, desc, eq, ne } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { type ApiErrorBody, requirePermission, sendError } from "../../auth/actor.ts";
import { recordAudit } from "../../auth/audit.ts";
import { hashPassword, passwordProblem } from "../../auth/passwords.ts";
import { isRole, ROLES, type Role } from "../../auth/permissions.ts";
import { normaliseEmail } from "../../auth/rate-limit.ts";
import { issueToken, revokeToken, tokenSummary } from "../../auth/tokens.ts";
import type { Db } from "../../db/client.ts";
import { apiTokens, auditLog, sessions, users } from "../../db/schema.ts";
import type { AppDeps } from "../deps.ts";

type Problem = NonNullable<ApiErrorBody["details"]>[number];
type UserRow = typeof users.$inferSelect;

/** A user as the admin sees it: never the password hash. */
export interface AdminUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  disabled: boolean;
  has_password: boolean;
  sso: boolean;
  created_at: string;
  updated_at: string;
}

export function adminUser(row: UserRow): AdminUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    disabled: row.disabled,
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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ROLE_NAMES = ROLES.join("، ");
export const AUDIT_PAGE_SIZE = 50;

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

function invalid(reply: FastifyReply, problems: Problem[]) {
  return sendError(reply, 422, "invalid", problems.map((p) => p.message).join(" "), problems);
}

function checkEmail(value: unknown, problems: Problem[]): string {
  if (typeof value !== "string" || value.trim() === "") {
    problems.push({ pointer: "/email", rule: "required", message: "البريد الإلكتروني مطلوب." });
    return "";
  }
  const email = normaliseEmail(value);
  if (email.length > 320 || !EMAIL.test(email))
    problems.push({
      pointer: "/email",
      rule: "format",
      message: "البريد الإلكتروني غير صالح: اكتبه بالشكل name@example.com.",
    });
  return email;
}

function checkRole(value: unknown, problems: Problem[]): Role | undefined {
  if (isRole(value)) return value;
  problems.push({
    pointer: "/role",
    rule: "enum",
    message: `الدور غير صالح: يجب أن يكون أحد ${ROLE_NAMES}.`,
  });
  return undefined;
}

function checkName(value: unknown, problems: Problem[], pointer = "/name"): string {
  if (value === undefined || value === null) return "";
  if (typeof value !== "string" || value.length > 200) {
    problems.push({
      pointer,
      rule: "maxLength",
      message: "الاسم يجب أن يكون نصًا لا يتجاوز 200 حرف.",
    });
    return "";
  }
  return value.trim();
}

function checkPassword(value: unknown, problems: Problem[]): string | undefined {
  if (value === undefined || value === null || value === "") return undefined;
  const problem = passwordProblem(value);
  if (problem) {
    problems.push({ pointer: "/password", rule: "minLength", message: problem });
    return undefined;
  }
  return value as string;
}

function unknownFields(body: Record<string, unknown>, allowed: string[], problems: Problem[]) {
  for (const key of Object.keys(body))
    if (!allowed.includes(key))
      problems.push({
        pointer: `/${key}`,
        rule: "additionalProperties",
        message: `الحقل ${key} غير معروف؛ الحقول المقبولة: ${allowed.join("، ")}.`,
      });
}

const bodyOf = (body: unknown): Record<string, unknown> =>
  typeof body === "object" && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};

function idParam(params: unknown): number | null {
  const id = Number((params as { id?: string }).id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Other active admins besides this user: the site must never be left without one. */
async function otherActiveAdmins(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, "admin"), eq(users.disabled, false), ne(users.id, userId)));
  return row?.n ?? 0;
}

const LAST_ADMIN = "لا يمكن إزالة آخر مدير نشط أو خفض دوره أو تعطيله: أضف مديرًا آخر أولًا.";

/** Users, API tokens and the audit log, for admins (GET also for viewers, as admin:read). */
export function registerAccountAdminRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  app.get("/api/admin/users", { preHandler: requirePermission("admin:read") }, async () => {
    const rows = await db.select().from(users).orderBy(users.email);
    return { data: rows.map(adminUser) };
  });

  app.post(
    "/api/admin/users",
    { preHandler: requirePermission("users:manage") },
    async (request, reply) => {
      const body = bodyOf(request.body);
      const problems: Problem[] = [];
      unknownFields(body, ["email", "name", "role", "password"], problems);
      const email = checkEmail(body.email, problems);
      const name = checkName(body.name, problems);
      const role = checkRole(body.role, problems);
      const password = checkPassword(body.password, problems);
      if (problems.length > 0 || !role) return invalid(reply, problems);
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (taken)
        return sendError(reply, 409, "email_taken", `يوجد مستخدم بالبريد ${email} بالفعل.`, [
          { pointer: "/email", rule: "unique", message: `يوجد مستخدم بالبريد ${email} بالفعل.` },
        ]);
      const passwordHash = password ? await hashPassword(password) : null;
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ email, name, role, password_hash: passwordHash })
          .returning();
        if (!row) throw new Error("the user was not stored");
        await recordAudit(tx, request.actor, {
          action: "create",
          entity: "user",
          entityId: row.id,
          after: audited(row),
        });
        return row;
      });
      return reply.code(201).send({ data: adminUser(created) });
    },
  );

  app.patch(
    "/api/admin/users/:id",
    { preHandler: requirePermission("users:manage") },
    async (request, reply) => {
      const id = idParam(request.params);
      if (!id) return sendError(reply, 404, "not_found", "لا يوجد مستخدم بهذا المعرّف.");
      const body = bodyOf(request.body);
      const problems: Problem[] = [];
      unknownFields(body, ["role", "name", "disabled", "password"], problems);
      const changes: Partial<Pick<UserRow, "role" | "name" | "disabled">> = {};
      if ("role" in body) {
        const role = checkRole(body.role, problems);
        if (role) changes.role = role;
      }
      if ("name" in body) changes.name = checkName(body.name, problems);
      if ("disabled" in body) {
        if (typeof body.disabled === "boolean") changes.disabled = body.disabled;
        else
          problems.push({
            pointer: "/disabled",
            rule: "type",
            message: "الحقل disabled يجب أن يكون true أو false.",
          });
      }
      let password: string | undefined;
      if ("password" in body) {
        password = checkPassword(body.password, problems);
        if (!password && !problems.some((p) => p.pointer === "/password"))
          problems.push({
            pointer: "/password",
            rule: "minLength",
            message: "كلمة المرور الجديدة مطلوبة (12 حرفًا على الأقل).",
          });
      }
      if (problems.length > 0) return invalid(reply, problems);
      const passwordHash = password ? await hashPassword(password) : undefined;
      try {
        const updated = await db.transaction(async (tx) => {
          const [before] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
          if (!before) throw new Refusal(404, "not_found", "لا يوجد مستخدم بهذا المعرّف.");
          const losesAdmin =
            before.role === "admin" &&
            !before.disabled &&
            ((changes.role !== undefined && changes.role !== "admin") || changes.disabled === true);
          if (losesAdmin && (await otherActiveAdmins(tx, id)) === 0)
            throw new Refusal(409, "last_admin", LAST_ADMIN);
          const [row] = await tx
            .update(users)
            .set({
              ...changes,
              ...(passwordHash ? { password_hash: passwordHash } : {}),
              updated_at: new Date(),
            })
            .where(eq(users.id, id))
            .returning();
          if (!row) throw new Refusal(404, "not_found", "لا يوجد مستخدم بهذا المعرّف.");
          // A disabled account, or one whose password was reset, is signed out everywhere at once.
          if (changes.disabled === true) await tx.delete(sessions).where(eq(sessions.user_id, id));
          else if (passwordHash) {
            const own = request.actor?.sessionIdHash;
            await tx
              .delete(sessions)
              .where(
                own
                  ? and(eq(sessions.user_id, id), ne(sessions.id_hash, own))
                  : eq(sessions.user_id, id),
              );
          }
          await recordAudit(tx, request.actor, {
            action: "update",
            entity: "user",
            entityId: id,
            before: audited(before),
            after: { ...audited(row), ...(passwordHash ? { password_changed: true } : {}) },
          });
          return row;
        });
        return { data: adminUser(updated) };
      } catch (error) {
        if (error instanceof Refusal)
          return sendError(reply, error.status, error.code, error.message);
        throw error;
      }
    },
  );

  app.delete(
    "/api/admin/users/:id",
    { preHandler: requirePermission("users:manage") },
    async (request, reply) => {
      const id = idParam(request.params);
      if (!id) return sendError(reply, 404, "not_found", "لا يوجد مستخدم بهذا المعرّف.");
      try {
        await db.transaction(async (tx) => {
          const [before] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
          if (!before) throw new Refusal(404, "not_found", "لا يوجد مستخدم بهذا المعرّف.");
          if (
            before.role === "admin" &&
            !before.disabled &&
            (await otherActiveAdmins(tx, id)) === 0
          )
            throw new Refusal(409, "last_admin", LAST_ADMIN);
          await tx.delete(users).where(eq(users.id, id));
          await recordAudit(tx, request.actor, {
            action: "delete",
            entity: "user",
            entityId: id,
            before: audited(before),
          });
        });
        return reply.code(204).send();
      } catch (error) {
        if (error instanceof Refusal)
          return sendError(reply, error.status, error.code, error.message);
        throw error;
      }
    },
  );

  app.get("/api/admin/tokens", { preHandler: requirePermission("tokens:manage") }, async () => {
    const rows = await db
      .select()
      .from(apiTokens)
      .orderBy(desc(apiTokens.created_at), desc(apiTokens.id));
    return { data: rows.map(tokenSummary) };
  });

  app.post(
    "/api/admin/tokens",
    { preHandler: requirePermission("tokens:manage") },
    async (request, reply) => {
      const body = bodyOf(request.body);
      const problems: Problem[] = [];
      unknownFields(body, ["name", "role"], problems);
      const name = typeof body.name === "string" ? body.name.trim() : "";
      if (!name || name.length > 100)
        problems.push({
          pointer: "/name",
          rule: name ? "maxLength" : "required",
          message: name
            ? "اسم الرمز يجب ألا يتجاوز 100 حرف."
            : "اسم الرمز مطلوب (مثلًا اسم التطبيق الذي سيستخدمه).",
        });
      const role = checkRole(body.role, problems);
      if (problems.length > 0 || !role) return invalid(reply, problems);
      const { token, summary } = await issueToken(db, request.actor, { name, role });
      return reply.code(201).send({ data: { ...summary, token } });
    },
  );

  app.delete(
    "/api/admin/tokens/:id",
    { preHandler: requirePermission("tokens:manage") },
    async (request, reply) => {
      const id = idParam(request.params);
      const revoked = id ? await revokeToken(db, request.actor, id) : null;
      if (!revoked) return sendError(reply, 404, "not_found", "لا يوجد رمز وصول بهذا المعرّف.");
      return reply.code(204).send();
    },
  );

  app.get(
    "/api/admin/audit",
    { preHandler: requirePermission("audit:read") },
    async (request, reply) => {
      const query = request.query as { entity?: string; entity_id?: string; page?: string };
      const page = query.page === undefined || query.page === "" ? 1 : Number(query.page);
      if (!Number.isInteger(page) || page < 1)
        return sendError(reply, 400, "invalid", "رقم الصفحة page يجب أن يكون عددًا صحيحًا من 1.");
      const filters = [
        query.entity ? eq(auditLog.entity, query.entity) : undefined,
        query.entity_id ? eq(auditLog.entity_id, query.entity_id) : undefined,
      ].filter((f) => f !== undefined);
      const where = filters.length > 0 ? and(...filters) : undefined;
      const [total] = await db.select({ n: count() }).from(auditLog).where(where);
      const rows = await db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.at), desc(auditLog.id))
        .limit(AUDIT_PAGE_SIZE)
        .offset((page - 1) * AUDIT_PAGE_SIZE);
      return {
        data: rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() })),
        total: total?.n ?? 0,
        page,
        per_page: AUDIT_PAGE_SIZE,
      };
    },
  );
}
