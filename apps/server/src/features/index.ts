import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../platform/db';
import type { AppContext } from '../platform/http/context';
import type { FeatureWorkers, ScheduledJob } from '../platform/jobs';
import { featureModules } from './modules';
import type { DemoNaming } from '../seed/naming';

/**
 * Every feature's routes: features/<name>/routes.ts exporting `routes` (a Fastify plugin).
 * Found by folder, so features are added without editing a shared list.
 */
export async function loadFeatureRoutes(): Promise<FastifyPluginAsync[]> {
  const found: FastifyPluginAsync[] = [];
  for (const { file, load } of featureModules('routes')) {
    const mod = (await load()) as { routes?: FastifyPluginAsync };
    if (!mod.routes) throw new Error(`${file} must export "routes"`);
    found.push(mod.routes);
  }
  return found;
}

/**
 * Demo data of one feature, given the core demo records it can refer to. `naming` names what the
 * seed makes: as written for `npm start`, or uniquely for a test world (seed/naming.ts); data
 * every world shares (settings, banner texts) is written once and left alone after.
 */
export type FeatureSeed = (tx: Db, ctx: Pick<AppContext, 'cipher'>, demo: DemoIds, naming: DemoNaming) => Promise<void>;

export interface DemoIds {
  users: Record<string, string>;
  persons: Record<'ana' | 'leo' | 'sam', string>;
  cases: Record<'rivera' | 'okafor', string>;
  caseworkers: Record<'maria' | 'james', string>;
  officeId: string;
}

/** features/<name>/seed.ts exporting `seed` and a `name`, each run once per database. */
export async function loadFeatureSeeds(): Promise<{ name: string; seed: FeatureSeed }[]> {
  const found: { name: string; seed: FeatureSeed }[] = [];
  for (const { feature, file, load } of featureModules('seed')) {
    const mod = (await load()) as { seed?: FeatureSeed };
    if (!mod.seed) throw new Error(`${file} must export "seed"`);
    found.push({ name: feature, seed: mod.seed });
  }
  return found;
}

/**
 * Background work of every feature: features/<name>/jobs.ts exporting `jobs` (scheduled, run
 * once across processes) and/or `workers` (loops run often in every process).
 */
export async function loadFeatureJobs(): Promise<{ jobs: ScheduledJob[]; workers: FeatureWorkers[] }> {
  const jobs: ScheduledJob[] = [];
  const workers: FeatureWorkers[] = [];
  for (const { file, load } of featureModules('jobs')) {
    const mod = (await load()) as { jobs?: ScheduledJob[]; workers?: FeatureWorkers };
    if (!mod.jobs && !mod.workers) throw new Error(`${file} must export "jobs" or "workers"`);
    jobs.push(...(mod.jobs ?? []));
    if (mod.workers) workers.push(mod.workers);
  }
  return { jobs, workers };
}
