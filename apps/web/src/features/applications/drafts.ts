import type { DraftApplication } from '@portal/contracts';
import { ROUTES, pathTo } from '@portal/contracts/routes';

/** Where a draft resumes: its form, at the save-and-exit page or the last page saved. */
export function resumePath(d: Pick<DraftApplication, 'draft_application_id' | 'currentPage'>): string {
  const form = pathTo(ROUTES.applyForm, { formId: d.draft_application_id });
  return d.currentPage ? `${form}?page=${encodeURIComponent(d.currentPage)}` : form;
}
