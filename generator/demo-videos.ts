import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { launchChromium } from "./chromium.ts";

/**
 * The demo's native videos (runtime/demo/videos/*.webm, served at /media/videos/): a desert
 * drive drawn on a canvas (sky, sun, two dune layers sliding at different speeds, a 4x4's
 * silhouette with turning wheels, the demo pictures' palette) and recorded by Chromium's
 * MediaRecorder as VP8 WebM, landscape for wide screens and portrait for phones. The files are
 * committed: `npm start` needs no browser. Run `npm run demo-videos` to draw them again.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "runtime/demo/videos");

interface Clip {
  file: string;
  width: number;
  height: number;
}

const clips: Clip[] = [
  { file: "desert-drive-desktop.webm", width: 960, height: 540 },
  { file: "desert-drive-mobile.webm", width: 540, height: 960 },
];
const SECONDS = 4;
const FPS = 25;

/** Runs in the page: draws the scene for SECONDS and returns the recording as base64. */
function record(clip: { width: number; height: number; seconds: number; fps: number }) {
  const { width: w, height: h, seconds, fps } = clip;
  const canvas = document.createElement("canvas");
  canvas.width = w;
  canvas.height = h;
  document.body.append(canvas);
  const g = canvas.getContext("2d");
  if (!g) throw new Error("no 2d context");
  const horizon = h * 0.62;
  const dune = (offset: number, base: number, amp: number, colours: [string, string]) => {
    const fill = g.createLinearGradient(0, base - amp, 0, h);
    fill.addColorStop(0, colours[0]);
    fill.addColorStop(1, colours[1]);
    g.fillStyle = fill;
    g.beginPath();
    g.moveTo(0, h);
    for (let x = 0; x <= w; x += 8)
      g.lineTo(x, base - amp * Math.sin(((x + offset) / w) * Math.PI * 2));
    g.lineTo(w, h);
    g.closePath();
    g.fill();
  };
  const draw = (t: number) => {
    const sky = g.createLinearGradient(0, 0, 0, horizon);
    sky.addColorStop(0, "#f6d8a8");
    sky.addColorStop(1, "#e9a86b");
    g.fillStyle = sky;
    g.fillRect(0, 0, w, h);
    g.fillStyle = "rgba(255, 243, 214, 0.9)";
    g.beginPath();
    g.arc(w * 0.78, h * 0.28 - t * 4, Math.min(w, h) * 0.09, 0, Math.PI * 2);
    g.fill();
    dune(t * w * 0.05, horizon, h * 0.05, ["#d99a5b", "#c48246"]);
    dune(t * w * 0.18 + w / 3, horizon + h * 0.14, h * 0.04, ["#c48246", "#a5652f"]);
    // The 4x4, bobbing on the sand, wheels turning.
    const scale = Math.min(w, h) / 540;
    g.save();
    g.translate(w * 0.5 - 200 * scale, horizon + h * 0.02 + Math.sin(t * 9) * 2 * scale);
    g.scale(scale, scale);
    g.fillStyle = "rgba(12, 18, 28, 0.92)";
    g.beginPath();
    g.moveTo(20, 120);
    g.lineTo(40, 60);
    g.lineTo(90, 40);
    g.lineTo(300, 40);
    g.lineTo(330, 60);
    g.lineTo(370, 70);
    g.lineTo(380, 120);
    g.closePath();
    g.fill();
    g.fillStyle = "rgba(248, 250, 252, 0.25)";
    g.fillRect(100, 50, 80, 30);
    g.fillRect(190, 50, 90, 30);
    for (const cx of [95, 305]) {
      g.fillStyle = "#0c121c";
      g.beginPath();
      g.arc(cx, 125, 32, 0, Math.PI * 2);
      g.fill();
      g.strokeStyle = "#6b7280";
      g.lineWidth = 6;
      for (let k = 0; k < 3; k++) {
        const a = -t * 12 + (k * Math.PI * 2) / 3;
        g.beginPath();
        g.moveTo(cx, 125);
        g.lineTo(cx + Math.cos(a) * 22, 125 + Math.sin(a) * 22);
        g.stroke();
      }
    }
    g.restore();
  };
  draw(0);
  const stream = canvas.captureStream(fps);
  const recorder = new MediaRecorder(stream, {
    mimeType: "video/webm;codecs=vp8",
    videoBitsPerSecond: Math.round((w * h) / 1.6),
  });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => chunks.push(e.data);
  return new Promise<string>((resolve, reject) => {
    recorder.onerror = () => reject(new Error("recording failed"));
    recorder.onstop = async () => {
      const bytes = new Uint8Array(await new Blob(chunks, { type: "video/webm" }).arrayBuffer());
      let text = "";
      for (let i = 0; i < bytes.length; i += 0x8000)
        text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      resolve(btoa(text));
    };
    const start = performance.now();
    const frame = () => {
      const t = (performance.now() - start) / 1000;
      draw(t);
      if (t < seconds) requestAnimationFrame(frame);
      else recorder.stop();
    };
    recorder.start();
    requestAnimationFrame(frame);
  });
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const browser = await launchChromium();
  try {
    for (const clip of clips) {
      const page = await browser.newPage();
      // The compiler names inner functions with a helper the page does not have.
      await page.evaluate("globalThis.__name = (f) => f");
      const base64 = await page.evaluate(record, {
        width: clip.width,
        height: clip.height,
        seconds: SECONDS,
        fps: FPS,
      });
      const data = Buffer.from(base64, "base64");
      writeFileSync(path.join(outDir, clip.file), data);
      console.log(
        `${clip.file}: ${clip.width}x${clip.height}, ${(data.length / 1024).toFixed(0)} KB`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
