import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { describeCode, lang, type CocTypeCode } from '@portal/contracts';
import { audit, auditSource } from '../../platform/audit';
import { requireLinked, requireUser } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { DOWNLOAD_CSP } from '../../platform/http/plugin';
import { caseReferenceOf } from '../cases/repo';
import { caseDraftsOf, eligibilityOf } from './eligibility';
import { changePdf, cocTypeOf, confirmationOf, ownChange, submittedChangesOf } from './present';
import { lifeEventOptions, representativeOption, startLifeEvent, submittedLifeEvents } from './life-events';
import { finishChange, startChange, submitChange } from './service';
import { workerRoutes } from './worker-routes';

/** The calls of keeping benefits (CHANGE_ENDPOINTS): who may call, then the use case. */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;
  // The caseworkers' review of what residents sent.
  await app.register(workerRoutes);

  const configCall = (
    name: 'applyForSnapCoc' | 'applyForFnsCoc' | 'applyForSnapRecert' | 'applyForFnsRecert',
    code: CocTypeCode,
  ) =>
    endpoint(
      app,
      name,
      { access: 'user' },
      async (req) => (await eligibilityOf(ctx, (await requireUser(req)).user, code)).config,
    );
  configCall('applyForSnapCoc', 'SNAP_COC');
  configCall('applyForFnsCoc', 'FNS_COC');
  configCall('applyForSnapRecert', 'SNAP_RECERT');
  configCall('applyForFnsRecert', 'FNS_RECERT');

  endpoint(app, 'unsupportedMessage', { access: 'public' }, async (req) => {
    const l = lang(req.locale);
    const code = req.query.code;
    return {
      unsupportedScenarioMessage: describeCode('UnsupportedScenario', code, l),
      details: [
        {
          unsupportedScenarioCode: {
            tableName: 'UnsupportedScenario',
            value: code,
            description: describeCode('UnsupportedScenario', code, l),
            parentCodeTable: null,
          },
        },
      ],
    };
  });

  // The federal range, as the renewal pages quote it: "$24" to "$1,789" a month.
  endpoint(app, 'snapBenefitAmount', { access: 'public' }, async () => {
    const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;
    return {
      minAmountStr: dollars(ctx.config.snapBenefitRange.min),
      maxAmountStr: dollars(ctx.config.snapBenefitRange.max),
    };
  });

  endpoint(app, 'startCocScript', { access: 'linked' }, async (req) => ({
    iegScriptExecutionID: await startChange(ctx, (await requireLinked(req)).user, req.body, auditSource(req)),
  }));

  endpoint(app, 'finishCoc', { access: 'linked' }, async (req) => {
    const { draftId } = await finishChange(ctx, (await requireLinked(req)).user, req.body.iegExecutionID, 'COC');
    return {
      isSuccess: true,
      application_id: null,
      applicationReference: null,
      motivationID: draftId,
      isARCOC: false,
      hasAuthRep: false,
    };
  });
  endpoint(app, 'finishCocRecert', { access: 'linked' }, async (req) => {
    const done = await finishChange(ctx, (await requireLinked(req)).user, req.body.iegExecutionID, 'RECERT');
    return {
      isSuccess: true,
      pdcCaseReference: done.caseReference ?? '',
      cocInstanceID: done.draftId,
      isARCOC: false,
      submittedOn: null,
    };
  });

  for (const [name, kind] of [
    ['signAndSubmitCoc', 'COC'],
    ['signandsubmitCocRecert', 'RECERT'],
  ] as const) {
    endpoint(app, name, { access: 'linked' }, async (req) => {
      const { iegExecutionID, ...signature } = req.body;
      const { user } = await requireLinked(req);
      const row = await submitChange(ctx, user, iegExecutionID, kind, signature, req.locale, auditSource(req));
      return { cocInstanceID: row.id, referenceNumber: row.reference };
    });
  }

  for (const name of ['cocConfirmationDetails', 'cocRecertConfirmationDetails'] as const) {
    endpoint(app, name, { access: 'user' }, async (req) =>
      confirmationOf(ctx, (await requireUser(req)).user, req.params.id),
    );
  }

  endpoint(app, 'listSubmittedRenewals', { access: 'user' }, async (req) =>
    submittedChangesOf(ctx.db, (await requireUser(req)).user, req.locale),
  );

  endpoint(app, 'applyForLifeEventCoc', { access: 'user' }, async (req) =>
    lifeEventOptions(ctx, (await requireUser(req)).user, req.locale),
  );
  endpoint(app, 'applyForAr', { access: 'user' }, async (req) =>
    representativeOption(ctx, (await requireUser(req)).user, req.locale),
  );
  endpoint(app, 'lifeEventsForm', { access: 'linked' }, async (req) => ({
    formId: await startLifeEvent(ctx, (await requireLinked(req)).user, req.body.lifeEventContextId, auditSource(req)),
  }));
  endpoint(app, 'listSubmittedLifeevents', { access: 'user' }, async (req) =>
    submittedLifeEvents(ctx.db, (await requireUser(req)).user, req.locale),
  );

  endpoint(app, 'listExistingCocApp', { access: 'user' }, async (req) => {
    const drafts = await caseDraftsOf(ctx.db, (await requireUser(req)).user.id);
    return {
      drafts: await Promise.all(
        drafts.map(async (d) => ({
          formId: d.id,
          cocTypeCode: d.cocTypeCode ?? (d.formId === 'FNS_RECERT' ? 'FNS_RECERT' : 'FNS_COC'),
          caseReference: await caseReferenceOf(ctx.db, d.caseId!),
          startedOn: d.createdAt.toISOString(),
        })),
      ),
    };
  });

  endpoint(app, 'caseChangePdf', { access: 'user' }, async (req, reply) => {
    const { user } = await requireUser(req);
    const { change, caseReference } = await ownChange(ctx.db, user.id, req.params.id);
    const pdf = await changePdf(change, caseReference, ctx.cipher);
    await audit(ctx.db, { ...auditSource(req), action: 'case_change.pdf', entity: 'case_change', entityId: change.id });
    return reply
      .header('Content-Security-Policy', DOWNLOAD_CSP)
      .type('application/pdf')
      .header(
        'Content-Disposition',
        `attachment; filename="${cocTypeOf(change).toLowerCase()}-${change.reference}.pdf"`,
      )
      .send(Buffer.from(pdf));
  });
});
