import type { FeatureSeed } from '../index';
import { providerFacilities, providerStaff } from '../../platform/db/schema';
import { DEMO_USERS } from '../../seed/core-demo';

/**
 * Demo medical providers: Riverside General Hospital may file presumptive eligibility (and
 * breast and cervical cancer Medicaid) and refer newborns; Maple Family Clinic refers newborns.
 * Dana Brooks (`presumptiveprovider`) works at the hospital; Priya Shah (`newbornprovider`) at
 * both, so she picks the facility her referrals are for.
 */
export const seed: FeatureSeed = async (tx, _ctx, demo, naming) => {
  const [hospital, clinic] = await tx
    .insert(providerFacilities)
    .values([
      {
        name: naming.label('Riverside General Hospital'),
        countyCode: '001',
        presumptiveAllowed: true,
        bccmAllowed: true,
        newbornAllowed: true,
      },
      { name: naming.label('Maple Family Clinic'), countyCode: '001', newbornAllowed: true },
    ])
    .returning();
  const dana = demo.users[DEMO_USERS.presumptiveProvider]!;
  const priya = demo.users[DEMO_USERS.newbornProvider]!;
  await tx.insert(providerStaff).values([
    { facilityId: hospital!.id, userId: dana },
    { facilityId: clinic!.id, userId: priya },
    { facilityId: hospital!.id, userId: priya },
  ]);
};
