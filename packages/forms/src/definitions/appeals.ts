import { codeTableChoice } from '../code-tables';
import type { FormDefinition, Page } from '../types';
import { q, tx, yes } from './build';

/**
 * Asking for a hearing (an appeal request). The decision it is about is chosen before the form
 * starts and kept with the draft (features/appeals), so the form asks only what the hearing
 * office needs: why, what the person wants while waiting, how to hold the hearing, how to reach
 * them and who may speak for them. A case action (benefits reduced or ended) may keep benefits
 * unchanged until the hearing; a decision on a new application cannot, so that form has no such page.
 */

const reasonPage: Page = {
  id: 'reason',
  title: tx('Why you disagree', 'Por qué no está de acuerdo'),
  questions: [
    q(
      'reason',
      'text',
      tx('Tell us why you think the decision is wrong.', 'Díganos por qué cree que la decisión es incorrecta.'),
      {
        hint: tx(
          'For example: income counted twice, a document we did not receive, a person left out. At most 1,000 characters.',
          'Por ejemplo: ingresos contados dos veces, un documento que no recibimos, una persona que quedó fuera. Como máximo 1,000 caracteres.',
        ),
        rules: { maxLength: 1000 },
      },
    ),
  ],
};

const continuationPage: Page = {
  id: 'continuation',
  title: tx('Your benefits while you wait', 'Sus beneficios mientras espera'),
  questions: [
    q(
      'continueBenefits',
      'yesno',
      tx(
        'Do you want your benefits to continue unchanged until the hearing decision?',
        '¿Quiere que sus beneficios continúen sin cambios hasta la decisión de la audiencia?',
      ),
      {
        hint: tx(
          'If the hearing upholds the decision, you may have to pay back the benefits you got while waiting.',
          'Si la audiencia confirma la decisión, es posible que tenga que devolver los beneficios que recibió mientras esperaba.',
        ),
      },
    ),
  ],
};

const hearingPage: Page = {
  id: 'hearing',
  title: tx('Your hearing', 'Su audiencia'),
  questions: [
    q(
      'hearingMode',
      'choice',
      tx('How would you like to take part in the hearing?', '¿Cómo le gustaría participar en la audiencia?'),
      codeTableChoice('HearingMode'),
    ),
    q('interpreter', 'yesno', tx('Do you need an interpreter?', '¿Necesita un intérprete?')),
    q('interpreterLanguage', 'text', tx('Which language?', '¿Qué idioma?'), {
      when: yes('interpreter'),
      rules: { maxLength: 50 },
    }),
    q(
      'accommodation',
      'text',
      tx(
        'Do you need anything else to take part (for example a sign language interpreter or an accessible room)?',
        '¿Necesita algo más para participar (por ejemplo, un intérprete de lenguaje de señas o una sala accesible)?',
      ),
      { optional: true, rules: { maxLength: 500 } },
    ),
  ],
};

const contactPage: Page = {
  id: 'contact',
  title: tx('How to reach you', 'Cómo comunicarnos con usted'),
  intro: tx(
    'The hearing office will use these to set up your hearing.',
    'La oficina de audiencias los usará para organizar su audiencia.',
  ),
  questions: [
    q('hearingPhone', 'phone', tx('Phone number', 'Número de teléfono'), {
      hint: tx('###-###-####', '###-###-####'),
    }),
    q('hearingEmail', 'email', tx('Email address', 'Correo electrónico'), { optional: true }),
  ],
};

const representativePage: Page = {
  id: 'representative',
  title: tx('Someone to speak for you', 'Alguien que hable por usted'),
  questions: [
    q(
      'hasRepresentative',
      'yesno',
      tx(
        'Will someone (an authorized representative, a lawyer or a friend) speak for you at the hearing?',
        '¿Alguien (un representante autorizado, un abogado o un amigo) hablará por usted en la audiencia?',
      ),
    ),
    q('appealRepName', 'text', tx('Their full name', 'Su nombre completo'), {
      when: yes('hasRepresentative'),
      rules: { maxLength: 100 },
    }),
    q('appealRepPhone', 'phone', tx('Their phone number', 'Su número de teléfono'), {
      when: yes('hasRepresentative'),
      hint: tx('###-###-####', '###-###-####'),
    }),
  ],
};

const documentsPage: Page = {
  id: 'documents',
  title: tx('Papers that support your appeal', 'Documentos que apoyan su apelación'),
  questions: [
    q(
      'documentsNote',
      'static',
      tx(
        'You do not need papers to ask for a hearing. If you have some that show the decision is wrong, send them with "Upload documents" after you submit this request (the confirmation leads there): the hearing officer sees every document you send while your appeal is open.',
        'No necesita documentos para pedir una audiencia. Si tiene algunos que muestran que la decisión es incorrecta, envíelos con "Subir documentos" después de enviar esta solicitud (la confirmación lo lleva allí): el oficial de audiencias ve todos los documentos que envíe mientras su apelación esté abierta.',
      ),
    ),
  ],
};

const appealForm = (id: string, pages: Page[]): FormDefinition => ({
  id,
  version: 1,
  title: tx('Ask for a hearing', 'Pedir una audiencia'),
  overview: [
    tx(
      'A hearing officer who did not make the decision will listen to you and decide whether it was right.',
      'Un oficial de audiencias que no tomó la decisión lo escuchará y decidirá si fue correcta.',
    ),
  ],
  // The programme is the decision's, kept with the request; the form itself applies for nothing.
  programs: { fixed: [] },
  anonymous: false,
  signature: { kind: 'appeal' },
  sections: [{ id: 'appeal', title: tx('Your appeal', 'Su apelación'), pages }],
});

/** About a decision on an application (approved or denied): benefits cannot continue. */
export const appealRequest = appealForm('APPEAL', [
  reasonPage,
  hearingPage,
  contactPage,
  representativePage,
  documentsPage,
]);
/** About a case action (a renewal or change decided): benefits may continue until the hearing. */
export const appealRequestContinuing = appealForm('APPEAL_CONTINUING', [
  reasonPage,
  continuationPage,
  hearingPage,
  contactPage,
  representativePage,
  documentsPage,
]);
export const isAppealForm = (formId: string) => formId === appealRequest.id || formId === appealRequestContinuing.id;
