import type { UserAccount, UserType } from '@portal/contracts';

/**
 * What a session is and whom it stands for, as requests, guards and handlers see them:
 * nothing secret, nothing about how sessions are stored (sessions.ts).
 */

export type SessionStage = 'PUBLIC' | 'MFA' | 'FULL';

/** The user as a request sees it: what guards and handlers need, nothing secret. */
export interface SessionUser {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
  userType: UserType;
  linkedPersonId: string | null;
  delinkedAt: Date | null;
  staffRole: 'CASEWORKER' | 'ADMIN' | 'HEARING_OFFICER' | null;
  providerNewborn: boolean;
  providerPresumptive: boolean;
  providerBccm: boolean;
  displayRegularEpass: boolean;
  authRepEpassEnabled: boolean;
  canAppeal: boolean;
  locale: string;
  /** Whether the account has at least one passkey (ADR 0132: staff and providers must). */
  hasPasskey: boolean;
  /** Set only when a representative acts for this person (platform/acting-for.ts, ADR 0119). */
  acting?: Acting;
}

/** Who acts for the person, through which representation, for which programmes. */
export interface Acting {
  representationId: string;
  repUserId: string;
  programmes: string[];
  /** The representative's proof of authority (medical assistance), given and not rejected. */
  authorityDocumentId: string | null;
}

export interface Session {
  token: string;
  idHash: string;
  stage: SessionStage;
  createdAt: Date;
  lastSeenAt: Date;
  authenticatedAt: Date | null;
  data: Record<string, unknown>;
  /** Set only when stage is FULL or MFA. */
  user: SessionUser | null;
  /**
   * How many of the user's notices are unread, as of when the session was read (the header's
   * count; sessions.ts). Absent for a session with no user.
   */
  unreadNotices?: number;
}

/** LINKED only while linked to a person and not delinked; otherwise STANDARD. */
export function effectiveUserType(user: Pick<SessionUser, 'userType' | 'linkedPersonId' | 'delinkedAt'>): UserType {
  return user.userType === 'LINKED' && user.linkedPersonId && !user.delinkedAt ? 'LINKED' : 'STANDARD';
}

export function toUserAccount(session: Session | null): UserAccount {
  const user = session?.stage === 'FULL' ? session.user : null;
  if (!user) {
    return {
      userName: null,
      userType: null,
      displayName: null,
      staffRole: null,
      isDelinked: false,
      locale: 'en-US',
      unreadNotices: null,
      passkeyRequired: false,
    };
  }
  return {
    userName: user.username,
    userType: effectiveUserType(user),
    displayName: `${user.firstName} ${user.lastName}`,
    staffRole: user.staffRole,
    isDelinked: user.delinkedAt !== null,
    locale: user.locale,
    // A resident's header shows it; staff have no notices.
    unreadNotices: user.staffRole ? null : (session?.unreadNotices ?? null),
    passkeyRequired: mustAddPasskey(user),
  };
}

/**
 * Staff and medical providers sign in with a passkey (ADR 0132): they reach many people's records,
 * and a password with a code by text or e-mail can be relayed by a look-alike site; a passkey cannot.
 */
export function needsPasskey(user: Pick<SessionUser, 'staffRole' | 'providerNewborn' | 'providerPresumptive'>) {
  return user.staffRole !== null || user.providerNewborn || user.providerPresumptive;
}

/** A staff or provider account with no passkey yet: until it adds one, it may do nothing else. */
export function mustAddPasskey(
  user: Pick<SessionUser, 'staffRole' | 'providerNewborn' | 'providerPresumptive' | 'hasPasskey'>,
): boolean {
  return needsPasskey(user) && !user.hasPasskey;
}

/**
 * Session data flag: the session was opened without the second step (the person can use none
 * of their contact methods, ADR 0111). It sees the account as STANDARD, with no case link,
 * whatever the account itself is; proving the identity again in the session lifts it.
 */
export const STANDARD_ONLY = 'standardOnly';

/** The account as a session with these data sees it (STANDARD_ONLY hides the case link). */
export function seenIn(data: Record<string, unknown>, user: SessionUser): SessionUser {
  return data[STANDARD_ONLY] === true ? { ...user, userType: 'STANDARD', linkedPersonId: null } : user;
}
