import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { StatusSwitch } from "./status-switch";

type Outcome = { message: string } | Error;

/** Stands in for useMutation's result: settles each change with `outcome`. */
function fakeMutation(outcome: Outcome, pending?: { active: boolean }) {
  return {
    isPending: pending !== undefined,
    variables: pending && { _id: "p1", ...pending },
    mutate: vi.fn(
      (
        _change: { _id: string; active: boolean },
        callbacks: {
          onSuccess: (result: { message: string }) => void;
          onError: (error: Error) => void;
        },
      ) => (outcome instanceof Error ? callbacks.onError(outcome) : callbacks.onSuccess(outcome)),
    ),
  };
}

function renderSwitch(mutation: ReturnType<typeof fakeMutation>, isActive = true) {
  render(
    <>
      <StatusSwitch
        id="p1"
        isActive={isActive}
        mutation={mutation}
        label="Status of Phone"
        updatingLabel="Updating status"
        successMessage="Status updated successfully"
        errorMessage="Failed to update status"
      />
      <Toaster />
    </>,
  );
  return screen.getByRole("switch", { name: "Status of Phone" });
}

describe("StatusSwitch", () => {
  it("shows the saved status", () => {
    const toggle = renderSwitch(fakeMutation({ message: "" }), false);
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeEnabled();
    expect(screen.getByText("Inactive")).toBeInTheDocument();
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("sends the change and shows the server's message", async () => {
    const mutation = fakeMutation({ message: "Regex pattern deactivated" });
    await userEvent.click(renderSwitch(mutation));
    expect(mutation.mutate.mock.calls[0]?.[0]).toEqual({ _id: "p1", active: false });
    expect(await screen.findByText("Regex pattern deactivated")).toBeInTheDocument();
  });

  it("falls back to its own success message", async () => {
    await userEvent.click(renderSwitch(fakeMutation({ message: "" })));
    expect(await screen.findByText("Status updated successfully")).toBeInTheDocument();
  });

  it("shows an error message meant for users", async () => {
    await userEvent.click(renderSwitch(fakeMutation(new ApiError(409, "Pattern is in use"))));
    expect(await screen.findByText("Pattern is in use")).toBeInTheDocument();
  });

  it("hides a server failure behind its own error message", async () => {
    await userEvent.click(renderSwitch(fakeMutation(new ApiError(500, "boom"))));
    expect(await screen.findByText("Failed to update status")).toBeInTheDocument();
    expect(screen.queryByText("boom")).not.toBeInTheDocument();
  });

  it("shows the new status with a spinner while the change is saved", () => {
    const toggle = renderSwitch(fakeMutation({ message: "" }, { active: false }), true);
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(toggle).toHaveAttribute("aria-busy", "true");
    expect(screen.getByText("Inactive")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("Updating status");
  });
});
