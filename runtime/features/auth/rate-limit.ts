import { and, count, desc, eq, gt, lt, min, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { signInAttempts } from "../../db/tables/index.ts";

/** Failed sign-ins allowed in the window: per account, and per client address (many accounts). */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60_000,
  perAccount: 5,
  perAddress: 20,
} as const;

export interface RateLimitRefusal {
  /** Whole seconds until the oldest counted failure leaves the window. */
  retryAfterSeconds: number;
  scope: "account" | "address";
}

export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

/** The reason stored on an attempt whose password is being checked (counted as a failure). */
const CHECKING = "checking";

/**
 * Whether another sign-in may be tried now, and if so the attempt, reserved in the same step: the
 * decision and the count are one transaction that holds a lock on the account and on the address
 * (advisory, taken in that order), so concurrent attempts are counted one after the other and at
 * most the limit of passwords is ever checked. The reserved attempt counts as a failure until
 * {@link settleSignInAttempt} records how it ended. An account's failures count only since its
 * last successful sign-in; an address's failures count whatever account they were for.
 */
export async function reserveSignInAttempt(
  db: Db,
  email: string,
  address: string,
  now = new Date(),
): Promise<{ refusal: RateLimitRefusal } | { attemptId: number }> {
  const since = new Date(now.getTime() - SIGN_IN_LIMITS.windowMs);
  const retryAfter = (oldest: Date | string | null): number => {
    const at = oldest ? new Date(oldest).getTime() : now.getTime();
    return Math.max(1, Math.ceil((at + SIGN_IN_LIMITS.windowMs - now.getTime()) / 1000));
  };

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in account ${email}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in address ${address}`}))`);
    const [lastSuccess] = await tx
      .select({ at: signInAttempts.at })
      .from(signInAttempts)
      .where(
        and(
          eq(signInAttempts.email, email),
          eq(signInAttempts.succeeded, true),
          gt(signInAttempts.at, since),
        ),
      )
      .orderBy(desc(signInAttempts.at))
      .limit(1);
    const accountSince = lastSuccess ? new Date(lastSuccess.at) : since;
    // Failures (checking ones included) of one account, or from one address, since a moment.
    const failures = async (match: SQL | undefined, after: Date) => {
      const [row] = await tx
        .select({ failures: count(), oldest: min(signInAttempts.at) })
        .from(signInAttempts)
        .where(and(match, eq(signInAttempts.succeeded, false), gt(signInAttempts.at, after)));
      return row ?? { failures: 0, oldest: null };
    };
    const account = await failures(eq(signInAttempts.email, email), accountSince);
    if (account.failures >= SIGN_IN_LIMITS.perAccount)
      return { refusal: { scope: "account", retryAfterSeconds: retryAfter(account.oldest) } };
    const fromAddress = await failures(eq(signInAttempts.address, address), since);
    if (fromAddress.failures >= SIGN_IN_LIMITS.perAddress)
      return { refusal: { scope: "address", retryAfterSeconds: retryAfter(fromAddress.oldest) } };

    const [reserved] = await tx
      .insert(signInAttempts)
      .values({ email, address, succeeded: false, reason: CHECKING, at: now })
      .returning({ id: signInAttempts.id });
    if (!reserved) throw new Error("the sign-in attempt was not stored");
    return { attemptId: reserved.id };
  });
}

/** Records how a reserved attempt ended: a success, or a failure and its reason. */
export async function settleSignInAttempt(
  db: Db,
  attemptId: number,
  outcome: { succeeded: boolean; reason?: string },
): Promise<void> {
  await db
    .update(signInAttempts)
    .set({
      succeeded: outcome.succeeded,
      reason: outcome.succeeded ? null : (outcome.reason ?? ""),
    })
    .where(eq(signInAttempts.id, attemptId));
  await dropOldAttempts(db);
}

async function dropOldAttempts(db: Db): Promise<void> {
  if (Math.random() < 0.05)
    await db
      .delete(signInAttempts)
      .where(lt(signInAttempts.at, new Date(Date.now() - 24 * 3600_000)));
}

/** Keeps one attempt that needed no check here (single sign-on): the log an admin reads. */
export async function recordSignInAttempt(
  db: Db,
  attempt: { email: string; address: string; succeeded: boolean; reason?: string },
): Promise<void> {
  await db.insert(signInAttempts).values({
    email: attempt.email,
    address: attempt.address,
    succeeded: attempt.succeeded,
    reason: attempt.reason ?? null,
  });
  await dropOldAttempts(db);
}
