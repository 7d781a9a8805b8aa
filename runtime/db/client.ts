import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { schema } from "./tables/index.ts";
import { errorDetail } from "./unavailable.ts";

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
  /** PGlite: a copy of the whole data directory, for OpenOptions.fromDump. */
  dump?: () => Promise<Blob>;
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

// The query builder the outbox worker uses, by the one the requests use (see deliveryDbOf).
const deliveryDbs = new WeakMap<Db, Db>();

/**
 * The query builder background deliveries use on the database behind `db`: on a PostgreSQL
 * server, its own small pool of connections (DELIVERY_POOL_SIZE), so that a burst of visitors'
 * requests, which may hold every connection of the main pool, never makes the worker's claims and
 * marks wait behind them (the deliveries would fall behind the intake), and the worker never
 * takes a connection a visitor waits for. On PGlite, or a `db` openDatabase did not open, `db`
 * itself: PGlite has one connection, whose statements run one after another whoever sends them.
 */
export function deliveryDbOf(db: Db): Db {
  return deliveryDbs.get(db) ?? db;
}

/** The connections of the main pool (requests) and of the deliveries' pool. */
const MAIN_POOL_SIZE = 10;
const DELIVERY_POOL_SIZE = 6;

const CHANNEL = /^[a-z_][a-z0-9_]*$/;

function checkChannel(channel: string): void {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
}

/**
 * Where the database layer reports a lost connection, an outage and its end (warn, error); a
 * pino logger such as Fastify's `app.log` fits. Details never carry the connection string.
 */
export interface DatabaseLog {
  warn: (detail: Record<string, unknown>, message: string) => void;
  error: (detail: Record<string, unknown>, message: string) => void;
}

const consoleLog: DatabaseLog = {
  warn: (detail, message) => console.warn(message, detail),
  error: (detail, message) => console.error(message, detail),
};

/** TCP keepalive on every connection, so that a connection cut without a word is noticed. */
const KEEPALIVE = { keepAlive: true, keepAliveInitialDelayMillis: 10_000 } as const;

/**
 * How long a query waits for a connection (a new one, or a free one of the pool's) before it
 * fails as unavailable: a database that does not answer costs a request this long at most.
 */
const CONNECT_TIMEOUT_MS = 10_000;

/** The first delay before a lost LISTEN connection is made again, doubled up to the last. */
const RECONNECT_FIRST_MS = 250;
const RECONNECT_LAST_MS = 5_000;

/**
 * One dedicated connection per subscription: a pooled one would drop LISTEN when released. A
 * lost connection is made again with backoff (250 ms doubling to 5 s, for as long as it takes);
 * once it listens again the subscriber's onReconnect re-reads what it may have missed.
 */
