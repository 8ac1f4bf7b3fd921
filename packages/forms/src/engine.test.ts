import { describe, expect, it } from 'vitest';
import {
  DEFINITIONS,
  agreementsFor,
  checkDefinition,
  combinedApplication,
  evaluate,
  foodApplication,
  medicaidApplication,
  issueText,
  nextPage,
  previousPage,
  programsOf,
  prune,
  signatureFlags,
  summarize,
  validateForm,
  validatePage,
  validateSignature,
  visiblePages,
  findPage,
  sectionPosition,
  setFormClock,
  textFor,
  type Answers,
  type FormDefinition,
} from './index';

const today = new Date(Date.UTC(2026, 10, 22));
// Conditions on age are evaluated on this day, whenever the suite runs.
setFormClock(() => today);
const keys = (def: FormDefinition, a: Answers) => visiblePages(def, a).map((p) => p.key);

/** A complete one-person food application. */
export function onePerson(): Answers {
  return {
    householdSize: '1',
    'firstName.0': 'Ana',
    'lastName.0': 'Rivera',
    'birthDate.0': '04/12/1988',
    'citizen.0': 'yes',
    homeAddress: { line1: '12 Oak St', city: 'Raleigh', state: 'NC', zip: '27601' },
    monthIncome: '900',
    cashOnHand: '50',
    migrant: 'no',
    'hasJob.0': 'yes',
    'hasOtherIncome.0': 'no',
    'employer.0.0': 'Grocer',
    'jobPay.0.0': '450',
    'jobFrequency.0.0': 'BIWEEKLY',
    'jobHours.0.0': '30',
    'moreJobs.0.0': 'no',
    rent: '700',
    careCosts: 'no',
    medicalExpenses: 'no',
    hasVehicle: 'no',
    otherProperty: 'no',
  };
}

describe('every definition', () => {
  for (const def of Object.values(DEFINITIONS)) {
    it(`${def.id} is well formed: conditions name earlier questions, every text has both languages`, () => {
      expect(checkDefinition(def)).toEqual([]);
    });
  }

  it('the check finds a condition naming a question that does not exist and a missing Spanish text', () => {
    const broken: FormDefinition = {
      ...foodApplication,
      sections: [
        ...foodApplication.sections,
        {
          id: 'extra',
          title: { en: 'Extra', es: '' },
          pages: [{ id: 'x', title: { en: 'X', es: 'X' }, when: { q: 'nope', eq: 'yes' }, questions: [] }],
        },
      ],
    };
    expect(checkDefinition(broken)).toEqual([
      'section extra: missing es text',
      'page x: condition names "nope", which is not asked before it',
    ]);
  });
});

