import type { FormSettings } from "../../../generated/types.ts";
import { type ApiHandlers, actorOf } from "../../http/route-table.ts";
import type { FormsService } from "./service.ts";
import {
  checkedIntegrations,
  checkedSettings,
  formResource,
  maskedIntegrations,
  requireForm,
  unmaskedTargets,
  updateFormRow,
} from "./store.ts";

type FormSettingsOps =
  | "getFormThankYou"
  | "getFormNotifications"
  | "getFormConfirmations"
  | "putFormSettings"
  | "getFormIntegrations"
  | "putFormIntegrations";

/**
 * A form's own settings (the thank-you, the staff notification, the visitor's confirmation) and
 * its integration targets, secrets masked. Changing where leads go needs leads:route (the store
 * refuses with 403 lead_routing; the same values sent back pass).
 */
export function formSettingsHandlers(service: FormsService): Pick<ApiHandlers, FormSettingsOps> {
  const { db } = service;
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
  return {
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
      await service.checkTargets(config.targets);
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
  };
}
