import { useMachine } from "@xstate/react";
import { useContext, useId, useRef } from "react";
import type { BlockProps, IconName, Link } from "../../../generated/types.ts";
import {
  COLLAPSED_CARDS,
  isCardShown,
  type ModelsSpecificationsEvent,
  modelsSpecificationsMachine,
} from "../../../machines/models-specifications-machine.ts";
import {
  type EngineKind,
  engineKind,
  figureLabel,
  figureText,
  type ModelFigures,
} from "../../../runtime/core/model-figures.ts";
import { shownPrice } from "../../../runtime/core/money.ts";
import type { CatalogueLang } from "../../../runtime/core/vehicle-specs.ts";
import { BlockDialog } from "../../ui/block-dialog.tsx";
import { Cta } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";
import { Icon } from "../../ui/icon.tsx";
import { LoadFailure } from "../../ui/load-failure.tsx";
import { type FiguresState, pushModelEvent } from "../../ui/model-figures.ts";
import { Price, PriceContext } from "../../ui/price.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";
import { RichText } from "../../ui/rich-text.tsx";

export type Group = BlockProps<"lrdx-models-specifications">["block"]["groups"][number];

/** The x-sizes of a group's image. */
const imageSizes = [
  { w: 1216, h: 684 },
  { w: 884, h: 497 },
  { w: 725, h: 408 },
] as const;

const kindLabel = (g: Group, kind: EngineKind | null): string =>
  kind === "electric"
    ? g.electric_label
    : kind === "hybrid"
      ? g.hybrid_label
      : kind === "petrol"
        ? g.petrol_label
        : "";

/** A card's specification tables for one engine: each section's specs the engine has. */
function specSections(
  g: Group,
  specs: ModelFigures["engines"][number]["specs"],
  lang: CatalogueLang,
) {
  return g.accordion_schema.content.flatMap((section) => {
    const rows = section.specs.flatMap((s) => {
      const text = figureText(specs, s.key, lang);
      return text === "" ? [] : [{ key: s.key, label: s.label || figureLabel(s.key, lang), text }];
    });
    return rows.length === 0 ? [] : [{ title: section.title, rows }];
  });
}

interface ModelCardProps {
  f: BlockProps<"lrdx-models-specifications">["block"]["fields"];
  g: Group;
  /** The card's place among the shown ones. */
  card: number;
  model: ModelFigures | undefined;
  engineIndex: number;
  isOpen: boolean;
  isShown: boolean;
  /** The list's id, each of the card's ids made from it. */
  id: string;
  /** The block's place on the page (the first cards' pictures load first). */
  index: number;
  currency: string;
  lang: CatalogueLang;
  send: (event: ModelsSpecificationsEvent) => void;
  opener: (el: HTMLButtonElement | null) => void;
}

