import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/migrate.ts";

/**
 * Where a lead export's files are kept: lead_export_chunks, pieces of about 256 KB per format, so
 * the file is never whole in memory, neither while it is written nor when it is downloaded.
 */

/** Bytes of one stored piece of a file. */
export const LEAD_EXPORT_CHUNK_BYTES = 256 * 1024;

export type LeadExportFormat = "csv" | "xlsx";

/** Thrown when another run of the same export started after this one: this one stops quietly. */
export class Superseded extends Error {}

/**
 * Bytes in, rows of lead_export_chunks out: `chunkBytes` per row (the last one shorter). A row is
 * written only while this run is the export's current one (its started_at), and replaces a row of
 * the same place that an earlier run left.
 */
export class ChunkSink {
  private parts: Buffer[] = [];
  private size = 0;
  private seq = 0;
  private isClosed = false;
  /** The write under way: writes run one after another, and a failed run waits for the last. */
  private busy: Promise<void> = Promise.resolve();
  constructor(
    private readonly db: Db,
    private readonly exportId: string,
    private readonly format: LeadExportFormat,
    private readonly runToken: string,
    private readonly chunkBytes: number,
  ) {}

  /** Chunks written so far. */
  get count(): number {
    return this.seq;
  }

  write(data: Buffer): Promise<void> {
    return this.queue(async () => {
      this.parts.push(data);
      this.size += data.length;
      while (this.size >= this.chunkBytes) {
        const all = Buffer.concat(this.parts);
        await this.save(all.subarray(0, this.chunkBytes));
        const rest = all.subarray(this.chunkBytes);
        this.parts = rest.length > 0 ? [Buffer.from(rest)] : [];
        this.size = rest.length;
      }
    });
  }

  end(): Promise<void> {
    return this.queue(async () => {
      if (this.size > 0) await this.save(Buffer.concat(this.parts));
      this.parts = [];
      this.size = 0;
    });
  }

  /** Takes no more bytes, and resolves once the write under way (if any) is over. */
  async close(): Promise<void> {
    this.isClosed = true;
    this.parts = [];
    await this.busy;
  }

  /** A stream for writers that pipe (exceljs): it asks for more only once a chunk is stored. */
  writable(): Writable {
    return new Writable({
      highWaterMark: this.chunkBytes,
      write: (chunk: Buffer, _encoding, done) => {
        this.write(chunk).then(() => done(), done);
      },
      final: (done) => {
        this.end().then(() => done(), done);
      },
    });
  }

  private queue(work: () => Promise<void>): Promise<void> {
    const run = this.busy.then(() => {
      if (this.isClosed) throw new Superseded();
      return work();
    });
    this.busy = run.catch(() => {});
    return run;
  }

  private async save(data: Buffer): Promise<void> {
    const result = await this.db.execute(sql`
      INSERT INTO lead_export_chunks (export_id, format, seq, data)
      SELECT ${this.exportId}::uuid, ${this.format}, ${this.seq}, ${data}::bytea
      WHERE EXISTS (
        SELECT 1 FROM lead_exports
        WHERE id = ${this.exportId}::uuid AND started_at = ${this.runToken}::timestamptz
          AND status = 'running'
      )
      ON CONFLICT (export_id, format, seq) DO UPDATE SET data = excluded.data
      RETURNING seq`);
    if (rowsOf(result).length === 0) throw new Superseded();
    this.seq += 1;
  }
}
