import { type ChildProcess, spawn } from "node:child_process";

/** A started project process: what its ready line matched, and how to stop it. */
export interface StartedProcess {
  /** The ready pattern's first group. */
  ready: string;
  /** Everything it has written so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * One of the project's entry points (`runtime/main.ts`, `runtime/worker-main.ts`) in a process of
 * its own, with `env` over this one's, once a line of its output matches `ready`.
 */
export async function startProcess(
  script: string,
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  timeoutMs = 240_000,
): Promise<StartedProcess> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const matched = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not start:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1] ?? match[0]);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  return {
    ready: matched,
    output: () => output,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
    },
  };
}

/** `npm start`'s server, once it says where it serves (http://localhost:PORT). */
export const SITE_READY = /site ready at (http:\/\/localhost:\d+)\/ar\//;
