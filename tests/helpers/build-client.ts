import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

/**
 * Vitest global setup of the end-to-end project: builds the browser bundle (dist/client) that
 * the site and the editor load, once per run and only when a test that needs it is selected, and
 * not at all when the sources it is built from are unchanged since the last build.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
/**
 * dist/client, or SITE_CLIENT_DIR when set (the server reads the same variable): a run that must
 * not share its bundle with another checkout's run builds into a folder of its own.
 */
const clientDir = process.env.SITE_CLIENT_DIR
  ? path.resolve(process.env.SITE_CLIENT_DIR)
  : path.join(root, "dist/client");
// Beside the client folder, not in it: nothing in the served folder but the build.
const stampFile = `${clientDir}-sources-hash`;

/** What the bundle is built from: every source folder it can import, its config and the lock file. */
const sourceDirs = ["site", "editor", "machines", "generated", "runtime"];
const sourceFiles = ["vite.config.ts", "tsconfig.json", "package-lock.json"];
const sourceExtensions = /\.(ts|tsx|js|jsx|css|json|svg|woff2?)$/;

function filesUnder(dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((name) => sourceExtensions.test(name) && statSync(path.join(full, name)).isFile())
    .map((name) => path.posix.join(dir, name.split(path.sep).join("/")))
    .sort();
}

/** sha256 over the path and bytes of every source of the bundle. */
export function clientSourcesHash(): string {
  const hash = createHash("sha256");
  const files = [
    ...sourceDirs.flatMap(filesUnder),
    ...sourceFiles.filter((f) => existsSync(path.join(root, f))),
  ];
  for (const file of files) {
    hash.update(`\0${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest("hex");
}

/** Builds dist/client unless its stamp says it was built from today's sources. */
export async function ensureClientBuilt(): Promise<"built" | "up to date"> {
  const hash = clientSourcesHash();
  const manifest = path.join(clientDir, ".vite/manifest.json");
  if (existsSync(manifest) && existsSync(stampFile) && readFileSync(stampFile, "utf8") === hash) {
    return "up to date";
  }
  await build({
    root,
    logLevel: "warn",
    configFile: path.join(root, "vite.config.ts"),
    build: { outDir: clientDir, emptyOutDir: true },
  });
  writeFileSync(stampFile, hash);
  return "built";
}

export default async function setup(): Promise<void> {
  const started = performance.now();
  const outcome = await ensureClientBuilt();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${path.relative(root, clientDir)} ${outcome} (${seconds} s)`);
}
