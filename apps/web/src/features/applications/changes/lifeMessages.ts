import { defineMessages } from '../../../i18n/messages';

/** The texts of life events. */
export const lifeMessages = defineMessages({
  'life.title': { en: 'Report a life event', es: 'Informar un acontecimiento' },
  'life.notLinked': {
    en: 'You can report a life event once your account is an enhanced account linked to your case: what you report changes the case. Confirming your identity takes less than five minutes.',
    es: 'Podrá informar un acontecimiento cuando su cuenta sea una cuenta mejorada vinculada a su caso: lo que informe cambia el caso. Confirmar su identidad toma menos de cinco minutos.',
  },
  'life.delinked': {
    en: 'The extra features of your account are turned off, so you cannot report a life event here. Contact your local county office to turn them back on, or to report the change.',
    es: 'Las funciones adicionales de su cuenta están desactivadas, así que no puede informar un acontecimiento aquí. Comuníquese con la oficina local de su condado para volver a activarlas o para informar el cambio.',
  },
  'life.intro': {
    en: 'Tell us what happened. We open your report at the right part, filled in with what we have on file.',
    es: 'Díganos qué pasó. Abrimos su informe en la parte correcta, con lo que tenemos en su caso.',
  },
  'life.report': { en: 'Report a life event', es: 'Informar un acontecimiento' },
  'life.historyLink': { en: 'Life events you reported', es: 'Acontecimientos que informó' },
  'life.overviewLink': { en: 'How reporting a life event works', es: 'Cómo funciona informar un acontecimiento' },
  'life.overviewTitle': { en: 'About life events', es: 'Sobre los acontecimientos' },
  'life.overviewIntro': {
    en: 'A life event is something that changes your household: a move, a new or lost job, a birth, someone moving in or out, or wanting someone to act for you.',
    es: 'Un acontecimiento es algo que cambia su hogar: una mudanza, un empleo nuevo o perdido, un nacimiento, alguien que llega o se va, o querer que alguien actúe por usted.',
  },
  'life.overviewFilled': {
    en: 'Your report starts with what we have on file; you change only what is different.',
    es: 'Su informe empieza con lo que tenemos en su caso; usted cambia solo lo que sea diferente.',
  },
  'life.overviewReview': {
    en: 'A caseworker reviews it and sends you a notice. Report changes by the 10th of the month after they happen.',
    es: 'Un trabajador social lo revisa y le envía un aviso. Informe los cambios antes del día 10 del mes siguiente a cuando ocurren.',
  },
  'life.overviewRep': {
    en: 'An authorized representative can report changes, renew, get notices or an EBT card for you, as you choose.',
    es: 'Un representante autorizado puede informar cambios, renovar, recibir avisos o una tarjeta EBT por usted, según usted elija.',
  },
  'life.historyTitle': { en: 'Life events you reported', es: 'Acontecimientos que informó' },
  'life.historyNone': {
    en: 'You have not reported a life event in the last twelve months.',
    es: 'No ha informado ningún acontecimiento en los últimos doce meses.',
  },
  'life.historyItem': { en: 'Reference {reference}, sent {date}.', es: 'Referencia {reference}, enviado el {date}.' },
  'life.historyPdf': { en: 'Download {reference} (PDF)', es: 'Descargar {reference} (PDF)' },
});
