import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { trimBmp } from './bmp-trim';
import { stripJpegMetadata } from './jpeg-strip';

const dir = mkdtempSync(path.join(tmpdir(), 'image-rewrite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let n = 0;
/** Runs a rewriter over the bytes; the rewritten bytes, or null when it refused the file. */
async function rewrite(fn: (input: string, output: string) => Promise<boolean>, bytes: Buffer): Promise<Buffer | null> {
  const input = path.join(dir, `in-${++n}`);
  const output = path.join(dir, `out-${n}`);
  writeFileSync(input, bytes);
  return (await fn(input, output)) ? readFileSync(output) : null;
}

const segment = (marker: number, body: Buffer | string) => {
  const data = typeof body === 'string' ? Buffer.from(body, 'latin1') : body;
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
};
const SOI = Buffer.from([0xff, 0xd8]);
const EOI = Buffer.from([0xff, 0xd9]);
const JFIF = segment(0xe0, 'JFIF\0\x01\x01\0\0\x01\0\x01\0\0');
const DQT = segment(0xdb, Buffer.alloc(65, 1));
const SOS = segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0]));
/** Entropy-coded data with a stuffed 0xFF 0x00 and a restart marker, both part of the scan. */
const SCAN = Buffer.from([0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56]);

describe('rewriting a JPEG', () => {
  it('keeps the picture and drops EXIF, XMP and comments, also between the scans of a progressive photo', async () => {
    const exif = segment(0xe1, 'Exif\0\0GPS 35.7796 N 78.6382 W');
    const xmp = segment(0xe1, 'http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>owner: Ana</x:xmpmeta>');
    const out = await rewrite(
      stripJpegMetadata,
      Buffer.concat([
        SOI,
        JFIF,
        exif,
        DQT,
        SOS,
        SCAN,
        segment(0xfe, 'taken at home'),
        xmp,
        SOS,
        SCAN,
        Buffer.from([0xff, 0xff]),
        EOI,
      ]),
    );
    expect(out).toEqual(Buffer.concat([SOI, JFIF, DQT, SOS, SCAN, SOS, SCAN, EOI]));
  });

  it('ends the file at its end-of-image marker, whatever was appended after it', async () => {
    const zip = Buffer.from('PK\x03\x04 a whole other file', 'latin1');
    const out = await rewrite(stripJpegMetadata, Buffer.concat([SOI, JFIF, DQT, SOS, SCAN, EOI, zip]));
    expect(out).toEqual(Buffer.concat([SOI, JFIF, DQT, SOS, SCAN, EOI]));
  });

  it('drops a JFXX thumbnail and keeps the colour profile', async () => {
    const thumbnail = segment(0xe0, 'JFXX\0\x10 a small copy of the uncropped photo');
    const icc = segment(0xe2, 'ICC_PROFILE\0\x01\x01sRGB');
    const out = await rewrite(stripJpegMetadata, Buffer.concat([SOI, JFIF, thumbnail, icc, DQT, SOS, SCAN, EOI]));
    expect(out).toEqual(Buffer.concat([SOI, JFIF, icc, DQT, SOS, SCAN, EOI]));
  });

  it('copies a scan longer than one read piece exactly', async () => {
    const big = Buffer.alloc(3 * (1 << 20) + 5, 0x2a);
    big[1 << 20] = 0xff; // a stuffed 0xFF right at a piece boundary
    big[(1 << 20) + 1] = 0x00;
    const out = await rewrite(stripJpegMetadata, Buffer.concat([SOI, DQT, SOS, big, EOI]));
    expect(out?.equals(Buffer.concat([SOI, DQT, SOS, big, EOI]))).toBe(true);
  });

  it('refuses a file that is not a whole JPEG', async () => {
    expect(await rewrite(stripJpegMetadata, Buffer.concat([SOI, JFIF, DQT, SOS, SCAN]))).toBeNull(); // no end
    expect(
      await rewrite(stripJpegMetadata, Buffer.concat([SOI, segment(0xdb, Buffer.alloc(10)).subarray(0, 8)])),
    ).toBeNull(); // cut short
    expect(await rewrite(stripJpegMetadata, Buffer.from('%PDF-1.7 not a photo'))).toBeNull();
  });
});

describe('rewriting a BMP', () => {
  const bmp = (declared: number, pixels: Buffer) => {
    const head = Buffer.alloc(54);
    head.write('BM', 0, 'latin1');
    head.writeUInt32LE(declared, 2);
    head.writeUInt32LE(54, 10);
    head.writeUInt32LE(40, 14);
    return Buffer.concat([head, pixels]);
  };

  it('keeps the picture and drops what was appended after the size its header declares', async () => {
    const picture = bmp(58, Buffer.from([1, 2, 3, 4]));
    expect(await rewrite(trimBmp, Buffer.concat([picture, Buffer.from('<script>alert(1)</script>')]))).toEqual(picture);
  });

  it('keeps a file whose header leaves the size at 0, and refuses one that declares more than was sent', async () => {
    const unsized = bmp(0, Buffer.from([1, 2, 3, 4]));
    expect(await rewrite(trimBmp, unsized)).toEqual(unsized);
    expect(await rewrite(trimBmp, bmp(5000, Buffer.from([1, 2, 3, 4])))).toBeNull();
  });
});
