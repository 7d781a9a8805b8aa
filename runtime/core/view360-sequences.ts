/**
 * The 360 image sequences of the media library, by preset code: what preset-exterior and
 * preset-interior of the 360 blocks select.
 *
 * A sequence is a run of consecutive media ids: frame i is the picture firstImageId + i. An
 * exterior sequence is the car photographed all the way round (frame 0 the front three-quarter
 * view, each next frame a step further round); an interior sequence is one picture, the cabin's
 * full-turn panorama (4:1, the dashboard in its middle).
 *
 * The real media library keeps sequences as tagged folders; a source for it would call the
 * media API (GET /api/v2/media?preset=<code>, answering the ordered ids) when the page is
 * prepared. This site has no such folders, so the local source below reads the table of the
 * demo's drawn sequences (runtime/demo/images.ts draws exactly these ids).
 */

type SequenceKind = "exterior" | "interior";

export interface View360Sequence {
  code: string;
  kind: SequenceKind;
  /** The alternative text of every frame (the view does not change what the picture is). */
  alt: string;
  firstImageId: number;
  frames: number;
  /** The pictures' own size; exterior frames are 16:9, an interior panorama 4:1. */
  width: number;
  height: number;
}

/** Where a block finds the sequence of its preset. */
interface View360SequenceSource {
  sequence(code: string, kind: SequenceKind): View360Sequence | null;
}

const EXTERIOR_FRAMES = 24;

/** The demo's sequences; codes are the schema's preset options (keep them in step). */
export const view360Sequences: readonly View360Sequence[] = [
  {
    code: "l663-110-exterior",
    kind: "exterior",
    alt: "ديفندر 110 تدور حول نفسها في صالة العرض",
    firstImageId: 36000,
    frames: EXTERIOR_FRAMES,
    width: 1024,
    height: 576,
  },
  {
    code: "l460-exterior",
    kind: "exterior",
    alt: "رينج روفر تدور حول نفسها في صالة العرض",
    firstImageId: 36050,
    frames: EXTERIOR_FRAMES,
    width: 1024,
    height: 576,
  },
  {
    code: "l663-110-interior",
    kind: "interior",
    alt: "مقصورة ديفندر 110: لوحة القيادة والمقاعد والنوافذ من كل الجهات",
    firstImageId: 36100,
    frames: 1,
    width: 3200,
    height: 800,
  },
];

/** The media library's sequences as this site knows them: the table above, offline. */
export const localSequenceSource: View360SequenceSource = {
  sequence(code, kind) {
    return view360Sequences.find((s) => s.code === code && s.kind === kind) ?? null;
  },
};

/** The media ids of a sequence's frames, in order. */
export function sequenceFrameIds(s: View360Sequence): number[] {
  return Array.from({ length: s.frames }, (_, i) => s.firstImageId + i);
}
