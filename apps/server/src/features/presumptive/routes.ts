import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { audit, auditSource } from '../../platform/audit';
import { requireUser } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { isPresumptiveMessageKey, lang, PRESUMPTIVE_MESSAGES } from '@portal/contracts';
import { apiError } from '../../platform/http/errors';
import { DOWNLOAD_CSP } from '../../platform/http/plugin';
import { presumptiveNotice } from './notice';
import {
  decidedFiling,
  listFilings,
  PresumptiveProblems,
  presumptiveRights,
  readFiling,
  startFiling,
  submitFiling,
} from './service';

/** Presumptive eligibility: qualified providers file for a patient and get the decision at once. */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { db, cipher, config } = app.ctx;

  endpoint(app, 'presumptiveUser', { access: 'user' }, async (req) =>
    presumptiveRights(db, (await requireUser(req)).user),
  );

  endpoint(app, 'presumptive', { access: 'user' }, async (req) => ({
    iegExecutionID: await startFiling(db, (await requireUser(req)).user),
  }));

  endpoint(app, 'presumptiveFilings', { access: 'user' }, async (req) =>
    listFilings(db, (await requireUser(req)).user, req.query.page),
  );

  endpoint(app, 'presumptiveFiling', { access: 'user' }, async (req) =>
    readFiling(db, cipher, (await requireUser(req)).user, req.params.formId),
  );

  endpoint(app, 'submitPresumptive', { access: 'user' }, async (req, reply) => {
    const { user } = await requireUser(req);
    try {
      return await submitFiling(db, cipher, config.timeZone, user, req.params.formId, req.body, req.ip);
    } catch (err) {
      if (!(err instanceof PresumptiveProblems)) throw err;
      // This form's own messages are not in the shared table: their text is filled in here.
      const errors = Object.entries(err.problems).map(([field, key]) =>
        isPresumptiveMessageKey(key)
          ? { ...apiError(key, req.locale, field), message: PRESUMPTIVE_MESSAGES[key][lang(req.locale)] }
          : apiError(key, req.locale, field),
      );
      return reply.status(400).send({ errors });
    }
  });

  endpoint(app, 'presumptiveNotice', { access: 'user' }, async (req, reply) => {
    const { user } = await requireUser(req);
    const decision = await decidedFiling(db, cipher, user, req.params.formId);
    const pdf = await presumptiveNotice(decision, req.query.lang);
    await audit(db, {
      ...auditSource(req),
      action: 'presumptive.notice',
      entity: 'presumptive_filing',
      entityId: req.params.formId,
    });
    return reply
      .header('Content-Security-Policy', DOWNLOAD_CSP)
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="presumptive-notice-${req.query.lang}.pdf"`)
      .send(Buffer.from(pdf));
  });
});
