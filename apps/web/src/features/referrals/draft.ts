import { useState } from 'react';
import { matchPath, useLocation } from '../../router';
import { pathTo } from '@portal/contracts/http';
import { ROUTES } from '@portal/contracts/routes';
import type { AnbReferralForm } from '@portal/contracts/newborn';

/**
 * The referral being written, kept in this tab's session storage under its form id until it is
 * submitted: the form page fills it, the sign-and-submit page reads it.
 */
export type ReferralDraft = Required<Omit<AnbReferralForm, 'newbornSex'>> & { newbornSex: 'F' | 'M' | '' };
const keyOf = (formId: string) => `portal.newbornReferral.${formId}`;

export function loadDraft(formId: string): ReferralDraft | null {
  try {
    const raw = sessionStorage.getItem(keyOf(formId));
    return raw ? (JSON.parse(raw) as ReferralDraft) : null;
  } catch {
    return null;
  }
}
export const saveDraft = (formId: string, draft: ReferralDraft) =>
  sessionStorage.setItem(keyOf(formId), JSON.stringify(draft));
export const clearDraft = (formId: string) => sessionStorage.removeItem(keyOf(formId));

/** The address of a new referral's form: a fresh form id, made once per page shown. */
export function useNewReferralPath(): string {
  const [formId] = useState(() => crypto.randomUUID());
  return pathTo(ROUTES.newbornForm, { formId });
}

/**
 * The form id of the address. The three form pages share one route entry (`…/*`, routes.ts), so
 * the id is read from the address by the page's own pattern, not from the route's parameters.
 */
export function useFormId(pattern: string): string {
  return matchPath(pattern, useLocation().pathname)?.params.formId ?? '';
}
