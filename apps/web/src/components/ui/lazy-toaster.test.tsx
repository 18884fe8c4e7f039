import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { lazyToast } from "@/lib/lazy-toast";
import { LazyToaster } from "./lazy-toaster";

describe("LazyToaster", () => {
  it("renders nothing until the first toast, then shows it and the ones after", async () => {
    render(<LazyToaster />);
    expect(document.querySelector("[data-sonner-toaster]")).toBeNull();

    lazyToast.warning("Copy Paste not allowed on this page");
    // A toast mounts hidden and shows a frame later: wait for what the respondent sees.
    await waitFor(() =>
      expect(screen.getByText("Copy Paste not allowed on this page")).toBeVisible(),
    );
    expect(document.querySelector("[data-sonner-toaster]")).toHaveAttribute(
      "data-y-position",
      "top",
    );
    lazyToast.success("Your answers were cleared");
    await waitFor(() => expect(screen.getByText("Your answers were cleared")).toBeVisible());
  });
});
