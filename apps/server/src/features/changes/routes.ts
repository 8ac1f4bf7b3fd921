import fp from 'fastify-plugin';
import { workerRoutes } from './worker-routes';

/** The calls of keeping benefits (CHANGE_ENDPOINTS): reporting a change, renewing, the staff review. */
export const routes = fp(async (app) => {
  await app.register(workerRoutes);
});
