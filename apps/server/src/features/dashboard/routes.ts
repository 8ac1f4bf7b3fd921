import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Dashboard, ErrorBody, SHELL_API } from '@portal/contracts';
import { requireUser } from '../../platform/http/context';
import { dashboardFor } from './service';

export const routes: FastifyPluginAsync = fp(async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    SHELL_API.dashboard,
    {
      config: { access: 'user' },
      schema: { tags: ['dashboard'], summary: "The signed-in person's cases and programmes, with their badges", response: { 200: Dashboard, 401: ErrorBody } },
    },
    async (req) => {
      const { user } = await requireUser(req);
      return dashboardFor(app.ctx.db, user, req.locale);
    },
  );
});
