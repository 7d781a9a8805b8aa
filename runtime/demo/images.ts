import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import {
  frontPicture,
  interiorPicture,
  lineUpPicture,
  MODEL_LOOKS,
  modelPictureSvg,
  scenePicture,
  sidePicture,
} from "./demo-drawings.ts";
import type { DemoImage } from "./demo-image.ts";
import {
  DEMO_MODELS,
  DEMO_SCENES,
  DEMO_VIEWS,
  type DemoModel,
  type DemoScene,
  type DemoView,
  modelPicture,
} from "./demo-pictures.ts";
import { view360Images } from "./view360-images.ts";

/**
 * The demo's pictures, drawn (runtime/demo/demo-drawings.ts) so the demo needs no files: each
 * model's four views in both shapes, the scenes of the distributor's world, and the pictures the
 * blocks' examples name by id, each a picture of a particular model, paint and place so that no
 * two pictures of the demo look alike. Alt texts say in Arabic what each one shows.
 */
interface Drawing {
  id: number;
  alt: string;
  width: number;
  height: number;
  svg: () => string;
}

const LANDSCAPE = { width: 1600, height: 900 } as const;
const PORTRAIT = { width: 1080, height: 1920 } as const;

/** What a model's picture of one view shows, in Arabic. */
function modelAlt(model: DemoModel, view: DemoView): string {
  const look = MODEL_LOOKS[model];
  switch (view) {
    case "side":
      return `${look.nameAr} بلون ${look.paint.colourAr} من الجانب ${look.settingAr}`;
    case "front":
      return `مقدمة ${look.nameAr} بلون ${look.paint.colourAr} ${look.settingAr}`;
    case "interior":
      return `مقصورة ${look.nameAr}: لوحة القيادة والمقعدان الأماميان، ${look.cabin.trimAr}`;
    case "detail":
      return look.detail === "wheel"
        ? `عجلة ${look.nameAr} عن قرب`
        : look.detail === "lamp"
          ? `المصباح الأمامي لسيارة ${look.nameAr} عن قرب`
          : look.detail === "tail"
            ? `الباب الخلفي لسيارة ${look.nameAr} بشعارها ومصابيحها عن قرب`
            : `الشعار على الشبكة الأمامية لسيارة ${look.nameAr} عن قرب`;
  }
}

const modelDrawings: Drawing[] = DEMO_MODELS.flatMap((model) =>
  DEMO_VIEWS.flatMap((view) =>
    (["landscape", "portrait"] as const).map((shape) => {
      const size = shape === "landscape" ? LANDSCAPE : PORTRAIT;
      return {
        id: modelPicture(model, view, shape),
        alt: modelAlt(model, view),
        ...size,
        svg: () => modelPictureSvg(model, view, size),
      };
    }),
  ),
);

const SCENE_DRAWINGS: Record<DemoScene, Omit<Drawing, "id">> = {
  showroom: {
    alt: "صالة العرض: رينج روفر فيلار ورينج روفر سبورت وزائران",
    ...LANDSCAPE,
    svg: () => scenePicture("showroom", LANDSCAPE),
  },
  serviceCentre: {
    alt: "ورشة مركز الخدمة: ديسكفري فضية على الرافعة وفنّي",
    ...LANDSCAPE,
    svg: () => scenePicture("serviceCentre", LANDSCAPE),
  },
  accessories: {
    alt: "ديفندر مجهز بحامل سقف وسلّم وأمتعة للرحلات",
    ...LANDSCAPE,
    svg: () => scenePicture("accessories", LANDSCAPE),
  },
  collection: {
    alt: "منتجات المجموعة على الرفوف: حقيبة وقبعة وكوب وسترة ومجسم ديفندر",
    ...LANDSCAPE,
    svg: () => scenePicture("collection", LANDSCAPE),
  },
  desertConvoy: {
    alt: "قافلة من ديفندر وديسكفري ورينج روفر سبورت على الكثبان",
    ...LANDSCAPE,
    svg: () =>
      lineUpPicture({
        shape: LANDSCAPE,
        models: ["defender", "discovery", "range-rover-sport"],
        setting: "dunes",
        carWidth: 0.27,
        isConvoy: true,
      }),
  },
  familyTrip: {
    alt: "عائلة تخيّم في وادٍ بجانب ديسكفري سبورت بيضاء عليها صندوق سقف",
    ...LANDSCAPE,
    svg: () => scenePicture("familyTrip", LANDSCAPE),
  },
  handover: {
    alt: "تسليم رينج روفر بيضاء بشريط هدية في صالة العرض",
    ...LANDSCAPE,
    svg: () => scenePicture("handover", LANDSCAPE),
  },
  brandSquare: {
    alt: "شعار الموزع فوق ديفندر عند غروب الصحراء",
    width: 1200,
    height: 1200,
    svg: () => scenePicture("brandSquare", { width: 1200, height: 1200 }),
  },
};

const sceneDrawings: Drawing[] = Object.entries(SCENE_DRAWINGS).map(([scene, drawing]) => ({
  id: DEMO_SCENES[scene as DemoScene],
  ...drawing,
}));

