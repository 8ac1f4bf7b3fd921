import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import type { TestWorld } from '@portal/contracts/test-world';
import { clock } from '../clock';
import { rowsOf } from '../db';
import { createTestWorld } from '../../seed/test-world';
import { startTestApp, type TestApp } from '../../test/harness';
import { serveMetrics } from './metrics';

let t: TestApp;
let world: TestWorld;

beforeAll(async () => {
  t = await startTestApp({ demo: false });
  world = await createTestWorld(t.app.ctx);
}, 60_000);
afterAll(async () => {
  await t?.close();
});

/** Each sample of a scrape: its name, its labels and its value. */
function samples(text: string) {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!m) throw new Error(`not a sample: ${line}`);
      const labels: Record<string, string> = {};
      for (const [, k, v] of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[k!] = v!;
      return { name: m[1]!, labels, value: Number(m[3]) };
    });
}

const valueOf = (text: string, name: string, labels: Record<string, string> = {}) =>
  samples(text)
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

describe('Prometheus metrics', () => {
  it('count the requests of a short load by call name, and name no person or record in any label', async () => {
    const before = await t.app.ctx.metrics.scrape();
    const b = t.browser();
    for (let i = 0; i < 3; i++) {
      expect((await b.loginPassword(world.users.resident, 'not the password')).statusCode).toBe(401);
    }
    expect((await b.loginPassword(world.users.resident, world.password)).statusCode).toBe(200);
    for (let i = 0; i < 5; i++) expect((await b.get(urlOf('userAccountLogin'))).statusCode).toBe(200);
    // A signed-in STANDARD account may not upload: refused, and counted as an upload refusal.
    const refused = await b.post(urlOf('uploadVerificationDocument'), {
      attachment_name: 'x.pdf',
      attachment_id: randomUUID(),
      attachment_base_64_data: Buffer.from('%PDF-1.7\n').toString('base64'),
      vdied_link_id: randomUUID(),
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    // A record's address with an id in it: counted under its call name, never its path.
    const caseId = randomUUID();
    await b.get(`/api/v1/no/such/${caseId}`);
    const after = await t.app.ctx.metrics.scrape();

    const delta = (name: string, labels: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    // loginPassword starts the session (one GET each), then posts the password.
    expect(delta('portal_http_requests_total', { endpoint: 'login', method: 'POST', status: '401' })).toBe(3);
    expect(delta('portal_http_requests_total', { endpoint: 'login', method: 'POST', status: '200' })).toBe(1);
    expect(delta('portal_http_requests_total', { endpoint: 'userAccountLogin', method: 'GET' })).toBe(4 + 5);
    expect(delta('portal_http_request_duration_seconds_count', { endpoint: 'userAccountLogin' })).toBe(9);
    expect(delta('portal_sign_in_failures_total', {})).toBe(3);
    expect(delta('portal_upload_refusals_total', { endpoint: 'uploadVerificationDocument' })).toBe(1);
    expect(delta('portal_http_requests_total', { endpoint: 'not_found' })).toBe(1);
    expect(delta('portal_http_errors_total', {})).toBe(0);
    // Database statements are timed by operation: the sign-ins read users and wrote sessions.
    expect(delta('portal_db_statement_duration_seconds_count', { operation: 'select' })).toBeGreaterThan(3);
    expect(delta('portal_db_statement_duration_seconds_count', { operation: 'insert' })).toBeGreaterThan(0);
    const operations = samples(after).flatMap((s) =>
      s.name === 'portal_db_statement_duration_seconds_count' ? [s.labels.operation] : [],
    );
    const known = ['select', 'insert', 'update', 'delete', 'with', 'begin', 'commit', 'rollback', 'savepoint'];
    for (const op of operations)
      expect([...known, 'release', 'create', 'alter', 'drop', 'lock', 'set', 'other']).toContain(op);
    // On PostgreSQL the pool's use is there too.
    if (t.database.kind === 'postgres')
      expect(valueOf(after, 'portal_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);

    // Process memory and event-loop delay are there.
    expect(valueOf(after, 'portal_process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(after).toMatch(/^portal_nodejs_eventloop_lag_p99_seconds /m);

    // No label value holds an id, a name, an e-mail address, a phone number or a username.
    const personal = [
      ...Object.values(world.users),
      ...Object.values(world.people).flatMap((p) => [p.name, p.email, p.phone, p.ssn, ...p.name.split(' ')]),
      ...Object.values(world.cases),
      caseId,
    ].filter((v): v is string => Boolean(v) && v!.length > 2);
    const values = samples(after).flatMap((s) => Object.values(s.labels));
    expect(values.length).toBeGreaterThan(20);
    for (const value of values) {
      expect(value).toMatch(/^[A-Za-z0-9_./+-]*$/);
      expect(value).not.toMatch(/[0-9a-f]{8}-[0-9a-f]{4}-/i);
      expect(value).not.toMatch(/\d{4,}/);
      expect(value).not.toMatch(/@/);
      for (const p of personal) expect(value.toLowerCase()).not.toContain(p.toLowerCase());
    }
  });

  it('report the outbox by channel and status, the age of the oldest queued message and each job’s lag', async () => {
    const now = clock.now();
    const job = `metrics-test-${randomUUID().slice(0, 8)}`;
    await t.db.execute(
      sql`INSERT INTO scheduled_jobs (name, next_run_at) VALUES (${job}, ${new Date(now.getTime() - 120_000).toISOString()}::timestamptz)`,
    );
    const message = (channel: string, status: string, ageMs: number) => {
      const at = new Date(now.getTime() - ageMs).toISOString();
      return t.db.execute(
        sql`INSERT INTO outbox_messages (channel, recipient, template_key, subject_en, subject_es, body_en, body_es, status, next_attempt_at, created_at)
            VALUES (${channel}, 'someone@example.com', 'test', 's', 's', 'b', 'b', ${status}, ${at}::timestamptz, ${at}::timestamptz)`,
      );
    };
    await message('EMAIL', 'QUEUED', 300_000);
    await message('EMAIL', 'QUEUED', 10_000);
    await message('SMS', 'FAILED', 900_000);
    const text = await t.app.ctx.metrics.scrape();
    const counts = await rowsOf<{ channel: string; status: string; n: number }>(
      t.db,
      sql`SELECT channel, status, count(*)::int AS n FROM outbox_messages GROUP BY channel, status`,
    );
    expect(counts.length).toBeGreaterThan(1);
    for (const c of counts) {
      expect(valueOf(text, 'portal_outbox_messages', { channel: c.channel, status: c.status })).toBe(c.n);
    }
    const [oldest] = await rowsOf<{ age: number }>(
      t.db,
      sql`SELECT extract(epoch FROM (${now.toISOString()}::timestamptz - min(created_at)))::float AS age
          FROM outbox_messages WHERE status = 'QUEUED' AND channel = 'EMAIL'`,
    );
    expect(oldest!.age).toBeGreaterThanOrEqual(300);
    expect(valueOf(text, 'portal_outbox_oldest_queued_seconds', { channel: 'EMAIL' })).toBeCloseTo(oldest!.age, 0);
    expect(valueOf(text, 'portal_outbox_messages', { channel: 'SMS', status: 'FAILED' })).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'portal_job_lag_seconds', { job })).toBeGreaterThanOrEqual(119);
    expect(valueOf(text, 'portal_job_lag_seconds', { job })).toBeLessThan(130);
  });

  it('are served on their own port, not on the public one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const server = await serveMetrics(t.app.ctx.metrics, '127.0.0.1', 0);
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      expect(await res.text()).toMatch(/^portal_http_requests_total\{/m);
      expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('are not counted with PORTAL_METRICS=0 (the baseline the bench compares against)', async () => {
    const off = await startTestApp({ demo: false, env: { PORTAL_METRICS: '0' } });
    try {
      expect((await off.browser().get(urlOf('userAccountLogin'))).statusCode).toBe(200);
      expect(valueOf(await off.app.ctx.metrics.scrape(), 'portal_http_requests_total')).toBe(0);
    } finally {
      await off.close();
    }
  });
});
