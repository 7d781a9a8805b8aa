import type { ReactNode } from "react";

interface HeadingProps {
  /** 1–6: the catalogue's header_tag. */
  tag: number;
  size?: string;
  font?: string;
  className?: string;
  children: ReactNode;
}

/** A heading at the editor's chosen level and size; empty text renders nothing. */
export function Heading({
  tag,
  size = "xl",
  font = "primary",
  className = "",
  children,
}: HeadingProps) {
  if (children === "" || children === null || children === undefined) return null;
  const level = Math.min(6, Math.max(1, Math.trunc(tag)));
  const Tag = `h${level}` as "h1" | "h2" | "h3" | "h4" | "h5" | "h6";
  return (
    <Tag className={`heading heading--${size} heading--${font} ${className}`.trim()}>
      {children}
    </Tag>
  );
}
