import type { FormDefinition } from '../types';
import { q, tx } from './parts';

/**
 * Standalone identity proofing (spec part 1 §2 "/nf-standalone-ridp/form/{formId}", part 2 §7
 * apply_for_standalone_ridp / finish_standalone_ridp): the details the identity service checks
 * with the credit bureau, asked as a guided form of its own, outside any application. It asks
 * for no programme and is finished, not signed: finishing sends the answers to the identity
 * service, which opens the question quiz that links the account to the person's case.
 */
export const standaloneRidp: FormDefinition = {
  id: 'RIDP',
  version: 1,
  title: tx('Prove your identity', 'Compruebe su identidad'),
  overview: [
    tx(
      'Answer a few questions so we can check who you are with an identity service. It uses a credit bureau, but it is a soft inquiry: it does not change your credit score. Once your identity is proven, your account is linked to your case.',
      'Conteste algunas preguntas para que podamos comprobar quién es usted con un servicio de identidad. Este usa una agencia de crédito, pero es una consulta suave: no cambia su puntaje de crédito. Una vez comprobada su identidad, su cuenta se vincula a su caso.',
    ),
  ],
  programs: { fixed: [] },
  anonymous: false,
  sections: [
    {
      id: 'identity',
      title: tx('About you', 'Sobre usted'),
      pages: [
        {
          id: 'identityName',
          title: tx('Your name and date of birth', 'Su nombre y fecha de nacimiento'),
          intro: tx(
            'Write your name as it appears on your Social Security card.',
            'Escriba su nombre como aparece en su tarjeta de Seguro Social.',
          ),
          questions: [
            q('firstName', 'text', tx('First name', 'Nombre'), {
              rules: { maxLength: 60 },
              autocomplete: 'given-name',
            }),
            q('lastName', 'text', tx('Last name', 'Apellido'), {
              rules: { maxLength: 60 },
              autocomplete: 'family-name',
              together: true,
            }),
            q('birthDate', 'date', tx('Date of birth', 'Fecha de nacimiento'), {
              autocomplete: 'bday',
              hint: tx('MM/DD/YYYY', 'MM/DD/AAAA'),
              rules: { notFuture: true },
            }),
          ],
        },
        {
          id: 'identityNumbers',
          title: tx('Your Social Security number and address', 'Su número de Seguro Social y su dirección'),
          questions: [
            q('ssn', 'ssn', tx('Social Security number', 'Número de Seguro Social'), {
              hint: tx(
                '9 digits. The identity service uses it only to find your credit file.',
                '9 dígitos. El servicio de identidad solo lo usa para encontrar su expediente de crédito.',
              ),
            }),
            q('homeAddress', 'address', tx('Home address', 'Dirección de su casa')),
          ],
        },
      ],
    },
  ],
};
