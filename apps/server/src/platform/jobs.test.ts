import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from './clock';
import { runDueJobs, startBackgroundWork, type ScheduledJob } from './jobs';
import { startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ demo: false });
});
afterAll(async () => {
  await t.close();
});

describe('scheduled jobs', () => {
  it('a due job runs once even when two processes look at the same moment, then waits for its interval', async () => {
    let runs = 0;
    const job: ScheduledJob = {
      name: 'count-runs',
      every: { minutes: 1 },
      run: async () => {
        runs += 1;
        await new Promise((r) => setTimeout(r, 50));
        return runs;
      },
    };
    await Promise.all([runDueJobs(t.app.ctx, [job]), runDueJobs(t.app.ctx, [job])]);
    expect(runs).toBe(1);
    expect(await runDueJobs(t.app.ctx, [job])).toEqual({});
    clock.advance(61_000);
    expect(await runDueJobs(t.app.ctx, [job])).toEqual({ 'count-runs': 2 });
  });

  it('a job that fails is tried again at the next tick (its run time does not move)', async () => {
    let tries = 0;
    const job: ScheduledJob = {
      name: 'fails-once',
      every: { hours: 1 },
      run: async () => {
        tries += 1;
        if (tries === 1) throw new Error('database busy');
        return 0;
      },
    };
    await expect(runDueJobs(t.app.ctx, [job])).rejects.toThrow('database busy');
    expect(await runDueJobs(t.app.ctx, [job])).toEqual({ 'fails-once': 0 });
    expect(tries).toBe(2);
  });

  it('a worker that says work is left runs again at once, then waits for its interval', async () => {
    let ticks = 0;
    const runner = startBackgroundWork(
      t.app.ctx,
      { jobs: [], workers: [{ name: 'drains', everyMs: 60_000, tick: async () => ++ticks < 4 }] },
      t.app.log,
      60_000,
    );
    await new Promise((r) => setTimeout(r, 300));
    await runner.stop();
    // Three ticks with work left, then the fourth found none: the next is a minute away.
    expect(ticks).toBe(4);
  });
});
