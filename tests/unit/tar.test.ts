import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { packTar, TarFormatError, unpackTar } from "../../runtime/features/content/tar.ts";

const entries = [
  { name: "manifest.json", data: Buffer.from('{"a":1}\n') },
  { name: "media/1-empty.jpg", data: Buffer.alloc(0) },
  { name: "media/2-exact.bin", data: Buffer.alloc(512, 7) },
  { name: "media/3-odd.bin", data: Buffer.from(Array.from({ length: 1025 }, (_, i) => i % 251)) },
  // Longer than ustar's 100-byte name: split into prefix and name at a slash.
  { name: `${"d".repeat(120)}/${"f".repeat(90)}.txt`, data: Buffer.from("long") },
];

describe("the archive's tar format", () => {
  it("reads back exactly what it wrote, in order, with sizes off the 512-byte grid", () => {
    const back = unpackTar(packTar(entries, 1_700_000_000));
    expect(back.map((e) => e.name)).toEqual(entries.map((e) => e.name));
    for (const [i, e] of back.entries())
      expect(e.data.equals(entries[i]?.data ?? Buffer.alloc(1))).toBe(true);
  });

  it("writes what the system's tar lists and extracts byte for byte", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tar-"));
    const file = path.join(dir, "site.tar");
    writeFileSync(file, packTar(entries));
    const listed = execFileSync("tar", ["-tf", file], { encoding: "utf8" }).trim().split("\n");
    expect(listed).toEqual(entries.map((e) => e.name));
    execFileSync("tar", ["-xf", file, "-C", dir]);
    for (const e of entries) expect(readFileSync(path.join(dir, e.name)).equals(e.data)).toBe(true);
  });

  it("reads what the system's tar writes, skipping directories", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "tar-"));
    execFileSync("mkdir", ["-p", path.join(dir, "in/media")]);
    writeFileSync(path.join(dir, "in/media/a.txt"), "أهلاً");
    const file = path.join(dir, "made.tar");
    execFileSync("tar", ["--format=ustar", "-cf", file, "-C", path.join(dir, "in"), "media"]);
    const back = unpackTar(readFileSync(file));
    expect(back.map((e) => e.name)).toEqual(["media/a.txt"]);
    expect(back[0]?.data.toString("utf8")).toBe("أهلاً");
  });

  it("refuses a damaged or cut archive, and a name twice or too long", () => {
    const tar = packTar(entries);
    const damaged = Buffer.from(tar);
    damaged[3] = 0x41;
    expect(() => unpackTar(damaged)).toThrow(TarFormatError);
    expect(() => unpackTar(tar.subarray(0, 1024))).toThrow(/incomplete/);
    expect(() => packTar([entries[0], entries[0]].flatMap((e) => (e ? [e] : [])))).toThrow(/twice/);
    expect(() => packTar([{ name: "x".repeat(300), data: Buffer.alloc(0) }])).toThrow(/too long/);
  });
});
