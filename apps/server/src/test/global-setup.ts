import { ensurePgliteTemplate } from './pglite-template';

/** Vitest's global setup (vitest.config.ts): the migrated PGlite copy every API test app starts from. */
export default async function setup(): Promise<void> {
  process.env.PORTAL_TEST_PGLITE_TEMPLATE = await ensurePgliteTemplate();
}
