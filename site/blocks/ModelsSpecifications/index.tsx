import { useMemo } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import { carKeysOf } from "../../../runtime/core/model-figures.ts";
import { catalogueLangOf } from "../../../runtime/core/vehicle-specs.ts";
import { useModelFigures } from "../../ui/model-figures.ts";
import { useSite } from "../../ui/site-context.tsx";
import { type Group, ModelCards } from "./cards.tsx";

/** The shown cards: disabled groups are left out entirely (not rendered, not counted). */
export const shownGroups = (groups: readonly Group[]): Group[] =>
  groups.filter((g) => !g.is_disabled);

/**
 * Model cards with their figures (002 §3.12), one machine for what the visitor does with them
 * (machines/models-specifications-machine.ts): the collapsed list, each card's engine, its
 * specification and its additional specification dialog. The first view is the machine's first
 * state, rendered on the server with the page data's figures, so hydration changes nothing.
 */
export default function ModelsSpecifications(props: BlockProps<"lrdx-models-specifications">) {
  const lang = catalogueLangOf(useSite().lang);
  const groups = useMemo(() => shownGroups(props.block.groups), [props.block.groups]);
  const keys = carKeysOf({ fields: {}, groups });
  const { figures, retry } = useModelFigures(props, keys, lang);
  // The machine's cards (how many engines each has) are its input: figures read in the browser
  // (the editor's preview) start it again.
  return (
    <ModelCards
      key={figures.state}
      block={props.block}
      index={props.index}
      groups={groups}
      figures={figures}
      retry={retry}
      lang={lang}
    />
  );
}
