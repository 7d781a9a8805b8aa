import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll } from "vitest";
import { buildServer, type ServerOptions } from "../../runtime/server.ts";
import { type Engine, freshDatabase } from "./database.ts";

export interface DemoServer {
  /** Both there once the suite's beforeAll has run. */
  readonly app: FastifyInstance;
  readonly database: Awaited<ReturnType<typeof freshDatabase>>;
}

/**
 * For the enclosing describe: a fresh database on `engine` holding the demo site, and the server
 * over it (built with `options`), closed and dropped after the suite.
 */
export function useDemoServer(engine: Engine, options: Omit<ServerOptions, "db"> = {}): DemoServer {
  let app: FastifyInstance | null = null;
  let database: DemoServer["database"] | null = null;
  beforeAll(async () => {
    database = await freshDatabase(engine, { demo: true });
    app = await buildServer({ ...options, db: database.db });
  });
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  const ready = <T>(value: T | null): T => {
    if (value === null) throw new Error("the demo server is read before the suite's beforeAll");
    return value;
  };
  return {
    get app() {
      return ready(app);
    },
    get database() {
      return ready(database);
    },
  };
}
