import { useEffect, useRef } from 'react';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import type { PhotoProblem } from './photoMaths';

const messages = defineMessages({
  'photo.title': { en: 'This photo may be hard to read', es: 'Puede ser difícil leer esta foto' },
  'photo.intro': {
    en: '{name}: we may not be able to read it.',
    es: '{name}: es posible que no podamos leerla.',
  },
  'photo.blurred': { en: 'It looks blurred. Hold the phone still.', es: 'Se ve borrosa. Mantenga el teléfono quieto.' },
  'photo.dark': { en: 'It is too dark. Find more light.', es: 'Está demasiado oscura. Busque más luz.' },
  'photo.bright': {
    en: 'It is too bright. Avoid direct light or flash glare.',
    es: 'Está demasiado clara. Evite la luz directa o el reflejo del flash.',
  },
  'photo.small': {
    en: 'The page is small in the photo. Move closer so the page fills the picture.',
    es: 'La página se ve pequeña en la foto. Acérquese para que la página llene la imagen.',
  },
  'photo.useAnyway': { en: 'Use it anyway', es: 'Usarla de todos modos' },
  'photo.retake': { en: 'Take it again', es: 'Tomarla de nuevo' },
});

/**
 * The photo check's warning: what looks wrong with a photo and the choice to use it anyway or
 * take it again. It takes focus when it appears so a screen reader reads it, and both choices
 * are ordinary buttons (keyboard: Tab, Enter or Space).
 */
export function PhotoWarning({
  name,
  problems,
  onUse,
  onRetake,
}: {
  name: string;
  problems: PhotoProblem[];
  onUse(): void;
  onRetake(): void;
}) {
  const t = useT(messages);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [name]);
  return (
    <div className="usa-alert usa-alert--warning margin-y-2" data-testid="photo-warning">
      <div className="usa-alert__body">
        <h2 className="usa-alert__heading" tabIndex={-1} ref={heading}>
          {t('photo.title')}
        </h2>
        <p className="usa-alert__text">{t('photo.intro', { name })}</p>
        <ul className="usa-list">
          {problems.map((p) => (
            <li key={p}>{t(`photo.${p}`)}</li>
          ))}
        </ul>
        <div className="margin-top-2">
          <button type="button" className="usa-button" onClick={onRetake}>
            {t('photo.retake')}
          </button>
          <button type="button" className="usa-button usa-button--outline" onClick={onUse}>
            {t('photo.useAnyway')}
          </button>
        </div>
      </div>
    </div>
  );
}
