import { ApiError, toApiError } from "./api-error";
import { parseContentDisposition } from "./parse-content-disposition";
import { notifySessionExpired } from "./session-expiry";
import { readAdminData, readUserData } from "./stored-session";
import { type Transport, withUploadProgress } from "./xhr-transport";

export {
  ApiError,
  getErrorMessage,
  hasErrorCode,
  isApiError,
  MALFORMED_ADDRESS_CODES,
  SESSION_ENDED_CODES,
} from "./api-error";

const API_BASE = "/api";

/** Which stored session signs the call: userData for user calls, adminData for admin calls. */
export type AuthScope = "user" | "admin" | "none";

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  query?: Record<string, QueryValue>;
  auth?: AuthScope;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

export type UploadOptions = RequestOptions & { onProgress?: (percent: number) => void };

export type ApiEnvelope<T> = { statusCode: number; message: string; data: T };

export type DownloadedFile = { blob: Blob; fileName: string | null };

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

function buildUrl(path: string, query: RequestOptions["query"]): string {
  const fullPath = path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${fullPath}?${search}` : fullPath;
}

function getToken(auth: AuthScope): string | undefined {
  if (auth === "user") return readUserData()?.token;
  if (auth === "admin") return readAdminData()?.token;
  return undefined;
}

function buildHeaders(body: unknown, options: RequestOptions, token: string | undefined): Headers {
  const headers = new Headers(options.headers);
  headers.set("Accept", "application/json");
  // FormData sets its own multipart boundary.
  if (body !== undefined && !(body instanceof FormData)) {
    headers.set("Content-Type", "application/json");
  }
  if (token) headers.set("Authorization", `Bearer ${token}`);
  return headers;
}

/**
 * A 401 to a signed call means the session ended (expired, revoked by a password change
 * elsewhere): by status, as every 401 the web app's signed calls can get is one of
 * SESSION_ENDED_CODES (the other 401s answer a sign-in, an API key or the metrics token).
 */
function reportExpiredSession(auth: AuthScope, token: string | undefined, error: ApiError) {
  if (error.status !== 401 || auth === "none" || !token) return;
  // A newer sign-in since the call was sent is not the session that ended.
  if (getToken(auth) !== token) return;
  notifySessionExpired(auth, error.message);
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/**
 * The one way a call reaches the API: signs it, sends it over `transport` and turns any failure
 * into an ApiError (field errors included), reporting a session that ended. Answers the response
 * of a success, its body still unread.
 */
async function send(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions,
  transport: Transport = fetch,
): Promise<Response> {
  const auth = options.auth ?? "user";
  const token = getToken(auth);
  let response: Response;
  try {
    response = await transport(buildUrl(path, options.query), {
      method,
      headers: buildHeaders(body, options, token),
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "Unable to reach the server. Check your connection and try again.");
  }
  if (!response.ok) {
    const error = toApiError(response, await readJson(response));
    reportExpiredSession(auth, token, error);
    throw error;
  }
  return response;
}

async function readEnvelope<T, Extra extends object>(
  response: Response,
): Promise<ApiEnvelope<T> & Extra> {
  const payload = await readJson(response);
  if (typeof payload !== "object" || payload === null) {
    return { statusCode: response.status, message: "", data: undefined } as ApiEnvelope<T> & Extra;
  }
  // Trust boundary: the envelope's shape is the server's contract (DESIGN §4).
  return payload as ApiEnvelope<T> & Extra;
}

const request = async <T, Extra extends object>(
  method: Method,
  path: string,
  body: unknown,
  options: RequestOptions = {},
) => readEnvelope<T, Extra>(await send(method, path, body, options));

const withoutBody =
  (method: Method) =>
  <T, Extra extends object = object>(path: string, options?: RequestOptions) =>
    request<T, Extra>(method, path, undefined, options);

const withBody =
  (method: Method) =>
  <T, Extra extends object = object>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T, Extra>(method, path, body, options);

/** Same-origin client for the Formloom API. No default timeout: pass a signal to cancel. */
export const apiClient = {
  get: withoutBody("GET"),
  post: withBody("POST"),
  put: withBody("PUT"),
  patch: withBody("PATCH"),
  delete: withoutBody("DELETE"),

  /** A file the API serves to a signed-in caller only (a plain link would carry no token). */
  download: async (path: string, options: RequestOptions = {}): Promise<DownloadedFile> => {
    const response = await send("GET", path, undefined, options);
    return {
      blob: await response.blob(),
      fileName: parseContentDisposition(response.headers.get("Content-Disposition")),
    };
  },

  /** A multipart POST that reports how much of the body has been sent. */
  upload: async <T>(path: string, body: FormData, { onProgress, ...options }: UploadOptions = {}) =>
    readEnvelope<T, object>(
      await send("POST", path, body, options, withUploadProgress(onProgress)),
    ),
};
