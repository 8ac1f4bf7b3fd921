import { PROCESSING_DAYS } from '@portal/contracts/applications-api';
import { codeTableChoice } from '../code-tables';
import type { Condition, FormDefinition, Page, Section } from '../types';
import {
  contactSection,
  expeditedPage,
  expensesSection,
  householdSection,
  incomeSection,
  q,
  resourcesPage,
  tx,
  yes,
} from './parts';

export const HOUSEHOLD_FOOD = tx(
  'Count the people who live with you and buy and cook food with you. Include children under 22 and children under 18 you are responsible for.',
  'Cuente a las personas que viven con usted y compran y cocinan alimentos con usted. Incluya a los hijos menores de 22 años y a los menores de 18 de los que usted es responsable.',
);
const HOUSEHOLD_ALL = tx('Count everyone who lives with you.', 'Cuente a todas las personas que viven con usted.');

const FOOD_OVERVIEW = [
  tx(
    'Food and Nutrition Services (FNS, also called SNAP) helps households buy food.',
    'Los Servicios de Alimentos y Nutrición (FNS, también llamados SNAP) ayudan a los hogares a comprar alimentos.',
  ),
  tx(
    `The application takes about 15 minutes. We decide within ${PROCESSING_DAYS.food} days, or within ${PROCESSING_DAYS.expeditedFood} days if your household qualifies for expedited benefits.`,
    `La solicitud toma unos 15 minutos. Decidimos en ${PROCESSING_DAYS.food} días, o en ${PROCESSING_DAYS.expeditedFood} días si su hogar califica para beneficios acelerados.`,
  ),
];

function healthSection(when?: Condition): Section {
  const pages: Page[] = [
    {
      id: 'coverage',
      title: tx('Health coverage', 'Cobertura médica'),
      questions: [
        q(
          'hasCoverage',
          'yesno',
          tx(
            'Does anyone in the household have health insurance now?',
            '¿Alguien del hogar tiene seguro médico ahora?',
          ),
        ),
        q('coverageName', 'text', tx('Name of the insurance', 'Nombre del seguro'), {
          when: yes('hasCoverage'),
          rules: { maxLength: 100 },
        }),
        q(
          'taxFiler',
          'yesno',
          tx(
            'Will you file a federal income tax return this year?',
            '¿Presentará una declaración federal de impuestos este año?',
          ),
        ),
      ],
    },
    {
      id: 'abd',
      title: tx('Age, blindness or disability', 'Edad, ceguera o discapacidad'),
      questions: [
        q(
          'abd',
          'yesno',
          tx(
            'Is anyone 65 or older, blind, or disabled?',
            '¿Alguien tiene 65 años o más, es ciego o tiene una discapacidad?',
          ),
        ),
        q('abdWho', 'text', tx('Who, and what is the condition?', '¿Quién y cuál es la condición?'), {
          when: yes('abd'),
          rules: { maxLength: 200 },
        }),
        q(
          'abdAssets',
          'currency',
          tx('Total of bank accounts, cash and investments', 'Total de cuentas bancarias, efectivo e inversiones'),
          { when: yes('abd'), rules: { max: 10_000_000 } },
        ),
      ],
    },
    {
      id: 'family',
      title: tx('Parents outside the home', 'Padres fuera del hogar'),
      questions: [
        q(
          'absentParent',
          'yesno',
          tx(
            'Does any child have a parent who lives outside the home?',
            '¿Algún niño tiene un padre o una madre que vive fuera del hogar?',
          ),
        ),
      ],
    },
  ];
  return { id: 'health', title: tx('Medical assistance', 'Asistencia médica'), pages, ...(when ? { when } : {}) };
}

function workFirstSection(when?: Condition): Section {
  return {
    id: 'workFirst',
    title: tx('Work First cash assistance', 'Asistencia en efectivo Work First'),
    ...(when ? { when } : {}),
    pages: [
      {
        id: 'children',
        title: tx('Children in the home', 'Niños en el hogar'),
        questions: [
          q(
            'childUnder18',
            'yesno',
            tx('Does a child under 18 live with you?', '¿Vive con usted un niño menor de 18 años?'),
          ),
          q(
            'workRegistration',
            'yesno',
            tx(
              'Are the adults able to take part in work activities?',
              '¿Pueden los adultos participar en actividades de trabajo?',
            ),
          ),
        ],
      },
    ],
  };
}

const foodOnly: Condition = { q: 'programs', includes: 'FNS' };

export const foodApplication: FormDefinition = {
  id: 'FNS',
  version: 2,
  title: tx('Apply for Food and Nutrition Services', 'Solicitar Servicios de Alimentos y Nutrición'),
  overview: FOOD_OVERVIEW,
  programs: { fixed: ['FNS'] },
  anonymous: true,
  signature: { medicalExpenseQuestion: 'medicalExpenses' },
  sections: [
    householdSection(HOUSEHOLD_FOOD),
    contactSection(),
    { id: 'expedited', title: tx('Fast help', 'Ayuda rápida'), pages: [expeditedPage()] },
    incomeSection(),
    expensesSection(),
    { id: 'resources', title: tx('Resources', 'Recursos'), pages: [resourcesPage()] },
  ],
};

