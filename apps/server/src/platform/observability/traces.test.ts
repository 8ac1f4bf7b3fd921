import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts/calls';
import type { TestWorld } from '@portal/contracts/test-world';
import { users } from '../db/schema';
import { createTestWorld } from '../../seed/test-world';
import { startTestApp, type TestApp } from '../../test/harness';
import { CSRF_COOKIE, CSRF_HEADER } from '@portal/contracts';

/** An OTLP attribute as the JSON encoding sends it. */
interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: number | string; boolValue?: boolean; doubleValue?: number };
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: OtlpAttribute[];
  status?: { code?: number };
}
interface OtlpExport {
  resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[];
}

const SERVER = 2;
const CLIENT = 3;

/** The collector's double: a plain HTTP server that keeps every OTLP/HTTP JSON export it is sent. */
async function otlpReceiver() {
  const exports: OtlpExport[] = [];
  const paths: string[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      paths.push(`${req.method} ${req.url} ${req.headers['content-type']}`);
      exports.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as OtlpExport);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    paths,
    spans: () => exports.flatMap((e) => e.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans))),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const valueText = (a: OtlpAttribute) => String(a.value.stringValue ?? a.value.intValue ?? a.value.boolValue ?? '');

/** A sign-in whose first read fails (the users table is away for a moment): a 500 for the test to follow. */
async function failingSignIn(app: TestApp, b: ReturnType<TestApp['browser']>, username: string, password: string) {
  await app.db.execute(sql`ALTER TABLE users RENAME TO users_away`);
  try {
    return await b.post('/api/v1/auth/login', { username, password });
  } finally {
    await app.db.execute(sql`ALTER TABLE users_away RENAME TO users`);
  }
}

let receiver: Awaited<ReturnType<typeof otlpReceiver>>;
let t: TestApp;
let world: TestWorld;
/** Every value any statement was sent with while the test ran. */
const parameters = new Set<string>();
/** The app's log lines. */
const logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  receiver = await otlpReceiver();
  t = await startTestApp({
    demo: false,
    env: { OTEL_EXPORTER_OTLP_ENDPOINT: `${receiver.url}/`, LOG_LEVEL: 'info' },
    logs: { write: (line) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
  });
  world = await createTestWorld(t.app.ctx);
  const traced = t.database.statements.observer!;
  t.database.statements.observer = (text, params) => {
    for (const p of params ?? []) parameters.add(p instanceof Date ? p.toISOString() : String(p));
    return traced(text, params);
  };
}, 60_000);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

