import { useId, useMemo, useState } from "react";
import type { BlockInstanceMap, BlockProps } from "../../../generated/types.ts";
import { mailtoHref, telHref, whatsappHref } from "../../../runtime/core/contact-links.ts";
import { formatDistance, isValidLatLng, sortByDistance } from "../../../runtime/core/geo.ts";
import { BlockIntro } from "../../ui/block-intro.tsx";
import { Icon } from "../../ui/icon.tsx";
import { directionsUrl } from "../../ui/maps/maps.ts";
import { POSITION_MESSAGES, useVisitorPosition } from "../../ui/maps/visitor-position.ts";
import { filterRetailers } from "../RetailerLocator/retailers.ts";

type Card = BlockInstanceMap["lrdx-retailer-locator-cards"]["groups"][number];
type Contact = NonNullable<Card["contact_info"]>[number];

const CONTACT_ICONS = { phone: "phone", whatsapp: "whatsapp", email: "email" } as const;

/**
 * A contact link's href as the visitor follows it: the editor's tel:, https://wa.me/ or mailto:
 * link when it is one of its type's, a bare number or address made into one, else nothing (the
 * link is not drawn: never a javascript: or other scheme).
 */
export function contactHref(c: Contact): string {
  const href = c.href.trim();
  switch (c.type) {
    case "phone":
      return href.startsWith("tel:") ? telHref(href.slice(4)) : telHref(href);
    case "whatsapp":
      return /^https:\/\/(wa\.me|api\.whatsapp\.com)\//.test(href) ? href : whatsappHref(href);
    case "email":
      return href.startsWith("mailto:") ? mailtoHref(href.slice(7)) : mailtoHref(href);
    default: {
      const never: never = c.type;
      return never;
    }
  }
}

/**
 * Retailer Locator Cards (002 §3.15): the editor's retailers as cards, with a search by name or
 * city and, once the visitor asks, the distance from them in the block's unit (km or mi), nearest
 * first. Server-rendered whole; the island adds the search and the distance.
 */
export default function RetailerLocatorCards({ block }: BlockProps<"lrdx-retailer-locator-cards">) {
  const f = block.fields;
  const id = useId();
  const [query, setQuery] = useState("");
  const { position, locate } = useVisitorPosition();
  const unit = f.distance_unit;
  const cards = useMemo(
    () => block.groups.map((g, i) => ({ ...g, key: `${i}`, city: g.city, name: g.name })),
    [block.groups],
  );
  const found = filterRetailers(cards, query);
  const shown =
    position.status === "located"
      ? sortByDistance(found, position.at, unit, (c) => ({ lat: c.latitude, lng: c.longitude }))
      : found.map((item) => ({ item, distance: null }));
  return (
    <div className="retailer-cards">
      <BlockIntro
        heading={f.heading}
        paragraph={f.paragraph}
        tag={f.header_tag}
        size={f.header_size}
        prefix="retailer-cards"
      />
      <search className="retailer-locator__tools">
        <div className="retailer-locator__field">
          <label htmlFor={`${id}-q`}>{f.search_translation}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.currentTarget.value)}
            autoComplete="off"
            aria-controls={`${id}-list`}
          />
        </div>
        <button
          type="button"
          className="retailer-locator__locate"
          onClick={locate}
          disabled={position.status === "asking"}
        >
          <Icon name="location" />
          {f.distance_translation}
        </button>
      </search>
      <p className="retailer-locator__status" role="status">
        {[`${f.retailers_translation} (${shown.length})`, POSITION_MESSAGES[position.status]]
          .filter(Boolean)
          .join(" — ")}
      </p>
      {shown.length === 0 ? (
        <div className="retailer-locator__empty">
          <p>لا يوجد وكلاء مطابقون لبحثك.</p>
          <button type="button" className="retailer-locator__clear" onClick={() => setQuery("")}>
            امسح البحث
          </button>
        </div>
      ) : null}
      <ul className="retailer-cards__list" id={`${id}-list`}>
        {shown.map(({ item: c, distance }) => {
          const point = { lat: c.latitude, lng: c.longitude };
          const links = (c.contact_info ?? []).flatMap((ci) => {
            const href = contactHref(ci);
            return href ? [{ ...ci, href }] : [];
          });
          return (
            <li key={c.key} className="retailer-card">
              <div className="retailer-card__head">
                <h3 className="retailer-card__name">{c.name}</h3>
                {distance !== null ? (
                  <span className="retailer-card__distance">
                    <span className="visually-hidden">{f.distance_translation}: </span>
                    {formatDistance(distance, unit)}
                  </span>
                ) : null}
              </div>
              {c.address || c.city ? (
                <p className="retailer-card__address">
                  <Icon name="location" className="icon retailer-card__icon" />
                  {[c.address, c.city].filter(Boolean).join("، ")}
                </p>
              ) : null}
              {(c.services ?? []).length > 0 ? (
                <div className="retailer-cards__services">
                  <h4 className="retailer-card__label">{f.services_translation}</h4>
                  <ul className="retailer-card__services">
                    {(c.services ?? []).map((s, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: services never reorder and labels may repeat.
                      <li key={i}>
                        {s.icon ? (
                          <Icon name={s.icon} className="icon retailer-card__icon" />
                        ) : null}
                        {s.label}
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <div className="retailer-card__links">
                {links.map((l, i) => (
                  <a
                    // biome-ignore lint/suspicious/noArrayIndexKey: links never reorder.
                    key={i}
                    className="retailer-card__link"
                    href={l.href}
                    {...(l.type === "whatsapp"
                      ? { target: "_blank", rel: "noopener noreferrer" }
                      : {})}
                  >
                    <Icon name={l.icon || CONTACT_ICONS[l.type]} />
                    <span>{l.label}</span>
                  </a>
                ))}
                {isValidLatLng(point) ? (
                  <a
                    className="retailer-card__link"
                    href={directionsUrl(point)}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    <Icon name="arrow-end" />
                    <span>{f.show_translation}</span>
                  </a>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
