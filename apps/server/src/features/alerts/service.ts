import { eq } from 'drizzle-orm';
import { normalizePhone, type AlertPreferencesRequest } from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import { alertPreferences } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { enqueueMessage } from '../../platform/outbox';
import { effectiveUserType, type SessionUser } from '../../platform/sessions';
import { contactsOf } from '../mfa/contacts';

type Topic = 'APPOINTMENTS' | 'RENEWALS' | 'DOCUMENTS' | 'BENEFITS';

export async function readAlerts(ctx: AppContext, userId: string) {
  const department = ctx.config.branding.departmentCode;
  const [row] = await ctx.db.select().from(alertPreferences).where(eq(alertPreferences.userId, userId));
  if (row) {
    return {
      department,
      subscribed: row.byEmail || row.bySms,
      byEmail: row.byEmail,
      bySms: row.bySms,
      emailAddress: row.emailAddress,
      phoneNumber: row.phoneNumber,
      topics: row.topics as Topic[],
    };
  }
  // Not chosen yet: offer the account's own contact methods.
  const contacts = await contactsOf(ctx.db, userId);
  return {
    department,
    subscribed: false,
    byEmail: false,
    bySms: false,
    emailAddress: contacts.find((c) => c.method === 'EMAIL')?.value ?? null,
    phoneNumber: contacts.find((c) => c.method === 'PHONE')?.value ?? null,
    topics: [] as Topic[],
  };
}

/** Saves the choices and tells the person at each channel they chose (or that alerts stopped). */
export async function saveAlerts(ctx: AppContext, user: SessionUser, input: AlertPreferencesRequest, locale: string) {
  const now = clock.now();
  const values = {
    personId: effectiveUserType(user) === 'LINKED' ? user.linkedPersonId : null,
    department: ctx.config.branding.departmentCode,
    byEmail: input.byEmail,
    bySms: input.bySms,
    emailAddress: input.byEmail ? input.emailAddress!.trim().toLowerCase() : null,
    phoneNumber: input.bySms ? normalizePhone(input.phoneNumber!) : null,
    topics: input.byEmail || input.bySms ? [...new Set(input.topics)] : [],
    updatedAt: now,
  };
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(alertPreferences).where(eq(alertPreferences.userId, user.id));
    await tx.insert(alertPreferences).values({ userId: user.id, ...values }).onConflictDoUpdate({ target: alertPreferences.userId, set: values });
    const subject = { en: 'Your alert choices were saved', es: 'Se guardaron sus opciones de alertas' };
    const on = {
      en: 'You will get alerts from the benefits portal here. To change or stop them, go to Account Settings.',
      es: 'Recibirá alertas del portal de beneficios aquí. Para cambiarlas o detenerlas, vaya a Configuración de la cuenta.',
    };
    const off = { en: 'You will no longer get alerts from the benefits portal.', es: 'Ya no recibirá alertas del portal de beneficios.' };
    const targets: { channel: 'EMAIL' | 'SMS'; recipient: string; body: typeof on }[] = [];
    if (values.emailAddress) targets.push({ channel: 'EMAIL', recipient: values.emailAddress, body: on });
    if (values.phoneNumber) targets.push({ channel: 'SMS', recipient: values.phoneNumber, body: on });
    if (!values.byEmail && !values.bySms && before && (before.byEmail || before.bySms)) {
      if (before.emailAddress) targets.push({ channel: 'EMAIL', recipient: before.emailAddress, body: off });
      if (before.phoneNumber) targets.push({ channel: 'SMS', recipient: before.phoneNumber, body: off });
    }
    for (const target of targets) {
      await enqueueMessage(tx, { ...target, userId: user.id, templateKey: 'alerts.saved', locale, subject });
    }
    await audit(tx, { actorUserId: user.id, action: 'alerts.saved', entity: 'user', entityId: user.id, detail: { byEmail: values.byEmail, bySms: values.bySms } });
  });
  return readAlerts(ctx, user.id);
}
