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
  /** Money other than from work (application: income). */
  IncomeType: table(null, [
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
