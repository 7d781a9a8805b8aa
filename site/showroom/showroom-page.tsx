import type { PriceSettings } from "../../runtime/core/prices.ts";
import { ownerAddressLines } from "../../runtime/core/stock/owner.ts";
import type { FinanceSections } from "../../runtime/core/stock/showroom-content.ts";
import { type MappedVehicle, vehicleStructuredData } from "../../runtime/core/stock/vehicle.ts";
import { translator } from "../i18n/index.ts";
import { scriptJson } from "../layouts/block-frame.tsx";
import { useSite } from "../ui/site-context.tsx";
import { FinanceContent, type FinanceTexts, Popup } from "./finance.tsx";
import { ShowroomGallery } from "./gallery.tsx";
import { MINI_CALCULATOR_PROPS_ID } from "./mini-calculator.tsx";
import { ShowroomPrices } from "./prices.tsx";
import { type SimilarVehicleCard, SimilarVehicles } from "./similar.tsx";
import { specificationRows, textOr, vehicleTitle } from "./texts.ts";

export interface ShowroomPageProps {
  /** The vehicle, its HTML content (buttons' popups) already sanitised. */
  vehicle: MappedVehicle;
  /** The finance sections, their HTML items already sanitised. */
  sections: FinanceSections;
  /** The price settings in the vehicle's currency. */
  prices: PriceSettings;
  similar: readonly SimilarVehicleCard[];
  /** stock_locator.features has owner_visible. */
  showOwner: boolean;
  /** The listing page the back link returns to. */
  backHref: string;
  /** The reserve call to action (null: the vehicle cannot be reserved). */
  reserve: { href: string; fee: string } | null;
  /** The mini calculator's server HTML and props (null: none for this vehicle). */
  calculator: { html: string; props: string } | null;
  /** The page's absolute URL (structured data). */
  url: string;
  /** The trade-in form's server HTML and props (null: no trade-in endpoint). */
  tradeIn: { html: string; props: string } | null;
}

/** The script element holding the trade-in form's props. */
export const TRADE_IN_PROPS_ID = "showroom-trade-in-props";

/** The mini calculator's mount: its server HTML, hydrated by site/islands/showroom.tsx. */
function CalculatorMount({ html, props }: { html: string; props: string }) {
  return (
    <>
      <div
        id="showroom-calculator"
        className="showroom-calculator-mount"
        data-showroom-island="calculator"
        data-props={MINI_CALCULATOR_PROPS_ID}
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <script
        type="application/json"
        id={MINI_CALCULATOR_PROPS_ID}
        dangerouslySetInnerHTML={{ __html: props }}
      />
    </>
  );
}

/**
 * The showroom (vehicle detail) page of 001 §2: title, photos, specification attributes and
 * their accordion, equipment, prices, disclaimers, the owner, the listing's buttons, finance
 * content, the mini calculator, similar vehicles, the reserve call to action and a way back to
 * the listing; with the vehicle's schema.org Car data. Phone first: one column, the summary
 * (title, price, actions) beside the photos from 64rem.
 */
