import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { stubTurnstile } from "@/test/stub-turnstile";
import { Captcha } from "./captcha";
import type { CaptchaHandle } from "./captcha-types";

vi.mock("@/lib/load-script", () => ({ loadScript: vi.fn(async () => {}) }));

function renderCaptcha(onTokenChange = vi.fn()) {
  const ref = createRef<CaptchaHandle>();
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <Captcha ref={ref} onTokenChange={onTokenChange} />
    </QueryClientProvider>,
  );
  return { ref, onTokenChange };
}

afterEach(() => vi.unstubAllGlobals());

describe("Captcha with a hosted provider", () => {
  it("renders the provider's widget with the site key and passes its token on", async () => {
    mockApi({
      "GET /api/config": ok({ captcha: { provider: "turnstile", siteKey: "site-key-1" } }),
    });
    const turnstile = stubTurnstile();
    const { ref, onTokenChange } = renderCaptcha();

    await waitFor(() => expect(turnstile.render).toHaveBeenCalledOnce());
    expect(turnstile.options?.sitekey).toBe("site-key-1");
    act(() => turnstile.options?.callback("turnstile-token"));
    expect(onTokenChange).toHaveBeenLastCalledWith("turnstile-token");

    act(() => ref.current?.reset());
    expect(turnstile.reset).toHaveBeenCalledWith("widget-1");
    expect(onTokenChange).toHaveBeenLastCalledWith(null);
  });

  it("offers to try again when the configuration cannot be loaded", async () => {
    mockApi({});
    renderCaptcha();
    expect(await screen.findByText("The CAPTCHA could not be loaded.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
