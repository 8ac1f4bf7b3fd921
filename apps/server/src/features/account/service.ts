import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { normalizePhone, type ContactUpdateRequest } from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import { alertPreferences, contactChanges, trustedDevices } from '../../platform/db/schema';
import type { Db } from '../../platform/db';
import type { AppContext } from '../../platform/http/context';
import { HttpError } from '../../platform/http/errors';
import type { Session, SessionUser } from '../../platform/sessions';
import { consumeCode, issueCode } from '../mfa/codes';
import type { MfaConfig } from '../../platform/config';
import {
  contactsOf,
  maskedContact,
  saveContact,
  shownContact,
  type Contact,
  type ContactSlot,
} from '../communications/contacts';
import { sendNotice } from '../communications/service';
import { forgetAllDevices } from '../mfa/devices';

/** How long a started contact change waits for its code. */
const CHANGE_TTL_MS = 30 * 60_000;

/** Contact changes need a recent sign-in: someone who finds an open session cannot take over the account. */
export function requireFreshSignIn(session: Session, config: MfaConfig): void {
  const at = session.authenticatedAt?.getTime() ?? 0;
  if (clock.nowMs() - at > config.freshSignInMs) throw new HttpError(401, 'REAUTH_REQUIRED');
}

async function pendingChange(ctx: AppContext, userId: string) {
  const [change] = await ctx.db
    .select()
    .from(contactChanges)
    .where(
      and(
        eq(contactChanges.userId, userId),
        eq(contactChanges.status, 'PENDING'),
        gt(contactChanges.expiresAt, clock.now()),
      ),
    )
    .orderBy(desc(contactChanges.createdAt))
    .limit(1);
  return change;
}

export async function profileInfo(ctx: AppContext, user: SessionUser, linked: boolean) {
  const contacts = await contactsOf(ctx.db, user.id);
  const primary = contacts.find((c) => c.slot === 'PRIMARY');
  const secondary = contacts.find((c) => c.slot === 'SECONDARY');
  const pending = await pendingChange(ctx, user.id);
  const [devices] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(trustedDevices)
    .where(
      and(
        eq(trustedDevices.userId, user.id),
        isNull(trustedDevices.revokedAt),
        gt(trustedDevices.expiresAt, clock.now()),
      ),
    );
  const [alerts] = await ctx.db
    .select({ byEmail: alertPreferences.byEmail, bySms: alertPreferences.bySms })
    .from(alertPreferences)
    .where(eq(alertPreferences.userId, user.id));
  const alertsOn = alerts !== undefined && (alerts.byEmail || alerts.bySms);
  const shown = (c: Contact | undefined) =>
    c ? { contactMethod: c.method, contactInformation: shownContact(c) } : null;
  return {
    userName: user.username,
    isSuccess: true,
    itemDescriptionTitle: `${user.firstName} ${user.lastName}`,
    itemDescriptionText: user.username,
    myInformation: linked ? 'LINKED' : 'STANDARD',
    department: ctx.config.branding.departmentCode,
    primaryContact: shown(primary),
    secondaryContact: shown(secondary),
    pendingChange: pending ? { slot: pending.slot, contactInformation: maskedContact(pending) } : null,
    rememberedDevices: devices?.n ?? 0,
    dtls: {
      secondaryAddLinkInd: !secondary,
      eNoticesInd: linked,
      revokeAllInd: (devices?.n ?? 0) > 0,
      ncidLinkInd: false,
      nameLinkInd: linked,
      primaryUpdateInd: true,
      secondaryUpdateInd: secondary !== undefined,
      massCreateInd: !alertsOn,
      massEditInd: alertsOn,
      phonenumerInd: primary?.method === 'PHONE',
    },
  };
}

