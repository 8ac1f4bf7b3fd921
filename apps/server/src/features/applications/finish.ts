import { FormIssues, type Answers } from '@portal/forms';
import { RidpStartRequest } from '@portal/contracts';
import { audit } from '../../platform/audit';
import type { AppContext } from '../../platform/http/context';
import { HttpError, notFound } from '../../platform/http/errors';
import { effectiveUserType, type SessionUser } from '../../platform/sessions';
import { startProofing } from '../proofing/service';
import { STANDALONE_RIDP } from './catalog';
import { finishResult } from './present';
import { deleteDraft } from './drafts-repo';
import { checkFormComplete, checkPagesComplete, draftOf, isIdentityOnly, type Source } from './service';

/** Finishing the script (spec part 2 §3 finish_*): the server's engine checks every page before signing. */
export async function finishForm(ctx: AppContext, user: SessionUser, id: string) {
  const { draft, def, answers } = await draftOf(ctx, user, id);
  if (isIdentityOnly(def) || draft.caseId) throw notFound();
  checkFormComplete(def, answers());
  return finishResult(draft.id);
}

/**
 * The identity claim of a finished standalone identity-proofing form, in the shape the
 * identity service takes (ZIP+4 is cut to the five digits the service matches on).
 */
export function identityClaimOf(answers: Answers) {
  const text = (k: string) => (typeof answers[k] === 'string' ? (answers[k] as string).trim() : '');
  const address = (answers.homeAddress ?? {}) as Record<string, string>;
  return {
    firstName: text('firstName'),
    lastName: text('lastName'),
    birthDate: text('birthDate'),
    ssn: text('ssn'),
    addressLine1: (address.line1 ?? '').trim(),
    city: (address.city ?? '').trim(),
    zip: (address.zip ?? '').trim().slice(0, 5),
  };
}

/** The form's fields of the claim's parts the identity service refused. */
const CLAIM_FIELDS: Record<string, string> = {
  addressLine1: 'homeAddress.line1',
  city: 'homeAddress.city',
  zip: 'homeAddress.zip',
};

/**
 * Finishing standalone identity proofing: the server's engine checks the pages, the identity
 * service gets the answers (a soft inquiry) and opens its quiz; the draft, which holds the SSN,
 * is deleted once the service has answered.
 */
export async function finishStandaloneRidp(ctx: AppContext, user: SessionUser, id: string, source: Source) {
  const { draft, def, answers } = await draftOf(ctx, user, id);
  if (def.id !== STANDALONE_RIDP) throw notFound();
  if (effectiveUserType(user) === 'LINKED') throw new HttpError(409, 'CONFLICT');
  const kept = answers();
  checkPagesComplete(def, kept);
  const claim = RidpStartRequest.safeParse(identityClaimOf(kept));
  if (!claim.success) {
    const issues = claim.error.issues.map((i) => {
      const part = String(i.path[0]);
      const field = CLAIM_FIELDS[part] ?? part;
      return { field, code: field === 'homeAddress.zip' ? ('zip' as const) : ('valid' as const) };
    });
    throw new FormIssues(issues, 'identityNumbers');
  }
  const result = await startProofing(ctx, user, { ...claim.data, purpose: 'UPGRADE' });
  await deleteDraft(ctx.db, draft.id);
  await audit(ctx.db, {
    ...source,
    actorUserId: user.id,
    action: 'ridp.standalone.finish',
    entity: 'application_draft',
    entityId: draft.id,
    detail: { status: result.status },
  });
  return { ...finishResult(draft.id), status: result.status, quizId: result.quiz?.quizId ?? null };
}
