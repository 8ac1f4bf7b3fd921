import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { UserAccount } from '@portal/contracts';
import { compile, responseSerializer } from './serializer';

/** The serializer of one route's answer, as Fastify builds it. */
const serializerOf = (schema: z.ZodType, verify = true) =>
  responseSerializer(verify)({ schema, method: 'GET', url: '/api/v1/test', httpStatus: '200' });

const Answer = z.object({
  id: z.string(),
  count: z.number(),
  open: z.boolean(),
  kind: z.enum(['A', 'B']),
  ok: z.literal(true),
  note: z.string().nullable(),
  extra: z.string().optional(),
  items: z.array(z.object({ n: z.number().nullable() })),
});

describe('writing answers', () => {
  it('writes only what the contract names, in its order, as zod writes it', () => {
    const data = {
      items: [{ n: 1, secret: 'x' }, { n: null }],
      note: null,
      ok: true,
      kind: 'B',
      open: false,
      count: 2.5,
      id: 'a "quoted"\u2028 line',
      passwordHash: 'never sent',
    };
    const written = serializerOf(Answer)(data);
    expect(written).toBe(
      '{"id":"a \\"quoted\\"\u2028 line","count":2.5,"open":false,"kind":"B","ok":true,"note":null,"items":[{"n":1},{"n":null}]}',
    );
    // The fast writer wrote it (not zod after a doubt), and zod agrees byte for byte.
    expect(compile(Answer)(data)).toBe(written);
    expect(JSON.stringify(Answer.encode(data as z.input<typeof Answer>))).toBe(written);
  });

  it('an optional field is written when present and left out when absent', () => {
    const base = { id: 'a', count: 0, open: true, kind: 'A', ok: true, note: 'n', items: [] };
    expect(compile(Answer)({ ...base, extra: 'e' })).toContain('"note":"n","extra":"e","items":[]');
    expect(compile(Answer)(base)).not.toContain('extra');
  });

  it('an answer that breaks its contract is refused as zod refuses it', () => {
    const write = serializerOf(Answer);
    const good = { id: 'a', count: 1, open: true, kind: 'A', ok: true, note: null, items: [] };
    for (const bad of [
      { ...good, count: '1' },
      { ...good, count: Number.NaN },
      { ...good, kind: 'C' },
      { ...good, ok: false },
      { ...good, note: undefined },
      { ...good, items: [{ n: 'one' }] },
      { ...good, items: {} },
      null,
      [good],
    ]) {
      expect(compile(Answer)(bad)).toBeUndefined();
      expect(() => write(bad)).toThrow(/Response doesn't match the schema/);
    }
  });

  it('formats, limits, unions and records are zod’s to check and write', () => {
    const Mixed = z.object({
      at: z.iso.datetime(),
      short: z.string().max(3),
      whole: z.number().int().nullable(),
      either: z.union([z.string(), z.number()]),
      map: z.record(z.string(), z.number()),
    });
    const good = { at: '2026-11-27T10:00:00.000Z', short: 'abc', whole: 3, either: 4, map: { a: 1 } };
    expect(serializerOf(Mixed)(good)).toBe(JSON.stringify(good));
    expect(compile(Mixed)(good)).toBe(JSON.stringify(good));
    for (const bad of [
      { ...good, at: 'yesterday' },
      { ...good, short: 'abcd' },
      { ...good, whole: 1.5 },
    ]) {
      expect(compile(Mixed)(bad)).toBeUndefined();
      expect(() => serializerOf(Mixed)(bad)).toThrow(/Response doesn't match the schema/);
    }
  });

  it('the signed-in account is written fast and as zod writes it', () => {
    const account = {
      userName: 'ana.linked',
      userType: 'LINKED',
      displayName: 'Ana Rivera',
      staffRole: null,
      isDelinked: false,
      locale: 'es',
      unreadNotices: 2,
      passkeyRequired: false,
    };
    expect(compile(UserAccount)(account)).toBe(JSON.stringify(account));
    expect(compile(UserAccount)({ ...account, unreadNotices: 2.5 })).toBeUndefined();
  });
});
