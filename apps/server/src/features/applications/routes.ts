import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { lang } from '@portal/contracts';
import { checkActingMay, mayReach, requireApplicant } from '../../platform/acting-for';
import { audit, auditSource } from '../../platform/audit';
import { currentSession, requireLinked, requireUser } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { DOWNLOAD_CSP } from '../../platform/http/plugin';
import type { SessionUser } from '../../platform/sessions';
import { activitiesOfCase } from './activities';
import { STANDALONE_RIDP, motivationTypeOf, onlineCategories } from './catalog';
import { finishForm, finishStandaloneRidp } from './finish';
import { heldApplicationPdf } from './pdf';
import * as present from './present';
import { pendingProgramCodes } from './repo';
import {
  definitionFor,
  draftOf,
  esignatureOf,
  formDetailsOf,
  listDrafts,
  reachableDrafts,
  removeDraft,
  savePage,
  startDraft,
  storeSaveAndExit,
} from './service';
import { confirmationFor, listSubmitted, submitAnonymous, submitDraft } from './submit';
import { activeDisaster, energyActive } from './windows';
import { ownProgram, withdrawAsChange, withdrawByPath } from './withdraw';
import { workerRoutes } from './worker-routes';

/** The calls of applying (APP_ENDPOINTS): who may call, then the use case. */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;

  endpoint(app, 'onlineCategories', { access: 'public' }, async (req) => {
    const session = await currentSession(req);
    // While acting for someone, their drafts (ADR 0119).
    const user = session?.stage === 'FULL' ? (await requireApplicant(req, null)).user : undefined;
    const drafts = user ? await reachableDrafts(ctx, user) : [];
    const disasterOpen = Boolean(await activeDisaster(ctx.db));
    const draftOfType = (t: string) => drafts.find((d) => d.formId === t)?.id ?? null;
    return onlineCategories({ disasterOpen, signedIn: Boolean(user), draftOf: draftOfType, locale: req.locale });
  });

  endpoint(app, 'draftApplications', { access: 'user' }, async (req) => {
    const { user } = await requireApplicant(req, null);
    return { applications: await listDrafts(ctx, user, req.locale) };
  });

  // While acting for someone (ADR 0119) the draft is the person's, for programmes they named.
  const start = async (req: Parameters<typeof auditSource>[0], typeId: string) => {
    const { user } = await requireApplicant(req, null);
    const def = definitionFor(typeId);
    if ('fixed' in def.programs) checkActingMay(user.acting, def.programs.fixed);
    return startDraft(ctx, user, typeId, auditSource(req));
  };
  // The new application is partial (a draft) until it is signed and submitted.
  endpoint(app, 'applicationForm', { access: 'user' }, async (req) => ({
    application_form_id: await start(req, req.body.applicationTypeId),
    isPartialApplication: true,
  }));
  endpoint(app, 'setupAndStart', { access: 'user' }, async (req) => ({
    iegExecutionID: await start(req, req.body.motivationTypeId),
  }));
  endpoint(app, 'setupStartMotivation', { access: 'user' }, async (req) => ({
    iegExecutionID: await start(req, req.body.motivationTypeId),
  }));
  endpoint(app, 'startLieap', { access: 'user' }, async (req) =>
    present.startLieapResult(await start(req, 'LIEAP'), req.locale),
  );

  endpoint(app, 'applyForUnified', { access: 'user' }, async (req) =>
    motivationTypeOf(definitionFor('COMBINED'), req.locale),
  );
  endpoint(app, 'applyForCovidTesting', { access: 'user' }, async (req) =>
    motivationTypeOf(definitionFor('COVID'), req.locale),
  );
  endpoint(app, 'applyForStandaloneRidp', { access: 'user' }, async (req) =>
    motivationTypeOf(definitionFor(STANDALONE_RIDP), req.locale),
  );

  for (const name of ['finishUnified', 'finishMotivation', 'finishCovidTesting'] as const) {
    endpoint(app, name, { access: 'user' }, async (req) =>
      finishForm(ctx, (await requireApplicant(req, { draft: req.body.iegExecutionID })).user, req.body.iegExecutionID),
    );
  }
  endpoint(app, 'finishStandaloneRidp', { access: 'user' }, async (req) =>
    finishStandaloneRidp(ctx, (await requireUser(req)).user, req.body.iegExecutionID, auditSource(req)),
  );

  endpoint(app, 'motivationType', { access: 'user' }, async (req) => {
    const { def } = await draftOf(ctx, (await requireApplicant(req, { draft: req.params.id })).user, req.params.id);
    return motivationTypeOf(def, req.locale);
  });
  endpoint(app, 'motivationDetails', { access: 'user' }, async (req) => {
    const { user } = await requireApplicant(req, { draft: req.params.id });
    const { draft, def } = await draftOf(ctx, user, req.params.id);
    return present.presentMotivationDetails(draft, def.id, def.title[lang(req.locale)], user.username);
  });

  endpoint(app, 'formDetails', { access: 'user' }, async (req) =>
    formDetailsOf(ctx, (await requireApplicant(req, { draft: req.params.id })).user, req.params.id, auditSource(req)),
  );
  endpoint(app, 'saveFormDetails', { access: 'user' }, async (req) => {
    const { draft } = await draftOf(ctx, (await requireApplicant(req, { draft: req.params.id })).user, req.params.id);
    return { nextPage: await savePage(ctx.db, ctx.cipher, draft, req.body.page, req.body.answers) };
  });
  endpoint(app, 'storeSaveAndExitPageName', { access: 'user' }, async (req) => {
    const { user } = await requireApplicant(req, { draft: req.body.iegExecutionID });
    await storeSaveAndExit(ctx, user, req.body.iegExecutionID, req.body.pageName, req.body.answers);
    return { isSuccess: true };
  });
  endpoint(app, 'deleteMotivation', { access: 'user' }, async (req) => {
    await removeDraft(
      ctx,
      (await requireApplicant(req, { draft: req.params.id })).user,
      req.params.id,
      auditSource(req),
    );
    return { isSuccess: true };
  });

  for (const name of ['esignature', 'esignatureByMotivation'] as const) {
    endpoint(app, name, { access: 'user' }, async (req) =>
      esignatureOf(ctx, (await requireApplicant(req, { draft: req.params.id })).user, req.params.id, req.locale),
    );
  }
  endpoint(app, 'signAndSubmit', { access: 'user' }, async (req) => {
    const { iegExecutionID, ...signature } = req.body;
    return submitDraft(
      ctx,
      (await requireApplicant(req, { draft: iegExecutionID })).user,
      iegExecutionID,
      signature,
      req.locale,
      auditSource(req),
    );
  });
  endpoint(app, 'applications', { access: 'session' }, async (req) =>
    submitAnonymous(ctx, req.body, req.locale, auditSource(req)),
  );

  endpoint(app, 'confirmationDetails', { access: 'user' }, async (req) =>
    confirmationFor(ctx, (await requireApplicant(req, { application: req.params.id })).user, req.params.id, req.locale),
  );

  endpoint(app, 'applicationPdf', { access: 'session' }, async (req, reply) => {
    const { row, pdf } = await heldApplicationPdf(ctx, await currentSession(req), req.params.id, req.query.key);
    await audit(ctx.db, { ...auditSource(req), action: 'application.pdf', entity: 'application', entityId: row.id });
    return reply
      .header('Content-Security-Policy', DOWNLOAD_CSP)
      .type('application/pdf')
      .header('Content-Disposition', `attachment; filename="application-${row.reference}.pdf"`)
      .send(Buffer.from(pdf));
  });

  endpoint(app, 'submittedApplications', { access: 'user' }, async (req) => ({
    applications: await listSubmitted(ctx, (await requireApplicant(req, null)).user, req.locale),
  }));

  endpoint(app, 'withdrawalRequestReasons', { access: 'user' }, async (req) => {
    await ownProgram(ctx, (await requireUser(req)).user, req.params.appId, req.params.programId);
    return present.withdrawalReasons(req.locale);
  });
  for (const name of ['withdrawalRequest', 'nfWithdrawalRequest'] as const) {
    endpoint(app, name, { access: 'user' }, async (req) =>
      withdrawByPath(ctx, (await requireUser(req)).user, req.params, req.body, auditSource(req)),
    );
  }
  endpoint(app, 'withdrawalCocRequest', { access: 'user' }, async (req) =>
    withdrawAsChange(ctx, (await requireUser(req)).user, req.body, auditSource(req)),
  );

  endpoint(app, 'activities', { access: 'linked' }, async (req) =>
    activitiesOfCase(ctx, (await requireLinked(req)).user, req.query.outcome_plan_id, req.locale, auditSource(req)),
  );

  // While acting, only the programmes the representative was named for (ADR 0119).
  const pendingOf = async (user: SessionUser) =>
    present.pendingFlags(
      new Set([...(await pendingProgramCodes(ctx.db, user.id))].filter((p) => mayReach(user.acting, [p]))),
    );
  endpoint(app, 'existsPendingAppForUser', { access: 'user' }, async (req) =>
    pendingOf((await requireApplicant(req, null)).user),
  );
  endpoint(app, 'listExistingApp', { access: 'user' }, async (req) => {
    const { user } = await requireApplicant(req, null);
    const drafts = await reachableDrafts(ctx, user);
    return {
      ...(await pendingOf(user)),
      drafts: drafts.map((d) => ({ formId: d.id, applicationTypeId: d.formId })),
    };
  });
  endpoint(app, 'applyLieap', { access: 'user' }, async (req) => {
    const { user } = await requireApplicant(req, null);
    const draft = (await reachableDrafts(ctx, user)).find((d) => d.formId === 'LIEAP');
    return { hasEnergyAppInProgress: Boolean(draft), formId: draft?.id ?? null };
  });

  endpoint(app, 'isDisasterActive', { access: 'public' }, async (req) =>
    present.disasterStatus(await activeDisaster(ctx.db), req.locale),
  );
  endpoint(app, 'isEnergyActive', { access: 'public' }, async (req) =>
    present.energyStatus(await energyActive(ctx.db), req.locale),
  );

  await app.register(workerRoutes);
});
