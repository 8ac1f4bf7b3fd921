import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { TurnTakingPGlite } from './index';

const opened: PGlite[] = [];
afterAll(async () => Promise.all(opened.map((db) => db.close())));

/** Queues statements, then asks for a turn of the event loop; says when each came. */
async function order(db: PGlite): Promise<string[]> {
  await db.waitReady;
  opened.push(db);
  const seen: string[] = [];
  const statements = Array.from({ length: 10 }, (_, i) => db.query('SELECT 1').then(() => seen.push(`statement ${i}`)));
  setImmediate(() => seen.push('turn'));
  await Promise.all(statements);
  return seen;
}

describe('PGlite taking turns with the event loop', () => {
  it('runs queued statements in order, one a turn, so waiting work (a connection, a request) comes in between', async () => {
    const seen = await order(new TurnTakingPGlite('memory://'));
    expect(seen.filter((s) => s !== 'turn')).toEqual(Array.from({ length: 10 }, (_, i) => `statement ${i}`));
    expect(seen.indexOf('turn')).toBeLessThan(3);
  });

  it('(plain PGlite runs them all before the event loop turns)', async () => {
    const seen = await order(new PGlite('memory://'));
    expect(seen.indexOf('turn')).toBe(-1);
  });

  it('runs a transaction whole in its turn, its own statements straight on', async () => {
    const db = new TurnTakingPGlite('memory://');
    opened.push(db);
    const seen: string[] = [];
    const tx = db.transaction(async (t) => {
      await t.query('SELECT 1');
      seen.push('in transaction');
      await t.query('SELECT 2');
      seen.push('transaction done');
    });
    const after = db.query('SELECT 3').then(() => seen.push('after'));
    await Promise.all([tx, after]);
    expect(seen).toEqual(['in transaction', 'transaction done', 'after']);
  });
});
