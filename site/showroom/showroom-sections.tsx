import { ownerAddressLines } from "../../runtime/core/stock/owner.ts";
import type { MappedVehicle } from "../../runtime/core/stock/vehicle.ts";
import type { translator } from "../i18n/index.ts";
import { useSite } from "../ui/site-context.tsx";
import { type FinanceTexts, Popup } from "./finance.tsx";
import { htmlInLanguage, textsInPageScript } from "./page-language.ts";
import { type specificationRows, textOr } from "./texts.ts";

type Translate = ReturnType<typeof translator>;
type SpecificationRow = ReturnType<typeof specificationRows>[number];

/** The finance content's texts, in the page's language. */
export function financeTextsOf(t: Translate): FinanceTexts {
  return {
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
}

/**
 * The summary's actions: reserve (with its fee), then the listing's buttons, links or popups.
 * A custom 'reserve' button of the listing is the reserve call to action, under its label;
 * other custom actions have nothing on this page to do and are not shown.
 */
export function ShowroomActions({
  vehicle,
  reserve,
  t,
}: {
  vehicle: MappedVehicle;
  reserve: { href: string; fee: string } | null;
  t: Translate;
}) {
  const { lang } = useSite();
  const reserveButton = vehicle.buttons.find(
    (b) => b.action === "custom" && b.customAction === "reserve",
  );
  const buttons = vehicle.buttons.filter((b) => b.action !== "custom");
  return (
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
                dangerouslySetInnerHTML={{ __html: htmlInLanguage(button.popupContent, lang) }}
              />
            </Popup>
          </span>
        );
      })}
    </div>
  );
}

/** The summary's specification attributes, beside the title and price. */
export function SummaryAttributes({ rows, label }: { rows: SpecificationRow[]; label: string }) {
  return (
    <dl className="showroom__attributes" aria-label={label}>
      {rows.map((row) => (
        <div key={row.key} data-attribute={row.key}>
          <dt>{row.label}</dt>
          <dd>
            <bdi>{row.value}</bdi>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Every specification attribute, and the equipment, each in an accordion. */
export function SpecificationSection({
  vehicle,
  rows,
  t,
}: {
  vehicle: MappedVehicle;
  rows: SpecificationRow[];
  t: Translate;
}) {
  const { equipment } = vehicle;
  const hasEquipment =
    equipment.standard.length + equipment.optional.length + equipment.accessories.length > 0;
  return (
    <section className="showroom-section" aria-labelledby="showroom-spec-h">
      <h2 id="showroom-spec-h" className="heading heading--m">
        {t("showroom.specification")}
      </h2>
      <details className="showroom-accordion" data-accordion="specification">
        <summary>{t("showroom.specificationAll")}</summary>
        <dl className="showroom-spec">
          {rows.map((row) => (
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
  );
}

/** The trade-in form's mount: its server HTML and props, hydrated by site/islands/showroom.tsx. */
export function TradeInMount({
  tradeIn,
  propsId,
}: {
  tradeIn: { html: string; props: string };
  propsId: string;
}) {
  return (
    <section className="showroom-section">
      <div
        className="showroom-trade-in-mount"
        data-showroom-island="trade-in"
        data-props={propsId}
        dangerouslySetInnerHTML={{ __html: tradeIn.html }}
      />
      <script
        type="application/json"
        id={propsId}
        dangerouslySetInnerHTML={{ __html: tradeIn.props }}
      />
    </section>
  );
}

/** The vehicle's owner (stock_locator.features owner_visible): address, call, email, hours. */
export function OwnerSection({
  owner,
  t,
}: {
  owner: NonNullable<MappedVehicle["owner"]>;
  t: Translate;
}) {
  return (
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
  );
}

/** Whether the vehicle has anything for the disclaimers section. */
export function hasDisclaimers(vehicle: MappedVehicle): boolean {
  return Boolean(
    vehicle.disclaimers.length > 0 ||
      vehicle.footnote ||
      vehicle.productCardDisclaimer ||
      vehicle.prices.taxNotice,
  );
}

/**
 * The tax notice, the product card's disclaimer, the vehicle's disclaimers and its footnote; of
 * texts the stock data gives in two languages, those in the page's.
 */
export function DisclaimersSection({ vehicle, t }: { vehicle: MappedVehicle; t: Translate }) {
  return (
    <section className="showroom-section showroom-disclaimers" aria-labelledby="showroom-disc-h">
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
      {textsInPageScript(
        [vehicle.productCardDisclaimer, ...vehicle.disclaimers, vehicle.footnote].filter(
          (d) => d !== "",
        ),
        String(t("showroom.disclaimers")),
      ).map((d) => (
        <p key={d} dir="auto">
          {d}
        </p>
      ))}
    </section>
  );
}
