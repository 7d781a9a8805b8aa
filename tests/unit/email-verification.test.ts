import { afterEach, describe, expect, it, vi } from "vitest";
import {
  httpEmailVerifier,
  localEmailVerifier,
} from "../../runtime/adapters/email-verification.ts";
import { EmailVerificationInputError } from "../../runtime/core/email-verification.ts";

/** A fetch answering each call with `answer`, recording what was sent. */
function fakeFetch(answer: () => Promise<Response>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fn = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init });
    return answer();
  }) as typeof fetch;
  return { fn, calls };
}

const json = (body: unknown, status = 200, statusText = "OK") =>
  Promise.resolve(new Response(JSON.stringify(body), { status, statusText }));

afterEach(() => {
  vi.useRealTimers();
});

describe("e-mail verification by the external service", () => {
  it("POSTs {email} with the key and reads email.status: valid and accept_all are valid", async () => {
    const { fn, calls } = fakeFetch(() => json({ email: { status: "valid" } }));
    const verifier = httpEmailVerifier({
      url: "https://verify.test/v1",
      apiKey: "k-123",
      fetch: fn,
    });
    expect(await verifier.verify(" sara@example.ae ")).toEqual({
      status: "valid",
      address: "sara@example.ae",
      isValid: true,
      error: null,
      error_code: null,
    });
    expect(calls[0]?.url).toBe("https://verify.test/v1");
    expect(calls[0]?.init?.method).toBe("POST");
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ email: "sara@example.ae" });
    expect(new Headers(calls[0]?.init?.headers).get("authorization")).toBe("Bearer k-123");

    for (const [status, isValid] of [
      ["accept_all", true],
      ["invalid", false],
      ["disposable", false],
    ] as const) {
      const v = httpEmailVerifier({
        url: "https://verify.test/v1",
        apiKey: "k",
        fetch: fakeFetch(() => json({ email: { status } })).fn,
      });
      expect((await v.verify("a@b.co")).isValid, status).toBe(isValid);
    }
  });

  it("needs a key and an address", async () => {
    const { fn, calls } = fakeFetch(() => json({ email: { status: "valid" } }));
    await expect(
      httpEmailVerifier({ url: "https://verify.test", apiKey: "", fetch: fn }).verify("a@b.co"),
    ).rejects.toThrow("API key is required");
    const keyed = httpEmailVerifier({ url: "https://verify.test", apiKey: "k", fetch: fn });
    for (const bad of ["", "   ", null, 42]) {
      await expect(keyed.verify(bad)).rejects.toBeInstanceOf(EmailVerificationInputError);
      await expect(keyed.verify(bad)).rejects.toThrow("Valid email address is required");
    }
    expect(calls).toHaveLength(0);
  });

  it("assumes valid after 5 seconds without an answer (TIMEOUT)", async () => {
    vi.useFakeTimers();
    const hanging = ((_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener("abort", () =>
          reject(new DOMException("aborted", "AbortError")),
        );
      })) as typeof fetch;
    const verifier = httpEmailVerifier({ url: "https://verify.test", apiKey: "k", fetch: hanging });
    const pending = verifier.verify("slow@example.com");
    let settled = false;
    void pending.then(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(4999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toEqual({
      status: "timeout",
      address: "slow@example.com",
      isValid: true,
      error: "Validation timed out, assumed valid",
      error_code: "TIMEOUT",
    });
  });

  it("assumes valid on any other failure (VALIDATION_ERROR), naming an HTTP error", async () => {
    const refused = httpEmailVerifier({
      url: "https://verify.test",
      apiKey: "k",
      fetch: fakeFetch(() => json({}, 503, "Service Unavailable")).fn,
    });
    expect(await refused.verify("a@b.co")).toEqual({
      status: "error",
      address: "a@b.co",
      isValid: true,
      error: "API error: 503 Service Unavailable",
      error_code: "VALIDATION_ERROR",
    });
    const offline = httpEmailVerifier({
      url: "https://verify.test",
      apiKey: "k",
      fetch: fakeFetch(() => Promise.reject(new TypeError("fetch failed"))).fn,
    });
    expect(await offline.verify("a@b.co")).toMatchObject({
      status: "error",
      isValid: true,
      error: "fetch failed",
      error_code: "VALIDATION_ERROR",
    });
    const garbled = httpEmailVerifier({
      url: "https://verify.test",
      apiKey: "k",
      fetch: fakeFetch(() => Promise.resolve(new Response("<html>", { status: 200 }))).fn,
    });
    expect(await garbled.verify("a@b.co")).toMatchObject({
      isValid: true,
      error_code: "VALIDATION_ERROR",
    });
    const noStatus = httpEmailVerifier({
      url: "https://verify.test",
      apiKey: "k",
      fetch: fakeFetch(() => json({ result: "ok" })).fn,
    });
    expect(await noStatus.verify("a@b.co")).toMatchObject({
      isValid: true,
      error_code: "VALIDATION_ERROR",
    });
  });
});

describe("the local verifier (offline)", () => {
  it("accepts name@domain.tld shapes and refuses the rest, without a key", async () => {
    const local = localEmailVerifier();
    expect(await local.verify("sara@example.ae")).toMatchObject({ status: "valid", isValid: true });
    for (const bad of ["sara", "sara@", "sara@example", "sa ra@example.ae", "@example.ae"])
      expect((await local.verify(bad)).isValid, bad).toBe(false);
    await expect(local.verify("")).rejects.toThrow("Valid email address is required");
  });
});
