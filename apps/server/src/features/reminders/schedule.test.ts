import { describe, expect, it } from 'vitest';
import { DEFAULT_REMINDER_SCHEDULE } from '@portal/contracts/reminders';
import { lastDayToAppeal } from '../appeals/decisions';
import { addDays, isoDay } from '../../platform/dates';
import { dueMoment, inQuietHours, planReminders, textSendTime } from './schedule';

const NY = 'America/New_York';
const none = new Set<string>();
const at = (r: { at: Date }) => r.at.toISOString();

describe('reminder schedule', () => {
  it('renewal: opens on the first of the month the certification ends, then 14 and 3 days before, then the morning of', () => {
    const plan = planReminders({ task: 'RENEWAL', certificationEnd: '2026-12-31' }, NY, none);
    expect(plan.map((r) => [r.step, at(r)])).toEqual([
      ['opens', '2026-12-01T14:00:00.000Z'],
      ['due-14', '2026-12-17T14:00:00.000Z'],
      ['due-3', '2026-12-28T14:00:00.000Z'],
      ['due-0', '2026-12-31T13:00:00.000Z'],
    ]);
    expect(plan.every((r) => r.dueDay === '2026-12-31')).toBe(true);
    // Due at 4:59 p.m. state time (EST: 21:59 UTC); every reminder comes before it.
    expect(dueMoment('2026-12-31', NY).toISOString()).toBe('2026-12-31T21:59:00.000Z');
    expect(plan.every((r) => r.at < dueMoment('2026-12-31', NY))).toBe(true);
  });

  it('counts state time across daylight saving (EDT in summer)', () => {
    const plan = planReminders({ task: 'RENEWAL', certificationEnd: '2027-06-30' }, NY, none);
    expect(at(plan[0]!)).toBe('2027-06-01T13:00:00.000Z');
  });

  it('documents: 10 and 3 days before the due date the request set', () => {
    const plan = planReminders({ task: 'DOCUMENTS', dueOn: '2026-12-02' }, NY, none);
    expect(plan.map((r) => [r.step, isoDay(r.at)])).toEqual([
      ['due-10', '2026-11-22'],
      ['due-3', '2026-11-29'],
    ]);
    expect(plan[0]!.dueDay).toBe('2026-12-02');
  });

  it('appeal window: 30 and 7 days before the last day the appeals feature counts (holidays move it)', () => {
    const holidays = new Set(['2027-01-01']);
    const plan = planReminders({ task: 'APPEAL_WINDOW', decisionDay: '2026-10-03' }, NY, holidays);
    const last = lastDayToAppeal('2026-10-03', holidays);
    expect(last).toBe('2027-01-04'); // day 90 is 2027-01-01, a holiday; then a weekend
    expect(plan.map((r) => isoDay(r.at))).toEqual([
      isoDay(addDays(new Date(`${last}T00:00:00Z`), -30)),
      isoDay(addDays(new Date(`${last}T00:00:00Z`), -7)),
    ]);
    expect(plan[0]!.dueDay).toBe(last);
  });

  it('hearing: 3 days and 1 day before', () => {
    const plan = planReminders({ task: 'HEARING', hearingDay: '2026-12-10' }, NY, none);
    expect(plan.map((r) => isoDay(r.at))).toEqual(['2026-12-07', '2026-12-09']);
  });

  it('change reporting: on the 5th of the next month, across a year end', () => {
    const plan = planReminders({ task: 'CHANGE_REPORT', startedOn: '2026-12-20' }, NY, none);
    expect(plan.map((r) => [r.step, isoDay(r.at)])).toEqual([['fifth', '2027-01-05']]);
    // It names the day the change is due: the 10th.
    expect(plan[0]!.dueDay).toBe('2027-01-10');
  });

  it('draft: after 1 and 7 days, and 3 days before the 30-day deletion', () => {
    const plan = planReminders(
      { task: 'APPLICATION_DRAFT', startedOn: '2026-11-10', lastSavedOn: '2026-11-10' },
      NY,
      none,
    );
    expect(plan.map((r) => [r.step, isoDay(r.at)])).toEqual([
      ['saved+1', '2026-11-11'],
      ['saved+7', '2026-11-17'],
      ['deletion-3', '2026-12-07'],
    ]);
    expect(plan[0]!.dueDay).toBe('2026-12-10');
    // Saved again later: the nudges move, the deletion (counted from the start, as the purge job does) does not.
    const later = planReminders(
      { task: 'APPLICATION_DRAFT', startedOn: '2026-11-10', lastSavedOn: '2026-11-20' },
      NY,
      none,
    );
    expect(later.map((r) => isoDay(r.at))).toEqual(['2026-11-21', '2026-11-27', '2026-12-07']);
  });

  it('the schedule is configuration: a changed step changes the plan', () => {
    const cfg = {
      ...DEFAULT_REMINDER_SCHEDULE,
      steps: {
        ...DEFAULT_REMINDER_SCHEDULE.steps,
        HEARING: [{ key: 'h-2', anchor: 'HEARING_DAY' as const, days: -2, hour: 10, minute: 30 }],
      },
    };
    const plan = planReminders({ task: 'HEARING', hearingDay: '2026-12-10' }, NY, none, cfg);
    expect(plan.map((r) => [r.step, at(r)])).toEqual([['h-2', '2026-12-08T15:30:00.000Z']]);
  });

  it('no texts between 8 p.m. and 8 a.m. state time: deferred to the next 8 a.m.', () => {
    const evening = new Date('2026-12-01T01:30:00Z'); // 8:30 p.m. on Nov 30 in New York
    expect(inQuietHours(evening, NY)).toBe(true);
    expect(textSendTime(evening, NY).toISOString()).toBe('2026-12-01T13:00:00.000Z');
    const early = new Date('2026-12-01T10:00:00Z'); // 5 a.m.
    expect(textSendTime(early, NY).toISOString()).toBe('2026-12-01T13:00:00.000Z');
    const day = new Date('2026-12-01T14:00:00Z'); // 9 a.m.
    expect(inQuietHours(day, NY)).toBe(false);
    expect(textSendTime(day, NY)).toBe(day);
    expect(inQuietHours(new Date('2026-12-01T00:59:00Z'), NY)).toBe(false); // 7:59 p.m.
    expect(inQuietHours(new Date('2026-12-01T01:00:00Z'), NY)).toBe(true); // 8:00 p.m.
  });
});
