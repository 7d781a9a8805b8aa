import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  addressRefusal,
  EGRESS_MAX_BYTES,
  EgressRefusedError,
  egressFetcher,
  egressUrlRefusal,
  parseAllowList,
} from "../../runtime/adapters/egress.ts";

describe("what a public address is", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["10.1.2.3", "private"],
    ["172.16.0.1", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "link-local address (a cloud metadata service)"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["100.100.100.200", "cloud metadata"],
    ["0.0.0.0", "unspecified"],
    ["0.1.2.3", "unspecified"],
    ["255.255.255.255", "broadcast"],
    ["224.0.0.1", "multicast"],
    ["192.0.0.192", "reserved"],
    ["198.18.0.1", "reserved"],
    ["240.0.0.1", "reserved"],
    ["::1", "loopback"],
    ["::", "unspecified"],
    ["fe80::1", "link-local"],
    ["fd00::1", "unique-local"],
    ["fd00:ec2::254", "cloud metadata"],
    ["ff02::1", "multicast"],
    ["::ffff:127.0.0.1", "loopback address (127.0.0.1 in an IPv4-mapped IPv6 address)"],
    ["::ffff:10.0.0.1", "private"],
    ["::127.0.0.1", "loopback address (127.0.0.1 in an IPv4-compatible IPv6 address)"],
    ["::169.254.169.254", "link-local"],
    ["::ffff:0:127.0.0.1", "IPv4-translated"],
    ["64:ff9b::127.0.0.1", "loopback address (127.0.0.1 in a NAT64 IPv6 address)"],
    ["64:ff9b:1::1", "local-use NAT64"],
    ["2002:7f00:1::1", "loopback address (127.0.0.1 in a 6to4 IPv6 address)"],
    ["2002:c0a8:101::1", "private"],
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "Teredo"],
    ["2001:db8::1", "reserved"],
    ["not-an-address", "not an IP address"],
  ])("refuses %s (%s)", (address, words) => {
    expect(addressRefusal(address)).toContain(words);
  });

  it.each([
    "93.184.215.14",
    "8.8.8.8",
    "2606:4700:4700::1111",
    "::ffff:8.8.8.8",
    "64:ff9b::8.8.8.8",
    "2002:808:808::1",
  ])("accepts %s", (address) => {
    expect(addressRefusal(address)).toBeNull();
  });
});

describe("the allow-list", () => {
  it("reads names, host:port, addresses and ranges, and names what it cannot read", () => {
    const { list, problems } = parseAllowList(
      "crm.internal, Nav.Example.com.:8443\n10.20.0.0/16 fd00::/8 127.0.0.1:9000 [::1]:8080 ::2",
    );
    expect([...list.hosts]).toEqual([
      "crm.internal",
      "nav.example.com.:8443",
      "127.0.0.1:9000",
      "[::1]:8080",
    ]);
    expect(list.ranges.map(([base, bits]) => `${base}/${bits}`)).toEqual([
      "10.20.0.0/16",
      "fd00::/8",
      "::2/128",
    ]);
    expect(problems).toEqual([]);
    expect(parseAllowList("10.0.0.0/99, host:0, a b$c, http://x").problems).toEqual([
      '"10.0.0.0/99" is not a CIDR range (10.0.0.0/8, fd00::/8)',
      '"host:0" has no valid port (1-65535)',
      '"b$c" is not a host name, host:port, address or CIDR range',
      '"http://x" is a URL: write its host, or host:port',
    ]);
  });

  it("lets a URL through by its name, its name and port, or its address's range", async () => {
    const allowed = (text: string, url: string) => egressUrlRefusal(url, parseAllowList(text).list);
    expect(await allowed("", "http://10.20.1.1/x")).toMatchObject({ rule: "public-address" });
    expect(await allowed("10.20.0.0/16", "http://10.20.1.1/x")).toBeNull();
    expect(await allowed("10.20.0.0/16", "http://[::ffff:10.20.1.1]/x")).toBeNull();
    expect(await allowed("10.20.0.0/16", "http://10.21.1.1/x")).not.toBeNull();
    expect(await allowed("127.0.0.1:9000", "http://127.0.0.1:9000/")).toBeNull();
    expect(await allowed("127.0.0.1:9000", "http://127.0.0.1:9001/")).not.toBeNull();
    expect(await allowed("localhost", "http://localhost:5/")).toBeNull();
    expect(await allowed("", "http://localhost:5/")).toMatchObject({
      rule: "public-address",
      message: expect.stringMatching(/^the host localhost resolves to .*loopback address/),
    });
    expect(await allowed("", "ftp://93.184.215.14/")).toMatchObject({ rule: "scheme" });
    expect(await allowed("", "not a url")).toMatchObject({ rule: "url" });
    expect(await allowed("", "https://93.184.215.14/")).toBeNull();
  });
});

