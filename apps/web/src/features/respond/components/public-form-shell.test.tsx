import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PublicFormShell } from "./public-form-shell";

const FORM_ID = "0193a000-0000-7000-8000-0000000000f8";

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
});
