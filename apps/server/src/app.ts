import { existsSync } from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance, type FastifyRequest } from 'fastify';
import { TEST_WORLD_HEADER } from '@portal/contracts/test-world';
import { clock } from './platform/clock';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './platform/config';
import type { Database } from './platform/db';
import { installCompression } from './platform/http/compression';
import { sessionCookieName } from './platform/http/context';
import { installHttpRules, isApiCall } from './platform/http/plugin';
import { readPageModules, startUpPreloads } from './platform/http/start-up-preloads';
import { responseSerializer } from './platform/http/serializer';
import { openBlobStore } from './platform/blobs/open';
import { platformJobs } from './platform/housekeeping';
import { apiError } from './platform/http/errors';
import { startBackgroundWork } from './platform/jobs';
import { cipherOf, loadKeys } from './platform/secrets';
import { piiRotationWorkers } from './platform/pii-rotation';
import { countRequests, Metrics, serveMetrics } from './platform/observability/metrics';
import { Readiness } from './platform/observability/readiness';
import { traceRequests, watchStatements } from './platform/observability/trace-requests';
import { Tracing } from './platform/observability/tracing';
import { SESSION_CHANNEL, SessionStore } from './platform/sessions';
import { loadFeatureJobs, loadFeatureRoutes } from './features';

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Where log lines go (standard output when unset); tests read them here. */
  logStream?: { write(line: string): void };
}

/** PII that must never reach a log line, wherever it appears in a logged object. */
const REDACT = [
  'req.headers.cookie',
  'req.headers["x-csrf-token"]',
  'res.headers["set-cookie"]',
  '*.password',
  '*.ssn',
  '*.birthDate',
  '*.dateOfBirth',
  '*.confirmationCode',
  '*.code',
];

/**
 * Test hooks only: a request that names its test world (x-portal-test-world) runs on that
 * world's clock. Entered again after the body is read, since reading it leaves the context.
 */
function runOnTestWorldClock(app: FastifyInstance): void {
  clock.enableWorlds();
  const enter = (req: FastifyRequest, _reply: unknown, done: () => void) => {
    const world = Number(req.headers[TEST_WORLD_HEADER]);
    if (Number.isSafeInteger(world) && world > 0) clock.inWorld(world, done);
    else done();
  };
  app.addHook('onRequest', enter);
  app.addHook('preValidation', enter);
  app.addHook('preHandler', enter);
}

export async function buildApp({ config, database, logStream }: BuildOptions): Promise<FastifyInstance> {
  const tracing = config.traces.endpoint
    ? new Tracing({ ...config.traces, endpoint: config.traces.endpoint })
    : undefined;
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT, censor: '[redacted]' },
      // Without statement spans there is no async context to read: a recorded request's own
      // log lines carry its trace id through their child logger (trace-requests.ts).
      ...(tracing?.followsStatements ? { mixin: () => tracing.logFields() } : {}),
      ...(logStream ? { stream: logStream } : {}),
    },
    // The client's address comes from X-Forwarded-For only through the configured proxy hops;
    // by default the header is ignored, so a caller cannot choose the address limits count by.
    trustProxy: config.trustProxyHops > 0 ? (_address: string, hop: number) => hop < config.trustProxyHops : false,
    bodyLimit: 1_048_576,
    // A request must arrive whole within requestTimeout; a socket that goes quiet (a body that
    // stops arriving) is closed after idleTimeout, which also frees its upload slot.
    requestTimeout: config.http.requestTimeoutMs,
    connectionTimeout: config.http.idleTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: {
      requestTimeout: config.http.requestTimeoutMs,
      headersTimeout: Math.min(config.http.requestTimeoutMs, 20_000),
      // Node looks for overdue requests at this pace (its default, 30 s, would stretch the limit).
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(config.http.requestTimeoutMs / 4))),
    },
    // One line per request is noise at this volume; errors and warnings are still logged.
    logController: new LogController({ disableRequestLogging: true }),
  });
  // Only JSON bodies are read (the documents upload has its own JSON reader); text/plain is refused.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  // The test suite checks every answer's fast writing against zod's (serializer.ts).
  app.setSerializerCompiler(responseSerializer(config.nodeEnv === 'test'));

  const keys = await loadKeys(database.db, config);
  const blobs = await openBlobStore(config);
  app.decorate('ctx', {
    db: database.db,
    config,
    sessions: new SessionStore(database.db, config, keys.sessionKey),
    cipher: cipherOf(keys),
    blobs: blobs.store,
    metrics: new Metrics(database),
    readiness: new Readiness(database.db, blobs.store),
    tracing,
  });
  if (config.metrics.collect) countRequests(app, app.ctx.metrics);
  if (tracing) traceRequests(app, tracing);
  watchStatements(database, config.metrics.collect ? app.ctx.metrics : undefined, tracing);
  if (config.metrics.port > 0) {
    const metricsServer = await serveMetrics(app.ctx.metrics, config.metrics.host, config.metrics.port);
    app.addHook('onClose', async () => new Promise<void>((resolve) => metricsServer.close(() => resolve())));
  }
  app.addHook('onClose', async () => blobs.dispose());

  const stopListening = await database.listen(SESSION_CHANNEL, (payload) => app.ctx.sessions.forget(payload));
  app.addHook('onClose', async () => stopListening());

  await installCompression(app);
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Benefits portal API', version: '1' },
      components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: sessionCookieName(config) } } },
    },
    transform: jsonSchemaTransform,
  });
  if (config.testHooks) runOnTestWorldClock(app);
  installHttpRules(app);

  for (const feature of await loadFeatureRoutes()) await app.register(feature);

  // Scheduled jobs and worker loops: one runner per process, from ready to close.
  const background = await loadFeatureJobs();
  let runner: { stop: () => Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    if (!config.backgroundWork) return;
    const work = {
      jobs: [...platformJobs, ...background.jobs],
      workers: [...piiRotationWorkers(app.ctx, app.log), ...background.workers.flatMap((w) => w(app.ctx))],
    };
    runner = startBackgroundWork(app.ctx, work, app.log);
  });
  app.addHook('preClose', async () => runner?.stop());

  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // Liveness: answers while the process runs, touching nothing (a load balancer's restart signal).
  app.get('/healthz', { schema: { hide: true } }, async () => ({ ok: true }));
  // Readiness: 503 while draining or while the database, its migrations or the blob store are not there.
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    const report = await app.ctx.readiness.check();
    reply.header('Cache-Control', 'no-store');
    return reply.status(report.ready ? 200 : 503).send(report);
  });

  const webDist = path.resolve(config.webDist);
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  const pageModules = readPageModules(webDist);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file; the one the browser accepts is sent.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Built assets carry a content hash in their name, so they never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    if (isApiCall(req) || (req.method !== 'GET' && req.method !== 'HEAD') || !hasWeb) {
      return reply.status(404).send({ errors: [apiError('NOT_FOUND', req.locale)] });
    }
    // Every other GET is a screen of the single-page app; the app shows its own "not found".
    reply.header('Cache-Control', 'no-cache');
    reply.header('Link', await startUpPreloads(req, pageModules));
    return reply.type('text/html').sendFile('index.html');
  });
  return app;
}
