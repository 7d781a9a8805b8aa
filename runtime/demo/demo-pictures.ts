/**
 * The demo's pictures by what they show: each model of the demo has its own pictures, one per
 * view (side, front, interior, detail), landscape for wide screens and portrait for phones, and a
 * few scenes of the distributor's world (showroom, service centre, accessories…). Pages and
 * blocks of the demo name pictures through these ids; runtime/demo/images.ts draws them.
 */

/** The demo's models, by the page path under /models/ each has. */
export const DEMO_MODELS = [
  "defender",
  "discovery",
  "discovery-sport",
  "range-rover",
  "range-rover-sport",
  "range-rover-velar",
  "range-rover-evoque",
] as const;
export type DemoModel = (typeof DEMO_MODELS)[number];

export const DEMO_VIEWS = ["side", "front", "interior", "detail"] as const;
export type DemoView = (typeof DEMO_VIEWS)[number];

/** A model's picture of one view: landscape (1600×900) or portrait (1080×1920). */
export function modelPicture(
  model: DemoModel,
  view: DemoView,
  shape: "landscape" | "portrait" = "landscape",
): number {
  return (
    40000 +
    DEMO_MODELS.indexOf(model) * 100 +
    DEMO_VIEWS.indexOf(view) * 10 +
    (shape === "portrait" ? 1 : 0)
  );
}

/** Scenes that are not one model's (1600×900 unless said). */
export const DEMO_SCENES = {
  showroom: 41001,
  serviceCentre: 41002,
  accessories: 41003,
  collection: 41004,
  desertConvoy: 41005,
  familyTrip: 41006,
  handover: 41007,
  /** Square (1200×1200): the social-share picture and news thumbnails. */
  brandSquare: 41008,
} as const;
export type DemoScene = keyof typeof DEMO_SCENES;
