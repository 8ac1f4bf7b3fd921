import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_API, ErrorBody, RidpAnswerRequest, RidpAnswerResult, RidpOpenQuiz, RidpStartRequest, RidpStartResult } from '@portal/contracts';
import { requireUser } from '../../platform/http/context';
import { answerQuiz, openQuiz, startProofing } from './service';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody, 429: ErrorBody };

/** Identity proofing (account upgrade) through the provider interface (its purge is in jobs.ts). */
export const routes: FastifyPluginAsync = fp(async (base) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  app.post(
    ACCOUNT_API.ridpStart,
    { config: { access: 'user' }, schema: { tags: ['proofing'], summary: 'Identity data for the identity-proofing quiz (a soft credit inquiry)', body: RidpStartRequest, response: { 200: RidpStartResult, ...errors } } },
    async (req) => {
      const { user } = await requireUser(req);
      return startProofing(ctx, user, req.body);
    },
  );

  app.get(
    ACCOUNT_API.ridpQuiz,
    { config: { access: 'user' }, schema: { tags: ['proofing'], summary: 'The open identity quiz of the signed-in person', response: { 200: RidpOpenQuiz, ...errors } } },
    async (req) => {
      const { user } = await requireUser(req);
      return openQuiz(ctx, user.id);
    },
  );

  app.post(
    ACCOUNT_API.ridpAnswer,
    { config: { access: 'user' }, schema: { tags: ['proofing'], summary: 'Answers to the identity quiz; passing links the account', body: RidpAnswerRequest, response: { 200: RidpAnswerResult, ...errors } } },
    async (req) => {
      const { user } = await requireUser(req);
      return answerQuiz(ctx, user, req.body.quizId, req.body.answers);
    },
  );
});
