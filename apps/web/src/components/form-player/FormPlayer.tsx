import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  ENGINE_TEXT,
  fieldId,
  issueText,
  keyOf,
  pageKeys,
  textFor,
  validatePage,
  visibleQuestions,
  type AnswerValue,
  type Answers,
  type PageInstance,
} from '@portal/forms';
import { Dialog } from '../Dialog';
import { ErrorSummary, type FieldError } from '../ErrorSummary';
import { useDocumentTitle } from '../useDocumentTitle';
import { useT } from '../../i18n/locale';
import { defineMessages } from '../../i18n/messages';
import { QuestionField } from './Question';
import { useLang } from './lang';
import { fieldIn, useQuestionSteps } from './steps';

/** The player speaks to the applicant as "you" on their own pages. */
const TO_APPLICANT = { toApplicant: true } as const;

const messages = defineMessages({
  'player.continue': { en: 'Continue', es: 'Continuar' },
  'player.saving': { en: 'Saving…', es: 'Guardando…' },
  'player.back': { en: 'Back', es: 'Atrás' },
  'player.step': { en: 'Part {n} of {total}', es: 'Parte {n} de {total}' },
  'player.question': { en: 'Step {n} of {total} on this page', es: 'Paso {n} de {total} en esta página' },
  'player.leaveTitle': { en: 'Leave this screen?', es: '¿Salir de esta pantalla?' },
  'player.leaveBody': {
    en: 'Some required answers on this screen are missing. If you leave now, the information on this screen will be lost.',
    es: 'Faltan algunas respuestas obligatorias en esta pantalla. Si sale ahora, la información de esta pantalla se perderá.',
  },
  'player.leave': { en: 'Leave this screen', es: 'Salir de esta pantalla' },
  'player.stay': { en: 'Stay and finish', es: 'Quedarse y terminar' },
});

export interface PlayerProps {
  /** Answers saved so far (all pages). */
  answers: Answers;
  inst: PageInstance;
  position: { n: number; total: number };
  saving?: boolean;
  /** Errors the server gave, by field (already translated). */
  serverErrors?: Record<string, string>;
  onContinue: (pageAnswers: Answers) => void;
  onBack: (() => void) | null;
  /** More buttons under the form (save and exit, exit). */
  actions?: ReactNode;
  /** Told this page's answers as they are typed (save-and-exit keeps them, checked or not). */
  onValuesChange?: (pageValues: Answers) => void;
}

/**
 * One page of a guided form. The same engine the server trusts runs here first, so a person
 * hears about a missing or wrong answer at once; conditions on this page's questions are live.
 */
