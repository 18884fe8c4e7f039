import type { FormTemplateDto } from "@formloom/shared";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export async function getTemplates(signal?: AbortSignal): Promise<FormTemplateDto[]> {
  const { data } = await apiClient.get<FormTemplateDto[]>("/templates", { signal });
  return data;
}

// The gallery is the same for the whole life of the server.
export const getTemplatesQueryOptions = () =>
  queryOptions({
    queryKey: ["templates"],
    queryFn: ({ signal }) => getTemplates(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useTemplates({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getTemplatesQueryOptions(), enabled });
}
