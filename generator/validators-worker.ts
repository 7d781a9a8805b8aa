import { parentPort, workerData } from "node:worker_threads";
import { buildIR } from "./build-ir.ts";
import { checkSchemas } from "./check.ts";
import type { GeneratorCtx } from "./ctx.ts";
import { emitValidators } from "./emit/validators.ts";
import { GeneratorError } from "./errors.ts";
import { loadSchemas } from "./load.ts";
import type { ValidatorsReply } from "./worker.ts";

/** The worker of `startValidatorsWorker` (worker.ts): load ► check ► IR ► validators. */
function run(ctx: GeneratorCtx): ValidatorsReply {
  try {
    const set = loadSchemas(ctx);
    checkSchemas(set, ctx);
    return { kind: "files", files: emitValidators(buildIR(set, ctx), set, ctx) };
  } catch (error) {
    if (error instanceof GeneratorError) return { kind: "problems", problems: error.problems };
    return {
      kind: "error",
      message: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
}

const ctx: GeneratorCtx = workerData;
parentPort?.postMessage(run(ctx));
