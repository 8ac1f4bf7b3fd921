/**
 * The code tables of the portal (spec part 1 §3.2, served by GET /api/v1/codetables/{tableName}),
 * written once: the server seeds them into the database and describes codes with them, and the
 * form definitions (packages/forms) take the options of a question that names a table from here.
 * Descriptions in both languages; item order is the table's sort order (the first is 1).
 * Zod-free, so the browser can import it ('@portal/contracts/code-tables').
 *
 * Values are stored in answers and records: never change one; add new items at the end.
 */
export interface CodeTableText {
  value: string;
  en: string;
  es: string;
}

export interface CodeTableDefinition {
  defaultValue: string | null;
  items: readonly CodeTableText[];
}

import { APPEAL_CODE_TABLES } from './code-tables-appeals';
import { CASE_CODE_TABLES } from './code-tables-cases';

const table = <const V extends string>(
  defaultValue: NoInfer<V> | null,
  items: readonly { value: V; en: string; es: string }[],
) => ({ defaultValue, items });

export const CODE_TABLES = {
  ContactMethod: table(null, [
    { value: 'EMAIL', en: 'Email', es: 'Correo electrónico' },
    { value: 'PHONE', en: 'Text message (SMS)', es: 'Mensaje de texto (SMS)' },
  ]),
  ProgramType: table(null, [
    { value: 'FNS', en: 'Food and Nutrition Services (SNAP)', es: 'Servicios de Alimentos y Nutrición (SNAP)' },
    { value: 'MA', en: 'Medicaid (medical assistance)', es: 'Medicaid (asistencia médica)' },
    { value: 'WF', en: 'Work First (cash assistance)', es: 'Work First (asistencia en efectivo)' },
    {
      value: 'LIEAP',
      en: 'Low Income Energy Assistance (LIEAP)',
      es: 'Asistencia de Energía para Personas de Bajos Ingresos (LIEAP)',
    },
    { value: 'DSNAP', en: 'Disaster food assistance (D-SNAP)', es: 'Asistencia alimentaria por desastre (D-SNAP)' },
    {
      value: 'COVID',
      en: 'COVID-19 testing and treatment (Medicaid)',
      es: 'Pruebas y tratamiento de COVID-19 (Medicaid)',
    },
  ]),
  /** SELF is the applicant; the application asks the others' relationship (SPOUSE … NOT_RELATED). */
  Relationship: table('SELF', [
    { value: 'SELF', en: 'Self', es: 'Usted' },
    { value: 'SPOUSE', en: 'Spouse or partner', es: 'Cónyuge o pareja' },
    { value: 'CHILD', en: 'Child', es: 'Hijo o hija' },
    { value: 'PARENT', en: 'Parent', es: 'Padre o madre' },
    { value: 'SIBLING', en: 'Brother or sister', es: 'Hermano o hermana' },
    { value: 'OTHER_RELATIVE', en: 'Other relative', es: 'Otro pariente' },
    { value: 'NOT_RELATED', en: 'Not related', es: 'Sin parentesco' },
    { value: 'OTHER', en: 'Other', es: 'Otro' },
  ]),
  Gender: table(null, [
    { value: 'F', en: 'Female', es: 'Femenino' },
    { value: 'M', en: 'Male', es: 'Masculino' },
    { value: 'X', en: 'Another gender or prefer not to say', es: 'Otro género o prefiere no decirlo' },
  ]),
  CaseStatus: table(null, [
    { value: 'ACTIVE', en: 'Active', es: 'Activo' },
    { value: 'PENDING', en: 'Pending decision', es: 'Decisión pendiente' },
    { value: 'SUSPENDED', en: 'Suspended', es: 'Suspendido' },
    { value: 'CLOSED', en: 'Closed', es: 'Cerrado' },
  ]),
  DocumentStatus: table('UPLOADED', [
    { value: 'UPLOADED', en: 'Ready to submit', es: 'Listo para enviar' },
    { value: 'SUBMITTED', en: 'Submitted', es: 'Enviado' },
    { value: 'ACCEPTED', en: 'Accepted', es: 'Aceptado' },
    { value: 'REJECTED', en: 'Rejected', es: 'Rechazado' },
    { value: 'PARTIALLY_REJECTED', en: 'Partially rejected', es: 'Rechazado parcialmente' },
  ]),
  DocumentRejectionReason: table(null, [
    { value: 'ILLEGIBLE', en: 'The document cannot be read', es: 'El documento no se puede leer' },
    { value: 'INCOMPLETE', en: 'Pages or information are missing', es: 'Faltan páginas o información' },
    { value: 'WRONG_DOCUMENT', en: 'This is not the document we asked for', es: 'Este no es el documento que pedimos' },
    { value: 'EXPIRED', en: 'The document is out of date', es: 'El documento está vencido' },
    { value: 'WRONG_PERSON', en: 'The document is about someone else', es: 'El documento es sobre otra persona' },
    { value: 'OTHER', en: 'Another reason (see the comment)', es: 'Otro motivo (vea el comentario)' },
  ]),
  VerificationItem: table(null, [
    { value: 'INCOME', en: 'Proof of income', es: 'Comprobante de ingresos' },
    { value: 'ADDRESS', en: 'Proof of address', es: 'Comprobante de domicilio' },
    { value: 'IDENTITY', en: 'Proof of identity', es: 'Comprobante de identidad' },
    {
      value: 'CITIZENSHIP',
      en: 'Proof of citizenship or immigration status',
      es: 'Comprobante de ciudadanía o estatus migratorio',
    },
    { value: 'SHELTER_COST', en: 'Proof of rent or mortgage', es: 'Comprobante de alquiler o hipoteca' },
    { value: 'UTILITY', en: 'Utility bill', es: 'Factura de servicios públicos' },
    { value: 'OTHER', en: 'Other document', es: 'Otro documento' },
  ]),
  /** What the resident can send for each VerificationItem (same values): the upload pages' request texts. */
  VerificationEvidence: table(null, [
    {
      value: 'INCOME',
      en: 'Pay stubs for the last 30 days from every job.',
      es: 'Talones de pago de los últimos 30 días de cada trabajo.',
    },
    {
      value: 'ADDRESS',
      en: 'A lease, a utility bill or a letter from your landlord showing where you live.',
      es: 'Un contrato de alquiler, una factura de servicios o una carta de su arrendador que muestre dónde vive.',
    },
    {
      value: 'IDENTITY',
      en: 'A birth certificate, passport, school record or photo ID.',
      es: 'Un acta de nacimiento, pasaporte, registro escolar o identificación con foto.',
    },
    {
      value: 'CITIZENSHIP',
      en: 'A birth certificate, passport, naturalization certificate or immigration document.',
      es: 'Un acta de nacimiento, pasaporte, certificado de naturalización o documento de inmigración.',
    },
    {
      value: 'SHELTER_COST',
      en: 'A lease, rent receipt or mortgage statement showing what you pay.',
      es: 'Un contrato de alquiler, recibo de renta o estado de cuenta de la hipoteca que muestre lo que paga.',
    },
    {
      value: 'UTILITY',
      en: 'A recent bill for heating, cooling, electricity, water or phone.',
      es: 'Una factura reciente de calefacción, aire acondicionado, electricidad, agua o teléfono.',
    },
    {
      value: 'OTHER',
      en: 'The document named in the letter we sent you.',
      es: 'El documento indicado en la carta que le enviamos.',
    },
  ]),
  /** States, the District of Columbia and territories by postal code: the address question's State list. */
  AddressState: table(null, [
    { value: 'AL', en: 'Alabama', es: 'Alabama' },
    { value: 'AK', en: 'Alaska', es: 'Alaska' },
    { value: 'AZ', en: 'Arizona', es: 'Arizona' },
    { value: 'AR', en: 'Arkansas', es: 'Arkansas' },
    { value: 'CA', en: 'California', es: 'California' },
    { value: 'CO', en: 'Colorado', es: 'Colorado' },
    { value: 'CT', en: 'Connecticut', es: 'Connecticut' },
    { value: 'DE', en: 'Delaware', es: 'Delaware' },
    { value: 'DC', en: 'District of Columbia', es: 'Distrito de Columbia' },
    { value: 'FL', en: 'Florida', es: 'Florida' },
    { value: 'GA', en: 'Georgia', es: 'Georgia' },
    { value: 'HI', en: 'Hawaii', es: 'Hawái' },
    { value: 'ID', en: 'Idaho', es: 'Idaho' },
    { value: 'IL', en: 'Illinois', es: 'Illinois' },
    { value: 'IN', en: 'Indiana', es: 'Indiana' },
    { value: 'IA', en: 'Iowa', es: 'Iowa' },
    { value: 'KS', en: 'Kansas', es: 'Kansas' },
    { value: 'KY', en: 'Kentucky', es: 'Kentucky' },
    { value: 'LA', en: 'Louisiana', es: 'Luisiana' },
    { value: 'ME', en: 'Maine', es: 'Maine' },
    { value: 'MD', en: 'Maryland', es: 'Maryland' },
    { value: 'MA', en: 'Massachusetts', es: 'Massachusetts' },
    { value: 'MI', en: 'Michigan', es: 'Míchigan' },
    { value: 'MN', en: 'Minnesota', es: 'Minnesota' },
    { value: 'MS', en: 'Mississippi', es: 'Misisipi' },
    { value: 'MO', en: 'Missouri', es: 'Misuri' },
    { value: 'MT', en: 'Montana', es: 'Montana' },
    { value: 'NE', en: 'Nebraska', es: 'Nebraska' },
    { value: 'NV', en: 'Nevada', es: 'Nevada' },
    { value: 'NH', en: 'New Hampshire', es: 'Nuevo Hampshire' },
    { value: 'NJ', en: 'New Jersey', es: 'Nueva Jersey' },
    { value: 'NM', en: 'New Mexico', es: 'Nuevo México' },
    { value: 'NY', en: 'New York', es: 'Nueva York' },
    { value: 'NC', en: 'North Carolina', es: 'Carolina del Norte' },
    { value: 'ND', en: 'North Dakota', es: 'Dakota del Norte' },
    { value: 'OH', en: 'Ohio', es: 'Ohio' },
    { value: 'OK', en: 'Oklahoma', es: 'Oklahoma' },
    { value: 'OR', en: 'Oregon', es: 'Oregón' },
    { value: 'PA', en: 'Pennsylvania', es: 'Pensilvania' },
    { value: 'RI', en: 'Rhode Island', es: 'Rhode Island' },
    { value: 'SC', en: 'South Carolina', es: 'Carolina del Sur' },
    { value: 'SD', en: 'South Dakota', es: 'Dakota del Sur' },
    { value: 'TN', en: 'Tennessee', es: 'Tennessee' },
    { value: 'TX', en: 'Texas', es: 'Texas' },
    { value: 'UT', en: 'Utah', es: 'Utah' },
    { value: 'VT', en: 'Vermont', es: 'Vermont' },
    { value: 'VA', en: 'Virginia', es: 'Virginia' },
    { value: 'WA', en: 'Washington', es: 'Washington' },
    { value: 'WV', en: 'West Virginia', es: 'Virginia Occidental' },
    { value: 'WI', en: 'Wisconsin', es: 'Wisconsin' },
    { value: 'WY', en: 'Wyoming', es: 'Wyoming' },
    { value: 'AS', en: 'American Samoa', es: 'Samoa Americana' },
    { value: 'GU', en: 'Guam', es: 'Guam' },
    { value: 'MP', en: 'Northern Mariana Islands', es: 'Islas Marianas del Norte' },
    { value: 'PR', en: 'Puerto Rico', es: 'Puerto Rico' },
    { value: 'VI', en: 'U.S. Virgin Islands', es: 'Islas Vírgenes de EE. UU.' },
  ]),
  WithdrawalReason: table(null, [
    { value: 'NO_LONGER_NEEDED', en: 'I no longer need this help', es: 'Ya no necesito esta ayuda' },
    { value: 'MOVED', en: 'I moved out of the state', es: 'Me mudé fuera del estado' },
    { value: 'INCOME_CHANGED', en: 'My income went up', es: 'Mis ingresos aumentaron' },
    { value: 'APPLIED_IN_ERROR', en: 'I applied by mistake', es: 'Presenté la solicitud por error' },
    { value: 'OTHER', en: 'Other', es: 'Otro' },
  ]),
  /** How often a job pays (application: income). */
  Frequency: table(null, [
    { value: 'WEEKLY', en: 'Every week', es: 'Cada semana' },
    { value: 'BIWEEKLY', en: 'Every two weeks', es: 'Cada dos semanas' },
    { value: 'SEMIMONTHLY', en: 'Twice a month', es: 'Dos veces al mes' },
    { value: 'MONTHLY', en: 'Every month', es: 'Cada mes' },
  ]),
  /** Kinds of income: WAGES from a job, and money other than from work (application: income). */
  IncomeType: table(null, [
    { value: 'WAGES', en: 'Pay from a job', es: 'Sueldo de un empleo' },
    { value: 'SOCIAL_SECURITY', en: 'Social Security', es: 'Seguro Social' },
    { value: 'SSI', en: 'Supplemental Security Income (SSI)', es: 'Seguridad de Ingreso Suplementario (SSI)' },
    { value: 'UNEMPLOYMENT', en: 'Unemployment', es: 'Desempleo' },
    { value: 'CHILD_SUPPORT', en: 'Child support', es: 'Manutención de menores' },
    { value: 'OTHER', en: 'Other', es: 'Otro' },
  ]),
  /** Utilities a household pays for (application: expenses). */
  UtilityType: table(null, [
    { value: 'HEAT_COOL', en: 'Heating or cooling', es: 'Calefacción o aire acondicionado' },
    { value: 'ELECTRIC', en: 'Electricity', es: 'Electricidad' },
    { value: 'WATER', en: 'Water or sewer', es: 'Agua o alcantarillado' },
    { value: 'PHONE', en: 'Telephone', es: 'Teléfono' },
  ]),
  /** A household's monthly costs kept on its case. */
  ExpenseKind: table(null, [
    { value: 'SHELTER', en: 'Rent or mortgage', es: 'Alquiler o hipoteca' },
    { value: 'CARE', en: 'Child or adult care', es: 'Cuidado de niños o de adultos' },
    { value: 'MEDICAL', en: 'Medical costs', es: 'Gastos médicos' },
  ]),
  /** Whether a person is a U.S. citizen or national, as reported. */
  CitizenshipStatus: table(null, [
    { value: 'CITIZEN', en: 'U.S. citizen or national', es: 'Ciudadano o nacional de los EE. UU.' },
    { value: 'NON_CITIZEN', en: 'Not a U.S. citizen', es: 'No es ciudadano de los EE. UU.' },
  ]),
  /** Main heating source (energy assistance application). */
  HeatingSource: table(null, [
    { value: 'ELECTRIC', en: 'Electricity', es: 'Electricidad' },
    { value: 'GAS', en: 'Natural gas', es: 'Gas natural' },
    { value: 'PROPANE', en: 'Propane', es: 'Propano' },
    { value: 'OIL', en: 'Heating oil or kerosene', es: 'Aceite o queroseno' },
    { value: 'WOOD', en: 'Wood', es: 'Leña' },
  ]),
  /** What a household lost or paid for because of a disaster (D-SNAP pre-registration). */
  DisasterLoss: table(null, [
    {
      value: 'FOOD',
      en: 'Food that spoiled or was destroyed',
      es: 'Alimentos que se echaron a perder o se destruyeron',
    },
    { value: 'INCOME', en: 'Lost or delayed pay', es: 'Pago perdido o retrasado' },
    { value: 'REPAIRS', en: 'Home or property repairs', es: 'Reparaciones de la casa o de bienes' },
    { value: 'EVACUATION', en: 'Evacuation or temporary shelter', es: 'Evacuación o refugio temporal' },
  ]),
  ...CASE_CODE_TABLES,
  ...APPEAL_CODE_TABLES,
} satisfies Record<string, CodeTableDefinition>;

/** The name of a code table the portal ships. */
export type CodeTableKey = keyof typeof CODE_TABLES;
/** The values of a code table. */
export type CodeTableValue<K extends CodeTableKey> = (typeof CODE_TABLES)[K]['items'][number]['value'];

export const isCodeTableKey = (name: string): name is CodeTableKey => Object.hasOwn(CODE_TABLES, name);

/** A code's description in a language ('en' or 'es'); an unknown code is shown as itself. */
export function describeCode(table: CodeTableKey, code: string, language: 'en' | 'es'): string {
  const items: readonly CodeTableText[] = CODE_TABLES[table].items;
  return items.find((i) => i.value === code)?.[language] ?? code;
}

/** A code table's values as a non-empty tuple: what `z.enum` takes to accept exactly its codes. */
export const codeValues = <T extends { items: readonly { value: string }[] }>(t: T) =>
  t.items.map((i) => i.value) as unknown as [T['items'][number]['value'], ...T['items'][number]['value'][]];
