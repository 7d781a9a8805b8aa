import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsProvider } from "../../runtime/adapters/sms/index.ts";
import {
  LOCAL_SMS_DEFAULT_KEY,
  listLocalSmsMessages,
  localSmsProvider,
} from "../../runtime/adapters/sms/local.ts";
import {
  SmsProviderError,
  type SmsVerificationProvider,
} from "../../runtime/adapters/sms/types.ts";
import type { Database } from "../../runtime/db/client.ts";
import { localSmsMessages } from "../../runtime/db/tables/ev-preorder.ts";
import { engines, freshDatabase } from "../helpers/database.ts";
import { recordingFetch } from "../helpers/recording-fetch.ts";

/**
 * The local SMS provider on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is
 * set): the code a visitor reads in the development phone's message approves its verification and
 * nothing else, the code is kept only as an HMAC that outlives a restart, the admin's list is
 * newest first, and the environment chooses the provider (Twilio with keys, never the local one
 * in production unless asked).
 */

const PHONE = "+971501234567";
const OTHER_PHONE = "+971559876543";

const noFetch: typeof fetch = async () => {
  throw new Error("the local provider never calls out");
};

/** The six-digit code in a message, as a visitor would read it. */
function codeIn(body: string): string {
  const match = /\b(\d{6})\b/.exec(body);
  if (!match?.[1]) throw new Error(`no code in «${body}»`);
  return match[1];
}

