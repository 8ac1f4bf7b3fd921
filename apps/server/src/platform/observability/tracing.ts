import { AsyncLocalStorage } from 'node:async_hooks';
import { randomFillSync } from 'node:crypto';
import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, AlwaysOnSampler, ParentBasedSampler, TracerProvider } from '@opentelemetry/sdk-trace';
import { statementKind } from '../db/observe';

/** W3C trace context, version 00: trace id, parent span id, flags (lower-case hex). */
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const INVALID_TRACE = '0'.repeat(32);
const INVALID_SPAN = '0'.repeat(16);

const ID_POOL = Buffer.allocUnsafe(24 * 512);
let idsTaken = ID_POOL.length;

/**
 * A new trace id and span id as 48 hex digits, from a pool of random bytes filled 512 at a time
 * (one conversion a request, where the SDK's generator makes each id digit by digit).
 */
function randomIds(): string {
  if (idsTaken === ID_POOL.length) {
    randomFillSync(ID_POOL);
    idsTaken = 0;
  }
  idsTaken += 24;
  return ID_POOL.toString('hex', idsTaken - 24, idsTaken);
}

/** The caller's trace an incoming `traceparent` header names, or null when it names none (or a bad one). */
function parentOf(header: string | string[] | undefined): Context | null {
  const m = typeof header === 'string' ? TRACEPARENT.exec(header.trim()) : null;
  if (!m || m[1] === INVALID_TRACE || m[2] === INVALID_SPAN) return null;
  return trace.setSpanContext(ROOT_CONTEXT, {
    traceId: m[1]!,
    spanId: m[2]!,
    traceFlags: parseInt(m[3]!, 16) & 1,
    isRemote: true,
  });
}

/** The `traceparent` header that names a span (for the answer, so a caller can find its trace). */
export function traceparentOf(span: Span): string {
  const c = span.spanContext();
  return `00-${c.traceId}-${c.spanId}-0${c.traceFlags & 1}`;
}

/**
 * The `traceparent` answer of a new trace left out by sampling: new ids, flagged not sampled (as
 * the SDK's sampler would decide, without its span and attributes).
 */
export function leftOutTraceparent(): string {
  const ids = randomIds();
  return `00-${ids.slice(0, 32)}-${ids.slice(32)}-00`;
}

export interface TracingOptions {
  /** OTLP/HTTP base address (OTEL_EXPORTER_OTLP_ENDPOINT): spans go to `<endpoint>/v1/traces` as JSON. */
  endpoint: string;
  serviceName: string;
  /**
   * Share of new traces recorded and exported (PORTAL_TRACE_SAMPLE_RATIO, 1 = all). A caller's
   * `traceparent` decides for its own trace; every request still gets a trace id and header.
   */
  sampleRatio: number;
  /**
   * At most this many new traces recorded a second, the ratio's choices beyond it left out
   * (PORTAL_TRACE_MAX_PER_SECOND, 0 = no limit): a busy process keeps a steady sample without
   * paying for a share of every request. A caller's `traceparent` is not counted.
   */
  maxPerSecond?: number;
  /**
   * Whether a recorded request's statements become its children (PORTAL_TRACE_STATEMENTS, on
   * unless 0). Carrying the request's span to its statements takes an AsyncLocalStorage, which on
   * Node 20 is most of what traces cost (bench/RESULTS.md); off, a trace is its server span and
   * no async context is ever entered.
   */
  statements?: boolean;
  /** Test only: export at once instead of in batches every few seconds. */
  scheduledDelayMillis?: number;
}

/**
 * The traces of one app (ADR 0831): its own tracer provider, never registered globally (so no
 * library traces on its own, with its parameters), and the request span of the code running now
 * in an AsyncLocalStorage, for the database layer to hang its statement spans under.
 */
export class Tracing {
  readonly #provider: TracerProvider;
  readonly #tracer: Tracer;
  readonly #ratio: number;
  readonly #perSecond: number;
  /** Traces the per-second limit allows now (a bucket that refills at that pace, holding one second's). */
  #allowance: number;
  #allowanceAt = performance.now();
  readonly #current = new AsyncLocalStorage<Span>();
  /** Recorded requests in flight: while none is, the async context is turned off (below). */
  #recording = 0;
  /** Whether recorded requests carry their span to their statements (TracingOptions.statements). */
  readonly followsStatements: boolean;

