import { describe, expect, it } from "vitest";
import { twilioSmsProvider } from "../../runtime/adapters/sms/twilio.ts";
import { SmsProviderError } from "../../runtime/adapters/sms/types.ts";
import { recordingFetch } from "../helpers/recording-fetch.ts";

/**
 * Phone verification against Twilio Verify v2's documented API: the requests sent (method, URL,
 * Basic auth, form body) and each answer in our words: approved, a wrong code, a verification
 * that is gone (404), Twilio's limits (429), its failures (5xx) and no answer at all.
 */

const ACCOUNT_SID = "AC0123456789abcdef0123456789abcdef";
const AUTH_TOKEN = "f00dfacecafe0123456789abcdef0123";
const SERVICE_SID = "VA0123456789abcdef0123456789abcdef";
const VERIFICATION_SID = "VEfedcba9876543210fedcba9876543210";
const PHONE = "+971501234567";

/** The Verification object of Twilio's API reference (https://www.twilio.com/docs/verify/api/verification). */
function verification(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    sid: VERIFICATION_SID,
    service_sid: SERVICE_SID,
    account_sid: ACCOUNT_SID,
    to: PHONE,
    channel: "sms",
    status: "pending",
    valid: false,
    lookup: {},
    amount: null,
    payee: null,
    date_created: "2026-11-29T10:00:00Z",
    date_updated: "2026-11-29T10:00:00Z",
    url: `https://verify.twilio.com/v2/Services/${SERVICE_SID}/Verifications/${VERIFICATION_SID}`,
    ...overrides,
  };
}

/** Twilio's error body (https://www.twilio.com/docs/usage/twilios-response#response-formats-exceptions). */
function twilioError(status: number, code: number, message: string) {
  return { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status };
}

const basicAuth = `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString("base64")}`;

function provider(fetch: typeof globalThis.fetch, timeoutMs?: number) {
  return twilioSmsProvider({
    accountSid: ACCOUNT_SID,
    authToken: AUTH_TOKEN,
    serviceSid: SERVICE_SID,
    fetch,
    ...(timeoutMs === undefined ? {} : { timeoutMs }),
  });
}

async function refusalOf(promise: Promise<unknown>): Promise<SmsProviderError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof SmsProviderError))
    throw new Error(`expected an SmsProviderError, got ${String(error)}`);
  return error;
}

