import { CHECK_SIDE, fitWithin, greyOf, photoProblems, type PhotoProblem } from './photoMaths';

/** A photo's long side after scaling: enough for a page to read at full width, a fraction of a phone camera's 12 MP. */
export const PHOTO_SIDE = 2000;
export const PHOTO_QUALITY = 0.85;
/** Photos the browser can decode and redraw; HEIC is left to the server, which converts it. */
const SCALED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface PreparedPhoto {
  /** The file to send: the scaled JPEG when it is smaller, else the file as chosen. */
  file: File;
  /** What the photo check found (empty: it looks readable). */
  problems: PhotoProblem[];
}

function canvasOf(width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function jpegOf(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY));
}

/**
 * Before a photo is sent: turned upright as the camera meant (EXIF orientation), scaled so its
 * long side is at most PHOTO_SIDE, and saved again as JPEG — which also leaves its metadata
 * (the location it was taken at) behind — but only when that makes the file smaller. Then the
 * check looks at a small greyscale copy for blur, darkness, glare and a page too far away.
 * Anything that is not a photo the browser can draw (a PDF, HEIC, a broken file) goes as it is.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  if (!SCALED_TYPES.has(file.type) || typeof createImageBitmap !== 'function') return { file, problems: [] };
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return { file, problems: [] };
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height, PHOTO_SIDE);
    const full = canvasOf(size.width, size.height);
    full.getContext('2d')!.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await jpegOf(full);
    let sent = file;
    if (blob && blob.size < file.size) {
      const name = file.type === 'image/jpeg' ? file.name : file.name.replace(/\.[^.]*$/, '') + '.jpg';
      sent = new File([blob], name, { type: 'image/jpeg', lastModified: file.lastModified });
    }
    const small = fitWithin(bitmap.width, bitmap.height, CHECK_SIDE);
    const check = canvasOf(small.width, small.height);
    const ctx = check.getContext('2d', { willReadFrequently: true })!;
    ctx.drawImage(bitmap, 0, 0, small.width, small.height);
    const pixels = ctx.getImageData(0, 0, small.width, small.height).data;
    return { file: sent, problems: photoProblems(greyOf(pixels, small.width, small.height)) };
  } finally {
    bitmap.close();
  }
}
