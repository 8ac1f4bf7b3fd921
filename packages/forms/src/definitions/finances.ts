import { codeTableChoice } from '../code-tables';
import type { Page, Section } from '../types';
import { NAME_FROM, money, q, tx, yes } from './build';

/**
 * The parts of a form about money: income from work and elsewhere, money on hand this month
 * (expedited food benefits), costs, and what the household owns.
 */

/**
 * Each person's money from work and other sources: whether they work, then each of their jobs
 * ("add another job" until they answer no), then the next person.
 */
export function incomeSection(): Section {
  const o = yes('hasOtherIncome');
  const income: Page = {
    id: 'income',
    title: tx('Income of {person}', 'Ingresos de {person}', { en: 'Your income', es: 'Sus ingresos' }),
    repeat: { count: 'householdSize', nameFrom: NAME_FROM },
    questions: [
      q(
        'hasJob',
        'yesno',
        tx('Does {person} work for pay or for themselves?', '¿{person} trabaja por un sueldo o por cuenta propia?', {
          en: 'Do you work for pay or for yourself?',
          es: '¿Usted trabaja por un sueldo o por cuenta propia?',
        }),
      ),
      q(
        'hasOtherIncome',
        'yesno',
        tx(
          'Does {person} get other money, such as Social Security, SSI, unemployment or child support?',
          '¿{person} recibe otro dinero, como Seguro Social, SSI, desempleo o manutención de menores?',
          {
            en: 'Do you get other money, such as Social Security, SSI, unemployment or child support?',
            es: '¿Usted recibe otro dinero, como Seguro Social, SSI, desempleo o manutención de menores?',
          },
        ),
      ),
      q('otherType', 'choice', tx('Kind of income', 'Tipo de ingreso'), {
        when: o,
        ...codeTableChoice('IncomeType', { except: ['WAGES'] }),
      }),
      q('otherAmount', 'currency', tx('Amount each month', 'Cantidad cada mes'), { when: o, rules: money }),
    ],
  };
  const job: Page = {
    id: 'job',
    title: tx('Job {n} of {person}', 'Empleo {n} de {person}', { en: 'Your job {n}', es: 'Su empleo {n}' }),
    intro: tx(
      'Tell us about one job. You can add another job after this one.',
      'Díganos sobre un empleo. Puede agregar otro empleo después de este.',
    ),
    repeat: { count: 'householdSize', nameFrom: NAME_FROM },
    when: yes('hasJob'),
    addAnother: 'moreJobs',
    documents: [{ evidence: 'INCOME', about: 'employer' }],
    questions: [
      q('employer', 'text', tx('Employer name', 'Nombre del empleador'), {
        hint: tx('If self-employed, the name of the business.', 'Si trabaja por cuenta propia, el nombre del negocio.'),
        rules: { maxLength: 100 },
      }),
      q(
        'jobPay',
        'currency',
        tx('Pay before taxes, each time paid', 'Pago antes de impuestos, cada vez que le pagan'),
        { rules: money },
      ),
      q('jobFrequency', 'choice', tx('How often paid', 'Con qué frecuencia le pagan'), codeTableChoice('Frequency')),
      q('jobHours', 'number', tx('Hours worked each week', 'Horas trabajadas cada semana'), {
        rules: { integer: true, min: 1, max: 168 },
      }),
      q(
        'moreJobs',
        'yesno',
        tx('Does {person} have another job?', '¿{person} tiene otro empleo?', {
          en: 'Do you have another job?',
          es: '¿Usted tiene otro empleo?',
        }),
      ),
    ],
  };
  return { id: 'income', title: tx('Income', 'Ingresos'), pages: [income, job] };
}

/** Questions that let the agency screen for expedited (7-day) food benefits. */
export function expeditedPage(): Page {
  return {
    id: 'expedited',
    title: tx('Money this month', 'Dinero este mes'),
    intro: tx(
      'These answers tell us if your household may get food benefits within 7 days.',
      'Estas respuestas nos indican si su hogar podría recibir beneficios de alimentos en 7 días.',
    ),
    questions: [
      q(
        'monthIncome',
        'currency',
        tx(
          'How much money will your household get this month, before taxes?',
          '¿Cuánto dinero recibirá su hogar este mes, antes de impuestos?',
        ),
        { rules: money },
      ),
      q(
        'cashOnHand',
        'currency',
        tx(
          'How much cash does your household have, counting bank accounts?',
          '¿Cuánto dinero en efectivo tiene su hogar, contando las cuentas bancarias?',
        ),
        { rules: money },
      ),
      q(
        'migrant',
        'yesno',
        tx('Is anyone a migrant or seasonal farm worker?', '¿Alguien es trabajador agrícola migrante o de temporada?'),
      ),
    ],
  };
}

export function expensesSection(): Section {
  return {
    id: 'expenses',
    title: tx('Expenses', 'Gastos'),
    pages: [
      {
        id: 'housing',
        title: tx('Housing costs', 'Costos de vivienda'),
        documents: [{ evidence: 'SHELTER_COST', when: { q: 'rent', gt: 0 } }],
        questions: [
          q(
            'rent',
            'currency',
            tx('Rent or mortgage each month (enter 0 if none)', 'Alquiler o hipoteca cada mes (escriba 0 si no paga)'),
            { rules: money },
          ),
          q('utilities', 'multi', tx('Which utilities do you pay for? (optional)', '¿Qué servicios paga? (opcional)'), {
            optional: true,
            ...codeTableChoice('UtilityType'),
          }),
        ],
      },
      {
        id: 'otherExpenses',
        title: tx('Other costs', 'Otros costos'),
        questions: [
          q(
            'careCosts',
            'yesno',
            tx(
              'Does your household pay for child care or care of a disabled adult so someone can work or study?',
              '¿Su hogar paga por el cuidado de niños o de un adulto discapacitado para que alguien pueda trabajar o estudiar?',
            ),
          ),
          q('careAmount', 'currency', tx('Care costs each month', 'Costos de cuidado cada mes'), {
            when: yes('careCosts'),
            rules: money,
          }),
          q(
            'medicalExpenses',
            'yesno',
            tx(
              'Does anyone 60 or older, or disabled, pay more than $35 a month for medical costs?',
              '¿Alguien de 60 años o más, o con discapacidad, paga más de $35 al mes en gastos médicos?',
            ),
          ),
          q('medicalAmount', 'currency', tx('Medical costs each month', 'Gastos médicos cada mes'), {
            when: yes('medicalExpenses'),
            rules: money,
          }),
        ],
      },
    ],
  };
}

export function resourcesPage(): Page {
  return {
    id: 'resources',
    title: tx('Money and property', 'Dinero y bienes'),
    questions: [
      q(
        'hasVehicle',
        'yesno',
        tx(
          'Does anyone own a car, truck or other vehicle?',
          '¿Alguien es dueño de un carro, camioneta u otro vehículo?',
        ),
      ),
      q(
        'otherProperty',
        'yesno',
        tx(
          'Does anyone own land or a building other than your home?',
          '¿Alguien es dueño de un terreno o un edificio que no sea su casa?',
        ),
      ),
    ],
  };
}
