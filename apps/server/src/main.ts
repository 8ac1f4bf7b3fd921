import { loadConfig } from './platform/config';
import { migrate, openDb } from './platform/db';
import { buildApp } from './app';
import { syncCodeTables } from './seed/code-tables';
import { seedDemoData } from './seed/demo';

/** Starts the portal: database, migrations, code tables, demo data (outside production), then HTTP. */
async function main() {
  const config = loadConfig();
  const database = await openDb({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database.db);
  const app = await buildApp({ config, database });
  await syncCodeTables(app.ctx.db);
  if (config.seedDemo) {
    await seedDemoData(app.ctx);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // Draining: /readyz answers 503 so the load balancer stops sending work, while requests
    // already on their way are still served; then the app closes (ADR 0830).
    app.ctx.readiness.startDraining();
    app.log.info({ signal, drainMs: config.drainMs }, 'draining, then shutting down');
    if (config.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, config.drainMs));
    try {
      await app.close();
    } finally {
      // Closing PGlite flushes its files, so the data directory is never left half-written.
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  app.log.info(`Portal ready at http://localhost:${config.port} (${database.kind})`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
