import type { Quiz } from "@formloom/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

/** GET /api/quizzes/{quizId}/attempts: the signed-in user's own attempts, newest first. */
export async function getQuizAttempts(quizId: string, signal?: AbortSignal): Promise<Quiz> {
  const { data } = await apiClient.get<Quiz>(`/quizzes/${quizId}/attempts`, { signal });
  return data;
}

export const getQuizAttemptsQueryOptions = (quizId: string) =>
  queryOptions({
    queryKey: ["quizzes", quizId, "attempts"],
    queryFn: ({ signal }) => getQuizAttempts(quizId, signal),
  });

export function useQuizAttempts(quizId: string) {
  return useQuery(getQuizAttemptsQueryOptions(quizId));
}
