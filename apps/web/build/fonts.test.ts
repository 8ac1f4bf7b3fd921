import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { subsetCharacters } from './fonts';

describe('the characters the fonts keep', () => {
  it('has English and Spanish text, and any other character a source writes', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'font-chars-'));
    try {
      writeFileSync(path.join(dir, 'page.tsx'), "const t = { en: 'Step 1 → 2', es: 'Paso 1 → 2' };");
      const chars = subsetCharacters([dir]);
      for (const ch of 'AZaz09 ¿¡áéíóúÁÉÍÓÚñÑüÜ«»’‘“”–—…•€$%§·') expect(chars, ch).toContain(ch);
      expect(chars).toContain('→');
      expect(chars).not.toContain('ł');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
