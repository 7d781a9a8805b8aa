import { useSite } from "../ui/site-context.tsx";

export interface HeaderProps {
  appName: string;
  skipLabel: string;
}

/** The site header: skip link and the logo linking home. Hidden on scroll by CSS only. */
export function Header({ appName, skipLabel }: HeaderProps) {
  const { base } = useSite();
  return (
    <header className="site-header" id="top">
      <a className="skip-link" href="#main">
        {skipLabel}
      </a>
      <a className="site-header__logo" href={base} aria-label={appName}>
        <svg viewBox="0 0 120 40" width="120" height="40" aria-hidden="true" focusable="false">
          <rect
            x="1"
            y="1"
            width="118"
            height="38"
            rx="19"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          />
          <text
            x="60"
            y="26"
            textAnchor="middle"
            fontSize="15"
            fontWeight="700"
            fill="currentColor"
            letterSpacing="3"
          >
            LRDX
          </text>
        </svg>
        <span className="site-header__name">{appName}</span>
      </a>
    </header>
  );
}
