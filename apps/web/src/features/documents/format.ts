import { useIntl } from 'react-intl';

/** Dates of the document screens in the reader's language: a calendar day, or a moment. */
export function useDates() {
  const intl = useIntl();
  return {
    day: (isoDay: string) =>
      intl.formatDate(`${isoDay.slice(0, 10)}T12:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' }),
    moment: (iso: string) => intl.formatDate(iso, { dateStyle: 'long' }),
  };
}
