import { type KeyboardEvent, type RefObject, useEffect, useRef, useState } from "react";
import { filterCountries, type PhoneCountry } from "./lead-values.ts";
import { fillText, type LeadFormTexts } from "./texts.ts";

/** Where a country is in the list (the list opens on the country chosen now). */
function indexOf(list: readonly PhoneCountry[], code: string): number {
  return Math.max(
    0,
    list.findIndex((c) => c.code === code),
  );
}

interface PhoneFieldProps {
  id: string;
  name: string;
  country: PhoneCountry;
  national: string;
  required: boolean;
  placeholder: string;
  isInvalid: boolean;
  describedBy: string | undefined;
  texts: LeadFormTexts;
  /** Every country, loaded with libphonenumber-js when the dropdown first opens. */
  loadCountries: () => Promise<PhoneCountry[]>;
  onCountry: (country: PhoneCountry) => void;
  onNational: (value: string) => void;
  onBlur: () => void;
}

/**
 * A phone number: the country's dialling code from a dropdown that filters as the visitor types
 * (a combobox over a listbox: arrows move, Enter chooses, Escape closes), then the number as it is
 * written in that country. Numbers read left to right in any language.
 */
export function PhoneField(props: PhoneFieldProps) {
  const { id, country, texts } = props;
  const [isOpen, setOpen] = useState(false);
  const [countries, setCountries] = useState<PhoneCountry[] | null>(null);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const popupId = `${id}-countries`;
  const listId = `${id}-country-list`;
  const shown = countries ? filterCountries(countries, query) : [];
  const optionId = (code: string) => `${id}-country-${code}`;

  useEffect(() => {
    if (!isOpen) return;
    if (countries === null)
      void props.loadCountries().then((list) => {
        setCountries(list);
        setActive(indexOf(list, country.code));
      });
    search.current?.focus();
    // A press outside the dropdown closes it.
    const onPointer = (e: PointerEvent) => {
      if (!(e.target instanceof Node) || !box.current?.contains(e.target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [isOpen, countries, props.loadCountries, country.code]);

  useEffect(() => {
    if (!isOpen) return;
    const option = list.current?.querySelector<HTMLElement>('[aria-selected="true"]');
    option?.scrollIntoView({ block: "nearest" });
  });

  const open = () => {
    setQuery("");
    setActive(countries ? indexOf(countries, country.code) : 0);
    setOpen(true);
  };
  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };
  const choose = (c: PhoneCountry) => {
    props.onCountry(c);
    setOpen(false);
    document.getElementById(id)?.focus();
  };
  const onSearchKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((a) => Math.min(Math.max(a + step, 0), Math.max(shown.length - 1, 0)));
    } else if (e.key === "Home" || e.key === "End") {
      e.preventDefault();
      setActive(e.key === "Home" ? 0 : Math.max(shown.length - 1, 0));
    } else if (e.key === "Enter") {
      e.preventDefault();
      const picked = shown[active];
      if (picked) choose(picked);
    } else if (e.key === "Escape") {
      e.preventDefault();
      e.stopPropagation();
      close(true);
    } else if (e.key === "Tab") close(false);
  };
  // The button's name starts with what it shows ("AE +971"), then says what it is for: speech
  // input users say what they see, and a screen reader hears the country's name too.
  const visible = `${country.code} +${country.dialCode}`;
  const buttonName = `${visible} — ${fillText(texts.country, { country: country.name })}`;
  return (
    <div className="lead-form__phone" ref={box} dir="ltr">
      <button
        type="button"
        ref={button}
        className="lead-form__country"
        aria-label={buttonName}
        aria-expanded={isOpen}
        aria-controls={isOpen ? popupId : undefined}
        onClick={() => (isOpen ? close(false) : open())}
      >
        <span className="lead-form__country-code">{country.code}</span>
        <span>+{country.dialCode}</span>
        <svg viewBox="0 0 12 12" width="10" height="10" aria-hidden="true" focusable="false">
          <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" />
        </svg>
      </button>
      <input
        id={id}
        name={props.name}
        type="tel"
        className="lead-form__input"
        inputMode="tel"
        autoComplete="tel-national"
        value={props.national}
        placeholder={props.placeholder || undefined}
        required={props.required}
        aria-invalid={props.isInvalid || undefined}
        aria-describedby={props.describedBy}
        onChange={(e) => props.onNational(e.target.value)}
        onBlur={props.onBlur}
      />
      {isOpen ? (
        <CountryPopup
          popupId={popupId}
          listId={listId}
          optionId={optionId}
          texts={texts}
          query={query}
          shown={shown}
          active={active}
          isLoaded={countries !== null}
          searchRef={search}
          listRef={list}
          onQuery={(value) => {
            setQuery(value);
            setActive(0);
          }}
          onSearchKey={onSearchKey}
          onChoose={choose}
        />
      ) : null}
    </div>
  );
}

interface CountryPopupProps {
  popupId: string;
  listId: string;
  optionId: (code: string) => string;
  texts: LeadFormTexts;
  query: string;
  /** The countries the query leaves, and which of them the arrows are on. */
  shown: readonly PhoneCountry[];
  active: number;
  /** The countries have loaded: an empty list then means the query matched none. */
  isLoaded: boolean;
  searchRef: RefObject<HTMLInputElement | null>;
  listRef: RefObject<HTMLDivElement | null>;
  onQuery: (query: string) => void;
  onSearchKey: (e: KeyboardEvent<HTMLInputElement>) => void;
  onChoose: (country: PhoneCountry) => void;
}

/** The open dropdown: the search box (a combobox) over the countries it leaves. */
function CountryPopup({
  popupId,
  listId,
  optionId,
  texts,
  query,
  shown,
  active,
  isLoaded,
  searchRef,
  listRef,
  onQuery,
  onSearchKey,
  onChoose,
}: CountryPopupProps) {
  return (
    <div className="lead-form__countries" id={popupId} dir="auto">
      <input
        ref={searchRef}
        type="text"
        role="combobox"
        className="lead-form__country-search"
        dir={document.documentElement.dir || "rtl"}
        aria-label={texts.countrySearch}
        placeholder={texts.countrySearch}
        aria-expanded="true"
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown[active] ? optionId(shown[active].code) : undefined}
        value={query}
        onChange={(e) => onQuery(e.target.value)}
        onKeyDown={onSearchKey}
      />
      <div
        ref={listRef}
        id={listId}
        role="listbox"
        className="lead-form__country-list"
        aria-label={texts.countries}
        dir={document.documentElement.dir || "rtl"}
      >
        {shown.map((c, i) => (
          // The search box keeps the focus (aria-activedescendant); a click chooses.
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keys.
          <div
            key={c.code}
            id={optionId(c.code)}
            role="option"
            tabIndex={-1}
            aria-selected={i === active}
            className="lead-form__country-option"
            onPointerDown={(e) => e.preventDefault()}
            onClick={() => onChoose(c)}
          >
            <span className="lead-form__country-name">{c.name}</span>
            <bdi className="lead-form__dial">+{c.dialCode}</bdi>
          </div>
        ))}
      </div>
      {isLoaded && shown.length === 0 ? (
        <p className="lead-form__no-countries" role="status">
          {texts.noCountries}
        </p>
      ) : null}
    </div>
  );
}
