import { sql } from 'drizzle-orm';
import { rowsOf } from '../platform/db';
import { systemConfig } from '../platform/db/schema';
import type { AppContext } from '../platform/http/context';
import { hashPassword } from '../platform/passwords';
import { loadFeatureSeeds, type DemoIds } from '../features';
import { DEMO_PASSWORD, insertCoreDemoData } from './core-demo';
import { DEMO_NAMING } from './naming';

/** The demo accounts and the reference data have their own modules; their names stay importable from here. */
export { DEMO_PASSWORD, DEMO_USERS } from './core-demo';
export { insertReferenceData } from './reference-data';

const CORE_MARKER = 'demoData:core';

/**
 * Loads the demo data once: the core records, then each feature's own (features/<name>/seed.ts),
 * each under its own marker so a feature added later still gets its demo data on an existing
 * database. Safe at every start and from several processes at once (advisory lock).
 */
export async function seedDemoData(ctx: Pick<AppContext, 'db' | 'cipher'>): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const featureSeeds = await loadFeatureSeeds();
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(7305002)`);
    const markers = new Map(
      (
        await rowsOf<{ key: string; value: unknown }>(
          tx,
          sql`SELECT key, value FROM system_config WHERE key LIKE 'demoData:%'`,
        )
      ).map((r) => [r.key, r.value]),
    );
    let changed = false;
    let ids = markers.get(CORE_MARKER) as DemoIds | undefined;
    if (!ids) {
      ids = await insertCoreDemoData(tx, ctx.cipher, passwordHash);
      await tx.insert(systemConfig).values({ key: CORE_MARKER, value: ids });
      changed = true;
    }
    for (const { name, seed } of featureSeeds) {
      const key = `demoData:${name}`;
      if (markers.has(key)) continue;
      await seed(tx, ctx, ids, DEMO_NAMING);
      await tx.insert(systemConfig).values({ key, value: true });
      changed = true;
    }
    return changed;
  });
}
