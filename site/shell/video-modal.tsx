import { useEffect, useState } from "react";
import { isConsentGiven, THIRD_PARTY_SCOPES } from "../../runtime/core/consent.ts";
import type { ModalsPartProps } from "../islands/shell.tsx";
import { ConsentPlaceholder, readConsentRecord } from "../ui/consent-gate.tsx";
import { Modal } from "./modal.tsx";

/**
 * The video modal (browser only: a shell island). It opens from
 * - any element carrying `data-video-modal="<video URL>"` (a link or a button; a link's href is
 *   its no-JavaScript fallback), with an optional `data-video-title`;
 * - a link or address whose fragment is `#video=<URL-encoded video URL>`.
 * YouTube and Vimeo addresses play in their privacy-friendly players (youtube-nocookie.com,
 * player.vimeo.com, allowed in the page's frame-src with the shell); those are third-party
 * content, so without the visitor's consent the modal shows the consent placeholder instead.
 * Any other URL plays in a <video> element (files on this site: the policy allows no other
 * media origin).
 */

export type VideoSource = { kind: "frame"; src: string } | { kind: "file"; src: string };

/** The player for a video URL: an embeddable frame for YouTube and Vimeo, else the file. */
export function videoSource(url: string): VideoSource | null {
  let parsed: URL;
  try {
    parsed = new URL(url, window.location.href);
  } catch {
    return null;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
  const host = parsed.hostname.replace(/^www\./, "");
  let id: string | null = null;
  if (host === "youtu.be") id = parsed.pathname.slice(1);
  else if (host.endsWith("youtube.com") || host === "youtube-nocookie.com")
    id =
      parsed.searchParams.get("v") ??
      /\/(embed|shorts)\/([^/?]+)/.exec(parsed.pathname)?.[2] ??
      null;
  if (id !== null)
    return /^[\w-]{6,20}$/.test(id)
      ? { kind: "frame", src: `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&rel=0` }
      : null;
  if (host === "vimeo.com" || host === "player.vimeo.com") {
    const vimeo = /(\d{5,12})/.exec(parsed.pathname)?.[1];
    return vimeo
      ? { kind: "frame", src: `https://player.vimeo.com/video/${vimeo}?autoplay=1` }
      : null;
  }
  return { kind: "file", src: parsed.href };
}

function hashVideo(): string | null {
  const hash = window.location.hash;
  return hash.startsWith("#video=") ? decodeURIComponent(hash.slice("#video=".length)) : null;
}

export function VideoModal({
  consent,
  texts,
}: {
  consent: ModalsPartProps["consent"];
  texts: ModalsPartProps["texts"];
}) {
  const [video, setVideo] = useState<{ source: VideoSource; title: string } | null>(null);

  useEffect(() => {
    const open = (url: string, title: string) => {
      const source = videoSource(url);
      if (source) setVideo({ source, title: title || texts.videoTitle });
      return source !== null;
    };
    const onClick = (e: MouseEvent) => {
      if (e.defaultPrevented || e.button !== 0 || !(e.target instanceof Element)) return;
      const trigger = e.target.closest<HTMLElement>("[data-video-modal], a[href*='#video=']");
      if (!trigger) return;
      const url =
        trigger.dataset.videoModal ??
        (trigger instanceof HTMLAnchorElement && trigger.hash.startsWith("#video=")
          ? decodeURIComponent(trigger.hash.slice("#video=".length))
          : "");
      if (open(url, trigger.dataset.videoTitle ?? "")) e.preventDefault();
    };
    const onHash = () => {
      const url = hashVideo();
      if (url) open(url, "");
    };
    onHash();
    document.addEventListener("click", onClick);
    window.addEventListener("hashchange", onHash);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("hashchange", onHash);
    };
  }, [texts.videoTitle]);

  const close = () => {
    setVideo(null);
    if (hashVideo() !== null)
      history.replaceState(null, "", window.location.pathname + window.location.search);
  };
  const isAllowed =
    video?.source.kind !== "frame" ||
    consent.strategy === "none" ||
    isConsentGiven(readConsentRecord() ?? { status: "pending", scopes: [] }, THIRD_PARTY_SCOPES);
  return (
    <Modal
      isOpen={video !== null}
      onClose={close}
      title={video?.title ?? ""}
      closeLabel={texts.close}
      className="video-modal"
    >
      {video === null ? null : !isAllowed ? (
        // Its texts come with the page's gate settings, in the page's language already.
        <ConsentPlaceholder placeholder={consent.placeholder} />
      ) : video.source.kind === "frame" ? (
        <iframe
          className="video-modal__player"
          src={video.source.src}
          title={video.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: editors' videos come without caption tracks.
        <video className="video-modal__player" src={video.source.src} controls autoPlay />
      )}
    </Modal>
  );
}
