import type { Db } from '../../platform/db';
import { forbidden } from '../../platform/http/errors';
import { officeOfStaff } from '../documents/review-repo';

/** The staff member acting: an administrator reaches every office and sends alerts; a caseworker, their office. */
export interface Staff {
  userId: string;
  isAdmin: boolean;
  department: string;
}

/** The office a staff member is limited to (null: every office, an administrator). */
export async function scopeOf(db: Db, staff: Staff): Promise<string | null> {
  if (staff.isAdmin) return null;
  const own = await officeOfStaff(db, staff.userId);
  // A caseworker with no office on file has no one to write to.
  if (!own) throw forbidden();
  return own;
}
