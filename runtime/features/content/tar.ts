/**
 * The POSIX ustar format, as much of it as a site archive needs: regular files with names of at
 * most 255 bytes (a 155-byte prefix and a 100-byte name, split at a slash). Any tar tool lists and
 * extracts what this writes (`tar -tzf site.tar.gz`); reading accepts what such tools write for
 * plain files and skips directories, links and extended headers.
 */

const BLOCK = 512;

/** One file of an archive: its path inside the archive and its bytes. */
export interface TarEntry {
  readonly name: string;
  readonly data: Buffer;
}

/** A tar stream that cannot be read: the message says where and why. */
export class TarFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "TarFormatError";
  }
}

function writeString(header: Buffer, text: string, offset: number, length: number): void {
  header.write(text, offset, length, "utf8");
}

function writeOctal(header: Buffer, value: number, offset: number, length: number): void {
  // length - 1 digits and a NUL, as every tar writes.
  writeString(header, `${value.toString(8).padStart(length - 1, "0")}\0`, offset, length);
}

/** The name and prefix fields for a path, or an error when it cannot fit ustar's limits. */
function splitName(name: string): { name: string; prefix: string } {
  if (Buffer.byteLength(name) <= 100) return { name, prefix: "" };
  for (let i = name.lastIndexOf("/"); i > 0; i = name.lastIndexOf("/", i - 1)) {
    const prefix = name.slice(0, i);
    const rest = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100 && rest !== "")
      return { name: rest, prefix };
  }
  throw new TarFormatError(`"${name}" is too long for a tar entry (at most 255 bytes)`);
}

function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (header[i] ?? 0);
  return sum;
}

function headerOf(entry: TarEntry, mtime: number): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { name, prefix } = splitName(entry.name);
  writeString(header, name, 0, 100);
  writeOctal(header, 0o644, 100, 8);
  writeOctal(header, 0, 108, 8);
  writeOctal(header, 0, 116, 8);
  writeOctal(header, entry.data.length, 124, 12);
  writeOctal(header, mtime, 136, 12);
  header[156] = "0".charCodeAt(0);
  writeString(header, "ustar\0", 257, 6);
  writeString(header, "00", 263, 2);
  writeString(header, prefix, 345, 155);
  writeString(header, `${checksum(header).toString(8).padStart(6, "0")}\0 `, 148, 8);
  return header;
}

/** The entries as one tar stream (every file dated `mtime`, seconds since 1970). */
export function packTar(entries: readonly TarEntry[], mtime = 0): Buffer {
  const parts: Buffer[] = [];
  const names = new Set<string>();
  for (const entry of entries) {
    if (names.has(entry.name)) throw new TarFormatError(`"${entry.name}" is in the archive twice`);
    names.add(entry.name);
    parts.push(headerOf(entry, mtime), entry.data);
    const padding = (BLOCK - (entry.data.length % BLOCK)) % BLOCK;
    if (padding > 0) parts.push(Buffer.alloc(padding));
  }
  parts.push(Buffer.alloc(BLOCK * 2));
  return Buffer.concat(parts);
}

function readString(header: Buffer, offset: number, length: number): string {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString("utf8");
}

function readOctal(header: Buffer, offset: number, length: number): number {
  const text = readString(header, offset, length).trim();
  return text === "" ? 0 : Number.parseInt(text, 8);
}

/** The regular files of a tar stream, in order; a damaged stream is refused, never half read. */
export function unpackTar(tar: Buffer): TarEntry[] {
  const entries: TarEntry[] = [];
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header.every((byte) => byte === 0)) return entries;
    const stored = readOctal(header, 148, 8);
    if (stored !== checksum(header))
      throw new TarFormatError(`the tar header at byte ${offset} is damaged (checksum)`);
    const size = readOctal(header, 124, 12);
    const type = String.fromCharCode(header[156] ?? 0);
    const prefix = readString(header, 345, 155);
    const name = readString(header, 0, 100);
    const start = offset + BLOCK;
    if (start + size > tar.length)
      throw new TarFormatError(`"${name}" is cut short: the archive is incomplete`);
    if (type === "0" || type === "\0")
      entries.push({
        name: prefix === "" ? name : `${prefix}/${name}`,
        data: Buffer.from(tar.subarray(start, start + size)),
      });
    offset = start + Math.ceil(size / BLOCK) * BLOCK;
  }
  throw new TarFormatError("the archive ends without its end-of-archive blocks: it is incomplete");
}
