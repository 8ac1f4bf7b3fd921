import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';

/**
 * A NUL or another control character in any text a request carries — a body field, a record
 * key, a path or query parameter — is refused by validation with the field named, on PGlite and
 * (with PORTAL_TEST_PG_URL) PostgreSQL, where a NUL cannot be stored. Every documented operation.
 */
interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  additionalProperties?: Schema | boolean;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  pattern?: string;
}
interface Operation {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000d', '\u001b', '\u001f', '\u007f'];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const SOME_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let browsers: TestBrowser[];
let doc: { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

beforeAll(async () => {
  t = await startTestApp({ env: { SMS_INBOUND_TOKEN: 'gateway-secret' } });
  browsers = [];
  for (const user of [DEMO_USERS.linked, DEMO_USERS.caseworker, DEMO_USERS.admin]) {
    const b = t.browser();
    await b.login(user, DEMO_PASSWORD);
    browsers.push(b);
  }
  doc = (await browsers[0]!.get('/api/openapi.json')).json();
}, 120_000);
afterAll(async () => t?.close());

function resolve(s: Schema): Schema {
  if (!s.$ref) return s;
  return resolve(doc.components!.schemas![s.$ref.split('/').pop()!]!);
}

/** Each place a string can sit in a body: the path to it and how to build a body holding `value` there. */
function stringSlots(schema: Schema, at: string[] = []): { field: string; build: (value: string) => unknown }[] {
  const s = resolve(schema);
  const wrap = (inner: ReturnType<typeof stringSlots>, make: (v: unknown) => unknown) =>
    inner.map((slot) => ({ field: slot.field, build: (value: string) => make(slot.build(value)) }));
  const types = Array.isArray(s.type) ? s.type : [s.type];
  const alternatives = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];
  if (alternatives.length) return alternatives.flatMap((alt) => stringSlots(alt, at));
  if (types.includes('string')) return [{ field: at.join('.'), build: (value) => value }];
  if (types.includes('array') && s.items) return wrap(stringSlots(s.items, [...at, '0']), (v) => [v]);
  if (!types.includes('object')) return [];
  const slots = Object.entries(s.properties ?? {}).flatMap(([name, prop]) =>
    wrap(stringSlots(prop, [...at, name]), (v) => ({ [name]: v })),
  );
  if (typeof s.additionalProperties === 'object') {
    const extra = s.additionalProperties;
    slots.push(...wrap(stringSlots(extra, [...at, 'k']), (v) => ({ k: v })));
    // The record's key itself.
    slots.push({ field: at.join('.'), build: (value) => ({ [`k${value}`]: sample(extra) }) });
  }
  return slots;
}

function sample(schema: Schema): unknown {
  const s = resolve(schema);
  const first = s.anyOf?.[0] ?? s.oneOf?.[0];
  if (first) return sample(first);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  return type === 'array'
    ? []
    : type === 'object'
      ? {}
      : type === 'boolean'
        ? true
        : type === 'number' || type === 'integer'
          ? 1
          : 'x';
}

/**
 * Sends the call as the first of resident, caseworker, administrator allowed to make it (the SMS
 * provider's calls with its token).
 */
async function send(method: string, url: string, payload?: unknown) {
  let res;
  const gateway = url === urlOf('smsInbound') || url === urlOf('smsStatus');
  const headers = gateway ? { authorization: 'Bearer gateway-secret' } : {};
  for (const b of browsers) {
    res = await b.request({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    if (res.statusCode !== 401 && res.statusCode !== 403) return res;
  }
  return res!;
}

function fieldsOf(res: { json: () => unknown }): string[] {
  const body = res.json() as { errors?: { field?: string }[] };
  return (body.errors ?? []).map((e) => e.field ?? '');
}

function operations() {
  return Object.entries(doc.paths).flatMap(([pattern, ops]) =>
    METHODS.filter((m) => ops[m]).map((m) => ({ method: m.toUpperCase(), pattern, op: ops[m]! })),
  );
}

/** The path with `name` holding the text around `value`, and the other parameters a well-formed id (a number where one is asked). */
function fill(pattern: string, op: Operation, name?: string, value?: string) {
  const numeric = new Set(
    (op.parameters ?? [])
      .filter((p) => p.in === 'path' && ['integer', 'number'].includes(String(resolve(p.schema).type)))
      .map((p) => p.name),
  );
  const dates = new Set(
    (op.parameters ?? [])
      .filter((p) => p.in === 'path' && String(resolve(p.schema).pattern ?? '').includes('\\d{4}-'))
      .map((p) => p.name),
  );
  return pattern.replace(/\{([^}]+)\}/g, (_, p: string) =>
    p === name ? encodeURIComponent(`a${value}b`) : numeric.has(p) ? '1' : dates.has(p) ? '2099-01-02' : SOME_ID,
  );
}

describe('control characters in requests', () => {
  it('in any body field or record key: 400 naming the field, never 500', async () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const { method, pattern, op } of operations()) {
      const schema = op.requestBody?.content['application/json']?.schema;
      if (!schema) continue;
      // A file's content is streamed to disk as base64 and judged as a file (damaged), never stored as text.
      for (const slot of stringSlots(schema).filter((s) => !s.field.endsWith('attachment_base_64_data'))) {
        for (const c of CONTROL) {
          tried++;
          const res = await send(method, fill(pattern, op), slot.build(`a${c}b`));
          const fields = res.statusCode === 400 ? fieldsOf(res) : [];
          if (!fields.some((f) => f === slot.field || f.startsWith(`${slot.field}.`))) {
            wrong.push(
              `${method} ${pattern} ${slot.field} U+${c.charCodeAt(0).toString(16)}: ${res.statusCode} ${fields.join(',')}`,
            );
          }
        }
      }
    }
    expect(tried).toBeGreaterThan(300);
    expect(wrong).toEqual([]);
  }, 300_000);

  it('in any path or query parameter: 400 naming it, never 500', async () => {
    const wrong: string[] = [];
    for (const { method, pattern, op } of operations()) {
      for (const param of op.parameters ?? []) {
        if (param.in !== 'path' && param.in !== 'query') continue;
        for (const c of CONTROL) {
          const url =
            param.in === 'path'
              ? fill(pattern, op, param.name, c)
              : `${fill(pattern, op)}?${param.name}=${encodeURIComponent(`a${c}b`)}`;
          // A body only where the call takes one (a resumable upload's piece is bytes, not JSON).
          const res = await send(method, url, method === 'GET' || !op.requestBody ? undefined : {});
          if (res.statusCode !== 400 || !fieldsOf(res).includes(param.name)) {
            wrong.push(`${method} ${url}: ${res.statusCode} ${res.statusCode === 400 ? fieldsOf(res).join(',') : ''}`);
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it('a multi-line text keeps its line breaks and tabs; the message is translated', async () => {
    const body = { decision: 'APPROVED', reason: 'line one\n\tline two\u0000' };
    const res = await browsers[1]!.request({
      method: 'POST',
      url: `/api/v1/worker/applications/${SOME_ID}/programs/${SOME_ID}/decision`,
      payload: body,
      headers: { 'accept-language': 'es' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      expect.objectContaining({ field: 'reason', message: expect.stringMatching(/caracteres/) }),
    ]);
    const ok = await browsers[1]!.post(`/api/v1/worker/applications/${SOME_ID}/programs/${SOME_ID}/decision`, {
      ...body,
      reason: 'line one\n\tline two',
    });
    expect(ok.statusCode).not.toBe(400);
  });
});
