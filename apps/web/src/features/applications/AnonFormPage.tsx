import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { definitionOf, findPage, nextPage, pageKeys, prune, sectionPosition, visiblePages } from '@portal/forms';
import { useWarnBeforeLeaving } from '../../components/useWarnBeforeLeaving';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { anonPaths, anonymousApplication, saveAnonymousAnswers, typeFromPath, useAnonKey } from './anonymous';
import { CheckAnswers } from '../../components/form-player/CheckAnswers';
import { FormPlayer } from '../../components/form-player/FormPlayer';
import { ReadingColumn } from '../../components/Article';

const messages = defineMessages({
  'anon.exit': { en: 'Exit application', es: 'Salir de la solicitud' },
  'anon.login': { en: 'Log in to save your answers', es: 'Iniciar sesión para guardar sus respuestas' },
  'anon.notSaved': {
    en: 'Your answers are not saved. If you leave or close this page, you will have to start over.',
    es: 'Sus respuestas no se guardan. Si sale o cierra esta página, tendrá que empezar de nuevo.',
  },
});

/** An anonymous food or energy application: the same player, answers kept in memory only. */
export function Component() {
  const t = useT(messages);
  const key = useAnonKey();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const app = anonymousApplication(key);
  const [, rerender] = useState(0);
  // Nothing here is saved: closing or reloading the tab would lose every answer.
  useWarnBeforeLeaving(!!app && !app.result && Object.keys(app.answers).length > 0);
  if (!app) return <Navigate to={anonPaths(typeFromPath(pathname), key).start} replace />;
  const def = definitionOf(app.typeId)!;
  const paths = anonPaths(app.typeId, key);
  const pages = visiblePages(def, app.answers);
  const wanted = params.get('page') ?? pages[0]!.key;
  // Signing in moves the answers into the person's account (see MoveAnonymous).
  const moveTo = `${ROUTES.applyOverview}?type=${app.typeId}&moveAnonymous=${key}`;
  const exit = (
    <>
      <Link className="usa-link margin-right-3" to={`${ROUTES.login}?returnTo=${encodeURIComponent(moveTo)}`}>
        {t('anon.login')}
      </Link>
      {/* "Return to your application" on the warning comes back to this page. */}
      <Link className="usa-link" to={`${paths.exit}?page=${encodeURIComponent(wanted)}`}>
        {t('anon.exit')}
      </Link>
    </>
  );
  if (wanted === 'summary') {
    return (
      <ReadingColumn>
        <CheckAnswers def={def} answers={app.answers} pageLink={paths.form} signLink={paths.sign} />
        <p className="margin-top-3">{exit}</p>
      </ReadingColumn>
    );
  }
  const inst = findPage(def, app.answers, wanted) ?? pages[0]!;
  const at = pages.findIndex((p) => p.key === inst.key);
  return (
    <ReadingColumn>
      <div className="usa-alert usa-alert--info usa-alert--slim margin-bottom-2">
        <div className="usa-alert__body">
          <p className="usa-alert__text">{t('anon.notSaved')}</p>
        </div>
      </div>
      <FormPlayer
        key={inst.key}
        answers={app.answers}
        inst={inst}
        position={sectionPosition(def, app.answers, inst)}
        onBack={at > 0 ? () => navigate(paths.form(pages[at - 1]!.key)) : null}
        onContinue={(pageAnswers) => {
          const keys = new Set(pageKeys(inst));
          const merged = Object.fromEntries(Object.entries(app.answers).filter(([k]) => !keys.has(k)));
          const answers = prune(def, { ...merged, ...pageAnswers });
          saveAnonymousAnswers(key, answers);
          rerender((n) => n + 1);
          navigate(paths.form(nextPage(def, answers, inst.key)?.key ?? 'summary'));
        }}
        actions={exit}
      />
    </ReadingColumn>
  );
}
