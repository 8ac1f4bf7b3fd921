import { open, type FileHandle } from 'node:fs/promises';

const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const COM = 0xfe;
const APP0 = 0xe0;
const APP2 = 0xe2;
const APP14 = 0xee;
const JFIF = Buffer.from('JFIF\0', 'latin1');
const ICC = Buffer.from('ICC_PROFILE\0', 'latin1');
/** Image data is copied in pieces of this size, so memory stays small whatever the file. */
const CHUNK = 1 << 20;

/**
 * Which segments survive: the coding tables and frame headers the image needs, the JFIF header
 * (not its JFXX thumbnail variant: a thumbnail can show what the photo was cropped from), the
 * colour profile (APP2 ICC) and Adobe colour (APP14). Every other APPn (EXIF with GPS position
 * and camera serials, XMP, IPTC, …) and comments go.
 */
function keep(marker: number, body: Buffer): boolean {
  if (marker === COM) return false;
  if (marker === APP0) return body.subarray(0, JFIF.length).equals(JFIF);
  if (marker === APP2) return body.subarray(0, ICC.length).equals(ICC);
  if (marker > APP0 && marker <= 0xef) return marker === APP14;
  return true;
}

const isRestart = (b: number) => b >= 0xd0 && b <= 0xd7;

async function readAt(file: FileHandle, length: number, position: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await file.read(buf, 0, length, position);
  return buf.subarray(0, bytesRead);
}

/**
 * Writes a JPEG again segment by segment, without its metadata: header segments are kept or
 * dropped one at a time (also those between the scans of a progressive photo), each scan's image
 * data is copied as it is, and the file ends at its end-of-image marker — whatever was appended
 * after it (another file, a script) is not kept. The pixels are not decoded, so the picture is
 * exactly the one sent. Returns false when the file is not a well-formed JPEG.
 */
export async function stripJpegMetadata(input: string, output: string): Promise<boolean> {
  const src = await open(input, 'r');
  const out = await open(output, 'wx');
  try {
    const { size } = await src.stat();
    const soi = await readAt(src, 2, 0);
    if (soi[0] !== 0xff || soi[1] !== SOI) return false;
    await out.write(soi);
    let pos = 2;
    while (pos + 2 <= size) {
      const head = await readAt(src, 4, pos);
      if (head[0] !== 0xff) return false;
      const marker = head[1]!;
      if (marker === 0xff) {
        pos += 1; // fill byte before a marker
        continue;
      }
      if (marker === EOI) {
        await out.write(Buffer.from([0xff, EOI]));
        return true;
      }
      if (marker === SOI || marker === 0x01 || isRestart(marker) || head.length < 4) return false;
      const length = head.readUInt16BE(2);
      if (length < 2 || pos + 2 + length > size) return false;
      const segment = await readAt(src, 2 + length, pos);
      if (keep(marker, segment.subarray(4))) await out.write(segment);
      pos += 2 + length;
      if (marker === SOS) {
        const end = await scanEnd(src, pos, size);
        if (end < 0) return false;
        for (let at = pos; at < end; at += CHUNK) await out.write(await readAt(src, Math.min(CHUNK, end - at), at));
        pos = end;
      }
    }
    return false; // no end-of-image marker
  } finally {
    await src.close();
    await out.close();
  }
}

/**
 * Where a scan's entropy-coded data ends: at the first 0xFF that starts a marker (not a stuffed
 * 0xFF 0x00, not a restart marker inside the scan). -1 when the file ends first.
 */
async function scanEnd(src: FileHandle, from: number, size: number): Promise<number> {
  let pos = from;
  while (pos < size) {
    // One byte of overlap, so a 0xFF at the end of a chunk is judged with the byte after it.
    const buf = await readAt(src, Math.min(CHUNK + 1, size - pos), pos);
    let i = buf.indexOf(0xff);
    while (i >= 0 && i + 1 < buf.length) {
      const next = buf[i + 1]!;
      if (next !== 0x00 && !isRestart(next)) return pos + i;
      i = buf.indexOf(0xff, i + 2);
    }
    if (buf.length <= 1) return -1;
    pos += buf.length - 1;
  }
  return -1;
}