describe('repeats and conditions', () => {
  it("asks about each person, and each person's income, as many times as the household size", () => {
    const a: Answers = { householdSize: '3' };
    const pages = keys(foodApplication, a);
    expect(pages.filter((k) => k.startsWith('person.'))).toEqual(['person.0', 'person.1', 'person.2']);
    expect(pages.filter((k) => k.startsWith('income.'))).toEqual(['income.0', 'income.1', 'income.2']);
    expect(keys(foodApplication, { householdSize: '25' }).filter((k) => k.startsWith('person.'))).toHaveLength(20);
  });

  it('asks the relationship only of the other people, and asks about jobs only for a worker', () => {
    const a: Answers = { householdSize: '2', 'hasJob.1': 'yes' };
    const first = findPage(foodApplication, a, 'person.0')!;
    const second = findPage(foodApplication, a, 'person.1')!;
    const ids = (k: string) => validatePage(findPage(foodApplication, a, k)!, a, today).map((i) => i.field);
    expect(ids(first.key)).not.toContain('relationship.0');
    expect(ids(second.key)).toContain('relationship.1');
    expect(ids('job.1.0')).toEqual(['employer.1.0', 'jobPay.1.0', 'jobFrequency.1.0', 'jobHours.1.0', 'moreJobs.1.0']);
    expect(findPage(foodApplication, a, 'job.0.0')).toBeUndefined();
  });

  it('the combined application shows only the sections of the chosen programmes', () => {
    const food = keys(combinedApplication, { programs: ['FNS'], householdSize: '1' });
    expect(food).toContain('housing');
    expect(food).not.toContain('coverage');
    const medical = keys(combinedApplication, { programs: ['MA'], householdSize: '1' });
    expect(medical).toContain('coverage');
    expect(medical).not.toContain('housing');
    expect(programsOf(combinedApplication, { programs: ['FNS', 'MA'] })).toEqual(['FNS', 'MA']);
  });

  it('next and back follow the visible pages, and hidden answers are dropped', () => {
    const a: Answers = { ...onePerson(), householdSize: '1', 'relationship.0': 'CHILD', 'hasJob.0': 'no' };
    expect(nextPage(foodApplication, a, 'householdSize')?.key).toBe('person.0');
    expect(previousPage(foodApplication, a, 'person.0')?.key).toBe('householdSize');
    expect(nextPage(foodApplication, a, 'resources')).toBeUndefined();
    const kept = prune(foodApplication, a);
    expect(kept['relationship.0']).toBeUndefined();
    expect(kept['employer.0.0']).toBeUndefined();
    expect(kept['jobHours.0.0']).toBeUndefined();
    expect(kept['firstName.0']).toBe('Ana');
  });
});

/** Two people: Ana with two jobs, Leo with none. */
function twoJobs(): Answers {
  return {
    ...onePerson(),
    householdSize: '2',
    'firstName.1': 'Leo',
    'lastName.1': 'Rivera',
    'birthDate.1': '09/02/2015',
    'relationship.1': 'CHILD',
    'citizen.1': 'yes',
    'moreJobs.0.0': 'yes',
    'employer.0.1': 'Night Bakery',
    'jobPay.0.1': '200',
    'jobFrequency.0.1': 'WEEKLY',
    'jobHours.0.1': '12',
    'moreJobs.0.1': 'no',
    'hasJob.1': 'no',
    'hasOtherIncome.1': 'no',
  };
}

