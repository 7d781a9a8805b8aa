import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { errorDetail, isDatabaseUnavailable } from "../../runtime/db/unavailable.ts";

/** An error as node-postgres raises it: a message and a SQLSTATE or errno in `code`. */
const driverError = (message: string, code?: string): Error =>
  Object.assign(new Error(message), code === undefined ? {} : { code });

/** As drizzle raises it: its own message (the query and its parameters), the driver's as cause. */
const wrapped = (cause: Error): Error =>
  new DrizzleQueryError('insert into "leads" values ($1)', ["sara@example.com"], cause);

describe("which failures mean the database is away (503, try again)", () => {
  it.each([
    [
      "a fast restart (57P01)",
      driverError("terminating connection due to administrator command", "57P01"),
    ],
    [
      "a crash of another backend (57P02)",
      driverError("terminating connection because of crash of another server process", "57P02"),
    ],
    ["a server starting up (57P03)", driverError("the database system is starting up", "57P03")],
    ["too many connections (53300)", driverError("sorry, too many clients already", "53300")],
    ["a connection exception (08006)", driverError("connection failure", "08006")],
    ["a refused connection", driverError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED")],
    ["a reset connection", driverError("read ECONNRESET", "ECONNRESET")],
    ["a connection that ended", driverError("Connection terminated unexpectedly")],
    ["no connection in time", driverError("timeout exceeded when trying to connect")],
    [
      "a connection already broken",
      driverError("Client has encountered a connection error and is not queryable"),
    ],
    ["a closed PGlite", driverError("PGlite is closed")],
  ])("%s, also under drizzle's wrapper", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it("finds a refused connection inside an AggregateError (a name with several addresses)", () => {
    const both = new AggregateError([
      driverError("connect ECONNREFUSED ::1:5432", "ECONNREFUSED"),
      driverError("connect ECONNREFUSED 127.0.0.1:5432", "ECONNREFUSED"),
    ]);
    expect(isDatabaseUnavailable(both)).toBe(true);
  });

  it.each([
    ["a unique violation", driverError("duplicate key value", "23505")],
    ["a missing table", driverError('relation "leads" does not exist', "42P01")],
    ["a bug", new TypeError("cannot read properties of undefined")],
    ["a string", "oops"],
    ["nothing", null],
  ])("not %s (a 500, or the route's own answer)", (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    if (error instanceof Error) expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  it("logs the driver's code and message, never the query's parameters", () => {
    const detail = errorDetail(wrapped(driverError("terminating connection", "57P01")));
    expect(detail).toEqual({ code: "57P01", error: "terminating connection" });
    expect(JSON.stringify(detail)).not.toContain("sara@example.com");
  });
});
