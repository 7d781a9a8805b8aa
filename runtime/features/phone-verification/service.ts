import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { isValidPhoneNumber } from "libphonenumber-js/min";
import { SmsProviderError, type SmsVerificationProvider } from "../../adapters/sms/types.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import { sha256 } from "../../http/actor.ts";
import { ApiProblem } from "../../http/problem.ts";

/**
 * Phone verification by SMS code (001 §7 'Phone verification'; the rules in README.md here),
 * following OWASP ASVS 5.0 chapter 6 for out-of-band codes: the provider makes a 6-digit code from
 * a secure random source and keeps it (Twilio Verify, or the local provider as an HMAC); this
 * service keeps the verification: 10 minutes of life, 5 tries, used once, the sends a number and
 * an address may ask for, and the token an approval gives (kept as its SHA-256, used once by a
 * reservation or a cancellation within 30 minutes). Every answer to a well-formed number is the
 * same, whether or not the number exists.
 */

export const CODE_TTL_SECONDS = 600;
export const MAX_ATTEMPTS = 5;
export const TOKEN_TTL_SECONDS = 1800;
export const RESEND_AFTER_SECONDS = 30;
/** Sends per number: 3 in 10 minutes, 10 a day; per address: 20 an hour. */
export const SEND_LIMITS = { numberPer10Minutes: 3, numberPerDay: 10, addressPerHour: 20 };

const phoneProblem = () =>
  new ApiProblem(422, "invalid", "phone_number must be a valid phone number in E.164 form", [
    { pointer: "/phone_number", rule: "phone", message: "Not a valid phone number" },
  ]);

const expiredProblem = () =>
  new ApiProblem(
    422,
    "verification_expired",
    "There is no valid code for this number: ask for a new one",
    [{ pointer: "/code", rule: "expired", message: "The code has expired: ask for a new one" }],
  );

const limited = (retryAfter: number, message: string) =>
  new ApiProblem(429, "rate_limited", message, undefined, { retry_after: retryAfter });

interface Counts {
  last_seconds: number | null;
  in_10_minutes: number;
  in_day: number;
  from_address: number;
}

function providerProblem(error: unknown): never {
  if (error instanceof SmsProviderError) {
    if (error.status === 429)
      throw limited(600, "Too many codes were sent to this number: try again later");
    throw new ApiProblem(
      error.status === 502 ? 502 : 503,
      "sms_provider",
      "The code could not be sent right now: try again in a moment",
    );
  }
  throw error;
}

export type PhoneVerificationService = ReturnType<typeof phoneVerificationService>;

