import { Link, useLocation, useNavigate, useSearchParams } from '../../router';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { anonPaths, anonymousApplication, forgetAnonymous, typeFromPath, useAnonKey } from './anonymous';
import { ReadingColumn } from '../../components/Article';

const messages = defineMessages({
  'exit.title': { en: 'Are you sure you want to exit?', es: '¿Está seguro de que desea salir?' },
  'exit.body': {
    en: 'Your application cannot be saved because you are not logged in. If you exit now, your answers will be lost and you will have to start over.',
    es: 'Su solicitud no se puede guardar porque no ha iniciado sesión. Si sale ahora, sus respuestas se perderán y tendrá que empezar de nuevo.',
  },
  'exit.anyway': { en: 'Exit anyway', es: 'Salir de todos modos' },
  'exit.return': { en: 'Return to your application', es: 'Volver a su solicitud' },
});

/** The exit warning of an anonymous application (spec part 2 §2). */
export function Component() {
  const t = useT(messages);
  useDocumentTitle(t('exit.title'));
  const key = useAnonKey();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const app = anonymousApplication(key);
  const paths = anonPaths(app?.typeId ?? typeFromPath(pathname), key);
  return (
    <ReadingColumn>
      <h1>{t('exit.title')}</h1>
      <div className="usa-alert usa-alert--warning">
        <div className="usa-alert__body">
          <p className="usa-alert__text">{t('exit.body')}</p>
        </div>
      </div>
      <div className="margin-top-3">
        <button
          type="button"
          className="usa-button usa-button--secondary"
          onClick={() => {
            forgetAnonymous(key);
            navigate('/', { replace: true });
          }}
        >
          {t('exit.anyway')}
        </button>
        <Link className="usa-button" to={app ? paths.form(params.get('page') ?? undefined) : paths.start}>
          {t('exit.return')}
        </Link>
      </div>
    </ReadingColumn>
  );
}
