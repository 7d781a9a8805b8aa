import { sql } from "drizzle-orm";
import type { EvBlockData } from "../../../site/ev-preorder/data.ts";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";
import { STRIPE_DOCUMENT_SOURCES } from "../../ssr/document-sources.ts";
import { type PageDataLoader, wantsPageData } from "../../ssr/page-data.ts";
import { availableCount } from "./service.ts";
import { readProgramme } from "./settings.ts";

/**
 * The pre-order blocks' page data (`x-page-data: ev-preorder`): the programme's settings, how
 * many of its vehicles are free, and its model for the landing. A kept copy of the page lives 15
 * seconds: the count is a hint for the first view; the lead API decides (409
 * no_vehicles_available).
 */

const KEEP_MS = 15_000;

export function evPreorderLoader(deps: {
  db: Db;
  smsProvider: () => string;
  stripePublishableKey: string | null;
}): PageDataLoader {
  return {
    name: "pre-order programme",
    wants: wantsPageData("ev-preorder"),
    load: async (input) => {
      if (input.blocks.length === 0) return null;
      const programme = await readProgramme(deps.db);
      const [model] = rowsOf<{ brand: string; model: string; image: string | null }>(
        await deps.db.execute(sql`
          SELECT v.brand, v.model, v.attributes->>'cover_photo_medium' AS image FROM stock_vehicles v
          JOIN stock_listing_vehicles lv ON lv.vehicle_id = v.id
          JOIN stock_listings l ON l.id = lv.listing_id
          WHERE l.name = ${programme.listing} ORDER BY v.id LIMIT 1`),
      );
      const ev: EvBlockData = {
        apiUrl: programme.apiUrl,
        smsProvider: deps.smsProvider(),
        enabled: programme.enabled,
        available: programme.enabled ? await availableCount(deps.db, programme.listing) : 0,
        fee: { amountMinor: programme.feeMinor, currency: programme.currency },
        softLockMinutes: programme.softLockMinutes,
        requirePhoneVerification: programme.requirePhoneVerification,
        timeZone: programme.timeZone,
        lang: input.lang,
        pagePath: input.url.split("?")[0] ?? input.base,
        stripePublishableKey: deps.stripePublishableKey,
        vehicle: model
          ? { title: `${model.brand} ${model.model}`, image: model.image || null }
          : null,
      };
      const props: Record<number, { ev: EvBlockData }> = {};
      for (const block of input.blocks) props[block.frame.index] = { ev };
      return {
        props,
        expiresAt: input.now.getTime() + KEEP_MS,
        // Stripe.js runs the card form when the card provider is Stripe.
        ...(deps.stripePublishableKey ? { sources: [STRIPE_DOCUMENT_SOURCES] } : {}),
      };
    },
  };
}
