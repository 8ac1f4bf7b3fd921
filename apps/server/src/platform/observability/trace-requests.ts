import type { Span } from '@opentelemetry/api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db';
import { endpointLabel, type Metrics } from './metrics';
import { traceparentOf, Tracing } from './tracing';

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's server span while traces are exported (ADR 0831), else null. */
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
    const span = tracing.startRequest(endpointLabel(req), req.method, req.headers.traceparent);
    req.traceSpan = span;
    reply.header('traceparent', traceparentOf(span));
    // A request left out by sampling has no statement spans to parent: it skips the async context.
    if (span.isRecording()) {
      tracing.recordingStarted();
      tracing.run(span, done);
    } else done();
  });
  const enter = (req: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    if (req.traceSpan?.isRecording()) tracing.run(req.traceSpan, done);
    else done();
  };
  // Only a request with a body leaves the context (its body arrives in later socket events); it is
  // entered again just before the handler, on those routes alone, so a GET takes no extra step.
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some((method) => BODY_METHODS.has(method))) return;
    route.preHandler = [enter, ...[route.preHandler ?? []].flat()];
  });
  const end = (req: FastifyRequest, status: number) => {
    const span = req.traceSpan;
    if (!span) return;
    req.traceSpan = null;
    if (!span.isRecording()) return;
    span.setAttribute('http.response.status_code', status);
    if (status >= 500) Tracing.failed(span);
    span.end();
    tracing.recordingEnded();
  };
  app.addHook('onResponse', (req, reply, done) => {
    end(req, reply.statusCode);
    done();
  });
  // A caller that hung up before the answer: the span still ends (499, as proxies log it).
  app.addHook('onRequestAbort', (req, done) => {
    end(req, 499);
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