/** Starts a change of one contact method: nothing changes until the new contact returns its code. */
export async function startContactChange(
  ctx: AppContext,
  config: MfaConfig,
  user: SessionUser,
  slot: ContactSlot,
  input: ContactUpdateRequest,
  locale: string,
) {
  const method = input.contactMethod as 'EMAIL' | 'PHONE';
  const value = method === 'EMAIL' ? input.emailAddress!.trim().toLowerCase() : normalizePhone(input.phoneNumber!)!;
  if (slot === 'SECONDARY' && !(await contactsOf(ctx.db, user.id)).some((c) => c.slot === 'PRIMARY')) {
    throw new HttpError(400, 'validation.contact.methodRequired', 'contactMethod');
  }
  const now = clock.now();
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(contactChanges)
      .set({ status: 'CANCELLED' })
      .where(and(eq(contactChanges.userId, user.id), eq(contactChanges.status, 'PENDING')));
    const [change] = await tx
      .insert(contactChanges)
      .values({
        userId: user.id,
        slot,
        method,
        value,
        sends: 1,
        createdAt: now,
        expiresAt: new Date(now.getTime() + CHANGE_TTL_MS),
      })
      .returning();
    await issueCode(tx, ctx.cipher, {
      owner: { purpose: 'CONTACT', contactChangeId: change!.id },
      userId: user.id,
      to: { method, value },
      ttlMs: config.codeTtlMs,
      locale,
    });
    await audit(tx, {
      actorUserId: user.id,
      action: 'contact.change.started',
      entity: 'user',
      entityId: user.id,
      detail: { slot, method },
    });
  });
  return { isSuccess: true, contactInformation: maskedContact({ method, value }) };
}

export async function resendContactCode(ctx: AppContext, config: MfaConfig, user: SessionUser, locale: string) {
  const change = await pendingChange(ctx, user.id);
  if (!change) throw new HttpError(400, 'CONTACT_CHANGE_EXPIRED');
  if (change.sends >= config.maxSendsPerAttempt) throw new HttpError(429, 'THROTTLED');
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(contactChanges)
      .set({ sends: change.sends + 1 })
      .where(eq(contactChanges.id, change.id));
    await issueCode(tx, ctx.cipher, {
      owner: { purpose: 'CONTACT', contactChangeId: change.id },
      userId: user.id,
      to: change,
      ttlMs: config.codeTtlMs,
      locale,
    });
  });
  return { isSuccess: true, contactInformation: maskedContact(change) };
}

/**
 * Confirms the pending change with its code: the contact is saved, every remembered device is
 * forgotten, and the person is told at the old and the new contact. Wrong codes count; at the
 * limit the change is cancelled. The change's row is held (`FOR UPDATE`) from the check to the
 * count, so codes sent at the same time are checked one after another, never past the limit.
 */
export async function confirmContactChange(
  ctx: AppContext,
  config: MfaConfig,
  user: SessionUser,
  code: string,
  locale: string,
) {
  const pending = await pendingChange(ctx, user.id);
  if (!pending) throw new HttpError(400, 'CONTACT_CHANGE_EXPIRED');
  const refused = await ctx.db.transaction(async (tx) => {
    const [change] = await tx
      .select()
      .from(contactChanges)
      .where(and(eq(contactChanges.id, pending.id), eq(contactChanges.status, 'PENDING')))
      .for('update');
    if (!change) return { code: 'CONTACT_CHANGE_EXPIRED' };
    if (await consumeCode(tx, ctx.cipher, { purpose: 'CONTACT', contactChangeId: change.id }, code)) {
      await confirmChange(tx, user.id, change, locale);
      return null;
    }
    const failedCodes = change.failedCodes + 1;
    const cancelled = failedCodes >= config.maxWrongCodes;
    await tx
      .update(contactChanges)
      .set({ failedCodes, ...(cancelled ? { status: 'CANCELLED' as const } : {}) })
      .where(eq(contactChanges.id, change.id));
    return { code: cancelled ? 'CONTACT_CHANGE_EXPIRED' : 'validation.code.invalid', field: 'confirmationCode' };
  });
  if (refused) throw new HttpError(400, refused.code, refused.field);
  return { isSuccess: true, contactInformation: shownContact(pending) };
}

type ContactChange = typeof contactChanges.$inferSelect;

async function confirmChange(tx: Db, userId: string, change: ContactChange, locale: string) {
  const before = (await contactsOf(tx, userId)).find((c) => c.slot === change.slot);
  await saveContact(tx, userId, { slot: change.slot, method: change.method, value: change.value });
  await tx.update(contactChanges).set({ status: 'CONFIRMED' }).where(eq(contactChanges.id, change.id));
  if (before && before.value !== change.value) {
    await sendNotice(tx, {
      userId,
      kind: 'account.contactChanged',
      params: { newContact: maskedContact(change) },
      locale,
      contacts: [before],
    });
  }
  await forgetAllDevices(tx, userId, 'CONTACT', locale);
  const detail = { slot: change.slot, method: change.method };
  await audit(tx, {
    actorUserId: userId,
    action: 'contact.change.confirmed',
    entity: 'user',
    entityId: userId,
    detail,
  });
}
