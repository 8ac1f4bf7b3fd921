import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { RidpQuestion, RidpStartRequest } from '@portal/contracts';
import { parseUsDate } from '@portal/contracts';
import { audit } from '../../platform/audit';
import { clock } from '../../platform/clock';
import type { Db } from '../../platform/db';
import { persons, ridpInquiries, ridpQuizzes, users } from '../../platform/db/schema';
import type { AppContext } from '../../platform/http/context';
import { HttpError, lockedOut } from '../../platform/http/errors';
import { STANDARD_ONLY, type Session, type SessionUser } from '../../platform/sessions';
import { HttpProofingProvider } from './http-provider';
import type { IdentityClaim, IdentityProofingProvider } from './provider';
import { SimulatedBureau } from './simulated-bureau';
import { addDays, addMonths, subDays } from '../../platform/dates';

const QUIZ_TTL_MS = 10 * 60_000;
/** Soft-inquiry records are kept 23 months (spec part 1 §9). */
export const INQUIRY_RETENTION_MONTHS = 23;
/** Unsuccessful proofing tries allowed per day before the person must wait or visit the office. */
const MAX_FAILURES_PER_DAY = 3;

const PROVIDER_TIMEOUT_MS = 10_000;

const providers = new WeakMap<object, IdentityProofingProvider>();

/**
 * The configured provider: the HTTP service when its address is set, else the simulated bureau
 * (not in production). Made once per app (the routes make it at start) and reused by every call.
 */
export function providerFor(ctx: Pick<AppContext, 'db' | 'cipher' | 'config'>): IdentityProofingProvider {
  const made = providers.get(ctx);
  if (made) return made;
  const { proofing } = ctx.config;
  const provider = proofing.url
    ? new HttpProofingProvider({ ...proofing, url: proofing.url, timeoutMs: PROVIDER_TIMEOUT_MS })
    : new SimulatedBureau({ db: ctx.db, cipher: ctx.cipher }, ctx.config);
  providers.set(ctx, provider);
  return provider;
}

function purgeDate(from: Date): Date {
  return addMonths(from, INQUIRY_RETENTION_MONTHS);
}

async function logInquiry(db: Db, userId: string, provider: string, outcome: 'PASSED' | 'FAILED' | 'NOT_FOUND') {
  const now = clock.now();
  await db.insert(ridpInquiries).values({ userId, provider, outcome, createdAt: now, purgeAfter: purgeDate(now) });
}

/** Deletes soft-inquiry records older than the retention period. */
export async function purgeOldInquiries(db: Db): Promise<number> {
  const gone = await db
    .delete(ridpInquiries)
    .where(lt(ridpInquiries.purgeAfter, clock.now()))
    .returning({ id: ridpInquiries.id });
  return gone.length;
}

const toIsoDate = (us: string) => parseUsDate(us)!.toISOString().slice(0, 10);

/**
 * The portal person with this SSN and birth date, if not already linked to another account.
 * An account once linked to a person is never moved to another one by proofing (ADR 0111):
 * someone holding only its password cannot hand that person's link away.
 */
async function matchingPerson(ctx: AppContext, userId: string, claim: IdentityClaim): Promise<string | null> {
  const rows = await ctx.db
    .select({ id: persons.id, birthDateEnc: persons.birthDateEnc, lastName: persons.lastName })
    .from(persons)
    .where(eq(persons.ssnIndex, ctx.cipher.blindIndex(claim.ssn)));
  const person = rows.find(
    (p) =>
      p.birthDateEnc &&
      ctx.cipher.decrypt(p.birthDateEnc) === claim.birthDate &&
      p.lastName.toLowerCase() === claim.lastName.trim().toLowerCase(),
  );
  if (!person) return null;
  const [account] = await ctx.db
    .select({ linkedPersonId: users.linkedPersonId })
    .from(users)
    .where(eq(users.id, userId));
  if (account?.linkedPersonId && account.linkedPersonId !== person.id) return null;
  const [other] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.linkedPersonId, person.id), sql`${users.id} <> ${userId}`));
  return other ? null : person.id;
}

type QuizRow = { id: string; purpose: 'UPGRADE' | 'APPLY'; questions: unknown[] };

function publicQuiz(provider: IdentityProofingProvider, quiz: QuizRow) {
  return {
    quizId: quiz.id,
    purpose: quiz.purpose,
    simulated: provider.simulated,
    providerName: provider.displayName,
    questions: quiz.questions as RidpQuestion[],
  };
}

