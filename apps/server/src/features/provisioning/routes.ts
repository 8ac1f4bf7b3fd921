import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireStaff } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { addStaff, createFacility, listFacilities, removeStaff, updateFacility, type Actor } from './facilities';
import { addOrganisationUser, createOrganisation, listOrganisations, removeOrganisationUser } from './organisations';

/** What an administrator provisions: provider facilities and their staff, organisations and their accounts (a caseworker gets 403). */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;
  const admin = async (req: FastifyRequest): Promise<Actor> => ({
    actorUserId: (await requireStaff(req, 'ADMIN')).user.id,
    ip: req.ip,
  });

  endpoint(app, 'workerProviderFacilities', { access: 'admin' }, async () => ({
    facilities: await listFacilities(ctx.db),
  }));
  endpoint(app, 'workerCreateProviderFacility', { access: 'admin' }, async (req) =>
    createFacility(ctx, req.body, await admin(req)),
  );
  endpoint(app, 'workerUpdateProviderFacility', { access: 'admin' }, async (req) =>
    updateFacility(ctx, req.params.id, req.body, await admin(req)),
  );
  endpoint(app, 'workerAddProviderStaff', { access: 'admin' }, async (req) =>
    addStaff(ctx, req.params.id, req.body, await admin(req)),
  );
  endpoint(app, 'workerRemoveProviderStaff', { access: 'admin' }, async (req) =>
    removeStaff(ctx, req.params.id, req.params.username, await admin(req)),
  );

  endpoint(app, 'workerOrganisations', { access: 'admin' }, async () => ({
    organisations: await listOrganisations(ctx.db),
  }));
  endpoint(app, 'workerCreateOrganisation', { access: 'admin' }, async (req) =>
    createOrganisation(ctx, req.body.name, await admin(req)),
  );
  endpoint(app, 'workerAddOrganisationUser', { access: 'admin' }, async (req) =>
    addOrganisationUser(ctx, req.params.id, req.body.username, await admin(req)),
  );
  endpoint(app, 'workerRemoveOrganisationUser', { access: 'admin' }, async (req) =>
    removeOrganisationUser(ctx, req.params.id, req.params.username, await admin(req)),
  );
});
