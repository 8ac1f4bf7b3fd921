import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { requireUser } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { answerQuiz, openQuiz, providerFor, startProofing } from './service';

/** Identity proofing (account upgrade) through the provider interface (its purge is in jobs.ts). */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;
  // Made once at start, so a provider that cannot run here (the simulated bureau in production) stops the start.
  providerFor(ctx);

  endpoint(app, 'ridpStart', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return startProofing(ctx, user, req.body);
  });

  endpoint(app, 'ridpQuiz', { access: 'user' }, async (req) => {
    const { user } = await requireUser(req);
    return openQuiz(ctx, user.id);
  });

  endpoint(app, 'ridpAnswer', { access: 'user' }, async (req) => {
    const { session } = await requireUser(req);
    return answerQuiz(ctx, session, req.body.quizId, req.body.answers);
  });
});
