import { eq } from 'drizzle-orm';
import { persons, simulatedBureauRecords } from '../../platform/db/schema';
import type { FeatureSeed } from '../index';

/**
 * Demo data of identity proofing: Jordan Smith (the STANDARD demo resident `resident`) as a
 * person the agency knows, and the simulated bureau's records — Jordan, Ana Rivera, and a
 * person the agency does not know.
 */
export const DEMO_RIDP = {
  jordan: {
    firstName: 'Jordan',
    lastName: 'Smith',
    ssn: '400123456',
    birthDate: '1990-06-15',
    addressLine1: '27 Maple Lane',
    city: 'Springfield',
    zip: '27501',
  },
  jordanFacts: {
    previousStreet: 'Birch Hollow Road',
    lender: 'First Example Credit Union',
    vehicle: '2016 Honda Civic',
    county: 'Lake County',
  },
  /** Known to the bureau but not to the agency until an application of hers is approved. */
  casey: { firstName: 'Casey', lastName: 'Nguyen', ssn: '512345678', birthDate: '1982-11-02', zip: '27502' },
  caseyFacts: {
    previousStreet: 'Old Mill Road',
    lender: 'Blue Harbor Lending',
    vehicle: '2012 Chevrolet Malibu',
    county: 'Hill County',
  },
} as const;

export const seed: FeatureSeed = async (tx, { cipher }) => {
  const j = DEMO_RIDP.jordan;
  const [existing] = await tx
    .select({ id: persons.id })
    .from(persons)
    .where(eq(persons.ssnIndex, cipher.blindIndex(j.ssn)));
  if (!existing) {
    await tx.insert(persons).values({
      firstName: j.firstName,
      lastName: j.lastName,
      ssnEnc: cipher.encrypt(j.ssn),
      ssnIndex: cipher.blindIndex(j.ssn),
      birthDateEnc: cipher.encrypt(j.birthDate),
      gender: 'X',
      email: 'jordan.smith@example.com',
      phone: '5555550133',
      addressLine1: j.addressLine1,
      city: j.city,
      state: 'EX',
      zip: j.zip,
      county: 'Example County',
    });
  }
  const bureau = (r: {
    firstName: string;
    lastName: string;
    ssn: string;
    birthDate: string;
    zip: string;
    facts: typeof DEMO_RIDP.jordanFacts | Record<string, string>;
  }) => ({
    firstName: r.firstName,
    lastName: r.lastName,
    ssnIndex: cipher.blindIndex(r.ssn),
    birthDateEnc: cipher.encrypt(r.birthDate),
    zip: r.zip,
    facts: r.facts as typeof DEMO_RIDP.jordanFacts,
  });
  await tx.insert(simulatedBureauRecords).values([
    bureau({ ...j, facts: DEMO_RIDP.jordanFacts }),
    bureau({
      firstName: 'Ana',
      lastName: 'Rivera',
      ssn: '123456789',
      birthDate: '1988-04-12',
      zip: '27501',
      facts: {
        previousStreet: 'Harbor View Court',
        lender: 'Northgate Savings Bank',
        vehicle: '2019 Toyota Corolla',
        county: 'River County',
      },
    }),
    bureau({ ...DEMO_RIDP.casey, facts: DEMO_RIDP.caseyFacts }),
  ]);
};

/** What Jordan types on the identity-proofing form: the demo claim the quiz is built for. */
export const JORDAN_CLAIM = {
  firstName: DEMO_RIDP.jordan.firstName,
  lastName: DEMO_RIDP.jordan.lastName,
  birthDate: '06/15/1990',
  ssn: '400-12-3456',
  addressLine1: DEMO_RIDP.jordan.addressLine1,
  city: DEMO_RIDP.jordan.city,
  zip: DEMO_RIDP.jordan.zip,
};
