import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/**
 * The folder of PostgreSQL's server binaries: PG_BIN (.ci/run exports it), else the newest
 * /usr/lib/postgresql/N/bin, else the folder of `initdb` on PATH; null when there is none.
 */
export function postgresBinaries(): string | null {
  const has = (dir: string) =>
    existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl"));
  if (process.env.PG_BIN && has(process.env.PG_BIN)) return process.env.PG_BIN;
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => /^\d+$/.test(v))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  for (const version of versions)
    if (has(path.join(root, version, "bin"))) return path.join(root, version, "bin");
  for (const dir of (process.env.PATH ?? "").split(path.delimiter)) if (dir && has(dir)) return dir;
  return null;
}

/** A port nobody listens on now (the kernel's choice). */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust authentication, no password). */
  url: string;
  /** pg_ctl restart -m fast: every session is terminated (57P01), then the server is back. */
  restartFast: () => Promise<void>;
  /** pg_ctl stop -m immediate: a crash, sessions cut without a word; start() brings it back. */
  crash: () => Promise<void>;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the server and deletes its folder. */
  remove: () => Promise<void>;
}

/**
 * A PostgreSQL cluster of the caller's own, in a temporary folder on a free port, that it may
 * restart or crash without disturbing the server other test files share. As root, the server runs
 * as the `postgres` user (PostgreSQL refuses root), as .ci/run does.
 */
export async function startThrowawayPostgres(bin: string): Promise<ThrowawayPostgres> {
  const isRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(tmpdir(), "pg-restart-"));
  if (isRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    const { stdout: gid } = await run("id", ["-g", "postgres"]);
    chownSync(dir, Number(stdout.trim()), Number(gid.trim()));
  }
  const asPostgres = (file: string, args: string[]) =>
    isRoot
      ? run("runuser", ["-u", "postgres", "--", path.join(bin, file), ...args])
      : run(path.join(bin, file), args);
  const data = path.join(dir, "data");
  const port = await freePort();
  await asPostgres("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8"]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) => asPostgres("pg_ctl", ["-D", data, ...args]);
  const start = async () =>
    void (await pgCtl("-o", options, "-l", path.join(dir, "log"), "-w", "start"));
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restartFast: async () =>
      void (await pgCtl("-o", options, "-l", path.join(dir, "log"), "-m", "fast", "-w", "restart")),
    crash: async () => void (await pgCtl("-m", "immediate", "-w", "stop")),
    stop: async () => void (await pgCtl("-m", "fast", "-w", "stop")),
    start,
    remove: async () => {
      await pgCtl("-m", "immediate", "-w", "stop").catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
