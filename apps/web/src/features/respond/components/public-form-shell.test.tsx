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

  it("shows the theme's logo named by the form's title, over its background image", () => {
    const imageId = "0193a000-0000-7000-8000-0000000000a1";
    const theme: FormTheme = {
      ...ALWAYS_DARK,
      logo: { imageId },
      backgroundImage: { imageId, focalX: 20, focalY: 80 },
    };
    const { unmount } = render(
      <PublicFormShell theme={formThemeRoot(theme, "dark")} themeImages={theme} title="Team survey">
        Questions
      </PublicFormShell>,
    );
    expect(screen.getByRole("img", { name: "Team survey" })).toHaveAttribute(
      "src",
      `/api/theme-images/${imageId}`,
    );
    const root = screen.getByRole("main").parentElement as HTMLElement;
    expect(root).toHaveClass("form-theme-backdrop");
    expect(root.style.getPropertyValue("--theme-backdrop-image")).toBe(
      `url("/api/theme-images/${imageId}")`,
    );
    expect(root.style.getPropertyValue("--theme-backdrop-focal")).toBe("20% 80%");
    expect(root.style.getPropertyValue("--color-background")).toBe("#101828");
    unmount();

    render(
      <PublicFormShell
        embed={{ formId: FORM_ID, isTransparent: true }}
        theme={formThemeRoot(theme, "dark")}
        themeImages={theme}
      >
        Questions
      </PublicFormShell>,
    );
    const framed = screen.getByRole("main").parentElement as HTMLElement;
    expect(framed).not.toHaveClass("form-theme-backdrop");
    expect(framed.style.getPropertyValue("--theme-backdrop-image")).toBe("");
  });

  it("shows no logo or background image until the theme's code has painted the page", () => {
    const imageId = "0193a000-0000-7000-8000-0000000000a1";
    render(
      <PublicFormShell themeImages={{ logo: { imageId } }} title="Team survey">
        Questions
      </PublicFormShell>,
    );
    expect(screen.queryByRole("img")).not.toBeInTheDocument();
  });

  it("gives <body> the theme while the themed page is shown, so its dialogs take it too", () => {
    const { unmount } = render(
      <PublicFormShell theme={formThemeRoot(ALWAYS_DARK, "dark")}>Questions</PublicFormShell>,
    );
    expect(document.body.style.getPropertyValue("--color-background")).toBe("#101828");
    expect(document.body.style.colorScheme).toBe("dark");
    expect(document.body).toHaveAttribute("data-button-style", "outline");
    unmount();
    expect(document.body.style.getPropertyValue("--color-background")).toBe("");
    expect(document.body).not.toHaveAttribute("data-button-style");
  });
});
