import { useParams, useSearchParams } from '../../router';
import type { ConfirmationDetails } from '@portal/contracts/applications';
import { ROUTES, pathTo } from '@portal/contracts/routes';
import type { Answers } from '@portal/forms';

/**
 * An anonymous application lives only in this tab's memory: it cannot be saved or resumed
 * (spec part 2 §1), and a reload starts over. The key doubles as the one-time submission key.
 */
interface AnonApplication {
  typeId: 'FNS' | 'LIEAP';
  answers: Answers;
  /** When the first page opened (ms since the epoch): the time to complete is sent with the submission. */
  startedAt: number;
  result?: { applicationId: string; confirmation: ConfirmationDetails };
}
const store = new Map<string, AnonApplication>();

export function startAnonymous(typeId: 'FNS' | 'LIEAP'): string {
  const key = crypto.randomUUID().replace(/-/g, '');
  store.set(key, { typeId, answers: {}, startedAt: Date.now() });
  return key;
}
export const anonymousApplication = (key: string) => store.get(key);
/** Seconds since the anonymous application's first page, within the server's limit of a day. */
export const elapsedSeconds = (app: AnonApplication) =>
  Math.min(86_400, Math.max(0, Math.round((Date.now() - app.startedAt) / 1000)));
export function forgetAnonymous(key: string) {
  store.delete(key);
}

/** Where each step of an anonymous flow lives: food (/nf-apply-for-assistance-anonymous) or energy (/nflieap). */
export function anonPaths(typeId: 'FNS' | 'LIEAP', key: string) {
  if (typeId === 'LIEAP') {
    return {
      start: ROUTES.lieap,
      form: (page?: string) =>
        `${pathTo(ROUTES.lieapAnonymousForm, { applicationTypeID: 'LIEAP' })}?form=${key}${page ? `&page=${encodeURIComponent(page)}` : ''}`,
      sign: pathTo(ROUTES.lieapSignAndSubmit, { formId: key }),
      confirmation: pathTo(ROUTES.lieapConfirmation, { formId: key }),
      exit: pathTo(ROUTES.lieapExitWarning, { formId: key }),
    };
  }
  return {
    start: ROUTES.anonApply,
    form: (page?: string) =>
      `${pathTo(ROUTES.anonApplyForm, { formId: key })}${page ? `?page=${encodeURIComponent(page)}` : ''}`,
    sign: pathTo(ROUTES.anonApplySignAndSubmit, { formId: key }),
    confirmation: pathTo(ROUTES.anonApplyConfirmation, { formId: key }),
    exit: pathTo(ROUTES.anonApplyExitWarning, { formId: key }),
  };
}

/** The key of the anonymous application this page is about (path or ?form=). */
export function useAnonKey(): string {
  const { formId } = useParams();
  const [params] = useSearchParams();
  return formId ?? params.get('form') ?? '';
}

/** Food or energy, from where the page is. */
export function typeFromPath(pathname: string): 'FNS' | 'LIEAP' {
  return pathname.startsWith(ROUTES.lieap) || pathname.startsWith(ROUTES.lieapAlias) ? 'LIEAP' : 'FNS';
}

export function saveAnonymousAnswers(key: string, answers: Answers) {
  const app = store.get(key);
  if (app) store.set(key, { ...app, answers });
}

export function setAnonymousResult(key: string, result: NonNullable<AnonApplication['result']>) {
  const app = store.get(key);
  if (app) store.set(key, { ...app, result });
}