/** Asks the provider about the person (the soft inquiry) and opens a quiz, or says they could not be verified. */
export async function startProofing(
  ctx: AppContext,
  user: SessionUser,
  input: Omit<RidpStartRequest, 'purpose'> & { purpose: 'UPGRADE' | 'APPLY' },
) {
  const since = subDays(clock.now(), 1);
  const [failures] = await ctx.db
    .select({
      n: sql<number>`count(*)::int`,
      oldest: sql<Date | null>`min(${ridpInquiries.createdAt})`.mapWith(ridpInquiries.createdAt),
    })
    .from(ridpInquiries)
    .where(
      and(
        eq(ridpInquiries.userId, user.id),
        gt(ridpInquiries.createdAt, since),
        inArray(ridpInquiries.outcome, ['FAILED', 'NOT_FOUND']),
      ),
    );
  if ((failures?.n ?? 0) >= MAX_FAILURES_PER_DAY) {
    // Retry-After: when the oldest failure of the last day stops counting.
    throw lockedOut(429, 'THROTTLED', addDays(failures!.oldest!, 1), clock.now());
  }

  const provider = providerFor(ctx);
  const claim: IdentityClaim = { ...input, birthDate: toIsoDate(input.birthDate) };
  const found = await provider.lookUp(claim);
  if (!found) {
    await logInquiry(ctx.db, user.id, provider.id, 'NOT_FOUND');
    await audit(ctx.db, { actorUserId: user.id, action: 'ridp.notFound', entity: 'user', entityId: user.id });
    return { status: 'NOT_VERIFIED' as const, quiz: null };
  }
  const personId = await matchingPerson(ctx, user.id, claim);
  const now = clock.now();
  const [quiz] = await ctx.db
    .insert(ridpQuizzes)
    .values({
      userId: user.id,
      provider: provider.id,
      providerRef: found.ref,
      personId,
      purpose: input.purpose,
      questions: found.questions,
      createdAt: now,
      expiresAt: new Date(now.getTime() + QUIZ_TTL_MS),
    })
    .returning();
  return { status: 'QUIZ' as const, quiz: publicQuiz(provider, quiz!) };
}

/** The person's open quiz (for a reload of the questions page), or null. */
export async function openQuiz(ctx: AppContext, userId: string) {
  const [quiz] = await ctx.db
    .select()
    .from(ridpQuizzes)
    .where(and(eq(ridpQuizzes.userId, userId), eq(ridpQuizzes.status, 'OPEN'), gt(ridpQuizzes.expiresAt, clock.now())))
    .orderBy(desc(ridpQuizzes.createdAt))
    .limit(1);
  return { quiz: quiz ? publicQuiz(providerFor(ctx), quiz) : null };
}

/**
 * Scores the answers. Passing with a matching portal person links the account (STANDARD →
 * LINKED); failing changes nothing, and the person may go on with an application or visit
 * the county office.
 */
export async function answerQuiz(ctx: AppContext, session: Session, quizId: string, answers: Record<string, string>) {
  const user = session.user!;
  const [quiz] = await ctx.db
    .select()
    .from(ridpQuizzes)
    .where(
      and(
        eq(ridpQuizzes.id, quizId),
        eq(ridpQuizzes.userId, user.id),
        eq(ridpQuizzes.status, 'OPEN'),
        gt(ridpQuizzes.expiresAt, clock.now()),
      ),
    );
  if (!quiz) throw new HttpError(404, 'NOT_FOUND');
  const questions = quiz.questions as RidpQuestion[];
  if (questions.some((q) => !answers[q.id])) throw new HttpError(400, 'validation.ridp.answerAll', 'answers');
  const provider = providerFor(ctx);
  const passed = await provider.score(quiz.providerRef, questions, answers);
  return ctx.db.transaction(async (tx) => {
    const closed = await tx
      .update(ridpQuizzes)
      .set({ status: passed ? 'PASSED' : 'FAILED' })
      .where(and(eq(ridpQuizzes.id, quiz.id), eq(ridpQuizzes.status, 'OPEN')))
      .returning({ id: ridpQuizzes.id });
    if (closed.length === 0) throw new HttpError(404, 'NOT_FOUND');
    await logInquiry(tx, user.id, provider.id, passed ? 'PASSED' : 'FAILED');
    if (!passed) {
      await audit(tx, { actorUserId: user.id, action: 'ridp.failed', entity: 'user', entityId: user.id });
      return { outcome: 'NOT_VERIFIED' as const, purpose: quiz.purpose };
    }
    if (!quiz.personId) {
      await audit(tx, { actorUserId: user.id, action: 'ridp.passedNoRecord', entity: 'user', entityId: user.id });
      return { outcome: 'VERIFIED_NO_RECORD' as const, purpose: quiz.purpose };
    }
    await tx
      .update(users)
      .set({ userType: 'LINKED', linkedPersonId: quiz.personId, delinkedAt: null })
      .where(and(eq(users.id, user.id), isNull(users.staffRole)));
    await ctx.sessions.userChanged(user.id, tx);
    // A session opened without the code (ADR 0111) has now proved the person: it sees the case again.
    if (session.data[STANDARD_ONLY]) {
      await ctx.sessions.update(session, { data: { ...session.data, [STANDARD_ONLY]: false } }, tx);
    }
    await audit(tx, { actorUserId: user.id, action: 'ridp.linked', entity: 'person', entityId: quiz.personId });
    return { outcome: 'LINKED' as const, purpose: quiz.purpose };
  });
}
