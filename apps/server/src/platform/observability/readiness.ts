import { sql } from 'drizzle-orm';
import type { BlobStore } from '../blobs/store';
import { pendingMigrations, type Db } from '../db';

/** What each readiness check found: `ok`, or why the process should not get work now. */
export type CheckResult = 'ok' | 'draining' | 'pending' | 'unreachable' | 'timeout';

export interface ReadinessReport {
  ready: boolean;
  checks: { draining: CheckResult; database: CheckResult; migrations: CheckResult; blobs: CheckResult };
}

/** A check slower than this counts as failed: a load balancer must not wait on a hung database. */
const CHECK_TIMEOUT_MS = 2_000;

async function within(work: () => Promise<CheckResult>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<CheckResult>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), CHECK_TIMEOUT_MS);
    timer.unref();
  });
  try {
    return await Promise.race([work().catch((): CheckResult => 'unreachable'), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Whether this process should get work (GET /readyz), as opposed to whether it is alive
 * (GET /healthz). Not ready while it drains after SIGTERM, while the database or the blob store
 * cannot be reached, or while the database lacks a migration this version needs (another
 * process is still applying them). A process does not listen before its own migrations ran.
 */
export class Readiness {
  #draining = false;

  constructor(
    private readonly db: Db,
    private readonly blobs: BlobStore,
  ) {}

  get draining(): boolean {
    return this.#draining;
  }

  /** From now on /readyz answers 503; requests are still served until the app closes. */
  startDraining(): void {
    this.#draining = true;
  }

  async check(): Promise<ReadinessReport> {
    const [database, migrations, blobs] = await Promise.all([
      within(async () => (await this.db.execute(sql`SELECT 1`), 'ok')),
      within(async () => ((await pendingMigrations(this.db)) === 0 ? 'ok' : 'pending')),
      within(async () => (await this.blobs.probe(), 'ok')),
    ]);
    const checks = { draining: this.#draining ? ('draining' as const) : ('ok' as const), database, migrations, blobs };
    return { ready: Object.values(checks).every((c) => c === 'ok'), checks };
  }
}
