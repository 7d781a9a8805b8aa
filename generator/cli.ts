import { resolveCtx } from "./ctx.ts";
import { GeneratorError } from "./errors.ts";
import { inputsHash, isUpToDate, outputHashes, writeStamp } from "./fingerprint.ts";
import { startValidatorsWorker } from "./worker.ts";
import { writeGenerated } from "./write.ts";

/**
 * `npm run generate`: regenerate generated/ from schemas/, touching only files whose text changed.
 * When nothing generation reads has changed since the last run and generated/ still holds what it
 * wrote, it stops there (fingerprint.ts); `-- --force` runs every phase anyway.
 */
async function main(): Promise<void> {
  const ctx = resolveCtx();
  const started = performance.now();
  const inputs = inputsHash(ctx);
  if (!process.argv.includes("--force") && isUpToDate(ctx, inputs)) {
    const ms = Math.round(performance.now() - started);
    console.log(`${ctx.outDir}/ is up to date: nothing it is generated from changed (${ms} ms)`);
    return;
  }
  // The worker starts first; the emitters (Ajv, json-schema-to-typescript, prettier) are loaded
  // only for a real run, while it starts.
  const validators = startValidatorsWorker(ctx);
  const { generate } = await import("./pipeline.ts");
  const { ir, files } = await generate(ctx, { validators });
  const report = writeGenerated(files, ctx);
  writeStamp(ctx, { inputs, outputs: outputHashes(files) });
  const ms = Math.round(performance.now() - started);
  console.log(
    `generated ${files.length} files from ${ir.blocks.length} blocks, ${ir.settings.length} settings namespaces, ${ir.entities.length} entities in ${ms} ms: ` +
      `${report.written.length} written, ${report.unchanged.length} unchanged, ${report.removed.length} removed`,
  );
  for (const f of report.written) console.log(`  wrote ${ctx.outDir}/${f}`);
  for (const f of report.removed) console.log(`  removed ${ctx.outDir}/${f}`);
}

main().catch((error: unknown) => {
  if (error instanceof GeneratorError) {
    console.error(`generation failed, nothing written:\n${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
