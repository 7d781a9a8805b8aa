import { Worker } from "node:worker_threads";
import type { GeneratorCtx } from "./ctx.ts";
import type { Emitted } from "./emit/banner.ts";
import type { SchemaProblem } from "./errors.ts";

/** What the validators worker (validators-worker.ts) answers. */
export type ValidatorsReply =
  | { kind: "files"; files: Emitted[] }
  | { kind: "problems"; problems: SchemaProblem[] }
  | { kind: "error"; message: string };

/** A running validators worker: its answer, or stop it. */
export interface ValidatorsWorker {
  result: Promise<ValidatorsReply>;
  cancel: () => void;
}

/**
 * Starts the worker that checks the schemas and emits the validators (the two phases that compile
 * every schema with Ajv) while this thread emits the rest: `generate(ctx, { validators })`. Light
 * on purpose, so `npm run generate` starts it before it loads the emitters. TypeScript is loaded
 * in the worker by tsx, as on this thread.
 */
export function startValidatorsWorker(ctx: GeneratorCtx): ValidatorsWorker {
  const tsx = import.meta.resolve("tsx/esm/api");
  const entry = new URL("./validators-worker.ts", import.meta.url).href;
  const worker = new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`,
    { eval: true, workerData: ctx },
  );
  const result = new Promise<ValidatorsReply>((resolve, reject) => {
    worker.once("message", (reply: ValidatorsReply) => {
      resolve(reply);
      void worker.terminate();
    });
    worker.once("error", reject);
    worker.once("exit", (code) => reject(new Error(`the validators worker stopped (${code})`)));
  });
  return {
    result,
    cancel: () => {
      result.catch(() => undefined);
      void worker.terminate();
    },
  };
}
