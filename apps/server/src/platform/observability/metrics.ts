import { createServer, type Server } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { clock } from '../clock';
import { rowsOf, type Database } from '../db';
import { statementKind } from '../db/observe';
import { PlainCounter, PlainHistogram } from './series';
import { sql } from 'drizzle-orm';

type CounterChild = ReturnType<Counter['labels']>;

/** The series of one call name and method, looked up once. */
interface RouteSeries {
  duration: ReturnType<PlainHistogram['series']>;
  byStatus: Map<number, ReturnType<PlainCounter['series']>>;
  errors: CounterChild;
  throttled: CounterChild;
}

/**
 * Prometheus metrics of one app (its own registry, so two apps in one test process do not mix).
 * Labels are only ever names the code chose — the endpoint table's call names, job names,
 * outbox channels and statuses, HTTP status codes — never a path, an id or anything a person typed.
 */
export class Metrics {
  readonly registry = new Registry();

  /** Counted on every answer: plain numbers read at scrape time (series.ts). */
  readonly requests = new PlainCounter(
    'portal_http_requests_total',
    'Requests answered, by call name (the endpoint table), method and status code.',
    this.registry,
  );

  readonly errors = new Counter({
    name: 'portal_http_errors_total',
    help: 'Requests answered with a server error (5xx), by call name.',
    labelNames: ['endpoint'] as const,
    registers: [this.registry],
  });

  readonly duration = new PlainHistogram(
    'portal_http_request_duration_seconds',
    'Time from the request arriving to the answer sent, by call name.',
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    this.registry,
  );

  readonly signInFailures = new Counter({
    name: 'portal_sign_in_failures_total',
    help: 'Sign-ins refused for a wrong username or password (401 on the login call).',
    registers: [this.registry],
  });

  readonly throttled = new Counter({
    name: 'portal_throttled_total',
    help: 'Requests refused by a rate limit (429), by call name.',
    labelNames: ['endpoint'] as const,
    registers: [this.registry],
  });

  readonly uploadBytes = new Histogram({
    name: 'portal_upload_request_bytes',
    help: 'Size of accepted upload requests (their body as sent, base64 included), by call name.',
    labelNames: ['endpoint'] as const,
    buckets: [64e3, 256e3, 1e6, 4e6, 16e6, 64e6, 256e6, 1e9],
    registers: [this.registry],
  });

  readonly uploadRefusals = new Counter({
    name: 'portal_upload_refusals_total',
    help: 'Upload requests refused (4xx: bad file, too large, over quota, throttled), by call name and status.',
    labelNames: ['endpoint', 'status'] as const,
    registers: [this.registry],
  });

  readonly piiReencrypted = new Counter({
    name: 'portal_pii_reencrypted_total',
    help: 'Stored personal-data values rewritten with the current key by the key-rotation worker.',
    registers: [this.registry],
  });

  readonly statementDuration = new PlainHistogram(
    'portal_db_statement_duration_seconds',
    'Time of each database statement as the server waits for it, by operation (select, insert…).',
    [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 1, 5],
    this.registry,
  );

  readonly #routes = new Map<string, Map<string, RouteSeries>>();
  readonly #operations = new Map<string, ReturnType<PlainHistogram['series']>>();

