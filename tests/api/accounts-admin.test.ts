import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../runtime/db/client.ts";
import { apiTokens, auditLog, sessions, users } from "../../runtime/db/tables/index.ts";
import { sha256 } from "../../runtime/http/actor.ts";
import { buildServer } from "../../runtime/server.ts";
import { signedInAs, type TestSession } from "../helpers/auth.ts";
import { engines, freshDatabase } from "../helpers/database.ts";

const PASSWORD = "correct horse battery staple";

describe.each(engines)("account admin API on %s", (engine) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let app: FastifyInstance;
  let db: Db;
  let admin: TestSession;
  beforeAll(async () => {
    database = await freshDatabase(engine);
    db = database.db;
    app = await buildServer({ db });
    admin = await signedInAs(db, "admin", "chief@example.com");
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const call = (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    session: TestSession,
    payload?: unknown,
  ) =>
    app.inject({
      method,
      url,
      headers: session.headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  describe("users", () => {
    it("creates a user with a password that can sign in, and lists it without any hash", async () => {
      const created = await call("POST", "/api/admin/users", admin, {
        email: " Noor@Example.com",
        name: "نور",
        role: "editor",
        password: PASSWORD,
      });
      expect(created.statusCode).toBe(201);
      const user = created.json().data;
      expect(user).toMatchObject({
        email: "noor@example.com",
        name: "نور",
        role: "editor",
        disabled: false,
        has_password: true,
        sso: false,
      });
      const login = await app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: "noor@example.com", password: PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const list = await call("GET", "/api/admin/users", admin);
      expect(list.statusCode).toBe(200);
      expect(list.body).not.toContain("argon2");
      expect(list.json().data.map((u: { email: string }) => u.email)).toContain("noor@example.com");
    });

    it("names the field and the rule of every invalid value (422), and refuses a taken e-mail (409)", async () => {
      const bad = await call("POST", "/api/admin/users", admin, {
        email: "not-an-email",
        role: "owner",
        password: "short",
        colour: "red",
      });
      expect(bad.statusCode).toBe(422);
      const rules = bad
        .json()
        .details.map((d: { pointer: string; rule: string }) => `${d.pointer} ${d.rule}`);
      expect(rules.sort()).toEqual([
        "/colour additionalProperties",
        "/email pattern",
        "/password minLength",
        "/role enum",
      ]);
      expect(bad.json().message).toContain("12");
      const taken = await call("POST", "/api/admin/users", admin, {
        email: "chief@example.com",
        role: "viewer",
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().code).toBe("email_taken");
    });

    it("changes name, role and password; a new password ends the user's other sessions", async () => {
      const target = await signedInAs(db, "viewer");
      const patched = await call("PATCH", `/api/admin/users/${target.userId}`, admin, {
        name: "مراجع",
        role: "editor",
        password: PASSWORD,
      });
      expect(patched.statusCode).toBe(200);
      expect(patched.json().data).toMatchObject({
        name: "مراجع",
        role: "editor",
        has_password: true,
      });
      expect(await db.select().from(sessions).where(eq(sessions.user_id, target.userId))).toEqual(
        [],
      );
      const short = await call("PATCH", `/api/admin/users/${target.userId}`, admin, {
        password: "abc",
      });
      expect(short.statusCode).toBe(422);
      expect(short.json().details[0]).toMatchObject({ pointer: "/password", rule: "minLength" });
      expect(
        (await call("PATCH", "/api/admin/users/999999", admin, { name: "x" })).statusCode,
      ).toBe(404);
    });

    it("never removes, demotes or disables the last active admin", async () => {
      const [onlyOther] = await db.select().from(users).where(eq(users.role, "admin"));
      expect(onlyOther?.email).toBe("chief@example.com");
      for (const [method, payload] of [
        ["PATCH", { role: "editor" }],
        ["PATCH", { disabled: true }],
        ["DELETE", undefined],
      ] as const) {
        const res = await call(method, `/api/admin/users/${admin.userId}`, admin, payload);
        expect(res.statusCode, `${method} ${JSON.stringify(payload)}`).toBe(409);
        expect(res.json().code).toBe("last_admin");
      }
      // With a second admin, the first may step down.
      const second = await signedInAs(db, "admin");
      const demote = await call("PATCH", `/api/admin/users/${second.userId}`, admin, {
        role: "viewer",
      });
      expect(demote.statusCode).toBe(200);
      const again = await signedInAs(db, "admin");
      expect((await call("DELETE", `/api/admin/users/${again.userId}`, admin)).statusCode).toBe(
        204,
      );
      expect(await db.select().from(users).where(eq(users.id, again.userId))).toEqual([]);
    });

    it("lets a viewer read users (admin:read) but not change them, and an editor neither", async () => {
      const viewer = await signedInAs(db, "viewer");
      const editor = await signedInAs(db, "editor");
      expect((await call("GET", "/api/admin/users", viewer)).statusCode).toBe(200);
      const create = await call("POST", "/api/admin/users", viewer, {
        email: "v@example.com",
        role: "admin",
      });
      expect(create.statusCode).toBe(403);
      expect(create.json().code).toBe("forbidden");
      expect((await call("GET", "/api/admin/users", editor)).statusCode).toBe(403);
      expect((await app.inject({ method: "GET", url: "/api/admin/users" })).statusCode).toBe(401);
    });
  });

  describe("API tokens", () => {
    it("shows a new token once, keeps only its hash, lists it without the secret, revokes it", async () => {
      const created = await call("POST", "/api/admin/tokens", admin, {
        name: "CRM",
        role: "editor",
      });
      expect(created.statusCode).toBe(201);
      const { token, id, prefix, role } = created.json().data;
      expect(token).toMatch(/^cms_[A-Za-z0-9_-]{40,}$/);
      expect(prefix).toBe(token.slice(0, 8));
      expect(role).toBe("editor");
      const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, id));
      expect(row?.token_hash).toBe(sha256(token));
      expect(JSON.stringify(row)).not.toContain(token);
      const list = await call("GET", "/api/admin/tokens", admin);
      expect(list.body).not.toContain(token);
      expect(list.body).not.toContain(sha256(token));
      expect(list.json().data.find((t: { id: number }) => t.id === id)).toMatchObject({
        name: "CRM",
        revoked_at: null,
      });
      expect((await call("DELETE", `/api/admin/tokens/${id}`, admin)).statusCode).toBe(204);
      const after = (await call("GET", "/api/admin/tokens", admin))
        .json()
        .data.find((t: { id: number }) => t.id === id);
      expect(after.revoked_at).not.toBeNull();
      expect((await call("DELETE", "/api/admin/tokens/999999", admin)).statusCode).toBe(404);
    });

    it("validates the name and role, and is for admins only", async () => {
      const bad = await call("POST", "/api/admin/tokens", admin, { name: " ", role: "root" });
      expect(bad.statusCode).toBe(422);
      expect(
        bad
          .json()
          .details.map((d: { pointer: string }) => d.pointer)
          .sort(),
      ).toEqual(["/name", "/role"]);
      const viewer = await signedInAs(db, "viewer");
      expect((await call("GET", "/api/admin/tokens", viewer)).statusCode).toBe(403);
    });
  });

  describe("audit log", () => {
    it("records every account write, never a password hash or token", async () => {
      const token = (
        await call("POST", "/api/admin/tokens", admin, { name: "audit-me", role: "viewer" })
      ).json().data.token as string;
      const rows = await db.select().from(auditLog);
      const text = JSON.stringify(rows);
      expect(text).not.toContain("$argon2");
      expect(text).not.toContain(token);
      expect(text).not.toContain(sha256(token));
      const actions = new Set(rows.map((r) => `${r.entity}:${r.action}`));
      for (const expected of [
        "user:create",
        "user:update",
        "user:delete",
        "api_token:create",
        "api_token:revoke",
        "session:sign_in",
      ])
        expect(actions, expected).toContain(expected);
      expect(rows.find((r) => r.action === "create" && r.entity === "user")?.actor_label).toBe(
        "chief@example.com",
      );
    });

    it("reads newest first, pages of 50, filtered by entity", async () => {
      for (let i = 0; i < 55; i++)
        await db.insert(auditLog).values({
          actor_label: "seed",
          action: "update",
          entity: "page",
          entity_id: String(i),
          at: new Date(Date.UTC(2030, 0, 1, 0, i)),
        });
      const first = await call("GET", "/api/admin/audit?entity=page", admin);
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body).toMatchObject({ total: 55, page: 1, per_page: 50 });
      expect(body.data).toHaveLength(50);
      expect(body.data[0].entity_id).toBe("54");
      expect(body.data.every((r: { entity: string }) => r.entity === "page")).toBe(true);
      const second = (await call("GET", "/api/admin/audit?entity=page&page=2", admin)).json();
      expect(second.data.map((r: { entity_id: string }) => r.entity_id)).toEqual([
        "4",
        "3",
        "2",
        "1",
        "0",
      ]);
      const users = (await call("GET", "/api/admin/audit?entity=user", admin)).json();
      expect(users.data.length).toBeGreaterThan(0);
      expect(users.data.every((r: { entity: string }) => r.entity === "user")).toBe(true);
      expect((await call("GET", "/api/admin/audit?page=0", admin)).statusCode).toBe(400);
      const viewer = await signedInAs(db, "viewer");
      expect((await call("GET", "/api/admin/audit", viewer)).statusCode).toBe(403);
    });
  });
});
