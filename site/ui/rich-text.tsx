interface RichTextProps {
  /** HTML already sanitised by the page renderer (see runtime/core/sanitize-blocks.ts). */
  html: string;
  className?: string;
}

/** Editor HTML; the server sanitises it before any component sees it, so this only places it. */
export function RichText({ html, className = "rich-text" }: RichTextProps) {
  if (html.trim() === "") return null;
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