describe('a loop inside the repeat: each person\'s jobs, "add another job"', () => {
  it('asks one job for a worker, then one more for each yes, person by person', () => {
    const a = twoJobs();
    const income = keys(foodApplication, a).filter((k) => k.startsWith('income.') || k.startsWith('job.'));
    expect(income).toEqual(['income.0', 'job.0.0', 'job.0.1', 'income.1']);
    const again = { ...a, 'hasJob.1': 'yes', 'moreJobs.0.1': 'yes' };
    expect(keys(foodApplication, again).filter((k) => k.startsWith('job.'))).toEqual([
      'job.0.0',
      'job.0.1',
      'job.0.2',
      'job.1.0',
    ]);
    expect(nextPage(foodApplication, a, 'job.0.0')?.key).toBe('job.0.1');
    expect(nextPage(foodApplication, a, 'job.0.1')?.key).toBe('income.1');
    expect(previousPage(foodApplication, a, 'income.1')?.key).toBe('job.0.1');
    const endless: Answers = { householdSize: '1', 'hasJob.0': 'yes' };
    for (let j = 0; j < 30; j++) endless[`moreJobs.0.${j}`] = 'yes';
    expect(keys(foodApplication, endless).filter((k) => k.startsWith('job.'))).toHaveLength(20);
  });

  it('validates each job under its own key, and the whole form needs every job complete', () => {
    const a = twoJobs();
    expect(validateForm(foodApplication, a, today)).toEqual([]);
    const bad = { ...a, 'jobHours.0.1': '200', 'jobPay.0.1': '' };
    expect(validateForm(foodApplication, bad, today)).toEqual([
      {
        page: 'job.0.1',
        issues: [
          { field: 'jobPay.0.1', code: 'required' },
          { field: 'jobHours.0.1', code: 'max', limit: 168 },
        ],
      },
    ]);
  });

  it('a condition in the loop reads the item, then the person, then the household', () => {
    const inst = findPage(foodApplication, twoJobs(), 'job.0.1')!;
    expect(inst.path).toEqual([0, 1]);
    expect(evaluate({ q: 'moreJobs', eq: 'no' }, twoJobs(), inst.path)).toBe(true);
    expect(evaluate({ q: 'hasJob', eq: 'yes' }, twoJobs(), inst.path)).toBe(true);
    expect(evaluate({ q: 'householdSize', eq: '2' }, twoJobs(), inst.path)).toBe(true);
    expect(evaluate({ index: 'notFirst' }, twoJobs(), inst.path)).toBe(true);
    expect(evaluate({ index: 'first' }, twoJobs(), [1, 0])).toBe(true);
  });

  it("the summary lists each job under its person, with the job's number", () => {
    const blocks = summarize(foodApplication, twoJobs(), 'en');
    const order = blocks.filter((b) => b.section === 'income').map((b) => [b.heading, b.nested]);
    expect(order).toEqual([
      ['Income of Ana Rivera', false],
      ['Job 1 of Ana Rivera', true],
      ['Job 2 of Ana Rivera', true],
      ['Income of Leo Rivera', false],
    ]);
    const second = blocks.find((b) => b.page === 'job.0.1')!;
    expect(second.rows.map((r) => [r.label, r.value])).toEqual([
      ['Employer name', 'Night Bakery'],
      ['Pay before taxes, each time paid', '$200'],
      ['How often paid', 'Every week'],
      ['Hours worked each week', '12'],
      ['Does Ana Rivera have another job?', 'No'],
    ]);
  });

  it('for the person filling it in, the summary titles their own pages as the pages did, and names the others', () => {
    const blocks = summarize(foodApplication, twoJobs(), 'en', { toApplicant: true });
    expect(blocks.filter((b) => b.section === 'income').map((b) => b.heading)).toEqual([
      'Your income',
      'Your job 1',
      'Your job 2',
      'Income of Leo Rivera',
    ]);
    const pages = blocks.filter((b) => b.page.startsWith('person.')).map((b) => b.heading);
    expect(pages).toEqual(['About you', 'About Leo Rivera']);
  });

  it('prune drops every job when "has a job" becomes no, and the later jobs when "another job" becomes no', () => {
    const noJob = prune(foodApplication, { ...twoJobs(), 'hasJob.0': 'no' });
    expect(Object.keys(noJob).filter((k) => /^(employer|jobPay|jobFrequency|jobHours|moreJobs)\./.test(k))).toEqual([]);
    expect(noJob['hasJob.0']).toBe('no');
    const oneJob = prune(foodApplication, { ...twoJobs(), 'moreJobs.0.0': 'no' });
    expect(oneJob['employer.0.0']).toBe('Grocer');
    expect(oneJob['employer.0.1']).toBeUndefined();
    expect(oneJob['jobHours.0.1']).toBeUndefined();
    const fewer = prune(foodApplication, { ...twoJobs(), householdSize: '1' });
    expect(fewer['employer.0.1']).toBe('Night Bakery');
    expect(fewer['firstName.1']).toBeUndefined();
  });

  it('the definition check refuses an "add another" question that is not a yes/no of the page', () => {
    const job = { ...foodApplication.sections[3]!.pages[1]!, addAnother: 'employer' };
    const broken: FormDefinition = {
      ...foodApplication,
      sections: foodApplication.sections.map((s, i) => (i === 3 ? { ...s, pages: [s.pages[0]!, job] } : s)),
    };
    expect(checkDefinition(broken)).toEqual(['page job: add-another "employer" is not a yes/no question of the page']);
  });
});

