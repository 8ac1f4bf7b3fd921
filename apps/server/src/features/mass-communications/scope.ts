import type { Db } from '../../platform/db';
import { forbidden } from '../../platform/http/errors';
import { officeScopeOf } from '../worker/scope';

/** The staff member acting: an administrator reaches every office and sends alerts; a caseworker, their office. */
export interface Staff {
  userId: string;
  isAdmin: boolean;
  department: string;
}

/** The office a staff member is limited to (null: every office, an administrator). */
export async function scopeOf(db: Db, staff: Staff): Promise<string | null> {
  const scope = await officeScopeOf(db, staff.userId);
  if (scope.kind === 'all') return null;
  // A caseworker with no office on file has no one to write to.
  if (scope.kind === 'none') throw forbidden();
  return scope.officeId;
}
