import type { FastifyRequest } from "fastify";
import type { EvLeadStatus } from "../../core/ev-preorder.ts";
import { pageCount } from "../../core/page-count.ts";
import { rateLimiter } from "../../core/rate-window.ts";
import type { Db } from "../../db/client.ts";
import { can } from "../../http/permissions.ts";
import { ApiProblem } from "../../http/problem.ts";
import { type ApiHandlers, actorOf } from "../../http/route-table.ts";
import { eventsOfOrder, idempotencyKeyOf, idempotent, requestHash } from "../orders/index.ts";
import { adminRow, leadDocument, salesforceView } from "./documents.ts";
import type { EvPreorderService } from "./service.ts";
import { type LeadRecord, leadById, listLeads } from "./store.ts";

/**
 * The pre-order's lead API (001 §7 'Electric-vehicle pre-order lead API') and the distributor's
 * reservation routes. Schemas and refusals: schemas/api/routes.json (tag ev_preorder).
 */

const ADMIN_PAGE_SIZE = 25;

const leadToken = (request: FastifyRequest): string | undefined => {
  const value = request.headers["x-lead-token"];
  return typeof value === "string" && value !== "" ? value : undefined;
};

async function adminDocument(db: Db, lead: LeadRecord) {
  const events = await eventsOfOrder(db, lead.order_number);
  return {
    data: {
      ...adminRow(lead),
      salesforce: salesforceView(lead),
      payment_status: lead.payment_status,
      cancellation_reason: lead.cancellation_reason,
      locale: lead.locale,
      events: events.map((e) => ({
        kind: e.kind,
        source: e.source,
        actor: e.actor,
        created_at: new Date(e.created_at).toISOString(),
        detail: e.detail,
      })),
    },
  };
}

export function evPreorderHandlers(
  db: Db,
  service: EvPreorderService,
): Pick<
  ApiHandlers,
  | "createEvLead"
  | "getEvLeadSalesforceData"
  | "createEvPaymentIntent"
  | "initializeEvCancellation"
  | "listAdminEvReservations"
  | "getAdminEvReservation"
  | "refundAdminEvReservation"
> {
  // Reservations per address: a family reserving twice is fine, a script reserving the whole
  // allocation is not.
  const reservationsAllowed = rateLimiter(10);
  return {
    createEvLead: async (request, reply) => {
      if (!reservationsAllowed(request.ip))
        throw new ApiProblem(
          429,
          "rate_limited",
          "Too many reservations from this address",
          undefined,
          {
            retry_after: 60,
          },
        );
      const body = request.body.lead;
      const made =
        body.retry_of !== undefined
          ? await service.retry(body.retry_of, leadToken(request))
          : await service.create({
              first_name: body.first_name ?? "",
              last_name: body.last_name ?? "",
              email: body.email ?? "",
              phone_number: body.phone_number ?? "",
              phone_verification_token: body.phone_verification_token,
              locale: body.locale ?? "ar",
              page_path: body.page_path ?? "/ar/",
              vehicle_id: body.vehicle_id,
            });
      reply.header("cache-control", "no-store");
      return reply
        .code(201)
        .send({ ...leadDocument(made.lead), meta: { access_token: made.token } });
    },

    getEvLeadSalesforceData: async (request, reply) => {
      const actor = request.actor;
      const isStaff =
        actor !== null && actor !== undefined && can(actor.role, "orders:read", actor.leadAccess);
      const lead = await service.ownedLead(request.params.leadId, leadToken(request), isStaff);
      reply.header("cache-control", "no-store");
      return leadDocument(await service.sync(lead), true);
    },

    createEvPaymentIntent: async (request, reply) => {
      const key = idempotencyKeyOf(request.headers);
      const token = leadToken(request) ?? "";
      const leadId = request.body.payment_intent.salesforce_lead_id;
      const answer = await idempotent(
        db,
        `ev_payment_intent:${leadId}`,
        key,
        requestHash(request.body),
        async () => ({
          status: 201,
          body: await service.createIntent({ leadId, token, idempotencyKey: key }),
        }),
      );
      reply.header("cache-control", "no-store");
      if (answer.replayed) reply.header("idempotent-replayed", "true");
      return reply.code(201).send(answer.body);
    },

    initializeEvCancellation: async (request, reply) => {
      const key = idempotencyKeyOf(request.headers);
      const input = request.body.cancellation;
      const answer = await idempotent(
        db,
        `ev_cancellation:${request.params.leadId}`,
        key,
        requestHash(request.body),
        async () => {
          const lead = await service.cancel({
            leadId: request.params.leadId,
            token: input.token,
            phoneVerificationToken: input.phone_verification_token,
            reason: input.reason,
          });
          return { status: 200, body: leadDocument(lead) };
        },
      );
      reply.header("cache-control", "no-store");
      if (answer.replayed) reply.header("idempotent-replayed", "true");
      return answer.body;
    },

    listAdminEvReservations: async (request) => {
      const page = request.query.page ?? 1;
      const status: EvLeadStatus | undefined = request.query.status;
      const { rows, total } = await listLeads(db, {
        status,
        q: request.query.q,
        page,
        perPage: ADMIN_PAGE_SIZE,
      });
      return {
        data: rows.map(adminRow),
        meta: { total, page, pages: pageCount(total, ADMIN_PAGE_SIZE) },
      };
    },

    getAdminEvReservation: async (request) => {
      const lead = await leadById(db, request.params.leadId);
      if (!lead) throw new ApiProblem(404, "not_found", "There is no such reservation");
      return adminDocument(db, lead);
    },

    refundAdminEvReservation: async (request) => {
      const actor = actorOf(request);
      const key = idempotencyKeyOf(request.headers);
      const answer = await idempotent(
        db,
        `ev_admin_refund:${request.params.leadId}`,
        key,
        requestHash({ id: request.params.leadId }),
        async () => {
          const lead = await leadById(db, request.params.leadId);
          if (!lead) throw new ApiProblem(404, "not_found", "There is no such reservation");
          if (lead.status !== "paid" && lead.status !== "cancellation_initialised")
            throw new ApiProblem(
              409,
              "lead_state",
              `The reservation is ${lead.status}: it has no fee to refund`,
            );
          const after = await service.refund(lead, "admin", actor);
          return { status: 200, body: await adminDocument(db, after) };
        },
      );
      return answer.body;
    },
  };
}
