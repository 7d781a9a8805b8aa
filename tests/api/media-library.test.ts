import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media, pages } from "../../runtime/db/tables/index.ts";
import { buildServer } from "../../runtime/server.ts";
import { auditEntries } from "../helpers/api.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines, freshDatabase } from "../helpers/database.ts";

interface MediaItem {
  id: number;
  filename: string;
  mime: string;
  alt: string;
  width: number;
  height: number;
  size_bytes: number;
  url: string;
}

/** A multipart/form-data body as a browser's FormData would send it. */
function multipart(
  parts: { name: string; value: string | Buffer; filename?: string; type?: string }[],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = "----cmsboundary7MA4YWxkTrZu0gW";
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename
      ? `\r\nContent-Type: ${part.type ?? "application/octet-stream"}`
      : "";
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`));
    chunks.push(typeof part.value === "string" ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const picture = (format: "jpeg" | "png" | "webp" | "gif" | "avif", width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: "#c2410c" } })
    .toFormat(format)
    .toBuffer();

describe.each(engines)("media library API on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  let editor: TestSession;
  let viewer: TestSession;
  beforeAll(async () => {
    database = await freshDatabase(engine, { demo: true });
    app = await buildServer({ db: database.db });
    editor = await signedInAs(database.db, "editor");
    viewer = await signedInAs(database.db, "viewer");
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const upload = (
    who: TestSession,
    file: { data: Buffer; filename: string; type?: string },
    alt?: string,
  ) => {
    const body = multipart([
      ...(alt === undefined ? [] : [{ name: "alt", value: alt }]),
      { name: "file", value: file.data, filename: file.filename, type: file.type ?? "image/jpeg" },
    ]);
    return app.inject({
      method: "POST",
      url: "/api/cms/media",
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
  };
  const list = async (query = "") => {
    const res = await app.inject({
      method: "GET",
      url: `/api/cms/media${query}`,
      headers: viewer.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { data: MediaItem[]; total: number };
  };

  it("lists the demo pictures, with sizes and a URL", async () => {
    // Every demo picture on two pages of 100 (the 360 views' frames among them).
    const first = await list("?per_page=100");
    const second = await list("?per_page=100&page=2");
    const data = [...first.data, ...second.data];
    const total = first.total;
    const ids = data.map((m) => m.id);
    expect(ids).toEqual(expect.arrayContaining([24735, 105475, 101327]));
    expect(first.data).toHaveLength(100);
    expect(total).toBe(data.length);
    expect(new Set(ids).size).toBe(total);
    // The default page holds 40.
    expect((await list()).data).toHaveLength(Math.min(40, total));
    const hero = data.find((m) => m.id === 24735);
    expect(hero).toMatchObject({ mime: "image/jpeg", width: 1600, height: 900 });
    expect(hero?.size_bytes).toBeGreaterThan(1000);
    expect(hero?.url).toBe("/api/v2/images/24735/w/1600.jpg");
  });

  it("searches file names and alt text without regard to case, and pages", async () => {
    expect((await list("?q=DEMO-24735")).data.map((m) => m.id)).toEqual([24735]);
    const byAlt = await list(`?q=${encodeURIComponent("طريق صحراوي")}`);
    expect(byAlt.data.map((m) => m.id)).toContain(24735);
    expect((await list("?q=nothing-like-this")).total).toBe(0);
    const all = await list();
    const second = await list("?page=2&per_page=2");
    expect(second.data.map((m) => m.id)).toEqual(all.data.slice(2, 4).map((m) => m.id));
    expect(second.total).toBe(all.total);
    const bad = await app.inject({
      method: "GET",
      url: "/api/cms/media?page=0",
      headers: viewer.headers,
    });
    // A query that breaks its schema is refused at the edge: 400, naming the parameter.
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0]).toMatchObject({ pointer: "/query/page", rule: "minimum" });
  });

  it("stores JPEG, PNG, WebP, GIF and AVIF by their content, with id, size and author", async () => {
    for (const [format, mime] of [
      ["jpeg", "image/jpeg"],
      ["png", "image/png"],
      ["webp", "image/webp"],
      ["gif", "image/gif"],
      ["avif", "image/avif"],
    ] as const) {
      const data = await picture(format);
      const res = await upload(editor, { data, filename: `car.${format}` }, "سيارة");
      expect(res.statusCode, res.body).toBe(201);
      const item = res.json().data as MediaItem;
      expect(item).toMatchObject({
        mime,
        width: 64,
        height: 48,
        alt: "سيارة",
        size_bytes: data.length,
      });
      expect(item.id).toBeGreaterThanOrEqual(200000);
      // Its own width is below every served width: the narrowest, which does not enlarge it.
      expect(item.url).toBe(`/api/v2/images/${item.id}/w/320.jpg`);
      const [row] = await database.db.select().from(media).where(eq(media.id, item.id));
      expect(row?.created_by).toBe(editor.userId);
      const variant = await app.inject({
        method: "GET",
        url: `/api/v2/images/${item.id}/w/640/h/360.webp`,
      });
      expect(variant.statusCode).toBe(200);
      expect((await sharp(variant.rawPayload).metadata()).width).toBe(640);
    }
  });

  it("trusts the content, not the name: a PNG named .jpg is a PNG, a text .jpg is refused", async () => {
    const png = await upload(editor, { data: await picture("png"), filename: "photo.jpg" });
    expect(png.json().data.mime).toBe("image/png");
    const text = await upload(editor, {
      data: Buffer.from("this is not a picture at all"),
      filename: "photo.jpg",
      type: "image/jpeg",
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe("unsupported_media_type");
    expect(text.json().message).toContain("photo.jpg");
    const missing = await app.inject({
      method: "POST",
      url: "/api/cms/media",
      headers: { ...editor.headers, ...multipart([{ name: "alt", value: "x" }]).headers },
      payload: multipart([{ name: "alt", value: "x" }]).payload,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().details[0].pointer).toBe("/file");
  });

  it("shows staff a file name in the order it is written: bidirectional controls are stripped", async () => {
    // U+202E (right-to-left override) shows "car\u202Egnp.exe" as "carexe.png".
    const res = await upload(editor, {
      data: await picture("png"),
      filename: "car\u202Egnp.exe",
      type: "image/png",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.filename).toBe("cargnp.exe");
    const isolates = await upload(editor, {
      data: await picture("png"),
      filename: "\u2067سيارة\u2069\u200f-\u202bصورة\u202c\u0085.png",
      type: "image/png",
    });
    expect(isolates.json().data.filename).toBe("سيارة-صورة.png");
    // A name stored before the rule is shown cleaned as well, in the list and alone.
    const [old] = await database.db
      .insert(media)
      .values({
        id: sql`nextval('media_id_seq')`,
        filename: "invoice\u202Efdp.scr",
        mime: "image/png",
        width: 64,
        height: 48,
        data: await picture("png"),
      })
      .returning({ id: media.id });
    const one = await app.inject({
      method: "GET",
      url: `/api/cms/media/${old?.id}`,
      headers: viewer.headers,
    });
    expect(one.json().data.filename).toBe("invoicefdp.scr");
    const listed = (await list("?q=invoice")).data.map((m) => m.filename);
    expect(listed).toEqual(["invoicefdp.scr"]);
  });

  it("takes a picture of several MiB, and refuses one over 10 MiB with 413 naming the limit", async () => {
    const noisy = await sharp({
      create: {
        width: 1400,
        height: 1000,
        channels: 3,
        background: "#000000",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(2 * 1024 * 1024);
    const large = await upload(editor, { data: noisy, filename: "noise.png" });
    expect(large.statusCode, large.body).toBe(201);
    expect(large.json().data.size_bytes).toBe(noisy.length);
    const big = Buffer.concat([await picture("png"), Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const res = await upload(editor, { data: big, filename: "huge.png" });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain("10 MiB");
    expect((await list("?q=huge")).total).toBe(0);
  });

  it("cleans an SVG of scripts, handlers, foreign objects and javascript: links, and serves it rasterised", async () => {
    const svg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="60" viewBox="0 0 120 60" onload="steal()">
  <script>alert(document.cookie)</script>
  <rect width="120" height="60" fill="#0c121c" onclick="steal()"/>
  <a xlink:href="javascript:steal()"><circle cx="30" cy="30" r="20" fill="#fff"/></a>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>
  <use href="https://evil.example/sprite.svg#a"/>
</svg>`;
    const res = await upload(
      editor,
      { data: Buffer.from(svg), filename: "logo.svg", type: "image/svg+xml" },
      "شعار",
    );
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().data as MediaItem;
    expect(item).toMatchObject({ mime: "image/svg+xml", width: 120, height: 60 });
    const [row] = await database.db.select().from(media).where(eq(media.id, item.id));
    const stored = row?.data.toString("utf8") ?? "";
    expect(stored).toContain("<rect");
    expect(stored).toContain("<circle");
    for (const bad of [
      "script",
      "onload",
      "onclick",
      "javascript:",
      "foreignObject",
      "evil.example",
    ])
      expect(stored).not.toContain(bad);
    const variant = await app.inject({ method: "GET", url: `/api/v2/images/${item.id}/w/320.png` });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers["content-type"]).toBe("image/png");
    // A width is never wider than the picture itself.
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(120);
    const empty = await upload(editor, {
      data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x()</script></svg>'),
      filename: "empty.svg",
    });
    expect(empty.statusCode).toBe(415);
  });

  it("answers the variants of a picture at the catalogue sizes", async () => {
    const res = await app.inject({ method: "GET", url: "/api/v2/images/24735" });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.id).toBe(24735);
    for (const [w, h] of [
      [1600, 900],
      [1024, 576],
      [640, 360],
    ])
      expect(data.variants).toContainEqual({
        width: w,
        height: h,
        url: `/api/v2/images/24735/w/${w}/h/${h}.jpg`,
      });
    const one = await app.inject({ method: "GET", url: data.variants[0].url });
    expect(one.statusCode).toBe(200);
    expect(one.headers["cache-control"]).toContain("immutable");
    expect((await app.inject({ method: "GET", url: "/api/v2/images/999" })).statusCode).toBe(404);
  });

  it("changes the alt text, validated and audited", async () => {
    const res = await app.inject({
      method: "PATCH",
      url: "/api/cms/media/105475",
      headers: editor.headers,
      payload: { alt: "صورة المشاركة" },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: 105475, alt: "صورة المشاركة" });
    const tooLong = await app.inject({
      method: "PATCH",
      url: "/api/cms/media/105475",
      headers: editor.headers,
      payload: { alt: "ط".repeat(301) },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().details[0]).toMatchObject({ pointer: "/alt", rule: "maxLength" });
    const entries = await auditEntries(database.db, "media", "105475");
    expect(entries.map((e) => e.action)).toEqual(["update"]);
    expect(JSON.stringify(entries[0]?.after)).not.toContain('"data"');
  });

  it("deletes an unused picture and refuses one a page uses", async () => {
    const added = (
      await upload(editor, { data: await picture("jpeg"), filename: "spare.jpg" })
    ).json().data;
    const shown = await app.inject({ method: "GET", url: `/api/v2/images/${added.id}/w/320.jpg` });
    expect(shown.statusCode).toBe(200);
    const gone = await app.inject({
      method: "DELETE",
      url: `/api/cms/media/${added.id}`,
      headers: editor.headers,
    });
    expect(gone.statusCode).toBe(204);
    expect(
      (await app.inject({ method: "GET", url: `/api/v2/images/${added.id}/w/320.jpg` })).statusCode,
    ).toBe(404);
    const used = await app.inject({
      method: "DELETE",
      url: "/api/cms/media/24735",
      headers: editor.headers,
    });
    expect(used.statusCode).toBe(409);
    expect(used.json().code).toBe("media_in_use");
    // Each page using it is named in fields a program can read, not only in the English text.
    const [summer] = await database.db
      .select({ id: pages.id })
      .from(pages)
      .where(eq(pages.path, "offers/summer"));
    const details = used.json().details as { path: string }[];
    expect(details).toContainEqual({
      pointer: "/id",
      rule: "in_use",
      message: "used by offers/summer",
      path: "offers/summer",
      page_id: summer?.id,
    });
    expect(used.json().message).toContain(details[0]?.path ?? "a page");
    for (const detail of used.json().details)
      expect(detail).toMatchObject({
        rule: "in_use",
        path: expect.any(String),
        page_id: expect.any(Number),
      });
    expect((await list("?q=demo-24735")).total).toBe(1);
  });

  it("refuses a malformed multipart body with a 400 naming the problem, never a 500", async () => {
    const jpeg = await picture("jpeg");
    const good = multipart([{ name: "file", value: jpeg, filename: "car.jpg" }]);
    const post = (payload: Buffer | string, contentType: string) =>
      app.inject({
        method: "POST",
        url: "/api/cms/media",
        headers: { ...editor.headers, "content-type": contentType },
        payload,
      });
    const type = good.headers["content-type"] as string;
    const cases: { name: string; res: Awaited<ReturnType<typeof post>>; says: RegExp }[] = [
      {
        name: "no boundary parameter",
        res: await post(good.payload, "multipart/form-data"),
        says: /boundary/i,
      },
      {
        name: "a boundary the body does not use",
        res: await post(good.payload, "multipart/form-data; boundary=not-the-one-used"),
        says: /multipart/i,
      },
      {
        name: "a body cut off in the middle of the file",
        res: await post(good.payload.subarray(0, good.payload.length - 200), type),
        says: /multipart/i,
      },
      { name: "an empty body", res: await post("", type), says: /file/ },
      {
        name: "a part header without a colon",
        res: await post(
          Buffer.concat([
            Buffer.from("------cmsboundary7MA4YWxkTrZu0gW\r\nthis is not a header\r\n\r\n"),
            jpeg,
            Buffer.from("\r\n------cmsboundary7MA4YWxkTrZu0gW--\r\n"),
          ]),
          type,
        ),
        says: /file/,
      },
      {
        name: "a part without a name",
        res: await post(
          Buffer.concat([
            Buffer.from(
              '------cmsboundary7MA4YWxkTrZu0gW\r\nContent-Disposition: form-data; filename="car.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
            ),
            jpeg,
            Buffer.from("\r\n------cmsboundary7MA4YWxkTrZu0gW--\r\n"),
          ]),
          type,
        ),
        says: /name/i,
      },
      {
        name: "the picture under another name",
        res: await post(
          multipart([{ name: "image", value: jpeg, filename: "car.jpg", type: "image/jpeg" }])
            .payload,
          type,
        ),
        says: /`file`/,
      },
      {
        name: "too many fields",
        res: await post(
          multipart(Array.from({ length: 8 }, (_, i) => ({ name: `f${i}`, value: "x" }))).payload,
          type,
        ),
        says: /field/i,
      },
    ];
    for (const { name, res, says } of cases) {
      expect(res.statusCode, `${name}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(500);
      expect(res.json().message, name).toMatch(says);
      expect(res.json().message, name).not.toContain("10 MiB");
    }
    expect((await list("?q=car.jpg")).data.every((m) => m.filename !== "car.jpg")).toBe(true);
  });

  it("refuses two files in one upload, naming the one-picture rule and the field", async () => {
    const body = multipart([
      { name: "file", value: await picture("jpeg"), filename: "one.jpg" },
      { name: "file", value: await picture("png"), filename: "two.png" },
    ]);
    const res = await app.inject({
      method: "POST",
      url: "/api/cms/media",
      headers: { ...editor.headers, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).not.toContain("10 MiB");
    expect(res.json().message).toMatch(/one picture/);
    expect(res.json().details).toEqual([
      expect.objectContaining({ pointer: "/file", rule: "maxItems" }),
    ]);
    expect((await list("?q=one.jpg")).total).toBe(0);
  });

  it("lets a viewer read but not write, and nobody anonymous", async () => {
    const res = await upload(viewer, { data: await picture("png"), filename: "v.png" });
    expect(res.statusCode).toBe(403);
    expect((await app.inject({ method: "GET", url: "/api/cms/media" })).statusCode).toBe(401);
  });
});
