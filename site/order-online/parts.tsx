import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import {
  type EditorPage,
  formatMoney,
  type JourneyFee,
  type JourneySite,
  type JourneyVehicle,
} from "./model.ts";
import type { OrderOnlineTexts } from "./texts.ts";

/** The journey's shared parts: the top bar, the vehicle summary, a modal, an editor's page. */

/** Seconds left until `iso`, ticking each second (null before the browser knows the time). */
export function useSecondsLeft(iso: string | null): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    if (!iso) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [iso]);
  if (!iso || now === null) return null;
  const end = new Date(iso).getTime();
  return Number.isNaN(end) ? null : Math.max(0, Math.round((end - now) / 1000));
}

/** m:ss in the page's digits. */
export function clockText(seconds: number, locale: string): string {
  const digits = new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false });
  const minutes = new Intl.NumberFormat(locale, { useGrouping: false });
  return `${minutes.format(Math.floor(seconds / 60))}:${digits.format(seconds % 60)}`;
}

/**
 * The order-online top bar (000 §2, §9: 42 px high below 1024 px, 62 px from 1024 px): the way
 * back to the vehicle's showroom page, the vehicle, and the hold's countdown once the car is held.
 */
export function TopBar(props: {
  site: JourneySite;
  texts: OrderOnlineTexts;
  vehicle: JourneyVehicle | null;
  backHref: string;
  holdUntil: string | null;
}) {
  const { texts, vehicle, site } = props;
  const left = useSecondsLeft(props.holdUntil);
  return (
    <div className="oo-topbar" data-order-online-topbar="">
      <div className="oo-topbar__inner">
        <a className="oo-topbar__back" href={props.backHref}>
          <span aria-hidden="true" className="oo-topbar__arrow" />
          <span>{vehicle ? texts.back : texts.backToListing}</span>
        </a>
        <p className="oo-topbar__vehicle" dir="auto">
          {vehicle ? vehicle.title : texts.journey}
        </p>
        {left !== null && left > 0 ? (
          <p className="oo-topbar__hold" role="timer" aria-live="off">
            <span className="oo-topbar__hold-label">{texts.hold}</span>{" "}
            <bdi className="oo-topbar__clock">{clockText(left, site.numberLocale)}</bdi>
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The vehicle, its price and the reservation fee, as every screen shows it. */
export function VehicleSummary(props: {
  site: JourneySite;
  texts: OrderOnlineTexts;
  vehicle: JourneyVehicle;
  fee: JourneyFee | null;
  headingLevel?: 2 | 3;
}) {
  const { texts, vehicle, fee, site } = props;
  const Heading = props.headingLevel === 3 ? "h3" : "h2";
  return (
    <section className="oo-vehicle" aria-label={texts.vehicle.heading}>
      {vehicle.photo ? (
        <img
          className="oo-vehicle__photo"
          src={vehicle.photo.src}
          alt={vehicle.photo.alt}
          width={400}
          height={300}
          loading="eager"
          fetchPriority="high"
        />
      ) : null}
      <div className="oo-vehicle__text">
        <Heading className="heading heading--s oo-vehicle__title" dir="auto">
          {vehicle.title}
        </Heading>
        {vehicle.subtitle ? <p className="oo-vehicle__subtitle">{vehicle.subtitle}</p> : null}
        {vehicle.configUrl ? <p className="oo-vehicle__tag">{texts.vehicle.configured}</p> : null}
        <dl className="oo-facts">
          {vehicle.priceText ? (
            <div>
              <dt>{texts.vehicle.price}</dt>
              <dd>
                <bdi>{vehicle.priceText}</bdi>
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{texts.vehicle.fee}</dt>
            <dd data-fee="">
              {fee && fee.amount > 0 ? (
                <bdi>{formatMoney(fee.amount, fee.currency, site.numberLocale)}</bdi>
              ) : (
                texts.vehicle.noFee
              )}
            </dd>
          </div>
          {vehicle.vin ? (
            <div>
              <dt>{texts.vehicle.vin}</dt>
              <dd>
                <bdi>{vehicle.vin}</bdi>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
    </section>
  );
}

/** An editor's page (heading and paragraph) with the site's texts where the editor wrote none. */
export function NoticePage(props: {
  page: EditorPage;
  heading: string;
  body: string;
  tone?: "error" | "info";
  children?: ReactNode;
}) {
  return (
    <section
      className={`oo-notice oo-notice--${props.tone ?? "info"}`}
      role={props.tone === "error" ? "alert" : undefined}
    >
      <h2 className="heading heading--m">{props.page.heading || props.heading}</h2>
      <p>{props.page.paragraph || props.body}</p>
      {props.children}
    </section>
  );
}

/**
 * A modal dialog (the soft-lock modals): the native <dialog>, opened modal so the page behind is
 * inert and Escape closes it; focus goes to its first button.
 */
export function Modal(props: {
  isOpen: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  name: string;
  /** false: Escape does not close it (the kicked-out and expired modals leave by their button). */
  isDismissable?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.isOpen && !dialog.open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (!props.isOpen && dialog.open) dialog.close();
  }, [props.isOpen]);
  return (
    <dialog
      ref={ref}
      className="oo-modal"
      aria-labelledby={titleId}
      data-modal={props.name}
      onClose={props.onClose}
      onCancel={(event) => {
        if (props.isDismissable === false) event.preventDefault();
      }}
    >
      <h2 id={titleId} className="heading heading--m">
        {props.title}
      </h2>
      {props.children}
    </dialog>
  );
}
