import type { ReactNode, RefObject } from "react";
import type { BlockProps, RentACarGroup } from "../../../generated/types.ts";
import type { RentACarContext, RentACarEvent } from "../../../machines/rent-a-car-machine.ts";
import {
  CUSTOM_LOCATION,
  clampAmount,
  type ExtraLine,
  extraKey,
  type RentalLocation,
} from "../../../runtime/core/rent-a-car.ts";

type Fields = BlockProps<"lrdx-rent-a-car">["block"]["fields"];
type Texts = Fields["block_translations"];
type RentalVehicle = Fields["vehicles_json"]["vehicles_list"][number];

/** A block text with `$1` replaced by a node (a price, a figure), isolated for bidirectional text. */
export function withFigure(text: string, figure: ReactNode): ReactNode {
  const at = text.indexOf("$1");
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      {figure}
      {text.slice(at + 2)}
    </>
  );
}

/** A place as the lists name it: the point, and its city when it has one. */
const locationLabel = (l: RentalLocation) =>
  l.city_name ? `${l.point_name} — ${l.city_name}` : l.point_name;

interface LocationsStepProps {
  texts: Texts;
  settings: Fields["additional_json"];
  locations: readonly RentalLocation[];
  choice: RentACarContext;
  ids: Record<"pickUp" | "dropOff" | "customPickUp" | "customDropOff" | "different", string>;
  disclaimer: string;
  /** " (3.2 km away)" from the pick-up, or "". */
  distance: (to: RentalLocation) => string;
  send: (event: RentACarEvent) => void;
}

type PlaceField = "pickUp" | "dropOff" | "customPickUp" | "customDropOff";

/** Step 1 (§2.8): the pick-up, a different drop-off, and a custom address where allowed. */
export function LocationsStep(props: LocationsStepProps) {
  const { texts, settings, locations, choice, ids, disclaimer, distance, send } = props;
  const place = (field: PlaceField) => (value: string) => send({ type: "PLACE", field, value });
  return (
    <fieldset className="rent-a-car__step">
      <legend className="rent-a-car__legend">{texts.locations_title}</legend>
      <PlaceSelect
        id={ids.pickUp}
        label={texts.pick_up_label}
        value={choice.pickUp}
        onChange={place("pickUp")}
        locations={locations}
        optionText={locationLabel}
        placeholder={texts.location_placeholder}
        customOption={settings.allow_custom_pickup ? texts.custom_address_option : null}
      />
      {choice.pickUp === CUSTOM_LOCATION ? (
        <AddressField
          id={ids.customPickUp}
          label={texts.custom_pick_up_label}
          value={choice.customPickUp}
          onChange={place("customPickUp")}
        />
      ) : null}
      {settings.allow_different_dropoff ? (
        <div className="rent-a-car__check">
          <input
            id={ids.different}
            type="checkbox"
            checked={choice.isDifferentDropOff}
            onChange={(e) => send({ type: "DIFFERENT_DROP_OFF", isDifferent: e.target.checked })}
          />
          <label htmlFor={ids.different}>{texts.different_dropoff_label}</label>
        </div>
      ) : null}
      {choice.isDifferentDropOff ? (
        <PlaceSelect
          id={ids.dropOff}
          label={texts.drop_off_label}
          value={choice.dropOff}
          onChange={place("dropOff")}
          locations={locations}
          optionText={(l) => `${locationLabel(l)}${distance(l)}`}
          placeholder={texts.location_placeholder}
          customOption={settings.allow_custom_dropoff ? texts.custom_address_option : null}
        />
      ) : null}
      {choice.isDifferentDropOff && choice.dropOff === CUSTOM_LOCATION ? (
        <AddressField
          id={ids.customDropOff}
          label={texts.custom_drop_off_label}
          value={choice.customDropOff}
          onChange={place("customDropOff")}
        />
      ) : null}
      {disclaimer ? <p className="rent-a-car__disclaimer">{disclaimer}</p> : null}
    </fieldset>
  );
}

interface PlaceSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  locations: readonly RentalLocation[];
  optionText: (location: RentalLocation) => string;
  placeholder: string;
  /** The custom address's option, where the block allows one. */
  customOption: string | null;
}

/** A list of the rental places (the pick-up or the drop-off). */
function PlaceSelect(props: PlaceSelectProps) {
  return (
    <div className="rent-a-car__field">
      <label htmlFor={props.id}>{props.label}</label>
      <select
        id={props.id}
        className="rent-a-car__control"
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      >
        <option value="">{props.placeholder}</option>
        {props.locations.map((l) => (
          <option key={l.name_key} value={l.name_key}>
            {props.optionText(l)}
          </option>
        ))}
        {props.customOption === null ? null : (
          <option value={CUSTOM_LOCATION}>{props.customOption}</option>
        )}
      </select>
    </div>
  );
}

