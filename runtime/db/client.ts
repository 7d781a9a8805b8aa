import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { schema } from "./schema.ts";

/** The query builder over either engine: one PostgreSQL dialect, two drivers. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Where the data lives, for messages (never a password). */
  where: string;
  /** Runs a multi-statement script in one transaction; rolls back on error. */
  runScript: (sql: string) => Promise<void>;
  /** Subscribes to a NOTIFY channel (see {@link Listen}). */
  listen: Listen;
  close: () => Promise<void>;
}

/**
 * Calls `onMessage` with each payload NOTIFYed on `channel`, from any connection to the database
 * (on PGlite, the one in-process connection, right after the statement that notified). A
 * PostgreSQL listener that loses its connection reconnects and then calls `onReconnect`: what was
 * notified meanwhile is lost, so the caller must assume anything changed. Resolves once listening,
 * to a function that stops.
 */
export type Listen = (
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect: () => void,
) => Promise<() => Promise<void>>;

/** How a process hears of writes to its database. */
export interface Notifications {
  listen: Listen;
  /**
   * True when a write's notifications are delivered before the write's own call returns (PGlite:
   * one in-process connection). False on a server, where they arrive a moment later on another
   * connection: a reader that must see a write it knows is committed checks the data itself.
   */
  isImmediate: boolean;
}

// Code that holds only the query builder (buildServer({ db })) finds the notifications through it.
const notifications = new WeakMap<Db, Notifications>();

/** The notifications of the database behind `db`, when openDatabase opened it. */
export function notificationsOf(db: Db): Notifications | null {
  return notifications.get(db) ?? null;
}

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
}

/** One dedicated connection per subscription: a pooled one would drop LISTEN when released. */
function listenOnServer(connectionString: string, active: Set<() => Promise<void>>): Listen {
  return async (channel, onMessage, onReconnect) => {
    checkChannel(channel);
    let client: pg.Client | null = null;
    let isStopped = false;
    let retry: NodeJS.Timeout | null = null;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString });
      next.on("notification", (message) => {
        if (message.channel === channel) onMessage(message.payload ?? "");
      });
      const lost = () => {
        if (isStopped || client !== next) return;
        client = null;
        next.removeAllListeners("error");
        next.on("error", () => {});
        void next.end().catch(() => {});
        scheduleReconnect(250);
      };
      next.on("error", lost);
      next.on("end", lost);
      await next.connect();
      await next.query(`LISTEN ${channel}`);
      client = next;
    };
    const scheduleReconnect = (delay: number) => {
      retry = setTimeout(() => {
        retry = null;
        connect().then(onReconnect, () => {
          if (!isStopped) scheduleReconnect(Math.min(delay * 2, 5000));
        });
      }, delay);
      retry.unref();
    };
    await connect();
    const stop = async () => {
      isStopped = true;
      active.delete(stop);
      if (retry) clearTimeout(retry);
      const last = client;
      client = null;
      if (last) await last.end().catch(() => {});
    };
    active.add(stop);
    return stop;
  };
}

export interface OpenOptions {
  /** PostgreSQL server; when absent, PGlite embedded under dataDir. */
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** PGlite in memory (tests). */
  isInMemory?: boolean;
}

/** The data directory is held by a process: PGlite must never be opened twice on the same files. */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The data directory ${dataDir} is in use by another process (pid ${pid}), most likely the running site. ` +
        "Stop it first (PGlite allows one process per data directory), or point DATABASE_URL at a PostgreSQL server.",
    );
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes DATA_DIR/.lock for this process; a lock left by a dead process is taken over. */
function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockFile = path.join(dataDir, ".lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockFile, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number(readFileSync(lockFile, "utf8").trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isAlive(pid))
        throw new DataDirLockedError(dataDir, pid);
      rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`could not lock ${dataDir}`);
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const url = new URL(options.databaseUrl);
    const db: Db = drizzlePg({ client: pool, schema });
    const subscriptions = new Set<() => Promise<void>>();
    const listen = listenOnServer(options.databaseUrl, subscriptions);
    notifications.set(db, { listen, isImmediate: false });
    return {
      db,
      kind: "postgres",
      where: `postgres://${url.host}${url.pathname}`,
      runScript: async (script) => {
        const client = await pool.connect();
        try {
          await client.query("BEGIN");
          await client.query(script);
          await client.query("COMMIT");
        } catch (error) {
          await client.query("ROLLBACK");
          throw error;
        } finally {
          client.release();
        }
      },
      listen,
      close: async () => {
        await Promise.all([...subscriptions].map((stop) => stop()));
        await pool.end();
      },
    };
  }
  let release = () => {};
  let client: PGlite;
  let where = "memory";
  if (options.isInMemory) {
    client = new PGlite();
  } else {
    const dataDir = path.resolve(options.dataDir ?? "data");
    release = lockDataDir(dataDir);
    where = path.join(dataDir, "pgdata");
    try {
      client = new PGlite(where);
      await client.waitReady;
    } catch (error) {
      release();
      throw error;
    }
  }
  const db: Db = drizzlePglite({ client, schema });
  const listen: Listen = (channel, onMessage) => {
    checkChannel(channel);
    return client.listen(channel, onMessage);
  };
  notifications.set(db, { listen, isImmediate: true });
  return {
    db,
    kind: "pglite",
    where,
    runScript: (script) => client.transaction(async (tx) => void (await tx.exec(script))),
    listen,
    close: async () => {
      await client.close();
      release();
    },
  };
}
