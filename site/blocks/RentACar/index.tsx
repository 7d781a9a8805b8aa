import { useMachine } from "@xstate/react";
import {
  type ComponentType,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { fromPromise } from "xstate";
import type { BlockProps, RentACarGroup } from "../../../generated/types.ts";
import {
  isSearchReady,
  type RentACarContext,
  rentACarMachine,
} from "../../../machines/rent-a-car-machine.ts";
import { fromMinor, shownPrice } from "../../../runtime/core/money.ts";
import { integerText, numberFormat } from "../../../runtime/core/number-format.ts";
import {
  ALL_NAMEPLATES,
  type BookingTokens,
  CUSTOM_LOCATION,
  distanceFrom,
  effectiveDropOff,
  extraLines,
  fillHiddenFields,
  fillSummaryTemplate,
  fillText,
  formatRentalDate,
  initialExtras,
  locationCount,
  nameplatesOf,
  type RentalLocation,
  rentalDays,
  rentalTotal,
  vehiclesFor,
} from "../../../runtime/core/rent-a-car.ts";
import { localToday } from "../../forms/calendar.ts";
import type { LeadFormView } from "../../forms/form-view.ts";
import type { LeadFormProps } from "../../forms/lead-form.tsx";
import { newSubmissionKey } from "../../forms/lead-values.ts";
import { loadLeadFormView } from "../../forms/load-view.ts";
import { postLead } from "../../forms/post-lead.ts";
import { leadFormTexts } from "../../forms/texts.ts";
import { translator } from "../../i18n/index.ts";
import { BlockDialog } from "../../ui/block-dialog.tsx";
import { Heading } from "../../ui/heading.tsx";
import { LoadFailure } from "../../ui/load-failure.tsx";
import { Price } from "../../ui/price.tsx";
import { PriceContext } from "../../ui/price-context.ts";
import { useSite } from "../../ui/site-context.tsx";
import { RangeCalendar } from "./range-calendar.tsx";
import { BookingDetails, ExtrasStep, LocationsStep, Outcome, VehicleCard } from "./views.tsx";

/** The contact form, loaded with the overlay's contact step (never in the page's first script). */
const LeadForm: ComponentType<LeadFormProps> = lazy(() =>
  import("../../forms/lead-form.tsx").then((m) => ({ default: m.LeadForm })),
);

/** The tag manager's queue. */
interface DataLayerWindow {
  dataLayer?: Record<string, unknown>[];
}

/** Analytics: the rental inquiry was stored as a lead. */
function pushRentalEvent(entry: Record<string, unknown>): void {
  const w: Window & DataLayerWindow = window;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push({ event: "rental_inquiry_sent", ...entry });
}

/**
 * Rent a Car (lrdx-rent-a-car; 002 §2.8, §3.16, §4.7, §8, §9.7): locations and dates, the car,
 * then the reservation overlay (extras steps, CONTACT DETAILS through the forms service's form,
 * the summary, 'Send inquiry'), then the thank-you or the error view. The inquiry is a lead of
 * the contact form (POST /forms/{id}/leads) with the booking in its hidden fields, so it is stored
 * before the visitor is thanked. Machine: machines/rent-a-car-machine.ts; rules:
 * runtime/core/rent-a-car.ts. The first view (places, dates, every car) is the server's.
 */
export default function RentACar({ block }: BlockProps<"lrdx-rent-a-car">) {
  const f = block.fields;
  const tr = f.block_translations;
  const settings = f.additional_json;
  const locations = f.locations_json.locations_list;
  const vehicles = f.vehicles_json.vehicles_list;
  const groups: RentACarGroup[] = block.groups;
  const site = useSite();
  const { settings: priceSettings } = useContext(PriceContext);
  const currency = priceSettings.currencyIso;
  const id = useId();
  const [nameplate, setNameplate] = useState(ALL_NAMEPLATES);
  const [formView, setFormView] = useState<LeadFormView | null>(null);
  const formViewRef = useRef<LeadFormView | null>(null);
  const submissionKey = useRef("");
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const formId = f.contact_step_form_id;
  /** The booking's number on the page: a new booking draws a new, empty contact form. */
  const [booking, setBooking] = useState(0);

  const fmtDate = (iso: string) => formatRentalDate(iso, site.numberLocale, settings.date);
  const count = (n: number) => integerText(n, site.numberLocale, site.digits);
  const money = (minor: number | null, allowZero = false) => {
    const shown = shownPrice(minor, currency);
    if (!shown) return allowZero ? <Price value={0} allowZero type="rent" /> : null;
    return <Price value={shown.value} decimals={shown.decimals} type="rent" />;
  };
  const locationName = (key: string, address: string) =>
    key === CUSTOM_LOCATION
      ? address
      : (locations.find((l) => l.name_key === key)?.point_name ?? key);

  const [machine] = useState(() =>
    rentACarMachine.provide({
      actors: {
        loadForm: fromPromise(async () => {
          if (formViewRef.current) return;
          const view = await loadLeadFormView({
            formId,
            lang: site.lang,
            texts: leadFormTexts(translator(site.lang)),
          });
          if (!view) throw new Error(`form ${formId} could not be read`);
          formViewRef.current = view;
          setFormView(view);
        }),
        sendInquiry: fromPromise(async ({ input }: { input: RentACarContext }) => {
          const view = formViewRef.current;
          if (!view || input.contact === null) throw new Error("no contact details");
          const hiddenFields = fillHiddenFields(f.form_hidden_field_mapping, bookingTokens(input));
          const values = { ...input.contact };
          // The form's own hidden fields carry the booking as it is now (it may have changed
          // since the form was drawn).
          for (const field of view.fields)
            if (field.type === "hidden" && hiddenFields[field.name] !== undefined)
              values[field.name] = hiddenFields[field.name] ?? "";
          submissionKey.current ||= newSubmissionKey();
          const answer = await postLead(`/forms/${encodeURIComponent(formId)}`, {
            values,
            hiddenFields,
            submissionKey: submissionKey.current,
            pageUrl: window.location.href,
            lang: view.messagesLang,
          });
          if (!answer || (answer.status !== 201 && answer.status !== 200))
            throw new Error(`the lead was not stored (${answer?.status ?? "no answer"})`);
        }),
      },
      actions: {
        inquirySent: ({ context }) => {
          const vehicle = context.vehicle === null ? undefined : vehicles[context.vehicle];
          const days = rentalDays(context.pickUpDate, context.dropOffDate);
          const total = rentalTotal({
            dailyPrice: vehicle?.price.daily ?? null,
            days,
            extras: extraLines(groups, context.extras),
          });
          pushRentalEvent({
            rental_vehicle: vehicle?.display_name ?? "",
            rental_nameplate: vehicle?.nameplate_name ?? "",
            rental_days: days ?? 0,
            rental_pick_up: context.pickUp,
            rental_drop_off: effectiveDropOff(context).key,
            value: total === null ? null : Number(fromMinor(total, currency)),
            currency,
          });
        },
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, {
    input: {
      groupCount: groups.length,
      extras: initialExtras(groups),
      today: localToday(),
      disabledDays: settings.datepicker_disabled_days,
    },
  });
  const c = snapshot.context;
  const state = snapshot.value;
  /** 'Back to website': a new booking, with a new submission key and an empty form. */
  const startAgain = () => {
    submissionKey.current = "";
    setBooking((n) => n + 1);
    send({ type: "DONE" });
  };
  const isOverlay = typeof state === "object" && "overlay" in state;
  const isExtras = isOverlay && state.overlay === "extras";
  const isContact = isOverlay && typeof state.overlay === "object";
  const isOpen = isOverlay || state === "sending" || state === "sent" || state === "failed";
  const isBooking = state === "booking";
  const isReady = isSearchReady(c);
  const chosen = c.vehicle === null ? undefined : vehicles[c.vehicle];
  const days = rentalDays(c.pickUpDate, c.dropOffDate);
  const lines = extraLines(groups, c.extras);
  const total = rentalTotal({ dailyPrice: chosen?.price.daily ?? null, days, extras: lines });
  const dropOff = effectiveDropOff(c);

  function bookingTokens(ctx: RentACarContext): BookingTokens {
    const car = ctx.vehicle === null ? undefined : vehicles[ctx.vehicle];
    const d = rentalDays(ctx.pickUpDate, ctx.dropOffDate);
    const extra = extraLines(groups, ctx.extras);
    const sum = rentalTotal({ dailyPrice: car?.price.daily ?? null, days: d, extras: extra });
    const off = effectiveDropOff(ctx);
    return {
      pick_up_location: locationName(ctx.pickUp, ctx.customPickUp),
      drop_off_location: locationName(off.key, off.address),
      pick_up_date: ctx.pickUpDate,
      drop_off_date: ctx.dropOffDate,
      days: d === null ? "" : String(d),
      vehicle: car?.display_name ?? "",
      extras: extra.map((l) => `${l.heading} × ${l.quantity}`).join("، "),
      total: sum === null ? "" : fromMinor(sum, currency),
      currency,
    };
  }

  // Each new step's heading takes the focus (the step is announced by the live region too).
  const stepKey = JSON.stringify([state, c.step]);
  const lastStep = useRef(stepKey);
  useEffect(() => {
    if (lastStep.current === stepKey) return;
    lastStep.current = stepKey;
    if (isOpen) stepHeading.current?.focus();
  }, [stepKey, isOpen]);

  const pickUpLocation: RentalLocation | undefined = locations.find((l) => l.name_key === c.pickUp);
  const distance = (to: RentalLocation) => {
    const d = distanceFrom(pickUpLocation, to, settings.distance_unit);
    if (d === null || to.name_key === c.pickUp) return "";
    const text = numberFormat(site.numberLocale, { maximumFractionDigits: 1 }).format(d);
    return ` ${fillText(tr.distance_text, text)}`;
  };

  const offered = vehiclesFor(vehicles, c.pickUp, nameplate);
  const stepCount = groups.length + 2;
  const stepNumber =
    typeof state === "object" && "overlay" in state
      ? state.overlay === "extras"
        ? c.step + 1
        : typeof state.overlay === "object"
          ? groups.length + 1
          : groups.length + 2
      : stepCount;

  const ids = {
    pickUp: `${id}-pick-up`,
    dropOff: `${id}-drop-off`,
    customPickUp: `${id}-custom-pick-up`,
    customDropOff: `${id}-custom-drop-off`,
    different: `${id}-different`,
    dates: `${id}-dates`,
    tooltip: `${id}-tooltip`,
    status: `${id}-status`,
  };

  const announcement = isOpen
    ? fillText(tr.step_of, count(stepNumber), count(stepCount))
    : chosen
      ? `${tr.chosen_vehicle}: ${chosen.display_name}`
      : "";

  return (
    <section className="rent-a-car" id={f.block_scroll_id || undefined} data-hydrate="touch">
      {f.heading ? (
        <Heading tag={f.header_tag} size="l" className="rent-a-car__title">
          {f.heading}
        </Heading>
      ) : null}
      <div className="rent-a-car__search">
        <LocationsStep
          texts={tr}
          settings={settings}
          locations={locations}
          choice={c}
          ids={ids}
          disclaimer={f.location_disclaimer}
          distance={distance}
          send={send}
        />
        <fieldset className="rent-a-car__step">
          <legend className="rent-a-car__legend">{tr.dates_title}</legend>
          <RangeCalendar
            id={ids.dates}
            lang={site.lang}
            pickUp={c.pickUpDate}
            dropOff={c.dropOffDate}
            today={c.today}
            disabledDays={c.disabledDays}
            formatDate={fmtDate}
            texts={{
              pickUp: tr.pick_up_date_label,
              dropOff: tr.drop_off_date_label,
              choose: tr.choose_dates,
              calendar: tr.calendar_label,
              previous: tr.previous_month,
              next: tr.next_month,
              confirm: tr.confirm,
            }}
            onConfirm={(pickUp, dropOffDate) =>
              send({ type: "DATES", pickUp, dropOff: dropOffDate })
            }
          />
        </fieldset>
      </div>

      <fieldset className="rent-a-car__step rent-a-car__vehicles">
        <legend className="rent-a-car__legend">{tr.vehicles_title}</legend>
        <fieldset className="rent-a-car__filter">
          <legend className="visually-hidden">{tr.filter_label}</legend>
          {[ALL_NAMEPLATES, ...nameplatesOf(vehicles)].map((n) => (
            <button
              key={n}
              type="button"
              className="rent-a-car__chip"
              aria-pressed={nameplate === n}
              onClick={() => setNameplate(n)}
            >
              {n === ALL_NAMEPLATES ? tr.all : n}
            </button>
          ))}
        </fieldset>
        {isReady ? null : (
          <p id={ids.tooltip} className="rent-a-car__tooltip" role="note">
            {tr.tooltip}
          </p>
        )}
        {offered.length === 0 ? <p className="rent-a-car__empty">{tr.no_vehicles}</p> : null}
        <ul className="rent-a-car__cards">
          {offered.map(({ vehicle, index }) => (
            <VehicleCard
              key={`${vehicle.display_name}-${index}`}
              vehicle={vehicle}
              texts={tr}
              isChosen={c.vehicle === index}
              isReady={isReady}
              tooltipId={ids.tooltip}
              imageBase={`${site.mediaBase}/api/v2/images/${vehicle.image_id}/w`}
              locationCount={locationCount(vehicle, locations)}
              money={money}
              count={count}
              onChoose={() => {
                if (isReady && isBooking) send({ type: "SELECT_VEHICLE", index });
              }}
            />
          ))}
        </ul>
        <div className="rent-a-car__continue">
          <button
            type="button"
            className="cta cta--primary cta--medium"
            disabled={!snapshot.can({ type: "CONTINUE" })}
            onClick={() => send({ type: "CONTINUE" })}
          >
            <span className="cta__label">{tr.continue}</span>
          </button>
        </div>
      </fieldset>
      <p id={ids.status} className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>

      <BlockDialog
        isOpen={isOpen}
        onClose={() => {
          if (state === "sent") startAgain();
          else send({ type: "CLOSE" });
        }}
        title={fillText(tr.reserve_title, chosen?.display_name ?? "")}
        className="rent-a-car__overlay"
      >
        {isOpen && state !== "sent" && state !== "failed" ? (
          <p className="rent-a-car__progress">
            <bdi>{fillText(tr.step_of, count(stepNumber), count(stepCount))}</bdi>
          </p>
        ) : null}

        {/* Every step is in the first HTML, hidden until the machine shows it. */}
        {groups.map((group, gi) => {
          const isShown = isExtras && c.step === gi;
          return (
            <ExtrasStep
              // biome-ignore lint/suspicious/noArrayIndexKey: the steps are the block's groups, in order
              key={gi}
              group={group}
              groupIndex={gi}
              isHidden={!isShown}
              quantities={c.extras}
              headingRef={isShown ? stepHeading : undefined}
              decrease={tr.decrease}
              increase={tr.increase}
              money={money}
              count={count}
              onChange={(key, quantity) => send({ type: "SET_EXTRA", key, quantity })}
            />
          );
        })}

        {/* The contact form stays drawn once read, so its values outlive Back and a failed send. */}
        <div className="rent-a-car__contact" hidden={!isContact}>
          <h3
            className="rent-a-car__step-title"
            tabIndex={-1}
            ref={isContact ? stepHeading : undefined}
          >
            {tr.contact_title}
          </h3>
          {snapshot.matches({ overlay: { contact: "loading" } }) ? (
            <p className="rent-a-car__loading" role="status">
              {tr.form_loading}
            </p>
          ) : null}
          <div hidden={!snapshot.matches({ overlay: { contact: "failed" } })}>
            <LoadFailure
              message={f.error_msg}
              retryLabel={f.try_again_btn_label}
              onRetry={() => send({ type: "RETRY" })}
            />
          </div>
          {formView ? (
            <Suspense fallback={<p className="rent-a-car__loading">{tr.form_loading}</p>}>
              <LeadForm
                key={booking}
                view={formView}
                idPrefix={`${id}-form`}
                twoColumns={false}
                hiddenFields={fillHiddenFields(f.form_hidden_field_mapping, bookingTokens(c))}
                dynamicValues={{}}
                buttonPosition="right"
                buttonColor="primary"
                hasButtonMargin={false}
                submitLabel={tr.next}
                onChecked={(lead) => send({ type: "CHECKED", values: lead.values })}
              />
            </Suspense>
          ) : null}
        </div>

        {snapshot.matches({ overlay: "summary" }) || state === "sending" ? (
          <div className="rent-a-car__summary">
            <h3 className="rent-a-car__step-title" tabIndex={-1} ref={stepHeading}>
              {tr.summary_title}
            </h3>
            <BookingDetails
              texts={tr}
              pickUp={{
                place: locationName(c.pickUp, c.customPickUp),
                date: fmtDate(c.pickUpDate),
              }}
              dropOff={{
                place: locationName(dropOff.key, dropOff.address),
                date: fmtDate(c.dropOffDate),
              }}
              vehicle={chosen}
              days={days}
              lines={lines}
              total={total}
              money={money}
              count={count}
            />
            {f.form_summary_template && c.contact ? (
              <div
                className="rent-a-car__contact-summary rich-text"
                // The editor's HTML is sanitised on render; each value is escaped as it is filled.
                dangerouslySetInnerHTML={{
                  __html: fillSummaryTemplate(f.form_summary_template, c.contact),
                }}
              />
            ) : null}
          </div>
        ) : null}

        <Outcome
          isShown={state === "sent"}
          heading={f.ty_heading}
          text={f.ty_disclaimer}
          headingRef={stepHeading}
        >
          <button type="button" className="cta cta--primary cta--medium" onClick={startAgain}>
            <span className="cta__label">{f.ty_button_label}</span>
          </button>
        </Outcome>
        <Outcome
          isShown={state === "failed"}
          isError
          heading={f.error_heading}
          text={f.error_disclaimer}
          headingRef={stepHeading}
        >
          <div className="rent-a-car__nav">
            <button
              type="button"
              className="cta cta--secondary cta--medium"
              onClick={() => send({ type: "BACK" })}
            >
              <span className="cta__label">{tr.back}</span>
            </button>
            <button
              type="button"
              className="cta cta--primary cta--medium"
              onClick={() => send({ type: "RETRY" })}
            >
              <span className="cta__label">{f.try_again_btn_label}</span>
            </button>
          </div>
        </Outcome>

        {isOverlay || state === "sending" ? (
          <div className="rent-a-car__nav">
            <button
              type="button"
              className="cta cta--secondary cta--medium"
              disabled={state === "sending"}
              onClick={() => send({ type: "BACK" })}
            >
              <span className="cta__label">{tr.back}</span>
            </button>
            {snapshot.matches({ overlay: "extras" }) ? (
              <button
                type="button"
                className="cta cta--primary cta--medium"
                onClick={() => send({ type: "NEXT" })}
              >
                <span className="cta__label">{tr.next}</span>
              </button>
            ) : null}
            {snapshot.matches({ overlay: "summary" }) || state === "sending" ? (
              <button
                type="button"
                className="cta cta--primary cta--medium"
                disabled={state === "sending"}
                aria-busy={state === "sending"}
                onClick={() => send({ type: "SEND" })}
              >
                <span className="cta__label">{state === "sending" ? tr.sending : tr.send}</span>
              </button>
            ) : null}
          </div>
        ) : null}
      </BlockDialog>
    </section>
  );
}