/** A custom address, where the place list offers one. */
function AddressField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="rent-a-car__field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        className="rent-a-car__control"
        type="text"
        autoComplete="street-address"
        maxLength={300}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </div>
  );
}

interface VehicleCardProps {
  vehicle: RentalVehicle;
  texts: Texts;
  isChosen: boolean;
  /** Places and dates are chosen: the card may be chosen. */
  isReady: boolean;
  /** The tooltip that says why it may not be chosen yet. */
  tooltipId: string;
  /** The car picture's address up to its width. */
  imageBase: string;
  locationCount: number;
  money: (minor: number | null) => ReactNode;
  count: (n: number) => string;
  onChoose: () => void;
}

/** A car of step 3: its picture, name, nameplate, specification, daily price and places. */
export function VehicleCard(props: VehicleCardProps) {
  const { vehicle, texts, isChosen, isReady, tooltipId, imageBase, money, count, onChoose } = props;
  const daily = vehicle.price.daily;
  const locationCount = props.locationCount;
  return (
    <li className={`rent-a-car__card${isChosen ? " rent-a-car__card--chosen" : ""}`}>
      <img
        className="rent-a-car__image"
        src={`${imageBase}/640.jpg`}
        srcSet={`${imageBase}/640.jpg 640w, ${imageBase}/1024.jpg 1024w`}
        sizes="(min-width: 1024px) 25vw, (min-width: 600px) 50vw, 100vw"
        width={640}
        height={360}
        alt=""
        loading="lazy"
        decoding="async"
      />
      <h3 className="rent-a-car__card-title">{vehicle.display_name}</h3>
      <p className="rent-a-car__nameplate">{vehicle.nameplate_name}</p>
      {vehicle.specification.length > 0 ? (
        <ul className="rent-a-car__specs">
          {vehicle.specification.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      ) : null}
      <p className="rent-a-car__price">
        {daily !== null && daily > 0
          ? withFigure(texts.price_from, money(daily))
          : texts.price_on_request}
      </p>
      <p className="rent-a-car__count">
        {withFigure(texts.locations_count, <bdi>{count(locationCount)}</bdi>)}
      </p>
      <button
        type="button"
        className={`cta ${isChosen ? "cta--primary" : "cta--secondary"} cta--small rent-a-car__choose`}
        aria-pressed={isChosen}
        aria-disabled={!isReady || undefined}
        aria-describedby={isReady ? undefined : tooltipId}
        onClick={onChoose}
      >
        <span className="cta__label">
          {isChosen ? texts.chosen_vehicle : texts.choose_vehicle}
          <span className="visually-hidden"> {vehicle.display_name}</span>
        </span>
      </button>
    </li>
  );
}

interface BookingDetailsProps {
  texts: Texts;
  /** Where and when (already written in the page's language). */
  pickUp: { place: string; date: string };
  dropOff: { place: string; date: string };
  vehicle: RentalVehicle | undefined;
  days: number | null;
  lines: readonly ExtraLine[];
  total: number | null;
  money: (minor: number | null) => ReactNode;
  count: (n: number) => string;
}

/** The summary's booking (§2.8): places and dates, the car and its days, the extras, the total. */
export function BookingDetails(props: BookingDetailsProps) {
  const { texts, pickUp, dropOff, vehicle, days, lines, total, money, count } = props;
  return (
    <dl className="rent-a-car__details">
      <div>
        <dt>{texts.pick_up_details}</dt>
        <dd>
          {pickUp.place}
          <br />
          <bdi>{pickUp.date}</bdi>
        </dd>
      </div>
      <div>
        <dt>{texts.drop_off_details}</dt>
        <dd>
          {dropOff.place}
          <br />
          <bdi>{dropOff.date}</bdi>
        </dd>
      </div>
      <div>
        <dt>{texts.vehicle_label}</dt>
        <dd>
          {vehicle?.display_name}
          {days !== null ? (
            <>
              {" · "}
              {withFigure(texts.days_label, <bdi>{count(days)}</bdi>)}
            </>
          ) : null}
        </dd>
      </div>
      <div>
        <dt>{texts.daily_price_label}</dt>
        <dd>{money(vehicle?.price.daily ?? null) ?? texts.price_on_request}</dd>
      </div>
      {lines.length > 0 ? (
        <div>
          <dt>{texts.extras_label}</dt>
          <dd>
            <ul className="rent-a-car__lines">
              {lines.map((l) => (
                <li key={l.key}>
                  {l.heading} × <bdi>{count(l.quantity)}</bdi>
                  {l.subtotal > 0 ? <> ({money(l.subtotal)})</> : null}
                </li>
              ))}
            </ul>
          </dd>
        </div>
      ) : null}
      <div className="rent-a-car__total">
        <dt>{texts.total_label}</dt>
        <dd>{money(total) ?? texts.price_on_request}</dd>
      </div>
    </dl>
  );
}

interface OutcomeProps {
  isShown: boolean;
  isError?: boolean;
  heading: string;
  text: string;
  /** The step heading's focus target, given to this view's heading while it is shown. */
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}

/** The thank-you or the error view: announced when shown, its heading focused, its actions. */
export function Outcome(props: OutcomeProps) {
  return (
    <div
      className={`rent-a-car__outcome${props.isError ? " rent-a-car__outcome--error" : ""}`}
      hidden={!props.isShown}
      role={props.isShown ? "alert" : undefined}
    >
      <h3
        className="rent-a-car__step-title"
        tabIndex={-1}
        ref={props.isShown ? props.headingRef : undefined}
      >
        {props.heading}
      </h3>
      <p>{props.text}</p>
      {props.children}
    </div>
  );
}

interface ExtrasStepProps {
  group: RentACarGroup | undefined;
  groupIndex: number;
  isHidden: boolean;
  quantities: Readonly<Record<string, number>>;
  headingRef: RefObject<HTMLHeadingElement | null> | undefined;
  decrease: string;
  increase: string;
  money: (minor: number | null) => ReactNode;
  count: (n: number) => string;
  onChange: (key: string, quantity: number) => void;
}

/** One extras step: its items, each a fieldset of options with an amount or a toggler (§3.16). */
export function ExtrasStep(props: ExtrasStepProps) {
  const { group, groupIndex, quantities } = props;
  if (!group) return null;
  return (
    <div className="rent-a-car__extras" hidden={props.isHidden}>
      <h3 className="rent-a-car__step-title" tabIndex={-1} ref={props.headingRef}>
        {group.name}
      </h3>
      {group.data_json.items.map((item, ii) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: items are the editor's list, in its order
        <fieldset key={ii} className="rent-a-car__item">
          <legend className="rent-a-car__legend">{item.heading}</legend>
          {item.subitems.map((sub, si) => {
            const key = extraKey(groupIndex, ii, si);
            const quantity = quantities[key] ?? 0;
            const controller = sub.controller;
            const labelId = `rent-extra-${key.replaceAll(".", "-")}`;
            return (
              <div key={key} className="rent-a-car__extra">
                <div className="rent-a-car__extra-text">
                  <p id={labelId} className="rent-a-car__extra-title">
                    {sub.heading}
                  </p>
                  {sub.price > 0 ? (
                    <p className="rent-a-car__extra-price">
                      {withFigure(sub.price_string_context, props.money(sub.price))}
                    </p>
                  ) : null}
                  {sub.features_list.length > 0 ? (
                    <ul className="rent-a-car__features">
                      {sub.features_list.map((feature) => (
                        <li key={feature}>{feature}</li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                {controller.type === "amount" ? (
                  <div className="rent-a-car__amount">
                    <button
                      type="button"
                      className="rent-a-car__step-button"
                      aria-label={`${props.decrease}: ${sub.heading}`}
                      disabled={quantity <= controller.min}
                      onClick={() =>
                        props.onChange(
                          key,
                          clampAmount(controller, quantity - (controller.value ?? 1)),
                        )
                      }
                    >
                      −
                    </button>
                    <output className="rent-a-car__quantity" aria-live="polite">
                      <bdi>{props.count(quantity)}</bdi>
                    </output>
                    <button
                      type="button"
                      className="rent-a-car__step-button"
                      aria-label={`${props.increase}: ${sub.heading}`}
                      disabled={quantity >= controller.max}
                      onClick={() =>
                        props.onChange(
                          key,
                          clampAmount(controller, quantity + (controller.value ?? 1)),
                        )
                      }
                    >
                      +
                    </button>
                  </div>
                ) : (
                  <label className="rent-a-car__toggler">
                    <input
                      type="checkbox"
                      aria-labelledby={labelId}
                      checked={quantity > 0}
                      onChange={(e) =>
                        props.onChange(key, e.target.checked ? (controller.value ?? 1) : 0)
                      }
                    />
                    <span aria-hidden="true">
                      {quantity > 0 ? controller.true_label : controller.false_label}
                    </span>
                  </label>
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
