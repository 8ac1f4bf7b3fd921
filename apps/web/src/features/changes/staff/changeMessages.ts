import { defineMessages } from '../../../i18n/messages';

/** What a case change is, as staff read it on the list and on the report. */
export const changeKindMessages = defineMessages({
  'workerChanges.COC': { en: 'Change report', es: 'Informe de cambios' },
  'workerChanges.RECERT': { en: 'Renewal', es: 'Renovación' },
});
