/**
 * The image maths of the photo check, kept free of the DOM so it can be tested on generated
 * images. Everything works on a greyscale copy (one byte of luminance a pixel, row by row),
 * downscaled so its long side is at most CHECK_SIDE pixels: the check then costs the same for a
 * 12-megapixel photo as for a small one, and blur is judged at the scale a reader sees a page.
 *
 * Thresholds were chosen from the samples `photoMaths.test.ts` generates (a sharp text-like
 * page; the same page blurred by a 3-pass box blur of radius 2 at check scale; a dark and a
 * bright copy; a page filling a fifth of a big frame). On those samples, at CHECK_SIDE = 480:
 * - Laplacian variance: sharp text ≈ 16,000 (6,000 for a page in a fifth of the frame), a slight
 *   blur (radius 1) ≈ 180, out of focus (radius 2) ≈ 23 → BLUR_LIMIT = 150;
 * - mean luminance: dark sample ≈ 27, overexposed ≈ 250, the normal page photos 110–200
 *   → DARK_LIMIT = 50, BRIGHT_LIMIT = 240;
 * - page area (edge bounding box / frame): page filling 90% ≈ 0.9, 60% ≈ 0.6, a fifth ≈ 0.2
 *   → PAGE_LIMIT = 0.35.
 */

/** The long side of the greyscale copy the check works on. */
export const CHECK_SIDE = 480;
export const BLUR_LIMIT = 150;
export const DARK_LIMIT = 50;
export const BRIGHT_LIMIT = 240;
export const PAGE_LIMIT = 0.35;
/** A gradient (0–255 scale) at least this strong counts as an edge of the page or of its text. */
const EDGE_STRENGTH = 40;

/** One byte of luminance a pixel, row by row. */
export interface Grey {
  width: number;
  height: number;
  data: Uint8Array;
}

export type PhotoProblem = 'blurred' | 'dark' | 'bright' | 'small';

/** The size a photo is scaled to so its long side is at most `limit` (never enlarged). */
export function fitWithin(width: number, height: number, limit: number): { width: number; height: number } {
  const scale = Math.min(1, limit / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Luminance (Rec. 601) of RGBA pixels, as a canvas' getImageData gives them. */
export function greyOf(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Grey {
  const data = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < data.length; i++, p += 4)
    data[i] = Math.round(0.299 * rgba[p]! + 0.587 * rgba[p + 1]! + 0.114 * rgba[p + 2]!);
  return { width, height, data };
}

/** Average of the pixels' luminance, 0 (black) to 255 (white). */
export function meanLuminance(img: Grey): number {
  let sum = 0;
  for (const v of img.data) sum += v;
  return img.data.length ? sum / img.data.length : 0;
}

/** Variance of the 4-neighbour Laplacian over the inner pixels: low when there are no sharp edges. */
export function laplacianVariance(img: Grey): number {
  const { width: w, height: h, data } = img;
  let n = 0;
  let sum = 0;
  let sumSq = 0;
  for (let y = 1; y < h - 1; y++)
    for (let x = 1; x < w - 1; x++) {
      const i = y * w + x;
      const lap = data[i - 1]! + data[i + 1]! + data[i - w]! + data[i + w]! - 4 * data[i]!;
      n++;
      sum += lap;
      sumSq += lap * lap;
    }
  if (n === 0) return 0;
  const mean = sum / n;
  return sumSq / n - mean * mean;
}

/**
 * The share of the frame taken by the box around the strong edges (the page's border and its
 * writing), leaving out the outermost 1% of edge pixels on each side so a speck does not stretch it.
 */
export function pageArea(img: Grey): number {
  const { width: w, height: h, data } = img;
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < h - 1; y++)
    for (let x = 0; x < w - 1; x++) {
      const i = y * w + x;
      const g = Math.max(Math.abs(data[i + 1]! - data[i]!), Math.abs(data[i + w]! - data[i]!));
      if (g >= EDGE_STRENGTH) {
        xs.push(x);
        ys.push(y);
      }
    }
  if (xs.length < 10) return 0;
  const span = (values: number[]) => {
    values.sort((a, b) => a - b);
    const cut = Math.floor(values.length * 0.01);
    return values[values.length - 1 - cut]! - values[cut]! + 1;
  };
  return (span(xs) * span(ys)) / (w * h);
}

/** What is wrong with a photo of a page, judged on its greyscale check copy; empty when it looks readable. */
export function photoProblems(img: Grey): PhotoProblem[] {
  const problems: PhotoProblem[] = [];
  const mean = meanLuminance(img);
  if (mean < DARK_LIMIT) problems.push('dark');
  else if (mean > BRIGHT_LIMIT) problems.push('bright');
  if (laplacianVariance(img) < BLUR_LIMIT) problems.push('blurred');
  else if (pageArea(img) < PAGE_LIMIT) problems.push('small');
  return problems;
}