const without = (a: Answers, key: string): Answers => Object.fromEntries(Object.entries(a).filter(([k]) => k !== key));

describe('pregnancy, asked of each person on their page', () => {
  const ma = (): Answers => ({
    ...twoJobs(),
    'sex.0': 'F',
    'sex.1': 'X',
    'pregnant.0': 'yes',
    'unborn.0': '2',
    'dueDate.0': '03/14/2027',
    'pregnant.1': 'no',
  });

  it('asks Medicaid applicants each person, with babies and due date only for a yes; food does not ask', () => {
    const a = ma();
    const fields = (def: FormDefinition, k: string, x: Answers) =>
      validatePage(findPage(def, x, k)!, x, today).map((i) => i.field);
    expect(fields(medicaidApplication, 'person.1', { ...a, 'pregnant.1': 'yes' })).toEqual(['unborn.1', 'dueDate.1']);
    expect(fields(medicaidApplication, 'person.0', { ...a, 'dueDate.0': '14/03/2027' })).toEqual(['dueDate.0']);
    expect(fields(medicaidApplication, 'person.1', without(a, 'pregnant.1'))).toEqual(['pregnant.1']);
    expect(findPage(foodApplication, a, 'person.0')!.page.questions.map((x) => x.id)).not.toContain('pregnant');
    const combinedFood = { ...a, programs: ['FNS'] };
    expect(fields(combinedApplication, 'person.0', without(combinedFood, 'pregnant.0'))).toEqual([]);
    expect(prune(combinedApplication, combinedFood)['pregnant.0']).toBeUndefined();
    expect(prune(combinedApplication, { ...a, programs: ['MA'] })['unborn.0']).toBe('2');
  });

  it("the summary shows each person's answers with their name; a no drops the babies and date", () => {
    const blocks = summarize(medicaidApplication, ma(), 'en');
    const ana = blocks.find((b) => b.page === 'person.0')!;
    expect(
      ana.rows.filter((r) => ['pregnant.0', 'unborn.0', 'dueDate.0'].includes(r.field)).map((r) => [r.label, r.value]),
    ).toEqual([
      ['Is Ana Rivera pregnant?', 'Yes'],
      ['How many babies are expected?', '2'],
      ['Due date', '03/14/2027'],
    ]);
    expect(blocks.find((b) => b.page === 'person.1')!.rows.find((r) => r.field === 'pregnant.1')?.value).toBe('No');
    const kept = prune(medicaidApplication, { ...ma(), 'pregnant.0': 'no' });
    expect(kept['unborn.0']).toBeUndefined();
    expect(kept['dueDate.0']).toBeUndefined();
    expect(
      summarize(medicaidApplication, ma(), 'es')
        .find((b) => b.page === 'person.0')!
        .rows.find((r) => r.field === 'pregnant.0')?.label,
    ).toBe('¿Ana Rivera está embarazada?');
  });
});

