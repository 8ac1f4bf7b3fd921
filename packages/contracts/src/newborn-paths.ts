/**
 * The office's page of newborn referrals (the staff console). Alone in its file, not in ROUTES
 * nor with the referral calls: the app's route table, which the first page every resident loads
 * carries, takes only this string.
 */
export const WORKER_NEWBORN_REFERRALS = '/worker/newborn-referrals';
/** One referral of the office (the queue's rows open it). */
export const WORKER_NEWBORN_REFERRAL = `${WORKER_NEWBORN_REFERRALS}/:id`;
export const workerNewbornReferralPath = (id: string) => `${WORKER_NEWBORN_REFERRALS}/${encodeURIComponent(id)}`;
