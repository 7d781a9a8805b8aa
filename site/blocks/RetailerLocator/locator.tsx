import { useCallback, useEffect, useId, useMemo, useState } from "react";
import type { BlockInstanceMap } from "../../../generated/types.ts";
import { mailtoHref, telHref, whatsappHref } from "../../../runtime/core/contact-links.ts";
import { formatDistance, isValidLatLng, sortByDistance } from "../../../runtime/core/geo.ts";
import { BlockIntro } from "../../ui/block-intro.tsx";
import { Icon } from "../../ui/icon.tsx";
import { directionsUrl, type MapPin, NO_MAPS } from "../../ui/maps/maps.ts";
import { RetailerMap } from "../../ui/maps/retailer-map.tsx";
import {
  POSITION_MESSAGES,
  type PositionState,
  useVisitorPosition,
} from "../../ui/maps/visitor-position.ts";
import { fetchRetailers } from "./retailer-source.ts";
import {
  filterRetailers,
  groupByCity,
  type Retailer,
  type RetailerIslandData,
  serviceLabel,
} from "./retailers.ts";

type LocatorVariant = "list" | "mena" | "map";
type LocatorFields = BlockInstanceMap["lrdx-retailer-locator"]["fields"];

type Load =
  | { status: "ready"; retailers: Retailer[] }
  | { status: "loading" }
  | { status: "failed" };

const ALL_CITIES = "";

type PositionStatus = PositionState["status"];

