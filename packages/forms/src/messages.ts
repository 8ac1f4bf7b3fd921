import type { Issue, IssueCode, Lang, Text } from './types';

/** The generic form messages (spec part 2 §5), with `{limit}` filled in. */
export const ISSUE_MESSAGES: Record<IssueCode, Text> = {
  required: { en: 'This field is required.', es: 'Este campo es obligatorio.' },
  valid: { en: 'Enter a valid value.', es: 'Escriba un valor válido.' },
  number: { en: 'Enter a number.', es: 'Escriba un número.' },
  integer: { en: 'Enter a whole number.', es: 'Escriba un número entero.' },
  min: { en: 'Enter a value of {limit} or more.', es: 'Escriba un valor de {limit} o más.' },
  max: { en: 'Enter a value of {limit} or less.', es: 'Escriba un valor de {limit} o menos.' },
  minExclusive: { en: 'Enter a value greater than {limit}.', es: 'Escriba un valor mayor que {limit}.' },
  maxExclusive: { en: 'Enter a value less than {limit}.', es: 'Escriba un valor menor que {limit}.' },
  minLength: { en: 'Enter at least {limit} characters.', es: 'Escriba al menos {limit} caracteres.' },
  maxLength: { en: 'Enter no more than {limit} characters.', es: 'Escriba como máximo {limit} caracteres.' },
  date: { en: 'Enter a real date as MM/DD/YYYY.', es: 'Escriba una fecha real como MM/DD/AAAA.' },
  futureDate: { en: 'The date cannot be in the future.', es: 'La fecha no puede ser futura.' },
  ssn: { en: 'Enter a 9-digit Social Security number.', es: 'Escriba un número de Seguro Social de 9 dígitos.' },
  phone: { en: 'Enter a phone number as ###-###-####.', es: 'Escriba un número de teléfono como ###-###-####.' },
  email: {
    en: 'Enter an e-mail address like name@example.com.',
    es: 'Escriba un correo electrónico como nombre@ejemplo.com.',
  },
  zip: { en: 'Enter a 5-digit ZIP code.', es: 'Escriba un código postal de 5 dígitos.' },
  selectBox: { en: 'Select the required box below.', es: 'Marque la casilla obligatoria a continuación.' },
};

export function issueText(issue: Pick<Issue, 'code' | 'limit'>, lang: Lang): string {
  return ISSUE_MESSAGES[issue.code][lang].replace('{limit}', String(issue.limit ?? ''));
}

/** Words of the engine's own screens (summary, yes/no, address parts). */
export const ENGINE_TEXT = {
  yes: { en: 'Yes', es: 'Sí' },
  no: { en: 'No', es: 'No' },
  notAnswered: { en: 'Not answered', es: 'Sin respuesta' },
  person: { en: 'Person {n}', es: 'Persona {n}' },
  line1: { en: 'Street address', es: 'Dirección' },
  line2: { en: 'Apartment, suite or unit (optional)', es: 'Apartamento, suite o unidad (opcional)' },
  city: { en: 'City', es: 'Ciudad' },
  state: { en: 'State', es: 'Estado' },
  choose: { en: '- Select -', es: '- Seleccione -' },
  zip: { en: 'ZIP code', es: 'Código postal' },
  first: { en: 'First name', es: 'Nombre' },
  middle: { en: 'Middle name (optional)', es: 'Segundo nombre (opcional)' },
  last: { en: 'Last name', es: 'Apellido' },
} satisfies Record<string, Text>;
