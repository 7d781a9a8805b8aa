import { fromMinor } from "../../core/money.ts";
import type { LeadRecord } from "./store.ts";

/**
 * A reservation as its owner reads it (schemas/entities/ev-lead-document.schema.json) and as the
 * CRM receives it: the `salesforce_data` view, Salesforce Lead fields with the programme's own
 * custom fields (the spec names the view, not its fields: these are ours, documented in README.md).
 */

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

export function vehicleTitle(lead: Pick<LeadRecord, "brand" | "model" | "version">): string {
  return [lead.brand, lead.model, lead.version].filter((part) => part !== "").join(" ");
}

export function salesforceView(lead: LeadRecord): Record<string, string | number | boolean | null> {
  return {
    Id: lead.id,
    FirstName: lead.first_name,
    LastName: lead.last_name,
    Email: lead.email,
    MobilePhone: lead.phone_number,
    LeadSource: "Website",
    Lead_Type__c: "EV pre-order",
    Status: lead.status,
    Reservation_Number__c: lead.order_number,
    Reservation_Fee__c: Number(fromMinor(lead.amount_minor, lead.currency)),
    CurrencyIsoCode: lead.currency,
    Payment_Status__c: lead.payment_status,
    Vehicle_Id__c: lead.vehicle_id,
    VIN__c: lead.vin,
    Model__c: vehicleTitle(lead),
    Model_Year__c: lead.model_year,
    Colour__c: lead.color,
    Phone_Verified__c: lead.phone_verified_at !== null,
    Language__c: lead.locale,
    Soft_Lock_Until__c: iso(lead.soft_lock_until),
    Paid_At__c: iso(lead.paid_at),
    Cancellation_Requested_At__c: iso(lead.cancellation_requested_at),
    Cancellation_Reason__c: lead.cancellation_reason,
    CreatedDate: lead.created_at.toISOString(),
  };
}

export function leadAttributes(lead: LeadRecord) {
  return {
    status: lead.status,
    reference: lead.order_number,
    first_name: lead.first_name,
    last_name: lead.last_name,
    email: lead.email,
    phone_number: lead.phone_number,
    phone_verified: lead.phone_verified_at !== null,
    locale: lead.locale,
    vehicle: {
      id: lead.vehicle_id,
      title: vehicleTitle(lead),
      vin_short: lead.vin.slice(-3),
      model_year: lead.model_year,
      color: lead.color,
    },
    reservation_fee: { amount_minor: lead.amount_minor, currency: lead.currency },
    soft_lock_until: iso(lead.soft_lock_until),
    payment_status: lead.payment_status,
    payment_message: lead.payment_message,
    created_at: lead.created_at.toISOString(),
    paid_at: iso(lead.paid_at),
    cancellation_requested_at: iso(lead.cancellation_requested_at),
  };
}

/** The lead document; with `crm`, the salesforce_data view too. */
export function leadDocument(lead: LeadRecord, crm = false) {
  return {
    data: {
      id: lead.id,
      type: "lead" as const,
      attributes: { ...leadAttributes(lead), ...(crm ? { salesforce: salesforceView(lead) } : {}) },
    },
  };
}

/** A reservation in the distributor's list. */
export function adminRow(lead: LeadRecord) {
  return {
    id: lead.id,
    reference: lead.order_number,
    status: lead.status,
    name: `${lead.first_name} ${lead.last_name}`,
    email: lead.email,
    phone_number: lead.phone_number,
    vehicle: { id: lead.vehicle_id, title: vehicleTitle(lead), vin: lead.vin },
    amount_minor: lead.amount_minor,
    currency: lead.currency,
    created_at: lead.created_at.toISOString(),
    paid_at: iso(lead.paid_at),
    cancellation_requested_at: iso(lead.cancellation_requested_at),
  };
}
