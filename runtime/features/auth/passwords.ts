import * as argon2 from "argon2";
import { ruleMessage } from "../../core/validation-messages.ts";

/** The shortest password accepted for a local account (the minLength of UserCreate.password). */
export const MIN_PASSWORD_LENGTH = 12;

/** argon2id with the library's defaults (64 MiB, 3 passes): the hash carries its own parameters. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

// Verified against when the e-mail is unknown, so a wrong address costs as long as a wrong password.
let decoy: Promise<string> | null = null;

/** True when the password matches the stored hash; an absent hash (SSO-only account) never does. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    decoy ??= hashPassword("decoy password, never matches");
    await argon2.verify(await decoy, `${password}x`).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/**
 * An Arabic message naming the rule a new password breaks, or null when it is acceptable: the
 * rules of the account schemas (UserCreate.password), worded by the one message table. For the
 * user CLI, which takes a password outside the API.
 */
export function passwordProblem(password: unknown): string | null {
  if (typeof password !== "string" || password.length === 0)
    return `كلمة المرور: ${ruleMessage("required", {})}`;
  if ([...password].length < MIN_PASSWORD_LENGTH)
    return `كلمة المرور: ${ruleMessage("minLength", { limit: MIN_PASSWORD_LENGTH })}`;
  if ([...password].length > 1024)
    return `كلمة المرور: ${ruleMessage("maxLength", { limit: 1024 })}`;
  return null;
}
