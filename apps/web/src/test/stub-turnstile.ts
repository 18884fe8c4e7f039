import { vi } from "vitest";

type RenderOptions = { sitekey: string; callback: (token: string) => void };

/**
 * Cloudflare Turnstile's global, as its script would set it up on the page (tests mock
 * `@/lib/load-script` so that no script is fetched). `options` holds what the widget rendered with.
 */
export function stubTurnstile() {
  const api = {
    options: undefined as RenderOptions | undefined,
    render: vi.fn((_element: HTMLElement, options: RenderOptions) => {
      api.options = options;
      return "widget-1";
    }),
    reset: vi.fn(),
    remove: vi.fn(),
  };
  vi.stubGlobal("turnstile", api);
  return api;
}
