import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.resolve(here, '..');
const repoRoot = path.resolve(webRoot, '../..');

/** USWDS's font files (one folder per typeface). */
const SOURCE_DIR = path.resolve(
  createRequire(import.meta.url).resolve('@uswds/uswds/uswds-core/_index.scss'),
  '../src/assets/fonts',
);
/** The subset fonts, made by the build; src/uswds.scss reads its fonts from here (alias FONTS_ALIAS). */
export const SUBSET_DIR = path.join(repoRoot, 'node_modules', '.cache', 'portal-fonts');
export const FONTS_ALIAS = '@portal-fonts';

/**
 * The characters of English and Spanish text: printable ASCII, Latin-1 (á é í ñ ó ú ü ¿ ¡ « » …),
 * typographic quotes and dashes, the bullet, the ellipsis, the euro and trade marks. Names outside
 * it (ā, ł, ő…) are drawn by the next font of the stack, glyph by glyph.
 */
const RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];

/**
 * What else is kept: the OpenType features browsers apply by default (kerning, ligatures,
 * contextual forms, accents), not the ones the portal never asks for (small capitals, old-style
 * figures, fractions…), whose extra glyphs were a third of a file; and no hinting instructions
 * (about 7 KB of each Merriweather file; the headings it draws are large, where hints matter least).
 */
const OPTIONS = {
  targetFormat: 'woff2',
  keepFeatures: ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig'],
  noHinting: true,
} as const;

/** The subset's characters: the ranges, and any other character the sources write. */
export function subsetCharacters(sourceDirs: string[]): string {
  const chars = new Set<string>();
  for (const [from, to] of RANGES) for (let c = from; c <= to; c++) chars.add(String.fromCodePoint(c));
  const scan = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) scan(file);
      else if (/\.tsx?$/.test(entry.name)) {
        for (const ch of readFileSync(file, 'utf8')) if (ch.codePointAt(0)! > 0x7e && ch.trim()) chars.add(ch);
      }
    }
  };
  sourceDirs.forEach(scan);
  return [...chars].sort().join('');
}

/**
 * Writes a subset of every USWDS woff2 font into SUBSET_DIR, keeping the folders and names, unless
 * the same font, characters and options were subset before (a hash of the three marks each file).
 */
export async function subsetFonts(characters: string): Promise<number> {
  let made = 0;
  for (const typeface of readdirSync(SOURCE_DIR)) {
    const from = path.join(SOURCE_DIR, typeface);
    const to = path.join(SUBSET_DIR, typeface);
    mkdirSync(to, { recursive: true });
    for (const name of readdirSync(from).filter((n) => n.endsWith('.woff2'))) {
      const font = readFileSync(path.join(from, name));
      const key = createHash('sha256')
        .update(font)
        .update(characters)
        .update(JSON.stringify(OPTIONS))
        .digest('hex')
        .slice(0, 16);
      const target = path.join(to, name);
      const stamp = `${target}.${key}`;
      if (existsSync(stamp) && existsSync(target)) continue;
      for (const old of readdirSync(to).filter((n) => n.startsWith(`${name}.`))) rmSync(path.join(to, old));
      writeFileSync(target, await subsetFont(font, characters, OPTIONS));
      writeFileSync(stamp, '');
      made++;
    }
  }
  return made;
}

/** The faces nearly every page draws with (body text, bold text, headings): fetched with the HTML. */
const PRELOADED = [/^sourcesanspro-regular-webfont-/, /^sourcesanspro-bold-webfont-/, /^Latin-Merriweather-Bold-/];

/**
 * The build's font step: subset fonts before any style sheet asks for them, and preload the
 * faces of PRELOADED from the HTML, so they arrive with the style sheet instead of after it.
 */
export function fonts(): Plugin {
  return {
    name: 'portal-fonts',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return []; // the development server serves the fonts as the CSS asks
        const files = Object.keys(ctx.bundle).filter((f) => f.endsWith('.woff2'));
        return PRELOADED.map((face) => {
          const file = files.find((f) => face.test(path.basename(f)));
          if (!file) throw new Error(`no built font for ${face}`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          };
        });
      },
    },
    async buildStart() {
      const started = performance.now();
      const made = await subsetFonts(
        subsetCharacters([
          path.join(webRoot, 'src'),
          ...readdirSync(path.join(repoRoot, 'packages')).map((p) => path.join(repoRoot, 'packages', p, 'src')),
        ]),
      );
      if (made > 0) this.info(`subset ${made} fonts in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
