import { useContext, useEffect, useState } from "react";
import { isConsentGiven, THIRD_PARTY_SCOPES } from "../../../runtime/core/consent.ts";
import {
  ConsentGateContext,
  ConsentPlaceholder,
  readConsentRecord,
} from "../../ui/consent-gate.tsx";

/**
 * Videos of the hero blocks: YouTube addresses as privacy-friendly embeds behind the visitor's
 * consent, native files as <video>. Nothing here renders on the server: the blocks show their
 * picture there, and a video takes the picture's place (same box, no shift) once hydrated.
 */

/** The YouTube video id of an address (watch?v=, youtu.be/, /embed/, /shorts/), else null. */
export function youTubeId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const host = parsed.hostname.replace(/^(www|m)\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = parsed.pathname.slice(1);
  else if (host === "youtube.com" || host === "youtube-nocookie.com")
    id =
      parsed.searchParams.get("v") ??
      /\/(embed|shorts)\/([^/?]+)/.exec(parsed.pathname)?.[2] ??
      null;
  return id !== null && /^[\w-]{6,20}$/.test(id) ? id : null;
}

/**
 * The embed address on youtube-nocookie.com (the origin the page's frame-src allows). A
 * background video plays muted, looped, without controls; a video plays with its controls once
 * the visitor asked for it.
 */
export function youTubeEmbed(id: string, isBackground: boolean): string {
  const params = isBackground
    ? `autoplay=1&mute=1&loop=1&playlist=${id}&controls=0&playsinline=1&rel=0`
    : "autoplay=1&rel=0&playsinline=1";
  return `https://www.youtube-nocookie.com/embed/${id}?${params}`;
}

/**
 * Whether third-party content may show now: the rule of ConsentGate (site/ui/consent-gate.tsx)
 * and of the video modal, with the stored record read again whenever the consent banner records
 * a new choice (it writes data-consent on <html>).
 */
function useThirdPartyConsent(): { isAllowed: boolean; placeholder: string } {
  const settings = useContext(ConsentGateContext);
  const [state, setState] = useState({ isAllowed: false, placeholder: "" });
  useEffect(() => {
    const check = () =>
      setState({
        isAllowed:
          settings.strategy === "none" ||
          isConsentGiven(
            readConsentRecord() ?? { status: "pending", scopes: [] },
            THIRD_PARTY_SCOPES,
          ),
        placeholder: settings.placeholder,
      });
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.documentElement, {
      attributes: true,
      attributeFilter: ["data-consent"],
    });
    return () => observer.disconnect();
  }, [settings]);
  return state;
}

/** A YouTube frame behind the consent gate: without consent, the site's placeholder text. */
export function GatedYouTube({
  id,
  title,
  isBackground,
  className,
}: {
  id: string;
  title: string;
  isBackground: boolean;
  className: string;
}) {
  const { isAllowed, placeholder } = useThirdPartyConsent();
  if (!isAllowed)
    return (
      <div className={`${className} consent-gate`} data-consent-needed="">
        <ConsentPlaceholder placeholder={placeholder} />
      </div>
    );
  return (
    <iframe
      className={className}
      src={youTubeEmbed(id, isBackground)}
      title={title}
      loading="lazy"
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen={!isBackground}
      tabIndex={isBackground ? -1 : undefined}
      aria-hidden={isBackground ? "true" : undefined}
    />
  );
}

/** The media queries the hero blocks use; the breakpoint is the site's md (741px). */
export const PHONE_MEDIA = "(max-width: 740.98px)";
export const REDUCED_MOTION_MEDIA = "(prefers-reduced-motion: reduce)";

/** Whether a media query matches, false on the server and in the first client render. */
export function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return;
    setMatches(media.matches);
    const onChange = (e: MediaQueryListEvent) => setMatches(e.matches);
    media.addEventListener("change", onChange);
    return () => media.removeEventListener("change", onChange);
  }, [query]);
  return matches;
}

/** True once the component runs in the browser (after hydration). */
export function useIsHydrated(): boolean {
  const [isHydrated, setIsHydrated] = useState(false);
  useEffect(() => setIsHydrated(true), []);
  return isHydrated;
}

/** A duration the catalogue holds as a string of milliseconds; null when empty or not a number. */
export function parseMs(value: string | number | undefined): number | null {
  const n = typeof value === "number" ? value : Number.parseInt(String(value ?? "").trim(), 10);
  return Number.isFinite(n) && n > 0 ? n : null;
}
