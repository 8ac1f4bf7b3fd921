import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  MASS_COMM_MAX_DAYS_AHEAD,
  MASS_COMM_PREVIEW_LIST,
  maskEmail,
  maskPhone,
  type CreateMassCommRequest,
  type MassCommAudience,
  type MassCommPreview,
  type UpdateMassCommRequest,
} from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import { rowsOf, type Db } from '../../platform/db';
import { massCommunicationRecipients, massCommunications, offices, outboxMessages } from '../../platform/db/schema';
import { ExplainedError, forbidden, notFound } from '../../platform/http/errors';
import { t } from '../../platform/i18n';
import { audienceRows, type Audience } from './audience';
import { listFor } from './list';
import { scopeOf, type Staff } from './scope';

type Who = { actorUserId: string; ip: string };

const explained = (status: number, field: string, key: Parameters<typeof t>[1]) =>
  new ExplainedError(status, status === 409 ? 'CONFLICT' : 'BAD_REQUEST', field, {
    en: t('en', key),
    es: t('es', key),
  });

/** The audience as the staff member may use it: a caseworker's is always their own office; alerts are an administrator's. */
async function allowedAudience(db: Db, staff: Staff, input: MassCommAudience): Promise<Audience> {
  const audience: Audience = {
    kind: input.kind,
    officeId: input.officeId ?? null,
    programCode: input.programCode ?? null,
    caseStatus: input.caseStatus ?? null,
    topic: input.topic ?? null,
  };
  if (audience.kind === 'ALERTS') {
    if (!staff.isAdmin) throw forbidden();
    return { ...audience, officeId: null, programCode: null, caseStatus: null };
  }
  const own = await scopeOf(db, staff);
  if (own && audience.officeId && audience.officeId !== own) throw notFound();
  if (audience.officeId) {
    const [office] = await db.select({ id: offices.id }).from(offices).where(eq(offices.id, audience.officeId));
    if (!office) throw notFound();
  }
  return { ...audience, officeId: own ?? audience.officeId, topic: null };
}

interface FoundRow {
  user_id: string;
  username: string;
  first_name: string;
  last_name: string;
  channel: 'EMAIL' | 'SMS';
  address: string;
}

/** view_pref_method: how many the filter finds, by method, and the first few by name. */
export async function previewAudience(db: Db, staff: Staff, input: MassCommAudience): Promise<MassCommPreview> {
  const audience = await allowedAudience(db, staff, input);
  const found = audienceRows(audience, staff.department);
  const [counts] = await rowsOf<{ messages: number; people: number; email: number; text: number }>(
    db,
    sql`SELECT count(*)::int AS messages, count(DISTINCT user_id)::int AS people,
          count(*) FILTER (WHERE channel = 'EMAIL')::int AS email, count(*) FILTER (WHERE channel = 'SMS')::int AS text
        FROM (${found}) f`,
  );
  const first = await rowsOf<FoundRow>(
    db,
    sql`SELECT * FROM (${found}) f ORDER BY last_name, first_name, user_id, channel LIMIT ${MASS_COMM_PREVIEW_LIST}`,
  );
  return {
    recipientCount: counts!.messages,
    people: counts!.people,
    byEmail: counts!.email,
    byText: counts!.text,
    preferences: first.map((r) => ({
      userName: r.username,
      personName: `${r.first_name} ${r.last_name}`,
      contactMethod: r.channel === 'SMS' ? 'TEXT' : 'EMAIL',
      emailAddress: r.channel === 'EMAIL' ? maskEmail(r.address) : null,
      phoneNumber: r.channel === 'SMS' ? maskPhone(r.address) : null,
      phoneAreaCode: r.channel === 'SMS' ? r.address.slice(0, 3) : null,
      playerID: null,
    })),
  };
}

/** When to start: now, or a time from now up to 90 days ahead (a minute's grace for a clock). */
function sendTime(sendAt: string | null | undefined): Date {
  const now = clock.now();
  if (!sendAt) return now;
  const at = new Date(sendAt);
  const latest = now.getTime() + MASS_COMM_MAX_DAYS_AHEAD * 86_400_000;
  if (at.getTime() < now.getTime() - 60_000 || at.getTime() > latest) throw explained(400, 'sendAt', 'massComm.sendAt');
  return at < now ? now : at;
}

/**
 * Schedules a mass communication: writes who it goes to now, in the same transaction, and refuses
 * (writing nothing) when the filter finds more than the preview counted, or no one.
 */
