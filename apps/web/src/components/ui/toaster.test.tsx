import { act, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { describe, expect, it } from "vitest";
import { Toaster } from "./toaster";

describe("Toaster", () => {
  it("shows toasts at the top centre, over the header's free middle, three at most", async () => {
    render(<Toaster />);
    act(() => {
      for (const text of ["One", "Two", "Three", "Four"]) toast.success(text);
    });
    await screen.findByText("Four");
    const list = document.querySelector("[data-sonner-toaster]");
    expect(list).toHaveAttribute("data-y-position", "top");
    expect(list).toHaveAttribute("data-x-position", "center");
    const shown = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(shown).toHaveLength(3);
  });
});
