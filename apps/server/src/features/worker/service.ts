import type { WorkerMe } from '@portal/contracts';
import type { Db } from '../../platform/db';
import type { SessionUser } from '../../platform/sessions';
import { officeOfStaff } from './repo';

/** The signed-in staff member as the staff pages greet them (the caller checked the staff role). */
export async function workerMe(db: Db, user: SessionUser): Promise<WorkerMe> {
  return {
    userName: user.username,
    displayName: `${user.firstName} ${user.lastName}`,
    staffRole: user.staffRole!,
    office: await officeOfStaff(db, user.id),
  };
}

export { namesOfUsers } from './repo';
