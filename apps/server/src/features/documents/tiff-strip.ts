import { copyFile, open, type FileHandle } from 'node:fs/promises';

/** Bytes per value of each TIFF field type (1 BYTE … 13 IFD). */
const TYPE_SIZES: Record<number, number> = {
  1: 1,
  2: 1,
  3: 2,
  4: 4,
  5: 8,
  6: 1,
  7: 1,
  8: 2,
  9: 4,
  10: 8,
  11: 4,
  12: 8,
  13: 4,
};
/** Tags that point at another directory of metadata (EXIF, GPS, interoperability). */
const POINTER_TAGS = new Set([0x8769, 0x8825, 0xa005]);
/**
 * Tags removed from every image directory: camera and software, people, free text, XMP, IPTC,
 * Photoshop blocks, Windows XP comments, print settings, and the pointers above.
 */
const METADATA_TAGS = new Set([
  0x010e,
  0x010f,
  0x0110,
  0x0131,
  0x013b,
  0x013c,
  0x02bc,
  0x8298,
  0x83bb,
  0x8649,
  0x9c9b,
  0x9c9c,
  0x9c9d,
  0x9c9e,
  0x9c9f,
  0xc4a5,
  ...POINTER_TAGS,
]);
const MAX_DIRECTORIES = 1000;

class Tiff {
  constructor(
    private readonly file: FileHandle,
    readonly size: number,
    private readonly little: boolean,
  ) {}

  async read(at: number, length: number): Promise<Buffer> {
    if (at < 0 || at + length > this.size) throw new Error('out of bounds');
    const buf = Buffer.alloc(length);
    await this.file.read(buf, 0, length, at);
    return buf;
  }

  u16 = (b: Buffer, at: number) => (this.little ? b.readUInt16LE(at) : b.readUInt16BE(at));
  u32 = (b: Buffer, at: number) => (this.little ? b.readUInt32LE(at) : b.readUInt32BE(at));
  putU16 = (b: Buffer, at: number, v: number) => (this.little ? b.writeUInt16LE(v, at) : b.writeUInt16BE(v, at));
  putU32 = (b: Buffer, at: number, v: number) => (this.little ? b.writeUInt32LE(v, at) : b.writeUInt32BE(v, at));

  async zero(at: number, length: number): Promise<void> {
    if (length <= 0) return;
    if (at < 0 || at + length > this.size) throw new Error('out of bounds');
    await this.file.write(Buffer.alloc(length), 0, length, at);
  }

  async write(at: number, data: Buffer): Promise<void> {
    await this.file.write(data, 0, data.length, at);
  }

  /** One directory: its entries (raw 12-byte records) and the offset of the next directory. */
  async directory(at: number): Promise<{ entries: Buffer[]; next: number }> {
    const count = this.u16(await this.read(at, 2), 0);
    const body = await this.read(at + 2, count * 12 + 4);
    const entries = Array.from({ length: count }, (_, i) => body.subarray(i * 12, i * 12 + 12));
    return { entries, next: this.u32(body, count * 12) };
  }

  /** Where an entry's values are stored when they do not fit in the entry (else null). */
  outOfLine(entry: Buffer): { at: number; length: number } | null {
    const length = (TYPE_SIZES[this.u16(entry, 2)] ?? 1) * this.u32(entry, 4);
    return length > 4 ? { at: this.u32(entry, 8), length } : null;
  }

  /** Overwrites a metadata directory (and those it points to) and all its values with zeros. */
  async erase(at: number, depth = 0): Promise<void> {
    if (depth > 4) return;
    const { entries } = await this.directory(at);
    for (const entry of entries) {
      if (POINTER_TAGS.has(this.u16(entry, 0))) await this.erase(this.u32(entry, 8), depth + 1);
      const data = this.outOfLine(entry);
      if (data) await this.zero(data.at, data.length);
    }
    await this.zero(at, 2 + entries.length * 12 + 4);
  }
}

/**
 * Copies a TIFF without its metadata: in every image directory the metadata entries are taken
 * out (the directory is rewritten in place, shorter) and their values, and the EXIF and GPS
 * directories they point to, are overwritten with zeros. The image data is not touched. Memory
 * stays small: directories are read one at a time. Returns false for a malformed file.
 */
export async function stripTiffMetadata(input: string, output: string): Promise<boolean> {
  await copyFile(input, output);
  const file = await open(output, 'r+');
  try {
    const { size } = await file.stat();
    const header = Buffer.alloc(8);
    await file.read(header, 0, 8, 0);
    const little = header[0] === 0x49;
    const tiff = new Tiff(file, size, little);
    let at = tiff.u32(header, 4);
    const seen = new Set<number>();
    while (at !== 0) {
      if (seen.has(at) || seen.size >= MAX_DIRECTORIES) return false;
      seen.add(at);
      const { entries, next } = await tiff.directory(at);
      const kept = entries.filter((e) => !METADATA_TAGS.has(tiff.u16(e, 0)));
      const removed = entries.filter((e) => METADATA_TAGS.has(tiff.u16(e, 0)));
      for (const entry of removed) {
        if (POINTER_TAGS.has(tiff.u16(entry, 0))) await tiff.erase(tiff.u32(entry, 8));
        else {
          const data = tiff.outOfLine(entry);
          if (data) await tiff.zero(data.at, data.length);
        }
      }
      if (removed.length > 0) {
        const rewritten = Buffer.alloc(2 + entries.length * 12 + 4);
        tiff.putU16(rewritten, 0, kept.length);
        kept.forEach((e, i) => e.copy(rewritten, 2 + i * 12));
        tiff.putU32(rewritten, 2 + kept.length * 12, next);
        await tiff.write(at, rewritten);
      }
      at = next;
    }
    return true;
  } catch {
    return false;
  } finally {
    await file.close();
  }
}
