import { ApiProblem } from "../cms/problem.ts";
import type { AppDeps } from "./deps.ts";
import type { ApiHandlers } from "./route-table.ts";

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

const notYet = async (): Promise<never> => {
  throw new ApiProblem(501, "not_implemented", "The forms service is being built");
};

/** The forms service: forms, leads, files, locations, captcha. */
export function formHandlers(_deps: AppDeps): Pick<ApiHandlers, FormOps> {
  return {
    postSetting: notYet,
    deleteSettingById: notYet,
    listForms: notYet,
    getForm: notYet,
    getFormValidator: notYet,
    createForm: notYet,
    updateForm: notYet,
    deleteForm: notYet,
    getFormThankYou: notYet,
    getFormNotifications: notYet,
    getFormConfirmations: notYet,
    putFormSettings: notYet,
    getFormIntegrations: notYet,
    putFormIntegrations: notYet,
    exportForm: notYet,
    importForm: notYet,
    duplicateForm: notYet,
    listLeads: notYet,
    getLead: notYet,
    deleteLead: notYet,
    createLead: notYet,
    uploadLeadFile: notYet,
    deleteLeadFile: notYet,
    downloadLeadFile: notYet,
    listLocations: notYet,
    createLocation: notYet,
    updateLocation: notYet,
    deleteLocation: notYet,
    getCaptcha: notYet,
  };
}
