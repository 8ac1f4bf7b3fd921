import { useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from '../../router';
import { definitionOf, findPage, sectionPosition, walkedPages, type Answers, type FormDefinition } from '@portal/forms';
import { Loading } from '../Loading';
import { SaveAndExitDialog, type SavedKind } from '../SaveAndExitDialog';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { CheckAnswers } from './CheckAnswers';
import { NotFoundPage } from '../../app/NotFoundPage';
import { FormPlayer } from './FormPlayer';
import { TaskList } from './TaskList';
import { useFormDetails, useSaveAndExit, useSavePage } from '../../api/drafts';
import { CallError, useLastCall } from '../CallError';
import { fieldMessages, isNotFound, isRecordId } from '../apiErrors';
import { ReadingColumn } from '../Article';
import { useKeptSave } from './useKeptSave';

const messages = defineMessages({
  'form.saveExit': { en: 'Save and exit', es: 'Guardar y salir' },
  'form.tasks': { en: 'See all sections', es: 'Ver todas las secciones' },
  'form.offline': {
    en: 'You are offline. Your answers are kept on this device and will be sent when you are back online.',
    es: 'No tiene conexión. Sus respuestas se guardan en este dispositivo y se enviarán cuando vuelva a tener conexión.',
  },
});

export interface DraftFormProps {
  formId: string;
  /** The form's own path (pages are `?page=`), where to sign, and where save-and-exit leads. */
  formPath: string;
  signPath: string;
  exitTo: string;
  /** The page before signing; default: every answer ("Check your answers"). */
  summary?: (p: {
    def: FormDefinition;
    answers: Answers;
    before?: Answers;
    pageLink: (key: string) => string;
  }) => ReactNode;
  /** Answers offered on a page not answered yet (a change report opened from "Update"). */
  offered?: Answers;
  /** What the person is filling in, as save-and-exit names it. */
  kind: SavedKind;
}

/** A signed-in person's draft of a guided form (an application, a change report, a renewal). */
export function DraftForm({ formId, formPath, signPath, exitTo, summary, offered, kind }: DraftFormProps) {
  const t = useT(messages);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const valid = isRecordId(formId);
  const details = useFormDetails(formId, valid);
  const save = useSavePage(formId);
  const lastCall = useLastCall();
  const saveExit = useSaveAndExit();
  const [exiting, setExiting] = useState(false);
  // A page saved with no connection waits in memory and goes when the connection is back.
  const kept = useKeptSave(formId, save, async (nextPage) => {
    await details.refetch();
    navigate(`${formPath}?page=${encodeURIComponent(nextPage ?? 'summary')}`);
  });
  // What is typed on the page now, valid or not: save-and-exit keeps it.
  const typed = useRef<{ page: string; values: Answers } | null>(null);
  if (!valid || isNotFound(details.error)) return <NotFoundPage />;
  if (details.isPending) return <Loading />;
  if (details.isError) throw details.error;
  const def = definitionOf(details.data.applicationTypeId)!;
  const answers = details.data.answers;
  const pages = walkedPages(def, answers);
  const toPage = (key: string) => `${formPath}?page=${encodeURIComponent(key)}`;
  const wanted = params.get('page') ?? details.data.saveExitPage ?? details.data.currentPage ?? pages[0]!.key;

  if (wanted === 'tasks') {
    return (
      <ReadingColumn>
        <TaskList def={def} answers={answers} pageLink={toPage} />
      </ReadingColumn>
    );
  }
  if (wanted === 'summary') {
    return (
      <ReadingColumn>
        {summary ? (
          summary({ def, answers, before: details.data.before, pageLink: toPage })
        ) : (
          <CheckAnswers def={def} answers={answers} pageLink={toPage} signLink={signPath} />
        )}
      </ReadingColumn>
    );
  }
  const inst = findPage(def, answers, wanted) ?? pages[0]!;
  // Back on the page save-and-exit was pressed on: what was typed there, as it was typed.
  const exitKept = details.data.saveExitPage === inst.key ? details.data.saveExitAnswers : undefined;
  const walked = walkedPages(def, answers, inst.key);
  const at = walked.findIndex((p) => p.key === inst.key);
  return (
    <ReadingColumn>
      {kept.waiting ? (
        <div className="usa-alert usa-alert--warning usa-alert--slim margin-bottom-2" role="status">
          <div className="usa-alert__body">
            <p className="usa-alert__text">{t('form.offline')}</p>
          </div>
        </div>
      ) : (
        <CallError error={save.error} onRetry={lastCall.retry} />
      )}
      <FormPlayer
        key={inst.key}
        answers={{ ...offered, ...answers, ...exitKept }}
        inst={inst}
        position={sectionPosition(def, answers, inst)}
        saving={save.isPending}
        serverErrors={fieldMessages(save.error)}
        onValuesChange={(values) => (typed.current = { page: inst.key, values })}
        onBack={at > 0 ? () => navigate(toPage(walked[at - 1]!.key)) : null}
        onContinue={(pageAnswers) => lastCall.run(() => kept.continueWith(inst.key, pageAnswers))}
        actions={
          <>
            <button
              type="button"
              className="usa-button usa-button--unstyled margin-right-3"
              onClick={() => setExiting(true)}
            >
              {t('form.saveExit')}
            </button>
            <Link className="usa-link" to={toPage('tasks')}>
              {t('form.tasks')}
            </Link>
          </>
        }
      />
      <SaveAndExitDialog
        kind={kind}
        open={exiting}
        saving={saveExit.isPending}
        error={saveExit.isError ? saveExit.error.message : null}
        onCancel={() => setExiting(false)}
        onSaveAndExit={() =>
          saveExit.mutate(
            {
              iegExecutionID: formId,
              pageName: inst.key,
              ...(typed.current?.page === inst.key && { answers: typed.current.values }),
            },
            { onSuccess: () => navigate(exitTo) },
          )
        }
      />
    </ReadingColumn>
  );
}
