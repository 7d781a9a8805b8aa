import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * `npm run generate` as a developer runs it, over every schema (goals: a full run ≤ 5 s, a run
 * with nothing changed ≤ 1 s):
 *
 * - full: `npm run generate -- --force`, which skips the up-to-date shortcut and runs every phase
 *   (what a changed schema or a fresh checkout costs; generated/ is rewritten only where its text
 *   would change, so nothing is);
 * - no-op: `npm run generate` right after, with nothing changed: hashes the inputs and generated/
 *   and stops;
 * - floor: `npm run` of an empty TypeScript file through tsx, what any script of this project pays
 *   to start.
 *
 * GENERATOR_RUNS times each (default 5), in turns so a machine that slows down weighs on each
 * alike. Prints the median and the range of the wall time, and the median CPU time (user +
 * system of the whole process tree, from the shell's `times`): on a busy machine the CPU time is
 * the steadier figure.
 */
const RUNS = Math.max(1, Number(process.env.GENERATOR_RUNS ?? 5));
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

interface Sample {
  wallMs: number;
  cpuMs: number;
}

/** One command through bash, timed: wall clock here, CPU of its process tree from `times`. */
function timed(command: string): Sample {
  const started = performance.now();
  const out = spawnSync("bash", ["-c", `${command} >/dev/null || exit 1; times`], {
    cwd: root,
    encoding: "utf8",
  });
  const wallMs = performance.now() - started;
  if (out.status !== 0) throw new Error(`${command} failed:\n${out.stderr}`);
  // `times` prints the shell's own user/system line, then its children's.
  const children = out.stdout.trim().split("\n").at(-1) ?? "";
  const seconds = [...children.matchAll(/(\d+)m([\d.]+)s/g)].map(
    (m) => Number(m[1]) * 60 + Number(m[2]),
  );
  return { wallMs, cpuMs: seconds.reduce((a, b) => a + b, 0) * 1000 };
}

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

const commands = {
  full: "npm run --silent generate -- --force",
  "no-op": "npm run --silent generate",
  floor: "npx --no-install tsx -e ''",
} as const;
type Row = keyof typeof commands;
const samples: Record<Row, Sample[]> = { full: [], "no-op": [], floor: [] };

// A first run brings generated/ and the shortcut's stamp up to date and warms tsx's cache.
timed(commands.full);
for (let i = 0; i < RUNS; i++)
  for (const row of Object.keys(commands) as Row[]) samples[row].push(timed(commands[row]));

const goals: Record<Row, number | null> = { full: 5000, "no-op": 1000, floor: null };
const s = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;
console.log(`npm run generate, ${RUNS} runs each (wall: median [min–max]; CPU: median)`);
for (const row of Object.keys(commands) as Row[]) {
  const wall = samples[row].map((x) => x.wallMs);
  const cpu = samples[row].map((x) => x.cpuMs);
  const goal = goals[row];
  const verdict =
    goal === null ? "" : median(wall) <= goal ? `  ≤ ${s(goal)} ✓` : `  > ${s(goal)} ✗`;
  console.log(
    `${row.padEnd(6)} wall ${s(median(wall))} [${s(Math.min(...wall))}–${s(Math.max(...wall))}]  CPU ${s(median(cpu))}${verdict}`,
  );
}
