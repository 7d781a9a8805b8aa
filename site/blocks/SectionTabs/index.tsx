import { useRef } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { useCloseLabel } from "../../ui/block-dialog.tsx";
import { Heading } from "../../ui/heading.tsx";
import { Icon } from "../../ui/icon.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { useSectionTabs } from "./use-section-tabs.ts";

/** The x-sizes of modal_tab_image. */
const modalImageSizes = [
  { w: 640, h: 360 },
  { w: 320, h: 180 },
] as const;

/**
 * Tabs over the blocks that follow (002 §3.8): the page renderer puts each tab's blocks_count
 * following blocks in its panel, and the island shows only the current one (002 §4.8). The
 * current tab's copy (group_title, group_paragraph) sits above or below the tabs
 * (copy_position). With has_modal a dialog presents every tab; choosing one selects it.
 */
export default function SectionTabs({ block, index }: BlockProps<"lrdx-section-tabs">) {
  const f = block.fields;
  const groups = block.groups;
  const { selected, isEnhanced, select, tabProps } = useSectionTabs(
    index,
    groups.map((g) => g.tab_id),
  );
  const dialog = useRef<HTMLDialogElement>(null);
  const closeLabel = useCloseLabel();
  const headingId = `tabs-b${index}-heading`;
  const copies = groups.map((g, i) =>
    g.group_title === "" && g.group_paragraph === "" ? null : (
      <div
        // biome-ignore lint/suspicious/noArrayIndexKey: groups never reorder once rendered.
        key={i}
        className="section-tabs__copy"
        hidden={isEnhanced && i !== selected}
      >
        {g.group_title ? <h3 className="section-tabs__copy-title">{g.group_title}</h3> : null}
        {g.group_paragraph ? <p className="section-tabs__copy-text">{g.group_paragraph}</p> : null}
      </div>
    ),
  );
  const hasCopy = copies.some((c) => c !== null);
  const copy = hasCopy ? <div className="section-tabs__copies">{copies}</div> : null;
  return (
    <div className={`section-tabs section-tabs--copy-${f.copy_position}`}>
      <div className="section-tabs__head">
        <div id={headingId}>
          <Heading tag={f.header_tag} size={f.header_size}>
            {f.heading}
          </Heading>
        </div>
        {f.paragraph ? <p className="section-tabs__paragraph">{f.paragraph}</p> : null}
      </div>
      {f.copy_position === "top" ? copy : null}
      <div className="section-tabs__bar">
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: a tablist once hydrated, links to the panels before. */}
        <div
          className="section-tabs__list"
          role={isEnhanced ? "tablist" : undefined}
          aria-label={f.heading || "أقسام"}
        >
          {groups.map((g, i) => (
            <a
              // biome-ignore lint/suspicious/noArrayIndexKey: groups never reorder once rendered.
              key={i}
              className={`section-tabs__tab${i === selected ? " is-current" : ""}`}
              {...tabProps(i)}
            >
              <Icon name={g.tab_icon} className="section-tabs__icon" />
              <span>{g.tab_label}</span>
            </a>
          ))}
        </div>
        {f.has_modal && groups.length > 0 ? (
          <button
            type="button"
            className="section-tabs__modal-open"
            aria-haspopup="dialog"
            disabled={!isEnhanced}
            onClick={() => dialog.current?.showModal()}
          >
            {f.modal_title}
          </button>
        ) : null}
      </div>
      {f.copy_position === "bottom" ? copy : null}
      {f.has_modal ? (
        <dialog
          ref={dialog}
          className="section-tabs__dialog"
          aria-labelledby={`tabs-b${index}-dialog-title`}
        >
          <div className="section-tabs__dialog-head">
            <h2 id={`tabs-b${index}-dialog-title`} className="section-tabs__dialog-title">
              {f.modal_title}
            </h2>
            <button
              type="button"
              className="section-tabs__dialog-close"
              aria-label={closeLabel}
              onClick={() => dialog.current?.close()}
            >
              ×
            </button>
          </div>
          <ul className="section-tabs__cards">
            {groups.map((g, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: groups never reorder once rendered.
              <li key={i}>
                <button
                  type="button"
                  className="section-tabs__card"
                  aria-current={i === selected ? "true" : undefined}
                  onClick={() => {
                    dialog.current?.close();
                    select(i, true);
                  }}
                >
                  <span className="section-tabs__card-media">
                    <ResponsiveImage
                      image={g.modal_tab_image}
                      sizes={modalImageSizes}
                      index={index + 2}
                      layoutSizes="(min-width: 741px) 320px, 100vw"
                    />
                  </span>
                  <span className="section-tabs__card-title">
                    {g.modal_tab_title || g.tab_label}
                  </span>
                  {g.modal_tab_subtitle ? (
                    <span className="section-tabs__card-subtitle">{g.modal_tab_subtitle}</span>
                  ) : null}
                </button>
              </li>
            ))}
          </ul>
        </dialog>
      ) : null}
    </div>
  );
}
