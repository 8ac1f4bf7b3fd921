import { eq, lt, or, sql } from 'drizzle-orm';
import { anonymousIssuedAt, anonymousSession, isAnonymousToken, issueAnonymousToken } from './anonymous-sessions';
import { clock } from './clock';
import type { Config } from './config';
import { hmac, randomToken, sha256 } from './crypto';
import { notify, type Db } from './db';
import { communications, sessions, users } from './db/schema';
import { seenIn, type Session, type SessionStage } from './session-user';

/** What a session is and whom it stands for (session-user.ts); the names stay importable from here. */
export {
  STANDARD_ONLY,
  type Acting,
  effectiveUserType,
  mustAddPasskey,
  needsPasskey,
  toUserAccount,
  type Session,
  type SessionStage,
  type SessionUser,
} from './session-user';

/** Channel on which processes tell each other to drop a cached session ("<idHash>" or "user:<id>"). */
export const SESSION_CHANNEL = 'portal_sessions';
/** How long a process may answer from its cached copy of a session before reading the row again. */
const CACHE_TTL_MS = 2_000;
const CACHE_MAX_ENTRIES = 20_000;

type StoredSession = Omit<Session, 'token'>;

/**
 * Server-side sessions in the database, shared by every app process. The cookie carries a
 * random token; the row is keyed by its hash. Idle and absolute limits are checked on every
 * read; the last-seen time is written at most every `touchEveryMs` to keep reads cheap.
 *
 * Each process keeps a short-lived copy of the sessions it has just read (ADR 0004): an ending
 * session is dropped from every process at once through NOTIFY, and a missed notification
 * costs at most CACHE_TTL_MS. An anonymous visitor's session has no row: its token is signed
 * instead (anonymous-sessions.ts).
 */
/** The columns of an account a request sees as its SessionUser (session-user.ts). */
export const SESSION_USER_COLUMNS = {
  id: users.id,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
  userType: users.userType,
  linkedPersonId: users.linkedPersonId,
  delinkedAt: users.delinkedAt,
  staffRole: users.staffRole,
  providerNewborn: users.providerNewborn,
  providerPresumptive: users.providerPresumptive,
  providerBccm: users.providerBccm,
  displayRegularEpass: users.displayRegularEpass,
  authRepEpassEnabled: users.authRepEpassEnabled,
  canAppeal: users.canAppeal,
  locale: users.locale,
  hasPasskey: sql<boolean>`exists (select 1 from passkeys p where p.user_id = ${users.id})`.mapWith(Boolean),
};

/**
 * Tells every process, this one included, to read a user's sessions again once `db`'s
 * transaction commits: for a change made where the session store is not at hand (a new notice).
 */
export async function announceUserChange(db: Db, userId: string): Promise<void> {
  await notify(db, SESSION_CHANNEL, `user:${userId}`);
}

