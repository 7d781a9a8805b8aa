import { describe, expect, it } from "vitest";
import { webToLeadForm } from "../../runtime/adapters/crm.ts";
import { messageIdOf } from "../../runtime/adapters/mail.ts";
import {
  addressRefusal,
  checkWebhookTarget,
  webhookSignature,
} from "../../runtime/adapters/webhook.ts";
import { errorText, retryDelayMs } from "../../runtime/features/outbox/outbox.ts";

const base = { baseMs: 30_000, capMs: 3_600_000 };

describe("the outbox's retry delay", () => {
  it("doubles from 30 s with each failure, between half and all of the step", () => {
    const low = (n: number) => retryDelayMs(n, { ...base, random: () => 0 });
    const high = (n: number) => retryDelayMs(n, { ...base, random: () => 0.999_999 });
    expect([1, 2, 3, 4].map(low)).toEqual([15_000, 30_000, 60_000, 120_000]);
    expect([1, 2, 3, 4].map(high)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(1, { ...base, random: () => 0.5 })).toBe(22_500);
  });

  it("never waits more than an hour, however many failures", () => {
    for (const n of [8, 12, 50, 1000]) {
      const delay = retryDelayMs(n, { ...base, random: () => 0.999_999 });
      expect(delay, String(n)).toBeLessThanOrEqual(3_600_000);
      expect(delay, String(n)).toBeGreaterThanOrEqual(3_599_000);
    }
  });

  it("takes a base in milliseconds for tests", () => {
    expect(retryDelayMs(3, { baseMs: 2, capMs: 100, random: () => 0 })).toBe(4);
  });
});

describe("a delivery's last error", () => {
  it("is one line of at most 300 characters", () => {
    expect(errorText(new Error("connect\n  ECONNREFUSED"))).toBe("connect ECONNREFUSED");
    const long = errorText(new Error("x".repeat(1000)));
    expect(long).toHaveLength(300);
    expect(errorText("plain")).toBe("plain");
  });
});

describe("webhook addresses", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["10.1.2.3", "private"],
    ["192.168.0.10", "private"],
    ["172.16.5.5", "private"],
    ["169.254.169.254", "link-local"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["0.0.0.0", "unspecified"],
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fd00::1", "unique-local"],
    ["fe80::1", "link-local"],
    ["::ffff:127.0.0.1", "loopback"],
    ["224.0.0.1", "multicast"],
  ])("refuses %s (%s)", (address, words) => {
    expect(addressRefusal(address)).toContain(words);
  });

  it.each(["93.184.215.14", "8.8.8.8", "2606:4700:4700::1111"])("accepts %s", (address) => {
    expect(addressRefusal(address)).toBeNull();
  });

  it("refuses private targets, by address or by a name resolving to loopback, unless allowed", async () => {
    for (const url of [
      "http://127.0.0.1:8080/hook",
      "http://10.0.0.7/hook",
      "https://169.254.169.254/latest/meta-data",
      "http://[::1]:3000/",
      "http://[fd00::5]/",
      "http://localhost:9999/hook",
    ]) {
      const reason = await checkWebhookTarget(url, false);
      expect(reason, url).toMatch(/forms\.allow_private_webhooks/);
      expect(await checkWebhookTarget(url, true), url).toBeNull();
    }
    expect(await checkWebhookTarget("https://93.184.215.14/hook", false)).toBeNull();
  });

  it("refuses what is not an http(s) URL, allowed or not", async () => {
    expect(await checkWebhookTarget("ftp://example.com/x", true)).toMatch(/https:\/\//);
    expect(await checkWebhookTarget("file:///etc/passwd", true)).toMatch(/https:\/\//);
    expect(await checkWebhookTarget("not a url", true)).toMatch(/not a valid URL/);
  });

  it("signs the body with HMAC-SHA256 in hex", () => {
    // The RFC 4231-style example every HMAC library documents.
    expect(webhookSignature("The quick brown fox jumps over the lazy dog", "key")).toBe(
      "sha256=f7bc83f430538424b13298e6aa6fb143ef4d59a14946175997479dbc2d1a3cd8",
    );
  });
});

describe("a Salesforce Web-to-Lead request", () => {
  it("sends oid and the fields, the lead's values beside its id", () => {
    const form = webToLeadForm("00D5g000000abcd", {
      lead_id: "5b0c...",
      form_id: 3,
      values: {
        first_name: "سارة",
        email: "sara@example.com",
        "00N5g00000Models": ["defender", "discovery"],
        emailOptOut: false,
        oid: "00DAttacker00000",
        note: null,
      },
    });
    expect(form.get("oid")).toBe("00D5g000000abcd");
    expect(form.get("first_name")).toBe("سارة");
    expect(form.get("email")).toBe("sara@example.com");
    expect(form.get("00N5g00000Models")).toBe("defender;discovery");
    expect(form.get("emailOptOut")).toBe("0");
    expect(form.get("form_id")).toBe("3");
    expect(form.has("note")).toBe(false);
    expect(form.getAll("oid")).toEqual(["00D5g000000abcd"]);
  });
});

describe("a delivery's Message-ID", () => {
  it("is the outbox id, the same on every retry", () => {
    expect(messageIdOf("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe(
      "<0f8fad5b-d9cb-469f-a165-70867728950e@forms.local>",
    );
  });
});