describe('validation', () => {
  const page = (k: string, a: Answers) => validatePage(findPage(foodApplication, a, k)!, a, today);

  it('gives the generic messages: required, number, integer, min, max, date, length', () => {
    expect(page('householdSize', {})).toEqual([{ field: 'householdSize', code: 'required' }]);
    expect(page('householdSize', { householdSize: 'two' })).toEqual([{ field: 'householdSize', code: 'number' }]);
    expect(page('householdSize', { householdSize: '1.5' })).toEqual([{ field: 'householdSize', code: 'integer' }]);
    expect(page('householdSize', { householdSize: '0' })).toEqual([{ field: 'householdSize', code: 'min', limit: 1 }]);
    expect(page('householdSize', { householdSize: '21' })).toEqual([
      { field: 'householdSize', code: 'max', limit: 20 },
    ]);
    const a: Answers = {
      householdSize: '1',
      'firstName.0': 'x'.repeat(51),
      'lastName.0': 'R',
      'birthDate.0': '02/30/1990',
      'citizen.0': 'maybe',
    };
    expect(page('person.0', a)).toEqual([
      { field: 'firstName.0', code: 'maxLength', limit: 50 },
      { field: 'birthDate.0', code: 'date' },
      { field: 'citizen.0', code: 'valid' },
    ]);
    expect(page('person.0', { ...a, 'firstName.0': 'A', 'birthDate.0': '01/01/2030', 'citizen.0': 'yes' })).toEqual([
      { field: 'birthDate.0', code: 'futureDate' },
    ]);
    expect(issueText({ code: 'max', limit: 20 }, 'es')).toBe('Escriba un valor de 20 o menos.');
  });

  it('checks the parts of an address', () => {
    const issues = page('address', { homeAddress: { line1: '1 Main', city: '', state: 'North', zip: '123' } });
    expect(issues).toEqual([
      { field: 'homeAddress.city', code: 'required' },
      { field: 'homeAddress.state', code: 'valid' },
      { field: 'homeAddress.zip', code: 'zip' },
    ]);
    // The State is a postal code of the list: two letters that name no state are refused.
    const full = (state: string) => ({ homeAddress: { line1: '1 Main', city: 'Raleigh', state, zip: '27601' } });
    expect(page('address', full('NO'))).toEqual([{ field: 'homeAddress.state', code: 'valid' }]);
    expect(page('address', full('NC'))).toEqual([]);
    expect(page('address', full('pr'))).toEqual([]);
  });

  it('a whole form with a page never answered is not complete', () => {
    expect(validateForm(foodApplication, onePerson(), today)).toEqual([]);
    const missing = { ...onePerson() };
    delete missing.rent;
    expect(validateForm(foodApplication, missing, today)).toEqual([
      { page: 'housing', issues: [{ field: 'rent', code: 'required' }] },
    ]);
  });
});

/** The spec's agreement boxes (part 2 §3), asked on every application. */
const SPEC_BOXES = ['reportChanges', 'releaseInfo', 'verification', 'rights', 'accuracy'];

describe('summary and signature', () => {
  it('lists each page with readable answers and the page to change them on; the SSN is masked', () => {
    const a = { ...onePerson(), 'ssn.0': '123-45-6789' };
    const blocks = summarize(foodApplication, a, 'es');
    const person = blocks.find((b) => b.page === 'person.0')!;
    expect(person.heading).toBe('Sobre Ana Rivera');
    expect(person.rows.find((r) => r.field === 'ssn.0')?.value).toBe('***-**-6789');
    expect(person.rows.find((r) => r.field === 'citizen.0')?.value).toBe('Sí');
    const income = blocks.find((b) => b.page === 'income.0')!;
    expect(income.rows.find((r) => r.field === 'hasJob.0')?.value).toBe('Sí');
    const job = blocks.find((b) => b.page === 'job.0.0')!;
    expect(job).toMatchObject({ heading: 'Empleo 1 de Ana Rivera', nested: true });
    expect(job.rows.find((r) => r.field === 'jobFrequency.0.0')?.value).toBe('Cada dos semanas');
    expect(job.rows.find((r) => r.field === 'jobPay.0.0')?.value).toBe('$450');
    expect(blocks.find((b) => b.page === 'address')!.rows[0]!.value).toBe('12 Oak St, Raleigh, NC 27601');
  });

  it('asks for the medical boxes only when Medicaid is chosen, and every box and both names are required', () => {
    const food = signatureFlags(foodApplication, onePerson());
    expect(food.isEligibleForMA).toBe(false);
    expect(agreementsFor(food, ['FNS']).map((x) => x.id)).toEqual([...SPEC_BOXES, 'fnsPenalties']);
    const both = { programs: ['FNS', 'MA'], absentParent: 'yes', medicalExpenses: 'yes' };
    const flags = signatureFlags(combinedApplication, both);
    expect(flags).toMatchObject({
      isEligibleForMA: true,
      hasAbsentParent: true,
      showCooperateMedicalQuestion: true,
      showMedicalExpenseQuestion: true,
    });
    const boxes = agreementsFor(flags, ['FNS', 'MA']);
    expect(boxes.map((x) => x.id)).toEqual([
      ...SPEC_BOXES,
      'fnsPenalties',
      'medicalExpense',
      'updateInfo',
      'coverageRenewal',
      'cooperateMedical',
    ]);
    const issues = validateSignature(boxes, { agreements: { accuracy: true }, firstName: 'Ana', lastName: ' ' });
    expect(issues.filter((i) => i.code === 'selectBox')).toHaveLength(9);
    expect(issues).toContainEqual({ field: 'lastName', code: 'required' });
    expect(issueText(issues[0]!, 'en')).toBe('Select the required box below.');
  });

  it("asks the spec's five boxes on every application, whatever the programme, in both languages", () => {
    for (const def of [foodApplication, combinedApplication]) {
      const boxes = agreementsFor(signatureFlags(def, onePerson()), []);
      expect(boxes.map((x) => x.id)).toEqual(SPEC_BOXES);
    }
    const [changes, release, verification, rights, perjury] = agreementsFor(
      signatureFlags(foodApplication, onePerson()),
      [],
    );
    expect(changes!.text.en).toContain('10th of the month');
    expect(release!.text.es).toContain('Autorizo la entrega de información');
    expect(verification!.text.en).toContain('will be verified');
    expect(rights!.text.en).toContain('rights and responsibilities');
    expect(rights!.text.es).toContain('derechos y responsabilidades');
    expect(perjury!.text.en).toContain('penalty of perjury');
    expect(perjury!.text.es).toContain('pena de perjurio');
  });
});

