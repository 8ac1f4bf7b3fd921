import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '@portal/contracts';
import type { TestWorld } from '@portal/contracts/test-world';
import { clock } from '../../platform/clock';
import { addDays, dayIn, isoDay } from '../../platform/dates';
import { auditLog, stateHolidays } from '../../platform/db/schema';
import { createTestWorld } from '../../seed/test-world';
import { startTestApp, type TestApp, type TestBrowser } from '../../test/harness';

/** An administrator corrects and removes holidays still to come; past ones stay as they counted (ADR 0410). */

let t: TestApp;
let w: TestWorld;
let admin: TestBrowser;

type Holiday = { date: string; name: string };
const list = async () => (await admin.get(urlOf('workerHolidays'))).json<{ holidays: Holiday[]; today: string }>();
const add = (h: Holiday) => admin.post(urlOf('workerAddHoliday'), h);
const correct = (date: string, h: Holiday) => admin.post(urlOf('workerCorrectHoliday', { date }), h);
const remove = (date: string) => admin.post(urlOf('workerRemoveHoliday', { date }));
const audited = (action: string, entityId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

beforeAll(async () => {
  t = await startTestApp();
  w = await createTestWorld(t.app.ctx);
  admin = await t.signedIn(w.users.admin);
}, 120_000);
afterAll(async () => t?.close());

describe('correcting and removing state holidays', () => {
  it('corrects the date and name of a holiday to come, and audits it', async () => {
    expect((await add({ date: '2091-03-02', name: 'Fonders Day' })).statusCode).toBe(200);
    const res = await correct('2091-03-02', { date: '2091-03-05', name: '  Founders Day ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().holidays).toContainEqual({ date: '2091-03-05', name: 'Founders Day' });
    expect(res.json().holidays.map((h: Holiday) => h.date)).not.toContain('2091-03-02');
    const [entry] = await audited('holiday.correct', '2091-03-05');
    expect(entry!.detail).toEqual({ from: '2091-03-02', to: '2091-03-05', name: 'Founders Day' });
    expect(entry!.actorUserId).toBeTruthy();
    // Only the name.
    expect((await correct('2091-03-05', { date: '2091-03-05', name: 'Founders’ Day' })).json().holidays).toContainEqual(
      {
        date: '2091-03-05',
        name: 'Founders’ Day',
      },
    );
  });

  it('refuses bad input with a field and changes nothing', async () => {
    await add({ date: '2092-07-03', name: 'Independence Day (observed)' });
    await add({ date: '2092-09-01', name: 'Labor Day' });
    const before = await list();
    const blank = await correct('2092-07-03', { date: '2092-07-03', name: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors[0]).toMatchObject({ field: 'name' });
    expect((await correct('2092-07-03', { date: '07/04/2092', name: 'x' })).statusCode).toBe(400);
    expect((await correct('not-a-day', { date: '2092-07-04', name: 'x' })).statusCode).toBe(400);
    const taken = await correct('2092-07-03', { date: '2092-09-01', name: 'Independence Day' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors[0]).toMatchObject({ field: 'date', message: 'That day is already a holiday.' });
    const yesterday = isoDay(addDays(clock.now(), -1));
    const toPast = await correct('2092-07-03', { date: yesterday, name: 'Independence Day' });
    expect(toPast.statusCode).toBe(409);
    expect(toPast.json().errors[0].field).toBe('date');
    expect((await correct('2092-07-07', { date: '2092-07-08', name: 'Nothing' })).statusCode).toBe(404);
    expect((await remove('2092-07-07')).statusCode).toBe(404);
    expect(await list()).toEqual(before);
    expect(await audited('holiday.correct', '2092-09-01')).toEqual([]);
  });

  it('keeps a holiday that has already counted: no correction, no removal, said in the reader’s language', async () => {
    const today = dayIn(clock.now(), t.app.ctx.config.timeZone);
    await t.db.insert(stateHolidays).values({ day: today, name: 'Counted Day', createdAt: clock.now() });
    const refused = await correct(today, { date: '2093-01-02', name: 'Moved' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0].message).toMatch(/already counted for deadlines/);
    const spanish = await admin.request({
      method: 'POST',
      url: urlOf('workerRemoveHoliday', { date: today }),
      headers: { 'accept-language': 'es' },
    });
    expect(spanish.statusCode).toBe(409);
    expect(spanish.json().errors[0].message).toMatch(/ya contó para los plazos/);
    const [kept] = await t.db.select().from(stateHolidays).where(eq(stateHolidays.day, today));
    expect(kept).toMatchObject({ name: 'Counted Day' });
    expect((await list()).today).toBe(today);
  });

  it('removes a holiday to come, audits it, and only an administrator may', async () => {
    await add({ date: '2094-11-11', name: 'Veterans Day' });
    const officer = await t.signedIn(w.users.hearing);
    expect((await officer.post(urlOf('workerRemoveHoliday', { date: '2094-11-11' }))).statusCode).toBe(403);
    expect(
      (await officer.post(urlOf('workerCorrectHoliday', { date: '2094-11-11' }), { date: '2094-11-12', name: 'x' }))
        .statusCode,
    ).toBe(403);
    const res = await remove('2094-11-11');
    expect(res.statusCode).toBe(200);
    expect(res.json().holidays.map((h: Holiday) => h.date)).not.toContain('2094-11-11');
    expect((await audited('holiday.remove', '2094-11-11'))[0]!.detail).toEqual({ name: 'Veterans Day' });
    expect((await remove('2094-11-11')).statusCode).toBe(404);
  });
});
