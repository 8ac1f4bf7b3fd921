import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { requireStaff, requireUser } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { t } from '../../platform/i18n';
import { facilityScope, mayReferNewborns, presentFacility, requireFacilities } from './access';
import { archiveReferrals, checkReferral, referralOf, searchReferrals, submitReferral } from './service';
import { assignReferralToMe, decideReferral, officeReferral, officeReferrals, releaseReferralOf } from './staff';

/**
 * Deemed newborn referrals (ADR 0118): the provider's calls, each limited to the facilities the
 * provider works for that refer newborns, and the office's, limited to the office's cases.
 */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { db, cipher } = app.ctx;
  const who = (req: FastifyRequest, userId: string) => ({ actorUserId: userId, ip: req.ip });

  endpoint(app, 'deemedNewBornAllowed', { access: 'user' }, async (req) => ({
    deemedNewBornAllowed: await mayReferNewborns(db, (await requireUser(req)).user),
  }));

  endpoint(app, 'listAnbUserFacilities', { access: 'user' }, async (req) => ({
    facilities: (await requireFacilities(db, (await requireUser(req)).user)).map(presentFacility),
  }));

  for (const [name, archived] of [
    ['searchAnbReferrals', false],
    ['searchArchivedAnbReferrals', true],
  ] as const) {
    endpoint(app, name, { access: 'user' }, async (req) => {
      const { user } = await requireUser(req);
      const scope = await facilityScope(db, user, req.query.nfProviderConcernRoleID);
      return searchReferrals(db, cipher, scope, archived, req.query, req.locale);
    });
  }

  endpoint(app, 'archiveProviderAnbApplications', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return archiveReferrals(db, await facilityScope(db, user, undefined), req.body.referralIds, who(req, user.id));
  });

  endpoint(app, 'motivationDeemedNewBorn', { access: 'user' }, async (req) => {
    await requireFacilities(db, (await requireUser(req)).user);
    const name = t(req.locale, 'newborn.motivation.name');
    return {
      name,
      motivationName: name,
      description: t(req.locale, 'newborn.motivation.description'),
      motivationTypeId: 'DEEMED_NEWBORN',
      requiresLogin: true,
      displayOrder: 1,
    };
  });

  endpoint(app, 'checkAnbReferral', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    await facilityScope(db, user, req.body.providerConcernRoleID);
    await checkReferral(db, cipher, req.body);
    return { isSuccess: true };
  });

  endpoint(app, 'submitAnbReferral', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    const scope = await facilityScope(db, user, undefined);
    return submitReferral(db, cipher, scope, req.body, who(req, user.id));
  });

  endpoint(app, 'anbReferral', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return referralOf(db, cipher, await facilityScope(db, user, undefined), req.params.id);
  });

  endpoint(app, 'workerNewbornReferrals', { access: 'staff' }, async (req) =>
    officeReferrals(db, cipher, (await requireStaff(req)).user, req.query, app.ctx.config.timeZone),
  );
  endpoint(app, 'workerNewbornReferral', { access: 'staff' }, async (req) =>
    officeReferral(db, cipher, (await requireStaff(req)).user, req.params.id),
  );
  endpoint(app, 'workerAssignNewbornReferral', { access: 'staff' }, async (req) =>
    assignReferralToMe(db, (await requireStaff(req)).user, req.params.id, req.body.takeOver, req.ip),
  );
  endpoint(app, 'workerReleaseNewbornReferral', { access: 'staff' }, async (req) =>
    releaseReferralOf(db, (await requireStaff(req)).user, req.params.id, req.ip),
  );
  endpoint(app, 'workerNewbornReferralDecision', { access: 'staff' }, async (req) => {
    const { user } = await requireStaff(req);
    return decideReferral(db, cipher, user, req.params.id, req.body, who(req, user.id));
  });
});
