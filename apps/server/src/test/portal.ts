import { buildApp } from '../app';
import { loadConfig } from '../platform/config';
import { migrate, openDb, type OpenDbOptions } from '../platform/db';

/** A small PDF that passes the upload checks (a catalog, pages and a trailer). */
export const MINIMAL_PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/**
 * A portal as main.ts starts one, on a database of the test's choosing (a data folder or a
 * PostgreSQL URL): the database, its migrations, then the app, with the given settings.
 */
export async function startPortal(db: OpenDbOptions, env: Record<string, string>) {
  const database = await openDb(db);
  await migrate(database.db);
  const config = loadConfig({ NODE_ENV: 'test', PORTAL_WEB_DIST: '/nonexistent', ...env });
  const app = await buildApp({ config, database });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
