import { act, render, screen } from "@testing-library/react";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { NetworkStatusToasts } from "./network-status-toasts";

describe("NetworkStatusToasts", () => {
  it("announces going offline and coming back online", async () => {
    render(
      <>
        <NetworkStatusToasts />
        <Toaster />
      </>,
    );
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    expect(await screen.findByText("You are offline")).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    expect(await screen.findByText("You are online")).toBeInTheDocument();
  });
});
