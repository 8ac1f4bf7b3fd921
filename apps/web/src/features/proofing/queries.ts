import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RidpAnswerRequest, RidpStartRequest } from '@portal/contracts';
import { call } from '../../api/client';
import { sessionKeys } from '../../app/session';

const quizKey = ['user', 'ridp', 'quiz'] as const;

export function useStartProofing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RidpStartRequest) => call('ridpStart', { body }),
    onSuccess: (result) => {
      if (result.quiz) client.setQueryData(quizKey, result.quiz);
    },
  });
}

export function useQuiz() {
  return useQuery({
    queryKey: quizKey,
    queryFn: async () => (await call('ridpQuiz')).quiz,
    retry: false,
    staleTime: Infinity,
  });
}

export function useAnswerQuiz() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RidpAnswerRequest) => call('ridpAnswer', { body }),
    onSuccess: async (result) => {
      client.setQueryData(quizKey, null);
      if (result.outcome === 'LINKED') {
        // The account is LINKED now: the header, tabs and user data are read again.
        client.removeQueries({ queryKey: ['user'] });
        await client.invalidateQueries({ queryKey: sessionKeys.account });
      }
    },
  });
}