  constructor(options: TracingOptions) {
    const url = `${options.endpoint.replace(/\/+$/, '')}/v1/traces`;
    this.#provider = new TracerProvider({
      resource: resourceFromAttributes({ 'service.name': options.serviceName }),
      // New traces are sampled in startRequest(); a caller's traceparent decides for its own.
      sampler: new ParentBasedSampler({ root: new AlwaysOnSampler() }),
      spanProcessors: [
        new BatchSpanProcessor({
          exporter: new OTLPTraceExporter({ url }),
          scheduledDelayMillis: options.scheduledDelayMillis ?? 5000,
          maxQueueSize: 8192,
          maxExportBatchSize: 1024,
        }),
      ],
    });
    this.#tracer = this.#provider.getTracer('portal-server');
    this.#ratio = options.sampleRatio;
    this.#perSecond = options.maxPerSecond ?? 0;
    this.#allowance = this.#perSecond;
    this.followsStatements = options.statements ?? true;
  }

  /** Whether a new trace is recorded: chosen at the ratio, then within the per-second limit. */
  #sampled(): boolean {
    if (this.#ratio < 1 && Math.random() >= this.#ratio) return false;
    if (this.#perSecond === 0) return true;
    const now = performance.now();
    const refill = ((now - this.#allowanceAt) * this.#perSecond) / 1000;
    this.#allowance = Math.min(this.#perSecond, this.#allowance + refill);
    this.#allowanceAt = now;
    if (this.#allowance < 1) return false;
    this.#allowance -= 1;
    return true;
  }

  /**
   * A request's server span, named by its call name (`nameOf`, asked only then), child of the caller's trace when it sent
   * one (recorded or not as the caller says); null for a new trace that sampling leaves out, which
   * is answered with leftOutTraceparent() and costs nothing more.
   */
  startRequest<R extends { method: string; headers: Record<string, string | string[] | undefined> }>(
    request: R,
    nameOf: (request: R) => string,
  ): Span | null {
    const header = request.headers.traceparent;
    const parent = header === undefined ? null : parentOf(header);
    if (parent === null && !this.#sampled()) return null;
    const endpoint = nameOf(request);
    const method = request.method;
    const attributes: Attributes = { 'http.request.method': method, 'portal.endpoint': endpoint };
    return this.#tracer.startSpan(endpoint, { kind: SpanKind.SERVER, attributes }, parent ?? ROOT_CONTEXT);
  }

  /**
   * What each log line written meanwhile carries: the current request's trace id (a pino mixin).
   * A new object every time: pino copies the line's own fields into it.
   */
  logFields(): { traceId?: string } {
    const span = this.#current.getStore();
    return span ? { traceId: span.spanContext().traceId } : {};
  }

  /**
   * Counts a recorded request in and out. Node 20 carries an AsyncLocalStorage's context through
   * a hook on every promise made, which was most of what traces cost (bench/RESULTS.md); the
   * hook is turned off whenever no recorded request is in flight, so requests left out by
   * sampling run without it.
   */
  recordingStarted(): void {
    this.#recording++;
  }

  recordingEnded(): void {
    if (--this.#recording === 0 && this.followsStatements) this.#current.disable();
  }

  /** Runs `fn` with `span` as the current request's span (only `fn` when statements are not followed). */
  run(span: Span, fn: () => void): void {
    if (this.followsStatements) this.#current.run(span, fn);
    else fn();
  }

  /**
   * A span for a statement of the current request (none outside a request): named by its
   * operation and table, with no text beyond them and never a parameter.
   */
  statement(text: string): Span | undefined {
    const parent = this.#current.getStore();
    if (!parent?.isRecording()) return undefined;
    const { operation, table } = statementKind(text);
    const attributes: Attributes = { 'db.system.name': 'postgresql', 'db.operation.name': operation };
    if (table) attributes['db.collection.name'] = table;
    return this.#tracer.startSpan(
      table ? `${operation} ${table}` : operation,
      { kind: SpanKind.CLIENT, attributes },
      trace.setSpan(ROOT_CONTEXT, parent),
    );
  }

  /** Marks a span failed (a server error or a failed statement), with no message (it may hold data). */
  static failed(span: Span): void {
    span.setStatus({ code: SpanStatusCode.ERROR });
  }

  /** Sends what is waiting to be exported. */
  flush(): Promise<void> {
    return this.#provider.forceFlush();
  }

  shutdown(): Promise<void> {
    return this.#provider.shutdown();
  }
}
