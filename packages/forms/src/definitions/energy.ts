import { codeTableChoice } from '../code-tables';
import type { FormDefinition } from '../types';
import { contactSection, householdSection, incomeSection, q, tx, yes } from './parts';

/** Low Income Energy Assistance (LIEAP): a one-time payment toward heating costs. */
export const energyApplication: FormDefinition = {
  id: 'LIEAP',
  version: 2,
  title: tx('Apply for energy assistance (LIEAP)', 'Solicitar asistencia de energía (LIEAP)'),
  overview: [
    tx(
      'The Low Income Energy Assistance Program makes a one-time payment to your heating company.',
      'El Programa de Asistencia de Energía para Personas de Bajos Ingresos hace un pago único a su compañía de calefacción.',
    ),
    tx(
      'If your heat has been or will soon be cut off, tell us: you may get crisis help.',
      'Si le cortaron o le van a cortar la calefacción, díganoslo: podría recibir ayuda de crisis.',
    ),
  ],
  programs: { fixed: ['LIEAP'] },
  anonymous: true,
  sections: [
    householdSection(tx('Count everyone who lives in your home.', 'Cuente a todas las personas que viven en su casa.')),
    contactSection(),
    incomeSection(),
    {
      id: 'heating',
      title: tx('Heating', 'Calefacción'),
      pages: [
        {
          id: 'heating',
          title: tx('How you heat your home', 'Cómo calienta su casa'),
          questions: [
            q('heatSource', 'choice', tx('Main heating source', 'Fuente principal de calefacción'), {
              ...codeTableChoice('HeatingSource'),
            }),
            q('vendor', 'text', tx('Name of the heating company', 'Nombre de la compañía de calefacción'), {
              rules: { maxLength: 100 },
            }),
            q('vendorAccount', 'text', tx('Account number with that company', 'Número de cuenta con esa compañía'), {
              rules: { maxLength: 40 },
            }),
            q(
              'shutoff',
              'yesno',
              tx('Have you received a cut-off notice?', '¿Recibió un aviso de corte del servicio?'),
            ),
            q('shutoffDate', 'date', tx('Cut-off date', 'Fecha de corte'), {
              when: yes('shutoff'),
              hint: tx('MM/DD/YYYY', 'MM/DD/AAAA'),
            }),
          ],
        },
      ],
    },
  ],
};
