import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { agreementsFor, definitionOf, issueText, programsOf, prune, signatureFlags, type FormDefinition } from '@portal/forms';
import {
  APP_API,
  ActivitiesQuery,
  AnonymousSubmitRequest,
  ApplicationFormRequest,
  ApplicationFormResponse,
  FinishRequest,
  DRAFT_LIFETIME_DAYS,
  SaveAndExitBody,
  SavePageBody,
  SetupAndStartRequest,
  SignAndSubmitRequest,
  RidpStartRequest,
  WITHDRAWAL_REASONS,
  WithdrawalCocRequest,
  WithdrawalRequest,
  DisasterStatusResponse,
  DraftApplicationsResponse,
  EnergyStatusResponse,
  OnlineCategoriesResponse,
  PostedApplicationResponse,
  StartLieapResponse,
  SubmittedApplicationsResponse,
  ROUTES,
  lang,
  type IntakeApplicationType,
  type WithdrawalRequestBody,
  type Locale,
} from '@portal/contracts';
import { audit, auditSource } from '../../platform/audit';
import { clock } from '../../platform/clock';
import { applicationDrafts } from '../../platform/db/schema';
import { currentSession, requireLinked, requireUser } from '../../platform/http/context';
import { HttpError, notFound } from '../../platform/http/errors';
import { effectiveUserType, type SessionUser } from '../../platform/sessions';
import { startProofing } from '../proofing/service';
import { caseOfMember, programsOfCases } from '../cases/repo';
import { activitiesOf } from './activities';
import { describeCode, presentSubmitted, programName } from './present';
import {
  applicationById,
  draftsOf,
  ownApplication,
  ownDraft,
  pendingProgramCodes,
  programsOfApplications,
  submittedOf,
  verificationsOfCase,
  type ProgramRow,
} from './repo';
import {
  FormIssues,
  checkFormComplete,
  checkPagesComplete,
  finishResult,
  identityClaimOf,
  isIdentityOnly,
  requestWithdrawal,
  applicationPdf,
  confirmationOf,
  definitionFor,
  readAnswers,
  savePage,
  startDraft,
  storeSaveAndExit,
  submitAnonymous,
  submitDraft,
  submitResult,
} from './service';
import { activeDisaster, energyActive } from './windows';
import { workerRoutes } from './worker-routes';
import { addDays, sixMonthsBefore } from '../../platform/dates';

/** The motivation type of standalone identity proofing (packages/forms definitions/identity.ts). */
const STANDALONE_RIDP = 'RIDP';
const Id = z.object({ id: z.uuid() });
const ProgramParams = z.object({ appId: z.uuid(), programId: z.uuid() });

/** A refused page or submission: every issue at its field, in the caller's language. */
export function sendIssues(reply: FastifyReply, err: FormIssues, locale: Locale) {
  const l = lang(locale);
  return reply.status(400).send({
    errors: err.issues.map((i) => ({ code: 'VALIDATION', level: 'error' as const, field: i.field, message: issueText(i, l), message_id: err.page ?? i.code })),
  });
}

async function withIssues<T>(req: FastifyRequest, reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof FormIssues) return sendIssues(reply, err, req.locale);
    throw err;
  }
}

/** Provider staff (newborn, presumptive) may not withdraw an application (spec part 2 §6). */
const mayWithdraw = (user: SessionUser) => !user.providerNewborn && !user.providerPresumptive && !user.providerBccm;

