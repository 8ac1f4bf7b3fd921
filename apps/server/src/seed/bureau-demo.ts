/**
 * The people the simulated identity-proofing bureau knows in the demo (features/proofing/seed.ts
 * loads them): Jordan Smith, whom the agency knows too, and Casey Nguyen, whom it does not know
 * until an application of hers is approved. Kept outside the feature so a test world
 * (test-world.ts) can name them as well.
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
