import { type KeyboardEvent, useEffect, useReducer } from "react";
import { SEARCH_QUERY_MAX } from "../../runtime/core/search-text.ts";
import { Icon } from "../ui/icon.tsx";

/*
 * The search box's combobox, rendered by site/shell/search-form.tsx on the server and hydrated in
 * place by site/islands/client.tsx. It needs no i18n in the browser: its texts come translated in
 * its props, which the server writes as JSON beside the form.
 */

/** Where a search box asks for suggestions (GET, ?q=). */
export const SUGGEST_URL = "/public_api/search/suggest";
/** Suggestions are asked for from this many characters. */
export const SUGGEST_MIN_CHARS = 2;

export interface Suggestion {
  url: string;
  title: string;
}

/** The combobox: what is typed, the suggestions for it, the one marked with the arrows. */
export interface ComboboxState {
  value: string;
  suggestions: readonly Suggestion[];
  /** Index of the active suggestion, -1 for none. */
  active: number;
  isOpen: boolean;
  /** Typed by the visitor (a prefilled value asks for nothing until it is edited). */
  isTyped: boolean;
}

export type ComboboxAction =
  | { type: "input"; value: string }
  /** Suggestions for `value`: dropped when the box holds something else by now. */
  | { type: "suggestions"; value: string; suggestions: readonly Suggestion[] }
  | { type: "move"; by: 1 | -1 }
  | { type: "close" };

export function initialCombobox(value: string): ComboboxState {
  return { value, suggestions: [], active: -1, isOpen: false, isTyped: false };
}

/** The combobox's rules, pure: the arrows wrap, Escape and a new value close the list. */
export function comboboxReducer(state: ComboboxState, action: ComboboxAction): ComboboxState {
  switch (action.type) {
    case "input": {
      const isLongEnough = action.value.trim().length >= SUGGEST_MIN_CHARS;
      return {
        value: action.value,
        suggestions: isLongEnough ? state.suggestions : [],
        active: -1,
        isOpen: isLongEnough && state.suggestions.length > 0,
        isTyped: true,
      };
    }
    case "suggestions":
      if (action.value !== state.value) return state;
      return {
        ...state,
        suggestions: action.suggestions,
        active: -1,
        isOpen: action.suggestions.length > 0,
      };
    case "move": {
      const count = state.suggestions.length;
      if (count === 0) return state;
      if (!state.isOpen) return { ...state, isOpen: true, active: action.by === 1 ? 0 : count - 1 };
      const next = state.active + action.by;
      return { ...state, active: next < 0 ? count - 1 : next >= count ? 0 : next };
    }
    case "close":
      return { ...state, isOpen: false, active: -1 };
    default: {
      const unhandled: never = action;
      return unhandled;
    }
  }
}

/** Reads the suggest API's answer; anything else is no suggestions. */
export function suggestionsOf(body: unknown): Suggestion[] {
  const list: unknown =
    body !== null && typeof body === "object" ? Reflect.get(body, "suggestions") : null;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (item === null || typeof item !== "object") return [];
    const url: unknown = Reflect.get(item, "url");
    const title: unknown = Reflect.get(item, "title");
    return typeof url === "string" && typeof title === "string" && url.startsWith("/")
      ? [{ url, title }]
      : [];
  });
}

export interface SearchFieldsProps {
  /** Prefix of the box's element ids: the same on the server and in the browser. */
  id: string;
  /** The results page (GET, ?q=). */
  action: string;
  /** The query shown in the box (the results page's own). */
  defaultValue: string;
  /** Focus the box when it is shown (the popup). */
  autoFocus: boolean;
  /** The suggest endpoint; null for a plain search box. */
  suggestUrl: string | null;
  /** How long typing must pause before suggestions are asked for. */
  debounceMs: number;
  texts: { label: string; placeholder: string; submit: string; suggestions: string };
}

/**
 * The search box's form: a GET form that works without JavaScript. Hydrated, it is also a
 * combobox (ARIA 1.2): suggestions from the suggest API while typing (debounced), Up and Down to
 * move, Enter to open the marked page, Escape to close the list.
 */
export function SearchFields({
  id,
  action,
  defaultValue,
  autoFocus,
  suggestUrl,
  debounceMs,
  texts,
}: SearchFieldsProps) {
  const inputId = `${id}-q`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-o${index}`;
  const [state, dispatch] = useReducer(comboboxReducer, defaultValue, initialCombobox);

  useEffect(() => {
    const value = state.value;
    const q = value.trim();
    if (!suggestUrl || !state.isTyped || q.length < SUGGEST_MIN_CHARS) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(
        `${suggestUrl}${suggestUrl.includes("?") ? "&" : "?"}q=${encodeURIComponent(q.slice(0, SEARCH_QUERY_MAX))}`,
        {
          signal: controller.signal,
          headers: { accept: "application/json" },
          credentials: "same-origin",
        },
      )
        .then((response) => (response.ok ? response.json() : null))
        .then((body: unknown) =>
          dispatch({ type: "suggestions", value, suggestions: suggestionsOf(body) }),
        )
        .catch(() => {
          // Aborted or offline: the form still submits.
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [state.value, state.isTyped, suggestUrl, debounceMs]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp":
        if (state.suggestions.length === 0) return;
        event.preventDefault();
        dispatch({ type: "move", by: event.key === "ArrowDown" ? 1 : -1 });
        return;
      case "Enter": {
        const chosen = state.isOpen ? state.suggestions[state.active] : undefined;
        if (!chosen) return;
        event.preventDefault();
        window.location.assign(chosen.url);
        return;
      }
      case "Escape":
        // The first Escape closes the list; the next one reaches the popup around the form.
        if (!state.isOpen) return;
        event.preventDefault();
        event.stopPropagation();
        dispatch({ type: "close" });
        return;
      default:
        return;
    }
  };

  return (
    <form action={action} method="get">
      <label htmlFor={inputId} className="visually-hidden">
        {texts.label}
      </label>
      <div className="search-form__field">
        <input
          id={inputId}
          className="search-form__input"
          type="search"
          name="q"
          value={state.value}
          onChange={(event) => dispatch({ type: "input", value: event.target.value })}
          onKeyDown={onKeyDown}
          onBlur={() => dispatch({ type: "close" })}
          placeholder={texts.placeholder}
          maxLength={SEARCH_QUERY_MAX}
          autoComplete="off"
          enterKeyHint="search"
          // The popup's box: a popover focuses its autofocus element when it opens.
          // biome-ignore lint/a11y/noAutofocus: only inside the popup, which the visitor opened
          autoFocus={autoFocus}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={state.isOpen}
          aria-controls={listId}
          aria-activedescendant={state.active >= 0 ? optionId(state.active) : undefined}
        />
        <button type="submit" className="search-form__submit">
          <Icon name="search" />
          <span className="search-form__submit-text">{texts.submit}</span>
        </button>
        <div
          id={listId}
          role="listbox"
          aria-label={texts.suggestions}
          className="search-form__suggestions"
          hidden={!state.isOpen}
        >
          {state.suggestions.map((s, index) => (
            // The focus stays in the box (aria-activedescendant); a press follows the suggestion.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the box handles the keys for the list
            <div
              key={s.url}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === state.active}
              className="search-form__suggestion"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => window.location.assign(s.url)}
            >
              {s.title}
            </div>
          ))}
        </div>
      </div>
    </form>
  );
}
