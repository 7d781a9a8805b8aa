import { withConfiguredDatabase } from "./database-from-config.ts";
import { DataDirLockedError } from "./db/client.ts";
import { importDemoStock } from "./demo/demo-stock.ts";
import {
  type ImportReport,
  importStockVehicles,
  LISTING_NAME,
  openStockFile,
  StockFileError,
  StockImportError,
} from "./features/stock/stock-import.ts";

const usage = `usage: npm run stock -- COMMAND
  import FILE [--listing NAME]     vehicles from a JSON array or a CSV file (stock vehicle attribute
                                   names as keys or columns), upserted by VIN into publication
                                   list NAME (default: default); nothing is written when any row
                                   is invalid, and every problem is listed with its row and field
  demo [--count N] [--listing NAME] [--seed S]
                                   a demo inventory of N vehicles (default 1000), its dealers,
                                   configs, translations and trade-in options
The database is DATA_DIR's (PGlite) or DATABASE_URL's, as for npm start. PGlite allows one
process per data directory: stop the running site first, or use DATABASE_URL.
Exit code: 0 done, 1 refused or failed (nothing written), 2 wrong usage.`;

class UsageError extends Error {}

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith("--")) throw new UsageError(`${name} needs a value`);
  args.splice(at, 2);
  return value;
}

function listingOf(args: string[]): string {
  const listing = option(args, "--listing") ?? "default";
  if (!LISTING_NAME.test(listing))
    throw new UsageError(
      `the listing name "${listing}" must be 1 to 60 small letters, digits, - or _`,
    );
  return listing;
}

function wholeNumber(value: string | undefined, name: string, fallback: number, max: number) {
  if (value === undefined) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1 || Number(value) > max)
    throw new UsageError(`${name} must be a whole number from 1 to ${max.toLocaleString("en")}`);
  return Number(value);
}

const grouped = (n: number) => n.toLocaleString("en");

/**
 * A progress bar on standard error, redrawn at most five times a second, only when standard
 * error is a terminal. `fraction` is the share done (rows of a known count, or bytes of a file).
 */
class Progress {
  private lastDraw = 0;
  private readonly started = Date.now();
  private readonly isShown = process.stderr.isTTY === true;

  constructor(private readonly fraction: (rows: number) => number) {}

  update(rows: number): void {
    if (!this.isShown) return;
    const now = Date.now();
    if (now - this.lastDraw < 200) return;
    this.lastDraw = now;
    const share = Math.min(1, Math.max(0, this.fraction(rows)));
    const width = 30;
    const filled = Math.round(share * width);
    const seconds = (now - this.started) / 1000;
    const rate = seconds > 0 ? Math.round(rows / seconds) : 0;
    process.stderr.write(
      `\r[${"#".repeat(filled)}${"-".repeat(width - filled)}] ${String(Math.floor(share * 100)).padStart(3)}% ${grouped(rows)} rows, ${grouped(rate)}/s `,
    );
  }

  /** Clears the bar's line before the summary. */
  done(): void {
    if (this.isShown && this.lastDraw > 0) process.stderr.write("\r\x1b[K");
  }
}

function summary(report: ImportReport, seconds: number, what: string): string {
  const dealers =
    report.dealersCreated.length > 0
      ? `; dealers created: ${report.dealersCreated.join(", ")}`
      : "";
  return `${what}: ${grouped(report.rows)} vehicles into listing ${report.listing} (${grouped(report.created)} new, ${grouped(report.updated)} updated) in ${seconds.toFixed(1)} s${dealers}`;
}

async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === "--help" || command === "-h" || command === "help") {
    (command ? console.log : console.error)(usage);
    return command ? 0 : 2;
  }
  if (args.includes("--help") || args.includes("-h")) {
    console.log(usage);
    return 0;
  }
  const started = Date.now();
  const seconds = () => (Date.now() - started) / 1000;
  if (command === "import") {
    const listing = listingOf(args);
    const [file, ...rest] = args;
    if (!file || rest.length > 0)
      throw new UsageError(rest.length > 0 ? `unexpected: ${rest.join(" ")}` : usage);
    const source = openStockFile(file);
    const progress = new Progress(() => (source.size > 0 ? source.bytesRead() / source.size : 1));
    try {
      const report = await withConfiguredDatabase((db) =>
        importStockVehicles(db, source.rows, { listing, onRow: (n) => progress.update(n) }),
      );
      progress.done();
      console.log(summary(report, seconds(), `imported ${file}`));
      return 0;
    } catch (error) {
      progress.done();
      throw error;
    }
  }
  if (command === "demo") {
    const listing = listingOf(args);
    const count = wholeNumber(option(args, "--count"), "--count", 1000, 1_000_000);
    const seed = wholeNumber(option(args, "--seed"), "--seed", 1, 2 ** 31);
    if (args.length > 0) throw new UsageError(`unexpected: ${args.join(" ")}`);
    const progress = new Progress((rows) => rows / count);
    try {
      const report = await withConfiguredDatabase((db) =>
        importDemoStock(db, { count, listing, seed, onRow: (n) => progress.update(n) }),
      );
      progress.done();
      console.log(
        `${summary(report, seconds(), "demo inventory")}; ${report.dealers} dealers, showroom and order-online configs, translations and trade-in options written`,
      );
      return 0;
    } catch (error) {
      progress.done();
      throw error;
    }
  }
  throw new UsageError(usage);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof StockImportError) {
      for (const problem of error.problems) console.error(problem);
      console.error(`${error.message}.`);
    } else if (
      error instanceof UsageError ||
      error instanceof StockFileError ||
      error instanceof DataDirLockedError
    ) {
      console.error(error.message);
      if (error instanceof StockFileError) console.error("nothing was imported.");
    } else console.error(error);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
