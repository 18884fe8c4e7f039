import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { API_KEYS_QUERY_KEY } from "./get-api-keys";

/** DELETE /api/users/api-keys/{id}: the key stops working at once. */
export async function revokeApiKey(keyId: string): Promise<void> {
  await apiClient.delete<null>(`/users/api-keys/${keyId}`);
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY }),
  });
}
