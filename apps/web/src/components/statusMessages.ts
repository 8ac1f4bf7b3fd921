import { defineMessages } from '../i18n/messages';

/** Programme statuses as staff read them. */
export const statusMessages = defineMessages({
  'status.PENDING': { en: 'Pending', es: 'Pendiente' },
  'status.APPROVED': { en: 'Approved', es: 'Aprobada' },
  'status.DENIED': { en: 'Denied', es: 'Denegada' },
  'status.WITHDRAWN': { en: 'Withdrawn', es: 'Retirada' },
  'status.WITHDRAWAL_REQUESTED': { en: 'Withdrawal Request Pending', es: 'Solicitud de retiro pendiente' },
});
