import type { FastifyRequest } from "fastify";
import { settingsDefaults } from "../../../generated/validate.ts";
import {
  type CaptchaVerifier,
  type LocalCaptcha,
  localCaptcha,
  recaptchaVerifier,
} from "../../adapters/captcha.ts";
import { type EmailVerifier, httpEmailVerifier } from "../../adapters/email-verification.ts";
import { rateLimiter } from "../../core/rate-window.ts";
import {
  mergeSettings,
  type ReadableSettingKey,
  type SettingsMap,
  settingValue,
} from "../../core/settings.ts";
import type { Db } from "../../db/client.ts";
import type { AppDeps } from "../../deps.ts";
import type { Actor } from "../../http/actor.ts";
import { can } from "../../http/permissions.ts";
import { invalid, notFound } from "../../http/problem.ts";
import { listSettings } from "../pages/index.ts";
import { type FormRow, requireForm } from "./store.ts";

/**
 * The forms service's shared parts, made once per server and handed to each group of its routes
 * (forms, their settings, leads, files, locations): the settings it reads, the captcha and e-mail
 * verification, the per-address submission limit and which forms a caller may see.
 */

/** What the forms service needs besides the database; every part has an offline default. */
export interface FormsServiceOptions {
  /** The offline captcha (its signing key); recaptcha is chosen by forms.captcha_provider. */
  localCaptcha?: LocalCaptcha;
  /** reCAPTCHA's secret (RECAPTCHA_SECRET). */
  recaptchaSecret?: string;
  /** The e-mail verification service's key (EMAIL_VERIFICATION_KEY). */
  emailVerificationKey?: string;
  fetch?: typeof fetch;
  /** Submissions (and uploads) one address may send a minute; default 30. */
  leadsPerMinute?: number;
  /**
   * The site's settings, defaults merged (the server passes its cached copy, dropped on every
   * change); absent: read from the database on each call.
   */
  settings?: () => Promise<SettingsMap>;
  /** Checks an integration target before it is stored (private addresses); null means fine. */
  checkWebhookTarget?: (url: string, allowPrivate: boolean) => Promise<string | null>;
}

/** An integration target as a write gives it, for the webhook address check. */
interface TargetToCheck {
  kind: string;
  url?: string;
  enabled?: boolean;
}

export interface FormsService {
  db: Db;
  /** A setting's value (defaults merged), "" when it has none. */
  setting: (key: ReadableSettingKey) => Promise<string>;
  /** Counts a submission or upload from `address`: false once it is over the minute's limit. */
  isAllowed: (address: string) => boolean;
  /** The offline captcha, also when recaptcha is chosen (its tokens are issued here). */
  localCaptcha: LocalCaptcha;
  /** The captcha forms.captcha_provider chooses now. */
  captcha: () => Promise<CaptchaVerifier>;
  /** The e-mail verification service, or null while forms.email_verification_url is unset. */
  emailVerifier: () => Promise<EmailVerifier | null>;
  /** Refuses (422 private_address) a webhook target the server may not call. */
  checkTargets: (targets: readonly TargetToCheck[]) => Promise<void>;
  /** A form the request may see: public, or asked for by staff (404 otherwise). */
  visibleForm: (request: FastifyRequest, formId: number) => Promise<FormRow>;
}

/** Staff who may read forms see every form; visitors only the public ones. */
export function readsAllForms(actor: Actor | null): boolean {
  return actor !== null && can(actor.role, "forms:read", actor.leadAccess);
}

export function formsService(deps: AppDeps, options: FormsServiceOptions = {}): FormsService {
  const { db } = deps;
  const settingsMap =
    options.settings ?? (async () => mergeSettings(settingsDefaults, await listSettings(db)));
  const setting = async (key: ReadableSettingKey): Promise<string> =>
    settingValue(await settingsMap(), key) ?? "";
  const local = options.localCaptcha ?? localCaptcha();
  return {
    db,
    setting,
    isAllowed: rateLimiter(
      options.leadsPerMinute ?? Number(process.env.FORMS_LEADS_PER_MINUTE ?? 30),
    ),
    localCaptcha: local,
    captcha: async () =>
      (await setting("forms.captcha_provider")) === "recaptcha"
        ? recaptchaVerifier({
            secret: options.recaptchaSecret ?? process.env.RECAPTCHA_SECRET ?? "",
            ...(options.fetch ? { fetch: options.fetch } : {}),
          })
        : local,
    emailVerifier: async () => {
      const url = await setting("forms.email_verification_url");
      if (!url) return null;
      return httpEmailVerifier({
        url,
        apiKey: options.emailVerificationKey ?? process.env.EMAIL_VERIFICATION_KEY ?? null,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      });
    },
    checkTargets: async (targets) => {
      if (!options.checkWebhookTarget) return;
      const allowPrivate = (await setting("forms.allow_private_webhooks")) === "true";
      for (const [i, t] of targets.entries()) {
        if (t.kind !== "webhook" || !t.url) continue;
        const problem = await options.checkWebhookTarget(t.url, allowPrivate);
        if (problem)
          throw invalid(`/data/attributes/config/targets/${i}/url`, "private_address", problem);
      }
    },
    visibleForm: async (request, formId) => {
      const row = await requireForm(db, formId);
      if (!row.is_public && !readsAllForms(request.actor))
        throw notFound("There is no form with this id");
      return row;
    },
  };
}
