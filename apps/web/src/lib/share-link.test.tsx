import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi, ok } from "@/test/mock-api";
import { copyText, useCopyShareLink, useShareLink } from "./share-link";
import { useSetVisibility } from "./update-form-status";

const FORM_ID = "0193a000-0000-7000-8000-000000000001";

function renderShareLink() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useShareLink(FORM_ID), { wrapper });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "clipboard");
  Reflect.deleteProperty(document, "execCommand");
});

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

describe("useCopyShareLink", () => {
  it("copies a form being made public as a public one, as its switch already shows", async () => {
    mockApi({
      "GET /api/config": () => new Promise(() => {}),
      [`PUT /api/forms/${FORM_ID}/status`]: () => new Promise(() => {}),
    });
    vi.stubGlobal("isSecureContext", true);
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const success = vi.spyOn(toast, "success");
    const warning = vi.spyOn(toast, "warning");
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({ visibility: useSetVisibility(), share: useCopyShareLink(FORM_ID, false) }),
      { wrapper },
    );

    await act(() => result.current.share.copyShareLink());
    expect(warning).toHaveBeenCalledTimes(1);

    act(() => result.current.visibility.setVisibility(FORM_ID, true));
    await waitFor(() => expect(result.current.visibility.updateStatus.isPending).toBe(true));
    await act(() => result.current.share.copyShareLink());
    expect(success).toHaveBeenCalledWith("Share link copied to clipboard!", expect.anything());
    expect(warning).toHaveBeenCalledTimes(1);
  });
});

describe("copyText", () => {
  it("uses the Clipboard API in a secure context", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("isSecureContext", true);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await copyText("https://forms.example.org/forms/1/view");
    expect(writeText).toHaveBeenCalledExactlyOnceWith("https://forms.example.org/forms/1/view");
  });

  it("falls back to a hidden textarea on plain http, and leaves nothing behind", async () => {
    vi.stubGlobal("isSecureContext", false);
    let copied = "";
    const execCommand = vi.fn(() => {
      copied = document.querySelector("textarea")?.value ?? "";
      return true;
    });
    Object.defineProperty(document, "execCommand", { value: execCommand, configurable: true });
    await copyText("http://intranet/forms/1/view");
    expect(execCommand).toHaveBeenCalledWith("copy");
    expect(copied).toBe("http://intranet/forms/1/view");
    expect(document.querySelector("textarea")).toBeNull();
  });

  it("fails when the browser refuses to copy", async () => {
    vi.stubGlobal("isSecureContext", false);
    Object.defineProperty(document, "execCommand", { value: () => false, configurable: true });
    await expect(copyText("x")).rejects.toThrow("Copy failed");
  });
});
