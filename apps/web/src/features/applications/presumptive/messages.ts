import { defineMessages } from '../../../i18n/messages';

/** The presumptive-eligibility pages' texts. */
export const messages = defineMessages({
  'pe.title': { en: 'File presumptive eligibility', es: 'Presentar elegibilidad presunta' },
  'pe.intro': {
    en: 'Enter what the patient tells you. The decision comes as soon as you file: patients whose household income is at or under the limit for their household size and category get temporary Medicaid coverage right away.',
    es: 'Ingrese lo que le diga el paciente. La decisión llega en cuanto presente el formulario: los pacientes cuyo ingreso del hogar esté en el límite o por debajo del límite según el tamaño del hogar y la categoría obtienen cobertura temporal de Medicaid de inmediato.',
  },
  'pe.required': { en: '(required)', es: '(obligatorio)' },
  'pe.notAllowed': {
    en: 'Your account cannot file presumptive eligibility. Ask your facility’s administrator if you should be able to.',
    es: 'Su cuenta no puede presentar elegibilidad presunta. Pregunte al administrador de su centro si debería poder hacerlo.',
  },
  'pe.facility': { en: 'Facility', es: 'Centro' },
  'pe.facilityChoose': { en: '- Select -', es: '- Seleccione -' },
  'pe.patient': { en: 'Patient', es: 'Paciente' },
  'pe.firstName': { en: 'First name', es: 'Nombre' },
  'pe.lastName': { en: 'Last name', es: 'Apellido' },
  'pe.birthDate': { en: 'Date of birth', es: 'Fecha de nacimiento' },
  'pe.dateHint': { en: 'MM/DD/YYYY', es: 'MM/DD/AAAA' },
  'pe.ssn': { en: 'Social Security number (optional)', es: 'Número de Seguro Social (opcional)' },
  'pe.ssnHint': {
    en: '9 digits. With it, the patient sees the coverage when they sign in to the portal.',
    es: '9 dígitos. Con él, el paciente ve la cobertura cuando inicia sesión en el portal.',
  },
  'pe.address': { en: 'Street address', es: 'Dirección' },
  'pe.city': { en: 'City', es: 'Ciudad' },
  'pe.zip': { en: 'ZIP code', es: 'Código postal' },
  'pe.household': { en: 'Household and income', es: 'Hogar e ingresos' },
  'pe.householdSize': { en: 'Number of people in the household', es: 'Número de personas en el hogar' },
  'pe.householdHint': {
    en: 'Count the patient and the people they live with and buy food with (a pregnant woman counts each unborn child too).',
    es: 'Cuente al paciente y a las personas con quienes vive y compra alimentos (una mujer embarazada cuenta también a cada bebé por nacer).',
  },
  'pe.income': { en: 'Monthly household income before taxes', es: 'Ingreso mensual del hogar antes de impuestos' },
  'pe.incomeHint': { en: 'In dollars, such as 2500 or 2500.50.', es: 'En dólares, como 2500 o 2500.50.' },
  'pe.category': { en: 'Coverage category', es: 'Categoría de cobertura' },
  'pe.categoryLimit': {
    en: '{percent}% of the federal poverty guideline',
    es: '{percent}% de la guía federal de pobreza',
  },
  'pe.submit': { en: 'File and get the decision', es: 'Presentar y obtener la decisión' },
  'pe.sending': { en: 'Filing…', es: 'Presentando…' },
  'pe.confirmTitle': { en: 'Presumptive eligibility decision', es: 'Decisión de elegibilidad presunta' },
  'pe.eligible': { en: 'Eligible for temporary coverage', es: 'Elegible para cobertura temporal' },
  'pe.eligibleText': {
    en: '{name} has temporary Medicaid coverage ({category}) from {start} through {end}.',
    es: '{name} tiene cobertura temporal de Medicaid ({category}) desde el {start} hasta el {end}.',
  },
  'pe.due': {
    en: 'The full Medicaid application is due by {end}. Without it, the temporary coverage ends that day.',
    es: 'La solicitud completa de Medicaid vence el {end}. Sin ella, la cobertura temporal termina ese día.',
  },
  'pe.notEligible': { en: 'Not eligible for temporary coverage', es: 'No es elegible para cobertura temporal' },
  'pe.reason': {
    en: 'The household’s monthly income of {income} is over the limit of {limit} for a household of {size} ({category}: {percent}% of the {year} federal poverty guideline).',
    es: 'El ingreso mensual del hogar de {income} supera el límite de {limit} para un hogar de {size} personas ({category}: {percent}% de la guía federal de pobreza de {year}).',
  },
  'pe.stillApply': {
    en: 'The patient can still file a full application for Medicaid, which looks at all of the household’s circumstances.',
    es: 'El paciente aún puede presentar una solicitud completa de Medicaid, en la que se consideran todas las circunstancias del hogar.',
  },
  'pe.details': { en: 'What you reported', es: 'Lo que usted informó' },
  'pe.filed': { en: 'Filed', es: 'Presentado' },
  'pe.filedValue': { en: '{date} by {name}, {facility}', es: '{date} por {name}, {facility}' },
  'pe.limit': { en: 'Monthly income limit', es: 'Límite de ingreso mensual' },
  'pe.notice': { en: 'Notice for the patient', es: 'Aviso para el paciente' },
  'pe.noticeText': {
    en: 'Print the notice and give it to the patient, in the language they read.',
    es: 'Imprima el aviso y entrégueselo al paciente, en el idioma que lee.',
  },
  'pe.noticeEn': { en: 'Notice in English (PDF)', es: 'Aviso en inglés (PDF)' },
  'pe.noticeEs': { en: 'Notice in Spanish (PDF)', es: 'Aviso en español (PDF)' },
  'pe.another': { en: 'File for another patient', es: 'Presentar para otro paciente' },
  'pe.dashboard': { en: 'Go to your dashboard', es: 'Ir a su panel principal' },
});
