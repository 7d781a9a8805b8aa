import { resolveCtx } from "./ctx.ts";
import { GeneratorError } from "./errors.ts";
import { generate } from "./pipeline.ts";
import { writeGenerated } from "./write.ts";

/** `npm run generate`: regenerate generated/ from schemas/, touching only files whose text changed. */
async function main(): Promise<void> {
  const ctx = resolveCtx();
  const started = performance.now();
  const { ir, files } = await generate(ctx);
  const report = writeGenerated(files, ctx);
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
