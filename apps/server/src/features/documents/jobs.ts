import type { FeatureWorkers, ScheduledJob } from '../../platform/jobs';
import { knownBlobKeys } from './repo';
import { removeAbandoned } from './resumable-repo';

/** A file or temp file younger than this may belong to an upload still on its way to its row. */
const SWEEP_GRACE_MS = 60 * 60_000;

/** A resumable upload nothing was sent to for this long is abandoned (ADR 0303). */
export const RESUMABLE_IDLE_MS = 24 * 60 * 60_000;

/**
 * Files without rows (a crash between the file's commit and its row), once across all processes;
 * resumable uploads abandoned for 24 hours, with the bytes they kept.
 */
export const jobs: ScheduledJob[] = [
  {
    name: 'remove-abandoned-resumable-uploads',
    every: { hours: 1 },
    run: (db) => removeAbandoned(db, RESUMABLE_IDLE_MS),
  },
  {
    name: 'sweep-orphan-blobs',
    every: { hours: 1 },
    run: (db, ctx) => ctx.blobs.sweepOrphans((keys) => knownBlobKeys(db, keys), SWEEP_GRACE_MS),
  },
];

/** Stale temp files, in every process: each machine has its own temp directory. */
export const workers: FeatureWorkers = (ctx) => [
  {
    name: 'sweep-temp-uploads',
    everyMs: 10 * 60_000,
    tick: async () => void (await ctx.blobs.sweepTemp(SWEEP_GRACE_MS)),
  },
];
