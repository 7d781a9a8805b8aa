import { useId } from "react";
import { translator } from "../i18n/index.ts";
import { SearchFields, type SearchFieldsProps, SUGGEST_URL } from "../islands/search-fields.tsx";
import { scriptJson } from "../layouts/block-frame.tsx";
import { useSite } from "../ui/site-context.tsx";

interface SearchFormProps {
  /** The query shown in the box (the results page's own). */
  defaultValue?: string;
  /** Focus the box when it is shown (the popup). */
  autoFocus?: boolean;
  className?: string;
  /** The suggest endpoint; null for a plain search box. */
  suggestUrl?: string | null;
  /** How long typing must pause before suggestions are asked for. */
  debounceMs?: number;
  /** The box's placeholder (search.placeholder when absent). */
  placeholder?: string;
  /** The box's label for screen readers (search.label when absent). */
  label?: string;
  /** Prefix of the box's element ids; one from useId when absent. */
  id?: string;
}

/** Where the browser finds a search form's props (site/islands/client.tsx reads them). */
function searchFormPropsId(id: string): string {
  return `search-form-props-${id}`;
}

/**
 * The site's search box: a GET form to /{lang}/search that works without JavaScript. The island
 * client hydrates it in place (the <search> element is its root, its props are the JSON script
 * beside it), which makes it a combobox with suggestions (site/islands/search-fields.tsx).
 */
export function SearchForm({
  defaultValue = "",
  autoFocus = false,
  className,
  suggestUrl,
  debounceMs = 200,
  placeholder,
  label,
  id,
}: SearchFormProps) {
  const { base, lang } = useSite();
  const t = translator(lang);
  const reactId = useId();
  const boxId = id ?? `search${reactId.replace(/[^A-Za-z0-9_-]/g, "")}`;
  const props: SearchFieldsProps = {
    id: boxId,
    action: `${base}search`,
    defaultValue,
    autoFocus,
    // The language's pages are suggested (null turns suggestions off).
    suggestUrl: suggestUrl === undefined ? `${SUGGEST_URL}?lang=${lang}` : suggestUrl,
    debounceMs,
    texts: {
      label: label || t("search.label"),
      placeholder: placeholder || t("search.placeholder"),
      submit: t("search.submit"),
      suggestions: t("search.suggestions"),
    },
  };
  return (
    <>
      <search
        className={["search-form", className].filter(Boolean).join(" ")}
        data-search-form={props.suggestUrl ? boxId : undefined}
      >
        <SearchFields {...props} />
      </search>
      {props.suggestUrl ? (
        <script
          type="application/json"
          id={searchFormPropsId(boxId)}
          dangerouslySetInnerHTML={{ __html: scriptJson(props) }}
        />
      ) : null}
    </>
  );
}