/** Another code of six digits. */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe.each(engines)("local SMS provider on %s", (engine) => {
  let database: Database & { drop: () => Promise<void> };
  let local: SmsVerificationProvider;

  beforeAll(async () => {
    database = await freshDatabase(engine);
    local = localSmsProvider({ db: database.db });
  });

  afterAll(async () => {
    await database.drop();
  });

  async function messageOf(ref: string) {
    const [row] = await database.db
      .select()
      .from(localSmsMessages)
      .where(eq(localSmsMessages.id, ref));
    if (!row) throw new Error(`no message ${ref}`);
    return row;
  }

  it("sends an Arabic message whose code approves the verification sent to that phone", async () => {
    const { ref } = await local.start({ phoneNumber: PHONE, locale: "ar" });
    const message = await messageOf(ref);
    expect(message.phone_number).toBe(PHONE);
    expect(message.body).toMatch(/^رمز التحقق: \d{6}\. صالح لمدة 10 دقائق\. لا تشاركه مع أحد\.$/);
    expect(await local.check({ ref, phoneNumber: PHONE, code: codeIn(message.body) })).toBe(
      "approved",
    );
  });

  it("writes the message in English for a visitor who is not reading Arabic", async () => {
    const { ref } = await local.start({ phoneNumber: PHONE, locale: "en" });
    const message = await messageOf(ref);
    expect(message.body).toMatch(
      /^Your verification code: \d{6}\. Valid for 10 minutes\. Do not share it with anyone\.$/,
    );
    expect(await local.check({ ref, phoneNumber: PHONE, code: codeIn(message.body) })).toBe(
      "approved",
    );
  });

  it("rejects another code, the right code from another phone, and a reference it never gave", async () => {
    const { ref } = await local.start({ phoneNumber: PHONE, locale: "ar" });
    const code = codeIn((await messageOf(ref)).body);
    expect(await local.check({ ref, phoneNumber: PHONE, code: otherCode(code) })).toBe("rejected");
    expect(await local.check({ ref, phoneNumber: OTHER_PHONE, code })).toBe("rejected");
    expect(await local.check({ ref: randomUUID(), phoneNumber: PHONE, code })).toBe("rejected");
    expect(await local.check({ ref: "not-a-reference", phoneNumber: PHONE, code })).toBe(
      "rejected",
    );
    expect(await local.check({ ref, phoneNumber: PHONE, code: ` ${code}` })).toBe("rejected");
    // None of these spent anything: the right code still approves (tries are the service's rule).
    expect(await local.check({ ref, phoneNumber: PHONE, code })).toBe("approved");
  });

  it("does not let one message's code approve another verification of the same phone", async () => {
    let first = await local.start({ phoneNumber: PHONE, locale: "ar" });
    let second = await local.start({ phoneNumber: PHONE, locale: "ar" });
    // One in a million, two sends draw the same code; draw again rather than test nothing.
    while (
      codeIn((await messageOf(first.ref)).body) === codeIn((await messageOf(second.ref)).body)
    ) {
      first = second;
      second = await local.start({ phoneNumber: PHONE, locale: "ar" });
    }
    const firstCode = codeIn((await messageOf(first.ref)).body);
    expect(await local.check({ ref: second.ref, phoneNumber: PHONE, code: firstCode })).toBe(
      "rejected",
    );
    expect(await local.check({ ref: first.ref, phoneNumber: PHONE, code: firstCode })).toBe(
      "approved",
    );
  });

  it("keeps the code only as an HMAC, which is not the code", async () => {
    const { ref } = await local.start({ phoneNumber: PHONE, locale: "ar" });
    const message = await messageOf(ref);
    const code = codeIn(message.body);
    expect(message.code_hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(message.code_hmac).not.toContain(code);
  });

  it("checks a code sent before a restart with the same key, and not with another key", async () => {
    const keyed = localSmsProvider({ db: database.db, key: "site-a-key" });
    const { ref } = await keyed.start({ phoneNumber: PHONE, locale: "ar" });
    const code = codeIn((await messageOf(ref)).body);
    const restarted = localSmsProvider({ db: database.db, key: "site-a-key" });
    expect(await restarted.check({ ref, phoneNumber: PHONE, code })).toBe("approved");
    const otherKey = localSmsProvider({ db: database.db, key: "site-b-key" });
    expect(await otherKey.check({ ref, phoneNumber: PHONE, code })).toBe("rejected");
  });

  it("lists the development phone's messages newest first, a page at a time", async () => {
    const before = await listLocalSmsMessages(database.db, { page: 1, perPage: 100 });
    const phones = ["+971500000001", "+971500000002", "+971500000003"];
    const refs: string[] = [];
    for (const phoneNumber of phones) {
      refs.push((await local.start({ phoneNumber, locale: "ar" })).ref);
      // The embedded engine's clock counts milliseconds: two messages in the same one are
      // equally new, and the list cannot tell which came first. A tick apart, they can.
      const sent = Date.now();
      while (Date.now() <= sent) await new Promise((resolve) => setTimeout(resolve, 1));
    }

    const first = await listLocalSmsMessages(database.db, { page: 1, perPage: 2 });
    expect(first.total).toBe(before.total + 3);
    expect(first.rows.map((row) => row.to)).toEqual(["+971500000003", "+971500000002"]);
    expect(first.rows.map((row) => row.id)).toEqual([refs[2], refs[1]]);
    const newest = first.rows[0];
    expect(newest?.body).toBe((await messageOf(refs[2] ?? "")).body);
    expect(Number.isNaN(Date.parse(newest?.created_at ?? ""))).toBe(false);
    expect(Object.keys(newest ?? {}).sort()).toEqual(["body", "created_at", "id", "to"]);

    const second = await listLocalSmsMessages(database.db, { page: 2, perPage: 2 });
    expect(second.rows[0]?.id).toBe(refs[0]);
    const times = (await listLocalSmsMessages(database.db, { page: 1, perPage: 100 })).rows.map(
      (row) => Date.parse(row.created_at),
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  describe("chosen by the environment", () => {
    it("is the local provider by default, keyed by LOCAL_SMS_KEY when it is set", async () => {
      const provider = smsProvider(
        { NODE_ENV: "development", LOCAL_SMS_KEY: "from-the-environment" },
        { fetch: noFetch, db: database.db },
      );
      expect(provider.name).toBe("local");
      const { ref } = await provider.start({ phoneNumber: PHONE, locale: "ar" });
      const code = codeIn((await messageOf(ref)).body);
      expect(await provider.check({ ref, phoneNumber: PHONE, code })).toBe("approved");
      const defaultKey = localSmsProvider({ db: database.db, key: LOCAL_SMS_DEFAULT_KEY });
      expect(await defaultKey.check({ ref, phoneNumber: PHONE, code })).toBe("rejected");
    });

    it("refuses to send in production (503 not_configured) unless LOCAL_SMS=1", async () => {
      const { total } = await listLocalSmsMessages(database.db, { page: 1, perPage: 1 });
      const refused = smsProvider({ NODE_ENV: "production" }, { fetch: noFetch, db: database.db });
      const error = await refused.start({ phoneNumber: PHONE, locale: "ar" }).then(
        () => null,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(SmsProviderError);
      expect(error).toMatchObject({ status: 503, code: "not_configured" });
      expect((await listLocalSmsMessages(database.db, { page: 1, perPage: 1 })).total).toBe(total);

      const demo = smsProvider(
        { NODE_ENV: "production", LOCAL_SMS: "1" },
        { fetch: noFetch, db: database.db },
      );
      expect(demo.name).toBe("local");
      await demo.start({ phoneNumber: PHONE, locale: "ar" });
      expect((await listLocalSmsMessages(database.db, { page: 1, perPage: 1 })).total).toBe(
        total + 1,
      );
    });

    it("is Twilio Verify when its three keys are set, through the fetch it is given", async () => {
      const { fetch, requests } = recordingFetch(() => ({
        status: 201,
        body: { sid: "VE0123456789abcdef0123456789abcdef", status: "pending", to: PHONE },
      }));
      const { total } = await listLocalSmsMessages(database.db, { page: 1, perPage: 1 });
      const provider = smsProvider(
        {
          NODE_ENV: "production",
          TWILIO_ACCOUNT_SID: "AC0123456789abcdef0123456789abcdef",
          TWILIO_AUTH_TOKEN: "token",
          TWILIO_VERIFY_SERVICE_SID: "VA0123456789abcdef0123456789abcdef",
        },
        { fetch, db: database.db },
      );
      expect(provider.name).toBe("twilio");
      expect(await provider.start({ phoneNumber: PHONE, locale: "ar" })).toEqual({
        ref: "VE0123456789abcdef0123456789abcdef",
      });
      expect(requests[0]?.url).toBe(
        "https://verify.twilio.com/v2/Services/VA0123456789abcdef0123456789abcdef/Verifications",
      );
      expect((await listLocalSmsMessages(database.db, { page: 1, perPage: 1 })).total).toBe(total);
    });

    it("stays local when a Twilio key is missing", () => {
      const provider = smsProvider(
        { TWILIO_ACCOUNT_SID: "AC0123456789abcdef0123456789abcdef", TWILIO_AUTH_TOKEN: "token" },
        { fetch: noFetch, db: database.db },
      );
      expect(provider.name).toBe("local");
    });
  });
});