export function FormPlayer({
  answers,
  inst,
  position,
  saving,
  serverErrors,
  onContinue,
  onBack,
  actions,
  onValuesChange,
}: PlayerProps) {
  const t = useT(messages);
  const lang = useLang();
  const keys = useMemo(() => pageKeys(inst), [inst]);
  const [values, setValues] = useState<Answers>(() =>
    Object.fromEntries(keys.filter((k) => answers[k] !== undefined).map((k) => [k, answers[k]!])),
  );
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [leaving, setLeaving] = useState(false);
  const merged: Answers = { ...answers, ...values };
  const questions = visibleQuestions(inst, merged);
  const title = textFor(inst.page.title, lang, inst, merged, TO_APPLICANT);
  useDocumentTitle(title);
  const form = useRef<HTMLFormElement>(null);
  const steps = useQuestionSteps(inst, merged, questions, form, Object.keys(serverErrors ?? {}));
  const { go, stepOf } = steps;

  // Errors are shown (and summarised) for the questions on the screen.
  const errors = Object.fromEntries(
    Object.entries({ ...(serverErrors ?? {}), ...issues }).filter(([field]) => fieldIn(steps.shownKeys, field)),
  );
  // The summary names each field: its question, and for a part of a name or address the part.
  const labels = new Map(questions.map((q) => [keyOf(q.id, inst), textFor(q.label, lang, inst, merged, TO_APPLICANT)]));
  const labelOf = (field: string): string | undefined => {
    if (labels.has(field)) return labels.get(field);
    const cut = field.lastIndexOf('.');
    const [key, part] = [field.slice(0, cut), field.slice(cut + 1)];
    const partText = part in ENGINE_TEXT ? ENGINE_TEXT[part as keyof typeof ENGINE_TEXT][lang] : undefined;
    return labels.has(key) && partText ? `${labels.get(key)} (${partText})` : undefined;
  };
  const summary: FieldError[] = Object.entries(errors).map(([field, message]) => ({
    fieldId: fieldId(field),
    message,
    label: labelOf(field),
  }));

  const check = () =>
    Object.fromEntries(validatePage(inst, merged, new Date()).map((i) => [i.field, issueText(i, lang)]));
  const change = (key: string, value: AnswerValue) => {
    setValues((v) => ({ ...v, [key]: value }));
    onValuesChange?.({ ...values, [key]: value });
    if (issues[key] || Object.keys(issues).some((k) => k.startsWith(`${key}.`)))
      setIssues((old) =>
        Object.fromEntries(Object.entries(old).filter(([k]) => k !== key && !k.startsWith(`${key}.`))),
      );
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    const found = check();
    const here = Object.fromEntries(Object.entries(found).filter(([field]) => fieldIn(steps.shownKeys, field)));
    setIssues(here);
    if (Object.keys(here).length > 0) return;
    if (steps.at < steps.total - 1) return steps.go(steps.at + 1);
    // A later answer can make an earlier step's wrong (a date before a birth date): go back to it.
    const earlier = stepOf(Object.keys(found));
    if (earlier !== null) {
      setIssues(found);
      return go(earlier);
    }
    const visibleKeys = new Set(questions.map((q) => keyOf(q.id, inst)));
    onContinue(Object.fromEntries(Object.entries(values).filter(([k]) => visibleKeys.has(k))));
  }

  function back() {
    if (steps.at > 0) return go(steps.at - 1);
    if (onBack && Object.keys(check()).length > 0 && Object.keys(values).length > 0) setLeaving(true);
    else onBack?.();
  }

  return (
    <>
      <p className="text-base margin-bottom-0">
        {inst.section.title[lang]} · {t('player.step', { n: position.n, total: position.total })}
      </p>
      <h1 className="margin-top-1">{title}</h1>
      {steps.total > 1 && (
        <p className="text-base margin-top-0">{t('player.question', { n: steps.at + 1, total: steps.total })}</p>
      )}
      {inst.page.intro && <p className="usa-intro">{textFor(inst.page.intro, lang, inst, merged, TO_APPLICANT)}</p>}
      <ErrorSummary errors={summary} />
      <form
        ref={form}
        className="usa-form usa-form--large"
        noValidate
        onSubmit={submit}
        data-step={`${steps.at + 1}/${steps.total}`}
        data-step-keys={[...steps.shownKeys].join(' ')}
      >
        {steps.shown.map((q) => (
          <QuestionField
            key={q.id}
            question={q}
            where={inst.path}
            value={merged[keyOf(q.id, inst)]}
            label={textFor(q.label, lang, inst, merged, TO_APPLICANT)}
            lang={lang}
            errors={errors}
            onChange={change}
          />
        ))}
        <div className="margin-top-4">
          {(onBack || steps.at > 0) && (
            <button type="button" className="usa-button usa-button--outline" onClick={back}>
              {t('player.back')}
            </button>
          )}
          <button type="submit" className="usa-button" disabled={saving}>
            {saving ? t('player.saving') : t('player.continue')}
          </button>
        </div>
      </form>
      {actions && <div className="margin-top-3">{actions}</div>}
      <Dialog
        open={leaving}
        title={t('player.leaveTitle')}
        onClose={() => setLeaving(false)}
        actions={
          <>
            <li className="usa-button-group__item">
              <button type="button" className="usa-button" onClick={() => setLeaving(false)}>
                {t('player.stay')}
              </button>
            </li>
            <li className="usa-button-group__item">
              <button
                type="button"
                className="usa-button usa-button--outline"
                onClick={() => (setLeaving(false), onBack?.())}
              >
                {t('player.leave')}
              </button>
            </li>
          </>
        }
      >
        <p>{t('player.leaveBody')}</p>
      </Dialog>
    </>
  );
}