export function phoneVerificationService(deps: {
  db: Db;
  provider: SmsVerificationProvider;
  log: (message: string, detail?: unknown) => void;
}) {
  const { db, provider } = deps;

  return {
    provider,

    /** Sends a code: refused when the number or the address asked too often. */
    async start(input: { phoneNumber: string; clientIp: string; locale: string }) {
      const phone = input.phoneNumber;
      if (!isValidPhoneNumber(phone)) throw phoneProblem();
      // One send per number at a time: the count and the new row under one lock per number.
      const id = await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
        const [counts] = rowsOf<Counts>(
          await tx.execute(sql`
            SELECT
              (SELECT extract(epoch FROM now() - max(created_at))::int FROM phone_verifications
                WHERE phone_number = ${phone}) AS last_seconds,
              (SELECT count(*)::int FROM phone_verifications
                WHERE phone_number = ${phone} AND created_at > now() - interval '10 minutes') AS in_10_minutes,
              (SELECT count(*)::int FROM phone_verifications
                WHERE phone_number = ${phone} AND created_at > now() - interval '1 day') AS in_day,
              (SELECT count(*)::int FROM phone_verifications
                WHERE client_ip = ${input.clientIp} AND created_at > now() - interval '1 hour') AS from_address`),
        );
        if (counts) {
          if (counts.last_seconds !== null && counts.last_seconds < RESEND_AFTER_SECONDS)
            throw limited(
              RESEND_AFTER_SECONDS - counts.last_seconds,
              `A code was sent a moment ago: wait ${RESEND_AFTER_SECONDS} seconds before asking again`,
            );
          if (counts.in_10_minutes >= SEND_LIMITS.numberPer10Minutes)
            throw limited(600, "Too many codes for this number: try again in 10 minutes");
          if (counts.in_day >= SEND_LIMITS.numberPerDay)
            throw limited(86_400, "Too many codes for this number today");
          if (counts.from_address >= SEND_LIMITS.addressPerHour)
            throw limited(3600, "Too many codes from this address: try again later");
        }
        // Only the newest code of a number counts: the older ones die with it.
        await tx.execute(sql`
          UPDATE phone_verifications SET status = 'failed'
          WHERE phone_number = ${phone} AND status = 'pending'`);
        const [row] = rowsOf<{ id: string }>(
          await tx.execute(sql`
            INSERT INTO phone_verifications (phone_number, client_ip, provider, expires_at)
            VALUES (${phone}, ${input.clientIp}, ${provider.name},
                    now() + make_interval(secs => ${CODE_TTL_SECONDS}))
            RETURNING id`),
        );
        if (!row) throw new Error("the verification was not written");
        return row.id;
      });
      let ref: string;
      try {
        ({ ref } = await provider.start({ phoneNumber: phone, locale: input.locale }));
      } catch (error) {
        await db.execute(sql`UPDATE phone_verifications SET status = 'failed' WHERE id = ${id}`);
        deps.log("an SMS code could not be sent", { error });
        return providerProblem(error);
      }
      await db.execute(sql`UPDATE phone_verifications SET provider_ref = ${ref} WHERE id = ${id}`);
      return { expiresIn: CODE_TTL_SECONDS, resendAfter: RESEND_AFTER_SECONDS };
    },

    /**
     * Checks a code against the number's newest live verification: each check spends one of its
     * tries (spent before the provider is asked, in one statement, so parallel guesses cannot
     * exceed them); the right code approves it once and gives a token.
     */
    async check(input: { phoneNumber: string; code: string }) {
      const phone = input.phoneNumber;
      if (!isValidPhoneNumber(phone)) throw phoneProblem();
      const [spent] = rowsOf<{ id: string; provider_ref: string; attempts: number }>(
        await db.execute(sql`
          UPDATE phone_verifications SET attempts = attempts + 1
          WHERE id = (SELECT id FROM phone_verifications
                      WHERE phone_number = ${phone} AND provider = ${provider.name}
                      ORDER BY created_at DESC LIMIT 1)
            AND status = 'pending' AND provider_ref <> '' AND attempts < ${MAX_ATTEMPTS}
            AND expires_at > now()
          RETURNING id, provider_ref, attempts`),
      );
      if (!spent) throw expiredProblem();
      let verdict: "approved" | "rejected";
      try {
        verdict = await provider.check({
          ref: spent.provider_ref,
          phoneNumber: phone,
          code: input.code,
        });
      } catch (error) {
        deps.log("an SMS code could not be checked", { error });
        return providerProblem(error);
      }
      if (verdict === "approved") {
        const token = randomBytes(24).toString("base64url");
        const [approved] = rowsOf<{ id: string }>(
          await db.execute(sql`
            UPDATE phone_verifications SET status = 'approved', approved_at = now(),
              token_hash = ${sha256(token)},
              token_expires_at = now() + make_interval(secs => ${TOKEN_TTL_SECONDS})
            WHERE id = ${spent.id} AND status = 'pending'
            RETURNING id`),
        );
        // Approved once: a second right answer (a replay, a race) finds it no longer pending.
        if (!approved) throw expiredProblem();
        return { verificationToken: token, expiresIn: TOKEN_TTL_SECONDS };
      }
      const attemptsLeft = Math.max(0, MAX_ATTEMPTS - spent.attempts);
      if (attemptsLeft === 0)
        await db.execute(
          sql`UPDATE phone_verifications SET status = 'failed' WHERE id = ${spent.id} AND status = 'pending'`,
        );
      throw new ApiProblem(
        422,
        "verification_failed",
        attemptsLeft > 0
          ? `The code is not right: ${attemptsLeft} tries left`
          : "The code is not right and has no tries left: ask for a new one",
        [
          {
            pointer: "/code",
            rule: attemptsLeft > 0 ? "code" : "expired",
            message: "The code is not right",
          },
        ],
        { meta: { attempts_left: attemptsLeft } },
      );
    },
  };
}

/**
 * Uses an approved verification's token for `purpose` (a reservation, a cancellation), inside the
 * caller's transaction: true once, for the number it verified, within its 30 minutes. One
 * statement, so the same token never serves twice.
 */
export async function consumeVerification(
  tx: Db,
  input: { phoneNumber: string; token: string; purpose: string },
): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`
      UPDATE phone_verifications SET status = 'consumed', consumed_at = now(),
        consumed_for = ${input.purpose}
      WHERE token_hash = ${sha256(input.token)} AND phone_number = ${input.phoneNumber}
        AND status = 'approved' AND token_expires_at > now()
      RETURNING id`),
  );
  return rows.length > 0;
}
