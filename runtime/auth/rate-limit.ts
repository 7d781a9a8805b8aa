import { and, count, desc, eq, gt, lt, min } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { signInAttempts } from "../db/schema.ts";

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

/**
 * Whether another sign-in may be tried now. An account's failures count only since its last
 * successful sign-in; an address's failures count whatever account they were for.
 */
export async function signInRefusal(
  db: Db,
  email: string,
  address: string,
  now = new Date(),
): Promise<RateLimitRefusal | null> {
  const since = new Date(now.getTime() - SIGN_IN_LIMITS.windowMs);
  const retryAfter = (oldest: Date | string | null): number => {
    const at = oldest ? new Date(oldest).getTime() : now.getTime();
    return Math.max(1, Math.ceil((at + SIGN_IN_LIMITS.windowMs - now.getTime()) / 1000));
  };

  const [lastSuccess] = await db
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
  const [account] = await db
    .select({ failures: count(), oldest: min(signInAttempts.at) })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.email, email),
        eq(signInAttempts.succeeded, false),
        gt(signInAttempts.at, accountSince),
      ),
    );
  if (account && account.failures >= SIGN_IN_LIMITS.perAccount)
    return { scope: "account", retryAfterSeconds: retryAfter(account.oldest) };

  const [fromAddress] = await db
    .select({ failures: count(), oldest: min(signInAttempts.at) })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.address, address),
        eq(signInAttempts.succeeded, false),
        gt(signInAttempts.at, since),
      ),
    );
  if (fromAddress && fromAddress.failures >= SIGN_IN_LIMITS.perAddress)
    return { scope: "address", retryAfterSeconds: retryAfter(fromAddress.oldest) };
  return null;
}

/** Keeps one attempt (the failures are the log an admin reads); rows older than a day are dropped. */
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
  if (Math.random() < 0.05)
    await db
      .delete(signInAttempts)
      .where(lt(signInAttempts.at, new Date(Date.now() - 24 * 3600_000)));
}