describe('OpenTelemetry traces', () => {
  it("export a sign-in as one trace: the call's server span, a span per SQL statement, and no personal data or parameter", async () => {
    const [account] = await t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.username, world.users.resident));
    const b = t.browser();
    const started = await b.get('/api/v1/ua/user_account_login');
    expect(started.statusCode).toBe(200);
    // The caller's trace: the sign-in's server span continues it.
    const callerTrace = randomBytes(16).toString('hex');
    const callerSpan = randomBytes(8).toString('hex');
    const res = await b.request({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: world.users.resident, password: world.password },
      headers: { traceparent: `00-${callerTrace}-${callerSpan}-01` },
    });
    expect(res.statusCode).toBe(200);
    const answered = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(String(res.headers.traceparent));
    expect(answered?.[1]).toBe(callerTrace);
    const firstAnswered = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(String(started.headers.traceparent));
    expect(firstAnswered?.[1]).not.toBe(callerTrace);
    // A signed-in read: no body, so its context is never left and no hook enters it again.
    const read = await b.get(urlOf('myUnreachableContacts'));
    const readAnswered = /^00-([0-9a-f]{32})-([0-9a-f]{16})-01$/.exec(String(read.headers.traceparent));

    await t.app.ctx.tracing!.flush();
    expect(receiver.paths.every((p) => p.startsWith('POST /v1/traces application/json'))).toBe(true);
    const spans = receiver.spans();

    // The sign-in: its server span is named by the call, is the caller's span's child, and the
    // answer's header names it.
    const server = spans.find((s) => s.traceId === callerTrace && s.kind === SERVER);
    expect(server?.name).toBe('login');
    expect(server?.parentSpanId).toBe(callerSpan);
    expect(server?.spanId).toBe(answered?.[2]);
    const attrs = Object.fromEntries((server?.attributes ?? []).map((a) => [a.key, valueText(a)]));
    expect(attrs).toMatchObject({ 'http.request.method': 'POST', 'http.response.status_code': '200' });
    // Its statements: children of it, named by operation and table.
    const statements = spans.filter((s) => s.traceId === callerTrace && s.kind === CLIENT);
    expect(statements.length).toBeGreaterThanOrEqual(3);
    expect(statements.every((s) => s.parentSpanId === server?.spanId)).toBe(true);
    expect(statements.map((s) => s.name)).toContain('select users');
    expect(statements.map((s) => s.name)).toContain('insert sessions');
    for (const s of statements) expect(s.name).toMatch(/^[a-z]+( [a-z_0-9]+)?$/);
    // The first call is a trace of its own, which its answer names too.
    const first = spans.find((s) => s.traceId === firstAnswered?.[1] && s.kind === SERVER);
    expect(first?.name).toBe('userAccountLogin');
    expect(first?.spanId).toBe(firstAnswered?.[2]);
    const readStatements = spans.filter((s) => s.traceId === readAnswered?.[1] && s.kind === CLIENT);
    expect(readStatements.map((s) => s.name)).toContain('select unreachable_contacts');
    expect(readStatements.every((s) => s.parentSpanId === readAnswered?.[2])).toBe(true);

    // Nothing a person typed and no statement parameter in any span: no value longer than a code
    // word is found in a name or attribute, and none at all is one.
    const texts = spans.flatMap((s) => [s.name, ...(s.attributes ?? []).flatMap((a) => [a.key, valueText(a)])]);
    const typed = [world.users.resident, world.password, account?.email ?? ''].filter(Boolean);
    expect(typed.length).toBe(3);
    expect(parameters.has(world.users.resident)).toBe(true);
    const long = [...typed, ...parameters].filter((v) => v.length >= 8);
    expect(long.length).toBeGreaterThan(5);
    for (const value of long) for (const text of texts) expect(text).not.toContain(value);
    for (const text of texts) expect(parameters.has(text)).toBe(false);
    const keys = new Set(spans.flatMap((s) => (s.attributes ?? []).map((a) => a.key)));
    const allowed = [
      'db.collection.name',
      'db.operation.name',
      'db.system.name',
      'http.request.method',
      'http.response.status_code',
      'portal.endpoint',
    ];
    for (const key of keys) expect(allowed).toContain(key);
    expect(keys.has('db.operation.name')).toBe(true);
  });

  it('mark a failed request and its failed statement, and log the error with its request id and trace id', async () => {
    const b = t.browser();
    await b.start();
    const res = await failingSignIn(t, b, world.users.resident, world.password);
    expect(res.statusCode).toBe(500);
    const traceId = /^00-([0-9a-f]{32})-/.exec(String(res.headers.traceparent))?.[1];
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);

    const logged = logLines.find((l) => l.msg === 'unhandled error' && l.traceId === traceId);
    expect(logged?.reqId).toEqual(expect.any(String));
    expect(JSON.stringify(logged)).not.toContain(world.password);

    await t.app.ctx.tracing!.flush();
    const spans = receiver.spans().filter((s) => s.traceId === traceId);
    const server = spans.find((s) => s.kind === SERVER);
    expect(server?.name).toBe('login');
    expect(server?.status?.code).toBe(2);
    const failed = spans.filter((s) => s.kind === CLIENT && s.status?.code === 2);
    expect(failed.map((s) => s.name)).toContain('select users');
  });

  it('end the span of a request whose caller hangs up before the answer, as 499', async () => {
    const b = t.browser();
    await b.start();
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const traceId = randomBytes(16).toString('hex');
    const head = [
      'POST /api/v1/auth/login HTTP/1.1',
      'host: 127.0.0.1',
      'content-type: application/json',
      'content-length: 200',
      `cookie: ${[...b.cookies].map(([k, v]) => `${k}=${v}`).join('; ')}`,
      `${CSRF_HEADER}: ${b.cookies.get(CSRF_COOKIE)}`,
      `traceparent: 00-${traceId}-${randomBytes(8).toString('hex')}-01`,
    ];
    // Half the body, then the caller is gone.
    const answered = await new Promise<string>((resolve) => {
      const socket = connect(Number(new URL(address).port), '127.0.0.1', () => {
        socket.write(`${head.join('\r\n')}\r\n\r\n{"username":"`);
        setTimeout(() => socket.destroy(), 300);
      });
      let text = '';
      socket.on('data', (d: Buffer) => (text += d.toString()));
      socket.on('close', () => resolve(text));
    });
    expect(answered).toBe('');
    await expect
      .poll(async () => {
        await t.app.ctx.tracing!.flush();
        const server = receiver.spans().find((s) => s.traceId === traceId && s.kind === SERVER);
        return server && Object.fromEntries((server.attributes ?? []).map((a) => [a.key, valueText(a)]));
      })
      .toMatchObject({ 'portal.endpoint': 'login', 'http.response.status_code': '499' });
  });

  it("sample new traces at PORTAL_TRACE_SAMPLE_RATIO and follow a caller's sampling decision", async () => {
    const lines: Record<string, unknown>[] = [];
    const sampled = await startTestApp({
      demo: false,
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, PORTAL_TRACE_SAMPLE_RATIO: '0.000001', LOG_LEVEL: 'info' },
      logs: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    try {
      const header = (res: { headers: Record<string, unknown> }) =>
        /^00-([0-9a-f]{32})-([0-9a-f]{16})-(0[01])$/.exec(String(res.headers.traceparent));
      // Left out: still a trace id and span id in the answer, flagged not sampled.
      const left = header(await sampled.app.inject({ method: 'GET', url: '/api/v1/ua/system_configurations' }));
      expect(left?.[3]).toBe('00');
      // A caller's decision is followed either way.
      const asked = (flags: string) =>
        sampled.app.inject({
          method: 'GET',
          url: '/api/v1/ua/system_configurations',
          headers: { traceparent: `00-${randomBytes(16).toString('hex')}-${randomBytes(8).toString('hex')}-${flags}` },
        });
      const kept = header(await asked('01'));
      const notKept = header(await asked('00'));
      expect(kept?.[3]).toBe('01');
      expect(notKept?.[3]).toBe('00');
      await sampled.app.ctx.tracing!.flush();
      const traces = new Set(receiver.spans().map((s) => s.traceId));
      expect(traces.has(kept![1]!)).toBe(true);
      expect(traces.has(left![1]!)).toBe(false);
      expect(traces.has(notKept![1]!)).toBe(false);
      // A request left out that fails is logged like any other, and answered with the usual message.
      const b = sampled.browser();
      await b.start();
      const failed = await failingSignIn(sampled, b, 'nobody', 'x'.repeat(12));
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toMatchObject({ errors: [{ code: 'INTERNAL' }] });
      expect(lines.filter((l) => l.msg === 'unhandled error')).toHaveLength(1);
    } finally {
      await sampled.close();
    }
  });

  it('record at most PORTAL_TRACE_MAX_PER_SECOND new traces a second, and still follow a caller', async () => {
    const capped = await startTestApp({
      demo: false,
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, PORTAL_TRACE_MAX_PER_SECOND: '2' },
    });
    try {
      const flagsOf = (res: { headers: Record<string, unknown> }) => String(res.headers.traceparent).slice(-2);
      const started = performance.now();
      const answers = [];
      for (let i = 0; i < 12; i++)
        answers.push(await capped.app.inject({ method: 'GET', url: '/api/v1/ua/system_configurations' }));
      const seconds = (performance.now() - started) / 1000;
      const kept = answers.filter((res) => flagsOf(res) === '01').length;
      // Two at once, then two a second more while the requests ran.
      expect(kept).toBeGreaterThanOrEqual(2);
      expect(kept).toBeLessThanOrEqual(2 + Math.ceil(seconds * 2));
      expect(kept).toBeLessThan(12);
      // A caller that asks for its trace gets it, limit or not.
      const traceId = randomBytes(16).toString('hex');
      const asked = await capped.app.inject({
        method: 'GET',
        url: '/api/v1/ua/system_configurations',
        headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
      });
      expect(flagsOf(asked)).toBe('01');
      await capped.app.ctx.tracing!.flush();
      expect(receiver.spans().some((s) => s.traceId === traceId)).toBe(true);
    } finally {
      await capped.close();
    }
  });

  it("with PORTAL_TRACE_STATEMENTS=0, record the server span alone, and still name the trace in the request's log lines", async () => {
    const lines: Record<string, unknown>[] = [];
    const plain = await startTestApp({
      demo: false,
      env: { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, PORTAL_TRACE_STATEMENTS: '0', LOG_LEVEL: 'info' },
      logs: { write: (line) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    });
    try {
      const own = await createTestWorld(plain.app.ctx);
      const b = plain.browser();
      await b.start();
      const traceId = randomBytes(16).toString('hex');
      const res = await b.request({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: own.users.resident, password: own.password },
        headers: { traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
      });
      expect(res.statusCode).toBe(200);
      expect(String(res.headers.traceparent)).toMatch(new RegExp(`^00-${traceId}-[0-9a-f]{16}-01$`));
      // A failed sign-in's error line names its trace without the async context.
      const failed = await failingSignIn(plain, b, own.users.resident, own.password);
      expect(failed.statusCode).toBe(500);
      const failedTrace = /^00-([0-9a-f]{32})-/.exec(String(failed.headers.traceparent))?.[1];
      const logged = lines.find((l) => l.msg === 'unhandled error' && l.traceId === failedTrace);
      expect(logged?.reqId).toEqual(expect.any(String));

      await plain.app.ctx.tracing!.flush();
      const spans = receiver.spans().filter((s) => s.traceId === traceId);
      expect(spans.map((s) => [s.name, s.kind])).toEqual([['login', SERVER]]);
    } finally {
      await plain.close();
    }
  });
});
