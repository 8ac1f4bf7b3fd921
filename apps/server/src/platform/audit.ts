import type { FastifyRequest } from 'fastify';
import { clock } from './clock';
import type { Db } from './db';
import { auditLog } from './db/schema';

/**
 * Records that someone read or changed personal data. `detail` must never carry the data
 * itself (no SSN, birth date, code or password): only what happened.
 */
export async function audit(
  db: Db,
  entry: {
    actorUserId: string | null;
    action: string;
    entity: string;
    entityId?: string | null;
    ip?: string | null;
    detail?: Record<string, unknown>;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    at: clock.now(),
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId ?? null,
    ip: entry.ip ?? null,
    detail: entry.detail ?? {},
  });
}

/** The audit fields a request supplies. */
export function auditSource(req: FastifyRequest): { actorUserId: string | null; ip: string } {
  return { actorUserId: req.sessionCache?.user?.id ?? null, ip: req.ip };
}
