/** One broken rule in one schema file, located by JSON pointer. */
export interface SchemaProblem {
  file: string;
  pointer: string;
  rule: string;
  message: string;
}

/** Generation stops with every problem found, each naming file, pointer and rule. */
export class GeneratorError extends Error {
  readonly problems: SchemaProblem[];
  constructor(problems: SchemaProblem[]) {
    super(problems.map(formatProblem).join("\n"));
    this.name = "GeneratorError";
    this.problems = problems;
  }
}

function formatProblem(p: SchemaProblem): string {
  return `${p.file}: ${p.pointer || "/"}: ${p.message} (rule: ${p.rule})`;
}