/** The categories of the apply landing, in display order; each type is listed in its category's order. */
const CATEGORIES: { id: string; name: { en: string; es: string }; description: { en: string; es: string }; url: string; types: string[] }[] = [
  {
    id: 'FOOD_MEDICAL_CASH',
    name: { en: 'Food, medical and cash assistance', es: 'Asistencia de alimentos, médica y en efectivo' },
    description: { en: 'Food and nutrition benefits, Medicaid and Work First cash assistance.', es: 'Beneficios de alimentos y nutrición, Medicaid y asistencia en efectivo Work First.' },
    url: ROUTES.applyForAssistance,
    types: ['COMBINED', 'FNS', 'MA', 'MAEXP', 'WF'],
  },
  {
    id: 'ENERGY',
    name: { en: 'Energy assistance', es: 'Asistencia de energía' },
    description: { en: 'Help paying heating and cooling bills (LIEAP).', es: 'Ayuda para pagar las facturas de calefacción y refrigeración (LIEAP).' },
    url: ROUTES.lieap,
    types: ['LIEAP'],
  },
  {
    id: 'HEALTH',
    name: { en: 'COVID-19 help', es: 'Ayuda por COVID-19' },
    description: { en: 'Help paying for COVID-19 testing and treatment.', es: 'Ayuda para pagar las pruebas y el tratamiento de COVID-19.' },
    url: ROUTES.applyForAssistance,
    types: ['COVID'],
  },
  {
    id: 'DISASTER',
    name: { en: 'Disaster food assistance', es: 'Asistencia alimentaria por desastre' },
    description: { en: 'Pre-registration for food assistance after a declared disaster.', es: 'Preinscripción para asistencia alimentaria después de un desastre declarado.' },
    url: ROUTES.disasterApply,
    types: ['DSNAP'],
  },
];

/** The message of is_disaster_active and is_energy_active, in the caller's language. */
const WINDOW_MESSAGES = {
  disasterOpen: { en: 'Disaster food assistance pre-registration is open for {name}.', es: 'La preinscripción para asistencia alimentaria por desastre está abierta para {name}.' },
  disasterClosed: { en: 'Disaster food assistance pre-registration is not open now.', es: 'La preinscripción para asistencia alimentaria por desastre no está abierta ahora.' },
  energyOpen: { en: 'Energy assistance applications are being taken now.', es: 'Ahora se aceptan solicitudes de asistencia de energía.' },
  energyClosed: { en: 'The energy assistance season is closed.', es: 'La temporada de asistencia de energía está cerrada.' },
};

const START_LIEAP_MESSAGE = { en: 'Your energy assistance application has started.', es: 'Su solicitud de asistencia de energía ha comenzado.' };

/** An intake application type as online_categories lists it; `draftId` is the signed-in user's draft of it. */
function intakeType(def: FormDefinition, order: number, signedIn: boolean, draftId: string | null, locale: Locale): IntakeApplicationType {
  const l = lang(locale);
  return {
    application_type_id: def.id,
    iegScriptId: def.id,
    individualProgramSelectionAllowed: !('fixed' in def.programs),
    name: def.title[l],
    summary: def.overview[0]?.[l] ?? '',
    description: def.overview.map((p) => p[l]).join(' '),
    displayOrder: order,
    canApplyFor: def.anonymous || signedIn,
    associatedDraftApplicationId: draftId,
    url: `${ROUTES.applyOverview}?type=${encodeURIComponent(def.id)}`,
    programs: ('fixed' in def.programs ? def.programs.fixed : ['FNS', 'MA', 'WF']).map((code) => ({ programId: code, name: programName(code, locale) })),
    allowedWithdrawalReasons: [...WITHDRAWAL_REASONS],
    requiresLogin: !def.anonymous,
  };
}