function listenOnServer(
  connectionString: string,
  active: Set<() => Promise<void>>,
  log: DatabaseLog,
): Listen {
  return async (channel, onMessage, onReconnect) => {
    checkChannel(channel);
    let client: pg.Client | null = null;
    let isStopped = false;
    let retry: NodeJS.Timeout | null = null;
    let lostAt = 0;
    const connect = async (): Promise<void> => {
      const next = new pg.Client({ connectionString, ...KEEPALIVE });
      next.on("notification", (message) => {
        if (message.channel === channel) onMessage(message.payload ?? "");
      });
      const lost = (error?: unknown) => {
        if (isStopped || client !== next) return;
        client = null;
        next.removeAllListeners("error");
        next.on("error", () => {});
        void next.end().catch(() => {});
        lostAt = Date.now();
        log.warn(
          { channel, ...(error ? errorDetail(error) : {}) },
          "database: a LISTEN connection was lost, reconnecting",
        );
        scheduleReconnect(RECONNECT_FIRST_MS);
      };
      next.on("error", lost);
      next.on("end", () => lost());
      try {
        await next.connect();
        await next.query(`LISTEN ${channel}`);
      } catch (error) {
        next.removeAllListeners("error");
        next.on("error", () => {});
        await next.end().catch(() => {});
        throw error;
      }
      if (isStopped) await next.end().catch(() => {});
      else client = next;
    };
    const scheduleReconnect = (delay: number) => {
      if (isStopped) return;
      retry = setTimeout(() => {
        retry = null;
        connect().then(
          () => {
            if (isStopped) return;
            log.warn(
              { channel, ms: Date.now() - lostAt },
              "database: listening again; what was notified meanwhile is read again",
            );
            try {
              onReconnect();
            } catch (error) {
              log.error({ channel, ...errorDetail(error) }, "database: a reconnect handler failed");
            }
          },
          () => scheduleReconnect(Math.min(delay * 2, RECONNECT_LAST_MS)),
        );
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

/**
 * A pool whose connections may be cut at any time (a restart, a failover, an idle cut) without
 * taking the process down: an error on an idle connection (the pool emits it) or on one a
 * transaction holds (the connection emits it) is reported, never left unhandled; the connection
 * is dropped and the next query makes a new one. An outage is reported once, when the first
 * connection is lost, and its end when a new connection is made.
 */
function resilientPool(
  connectionString: string,
  where: string,
  log: DatabaseLog,
  max: number,
): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...KEEPALIVE,
  });
  let lostAt: number | null = null;
  const lost = (error: unknown) => {
    if (lostAt !== null) return;
    lostAt = Date.now();
    log.error(
      { where, ...errorDetail(error) },
      "database: a connection was lost; requests that need the database answer 503 until it is back",
    );
  };
  pool.on("error", lost);
  // A connection that dies while checked out (a transaction's) goes back to the pool at once,
  // which drops it: drizzle never releases one whose BEGIN failed, and each kept would hold a
  // place in the pool for good (ten, and every query waits for nothing). The holder's own
  // release, later, does nothing.
  const held = new WeakSet<pg.PoolClient>();
  pool.on("acquire", (client) => held.add(client));
  pool.on("release", (_error, client) => held.delete(client));
  pool.on("connect", (client) => {
    client.on("error", (error) => {
      lost(error);
      if (!held.has(client)) return;
      held.delete(client);
      const release = client.release;
      client.release = () => {};
      release(error);
    });
    if (lostAt === null) return;
    log.warn({ where, ms: Date.now() - lostAt }, "database: connected again");
    lostAt = null;
  });
  return pool;
}

export interface OpenOptions {
  /** PostgreSQL server; when absent, PGlite embedded under dataDir. */
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
  /** PGlite in memory (tests). */
  isInMemory?: boolean;
  /**
   * With isInMemory: starts from this copy of a data directory (what `dump` gave) rather than an
   * empty cluster: a copy loads in about a second, where a new cluster and its migrations take five.
   */
  fromDump?: Blob | undefined;
  /** Where lost connections and outages are reported; the console when absent. */
  log?: DatabaseLog;
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
    const url = new URL(options.databaseUrl);
    const where = `postgres://${url.host}${url.pathname}`;
    const log = options.log ?? consoleLog;
    const pool = resilientPool(options.databaseUrl, where, log, MAIN_POOL_SIZE);
    const db: Db = drizzlePg({ client: pool, schema });
    // Connections are made when first used: a process that runs no worker opens none of these.
    const deliveryPool = resilientPool(
      options.databaseUrl,
      `${where} (deliveries)`,
      log,
      DELIVERY_POOL_SIZE,
    );
    deliveryDbs.set(db, drizzlePg({ client: deliveryPool, schema }));
    const subscriptions = new Set<() => Promise<void>>();
    const listen = listenOnServer(options.databaseUrl, subscriptions, log);
    notifications.set(db, { listen, isImmediate: false });
    return {
      db,
      kind: "postgres",
      where,
      runScript: async (script) => {
        const client = await pool.connect();
        let failure: Error | undefined;
        try {
          await client.query("BEGIN");
          await client.query(script);
          await client.query("COMMIT");
        } catch (error) {
          failure = error instanceof Error ? error : new Error(String(error));
          // On a lost connection the rollback fails too: the script's own error is the one told.
          await client.query("ROLLBACK").catch(() => {});
          throw error;
        } finally {
          // A connection that failed is not given back for another query.
          client.release(failure);
        }
      },
      listen,
      close: async () => {
        await Promise.all([...subscriptions].map((stop) => stop()));
        await Promise.all([pool.end(), deliveryPool.end()]);
      },
    };
  }
  let release = () => {};
  let client: PGlite;
  let where = "memory";
  if (options.isInMemory) {
    client = new PGlite(options.fromDump ? { loadDataDir: options.fromDump } : {});
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
  const listen: Listen = async (channel, onMessage) => {
    checkChannel(channel);
    const unlisten = await client.listen(channel, onMessage);
    // Stopping once PGlite is closed (a server closing after its database) has nothing to undo.
    return () => unlisten().catch(() => {});
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
    dump: () => client.dumpDataDir("none"),
  };
}
