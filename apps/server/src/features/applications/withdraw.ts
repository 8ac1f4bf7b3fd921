import { FormIssues, type Issue } from '@portal/forms';
import { WITHDRAWAL_REASONS, type WithdrawalCocRequestBody, type WithdrawalRequestBody } from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { AppContext } from '../../platform/http/context';
import { HttpError, notFound } from '../../platform/http/errors';
import { effectiveUserType, type SessionUser } from '../../platform/sessions';
import { caseOfMember, programsOfCases } from '../cases/repo';
import { moveProgram, ownApplication, programsOfApplications, type ProgramRow } from './repo';
import type { Source } from './service';

/** Withdrawing a programme of a submitted application (spec part 2 §4, §5, §7 "Withdrawal"). */

/** Provider staff (newborn, presumptive) may not withdraw an application (spec part 2 §6). */
export const mayWithdraw = (user: SessionUser) =>
  !user.providerNewborn && !user.providerPresumptive && !user.providerBccm;

/** One programme of the user's own application (404 for anyone else's). */
export async function ownProgram(ctx: AppContext, user: SessionUser, appId: string, programId: string) {
  const row = await ownApplication(ctx.db, user.id, appId);
  const program = row ? (await programsOfApplications(ctx.db, [row.id])).find((p) => p.id === programId) : undefined;
  if (!row || !program) throw notFound();
  return program;
}

/**
 * A reason from the list (an explanation for Other), first and last name and the box are
 * required: the issues, at their fields.
 */
function withdrawalIssues(body: WithdrawalRequestBody): Issue[] {
  const issues: Issue[] = [];
  if (!(WITHDRAWAL_REASONS as readonly string[]).includes(body.withdrawalReason))
    issues.push({ field: 'withdrawalReason', code: 'required' });
  if (body.withdrawalReason === 'OTHER' && !body.otherReason?.trim())
    issues.push({ field: 'otherReason', code: 'required' });
  if (!body.firstName.trim()) issues.push({ field: 'firstName', code: 'required' });
  if (!body.lastName.trim()) issues.push({ field: 'lastName', code: 'required' });
  if (!body.acknowledged) issues.push({ field: 'acknowledged', code: 'selectBox' });
  return issues;
}

/**
 * Asks to withdraw one of the user's programmes: the same rules whichever call asks for it.
 * Only a pending programme can be withdrawn; nothing is written when the request is refused.
 */
async function withdraw(
  ctx: AppContext,
  user: SessionUser,
  program: ProgramRow,
  body: WithdrawalRequestBody,
  source: Source,
  detail?: Record<string, string>,
) {
  if (!mayWithdraw(user)) throw new HttpError(403, 'WITHDRAWAL_NOT_ALLOWED');
  const issues = withdrawalIssues(body);
  if (issues.length > 0) throw new FormIssues(issues, 'withdrawal');
  const moved = await moveProgram(ctx.db, program.id, 'PENDING', {
    status: 'WITHDRAWAL_REQUESTED',
    withdrawalReason: body.withdrawalReason,
    withdrawalOther: body.withdrawalReason === 'OTHER' ? body.otherReason!.trim() : null,
    withdrawalSignature: [body.firstName, body.middleName, body.lastName]
      .map((x) => x?.trim())
      .filter(Boolean)
      .join(' '),
    withdrawalRequestedAt: clock.now(),
  });
  if (!moved) throw new HttpError(409, 'CONFLICT');
  await audit(ctx.db, {
    ...source,
    actorUserId: user.id,
    action: 'application.withdrawal_request',
    entity: 'application_program',
    entityId: program.id,
    ...(detail ? { detail } : {}),
  });
  return { isSuccess: true };
}

/** The withdrawal asked for by path (submitted_applications/…/withdrawal_request). */
export async function withdrawByPath(
  ctx: AppContext,
  user: SessionUser,
  ids: { appId: string; programId: string },
  body: WithdrawalRequestBody,
  source: Source,
) {
  const program = await ownProgram(ctx, user, ids.appId, ids.programId);
  return withdraw(ctx, user, program, body, source);
}

/**
 * The withdrawal reported as a change: the programme is named in the body, and so may be the
 * case it is on — which must be one of the person's cases and carry that programme.
 */
export async function withdrawAsChange(
  ctx: AppContext,
  user: SessionUser,
  body: WithdrawalCocRequestBody,
  source: Source,
) {
  const program = await ownProgram(ctx, user, body.application_id, body.application_program_id);
  const caseId = body.case_id;
  if (caseId) {
    const linked = user.linkedPersonId && effectiveUserType(user) === 'LINKED';
    const plan = linked ? await caseOfMember(ctx.db, user.linkedPersonId!, caseId) : undefined;
    if (!plan || !(await programsOfCases(ctx.db, [plan.id])).some((p) => p.programCode === program.programCode))
      throw notFound();
  }
  return withdraw(ctx, user, program, body, source, { via: 'coc', ...(caseId ? { caseId } : {}) });
}
