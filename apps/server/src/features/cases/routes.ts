import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { auditSource } from '../../platform/audit';
import { requireLinked } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { forbidden } from '../../platform/http/errors';
import { clock } from '../../platform/clock';
import { medicaidOffers } from './medicaid-offers';
import { myInformation } from './my-info';
import { staffRoutes } from './staff-routes';

export const routes: FastifyPluginAsync = fp(async (app) => {
  await app.register(staffRoutes);
  endpoint(app, 'readMyInfoTabDetails', { access: 'linked' }, async (req) => {
    const { user } = await requireLinked(req);
    // A LINKED account always names its person; the queries keep to that person's cases.
    if (!user.linkedPersonId) throw forbidden();
    return myInformation(app.ctx.db, app.ctx.cipher, user.linkedPersonId, req.locale, auditSource(req));
  });

  const offers = async (req: Parameters<typeof requireLinked>[0], reference: string) => {
    const { user } = await requireLinked(req);
    if (!user.linkedPersonId) throw forbidden();
    const { db, cipher, config } = app.ctx;
    return medicaidOffers(db, cipher, user.linkedPersonId, reference, clock.now(), config.timeZone);
  };
  endpoint(app, 'getEnableAbd', { access: 'linked' }, async (req) => ({
    nfEnableABD: (await offers(req, req.params.id)).nfEnableABD,
  }));
  endpoint(app, 'getEnableUnifiedMagi', { access: 'linked' }, async (req) => ({
    nfEnableUnifiedMagi: (await offers(req, req.params.id)).nfEnableUnifiedMagi,
  }));
});
