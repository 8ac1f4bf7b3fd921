import { z } from 'zod';
import { flag, optionalText, positive, text, whole } from './config-values';

/** The variables of OpenTelemetry traces (ADR 0831), part of config.ts's EnvSchema. */
export const TRACES_ENV = {
  /** OTLP/HTTP base address of the collector; spans go to `<it>/v1/traces` as JSON. Unset: no traces. */
  OTEL_EXPORTER_OTLP_ENDPOINT: optionalText(),
  OTEL_SERVICE_NAME: text('benefits-portal'),
  /** Share of new traces recorded and exported (a caller's sampled `traceparent` is always followed). */
  PORTAL_TRACE_SAMPLE_RATIO: positive(1).pipe(z.number().max(1, 'must be at most 1')),
  /** At most this many new traces recorded a second by each process (0: no limit). */
  PORTAL_TRACE_MAX_PER_SECOND: whole(0),
  /** Statement spans under each recorded request (0: server spans only, no async context; ADR 0831). */
  PORTAL_TRACE_STATEMENTS: flag(),
};

export function tracesConfig(v: {
  OTEL_EXPORTER_OTLP_ENDPOINT: string | undefined;
  OTEL_SERVICE_NAME: string;
  PORTAL_TRACE_SAMPLE_RATIO: number;
  PORTAL_TRACE_MAX_PER_SECOND: number;
  PORTAL_TRACE_STATEMENTS: boolean | undefined;
}) {
  return {
    endpoint: v.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: v.OTEL_SERVICE_NAME,
    sampleRatio: v.PORTAL_TRACE_SAMPLE_RATIO,
    maxPerSecond: v.PORTAL_TRACE_MAX_PER_SECOND,
    statements: v.PORTAL_TRACE_STATEMENTS !== false,
  };
}
