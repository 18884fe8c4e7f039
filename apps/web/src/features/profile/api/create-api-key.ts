import type { CreateApiKeyBody, CreatedApiKey } from "@formloom/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { API_KEYS_QUERY_KEY } from "./get-api-keys";

/** POST /api/users/api-keys: the answer carries the whole key, shown this once. */
export async function createApiKey(body: CreateApiKeyBody): Promise<CreatedApiKey> {
  const { data } = await apiClient.post<CreatedApiKey>("/users/api-keys", body);
  return data;
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
