import { act, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { describe, expect, it } from "vitest";
import { Toaster } from "./toaster";

describe("Toaster", () => {
  it("shows toasts at the top right, left of the header's actions, three at most", async () => {
    render(<Toaster />);
    act(() => {
      for (const text of ["One", "Two", "Three", "Four"]) toast.success(text);
    });
    await screen.findByText("Four");
    const list = document.querySelector("[data-sonner-toaster]");
    expect(list).toHaveAttribute("data-y-position", "top");
    expect(list).toHaveAttribute("data-x-position", "right");
    expect((list as HTMLElement).style.getPropertyValue("--offset-right")).toContain("80rem");
    const shown = document.querySelectorAll('[data-sonner-toast][data-visible="true"]');
    expect(shown).toHaveLength(3);
  });
});
