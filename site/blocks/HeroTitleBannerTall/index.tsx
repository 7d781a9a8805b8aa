import { useEffect, useState } from "react";
import type { BlockProps } from "../../../generated/types.ts";
import {
  isWithinOfferSchedule,
  localDateTime,
  type OfferPeriod,
} from "../../../runtime/core/offer-schedule.ts";
import { useSite } from "../../ui/site-context.tsx";
import { HeroBanner } from "../HeroTitleBanner/banner.tsx";

/** The catalogue's tall sizes that fit a phone's portrait frame (x-sizes of rdx-image-mobile). */
const tallSizes = [
  { w: 1080, h: 1920 },
  { w: 768, h: 1365 },
  { w: 640, h: 1138 },
] as const;

const units = {
  ar: { days: "يوم", hours: "ساعة", minutes: "دقيقة", seconds: "ثانية" },
  en: { days: "days", hours: "hours", minutes: "minutes", seconds: "seconds" },
} as const;

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/**
 * The end of the offer period running at `now` (23:59:59 of its end day in the site's time zone),
 * or null when no period runs. Periods open at 00:00:01 of their start day (catalogue §4.1), in
 * the site's time zone too, as the server shows the block: the visitor's own clock zone does not
 * move the deadline.
 */
export function offerDeadline(
  schedule: readonly OfferPeriod[],
  now: Date,
  timeZone: string,
): Date | null {
  if (!isWithinOfferSchedule(schedule, now, timeZone)) return null;
  const { date: today } = localDateTime(now, timeZone);
  const running = schedule
    .filter((p) => isWithinOfferSchedule([p], now, timeZone) && today <= p.end)
    .sort((a, b) => (a.end < b.end ? 1 : -1))[0];
  if (!running) return null;
  return instantOf(running.end, "23:59:59", timeZone);
}

/** The moment a local date and time of a time zone names (the later one across a DST change). */
export function instantOf(date: string, time: string, timeZone: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm, ss] = time.split(":").map(Number);
  const wanted = Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0, ss ?? 0);
  // The zone's offset at a guess, applied, then checked again at the result.
  let at = wanted;
  for (let i = 0; i < 2; i++) {
    const local = localDateTime(new Date(at), timeZone);
    const [ly, lm, ld] = local.date.split("-").map(Number);
    const [lh, lmin, ls] = local.time.split(":").map(Number);
    const shown = Date.UTC(ly ?? 0, (lm ?? 1) - 1, ld ?? 1, lh ?? 0, lmin ?? 0, ls ?? 0);
    at += wanted - shown;
  }
  return new Date(at);
}

/** Whole days, hours, minutes and seconds from `now` to `deadline` (zero once it passed). */
export function timeLeft(deadline: Date, now: Date): TimeLeft {
  const total = Math.max(0, Math.floor((deadline.getTime() - now.getTime()) / 1000));
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

/**
 * The countdown to the end of the running offer period. The server (and the first render in the
 * browser) draws the box with dashes, at its final size; the browser fills it in every second.
 * Screen readers read it once (not every tick): the box is labelled, the digits are not live.
 */
function OfferTimer({ schedule, label }: { schedule: readonly OfferPeriod[]; label: string }) {
  const { lang, timeZone } = useSite();
  const u = lang === "ar" ? units.ar : units.en;
  const [left, setLeft] = useState<TimeLeft | null>(null);
  const [isOver, setIsOver] = useState(false);
  useEffect(() => {
    const tick = () => {
      const now = new Date();
      const deadline = offerDeadline(schedule, now, timeZone);
      if (!deadline) {
        setIsOver(true);
        return;
      }
      setLeft(timeLeft(deadline, now));
    };
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [schedule, timeZone]);
  if (isOver) return null;
  const cells: [keyof TimeLeft, number | null][] = [
    ["days", left?.days ?? null],
    ["hours", left?.hours ?? null],
    ["minutes", left?.minutes ?? null],
    ["seconds", left?.seconds ?? null],
  ];
  return (
    <div className="hero-title-banner__timer" role="timer" aria-label={label}>
      <p className="hero-title-banner__timer-label">{label}</p>
      <div className="hero-title-banner__timer-cells">
        {cells.map(([unit, value]) => (
          <span key={unit} className="hero-title-banner__timer-cell" data-unit={unit}>
            <span className="hero-title-banner__timer-value">
              {value === null ? "--" : String(value).padStart(2, "0")}
            </span>
            <span className="hero-title-banner__timer-unit">{u[unit]}</span>
          </span>
        ))}
      </div>
    </div>
  );
}

/**
 * The Hero Title Banner in a tall frame: the same component (../HeroTitleBanner/banner.tsx) with
 * the tall picture sizes, plus the offer countdown when has_timer is on and an offer_schedule is
 * set. An island only for the countdown; everything else is the static banner's HTML.
 */
export default function HeroTitleBannerTall({
  block,
  index,
}: BlockProps<"lrdx-hero-title-banner-tall">) {
  const f = block.fields;
  const schedule = f.offer_schedule ?? [];
  const timer =
    f.has_timer && schedule.length > 0 ? (
      <OfferTimer schedule={schedule} label={f.timer_label} />
    ) : undefined;
  return (
    <HeroBanner fields={f} index={index} mobileSizes={tallSizes} variant="tall" extra={timer} />
  );
}
