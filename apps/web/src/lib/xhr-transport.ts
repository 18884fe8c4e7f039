/** How the API client moves a request: fetch itself, or XMLHttpRequest behind fetch's shape. */
export type Transport = (
  url: string,
  init: RequestInit & { headers: Headers },
) => Promise<Response>;

// Statuses whose response may not carry a body (the Response constructor refuses one).
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const separator = line.indexOf(":");
    if (separator > 0)
      headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
}

/**
 * A transport over XMLHttpRequest, because only it reports upload progress. It answers a
 * Response like fetch does, so the client reads successes and failures the same way.
 */
export function withUploadProgress(onProgress?: (percent: number) => void): Transport {
  return (url, { method = "GET", headers, body, signal }) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(new DOMException("Upload cancelled", "AbortError"));
        return;
      }
      const xhr = new XMLHttpRequest();
      xhr.open(method, url);
      for (const [key, value] of headers) xhr.setRequestHeader(key, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
      };
      xhr.onload = () => {
        resolve(
          new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText, {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = () => reject(new TypeError("Network request failed"));
      xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
      signal?.addEventListener("abort", () => xhr.abort(), { once: true });
      xhr.send(body as XMLHttpRequestBodyInit | null | undefined);
    });
}