describe("requests through the guard", () => {
  let server: Server;
  let origin = "";
  let port = 0;
  const hits: string[] = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      hits.push(request.url ?? "");
      const url = request.url ?? "";
      // Chunked, no length given: the limit is met while reading.
      if (url === "/big") {
        response.write(Buffer.alloc(1000, 97));
        return response.end(Buffer.alloc(1000, 97));
      }
      if (url === "/big-declared")
        return response.writeHead(200, { "content-length": "4096" }).end(Buffer.alloc(4096));
      if (url === "/slow") return setTimeout(() => response.end("late"), 500);
      if (url.startsWith("/loop")) return response.writeHead(302, { location: `${url}x` }).end();
      if (url === "/to-metadata")
        return response.writeHead(307, { location: "http://169.254.169.254/latest" }).end();
      response.end("ok");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
    origin = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const logged: string[] = [];
  const guarded = (allowed: string, options: { timeoutMs?: number; maxBytes?: number } = {}) =>
    egressFetcher({ allowed: () => allowed, log: (m) => logged.push(m), ...options });

  it("refuses loopback by address and by name, logging one line each, and reaches it allowed", async () => {
    hits.length = 0;
    logged.length = 0;
    const strict = guarded("");
    await expect(strict(`${origin}/a`)).rejects.toThrow(EgressRefusedError);
    await expect(strict(`http://localhost:${port}/a`)).rejects.toThrow(/resolves to/);
    await expect(strict(`http://[::127.0.0.1]:${port}/a`)).rejects.toThrow(/IPv4-compatible/);
    await expect(strict("file:///etc/passwd")).rejects.toMatchObject({ rule: "scheme" });
    expect(hits).toEqual([]);
    expect(logged).toHaveLength(4);
    expect(logged[0]).toBe(
      `outbound request to 127.0.0.1:${port} refused (public-address): 127.0.0.1 is a loopback address`,
    );
    expect(await (await guarded(`127.0.0.1:${port}`)(`${origin}/a`)).text()).toBe("ok");
    expect(await (await guarded("127.0.0.0/8")(`http://localhost:${port}/b`)).text()).toBe("ok");
    expect(hits).toEqual(["/a", "/b"]);
  });

  it("judges each redirect again and stops after five", async () => {
    hits.length = 0;
    const fetch = guarded(`127.0.0.1:${port}`);
    await expect(fetch(`${origin}/to-metadata`)).rejects.toMatchObject({
      rule: "public-address",
      reason: "169.254.169.254 is a link-local address (a cloud metadata service)",
    });
    await expect(fetch(`${origin}/loop`)).rejects.toMatchObject({ rule: "redirects" });
    expect(hits).toEqual([
      "/to-metadata",
      "/loop",
      "/loopx",
      "/loopxx",
      "/loopxxx",
      "/loopxxxx",
      "/loopxxxxx",
    ]);
    const manual = await fetch(`${origin}/loop`, { redirect: "manual" });
    expect(manual.status).toBe(302);
    await expect(fetch(`${origin}/loop`, { redirect: "error" })).rejects.toThrow(TypeError);
  });

  it("stops reading past the size limit and gives up after the time limit", async () => {
    const small = guarded(`127.0.0.1:${port}`, { maxBytes: 1024 });
    expect(await (await small(`${origin}/a`)).text()).toBe("ok");
    const big = await small(`${origin}/big`);
    await expect(big.text()).rejects.toThrow(/more than 1024 bytes/);
    await expect(small(`${origin}/big-declared`)).rejects.toMatchObject({ rule: "max-bytes" });
    await expect(
      guarded(`127.0.0.1:${port}`, { timeoutMs: 100 })(`${origin}/slow`),
    ).rejects.toMatchObject({ name: "TimeoutError" });
    expect(EGRESS_MAX_BYTES).toBeGreaterThanOrEqual(1024 * 1024);
  });
});