const GONDWANA_STONE = { body: "#b7ad96", roof: "#1c1e20" };

/** The pictures the blocks' examples and the stock vehicles name by id. */
const exampleDrawings: Drawing[] = [
  {
    id: 24735,
    alt: "ديفندر أزرق على طريق صحراوي",
    ...LANDSCAPE,
    svg: () =>
      sidePicture("defender", LANDSCAPE, {
        setting: "road",
        paint: { body: "#3c5d7c", roof: "#f0f0ec" },
      }),
  },
  {
    id: 30001,
    alt: "ديفندر بلون حجري على الكثبان عند الغروب",
    ...LANDSCAPE,
    svg: () => sidePicture("defender", LANDSCAPE, { setting: "sunset", paint: GONDWANA_STONE }),
  },
  {
    id: 30002,
    alt: "مقدمة ديفندر بلون حجري على الكثبان عند الغروب",
    ...PORTRAIT,
    svg: () => frontPicture("defender", PORTRAIT, { setting: "sunset", paint: GONDWANA_STONE }),
  },
  {
    id: 30003,
    alt: "رينج روفر فضية في شارع المدينة ليلاً",
    ...LANDSCAPE,
    svg: () =>
      sidePicture("range-rover", LANDSCAPE, {
        setting: "city",
        paint: { body: "#b5b9be", roof: "#b5b9be" },
      }),
  },
  {
    id: 30004,
    alt: "ديسكفري رمادية في وادٍ جبلي بين النخيل",
    ...LANDSCAPE,
    svg: () =>
      sidePicture("discovery", LANDSCAPE, {
        setting: "valley",
        paint: { body: "#676d73", roof: "#676d73" },
      }),
  },
  {
    id: 30005,
    alt: "مقصورة رينج روفر الفاخرة بمقاعد جلدية عاجية",
    ...LANDSCAPE,
    svg: () =>
      interiorPicture("range-rover", LANDSCAPE, {
        setting: "valley",
        cabin: { leather: "#e9dfcc", trim: "#26324d" },
        closeUp: { x: 520, y: 620, zoom: 1.9 },
      }),
  },
  {
    id: 30006,
    alt: "مبنى مركز خدمة حديث وأمامه ديسكفري سبورت",
    ...LANDSCAPE,
    svg: () => scenePicture("serviceFront", LANDSCAPE),
  },
  {
    id: 105475,
    alt: "الطرازات السبعة جنبًا إلى جنب في الاستوديو",
    ...LANDSCAPE,
    svg: () =>
      lineUpPicture({ shape: LANDSCAPE, models: DEMO_MODELS, setting: "studio", carWidth: 0.2 }),
  },
  {
    id: 101327,
    alt: "طريق صحراوي خالٍ بين الكثبان",
    ...LANDSCAPE,
    svg: () => scenePicture("emptyRoad", LANDSCAPE),
  },
];

/** Every drawn picture of the demo but the 360 views' frames. */
export const demoDrawings: readonly Drawing[] = [
  ...exampleDrawings,
  ...modelDrawings,
  ...sceneDrawings,
];

/** How a scene becomes a JPEG; part of each picture's cache key. */
const jpegOptions = { quality: 75 } as const;

/**
 * Where drawn pictures are kept between runs (every test database imports the demo), one file
 * per picture named by the hash of everything it is drawn from, so a changed scene, option or
 * sharp/libvips version draws it again and a stale file is never read.
 */
const cacheDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../node_modules/.cache/demo-images",
);

function cacheKey(sceneSvg: string): string {
  return createHash("sha256")
    .update(JSON.stringify({ svg: sceneSvg, jpeg: jpegOptions, versions: sharp.versions }))
    .digest("hex");
}

/** An SVG drawn as a JPEG, through the cache above. */
export async function drawSvg(sceneSvg: string): Promise<Buffer> {
  const file = path.join(cacheDir, `${cacheKey(sceneSvg)}.jpg`);
  try {
    return readFileSync(file);
  } catch {
    // Not drawn yet: draw below.
  }
  const data = await sharp(Buffer.from(sceneSvg)).jpeg(jpegOptions).toBuffer();
  try {
    mkdirSync(cacheDir, { recursive: true });
    // Written aside then renamed, so a process drawing at the same time never reads half a file.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, data);
    renameSync(partial, file);
  } catch {
    // A read-only tree still gets its pictures, drawn every time.
  }
  return data;
}

export async function demoImages(): Promise<DemoImage[]> {
  const pictures = await Promise.all(
    demoDrawings.map(async (d) => ({
      id: d.id,
      filename: `demo-${d.id}.jpg`,
      mime: "image/jpeg",
      alt: d.alt,
      width: d.width,
      height: d.height,
      data: await drawSvg(d.svg()),
    })),
  );
  // The 360 views' image sequences (exterior turns, interior panoramas).
  return [...pictures, ...(await view360Images(drawSvg))];
}
