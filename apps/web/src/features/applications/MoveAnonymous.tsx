import { useEffect, useRef } from 'react';
import { useNavigate } from '../../router';
import { useMutation } from '@tanstack/react-query';
import { ROUTES, pathTo } from '@portal/contracts/routes';
import { definitionOf, pageKeys, visiblePages } from '@portal/forms';
import { call } from '../../api/client';
import { Loading } from '../../components/Loading';
import { anonymousApplication, forgetAnonymous } from './anonymous';
import { CallError, retryOf } from '../../components/CallError';
import { ReadingColumn } from '../../components/Article';

/**
 * Someone who started without an account and then signed in: their answers become a draft of
 * their own, page by page through the same checks as any page, and they go on where they were.
 */
async function moveIntoAccount(key: string): Promise<string> {
  const app = anonymousApplication(key);
  if (!app) throw new Error('gone');
  const def = definitionOf(app.typeId)!;
  const { application_form_id: formId } = await call('applicationForm', { body: { applicationTypeId: app.typeId } });
  let next: string | null = visiblePages(def, app.answers)[0]?.key ?? null;
  for (const inst of visiblePages(def, app.answers)) {
    const answers = Object.fromEntries(
      pageKeys(inst)
        .filter((k) => app.answers[k] !== undefined)
        .map((k) => [k, app.answers[k]!]),
    );
    if (Object.keys(answers).length === 0) break;
    try {
      next =
        (await call('saveFormDetails', { params: { id: formId }, body: { page: inst.key, answers } })).nextPage ??
        'summary';
    } catch {
      next = inst.key; // an unfinished page: go on from there
      break;
    }
  }
  forgetAnonymous(key);
  return `${pathTo(ROUTES.applyForm, { formId })}?page=${encodeURIComponent(next ?? 'summary')}`;
}

export function MoveAnonymous({ anonKey }: { anonKey: string }) {
  const navigate = useNavigate();
  const move = useMutation({ mutationFn: moveIntoAccount, onSuccess: (to) => navigate(to, { replace: true }) });
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    move.mutate(anonKey);
  }, [anonKey, move]);
  if (move.isError) {
    return (
      <ReadingColumn>
        <CallError error={move.error} onRetry={retryOf(move)} />
      </ReadingColumn>
    );
  }
  return <Loading />;
}
