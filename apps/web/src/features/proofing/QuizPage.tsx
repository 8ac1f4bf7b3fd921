import { useState, type FormEvent } from 'react';
import { Link } from '../../router';
import { ROUTES } from '@portal/contracts/routes';
import { useApiFieldErrors, useErrorText } from '../../components/apiErrors';
import { ErrorSummary } from '../../components/ErrorSummary';
import { Loading } from '../../components/Loading';
import { useDocumentTitle } from '../../components/useDocumentTitle';
import { useLocale, useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { NotVerified } from './NotVerified';
import { useAnswerQuiz, useQuiz } from './queries';

const messages = defineMessages({
  'quiz.title': { en: 'Confirm your identity', es: 'Confirme su identidad' },
  'quiz.intro': {
    en: 'Answer these questions from your credit history.',
    es: 'Responda estas preguntas sobre su historial de crédito.',
  },
  'quiz.simulated': {
    en: 'Demonstration: these questions come from a simulated credit bureau with made-up records, not from a real credit bureau.',
    es: 'Demostración: estas preguntas vienen de una agencia de crédito simulada con registros inventados, no de una agencia de crédito real.',
  },
  'quiz.required': { en: '(required)', es: '(obligatorio)' },
  'quiz.submit': { en: 'Submit answers', es: 'Enviar respuestas' },
  'quiz.working': { en: 'Checking…', es: 'Verificando…' },
  'quiz.none': {
    en: 'There are no questions waiting for you. They expire after 10 minutes.',
    es: 'No hay preguntas pendientes para usted. Vencen después de 10 minutos.',
  },
  'quiz.startAgain': { en: 'Start again', es: 'Comenzar de nuevo' },
  'quiz.linked': {
    en: 'Your identity is confirmed and your account is now linked to your case. You can see your case and household information and upload documents online.',
    es: 'Su identidad está confirmada y su cuenta ahora está vinculada a su caso. Puede ver la información de su caso y de su hogar y subir documentos en línea.',
  },
  'quiz.noRecord': {
    en: 'Your identity is confirmed, but we did not find benefits records for you. You can apply for benefits with your account.',
    es: 'Su identidad está confirmada, pero no encontramos registros de beneficios para usted. Puede solicitar beneficios con su cuenta.',
  },
  'quiz.toDashboard': { en: 'Go to your dashboard', es: 'Ir a su panel principal' },
  'quiz.toApply': { en: 'Continue your application', es: 'Continuar con su solicitud' },
});

/** /nfridp/qa and /nf-apply-ridp/qa: the identity-proofing questions. */
export function Component() {
  const t = useT(messages);
  useDocumentTitle(t('quiz.title'));
  const { locale } = useLocale();
  const l = locale === 'es' ? 'es' : 'en';
  const errorText = useErrorText();
  const quiz = useQuiz();
  const answer = useAnswerQuiz();
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [missing, setMissing] = useState<string[]>([]);
  const api = useApiFieldErrors(answer.error);

  let body;
  if (answer.data) {
    const { outcome, purpose } = answer.data;
    body =
      outcome === 'NOT_VERIFIED' ? (
        <NotVerified purpose={purpose} />
      ) : (
        <>
          <div className="usa-alert usa-alert--success" role="status">
            <div className="usa-alert__body">
              <p className="usa-alert__text">{outcome === 'LINKED' ? t('quiz.linked') : t('quiz.noRecord')}</p>
            </div>
          </div>
          <Link
            className="usa-button margin-top-3"
            to={purpose === 'APPLY' ? ROUTES.applyForAssistance : ROUTES.account}
          >
            {purpose === 'APPLY' ? t('quiz.toApply') : t('quiz.toDashboard')}
          </Link>
        </>
      );
  } else if (quiz.isPending) body = <Loading />;
  else if (!quiz.data) {
    body = (
      <>
        <p className="usa-intro">{t('quiz.none')}</p>
        <Link className="usa-button" to={ROUTES.upgradeAccount}>
          {t('quiz.startAgain')}
        </Link>
      </>
    );
  } else {
    const q = quiz.data;
    const required = errorText('validation.ridp.answerAll');
    const errors = [
      ...missing.map((id) => ({
        fieldId: `${id}-0`,
        message: `${q.questions.find((x) => x.id === id)!.text[l]} — ${required}`,
      })),
      ...(api.general || api.fields.answers
        ? [{ fieldId: `${q.questions[0]!.id}-0`, message: api.general ?? api.fields.answers! }]
        : []),
    ];
    const submit = (e: FormEvent) => {
      e.preventDefault();
      const unanswered = q.questions.filter((x) => !chosen[x.id]).map((x) => x.id);
      setMissing(unanswered);
      if (unanswered.length === 0) answer.mutate({ quizId: q.quizId, answers: chosen });
    };
    body = (
      <>
        <p className="usa-intro">{t('quiz.intro')}</p>
        {q.simulated && (
          <div className="usa-alert usa-alert--info usa-alert--slim" role="note">
            <div className="usa-alert__body">
              <p className="usa-alert__text">{t('quiz.simulated')}</p>
            </div>
          </div>
        )}
        <ErrorSummary errors={errors} />
        <form className="usa-form usa-form--large" onSubmit={submit} noValidate>
          {q.questions.map((question) => {
            const wrong = missing.includes(question.id);
            return (
              <fieldset
                key={question.id}
                className={`usa-fieldset usa-form-group${wrong ? ' usa-form-group--error' : ''}`}
              >
                <legend className="usa-legend">
                  {question.text[l]} <span className="text-secondary-dark">{t('quiz.required')}</span>
                </legend>
                {wrong && <span className="usa-error-message">{required}</span>}
                {question.choices.map((c, i) => (
                  <div className="usa-radio" key={c.id}>
                    <input
                      className="usa-radio__input"
                      id={`${question.id}-${i}`}
                      type="radio"
                      name={question.id}
                      value={c.id}
                      checked={chosen[question.id] === c.id}
                      onChange={() => setChosen((v) => ({ ...v, [question.id]: c.id }))}
                    />
                    <label className="usa-radio__label" htmlFor={`${question.id}-${i}`}>
                      {c.label[l]}
                    </label>
                  </div>
                ))}
              </fieldset>
            );
          })}
          <button type="submit" className="usa-button margin-top-3" disabled={answer.isPending}>
            {answer.isPending ? t('quiz.working') : t('quiz.submit')}
          </button>
        </form>
      </>
    );
  }
  return (
    <div className="grid-container padding-y-4">
      <div className="tablet:grid-col-8">
        <h1>{t('quiz.title')}</h1>
        {body}
      </div>
    </div>
  );
}
