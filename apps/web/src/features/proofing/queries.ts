import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API } from '@portal/contracts/account-api';
import type { RidpAnswerResult, RidpQuiz, RidpStartRequest, RidpStartResult } from '@portal/contracts';
import { api } from '../../api/client';
import { sessionKeys } from '../../app/session';

const quizKey = ['user', 'ridp', 'quiz'] as const;

export function useStartProofing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RidpStartRequest) => api.post<RidpStartResult>(ACCOUNT_API.ridpStart, body),
    onSuccess: (result) => {
      if (result.quiz) client.setQueryData(quizKey, result.quiz);
    },
  });
}

export function useQuiz() {
  return useQuery({ queryKey: quizKey, queryFn: async () => (await api.get<{ quiz: RidpQuiz | null }>(ACCOUNT_API.ridpQuiz)).quiz, retry: false, staleTime: Infinity });
}

export function useAnswerQuiz() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { quizId: string; answers: Record<string, string> }) => api.post<RidpAnswerResult>(ACCOUNT_API.ridpAnswer, body),
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
