import { describe, expect, it } from 'vitest';
import {
  BLUR_LIMIT,
  BRIGHT_LIMIT,
  DARK_LIMIT,
  PAGE_LIMIT,
  fitWithin,
  greyOf,
  laplacianVariance,
  meanLuminance,
  pageArea,
  photoProblems,
  type Grey,
} from './photoMaths';

const W = 480;
const H = 360;

/** A seeded pseudo-random source, so the samples are the same on every run. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1664525 + 1013904223) % 2 ** 32;
    return s / 2 ** 32;
  };
}

/**
 * A photo of a page at check scale: a table of `table` grey, a page of `paper` grey covering
 * `share` of the frame (centred), lines of "words" (dark 2-pixel strokes) on it.
 */
function pagePhoto({ share = 0.9, paper = 225, ink = 30, table = 90, seed = 1 } = {}): Grey {
  const data = new Uint8Array(W * H).fill(table);
  const pw = Math.round(W * Math.sqrt(share));
  const ph = Math.round(H * Math.sqrt(share));
  const x0 = Math.round((W - pw) / 2);
  const y0 = Math.round((H - ph) / 2);
  for (let y = y0; y < y0 + ph; y++) data.fill(paper, y * W + x0, y * W + x0 + pw);
  const next = random(seed);
  const margin = Math.max(4, Math.round(pw * 0.08));
  for (let line = y0 + margin; line < y0 + ph - margin; line += 10) {
    let x = x0 + margin;
    while (x < x0 + pw - margin) {
      const word = 6 + Math.floor(next() * 20);
      for (let dx = 0; dx < word && x + dx < x0 + pw - margin; dx++)
        if (next() < 0.6) for (let dy = 0; dy < 6; dy++) data[(line + dy) * W + x + dx] = ink;
      x += word + 5;
    }
  }
  return { width: W, height: H, data };
}

/** Three passes of a box blur of `radius` (close to a Gaussian), as an out-of-focus lens gives. */
function blurred(img: Grey, radius = 2): Grey {
  let src = Float32Array.from(img.data);
  const { width: w, height: h } = img;
  for (let pass = 0; pass < 3; pass++) {
    const tmp = new Float32Array(src.length);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        let sum = 0;
        let n = 0;
        for (let d = -radius; d <= radius; d++) {
          const xx = Math.min(w - 1, Math.max(0, x + d));
          sum += src[y * w + xx]!;
          n++;
        }
        tmp[y * w + x] = sum / n;
      }
    const out = new Float32Array(src.length);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        let sum = 0;
        let n = 0;
        for (let d = -radius; d <= radius; d++) {
          const yy = Math.min(h - 1, Math.max(0, y + d));
          sum += tmp[yy * w + x]!;
          n++;
        }
        out[y * w + x] = sum / n;
      }
    src = out;
  }
  return { width: w, height: h, data: Uint8Array.from(src, (v) => Math.round(v)) };
}

/** The same photo with its exposure scaled (and clipped), as too little or too much light gives. */
const exposed = (img: Grey, gain: number, offset = 0): Grey => ({
  ...img,
  data: img.data.map((v) => Math.max(0, Math.min(255, Math.round(v * gain + offset)))),
});

describe('the photo check', () => {
  const sharp = pagePhoto();

  it('finds a sharp, well-lit page that fills the frame readable', () => {
    expect(laplacianVariance(sharp)).toBeGreaterThan(BLUR_LIMIT * 10);
    expect(meanLuminance(sharp)).toBeGreaterThan(DARK_LIMIT);
    expect(meanLuminance(sharp)).toBeLessThan(BRIGHT_LIMIT);
    expect(pageArea(sharp)).toBeGreaterThan(0.8);
    expect(photoProblems(sharp)).toEqual([]);
    for (const seed of [2, 3, 4]) expect(photoProblems(pagePhoto({ seed }))).toEqual([]);
  });

  it('finds the same page out of focus blurred', () => {
    const soft = blurred(sharp);
    expect(laplacianVariance(soft)).toBeLessThan(BLUR_LIMIT);
    expect(photoProblems(soft)).toEqual(['blurred']);
    // A light blur (radius 1, as a slight shake) still reads.
    expect(laplacianVariance(blurred(sharp, 1))).toBeGreaterThan(BLUR_LIMIT);
  });

  it('finds a photo taken in the dark too dark, and an overexposed one too bright', () => {
    const dark = exposed(sharp, 0.15);
    expect(meanLuminance(dark)).toBeLessThan(DARK_LIMIT);
    expect(photoProblems(dark)).toContain('dark');
    const bright = exposed(sharp, 0.2, 210);
    expect(meanLuminance(bright)).toBeGreaterThan(BRIGHT_LIMIT);
    expect(photoProblems(bright)).toContain('bright');
  });

  it('finds a page that fills a fifth of the frame too small', () => {
    const far = pagePhoto({ share: 0.2 });
    expect(pageArea(far)).toBeLessThan(PAGE_LIMIT);
    expect(photoProblems(far)).toEqual(['small']);
    expect(pageArea(pagePhoto({ share: 0.6 }))).toBeGreaterThan(PAGE_LIMIT);
  });

  it('reads luminance from RGBA and never enlarges when fitting', () => {
    const rgba = new Uint8ClampedArray([255, 255, 255, 255, 0, 0, 0, 255, 255, 0, 0, 255]);
    expect(Array.from(greyOf(rgba, 3, 1).data)).toEqual([255, 0, 76]);
    expect(fitWithin(4000, 3000, 2000)).toEqual({ width: 2000, height: 1500 });
    expect(fitWithin(3000, 4000, 480)).toEqual({ width: 360, height: 480 });
    expect(fitWithin(800, 600, 2000)).toEqual({ width: 800, height: 600 });
  });
});
