import type { Page } from '@playwright/test';

/**
 * A photo of a page drawn in the browser: a grey table, a light page filling 90% of the frame
 * with lines of dark "words", a little sensor noise; `blurred` is the same page out of focus.
 * Returned as JPEG bytes (quality 0.95, as a phone camera saves).
 */
export async function pagePhoto(page: Page, width: number, height: number, blurred: boolean): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ width, height, blurred }) => {
      const c = new OffscreenCanvas(width, height);
      const ctx = c.getContext('2d')!;
      ctx.fillStyle = 'rgb(90,90,90)';
      ctx.fillRect(0, 0, width, height);
      const s = width / 480;
      const pw = width * 0.95;
      const ph = height * 0.95;
      const x0 = (width - pw) / 2;
      const y0 = (height - ph) / 2;
      ctx.fillStyle = 'rgb(225,225,225)';
      ctx.fillRect(x0, y0, pw, ph);
      let seed = 7;
      const rnd = () => (seed = (seed * 1664525 + 1013904223) % 2 ** 32) / 2 ** 32;
      ctx.fillStyle = 'rgb(30,30,30)';
      for (let y = y0 + 30 * s; y < y0 + ph - 30 * s; y += 10 * s) {
        let x = x0 + 30 * s;
        while (x < x0 + pw - 30 * s) {
          const word = (6 + Math.floor(rnd() * 20)) * s;
          for (let dx = 0; dx < word; dx += s) if (rnd() < 0.6) ctx.fillRect(x + dx, y, s, 6 * s);
          x += word + 5 * s;
        }
      }
      let out = c;
      if (blurred) {
        out = new OffscreenCanvas(width, height);
        const b = out.getContext('2d')!;
        b.filter = `blur(${Math.round(3 * s)}px)`;
        b.drawImage(c, 0, 0);
      } else {
        const img = ctx.getImageData(0, 0, width, height);
        for (let i = 0; i < img.data.length; i += 4) {
          const n = (rnd() - 0.5) * 16;
          img.data[i] = img.data[i]! + n;
          img.data[i + 1] = img.data[i + 1]! + n;
          img.data[i + 2] = img.data[i + 2]! + n;
        }
        ctx.putImageData(img, 0, 0);
      }
      const blob = await out.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
      const bytes = new Uint8Array(await blob.arrayBuffer());
      let text = '';
      for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(text);
    },
    { width, height, blurred },
  );
  return Buffer.from(base64, 'base64');
}
