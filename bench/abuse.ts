/**
 * Abuse run (`npx tsx bench/abuse.ts`): does a sign-in flood starve everyone else? The portal
 * runs as `npm start` runs it (PGlite on disk, demo data). The call every visitor's first page
 * makes and every open page polls, GET system_configurations, is measured in turns: a window
 * alone (its normal rate), then a window while 16 connections send wrong-password sign-ins
 * (bench/login-flood.ts, its own process), and again, so that the load others put on a shared
 * machine weighs on both alike. Fails (exit 1) when the public call keeps 50% of its normal rate
 * or less under the flood.
 *
 * BENCH_FLOOD_ADDRESSES=many: the portal trusts one proxy hop and each try comes from another
 * address, so the per-address limit never stops the flood and every try is a password check.
 * The last line of output is the result as JSON, for bench/RESULTS.md.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { urlOf } from '@portal/contracts/calls';
import { describeLoad, load, type LoadResult } from './load';
import { root, startPortal, Visitor } from './portal';

const PORT = Number(process.env.BENCH_ABUSE_PORT ?? 8396);
const WINDOW_SECONDS = Number(process.env.BENCH_ABUSE_WINDOW_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ABUSE_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const FLOOD_CONNECTIONS = 16;
const MANY_ADDRESSES = process.env.BENCH_FLOOD_ADDRESSES === 'many';
/** The public call must keep more than this share of its normal rate under the flood. */
const REQUIRED_SHARE = 0.5;

interface FloodResult {
  requests: number;
  rps: number;
  statuses: Record<string, number>;
}

/** Starts the flood for `seconds`; `started` resolves once it sends, `done` with its answers. */
function flood(base: string, headers: Record<string, string>, seconds: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/login-flood.ts')], {
    cwd: root,
    env: {
      ...process.env,
      BENCH_FLOOD_BASE: base,
      BENCH_FLOOD_HEADERS: JSON.stringify(headers),
      BENCH_FLOOD_CONNECTIONS: String(FLOOD_CONNECTIONS),
      BENCH_FLOOD_SECONDS: String(seconds),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  let onStart: () => void = () => {};
  const started = new Promise<void>((resolve) => (onStart = resolve));
  child.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
    if (out.includes('flooding\n')) onStart();
  });
  const done = new Promise<FloodResult>((resolve, reject) => {
    child.on('exit', (code) => {
      try {
        resolve(JSON.parse(out.trim().split('\n').pop() ?? '') as FloodResult);
      } catch {
        reject(new Error(`the flood did not report (exit ${code})`));
      }
    });
  });
  return { started, done };
}

/** Windows of one kind taken together: their answers over their seconds, the worst latencies. */
function together(windows: LoadResult[]) {
  const requests = windows.reduce((sum, w) => sum + w.requests, 0);
  return {
    requests,
    rps: Math.round(requests / (windows.length * WINDOW_SECONDS)),
    windowRps: windows.map((w) => w.rps),
    p50: Math.max(...windows.map((w) => w.p50)),
    p99: Math.max(...windows.map((w) => w.p99)),
    max: Math.max(...windows.map((w) => w.max)),
    errors: windows.reduce((sum, w) => sum + w.errors + w.timeouts, 0),
  };
}

async function main() {
  const portal = await startPortal(PORT, MANY_ADDRESSES ? { TRUST_PROXY_HOPS: '1' } : {});
  try {
    const url = `${portal.base}${urlOf('systemConfigurations')}`;
    const measure = () => load({ url, connections: CONNECTIONS, seconds: WINDOW_SECONDS, warmUpSeconds: 0 });
    await load({ url, connections: CONNECTIONS, seconds: 2, warmUpSeconds: 0 });
    const attacker = await new Visitor(portal.base).start();
    const normal: LoadResult[] = [];
    const flooded: LoadResult[] = [];
    const floods: FloodResult[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      normal.push(await measure());
      console.log(describeLoad(`round ${round}, public call alone`, normal.at(-1)!));
      // The flood is under way before the window opens and ends after it closes.
      const attack = flood(portal.base, attacker.headers(), WINDOW_SECONDS + 2);
      await attack.started;
      await new Promise((r) => setTimeout(r, 500));
      flooded.push(await measure());
      console.log(describeLoad(`round ${round}, public call under the flood`, flooded.at(-1)!));
      floods.push(await attack.done);
      console.log(`round ${round}, the flood: ${JSON.stringify(floods.at(-1))}`);
    }
    const alone = together(normal);
    const under = together(flooded);
    const share = under.requests / alone.requests;
    const statuses: Record<string, number> = {};
    for (const f of floods) for (const [s, n] of Object.entries(f.statuses)) statuses[s] = (statuses[s] ?? 0) + n;
    const report = {
      machine: `${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)}`,
      publicCall: 'GET system_configurations',
      connections: CONNECTIONS,
      floodConnections: FLOOD_CONNECTIONS,
      floodAddresses: MANY_ADDRESSES ? 'a new one every try (one proxy hop trusted)' : 'one',
      windows: `${ROUNDS} × (${WINDOW_SECONDS} s alone, ${WINDOW_SECONDS} s under the flood)`,
      alone,
      underFlood: under,
      flood: { tries: floods.reduce((sum, f) => sum + f.requests, 0), answers: statuses },
      share: Math.round(share * 100) / 100,
      required: `> ${REQUIRED_SHARE}`,
      passed: share > REQUIRED_SHARE,
    };
    console.log(
      `public call: ${alone.rps} req/s alone, ${under.rps} req/s under the flood: ${Math.round(share * 100)}%`,
    );
    console.log(JSON.stringify(report));
    if (!report.passed) {
      console.error(`FAIL: under the flood the public call kept ${Math.round(share * 100)}% of its normal rate`);
      process.exitCode = 1;
    }
  } finally {
    await portal.stop();
  }
}

main()
  .then(() => process.exit(process.exitCode ?? 0))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
