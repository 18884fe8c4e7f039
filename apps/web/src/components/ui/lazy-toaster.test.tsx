import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { lazyToast } from "@/lib/lazy-toast";
import { LazyToaster } from "./lazy-toaster";

describe("LazyToaster", () => {
  it("renders nothing until the first toast, then shows it and the ones after", async () => {
    render(<LazyToaster />);
    expect(document.querySelector("[data-sonner-toaster]")).toBeNull();

    lazyToast.warning("Copy Paste not allowed on this page");
    expect(await screen.findByText("Copy Paste not allowed on this page")).toBeVisible();
    expect(document.querySelector("[data-sonner-toaster]")).toHaveAttribute(
      "data-y-position",
      "top",
    );
    lazyToast.success("Your answers were cleared");
    expect(await screen.findByText("Your answers were cleared")).toBeVisible();
  });
});
