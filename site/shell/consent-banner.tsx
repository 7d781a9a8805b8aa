import { createElement } from "react";
import type { ConsentBannerVariant } from "../../runtime/core/consent.ts";
import type { ConsentChoice } from "./consent-choices.ts";

/**
 * The cookie banner's markup, rendered on the server into a <template> (site/islands/shell.tsx):
 * the browser shows a copy of it while the visitor's choice is pending, with no React
 * (site/islands/consent-banner.ts runs the consent machine and answers its buttons, each named by
 * `data-consent-choice`). It is fixed at the bottom of the viewport, so it moves nothing on the
 * page. One banner per page: its title's id is fixed.
 */

export interface ConsentBannerProps {
  variant: ConsentBannerVariant | null;
  privacyUrl: string;
  texts: {
    title: string;
    description: string;
    acceptAll: string;
    acceptNecessary: string;
    reject: string;
    privacy: string;
  };
}

const TITLE_ID = "consent-banner-title";

function ChoiceButton({
  choice,
  label,
  isPrimary,
  className = "",
}: {
  choice: ConsentChoice;
  label: string;
  isPrimary: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={[`cta ${isPrimary ? "cta--primary" : "cta--secondary"} cta--small`, className]
        .filter(Boolean)
        .join(" ")}
      data-consent-choice={choice}
    >
      {label}
    </button>
  );
}

export function ConsentBannerView({ banner }: { banner: ConsentBannerProps }) {
  const { texts, variant } = banner;
  if (variant) {
    const accept = (
      <ChoiceButton
        choice="accept-all"
        label={variant.acceptButton}
        isPrimary
        className="consent-banner__accept"
      />
    );
    return (
      <section
        className="consent-banner consent-banner--variant"
        aria-labelledby={TITLE_ID}
        data-consent-banner="variant"
      >
        <div className="consent-banner__inner">
          {variant.acceptButtonPosition === "start" ? accept : null}
          {createElement(
            variant.titleLevel,
            { id: TITLE_ID, className: "consent-banner__title" },
            variant.title,
          )}
          {variant.acceptButtonPosition === "end" ? accept : null}
        </div>
      </section>
    );
  }
  return (
    <section className="consent-banner" aria-labelledby={TITLE_ID} data-consent-banner="basic">
      <div className="consent-banner__inner">
        <div className="consent-banner__text">
          <h2 id={TITLE_ID} className="consent-banner__title">
            {texts.title}
          </h2>
          <p className="consent-banner__description">
            {texts.description}{" "}
            {banner.privacyUrl ? <a href={banner.privacyUrl}>{texts.privacy}</a> : null}
          </p>
        </div>
        <div className="consent-banner__actions">
          <ChoiceButton choice="accept-all" label={texts.acceptAll} isPrimary />
          <ChoiceButton choice="necessary" label={texts.acceptNecessary} isPrimary={false} />
          <ChoiceButton choice="reject" label={texts.reject} isPrimary={false} />
        </div>
      </div>
    </section>
  );
}