/** One retailer of the list: number, name, distance, address, services, hours, contact links. */
function RetailerItem({
  retailer,
  number,
  distance,
  isSelected,
  onShow,
}: {
  retailer: Retailer;
  number: number;
  distance: number | null;
  isSelected: boolean;
  onShow: ((id: string) => void) | null;
}) {
  const r = retailer;
  const tel = telHref(r.phone);
  const wa = whatsappHref(r.whatsapp);
  const mail = mailtoHref(r.email);
  const point = { lat: r.lat, lng: r.lng };
  return (
    <li
      className={`retailer-card${isSelected ? " retailer-card--selected" : ""}`}
      data-retailer={r.id}
    >
      <div className="retailer-card__head">
        <span className="retailer-card__number" aria-hidden="true">
          {number}
        </span>
        <h3 className="retailer-card__name">{r.name}</h3>
        {distance !== null ? (
          <span className="retailer-card__distance" data-distance={distance.toFixed(3)}>
            {formatDistance(distance, "km")}
          </span>
        ) : null}
      </div>
      {r.address || r.city ? (
        <p className="retailer-card__address">
          <Icon name="location" className="icon retailer-card__icon" />
          {[r.address, r.city].filter(Boolean).join("، ")}
        </p>
      ) : null}
      {r.services.length > 0 ? (
        <ul className="retailer-card__services" aria-label="الخدمات">
          {r.services.map((s) => (
            <li key={s}>{serviceLabel(s)}</li>
          ))}
        </ul>
      ) : null}
      {r.openingHours ? (
        <div className="retailer-card__hours">
          <span className="retailer-card__label">
            <Icon name="calendar" className="icon retailer-card__icon" />
            ساعات العمل
          </span>
          <p>{r.openingHours}</p>
        </div>
      ) : null}
      <div className="retailer-card__links">
        {tel ? (
          <a className="retailer-card__link" href={tel}>
            <Icon name="phone" />
            <span>اتصل</span> <bdi dir="ltr">{r.phone}</bdi>
          </a>
        ) : null}
        {wa ? (
          <a className="retailer-card__link" href={wa} target="_blank" rel="noopener noreferrer">
            <Icon name="whatsapp" />
            <span>واتساب</span>
          </a>
        ) : null}
        {mail ? (
          <a className="retailer-card__link" href={mail}>
            <Icon name="email" />
            <span>البريد الإلكتروني</span>
          </a>
        ) : null}
        {isValidLatLng(point) ? (
          <a
            className="retailer-card__link"
            href={directionsUrl(point)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Icon name="arrow-end" />
            <span>الاتجاهات</span>
          </a>
        ) : null}
        {onShow && isValidLatLng(point) ? (
          <button
            type="button"
            className="retailer-card__show"
            aria-pressed={isSelected}
            onClick={() => onShow(r.id)}
          >
            عرض على الخريطة
          </button>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The retailer locators (002 §3.15): the Dealers data as a list with a search by name or city,
 * the distance from the visitor (asked only on the visitor's request), services, opening hours
 * and contact links; the Mena variant groups by city with a city filter; the map variant adds
 * the map. Server-rendered whole from the server's data; without it (the editor's preview) the
 * list is read from the dealers endpoint, with the block's error texts and retry if that fails.
 */
export function RetailerLocatorView({
  fields,
  variant,
  data,
}: {
  fields: LocatorFields;
  variant: LocatorVariant;
  data: RetailerIslandData | null;
}) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [city, setCity] = useState(ALL_CITIES);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { position, locate } = useVisitorPosition();
  const { load, retry } = useRetailers(data);
  const maps = data?.maps ?? NO_MAPS;

  const all = load.status === "ready" ? load.retailers : [];
  const cities = useMemo(() => groupByCity(all).map((g) => g.city), [all]);
  const shown = useMemo(() => {
    const found = filterRetailers(all, query).filter((r) => city === ALL_CITIES || r.city === city);
    return position.status === "located"
      ? sortByDistance(found, position.at, "km", (r) => ({ lat: r.lat, lng: r.lng }))
      : found.map((item) => ({ item, distance: null }));
  }, [all, query, city, position]);
  const numbered = useMemo(() => shown.map((s, i) => ({ ...s, number: i + 1 })), [shown]);
  const pins: MapPin[] = useMemo(
    () =>
      numbered.flatMap(({ item, number }) =>
        item.lat !== null && item.lng !== null
          ? [
              {
                id: item.id,
                lat: item.lat,
                lng: item.lng,
                label: `${number}. ${item.name}`,
                number,
              },
            ]
          : [],
      ),
    [numbered],
  );
  const onShow = useCallback((rid: string) => setSelectedId(rid), []);
  const isFiltered = query.trim() !== "" || city !== ALL_CITIES;
  return (
    <div className={`retailer-locator retailer-locator--${variant}`}>
      <BlockIntro
        heading={fields.heading}
        paragraph={fields.paragraph}
        tag={fields.header_tag}
        size={fields.header_size}
        prefix="retailer-locator"
      />
      <RetailerTools
        id={id}
        variant={variant}
        query={query}
        onQuery={setQuery}
        city={city}
        onCity={setCity}
        cities={cities}
        position={position.status}
        onLocate={locate}
      />
      <p className="retailer-locator__status" role="status">
        {statusText(load.status, shown.length, all.length, position.status)}
      </p>
      {/* The load-failure box: its texts are in the HTML, shown when the list cannot be read. */}
      <div className="retailer-locator__error" role="alert" hidden={load.status !== "failed"}>
        <p>{fields.error_msg}</p>
        <button type="button" className="retailer-locator__retry" onClick={retry}>
          {fields.try_again_btn_label}
        </button>
      </div>
      {load.status === "ready" && shown.length === 0 ? (
        <div className="retailer-locator__empty">
          <p>{all.length === 0 ? "لا يوجد وكلاء لعرضهم حالياً." : "لا يوجد وكلاء مطابقون لبحثك."}</p>
          {isFiltered ? (
            <button
              type="button"
              className="retailer-locator__clear"
              onClick={() => {
                setQuery("");
                setCity(ALL_CITIES);
              }}
            >
              امسح البحث
            </button>
          ) : null}
        </div>
      ) : null}
      <div className="retailer-locator__body">
        {variant === "map" && load.status === "ready" ? (
          <div className="retailer-locator__map">
            <RetailerMap
              config={maps}
              pins={pins}
              selectedId={selectedId}
              onSelect={onShow}
              label={`خريطة مواقع ${pins.length} وكيل، مرقّمة كما في القائمة`}
              failure={{ message: fields.error_msg, retry: fields.try_again_btn_label }}
            />
          </div>
        ) : null}
        <RetailerList
          id={id}
          isGrouped={
            variant === "mena" &&
            city === ALL_CITIES &&
            !query.trim() &&
            position.status !== "located"
          }
          numbered={numbered}
          selectedId={selectedId}
          onShow={variant === "map" ? onShow : null}
        />
      </div>
    </div>
  );
}

/**
 * The retailers as the server gave them; without them (the editor's preview), read from the
 * dealers endpoint, with a retry when that fails.
 */
function useRetailers(data: RetailerIslandData | null) {
  const [load, setLoad] = useState<Load>(
    data ? { status: "ready", retailers: data.retailers } : { status: "loading" },
  );
  const [attempt, setAttempt] = useState(0);
  // attempt: the retry button reads the list again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the retry's trigger.
  useEffect(() => {
    if (data) return;
    const abort = new AbortController();
    setLoad({ status: "loading" });
    fetchRetailers(abort.signal)
      .then((retailers) => setLoad({ status: "ready", retailers }))
      .catch(() => {
        if (!abort.signal.aborted) setLoad({ status: "failed" });
      });
    return () => abort.abort();
  }, [data, attempt]);
  return { load, retry: () => setAttempt((n) => n + 1) };
}

/** What the status line says: how many are shown, their order, and the position's state. */
function statusText(
  status: Load["status"],
  shownCount: number,
  allCount: number,
  position: PositionStatus,
): string {
  return status === "ready"
    ? [
        `${shownCount} من ${allCount} وكيل`,
        position === "located" ? "مرتبة حسب المسافة منك" : "",
        POSITION_MESSAGES[position],
      ]
        .filter(Boolean)
        .join(" — ")
    : status === "loading"
      ? "جارٍ تحميل الوكلاء…"
      : "";
}

/** The search by name or city, the city filter (Mena), and the 'nearest to me' button. */
function RetailerTools({
  id,
  variant,
  query,
  onQuery,
  city,
  onCity,
  cities,
  position,
  onLocate,
}: {
  id: string;
  variant: LocatorVariant;
  query: string;
  onQuery: (query: string) => void;
  city: string;
  onCity: (city: string) => void;
  cities: readonly string[];
  position: PositionStatus;
  onLocate: () => void;
}) {
  return (
    <search className="retailer-locator__tools">
      <div className="retailer-locator__field">
        <label htmlFor={`${id}-q`}>ابحث بالاسم أو المدينة</label>
        <input
          id={`${id}-q`}
          type="search"
          value={query}
          onChange={(e) => onQuery(e.currentTarget.value)}
          placeholder="مثال: دبي"
          autoComplete="off"
          aria-controls={`${id}-list`}
        />
      </div>
      {variant === "mena" ? (
        <div className="retailer-locator__field">
          <label htmlFor={`${id}-city`}>المدينة</label>
          <select
            id={`${id}-city`}
            value={city}
            onChange={(e) => onCity(e.currentTarget.value)}
            aria-controls={`${id}-list`}
          >
            <option value={ALL_CITIES}>كل المدن</option>
            {cities.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <button
        type="button"
        className="retailer-locator__locate"
        onClick={onLocate}
        disabled={position === "asking"}
      >
        <Icon name="location" />
        {position === "located" ? "حدّث موقعي" : "اعرض الأقرب إليّ"}
      </button>
    </search>
  );
}

type NumberedRetailer = { item: Retailer; distance: number | null; number: number };

/** The retailers, numbered as on the map: by city (Mena, unfiltered), or one list. */
function RetailerList({
  id,
  isGrouped,
  numbered,
  selectedId,
  onShow,
}: {
  id: string;
  isGrouped: boolean;
  numbered: readonly NumberedRetailer[];
  selectedId: string | null;
  onShow: ((id: string) => void) | null;
}) {
  const itemOf = (s: NumberedRetailer) => (
    <RetailerItem
      key={s.item.id}
      retailer={s.item}
      number={s.number}
      distance={s.distance}
      isSelected={s.item.id === selectedId}
      onShow={onShow}
    />
  );
  return isGrouped ? (
    <div className="retailer-locator__groups" id={`${id}-list`}>
      {groupByCity(numbered.map((n) => ({ ...n, city: n.item.city }))).map((g) => (
        <section key={g.city} className="retailer-locator__group" aria-label={g.city}>
          <h3 className="retailer-locator__city">{g.city}</h3>
          <ol className="retailer-locator__list">{g.items.map(itemOf)}</ol>
        </section>
      ))}
    </div>
  ) : (
    <ol className="retailer-locator__list" id={`${id}-list`}>
      {numbered.map(itemOf)}
    </ol>
  );
}