export function ShowroomPage(props: ShowroomPageProps) {
  const { vehicle, sections, prices, showOwner, backHref, reserve, calculator } = props;
  const site = useSite();
  const t = translator(site.lang);
  const title = vehicleTitle(vehicle, t);
  const dateLocale = prices.digits === "latin" ? `${site.tag}-u-nu-latn` : site.tag;
  const summaryRows = specificationRows(vehicle, t, { prices, dateLocale });
  const allRows = specificationRows(vehicle, t, { prices, dateLocale, all: true });
  const owner = showOwner ? vehicle.owner : null;
  const hiddenFields = { vin: vehicle.specification.vin, vehicle_id: vehicle.id };
  const financeTexts: FinanceTexts = {
    heading: String(t("showroom.finance.heading")),
    cash: String(t("showroom.finance.cash")),
    lease: String(t("showroom.finance.lease")),
    subscription: String(t("showroom.finance.subscription")),
    additional: String(t("showroom.finance.additional")),
    more: String(t("showroom.finance.more")),
    form: String(t("showroom.finance.form")),
    close: String(t("showroom.close")),
    option: String(t("showroom.finance.option")),
    duration: String(t("showroom.finance.duration")),
    mileage: String(t("showroom.finance.mileage")),
  };
  const isCalculatorInLease =
    sections.leaseAccordion?.accordion.some((i) => i.type === "calculator") ?? false;
  const calculatorNode = calculator ? <CalculatorMount {...calculator} /> : null;
  const structuredData = vehicleStructuredData(vehicle, {
    url: props.url,
    title: title.full,
    showOwner,
    origin: site.origin,
  });
  const { equipment } = vehicle;
  const hasEquipment =
    equipment.standard.length + equipment.optional.length + equipment.accessories.length > 0;
  // A custom 'reserve' button of the listing is the reserve call to action, under its label;
  // other custom actions have nothing on this page to do and are not shown.
  const reserveButton = vehicle.buttons.find(
    (b) => b.action === "custom" && b.customAction === "reserve",
  );
  const buttons = vehicle.buttons.filter((b) => b.action !== "custom");

  return (
    <article className="showroom" data-vehicle-id={vehicle.id}>
      <p className="showroom__back">
        <a href={backHref} className="showroom__back-link">
          <span aria-hidden="true" className="showroom__back-arrow" />
          {t("showroom.back")}
        </a>
      </p>
      <div className="showroom__top">
        <ShowroomGallery
          photos={vehicle.photos}
          title={title.full}
          texts={{
            gallery: String(t("showroom.gallery")),
            photo: (n, total) => String(t("showroom.photo", { n, total })),
            noPhoto: String(t("showroom.noPhoto")),
          }}
        />
        <div className="showroom__summary">
          <h1 className="heading heading--l showroom__title">
            {title.main}
            {title.details ? <span className="showroom__subtitle">{title.details}</span> : null}
          </h1>
          <ShowroomPrices vehicle={vehicle} />
          <div className="showroom__actions">
            {reserve ? (
              <a className="cta cta--primary showroom__reserve" href={reserve.href}>
                {reserveButton?.label ?? t("showroom.reserve")}
              </a>
            ) : null}
            {reserve?.fee ? (
              <p className="showroom__fee">{t("showroom.reservationFee", { fee: reserve.fee })}</p>
            ) : null}
            {buttons.map((button) => {
              if (button.action === "url")
                return (
                  <a
                    key={button.id}
                    className="cta cta--secondary"
                    href={button.url}
                    target={button.target === "_blank" ? "_blank" : undefined}
                    rel={button.target === "_blank" ? "noopener noreferrer" : undefined}
                  >
                    {button.label}
                  </a>
                );
              const id = `showroom-button-${button.id}`;
              return (
                <span key={button.id} className="showroom__popup-button">
                  <button type="button" className="cta cta--secondary" popoverTarget={id}>
                    {button.label}
                  </button>
                  <Popup id={id} title={button.label} closeLabel={String(t("showroom.close"))}>
                    <div
                      className="rich-text"
                      dangerouslySetInnerHTML={{ __html: button.popupContent }}
                    />
                  </Popup>
                </span>
              );
            })}
          </div>
          {summaryRows.length > 0 ? (
            <dl className="showroom__attributes" aria-label={String(t("showroom.specification"))}>
              {summaryRows.map((row) => (
                <div key={row.key} data-attribute={row.key}>
                  <dt>{row.label}</dt>
                  <dd>
                    <bdi>{row.value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          ) : null}
        </div>
      </div>

      <div className="showroom__body">
        {vehicle.description ? (
          <section className="showroom-section" aria-labelledby="showroom-description-h">
            <h2 id="showroom-description-h" className="heading heading--m">
              {t("showroom.description")}
            </h2>
            <p className="showroom__description" dir="auto">
              {vehicle.description}
            </p>
          </section>
        ) : null}

        <section className="showroom-section" aria-labelledby="showroom-spec-h">
          <h2 id="showroom-spec-h" className="heading heading--m">
            {t("showroom.specification")}
          </h2>
          <details className="showroom-accordion" data-accordion="specification">
            <summary>{t("showroom.specificationAll")}</summary>
            <dl className="showroom-spec">
              {allRows.map((row) => (
                <div key={row.key}>
                  <dt>{row.label}</dt>
                  <dd>
                    <bdi>{row.value}</bdi>
                  </dd>
                </div>
              ))}
            </dl>
          </details>
          {hasEquipment ? (
            <details className="showroom-accordion" data-accordion="equipment">
              <summary>{t("showroom.equipment")}</summary>
              {equipment.standard.length > 0 ? (
                <>
                  <h3 className="heading heading--xs">{t("showroom.standard")}</h3>
                  <ul className="showroom-list">
                    {equipment.standard.map((f) => (
                      <li key={f} dir="auto">
                        {f}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {equipment.optional.length > 0 ? (
                <>
                  <h3 className="heading heading--xs">{t("showroom.optional")}</h3>
                  <ul className="showroom-list showroom-list--priced">
                    {equipment.optional.map((f) => (
                      <li key={f.name}>
                        <span>{f.name}</span>
                        {f.price ? <bdi className="price">{f.price.text}</bdi> : null}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {equipment.accessories.length > 0 ? (
                <>
                  <h3 className="heading heading--xs">{t("showroom.accessories")}</h3>
                  <ul className="showroom-list">
                    {equipment.accessories.map((f) => (
                      <li key={f} dir="auto">
                        {f}
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </details>
          ) : null}
        </section>

        <FinanceContent
          sections={sections}
          texts={financeTexts}
          calculator={isCalculatorInLease ? calculatorNode : null}
          hiddenFields={hiddenFields}
        />
        {calculatorNode && !isCalculatorInLease ? (
          <section className="showroom-section">{calculatorNode}</section>
        ) : null}

        {props.tradeIn ? (
          <section className="showroom-section">
            <div
              className="showroom-trade-in-mount"
              data-showroom-island="trade-in"
              data-props={TRADE_IN_PROPS_ID}
              dangerouslySetInnerHTML={{ __html: props.tradeIn.html }}
            />
            <script
              type="application/json"
              id={TRADE_IN_PROPS_ID}
              dangerouslySetInnerHTML={{ __html: props.tradeIn.props }}
            />
          </section>
        ) : null}

        {owner ? (
          <section className="showroom-section showroom-owner" aria-labelledby="showroom-owner-h">
            <h2 id="showroom-owner-h" className="heading heading--m">
              {t("showroom.owner.heading")}
            </h2>
            <address className="showroom-owner__address">
              {ownerAddressLines(owner).map((line, i) =>
                i === 0 ? <strong key={line}>{line}</strong> : <span key={line}>{line}</span>,
              )}
            </address>
            <p className="showroom-owner__contact">
              {owner.phone ? (
                <a
                  className="cta cta--secondary cta--small"
                  href={`tel:${owner.phone.replace(/[^+0-9]/g, "")}`}
                >
                  {t("showroom.owner.call")}: <bdi dir="ltr">{owner.phone}</bdi>
                </a>
              ) : null}
              {owner.email ? (
                <a className="cta cta--secondary cta--small" href={`mailto:${owner.email}`}>
                  {t("showroom.owner.email")}
                </a>
              ) : null}
            </p>
            {owner.openingHours ? (
              <p className="showroom-owner__hours">
                <strong>{t("showroom.owner.openingHours")}: </strong>
                <bdi>{owner.openingHours}</bdi>
              </p>
            ) : null}
          </section>
        ) : null}

        {vehicle.disclaimers.length > 0 ||
        vehicle.footnote ||
        vehicle.productCardDisclaimer ||
        vehicle.prices.taxNotice ? (
          <section
            className="showroom-section showroom-disclaimers"
            aria-labelledby="showroom-disc-h"
          >
            <h2 id="showroom-disc-h" className="heading heading--s">
              {t("showroom.disclaimers")}
            </h2>
            {vehicle.prices.taxNotice ? (
              <p className="showroom-disclaimers__tax">
                {textOr(
                  t,
                  `showroom.taxNotice.${vehicle.prices.taxNotice}`,
                  String(t("showroom.taxNotice.other", { type: vehicle.prices.taxNotice })),
                )}
              </p>
            ) : null}
            {[vehicle.productCardDisclaimer, ...vehicle.disclaimers, vehicle.footnote]
              .filter((d) => d !== "")
              .map((d) => (
                <p key={d} dir="auto">
                  {d}
                </p>
              ))}
          </section>
        ) : null}

        <SimilarVehicles cards={props.similar} heading={String(t("showroom.similar"))} />
      </div>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptJson(structuredData) }}
      />
    </article>
  );
}
