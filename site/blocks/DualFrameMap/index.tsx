import type { BlockProps } from "../../../generated/types.ts";
import { isValidLatLng } from "../../../runtime/core/geo.ts";
import { Heading } from "../../ui/heading.tsx";
import { DEFAULT_MAP_CENTER, directionsUrl, type MapsConfig, NO_MAPS } from "../../ui/maps/maps.ts";
import { RetailerMap } from "../../ui/maps/retailer-map.tsx";
import { RichText } from "../../ui/rich-text.tsx";

/** The maps settings the server hands the island (runtime/features/dealers/page-data.ts); none in the preview. */
function mapsOf(props: object): MapsConfig {
  const value: unknown = Reflect.get(props, "maps");
  return typeof value === "object" &&
    value !== null &&
    typeof Reflect.get(value, "key") === "string"
    ? (value as MapsConfig)
    : NO_MAPS;
}

/**
 * Dual Frame Map (002 §3.15): a map of one location beside its content (name, phones, e-mail,
 * address, directions, services, opening hours). Coordinates left out or out of range fall back to
 * the catalogue's default centre (52.229676, 21.012229).
 */
export default function DualFrameMap(props: BlockProps<"lrdx-dual-frame-map">) {
  const f = props.block.fields;
  const given = { lat: f.location_latitude, lng: f.location_longitude };
  const at = isValidLatLng(given) ? given : DEFAULT_MAP_CENTER;
  const title = f.heading || "الموقع";
  return (
    <div className={`dual-frame-map${f.is_reversed ? " dual-frame-map--reversed" : ""}`}>
      <Heading tag={f.header_tag} size={f.header_size} className="dual-frame-map__heading">
        {f.heading}
      </Heading>
      <div className="dual-frame-map__frames">
        <div className="dual-frame-map__map">
          <RetailerMap
            config={mapsOf(props)}
            pins={[{ id: "location", lat: at.lat, lng: at.lng, label: title, number: 1 }]}
            selectedId="location"
            label={`خريطة موقع ${title}`}
            failure={{ message: f.error_msg, retry: f.try_again_btn_label }}
          />
          <a
            className="dual-frame-map__directions"
            href={directionsUrl(at)}
            target="_blank"
            rel="noopener noreferrer"
          >
            الاتجاهات إلى الموقع
          </a>
        </div>
        {f.location_content ? (
          <RichText className="dual-frame-map__content rich-text" html={f.location_content} />
        ) : null}
      </div>
    </div>
  );
}
