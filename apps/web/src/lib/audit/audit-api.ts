import type { AuditEvent } from "@formloom/shared";
import { keepPreviousData, queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { type AuthScope, apiClient } from "@/lib/api-client";
import { saveBlob } from "@/lib/save-blob";
import { type AuditFilter, toAuditQuery } from "./audit-filter";

/** Whose log: a workspace's (its owners and admins) or the installation's (its admins). */
export type AuditSource = { path: string; auth: AuthScope };

export const workspaceAuditSource = (workspaceId: string): AuditSource => ({
  path: `/workspaces/${workspaceId}/audit`,
  auth: "user",
});

export const INSTALLATION_AUDIT_SOURCE: AuditSource = { path: "/admin/audit", auth: "admin" };

export type AuditPageQuery = { page: number; limit: number; filter: AuditFilter };

export async function getAuditEvents(
  source: AuditSource,
  { page, limit, filter }: AuditPageQuery,
  signal?: AbortSignal,
): Promise<{ events: AuditEvent[]; total: number }> {
  const { data, total } = await apiClient.get<AuditEvent[], { total: number }>(source.path, {
    query: { page, limit, ...toAuditQuery(filter) },
    auth: source.auth,
    signal,
  });
  return { events: data, total };
}

export function useAuditEvents(source: AuditSource, query: AuditPageQuery) {
  return useQuery(
    queryOptions({
      queryKey: ["audit", source.path, query],
      queryFn: ({ signal }) => getAuditEvents(source, query, signal),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The filtered log as CSV, saved under the server's name. */
export async function downloadAuditCsv(source: AuditSource, filter: AuditFilter) {
  const { blob, fileName } = await apiClient.download(`${source.path}/export`, {
    query: toAuditQuery(filter),
    auth: source.auth,
  });
  saveBlob(blob, fileName ?? "audit-log.csv");
}

export function useDownloadAuditCsv(source: AuditSource) {
  return useMutation({ mutationFn: (filter: AuditFilter) => downloadAuditCsv(source, filter) });
}
