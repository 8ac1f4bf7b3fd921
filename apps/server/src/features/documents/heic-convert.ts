import { readFile, rm, writeFile } from 'node:fs/promises';
import convert from 'heic-convert';
import { stripJpegMetadata } from './jpeg-strip';

/** JPEG quality of a converted photo: text on a photographed page stays sharp. */
const QUALITY = 0.88;

/**
 * An iPhone photo (HEIC/HEIF) made a JPEG, then written again like any other JPEG (no metadata,
 * nothing after the picture). The decoder reads only the image, so the HEIC's EXIF (place,
 * camera) never reaches the JPEG. False when the file cannot be decoded (damaged, or no image).
 */
export async function heicToJpeg(from: string, to: string): Promise<boolean> {
  let jpeg: Uint8Array;
  try {
    jpeg = await convert({ buffer: await readFile(from), format: 'JPEG', quality: QUALITY });
  } catch {
    return false;
  }
  const decoded = `${to}.decoded`;
  try {
    await writeFile(decoded, Buffer.from(jpeg));
    return await stripJpegMetadata(decoded, to);
  } finally {
    await rm(decoded, { force: true });
  }
}