export const medicaidApplication: FormDefinition = {
  id: 'MA',
  // 3: each person's sex; pregnancy asked only of whom it can apply to.
  version: 3,
  title: tx('Apply for Medicaid', 'Solicitar Medicaid'),
  overview: [
    tx(
      'Medicaid pays for health care for children, parents, pregnant people, and people who are 65 or older, blind or disabled.',
      'Medicaid paga la atención médica de niños, padres, personas embarazadas y personas de 65 años o más, ciegas o con discapacidad.',
    ),
    tx(
      'We decide within 45 days, or within 90 days when we must decide on a disability.',
      'Decidimos en 45 días, o en 90 días cuando debemos decidir sobre una discapacidad.',
    ),
  ],
  programs: { fixed: ['MA'] },
  anonymous: false,
  signature: { absentParentQuestion: 'absentParent' },
  sections: [householdSection(HOUSEHOLD_ALL, true), contactSection(), incomeSection(), healthSection()],
};

export const medicaidExpansionApplication: FormDefinition = {
  ...medicaidApplication,
  id: 'MAEXP',
  title: tx('Apply for Medicaid expansion', 'Solicitar la expansión de Medicaid'),
  overview: [
    tx(
      'Medicaid expansion covers adults 19 to under 65 whose income is at or below 138% of the federal poverty level.',
      'La expansión de Medicaid cubre a adultos de 19 a menos de 65 años cuyos ingresos son iguales o inferiores al 138% del nivel federal de pobreza.',
    ),
    tx(
      'You may qualify even if you work. We decide within 45 days.',
      'Puede calificar aunque trabaje. Decidimos en 45 días.',
    ),
  ],
};

/** One application for food, medical and cash help: the person picks the programmes first. */
export const combinedApplication: FormDefinition = {
  id: 'COMBINED',
  // 3: each person's sex (with Medicaid); pregnancy asked only of whom it can apply to.
  version: 3,
  title: tx('Apply for food, medical and cash assistance', 'Solicitar asistencia de alimentos, médica y en efectivo'),
  overview: [
    tx('Apply for more than one program with one application.', 'Solicite más de un programa con una sola solicitud.'),
    tx(
      'We ask only the questions the programs you choose need.',
      'Solo le hacemos las preguntas que necesitan los programas que elija.',
    ),
  ],
  programs: { fromQuestion: 'programs' },
  anonymous: false,
  signature: { absentParentQuestion: 'absentParent', medicalExpenseQuestion: 'medicalExpenses' },
  sections: [
    {
      id: 'programs',
      title: tx('Programs', 'Programas'),
      pages: [
        {
          id: 'programs',
          title: tx('What do you want to apply for?', '¿Qué desea solicitar?'),
          questions: [
            q('programs', 'multi', tx('Choose every program you want', 'Elija todos los programas que desea'), {
              // The picker's own short names; the table's descriptions name the programmes elsewhere.
              ...codeTableChoice('ProgramType', {
                only: ['FNS', 'MA', 'WF'],
                labels: {
                  FNS: tx('Food and Nutrition Services (FNS/SNAP)', 'Servicios de Alimentos y Nutrición (FNS/SNAP)'),
                  MA: tx('Medicaid', 'Medicaid'),
                  WF: tx('Work First cash assistance', 'Asistencia en efectivo Work First'),
                },
              }),
            }),
          ],
        },
      ],
    },
    householdSection(HOUSEHOLD_ALL, { q: 'programs', includes: 'MA' }),
    contactSection(),
    { id: 'expedited', title: tx('Fast help', 'Ayuda rápida'), when: foodOnly, pages: [expeditedPage()] },
    incomeSection(),
    { ...expensesSection(), when: foodOnly },
    {
      id: 'resources',
      title: tx('Resources', 'Recursos'),
      when: { any: [foodOnly, { q: 'programs', includes: 'WF' }] },
      pages: [resourcesPage()],
    },
    healthSection({ q: 'programs', includes: 'MA' }),
    workFirstSection({ q: 'programs', includes: 'WF' }),
  ],
};

export const workFirstApplication: FormDefinition = {
  id: 'WF',
  version: 2,
  title: tx('Apply for Work First cash assistance', 'Solicitar asistencia en efectivo Work First'),
  overview: [
    tx(
      'Work First gives short-term cash help and job services to families with children.',
      'Work First da ayuda en efectivo a corto plazo y servicios de empleo a familias con niños.',
    ),
    tx('We decide within 45 days.', 'Decidimos en 45 días.'),
  ],
  programs: { fixed: ['WF'] },
  anonymous: false,
  sections: [
    householdSection(HOUSEHOLD_ALL),
    contactSection(),
    incomeSection(),
    { id: 'resources', title: tx('Resources', 'Recursos'), pages: [resourcesPage()] },
    workFirstSection(),
  ],
};
