import type { CodeTableValue } from '@portal/contracts/code-tables';
import { codeTableChoice } from '../code-tables';
import type { FormDefinition, Question, Section } from '../types';
import { HOUSEHOLD_FOOD } from './applications';
import { contactSection, expensesSection, householdSection, incomeSection, q, tx, yes } from './parts';

/**
 * Keeping food benefits: reporting a change and renewing. Both forms ask the same sections as
 * the food application, with the same answer keys, so the case's records fill them in
 * (`answersOfRecords`) and the answers become records again (`householdRecords`) when the
 * caseworker accepts. A change report walks only the parts the person says changed; a renewal
 * asks first whether anything changed, and walks every part only if something did.
 */

/** What a change report can be about: each opens a part of the form. */
type ChangePart = CodeTableValue<'ChangeKind'>;

/** The reporting rules of food assistance (spec part 2 §9), where a change is reported. */
const REPORTING_RULES = q(
  'reportingRules',
  'static',
  tx(
    'Report a change by the 10th of the month after it happens. Always report: income that takes your household over its limit; winnings from gambling or the lottery over $4,250; work hours that fall below 80 a month if you must work to get benefits; a job that stopped in the past six months.',
    'Informe un cambio antes del día 10 del mes siguiente a cuando ocurre. Siempre informe: ingresos que hagan que su hogar supere su límite; ganancias de juegos de azar o de la lotería de más de $4,250; horas de trabajo que bajen de 80 al mes si debe trabajar para recibir beneficios; un empleo que terminó en los últimos seis meses.',
  ),
);

const partsQuestion: Question = q(
  'changed',
  'multi',
  tx('What changed? Choose all that apply.', '¿Qué cambió? Elija todo lo que corresponda.'),
  codeTableChoice('ChangeKind'),
);

/** The first page of a change report: what changed and since when. */
export const CHANGE_PAGE = 'change';

const asked = (part: ChangePart, section: Section): Section => ({
  ...section,
  askWhen: { q: 'changed', includes: part },
});

export const foodChangeReport: FormDefinition = {
  id: 'FNS_COC',
  version: 1,
  title: tx('Report a change', 'Informar un cambio'),
  overview: [
    tx(
      'We filled in this report with what we have on file for your case. Change only what is different.',
      'Llenamos este informe con lo que tenemos en su caso. Cambie solo lo que sea diferente.',
    ),
  ],
  programs: { fixed: ['FNS'] },
  anonymous: false,
  signature: { medicalExpenseQuestion: 'medicalExpenses' },
  sections: [
    {
      id: 'change',
      title: tx('Your change', 'Su cambio'),
      pages: [
        {
          id: CHANGE_PAGE,
          title: tx('What changed', 'Qué cambió'),
          questions: [
            REPORTING_RULES,
            partsQuestion,
            q('changeDate', 'date', tx('When did it change?', '¿Cuándo cambió?'), {
              hint: tx('MM/DD/YYYY', 'MM/DD/AAAA'),
              rules: { notFuture: true },
            }),
          ],
        },
      ],
    },
    asked('HOUSEHOLD', householdSection(HOUSEHOLD_FOOD)),
    asked('ADDRESS', contactSection()),
    asked('INCOME', incomeSection()),
    asked('COSTS', expensesSection()),
  ],
};

const whenChanged = (section: Section): Section => ({ ...section, askWhen: yes('anythingChanged') });

