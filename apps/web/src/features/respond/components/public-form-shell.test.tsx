import type { FormTheme } from "@formloom/shared/form-theme";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { formThemeRoot } from "@/lib/form-theme/form-theme-root";
import { PublicFormShell } from "./public-form-shell";

const FORM_ID = "0193a000-0000-7000-8000-0000000000f8";

const ALWAYS_DARK: FormTheme = {
  mode: "dark",
  light: { background: "#ffffff", text: "#111111", accent: "#1d4ed8" },
  dark: { background: "#101828", text: "#f2f4f7", accent: "#fdb022" },
  font: "default",
  radius: "square",
  buttonStyle: "outline",
};

describe("PublicFormShell", () => {
  it("shows the header and footer on its own page, and links stay in the tab", () => {
    render(<PublicFormShell>Questions</PublicFormShell>);
    expect(screen.getByRole("banner")).toBeInTheDocument();
    expect(screen.getByText(/Never submit passwords/)).toBeInTheDocument();
    expect(document.head.querySelector("base")).toBeNull();
  });

  it("embedded, shows the form alone and opens links out of it in a new tab", () => {
    const { unmount } = render(
      <PublicFormShell embed={{ formId: FORM_ID }}>Questions</PublicFormShell>,
    );
    expect(screen.getByRole("main")).toHaveTextContent("Questions");
    expect(screen.queryByRole("banner")).toBeNull();
    expect(screen.queryByText(/Never submit passwords/)).toBeNull();
    expect(document.head.querySelector("base")).toHaveAttribute("target", "_blank");
    unmount();
    expect(document.head.querySelector("base")).toBeNull();
  });

  it("puts the theme's custom properties on its root, embedded too", () => {
    render(
      <PublicFormShell embed={{ formId: FORM_ID }} theme={formThemeRoot(ALWAYS_DARK, "dark")}>
        Questions
      </PublicFormShell>,
    );
    const root = screen.getByRole("main").parentElement as HTMLElement;
    expect(root.style.getPropertyValue("--color-background")).toBe("#101828");
    expect(root.style.getPropertyValue("--color-primary")).toBe("#fdb022");
    expect(root.style.getPropertyValue("--radius-md")).toBe("0rem");
    expect(root).toHaveAttribute("data-button-style", "outline");
    expect(root).toHaveAttribute("data-theme-scheme", "dark");
  });
});
