import type { ScheduledJob } from '../../platform/jobs';
import { knownBlobKeys } from './repo';

/** A file or temp file younger than this may belong to an upload still on its way to its row. */
const SWEEP_GRACE_MS = 60 * 60_000;

/** Files without rows (a crash between the file's move and its row) and stale temp files go. */
export const jobs: ScheduledJob[] = [
  {
    name: 'sweep-orphan-blobs',
    every: { hours: 1 },
    run: async (db, ctx) => {
      const swept = await ctx.blobs.sweep((keys) => knownBlobKeys(db, keys), SWEEP_GRACE_MS);
      return swept.temp + swept.orphans;
    },
  },
];
