/** What a similar vehicle's card shows. */
export interface SimilarVehicleCard {
  id: string;
  href: string;
  title: string;
  subtitle: string;
  photo: string | null;
  /** Its price line ('' for none). */
  price: string;
}

/**
 * Up to 6 similar vehicles (001 §2, §9), each a card whose title links to its showroom page.
 * Nothing when there are none.
 */
export function SimilarVehicles({
  cards,
  heading,
}: {
  cards: readonly SimilarVehicleCard[];
  heading: string;
}) {
  if (cards.length === 0) return null;
  return (
    <section className="showroom-section showroom-similar" aria-labelledby="showroom-similar-h">
      <h2 id="showroom-similar-h" className="heading heading--m">
        {heading}
      </h2>
      <ul className="showroom-similar__list">
        {cards.map((card) => (
          <li key={card.id} className="showroom-similar__card" data-vehicle-id={card.id}>
            <div className="showroom-similar__photo">
              {card.photo ? (
                <img
                  src={card.photo}
                  alt=""
                  width={640}
                  height={480}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
            </div>
            <h3 className="heading heading--xs">
              <a href={card.href} className="showroom-similar__link">
                {card.title}
              </a>
            </h3>
            {card.subtitle ? <p className="showroom-similar__subtitle">{card.subtitle}</p> : null}
            {card.price ? (
              <p className="showroom-similar__price">
                <bdi className="price">{card.price}</bdi>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
