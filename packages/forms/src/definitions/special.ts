import { codeTableChoice } from '../code-tables';
import type { FormDefinition } from '../types';
import { contactSection, householdSection, incomeSection, q, tx, yes } from './parts';

/** Disaster food assistance (D-SNAP) pre-registration: who was affected and what they lost. */
export const disasterPreregistration: FormDefinition = {
  id: 'DSNAP',
  version: 2,
  title: tx('Pre-register for disaster food assistance', 'Preinscribirse para asistencia alimentaria por desastre'),
  overview: [
    tx(
      'Did you live or work in one of these counties when the disaster struck? Then pre-register here. To finish, come to a disaster site on your day. Your day is set by the first letter of your last name.',
      '¿Vivía o trabajaba en uno de estos condados cuando ocurrió el desastre? Entonces preinscríbase aquí. Para terminar, vaya a un sitio de desastre en su día. Su día depende de la primera letra de su apellido.',
    ),
    tx(
      'Households that already get food assistance do not need to pre-register.',
      'Los hogares que ya reciben asistencia de alimentos no necesitan preinscribirse.',
    ),
  ],
  programs: { fixed: ['DSNAP'] },
  anonymous: false,
  sections: [
    householdSection(
      tx(
        'Count everyone who lived with you when the disaster struck.',
        'Cuente a todas las personas que vivían con usted cuando ocurrió el desastre.',
      ),
    ),
    contactSection(),
    {
      id: 'disaster',
      title: tx('The disaster', 'El desastre'),
      pages: [
        {
          id: 'losses',
          title: tx('How the disaster affected you', 'Cómo le afectó el desastre'),
          questions: [
            q('county', 'text', tx('County where you lived or worked', 'Condado donde vivía o trabajaba'), {
              rules: { maxLength: 60 },
            }),
            q(
              'losses',
              'multi',
              tx(
                'What did your household lose or pay for because of the disaster?',
                '¿Qué perdió o pagó su hogar a causa del desastre?',
              ),
              {
                ...codeTableChoice('DisasterLoss'),
              },
            ),
            q(
              'disasterCosts',
              'currency',
              tx(
                'Total of these costs not paid back by insurance',
                'Total de estos gastos que el seguro no le devolvió',
              ),
              { rules: { max: 1_000_000 } },
            ),
            q(
              'getsFood',
              'yesno',
              tx('Does your household get food assistance now?', '¿Su hogar recibe asistencia de alimentos ahora?'),
            ),
          ],
        },
      ],
    },
    incomeSection(),
  ],
};

/** Medicaid help with COVID-19 testing and treatment for people without other coverage. */
export const covidApplication: FormDefinition = {
  id: 'COVID',
  version: 1,
  title: tx('Apply for COVID-19 testing and treatment help', 'Solicitar ayuda para pruebas y tratamiento de COVID-19'),
  overview: [
    tx(
      'This Medicaid program pays for COVID-19 testing, testing-related visits and treatment for people who have no other health coverage.',
      'Este programa de Medicaid paga las pruebas de COVID-19, las visitas relacionadas con las pruebas y el tratamiento para personas que no tienen otra cobertura médica.',
    ),
  ],
  programs: { fixed: ['COVID'] },
  anonymous: false,
  sections: [
    householdSection(tx('Count everyone who lives with you.', 'Cuente a todas las personas que viven con usted.')),
    contactSection(),
    {
      id: 'covid',
      title: tx('Testing and treatment', 'Pruebas y tratamiento'),
      pages: [
        {
          id: 'covidCoverage',
          title: tx('Your health coverage', 'Su cobertura médica'),
          questions: [
            q(
              'otherCoverage',
              'yesno',
              tx(
                'Do you have any other health insurance, Medicare or Medicaid?',
                '¿Tiene algún otro seguro médico, Medicare o Medicaid?',
              ),
            ),
            q(
              'tested',
              'yesno',
              tx(
                'Have you been tested for COVID-19 in the last 3 months?',
                '¿Se hizo una prueba de COVID-19 en los últimos 3 meses?',
              ),
            ),
            q('testDate', 'date', tx('Date of the test', 'Fecha de la prueba'), {
              when: yes('tested'),
              hint: tx('MM/DD/YYYY', 'MM/DD/AAAA'),
              rules: { notFuture: true },
            }),
          ],
        },
      ],
    },
  ],
};
