import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEMO_VIDEO, DEMO_VIDEOS_DIR } from "../../runtime/demo/demo-videos.ts";
import { useDemoServer } from "../helpers/demo-server.ts";

/** A WebM file starts with the EBML magic number. */
const EBML = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

describe("the demo's native videos", () => {
  const site = useDemoServer("pglite");
  const get = (url: string, headers: Record<string, string> = {}) =>
    site.app.inject({ method: "GET", url, headers });

  it("serves each file as WebM, whole and by byte range (a video element seeks with ranges)", async () => {
    for (const url of [DEMO_VIDEO.desktop, DEMO_VIDEO.mobile]) {
      const file = readFileSync(path.join(DEMO_VIDEOS_DIR, path.basename(url)));
      const whole = await get(url);
      expect(whole.statusCode, url).toBe(200);
      expect(whole.headers["content-type"]).toBe("video/webm");
      expect(whole.rawPayload.subarray(0, 4).equals(EBML)).toBe(true);
      expect(whole.rawPayload.length).toBe(file.length);
      const part = await get(url, { range: "bytes=100-199" });
      expect(part.statusCode).toBe(206);
      expect(part.headers["content-range"]).toBe(`bytes 100-199/${file.length}`);
      expect(part.rawPayload.equals(file.subarray(100, 200))).toBe(true);
    }
  });

  it("answers 404 for a file it does not have, and never leaves its folder", async () => {
    expect((await get("/media/videos/no-such.webm")).statusCode).toBe(404);
    const outside = await get("/media/videos/..%2f..%2fdemo-videos.ts");
    expect([400, 403, 404]).toContain(outside.statusCode);
    expect(outside.body).not.toContain("DEMO_VIDEOS_DIR");
  });

  it("puts them on the demo's hero page: the carousel's background slide and the immersive hero", async () => {
    const html = (await get("/ar/blocks/hero")).body;
    expect(html).toContain(DEMO_VIDEO.desktop);
    expect(html).toContain(DEMO_VIDEO.mobile);
  });
});
