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
import type { IR } from "./ir.ts";
import { loadRouteContract, loadSchemas } from "./load.ts";

/** load ► check ► dereference + normalise (buildIR) ► emit; returns the files, writes nothing. */
export async function generate(ctx: GeneratorCtx): Promise<{ ir: IR; files: Emitted[] }> {
  const set = loadSchemas(ctx);
  checkSchemas(set, ctx);
  const ir = buildIR(set, ctx);
  const contract = loadRouteContract(ctx);
  const api = contract ? buildApiIR(contract, ir) : null;
  const files: Emitted[] = [
    await emitTypes(ir, set, ctx),
    await emitSettingTypes(ir, ctx),
    ...emitValidators(ir, set, ctx),
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
  return { ir, files };
}
