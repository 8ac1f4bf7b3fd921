import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { zodModules } from './zod-modules.js';

describe('zodModules: which contracts modules the browser may not load', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'zod-modules-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const files = {
    'schemas.ts': "import { z } from 'zod';\nexport const A = z.string();\n",
    'index.ts': "export * from './schemas';\nexport * from './paths';\n",
    'paths.ts': "import type { A } from './schemas';\nexport const PATH = '/a';\n",
    'uses-paths.ts': "import {\n  PATH,\n} from './paths';\nexport const B = PATH;\n",
    'via-schemas.ts': "import { type Other, A } from './schemas';\nexport const C = A;\n",
    'typed.ts': "import type { z } from 'zod';\nexport type T = z.ZodType;\n",
    'schemas.test.ts': "import { z } from 'zod';\n",
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);

  it('names the modules that import zod and those that load them, not type-only importers', () => {
    expect(zodModules(dir)).toEqual(['index', 'schemas', 'via-schemas']);
  });
});