export const routes: FastifyPluginAsync = fp(async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const tags = ['applications'];

  async function draftOf(req: FastifyRequest, id: string) {
    const { user } = await requireUser(req);
    const draft = await ownDraft(ctx.db, user.id, id);
    if (!draft) throw notFound();
    return { user, draft, def: definitionFor(draft.formId) };
  }

  app.get(
    APP_API.onlineCategories,
    { config: { access: 'public' }, schema: { tags, summary: 'Categories, their application types and programmes', response: { 200: OnlineCategoriesResponse } } },
    async (req) => {
      const session = await currentSession(req);
      const user = session?.stage === 'FULL' ? session.user : undefined;
      const drafts = user ? await draftsOf(ctx.db, user.id) : [];
      // Disaster pre-registration is offered only while a disaster is declared.
      const open = (await activeDisaster(ctx.db)) ? CATEGORIES : CATEGORIES.filter((c) => c.id !== 'DISASTER');
      return {
        categories: open.map((c, i) => ({
          online_category_id: c.id,
          name: c.name[lang(req.locale)],
          description: c.description[lang(req.locale)],
          displayOrder: i + 1,
          url: c.url,
          intakeApplicationTypes: c.types.map((t, j) => intakeType(definitionFor(t), j + 1, Boolean(user), drafts.find((d) => d.formId === t)?.id ?? null, req.locale)),
        })),
      };
    },
  );

  app.get(
    APP_API.draftApplications,
    { config: { access: 'user' }, schema: { tags, summary: 'The user\'s applications in progress', response: { 200: DraftApplicationsResponse } } },
    async (req) => {
      const { user } = await requireUser(req);
      const rows = await draftsOf(ctx.db, user.id);
      return {
        applications: rows.map((d) => {
          const def = definitionOf(d.formId);
          // The programmes asked for so far: the fixed ones, or those chosen at the programmes question.
          const programs = def ? programsOf(def, prune(def, readAnswers(ctx.cipher, d.answersEnc))) : [];
          return {
            draft_application_id: d.id,
            name: def?.title[lang(req.locale)] ?? d.formId,
            createdOn: d.createdAt.toISOString(),
            lastUpdatedOn: d.updatedAt.toISOString(),
            isSubmissionForm: !def || !isIdentityOnly(def),
            isMotivation: true,
            motivationID: d.id,
            programs: programs.map((code) => ({ programId: code, name: programName(code, req.locale) })),
            expiresOn: addDays(d.createdAt, DRAFT_LIFETIME_DAYS).toISOString(),
            currentPage: d.saveExitPage ?? d.currentPage,
          };
        }),
      };
    },
  );

  const start = async (req: FastifyRequest, typeId: string) => {
    const { user } = await requireUser(req);
    if (typeId === 'DSNAP' && !(await activeDisaster(ctx.db))) throw new HttpError(409, 'DISASTER_NOT_ACTIVE');
    // Identity proofing is for an account not (or no longer) linked to a case.
    if (typeId === STANDALONE_RIDP && effectiveUserType(user) === 'LINKED') throw new HttpError(409, 'CONFLICT');
    const draft = await startDraft(ctx.db, ctx.cipher, user.id, typeId);
    await audit(ctx.db, { ...auditSource(req), action: 'application.start', entity: 'application_draft', entityId: draft.id, detail: { formId: typeId } });
    return draft.id;
  };

  app.post(
    APP_API.applicationForm,
    { config: { access: 'user' }, schema: { tags, summary: 'Starts an application (a draft) of a type', body: ApplicationFormRequest, response: { 200: ApplicationFormResponse } } },
    // The new application is partial (a draft) until it is signed and submitted.
    async (req) => ({ application_form_id: await start(req, req.body.applicationTypeId), isPartialApplication: true }),
  );

  for (const path of [APP_API.setupAndStart, APP_API.setupStartMotivation]) {
    app.post(path, { config: { access: 'user' }, schema: { tags, summary: 'Sets up and starts a motivation', body: SetupAndStartRequest } }, async (req) => ({
      iegExecutionID: await start(req, req.body.motivationTypeId),
    }));
  }

  /** The motivation type of an application type (what the apply_for_* calls return). */
  const motivationTypeOf = (def: FormDefinition, locale: Locale) => {
    const l = lang(locale);
    const types = [...CATEGORIES.flatMap((c) => c.types), STANDALONE_RIDP];
    const order = types.indexOf(def.id) + 1;
    return { name: def.title[l], motivationName: def.title[l], description: def.overview[0]?.[l] ?? '', motivationTypeId: def.id, requiresLogin: !def.anonymous, displayOrder: order };
  };
  app.get(APP_API.applyForUnified, { config: { access: 'user' }, schema: { tags, summary: 'The unified (combined) application\'s motivation type' } }, async (req) => motivationTypeOf(definitionFor('COMBINED'), req.locale));
  app.get(APP_API.applyForCovidTesting, { config: { access: 'user' }, schema: { tags, summary: 'The COVID-19 testing application\'s motivation type' } }, async (req) =>
    motivationTypeOf(definitionFor('COVID'), req.locale),
  );

  app.get(APP_API.applyForStandaloneRidp, { config: { access: 'user' }, schema: { tags, summary: 'The standalone identity-proofing motivation type' } }, async (req) =>
    motivationTypeOf(definitionFor(STANDALONE_RIDP), req.locale),
  );

  // Finishing the script: the server's engine checks every page before signing.
  for (const path of [APP_API.finishUnified, APP_API.finishMotivation, APP_API.finishCovidTesting]) {
    app.post(path, { config: { access: 'user' }, schema: { tags, summary: 'Checks that every page of the form is complete', body: FinishRequest } }, async (req, reply) => {
      const { draft, def } = await draftOf(req, req.body.iegExecutionID);
      if (isIdentityOnly(def)) throw notFound();
      return withIssues(req, reply, async () => {
        checkFormComplete(def, prune(def, readAnswers(ctx.cipher, draft.answersEnc)));
        return finishResult(draft.id);
      });
    });
  }

  // Finishing standalone identity proofing: the server's engine checks the pages, the identity
  // service gets the answers (a soft inquiry) and opens its quiz; the draft, which holds the SSN,
  // is deleted once the service has answered.
  app.post(
    APP_API.finishStandaloneRidp,
    { config: { access: 'user' }, schema: { tags, summary: 'Finishes standalone identity proofing: sends the answers to the identity service', body: FinishRequest } },
    async (req, reply) => {
      const { user, draft, def } = await draftOf(req, req.body.iegExecutionID);
      if (def.id !== STANDALONE_RIDP) throw notFound();
      if (effectiveUserType(user) === 'LINKED') throw new HttpError(409, 'CONFLICT');
      return withIssues(req, reply, async () => {
        const answers = prune(def, readAnswers(ctx.cipher, draft.answersEnc));
        checkPagesComplete(def, answers);
        const claim = RidpStartRequest.safeParse(identityClaimOf(answers));
        if (!claim.success) {
          const issues = claim.error.issues.map((i) => {
            const part = String(i.path[0]);
            const field = ({ addressLine1: 'homeAddress.line1', city: 'homeAddress.city', zip: 'homeAddress.zip' } as Record<string, string>)[part] ?? part;
            return { field, code: field === 'homeAddress.zip' ? ('zip' as const) : ('valid' as const) };
          });
          throw new FormIssues(issues, 'identityNumbers');
        }
        const result = await startProofing(ctx, user, { ...claim.data, purpose: 'UPGRADE' });
        await ctx.db.delete(applicationDrafts).where(eq(applicationDrafts.id, draft.id));
        await audit(ctx.db, { ...auditSource(req), actorUserId: user.id, action: 'ridp.standalone.finish', entity: 'application_draft', entityId: draft.id, detail: { status: result.status } });
        return { ...finishResult(draft.id), status: result.status, quizId: result.quiz?.quizId ?? null };
      });
    },
  );

  app.get(
    APP_API.isDisasterActive,
    { config: { access: 'public' }, schema: { tags, summary: 'Whether disaster food assistance pre-registration is open', response: { 200: DisasterStatusResponse } } },
    async (req) => {
      const disaster = await activeDisaster(ctx.db);
      const l = lang(req.locale);
      const name = disaster ? (l === 'es' ? disaster.nameEs : disaster.nameEn) : null;
      return {
        isDisasterActiveInd: Boolean(disaster),
        isSuccess: true,
        message: name ? WINDOW_MESSAGES.disasterOpen[l].replace('{name}', name) : WINDOW_MESSAGES.disasterClosed[l],
        disasterName: name,
        counties: disaster?.counties ?? [],
        endsAt: disaster?.endsAt ?? null,
      };
    },
  );
  app.get(
    APP_API.isEnergyActive,
    { config: { access: 'public' }, schema: { tags, summary: 'Whether it is the energy assistance season', response: { 200: EnergyStatusResponse } } },
    async (req) => {
      const active = await energyActive(ctx.db);
      return { isEnergyActiveInd: active, isSuccess: true, message: WINDOW_MESSAGES[active ? 'energyOpen' : 'energyClosed'][lang(req.locale)] };
    },
  );

  app.get(APP_API.motivationType(':id'), { config: { access: 'user' }, schema: { tags, params: Id } }, async (req) => motivationTypeOf((await draftOf(req, req.params.id)).def, req.locale));

  app.get(APP_API.motivationDetails(':id'), { config: { access: 'user' }, schema: { tags, params: Id } }, async (req) => {
    const { user, draft, def } = await draftOf(req, req.params.id);
    return {
      motivationId: draft.id,
      dataStoreId: draft.id,
      typeID: def.id,
      state: 'IN_PROGRESS',
      scriptExecutionID: draft.id,
      username: user.username,
      timestamp: draft.updatedAt.toISOString(),
      name: def.title[lang(req.locale)],
      isSubmissionFormInd: true,
    };
  });

  app.get(
    APP_API.formDetails(':id'),
    { config: { access: 'user' }, schema: { tags, summary: 'A draft\'s answers and where the person was', params: Id, querystring: z.object({ isPartialApplication: z.string().optional() }) } },
    async (req) => {
      const { user, draft, def } = await draftOf(req, req.params.id);
      await audit(ctx.db, { ...auditSource(req), actorUserId: user.id, action: 'application.read', entity: 'application_draft', entityId: draft.id });
      return {
        formId: draft.id,
        applicationTypeId: def.id,
        version: draft.formVersion,
        answers: readAnswers(ctx.cipher, draft.answersEnc),
        currentPage: draft.currentPage,
        saveExitPage: draft.saveExitPage,
        createdOn: draft.createdAt.toISOString(),
      };
    },
  );

  app.put(
    APP_API.formDetails(':id'),
    { config: { access: 'user' }, schema: { tags, summary: 'Saves one page of answers (checked by the server\'s engine)', params: Id, body: SavePageBody } },
    async (req, reply) => {
      const { draft } = await draftOf(req, req.params.id);
      return withIssues(req, reply, async () => ({ nextPage: await savePage(ctx.db, ctx.cipher, draft, req.body.page, req.body.answers) }));
    },
  );

  app.post(APP_API.storeSaveAndExit, { config: { access: 'user' }, schema: { tags, body: SaveAndExitBody } }, async (req) => {
    const { user } = await requireUser(req);
    await storeSaveAndExit(ctx.db, user.id, req.body.iegExecutionID, req.body.pageName);
    return { isSuccess: true };
  });

  app.delete(APP_API.deleteMotivation(':id'), { config: { access: 'user' }, schema: { tags, summary: 'Deletes a draft', params: Id } }, async (req) => {
    const { user, draft } = await draftOf(req, req.params.id);
    await ctx.db.delete(applicationDrafts).where(eq(applicationDrafts.id, draft.id));
    await audit(ctx.db, { ...auditSource(req), actorUserId: user.id, action: 'application.delete', entity: 'application_draft', entityId: draft.id });
    return { isSuccess: true };
  });

  const esignature = async (req: FastifyRequest<{ Params: { id: string } }>) => {
    const { user, draft, def } = await draftOf(req, req.params.id);
    const answers = prune(def, readAnswers(ctx.cipher, draft.answersEnc));
    const flags = signatureFlags(def, answers);
    const l = lang(req.locale);
    return {
      showUAMedicalAssistanceQuestion: flags.isEligibleForMA,
      username: user.username,
      eSignatureDetails: flags,
      agreements: agreementsFor(flags, programsOf(def, answers)).map((a) => ({ id: a.id, text: a.text[l] })),
    };
  };
  app.get(APP_API.esignature(':id'), { config: { access: 'user' }, schema: { tags, summary: 'The e-signature flags and the boxes to tick', params: Id } }, esignature);
  app.get(APP_API.esignatureByMotivation(':id'), { config: { access: 'user' }, schema: { tags, summary: 'The e-signature flags and the boxes to tick', params: Id } }, esignature);

  app.post(APP_API.signAndSubmit, { config: { access: 'user' }, schema: { tags, summary: 'Signs and submits a draft (idempotent)', body: SignAndSubmitRequest } }, async (req, reply) => {
    const { user } = await requireUser(req);
    return withIssues(req, reply, async () => {
      const row = await submitDraft(ctx.db, ctx.cipher, user.id, req.body.iegExecutionID, req.body, req.locale);
      await audit(ctx.db, { ...auditSource(req), actorUserId: user.id, action: 'application.submit', entity: 'application', entityId: row.id });
      return submitResult(row, user.userType);
    });
  });

  app.post(
    APP_API.applications,
    {
      config: { access: 'session' },
      schema: { tags, summary: 'Submits an anonymous food or energy application (idempotent by submissionKey)', body: AnonymousSubmitRequest, response: { 200: PostedApplicationResponse } },
    },
    async (req, reply) =>
      withIssues(req, reply, async () => {
        const b = req.body;
        const row = await submitAnonymous(ctx.db, ctx.cipher, b.applicationTypeId, b.submissionKey, b.answers, b.signature, req.locale);
        await audit(ctx.db, { ...auditSource(req), action: 'application.submit', entity: 'application', entityId: row.id, detail: { anonymous: true } });
        const programs = await programsOfApplications(ctx.db, [row.id]);
        return { application_id: row.id, applicationReference: row.reference, confirmation: confirmationOf(row, programs.map((p) => p.programCode), req.locale) };
      }),
  );

  app.get(APP_API.confirmationDetails(':id'), { config: { access: 'user' }, schema: { tags, params: Id } }, async (req) => {
    const { user } = await requireUser(req);
    const row = await ownApplication(ctx.db, user.id, req.params.id);
    if (!row) throw notFound();
    const programs = await programsOfApplications(ctx.db, [row.id]);
    return confirmationOf(row, programs.map((p) => p.programCode), req.locale);
  });

  app.get(
    APP_API.pdf(':id'),
    { config: { access: 'session' }, schema: { tags, summary: 'The application as a PDF', params: Id, querystring: z.object({ key: z.string().max(64).optional() }) } },
    async (req, reply) => {
      const session = await currentSession(req);
      const row = await applicationById(ctx.db, req.params.id);
      const signedInOwner = row?.userId && session?.stage === 'FULL' && session.user?.id === row.userId;
      const anonymousHolder = row && !row.userId && req.query.key && row.submissionKey === `anon:${req.query.key}`;
      if (!row || !(signedInOwner || anonymousHolder)) throw notFound();
      const programs = await programsOfApplications(ctx.db, [row.id]);
      const pdf = await applicationPdf(row, programs.map((p) => p.programCode), ctx.cipher);
      await audit(ctx.db, { ...auditSource(req), action: 'application.pdf', entity: 'application', entityId: row.id });
      return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="application-${row.reference}.pdf"`).send(Buffer.from(pdf));
    },
  );

  app.get(
    APP_API.submittedApplications,
    { config: { access: 'user' }, schema: { tags, summary: 'Applications submitted in the last six months', response: { 200: SubmittedApplicationsResponse } } },
    async (req) => {
    const { user } = await requireUser(req);
    const rows = await submittedOf(ctx.db, user.id, sixMonthsBefore(clock.now()));
    return { applications: rows.map(({ app: a, programs }) => presentSubmitted(a, programs, req.locale, mayWithdraw(user))) };
    },
  );

  async function ownProgram(req: FastifyRequest, appId: string, programId: string) {
    const { user } = await requireUser(req);
    const row = await ownApplication(ctx.db, user.id, appId);
    const program = row ? (await programsOfApplications(ctx.db, [row.id])).find((p) => p.id === programId) : undefined;
    if (!row || !program) throw notFound();
    return { user, row, program };
  }

  app.get(APP_API.withdrawalReasons(':appId', ':programId'), { config: { access: 'user' }, schema: { tags, params: ProgramParams } }, async (req) => {
    await ownProgram(req, req.params.appId, req.params.programId);
    return { withdrawalReason: WITHDRAWAL_REASONS.map((code) => ({ code, description: describeCode('WithdrawalReason', code, req.locale) })) };
  });

  /** A withdrawal of one of the user's programmes: the same rules whichever call asks for it. */
  async function withdraw(req: FastifyRequest, reply: FastifyReply, user: SessionUser, program: ProgramRow, body: WithdrawalRequestBody, detail?: Record<string, string>) {
    if (!mayWithdraw(user)) throw new HttpError(403, 'WITHDRAWAL_NOT_ALLOWED');
    const issues = await requestWithdrawal(ctx.db, program, body);
    if (issues.length > 0) return sendIssues(reply, new FormIssues(issues, 'withdrawal'), req.locale);
    await audit(ctx.db, { ...auditSource(req), actorUserId: user.id, action: 'application.withdrawal_request', entity: 'application_program', entityId: program.id, ...(detail ? { detail } : {}) });
    return { isSuccess: true };
  }
  const withdrawByPath = async (req: FastifyRequest<{ Params: z.infer<typeof ProgramParams>; Body: z.infer<typeof WithdrawalRequest> }>, reply: FastifyReply) => {
    const { user, program } = await ownProgram(req, req.params.appId, req.params.programId);
    return withdraw(req, reply, user, program, req.body);
  };
  const withdrawSchema = { config: { access: 'user' as const }, schema: { tags, summary: 'Asks to withdraw one programme of an application', params: ProgramParams, body: WithdrawalRequest } };
  app.post(APP_API.withdrawalRequest(':appId', ':programId'), withdrawSchema, withdrawByPath);
  app.post(APP_API.nfWithdrawalRequest(':appId', ':programId'), withdrawSchema, withdrawByPath);

  // The withdrawal reported as a change: the programme is named in the body, and so may be the
  // case it is on — which must be one of the person's cases and carry that programme.
  app.post(
    APP_API.withdrawalCocRequest,
    { config: { access: 'user' }, schema: { tags, summary: 'Asks to withdraw one programme, named (with its case) in the body', body: WithdrawalCocRequest } },
    async (req, reply) => {
      const { user, program } = await ownProgram(req, req.body.application_id, req.body.application_program_id);
      const caseId = req.body.case_id;
      if (caseId) {
        const plan = user.linkedPersonId && effectiveUserType(user) === 'LINKED' ? await caseOfMember(ctx.db, user.linkedPersonId, caseId) : undefined;
        if (!plan || !(await programsOfCases(ctx.db, [plan.id])).some((p) => p.programCode === program.programCode)) throw notFound();
      }
      return withdraw(req, reply, user, program, req.body, { via: 'coc', ...(caseId ? { caseId } : {}) });
    },
  );

  app.get(
    APP_API.activities,
    { config: { access: 'linked' }, schema: { tags, summary: 'The activities of a case\'s outcome plan: documents asked for and the renewal', querystring: ActivitiesQuery } },
    async (req) => {
      const { user } = await requireLinked(req);
      const plan = user.linkedPersonId ? await caseOfMember(ctx.db, user.linkedPersonId, req.query.outcome_plan_id) : undefined;
      if (!plan) throw notFound();
      const [programs, verifications] = await Promise.all([programsOfCases(ctx.db, [plan.id]), verificationsOfCase(ctx.db, plan.id)]);
      await audit(ctx.db, { ...auditSource(req), actorUserId: user.id, action: 'case.activities.read', entity: 'case', entityId: plan.id });
      return activitiesOf(plan, programs, verifications, clock.now(), req.locale);
    },
  );

  const pendingFlags = async (req: FastifyRequest) => {
    const { user } = await requireUser(req);
    const pending = await pendingProgramCodes(ctx.db, user.id);
    return { doesPendingMAGIAppExist: pending.has('MA'), doesPendingFNSAppExist: pending.has('FNS'), doesPendingABDAppExist: pending.has('MA'), doesPendingSNAPAppExist: pending.has('FNS') };
  };
  app.get(APP_API.existsPendingApp, { config: { access: 'user' }, schema: { tags, summary: 'Whether the user has applications waiting, by programme' } }, pendingFlags);
  app.get(APP_API.listExistingApp, { config: { access: 'user' }, schema: { tags, summary: 'The user\'s drafts and pending programmes' } }, async (req) => {
    const { user } = await requireUser(req);
    const drafts = await draftsOf(ctx.db, user.id);
    return { ...(await pendingFlags(req)), drafts: drafts.map((d) => ({ formId: d.id, applicationTypeId: d.formId })) };
  });

  app.get(APP_API.applyLieap, { config: { access: 'user' }, schema: { tags, summary: 'Whether an energy application is in progress' } }, async (req) => {
    const { user } = await requireUser(req);
    const draft = (await draftsOf(ctx.db, user.id)).find((d) => d.formId === 'LIEAP');
    return { hasEnergyAppInProgress: Boolean(draft), formId: draft?.id ?? null };
  });
  app.post(
    APP_API.startLieap,
    { config: { access: 'user' }, schema: { tags, summary: 'Starts an energy application (refused while one is in progress)', response: { 200: StartLieapResponse } } },
    async (req) => ({ application_form_id: await start(req, 'LIEAP'), isSuccess: true, message: START_LIEAP_MESSAGE[lang(req.locale)] }),
  );

  await app.register(workerRoutes);
});

