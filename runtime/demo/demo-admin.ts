import { randomBytes } from "node:crypto";
import { count } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { users } from "../db/tables/index.ts";
import { recordAudit } from "../features/auth/audit.ts";
import { hashPassword, passwordProblem } from "../features/auth/passwords.ts";

export const DEMO_ADMIN_EMAIL = "admin@example.com";

/**
 * The demo's admin account, created with the demo content when there is no account yet. Its
 * password is DEMO_ADMIN_PASSWORD when set (12 characters or more), else a random one that the
 * console shows once.
 */
export async function createDemoAdmin(
  db: Db,
  password = process.env.DEMO_ADMIN_PASSWORD || randomBytes(12).toString("base64url"),
): Promise<{ email: string; password: string } | null> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(`DEMO_ADMIN_PASSWORD: ${problem}`);
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return null;
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: DEMO_ADMIN_EMAIL,
        name: "مدير العرض التجريبي",
        role: "admin",
        password_hash: passwordHash,
      })
      .returning();
    if (!row) throw new Error("the demo admin was not stored");
    await recordAudit(
      tx,
      { kind: "session", userId: null, label: "demo import", role: "admin" },
      {
        action: "create",
        entity: "user",
        entityId: row.id,
        after: { id: row.id, email: row.email, name: row.name, role: row.role },
      },
    );
  });
  return { email: DEMO_ADMIN_EMAIL, password };
}
