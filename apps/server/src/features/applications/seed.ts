import { medicaidApplication, prune, validateForm } from '@portal/forms';
import { clock } from '../../platform/clock';
import { applicationPrograms, applications, systemConfig } from '../../platform/db/schema';
import { DISASTER_KEY, ENERGY_SEASON_KEY, type DisasterWindow, type EnergySeason } from './windows';
import type { FeatureSeed } from '../index';
import { addDays, subDays } from '../../platform/dates';

/**
 * Ana Rivera (the LINKED demo account) has a Medicaid application waiting for a decision, and an
 * earlier one denied 18 days ago (income over the limit) that she can appeal; the energy season runs November to March; a storm's disaster pre-registration is open for 60 days.
 */
/** Ana's answers to the Medicaid application (the one waiting, and her earlier denied one). */
const anaMedicaidAnswers = () =>
  prune(medicaidApplication, {
    householdSize: '2',
    'firstName.0': 'Ana',
    'lastName.0': 'Rivera',
    'birthDate.0': '06/15/1986',
    'citizen.0': 'yes',
    'firstName.1': 'Leo',
    'lastName.1': 'Rivera',
    'birthDate.1': '09/02/2015',
    'relationship.1': 'CHILD',
    'citizen.1': 'yes',
    homeAddress: { line1: '214 Magnolia Ave', city: 'Raleigh', state: 'NC', zip: '27603' },
    'sex.0': 'F',
    'sex.1': 'M',
    'pregnant.0': 'no',
    'hasJob.0': 'yes',
    'employer.0.0': 'Wake Family Clinic',
    'jobPay.0.0': '1150',
    'jobFrequency.0.0': 'BIWEEKLY',
    'jobHours.0.0': '32',
    'moreJobs.0.0': 'no',
    'hasOtherIncome.0': 'no',
    'hasJob.1': 'no',
    'hasOtherIncome.1': 'no',
    hasCoverage: 'no',
    taxFiler: 'yes',
    abd: 'no',
    absentParent: 'no',
  });

export const seed: FeatureSeed = async (tx, ctx, demo, naming) => {
  const answers = anaMedicaidAnswers();
  const now = clock.now();
  if (validateForm(medicaidApplication, answers, now).length > 0)
    throw new Error('demo Medicaid application is incomplete');
  const submittedAt = subDays(now, 5);
  const signature = {
    firstName: 'Ana',
    middleName: '',
    lastName: 'Rivera',
    agreed: ['reportChanges', 'releaseInfo', 'verification', 'rights', 'accuracy', 'updateInfo', 'coverageRenewal'],
  };
  const [row] = await tx
    .insert(applications)
    .values({
      reference: naming.applicationReference('A-DEMO-000101'),
      userId: demo.users.linked!,
      submissionKey: `demo:${naming.username('linked')}:ma`,
      formId: medicaidApplication.id,
      formVersion: medicaidApplication.version,
      answersEnc: ctx.cipher.encrypt(JSON.stringify(answers)),
      applicantName: 'Ana Rivera',
      locale: 'en-US',
      signature: { ...signature, signedAt: submittedAt.toISOString() },
      submittedAt,
    })
    .returning();
  await tx.insert(applicationPrograms).values({ applicationId: row!.id, programCode: 'MA' });
  const deniedSubmittedAt = subDays(now, 40);
  const [denied] = await tx
    .insert(applications)
    .values({
      reference: naming.applicationReference('A-DEMO-000088'),
      userId: demo.users.linked!,
      submissionKey: `demo:${naming.username('linked')}:ma-denied`,
      formId: medicaidApplication.id,
      formVersion: medicaidApplication.version,
      answersEnc: ctx.cipher.encrypt(JSON.stringify(answers)),
      applicantName: 'Ana Rivera',
      locale: 'en-US',
      signature: { ...signature, signedAt: deniedSubmittedAt.toISOString() },
      submittedAt: deniedSubmittedAt,
    })
    .returning();
  await tx.insert(applicationPrograms).values({
    applicationId: denied!.id,
    programCode: 'MA',
    status: 'DENIED',
    decisionReason: 'Household income is over the limit for Medicaid for adults.',
    decidedAt: subDays(now, 18),
    decidedBy: demo.users.caseworker!,
  });
  const season: EnergySeason = { from: '11-01', to: '03-31' };
  const disaster: DisasterWindow = {
    nameEn: 'Hurricane recovery',
    nameEs: 'Recuperación del huracán',
    counties: ['Brunswick', 'New Hanover', 'Pender'],
    endsAt: addDays(now, 60).toISOString(),
  };
  await tx
    .insert(systemConfig)
    .values([
      { key: ENERGY_SEASON_KEY, value: season },
      { key: DISASTER_KEY, value: disaster },
    ])
    .onConflictDoNothing();
};
