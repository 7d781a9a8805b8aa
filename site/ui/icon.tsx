import type { IconName } from "../../generated/types.ts";

/** The lrdx theme's icon set as 24×24 outline paths; arrows follow the reading direction. */
const paths: Record<Exclude<IconName, "">, string> = {
  "arrow-start": "M9 6l6 6-6 6",
  "arrow-end": "M15 6l-6 6 6 6",
  "chevron-down": "M6 9l6 6 6-6",
  phone: "M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a2 2 0 01-2 2A16 16 0 013 6a2 2 0 012-2",
  location:
    "M12 21s-7-6.5-7-12a7 7 0 0114 0c0 5.5-7 12-7 12zM12 11.5a2.5 2.5 0 100-5 2.5 2.5 0 000 5",
  calendar: "M4 6h16v14H4zM4 10h16M8 3v4M16 3v4",
  car: "M3 16v-4l2-5h14l2 5v4H3zM6 16v2M18 16v2M3 12h18M7 14h1M16 14h1",
  "steering-wheel":
    "M12 21a9 9 0 100-18 9 9 0 000 18zM12 14a2 2 0 100-4 2 2 0 000 4zM3.5 11h6.5M14 11h6.5M12 14v7",
  fuel: "M4 21V5a2 2 0 012-2h6a2 2 0 012 2v16M3 21h12M14 9h2a2 2 0 012 2v5a1.5 1.5 0 003 0V8l-3-3M6 8h6",
  electric: "M13 2L4 14h7l-1 8 9-12h-7z",
  email: "M3 6h18v12H3zM3 6l9 7 9-7",
  search: "M11 18a7 7 0 100-14 7 7 0 000 14zM21 21l-5-5",
  info: "M12 21a9 9 0 100-18 9 9 0 000 18zM12 11v6M12 7.5v.5",
  check: "M5 12l5 5 9-10",
  star: "M12 3l2.8 5.9 6.2.8-4.6 4.3 1.2 6.2L12 17.3 6.4 20.2l1.2-6.2L3 9.7l6.2-.8z",
  download: "M12 4v11M7 10l5 5 5-5M5 20h14",
  whatsapp:
    "M4 20l1.3-4A8 8 0 1112 20a8 8 0 01-4-1zM9 9c0 3 3 6 6 6l1-1.5-2-1-1 1a4 4 0 01-2.5-2.5l1-1-1-2z",
  wrench: "M14.5 6.5a4 4 0 005 5L13 18a2.1 2.1 0 01-3-3l6.5-6.5a4 4 0 01-2-2zM4 20l3-3",
  shield: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z",
};

/**
 * Every name of the set, "" (no icon) first, in the schema's order; the record above must draw
 * each, so a name added to the schema fails to compile until it has a path.
 */
export const iconNames: readonly IconName[] = [
  "",
  ...(Object.keys(paths) as Exclude<IconName, "">[]),
];

/** Link values hold icon names as free strings; only names of the set are drawn. */
export function isIconName(name: string): name is Exclude<IconName, ""> {
  return Object.hasOwn(paths, name);
}

interface IconProps {
  name: IconName;
  label?: string;
  className?: string;
}

/** An inline SVG icon; decorative unless it has a label. */
export function Icon({ name, label, className = "icon" }: IconProps) {
  if (name === "") return null;
  const d = paths[name];
  return (
    <svg
      className={`${className} icon--${name}`}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
