import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockApi } from "@/test/mock-api";
import { storeUserSession } from "@/test/session-fixtures";
import { VisibilitySwitch } from "./visibility-switch";

const FORM_ID = "0193a000-0000-7000-8000-000000000001";

function renderSwitch(isPublic: boolean) {
  storeUserSession();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <VisibilitySwitch formId={FORM_ID} isPublic={isPublic} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("VisibilitySwitch", () => {
  it("names a private form's switch Private, unchecked", () => {
    renderSwitch(false);
    expect(screen.getByRole("switch", { name: "Private" })).not.toBeChecked();
    expect(screen.queryByText("Public")).not.toBeInTheDocument();
  });

  it("names a public form's switch Public, checked", () => {
    renderSwitch(true);
    expect(screen.getByRole("switch", { name: "Public" })).toBeChecked();
    expect(screen.queryByText("Private")).not.toBeInTheDocument();
  });

  it("shows the new state as soon as the user switches", async () => {
    mockApi({
      [`PUT /api/forms/${FORM_ID}/status`]: () => new Promise(() => {}),
    });
    renderSwitch(false);
    await userEvent.click(screen.getByRole("switch", { name: "Private" }));
    expect(await screen.findByRole("switch", { name: "Public" })).toBeChecked();
  });
});
