/**
 * The code tables the portal ships with (spec part 1 §3.2). Descriptions in both languages;
 * the first item's order is 1. Features that need more tables add them here.
 */
export interface CodeTableSeed {
  defaultValue: string | null;
  items: { value: string; en: string; es: string }[];
}

export const CODE_TABLES: Record<string, CodeTableSeed> = {
  ContactMethod: {
    defaultValue: null,
    items: [
      { value: 'EMAIL', en: 'Email', es: 'Correo electrónico' },
      { value: 'PHONE', en: 'Text message (SMS)', es: 'Mensaje de texto (SMS)' },
    ],
  },
  ProgramType: {
    defaultValue: null,
    items: [
      { value: 'FNS', en: 'Food and Nutrition Services (SNAP)', es: 'Servicios de Alimentos y Nutrición (SNAP)' },
      { value: 'MA', en: 'Medicaid (medical assistance)', es: 'Medicaid (asistencia médica)' },
      { value: 'WF', en: 'Work First (cash assistance)', es: 'Work First (asistencia en efectivo)' },
      { value: 'LIEAP', en: 'Low Income Energy Assistance (LIEAP)', es: 'Asistencia de Energía para Personas de Bajos Ingresos (LIEAP)' },
      { value: 'DSNAP', en: 'Disaster food assistance (D-SNAP)', es: 'Asistencia alimentaria por desastre (D-SNAP)' },
      { value: 'COVID', en: 'COVID-19 testing and treatment (Medicaid)', es: 'Pruebas y tratamiento de COVID-19 (Medicaid)' },
    ],
  },
  Relationship: {
    defaultValue: 'SELF',
    items: [
      { value: 'SELF', en: 'Self', es: 'Usted' },
      { value: 'SPOUSE', en: 'Spouse', es: 'Cónyuge' },
      { value: 'CHILD', en: 'Child', es: 'Hijo o hija' },
      { value: 'PARENT', en: 'Parent', es: 'Padre o madre' },
      { value: 'SIBLING', en: 'Brother or sister', es: 'Hermano o hermana' },
      { value: 'OTHER', en: 'Other', es: 'Otro' },
    ],
  },
  Gender: {
    defaultValue: null,
    items: [
      { value: 'F', en: 'Female', es: 'Femenino' },
      { value: 'M', en: 'Male', es: 'Masculino' },
      { value: 'X', en: 'Another gender or prefer not to say', es: 'Otro género o prefiere no decirlo' },
    ],
  },
  CaseStatus: {
    defaultValue: null,
    items: [
      { value: 'ACTIVE', en: 'Active', es: 'Activo' },
      { value: 'PENDING', en: 'Pending decision', es: 'Decisión pendiente' },
      { value: 'SUSPENDED', en: 'Suspended', es: 'Suspendido' },
      { value: 'CLOSED', en: 'Closed', es: 'Cerrado' },
    ],
  },
  DocumentStatus: {
    defaultValue: 'UPLOADED',
    items: [
      { value: 'UPLOADED', en: 'Ready to submit', es: 'Listo para enviar' },
      { value: 'SUBMITTED', en: 'Submitted', es: 'Enviado' },
      { value: 'ACCEPTED', en: 'Accepted', es: 'Aceptado' },
      { value: 'REJECTED', en: 'Rejected', es: 'Rechazado' },
      { value: 'PARTIALLY_REJECTED', en: 'Partially rejected', es: 'Rechazado parcialmente' },
    ],
  },
  DocumentRejectionReason: {
    defaultValue: null,
    items: [
      { value: 'ILLEGIBLE', en: 'The document cannot be read', es: 'El documento no se puede leer' },
      { value: 'INCOMPLETE', en: 'Pages or information are missing', es: 'Faltan páginas o información' },
      { value: 'WRONG_DOCUMENT', en: 'This is not the document we asked for', es: 'Este no es el documento que pedimos' },
      { value: 'EXPIRED', en: 'The document is out of date', es: 'El documento está vencido' },
      { value: 'WRONG_PERSON', en: 'The document is about someone else', es: 'El documento es sobre otra persona' },
      { value: 'OTHER', en: 'Another reason (see the comment)', es: 'Otro motivo (vea el comentario)' },
    ],
  },
  VerificationItem: {
    defaultValue: null,
    items: [
      { value: 'INCOME', en: 'Proof of income', es: 'Comprobante de ingresos' },
      { value: 'ADDRESS', en: 'Proof of address', es: 'Comprobante de domicilio' },
      { value: 'IDENTITY', en: 'Proof of identity', es: 'Comprobante de identidad' },
      { value: 'CITIZENSHIP', en: 'Proof of citizenship or immigration status', es: 'Comprobante de ciudadanía o estatus migratorio' },
      { value: 'SHELTER_COST', en: 'Proof of rent or mortgage', es: 'Comprobante de alquiler o hipoteca' },
      { value: 'UTILITY', en: 'Utility bill', es: 'Factura de servicios públicos' },
      { value: 'OTHER', en: 'Other document', es: 'Otro documento' },
    ],
  },
  WithdrawalReason: {
    defaultValue: null,
    items: [
      { value: 'NO_LONGER_NEEDED', en: 'I no longer need this help', es: 'Ya no necesito esta ayuda' },
      { value: 'MOVED', en: 'I moved out of the state', es: 'Me mudé fuera del estado' },
      { value: 'INCOME_CHANGED', en: 'My income went up', es: 'Mis ingresos aumentaron' },
      { value: 'APPLIED_IN_ERROR', en: 'I applied by mistake', es: 'Presenté la solicitud por error' },
      { value: 'OTHER', en: 'Other', es: 'Otro' },
    ],
  },
};
