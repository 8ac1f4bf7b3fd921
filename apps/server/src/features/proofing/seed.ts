import { eq } from 'drizzle-orm';
import { persons, simulatedBureauRecords } from '../../platform/db/schema';
import type { FeatureSeed } from '../index';
import { DEMO_RIDP } from '../../seed/bureau-demo';

export { DEMO_RIDP, JORDAN_CLAIM } from '../../seed/bureau-demo';

/**
 * Demo data of identity proofing: Jordan Smith (the STANDARD demo resident `resident`) as a
 * person the agency knows, and the simulated bureau's records — Jordan, Ana Rivera, and a
 * person the agency does not know.
 */
export const seed: FeatureSeed = async (tx, { cipher }, _demo, naming) => {
  const j = DEMO_RIDP.jordan;
  const jordanSsn = naming.ssn(j.ssn);
  const [existing] = await tx
    .select({ id: persons.id })
    .from(persons)
    .where(eq(persons.ssnIndex, cipher.blindIndex(jordanSsn)));
  if (!existing) {
    await tx.insert(persons).values({
      firstName: j.firstName,
      lastName: j.lastName,
      ssnEnc: cipher.encrypt(jordanSsn),
      ssnIndex: cipher.blindIndex(jordanSsn),
      birthDateEnc: cipher.encrypt(j.birthDate),
      gender: 'X',
      email: naming.email('jordan.smith@example.com'),
      phone: naming.phone('5555550133'),
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
    ssnIndex: cipher.blindIndex(naming.ssn(r.ssn)),
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
