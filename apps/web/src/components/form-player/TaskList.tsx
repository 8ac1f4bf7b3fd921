import { Link } from '../../router';
import { keyOf, validatePage, visiblePages, type Answers, type FormDefinition } from '@portal/forms';
import { useDocumentTitle } from '../useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { useLang } from './lang';

const messages = defineMessages({
  'tasks.title': { en: 'Your application', es: 'Su solicitud' },
  'tasks.intro': {
    en: 'Complete each section. You can do them in any order and come back later.',
    es: 'Complete cada sección. Puede hacerlas en cualquier orden y volver más tarde.',
  },
  'tasks.done': { en: 'Completed', es: 'Completada' },
  'tasks.started': { en: 'In progress', es: 'En curso' },
  'tasks.todo': { en: 'Not started', es: 'Sin empezar' },
  'tasks.check': { en: 'Check your answers and sign', es: 'Revisar sus respuestas y firmar' },
  'tasks.finishFirst': {
    en: 'Complete every section before you sign.',
    es: 'Complete todas las secciones antes de firmar.',
  },
});

/** The task list of a long form: each section with its state and a link to where to go on. */
export function TaskList({
  def,
  answers,
  pageLink,
}: {
  def: FormDefinition;
  answers: Answers;
  pageLink: (page: string) => string;
}) {
  const t = useT(messages);
  const lang = useLang();
  useDocumentTitle(t('tasks.title'));
  const pages = visiblePages(def, answers);
  const today = new Date();
  const sections = def.sections
    .map((section) => {
      const own = pages.filter((p) => p.section.id === section.id);
      const open = own.find((p) => validatePage(p, answers, today).length > 0);
      const started = own.some((p) => p.page.questions.some((q) => answers[keyOf(q.id, p)] !== undefined));
      return { section, first: (open ?? own[0])?.key, state: !open ? 'done' : started ? 'started' : 'todo' } as const;
    })
    .filter((s) => s.first !== undefined);
  const complete = sections.every((s) => s.state === 'done');
  return (
    <>
      <h1>{t('tasks.title')}</h1>
      <p className="usa-intro">{t('tasks.intro')}</p>
      <ol className="usa-list usa-list--unstyled">
        {sections.map(({ section, first, state }) => (
          <li
            key={section.id}
            className="border-bottom-1px border-base-lighter padding-y-2 display-flex flex-justify flex-wrap"
          >
            <Link className="usa-link" to={pageLink(first!)}>
              {section.title[lang]}
            </Link>
            <span className={`usa-tag ${state === 'done' ? 'bg-green-cool-60v' : 'bg-base-dark'}`}>
              {t(`tasks.${state}`)}
            </span>
          </li>
        ))}
      </ol>
      {complete ? (
        <Link className="usa-button margin-top-3" to={pageLink('summary')}>
          {t('tasks.check')}
        </Link>
      ) : (
        <p className="margin-top-3">{t('tasks.finishFirst')}</p>
      )}
    </>
  );
}
