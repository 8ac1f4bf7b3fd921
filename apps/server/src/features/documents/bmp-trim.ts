import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

/**
 * A BMP carries no metadata, but bytes can ride after the picture (another file appended to it).
 * Copies the file up to the size its own header declares. A header that declares more than was
 * sent, or less than a header, is a damaged file: returns false. A declared size of 0 (some old
 * writers leave it so) keeps the file as sent.
 */
export async function trimBmp(input: string, output: string): Promise<boolean> {
  const file = await open(input, 'r');
  let declared: number;
  let size: number;
  try {
    size = (await file.stat()).size;
    const head = Buffer.alloc(14);
    await file.read(head, 0, 14, 0);
    if (head.toString('latin1', 0, 2) !== 'BM') return false;
    declared = head.readUInt32LE(2) || size;
    const pixelsAt = head.readUInt32LE(10);
    if (declared > size || declared < 26 || pixelsAt >= declared) return false;
  } finally {
    await file.close();
  }
  await pipeline(createReadStream(input, { start: 0, end: declared - 1 }), createWriteStream(output, { flags: 'wx' }));
  return true;
}
