import type { BlockProps } from "../../../generated/types.ts";
import { translator } from "../../i18n/index.ts";
import { Carousel } from "../../ui/carousel.tsx";
import { useSite } from "../../ui/site-context.tsx";
import { hasSlot, layoutTemplate, parseTemplate, renderTemplate } from "./template.tsx";

type Fields = BlockProps<"lrdx-collection-item">["block"]["fields"];
type Size = Fields["sizes"][number];

/** The catalogue's product sizes, smallest first. */
export const PRODUCT_SIZES: readonly Size[] = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "XXXXL"];

/** The picked sizes in the catalogue's order, whatever order the editor picked them in. */
export function orderedSizes(sizes: readonly Size[]): Size[] {
  return PRODUCT_SIZES.filter((s) => sizes.includes(s));
}

/** The collection card's photo size (§9.3 Collection card 420x495): the carousel keeps its ratio. */
const PHOTO = { w: 420, h: 495 } as const;

function Photos({ fields, index }: { fields: Fields; index: number }) {
  const { lang } = useSite();
  const t = translator(lang);
  const images = fields.images;
  if (images.length === 0) return null;
  const count = images.length;
  const name = fields.images_alt || String(t("featureBlocks.photos"));
  return (
    <Carousel
      className="collection-item__photos"
      label={String(t("featureBlocks.photos"))}
      pager="dots"
      slides={images.map((src, i) => (
        <img
          // biome-ignore lint/suspicious/noArrayIndexKey: photos never reorder once rendered; a URL may repeat.
          key={i}
          className="collection-item__photo"
          src={src}
          width={PHOTO.w}
          height={PHOTO.h}
          alt={String(t("featureBlocks.photo", { alt: name, index: i + 1, count }))}
          loading={index < 2 && i === 0 ? "eager" : "lazy"}
          decoding="async"
        />
      ))}
    />
  );
}

function Sizes({ fields }: { fields: Fields }) {
  const sizes = orderedSizes(fields.sizes);
  if (sizes.length === 0) return null;
  return (
    <div className="collection-item__sizes">
      {fields.sizes_label ? (
        <p className="collection-item__sizes-label">{fields.sizes_label}</p>
      ) : null}
      <ul className="collection-item__size-list" aria-label={fields.sizes_label || undefined}>
        {sizes.map((s) => (
          <li key={s} className="collection-item__size" lang="en">
            <bdi>{s}</bdi>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A merchandise product: the editor's (sanitised) HTML template with the photo carousel in place
 * of {{photos}} and the sizes in place of {{sizes}}, replaced while rendering, on the server as
 * in the browser. Without {{photos}} the carousel comes first; without {{sizes}} the sizes last.
 */
export default function CollectionItem({ block, index }: BlockProps<"lrdx-collection-item">) {
  const f = block.fields;
  const nodes = layoutTemplate(parseTemplate(f.html));
  const photos = <Photos fields={f} index={index} />;
  const sizes = <Sizes fields={f} />;
  return (
    <div className="collection-item">
      {hasSlot(nodes, "photos") ? null : photos}
      <div className="collection-item__template rich-text">
        {renderTemplate(nodes, { photos, sizes })}
      </div>
      {hasSlot(nodes, "sizes") ? null : sizes}
    </div>
  );
}
