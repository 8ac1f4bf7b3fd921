import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { API, ErrorBody, StaffRole } from '@portal/contracts';
import { caseworkers, offices } from '../../platform/db/schema';
import { requireStaff } from '../../platform/http/context';

const WorkerMe = z.object({
  userName: z.string(),
  displayName: z.string(),
  staffRole: StaffRole,
  office: z.object({ name: z.string(), county: z.string() }).nullable(),
});

/** The staff side. Every route here needs a staff role (access: 'staff'). */
export const routes: FastifyPluginAsync = fp(async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    API.workerMe,
    { config: { access: 'staff' }, schema: { tags: ['worker'], summary: 'The signed-in staff member and their office', response: { 200: WorkerMe, 401: ErrorBody, 403: ErrorBody } } },
    async (req) => {
      const { user } = await requireStaff(req);
      const [row] = await app.ctx.db
        .select({ name: offices.name, county: offices.county })
        .from(caseworkers)
        .innerJoin(offices, eq(offices.id, caseworkers.officeId))
        .where(eq(caseworkers.userId, user.id));
      return {
        userName: user.username,
        displayName: `${user.firstName} ${user.lastName}`,
        staffRole: user.staffRole!,
        office: row ?? null,
      };
    },
  );
});
