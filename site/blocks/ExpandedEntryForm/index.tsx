import {
  type CSSProperties,
  type KeyboardEvent,
  memo,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { FormSlot, formSlotProps } from "../../forms/form-slot.tsx";
import { translator } from "../../i18n/index.ts";
import { Icon } from "../../ui/icon.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { RichText } from "../../ui/rich-text.tsx";
import { useSite } from "../../ui/site-context.tsx";
import { MENA_TABS_FIELD, sendTabToForm, tabIdOf, tabIndexFromHash, tabKeyTarget } from "./tabs.ts";

/** The image field's x-sizes, widest first. */
const imageSizes = [
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;

/**
 * The form slot, rendered once: after hydration the form island owns what is inside it, so React
 * must never reconcile it again. Its props come from the block (fixed for the island's life) and
 * from state set once; the chosen tab reaches the form through sendTabToForm instead.
 */
const StableFormSlot = memo(FormSlot);

/**
 * A tabbed form: a WAI-ARIA tab list (arrow keys along the reading direction, Home/End, one tab
 * in the Tab order), the chosen tab's picture and paragraph, and one form that receives the
 * chosen tab's id as additionalData.menaTabs. The chosen tab's id is kept in the address hash
 * (replaced, not pushed) and read from it after hydration and on hashchange. All panels share one
 * grid cell, so the block is as tall as its tallest panel and choosing a tab moves nothing.
 */
export default function ExpandedEntryForm({
  block,
  index,
}: BlockProps<"lrdx-expanded-entry-form">) {
  const { fields, groups } = block;
  const t = translator(useSite().lang);
  const baseId = useId();
  const ids = groups.map((g, i) => tabIdOf(g.tab_id, i));
  const [selected, setSelected] = useState(0);
  // The server renders the first tab chosen; the slot starts with its id.
  const [initialDynamicValues] = useState(
    (): Record<string, string> => (ids[0] === undefined ? {} : { [MENA_TABS_FIELD]: ids[0] }),
  );
  const rootRef = useRef<HTMLDivElement>(null);
  const slotRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedRef = useRef(0);
  const idsKey = ids.join("\n");

  const choose = useCallback(
    (next: number, { isFromHash }: { isFromHash: boolean }) => {
      const tabIds = idsKey.split("\n");
      const id = tabIds[next];
      if (id === undefined || next === selectedRef.current) return;
      selectedRef.current = next;
      setSelected(next);
      if (!isFromHash) history.replaceState(history.state, "", `#${encodeURIComponent(id)}`);
      const slot = slotRef.current?.querySelector<HTMLElement>("[data-lead-form]");
      if (slot) sendTabToForm(slot, id);
    },
    [idsKey],
  );

  useEffect(() => {
    const fromHash = () => {
      const found = tabIndexFromHash(location.hash, idsKey.split("\n"));
      if (found === null) return;
      choose(found, { isFromHash: true });
      // A link to one of the tabs opens the page at the block (no element carries the tab's id).
      rootRef.current?.scrollIntoView();
    };
    fromHash();
    addEventListener("hashchange", fromHash);
    return () => removeEventListener("hashchange", fromHash);
  }, [choose, idsKey]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const isRightToLeft = getComputedStyle(event.currentTarget).direction === "rtl";
    const target = tabKeyTarget(event.key, selectedRef.current, groups.length, isRightToLeft);
    if (target === null) return;
    event.preventDefault();
    choose(target, { isFromHash: false });
    tabRefs.current[target]?.focus();
  };

  const perRow = Math.min(Math.max(Math.trunc(fields.top_tabs_limit), 1), groups.length || 1);
  const tabsStyle = {
    "--tabs-per-row": perRow,
    "--tabs-per-row-phone": Math.min(perRow, 2),
  } as CSSProperties;
  // The box colours of the Entry Form (site/blocks/FormComponent/style.css).
  const formClasses = ["expanded-entry-form__form", `form-component__box--${fields.box_color}`];

  return (
    <div className="expanded-entry-form" ref={rootRef}>
      {groups.length > 0 ? (
        <div
          className="expanded-entry-form__tabs"
          role="tablist"
          aria-label={t("expandedEntryForm.tabs")}
          style={tabsStyle}
          onKeyDown={onKeyDown}
        >
          {groups.map((g, i) => {
            const isSelected = i === selected;
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: tabs never reorder once rendered and ids may repeat.
                key={i}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`${baseId}-tab-${i}`}
                className="expanded-entry-form__tab"
                aria-selected={isSelected}
                aria-controls={`${baseId}-panel-${i}`}
                tabIndex={isSelected ? 0 : -1}
                style={{ paddingInline: `${g.tab_x_padding}px` }}
                onClick={() => choose(i, { isFromHash: false })}
              >
                <Icon name={g.tab_icon} className="expanded-entry-form__tab-icon icon" />
                <span className="expanded-entry-form__tab-label">{g.tab_label || `${i + 1}`}</span>
              </button>
            );
          })}
        </div>
      ) : null}
      <div className="expanded-entry-form__body">
        {groups.length > 0 ? (
          <div className="expanded-entry-form__panels">
            {groups.map((g, i) => (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: panels pair with the tabs by position.
                key={i}
                role="tabpanel"
                id={`${baseId}-panel-${i}`}
                aria-labelledby={`${baseId}-tab-${i}`}
                className="expanded-entry-form__panel"
                hidden={i !== selected}
                // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: a panel holding nothing focusable is itself in the Tab order, so Tab from the tab reaches its text.
                tabIndex={0}
              >
                <ResponsiveImage
                  image={g.image}
                  sizes={imageSizes}
                  // Only the first panel shows before a tab is chosen: the others load lazily.
                  index={i === 0 ? index : Math.max(index, 2)}
                  layoutSizes="(min-width: 1340px) 640px, (min-width: 741px) 50vw, 100vw"
                  className="expanded-entry-form__image"
                />
                {g.paragraph ? (
                  <p className="expanded-entry-form__paragraph">{g.paragraph}</p>
                ) : null}
              </div>
            ))}
          </div>
        ) : null}
        <div className={formClasses.join(" ")}>
          {fields["form-paragraph"] ? (
            <p className="expanded-entry-form__form-paragraph">{fields["form-paragraph"]}</p>
          ) : null}
          <div ref={slotRef}>
            <StableFormSlot {...formSlotProps(fields)} dynamicValues={initialDynamicValues} />
          </div>
          <RichText
            className="expanded-entry-form__form-disclaimer rich-text"
            html={fields["form-disclaimer"]}
          />
        </div>
      </div>
      <RichText className="expanded-entry-form__disclaimer rich-text" html={fields.disclaimer} />
    </div>
  );
}
