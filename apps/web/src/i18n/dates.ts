import { useIntl } from './locale';

/**
 * Dates in the reader's language: a calendar day (YYYY-MM-DD, shown as that day wherever the
 * reader is), or a moment.
 */
export function useDates() {
  const intl = useIntl();
  return {
    day: (isoDay: string) =>
      intl.formatDate(`${isoDay.slice(0, 10)}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
    moment: (iso: string) => intl.formatDate(iso, { dateStyle: 'long' }),
  };
}
