import { ApiError, toApiError } from "@/lib/api-error";
import { notifySessionExpired } from "@/lib/session-expiry";
import { readUserData } from "@/lib/stored-session";
import { parseContentDisposition } from "./parse-content-disposition";

export type FetchedFile = { blob: Blob; fileName: string | null };

/**
 * A file the API serves to the signed-in owner only (uploads, CSV export). A plain link would
 * carry no bearer token and get a 401, so the file is fetched and saved from memory.
 */
export async function fetchFile(url: string, signal?: AbortSignal): Promise<FetchedFile> {
  const token = readUserData()?.token;
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "Unable to reach the server. Check your connection and try again.");
  }
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    const error = toApiError(response, body);
    if (error.status === 401 && token) notifySessionExpired("user", error.message);
    throw error;
  }
  return {
    blob: await response.blob(),
    fileName: parseContentDisposition(response.headers.get("Content-Disposition")),
  };
}
