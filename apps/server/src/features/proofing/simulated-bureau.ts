import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { RidpQuestion } from '@portal/contracts';
import { simulatedBureauRecords } from '../../platform/db/schema';
import type { Config } from '../../platform/config';
import { inEveryLanguage, type Language } from '../../platform/i18n';
import type { IdentityClaim, IdentityProofingProvider, ProviderDeps } from './provider';

type Facts = typeof simulatedBureauRecords.$inferSelect.facts;
type FactKey = keyof Facts;

/** Wrong answers offered beside the right one, per question. */
const DECOYS: Record<FactKey, string[]> = {
  previousStreet: ['Cedar Ridge Drive', 'Harbor View Court', 'Old Mill Road', 'Willow Bend Lane', 'Summit Avenue'],
  lender: ['Northgate Savings Bank', 'Pinecrest Auto Finance', 'Riverside Federal Credit Union', 'Blue Harbor Lending'],
  vehicle: ['2014 Ford Focus', '2019 Toyota Corolla', '2012 Chevrolet Malibu', '2017 Nissan Altima'],
  county: ['Hill County', 'River County', 'Coastal County', 'Prairie County'],
};

const QUESTIONS: Record<FactKey, Record<Language, string>> = {
  previousStreet: inEveryLanguage('proofing.question.previousStreet'),
  lender: inEveryLanguage('proofing.question.lender'),
  vehicle: inEveryLanguage('proofing.question.vehicle'),
  county: inEveryLanguage('proofing.question.county'),
};

const NONE = inEveryLanguage('proofing.choice.none');

/** A stable shuffle, so the same quiz shows its choices in the same order. */
function ordered<T>(items: T[], seed: string): T[] {
  const key = (s: string) => createHash('sha256').update(`${seed}:${s}`).digest('hex');
  return [...items].sort((a, b) => (key(JSON.stringify(a)) < key(JSON.stringify(b)) ? -1 : 1));
}

const choiceId = (seed: string, label: string) =>
  createHash('sha256').update(`${seed}:${label}`).digest('hex').slice(0, 12);

/**
 * The built-in SIMULATED credit bureau, a development provider: it answers from its own demo
 * records (simulated_bureau_records), never from a real bureau. Each quiz asks four questions
 * about the record; three right answers pass. It refuses to run in production.
 */
export class SimulatedBureau implements IdentityProofingProvider {
  readonly id = 'simulated-bureau';
  readonly displayName = 'Simulated credit bureau (demonstration data only)';
  readonly simulated = true;

  constructor(
    private readonly deps: ProviderDeps,
    config: Pick<Config, 'nodeEnv'>,
  ) {
    if (config.nodeEnv === 'production') throw new Error('The simulated credit bureau cannot be used in production');
  }

  async lookUp(claim: IdentityClaim) {
    const { db, cipher } = this.deps;
    const rows = await db
      .select()
      .from(simulatedBureauRecords)
      .where(eq(simulatedBureauRecords.ssnIndex, cipher.blindIndex(claim.ssn)));
    const record = rows.find(
      (r) =>
        r.lastName.toLowerCase() === claim.lastName.trim().toLowerCase() &&
        r.zip === claim.zip &&
        cipher.decrypt(r.birthDateEnc) === claim.birthDate,
    );
    if (!record) return null;
    const seed = `${record.id}:${randomBytes(8).toString('hex')}`;
    const questions: RidpQuestion[] = (Object.keys(QUESTIONS) as FactKey[]).map((key) => {
      const labels = ordered(
        [record.facts[key], ...DECOYS[key].filter((d) => d !== record.facts[key]).slice(0, 3)],
        seed,
      );
      return {
        id: key,
        text: QUESTIONS[key],
        choices: [
          ...labels.map((l) => ({ id: choiceId(seed, `${key}:${l}`), label: { en: l, es: l } })),
          { id: choiceId(seed, `${key}:none`), label: NONE },
        ],
      };
    });
    return { ref: record.id, questions };
  }

  async score(ref: string, questions: RidpQuestion[], answers: Record<string, string>) {
    const [record] = await this.deps.db.select().from(simulatedBureauRecords).where(eq(simulatedBureauRecords.id, ref));
    if (!record) return false;
    let right = 0;
    for (const q of questions) {
      const chosen = q.choices.find((c) => c.id === answers[q.id]);
      if (chosen && chosen.label.en === record.facts[q.id as FactKey]) right++;
    }
    return right >= 3;
  }
}
