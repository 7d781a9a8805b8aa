import { Heading } from "./heading.tsx";

interface BlockIntroProps {
  heading: string;
  paragraph: string;
  tag: number;
  /** The block's header_size; blocks without one keep the intro's own size, l. */
  size?: string;
  /** Block class prefix: renders `{prefix}__intro` and `{prefix}__paragraph`. */
  prefix: string;
}

/** A block's heading and paragraph; nothing when both are empty. */
export function BlockIntro({ heading, paragraph, tag, size = "l", prefix }: BlockIntroProps) {
  if (!heading && !paragraph) return null;
  return (
    <div className={`${prefix}__intro`}>
      <Heading tag={tag} size={size}>
        {heading}
      </Heading>
      {paragraph ? <p className={`${prefix}__paragraph`}>{paragraph}</p> : null}
    </div>
  );
}
