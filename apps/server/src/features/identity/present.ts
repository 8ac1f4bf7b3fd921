import type { AppContext } from '../../platform/http/context';
import { clock } from '../../platform/clock';
import { effectiveUserType, type Session, type SessionUser } from '../../platform/sessions';

/** When the session ends, for the inactivity dialog. */
export function sessionStatus(ctx: AppContext, session: Session | null) {
  const now = clock.now();
  return {
    authenticated: session?.stage === 'FULL',
    now: now.toISOString(),
    idleExpiresAt: (session ? ctx.sessions.idleExpiresAt(session) : now).toISOString(),
    absoluteExpiresAt: (session ? ctx.sessions.absoluteExpiresAt(session) : now).toISOString(),
    idleTimeoutSeconds: Math.round(ctx.config.session.idleMs / 1000),
  };
}

/** The session-start flags of the signed-in user, as the spec's calls name them. */
export const linkedUser = (user: SessionUser) => ({
  nfLinkedInd: effectiveUserType(user) === 'LINKED',
  nfUserFullName: `${user.firstName} ${user.lastName}`,
  isDelinkedUserInd: user.delinkedAt !== null,
  canAppeal: user.canAppeal,
});
