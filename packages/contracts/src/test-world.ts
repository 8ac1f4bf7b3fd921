/**
 * A test world: the demo recipe's people, cases, accounts and providers made again under names
 * no other world shares (the server's test hooks make one, PORTAL_TEST_HOOKS=1 only). Each
 * browser or API test makes the world it needs, so tests run alone, in any order and side by
 * side; the demo people of `npm start` are never touched by a test.
 */

/** The demo accounts a world has, by the demo username they stand in for (README). */
export const WORLD_ACCOUNTS = [
  'resident',
  'linked',
  'latelinked',
  'renewsoon',
  'delinked',
  'newbornprovider',
  'presumptiveprovider',
  'caseworker',
  'caseworker2',
  'admin',
  'hearing',
] as const;
export type WorldAccount = (typeof WORLD_ACCOUNTS)[number];

/** A person of the world as a form asks for them: the SSN as ###-##-####, the birth date as MM/DD/YYYY. */
export interface WorldPerson {
  name: string;
  ssn: string;
  birthDate: string;
  email: string | null;
  phone: string | null;
}

export interface TestWorld {
  /** The world's number; also what the `x-portal-test-world` header names for the world's own clock. */
  number: number;
  /** Every account of a world signs in with it (the demo password). */
  password: string;
  /** Username of each account. */
  users: Record<WorldAccount, string>;
  /** Case references: Ana Rivera's household case (food, energy, pending Medicaid), Sam Okafor's, Grace Lee's late renewal, Omar Haddad's three. */
  cases: Record<'rivera' | 'okafor' | 'grace' | 'omarFood' | 'omarMedicaid' | 'omarClosed', string>;
  people: Record<'ana' | 'leo' | 'sam' | 'jordan' | 'casey' | 'grace' | 'omar', WorldPerson>;
  /** Ana's Medicaid application waiting for a decision, and her earlier one denied 18 days ago. */
  applications: Record<'anaMedicaid' | 'anaDenied', string>;
  /** Provider facilities: the hospital (presumptive, breast and cervical cancer, newborns), the clinic (newborns). */
  facilities: Record<'hospital' | 'clinic', string>;
}

/** The header that puts a request on its world's clock (test hooks only). */
export const TEST_WORLD_HEADER = 'x-portal-test-world';
