import { MEDICAID_ABD_FORM, PROCESSING_DAYS } from '@portal/contracts/applications-api';
import { codeTableChoice } from '../code-tables';
import type { FormDefinition } from '../types';
import { money } from './build';
import { contactSection, householdSection, incomeSection, q, tx, yes } from './parts';

const blindOrDisabled = {
  any: [
    { q: 'basis', includes: 'BLIND' },
    { q: 'basis', includes: 'DISABLED' },
  ],
};

/**
 * Medicaid for people who are 65 or older, blind or disabled: its own form, because it asks what
 * the family form does not (why, the condition and who treats it, where the person lives, Medicare,
 * and what they own: these programmes count resources) and is decided on a longer clock.
 */
export const medicaidAbdApplication: FormDefinition = {
  id: MEDICAID_ABD_FORM,
  version: 1,
  title: tx(
    'Apply for Medicaid for people who are 65 or older, blind or disabled',
    'Solicitar Medicaid para personas de 65 años o más, ciegas o con una discapacidad',
  ),
  overview: [
    tx(
      'This Medicaid pays for health care, and can pay for care at home or in a nursing home, for people who are 65 or older, blind or disabled.',
      'Este Medicaid paga la atención médica, y puede pagar el cuidado en casa o en un hogar de ancianos, de personas de 65 años o más, ciegas o con una discapacidad.',
    ),
    tx(
      `We decide within ${PROCESSING_DAYS.disabilityMedicaid} days, because we may need to decide on a disability.`,
      `Decidimos en ${PROCESSING_DAYS.disabilityMedicaid} días, porque es posible que debamos decidir sobre una discapacidad.`,
    ),
  ],
  programs: { fixed: ['MA'] },
  anonymous: false,
  sections: [
    householdSection(
      tx(
        'Count yourself and your husband or wife if you live together.',
        'Cuéntese a usted y a su esposo o esposa si viven juntos.',
      ),
    ),
    contactSection(),
    {
      id: 'abdReason',
      title: tx('Why you are applying', 'Por qué presenta la solicitud'),
      pages: [
        {
          id: 'basis',
          title: tx('Age, blindness or disability', 'Edad, ceguera o discapacidad'),
          questions: [
            q('basis', 'multi', tx('Which of these apply to you?', '¿Cuáles de estas situaciones le corresponden?'), {
              ...codeTableChoice('MedicaidBasis'),
              hint: tx('Choose all that apply.', 'Elija todas las que correspondan.'),
            }),
            q(
              'condition',
              'text',
              tx('What is the condition, and since when?', '¿Cuál es la condición y desde cuándo?'),
              { when: blindOrDisabled, rules: { maxLength: 300 } },
            ),
            q('doctor', 'text', tx('Doctor or clinic that treats it', 'Médico o clínica que la trata'), {
              when: blindOrDisabled,
              rules: { maxLength: 100 },
            }),
            q(
              'disabilityBenefits',
              'yesno',
              tx(
                'Do you get Social Security disability or SSI, or have you applied for it?',
                '¿Recibe beneficios por discapacidad del Seguro Social o SSI, o los ha solicitado?',
              ),
              { when: blindOrDisabled },
            ),
          ],
        },
        {
          id: 'living',
          title: tx('Where you live and your coverage', 'Dónde vive y su cobertura'),
          questions: [
            q('livingArrangement', 'choice', tx('Where do you live now?', '¿Dónde vive ahora?'), {
              ...codeTableChoice('LivingArrangement'),
            }),
            q('medicare', 'yesno', tx('Do you have Medicare?', '¿Tiene Medicare?')),
            q(
              'otherInsurance',
              'yesno',
              tx('Do you have any other health insurance?', '¿Tiene algún otro seguro médico?'),
            ),
          ],
        },
      ],
    },
    incomeSection(),
    {
      id: 'abdResources',
      title: tx('What you own', 'Lo que usted posee'),
      pages: [
        {
          id: 'abdResources',
          title: tx('Money and property', 'Dinero y bienes'),
          intro: tx(
            'Count what you (and your husband or wife) own. Your home and one vehicle usually do not count.',
            'Cuente lo que usted (y su esposo o esposa) posee. Su casa y un vehículo por lo general no cuentan.',
          ),
          questions: [
            q(
              'bankTotal',
              'currency',
              tx(
                'Total of bank accounts, cash, stocks and bonds',
                'Total de cuentas bancarias, efectivo, acciones y bonos',
              ),
              { rules: money },
            ),
            q(
              'lifeInsurance',
              'yesno',
              tx(
                'Do you own a life insurance policy with a cash value?',
                '¿Tiene un seguro de vida con valor en efectivo?',
              ),
            ),
            q(
              'otherProperty',
              'yesno',
              tx(
                'Do you own land, a building or a vehicle other than your home and one car?',
                '¿Es dueño de un terreno, un edificio o un vehículo además de su casa y un carro?',
              ),
            ),
            q(
              'transferred',
              'yesno',
              tx(
                'In the last 5 years, did you give away or sell anything for less than it was worth?',
                'En los últimos 5 años, ¿regaló o vendió algo por menos de lo que valía?',
              ),
            ),
            q('transferDetails', 'text', tx('What, when and to whom?', '¿Qué, cuándo y a quién?'), {
              when: yes('transferred'),
              rules: { maxLength: 300 },
            }),
          ],
        },
      ],
    },
  ],
};
