import { useApiFieldErrors } from '../../../components/apiErrors';
import { AssignmentResult } from '../../../components/staff/Assignment';
import { useT } from '../../../i18n/locale';
import type { useReferralAssignment } from '../api';
import { referralStaffMessages as messages } from './referralStaffMessages';

/** What the last "Assign to me", "Take over" or "Release" of a referral did, or who has it instead. */
export function ReferralAssignmentResult({ assignment }: { assignment: ReturnType<typeof useReferralAssignment> }) {
  const t = useT(messages);
  const refusal = useApiFieldErrors(assignment.error);
  const done = assignment.isSuccess && assignment.variables;
  return (
    <AssignmentResult
      done={
        done
          ? t(done.action === 'release' ? 'nbOffice.released' : 'nbOffice.assigned', { newborn: done.newborn })
          : null
      }
      refused={assignment.isError ? (refusal.fields.assignee ?? refusal.general) : null}
    />
  );
}
