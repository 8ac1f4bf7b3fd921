import type { RidpQuestion } from '@portal/contracts';
import type { FieldCipher } from '../../platform/crypto';
import type { Db } from '../../platform/db';

/** What the person tells us about themselves; SSN as 9 digits, birth date as YYYY-MM-DD. */
export interface IdentityClaim {
  firstName: string;
  lastName: string;
  birthDate: string;
  ssn: string;
  addressLine1: string;
  city: string;
  zip: string;
}

/**
 * A remote identity-proofing service (a credit bureau's knowledge-based quiz). `lookUp` is the
 * soft inquiry: it finds the person in the bureau's records and returns questions; `score`
 * says whether the answers prove the identity. Answers stay with the provider.
 * Implementations: `HttpProofingProvider` (production: a service at a configured address) and
 * `SimulatedBureau` (development and tests only; it refuses to run in production).
 */
export interface IdentityProofingProvider {
  readonly id: string;
  readonly displayName: string;
  /** True for the built-in simulation; screens label it as such. */
  readonly simulated: boolean;
  lookUp(claim: IdentityClaim): Promise<{ ref: string; questions: RidpQuestion[] } | null>;
  score(ref: string, questions: RidpQuestion[], answers: Record<string, string>): Promise<boolean>;
}

export interface ProviderDeps {
  db: Db;
  cipher: FieldCipher;
}
