import { defineMessages } from '../i18n/messages';

/** Programme statuses as staff read them. */
export const statusMessages = defineMessages({
  'status.PENDING': { en: 'Pending', es: 'Pendiente' },
  'status.APPROVED': { en: 'Approved', es: 'Aprobada' },
  'status.DENIED': { en: 'Denied', es: 'Denegada' },
  'status.WITHDRAWN': { en: 'Withdrawn', es: 'Retirada' },
  'status.WITHDRAWAL_REQUESTED': { en: 'Withdrawal Request Pending', es: 'Solicitud de retiro pendiente' },
});

/** Programme names (code table ProgramType) for screens that build them from codes. */
export const programMessages = defineMessages({
  'program.FNS': { en: 'Food and Nutrition Services (SNAP)', es: 'Servicios de Alimentos y Nutrición (SNAP)' },
  'program.MA': { en: 'Medicaid (medical assistance)', es: 'Medicaid (asistencia médica)' },
  'program.WF': { en: 'Work First (cash assistance)', es: 'Work First (asistencia en efectivo)' },
  'program.LIEAP': {
    en: 'Low Income Energy Assistance (LIEAP)',
    es: 'Asistencia de Energía para Personas de Bajos Ingresos (LIEAP)',
  },
  'program.DSNAP': { en: 'Disaster food assistance (D-SNAP)', es: 'Asistencia alimentaria por desastre (D-SNAP)' },
  'program.COVID': {
    en: 'COVID-19 testing and treatment (Medicaid)',
    es: 'Pruebas y tratamiento de COVID-19 (Medicaid)',
  },
});
