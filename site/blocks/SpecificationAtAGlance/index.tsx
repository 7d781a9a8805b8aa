import type { BlockProps } from "../../../generated/types.ts";
import { Heading } from "../../ui/heading.tsx";
import { Icon } from "../../ui/icon.tsx";

/** At most 4 figures per row (002 §9.8), fewer when col-numbers says so. */
export const MAX_PER_ROW = 4;

/** A model's key figures: value and unit large, the label under it; up to 4 per row. */
export default function SpecificationAtAGlance({
  block,
}: BlockProps<"lrdx-specification-at-a-glance">) {
  const f = block.fields;
  const columns = Math.min(MAX_PER_ROW, Math.max(1, f["col-numbers"]));
  return (
    <div className="spec-glance">
      <Heading tag={f.header_tag} size={f.header_size}>
        {f.heading}
      </Heading>
      {f.paragraph ? <p className="spec-glance__paragraph">{f.paragraph}</p> : null}
      {block.groups.length > 0 ? (
        <dl className={`spec-glance__list spec-glance__list--${columns}`}>
          {block.groups.map((g, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: groups never reorder once rendered.
            <div key={i} className="spec-glance__item">
              <dt className="spec-glance__label">
                <Icon name={g.icon} className="spec-glance__icon" />
                {g.label}
              </dt>
              <dd className="spec-glance__figure">
                <bdi className="spec-glance__value">{g.value}</bdi>
                {g.unit ? <span className="spec-glance__unit"> {g.unit}</span> : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {f.disclaimer ? <p className="spec-glance__disclaimer">{f.disclaimer}</p> : null}
    </div>
  );
}
