import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { localSmsMessages } from "../../db/tables/ev-preorder.ts";
import { SMS_CODE_VALID_MINUTES, type SmsVerificationProvider, smsLanguage } from "./types.ts";

/**
 * The offline SMS provider: what the site verifies phones with when Twilio is not configured
 * (development, tests, the demo, `npm start`). Nothing leaves the server: each "SMS" is a row of
 * local_sms_messages, which an admin reads as the development phone
 * (GET /api/admin/sms_messages), like the development mail.
 *
 * The code is never stored as such: the row keeps its text (so it can be read, as on a phone) and
 * an HMAC-SHA256 of `${row id}:${code}`, and a check compares HMACs in constant time. The key
 * comes from LOCAL_SMS_KEY, or else a fixed development key, so that a code sent before a restart,
 * or by another process of the same site, still checks. That fixed key is no secret: the local
 * provider is a development stand-in (refused in production unless LOCAL_SMS=1 says it is a demo),
 * and anyone who can read its messages can read the codes anyway.
 *
 * How long a code lives, how many tries it has and that it is used once are the verification
 * service's rules (runtime/features/phone-verification), not this provider's.
 */

/** LOCAL_SMS_KEY's default. */
export const LOCAL_SMS_DEFAULT_KEY = "local-sms-development-only";

/** The text of the message that carries a code, in the visitor's language. */
export function localSmsBody(code: string, locale: string): string {
  return smsLanguage(locale) === "ar"
    ? `رمز التحقق: ${code}. صالح لمدة ${SMS_CODE_VALID_MINUTES} دقائق. لا تشاركه مع أحد.`
    : `Your verification code: ${code}. Valid for ${SMS_CODE_VALID_MINUTES} minutes. Do not share it with anyone.`;
}

const CODE = /^\d{6}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function codeHmac(key: string, id: string, code: string): string {
  return createHmac("sha256", key).update(`${id}:${code}`, "utf8").digest("hex");
}

/** Six digits, each of the million equally likely. */
function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

export function localSmsProvider(options: { db: Db; key?: string }): SmsVerificationProvider {
  const { db } = options;
  const key = options.key || LOCAL_SMS_DEFAULT_KEY;
  return {
    name: "local",
    async start({ phoneNumber, locale }) {
      const id = randomUUID();
      const code = newCode();
      await db.insert(localSmsMessages).values({
        id,
        phone_number: phoneNumber,
        body: localSmsBody(code, locale),
        code_hmac: codeHmac(key, id, code),
      });
      return { ref: id };
    },
    async check({ ref, phoneNumber, code }) {
      // A reference that is not one of ours, or a code that cannot be one, is never looked up.
      if (!UUID.test(ref) || !CODE.test(code)) return "rejected";
      const [row] = await db
        .select({ id: localSmsMessages.id, code_hmac: localSmsMessages.code_hmac })
        .from(localSmsMessages)
        .where(and(eq(localSmsMessages.id, ref), eq(localSmsMessages.phone_number, phoneNumber)))
        .limit(1);
      if (!row) return "rejected";
      const expected = Buffer.from(row.code_hmac, "utf8");
      const given = Buffer.from(codeHmac(key, row.id, code), "utf8");
      return expected.length === given.length && timingSafeEqual(expected, given)
        ? "approved"
        : "rejected";
    },
  };
}

/** One message of the development phone, as the admin lists it. */
export interface LocalSmsMessage {
  id: string;
  /** The E.164 number it was sent to. */
  to: string;
  body: string;
  /** ISO 8601. */
  created_at: string;
}

/** The local provider's messages, newest first, one page (from 1) of `perPage` (1 to 100). */
export async function listLocalSmsMessages(
  db: Db,
  paging: { page: number; perPage: number },
): Promise<{ rows: LocalSmsMessage[]; total: number }> {
  const perPage = Math.min(100, Math.max(1, Math.floor(paging.perPage) || 1));
  const page = Math.max(1, Math.floor(paging.page) || 1);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: localSmsMessages.id,
        to: localSmsMessages.phone_number,
        body: localSmsMessages.body,
        created_at: localSmsMessages.created_at,
      })
      .from(localSmsMessages)
      .orderBy(desc(localSmsMessages.created_at), desc(localSmsMessages.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(localSmsMessages),
  ]);
  return {
    rows: rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    total: Number(total?.n ?? 0),
  };
}
