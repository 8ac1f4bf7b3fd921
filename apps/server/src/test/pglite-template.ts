import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate, pgliteExtensions, type Db } from '../platform/db';

/**
 * A migrated, empty PGlite data directory for the API tests to start from. Starting PGlite in
 * memory and running every migration took about 2 s of every test app (6–9 s on a loaded
 * machine); loading this copy takes a fraction of that. Made once, by the suite's global setup,
 * and kept in the temporary folder under a name that changes with the migrations and PGlite's
 * version, so a changed migration makes a new one.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const migrationsDir = path.join(here, '..', 'platform', 'db', 'migrations');

function templatePath(): string {
  const hash = createHash('sha256');
  // PGlite's own version (a new one may read a data directory differently).
  const pglite = path.join(here, '..', '..', '..', '..', 'node_modules', '@electric-sql', 'pglite', 'package.json');
  hash.update(existsSync(pglite) ? readFileSync(pglite) : 'pglite');
  for (const file of readdirSync(migrationsDir).sort())
    hash.update(file).update(readFileSync(path.join(migrationsDir, file)));
  return path.join(os.tmpdir(), `portal-pglite-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** Makes the copy if this version of the migrations has none yet; returns where it is. */
export async function ensurePgliteTemplate(): Promise<string> {
  const file = templatePath();
  if (existsSync(file)) return file;
  const client = new PGlite('memory://', { extensions: pgliteExtensions });
  try {
    await migrate(drizzle(client) as unknown as Db);
    const dump = await client.dumpDataDir('none');
    // Written beside, then renamed: a reader never sees half a file.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  } finally {
    await client.close();
  }
  return file;
}

/** Where the suite's global setup put the copy (PORTAL_TEST_PGLITE_TEMPLATE), read once per process. */
let loaded: Blob | undefined;
export function pgliteTemplate(): Blob | undefined {
  const file = process.env.PORTAL_TEST_PGLITE_TEMPLATE;
  if (!file || !existsSync(file)) return undefined;
  loaded ??= new Blob([readFileSync(file)]);
  return loaded;
}
