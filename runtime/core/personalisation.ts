/**
 * Personalisation (the catalogue's has_mxo / has_mxo_layout switches, §3.6): a block asks which
 * of its slides a visitor should see first and, for the Immersive Hero, where its text sits.
 *
 * The real service is an MXO (experience orchestration) interaction API: the browser would POST
 * the touchpoint (the page URL), an interaction path naming the block (`/<template>/<offer_key>`)
 * and the visitor's MXO id, and read the optimisation points of the answer (the id of the slide
 * to lead with, a layout name). This machine cannot reach one, so the site uses the local
 * provider below: it answers nothing, and every block keeps the editor's order and placement.
 * A provider is chosen once per page with setPersonalisationProvider (e.g. by a market's script).
 */

/** What a block asks. */
interface PersonalisationRequest {
  /** The block's template key, e.g. lrdx-hero-slider. */
  template: string;
  /** The offer the block advertises (offer_key), "" when none. */
  offerKey: string;
  /** How many slides the block has (answers outside 0…count-1 are ignored). */
  slideCount: number;
  /** Whether the block lets the service choose its layout (has_mxo_layout). */
  wantsLayout: boolean;
  /** The page's path, without query. */
  path: string;
}

/** The service's answer; every part optional: what is absent stays as the editor set it. */
interface PersonalisationDecision {
  /** The slide to show first (0-based). */
  firstSlide?: number;
  /** A layout name the block knows (the Immersive Hero: a content_placement value). */
  layout?: string;
}

export interface PersonalisationProvider {
  /** Resolves to null when the service has nothing for this visitor or cannot be reached. */
  decide(request: PersonalisationRequest): Promise<PersonalisationDecision | null>;
}

/** The offline provider: no decision, ever. */
export const localPersonalisation: PersonalisationProvider = {
  decide: async () => null,
};

/** A slide order that starts at `first` and keeps the others in the editor's order. */
export function orderFrom<T>(items: readonly T[], first: number | undefined): T[] {
  if (first === undefined || !Number.isInteger(first) || first <= 0 || first >= items.length)
    return [...items];
  const lead = items[first] as T;
  return [lead, ...items.slice(0, first), ...items.slice(first + 1)];
}

/**
 * The decision for a block, or null: a provider that throws or answers something unusable is
 * treated as no answer (personalisation must never break a hero).
 */
export async function askPersonalisation(
  request: PersonalisationRequest,
  provider: PersonalisationProvider = localPersonalisation,
): Promise<PersonalisationDecision | null> {
  try {
    const answer = await provider.decide(request);
    if (!answer) return null;
    const first =
      typeof answer.firstSlide === "number" &&
      Number.isInteger(answer.firstSlide) &&
      answer.firstSlide >= 0 &&
      answer.firstSlide < request.slideCount
        ? answer.firstSlide
        : undefined;
    const layout =
      request.wantsLayout && typeof answer.layout === "string" ? answer.layout : undefined;
    return { firstSlide: first, layout };
  } catch {
    return null;
  }
}
