import { codeTableChoice } from '../code-tables';
import type { Condition, Question, Section, Text } from '../types';
import { NAME_FROM, q, tx, yes } from './build';

/** The parts of a form about people: who lives in the household, and how to reach the applicant. */

/** Whom a pregnancy can apply to: not a person who said male, aged 10 to 55 today. */
export const CAN_BE_PREGNANT: Condition = {
  all: [
    { q: 'sex', in: ['F', 'X'] },
    { q: 'birthDate', ageAtLeast: 10 },
    { q: 'birthDate', ageUnder: 56 },
  ],
};

/**
 * Each person's sex and pregnancy, asked on their page when `when` holds (medical programmes).
 * Pregnancy only of the people it can apply to (CAN_BE_PREGNANT), evaluated live as the sex and
 * birth date on the same page are answered.
 */
function pregnancyQuestions(when: Condition | true): Question[] {
  const ask = (c: Condition): Condition => (when === true ? c : { all: [when, c] });
  const expecting = yes('pregnant');
  return [
    q(
      'sex',
      'choice',
      tx("What is {person}'s sex?", '¿Cuál es el sexo de {person}?', {
        en: 'What is your sex?',
        es: '¿Cuál es su sexo?',
      }),
      { ...codeTableChoice('Gender'), ...(when === true ? {} : { when }) },
    ),
    q(
      'pregnant',
      'yesno',
      tx('Is {person} pregnant?', '¿{person} está embarazada?', {
        en: 'Are you pregnant?',
        es: '¿Usted está embarazada?',
      }),
      { when: ask(CAN_BE_PREGNANT) },
    ),
    q('unborn', 'number', tx('How many babies are expected?', '¿Cuántos bebés espera?'), {
      when: ask({ all: [CAN_BE_PREGNANT, expecting] }),
      rules: { integer: true, min: 1, max: 8 },
    }),
    q('dueDate', 'date', tx('Due date', 'Fecha prevista de parto'), {
      when: ask({ all: [CAN_BE_PREGNANT, expecting] }),
      hint: tx('MM/DD/YYYY', 'MM/DD/AAAA'),
    }),
  ];
}

/**
 * Household: how many people, then each person (the first is the applicant). `pregnancy`: ask
 * each person's sex and, of whom it can apply to, pregnancy (always, or when the condition holds).
 */
export function householdSection(intro: Text, pregnancy?: Condition | true): Section {
  return {
    id: 'household',
    title: tx('Your household', 'Su hogar'),
    pages: [
      {
        id: 'householdSize',
        title: tx('Who lives with you', 'Quién vive con usted'),
        intro,
        questions: [
          q(
            'householdSize',
            'number',
            tx(
              'How many people are in your household, counting yourself?',
              '¿Cuántas personas hay en su hogar, contándose a usted?',
            ),
            {
              rules: { integer: true, min: 1, max: 20 },
            },
          ),
        ],
      },
      {
        id: 'person',
        title: tx('About {person}', 'Sobre {person}', { en: 'About you', es: 'Sobre usted' }),
        repeat: { count: 'householdSize', nameFrom: NAME_FROM },
        // The applicant's identity; the others' is checked from their answers.
        documents: [{ evidence: 'IDENTITY', when: { index: 'first' } }],
        questions: [
          q('youFirst', 'static', tx('Start with yourself.', 'Empiece por usted.'), { when: { index: 'first' } }),
          q('firstName', 'text', tx('First name', 'Nombre'), { rules: { maxLength: 50 }, autocomplete: 'given-name' }),
          q('lastName', 'text', tx('Last name', 'Apellido'), {
            rules: { maxLength: 50 },
            autocomplete: 'family-name',
            together: true,
          }),
          q('birthDate', 'date', tx('Date of birth', 'Fecha de nacimiento'), {
            autocomplete: 'bday',
            hint: tx('MM/DD/YYYY', 'MM/DD/AAAA'),
            rules: { notFuture: true },
          }),
          q(
            'relationship',
            'choice',
            tx('How is this person related to you?', '¿Qué parentesco tiene esta persona con usted?'),
            {
              // SELF is the applicant (the first person); OTHER is the staff's catch-all.
              ...codeTableChoice('Relationship', { except: ['SELF', 'OTHER'] }),
              when: { index: 'notFirst' },
            },
          ),
          q('ssn', 'ssn', tx('Social Security number (optional)', 'Número de Seguro Social (opcional)'), {
            optional: true,
            hint: tx(
              '9 digits. We use it only to check your information.',
              '9 dígitos. Solo lo usamos para verificar su información.',
            ),
          }),
          q(
            'citizen',
            'yesno',
            tx(
              'Is this person a U.S. citizen or U.S. national?',
              '¿Es esta persona ciudadana o nacional de los EE. UU.?',
              {
                en: 'Are you a U.S. citizen or U.S. national?',
                es: '¿Tiene usted la ciudadanía o la nacionalidad de los EE. UU.?',
              },
            ),
          ),
          ...(pregnancy ? pregnancyQuestions(pregnancy) : []),
        ],
      },
    ],
  };
}

export function contactSection(): Section {
  return {
    id: 'contact',
    title: tx('Contact information', 'Información de contacto'),
    pages: [
      {
        id: 'address',
        title: tx('Where you live', 'Dónde vive'),
        questions: [
          q('homeAddress', 'address', tx('Home address', 'Dirección de su casa')),
          q('phone', 'phone', tx('Phone number (optional)', 'Número de teléfono (opcional)'), {
            optional: true,
            hint: tx('###-###-####', '###-###-####'),
          }),
          q('email', 'email', tx('E-mail address (optional)', 'Correo electrónico (opcional)'), {
            optional: true,
            together: true,
          }),
        ],
      },
    ],
  };
}
