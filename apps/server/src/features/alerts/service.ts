import { eq } from 'drizzle-orm';
import { normalizePhone, type AlertPreferencesRequest, type AlertTopic } from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import { alertPreferences } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { effectiveUserType, type SessionUser } from '../../platform/sessions';
import { contactsOf, type Contact } from '../communications/contacts';
import { sendNotice } from '../communications/service';

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
      topics: row.topics as AlertTopic[],
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
    topics: [] as AlertTopic[],
  };
}

const addresses = (email: string | null, phone: string | null): Pick<Contact, 'method' | 'value'>[] => [
  ...(email ? [{ method: 'EMAIL' as const, value: email }] : []),
  ...(phone ? [{ method: 'PHONE' as const, value: phone }] : []),
];

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
    await tx
      .insert(alertPreferences)
      .values({ userId: user.id, ...values })
      .onConflictDoUpdate({ target: alertPreferences.userId, set: values });
    // Told at each channel chosen; when alerts stop, at the channels they went to.
    const chosen = addresses(values.emailAddress, values.phoneNumber);
    await sendNotice(tx, {
      userId: user.id,
      kind: 'alerts.saved',
      params: { subscribed: true },
      locale,
      contacts: chosen,
    });
    if (!values.byEmail && !values.bySms && before && (before.byEmail || before.bySms)) {
      const left = addresses(before.emailAddress, before.phoneNumber);
      await sendNotice(tx, {
        userId: user.id,
        kind: 'alerts.saved',
        params: { subscribed: false },
        locale,
        contacts: left,
      });
    }
    await audit(tx, {
      actorUserId: user.id,
      action: 'alerts.saved',
      entity: 'user',
      entityId: user.id,
      detail: { byEmail: values.byEmail, bySms: values.bySms },
    });
  });
  return readAlerts(ctx, user.id);
}
