import type { FastifyReply, FastifyRequest } from 'fastify';
import { sentSessionToken, setSessionCookies } from './context';
import type { Session } from '../sessions';

/** Replaces whatever session the browser had with a new one (a new id at every change of privilege). */
export async function startSession(
  req: FastifyRequest,
  reply: FastifyReply,
  userId: string | null,
  stage: Session['stage'],
  data: Record<string, unknown> = {},
): Promise<Session> {
  const { sessions } = req.server.ctx;
  const old = sentSessionToken(req);
  if (old) await sessions.destroy(old);
  const { token } = await sessions.create(userId, stage, data);
  setSessionCookies(req, reply, token);
  req.sessionCache = await sessions.lookup(token);
  return req.sessionCache!;
}
