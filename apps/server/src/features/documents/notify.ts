import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { users } from '../../platform/db/schema';
import { enqueueMessage, type Bilingual } from '../../platform/outbox';
import type { DocumentRow } from './repo';

const SUBJECT: Bilingual = { en: 'A caseworker reviewed your document', es: 'Un trabajador social revisó su documento' };

const BODIES: Record<string, Bilingual> = {
  ACCEPTED: {
    en: 'A caseworker accepted a document you sent us. Sign in to the benefits portal and open "Upload documents" to see what else we need, if anything.',
    es: 'Un trabajador social aceptó un documento que nos envió. Inicie sesión en el portal de beneficios y abra "Subir documentos" para ver si necesitamos algo más.',
  },
  REJECTED: {
    en: 'A caseworker could not use a document you sent us. Sign in to the benefits portal and open "Upload documents" to see why and to send a new one.',
    es: 'Un trabajador social no pudo usar un documento que nos envió. Inicie sesión en el portal de beneficios y abra "Subir documentos" para ver el motivo y enviar uno nuevo.',
  },
  PARTIALLY_REJECTED: {
    en: 'A caseworker could use only part of a document you sent us. Sign in to the benefits portal and open "Upload documents" to see what is missing and to send it.',
    es: 'Un trabajador social solo pudo usar una parte de un documento que nos envió. Inicie sesión en el portal de beneficios y abra "Subir documentos" para ver qué falta y enviarlo.',
  },
};

/**
 * Tells the resident that a caseworker decided on their document, through the outbox, inside
 * the decision's transaction (the notice exists exactly when the decision does). The message
 * says only that something changed; the reason is read after signing in.
 */
export async function notifyResidentOfDecision(tx: Db, doc: DocumentRow): Promise<void> {
  const [owner] = await tx.select({ email: users.email, phone: users.phone, locale: users.locale }).from(users).where(eq(users.id, doc.ownerUserId));
  if (!owner || (!owner.email && !owner.phone)) return;
  await enqueueMessage(tx, {
    channel: owner.email ? 'EMAIL' : 'SMS',
    recipient: owner.email ?? owner.phone!,
    templateKey: `document.${doc.status.toLowerCase()}`,
    subject: SUBJECT,
    body: BODIES[doc.status]!,
    locale: owner.locale,
    userId: doc.ownerUserId,
  });
}