export class SessionStore {
  private readonly lookupQuery;
  private readonly cache = new Map<string, { stored: StoredSession; fetchedAt: number }>();
  /** Reads under way: requests that find the copy lapsed together share one read of the row. */
  private readonly reading = new Map<string, Promise<StoredSession | null>>();

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly csrfKey: Buffer,
  ) {
    this.lookupQuery = db
      .select({
        session: sessions,
        user: SESSION_USER_COLUMNS,
        // The header's count rides on this read, so a signed-in call reads nothing more per
        // request; a new or opened notice tells every process (announceUserChange).
        unreadNotices: sql<number>`(SELECT count(*)::int FROM ${communications}
          WHERE ${communications.userId} = ${sessions.userId} AND ${communications.viewedAt} IS NULL)`,
      })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.idHash, sql.placeholder('idHash')))
      .prepare('session_lookup');
  }

  csrfTokenFor(token: string): string {
    return hmac(this.csrfKey, token);
  }

  /** The session an anonymous token stands for, or null if it is forged or has lapsed. */
  private anonymous(token: string, nowMs: number): Session | null {
    const createdAt = anonymousIssuedAt(this.csrfKey, token);
    if (!createdAt || nowMs >= this.absoluteExpiresAt({ createdAt }).getTime()) return null;
    return anonymousSession(token, createdAt, new Date(nowMs));
  }

  idleExpiresAt(session: Pick<Session, 'lastSeenAt'>): Date {
    return new Date(session.lastSeenAt.getTime() + this.config.session.idleMs);
  }

  absoluteExpiresAt(session: Pick<Session, 'createdAt'>): Date {
    return new Date(session.createdAt.getTime() + this.config.session.absoluteMs);
  }

  async create(
    userId: string | null,
    stage: SessionStage,
    data: Record<string, unknown> = {},
    db: Db = this.db,
  ): Promise<{ token: string }> {
    const now = clock.now();
    if (userId === null && stage === 'PUBLIC' && Object.keys(data).length === 0) {
      return { token: issueAnonymousToken(this.csrfKey, now) };
    }
    const token = randomToken();
    await db.insert(sessions).values({
      idHash: sha256(token),
      userId,
      stage,
      createdAt: now,
      lastSeenAt: now,
      authenticatedAt: stage === 'PUBLIC' ? null : now,
      data,
    });
    return { token };
  }

  private async read(idHash: string): Promise<StoredSession | null> {
    const [row] = await this.lookupQuery.execute({ idHash });
    if (!row) return null;
    const s = row.session;
    return {
      idHash,
      stage: s.stage,
      createdAt: s.createdAt,
      lastSeenAt: s.lastSeenAt,
      authenticatedAt: s.authenticatedAt,
      data: s.data,
      user: row.user && s.userId ? seenIn(s.data, row.user) : null,
      ...(s.userId ? { unreadNotices: Number(row.unreadNotices) } : {}),
    };
  }

  private readShared(idHash: string): Promise<StoredSession | null> {
    let pending = this.reading.get(idHash);
    if (!pending) {
      const read = this.read(idHash).finally(() => {
        if (this.reading.get(idHash) === read) this.reading.delete(idHash);
      });
      this.reading.set(idHash, read);
      pending = read;
    }
    return pending;
  }

  private remember(stored: StoredSession): void {
    if (this.cache.size >= CACHE_MAX_ENTRIES) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(stored.idHash, { stored, fetchedAt: clock.nowMs() });
  }

  private expired(session: Pick<Session, 'lastSeenAt' | 'createdAt'>, nowMs: number): boolean {
    const { idleMs, absoluteMs } = this.config.session;
    return nowMs >= session.lastSeenAt.getTime() + idleMs || nowMs >= session.createdAt.getTime() + absoluteMs;
  }

  /** The live session for a cookie token, or null if unknown or expired (an expired row is removed). */
  async lookup(token: string): Promise<Session | null> {
    const nowMs = clock.nowMs();
    if (isAnonymousToken(token)) return this.anonymous(token, nowMs);
    const idHash = sha256(token);
    const cached = this.cache.get(idHash);
    let stored = cached && nowMs - cached.fetchedAt < CACHE_TTL_MS ? cached.stored : null;
    // Another process may have seen more recent activity: confirm an expiry from the row itself.
    if (!stored || this.expired(stored, nowMs)) {
      stored = await this.readShared(idHash);
      if (!stored || this.expired(stored, nowMs)) {
        if (stored) await this.db.delete(sessions).where(eq(sessions.idHash, idHash));
        this.cache.delete(idHash);
        return null;
      }
      this.remember(stored);
    }
    const session: Session = { ...stored, token };
    if (nowMs - session.lastSeenAt.getTime() >= this.config.session.touchEveryMs) {
      await this.touch(session);
    }
    return session;
  }

  /** Marks activity now (the inactivity clock restarts). */
  async touch(session: Session): Promise<void> {
    if (isAnonymousToken(session.token)) return;
    const now = clock.now();
    await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.idHash, session.idHash));
    session.lastSeenAt = now;
    const cached = this.cache.get(session.idHash);
    if (cached) cached.stored = { ...cached.stored, lastSeenAt: now };
  }

  /** Drops cached copies named by a notification: a session hash, or "user:<id>" for all of a user's. */
  forget(payload: string): void {
    // A read already under way may predate the change: later requests start their own.
    if (payload.startsWith('user:')) {
      const userId = payload.slice('user:'.length);
      this.reading.clear();
      for (const [key, entry] of this.cache) if (entry.stored.user?.id === userId) this.cache.delete(key);
    } else {
      this.reading.delete(payload);
      this.cache.delete(payload);
    }
  }

  /**
   * Tells every process that a user's sessions changed (type, lock, delinking, a notice read):
   * their copies go, this process's at once.
   */
  async userChanged(userId: string, db: Db = this.db): Promise<void> {
    this.forget(`user:${userId}`);
    await announceUserChange(db, userId);
  }

  async update(session: Session, changes: { stage?: SessionStage; data?: Record<string, unknown> }, db: Db = this.db) {
    await db.update(sessions).set(changes).where(eq(sessions.idHash, session.idHash));
    this.forget(session.idHash);
    await notify(db, SESSION_CHANNEL, session.idHash);
  }

  async destroy(token: string, db: Db = this.db): Promise<void> {
    const idHash = sha256(token);
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    this.forget(idHash);
    await notify(db, SESSION_CHANNEL, idHash);
  }

  async destroyAllForUser(userId: string, db: Db = this.db): Promise<void> {
    await db.delete(sessions).where(eq(sessions.userId, userId));
    await this.userChanged(userId, db);
  }

  /** Removes sessions past either limit; run by the housekeeping job (platform/housekeeping.ts). */
  async purgeExpired(db: Db = this.db): Promise<number> {
    const now = clock.nowMs();
    const deleted = await db
      .delete(sessions)
      .where(
        or(
          lt(sessions.lastSeenAt, new Date(now - this.config.session.idleMs)),
          lt(sessions.createdAt, new Date(now - this.config.session.absoluteMs)),
        ),
      )
      .returning({ idHash: sessions.idHash });
    return deleted.length;
  }
}
