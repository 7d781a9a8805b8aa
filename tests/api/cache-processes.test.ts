import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pages } from "../../runtime/db/tables/index.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { freshDatabase } from "../helpers/database.ts";
import { SITE_READY, startProcess } from "../helpers/project-process.ts";

interface SiteProcess {
  url: string;
  stop: () => Promise<void>;
}

/** `npm start`'s server (runtime/main.ts) on a free port against a PostgreSQL database. */
async function startOnDatabase(databaseUrl: string): Promise<SiteProcess> {
  const site = await startProcess(
    "runtime/main.ts",
    { PORT: "0", HOST: "127.0.0.1", DATABASE_URL: databaseUrl },
    SITE_READY,
    60_000,
  );
  return { url: site.ready.replace("localhost", "127.0.0.1"), stop: site.stop };
}

const quote = (text: string) => ({ template: "lrdx-quote", fields: { quote: text }, groups: [] });

// Several server processes share one PostgreSQL database; PGlite is one process by design.
describe.skipIf(!process.env.TEST_DATABASE_URL)("two server processes on one PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let a: SiteProcess;
  let b: SiteProcess;
  let editor: TestSession;

  beforeAll(async () => {
    database = await freshDatabase("postgres", { demo: true });
    editor = await signedInAs(database.db, "editor");
    const url = new URL(String(process.env.TEST_DATABASE_URL));
    url.pathname = new URL(database.where).pathname;
    [a, b] = await Promise.all([startOnDatabase(url.href), startOnDatabase(url.href)]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  /** A same-site browser write as the signed-in editor, to process `site`. */
  const write = async (site: SiteProcess, method: string, path: string, body: unknown) => {
    const res = await fetch(`${site.url}${path}`, {
      method,
      headers: { ...editor.headers, origin: site.url, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data: { id: number; revision: number } };
    expect(res.status, JSON.stringify(json)).toBeLessThan(300);
    return json.data;
  };

  it("serves a publish made through one process from the other within a second", async () => {
    const pageUrl = (site: SiteProcess) => `${site.url}/ar/models/defender`;
    // B holds the page: a second request is answered from its cache (304 on its ETag).
    const before = await fetch(pageUrl(b));
    expect(before.status).toBe(200);
    const etag = String(before.headers.get("etag"));
    expect(await before.text()).not.toContain("نشرت في العملية الأولى");
    expect((await fetch(pageUrl(b), { headers: { "if-none-match": etag } })).status).toBe(304);

    const [row] = await database.db.select().from(pages).where(eq(pages.path, "models/defender"));
    if (!row) throw new Error("no demo page models/defender");
    const draft = await write(a, "PUT", `/api/cms/pages/${row.id}/draft`, {
      revision: row.revision,
      snapshot: { title: row.title, blocks: [...row.blocks, quote("نشرت في العملية الأولى")] },
    });
    await write(a, "POST", `/api/cms/pages/${row.id}/publish`, { revision: draft.revision });
    const published = Date.now();

    let seenAfter = Number.POSITIVE_INFINITY;
    while (Date.now() - published < 5_000) {
      const html = await (await fetch(pageUrl(b))).text();
      if (html.includes("نشرت في العملية الأولى")) {
        seenAfter = Date.now() - published;
        break;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(seenAfter).toBeLessThan(1_000);
    // And B's old validator no longer matches.
    expect((await fetch(pageUrl(b), { headers: { "if-none-match": etag } })).status).toBe(200);
  });
});
