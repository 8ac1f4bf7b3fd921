import type { Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db';
import { endpointLabel, type Metrics } from './metrics';
import { leftOutTraceparent, traceparentOf, Tracing } from './tracing';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's server span while it is recorded and not yet ended (ADR 0831), else null. */
    traceSpan: Span | null;
  }
}

/**
 * One trace per request: a server span named by the call name (never the path), child of the
 * caller's `traceparent` when it sent one and named in the answer's `traceparent` header (the
 * request's log lines carry its trace id beside the request id: Tracing.logFields). The span is the current one
 * from the first hook through the handler (reading a body leaves the async context, so a route
 * that takes one enters it again before its handler), so the statements it runs become its children.
 */
export function traceRequests(app: FastifyInstance, tracing: Tracing): void {
  app.decorateRequest('traceSpan', null);
  app.addHook('onRequest', (req, reply, done) => {
    const span = tracing.startRequest(req, endpointLabel);
    // A new trace left out by sampling: only its ids in the answer, and no async context (it has no
    // statement spans to parent).
    if (span === null) {
      reply.header('traceparent', leftOutTraceparent());
      return done();
    }
    reply.header('traceparent', traceparentOf(span));
    if (!span.isRecording()) return done();
    req.traceSpan = span;
    // A caller that hangs up before the answer: the span still ends (499, as proxies log it). Only a
    // recorded request listens, so the others take no listener.
    req.raw.once('close', () => {
      if (req.raw.aborted) end(req, 499);
    });
    tracing.recordingStarted();
    // Without the async context, the request's own log lines name its trace.
    if (!tracing.followsStatements) req.log = reply.log = req.log.child({ traceId: span.spanContext().traceId });
    tracing.run(span, done);
  });
  const enter = (req: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    if (req.traceSpan) tracing.run(req.traceSpan, done);
    else done();
  };
  // Only a request with a body leaves the context (its body arrives in later socket events); it is
  // entered again just before the handler, on those routes alone, so a GET takes no extra step.
  app.addHook('onRoute', (route) => {
    if (!tracing.followsStatements) return;
    if (![route.method].flat().some((method) => BODY_METHODS.has(method))) return;
    route.preHandler = [enter, ...[route.preHandler ?? []].flat()];
  });
  function end(req: FastifyRequest, status: number): void {
    const span = req.traceSpan;
    if (!span) return;
    req.traceSpan = null;
    span.setAttribute('http.response.status_code', status);
    if (status >= 500) Tracing.failed(span);
    span.end();
    tracing.recordingEnded();
  }
  app.addHook('onResponse', (req, reply, done) => {
    end(req, reply.statusCode);
    done();
  });
  app.addHook('onClose', async () => tracing.shutdown());
}

/**
 * Has the database tell metrics (statement time by operation) and traces (a span per statement
 * of a request) of each statement. Neither on: no observer, and the drivers run as before.
 */
export function watchStatements(database: Database, metrics: Metrics | undefined, tracing: Tracing | undefined): void {
  if (!metrics && !tracing) return;
  database.statements.observer = (text) => {
    const span = tracing?.statement(text);
    if (!metrics && !span) return undefined;
    const started = performance.now();
    return (failed) => {
      metrics?.statementTime(text, (performance.now() - started) / 1000);
      if (span) {
        if (failed) Tracing.failed(span);
        span.end();
      }
    };
  };
}