export const foodRenewal: FormDefinition = {
  id: 'FNS_RECERT',
  version: 1,
  title: tx('Renew your food and nutrition benefits', 'Renovar sus beneficios de alimentos y nutrición'),
  overview: [
    tx(
      'We filled in your renewal with what we have on file for your case. Change only what is different.',
      'Llenamos su renovación con lo que tenemos en su caso. Cambie solo lo que sea diferente.',
    ),
  ],
  programs: { fixed: ['FNS'] },
  anonymous: false,
  signature: { medicalExpenseQuestion: 'medicalExpenses' },
  sections: [
    {
      id: 'anything',
      title: tx('Your renewal', 'Su renovación'),
      pages: [
        {
          // Like a change report's first page, it describes the renewal, not the case: it is not
          // compared with what is on file.
          id: CHANGE_PAGE,
          title: tx('Has anything changed?', '¿Ha cambiado algo?'),
          questions: [
            q(
              'anythingChanged',
              'yesno',
              tx(
                'Since we last decided your case, has anything changed in who lives with you, your address, your income or your costs?',
                'Desde que decidimos su caso por última vez, ¿ha cambiado algo en quién vive con usted, su dirección, sus ingresos o sus gastos?',
              ),
              { hint: tx('If not, you go straight to sign.', 'Si no, pasa directamente a firmar.') },
            ),
          ],
        },
      ],
    },
    whenChanged(householdSection(HOUSEHOLD_FOOD)),
    whenChanged(contactSection()),
    whenChanged(incomeSection()),
    whenChanged(expensesSection()),
  ],
};

/**
 * An authorized representative (life event AUTH_REP): someone the household names to act for it.
 * Nothing is on file before, so every answer reads as new to the caseworker.
 */
export const authorizedRepresentative: FormDefinition = {
  id: 'AUTH_REP',
  version: 1,
  title: tx('Name an authorized representative', 'Nombrar a un representante autorizado'),
  overview: [
    tx(
      'An authorized representative can act for your household: report changes, renew, get notices or an EBT card, as you choose.',
      'Un representante autorizado puede actuar por su hogar: informar cambios, renovar, recibir avisos o una tarjeta EBT, según usted elija.',
    ),
  ],
  programs: { fixed: ['FNS'] },
  anonymous: false,
  sections: [
    {
      id: 'representative',
      title: tx('Your representative', 'Su representante'),
      pages: [
        {
          id: 'representative',
          title: tx('Who will act for you', 'Quién actuará por usted'),
          questions: [
            q('repFirstName', 'text', tx('First name', 'Nombre'), { rules: { maxLength: 50 } }),
            q('repLastName', 'text', tx('Last name', 'Apellido'), { rules: { maxLength: 50 } }),
            q(
              'repRelationship',
              'choice',
              tx('How is this person related to you?', '¿Qué parentesco tiene esta persona con usted?'),
              codeTableChoice('Relationship', { except: ['SELF'] }),
            ),
            q('repPhone', 'phone', tx('Phone number', 'Número de teléfono'), {
              hint: tx('###-###-####', '###-###-####'),
            }),
            q('repAddress', 'address', tx('Mailing address', 'Dirección postal')),
            q(
              'repPowers',
              'multi',
              tx(
                'What may this person do for you? Choose all that apply.',
                '¿Qué puede hacer esta persona por usted? Elija todo lo que corresponda.',
              ),
              codeTableChoice('RepresentativePower'),
            ),
            q(
              'repMedicaid',
              'static',
              tx(
                'For Medicaid, a representative also needs your written, signed permission: send it with "Upload documents".',
                'Para Medicaid, el representante también necesita su permiso por escrito y firmado: envíelo con "Subir documentos".',
              ),
            ),
          ],
        },
      ],
    },
  ],
};

/** The forms that report on a case rather than apply: a change report, a renewal, a representative. */
export const CASE_FORMS = { COC: foodChangeReport, RECERT: foodRenewal } as const;
export const isCaseForm = (formId: string) =>
  [foodChangeReport.id, foodRenewal.id, authorizedRepresentative.id].includes(formId);

/** The part of the change report each life event opens (AUTH_REP has its own form). */
export const LIFE_EVENT_PARTS: Record<string, ChangePart> = {
  MOVED: 'ADDRESS',
  JOB_STARTED: 'INCOME',
  JOB_ENDED: 'INCOME',
  SOMEONE_JOINED: 'HOUSEHOLD',
  SOMEONE_LEFT: 'HOUSEHOLD',
};
