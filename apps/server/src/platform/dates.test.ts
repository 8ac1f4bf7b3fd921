import { describe, expect, it } from 'vitest';
import {
  daysSince,
  addDays,
  addMonths,
  atTimeIn,
  businessDayFrom,
  certificationPeriod,
  clockTime,
  dayIn,
  durationMs,
  filingDay,
  isoDay,
  later,
  nextCertificationPeriod,
  sixMonthsBefore,
  subDays,
  usDate,
} from './dates';

describe('dates', () => {
  it("counts a work item's age in whole calendar days, across a month end, never below 0", () => {
    expect(daysSince('2026-11-28', '2026-11-28')).toBe(0);
    expect(daysSince('2026-10-30', '2026-11-02')).toBe(3);
    expect(daysSince('2026-11-29', '2026-11-28')).toBe(0);
  });

  it('a state-time moment, on either side of a daylight-saving change, asked once or many times', () => {
    const nine = atTimeIn('2027-03-13', 9, 0, 'America/New_York');
    expect(nine.toISOString()).toBe('2027-03-13T14:00:00.000Z');
    expect(atTimeIn('2027-03-15', 9, 0, 'America/New_York').toISOString()).toBe('2027-03-15T13:00:00.000Z');
    expect(atTimeIn('2027-03-13', 9, 0, 'America/Los_Angeles').toISOString()).toBe('2027-03-13T17:00:00.000Z');
    // Each answer is a Date of its own: changing one does not change the next.
    nine.setTime(0);
    expect(atTimeIn('2027-03-13', 9, 0, 'America/New_York').toISOString()).toBe('2027-03-13T14:00:00.000Z');
  });

  it('counts days on the UTC calendar, so a day across a daylight-saving change is still 24 hours', () => {
    const before = new Date('2026-03-07T12:00:00Z');
    expect(addDays(before, 2).toISOString()).toBe('2026-03-09T12:00:00.000Z');
    expect(subDays(new Date('2026-11-02T05:00:00Z'), 1).toISOString()).toBe('2026-11-01T05:00:00.000Z');
    expect(isoDay(addDays(new Date('2026-12-31T23:30:00Z'), 1))).toBe('2027-01-01');
  });

  it('"six months" is six calendar months back, clamped to the end of a shorter month', () => {
    expect(isoDay(sixMonthsBefore(new Date('2026-11-23T10:00:00Z')))).toBe('2026-05-23');
    expect(isoDay(sixMonthsBefore(new Date('2026-08-31T10:00:00Z')))).toBe('2026-02-28');
    expect(isoDay(addMonths(new Date('2025-01-15T00:00:00Z'), 23))).toBe('2026-12-15');
  });

  it('turns durations into milliseconds from a moment', () => {
    const from = new Date('2026-01-01T00:00:00Z');
    expect(durationMs({ hours: 1 }, from)).toBe(3_600_000);
    expect(later(from, { days: 31 }).toISOString()).toBe('2026-02-01T00:00:00.000Z');
  });

  it("the state's day: late evening in New York is still yesterday, though UTC has moved on", () => {
    expect(dayIn(new Date('2026-12-01T04:30:00Z'), 'America/New_York')).toBe('2026-11-30');
    expect(dayIn(new Date('2026-12-01T05:00:00Z'), 'America/New_York')).toBe('2026-12-01');
    expect(dayIn(new Date('2026-07-01T03:59:00Z'), 'America/New_York')).toBe('2026-06-30');
    expect(dayIn(new Date('2026-12-01T04:30:00Z'), 'UTC')).toBe('2026-12-01');
  });

  it('a certification period runs from the first of the month to the last day of its last month', () => {
    expect(certificationPeriod('2026-11-30', 12)).toEqual({ start: '2026-11-01', end: '2027-10-31' });
    expect(certificationPeriod('2027-01-31', 1)).toEqual({ start: '2027-01-01', end: '2027-01-31' });
    expect(certificationPeriod('2027-12-01', 3)).toEqual({ start: '2027-12-01', end: '2028-02-29' });
    expect(certificationPeriod('2026-08-15', 6)).toEqual({ start: '2026-08-01', end: '2027-01-31' });
  });

  it('the next certification period starts the day after the current one ends', () => {
    expect(nextCertificationPeriod('2027-10-31', 12)).toEqual({ start: '2027-11-01', end: '2028-10-31' });
    expect(nextCertificationPeriod('2028-01-31', 1)).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    // A period that ended mid-month (a case from before periods were kept whole) still runs its months.
    expect(nextCertificationPeriod('2026-12-15', 6)).toEqual({ start: '2026-12-16', end: '2027-06-15' });
  });

  it('writes a day as people read it, MM/DD/YYYY', () => {
    expect(usDate('2027-03-09')).toBe('03/09/2027');
  });

  describe('the filing date of an appeal (5 p.m. state time, weekends, holidays)', () => {
    const zone = 'America/New_York';
    const holidays = new Set(['2026-11-26', '2026-11-27', '2026-12-25']);
    const at = (iso: string) => filingDay(new Date(iso), 17, zone, holidays);

    it('a business day before 5 p.m. is that day; at 5 p.m. or later it is the next business day', () => {
      // Tuesday 4:59 p.m. and 5:00 p.m. Eastern (UTC-5 in December).
      expect(at('2026-12-01T21:59:00Z')).toBe('2026-12-01');
      expect(at('2026-12-01T22:00:00Z')).toBe('2026-12-02');
      // Late on Tuesday in the state is already Wednesday in UTC: the state's calendar counts.
      expect(at('2026-12-02T03:30:00Z')).toBe('2026-12-02');
    });

    it('Friday after 5 p.m., Saturday and Sunday are dated Monday', () => {
      expect(at('2026-12-04T22:30:00Z')).toBe('2026-12-07');
      expect(at('2026-12-05T15:00:00Z')).toBe('2026-12-07');
      expect(at('2026-12-06T15:00:00Z')).toBe('2026-12-07');
    });

    it('holidays are skipped: Wednesday evening before Thanksgiving is dated the Monday after', () => {
      expect(at('2026-11-25T23:00:00Z')).toBe('2026-11-30');
      expect(at('2026-12-24T23:00:00Z')).toBe('2026-12-28');
      expect(businessDayFrom('2026-12-25', holidays)).toBe('2026-12-28');
      expect(businessDayFrom('2026-12-28', holidays)).toBe('2026-12-28');
    });

    it('writes a time of day as people read it', () => {
      expect(clockTime('14:30', 'en')).toBe('2:30 p.m.');
      expect(clockTime('00:05', 'en')).toBe('12:05 a.m.');
      expect(clockTime('12:00', 'en')).toBe('12:00 p.m.');
      expect(clockTime('14:30', 'es')).toBe('14:30');
    });
  });
});
