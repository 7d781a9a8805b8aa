import type { BlockProps } from "../../../generated/types.ts";
import { CtaList } from "../../ui/cta.tsx";
import { Heading } from "../../ui/heading.tsx";
import { Icon, isIconName } from "../../ui/icon.tsx";
import { ResponsiveImage } from "../../ui/responsive-image.tsx";

/** The x-sizes of rdx-image. */
const imageSizes = [
  { w: 1600, h: 900 },
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;

/**
 * An electric model's range and power: the picture beside the text (under it on phones), the
 * figures in a grid (value and unit large, the caption under them), the buttons and the small
 * print. Static: no JavaScript.
 */
export default function ElectrifyingPower({ block, index }: BlockProps<"lrdx-electrifying-power">) {
  const f = block.fields;
  const figures = block.groups.slice(0, 4);
  const classes = [
    "electrifying-power",
    `electrifying-power--${f.box_color}`,
    f.is_reversed ? "electrifying-power--reversed" : "",
  ].filter(Boolean);
  return (
    <div className={classes.join(" ")}>
      <div className="electrifying-power__inner">
        <div className="electrifying-power__media">
          <ResponsiveImage
            image={f["rdx-image"]}
            sizes={imageSizes}
            index={index}
            layoutSizes="(min-width: 1024px) 50vw, 100vw"
            className="electrifying-power__image"
          />
        </div>
        <div className="electrifying-power__text">
          <Heading tag={f.header_tag} size={f.header_size} className="electrifying-power__heading">
            {f.heading}
          </Heading>
          {f.paragraph ? <p className="electrifying-power__paragraph">{f.paragraph}</p> : null}
          {figures.length > 0 ? (
            <ul className="electrifying-power__figures">
              {figures.map((g, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: figures never reorder once rendered.
                <li key={i} className="electrifying-power__figure">
                  {isIconName(g.icon) && g.icon ? (
                    <Icon name={g.icon} className="electrifying-power__icon" />
                  ) : null}
                  <span className="electrifying-power__value">
                    <bdi>{g.value}</bdi>
                    {g.unit ? <span className="electrifying-power__unit"> {g.unit}</span> : null}
                  </span>
                  {g.label ? <span className="electrifying-power__label">{g.label}</span> : null}
                </li>
              ))}
            </ul>
          ) : null}
          <CtaList links={f["rdx-buttons"]} className="electrifying-power__buttons" />
          {f.disclaimer ? <p className="electrifying-power__disclaimer">{f.disclaimer}</p> : null}
        </div>
      </div>
    </div>
  );
}
