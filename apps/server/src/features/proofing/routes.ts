import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { requireUser } from '../../platform/http/context';
import { endpoint } from '../../platform/http/endpoint';
import { answerQuiz, openQuiz, providerFor, purgeOldInquiries, startProofing } from './service';

/** Identity proofing (account upgrade) through the provider interface; the soft-inquiry log is purged daily. */
export const routes: FastifyPluginAsync = fp(async (app) => {
  const { ctx } = app;
  // Made once at start, so a provider that cannot run here (the simulated bureau in production) stops the start.
  providerFor(ctx);

  if (ctx.config.nodeEnv !== 'test') {
    let timer: NodeJS.Timeout | undefined;
    const purge = () => void purgeOldInquiries(ctx.db).catch((err: unknown) => app.log.error({ err }, 'inquiry purge failed'));
    app.addHook('onReady', async () => {
      purge();
      timer = setInterval(purge, 24 * 3_600_000);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  }

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
