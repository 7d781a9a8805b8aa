import type { ReactNode } from "react";
import type { IconName } from "../../../generated/types.ts";
import type { CardIcon, VehicleCardModel } from "../../../runtime/core/stock/card.ts";
import { Icon } from "../../ui/icon.tsx";

/**
 * One vehicle of a stock block: photo, title, price, the icons and attributes, a link to the
 * showroom page over the whole card (the title is the link; the card is its click area). The
 * partner integration replaces the details button with its own.
 */
export function VehicleCard({
  card,
  detailsLabel,
  partner,
  headingLevel = 3,
  onOpen,
  isEager = false,
  photoSizes = GRID_SIZES,
  extra,
}: {
  card: VehicleCardModel;
  detailsLabel: string;
  partner?: { label: string; href: string } | null;
  headingLevel?: 2 | 3 | 4;
  onOpen?: () => void;
  isEager?: boolean;
  /** The photo's width in the layout (the img's sizes), so that a phone asks for a phone's picture. */
  photoSizes?: string;
  /** More actions beside the details button (the save button). */
  extra?: ReactNode;
}) {
  const Title = `h${headingLevel}` as "h3";
  return (
    <article className="vehicle-card" data-vehicle-id={card.id}>
      <div className="vehicle-card__photo">
        {card.photo ? (
          <img
            src={card.photo}
            srcSet={photoSrcSet(card.photo)}
            sizes={photoSizes}
            alt=""
            width={640}
            height={400}
            loading={isEager ? "eager" : "lazy"}
            decoding="async"
          />
        ) : null}
      </div>
      <div className="vehicle-card__body">
        <Title className="vehicle-card__title">
          <a className="vehicle-card__link" href={card.link} onClick={onOpen}>
            {card.title}
          </a>
        </Title>
        {card.subtitle ? <p className="vehicle-card__subtitle">{card.subtitle}</p> : null}
        <p className="vehicle-card__price">
          {card.price ? <span className="vehicle-card__amount">{card.price}</span> : null}
          {card.oldPrice ? <s className="vehicle-card__old">{card.oldPrice}</s> : null}
          {card.monthly ? <span className="vehicle-card__monthly">{card.monthly}</span> : null}
        </p>
        {card.icons.length > 0 ? (
          <ul className="vehicle-card__icons">
            {card.icons.map((a) => (
              <li key={a.key} title={a.label}>
                <Icon name={iconFor(a.key)} />
                <span className="visually-hidden">{a.label}: </span>
                <span>{a.value}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {card.attributes.length > 0 ? (
          <dl className="vehicle-card__attributes">
            {card.attributes.map((a) => (
              <div key={a.key}>
                <dt>{a.label}</dt>
                <dd>{a.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        <div className="vehicle-card__actions">
          {extra}
          {partner ? (
            <a className="cta cta--primary cta--small" href={partner.href}>
              {partner.label}
            </a>
          ) : (
            <span className="cta cta--secondary cta--small" aria-hidden="true">
              {detailsLabel}
            </span>
          )}
        </div>
      </div>
    </article>
  );
}

/** A card in the locator's grid: the page's width on a phone, a column of the grid beside the filters. */
const GRID_SIZES = "(min-width: 768px) 24rem, 100vw";

/** A media library picture's URL at one width, without a crop: /api/v2/images/{id}/w/{w}.jpg. */
const LIBRARY_PHOTO = /^(.*\/api\/v2\/images\/\d+\/w\/)(\d+)\.jpg$/;

/**
 * The widths a card's photo is served at, when it is one of the media library's (webp, smaller
 * than its jpg): the thumbnail's 320 and the width the URL names. Another photo (a stock feed's
 * own URL) has none: the browser loads its src.
 */
export function photoSrcSet(photo: string): string | undefined {
  const match = LIBRARY_PHOTO.exec(photo);
  if (!match) return undefined;
  const [, prefix = "", width = ""] = match;
  const w = Number(width);
  if (w <= 320) return undefined;
  return `${prefix}320.webp 320w, ${prefix}${w}.webp ${w}w`;
}

/** The icon drawn beside an attribute on a card (decision: the nearest of the theme's set). */
function iconFor(key: CardIcon | string): Exclude<IconName, ""> {
  const icons: Partial<Record<string, Exclude<IconName, "">>> = {
    productionYear: "calendar",
    mileage: "steering-wheel",
    engines: "fuel",
    power: "electric",
    color: "star",
    drivetrain: "car",
    transmission: "wrench",
    capacity: "fuel",
    state: "check",
    batteryCapacity: "electric",
    numberOfSeats: "car",
  };
  return icons[key] ?? "info";
}
