import { and, desc, eq, sql } from 'drizzle-orm';
import type { MassCommunication, WorkerMassCommunications } from '@portal/contracts';
import { rowsOf, type Db } from '../../platform/db';
import { massCommunications, offices, users } from '../../platform/db/schema';
import { scopeOf, type Staff } from './scope';

type Counts = MassCommunication['counts'];

/** The mass communications the staff member may see (one, when `id` is given), newest first, with counts. */
export async function listFor(db: Db, staff: Staff, id?: string): Promise<MassCommunication[]> {
  const own = await scopeOf(db, staff);
  const rows = await db
    .select({ m: massCommunications, officeName: offices.name, firstName: users.firstName, lastName: users.lastName })
    .from(massCommunications)
    .innerJoin(users, eq(users.id, massCommunications.createdBy))
    .leftJoin(offices, sql`${offices.id} = (${massCommunications.audience} ->> 'officeId')::uuid`)
    .where(and(id ? eq(massCommunications.id, id) : undefined, own ? eq(massCommunications.officeId, own) : undefined))
    .orderBy(desc(massCommunications.createdAt))
    .limit(50);
  const counts = new Map<string, Counts>();
  if (rows.length > 0) {
    const tallies = await rowsOf<Counts & { id: string }>(
      db,
      sql`SELECT r.mass_communication_id AS id,
            count(*) FILTER (WHERE r.status = 'PENDING')::int AS waiting,
            count(*) FILTER (WHERE o.status = 'QUEUED')::int AS queued,
            count(*) FILTER (WHERE o.status = 'SENT')::int AS sent,
            count(*) FILTER (WHERE o.status = 'FAILED')::int AS failed,
            count(*) FILTER (WHERE r.status = 'CANCELLED' OR o.status = 'CANCELLED')::int AS cancelled
          FROM mass_communication_recipients r LEFT JOIN outbox_messages o ON o.id = r.outbox_message_id
          WHERE r.mass_communication_id IN (${sql.join(
            rows.map((r) => sql`${r.m.id}::uuid`),
            sql`, `,
          )})
          GROUP BY r.mass_communication_id`,
    );
    for (const { id: key, ...c } of tallies) counts.set(key, c);
  }
  return rows.map(({ m, officeName, firstName, lastName }) => ({
    massCommunicationId: m.id,
    kind: m.kind,
    status: m.status,
    audience: { kind: m.kind, ...m.audience, officeName },
    subjectEn: m.subjectEn,
    subjectEs: m.subjectEs,
    bodyEn: m.bodyEn,
    bodyEs: m.bodyEs,
    sendAt: m.sendAt.toISOString(),
    createdAt: m.createdAt.toISOString(),
    createdBy: `${firstName} ${lastName}`,
    recipientCount: m.recipientCount,
    counts: counts.get(m.id) ?? { waiting: 0, queued: 0, sent: 0, failed: 0, cancelled: 0 },
  }));
}

/** The staff page: the offices a filter may name, whether alerts may be sent, and the list. */
export async function workerMassComms(db: Db, staff: Staff): Promise<WorkerMassCommunications> {
  const own = await scopeOf(db, staff);
  const officeRows = await db
    .select({ officeId: offices.id, name: offices.name })
    .from(offices)
    .where(own ? eq(offices.id, own) : undefined)
    .orderBy(offices.name);
  return { offices: officeRows, canSendAlerts: staff.isAdmin, items: await listFor(db, staff) };
}
