import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** `import`/`export … from` statements that load a module when run (not `import type`/`export type`). */
const RUNTIME_FROM = /^(?:import|export)\b(?!\s+type\b)[^;]*?\bfrom\s+'([^']+)'/gm;

/**
 * The modules of a package folder that load zod when run: those that import it, and those that
 * import or re-export such a module, found again at every lint run so no list goes stale.
 */
export function zodModules(dir) {
  const deps = new Map();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    const text = readFileSync(path.join(dir, file), 'utf8');
    deps.set(
      file.slice(0, -3),
      [...text.matchAll(RUNTIME_FROM)].map((m) => m[1]),
    );
  }
  const zod = new Set();
  let grew = true;
  while (grew) {
    grew = false;
    for (const [name, sources] of deps) {
      if (zod.has(name)) continue;
      if (sources.some((s) => s === 'zod' || zod.has(s.replace(/^\.\//, '')))) {
        zod.add(name);
        grew = true;
      }
    }
  }
  return [...zod].sort();
}
