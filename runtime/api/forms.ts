import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import type { FormSettings } from "../../generated/types.ts";
import { settingsDefaults } from "../../generated/validate.ts";
import type { Actor } from "../auth/actor.ts";
import { can } from "../auth/permissions.ts";
import { cleanFilename, shownName } from "../cms/media-upload.ts";
import { ApiProblem, invalid, notFound } from "../cms/problem.ts";
import { deleteSetting, putSetting } from "../cms/settings-admin.ts";
import { DEFAULT_FILE_SIZE_KB, leadMessage } from "../core/form-schema.ts";
import { mergeSettings, type SettingsMap, settingValue } from "../core/settings.ts";
import { listSettings } from "../db/repo.ts";
import { settings as settingsTable } from "../db/schema.ts";
import {
  type CaptchaVerifier,
  type LocalCaptcha,
  localCaptcha,
  recaptchaVerifier,
} from "../services/captcha.ts";
import { type EmailVerifier, httpEmailVerifier } from "../services/email-verification.ts";
import {
  checkedDefinition,
  checkedIntegrations,
  checkedSettings,
  createFormRow,
  deleteFormRow,
  type FormRow,
  formExport,
  formResource,
  listFormRows,
  maskedIntegrations,
  requireForm,
  unmaskedTargets,
  updateFormRow,
  validatorOf,
} from "../services/forms.ts";
import {
  createLead,
  deleteLeadRow,
  deleteUnclaimedFile,
  findLead,
  leadFile,
  leadResources,
  listLeadRows,
  storeLeadFile,
} from "../services/leads.ts";
import {
  createLocationRow,
  deleteLocationRow,
  listLocationRows,
  locationResource,
  updateLocationRow,
} from "../services/locations.ts";
import type { AppDeps } from "./deps.ts";
import { type ApiHandlers, actorOf } from "./route-table.ts";

type FormOps =
  | "postSetting"
  | "deleteSettingById"
  | "listForms"
  | "getForm"
  | "getFormValidator"
  | "createForm"
  | "updateForm"
  | "deleteForm"
  | "getFormThankYou"
  | "getFormNotifications"
  | "getFormConfirmations"
  | "putFormSettings"
  | "getFormIntegrations"
  | "putFormIntegrations"
  | "exportForm"
  | "importForm"
  | "duplicateForm"
  | "listLeads"
  | "getLead"
  | "deleteLead"
  | "createLead"
  | "uploadLeadFile"
  | "deleteLeadFile"
  | "downloadLeadFile"
  | "listLocations"
  | "createLocation"
  | "updateLocation"
  | "deleteLocation"
  | "getCaptcha";

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

/** The largest upload the server reads, whatever a field's size rule says. */
const UPLOAD_CEILING_BYTES = 20 * 1024 * 1024;

/** Staff who may read forms see every form; visitors only the public ones. */
function readsAllForms(actor: Actor | null): boolean {
  return actor !== null && can(actor.role, "forms:read", actor.leadAccess);
}

/** A form a visitor may see: public, or asked for with a Bearer token or a staff session. */
async function visibleForm(
  deps: AppDeps,
  request: FastifyRequest,
  formId: number,
): Promise<FormRow> {
  const row = await requireForm(deps.db, formId);
  if (!row.is_public && !readsAllForms(request.actor))
    throw notFound("There is no form with this id");
  return row;
}

/** A small per-address window: enough for a person, not for a flood. */
function rateLimiter(perMinute: number) {
  const windows = new Map<string, { start: number; n: number }>();
  return (address: string): boolean => {
    const now = Date.now();
    if (windows.size > 10_000)
      for (const [key, w] of windows) if (now - w.start > 60_000) windows.delete(key);
    const current = windows.get(address);
    if (!current || now - current.start > 60_000) {
      windows.set(address, { start: now, n: 1 });
      return true;
    }
    current.n += 1;
    return current.n <= perMinute;
  };
}

/** One file part (and the `field` it belongs to) of a multipart upload, within `limit` bytes. */
async function readLeadUpload(
  request: FastifyRequest,
  limit: number,
): Promise<{ field: string; filename: string; data: Buffer }> {
  if (!request.isMultipart())
    throw new ApiProblem(
      415,
      "unsupported_media_type",
      "Send the file as multipart/form-data with `field` and `file` parts",
    );
  let field = "";
  let file: { filename: string; data: Buffer } | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: limit, files: 1 } })) {
      if (part.type === "file") {
        if (part.fieldname !== "file")
          throw invalid("/file", "required", "the file goes in the part named `file`");
        const data = await part.toBuffer();
        file = { filename: cleanFilename(part.filename), data };
      } else if (part.fieldname === "field" && typeof part.value === "string") field = part.value;
    }
  } catch (error) {
    if (error instanceof ApiProblem) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE")
      throw new ApiProblem(413, "too_large", "file: the file is too large", [
        { pointer: "/file", rule: "size", message: `at most ${Math.floor(limit / 1024)} KB` },
      ]);
    throw new ApiProblem(400, "bad_request", "The upload is not well-formed multipart/form-data");
  }
  if (!file || file.data.length === 0) throw invalid("/file", "required", "file is required");
  return { field, ...file };
}

