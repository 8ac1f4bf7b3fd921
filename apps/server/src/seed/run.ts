import { pathToFileURL } from 'node:url';
import { loadConfig, type Config } from '../platform/config';
import { migrate, openDb } from '../platform/db';
import { cipherOf, loadKeys } from '../platform/secrets';
import { syncCodeTables } from './code-tables';
import { seedDemoData } from './demo';

/**
 * Brings the configured database (DATABASE_URL, else the embedded one in PORTAL_DATA_DIR or ./data)
 * to the current schema, code tables up to date, and loads every demo data set it lacks, without
 * serving HTTP. The server does the same at each start outside production; this is for a database
 * prepared ahead (PORTAL_SEED=0 on the server, or a shared PostgreSQL). Refused in production.
 */
export async function seedConfiguredDatabase(config: Config): Promise<{ kind: string; loaded: boolean }> {
  if (config.nodeEnv === 'production') {
    throw new Error('Demo data is never loaded in production (NODE_ENV=production): its accounts share one password.');
  }
  const database = await openDb({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(database.db);
    await syncCodeTables(database.db);
    // The same key the server uses, so the demo records' personal data is readable by it.
    const keys = await loadKeys(database.db, config);
    const loaded = await seedDemoData({ db: database.db, cipher: cipherOf(keys) });
    return { kind: database.kind, loaded };
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  seedConfiguredDatabase(loadConfig()).then(
    ({ kind, loaded }) => console.log(`${loaded ? 'Demo data loaded' : 'Demo data was already there'} (${kind}).`),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
