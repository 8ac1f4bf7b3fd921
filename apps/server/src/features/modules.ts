import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The modules a feature folder may hold for the server to find. apps/server/build.mjs lists the same. */
export type FeatureFile = 'routes' | 'seed' | 'jobs';

/** One feature's routes.ts, seed.ts or jobs.ts, imported when `load` is called. */
export interface FeatureModule {
  /** The feature's folder name. */
  feature: string;
  /** Where the module is, for messages. */
  file: string;
  load: () => Promise<unknown>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * features/<name>/<kind>.ts of every feature that has one, in path order. Found on disk when the
 * server runs from its sources (tsx, vitest). The server build puts in place of this module the
 * same list written out at build time as `import('./<name>/<kind>.ts')` calls, so the bundle holds
 * every feature module: a path found at run time would name a .ts file Node cannot load.
 */
export function featureModules(kind: FeatureFile): FeatureModule[] {
  return readdirSync(here, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({ feature: d.name, file: path.join(here, d.name, `${kind}.ts`) }))
    .filter((m) => existsSync(m.file))
    .sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0))
    .map((m) => ({ ...m, load: () => import(m.file) as Promise<unknown> }));
}
