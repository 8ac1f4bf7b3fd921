import { and, asc, between, eq, inArray, like, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CaseReminders, ReminderChannelFigures, ReminderReport } from '@portal/contracts/delivery';
import { clock } from '../../platform/clock';
import { dayIn } from '../../platform/dates';
import type { Db } from '../../platform/db';
import { caseChanges, casePrograms, cases, outboxMessages, reminders } from '../../platform/db/schema';
import { notFound } from '../../platform/http/errors';
import type { SessionUser } from '../../platform/sessions';
import { caseInScope } from '../cases/staff-repo';
import { inScope, officeScope } from '../worker/scope';

type Figures = z.infer<typeof ReminderChannelFigures>;
type Channel = Figures['channel'];
const CHANNELS: Channel[] = ['TEXT', 'EMAIL', 'PAPER'];
const LIVE = ['ACTIVE', 'SUSPENDED'];

/** Days from `from` to `to` (YYYY-MM-DD). */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

/** The last day of the month of `day`. */
function monthEnd(day: string): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

const renewed = sql<boolean>`exists (select 1 from ${caseChanges} where ${caseChanges.caseId} = ${cases.id}
  and ${caseChanges.kind} = 'RECERT' and ${caseChanges.certificationEndOn} = ${cases.certificationEndOn})`;

/** The reminders of some things (subject ids), with what their receipts said. */
async function remindersOf(db: Db, where: ReturnType<typeof and>) {
  const rows = await db
    .select({
      task: reminders.task,
      subjectId: reminders.subjectId,
      dueOn: reminders.dueDay,
      channel: reminders.channel,
      sentAt: reminders.sentAt,
      delivery: outboxMessages.delivery,
      status: outboxMessages.status,
    })
    .from(reminders)
    .leftJoin(outboxMessages, eq(outboxMessages.id, reminders.messageId))
    .where(and(eq(reminders.status, 'SENT'), where))
    .orderBy(asc(reminders.sentAt));
  return rows.map((r) => ({
    ...r,
    channel: (r.channel ?? 'PAPER') as Channel,
    outcome:
      r.delivery === 'FAILED' || r.status === 'FAILED'
        ? ('FAILED' as const)
        : r.delivery === 'DELIVERED'
          ? ('DELIVERED' as const)
          : ('SENT' as const),
  }));
}

function figures(rows: { channel: Channel; outcome: 'SENT' | 'DELIVERED' | 'FAILED' }[]): Figures[] {
  return CHANNELS.map((channel) => {
    const of = rows.filter((r) => r.channel === channel);
    return {
      channel,
      sent: of.length,
      delivered: of.filter((r) => r.outcome === 'DELIVERED').length,
      failed: of.filter((r) => r.outcome === 'FAILED').length,
    };
  });
}

/**
 * The office's food renewals due this month (the state's month): how many, how many were reminded
 * (by channel: sent, delivered, failed), how many renewed, and the ones still open with their days
 * left, soonest first. Scoped to the reader's office (ADR 0402).
 */
export async function reminderReport(
  db: Db,
  user: Pick<SessionUser, 'id' | 'staffRole'>,
  timeZone: string,
): Promise<z.infer<typeof ReminderReport>> {
  const today = dayIn(clock.now(), timeZone);
  const first = `${today.slice(0, 7)}-01`;
  const scope = await officeScope(db, user);
  const due = await db
    .selectDistinct({ id: cases.id, reference: cases.reference, end: cases.certificationEndOn, renewed })
    .from(cases)
    .innerJoin(
      casePrograms,
      and(eq(casePrograms.caseId, cases.id), eq(casePrograms.programCode, 'FNS'), inArray(casePrograms.status, LIVE)),
    )
    .where(
      and(
        inArray(cases.status, LIVE),
        between(cases.certificationEndOn, first, monthEnd(today)),
        inScope(scope, cases.officeId),
      ),
    );
  const subjects = due.map((c) => `${c.id}:${c.end}`);
  const sent =
    subjects.length === 0
      ? []
      : await remindersOf(db, and(eq(reminders.task, 'RENEWAL'), inArray(reminders.subjectId, subjects)));
  const remindedSubjects = new Set(sent.map((r) => r.subjectId));
  const open = due
    .filter((c) => !c.renewed)
    .map((c) => ({
      caseId: c.id,
      caseReference: c.reference,
      dueOn: c.end!,
      daysLeft: daysBetween(today, c.end!),
      reminded: remindedSubjects.has(`${c.id}:${c.end}`),
    }))
    .sort((a, b) => a.dueOn.localeCompare(b.dueOn) || a.caseReference.localeCompare(b.caseReference));
  return {
    month: today.slice(0, 7),
    renewalsDue: due.length,
    reminded: remindedSubjects.size,
    renewed: due.filter((c) => c.renewed).length,
    stillOpen: open.length,
    channels: figures(sent),
    open,
  };
}

/** One case of the reader's office (else 404): its food renewal and every reminder sent about it. */
export async function caseReminders(
  db: Db,
  user: Pick<SessionUser, 'id' | 'staffRole'>,
  caseId: string,
  timeZone: string,
): Promise<z.infer<typeof CaseReminders>> {
  const c = await caseInScope(db, await officeScope(db, user), caseId);
  if (!c) throw notFound();
  const today = dayIn(clock.now(), timeZone);
  const [row] = await db
    .select({ end: cases.certificationEndOn, renewed })
    .from(cases)
    .innerJoin(
      casePrograms,
      and(eq(casePrograms.caseId, cases.id), eq(casePrograms.programCode, 'FNS'), inArray(casePrograms.status, LIVE)),
    )
    .where(eq(cases.id, caseId));
  const sent = await remindersOf(db, like(reminders.subjectId, `${caseId}:%`));
  return {
    renewalDueOn: row?.end ?? null,
    daysLeft: row?.end ? daysBetween(today, row.end) : null,
    renewed: row?.renewed ?? false,
    channels: figures(sent),
    reminders: sent.map((r) => ({
      task: r.task,
      dueOn: r.dueOn,
      channel: r.channel,
      sentAt: (r.sentAt ?? new Date(0)).toISOString(),
      outcome: r.outcome,
    })),
  };
}