/** One model's card: picture, title, kind and price, its engine, its specification tables. */
function ModelCard({
  f,
  g,
  card,
  model,
  engineIndex,
  isOpen,
  isShown,
  id,
  index,
  currency,
  lang,
  send,
  opener,
}: ModelCardProps) {
  const engine = model?.engines[engineIndex];
  const kind = kindLabel(g, engineKind(engine?.powertrain));
  const sections = engine ? specSections(g, engine.specs, lang) : [];
  const price = shownPrice(g.price, currency);
  const panelId = `${id}-specs-${card}`;
  const selectId = `${id}-engine-${card}`;
  const titleId = `${id}-title-${card}`;
  return (
    <li className="models-specs__card" hidden={!isShown} aria-labelledby={titleId}>
      <div className="models-specs__media">
        <ResponsiveImage
          image={g.image}
          sizes={imageSizes}
          index={card < 2 ? index : index + 2}
          layoutSizes="(min-width: 741px) 33vw, 100vw"
        />
      </div>
      <h3 id={titleId} className="models-specs__title">
        {g.car_title || model?.name}
      </h3>
      <p className="models-specs__meta">
        {kind ? (
          <span className="models-specs__kind" data-kind={engineKind(engine?.powertrain) ?? ""}>
            {kind}
          </span>
        ) : null}
        {price ? (
          <Price
            className="models-specs__price"
            value={price.value}
            decimals={price.decimals}
            type="purchase"
          />
        ) : null}
      </p>
      {model && model.engines.length > 1 ? (
        <div className="models-specs__field">
          <label className="models-specs__label" htmlFor={selectId}>
            {f.engine_dropdown_label}
          </label>
          <select
            id={selectId}
            className="models-specs__select"
            value={engineIndex}
            onChange={(e) => send({ type: "CHOOSE_ENGINE", card, engine: Number(e.target.value) })}
          >
            {model.engines.map((e, i) => (
              <option key={e.code || i} value={i}>
                {e.name}
              </option>
            ))}
          </select>
        </div>
      ) : engine?.name ? (
        <p className="models-specs__engine">{engine.name}</p>
      ) : null}
      <div className="models-specs__actions">
        {sections.length > 0 ? (
          <button
            type="button"
            className="cta cta--secondary models-specs__toggle-specs"
            aria-expanded={isOpen}
            aria-controls={panelId}
            onClick={() => send({ type: "TOGGLE_SPECS", card })}
          >
            {g.button_label}
          </button>
        ) : null}
        {g.additional_specification_modal_content ? (
          <button
            type="button"
            className="cta cta--tertiary models-specs__modal-open"
            aria-haspopup="dialog"
            ref={opener}
            onClick={() => send({ type: "OPEN_MODAL", card })}
          >
            {g.additional_specification_modal_button_label}
          </button>
        ) : null}
      </div>
      {sections.length > 0 ? (
        <div id={panelId} className="models-specs__specs" hidden={!isOpen}>
          {f.kf_acc_label ? <h4 className="models-specs__specs-title">{f.kf_acc_label}</h4> : null}
          {sections.map((s) => (
            <table key={s.title} className="models-specs__table">
              <caption className="models-specs__caption">{s.title}</caption>
              <tbody>
                {s.rows.map((r) => (
                  <tr key={r.key} data-spec={r.key}>
                    <th scope="row">{r.label}</th>
                    <td>
                      <bdi>{r.text}</bdi>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
          {f.std_acc_label ? <p className="models-specs__note">{f.std_acc_label}</p> : null}
        </div>
      ) : null}
    </li>
  );
}

export interface ModelCardsProps extends BlockProps<"lrdx-models-specifications"> {
  groups: Group[];
  figures: FiguresState;
  retry: () => void;
  lang: CatalogueLang;
}

export function ModelCards({ block, index, groups, figures, retry, lang }: ModelCardsProps) {
  const f = block.fields;
  const id = useId();
  const currency = useContext(PriceContext).settings.currencyIso;
  const modelOf = (g: Group): ModelFigures | undefined =>
    figures.state === "ready" ? figures.models[g.car_key] : undefined;

  const openers = useRef<(HTMLButtonElement | null)[]>([]);
  const cards = groups.map((g) => ({
    engines: modelOf(g)?.engines.length ?? 0,
    hasModal: g.additional_specification_modal_content !== "",
  }));
  const [snapshot, send] = useMachine(
    modelsSpecificationsMachine.provide({
      actions: {
        listToggled: ({ event }) =>
          event.type === "TOGGLE_LIST" &&
          pushModelEvent({ event: "models_list_toggle", block: "models_specifications" }),
        engineChosen: ({ event }) => {
          if (event.type !== "CHOOSE_ENGINE") return;
          const g = groups[event.card];
          const engine = g ? modelOf(g)?.engines[event.engine] : undefined;
          pushModelEvent({
            event: "models_engine_change",
            car_key: g?.car_key ?? "",
            engine: engine?.code || engine?.name || "",
          });
        },
        specsToggled: ({ event }) =>
          event.type === "TOGGLE_SPECS" &&
          pushModelEvent({ event: "models_specs_toggle", car_key: groups[event.card]?.car_key }),
        modalOpened: ({ event }) =>
          event.type === "OPEN_MODAL" &&
          pushModelEvent({
            event: "models_specs_modal_open",
            car_key: groups[event.card]?.car_key,
          }),
        modalClosed: ({ context }) => {
          const opener = context.modalCard === null ? null : openers.current[context.modalCard];
          opener?.focus();
        },
      },
    }),
    { input: { cards, isToggle: f.is_toggle } },
  );
  const { context } = snapshot;
  const isCollapsed = snapshot.matches({ list: "collapsed" });
  const isModalOpen = snapshot.matches({ modal: "open" });
  const modalGroup = context.modalCard === null ? undefined : groups[context.modalCard];

  const rtg = (icon: IconName, link: Link, paragraph: string, n: number) =>
    link.link_text === "" && paragraph === "" ? null : (
      <li key={n} className="models-specs__rtg-item">
        <Icon name={icon} className="icon models-specs__rtg-icon" />
        <div>
          <Cta link={link} className="models-specs__rtg-link" />
          {paragraph ? <p className="models-specs__rtg-text">{paragraph}</p> : null}
        </div>
      </li>
    );
  const rtgItems = [
    rtg(f.rtg_icon_1, f.rtg_link_1, f.rtg_paragraph_1, 1),
    rtg(f.rtg_icon_2, f.rtg_link_2, f.rtg_paragraph_2, 2),
  ].filter((item) => item !== null);
  const listId = `${id}-list`;

  return (
    <div className="models-specs">
      <Heading tag={f.header_tag} size={f.header_size}>
        {f.heading}
      </Heading>
      {figures.state === "failed" ? (
        <LoadFailure message={f.error_msg} retryLabel={f.try_again_btn_label} onRetry={retry} />
      ) : null}
      <ul
        id={listId}
        className="models-specs__list"
        aria-busy={figures.state === "loading" ? "true" : undefined}
      >
        {groups.map((g, card) => (
          <ModelCard
            // biome-ignore lint/suspicious/noArrayIndexKey: groups never reorder once rendered.
            key={card}
            f={f}
            g={g}
            card={card}
            model={modelOf(g)}
            engineIndex={context.engines[card] ?? 0}
            isOpen={context.openSpecs[card] === true}
            isShown={isCardShown(card, isCollapsed)}
            id={id}
            index={index}
            currency={currency}
            lang={lang}
            send={send}
            opener={(el) => {
              openers.current[card] = el;
            }}
          />
        ))}
      </ul>
      {groups.length > COLLAPSED_CARDS && f.is_toggle ? (
        <div className="models-specs__toggle">
          {f.toggle_label ? <p className="models-specs__toggle-label">{f.toggle_label}</p> : null}
          <button
            type="button"
            className="cta cta--secondary models-specs__toggle-list"
            aria-expanded={!isCollapsed}
            aria-controls={listId}
            onClick={() => send({ type: "TOGGLE_LIST" })}
          >
            {isCollapsed ? f.open_collapse_label : f.close_collapse_label}
          </button>
        </div>
      ) : null}
      {f["main-button"].link_text ? (
        <div className="models-specs__main">
          <Cta link={f["main-button"]} />
        </div>
      ) : null}
      {rtgItems.length > 0 ? <ul className="models-specs__rtg">{rtgItems}</ul> : null}
      <BlockDialog
        isOpen={isModalOpen}
        onClose={() => send({ type: "CLOSE_MODAL" })}
        title={
          modalGroup
            ? `${modalGroup.car_title} · ${modalGroup.additional_specification_modal_button_label}`
            : ""
        }
        className="models-specs__dialog"
      >
        {modalGroup ? (
          <RichText
            className="models-specs__dialog-content rich-text"
            html={modalGroup.additional_specification_modal_content}
          />
        ) : null}
      </BlockDialog>
    </div>
  );
}