describe('what the player says', () => {
  it('counts parts, so adding a person or a job does not change the total', () => {
    const start = visiblePages(foodApplication, {});
    const one = visiblePages(foodApplication, onePerson());
    const twoAnswers = { ...onePerson(), householdSize: '2', 'hasJob.1': 'yes' };
    const two = visiblePages(foodApplication, twoAnswers);
    expect(two.length).toBeGreaterThan(one.length);
    const totals = [
      ...start.map((inst) => sectionPosition(foodApplication, {}, inst).total),
      ...one.map((inst) => sectionPosition(foodApplication, onePerson(), inst).total),
      ...two.map((inst) => sectionPosition(foodApplication, twoAnswers, inst).total),
    ];
    expect(new Set(totals)).toEqual(new Set([foodApplication.sections.length]));
    expect(sectionPosition(foodApplication, {}, start[0]!).n).toBe(1);
    expect(sectionPosition(foodApplication, onePerson(), one.at(-1)!).n).toBe(foodApplication.sections.length);
  });

  it('speaks to the applicant as "you" on their own pages, and keeps names elsewhere', () => {
    const answers = { ...onePerson(), householdSize: '2', 'firstName.1': 'Leo', 'lastName.1': 'Rivera' };
    const income = visiblePages(foodApplication, answers).filter((p) => p.page.id === 'income');
    const work = income[0]!.page.questions.find((q) => q.id === 'hasJob')!.label;
    expect(textFor(work, 'en', income[0]!, answers, { toApplicant: true })).toBe(
      'Do you work for pay or for yourself?',
    );
    expect(textFor(work, 'es', income[0]!, answers, { toApplicant: true })).toBe(
      '¿Usted trabaja por un sueldo o por cuenta propia?',
    );
    expect(textFor(work, 'en', income[1]!, answers, { toApplicant: true })).toBe(
      'Does Leo Rivera work for pay or for themselves?',
    );
    // The summary and the PDF, read by staff, name the applicant.
    expect(textFor(work, 'en', income[0]!, answers)).toBe('Does Ana Rivera work for pay or for themselves?');
  });
});
