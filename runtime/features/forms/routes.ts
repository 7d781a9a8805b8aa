import { type ApiHandlers, actorOf } from "../../http/route-table.ts";
import { locationHandlers } from "./location-routes.ts";
import { type FormsService, readsAllForms } from "./service.ts";
import { formSettingsHandlers } from "./settings-routes.ts";
import {
  checkedDefinition,
  createFormRow,
  deleteFormRow,
  formResource,
  listFormRows,
  updateFormRow,
  validatorOf,
} from "./store.ts";
import { formTransferHandlers } from "./transfer-routes.ts";

type FormDefinitionOps =
  | "listForms"
  | "getForm"
  | "getFormValidator"
  | "createForm"
  | "updateForm"
  | "deleteForm";

type FormOps =
  | FormDefinitionOps
  | "getFormThankYou"
  | "getFormNotifications"
  | "getFormConfirmations"
  | "putFormSettings"
  | "getFormIntegrations"
  | "putFormIntegrations"
  | "exportForm"
  | "importForm"
  | "duplicateForm"
  | "listLocations"
  | "createLocation"
  | "updateLocation"
  | "deleteLocation"
  | "getCaptcha";

/**
 * Forms as the service answers them: the list (staff see every form and its number of leads,
 * visitors the public ones), one form, the browser's copy of its lead validator, and the admin's
 * create, change and delete.
 */
function formDefinitionHandlers(service: FormsService): Pick<ApiHandlers, FormDefinitionOps> {
  const { db } = service;
  return {
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
      const row = await service.visibleForm(request, request.params.formId);
      reply.header(
        "cache-control",
        row.is_public ? "public, max-age=0, s-maxage=30" : "private, no-store",
      );
      return {
        data: await formResource(db, row, request.query.lang ? { lang: request.query.lang } : {}),
      };
    },
    getFormValidator: async (request, reply) => {
      const row = await service.visibleForm(request, request.params.formId);
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
  };
}

/**
 * The forms service's own routes (/forms, /locations, the captcha); its parts are made once
 * (formsService, runtime/features/forms/service.ts) and shared with the leads' routes
 * (runtime/features/leads/routes.ts), so a submission and an upload count against the same
 * per-address limit.
 */
export function formHandlers(service: FormsService): Pick<ApiHandlers, FormOps> {
  return {
    ...formDefinitionHandlers(service),
    ...formSettingsHandlers(service),
    ...formTransferHandlers(service),
    ...locationHandlers(service.db),
    getCaptcha: async (_request, reply) => {
      const provider =
        (await service.setting("forms.captcha_provider")) === "recaptcha" ? "recaptcha" : "local";
      reply.header("cache-control", "no-store");
      return {
        data: {
          type: "captcha" as const,
          attributes:
            provider === "recaptcha"
              ? { provider, site_key: await service.setting("forms.recaptcha_site_key") }
              : { provider, token: service.localCaptcha.issue() },
        },
      };
    },
  };
}
