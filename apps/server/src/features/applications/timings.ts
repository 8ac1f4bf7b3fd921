import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FormTimings } from '@portal/contracts';
import { definitionOf, type Lang } from '@portal/forms';
import type { Db } from '../../platform/db';
import { formTimings } from '../../platform/db/schema';

/** The longest an application is counted as taking: a draft can be resumed for 30 days. */
const MAX_SECONDS = 30 * 24 * 3600;

/** A page key without the person and item indexes (`job.0.1` → `job`): a page, not a person. */
export const pageIdOf = (key: string | null): string | null => (key ? key.replace(/(\.\d+)+$/, '') : null);

/** Records one finished or abandoned application's time, without anything that names the person. */
export async function recordTiming(
  db: Db,
  t: {
    formId: string;
    startedAt: Date;
    endedAt: Date;
    submitted: boolean;
    lastPage?: string | null;
    anonymous: boolean;
  },
): Promise<void> {
  const seconds = (t.endedAt.getTime() - t.startedAt.getTime()) / 1000;
  if (!(seconds >= 0 && seconds <= MAX_SECONDS)) return;
  await db.insert(formTimings).values({
    formId: t.formId,
    startedAt: t.startedAt,
    endedAt: t.endedAt,
    submitted: t.submitted,
    lastPage: t.submitted ? null : pageIdOf(t.lastPage ?? null),
    anonymous: t.anonymous,
  });
}

/** Per form: how many were submitted and their median minutes; where unfinished ones stopped, most first. */
export async function timingsReport(db: Db) {
  const minutes = sql<number>`extract(epoch from ${formTimings.endedAt} - ${formTimings.startedAt}) / 60`;
  const done = await db
    .select({
      formId: formTimings.formId,
      submitted: count(),
      medianMinutes: sql<number>`percentile_cont(0.5) within group (order by ${minutes})`.mapWith(Number),
      anonymousMedianMinutes: sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${minutes}) filter (where ${formTimings.anonymous})`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
    })
    .from(formTimings)
    .where(eq(formTimings.submitted, true))
    .groupBy(formTimings.formId);
  const stops = await db
    .select({ formId: formTimings.formId, pageId: formTimings.lastPage, count: count() })
    .from(formTimings)
    .where(and(eq(formTimings.submitted, false)))
    .groupBy(formTimings.formId, formTimings.lastPage)
    .orderBy(desc(count()));
  return { done, stops };
}

/** The report with each form's and page's title in the reader's language. */
export function presentTimings(report: Awaited<ReturnType<typeof timingsReport>>, l: Lang): FormTimings {
  const forms = new Set([...report.done.map((d) => d.formId), ...report.stops.map((s) => s.formId)]);
  return {
    forms: [...forms].sort().map((formId) => {
      const def = definitionOf(formId);
      const done = report.done.find((d) => d.formId === formId);
      const pageTitle = (pageId: string) =>
        def?.sections
          .flatMap((s) => s.pages)
          .find((p) => p.id === pageId)
          ?.title[l].replace(/\{\w+\}/g, '…') ?? pageId;
      return {
        formId,
        name: def?.title[l] ?? formId,
        submitted: done?.submitted ?? 0,
        medianMinutes: done ? round1(done.medianMinutes) : null,
        anonymousMedianMinutes: done?.anonymousMedianMinutes == null ? null : round1(done.anonymousMedianMinutes),
        stops: report.stops
          .filter((s) => s.formId === formId && s.pageId)
          .map((s) => ({ pageId: s.pageId!, title: pageTitle(s.pageId!), count: s.count })),
      };
    }),
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
