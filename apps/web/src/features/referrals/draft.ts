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
