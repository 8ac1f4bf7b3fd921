import { defineMessages } from '../../../i18n/messages';

/** Texts of correcting and removing a holiday (HolidayActions.tsx). */
export const holidayMessages = defineMessages({
  'holidays.counted': {
    en: 'Holidays on or before today have already counted: appeals sent on them were dated the next business day. They stay as they are and cannot be corrected or removed. Correcting or removing a holiday still to come changes the deadlines counted from now on, including last days to appeal that fall after it.',
    es: 'Los días festivos de hoy o anteriores ya contaron: las apelaciones enviadas en ellos se fecharon el siguiente día hábil. Se quedan como están y no se pueden corregir ni quitar. Corregir o quitar un día festivo que aún no llega cambia los plazos que se cuentan desde ahora, incluidos los últimos días para apelar posteriores a él.',
  },
  'holidays.actions': { en: 'Actions', es: 'Acciones' },
  'holidays.keptPast': { en: 'Already counted; kept', es: 'Ya contó; se conserva' },
  'holidays.correct': { en: 'Correct', es: 'Corregir' },
  'holidays.remove': { en: 'Remove', es: 'Quitar' },
  'holidays.correctTitle': { en: 'Correct {name}', es: 'Corregir {name}' },
  'holidays.removeTitle': { en: 'Remove {name}?', es: '¿Quitar {name}?' },
  'holidays.removeBody': {
    en: '{name} on {date} will no longer be skipped when deadlines are counted from now on.',
    es: '{name} el {date} ya no se saltará al contar los plazos desde ahora.',
  },
  'holidays.correctBody': {
    en: 'Choose a day after today. Deadlines counted from now on use the corrected day.',
    es: 'Elija un día posterior a hoy. Los plazos que se cuenten desde ahora usarán el día corregido.',
  },
  'holidays.save': { en: 'Save the correction', es: 'Guardar la corrección' },
  'holidays.confirmRemove': { en: 'Remove the holiday', es: 'Quitar el día festivo' },
  'holidays.cancel': { en: 'Cancel', es: 'Cancelar' },
  'holidays.corrected': {
    en: 'The holiday is now {name} on {date}.',
    es: 'El día festivo ahora es {name} el {date}.',
  },
  'holidays.removed': { en: '{name} on {date} was removed.', es: 'Se quitó {name} del {date}.' },
});
