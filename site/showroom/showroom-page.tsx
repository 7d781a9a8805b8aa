import { Fragment } from "react";
import type { PriceFormat } from "../../runtime/core/prices.ts";
import type { FinanceSections } from "../../runtime/core/stock/showroom-content.ts";
import { type MappedVehicle, vehicleStructuredData } from "../../runtime/core/stock/vehicle.ts";
import { translator } from "../i18n/index.ts";
import { scriptJson } from "../layouts/block-frame.tsx";
import { useSite } from "../ui/site-context.tsx";
import { FinanceContent } from "./finance.tsx";
import { ShowroomGallery } from "./gallery.tsx";
import { MINI_CALCULATOR_PROPS_ID } from "./mini-calculator.tsx";
import { ShowroomPrices } from "./prices.tsx";
import {
  DisclaimersSection,
  financeTextsOf,
  hasDisclaimers,
  OwnerSection,
  ShowroomActions,
  SpecificationSection,
  SummaryAttributes,
  TradeInMount,
} from "./showroom-sections.tsx";
import { type SimilarVehicleCard, SimilarVehicles } from "./similar.tsx";
import { specificationRows, vehicleTitle } from "./texts.ts";

export interface ShowroomPageProps {
  /** The vehicle, its HTML content (buttons' popups) already sanitised. */
  vehicle: MappedVehicle;
  /** The finance sections, their HTML items already sanitised. */
  sections: FinanceSections;
  /** The price settings in the vehicle's currency. */
  prices: PriceFormat;
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
const TRADE_IN_PROPS_ID = "showroom-trade-in-props";

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
  const dateLocale = site.numberLocale;
  const summaryRows = specificationRows(vehicle, t, { prices, dateLocale });
  const allRows = specificationRows(vehicle, t, { prices, dateLocale, all: true });
  const owner = showOwner ? vehicle.owner : null;
  const hiddenFields = { vin: vehicle.specification.vin, vehicle_id: vehicle.id };
  const isCalculatorInLease =
    sections.leaseAccordion?.accordion.some((i) => i.type === "calculator") ?? false;
  const calculatorNode = calculator ? <CalculatorMount {...calculator} /> : null;
  const structuredData = vehicleStructuredData(vehicle, {
    url: props.url,
    title: title.full,
    showOwner,
    origin: site.origin,
  });

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
          {/* Each part isolated: a Latin model code keeps its place in an Arabic title. */}
          <h1 className="heading heading--l showroom__title">
            {title.mainParts.map((part, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the title's fixed order of parts
              <Fragment key={i}>
                {i > 0 ? " " : null}
                <bdi>{part}</bdi>
              </Fragment>
            ))}
            {title.detailParts.length > 0 ? (
              <span className="showroom__subtitle">
                {title.detailParts.map((part, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the title's fixed order of parts
                  <Fragment key={i}>
                    {i > 0 ? " · " : null}
                    <bdi>{part}</bdi>
                  </Fragment>
                ))}
              </span>
            ) : null}
          </h1>
          <ShowroomPrices vehicle={vehicle} />
          <ShowroomActions vehicle={vehicle} reserve={reserve} t={t} />
          {summaryRows.length > 0 ? (
            <SummaryAttributes rows={summaryRows} label={String(t("showroom.specification"))} />
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

        <SpecificationSection vehicle={vehicle} rows={allRows} t={t} />

        <FinanceContent
          sections={sections}
          texts={financeTextsOf(t)}
          calculator={isCalculatorInLease ? calculatorNode : null}
          hiddenFields={hiddenFields}
        />
        {calculatorNode && !isCalculatorInLease ? (
          <section className="showroom-section">{calculatorNode}</section>
        ) : null}

        {props.tradeIn ? (
          <TradeInMount tradeIn={props.tradeIn} propsId={TRADE_IN_PROPS_ID} />
        ) : null}

        {owner ? <OwnerSection owner={owner} t={t} /> : null}

        {hasDisclaimers(vehicle) ? <DisclaimersSection vehicle={vehicle} t={t} /> : null}

        <SimilarVehicles cards={props.similar} heading={String(t("showroom.similar"))} />
      </div>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptJson(structuredData) }}
      />
    </article>
  );
}
