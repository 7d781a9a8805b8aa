import { type KeyboardEvent, useId, useRef, useState } from "react";
import type {
  BlockProps,
  HeroSliderFields,
  TabbedComponentGroup,
} from "../../../generated/types.ts";
import { errorTextsOf } from "../../../runtime/core/block-visibility.ts";
import { localSequenceSource } from "../../../runtime/core/view360-sequences.ts";
import { BlockError } from "../../layouts/block-frame.tsx";
import { Heading } from "../../ui/heading.tsx";
import { useSite } from "../../ui/site-context.tsx";
import { Exterior360View } from "../Exterior360/view.tsx";
import { HeroCarousel } from "../HeroSlider/index.tsx";
import { Interior360View } from "../Interior360/view.tsx";
import { clampTab, tabAfterKey } from "./tab-keys.ts";

type Fields = BlockProps<"lrdx-tabbed-component">["block"]["fields"];

/** One tab's content: the embedded component its component_type names. */
function TabContent({
  group,
  fields,
  index,
  isActive,
}: {
  group: TabbedComponentGroup;
  fields: Fields;
  index: number;
  isActive: boolean;
}) {
  const errorTexts = errorTextsOf(fields);
  if (group.component_type === "lrdx-exterior360") {
    const sequence = localSequenceSource.sequence(group["preset-exterior"], "exterior");
    if (!sequence) return <BlockError texts={errorTexts} retryHref="" />;
    return (
      <Exterior360View
        errorTexts={errorTexts}
        sequence={sequence}
        index={index}
        hasSlider={fields.hasControls}
        sliderTheme="light"
        hasAutostart={false}
        clickToInteract={fields.clickToInteract}
        touchToInteract={fields.touchToInteract}
        isActive={isActive}
      />
    );
  }
  if (group.component_type === "lrdx-interior-360") {
    const sequence = localSequenceSource.sequence(group["preset-interior"], "interior");
    if (!sequence) return <BlockError texts={errorTexts} retryHref="" />;
    return (
      <Interior360View
        errorTexts={errorTexts}
        sequence={sequence}
        index={index}
        icon="steering-wheel"
        clickToInteract={fields.clickToInteract}
        touchToInteract={fields.touchToInteract}
        resetToDash={fields.resetToDash}
        exit={fields.exit}
      />
    );
  }
  return <Slides group={group} fields={fields} index={index} />;
}

/**
 * A Hero Carousel tab: the Hero Carousel itself (site/blocks/HeroSlider) over the tab's slides,
 * with its catalogue defaults and the block's hasVideoControls. The slides' HTML (info,
 * description, price) comes sanitised by the server like the Hero Carousel's own groups
 * (runtime/core/sanitize-blocks.ts walks the slides).
 */
function Slides({
  group,
  fields,
  index,
}: {
  group: TabbedComponentGroup;
  fields: Fields;
  index: number;
}) {
  const heroFields: HeroSliderFields = {
    block_scroll_id: "",
    has_timer: false,
    has_banner: true,
    has_touch_devices_slides_limit: false,
    has_mobile_video: false,
    has_wide_ratio: false,
    is_ffi: false,
    is_autoplay: true,
    offer_key: "",
    has_mxo: false,
    slide_duration: "6000",
    timer_box_color: "dark-theme",
    box_color: "white-theme",
    video_controls_color: "light-theme",
    offer_schedule: [],
    error_msg: fields.error_msg,
    try_again_btn_label: fields.try_again_btn_label,
  };
  return (
    <HeroCarousel
      block={{ template: "lrdx-hero-slider", fields: heroFields, groups: group.slides }}
      index={index}
      hasVideoControls={fields.hasVideoControls}
    />
  );
}

/**
 * Tabs that each show one embedded component (a Hero Carousel's slides, an Exterior 360 or an
 * Interior 360). Only the current tab's panel is shown (002 §4.8); the others are in the page,
 * hidden, and their 360 frames load only once chosen. Tabs follow the reading direction.
 */
export default function TabbedComponent({ block, index }: BlockProps<"lrdx-tabbed-component">) {
  const { fields, groups } = block;
  const { dir } = useSite();
  const id = useId();
  const [current, setCurrent] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const active = clampTab(current, groups.length);

  const select = (i: number, shouldFocus: boolean) => {
    setCurrent(i);
    if (shouldFocus) tabRefs.current[i]?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(active, groups.length, e.key, dir);
    if (next === null) return;
    e.preventDefault();
    select(next, true);
  };

  return (
    <div className="tabbed">
      {fields.heading || fields.paragraph ? (
        <div className="view360__intro">
          <Heading tag={fields.header_tag} size={fields.header_size}>
            {fields.heading}
          </Heading>
          {fields.paragraph ? <p className="view360__paragraph">{fields.paragraph}</p> : null}
        </div>
      ) : null}
      {groups.length > 0 ? (
        <>
          <div
            className="tabbed__tabs"
            role="tablist"
            aria-label={fields.heading || "التبويبات"}
            onKeyDown={onKeyDown}
          >
            {groups.map((g, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: tabs never reorder once rendered; labels may repeat.
                key={i}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${i}`}
                className="tabbed__tab"
                aria-selected={i === active}
                aria-controls={`${id}-panel-${i}`}
                tabIndex={i === active ? 0 : -1}
                onClick={() => select(i, false)}
              >
                {g.tab_label}
              </button>
            ))}
          </div>
          {groups.map((g, i) => (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: panels follow their tabs.
              key={i}
              role="tabpanel"
              id={`${id}-panel-${i}`}
              className="tabbed__panel"
              aria-labelledby={`${id}-tab-${i}`}
              hidden={i !== active}
              data-component={g.component_type}
            >
              <TabContent group={g} fields={fields} index={index} isActive={i === active} />
            </div>
          ))}
        </>
      ) : null}
    </div>
  );
}
