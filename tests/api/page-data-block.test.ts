import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultCtx } from "../../generator/ctx.ts";
import { scaffoldBlock } from "../../generator/new-block.ts";
import { NEWS_PER_PAGE } from "../../runtime/core/news.ts";
import { demoNewsPages } from "../../runtime/demo/demo-news.ts";

/**
 * "A developer adds a block that shows news by writing its schema (with the keyword) and its
 * component, and nothing else": in a copy of the project, `npm run new-block -- <key> <label>
 * --page-data news` writes the schema, the component is replaced by one that lists what the
 * server hands it, and the real server, on the demo, renders the block showcase (where the new block
 * is shown) with the news list already in the HTML. No runtime file is touched.
 */

const repo = defaultCtx.root;
const blocksDir = path.join(repo, "schemas/blocks");
const labels = new Set(
  readdirSync(blocksDir)
    .filter((f) => f.endsWith(".schema.json"))
    .map((f) => {
      const schema: Record<string, unknown> = JSON.parse(
        readFileSync(path.join(blocksDir, f), "utf8"),
      );
      return schema["x-label"];
    }),
);
let key = "lrdx-news-digest";
let label = "ملخص الأخبار";
for (let n = 2; existsSync(path.join(blocksDir, `${key}.schema.json`)) || labels.has(label); n++) {
  key = `lrdx-news-digest-${n}`;
  label = `ملخص الأخبار ${n}`;
}
const { componentPath } = scaffoldBlock(key, { label });

/** The new block's component: the list the server read for it, from the page's news context. */
const component = `import { useContext } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { NewsContext } from "../News/news-context.ts";

export default function NewsDigest({ index }: BlockProps<${JSON.stringify(key)}>) {
  const feed = useContext(NewsContext)?.feeds[index];
  if (feed?.state !== "ready") return <p data-digest="empty">لا أخبار</p>;
  return (
    <ul data-digest="ready">
      {feed.items.map((item) => (
        <li key={item.url}>
          <a href={item.url}>{item.title}</a>
        </li>
      ))}
    </ul>
  );
}
`;

/** Every file under a folder with the hash of its content. */
function fingerprints(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    out.set(
      path.relative(dir, file),
      createHash("sha256").update(readFileSync(file)).digest("hex"),
    );
  }
  return out;
}

/** Renders the demo block showcase with the real server on an in-memory database. */
const probe = `
import { openDatabase } from "./runtime/db/client.ts";
import { migrate } from "./runtime/db/migrate.ts";
import { importDemo } from "./runtime/demo/import-demo.ts";
import { buildServer } from "./runtime/server.ts";
const database = await openDatabase({ isInMemory: true });
await migrate(database);
await importDemo(database.db);
const app = await buildServer({ db: database.db, logger: false });
const answer = await app.inject({ url: "/ar/blocks" });
console.log(JSON.stringify({ status: answer.statusCode, html: answer.body }));
await app.close();
await database.close();
`;

describe("a block that asks for news in its schema gets it on the server render", () => {
  let root = "";
  let scaffolded: { status: number | null; output: string };
  let page: { status: number; html: string };
  let runtimeBefore = new Map<string, string>();

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "page-data-block-"));
    for (const dir of ["schemas", "site", "generated", "generator", "runtime", "machines"])
      cpSync(path.join(repo, dir), path.join(root, dir), { recursive: true });
    for (const file of ["package.json", "tsconfig.json"])
      cpSync(path.join(repo, file), path.join(root, file));
    symlinkSync(path.join(repo, "node_modules"), path.join(root, "node_modules"), "dir");
    runtimeBefore = fingerprints(path.join(root, "runtime"));
    const env = {
      ...process.env,
      CHROMIUM_PATH: "/nonexistent/chromium",
      // The built client of this checkout: the copy renders with its stylesheets and scripts.
      SITE_CLIENT_DIR: process.env.SITE_CLIENT_DIR ?? path.join(repo, "dist/client"),
    };
    const made = spawnSync(
      process.execPath,
      ["--import", "tsx", "generator/new-block.ts", key, label, "--page-data", "news"],
      { cwd: root, encoding: "utf8", env },
    );
    scaffolded = { status: made.status, output: `${made.stdout}${made.stderr}` };
    writeFileSync(path.join(root, componentPath), component);
    writeFileSync(path.join(root, "probe.ts"), probe);
    const rendered = spawnSync(process.execPath, ["--import", "tsx", "probe.ts"], {
      cwd: root,
      encoding: "utf8",
      env,
    });
    const last = rendered.stdout.trim().split("\n").at(-1) ?? "";
    page = last.startsWith("{")
      ? JSON.parse(last)
      : { status: rendered.status ?? -1, html: rendered.stderr };
  }, 240_000);

  afterAll(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it("the schema names the loader and the generated metadata carries it", () => {
    expect(scaffolded.status, scaffolded.output).toBe(0);
    const schema = JSON.parse(
      readFileSync(path.join(root, `schemas/blocks/${key}.schema.json`), "utf8"),
    );
    expect(schema["x-page-data"]).toBe("news");
    const blocks = readFileSync(path.join(root, "generated/blocks.ts"), "utf8");
    const entry = blocks.slice(blocks.indexOf(`  ${JSON.stringify(key)}: {`));
    expect(entry.slice(0, entry.indexOf("\n  },"))).toContain('pageData: "news",');
  });

  it("the block showcase's HTML lists the newest news pages inside the new block", () => {
    expect(page.status, page.html.slice(0, 2000)).toBe(200);
    const at = page.html.indexOf(`data-template="${key}"`);
    expect(at, "the new block is on the block showcase").toBeGreaterThan(-1);
    const block = page.html.slice(at, page.html.indexOf("</ul>", at));
    expect(block).toContain('data-digest="ready"');
    const listed = [...block.matchAll(/<a href="[^"]*">([^<]+)<\/a>/g)].map((m) => m[1]);
    const news = demoNewsPages().flatMap((p) => ("page_type" in p ? [p.title] : []));
    // The showcase's news lists news/… as the News block would: a full first page of it.
    expect(listed).toHaveLength(Math.min(NEWS_PER_PAGE, news.length));
    for (const title of listed) expect(news).toContain(title);
  });

  it("no file of runtime/ was changed to get there", () => {
    expect(runtimeBefore.size).toBeGreaterThan(100);
    expect(fingerprints(path.join(root, "runtime"))).toEqual(runtimeBefore);
  });
});
