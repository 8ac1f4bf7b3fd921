/**
 * One autocannon run, reported the way the benches compare runs: requests, rate, latency
 * percentiles, how many answers took over a second and how many never came (autocannon's 10 s
 * timeout), and how many connections were answered at all. All are counted from every answer of
 * the measured part of the run, not read off a histogram.
 */
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** Seconds of load before the measured run (JIT, caches); 0 for none. */
  warmUpSeconds?: number;
  /** The server's process: its CPU time during the measured run is reported per answer. */
  serverPid?: number;
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  max: number;
  /** Answers that took longer than one second. */
  over1s: number;
  /** Requests with no answer within autocannon's 10 s timeout. */
  timeouts: number;
  /** Connections that got at least one answer (a connection never accepted gets none). */
  connectionsAnswered: number;
  /** Answers by status code (e.g. { 200: 5000 }). */
  statuses: Record<string, number>;
  errors: number;
  /** CPU time (user + system, all threads) the server spent per answer, when its pid was given. */
  serverCpuMsPerAnswer?: number;
}

/**
 * CPU seconds a process has used (user + system, all its threads), from /proc/<pid>/stat (Linux;
 * fields 14 and 15, in clock ticks of 1/100 s). A figure that shared, busy cores disturb far less
 * than rates and latencies do.
 */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

interface Answer {
  /** When it came, in ms from the start of the run. */
  at: number;
  ms: number;
  status: number;
  client: unknown;
}

/** Percentile by nearest rank of sorted values (0 when there are none). */
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

/**
 * One run of `warmUpSeconds + seconds` on the same connections; only what happens after the
 * warm-up counts (a separate warm-up run would leave its unanswered requests to the server).
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const warmUpMs = (options.warmUpSeconds ?? 2) * 1000;
  const answers: Answer[] = [];
  const timedOut: number[] = [];
  let started = 0;
  let cpuAtWarmUp = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: warmUpMs / 1000 + options.seconds,
        headers: options.headers ?? {},
      },
      (err: unknown, r) => (err ? reject(err instanceof Error ? err : new Error(String(err))) : resolve(r)),
    );
    started = performance.now();
    if (options.serverPid) {
      const pid = options.serverPid;
      setTimeout(() => (cpuAtWarmUp = cpuSeconds(pid)), warmUpMs);
    }
    instance.on('response', (client, status, _bytes, ms) =>
      answers.push({ at: performance.now() - started, ms, status, client }),
    );
    instance.on('reqError', (err: Error) => {
      if (err.message === 'request timed out') timedOut.push(performance.now() - started);
    });
  });
  const counted = answers.filter((a) => a.at >= warmUpMs);
  const latencies = counted.map((a) => a.ms).sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const a of counted) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
  const round = (x: number) => Math.round(x);
  return {
    requests: counted.length,
    rps: round(counted.length / options.seconds),
    p50: round(percentile(latencies, 50)),
    p97_5: round(percentile(latencies, 97.5)),
    p99: round(percentile(latencies, 99)),
    max: round(latencies.at(-1) ?? 0),
    over1s: latencies.filter((ms) => ms > 1000).length,
    timeouts: timedOut.filter((at) => at >= warmUpMs).length,
    connectionsAnswered: new Set(counted.map((a) => a.client)).size,
    statuses,
    errors: result.errors - result.timeouts,
    ...(options.serverPid && counted.length > 0
      ? { serverCpuMsPerAnswer: round2(((cpuSeconds(options.serverPid) - cpuAtWarmUp) * 1000) / counted.length) }
      : {}),
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** One line for the console: "<name>: 5732 requests, 573 req/s, p50 … ms". */
export function describeLoad(name: string, m: LoadResult): string {
  return (
    `${name}: ${m.requests} requests, ${m.rps} req/s, p50 ${m.p50} ms, p97.5 ${m.p97_5} ms, p99 ${m.p99} ms, ` +
    `max ${m.max} ms, over 1 s ${m.over1s}, timeouts ${m.timeouts}, ` +
    `connections answered ${m.connectionsAnswered}, statuses ${JSON.stringify(m.statuses)}` +
    (m.serverCpuMsPerAnswer === undefined ? '' : `, server CPU ${m.serverCpuMsPerAnswer} ms an answer`)
  );
}
