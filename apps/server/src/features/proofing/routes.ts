import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { requireUser } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { answerQuiz, openQuiz, startProofing } from './service';

/** Identity proofing (account upgrade) through the provider interface (its purge is in jobs.ts). */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;

  endpoint(app, 'ridpStart', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return startProofing(ctx, user, req.body);
  });

  endpoint(app, 'ridpQuiz', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return openQuiz(ctx, user.id);
  });

  endpoint(app, 'ridpAnswer', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return answerQuiz(ctx, user, req.body.quizId, req.body.answers);
  });
});
