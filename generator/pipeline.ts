import { buildApiIR, buildIR } from "./build-ir.ts";
import { checkSchemas } from "./check.ts";
import type { GeneratorCtx } from "./ctx.ts";
import { emitApiRoutes, emitApiTypes } from "./emit/api.ts";
import type { Emitted } from "./emit/banner.ts";
import { emitCatalogue } from "./emit/catalogue.ts";
import { emitFormSchemas } from "./emit/form-schemas.ts";
import { emitMigrations, findBlockMigrations } from "./emit/migrations.ts";
import { emitOpenApi } from "./emit/openapi.ts";
import { emitBlockComponents, emitBlocks, emitIslands } from "./emit/registry.ts";
import { emitSettingTypes } from "./emit/settings.ts";
import { emitTypes } from "./emit/types.ts";
import { emitUiSchema } from "./emit/ui-schema.ts";
import { emitValidators } from "./emit/validators.ts";
import { emitValueRules } from "./emit/value-rules.ts";
import { GeneratorError } from "./errors.ts";
import type { IR } from "./ir.ts";
import { loadRouteContract, loadSchemas, type SchemaSet } from "./load.ts";
import type { ValidatorsWorker } from "./worker.ts";

export interface GenerateOptions {
  /**
   * A worker (`startValidatorsWorker`) already checking the schemas and emitting the validators:
   * this thread emits the rest meanwhile. The same files, in about half the time on two cores.
   */
  validators?: ValidatorsWorker;
}

/** load ► check ► dereference + normalise (buildIR) ► emit; returns the files, writes nothing. */
export async function generate(
  ctx: GeneratorCtx,
  options: GenerateOptions = {},
): Promise<{ ir: IR; files: Emitted[] }> {
  if (options.validators) return generateOnTwoThreads(ctx, options.validators);
  const set = loadSchemas(ctx);
  checkSchemas(set, ctx);
  const ir = buildIR(set, ctx);
  return { ir, files: await emitAll(ir, set, ctx, () => emitValidators(ir, set, ctx)) };
}

/** Every output in its fixed order; the validators come from `validators` (here or a worker). */
async function emitAll(
  ir: IR,
  set: SchemaSet,
  ctx: GeneratorCtx,
  validators: () => Emitted[],
): Promise<Emitted[]> {
  const contract = loadRouteContract(ctx);
  const api = contract ? buildApiIR(contract, ir) : null;
  const files: Emitted[] = [
    await emitTypes(ir, set, ctx),
    await emitSettingTypes(ir, ctx),
    ...validators(),
    emitValueRules(set, ctx),
    emitUiSchema(ir, ctx),
    emitFormSchemas(ir, ctx),
    emitBlocks(ir, ctx),
    emitBlockComponents(ir, ctx),
    emitIslands(ir, ctx),
    emitCatalogue(ir, ctx),
    emitMigrations(ir, ctx, findBlockMigrations(ir, ctx)),
  ];
  if (api)
    files.push(
      emitOpenApi(ir, api, set, ctx),
      emitApiRoutes(api, set, ctx),
      emitApiTypes(api, ctx),
    );
  return files;
}

/**
 * `generate` with check and validators on a worker. A failure reads as it does on one thread: a
 * file that does not load first, then the check's problems, then whatever broke here, then there.
 */
async function generateOnTwoThreads(
  ctx: GeneratorCtx,
  reply: ValidatorsWorker,
): Promise<{ ir: IR; files: Emitted[] }> {
  let set: SchemaSet;
  try {
    set = loadSchemas(ctx);
  } catch (error) {
    reply.cancel();
    throw error;
  }
  let ir: IR | undefined;
  let files: Emitted[] | undefined;
  let failure: unknown;
  const placeholder: Emitted = { path: "", text: "" };
  try {
    ir = buildIR(set, ctx);
    files = await emitAll(ir, set, ctx, () => [placeholder]);
  } catch (error) {
    failure = error;
  }
  const worker = await reply.result;
  if (worker.kind === "problems") throw new GeneratorError(worker.problems);
  if (failure !== undefined || !ir || !files) throw failure;
  if (worker.kind === "error") throw new Error(worker.message);
  const at = files.indexOf(placeholder);
  files.splice(at, 1, ...worker.files);
  return { ir, files };
}
