import { type FormEvent, useId, useRef } from "react";
import { searchMode, validateSearchForm } from "../../runtime/core/stock/postcode.ts";
import { Modal } from "../shell/modal.tsx";
import { useSite } from "../ui/site-context.tsx";
import { DealerResults, PostcodeForm } from "./postcode-form.tsx";
import {
  messageOf,
  placeOf,
  summaryOf,
  useListingDealers,
  useLocalities,
  usePostcodeForm,
  usePostcodeMachine,
  withLocality,
} from "./postcode-search-state.ts";
import { fill, stockTexts } from "./texts.ts";

/**
 * The postcode search of a stock locator block (001 §2 'Dealer / postcode search', §4): a button
 * that opens a modal where the visitor picks a retailer, a state, or a postcode with its
 * locality. The search is kept in the URL (_retailer, _state, _postcode, _locality; the page's
 * other parameters are left alone, and the URL is replaced, not pushed); `onNarrow` is called
 * with the dealer codes the list must narrow to (filter[owner_dealer_codes_includes]) whenever
 * the search in force changes (null: not narrowed). The block then goes back to page 1.
 * The rules are machines/postcode-search-machine.ts; this is its browser side.
 */

interface PostcodeSearchProps {
  /** The publication list the block shows (its vehicles are counted; its dealers offered). */
  listing: string;
  /** The block's brand: the dealers call's q[brand_eq] and the retailers offered. */
  brand?: string;
  /** stock_locator.endpoint_dealers. */
  endpoint: string;
  /** stock_locator.fallback_dealers. */
  fallbackEndpoint?: string;
  onNarrow: (dealerCodes: string[] | null) => void;
}

interface PostcodeSearchProps {
  /** The publication list the block shows (its vehicles are counted; its dealers offered). */
  listing: string;
  /** The block's brand: the dealers call's q[brand_eq] and the retailers offered. */
  brand?: string;
  /** stock_locator.endpoint_dealers. */
  endpoint: string;
  /** stock_locator.fallback_dealers. */
  fallbackEndpoint?: string;
  onNarrow: (dealerCodes: string[] | null) => void;
}

export function PostcodeSearch({
  listing,
  brand,
  endpoint,
  fallbackEndpoint = "",
  onNarrow,
}: PostcodeSearchProps) {
  const site = useSite();
  const t = stockTexts(site.lang).postcode;
  const { snapshot, send } = usePostcodeMachine({
    listing,
    brand,
    endpoint,
    fallbackEndpoint,
    onNarrow,
  });

  const { context } = snapshot;
  const isBusy =
    snapshot.matches("fetching") ||
    snapshot.matches("fetchingFallback") ||
    snapshot.matches("counting");
  const isOpen = context.modal !== "closed";
  const isLocked = context.modal === "locked";
  const { form, setForm, errors, setErrors } = usePostcodeForm(isOpen, context.search);
  const dealers = useListingDealers(listing, brand, isOpen);
  const hasSearch = searchMode(context.search) !== "none";

  const ids = {
    form: useId(),
    retailer: useId(),
    state: useId(),
    postcode: useId(),
    locality: useId(),
    localities: useId(),
    status: useId(),
  };
  const formRef = useRef<HTMLFormElement>(null);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validateSearchForm(form);
    if (checked.errors) {
      setErrors(checked.errors);
      const first = (["retailer", "state", "postcode", "locality"] as const).find(
        (f) => checked.errors[f],
      );
      if (first) formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(ids[first])}`)?.focus();
      return;
    }
    setErrors({});
    send({ type: "SUBMIT", search: checked.search });
  };

  const listingDealers = dealers.state.status === "ok" ? dealers.state.dealers : [];
  const localities = useLocalities(listingDealers, form.postcode);

  const modeMessage = messageOf(context.error, isLocked, t);
  const summary = summaryOf(context.search, listingDealers, t);

  return (
    <div className="postcode-search">
      <button
        type="button"
        className="postcode-search__open cta cta--secondary cta--small"
        aria-haspopup="dialog"
        onClick={() => send({ type: "OPEN" })}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M12 21s-6.5-6.1-6.5-11A6.5 6.5 0 0 1 18.5 10c0 4.9-6.5 11-6.5 11z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
          />
          <circle cx="12" cy="10" r="2.3" fill="currentColor" />
        </svg>
        <span>{hasSearch ? t.change : t.open}</span>
      </button>
      {summary ? (
        <p className="postcode-search__summary">
          <bdi>{summary}</bdi>
        </p>
      ) : null}
      {hasSearch && !isLocked ? (
        <button
          type="button"
          className="postcode-search__clear cta cta--tertiary cta--small"
          onClick={() => send({ type: "CLEAR" })}
        >
          {t.clear}
        </button>
      ) : null}
      <Modal
        isOpen={isOpen}
        onClose={() => send({ type: "CLOSE" })}
        title={
          context.view === "results"
            ? fill(t.resultsTitle, { place: placeOf(context.search, t) })
            : t.title
        }
        closeLabel={t.close}
        preventClose={isLocked}
        isBackdropClose={!isLocked}
        isEscapeAllowed={!isLocked}
        className="postcode-search__modal"
      >
        {context.view === "results" ? (
          <DealerResults
            t={t}
            dealers={context.dealers}
            onClose={() => send({ type: "CLOSE" })}
            onChange={() => send({ type: "OPEN" })}
          />
        ) : (
          <PostcodeForm
            t={t}
            ids={ids}
            formRef={formRef}
            form={form}
            errors={errors}
            isBusy={isBusy}
            message={modeMessage}
            listingDealers={listingDealers}
            dealersStatus={dealers.state.status}
            localities={localities}
            onMode={(mode) => {
              setForm({ ...form, mode });
              setErrors({});
            }}
            onForm={setForm}
            onLocality={(locality) => setForm(withLocality(form, locality, listingDealers))}
            onSubmit={onSubmit}
          />
        )}
      </Modal>
    </div>
  );
}
