import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { useShareLink } from "./share-link";

const FORM_ID = "0193a000-0000-7000-8000-000000000001";

function renderShareLink() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useShareLink(FORM_ID), { wrapper });
}

afterEach(() => vi.unstubAllGlobals());

describe("useShareLink", () => {
  it("builds the link on the server's PUBLIC_URL, not the browser's address", async () => {
    mockApi({
      "GET /api/config": ok({
        captcha: { provider: "altcha", siteKey: null },
        publicUrl: "https://forms.example.org",
      }),
    });
    const { result } = renderShareLink();
    await waitFor(() =>
      expect(result.current).toBe(`https://forms.example.org/forms/${FORM_ID}/view`),
    );
  });

  it("falls back to the browser's address until the server has answered", () => {
    mockApi({ "GET /api/config": () => new Promise(() => {}) });
    const { result } = renderShareLink();
    expect(result.current).toBe(`${window.location.origin}/forms/${FORM_ID}/view`);
  });
});
