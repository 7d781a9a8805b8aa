import { type ApiHandlers, actorOf } from "../../http/route-table.ts";
import type { FormsService } from "./service.ts";
import {
  checkedDefinition,
  checkedIntegrations,
  checkedSettings,
  createFormRow,
  formExport,
  formResource,
  requireForm,
} from "./store.ts";

/**
 * A form as a file and back (export, import) and its copy. A form that routes leads (mail,
 * integration targets) is imported or copied only with leads:route: 403 lead_routing otherwise.
 */
export function formTransferHandlers(
  service: FormsService,
): Pick<ApiHandlers, "exportForm" | "importForm" | "duplicateForm"> {
  const { db } = service;
  return {
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
      await service.checkTargets(integrations.targets);
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
  };
}
