import type { ReactElement } from "react";
import { blockRegistry, isBlockTemplateKey } from "../../generated/blocks.ts";
import { type ExternalNavigation, externalNavigationOrigins } from "../core/external-navigation.ts";
import { type SettingsMap, settingValue } from "../core/settings.ts";
import { type DocumentSources, NO_SOURCES, SITE_SOURCES } from "../http/security-headers.ts";

/**
 * What each document element runs and frames, for its Content-Security-Policy: recorded when
 * the element is built (shell), read when it is rendered (streamDocument, renderDocumentToBuffer).
 */
const documentSources = new WeakMap<ReactElement, DocumentSources>();

/** The scripts and frames of a document built here; the site's own inline scripts for any other. */
export function documentSourcesOf(element: ReactElement): DocumentSources {
  return documentSources.get(element) ?? SITE_SOURCES;
}

/** Records what a document element runs and frames, once it is built. */
export function recordDocumentSources(element: ReactElement, sources: DocumentSources): void {
  documentSources.set(element, sources);
}

/** What a page showing the external navigation must allow: its script's and stylesheet's origins. */
export function externalNavigationSources(navigation: ExternalNavigation): DocumentSources {
  const { scriptOrigins, styleOrigins } = externalNavigationOrigins(navigation);
  return { ...NO_SOURCES, scriptOrigins, styleOrigins, connectOrigins: scriptOrigins };
}

/**
 * The maps service's script and the calls it makes (site/ui/maps/maps.ts loads
 * https://maps.googleapis.com/maps/api/js; its tiles and markers come from maps.gstatic.com and
 * are https images, which img-src allows), on a page with a map block and a maps key only.
 */
export function mapsSources(
  settings: SettingsMap,
  blocks: readonly { kind: string; key?: string }[],
): DocumentSources {
  const key = settingValue(settings, "general.maps_key");
  if (typeof key !== "string" || key.trim() === "") return NO_SOURCES;
  if (
    !blocks.some(
      (b) =>
        b.kind !== "error" &&
        b.key !== undefined &&
        isBlockTemplateKey(b.key) &&
        blockRegistry[b.key].drawsMap,
    )
  )
    return NO_SOURCES;
  return {
    ...NO_SOURCES,
    scriptOrigins: ["https://maps.googleapis.com", "https://maps.gstatic.com"],
    connectOrigins: ["https://maps.googleapis.com"],
  };
}

/** Stripe.js's origins, for the policy of a page whose card form is Stripe's. */
export const STRIPE_DOCUMENT_SOURCES: DocumentSources = {
  scriptHashes: [],
  scriptOrigins: ["https://js.stripe.com"],
  frameOrigins: ["https://js.stripe.com", "https://hooks.stripe.com"],
  connectOrigins: ["https://api.stripe.com"],
};
