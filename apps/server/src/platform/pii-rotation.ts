import { sql } from 'drizzle-orm';
import type { FieldCipher } from './crypto';
import { rowsOf, type Db } from './db';
import type { AppContext } from './http/context';
import type { WorkerLoop } from './jobs';

/** Rows rewritten per transaction: short transactions, so nothing waits long on a locked row. */
export const ROTATION_BATCH = 200;

/**
 * Every column holding field-cipher text: by convention (CONVENTIONS.md) the `_enc` columns,
 * found in the catalog so a new feature's column is never forgotten.
 */
async function encryptedColumns(db: Db): Promise<{ table: string; column: string }[]> {
  return rowsOf(
    db,
    sql`SELECT table_name AS "table", column_name AS "column" FROM information_schema.columns
        WHERE table_schema = current_schema() AND right(column_name, 4) = '_enc' AND data_type = 'text'
        ORDER BY table_name, column_name`,
  );
}

/** How many stored values are not yet written with the current key (0: old keys may be dropped). */
export async function valuesNotCurrent(db: Db, cipher: FieldCipher): Promise<number> {
  let total = 0;
  const prefix = cipher.currentPrefix;
  for (const { table, column } of await encryptedColumns(db)) {
    const c = sql.identifier(column);
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${c} IS NOT NULL AND left(${c}, ${prefix.length}) <> ${prefix}`,
    );
    total += row!.n;
  }
  return total;
}

/**
 * Rewrites up to `limit` stored values that an earlier key wrote, with the current key, one
 * table column per transaction. Rows are locked FOR UPDATE SKIP LOCKED, so a request writing a
 * row is never held up (its row is done on a later pass) and two processes share the work.
 * Returns how many values it rewrote.
 */
export async function reencryptBatch(db: Db, cipher: FieldCipher, limit = ROTATION_BATCH): Promise<number> {
  let done = 0;
  const prefix = cipher.currentPrefix;
  for (const { table, column } of await encryptedColumns(db)) {
    if (done >= limit) break;
    const t = sql.identifier(table);
    const c = sql.identifier(column);
    done += await db.transaction(async (tx) => {
      const rows = await rowsOf<{ at: string; value: string }>(
        tx,
        sql`SELECT ctid::text AS at, ${c} AS value FROM ${t}
            WHERE ${c} IS NOT NULL AND left(${c}, ${prefix.length}) <> ${prefix}
            LIMIT ${limit - done} FOR UPDATE SKIP LOCKED`,
      );
      // The row is locked, so its ctid stays put until this transaction ends.
      for (const row of rows) {
        await tx.execute(
          sql`UPDATE ${t} SET ${c} = ${cipher.encrypt(cipher.decrypt(row.value))} WHERE ctid = ${row.at}::tid`,
        );
      }
      return rows.length;
    });
  }
  return done;
}

/**
 * While earlier personal-data keys are configured (PORTAL_PII_OLD_KEYS), every process
 * re-encrypts stored rows with the current key in the background, a batch at a time, while it
 * serves. It keeps looking every minute (a process still on the old key may write a row during
 * a deploy) until the old keys are removed from the configuration.
 */
export function piiRotationWorkers(ctx: AppContext, log: { info: (o: object, m: string) => void }): WorkerLoop[] {
  if (!ctx.cipher.rotating) return [];
  let reported = false;
  return [
    {
      name: 'pii-reencrypt',
      everyMs: 60_000,
      async tick() {
        const done = await reencryptBatch(ctx.db, ctx.cipher);
        ctx.metrics.piiReencrypted.inc(done);
        if (done > 0) reported = false;
        if (done < ROTATION_BATCH && !reported && (await valuesNotCurrent(ctx.db, ctx.cipher)) === 0) {
          reported = true;
          log.info({ keyId: ctx.cipher.keyId }, 'personal data is all encrypted with the current key');
        }
        return done === ROTATION_BATCH;
      },
    },
  ];
}