export function formHandlers(
  deps: AppDeps,
  options: FormsServiceOptions = {},
): Pick<ApiHandlers, FormOps> {
  const { db } = deps;
  const settingsMap =
    options.settings ?? (async () => mergeSettings(settingsDefaults, await listSettings(db)));
  const setting = async (key: string): Promise<string> =>
    settingValue(await settingsMap(), key) ?? "";
  const local = options.localCaptcha ?? localCaptcha();
  const allow = rateLimiter(
    options.leadsPerMinute ?? Number(process.env.FORMS_LEADS_PER_MINUTE ?? 30),
  );
  const captchaOf = async (): Promise<CaptchaVerifier> =>
    (await setting("forms.captcha_provider")) === "recaptcha"
      ? recaptchaVerifier({
          secret: options.recaptchaSecret ?? process.env.RECAPTCHA_SECRET ?? "",
          ...(options.fetch ? { fetch: options.fetch } : {}),
        })
      : local;
  const emailVerifierOf = async (): Promise<EmailVerifier | null> => {
    const url = await setting("forms.email_verification_url");
    if (!url) return null;
    return httpEmailVerifier({
      url,
      apiKey: options.emailVerificationKey ?? process.env.EMAIL_VERIFICATION_KEY ?? null,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
  };
  const settingDoc = async (
    formId: number,
    id: "thank_you" | "notifications" | "confirmations",
  ) => {
    const row = await requireForm(db, formId);
    const settings = { ...checkedSettings({}, "/settings"), ...row.settings } as FormSettings;
    return {
      data: {
        id,
        type: "form_setting" as const,
        attributes: { ...settings[id] },
      },
    };
  };
  const checkTargets = async (targets: { kind: string; url?: string; enabled?: boolean }[]) => {
    if (!options.checkWebhookTarget) return;
    const allowPrivate = (await setting("forms.allow_private_webhooks")) === "true";
    for (const [i, t] of targets.entries()) {
      if (t.kind !== "webhook" || !t.url) continue;
      const problem = await options.checkWebhookTarget(t.url, allowPrivate);
      if (problem)
        throw invalid(`/data/attributes/config/targets/${i}/url`, "private_address", problem);
    }
  };
  return {
    postSetting: async (request) => {
      const { key, value } = request.body.data.attributes;
      return { data: await putSetting(db, actorOf(request), key, { value }) };
    },
    deleteSettingById: async (request, reply) => {
      const [row] = await db
        .select()
        .from(settingsTable)
        .where(eq(settingsTable.id, request.params.id))
        .limit(1);
      if (!row) throw notFound("There is no setting with this id");
      await deleteSetting(db, actorOf(request), row.key);
      return reply.code(204).send();
    },
    listForms: async (request, reply) => {
      const all = readsAllForms(request.actor);
      const rows = await listFormRows(db, !all);
      reply.header("cache-control", all ? "private, no-store" : "public, max-age=0, s-maxage=30");
      return {
        data: await Promise.all(
          rows.map(({ row, leadsCount }) => formResource(db, row, all ? { leadsCount } : {})),
        ),
      };
    },
    getForm: async (request, reply) => {
      const row = await visibleForm(deps, request, request.params.formId);
      reply.header(
        "cache-control",
        row.is_public ? "public, max-age=0, s-maxage=30" : "private, no-store",
      );
      return {
        data: await formResource(db, row, request.query.lang ? { lang: request.query.lang } : {}),
      };
    },
    getFormValidator: async (request, reply) => {
      const row = await visibleForm(deps, request, request.params.formId);
      const validator = await validatorOf(db, row);
      const etag = `"${validator.hash}"`;
      reply
        .header("content-type", "text/javascript; charset=utf-8")
        .header("cache-control", row.is_public ? "public, max-age=60" : "private, no-store")
        .header("etag", etag);
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply.send(validator.moduleCode);
    },
    createForm: async (request, reply) => {
      const definition = checkedDefinition(request.body.data.attributes);
      const row = await createFormRow(db, actorOf(request), { definition });
      reply.code(201);
      return { data: await formResource(db, row) };
    },
    updateForm: async (request) => {
      const definition = checkedDefinition(request.body.data.attributes);
      const row = await updateFormRow(db, actorOf(request), request.params.formId, { definition });
      return { data: await formResource(db, row) };
    },
    deleteForm: async (request, reply) => {
      await deleteFormRow(db, actorOf(request), request.params.formId);
      return reply.code(204).send();
    },
    getFormThankYou: async (request) => settingDoc(request.params.formId, "thank_you"),
    getFormNotifications: async (request) => settingDoc(request.params.formId, "notifications"),
    getFormConfirmations: async (request) => settingDoc(request.params.formId, "confirmations"),
    putFormSettings: async (request) => {
      const given = request.body.data.attributes as Partial<FormSettings>;
      const settings = checkedSettings(given, "/data/attributes");
      const change: Partial<FormSettings> = {};
      for (const key of ["thank_you", "notifications", "confirmations"] as const)
        if (given[key] !== undefined) Object.assign(change, { [key]: settings[key] });
      // Notifications and confirmations route leads: the service refuses a change of either
      // without leads:route (403 lead_routing); the same values sent back pass.
      const row = await updateFormRow(
        db,
        actorOf(request),
        request.params.formId,
        { settings: change },
        (part) => `/data/attributes/${part}`,
      );
      return { data: await formResource(db, row) };
    },
    getFormIntegrations: async (request) => {
      const row = await requireForm(db, request.params.formId);
      return {
        data: {
          id: String(row.id),
          type: "integration" as const,
          attributes: { config: maskedIntegrations(row.integrations) },
        },
      };
    },
    putFormIntegrations: async (request) => {
      const stored = await requireForm(db, request.params.formId);
      const config = checkedIntegrations(
        request.body.data.attributes.config,
        "/data/attributes/config",
      );
      await checkTargets(config.targets);
      const targets = unmaskedTargets(config.targets, stored.integrations);
      const row = await updateFormRow(
        db,
        actorOf(request),
        stored.id,
        { integrations: targets },
        () => "/data/attributes/config/targets",
      );
      return {
        data: {
          id: String(row.id),
          type: "integration" as const,
          attributes: { config: maskedIntegrations(row.integrations) },
        },
      };
    },
    exportForm: async (request, reply) => {
      const row = await requireForm(db, request.params.formId);
      reply
        .header("content-disposition", `attachment; filename="form-${row.id}.json"`)
        .header("cache-control", "private, no-store");
      return formExport(row);
    },
    importForm: async (request, reply) => {
      const attributes = request.body.data.attributes;
      const definition = checkedDefinition(attributes.form, "/data/attributes/form");
      const settings = checkedSettings(attributes.settings ?? {}, "/data/attributes/settings");
      const integrations = checkedIntegrations(
        attributes.integrations ?? { targets: [] },
        "/data/attributes/integrations",
      );
      await checkTargets(integrations.targets);
      const row = await createFormRow(
        db,
        actorOf(request),
        { definition, settings, integrations: integrations.targets },
        (part) =>
          part === "integrations"
            ? "/data/attributes/integrations/targets"
            : `/data/attributes/settings/${part}`,
      );
      reply.code(201);
      return { data: await formResource(db, row) };
    },
    duplicateForm: async (request, reply) => {
      const source = await requireForm(db, request.params.formId);
      const name = request.query.name?.trim() || `${source.name} (نسخة)`.slice(0, 200);
      // A copy routes its leads where the source does: without leads:route, a form that sends
      // mail or has integrations is not copied (403 lead_routing), one that does not is.
      const row = await createFormRow(
        db,
        actorOf(request),
        {
          definition: { ...source.definition, name },
          settings: source.settings,
          integrations: source.integrations,
        },
        (part) => `/${part}`,
      );
      reply.code(201);
      return { data: await formResource(db, row) };
    },
    listLeads: async (request, reply) => {
      await requireForm(db, request.params.formId);
      const query = request.query;
      const items = query.items ?? 25;
      const page = query.page ?? 1;
      const { rows, total } = await listLeadRows(
        db,
        request.params.formId,
        {
          from: query["filter[created_at_gteq]"],
          to: query["filter[created_at_lteq]"],
          sort: query.sort,
        },
        page,
        items,
      );
      reply.header("cache-control", "private, no-store");
      return {
        data: await leadResources(db, rows),
        meta: { total, page, items, pages: Math.max(1, Math.ceil(total / items)) },
      };
    },
    getLead: async (request, reply) => {
      const row = await findLead(db, request.params.formId, request.params.leadId);
      const [resource] = await leadResources(db, [row]);
      reply.header("cache-control", "private, no-store");
      if (!resource) throw notFound("There is no lead with this id in this form");
      return { data: resource };
    },
    deleteLead: async (request, reply) => {
      await deleteLeadRow(db, actorOf(request), request.params.formId, request.params.leadId);
      return reply.code(204).send();
    },
    createLead: async (request, reply) => {
      if (!allow(request.ip))
        throw new ApiProblem(
          429,
          "rate_limited",
          "Too many submissions from this address: wait a minute and try again",
        );
      const form = await visibleForm(deps, request, request.params.formId);
      const captcha = await captchaOf();
      const { row, isNew } = await createLead(
        db,
        form,
        request.body,
        {
          verifyCaptcha: (answer) => captcha.verify(answer, request.ip),
          emailVerifier: await emailVerifierOf(),
        },
        {
          lang: request.body.data.attributes.lang ?? form.definition.lang ?? "ar",
          ...(request.body.data.attributes.page_url
            ? { page_url: request.body.data.attributes.page_url }
            : {}),
          user_agent: String(request.headers["user-agent"] ?? "").slice(0, 300),
        },
      );
      const settings = { ...checkedSettings({}, "/settings"), ...form.settings } as FormSettings;
      // The route's status is 201; a retried submission answers 200 with the lead stored before.
      return reply
        .code(isNew ? 201 : 200)
        .header("cache-control", "no-store")
        .send({
          data: {
            id: row.id,
            type: "lead" as const,
            attributes: { created_at: row.created_at.toISOString(), thank_you: settings.thank_you },
          },
        });
    },
    uploadLeadFile: async (request, reply) => {
      if (!allow(request.ip))
        throw new ApiProblem(
          429,
          "rate_limited",
          "Too many uploads from this address: wait a minute and try again",
        );
      const form = await visibleForm(deps, request, request.params.formId);
      const upload = await readLeadUpload(request, UPLOAD_CEILING_BYTES);
      const field = form.definition.fields.find(
        (f) => f.name === upload.field && f.type === "file",
      );
      if (!field)
        throw invalid(
          "/field",
          "enum",
          `This form has no file field "${upload.field.slice(0, 64)}"`,
        );
      const lang = form.definition.lang === "en" ? "en" : "ar";
      const sizeKb = field.rules?.size ?? DEFAULT_FILE_SIZE_KB;
      if (upload.data.length > sizeKb * 1024)
        throw new ApiProblem(413, "too_large", leadMessage("size", lang, field, sizeKb), [
          { pointer: "/file", rule: "size", message: leadMessage("size", lang, field, sizeKb) },
        ]);
      const detected = await fileTypeFromBuffer(upload.data);
      const accepted = field.accept ?? ["application/pdf", "image/jpeg", "image/png"];
      if (!detected || !(accepted as string[]).includes(detected.mime)) {
        const message =
          lang === "ar"
            ? `نوع الملف غير مقبول: الأنواع المقبولة ${accepted.join("، ")}`
            : `This kind of file is not accepted: ${accepted.join(", ")}`;
        throw new ApiProblem(415, "unsupported_media_type", message, [
          { pointer: "/file", rule: "type", message },
        ]);
      }
      const row = await storeLeadFile(db, {
        formId: form.id,
        field: field.name,
        name: upload.filename,
        mediaType: detected.mime,
        content: upload.data,
      });
      reply.code(201).header("cache-control", "no-store");
      return {
        data: {
          id: row.id,
          type: "lead_file" as const,
          attributes: {
            field: row.field,
            name: row.name,
            media_type: row.media_type,
            size: row.size,
          },
        },
      };
    },
    deleteLeadFile: async (request, reply) => {
      await deleteUnclaimedFile(db, request.params.formId, request.params.fileId);
      return reply.code(204).send();
    },
    downloadLeadFile: async (request, reply) => {
      const file = await leadFile(
        db,
        request.params.formId,
        request.params.leadId,
        request.params.fileId,
      );
      const name = shownName(file.name) || "file";
      const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
      return reply
        .header("content-type", file.media_type)
        .header(
          "content-disposition",
          `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .header("cache-control", "private, no-store")
        .header("x-content-type-options", "nosniff")
        .send(file.content);
    },
    listLocations: async (_request, reply) => {
      reply.header("cache-control", "public, max-age=0, s-maxage=60");
      return { data: (await listLocationRows(db)).map(locationResource) };
    },
    createLocation: async (request, reply) => {
      const row = await createLocationRow(db, actorOf(request), request.body.data.attributes);
      reply.code(201);
      return { data: locationResource(row) };
    },
    updateLocation: async (request) => ({
      data: locationResource(
        await updateLocationRow(
          db,
          actorOf(request),
          request.params.id,
          request.body.data.attributes,
        ),
      ),
    }),
    deleteLocation: async (request, reply) => {
      await deleteLocationRow(db, actorOf(request), request.params.id);
      return reply.code(204).send();
    },
    getCaptcha: async (_request, reply) => {
      const provider =
        (await setting("forms.captcha_provider")) === "recaptcha" ? "recaptcha" : "local";
      reply.header("cache-control", "no-store");
      return {
        data: {
          type: "captcha" as const,
          attributes:
            provider === "recaptcha"
              ? { provider, site_key: await setting("forms.recaptcha_site_key") }
              : { provider, token: local.issue() },
        },
      };
    },
  };
}
