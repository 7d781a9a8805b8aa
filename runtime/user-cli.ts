import { createInterface } from "node:readline";
import { Writable } from "node:stream";
import { asc, eq } from "drizzle-orm";
import { withConfiguredDatabase } from "./database-from-config.ts";
import { DataDirLockedError, type Db } from "./db/client.ts";
import { sessions, users } from "./db/tables/index.ts";
import { recordAudit } from "./features/auth/audit.ts";
import { hashPassword, MIN_PASSWORD_LENGTH } from "./features/auth/passwords.ts";
import { normaliseEmail } from "./features/auth/rate-limit.ts";
import type { Actor } from "./http/actor.ts";
import { isRole, type Role } from "./http/permissions.ts";

const usage = `usage: npm run user -- COMMAND
  add EMAIL --role admin|editor|viewer [--name NAME]   the password is read from standard input
  password EMAIL                                       sets a new password (standard input)
  role EMAIL admin|editor|viewer
  disable EMAIL                                        signs the user out everywhere
  enable EMAIL
  list`;

/** The audit log's name for changes made on the command line. */
const cli: Actor = { kind: "session", userId: null, label: "command line", role: "admin" };

class UsageError extends Error {}

/** One line from standard input: typed without echo on a terminal, else the first piped line. */
async function readPassword(prompt: string): Promise<string> {
  if (process.stdin.isTTY) {
    let isMuted = false;
    const output = new Writable({
      write(chunk, _encoding, done) {
        if (!isMuted) process.stderr.write(chunk);
        done();
      },
    });
    const rl = createInterface({ input: process.stdin, output, terminal: true });
    const answer = await new Promise<string>((resolve) => {
      rl.question(prompt, resolve);
      isMuted = true;
    });
    rl.close();
    process.stderr.write("\n");
    return answer;
  }
  let text = "";
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? "";
}

async function newPassword(): Promise<string> {
  const password = await readPassword(`password (${MIN_PASSWORD_LENGTH} characters or more): `);
  if (password.length === 0)
    throw new UsageError(
      "no password given: type it when asked, or pipe it in (echo 'a long password' | npm run user -- ...)",
    );
  if ([...password].length < MIN_PASSWORD_LENGTH)
    throw new UsageError(
      `the password is too short: ${[...password].length} characters, at least ${MIN_PASSWORD_LENGTH} are required`,
    );
  if (process.stdin.isTTY && (await readPassword("again: ")) !== password)
    throw new UsageError("the two passwords differ; nothing was changed");
  return password;
}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith("--")) throw new UsageError(`${name} needs a value`);
  args.splice(at, 2);
  return value;
}

function roleOf(value: string | undefined): Role {
  if (!isRole(value))
    throw new UsageError(`the role must be admin, editor or viewer, got "${value ?? ""}"`);
  return value;
}

function emailOf(value: string | undefined): string {
  const email = normaliseEmail(value ?? "");
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new UsageError(`"${value ?? ""}" is not an e-mail address`);
  return email;
}

async function findUser(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) throw new UsageError(`there is no user ${email} (npm run user -- list shows them)`);
  return user;
}

async function update(
  db: Db,
  email: string,
  changes: Partial<typeof users.$inferInsert>,
  after: Record<string, unknown>,
  signOut: boolean,
): Promise<void> {
  const user = await findUser(db, email);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...changes, updated_at: new Date() })
      .where(eq(users.id, user.id));
    if (signOut) await tx.delete(sessions).where(eq(sessions.user_id, user.id));
    await recordAudit(tx, cli, {
      action: "update",
      entity: "user",
      entityId: user.id,
      before: Object.fromEntries(
        Object.keys(after).map((k) => [k, k in user ? user[k as keyof typeof user] : null]),
      ),
      after,
    });
  });
}

async function run(
  db: Db,
  command: string,
  args: string[],
  password: string | undefined,
): Promise<string> {
  switch (command) {
    case "add": {
      const role = roleOf(option(args, "--role"));
      const name = option(args, "--name") ?? "";
      const email = emailOf(args[0]);
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (taken) throw new UsageError(`${email} exists already (use role, password or enable)`);
      const passwordHash = await hashPassword(password ?? "");
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ email, name, role, password_hash: passwordHash })
          .returning();
        if (!row) throw new Error("the user was not stored");
        await recordAudit(tx, cli, {
          action: "create",
          entity: "user",
          entityId: row.id,
          after: { id: row.id, email, name, role, has_password: true },
        });
      });
      return `added ${email} (${role})`;
    }
    case "password": {
      const email = emailOf(args[0]);
      await findUser(db, email);
      const passwordHash = await hashPassword(password ?? "");
      await update(db, email, { password_hash: passwordHash }, { password_changed: true }, true);
      return `new password set for ${email}; their sessions were ended`;
    }
    case "role": {
      const email = emailOf(args[0]);
      const role = roleOf(args[1]);
      await update(db, email, { role }, { role }, false);
      return `${email} is now ${role}`;
    }
    case "disable":
    case "enable": {
      const email = emailOf(args[0]);
      const disabled = command === "disable";
      await update(db, email, { disabled }, { disabled }, disabled);
      return disabled ? `${email} is disabled and signed out` : `${email} is enabled`;
    }
    case "list": {
      const rows = await db.select().from(users).orderBy(asc(users.email));
      if (rows.length === 0) return "no users yet: npm run user -- add EMAIL --role admin";
      return rows
        .map((u) =>
          [
            u.email,
            u.role,
            u.disabled ? "disabled" : "active",
            u.password_hash ? "password" : "",
            u.oidc_subject ? "sso" : "",
            u.name,
          ]
            .filter(Boolean)
            .join("\t"),
        )
        .join("\n");
    }
    default:
      throw new UsageError(usage);
  }
}

/** `npm run user -- ...` on DATA_DIR or DATABASE_URL, like `npm start` (migrations first). */
async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === "--help" || command === "help") {
    console.error(usage);
    return command ? 0 : 2;
  }
  // Checked before the database is opened: a bad password costs nothing and changes nothing.
  const password = command === "add" || command === "password" ? await newPassword() : undefined;
  const output = await withConfiguredDatabase((db) => run(db, command, args, password));
  console.log(output);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof DataDirLockedError)
      console.error(error.message);
    else console.error(error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