describe("Twilio Verify: starting a verification", () => {
  it("posts To, Channel=sms and the Arabic locale to the service's Verifications with Basic auth, and keeps the SID", async () => {
    const { fetch, requests } = recordingFetch(() => ({ status: 201, body: verification() }));
    const twilio = provider(fetch);
    expect(twilio.name).toBe("twilio");

    const { ref } = await twilio.start({ phoneNumber: PHONE, locale: "ar" });

    expect(ref).toBe(VERIFICATION_SID);
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe(`https://verify.twilio.com/v2/Services/${SERVICE_SID}/Verifications`);
    expect(request?.headers.authorization).toBe(basicAuth);
    expect(request?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      To: PHONE,
      Channel: "sms",
      Locale: "ar",
    });
    // The E.164 plus sign is form-encoded, not left to be read as a space.
    expect(request?.body).toContain("To=%2B971501234567");
  });

  it("asks for the SMS in English for any locale that is not Arabic, and in Arabic for a regional Arabic", async () => {
    const { fetch, requests } = recordingFetch(() => ({ status: 201, body: verification() }));
    const twilio = provider(fetch);
    await twilio.start({ phoneNumber: PHONE, locale: "en-GB" });
    await twilio.start({ phoneNumber: PHONE, locale: "ar-AE" });
    expect(requests.map((request) => new URLSearchParams(request.body).get("Locale"))).toEqual([
      "en",
      "ar",
    ]);
  });

  it("turns Twilio's max send attempts (429, 60203) into a 429 with Twilio's code and message", async () => {
    const { fetch } = recordingFetch(() => ({
      status: 429,
      body: twilioError(429, 60203, "Max send attempts reached"),
    }));
    const error = await refusalOf(provider(fetch).start({ phoneNumber: PHONE, locale: "ar" }));
    expect(error.status).toBe(429);
    expect(error.code).toBe("60203");
    expect(error.message).toBe("Max send attempts reached");
  });

  it("turns a refused number (400, 60200) into a 502 naming Twilio's code", async () => {
    const { fetch } = recordingFetch(() => ({
      status: 400,
      body: twilioError(400, 60200, "Invalid parameter `To`: +971501234567"),
    }));
    const error = await refusalOf(provider(fetch).start({ phoneNumber: PHONE, locale: "ar" }));
    expect(error.status).toBe(502);
    expect(error.code).toBe("60200");
  });

  it("turns wrong credentials (401, 20003) into a 502 whose message never holds the auth token", async () => {
    const { fetch } = recordingFetch(() => ({
      status: 401,
      body: twilioError(
        401,
        20003,
        `Authenticate: credentials ${ACCOUNT_SID}:${AUTH_TOKEN} refused`,
      ),
    }));
    const error = await refusalOf(provider(fetch).start({ phoneNumber: PHONE, locale: "ar" }));
    expect(error.status).toBe(502);
    expect(error.code).toBe("20003");
    expect(error.message).not.toContain(AUTH_TOKEN);
    expect(error.message).toContain("[redacted]");
  });

  it("turns a Twilio failure (500) into a 503", async () => {
    const { fetch } = recordingFetch(() => ({
      status: 500,
      body: twilioError(500, 20500, "Internal Server Error"),
    }));
    const error = await refusalOf(provider(fetch).start({ phoneNumber: PHONE, locale: "ar" }));
    expect(error.status).toBe(503);
    expect(error.code).toBe("20500");
  });

  it("turns a 503 without a body into a 503 that still says what happened", async () => {
    const { fetch } = recordingFetch(() => ({ status: 503 }));
    const error = await refusalOf(provider(fetch).start({ phoneNumber: PHONE, locale: "ar" }));
    expect(error.status).toBe(503);
    expect(error.code).toBe("http_503");
    expect(error.message).toContain("503");
  });

  it("refuses an answer without a verification SID (502), rather than keep an empty reference", async () => {
    const { fetch } = recordingFetch(() => ({ status: 201, body: verification({ sid: null }) }));
    const error = await refusalOf(provider(fetch).start({ phoneNumber: PHONE, locale: "ar" }));
    expect(error.status).toBe(502);
  });

  it("turns a network failure into a 503 unreachable", async () => {
    const failing: typeof globalThis.fetch = async () => {
      throw new TypeError("fetch failed");
    };
    const error = await refusalOf(provider(failing).start({ phoneNumber: PHONE, locale: "ar" }));
    expect(error.status).toBe(503);
    expect(error.code).toBe("unreachable");
  });

  it("gives up on a Twilio that does not answer in time (503 unreachable)", async () => {
    const hanging: typeof globalThis.fetch = (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
      });
    const started = Date.now();
    const error = await refusalOf(
      provider(hanging, 30).start({ phoneNumber: PHONE, locale: "ar" }),
    );
    expect(error.status).toBe(503);
    expect(error.code).toBe("unreachable");
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe("Twilio Verify: checking a code", () => {
  it("posts VerificationSid and Code to the service's VerificationCheck and approves an approved answer", async () => {
    const { fetch, requests } = recordingFetch(() => ({
      body: verification({ status: "approved", valid: true }),
    }));
    const result = await provider(fetch).check({
      ref: VERIFICATION_SID,
      phoneNumber: PHONE,
      code: "123456",
    });
    expect(result).toBe("approved");
    const [request] = requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe(
      `https://verify.twilio.com/v2/Services/${SERVICE_SID}/VerificationCheck`,
    );
    expect(request?.headers.authorization).toBe(basicAuth);
    expect(request?.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      VerificationSid: VERIFICATION_SID,
      Code: "123456",
    });
  });

  it("rejects a wrong code (Twilio keeps the verification pending)", async () => {
    const { fetch } = recordingFetch(() => ({ body: verification({ status: "pending" }) }));
    expect(
      await provider(fetch).check({ ref: VERIFICATION_SID, phoneNumber: PHONE, code: "000000" }),
    ).toBe("rejected");
  });

  it("rejects a cancelled verification", async () => {
    const { fetch } = recordingFetch(() => ({ body: verification({ status: "canceled" }) }));
    expect(
      await provider(fetch).check({ ref: VERIFICATION_SID, phoneNumber: PHONE, code: "123456" }),
    ).toBe("rejected");
  });

  it("rejects a verification that is gone: approved already, expired or cancelled (404, 20404)", async () => {
    const { fetch } = recordingFetch(() => ({
      status: 404,
      body: twilioError(404, 20404, "The requested resource was not found"),
    }));
    expect(
      await provider(fetch).check({ ref: VERIFICATION_SID, phoneNumber: PHONE, code: "123456" }),
    ).toBe("rejected");
  });

  it("rejects a verification that had too many wrong codes (429, 60202)", async () => {
    const { fetch } = recordingFetch(() => ({
      status: 429,
      body: twilioError(429, 60202, "Max check attempts reached"),
    }));
    expect(
      await provider(fetch).check({ ref: VERIFICATION_SID, phoneNumber: PHONE, code: "123456" }),
    ).toBe("rejected");
  });

  it("rejects an approval of a verification sent to another number", async () => {
    const { fetch } = recordingFetch(() => ({
      body: verification({ status: "approved", valid: true, to: "+971509999999" }),
    }));
    expect(
      await provider(fetch).check({ ref: VERIFICATION_SID, phoneNumber: PHONE, code: "123456" }),
    ).toBe("rejected");
  });

  it("rejects a code that cannot be one without asking Twilio", async () => {
    const { fetch, requests } = recordingFetch(() => ({
      body: verification({ status: "approved" }),
    }));
    const twilio = provider(fetch);
    expect(await twilio.check({ ref: VERIFICATION_SID, phoneNumber: PHONE, code: "12ab56" })).toBe(
      "rejected",
    );
    expect(await twilio.check({ ref: VERIFICATION_SID, phoneNumber: PHONE, code: "" })).toBe(
      "rejected",
    );
    expect(requests).toHaveLength(0);
  });

  it("turns Twilio's request limit (429, 20429) on a check into a 429, not a wrong code", async () => {
    const { fetch } = recordingFetch(() => ({
      status: 429,
      body: twilioError(429, 20429, "Too Many Requests"),
    }));
    const error = await refusalOf(
      provider(fetch).check({ ref: VERIFICATION_SID, phoneNumber: PHONE, code: "123456" }),
    );
    expect(error.status).toBe(429);
    expect(error.code).toBe("20429");
  });

  it("turns a Twilio failure (500) on a check into a 503, not a wrong code", async () => {
    const { fetch } = recordingFetch(() => ({
      status: 500,
      body: twilioError(500, 20500, "Internal Server Error"),
    }));
    const error = await refusalOf(
      provider(fetch).check({ ref: VERIFICATION_SID, phoneNumber: PHONE, code: "123456" }),
    );
    expect(error.status).toBe(503);
    expect(error.message).toBe("Internal Server Error");
  });

  it("turns a network failure on a check into a 503 unreachable", async () => {
    const failing: typeof globalThis.fetch = async () => {
      throw new TypeError("fetch failed");
    };
    const error = await refusalOf(
      provider(failing).check({ ref: VERIFICATION_SID, phoneNumber: PHONE, code: "123456" }),
    );
    expect(error.status).toBe(503);
    expect(error.code).toBe("unreachable");
  });
});
