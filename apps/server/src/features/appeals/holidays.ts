import { and, asc, eq, gt } from 'drizzle-orm';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import { dayIn } from '../../platform/dates';
import type { Db } from '../../platform/db';
import { stateHolidays } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { HttpError, notFound } from '../../platform/http/errors';
import type { Officer } from './hearing';

/**
 * The state holidays an appeal's filing date and last day skip (ADR 0410). An administrator adds,
 * corrects and removes them; a holiday on or before today has already counted (a request filed
 * that day was dated the next business day, a decision's last day was moved past it), so it is
 * kept as it was: only holidays still to come change, and never to a day already gone.
 */

const todayOf = (ctx: AppContext) => dayIn(clock.now(), ctx.config.timeZone);

/** The holidays on file from this year on, in date order, and the state's today. */
export async function holidayList(ctx: AppContext) {
  const today = todayOf(ctx);
  const rows = await ctx.db.select().from(stateHolidays).orderBy(asc(stateHolidays.day));
  const from = `${today.slice(0, 4)}-01-01`;
  return { holidays: rows.filter((h) => h.day >= from).map((h) => ({ date: h.day, name: h.name })), today };
}

/** An administrator adds a holiday (a day already on file is refused: 409). */
export async function addHoliday(ctx: AppContext, officer: Officer, body: { date: string; name: string }) {
  const [added] = await ctx.db
    .insert(stateHolidays)
    .values({ day: body.date, name: body.name.trim(), addedBy: officer.id, createdAt: clock.now() })
    .onConflictDoNothing()
    .returning();
  if (!added) throw new HttpError(409, 'CONFLICT', 'date');
  await audit(ctx.db, {
    actorUserId: officer.id,
    ip: officer.ip,
    action: 'holiday.add',
    entity: 'state_holiday',
    entityId: body.date,
  });
  return holidayList(ctx);
}

/** 404 for a day that is no holiday, 409 for one on or before today (it has counted). */
async function refuseMissingOrPast(db: Db, day: string): Promise<never> {
  const [found] = await db.select().from(stateHolidays).where(eq(stateHolidays.day, day));
  if (!found) throw notFound();
  throw new HttpError(409, 'validation.holiday.past', 'date');
}

const isUniqueViolation = (e: unknown) =>
  typeof e === 'object' &&
  e !== null &&
  ((e as { code?: string }).code === '23505' || (e as { cause?: { code?: string } }).cause?.code === '23505');

/** Corrects a holiday still to come: its date (to a day after today, not another holiday) and its name. */
export async function correctHoliday(
  ctx: AppContext,
  officer: Officer,
  day: string,
  body: { date: string; name: string },
) {
  const today = todayOf(ctx);
  if (body.date <= today) throw new HttpError(409, 'validation.holiday.past', 'date');
  const name = body.name.trim();
  await ctx.db.transaction(async (tx) => {
    if (body.date !== day) {
      const [taken] = await tx.select().from(stateHolidays).where(eq(stateHolidays.day, body.date));
      if (taken) throw new HttpError(409, 'validation.holiday.taken', 'date');
    }
    let changed: { day: string; name: string }[];
    try {
      // Conditional: a holiday that became past meanwhile (or was removed) is not touched.
      changed = await tx
        .update(stateHolidays)
        .set({ day: body.date, name })
        .where(and(eq(stateHolidays.day, day), gt(stateHolidays.day, today)))
        .returning({ day: stateHolidays.day, name: stateHolidays.name });
    } catch (e) {
      if (isUniqueViolation(e)) throw new HttpError(409, 'validation.holiday.taken', 'date');
      throw e;
    }
    if (changed.length === 0) await refuseMissingOrPast(tx, day);
    await audit(tx, {
      actorUserId: officer.id,
      ip: officer.ip,
      action: 'holiday.correct',
      entity: 'state_holiday',
      entityId: body.date,
      detail: { from: day, to: body.date, name },
    });
  });
  return holidayList(ctx);
}

/** Removes a holiday still to come. */
export async function removeHoliday(ctx: AppContext, officer: Officer, day: string) {
  const today = todayOf(ctx);
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(stateHolidays)
      .where(and(eq(stateHolidays.day, day), gt(stateHolidays.day, today)))
      .returning({ day: stateHolidays.day, name: stateHolidays.name });
    if (removed.length === 0) await refuseMissingOrPast(tx, day);
    await audit(tx, {
      actorUserId: officer.id,
      ip: officer.ip,
      action: 'holiday.remove',
      entity: 'state_holiday',
      entityId: day,
      detail: { name: removed[0]!.name },
    });
  });
  return holidayList(ctx);
}
