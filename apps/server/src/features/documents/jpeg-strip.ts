import { createReadStream, createWriteStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';

const SOS = 0xda;
const COM = 0xfe;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
const ICC = Buffer.from('ICC_PROFILE\0', 'latin1');

/** Which header segments survive: JFIF (APP0), colour profile (APP2 ICC) and Adobe colour (APP14). */
function keep(marker: number, body: Buffer): boolean {
  if (marker === COM) return false;
  if (marker >= 0xe1 && marker <= 0xef) {
    if (marker === APP2) return body.subarray(0, ICC.length).equals(ICC);
    return marker === APP14;
  }
  return marker === APP0 || marker < 0xe0 || marker > 0xef;
}

/**
 * Copies a JPEG without its metadata segments (EXIF with GPS position and camera serials, XMP,
 * IPTC, comments). Header segments are read one at a time, the image data is streamed, so memory
 * stays small. Returns false when the file is not a well-formed JPEG.
 */
export async function stripJpegMetadata(input: string, output: string): Promise<boolean> {
  const file = await open(input, 'r');
  const kept: Buffer[] = [Buffer.from([0xff, 0xd8])];
  let pos = 2;
  let imageStart = -1;
  try {
    const { size } = await file.stat();
    const head = Buffer.alloc(4);
    while (pos + 4 <= size) {
      await file.read(head, 0, 4, pos);
      if (head[0] !== 0xff) return false;
      const marker = head[1]!;
      if (marker === 0xff) {
        pos += 1; // fill byte
        continue;
      }
      if (marker === SOS) {
        imageStart = pos;
        break;
      }
      const length = head.readUInt16BE(2);
      if (length < 2 || pos + 2 + length > size) return false;
      const segment = Buffer.alloc(2 + length);
      await file.read(segment, 0, segment.length, pos);
      if (keep(marker, segment.subarray(4))) kept.push(segment);
      pos += 2 + length;
    }
  } finally {
    await file.close();
  }
  if (imageStart < 0) return false;
  const out = createWriteStream(output, { flags: 'wx' });
  await pipeline(
    async function* () {
      yield Buffer.concat(kept);
      yield* createReadStream(input, { start: imageStart });
    },
    out,
  );
  return true;
}
