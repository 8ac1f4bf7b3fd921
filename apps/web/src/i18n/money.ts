import { useIntl } from './locale';

/**
 * Dollar amounts in the reader's language, written the way they are in the United States in
 * both ("$291.50"; Spanish as used in the U.S., not "291,50 US$").
 */
export function useMoney() {
  const intl = useIntl();
  const format = new Intl.NumberFormat(intl.locale === 'es' ? 'es-US' : 'en-US', {
    style: 'currency',
    currency: 'USD',
  });
  return (dollars: number) => format.format(dollars);
}
