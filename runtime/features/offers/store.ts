import { asc, eq } from "drizzle-orm";
import { jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import type { Offer as OfferEntity, OfferInput, OfferPatch } from "../../../generated/types.ts";
import { egressFetch } from "../../adapters/egress.ts";
import {
  initialOffersState,
  mergeOfferProperties,
  type Offer,
  type OffersState,
  offerAnswerItem,
  offersFetchFinished,
  offersFetchStarted,
  offersFromAnswer,
  offersSourceKind,
  shouldFetchOffers,
} from "../../core/offers.ts";
import type { Db } from "../../db/client.ts";
import { notFound } from "../../http/problem.ts";
import type { Actor } from "../auth/actor.ts";
import { recordAudit } from "../auth/audit.ts";

/** Mirrors migrations/009_offers.sql. */
export const offersTable = pgTable("offers", {
  id: serial("id").primaryKey(),
  car_model_key: text("car_model_key").notNull(),
  properties: jsonb("properties").$type<Record<string, unknown>>().notNull().default({}),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type OfferRow = typeof offersTable.$inferSelect;

/**
 * Where the offers come from. `list` resolves to the offers, or null when they could not be read
 * (a network error, a status other than 2xx, an answer that is no array and no string); it never
 * throws.
 */
export interface OffersService {
  readonly kind: "http" | "local" | "database";
  list(): Promise<Offer[] | null>;
}

/** GET the URL of `mena.offers_api_url`; the answer is an array of offers, a string is none. */
export function httpOffers(options: {
  url: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  log?: (message: string) => void;
}): OffersService {
  const doFetch = options.fetch ?? egressFetch;
  const log = options.log ?? console.warn;
  return {
    kind: "http",
    async list() {
      try {
        const response = await doFetch(options.url, {
          headers: { accept: "application/json" },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
        });
        if (!response.ok) {
          log(`Offers: ${options.url} answered ${response.status}`);
          return null;
        }
        const text = await response.text();
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: the text itself, which counts as no offers.
        }
        return offersFromAnswer(body);
      } catch (error) {
        log(`Offers: ${String(error)}`);
        return null;
      }
    },
  };
}

/** A fixed list, offline (development without the database, tests). */
export function localOffers(offers: readonly Offer[]): OffersService & { calls: number } {
  const service = {
    kind: "local" as const,
    calls: 0,
    async list() {
      service.calls++;
      return structuredClone([...offers]);
    },
  };
  return service;
}

const entityOf = (row: OfferRow): OfferEntity => ({
  id: row.id,
  car_model_key: row.car_model_key,
  properties: row.properties as OfferEntity["properties"],
  updated_at: row.updated_at.toISOString(),
});

/** Every stored offer, oldest first, as the admin manages them. */
export async function listStoredOffers(db: Db): Promise<OfferEntity[]> {
  const rows = await db.select().from(offersTable).orderBy(asc(offersTable.id));
  return rows.map(entityOf);
}

/** This site's own offers, from the database, in the answer's shape. */
export function databaseOffers(
  db: Db,
  log: (message: string) => void = console.warn,
): OffersService {
  return {
    kind: "database",
    async list() {
      try {
        const rows = await db.select().from(offersTable).orderBy(asc(offersTable.id));
        return rows.map(offerAnswerItem);
      } catch (error) {
        log(`Offers: ${String(error)}`);
        return null;
      }
    },
  };
}

/**
 * The service `mena.offers_api_url` names: an http(s) URL is fetched, a site-relative one (the
 * default /public_api/offers) is this site's own offers read from the database, empty is none.
 */
export function offersServiceFor(
  url: string,
  options: { db?: Db; fetch?: typeof fetch; log?: (message: string) => void } = {},
): OffersService | null {
  switch (offersSourceKind(url)) {
    case "http":
      return httpOffers({
        url: url.trim(),
        ...(options.fetch ? { fetch: options.fetch } : {}),
        ...(options.log ? { log: options.log } : {}),
      });
    case "own":
      return options.db ? databaseOffers(options.db, options.log) : null;
    case "none":
      return null;
  }
}

/**
 * The one-time fetch (section 4): the first reader fetches, readers during the fetch share it,
 * and once loaded the offers are answered without asking the service again. Make one per request
 * on the server, one per page in the browser.
 */
export function offersLoader(service: OffersService | null): {
  load(): Promise<Offer[] | null>;
  state(): OffersState;
} {
  let state = initialOffersState;
  let pending: Promise<Offer[] | null> | null = null;
  return {
    state: () => state,
    load() {
      if (pending) return pending;
      if (!shouldFetchOffers(state)) return Promise.resolve(state.offers);
      state = offersFetchStarted(state);
      pending = (service ? service.list() : Promise.resolve(null)).then((offers) => {
        state = offersFetchFinished(state, offers);
        pending = null;
        return offers;
      });
      return pending;
    },
  };
}

// The admin's writes, each audited in its own transaction -----------------------------------

const noSuchOffer = () => notFound("لا يوجد عرض بهذا المعرّف.");

export async function createStoredOffer(
  db: Db,
  actor: Actor | null,
  input: OfferInput,
): Promise<OfferEntity> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(offersTable)
      .values({ car_model_key: input.car_model_key.trim(), properties: input.properties ?? {} })
      .returning();
    if (!row) throw new Error("the offer was not stored");
    const offer = entityOf(row);
    await recordAudit(tx, actor, {
      action: "create",
      entity: "offer",
      entityId: row.id,
      after: offer,
    });
    return offer;
  });
}

export async function updateStoredOffer(
  db: Db,
  actor: Actor | null,
  id: number,
  patch: OfferPatch,
): Promise<OfferEntity> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(offersTable)
      .where(eq(offersTable.id, id))
      .for("update");
    if (!current) throw noSuchOffer();
    const [row] = await tx
      .update(offersTable)
      .set({
        car_model_key: patch.car_model_key?.trim() ?? current.car_model_key,
        properties: patch.properties
          ? mergeOfferProperties(current.properties, patch.properties)
          : current.properties,
        updated_at: new Date(),
      })
      .where(eq(offersTable.id, id))
      .returning();
    if (!row) throw noSuchOffer();
    const offer = entityOf(row);
    await recordAudit(tx, actor, {
      action: "update",
      entity: "offer",
      entityId: id,
      before: entityOf(current),
      after: offer,
    });
    return offer;
  });
}

export async function deleteStoredOffer(db: Db, actor: Actor | null, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(offersTable).where(eq(offersTable.id, id)).returning();
    if (!row) throw noSuchOffer();
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "offer",
      entityId: id,
      before: entityOf(row),
    });
  });
}
