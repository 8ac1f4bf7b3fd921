import { defineMessages } from '../../../i18n/messages';

/** The title of the review pages, shared by the list of cases, one case's documents and the page frame. */
export const titleMessages = defineMessages({
  'workerDocuments.title': { en: 'Review documents', es: 'Revisar documentos' },
});
