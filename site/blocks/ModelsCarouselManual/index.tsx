import { useId } from "react";
import type { BlockProps, ModelsCarouselManualGroup } from "../../../generated/types.ts";
import { DEFAULT_IMAGE_ID } from "../../../runtime/core/image-url.ts";
import { Carousel } from "../../ui/carousel.tsx";
import { Heading } from "../../ui/heading.tsx";
import { ResponsiveImage, slideImageIndex } from "../../ui/responsive-image.tsx";

const imageSizes = [
  { w: 1600, h: 900 },
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;
const cutoutSizes = [
  { w: 1024, h: 576 },
  { w: 640, h: 360 },
] as const;

type Columns = readonly {
  key: "Name" | "Engine" | "Consumption" | "Price" | "Lease";
  label: string;
}[];

/**
 * Models by hand in the site's carousel: each slide a nameplate, its picture (the cut-out car
 * over it when set) and its specification tables; the nameplates are the carousel's pager, under
 * models-label. Every slide and table is in the server HTML.
 */
export default function ModelsCarouselManual({
  block,
  index,
}: BlockProps<"lrdx-models-carousel-manual">) {
  const f = block.fields;
  const labelId = useId();
  const groups = block.groups.filter((g) => g.nameplate.trim() !== "");
  const columns: Columns = [
    { key: "Name", label: f.spec_name_label },
    { key: "Engine", label: f.spec_engine_label },
    { key: "Consumption", label: f.spec_consumption_label },
    { key: "Price", label: f.spec_price_label },
    { key: "Lease", label: f.spec_lease_label },
  ];
  return (
    <div className="models-carousel">
      <Heading tag={f.header_tag} size={f.header_size} className="models-carousel__heading">
        {f.heading}
      </Heading>
      {f["models-label"] ? (
        <p className="models-carousel__label" id={labelId}>
          {f["models-label"]}
        </p>
      ) : null}
      {groups.length > 0 ? (
        <Carousel
          className="models-carousel__carousel"
          labelledBy={f["models-label"] ? labelId : undefined}
          label={f["models-label"] ? undefined : f.heading || groups[0]?.nameplate}
          loop={false}
          slideLabels={groups.map((g) => g.nameplate)}
          pager={(i, isCurrent) => (
            <span
              className={`models-carousel__tab${isCurrent ? " models-carousel__tab--current" : ""}`}
            >
              {groups[i]?.nameplate}
            </span>
          )}
          slides={groups.map((g, i) => (
            <ModelSlide
              // biome-ignore lint/suspicious/noArrayIndexKey: groups never reorder once rendered.
              key={i}
              group={g}
              index={slideImageIndex(index, i)}
              headingTag={Math.min(6, f.header_tag + 1)}
              columns={columns}
            />
          ))}
        />
      ) : null}
    </div>
  );
}

function ModelSlide({
  group,
  index,
  headingTag,
  columns,
}: {
  group: ModelsCarouselManualGroup;
  index: number;
  headingTag: number;
  columns: Columns;
}) {
  const cutout = group["transparent-image"];
  const hasCutout = cutout.id !== DEFAULT_IMAGE_ID;
  const tables = group.specs.filter((s) => s.table.length > 0);
  return (
    <article className="models-carousel__slide">
      <div className="models-carousel__media">
        <ResponsiveImage
          image={group.image}
          sizes={imageSizes}
          index={index}
          layoutSizes="(min-width: 1340px) 1340px, 100vw"
          className="models-carousel__image"
        />
        {hasCutout ? (
          <ResponsiveImage
            image={cutout}
            sizes={cutoutSizes}
            index={index}
            layoutSizes="(min-width: 1340px) 860px, 64vw"
            className="models-carousel__cutout"
          />
        ) : null}
      </div>
      <Heading tag={headingTag} size="l" className="models-carousel__nameplate">
        {group.nameplate}
      </Heading>
      {tables.map((spec, t) => (
        <section
          // biome-ignore lint/suspicious/noArrayIndexKey: tables never reorder once rendered.
          key={t}
          className="models-carousel__table-wrap"
          aria-label={spec.name}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls; the keyboard must reach it.
          tabIndex={0}
        >
          <table className="models-carousel__table">
            <caption>{spec.name}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} scope="col">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {spec.table.map((row, r) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows never reorder once rendered.
                <tr key={r}>
                  <th scope="row">{row.Name}</th>
                  <td>{row.Engine || "—"}</td>
                  <td>{row.Consumption || "—"}</td>
                  <td>{row.Price || "—"}</td>
                  <td>{row.Lease || "—"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </article>
  );
}