  constructor(database: Database) {
    const { db } = database;
    collectDefaultMetrics({ register: this.registry, prefix: 'portal_' });
    const registers = [this.registry];
    const pool = database.pool;
    if (pool) {
      new Gauge({
        name: 'portal_db_pool_connections',
        help: 'PostgreSQL pool connections: open (total), idle, and callers waiting for one.',
        labelNames: ['state'] as const,
        registers,
        collect() {
          const use = pool();
          this.set({ state: 'total' }, use.total);
          this.set({ state: 'idle' }, use.idle);
          this.set({ state: 'waiting' }, use.waiting);
        },
      });
    }

    const outboxDepth = new Gauge({
      name: 'portal_outbox_messages',
      help: 'Outbox messages by channel and status (QUEUED: waiting to go out; FAILED: gave up).',
      labelNames: ['channel', 'status'] as const,
      registers,
      async collect() {
        this.reset();
        const rows = await rowsOf<{ channel: string; status: string; n: number }>(
          db,
          sql`SELECT channel, status, count(*)::int AS n FROM outbox_messages GROUP BY channel, status`,
        );
        for (const r of rows) this.set({ channel: r.channel, status: r.status }, r.n);
      },
    });
    const outboxAge = new Gauge({
      name: 'portal_outbox_oldest_queued_seconds',
      help: 'Age of the oldest message still queued, by channel (0 when none waits).',
      labelNames: ['channel'] as const,
      registers,
      async collect() {
        this.reset();
        const rows = await rowsOf<{ channel: string; oldest: string | Date }>(
          db,
          sql`SELECT channel, min(created_at) AS oldest FROM outbox_messages WHERE status = 'QUEUED' GROUP BY channel`,
        );
        const now = clock.now().getTime();
        for (const channel of ['EMAIL', 'SMS']) this.set({ channel }, 0);
        for (const r of rows)
          this.set({ channel: r.channel }, Math.max(0, (now - new Date(r.oldest).getTime()) / 1000));
      },
    });
    const jobLag = new Gauge({
      name: 'portal_job_lag_seconds',
      help: 'How far each scheduled job is behind its next run time (0 when not yet due).',
      labelNames: ['job'] as const,
      registers,
      async collect() {
        this.reset();
        const rows = await rowsOf<{ name: string; next: string | Date }>(
          db,
          sql`SELECT name, next_run_at AS next FROM scheduled_jobs`,
        );
        const now = clock.now().getTime();
        for (const r of rows) this.set({ job: r.name }, Math.max(0, (now - new Date(r.next).getTime()) / 1000));
      },
    });
    void outboxDepth;
    void outboxAge;
    void jobLag;
  }

  /** Counts one answer (the label children of its call name are made once, then reused). */
  countAnswer(endpoint: string, method: string, status: number, seconds: number): void {
    let methods = this.#routes.get(endpoint);
    if (!methods) this.#routes.set(endpoint, (methods = new Map()));
    let series = methods.get(method);
    if (!series) {
      series = {
        duration: this.duration.series({ endpoint, method }),
        byStatus: new Map(),
        errors: this.errors.labels({ endpoint }),
        throttled: this.throttled.labels({ endpoint }),
      };
      methods.set(method, series);
    }
    let counter = series.byStatus.get(status);
    if (!counter)
      series.byStatus.set(status, (counter = this.requests.series({ endpoint, method, status: String(status) })));
    counter.inc();
    series.duration.observe(seconds);
    if (status >= 500) series.errors.inc();
    if (status === 429) series.throttled.inc();
  }

  /** Counts one database statement's time under its operation. */
  statementTime(text: string, seconds: number): void {
    const { operation } = statementKind(text);
    let child = this.#operations.get(operation);
    if (!child) this.#operations.set(operation, (child = this.statementDuration.series({ operation })));
    child.observe(seconds);
  }

  /** The text a Prometheus server scrapes. */
  async scrape(): Promise<string> {
    return this.registry.metrics();
  }
}

const NAMED_PLATFORM_ROUTES = new Set(['/healthz', '/readyz', '/api/openapi.json']);

/**
 * The label a request is counted under: its call name from the endpoint table, a fixed name for
 * the platform's own routes, `static` for the web app's files and screens, `not_found` otherwise.
 */
export function endpointLabel(req: FastifyRequest): string {
  const options = req.routeOptions;
  const name = (options.schema as { operationId?: unknown } | undefined)?.operationId;
  if (typeof name === 'string') return name;
  if (options.url && NAMED_PLATFORM_ROUTES.has(options.url)) return options.url;
  if (req.is404) return req.url.startsWith('/api/') ? 'not_found' : 'static';
  return 'static';
}

const isUpload = (endpoint: string) => /^upload/.test(endpoint);

/** Counts every answer of `app` in `metrics`. */
export function countRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', (req, reply, done) => {
    const endpoint = endpointLabel(req);
    const status = reply.statusCode;
    metrics.countAnswer(endpoint, req.method, status, reply.elapsedTime / 1000);
    if (endpoint === 'login' && status === 401) metrics.signInFailures.inc();
    if (isUpload(endpoint)) {
      if (status >= 400 && status < 500) metrics.uploadRefusals.inc({ endpoint, status: String(status) });
      else if (status < 400) metrics.uploadBytes.observe({ endpoint }, Number(req.headers['content-length'] ?? 0));
    }
    done();
  });
}

/**
 * Serves GET /metrics on its own port (the operator's network, never the public listener).
 * Resolves with the server once it listens; close it with the app.
 */
export async function serveMetrics(metrics: Metrics, host: string, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metrics.scrape().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