export async function createMassComm(db: Db, staff: Staff, input: CreateMassCommRequest, who: Who) {
  const audience = await allowedAudience(db, staff, input.audience);
  const sendAt = sendTime(input.sendAt);
  const now = clock.now();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(massCommunications)
      .values({
        kind: audience.kind,
        audience: {
          officeId: audience.officeId,
          programCode: audience.programCode,
          caseStatus: audience.caseStatus,
          topic: audience.topic,
        },
        subjectEn: input.subjectEn,
        subjectEs: input.subjectEs,
        bodyEn: input.bodyEn,
        bodyEs: input.bodyEs,
        status: 'SCHEDULED',
        sendAt,
        recipientCount: 0,
        officeId: await scopeOf(tx, staff),
        createdBy: staff.userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: massCommunications.id });
    const [written] = await rowsOf<{ n: number }>(
      tx,
      sql`WITH written AS (
            INSERT INTO mass_communication_recipients (mass_communication_id, user_id, channel, address, locale, status)
            SELECT ${row!.id}::uuid, user_id, channel, address, locale, 'PENDING'
            FROM (${audienceRows(audience, staff.department)}) f
            RETURNING 1)
          SELECT count(*)::int AS n FROM written`,
    );
    const n = written!.n;
    if (n === 0) throw explained(409, 'previewedCount', 'massComm.nobody');
    if (n > input.previewedCount) throw explained(409, 'previewedCount', 'massComm.moreThanPreviewed');
    await tx.update(massCommunications).set({ recipientCount: n }).where(eq(massCommunications.id, row!.id));
    await audit(tx, { ...who, action: 'massComm.create', entity: 'mass_communication', entityId: row!.id });
    return row!.id;
  });
  return (await listFor(db, staff, id))[0]!;
}

/** The row, if the staff member may see it (404 otherwise). */
async function visible(db: Db, staff: Staff, id: string) {
  const own = await scopeOf(db, staff);
  const [row] = await db
    .select({ id: massCommunications.id, status: massCommunications.status })
    .from(massCommunications)
    .where(and(eq(massCommunications.id, id), own ? eq(massCommunications.officeId, own) : undefined));
  if (!row) throw notFound();
  return row;
}

/** Changes the words or the time while nothing is queued yet (409 once it started, was sent or cancelled). */
export async function updateMassComm(db: Db, staff: Staff, input: UpdateMassCommRequest, who: Who) {
  await visible(db, staff, input.massCommunicationId);
  const sendAt = sendTime(input.sendAt);
  const done = await db.transaction(async (tx) => {
    const changed = await tx
      .update(massCommunications)
      .set({
        subjectEn: input.subjectEn,
        subjectEs: input.subjectEs,
        bodyEn: input.bodyEn,
        bodyEs: input.bodyEs,
        sendAt,
        updatedAt: clock.now(),
      })
      .where(and(eq(massCommunications.id, input.massCommunicationId), eq(massCommunications.status, 'SCHEDULED')))
      .returning({ id: massCommunications.id });
    if (changed.length === 0) return false;
    await audit(tx, {
      ...who,
      action: 'massComm.update',
      entity: 'mass_communication',
      entityId: input.massCommunicationId,
    });
    return true;
  });
  if (!done) throw explained(409, 'massCommunicationId', 'massComm.started');
  return (await listFor(db, staff, input.massCommunicationId))[0]!;
}

/**
 * Stops what is not sent yet: the people not queued, and the messages still waiting in the outbox.
 * Waits for a batch being queued to finish (its row lock), so nothing slips through after.
 */
export async function cancelMassComm(db: Db, staff: Staff, id: string, who: Who) {
  await visible(db, staff, id);
  const done = await db.transaction(async (tx) => {
    const now = clock.now();
    const stopped = await tx
      .update(massCommunications)
      .set({ status: 'CANCELLED', updatedAt: now, finishedAt: now })
      .where(and(eq(massCommunications.id, id), inArray(massCommunications.status, ['SCHEDULED', 'SENDING'])))
      .returning({ id: massCommunications.id });
    if (stopped.length === 0) return false;
    await tx
      .update(massCommunicationRecipients)
      .set({ status: 'CANCELLED' })
      .where(
        and(eq(massCommunicationRecipients.massCommunicationId, id), eq(massCommunicationRecipients.status, 'PENDING')),
      );
    await tx
      .update(outboxMessages)
      .set({ status: 'CANCELLED' })
      .where(
        and(
          eq(outboxMessages.status, 'QUEUED'),
          inArray(
            outboxMessages.id,
            tx
              .select({ id: massCommunicationRecipients.outboxMessageId })
              .from(massCommunicationRecipients)
              .where(eq(massCommunicationRecipients.massCommunicationId, id)),
          ),
        ),
      );
    await audit(tx, { ...who, action: 'massComm.cancel', entity: 'mass_communication', entityId: id });
    return true;
  });
  if (!done) throw explained(409, 'massCommunicationId', 'massComm.started');
  return { isSuccess: true };
}
