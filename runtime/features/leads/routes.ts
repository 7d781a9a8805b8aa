import type { FormSettings } from "../../../generated/types.ts";
import { pageCount } from "../../core/page-count.ts";
import { ApiProblem, notFound } from "../../http/problem.ts";
import { type ApiHandlers, actorOf } from "../../http/route-table.ts";
import type { FormsService } from "../forms/index.ts";
import { checkedSettings, requireForm } from "../forms/index.ts";
import { leadInboxHandlers } from "./inbox-routes.ts";
import { createLead, deleteLeadRow, findLead, leadResources, listLeadRows } from "./store.ts";

/**
 * A form's leads at the forms service's paths: a visitor's submission (limited per address, its
 * checks in runtime/features/leads/submission-checks.ts), and the list, one lead and its deletion
 * for those who may read leads; and the lead inbox across every form (runtime/features/leads/
 * inbox-routes.ts), where a sales team works each lead.
 */
export function leadHandlers(
  service: FormsService,
): Pick<
  ApiHandlers,
  | "listLeads"
  | "getLead"
  | "deleteLead"
  | "createLead"
  | "listAdminLeads"
  | "getAdminLead"
  | "updateAdminLead"
> {
  const { db } = service;
  return {
    ...leadInboxHandlers({ db }),
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
        meta: { total, page, items, pages: pageCount(total, items) },
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
      if (!service.isAllowed(request.ip))
        throw new ApiProblem(
          429,
          "rate_limited",
          "Too many submissions from this address: wait a minute and try again",
        );
      const form = await service.visibleForm(request, request.params.formId);
      // The captcha and the e-mail verification are looked up only for a form that asks for them.
      const { row, isNew } = await createLead(
        db,
        form,
        request.body,
        {
          verifyCaptcha: async (answer) => (await service.captcha()).verify(answer, request.ip),
          emailVerifier: () => service.emailVerifier(),
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
  };
}
